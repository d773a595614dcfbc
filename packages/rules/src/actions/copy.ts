/**
 * Copy (R18): once per turn, a primary stigmerian of the player's board becomes another primary colour. Despite
 * its name it copies nothing from its neighbours (BGA §9.14); it may then become pollen (R4).
 */
import { CELL_NAMES, cellIndex } from '../cells.js';
import { PRIMARIES, isPrimary } from '../colours.js';
import { isStigmerian } from '../board.js';
import { ruleError } from '../errors.js';
import type { Command } from '../types.js';
import type { Action } from './action.js';

export const copy: Action<'copy'> = {
  type: 'copy',
  legal({ player, index }) {
    const out: Command[] = [];
    player.board.forEach((t, cell) => {
      if (t === null || t.pollen || !isPrimary(t.color)) return;
      for (const color of PRIMARIES) if (color !== t.color) out.push({ type: 'copy', player: index, cell: CELL_NAMES[cell]!, color });
    });
    return out;
  },
  resolve(step, { player, index }, command) {
    const cell = cellIndex(command.cell);
    if (cell < 0 || !isPrimary(command.color)) return ruleError('command/malformed', 'Copy needs a cell and a primary colour.');
    if (!isStigmerian(player.board, cell)) {
      return ruleError('copy/not-a-stigmerian', `No stigmerian on ${command.cell}: pollens never change colour.`, { cell: command.cell });
    }
    const current = player.board[cell]!.color;
    if (!isPrimary(current)) {
      return ruleError('copy/not-primary', `The stigmerian on ${command.cell} is ${current}, not a primary colour.`, { cell: command.cell, color: current });
    }
    if (current === command.color) {
      return ruleError('copy/same-colour', `The stigmerian on ${command.cell} is already ${current}.`, { cell: command.cell, color: current });
    }
    step.emit({ type: 'recoloured', player: index, cell: command.cell, color: command.color });
    step.settle(index, cell);
    return undefined;
  },
};
