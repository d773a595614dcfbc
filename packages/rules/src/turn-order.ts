/**
 * Who plays when (R7): the seats in playing order from the turn's first player, the player whose turn it is when
 * players act one after the other, and who else has a decision to take.
 * @module
 */
import { MODES } from './modes.js';
import type { GameState } from './types.js';

/** The seats in playing order this turn: from the first player, in seat order (R7). */
export function turnOrder(state: GameState): number[] {
  const n = state.players.length;
  return Array.from({ length: n }, (_, i) => (state.first + i) % n);
}

/**
 * The player whose turn it is when players act one after the other (R7): the first in turn order still playing
 * who has not ended the turn; `undefined` when everyone is done or play is simultaneous.
 */
export function activePlayer(state: GameState): number | undefined {
  if (!MODES[state.mode].sequential) return undefined;
  return turnOrder(state).find((i) => {
    const p = state.players[i]!;
    return p.status === 'playing' && !p.turnEnded;
  });
}

/** The seat of a player other than `index` who has a decision to take, if any. */
export function otherDecider(state: GameState, index: number): number | undefined {
  const i = state.players.findIndex((p, seat) => seat !== index && p.pending !== null);
  return i < 0 ? undefined : i;
}

/** The seats still in the game, in turn order: who rolls the wind die, one after the other (R12). */
export function rollers(state: GameState): number[] {
  return turnOrder(state).filter((i) => state.players[i]!.status !== 'out');
}

