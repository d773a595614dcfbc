/** Pairs of orthogonally adjacent cells, each listed once: shared by Mixing, Exchange and Half Note. */
import { CELLS, CELL_NAMES, ORTHOGONAL_NEIGHBOURS, cellIndex } from '../cells.js';
import { ruleError } from '../errors.js';
import type { RuleError } from '../types.js';

/**
 * Every ordered pair `[a, b]` of orthogonal neighbours, in reading order of `a` then `b`. A pair command names
 * its cells in the order the player picked them, and its events follow that order, so both orders are listed.
 */
export const ADJACENT_PAIRS: readonly (readonly [number, number])[] = (() => {
  const out: [number, number][] = [];
  for (let a = 0; a < CELLS; a++) for (const b of ORTHOGONAL_NEIGHBOURS[a]!) out.push([a, b]);
  return out;
})();

/** The pair as cell names. */
export function pairNames([a, b]: readonly [number, number]): [string, string] {
  return [CELL_NAMES[a]!, CELL_NAMES[b]!];
}

/** The actions on two adjacent cells, whose refusals `readPair` gives under their own names. */
export type PairArea = 'exchange' | 'half-note' | 'mixing';

/** The indexes of a command's two cells, or an error when they are not two orthogonal neighbours. */
export function readPair(area: PairArea, cells: unknown): { readonly a: number; readonly b: number } | RuleError {
  if (!Array.isArray(cells) || cells.length !== 2) return ruleError('command/malformed', `${area} needs two cells.`);
  const a = cellIndex(cells[0]);
  const b = cellIndex(cells[1]);
  if (a < 0 || b < 0) return ruleError('command/malformed', `${area} needs two cells.`);
  if (!ORTHOGONAL_NEIGHBOURS[a]!.includes(b)) {
    return ruleError(`${area}/not-adjacent`, `${cells[0] as string} and ${cells[1] as string} are not orthogonal neighbours.`, {
      cells,
    });
  }
  return { a, b };
}
