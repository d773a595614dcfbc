/**
 * `legalActions`: every command that `play` accepts now, exactly.
 * @module
 */
import { ACTIONS } from './actions/index.js';
import type { Action, Actor } from './actions/action.js';
import { CentralDebt, candidateTypes, gate } from './gate.js';
import { traitsOf } from './traits.js';
import type { Command, GameState } from './types.js';

/**
 * Lists every legal command of one player, or of every player in seat order. `play` accepts each of them,
 * and nothing else. The order is stable: by command type (draw, land, move, joker, special actions in the
 * order of the rules, end-turn, undo), then by cell in reading order.
 *
 * @example
 * ```ts
 * const commands = legalActions(state, 0);
 * const lands = commands.filter((c) => c.type === 'land');
 * ```
 */
export function legalActions(state: GameState, player?: number): Command[] {
  if (player === undefined) return state.players.flatMap((_, i) => legalActions(state, i));
  // A seat is a whole number: `players['0']` would find a player, but commands naming seat "0" are malformed.
  if (!Number.isInteger(player)) return [];
  const p = state.players[player];
  if (p === undefined) return [];
  const out: Command[] = [];
  const types = candidateTypes(state, player);
  if (types.length === 0) return out;
  const debt = new CentralDebt(state, player);
  const actor: Actor = { state, index: player, player: p };
  // With no decision pending, a special action the player does not own is refused by the gate: not asked.
  const owned = p.pending === null;
  for (const type of types) {
    const special = traitsOf(type).special;
    if (owned && special !== undefined && !p.specials.includes(special)) continue;
    if (typeof gate(state, player, type, debt) !== 'number') continue;
    for (const c of (ACTIONS[type] as Action).legal(actor)) out.push(c);
  }
  return out;
}
