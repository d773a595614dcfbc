/**
 * Every action, keyed by its command type: the one table `play` and `legalActions` dispatch on. The order in
 * which they list commands is the traits table's (`COMMAND_TYPES`).
 * @module
 */
import type { CommandType } from '../types.js';
import { a5 } from './a5.js';
import type { Action } from './action.js';
import { centralDraw } from './central-draw.js';
import { centralJoker } from './central-joker.js';
import { centralMove } from './central-move.js';
import { centralPlace } from './central-place.js';
import { centralRecruit } from './central-recruit.js';
import { charmerPass } from './charmer.js';
import { choreographyStop } from './choreography.js';
import { draw } from './draw.js';
import { driftLand, driftMove, driftRemove } from './drift.js';
import { endTurn } from './end-turn.js';
import { fogDieLand } from './fog-die.js';
import { gain } from './gain.js';
import { give } from './give.js';
import { halfNoteKeep } from './half-note-keep.js';
import { joker } from './joker.js';
import { land } from './land.js';
import { lastDrift } from './last-drift.js';
import { move } from './move.js';
import { SPECIAL_ACTIONS } from './special-actions.js';
import { undo } from './undo.js';
import { windDirection, windReroll, windUnknown } from './wind-die.js';

export { COMMAND_TYPES } from '../traits.js';

/** Every action: the special actions' own commands, their answers, and the rest. */
export const ACTIONS: { readonly [T in CommandType]: Action<T> } = {
  ...SPECIAL_ACTIONS,
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
  'choreography-stop': choreographyStop,
  'half-note-keep': halfNoteKeep,
  'fog-die-land': fogDieLand,
  'charmer-pass': charmerPass,
  gain,
  give,
  'end-turn': endTurn,
  undo,
};
