/** Every action, keyed by its command type: the one table `play` and `legalActions` dispatch on. */
import type { CommandType } from '../types.js';
import { a5 } from './a5.js';
import type { Action } from './action.js';
import { centralDraw } from './central-draw.js';
import { centralJoker } from './central-joker.js';
import { centralMove } from './central-move.js';
import { centralPlace } from './central-place.js';
import { centralRecruit } from './central-recruit.js';
import { charmer, charmerPass } from './charmer.js';
import { choreography, choreographyStop } from './choreography.js';
import { combination } from './combination.js';
import { copy } from './copy.js';
import { diagonal } from './diagonal.js';
import { draw } from './draw.js';
import { driftLand, driftMove, driftRemove } from './drift.js';
import { endTurn } from './end-turn.js';
import { exchange } from './exchange.js';
import { fastStep } from './fast-step.js';
import { fogDie, fogDieLand } from './fog-die.js';
import { fulgurance } from './fulgurance.js';
import { gain } from './gain.js';
import { give } from './give.js';
import { halfNoteKeep } from './half-note-keep.js';
import { halfNote } from './half-note.js';
import { jealousy } from './jealousy.js';
import { joker } from './joker.js';
import { land } from './land.js';
import { lastDrift } from './last-drift.js';
import { mimicry } from './mimicry.js';
import { mixing } from './mixing.js';
import { move } from './move.js';
import { noHarmNoFoul } from './no-harm-no-foul.js';
import { pilferer } from './pilferer.js';
import { prediction } from './prediction.js';
import { quarterNote } from './quarter-note.js';
import { rest } from './rest.js';
import { sower } from './sower.js';
import { twoBeats } from './two-beats.js';
import { undo } from './undo.js';
import { windDirection, windReroll, windUnknown } from './wind-die.js';

/**
 * The actions in the order `legalActions` lists their commands: decisions of the flow (A5, the wind die), the
 * StigmaReine, Last Drift, the basic actions, the special actions in the order of the rules, then the answers
 * to earned actions, end-turn and undo.
 */
export const ACTIONS: { readonly [T in CommandType]: Action<T> } = {
  a5,
  'wind-reroll': windReroll,
  'wind-unknown': windUnknown,
  'wind-direction': windDirection,
  'central-draw': centralDraw,
  'central-place': centralPlace,
  'central-move': centralMove,
  'central-joker': centralJoker,
  'last-drift': lastDrift,
  'drift-move': driftMove,
  'drift-remove': driftRemove,
  'drift-land': driftLand,
  draw,
  land,
  move,
  joker,
  'central-recruit': centralRecruit,
  mixing,
  combination,
  fulgurance,
  choreography,
  'choreography-stop': choreographyStop,
  diagonal,
  exchange,
  'fast-step': fastStep,
  'half-note': halfNote,
  'half-note-keep': halfNoteKeep,
  'quarter-note': quarterNote,
  'two-beats': twoBeats,
  rest,
  'no-harm-no-foul': noHarmNoFoul,
  copy,
  prediction,
  mimicry,
  'fog-die': fogDie,
  'fog-die-land': fogDieLand,
  pilferer,
  sower,
  jealousy,
  charmer,
  'charmer-pass': charmerPass,
  gain,
  give,
  'end-turn': endTurn,
  undo,
};

/** The command types, in listing order. */
export const COMMAND_TYPES = Object.keys(ACTIONS) as readonly CommandType[];
