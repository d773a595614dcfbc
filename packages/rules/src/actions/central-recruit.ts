/** Recruit on StigmaReine (R8): a token of the StigmaReine recruit zone goes to the player's own recruit zone. 2 actions. */
import { COLOURS } from '../colours.js';
import { ruleError } from '../errors.js';
import type { Action } from './action.js';

export const centralRecruit: Action<'central-recruit'> = {
  type: 'central-recruit',
  legal({ state, index }) {
    if (state.central === null) return [];
    const recruit = state.central.recruit;
    return COLOURS.filter((c) => recruit[c] > 0).map((color) => ({ type: 'central-recruit', player: index, color }));
  },
  resolve(step, { state, index }, command) {
    if (state.central === null) return ruleError('central/none', 'This game has no StigmaReine.');
    if (state.central.recruit[command.color] <= 0) {
      return ruleError('central-recruit/none', `No ${command.color} token in the StigmaReine recruit zone.`, { color: command.color });
    }
    step.emit({ type: 'central-recruited', player: index, color: command.color });
    return undefined;
  },
};
