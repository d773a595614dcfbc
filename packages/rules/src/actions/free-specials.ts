/**
 * R20: what a Black Night offers on a personal board: the special actions its owner could earn and does not own,
 * Charmer aside (it has its own phase), that they can play now.
 * @module
 */
import { earnableSpecials } from '../specials.js';
import { traitsOf } from '../traits.js';
import type { GameState, SpecialActionId } from '../types.js';
import type { Action } from './action.js';
import { SPECIAL_ACTIONS } from './special-actions.js';

/**
 * R20: the special actions a Black Night lets this player play once, free: those they could earn and do not own,
 * Charmer aside (it has its own phase), that they can play now.
 */
export function freeSpecials(state: GameState, index: number): SpecialActionId[] {
  const player = state.players[index]!;
  return earnableSpecials(state, player).filter((id) => {
    if (id === 'charmer') return false;
    const fromTurn = traitsOf(id).fromTurn;
    if (fromTurn !== undefined && state.turn < fromTurn) return false;
    return (SPECIAL_ACTIONS[id] as Action).legal({ state, index, player }).length > 0;
  });
}
