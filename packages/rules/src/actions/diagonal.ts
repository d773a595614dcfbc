/** Diagonal (R18): one stigmerian one diagonal step to an empty cell. An action, not a passive ability. */
import { CELL_NAMES, DIAGONAL_NEIGHBOURS, cellIndex } from '../cells.js';
import { isStigmerian } from '../board.js';
import { ruleError } from '../errors.js';
import type { Command } from '../types.js';
import type { Action } from './action.js';

export const diagonal: Action<'diagonal'> = {
  type: 'diagonal',
  legal({ player, index }) {
    const out: Command[] = [];
    player.board.forEach((_, from) => {
      if (!isStigmerian(player.board, from)) return;
      for (const to of DIAGONAL_NEIGHBOURS[from]!) {
        if (player.board[to] === null) out.push({ type: 'diagonal', player: index, from: CELL_NAMES[from]!, to: CELL_NAMES[to]! });
      }
    });
    return out;
  },
  resolve(step, { player, index }, command) {
    const from = cellIndex(command.from);
    const to = cellIndex(command.to);
    if (from < 0 || to < 0) return ruleError('command/malformed', 'Diagonal needs two cells.');
    if (!isStigmerian(player.board, from)) {
      return ruleError('diagonal/not-a-stigmerian', `No stigmerian on ${command.from}.`, { cell: command.from });
    }
    if (!DIAGONAL_NEIGHBOURS[from]!.includes(to)) {
      return ruleError('diagonal/not-diagonal', `${command.to} is not one diagonal step from ${command.from}.`, {
        from: command.from,
        to: command.to,
      });
    }
    if (player.board[to] !== null) return ruleError('diagonal/occupied', `${command.to} is not empty.`, { cell: command.to });
    step.emit({ type: 'moved', player: index, from: command.from, to: command.to });
    step.settle(index, to);
    return undefined;
  },
};
