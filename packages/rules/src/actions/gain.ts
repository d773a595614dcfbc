/**
 * Gain (R19, R21): the player chooses an earned special action, one at a time: one they do not own whose level
 * fits the schema's stars (any of the sixteen that are not versus actions in solo no limit). After the last
 * choice, the matched StigmaReine tokens wait to be given.
 */
import { ruleError } from '../errors.js';
import { earnableSpecials } from '../specials.js';
import type { Action } from './action.js';

export const gain: Action<'gain'> = {
  type: 'gain',
  legal({ state, player, index }) {
    if (player.pending?.kind !== 'gain') return [];
    return earnableSpecials(state, player).map((action) => ({ type: 'gain', player: index, action }));
  },
  resolve(step, { state, player, index }, command) {
    const pending = player.pending;
    if (pending?.kind !== 'gain') return ruleError('decision/none', 'No action is waiting to be chosen.');
    if (player.specials.includes(command.action)) {
      return ruleError('gain/owned', `${command.action} is already one of this player's actions.`, { action: command.action });
    }
    if (!earnableSpecials(state, player).includes(command.action)) {
      return ruleError('gain/not-earnable', `${command.action} cannot be earned in this game.`, { action: command.action });
    }
    step.emit({ type: 'gained', player: index, action: command.action });
    const left = pending.left - 1;
    const stillEarnable = earnableSpecials(step.state, step.player(index)).length > 0;
    if (left > 0 && stillEarnable) {
      step.emit({ type: 'decision', player: index, pending: { kind: 'gain', left, cells: pending.cells } });
    } else if (pending.cells.length > 0) {
      step.emit({ type: 'decision', player: index, pending: { kind: 'give', cells: pending.cells } });
    } else {
      step.emit({ type: 'decision', player: index, pending: null });
    }
    return undefined;
  },
};
