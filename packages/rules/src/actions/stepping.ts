/**
 * One orthogonal step of a stigmerian, or a step off the board: shared by Move and Choreography (R8, R18).
 */
import { CELL_NAMES, ORTHOGONAL_NEIGHBOURS, cellIndex } from '../cells.js';
import { isExitCell, isStigmerian } from '../board.js';
import { ruleError } from '../errors.js';
import type { Step } from '../step.js';
import type { Destination, PlayerState, RuleError, Token } from '../types.js';

/**
 * Where the stigmerian on `from` may step: empty orthogonal neighbours, and `off` from row J (from any edge
 * under no-limit rules, `anyEdge`).
 */
export function stepDestinations(board: readonly (Token | null)[], from: number, anyEdge = false): Destination[] {
  const out: Destination[] = [];
  for (const n of ORTHOGONAL_NEIGHBOURS[from]!) if (board[n] === null) out.push(CELL_NAMES[n]!);
  if (isExitCell(from, anyEdge)) out.push('off');
  return out;
}

/** The actions made of orthogonal steps, whose refusals `checkStep` gives under their own names. */
export type StepArea = 'choreography' | 'move';

/** Why the step from `from` to `to` is illegal, with codes under `area/`, or `undefined` when it is legal. */
export function checkStep(area: StepArea, player: PlayerState, from: string, to: unknown, anyEdge = false): RuleError | undefined {
  const a = cellIndex(from);
  if (a < 0 || (to !== 'off' && cellIndex(to) < 0)) return ruleError('command/malformed', `${area} needs a cell and a destination.`);
  if (!isStigmerian(player.board, a)) {
    return ruleError(`${area}/not-a-stigmerian`, `No stigmerian on ${from}: pollens never move.`, { cell: from });
  }
  if (to === 'off') {
    // R8: a token leaves on purpose from row J only, or from any edge under no-limit rules.
    if (isExitCell(a, anyEdge)) return undefined;
    return ruleError(`${area}/no-exit`, anyEdge ? `${from} is not on an edge.` : `${from} is not on row J.`, { cell: from });
  }
  const b = cellIndex(to);
  if (!ORTHOGONAL_NEIGHBOURS[a]!.includes(b)) {
    return ruleError(`${area}/not-adjacent`, `${to as string} is not one orthogonal step from ${from}.`, { from, to });
  }
  if (player.board[b] !== null) return ruleError(`${area}/occupied`, `${to as string} is not empty.`, { cell: to });
  return undefined;
}

/** Emits a legal step: the token moves (and may pollinate) or leaves (to the box, or the recruit zone under no-limit rules). */
export function emitStep(step: Step, player: number, from: string, to: Destination): void {
  if (to === 'off') {
    const t = step.player(player).board[cellIndex(from)]!;
    step.emit({ type: 'exited', player, from, color: t.color });
    return;
  }
  step.emit({ type: 'moved', player, from, to });
  step.settle(player, to);
}
