/** Every action, keyed by its command type: the one table `play` and `legalActions` dispatch on. */
import type { CommandType } from '../types.js';
import type { Action } from './action.js';
import { choreography, choreographyStop } from './choreography.js';
import { combination } from './combination.js';
import { diagonal } from './diagonal.js';
import { draw } from './draw.js';
import { endTurn } from './end-turn.js';
import { exchange } from './exchange.js';
import { fastStep } from './fast-step.js';
import { fulgurance } from './fulgurance.js';
import { halfNoteKeep } from './half-note-keep.js';
import { halfNote } from './half-note.js';
import { joker } from './joker.js';
import { land } from './land.js';
import { mixing } from './mixing.js';
import { move } from './move.js';
import { quarterNote } from './quarter-note.js';
import { rest } from './rest.js';
import { twoBeats } from './two-beats.js';
import { undo } from './undo.js';

/** The actions in the order `legalActions` lists their commands. */
export const ACTIONS: { readonly [T in CommandType]: Action<T> } = {
  draw,
  land,
  move,
  joker,
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
  'end-turn': endTurn,
  undo,
};

/** The command types, in listing order. */
export const COMMAND_TYPES = Object.keys(ACTIONS) as readonly CommandType[];
