/**
 * Search internals: the bound of a command's position computed without playing it, for the commonest commands.
 * The search plays only the commands these bounds leave within its limits, sparing the rules engine's work on the
 * rest; the tests check each against the bound of the position `play` gives.
 * @module
 */
import type { Colour, GameState, PlayerState } from '@stigmeria/rules';
import { lowerBound, type Context } from './bounds.js';

type Board = PlayerState['board'];

/** The bound of `player` with `board` (and `recruit`, `bag`) instead of theirs; `null` when no stigmerian is left. */
function boundWith(ctx: Context, player: PlayerState, board: Board, recruit: PlayerState['recruit'], bag: PlayerState['bag'], turn: number, lastTurn: number): number | null {
  // A board with no stigmerian may fulfil the schema, which only `play` decides.
  if (!board.some((t) => t !== null && !t.pollen)) return null;
  return lowerBound(ctx, { board, recruit, bag, jokerUsed: player.jokerUsed, pending: player.pending }, turn, lastTurn);
}

/**
 * The bound of the position after landing `colour` on `cell`, without playing the land: the same board with the
 * token on it (a pollen on a target of its colour, R4) and one token fewer in the recruit zone. `null` when the
 * land leaves no stigmerian on the board.
 */
export function landBound(ctx: Context, targets: GameState['targets'], player: PlayerState, colour: Colour, cell: number, turn: number, lastTurn: number): number | null {
  const board = player.board.slice();
  board[cell] = { color: colour, pollen: targets[cell] === colour };
  const recruit = { ...player.recruit, [colour]: player.recruit[colour] - 1 };
  return boundWith(ctx, player, board, recruit, player.bag, turn, lastTurn);
}

/**
 * The bound after moving the stigmerian on `from` one step to `to` (a cell, or off the board to the box, R8): the
 * same board with the token on its new cell (a pollen on a target of its colour, R4), or gone. `null` when the
 * move leaves no stigmerian.
 */
export function moveBound(ctx: Context, targets: GameState['targets'], player: PlayerState, from: number, to: number | 'off', turn: number, lastTurn: number): number | null {
  const token = player.board[from];
  if (token === null || token === undefined) return null;
  const board = player.board.slice();
  board[from] = null;
  if (to !== 'off') board[to] = { color: token.color, pollen: targets[to] === token.color };
  return boundWith(ctx, player, board, player.recruit, player.bag, turn, lastTurn);
}

/**
 * The bound after a Fulgurance from `cell` (R18): the bag's top five tokens on that cell and the four to its right,
 * the top one leftmost, each a pollen on a target of its colour, and the bag five tokens shorter. `null` when no
 * stigmerian is left.
 */
export function fulguranceBound(ctx: Context, targets: GameState['targets'], player: PlayerState, cell: number, turn: number, lastTurn: number): number | null {
  const bag = player.bag;
  if (bag.length < 5) return null;
  const board = player.board.slice();
  for (let k = 0; k < 5; k++) {
    const colour = bag[bag.length - 1 - k]!;
    board[cell + k] = { color: colour, pollen: targets[cell + k] === colour };
  }
  return boundWith(ctx, player, board, player.recruit, bag.slice(0, bag.length - 5), turn, lastTurn);
}
