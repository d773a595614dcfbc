/** Quarter Note (R18): a white stigmerian becomes black and a new black appears on an empty adjacent cell. */
import { CELL_NAMES, ORTHOGONAL_NEIGHBOURS, cellIndex } from '../cells.js';
import { ruleError } from '../errors.js';
import type { Command, Token } from '../types.js';
import type { Action } from './action.js';

function isWhiteStigmerian(t: Token | null | undefined): boolean {
  return !!t && !t.pollen && t.color === 'white';
}

export const quarterNote: Action<'quarter-note'> = {
  type: 'quarter-note',
  legal({ player, index }) {
    const out: Command[] = [];
    player.board.forEach((t, cell) => {
      if (!isWhiteStigmerian(t)) return;
      for (const to of ORTHOGONAL_NEIGHBOURS[cell]!) {
        if (player.board[to] === null) {
          out.push({ type: 'quarter-note', player: index, cell: CELL_NAMES[cell]!, to: CELL_NAMES[to]! });
        }
      }
    });
    return out;
  },
  resolve(step, { player, index }, command) {
    const cell = cellIndex(command.cell);
    const to = cellIndex(command.to);
    if (cell < 0 || to < 0) return ruleError('command/malformed', 'Quarter Note needs two cells.');
    if (!isWhiteStigmerian(player.board[cell])) {
      return ruleError('quarter-note/not-white', `No white stigmerian on ${command.cell}.`, { cell: command.cell });
    }
    if (!ORTHOGONAL_NEIGHBOURS[cell]!.includes(to)) {
      return ruleError('quarter-note/not-adjacent', `${command.to} is not next to ${command.cell}.`, { cell: command.cell, to: command.to });
    }
    if (player.board[to] !== null) return ruleError('quarter-note/occupied', `${command.to} is not empty.`, { cell: command.to });
    step.emit({ type: 'recoloured', player: index, cell: command.cell, color: 'black' });
    step.emit({ type: 'created', player: index, cell: command.to, color: 'black' });
    step.settle(index, cell);
    step.settle(index, to);
    return undefined;
  },
};
