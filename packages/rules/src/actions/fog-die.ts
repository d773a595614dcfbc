/**
 * Fog Die (R18, BGA §9.16): once per turn, on a board that is not full, the die is rolled at once (a checkpoint,
 * R22) and a new token of the face's colour comes from the box; `fog-die-land` then lands it under the landing
 * rule (R8), and it may become pollen (R4). It never becomes the token Mimicry follows.
 */
import { CELL_NAMES, cellIndex } from '../cells.js';
import { isLandingCell, landingCells } from '../board.js';
import { FACES, rollDie } from '../dice.js';
import { ruleError } from '../errors.js';
import { MODES } from '../modes.js';
import type { Token } from '../types.js';
import type { Action } from './action.js';

function isFull(board: readonly (Token | null)[]): boolean {
  return !board.includes(null);
}

export const fogDie: Action<'fog-die'> = {
  type: 'fog-die',
  legal: ({ player, index }) => (isFull(player.board) ? [] : [{ type: 'fog-die', player: index }]),
  resolve(step, { player, index }) {
    // A board that is not full always has a landing cell, so the rolled token can always land.
    if (isFull(player.board)) return ruleError('fog-die/board-full', 'Fog Die needs an empty cell on the board.');
    const face = rollDie(step.state.rng)[0];
    step.emit({ type: 'rolled', player: index, face, purpose: 'fog-die' });
    step.emit({ type: 'decision', player: index, pending: { kind: 'fog-die', color: FACES[face].color } });
    return undefined;
  },
};

export const fogDieLand: Action<'fog-die-land'> = {
  type: 'fog-die-land',
  legal({ state, player, index }) {
    if (player.pending?.kind !== 'fog-die') return [];
    return landingCells(player.board, MODES[state.mode].noLimit).map((cell) => ({ type: 'fog-die-land', player: index, to: CELL_NAMES[cell]! }));
  },
  resolve(step, { state, player, index }, command) {
    const pending = player.pending;
    if (pending?.kind !== 'fog-die') return ruleError('decision/none', 'No Fog Die token waits for its cell.');
    const cell = cellIndex(command.to);
    if (cell < 0) return ruleError('command/malformed', 'Fog Die lands on a cell.');
    if (player.board[cell] !== null) return ruleError('fog-die-land/occupied', `${command.to} is not empty.`, { cell: command.to });
    if (!isLandingCell(player.board, cell, undefined, MODES[state.mode].noLimit)) {
      return ruleError('fog-die-land/not-landing-cell', `${command.to} is not a legal landing cell.`, { cell: command.to });
    }
    step.emit({ type: 'decision', player: index, pending: null });
    step.emit({ type: 'created', player: index, cell: command.to, color: pending.color });
    step.settle(index, cell);
    return undefined;
  },
};
