/**
 * `check`: how hard a schema is, measured: for a set of seeds (bags), whether it can be fulfilled within the
 * turn limit and in how few turns.
 * @module
 */
import { createGame, type Mode, type TargetSchema } from '@stigmeria/rules';
import { solve, type SolveResult } from './solve.js';

/** What `check` is asked. */
export interface CheckOptions {
  /** The seeds to try, or how many (then the seeds are `"1"`, `"2"`, …). Default 10. */
  readonly seeds?: number | readonly (string | number)[];
  /** The budget of each seed's search. */
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
  readonly turns: number | null;
  readonly actions: number | null;
  readonly provenOptimal: boolean;
  /** No turn before this one works (proven). */
  readonly turnsAtLeast: number;
  readonly nodes: number;
  readonly ms: number;
}

/** What `check` measured. */
export interface CheckResult {
  readonly schema: string;
  readonly mode: Mode;
  readonly seeds: readonly SeedResult[];
  /** Seeds fulfilled within the turn limit, over all seeds. */
  readonly share: number;
  /** Seeds whose answer (solved in so many turns, or no solution) is proven. */
  readonly proven: number;
  /** The fewest turns over the seeds, and their mean over the solved ones. */
  readonly bestTurns: number | null;
  readonly meanTurns: number | null;
}

/**
 * Solves a schema for several seeds, each as a solo game.
 *
 * @example
 * ```ts
 * const result = check(findCatalogueSchema('maronne-hearth-stone')!, { seeds: 5, budget: { maxMs: 2000 } });
 * console.log(result.share, result.seeds.map((s) => s.turns));
 * ```
 */
export function check(schema: TargetSchema, options: CheckOptions = {}): CheckResult {
  const seeds = typeof options.seeds === 'object' ? options.seeds.map(String) : Array.from({ length: options.seeds ?? 10 }, (_, i) => String(i + 1));
  const mode = options.mode ?? 'normal';
  const results: SeedResult[] = seeds.map((seed) => {
    const created = createGame({ schema, mode, players: 1, seed });
    if (!created.ok) return { seed, status: 'unsupported', turns: null, actions: null, provenOptimal: false, turnsAtLeast: 1, nodes: 0, ms: 0 };
    const r = solve(created.value, { ...options.budget, maxTurn: options.maxTurn ?? 10 });
    const { status, turns, actions, provenOptimal, turnsAtLeast, nodes, ms } = r;
    return { seed, status, turns, actions, provenOptimal, turnsAtLeast, nodes, ms };
  });
  const solved = results.filter((r) => r.status === 'solved');
  const turns = solved.map((r) => r.turns!);
  return {
    schema: schema.id,
    mode,
    seeds: results,
    share: results.length === 0 ? 0 : solved.length / results.length,
    proven: results.filter((r) => r.provenOptimal).length,
    bestTurns: turns.length === 0 ? null : Math.min(...turns),
    meanTurns: turns.length === 0 ? null : turns.reduce((a, b) => a + b, 0) / turns.length,
  };
}
