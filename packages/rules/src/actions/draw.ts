/** Draw (R8): the top token of the bag goes to the recruit zone. 1 action; a checkpoint (R22). */
import { ruleError } from '../errors.js';
import type { Action } from './action.js';

export const draw: Action<'draw'> = {
  type: 'draw',
  legal: ({ player, index }) => (player.bag.length > 0 ? [{ type: 'draw', player: index }] : []),
  resolve(step, { player, index }) {
    const color = player.bag[player.bag.length - 1];
    // R8: drawing from an empty bag is illegal, and costs no game in discovery and normal.
    if (color === undefined) return ruleError('draw/empty-bag', 'The bag is empty.');
    step.emit({ type: 'drawn', player: index, color });
    return undefined;
  },
};
