/**
 * Search internals for lands, the commonest command: a land's bound, computed without playing it.
 * @module
 */
import type { Colour, GameState, PlayerState } from '@stigmeria/rules';
import { lowerBound, type Context } from './bounds.js';

/**
 * The bound of the position after landing `colour` on `cell`, without playing the land: the same board with the
 * token on it (a pollen on a target of its colour, R4) and one token fewer in the recruit zone. `null` when the
 * land leaves no stigmerian on the board: it may fulfil the schema, which only `play` decides.
 */
export function landBound(ctx: Context, targets: GameState['targets'], player: PlayerState, colour: Colour, cell: number, turn: number, lastTurn: number): number | null {
  const board = player.board.slice();
  board[cell] = { color: colour, pollen: targets[cell] === colour };
  if (!board.some((t) => t !== null && !t.pollen)) return null;
  const recruit = { ...player.recruit, [colour]: player.recruit[colour] - 1 };
  return lowerBound(ctx, { board, recruit, bag: player.bag, jokerUsed: player.jokerUsed, pending: player.pending }, turn, lastTurn);
}
