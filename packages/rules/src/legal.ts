/**
 * `legalActions`: every command that `play` accepts now, exactly.
 * @module
 */
import { ACTIONS, COMMAND_TYPES } from './actions/index.js';
import type { Action } from './actions/action.js';
import { gate } from './gate.js';
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
  for (const type of COMMAND_TYPES) {
    const action = ACTIONS[type] as Action;
    if (typeof gate(state, player, type) !== 'number') continue;
    for (const c of action.legal({ state, index: player, player: p })) out.push(c);
  }
  return out;
}
