// The streams the commands take are Node's: say so in the declarations, for projects that list no types.
/// <reference types="node" preserve="true" />
/**
 * What the commands read and write, passed in rather than taken from `process`, so that tests and other
 * programs can run the CLI in-process, and what can go wrong with it as values.
 * @module
 */
import { constants, existsSync } from 'node:fs';
import { access, open, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { catalogueSchemas, findCatalogueSchema, parseSchema, type TargetSchema, type ValidationIssue } from '@stigmeria/rules';
import { cut, quoted } from './terminal-text.js';

/** Exit codes, documented in the README. */
export const EXIT = {
  ok: 0,
  /** A document is invalid (larger than MAX_DOCUMENT_BYTES included), a replay does not verify, a command's input is not what it should be. */
  invalid: 1,
  /** The command line is wrong: unknown command or option, a missing or malformed argument. */
  usage: 2,
  /** A file cannot be read, or a file to write cannot be written: `--record`'s, or the output itself. */
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
  /** What `play` reads its commands from. */
  readonly stdin: NodeJS.ReadableStream;
  /** Where the results go; colours are used only when it is a terminal. */
  readonly stdout: {
    /** Writes a piece of the output. */
    write(text: string): unknown;
    readonly isTTY?: boolean;
  };
  /** Where errors and warnings go. */
  readonly stderr: {
    /** Writes a piece of an error message. */
    write(text: string): unknown;
  };
  /** The environment variables the commands read (`NO_COLOR`, and `STIGMERIA_DEBUG` for stack traces). */
  readonly env: Readonly<Record<string, string | undefined>>;
}

/**
 * The stable `code` of an error line in `--json` output, one for each kind of failure, so that scripts need not
 * read the message.
 */
const ERROR_CODES: Readonly<Record<number, string>> = {
  [EXIT.invalid]: 'invalid',
  [EXIT.usage]: 'usage',
  [EXIT.io]: 'unreadable',
  [EXIT.internal]: 'internal',
};

/**
 * One problem of a file: an issue the rules found, or one found before the rules could read the file (it is not
 * JSON, or of no known format).
 */
export interface FileIssue extends Omit<ValidationIssue, 'code'> {
  readonly code: ValidationIssue['code'] | 'document/not-json' | 'document/unknown-format';
}

/** A failure with its exit code; the commands return it rather than throwing past the entry point. */
export class CliError extends Error {
  /** The `code` of the `--json` error line: by default the kind of its exit code (`usage`, `unreadable`, `invalid`). */
  readonly code: string;
  /** The file the failure is about, when there is one. */
  readonly file: string | undefined;

  constructor(
    readonly exitCode: number,
    message: string,
    readonly details: readonly FileIssue[] = [],
    options: { readonly code?: string; readonly file?: string } = {},
  ) {
    super(message);
    this.code = options.code ?? ERROR_CODES[exitCode] ?? 'error';
    this.file = options.file;
  }
}

/** A file that cannot be written: exit code 3, as for one that cannot be read, with its own code. */
export function unwritable(path: string, reason: string): CliError {
  return new CliError(EXIT.io, `cannot write ${path}: ${reason}`, [], { code: 'unwritable', file: path });
}

/**
 * Checks, before any work is done, that `path` can be written: not a directory, in a folder that exists, and
 * writable; a game or a search is not lost for a typo in its file name.
 */
export async function checkWritable(path: string): Promise<void> {
  const existing = await stat(path).catch(() => null);
  if (existing?.isDirectory() === true) throw unwritable(path, 'it is a directory');
  const folder = await stat(dirname(resolve(path))).catch(() => null);
  if (folder === null || !folder.isDirectory()) throw unwritable(path, `the folder ${dirname(path)} does not exist`);
  try {
    await access(existing === null ? dirname(resolve(path)) : path, constants.W_OK);
  } catch (error) {
    throw unwritable(path, (error as NodeJS.ErrnoException).code ?? (error as Error).message);
  }
}

/**
 * The largest document file the CLI reads, in bytes (16 MiB). The rules bound a document by its parts (steps,
 * events per step, texts), and those bounds multiply into hundreds of megabytes; the longest catalogue replay
 * weighs about 80 kB, so a long game fits two hundred times over.
 */
export const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

function unreadable(path: string, error: unknown): CliError {
  const code = (error as NodeJS.ErrnoException).code;
  return new CliError(EXIT.io, `cannot read ${path}${code === undefined ? '' : ` (${code})`}`, [], { file: path });
}

function tooLarge(path: string): CliError {
  const message = `${path} is larger than ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MiB: refused unread`;
  return new CliError(EXIT.invalid, message, [{ path: '', code: 'document/too-large', message: `a document holds at most ${MAX_DOCUMENT_BYTES} bytes` }], { file: path });
}

/**
 * A file's bytes, refused without reading it whole when it holds more than MAX_DOCUMENT_BYTES. Its size is asked
 * first; the reading then stops one byte past the bound, for what the size does not tell (a pipe, a device, a
 * file that grows).
 */
async function readBounded(path: string): Promise<Buffer> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    throw unreadable(path, error);
  }
  try {
    const size = (await handle.stat()).size;
    if (size > MAX_DOCUMENT_BYTES) throw tooLarge(path);
    // One byte more than the size, to see a file that grew; a pipe or a device (size 0) grows the buffer.
    let buffer = Buffer.alloc(size + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (length > MAX_DOCUMENT_BYTES) throw tooLarge(path);
        const larger = Buffer.alloc(Math.min(Math.max(length * 2, 64 * 1024), MAX_DOCUMENT_BYTES + 1));
        buffer.copy(larger, 0, 0, length);
        buffer = larger;
      }
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
      if (bytesRead === 0) return buffer.subarray(0, length);
      length += bytesRead;
    }
  } catch (error) {
    throw error instanceof CliError ? error : unreadable(path, error);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/**
 * Reads a file as JSON: `io` when it cannot be read, `invalid` when it is too large or not JSON. A leading
 * byte order mark is dropped, as the board drops it: editors on some systems write one.
 */
export async function readJson(path: string): Promise<unknown> {
  const bytes = await readBounded(path);
  const decoded = bytes.toString('utf8');
  const text = decoded.startsWith('\uFEFF') ? decoded.slice(1) : decoded;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    // The parser's message quotes the text around the error: cut, like any text from the document.
    const message = cut((error as Error).message);
    throw new CliError(EXIT.invalid, `${path} is not JSON: ${message}`, [{ path: '', code: 'document/not-json', message }], { file: path });
  }
}

// A schema id: lower-case letters and digits in words joined by dashes, as the target schema's format has them.
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Reads an argument that is not a catalogue id as a JSON file. A name shaped like an id with no such file was
 * meant as an id: that is a usage error that lists the ids. Any other name is a file, and a file that is missing
 * or cannot be read (a directory) is exit code 3.
 */
export async function readArgument(arg: string): Promise<unknown> {
  try {
    return await readJson(arg);
  } catch (error) {
    if (error instanceof CliError && error.exitCode === EXIT.io && ID.test(arg) && !existsSync(arg)) {
      const ids = catalogueSchemas.map((s) => s.id).join(', ');
      throw new CliError(EXIT.usage, `${quoted(arg)} is neither a catalogue schema id nor a file; the catalogue ids are: ${ids}`);
    }
    throw error;
  }
}

/**
 * A `<schema>` argument: a catalogue id first, else a file holding a target schema. An unknown id is a usage
 * error, a file that cannot be read exit code 3, a file that does not hold a valid schema an invalid document.
 */
export async function loadSchema(arg: string): Promise<TargetSchema> {
  const fromCatalogue = findCatalogueSchema(arg);
  if (fromCatalogue !== undefined) return fromCatalogue;
  const parsed = parseSchema(await readArgument(arg));
  if (!parsed.ok) throw new CliError(EXIT.invalid, `${arg} is not a valid target schema`, parsed.error.issues, { file: arg });
  return parsed.value;
}

/**
 * A seed nobody can guess: 128 bits from the system's random source, as 32 hex digits. Who knows a game's seed
 * knows the order of every bag, so a seed drawn for a game stays secret until the game ends.
 */
export function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A `--seed`: any text but none at all, which is more likely a script's empty variable than a chosen seed. */
export function seedOf(value: string | undefined, fallback: string): string {
  if (value === '') throw new CliError(EXIT.usage, '--seed must not be empty');
  return value ?? fallback;
}

/** Whether to colour the output: only at a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function useColour(io: Io): boolean {
  const noColor = io.env['NO_COLOR'];
  return io.stdout.isTTY === true && (noColor === undefined || noColor === '');
}
