/**
 * Fast Step (R18): from turn 3, once per turn, one stigmerian moves up to `turn − 2` orthogonal steps through
 * empty cells. It stops on a target of its own colour (where it becomes pollen), so its path never goes
 * through one. It may leave the board if row J (any edge under no-limit rules) is within reach with a step to spare, its own cell included.
 */
import { CELLS, CELL_NAMES, ORTHOGONAL_NEIGHBOURS, cellIndex } from '../cells.js';
import { isExitCell, isStigmerian } from '../board.js';
import { MODES } from '../modes.js';
import { ruleError } from '../errors.js';
import type { Command, Destination, GameState, PlayerState } from '../types.js';
import type { Action } from './action.js';
import { fastStepReach } from '../reach.js';
import { emitStep } from './stepping.js';

// Scratch space for the search, reused by every call: `legalActions` runs it once per stigmerian, and
// allocating a map and a queue each time was most of the cost of listing a mid-game position.
const DISTANCE = new Int8Array(CELLS);
const QUEUE = new Int16Array(CELLS);
const UNSEEN = -1;

/** Every destination of the stigmerian on `from`, in reading order, then `off` when it can leave. */
export function fastStepDestinations(state: GameState, player: PlayerState, from: number): Destination[] {
  const reach = fastStepReach(state.turn);
  const color = player.board[from]!.color;
  const anyEdge = MODES[state.mode].noLimit;
  DISTANCE.fill(UNSEEN);
  DISTANCE[from] = 0;
  QUEUE[0] = from;
  let length = 1;
  let canExit = false;
  for (let i = 0; i < length; i++) {
    const cell = QUEUE[i]!;
    const d = DISTANCE[cell]!;
    const stopsHere = cell !== from && state.targets[cell] === color;
    // Leaving takes one more step from an exit cell; a cell where the token must stop cannot be left.
    if (!stopsHere && isExitCell(cell, anyEdge) && d < reach) canExit = true;
    if (stopsHere || d === reach) continue;
    for (const n of ORTHOGONAL_NEIGHBOURS[cell]!) {
      if (player.board[n] === null && DISTANCE[n] === UNSEEN) {
        DISTANCE[n] = d + 1;
        QUEUE[length++] = n;
      }
    }
  }
  const out: Destination[] = [];
  for (let cell = 0; cell < CELLS; cell++) if (cell !== from && DISTANCE[cell] !== UNSEEN) out.push(CELL_NAMES[cell]!);
  if (canExit) out.push('off');
  return out;
}

export const fastStep: Action<'fast-step'> = {
  type: 'fast-step',
  legal({ state, player, index }) {
    const out: Command[] = [];
    player.board.forEach((_, from) => {
      if (!isStigmerian(player.board, from)) return;
      for (const to of fastStepDestinations(state, player, from)) {
        out.push({ type: 'fast-step', player: index, from: CELL_NAMES[from]!, to });
      }
    });
    return out;
  },
  resolve(step, { state, player, index }, command) {
    const from = cellIndex(command.from);
    if (from < 0 || (command.to !== 'off' && cellIndex(command.to) < 0)) {
      return ruleError('command/malformed', 'Fast Step needs a cell and a destination.');
    }
    if (!isStigmerian(player.board, from)) {
      return ruleError('fast-step/not-a-stigmerian', `No stigmerian on ${command.from}.`, { cell: command.from });
    }
    if (!fastStepDestinations(state, player, from).includes(command.to)) {
      return ruleError('fast-step/out-of-reach', `${command.to} cannot be reached in ${fastStepReach(state.turn)} steps.`, {
        from: command.from,
        to: command.to,
      });
    }
    emitStep(step, index, command.from, command.to);
    return undefined;
  },
};
