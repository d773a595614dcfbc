/**
 * The twenty special actions as data: the level at which competitive modes let a player earn each (R17), and
 * which act against another player (versus actions: never in solo, R21).
 * @module
 */
import type { GameState, PlayerState, SpecialActionId } from './types.js';
import { MODES } from './modes.js';

/** What the rules say of a special action outside its own effect. */
export interface SpecialRules {
  /** R17: earnable only when this is at most the schema's stars. */
  readonly level: 1 | 2 | 3;
  /** Acts on another player: not offered in solo no limit (R21). */
  readonly versus: boolean;
}

/** Every special action, in the order of the rules. */
export const SPECIALS: Readonly<Record<SpecialActionId, SpecialRules>> = {
  mixing: { level: 1, versus: false },
  combination: { level: 1, versus: false },
  fulgurance: { level: 2, versus: false },
  choreography: { level: 3, versus: false },
  diagonal: { level: 1, versus: false },
  exchange: { level: 2, versus: false },
  'fast-step': { level: 3, versus: false },
  'half-note': { level: 2, versus: false },
  'quarter-note': { level: 1, versus: false },
  'two-beats': { level: 1, versus: false },
  rest: { level: 3, versus: false },
  'no-harm-no-foul': { level: 1, versus: false },
  copy: { level: 2, versus: false },
  prediction: { level: 3, versus: false },
  mimicry: { level: 3, versus: false },
  'fog-die': { level: 3, versus: false },
  pilferer: { level: 1, versus: true },
  sower: { level: 1, versus: true },
  jealousy: { level: 2, versus: true },
  charmer: { level: 2, versus: true },
};

/** Every special action id, in the order of the rules. */
export const SPECIAL_IDS = Object.keys(SPECIALS) as readonly SpecialActionId[];

/** R19, R21: a player owns at most 9 special actions. */
export const MOST_SPECIALS = 9;

/**
 * The actions `player` could earn now: not owned yet; in solo no limit any of the sixteen that are not versus
 * actions (R21), otherwise those whose level fits the schema's stars (R17).
 */
export function earnableSpecials(state: GameState, player: PlayerState): SpecialActionId[] {
  const solo = MODES[state.mode].specials === 'solo';
  return SPECIAL_IDS.filter((id) => {
    if (player.specials.includes(id)) return false;
    return solo ? !SPECIALS[id].versus : SPECIALS[id].level <= state.schema.stars;
  });
}
