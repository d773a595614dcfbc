/**
 * What the rules say of each command outside its own effect, in one table keyed by every command type: what it
 * costs, which special action it belongs to and that action's level, when it may be played, what it spends for
 * the turn or the game, and how it stands to the turn's gates. The gates, `evolve`, the special actions' lists and
 * the flowers all read it; an action's module holds only when it is legal and how it resolves.
 *
 * Whether a step ends undo (R22) is not listed here: `evolve` derives it from the step's events (see `undo-ends.ts`).
 * @module
 */
import { CHOREOGRAPHY_RULE, FAST_STEP_RULE } from './reach.js';
import type { CommandType, FlowerActionId, Pending, SpecialActionId, TurnLimited } from './types.js';

/** What every command has. */
interface CommandTraits {
  /** Base cost in personal actions; a special action's is multiplied by the flower's factor (R16). */
  readonly cost: number;
  /** The special action this command belongs to: availability, once per turn and cost come from it. */
  readonly special?: SpecialActionId;
  /** The pending decision this command answers; such a command costs nothing more. */
  readonly answers?: Pending['kind'];
  /** Whether the command may also be given with no decision pending (a special action's first step). */
  readonly alsoStarts?: true;
  /** False for `undo` and `end-turn`: no `acted` event, so not steps that undo can take back (R22). */
  readonly undoable: boolean;
  /** The first turn it may be used (Choreography and Fast Step: turn 3, R18). */
  readonly fromTurn?: number;
  /** R18, R20: what the command spends for the rest of the turn. */
  readonly oncePerTurn?: TurnLimited;
  /** R18: what the command spends for the rest of the game (Jealousy). */
  readonly oncePerGame?: SpecialActionId;
  /** One of the turn's two central actions on the StigmaReine (R19). */
  readonly central?: true;
  /** Played before any other action of the turn, the central ones included (Last Drift, R20). */
  readonly opening?: true;
  /**
   * R20: under no-limit rules any other step spends Last Drift, free ones included; these leave it open: Last
   * Drift itself and its answers, and what the flow asks (A5, the wind die, Solo No Limit's new action).
   */
  readonly keepsLastDrift?: true;
}

/** What the command that starts a special action says of that action too. */
interface SpecialTraits extends CommandTraits {
  readonly special: SpecialActionId;
  /** R17: earnable only when this is at most the schema's stars. */
  readonly level: 1 | 2 | 3;
  /** Acts on another player: not offered in solo no limit (R21). */
  readonly versus: boolean;
  /** One of the eleven flower actions (R16): the only ones discovery and normal games give. */
  readonly flower: boolean;
}

/** The traits of the command of type `T`: a special action's own command says its level, versus and flower. */
export type Traits<T extends CommandType = CommandType> = T extends SpecialActionId
  ? SpecialTraits & { readonly special: T; readonly flower: T extends FlowerActionId ? true : false }
  : CommandTraits & { readonly level?: never; readonly versus?: never; readonly flower?: never };


/**
 * Every command's traits, in the order `legalActions` lists commands: decisions of the flow (A5, the wind die),
 * the StigmaReine, Last Drift, the basic actions, the special actions in the order of the rules each followed by
 * its answers, then the answers to earned actions, end-turn and undo. The type makes an entry for every command
 * type compulsory, and a special action's own entry must say its level, versus and flower.
 */
export const TRAITS = {
  a5: { cost: 0, undoable: true, keepsLastDrift: true },
  'wind-reroll': { cost: 0, answers: 'wind-die', undoable: true, keepsLastDrift: true },
  'wind-unknown': { cost: 0, answers: 'wind-die', undoable: true, keepsLastDrift: true },
  'wind-direction': { cost: 0, answers: 'wind-die', undoable: true, keepsLastDrift: true },
  'central-draw': { cost: 0, central: true, undoable: true },
  'central-place': { cost: 0, answers: 'central-place', undoable: true },
  'central-move': { cost: 0, central: true, undoable: true },
  'central-joker': { cost: 0, central: true, undoable: true },
  'last-drift': { cost: 0, opening: true, oncePerTurn: 'last-drift', undoable: true, keepsLastDrift: true },
  'drift-move': { cost: 0, answers: 'drift', undoable: true, keepsLastDrift: true },
  'drift-remove': { cost: 0, answers: 'drift', undoable: true, keepsLastDrift: true },
  'drift-land': { cost: 0, answers: 'drift', undoable: true, keepsLastDrift: true },
  draw: { cost: 1, undoable: true },
  land: { cost: 1, undoable: true },
  move: { cost: 1, undoable: true },
  joker: { cost: 0, undoable: true },
  'central-recruit': { cost: 2, undoable: true },
  mixing: { cost: 1, special: 'mixing', level: 1, versus: false, flower: true, undoable: true },
  combination: { cost: 1, special: 'combination', level: 1, versus: false, flower: true, undoable: true },
  fulgurance: { cost: 1, special: 'fulgurance', level: 2, versus: false, flower: true, undoable: true },
  choreography: {
    cost: 1,
    special: 'choreography',
    level: 3,
    versus: false,
    flower: true,
    answers: 'choreography',
    alsoStarts: true,
    fromTurn: CHOREOGRAPHY_RULE.fromTurn,
    oncePerTurn: 'choreography',
    undoable: true,
  },
  'choreography-stop': { cost: 0, special: 'choreography', answers: 'choreography', undoable: true },
  diagonal: { cost: 1, special: 'diagonal', level: 1, versus: false, flower: true, undoable: true },
  exchange: { cost: 1, special: 'exchange', level: 2, versus: false, flower: true, undoable: true },
  'fast-step': {
    cost: 1,
    special: 'fast-step',
    level: 3,
    versus: false,
    flower: true,
    fromTurn: FAST_STEP_RULE.fromTurn,
    oncePerTurn: 'fast-step',
    undoable: true,
  },
  'half-note': { cost: 1, special: 'half-note', level: 2, versus: false, flower: true, undoable: true },
  'half-note-keep': { cost: 0, special: 'half-note', answers: 'half-note', undoable: true },
  'quarter-note': { cost: 1, special: 'quarter-note', level: 1, versus: false, flower: true, undoable: true },
  'two-beats': { cost: 1, special: 'two-beats', level: 1, versus: false, flower: true, undoable: true },
  rest: { cost: 1, special: 'rest', level: 3, versus: false, flower: true, oncePerTurn: 'rest', undoable: true },
  'no-harm-no-foul': { cost: 1, special: 'no-harm-no-foul', level: 1, versus: false, flower: false, undoable: true },
  copy: { cost: 1, special: 'copy', level: 2, versus: false, flower: false, oncePerTurn: 'copy', undoable: true },
  prediction: { cost: 1, special: 'prediction', level: 3, versus: false, flower: false, oncePerTurn: 'prediction', undoable: true },
  mimicry: { cost: 3, special: 'mimicry', level: 3, versus: false, flower: false, undoable: true },
  'fog-die': { cost: 1, special: 'fog-die', level: 3, versus: false, flower: false, oncePerTurn: 'fog-die', undoable: true },
  'fog-die-land': { cost: 0, special: 'fog-die', answers: 'fog-die', undoable: true },
  pilferer: { cost: 0, special: 'pilferer', level: 1, versus: true, flower: false, oncePerTurn: 'pilferer', undoable: true },
  sower: { cost: 0, special: 'sower', level: 1, versus: true, flower: false, oncePerTurn: 'sower', undoable: true },
  jealousy: { cost: 1, special: 'jealousy', level: 2, versus: true, flower: false, oncePerGame: 'jealousy', undoable: true },
  // Charmer is played in its own phase, after every turn has ended, as the answer to the decision it raises.
  charmer: {
    cost: 0,
    special: 'charmer',
    level: 2,
    versus: true,
    flower: false,
    answers: 'charmer',
    oncePerTurn: 'charmer',
    undoable: true,
  },
  // Passing on Charmer spends it too (R18).
  'charmer-pass': { cost: 0, special: 'charmer', answers: 'charmer', oncePerTurn: 'charmer', undoable: true },
  gain: { cost: 0, answers: 'gain', undoable: true, keepsLastDrift: true },
  give: { cost: 0, answers: 'give', undoable: true },
  'end-turn': { cost: 0, undoable: false },
  undo: { cost: 0, undoable: false },
} as const satisfies { readonly [T in CommandType]: Traits<T> };

/** The command types, in listing order. */
export const COMMAND_TYPES = Object.keys(TRAITS) as readonly CommandType[];

/**
 * Every command's traits with every field present, in one order (`undefined` where the table says nothing), so
 * that all of them share one shape: the gates and `evolve` read traits of every command type at the same places,
 * and objects of 45 different shapes made those reads slow (megamorphic) in a process that played every mode.
 */
const SHAPED = Object.fromEntries(
  COMMAND_TYPES.map((type) => {
    const t = TRAITS[type] as Traits;
    const shaped = {
      cost: t.cost,
      special: t.special,
      answers: t.answers,
      alsoStarts: t.alsoStarts,
      undoable: t.undoable,
      fromTurn: t.fromTurn,
      oncePerTurn: t.oncePerTurn,
      oncePerGame: t.oncePerGame,
      central: t.central,
      opening: t.opening,
      keepsLastDrift: t.keepsLastDrift,
      level: t.level,
      versus: t.versus,
      flower: t.flower,
    };
    return [type, shaped as Traits];
  }),
) as { readonly [T in CommandType]: Traits };

/** The traits of one command type. */
export function traitsOf(type: CommandType): Traits {
  return SHAPED[type];
}
