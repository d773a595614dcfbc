/**
 * The twenty special actions' own commands, keyed by special action id: what a Black Night offers is judged by
 * asking each whether it can be played (R20). The registry of every command builds on this table.
 * @module
 */
import type { SpecialActionId } from '../types.js';
import type { Action } from './action.js';
import { charmer } from './charmer.js';
import { choreography } from './choreography.js';
import { combination } from './combination.js';
import { copy } from './copy.js';
import { diagonal } from './diagonal.js';
import { exchange } from './exchange.js';
import { fastStep } from './fast-step.js';
import { fogDie } from './fog-die.js';
import { fulgurance } from './fulgurance.js';
import { halfNote } from './half-note.js';
import { jealousy } from './jealousy.js';
import { mimicry } from './mimicry.js';
import { mixing } from './mixing.js';
import { noHarmNoFoul } from './no-harm-no-foul.js';
import { pilferer } from './pilferer.js';
import { prediction } from './prediction.js';
import { quarterNote } from './quarter-note.js';
import { rest } from './rest.js';
import { sower } from './sower.js';
import { twoBeats } from './two-beats.js';

/** The command that starts each special action. */
export const SPECIAL_ACTIONS: { readonly [S in SpecialActionId]: Action<S> } = {
  mixing,
  combination,
  fulgurance,
  choreography,
  diagonal,
  exchange,
  'fast-step': fastStep,
  'half-note': halfNote,
  'quarter-note': quarterNote,
  'two-beats': twoBeats,
  rest,
  'no-harm-no-foul': noHarmNoFoul,
  copy,
  prediction,
  mimicry,
  'fog-die': fogDie,
  pilferer,
  sower,
  jealousy,
  charmer,
};
