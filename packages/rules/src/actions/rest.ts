/** Rest (R18): once per turn, any one token, stigmerian or pollen, goes back to the box. */
import { CELL_NAMES, cellIndex } from '../cells.js';
import { ruleError } from '../errors.js';
import type { Command } from '../types.js';
import type { Action } from './action.js';

export const rest: Action<'rest'> = {
  type: 'rest',
  legal({ player, index }) {
    const out: Command[] = [];
    player.board.forEach((t, cell) => {
      if (t !== null) out.push({ type: 'rest', player: index, cell: CELL_NAMES[cell]! });
    });
    return out;
  },
  resolve(step, { player, index }, command) {
    const cell = cellIndex(command.cell);
    if (cell < 0) return ruleError('command/malformed', 'Rest needs a cell.');
    const t = player.board[cell];
    if (!t) return ruleError('rest/empty', `No token on ${command.cell}.`, { cell: command.cell });
    step.emit({ type: 'removed', player: index, cell: command.cell, color: t.color });
    return undefined;
  },
};
