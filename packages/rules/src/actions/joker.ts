/**
 * Joker (R9, discovery, normal and solo no limit): once per game and free, 4 recruit-zone tokens of one primary colour
 * become 4 of another primary colour; it costs 5 points at the end (R15).
 */
import { PRIMARIES } from '../colours.js';
import { ruleError } from '../errors.js';
import { MODES } from '../modes.js';
import type { Command } from '../types.js';
import { JOKER_TOKENS } from '../reach.js';
import type { Action } from './action.js';

/** R9: how many recruit-zone tokens the joker exchanges (the number's home is `reach.ts`). */
export { JOKER_TOKENS };

export const joker: Action<'joker'> = {
  type: 'joker',
  legal({ state, player, index }) {
    if (MODES[state.mode].joker !== 'exchange' || !state.options.joker || player.jokerUsed) return [];
    const out: Command[] = [];
    for (const from of PRIMARIES) {
      if (player.recruit[from] < JOKER_TOKENS) continue;
      for (const to of PRIMARIES) if (to !== from) out.push({ type: 'joker', player: index, from, to });
    }
    return out;
  },
  resolve(step, { state, player, index }, command) {
    if (MODES[state.mode].joker !== 'exchange') return ruleError('joker/central', 'In competitive modes the joker is played on the StigmaReine.');
    if (!state.options.joker) return ruleError('joker/disabled', 'This game is played without the joker.');
    if (player.jokerUsed) return ruleError('joker/used', 'The joker is played once per game.');
    if (command.from === command.to) return ruleError('joker/same-colour', 'The joker changes the colour of the tokens.');
    if (player.recruit[command.from] < JOKER_TOKENS) {
      return ruleError('joker/not-enough', `The joker needs ${JOKER_TOKENS} ${command.from} tokens in the recruit zone.`, {
        color: command.from,
      });
    }
    step.emit({ type: 'joker-played', player: index, from: command.from, to: command.to });
    return undefined;
  },
};
