/**
 * Sower (R18, a versus action): free, once per turn, a new token of a colour the schema does not use goes from
 * the box into another player's bag, which is then shuffled. The seed's rule; BGA allows any colour (§9.18).
 */
import { COLOURS } from '../colours.js';
import { ruleError } from '../errors.js';
import type { Colour, Command, GameState } from '../types.js';
import type { Action } from './action.js';
import { checkOpponent, opponents } from './pilferer.js';

/** The colours the schema's targets use. */
function schemaColours(state: GameState): Set<Colour> {
  return new Set(state.schema.targets.map((t) => t.color));
}

export const sower: Action<'sower'> = {
  type: 'sower',
  legal({ state, index }) {
    const used = schemaColours(state);
    const colours = COLOURS.filter((c) => !used.has(c));
    const out: Command[] = [];
    for (const target of opponents(state, index)) for (const color of colours) out.push({ type: 'sower', player: index, target, color });
    return out;
  },
  resolve(step, { state, index }, command) {
    const error = checkOpponent('sower', state, index, command.target);
    if (error) return error;
    if (schemaColours(state).has(command.color)) {
      return ruleError('sower/colour-in-schema', `The schema uses ${command.color}: Sower sows only colours it does not use.`, {
        color: command.color,
      });
    }
    step.emit({ type: 'bagged', player: command.target, colors: [command.color] });
    step.emit({ type: 'bag-shuffled', player: command.target });
    return undefined;
  },
};
