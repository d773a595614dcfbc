/**
 * Questions about one player's board, shared by the actions.
 * @module
 */
import { ALL_NEIGHBOURS, CELLS, ORTHOGONAL_NEIGHBOURS, SIZE, columnOf, rowOf } from './cells.js';
import type { Colour, Token } from './types.js';

/** One shared token object per colour and face: boards hold these, so a token costs no allocation. */
const TOKENS: Readonly<Record<string, Token>> = {};
/** The token of `color`, stigmerian or pollen. */
export function token(color: Colour, pollen = false): Token {
  const key = pollen ? `${color}*` : color;
  let t = TOKENS[key];
  if (t === undefined) {
    t = Object.freeze({ color, pollen });
    (TOKENS as Record<string, Token>)[key] = t;
  }
  return t;
}

/** An empty board. */
export function emptyBoard(): (Token | null)[] {
  return new Array<Token | null>(CELLS).fill(null);
}

type Board = readonly (Token | null)[];

/** True when no token is on the board. */
export function isBoardEmpty(board: Board): boolean {
  for (let i = 0; i < CELLS; i++) if (board[i] !== null) return false;
  return true;
}

/** True when the cell holds a stigmerian (not a pollen). */
export function isStigmerian(board: Board, cell: number): boolean {
  const t = board[cell];
  return t !== null && t !== undefined && !t.pollen;
}

/** True when one of the cell's orthogonal neighbours holds a token. */
export function touchesToken(board: Board, cell: number): boolean {
  for (const n of ORTHOGONAL_NEIGHBOURS[cell]!) if (board[n] !== null) return true;
  return false;
}

/** True when the cell is on one of the four edges of the board. */
export function isEdgeCell(cell: number): boolean {
  const row = rowOf(cell);
  const column = columnOf(cell);
  return row === 0 || row === SIZE - 1 || column === 0 || column === SIZE - 1;
}

/**
 * R8 landing rule: an empty cell; on an empty board only line A (any edge of a personal board under no-limit
 * rules, `anyEdge`), otherwise orthogonally adjacent to a token. `empty` is passed in so a loop over cells
 * asks `isBoardEmpty` once.
 */
export function isLandingCell(board: Board, cell: number, empty = isBoardEmpty(board), anyEdge = false): boolean {
  if (board[cell] !== null) return false;
  if (!empty) return touchesToken(board, cell);
  return anyEdge ? isEdgeCell(cell) : rowOf(cell) === 0;
}

/** Every legal landing cell, in reading order. */
export function landingCells(board: Board, anyEdge = false): number[] {
  const empty = isBoardEmpty(board);
  const out: number[] = [];
  for (let i = 0; i < CELLS; i++) if (isLandingCell(board, i, empty, anyEdge)) out.push(i);
  return out;
}

/** True when all 8 neighbours of the cell exist and hold tokens (Combination, Two Beats). */
export function isSurrounded(board: readonly (Token | null)[], cell: number): boolean {
  const around = ALL_NEIGHBOURS[cell]!;
  if (around.length !== 8) return false;
  for (const n of around) if (board[n] === null) return false;
  return true;
}

/** R8: a token leaves the board on purpose from row J, or from any edge under no-limit rules (`anyEdge`). */
export function isExitCell(cell: number, anyEdge = false): boolean {
  return anyEdge ? isEdgeCell(cell) : rowOf(cell) === SIZE - 1;
}

/**
 * R8: the fewest orthogonal steps from `cell` to an exit cell (0 on one, see {@link isExitCell}): down to row J, or
 * to the nearest edge under no-limit rules (`anyEdge`). One more step takes the token off the board.
 */
export function stepsToExit(cell: number, anyEdge = false): number {
  const row = rowOf(cell);
  const down = SIZE - 1 - row;
  if (!anyEdge) return down;
  const column = columnOf(cell);
  return Math.min(row, down, column, SIZE - 1 - column);
}
