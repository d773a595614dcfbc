/**
 * The flowers and the special actions they give in discovery and normal games (R16).
 * @module
 */
import { COMMAND_TYPES, traitsOf } from './traits.js';
import type { Flower, SpecialActionId } from './types.js';

/** A flower's names and the actions it gives from turn 1 in discovery and normal games. */
export interface FlowerRules {
  readonly name: string;
  readonly actions: readonly SpecialActionId[];
  /** With InspirActrice every one of the eleven actions costs 2 (R16). */
  readonly costFactor: number;
}

/** The eleven flower special actions, in the order of the rules: those whose traits say `flower`. */
const ALL_ELEVEN = COMMAND_TYPES.filter((type) => traitsOf(type).flower === true) as readonly SpecialActionId[];

/** Every flower. The competitive flowers give nothing up front: their actions are earned. */
export const FLOWERS: Readonly<Record<Flower, FlowerRules>> = {
  vertighaineuse: { name: 'VertigHaineuse', actions: ['mixing'], costFactor: 1 },
  maronne: { name: 'MarOnne', actions: ['combination', 'fulgurance'], costFactor: 1 },
  dentdine: { name: 'DentDîne', actions: ['choreography', 'diagonal', 'exchange', 'fast-step'], costFactor: 1 },
  sifflochamp: { name: 'SiffloChamp', actions: ['half-note', 'quarter-note', 'two-beats', 'rest'], costFactor: 1 },
  inspiractrice: { name: 'InspirActrice', actions: ALL_ELEVEN, costFactor: 2 },
  competitive: { name: 'Competitive', actions: [], costFactor: 1 },
  'competitive-no-limit': { name: 'Competitive No Limit', actions: [], costFactor: 1 },
};

/** The eleven flower special actions, in the order of the rules. */
export const FLOWER_ACTIONS = ALL_ELEVEN;
