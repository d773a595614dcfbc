/**
 * Prediction (R18): once per turn, 3 new tokens of 3 different colours, any of the nine, go from the box into
 * the player's bag, which is then shuffled.
 *
 * R18 makes the choice a set: the bag is shuffled after the three go in, so the order they were named in changes
 * nothing. A command names them in one order only, that of the colour table (`COLOURS`: blue, yellow, red,
 * orange, green, violet, brown, white, black), so that `legalActions` lists each set once and `play` accepts
 * exactly what it lists; another order is refused with `prediction/order`.
 */
import { COLOURS, isColour } from '../colours.js';
import { ruleError } from '../errors.js';
import type { Colour, Command } from '../types.js';
import type { Action } from './action.js';

export const prediction: Action<'prediction'> = {
  type: 'prediction',
  legal({ index }) {
    // The choice is a set of three colours: each set is listed once, in the order of COLOURS (R18).
    const out: Command[] = [];
    for (let a = 0; a < COLOURS.length; a++) {
      for (let b = a + 1; b < COLOURS.length; b++) {
        for (let c = b + 1; c < COLOURS.length; c++) {
          out.push({ type: 'prediction', player: index, colors: [COLOURS[a]!, COLOURS[b]!, COLOURS[c]!] });
        }
      }
    }
    return out;
  },
  resolve(step, { index }, command) {
    const named = command.colors;
    if (named.length !== 3 || !named.every(isColour)) return ruleError('command/malformed', 'Prediction names three colours.');
    if (new Set(named).size !== named.length) {
      return ruleError('prediction/same-colour', 'Prediction names three different colours.', { colors: [...named] });
    }
    const colors: Colour[] = COLOURS.filter((c) => named.includes(c));
    if (colors.some((c, i) => c !== named[i])) {
      return ruleError(
        'prediction/order',
        `Prediction names its three colours in the order of the colour table: ${colors.join(', ')}.`,
        { colors: [...named], expected: colors },
      );
    }
    step.emit({ type: 'bagged', player: index, colors });
    step.emit({ type: 'bag-shuffled', player: index });
    return undefined;
  },
};
