/**
 * The command line: parses the arguments, runs one command, and turns every failure into a message and an exit
 * code. Nothing is thrown at the user: a bug shows as a one-line message (with its stack only when
 * STIGMERIA_DEBUG is set).
 * @module
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { show, validate, verify } from './documents.js';
import { CliError, EXIT, type Io } from './io.js';
import { hintCommand } from './hint.js';
import { playGame } from './play.js';
import { checkSchema, solveSchema } from './solve.js';
import { cut, cutIssue, jsonLine, quoted, visible } from './terminal-text.js';

const USAGE = `Usage: stigmeria <command> [options]

Commands:
  validate <file>...        check target schemas and replay documents
  verify <replay>...        replay every step through the rules and compare the events
  show <replay> [--step n]  draw the table after n steps (the last by default)
  play [--schema id|file] [--mode m] [--seed s] [--players n] [--bots seat=level,...] [--record file]
                            play in the terminal, one command a line from stdin; --bots gives
                            seats (from 0) to computer players: easy, medium or strong
  solve <schema> [--seed s] [--mode m] [--max-turn t] [--nodes n] [--time ms] [--record file]
                            the fewest turns, then actions, to fulfil a schema with this seed's bag
  check <schema> [--seeds n] [--first-seed s] [--mode m] [--nodes n] [--time ms]
                            how many seeds can be fulfilled within 10 turns, and each one's best
  hint <replay|schema> [--step n] [--seed s] [--player p] [--nodes n] [--time ms]
                            the next command the solver suggests to a player who does not know the bag's order

Every command takes --json (one JSON document a line on stdout, for scripts; errors and --help too) and --help.
<schema> is a catalogue id (such as vertighaineuse-morning-ladder) or a file; an unknown id lists the ids.
Steps are counted from 1, and step 0 is the setup: \`verify\` names a bad step as \`show --step\` counts them.
check takes 1 to 10,000 seeds; --first-seed is a whole number from 0 (1 by default).
Exit codes: 0 ok, 1 invalid document (over 16 MiB included) or failed verification, 2 usage error,
3 unreadable file or unwritable output, 4 no solution (solve, check) or nothing to hint (hint), 5 search budget exhausted (solve), 70 internal error.
`;

type Options = ParseArgsConfig['options'];

const COMMON: Options = { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } };

// `positionals: -1`: one file or more.
const COMMANDS: Readonly<Record<string, { readonly positionals: number; readonly options: Options }>> = {
  validate: { positionals: -1, options: {} },
  verify: { positionals: -1, options: {} },
  show: { positionals: 1, options: { step: { type: 'string' } } },
  play: {
    positionals: 0,
    options: { schema: { type: 'string' }, mode: { type: 'string' }, seed: { type: 'string' }, players: { type: 'string' }, record: { type: 'string' }, bots: { type: 'string' } },
  },
  solve: {
    positionals: 1,
    options: {
      seed: { type: 'string' },
      mode: { type: 'string' },
      'max-turn': { type: 'string' },
      nodes: { type: 'string' },
      time: { type: 'string' },
      record: { type: 'string' },
    },
  },
  check: {
    positionals: 1,
    options: { seeds: { type: 'string' }, 'first-seed': { type: 'string' }, mode: { type: 'string' }, nodes: { type: 'string' }, time: { type: 'string' } },
  },
  hint: {
    positionals: 1,
    options: { step: { type: 'string' }, seed: { type: 'string' }, player: { type: 'string' }, nodes: { type: 'string' }, time: { type: 'string' } },
  },
};

/** Runs the CLI with these arguments (without `node` and the script) and returns the exit code. */
export async function run(argv: readonly string[], io: Io): Promise<number> {
  const json = argv.includes('--json');
  try {
    return await dispatch(argv, io);
  } catch (error) {
    if (error instanceof CliError) {
      report(io, json, error);
      return error.exitCode;
    }
    const message = cut(error instanceof Error ? error.message : String(error));
    // With --json a script reads stdout only: even a bug is told there, as one more error line.
    if (json) io.stdout.write(jsonLine({ ok: false, code: 'internal', exitCode: EXIT.internal, message: `internal error: ${message}` }));
    else io.stderr.write(`stigmeria: internal error: ${visible(message)}\n`);
    if (io.env['STIGMERIA_DEBUG'] !== undefined && error instanceof Error) io.stderr.write(`${visible(error.stack ?? '')}\n`);
    return EXIT.internal;
  }
}

/**
 * Runs a command on several files, each reported on its own, and returns the worst exit code: a file that
 * cannot be read or is not JSON does not stop the others.
 */
async function eachFile(io: Io, json: boolean, files: readonly string[], command: (file: string) => Promise<number>): Promise<number> {
  let worst: number = EXIT.ok;
  for (const f of files) {
    let code: number;
    try {
      code = await command(f);
    } catch (error) {
      if (!(error instanceof CliError) || files.length === 1) throw error;
      code = error.exitCode;
      report(io, json, error, f);
    }
    worst = Math.max(worst, code);
  }
  return worst;
}

/**
 * An error as one JSON line on stdout (with its stable `code`, and its `file` when it is about one) or as text on
 * stderr. The messages quote their input already cut; the issues' paths and messages come from the rules, and
 * are cut here.
 */
function report(io: Io, json: boolean, error: CliError, file = error.file): void {
  const issues = error.details.map(cutIssue);
  if (json) {
    const line = { ok: false, code: error.code, exitCode: error.exitCode, ...(file === undefined ? {} : { file }), message: error.message, issues };
    io.stdout.write(jsonLine(line));
  } else {
    io.stderr.write(`stigmeria: ${visible(error.message)}\n`);
    for (const i of issues) io.stderr.write(`  ${visible(i.path === '' ? '/' : i.path)}: ${visible(i.message)} (${visible(i.code)})\n`);
    if (error.exitCode === EXIT.usage) io.stderr.write('Run "stigmeria --help" for usage.\n');
  }
}

/** The usage, as text or, with --json, as one JSON line like every other output. */
function help(io: Io, json: boolean): number {
  io.stdout.write(json ? jsonLine({ ok: true, type: 'help', text: USAGE }) : USAGE);
  return EXIT.ok;
}

/**
 * parseArgs reads `--step -1` as an option missing its value followed by an option `-1`, and says the value is
 * "ambiguous". A negative number after an option that takes a value is joined to it (`--step=-1`), so that the
 * command itself says which numbers it takes.
 */
function joinNegatives(args: readonly string[], options: Options): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const next = args[i + 1];
    const option = arg.startsWith('--') ? options?.[arg.slice(2)] : undefined;
    if (option?.type === 'string' && next !== undefined && /^-[\d.]/.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

async function dispatch(argv: readonly string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.stderr.write(USAGE);
    return EXIT.usage;
  }
  if (name === '--help' || name === '-h' || name === 'help') return help(io, rest.includes('--json'));
  const spec = COMMANDS[name];
  if (spec === undefined) throw new CliError(EXIT.usage, `unknown command ${quoted(name)}`);
  const options = { ...COMMON, ...spec.options };
  let parsed;
  try {
    parsed = parseArgs({ args: joinNegatives(rest, options), options, allowPositionals: true, strict: true });
  } catch (error) {
    // The parser's message quotes the option as typed.
    throw new CliError(EXIT.usage, visible(cut((error as Error).message)));
  }
  const { values, positionals } = parsed;
  if (values['help'] === true) return help(io, values['json'] === true);
  if (spec.positionals < 0 && positionals.length === 0) throw new CliError(EXIT.usage, `${name} takes one file or more`);
  if (spec.positionals >= 0 && positionals.length !== spec.positionals) {
    throw new CliError(EXIT.usage, `${name} takes ${spec.positionals === 0 ? 'no argument' : `${spec.positionals} argument`}, not ${positionals.length}`);
  }
  const json = values['json'] === true;
  const str = (key: string): string | undefined => values[key] as string | undefined;
  const file = positionals[0]!;
  switch (name) {
    case 'validate':
      return eachFile(io, json, positionals, (f) => validate(io, f, json));
    case 'verify':
      return eachFile(io, json, positionals, (f) => verify(io, f, json));
    case 'show':
      return show(io, file, str('step'), json);
    case 'play':
      return playGame(io, { schema: str('schema'), mode: str('mode'), seed: str('seed'), players: str('players'), record: str('record'), bots: str('bots'), json });
    case 'solve':
      return solveSchema(io, file, {
        seed: str('seed'),
        mode: str('mode'),
        maxTurn: str('max-turn'),
        nodes: str('nodes'),
        time: str('time'),
        record: str('record'),
        json,
      });
    case 'hint':
      return hintCommand(io, file, { step: str('step'), seed: str('seed'), player: str('player'), nodes: str('nodes'), time: str('time'), json });
    default:
      return checkSchema(io, file, { seeds: str('seeds'), firstSeed: str('first-seed'), mode: str('mode'), nodes: str('nodes'), time: str('time'), json });
  }
}
