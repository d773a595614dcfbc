/**
 * Choreography (R18): from turn 3, once per turn, up to `turn − 2` different stigmerians each make one
 * orthogonal step (exits as for Move). The first step pays; while moves are left a decision stays pending,
 * answered by more `choreography` steps or by `choreography-stop`.
 */
import { CELL_NAMES } from '../cells.js';
import { isStigmerian } from '../board.js';
import { MODES } from '../modes.js';
import { ruleError } from '../errors.js';
import type { Command, Pending } from '../types.js';
import type { Action } from './action.js';
import { choreographyMoves } from '../reach.js';
import { checkStep, emitStep, stepDestinations } from './stepping.js';

type ChoreographyPending = Extract<Pending, { kind: 'choreography' }>;

export const choreography: Action<'choreography'> = {
  type: 'choreography',
  legal({ state, player, index }) {
    const anyEdge = MODES[state.mode].noLimit;
    const moved = player.pending?.kind === 'choreography' ? player.pending.moved : [];
    const out: Command[] = [];
    player.board.forEach((_, cell) => {
      if (!isStigmerian(player.board, cell) || moved.includes(CELL_NAMES[cell]!)) return;
      for (const to of stepDestinations(player.board, cell, anyEdge)) {
        out.push({ type: 'choreography', player: index, from: CELL_NAMES[cell]!, to });
      }
    });
    return out;
  },
  resolve(step, { state, player, index }, command) {
    const pending: ChoreographyPending =
      player.pending?.kind === 'choreography'
        ? player.pending
        : { kind: 'choreography', left: choreographyMoves(state.turn), moved: [] };
    const error = checkStep('choreography', player, command.from, command.to, MODES[state.mode].noLimit);
    if (error) return error;
    if (pending.moved.includes(command.from)) {
      return ruleError('choreography/already-moved', `The stigmerian on ${command.from} has already danced.`, { cell: command.from });
    }
    emitStep(step, index, command.from, command.to);
    const left = pending.left - 1;
    // A token that left the board cannot dance again, so only tokens still on the board are remembered.
    const moved = command.to === 'off' ? pending.moved : [...pending.moved, command.to];
    if (left > 0) step.emit({ type: 'decision', player: index, pending: { kind: 'choreography', left, moved } });
    else if (player.pending !== null) step.emit({ type: 'decision', player: index, pending: null });
    return undefined;
  },
};

export const choreographyStop: Action<'choreography-stop'> = {
  type: 'choreography-stop',
  legal: ({ player, index }) => (player.pending?.kind === 'choreography' ? [{ type: 'choreography-stop', player: index }] : []),
  resolve(step, { player, index }) {
    if (player.pending?.kind !== 'choreography') return ruleError('decision/none', 'No Choreography is under way.');
    step.emit({ type: 'decision', player: index, pending: null });
    return undefined;
  },
};
