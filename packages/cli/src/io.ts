// The streams the commands take are Node's: say so in the declarations, for projects that list no types.
/// <reference types="node" preserve="true" />
/**
 * What the commands read and write, passed in rather than taken from `process`, so that tests and other
 * programs can run the CLI in-process, and what can go wrong with it as values.
 * @module
 */
import { readFile } from 'node:fs/promises';
import { findCatalogueSchema, parseSchema, type TargetSchema, type ValidationIssue } from '@stigmeria/rules';

/** Exit codes, documented in the README. */
export const EXIT = {
  ok: 0,
  /** A document is invalid, a replay does not verify, a command's input is not what it should be. */
  invalid: 1,
  /** The command line is wrong: unknown command or option, a missing or malformed argument. */
  usage: 2,
  /** A file cannot be read. */
  io: 3,
  /** `solve`: no solution within the turn limit, proven. `check`: no seed could be solved. */
  noSolution: 4,
  /** `solve`: the search budget ran out before a solution was found (nothing is proven). */
  budget: 5,
  /** A bug in this program: the message says so, without a stack trace. */
  internal: 70,
} as const;

/** The streams and environment of one run. */
export interface Io {
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: { write(text: string): unknown; readonly isTTY?: boolean };
  readonly stderr: { write(text: string): unknown };
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** A failure with its exit code; the commands return it rather than throwing past the entry point. */
export class CliError extends Error {
  constructor(
    readonly exitCode: number,
    message: string,
    readonly details: readonly ValidationIssue[] = [],
  ) {
    super(message);
  }
}

/** Reads a file as JSON: `io` when it cannot be read, `invalid` when it is not JSON. */
export async function readJson(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(EXIT.io, `cannot read ${path}${code === undefined ? '' : ` (${code})`}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CliError(EXIT.invalid, `${path} is not JSON: ${(error as Error).message}`, [
      { path: '', code: 'document/not-json', message: (error as Error).message },
    ]);
  }
}

/**
 * A `<schema>` argument: a catalogue id first, else a file holding a target schema. An argument that is neither
 * is a usage error; a file that does not hold a valid schema is an invalid document.
 */
export async function loadSchema(arg: string): Promise<TargetSchema> {
  const fromCatalogue = findCatalogueSchema(arg);
  if (fromCatalogue !== undefined) return fromCatalogue;
  let input: unknown;
  try {
    input = await readJson(arg);
  } catch (error) {
    if (error instanceof CliError && error.exitCode === EXIT.io) {
      throw new CliError(EXIT.usage, `"${arg}" is neither a catalogue schema id nor a readable file (see \`stigmeria play --help\` for the ids)`);
    }
    throw error;
  }
  const parsed = parseSchema(input);
  if (!parsed.ok) throw new CliError(EXIT.invalid, `${arg} is not a valid target schema`, parsed.error.issues);
  return parsed.value;
}

/** Whether to colour the output: only at a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function useColour(io: Io): boolean {
  const noColor = io.env['NO_COLOR'];
  return io.stdout.isTTY === true && (noColor === undefined || noColor === '');
}
