/** Draw and Place, second half (R19): the drawn token goes on a landing cell of the StigmaReine; a line of three earns. */
import { CELL_NAMES, cellIndex } from '../cells.js';
import { ruleError } from '../errors.js';
import { centralLandingCells, checkAlignment } from '../stigmareine.js';
import type { Action } from './action.js';

export const centralPlace: Action<'central-place'> = {
  type: 'central-place',
  legal({ state, player, index }) {
    if (player.pending?.kind !== 'central-place' || state.central === null) return [];
    return centralLandingCells(state.central.board).map((cell) => ({ type: 'central-place', player: index, to: CELL_NAMES[cell]! }));
  },
  resolve(step, { state, player, index }, command) {
    if (player.pending?.kind !== 'central-place') return ruleError('decision/none', 'No drawn token waits for its cell.');
    if (!centralLandingCells(state.central!.board).includes(cellIndex(command.to))) {
      return ruleError('central-place/not-landing-cell', `${command.to} is not a landing cell of the StigmaReine.`, { cell: command.to });
    }
    step.emit({ type: 'decision', player: index, pending: null });
    step.emit({ type: 'central-placed', player: index, color: player.pending.color, cell: command.to, from: 'drawn' });
    checkAlignment(step, index, command.to);
    return undefined;
  },
};
