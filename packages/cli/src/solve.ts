/**
 * `solve` and `check`: the solver on a schema from the catalogue or a file, in a solo game.
 * @module
 */
import { writeFile } from 'node:fs/promises';
import { MODES, createGame, emptyRecording, play, record, serializeReplay, toReplay, type GameSetup, type Mode } from '@stigmeria/rules';
import { check, solve, type SolveResult } from '@stigmeria/solver';
import { searchWords } from './hint-words.js';
import { CliError, EXIT, checkWritable, loadSchema, seedOf, unwritable, type Io } from './io.js';
import { commandText, plural, schemaTitle } from './render.js';
import { cut, jsonLine, quoted, visible } from './terminal-text.js';

export interface SolveCliOptions {
  readonly seed?: string;
  readonly mode?: string;
  readonly maxTurn?: string;
  readonly nodes?: string;
  readonly time?: string;
  readonly record?: string;
  readonly json: boolean;
}

export interface CheckCliOptions {
  readonly seeds?: string;
  readonly firstSeed?: string;
  readonly mode?: string;
  readonly nodes?: string;
  readonly time?: string;
  readonly json: boolean;
}

function whole(name: string, value: string | undefined, fallback: number | undefined, most = Infinity): number | undefined {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > most) {
    const range = most === Infinity ? 'from 1' : `from 1 to ${most.toLocaleString('en')}`;
    throw new CliError(EXIT.usage, `--${name} must be a whole number ${range}, not ${quoted(value)}`);
  }
  return Number(value);
}

/** The most seeds `check` measures in one run: each is a search, and a typo of a few zeros should not run for days. */
export const MOST_SEEDS = 10_000;

/**
 * The seeds `first`, `first + 1`, …: decimal strings counted with BigInt, so that a seed of any length is the
 * seed typed (a Number would print a 23-digit seed as 1e+23). Written without leading zeros, so that seed `07`
 * is never mistaken for `7`; 0 is a seed like any other.
 */
function seedsFrom(first: string | undefined, count: number): string[] {
  if (first !== undefined && !/^(?:0|[1-9]\d*)$/.test(first)) {
    throw new CliError(EXIT.usage, `--first-seed must be a whole number from 0, without leading zeros, not ${quoted(first)}`);
  }
  const start = BigInt(first ?? '1');
  return Array.from({ length: count }, (_, i) => (start + BigInt(i)).toString());
}

function modeOf(value: string | undefined): Mode {
  if (value === undefined) return 'normal';
  if (value !== 'normal' && value !== 'discovery') throw new CliError(EXIT.usage, `the solver plays normal and discovery games, not ${quoted(value)}`);
  return value;
}

function budgetOf(options: { readonly nodes?: string; readonly time?: string }, nodes: number): { maxNodes: number; maxMs?: number } {
  const maxMs = whole('time', options.time, undefined);
  return { maxNodes: whole('nodes', options.nodes, nodes)!, ...(maxMs === undefined ? {} : { maxMs }) };
}

function summary(result: SolveResult): string {
  const cost = `${result.nodes} positions in ${Math.round(result.ms)} ms`;
  switch (result.status) {
    case 'solved':
      return result.provenOptimal
        ? `Fulfilled in turn ${result.turns} with ${plural(result.actions ?? 0, 'action')} in that turn: proven best (${cost}).`
        : `Fulfilled in turn ${result.turns} with ${plural(result.actions ?? 0, 'action')} in that turn; not proven best, the budget ran out (${cost}; no turn before ${result.turnsAtLeast} works).`;
    case 'no-solution':
      return `No line fulfils the schema within the turn limit: proven (${cost}).`;
    case 'budget':
      return `The budget ran out before any line was found (${cost}); no turn before ${result.turnsAtLeast} works.`;
    case 'unsupported':
      return `Not supported: ${result.reason === undefined ? 'this position' : searchWords(result.reason)}.`;
    default: {
      const unknown: never = result.status;
      return unknown;
    }
  }
}

/** `solve <schema>`: the best line for one seed's bag, grouped by turn. */
export async function solveSchema(io: Io, schemaArg: string, options: SolveCliOptions): Promise<number> {
  const mode = modeOf(options.mode);
  // Past the mode's last turn a game is over: a larger limit would be silently the same as the mode's.
  const maxTurn = whole('max-turn', options.maxTurn, undefined, MODES[mode].turnLimit ?? Infinity);
  const budget = budgetOf(options, 2_000_000);
  const seed = seedOf(options.seed, '1');
  // The options are checked before the schema is read: a usage error is told as such whatever the schema.
  const schema = await loadSchema(schemaArg);
  const setup: GameSetup = { schema, mode, players: 1, seed, options: { joker: true } };
  const created = createGame(setup);
  if (!created.ok) throw new CliError(EXIT.usage, `cannot start this game: ${cut(created.error.message)} (${created.error.code})`);
  // A record that cannot be written is found out now, not after the search.
  if (options.record !== undefined) await checkWritable(options.record);
  const result = solve(created.value, { ...budget, ...(maxTurn === undefined ? {} : { maxTurn }) });

  if (options.record !== undefined && result.line.length > 0) {
    let state = created.value;
    let recording = emptyRecording();
    for (const command of result.line) {
      const r = play(state, command);
      if (!r.ok) throw new Error(`the solver's line is refused at ${command.type}`);
      state = r.value.state;
      recording = record(recording, { command, events: r.value.events });
    }
    try {
      await writeFile(options.record, serializeReplay(toReplay(setup, recording.steps), 2) + '\n');
    } catch (error) {
      throw unwritable(options.record, (error as NodeJS.ErrnoException).code ?? (error as Error).message);
    }
  }

  if (options.json) {
    io.stdout.write(jsonLine({ ok: result.status === 'solved', schema: schema.id, mode, seed: setup.seed, ...result }));
  } else {
    const lines = [`${schemaTitle(schema)}, ${mode}, seed ${visible(String(setup.seed))}`, summary(result)];
    let turn = 1;
    let current: string[] = [];
    const state = created.value;
    const flush = (): void => {
      if (current.length > 0) lines.push(`  turn ${turn}: ${current.join('; ')}`);
      current = [];
    };
    for (const command of result.line) {
      if (command.type === 'end-turn') {
        flush();
        turn++;
      } else current.push(commandText(state, command));
    }
    flush();
    io.stdout.write(lines.join('\n') + '\n');
  }
  switch (result.status) {
    case 'solved':
      return EXIT.ok;
    case 'no-solution':
      return EXIT.noSolution;
    case 'budget':
      return EXIT.budget;
    case 'unsupported':
      return EXIT.usage;
    default: {
      const unknown: never = result.status;
      return unknown;
    }
  }
}

/** `check <schema>`: the share of seeds fulfilled within 10 turns, and each seed's best. */
export async function checkSchema(io: Io, schemaArg: string, options: CheckCliOptions): Promise<number> {
  const mode = modeOf(options.mode);
  const count = whole('seeds', options.seeds, 10, MOST_SEEDS)!;
  const seeds = seedsFrom(options.firstSeed, count);
  const budget = budgetOf(options, 500_000);
  const schema = await loadSchema(schemaArg);
  const created = createGame({ schema, mode, players: 1, seed: seeds[0]! });
  if (!created.ok) throw new CliError(EXIT.usage, `cannot start this game: ${cut(created.error.message)} (${created.error.code})`);
  const result = check(schema, { seeds, mode, budget });
  if (options.json) io.stdout.write(jsonLine({ ok: true, ...result }));
  else {
    const lines = [`${schemaTitle(schema)}, ${mode}, ${plural(count, 'seed')}`];
    for (const s of result.seeds) {
      const answer =
        s.status === 'solved'
          ? `turn ${s.turns}, ${plural(s.actions ?? 0, 'action')}${s.provenOptimal ? '' : ' (not proven best)'}`
          : s.status === 'no-solution'
            ? 'no solution within 10 turns'
            : 'unknown (budget)';
      lines.push(`  seed ${s.seed}: ${answer} · ${s.nodes} positions, ${Math.round(s.ms)} ms`);
    }
    lines.push(`Fulfilled within 10 turns: ${Math.round(result.share * 100)} % of ${plural(count, 'seed')} (${result.proven} of ${plural(count, 'answer')} proven).`);
    io.stdout.write(lines.join('\n') + '\n');
  }
  return result.seeds.some((s) => s.status === 'solved') ? EXIT.ok : EXIT.noSolution;
}
