/**
 * No harm no foul (R18): 4 recruit-zone tokens of one primary colour become 4 of another primary colour. The
 * joker's exchange (R9), but for 1 action, as often as the player likes, and with no point penalty.
 */
import { PRIMARIES } from '../colours.js';
import { ruleError } from '../errors.js';
import type { Command } from '../types.js';
import type { Action } from './action.js';

/** R18: how many recruit-zone tokens change colour. */
export const NO_HARM_TOKENS = 4;

export const noHarmNoFoul: Action<'no-harm-no-foul'> = {
  type: 'no-harm-no-foul',
  legal({ player, index }) {
    const out: Command[] = [];
    for (const from of PRIMARIES) {
      if (player.recruit[from] < NO_HARM_TOKENS) continue;
      for (const to of PRIMARIES) if (to !== from) out.push({ type: 'no-harm-no-foul', player: index, from, to });
    }
    return out;
  },
  resolve(step, { player, index }, command) {
    if (command.from === command.to) {
      return ruleError('no-harm-no-foul/same-colour', 'No harm no foul changes the colour of the tokens.', { color: command.from });
    }
    if (player.recruit[command.from] < NO_HARM_TOKENS) {
      return ruleError('no-harm-no-foul/not-enough', `No harm no foul needs ${NO_HARM_TOKENS} ${command.from} tokens in the recruit zone.`, {
        color: command.from,
      });
    }
    step.emit({ type: 'recruit-changed', player: index, from: command.from, to: command.to, count: NO_HARM_TOKENS });
    return undefined;
  },
};
