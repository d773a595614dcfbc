/** Undo (R22): takes back the player's last step, back to the last checkpoint at most. */
import { ruleError } from '../errors.js';
import type { Action } from './action.js';

export const undo: Action<'undo'> = {
  type: 'undo',
  legal: ({ player, index }) => (player.previous !== null ? [{ type: 'undo', player: index }] : []),
  resolve(step, { player, index }) {
    if (player.previous === null) return ruleError('undo/checkpoint', 'Nothing to undo since the last checkpoint.');
    step.emit({ type: 'undone', player: index });
    return undefined;
  },
};
