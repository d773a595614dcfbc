/**
 * Fulgurance (R18): with at least 5 tokens in the bag, its top 5 are placed left to right on 5 consecutive
 * empty cells of one row, the first on a legal landing cell. Reveals the bag, so it is a checkpoint (R22).
 */
import { CELLS, CELL_NAMES, SIZE, cellIndex, columnOf } from '../cells.js';
import { isBoardEmpty, isLandingCell } from '../board.js';
import { ruleError } from '../errors.js';
import { MODES } from '../modes.js';
import type { Command, Token } from '../types.js';
import type { Action } from './action.js';

const TOKENS = 5;

function rowIsFree(board: readonly (Token | null)[], start: number): boolean {
  if (columnOf(start) > SIZE - TOKENS) return false;
  for (let i = 0; i < TOKENS; i++) if (board[start + i] !== null) return false;
  return true;
}

export const fulgurance: Action<'fulgurance'> = {
  type: 'fulgurance',
  legal({ state, player, index }) {
    if (player.bag.length < TOKENS) return [];
    const empty = isBoardEmpty(player.board);
    const anyEdge = MODES[state.mode].noLimit;
    const out: Command[] = [];
    for (let cell = 0; cell < CELLS; cell++) {
      if (rowIsFree(player.board, cell) && isLandingCell(player.board, cell, empty, anyEdge)) {
        out.push({ type: 'fulgurance', player: index, cell: CELL_NAMES[cell]! });
      }
    }
    return out;
  },
  resolve(step, { state, player, index }, command) {
    const start = cellIndex(command.cell);
    if (start < 0) return ruleError('command/malformed', 'Fulgurance needs a cell.');
    if (player.bag.length < TOKENS) return ruleError('fulgurance/bag-too-small', `Fulgurance needs ${TOKENS} tokens in the bag.`);
    if (!rowIsFree(player.board, start)) {
      return ruleError('fulgurance/no-room', `${command.cell} and the 4 cells to its right must be empty.`, { cell: command.cell });
    }
    if (!isLandingCell(player.board, start, isBoardEmpty(player.board), MODES[state.mode].noLimit)) {
      return ruleError('fulgurance/not-landing-cell', `${command.cell} is not a legal landing cell.`, { cell: command.cell });
    }
    for (let i = 0; i < TOKENS; i++) {
      const color = step.player(index).bag.at(-1)!;
      step.emit({ type: 'placed', player: index, color, cell: CELL_NAMES[start + i]! });
    }
    for (let i = 0; i < TOKENS; i++) step.settle(index, start + i);
    return undefined;
  },
};
