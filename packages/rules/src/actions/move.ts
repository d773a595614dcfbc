/** Move (R8): one stigmerian one orthogonal step to an empty cell, or off the board from row J (any edge under no-limit rules). 1 action. */
import { CELL_NAMES } from '../cells.js';
import { isStigmerian } from '../board.js';
import { MODES } from '../modes.js';
import type { Command } from '../types.js';
import type { Action } from './action.js';
import { checkStep, emitStep, stepDestinations } from './stepping.js';

export const move: Action<'move'> = {
  type: 'move',
  legal({ state, player, index }) {
    const anyEdge = MODES[state.mode].noLimit;
    const out: Command[] = [];
    player.board.forEach((_, cell) => {
      if (!isStigmerian(player.board, cell)) return;
      for (const to of stepDestinations(player.board, cell, anyEdge)) out.push({ type: 'move', player: index, from: CELL_NAMES[cell]!, to });
    });
    return out;
  },
  resolve(step, { state, player, index }, command) {
    const error = checkStep('move', player, command.from, command.to, MODES[state.mode].noLimit);
    if (error) return error;
    emitStep(step, index, command.from, command.to);
    return undefined;
  },
};
