/**
 * `solve` and `check`: the solver on a schema from the catalogue or a file, in a solo game.
 * @module
 */
import { writeFile } from 'node:fs/promises';
import { createGame, play, recordStep, serializeReplay, toReplay, type GameSetup, type Mode, type ReplayStep } from '@stigmeria/rules';
import { check, solve, type SolveResult } from '@stigmeria/solver';
import { CliError, EXIT, loadSchema, type Io } from './io.js';
import { commandText, plural } from './render.js';

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

function whole(name: string, value: string | undefined, fallback: number | undefined): number | undefined {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new CliError(EXIT.usage, `--${name} must be a whole number from 1, not "${value}"`);
  return Number(value);
}

function modeOf(value: string | undefined): Mode {
  if (value === undefined) return 'normal';
  if (value !== 'normal' && value !== 'discovery') throw new CliError(EXIT.usage, `the solver plays normal and discovery games, not "${value}"`);
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
    default:
      return `Not supported: ${result.reason ?? ''}`;
  }
}

/** `solve <schema>`: the best line for one seed's bag, grouped by turn. */
export async function solveSchema(io: Io, schemaArg: string, options: SolveCliOptions): Promise<number> {
  const schema = await loadSchema(schemaArg);
  const mode = modeOf(options.mode);
  const maxTurn = whole('max-turn', options.maxTurn, undefined);
  const budget = budgetOf(options, 2_000_000);
  const setup: GameSetup = { schema, mode, players: 1, seed: options.seed ?? '1', options: { joker: true } };
  const created = createGame(setup);
  if (!created.ok) throw new CliError(EXIT.usage, `cannot start this game: ${created.error.message} (${created.error.code})`);
  const result = solve(created.value, { ...budget, ...(maxTurn === undefined ? {} : { maxTurn }) });

  if (options.record !== undefined && result.line.length > 0) {
    let state = created.value;
    let steps: ReplayStep[] = [];
    for (const command of result.line) {
      const r = play(state, command);
      if (!r.ok) throw new Error(`the solver's line is refused at ${command.type}`);
      state = r.value.state;
      steps = recordStep(steps, { command, events: r.value.events });
    }
    try {
      await writeFile(options.record, serializeReplay(toReplay(setup, steps), 2) + '\n');
    } catch (error) {
      throw new CliError(EXIT.io, `cannot write ${options.record} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
  }

  if (options.json) {
    io.stdout.write(JSON.stringify({ ok: result.status === 'solved', schema: schema.id, mode, seed: setup.seed, ...result }) + '\n');
  } else {
    const lines = [`${schema.name.en} (${schema.id}), ${mode}, seed ${setup.seed}`, summary(result)];
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
    default:
      return EXIT.usage;
  }
}

/** `check <schema>`: the share of seeds fulfilled within 10 turns, and each seed's best. */
export async function checkSchema(io: Io, schemaArg: string, options: CheckCliOptions): Promise<number> {
  const schema = await loadSchema(schemaArg);
  const mode = modeOf(options.mode);
  const count = whole('seeds', options.seeds, 10)!;
  const first = whole('first-seed', options.firstSeed, 1)!;
  const seeds = Array.from({ length: count }, (_, i) => String(first + i));
  const created = createGame({ schema, mode, players: 1, seed: seeds[0]! });
  if (!created.ok) throw new CliError(EXIT.usage, `cannot start this game: ${created.error.message} (${created.error.code})`);
  const result = check(schema, { seeds, mode, budget: budgetOf(options, 500_000) });
  if (options.json) io.stdout.write(JSON.stringify({ ok: true, ...result }) + '\n');
  else {
    const lines = [`${schema.name.en} (${schema.id}), ${mode}, ${count} seeds`];
    for (const s of result.seeds) {
      const answer =
        s.status === 'solved'
          ? `turn ${s.turns}, ${plural(s.actions ?? 0, 'action')}${s.provenOptimal ? '' : ' (not proven best)'}`
          : s.status === 'no-solution'
            ? 'no solution within 10 turns'
            : 'unknown (budget)';
      lines.push(`  seed ${s.seed}: ${answer} · ${s.nodes} positions, ${Math.round(s.ms)} ms`);
    }
    lines.push(`Fulfilled within 10 turns: ${Math.round(result.share * 100)} % of seeds (${result.proven} of ${count} answers proven).`);
    io.stdout.write(lines.join('\n') + '\n');
  }
  return result.seeds.some((s) => s.status === 'solved') ? EXIT.ok : EXIT.noSolution;
}
