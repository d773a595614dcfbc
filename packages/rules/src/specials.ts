/**
 * The twenty special actions, read from the traits table: the level at which competitive modes let a player
 * earn each (R17), which act against another player (versus actions: never in solo, R21), what each costs in a
 * game (R16) and from which turn it may be used (R18).
 * @module
 */
import { FLOWERS } from './flowers.js';
import { MODES } from './modes.js';
import { COMMAND_TYPES, TRAITS, traitsOf } from './traits.js';
import type { GameState, PlayerState, SpecialActionId } from './types.js';

/** What the rules say of a special action outside its own effect. */
export interface SpecialRules {
  /** R17: earnable only when this is at most the schema's stars. */
  readonly level: 1 | 2 | 3;
  /** Acts on another player: not offered in solo no limit (R21). */
  readonly versus: boolean;
}

/** Every special action id, in the order of the rules: the command types whose traits give a level. */
export const SPECIAL_IDS = COMMAND_TYPES.filter((type) => traitsOf(type).level !== undefined) as readonly SpecialActionId[];

/** Every special action, in the order of the rules. */
export const SPECIALS: Readonly<Record<SpecialActionId, SpecialRules>> = Object.fromEntries(
  SPECIAL_IDS.map((id) => [id, { level: TRAITS[id].level, versus: TRAITS[id].versus }]),
) as Record<SpecialActionId, SpecialRules>;

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

/**
 * The special actions a player owns: their flower's in discovery and normal games (R16), those they earned in
 * competitive modes (R19) or chose in solo no limit (R21). Every player of a discovery or normal game owns the
 * same ones.
 */
export function specialActionsOf(state: GameState, player = 0): readonly SpecialActionId[] {
  return state.players[player]?.specials ?? [];
}

/** What a special action costs in this game: its base cost, doubled for the eleven on InspirActrice in discovery and normal (R16). */
export function specialCost(state: GameState, base: number): number {
  return MODES[state.mode].specials === 'flower' ? base * FLOWERS[state.schema.flower].costFactor : base;
}

/**
 * What a special action costs in this game, in personal actions: its base cost (Mimicry 3, Pilferer, Sower and
 * Charmer nothing, the others 1), doubled for the eleven flower actions on InspirActrice in discovery and normal.
 */
export function specialActionCost(state: GameState, id: SpecialActionId): number {
  return specialCost(state, TRAITS[id].cost);
}

/** The first turn a special action may be used in: 3 for Choreography and Fast Step, 1 for the others (R18). */
export function specialFromTurn(id: SpecialActionId): number {
  return traitsOf(id).fromTurn ?? 1;
}
