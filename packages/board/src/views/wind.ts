/**
 * What the board says of the wind after a turn, as the rules decide it: the schema's wind (R10), the die's under
 * no-limit rules (R12: rolled ahead, left unknown, or rolled when it blows), no wind after the last turn of a
 * limited game, and nothing once the game is over. The status line, the flower's arrows and the forecast all ask
 * this one function.
 * @module
 */
import { MODES, windAfterTurn, windBlowsAfter, type Direction, type GameState } from '@stigmeria/rules/view';

export type WindNews =
  | { readonly kind: 'blows'; readonly direction: Direction }
  /** No-limit: the die's face was left unknown; it is rolled when the wind blows. */
  | { readonly kind: 'unknown' }
  /** No-limit, past the forecast: rolled when the wind blows. */
  | { readonly kind: 'later' }
  /** No wind blows after this turn (R10). */
  | { readonly kind: 'none' }
  /** The game is over: no forecast. */
  | { readonly kind: 'over' };

/** The wind after `turn` (the current turn by default). */
export function windAfter(state: GameState, turn: number = state.turn): WindNews {
  if (state.over && turn >= state.turn) return { kind: 'over' };
  if (!windBlowsAfter(state.mode, turn)) return { kind: 'none' };
  if (!MODES[state.mode].noLimit) return { kind: 'blows', direction: windAfterTurn(state.schema, turn) };
  const rolled = state.winds[turn - 1];
  if (rolled === undefined) return { kind: 'later' };
  return rolled === 'unknown' ? { kind: 'unknown' } : { kind: 'blows', direction: rolled };
}

/** The arrow of a direction, for sighted players (the words say it too). */
export const ARROWS: Readonly<Record<Direction, string>> = { north: '↑', south: '↓', east: '→', west: '←' };
