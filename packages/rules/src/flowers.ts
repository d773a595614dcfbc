/**
 * The flowers, the special actions they give in discovery and normal games (R16), and what those actions can
 * turn a stigmerian's colour into (R18).
 * @module
 */
import { COLOURS, MIXING_RECIPES, type Secondary } from './colours.js';
import { COMMAND_TYPES, traitsOf } from './traits.js';
import type { Colour, Flower, FlowerActionId, SpecialActionId } from './types.js';

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

/** For each colour, the colours an action can turn a stigmerian of that colour into where it stands. */
export type Recolouring = Readonly<Record<Colour, readonly Colour[]>>;

function recolouring(into: (colour: Colour) => readonly Colour[]): Recolouring {
  return Object.fromEntries(COLOURS.map((c) => [c, Object.freeze(into(c))])) as Record<Colour, readonly Colour[]>;
}

// The tables are built when the module loads: marked pure, so that a bundle that never reads them leaves them out.
const NONE = /* @__PURE__ */ recolouring(() => []);

/**
 * R18: what each flower action can turn a stigmerian into where it stands. Mixing turns a primary into a secondary
 * it is part of (`MIXING_RECIPES`), Combination any colour but brown into brown, Half Note a black into white (two
 * adjacent blacks become one white), Quarter Note a white into black. The other seven move, place or remove
 * tokens (Two Beats and Fulgurance place new ones) and change no colour. Of the earned actions, Copy and Mimicry
 * recolour too; they are no flower's and are not in this table.
 */
export const FLOWER_RECOLOURINGS: Readonly<Record<FlowerActionId, Recolouring>> = {
  mixing: /* @__PURE__ */ recolouring((c) => (Object.keys(MIXING_RECIPES) as Secondary[]).filter((s) => (MIXING_RECIPES[s] as readonly Colour[]).includes(c))),
  combination: /* @__PURE__ */ recolouring((c) => (c === 'brown' ? [] : ['brown'])),
  fulgurance: NONE,
  choreography: NONE,
  diagonal: NONE,
  exchange: NONE,
  'fast-step': NONE,
  'half-note': /* @__PURE__ */ recolouring((c) => (c === 'black' ? ['white'] : [])),
  'quarter-note': /* @__PURE__ */ recolouring((c) => (c === 'white' ? ['black'] : [])),
  'two-beats': NONE,
  rest: NONE,
};

function isFlowerAction(id: SpecialActionId): id is FlowerActionId {
  return Object.hasOwn(FLOWER_RECOLOURINGS, id);
}

/**
 * R18: the colours each flower action puts on the board as a new token of its own colour: Two Beats a white on an
 * empty surrounded cell. (Fulgurance places the bag's tokens, whatever their colour; the others place nothing.)
 */
export const FLOWER_CREATIONS: Readonly<Record<FlowerActionId, readonly Colour[]>> = {
  mixing: [],
  combination: [],
  fulgurance: [],
  choreography: [],
  diagonal: [],
  exchange: [],
  'fast-step': [],
  'half-note': [],
  'quarter-note': [],
  'two-beats': ['white'],
  rest: [],
};

// What each flower action makes, in the rules' colour order: what it turns a colour into, and what it creates.
const MADE: Readonly<Record<FlowerActionId, readonly Colour[]>> = /* @__PURE__ */ (() =>
  Object.fromEntries(
    (Object.keys(FLOWER_RECOLOURINGS) as FlowerActionId[]).map((id) => [
      id,
      Object.freeze(COLOURS.filter((c) => FLOWER_CREATIONS[id].includes(c) || COLOURS.some((from) => FLOWER_RECOLOURINGS[id][from].includes(c)))),
    ]),
  ) as Record<FlowerActionId, readonly Colour[]>)();

/** R18: the colours of the new tokens a special action creates (`FLOWER_CREATIONS`); none for an earned action. */
export function coloursCreated(action: SpecialActionId): readonly Colour[] {
  return isFlowerAction(action) ? FLOWER_CREATIONS[action] : [];
}

/**
 * R18: the colours a special action makes that no bag holds at setup, in the rules' colour order: those it turns
 * a stigmerian into (`FLOWER_RECOLOURINGS`: Mixing the secondaries, Combination brown, Half Note white, Quarter
 * Note black) and those it creates (`FLOWER_CREATIONS`: Two Beats white). Empty for the other actions, the earned
 * ones included (Copy and Mimicry recolour a token into a colour already there).
 */
export function coloursMade(action: SpecialActionId): readonly Colour[] {
  return isFlowerAction(action) ? MADE[action] : [];
}

/**
 * Whether a stigmerian of `colour` can end as a pollen on a target of colour `target` with the flower actions
 * among `actions` (a player's `specials`): it is of the target's colour (R4), or one of those actions turns it
 * into the target's colour where it stands (`FLOWER_RECOLOURINGS`, R18). Actions that are no flower's are left out.
 */
export function canBecome(colour: Colour, target: Colour, actions: readonly SpecialActionId[]): boolean {
  if (colour === target) return true;
  return actions.some((id) => isFlowerAction(id) && FLOWER_RECOLOURINGS[id][colour].includes(target));
}
