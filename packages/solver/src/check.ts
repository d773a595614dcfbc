/**
 * `check`: how hard a schema is, measured: for a set of seeds (bags), whether it can be fulfilled within the
 * turn limit and in how few turns. The tool a schema author runs before publishing.
 * @module
 */
import { createGame, type Command, type Mode, type TargetSchema } from '@stigmeria/rules';
import { solve, type SolveResult } from './solve.js';

/** What `check` is asked. */
export interface CheckOptions {
  /** The seeds to try, or how many (then the seeds are `"1"`, `"2"`, …). Default 10. */
  readonly seeds?: number | readonly (string | number)[];
  /** The budget of each seed's search (the beam's first pass and the exact search share it). */
  readonly budget?: { readonly maxNodes?: number; readonly maxMs?: number };
  /** `normal` (default) or `discovery`. */
  readonly mode?: Mode;
  /** The last turn that counts: 10 by default. */
  readonly maxTurn?: number;
}

/** One seed's result. */
export interface SeedResult {
  readonly seed: string;
  readonly status: SolveResult['status'];
  /** A line fulfils the schema within the turn limit: `line`, found by the beam search or the exact search. */
  readonly found: boolean;
  /** The turn of fulfilment of the best line found, and the actions spent in that turn; `null` when none. */
  readonly bestTurns: number | null;
  readonly bestActions: number | null;
  /** The same as `bestTurns` and `bestActions`, under the names `solve` uses. */
  readonly turns: number | null;
  readonly actions: number | null;
  /** No line is better than the one found (or, with no line, none exists within the turn limit): proven. */
  readonly provenOptimal: boolean;
  /** No line fulfils the schema before this turn (proven). Equals `bestTurns` when the best is proven. */
  readonly turnsAtLeast: number;
  /** The best line found, every command from the start of the game; empty when none. */
  readonly line: readonly Command[];
  readonly nodes: number;
  readonly ms: number;
}

/** What `check` measured. */
export interface CheckResult {
  readonly schema: string;
  readonly mode: Mode;
  readonly seeds: readonly SeedResult[];
  /** Seeds with a line found within the turn limit. */
  readonly found: number;
  /** `found` over all seeds. */
  readonly share: number;
  /**
   * True when some seed has neither a line nor a proof that none exists: its search ran out of budget, so the
   * true share may be higher than `share`.
   */
  readonly shareIsLowerBound: boolean;
  /** Seeds proven to have no line within the turn limit. */
  readonly refuted: number;
  /** Seeds whose answer (best line, or no line) is proven. */
  readonly proven: number;
  /** The fewest turns over the seeds' best lines found, their median and their mean; `null` with no line. */
  readonly bestTurns: number | null;
  readonly medianTurns: number | null;
  readonly meanTurns: number | null;
}

/**
 * Solves a schema for several seeds, each as a solo game: each seed's search runs the beam search first, for a
 * line, then the exact search, to prove it best or find a better one, within the budget.
 *
 * @example
 * ```ts
 * const result = check(findCatalogueSchema('maronne-hearth-stone')!, { seeds: 5, budget: { maxMs: 2000 } });
 * console.log(result.share, result.shareIsLowerBound, result.seeds.map((s) => s.bestTurns));
 * ```
 */
export function check(schema: TargetSchema, options: CheckOptions = {}): CheckResult {
  const seeds = typeof options.seeds === 'object' ? options.seeds.map(String) : Array.from({ length: options.seeds ?? 10 }, (_, i) => String(i + 1));
  const mode = options.mode ?? 'normal';
  const results: SeedResult[] = seeds.map((seed) => {
    const created = createGame({ schema, mode, players: 1, seed });
    if (!created.ok) {
      return { seed, status: 'unsupported', found: false, bestTurns: null, bestActions: null, turns: null, actions: null, provenOptimal: false, turnsAtLeast: 1, line: [], nodes: 0, ms: 0 };
    }
    const r = solve(created.value, { ...options.budget, maxTurn: options.maxTurn ?? 10 });
    const { status, turns, actions, provenOptimal, turnsAtLeast, line, nodes, ms } = r;
    const found = status === 'solved';
    return { seed, status, found, bestTurns: turns, bestActions: actions, turns, actions, provenOptimal, turnsAtLeast, line, nodes, ms };
  });
  const found = results.filter((r) => r.found);
  const turns = found.map((r) => r.bestTurns!).sort((a, b) => a - b);
  const middle = turns.length >> 1;
  return {
    schema: schema.id,
    mode,
    seeds: results,
    found: found.length,
    share: results.length === 0 ? 0 : found.length / results.length,
    shareIsLowerBound: results.some((r) => !r.found && r.status !== 'no-solution'),
    refuted: results.filter((r) => r.status === 'no-solution').length,
    proven: results.filter((r) => r.provenOptimal).length,
    bestTurns: turns.length === 0 ? null : turns[0]!,
    medianTurns: turns.length === 0 ? null : turns.length % 2 === 1 ? turns[middle]! : (turns[middle - 1]! + turns[middle]!) / 2,
    meanTurns: turns.length === 0 ? null : turns.reduce((a, b) => a + b, 0) / turns.length,
  };
}
