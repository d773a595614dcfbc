/**
 * Jealousy (R18, a versus action): once per game, for 1 action, before any personal action of the turn and with
 * at least 5 tokens in the bag, the player swaps bags with another player whose bag is not empty.
 */
import { ruleError } from '../errors.js';
import type { Action, Actor } from './action.js';
import { checkOpponent, opponents } from './pilferer.js';

/** R18: the fewest tokens the player's own bag must hold. */
export const JEALOUSY_BAG = 5;

function ready({ player }: Actor): boolean {
  return player.actionsUsed === 0 && player.bag.length >= JEALOUSY_BAG;
}

export const jealousy: Action<'jealousy'> = {
  type: 'jealousy',
  legal(actor) {
    if (!ready(actor)) return [];
    const { state, index } = actor;
    return opponents(state, index)
      .filter((seat) => state.players[seat]!.bag.length > 0)
      .map((target) => ({ type: 'jealousy', player: index, target }));
  },
  resolve(step, { state, player, index }, command) {
    // `player` is as it was before this step's own cost was counted.
    if (player.actionsUsed > 0) return ruleError('jealousy/not-first', 'Jealousy comes before any personal action of the turn.');
    if (player.bag.length < JEALOUSY_BAG) {
      return ruleError('jealousy/bag-too-small', `Jealousy needs ${JEALOUSY_BAG} tokens in the bag.`, { bag: player.bag.length });
    }
    const error = checkOpponent('jealousy', state, index, command.target);
    if (error) return error;
    if (state.players[command.target]!.bag.length === 0) {
      return ruleError('jealousy/target-bag-empty', `Player ${command.target}'s bag is empty.`, { target: command.target });
    }
    step.emit({ type: 'bags-swapped', player: index, with: command.target });
    return undefined;
  },
};
