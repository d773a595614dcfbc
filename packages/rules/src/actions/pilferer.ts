/**
 * Pilferer (R18, a versus action): free, once per turn, the top token of another player's bag goes into the
 * player's recruit zone. It reveals that token and touches another player, so it is a checkpoint (R22).
 */
import { ruleError } from '../errors.js';
import type { Command, GameState, RuleError } from '../types.js';
import type { Action } from './action.js';

/** The actions that aim at another player, whose refusals `checkOpponent` gives under their own names. */
export type OpponentArea = 'jealousy' | 'last-drift' | 'pilferer' | 'sower';

/**
 * Why `target` cannot be the other player a versus action (or a Last Drift) aims at, with codes under `area/`:
 * it must be another seat of the game, not out.
 */
export function checkOpponent(area: OpponentArea, state: GameState, index: number, target: number): RuleError | undefined {
  if (target === index) return ruleError(`${area}/self`, 'The target is another player.', { target });
  const other = state.players[target];
  if (other === undefined) return ruleError(`${area}/no-such-player`, `There is no player ${target}.`, { target });
  if (other.status === 'out') return ruleError(`${area}/target-out`, `Player ${target} is out of the game.`, { target });
  return undefined;
}

/** The seats a versus action may aim at: every other player not out, in seat order. */
export function opponents(state: GameState, index: number): number[] {
  return state.players.flatMap((p, seat) => (seat !== index && p.status !== 'out' ? [seat] : []));
}

export const pilferer: Action<'pilferer'> = {
  type: 'pilferer',
  legal({ state, index }): Command[] {
    return opponents(state, index)
      .filter((seat) => state.players[seat]!.bag.length > 0)
      .map((target) => ({ type: 'pilferer', player: index, target }));
  },
  resolve(step, { state, index }, command) {
    const error = checkOpponent('pilferer', state, index, command.target);
    if (error) return error;
    const color = state.players[command.target]!.bag.at(-1);
    if (color === undefined) return ruleError('pilferer/empty-bag', `Player ${command.target}'s bag is empty.`, { target: command.target });
    step.emit({ type: 'pilfered', player: index, from: command.target, color });
    return undefined;
  },
};
