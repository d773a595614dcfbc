/** End turn: the player is done for this turn; unused actions are lost (R6). Cannot be undone. */
import type { Action } from './action.js';

export const endTurn: Action<'end-turn'> = {
  type: 'end-turn',
  legal: ({ index }) => [{ type: 'end-turn', player: index }],
  resolve(step, { index }) {
    step.emit({ type: 'turn-ended', player: index });
    return undefined;
  },
};
