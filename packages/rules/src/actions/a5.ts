/**
 * A5 (R19): whenever the StigmaReine is empty, the player to act puts a token on A5 before anything else: a
 * token of the StigmaReine recruit zone, or, when that is empty, a primary from the box. It costs nothing and
 * earns nothing.
 */
import { COLOURS, PRIMARIES } from '../colours.js';
import { ruleError } from '../errors.js';
import { A5 } from '../stigmareine.js';
import type { Colour, GameState } from '../types.js';
import type { Action } from './action.js';

function a5Colours(state: GameState): readonly Colour[] {
  const recruit = state.central!.recruit;
  const waiting = COLOURS.filter((c) => recruit[c] > 0);
  return waiting.length > 0 ? waiting : PRIMARIES;
}

export const a5: Action<'a5'> = {
  type: 'a5',
  legal: ({ state, index }) => (state.central === null ? [] : a5Colours(state).map((color) => ({ type: 'a5', player: index, color }))),
  resolve(step, { state, index }, command) {
    if (!a5Colours(state).includes(command.color)) {
      return ruleError('a5/colour', `A5 takes a token of the StigmaReine recruit zone, or a primary when it is empty.`, { color: command.color });
    }
    const from = state.central!.recruit[command.color] > 0 ? 'central-recruit' : 'box';
    step.emit({ type: 'central-placed', player: index, color: command.color, cell: A5, from });
    return undefined;
  },
};
