/** Half Note (R18), second step: the kept black becomes white, the other goes back to the box. */
import { cellIndex } from '../cells.js';
import { ruleError } from '../errors.js';
import type { Command } from '../types.js';
import type { Action } from './action.js';

export const halfNoteKeep: Action<'half-note-keep'> = {
  type: 'half-note-keep',
  legal({ player, index }) {
    if (player.pending?.kind !== 'half-note') return [];
    return player.pending.cells.map((cell): Command => ({ type: 'half-note-keep', player: index, cell }));
  },
  resolve(step, { player, index }, command) {
    const pending = player.pending;
    if (pending?.kind !== 'half-note') return ruleError('decision/none', 'No Half Note is waiting for a cell.');
    if (cellIndex(command.cell) < 0) return ruleError('command/malformed', 'Half Note needs a cell.');
    const other = pending.cells.find((c) => c !== command.cell);
    if (!pending.cells.includes(command.cell) || other === undefined) {
      return ruleError('half-note/not-in-pair', `${command.cell} is not one of the two black tokens.`, { cell: command.cell });
    }
    step.emit({ type: 'removed', player: index, cell: other, color: 'black' });
    step.emit({ type: 'recoloured', player: index, cell: command.cell, color: 'white' });
    step.emit({ type: 'decision', player: index, pending: null });
    step.settle(index, command.cell);
    return undefined;
  },
};
