/** Two Beats (R18): a new white appears on an empty cell whose 8 neighbours are all occupied. */
import { CELL_NAMES, cellIndex } from '../cells.js';
import { isSurrounded } from '../board.js';
import { ruleError } from '../errors.js';
import type { Command } from '../types.js';
import type { Action } from './action.js';

export const twoBeats: Action<'two-beats'> = {
  type: 'two-beats',
  legal({ player, index }) {
    const out: Command[] = [];
    player.board.forEach((t, cell) => {
      if (t === null && isSurrounded(player.board, cell)) out.push({ type: 'two-beats', player: index, cell: CELL_NAMES[cell]! });
    });
    return out;
  },
  resolve(step, { player, index }, command) {
    const cell = cellIndex(command.cell);
    if (cell < 0) return ruleError('command/malformed', 'Two Beats needs a cell.');
    if (player.board[cell] !== null) return ruleError('two-beats/occupied', `${command.cell} is not empty.`, { cell: command.cell });
    if (!isSurrounded(player.board, cell)) {
      return ruleError('two-beats/not-surrounded', `All 8 neighbours of ${command.cell} must hold tokens.`, { cell: command.cell });
    }
    step.emit({ type: 'created', player: index, cell: command.cell, color: 'white' });
    step.settle(index, cell);
    return undefined;
  },
};
