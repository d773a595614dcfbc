/**
 * The StigmaReine's own rules (R19): where a token may go on it, and what a row or column of three earns.
 * @module
 */
import { CELLS, CELL_NAMES, SIZE, cellIndex, columnOf, rowOf } from './cells.js';
import { isBoardEmpty, isLandingCell } from './board.js';
import { MOST_SPECIALS, earnableSpecials } from './specials.js';
import type { Step } from './step.js';
import type { CellName, GameState, Token } from './types.js';

/** R19: the cell of the token an empty StigmaReine gets. */
export const A5: CellName = 'A5';

/** R19: the central actions a turn gives, before any personal action. */
export const CENTRAL_ACTIONS_PER_TURN = 2;

/** True when the game has a StigmaReine and it is empty: a token must go on A5 before anything else (R19). */
export function needsA5(state: GameState): boolean {
  return state.central !== null && isBoardEmpty(state.central.board);
}

/** R19: how many tokens of one colour in a row or a column earn an action. */
const RUN = 3;

/** A board's 100 cells, row by row from A1: a token or `null`. */
export type Board = readonly (Token | null)[];

/** Every cell a token may be placed on, in reading order: line A of an empty StigmaReine, or next to a token (R8). */
export function centralLandingCells(board: Board): number[] {
  const empty = isBoardEmpty(board);
  const out: number[] = [];
  for (let i = 0; i < CELLS; i++) if (isLandingCell(board, i, empty)) out.push(i);
  return out;
}

/**
 * The runs of three that the token on `cell` now completes: at most one along its row and one along its column,
 * each the first of the three windows holding the token, scanned from the top or the left (as BGA scans). Cells
 * are indices.
 */
export function alignments(board: Board, cell: number): number[][] {
  const color = board[cell]?.color;
  if (color === undefined) return [];
  const lines: number[][] = [];
  const axes: readonly [number, number][] = [
    [columnOf(cell), 1],
    [rowOf(cell), SIZE],
  ];
  for (const [position, stride] of axes) {
    for (let offset = -(RUN - 1); offset <= 0; offset++) {
      if (position + offset < 0 || position + offset + RUN - 1 >= SIZE) continue;
      const run = Array.from({ length: RUN }, (_, k) => cell + (offset + k) * stride);
      if (run.every((i) => board[i]?.color === color)) {
        lines.push(run);
        break;
      }
    }
  }
  return lines;
}

/**
 * R19: after a Draw and Place, a central Move, the central joker or a Last Drift leaves a token on `cell`, each
 * line of three of its colour through it earns the acting player one action, while they own fewer than 9 and one
 * can be earned. The matched tokens are then given to bags. Nothing happens (the tokens stay) when no action can
 * be earned.
 */
export function checkAlignment(step: Step, player: number, cell: CellName): void {
  const board = step.state.central!.board;
  const lines = alignments(board, cellIndex(cell));
  if (lines.length === 0) return;
  const p = step.player(player);
  const gains = Math.min(lines.length, MOST_SPECIALS - p.specials.length, earnableSpecials(step.state, p).length);
  if (gains <= 0) return;
  const cells = [...new Set(lines.flat())].sort((a, b) => a - b).map((i) => CELL_NAMES[i]!);
  step.emit({ type: 'decision', player, pending: { kind: 'gain', left: gains, cells } });
}
