/**
 * The answers to a Last Drift (R20, BGA §11): a direction face moves one stigmerian of the target board one step
 * that way, or off the edge it faces, to the acting player's recruit zone; an X face removes a stigmerian of its
 * colour to the box; Black Night on the StigmaReine lands a new primary there. On a personal board the token may
 * become pollen for that board's owner (R4); on the StigmaReine a line of three earns the acting player (R19).
 */
import { CELL_NAMES, cellIndex, stepFrom } from '../cells.js';
import { PRIMARIES } from '../colours.js';
import { isStigmerian } from '../board.js';
import { FACES, type DriftEffect } from '../dice.js';
import { ruleError } from '../errors.js';
import { centralLandingCells, checkAlignment } from '../stigmareine.js';
import type { CellName, Colour, Command, Destination, Direction, DriftTarget, GameState, Pending, PlayerState, Token } from '../types.js';
import type { Action } from './action.js';

type Board = readonly (Token | null)[];
type DriftPending = Extract<Pending, { kind: 'drift' }>;

/** The board a Last Drift aims at: a player's (by seat), or the StigmaReine. */
export type DriftBoard = { readonly seat: number; readonly board: Board } | { readonly seat: 'central'; readonly board: Board };

/** The board `target` names for the player on seat `index`, or `undefined` when there is none. */
export function driftBoard(state: GameState, index: number, target: DriftTarget): DriftBoard | undefined {
  if (target === 'central') return state.central === null ? undefined : { seat: 'central', board: state.central.board };
  const seat = target === 'own' ? index : target;
  const owner = state.players[seat];
  return owner === undefined ? undefined : { seat, board: owner.board };
}

// A direction face moves stigmerians only; tokens on the StigmaReine never flip (R4), so there every token is one.

/** Every step a direction face allows on `board`: each stigmerian to the empty cell that way, or off the edge it faces. */
export function driftSteps(board: Board, direction: Direction): [CellName, Destination][] {
  const out: [CellName, Destination][] = [];
  board.forEach((_, cell) => {
    if (!isStigmerian(board, cell)) return;
    const next = stepFrom(cell, direction);
    if (next < 0) out.push([CELL_NAMES[cell]!, 'off']);
    else if (board[next] === null) out.push([CELL_NAMES[cell]!, CELL_NAMES[next]!]);
  });
  return out;
}

/** The stigmerians of `color` an X face may remove from `board`; pollens are never removed. */
export function driftRemovals(board: Board, color: Colour): CellName[] {
  const out: CellName[] = [];
  board.forEach((t, cell) => {
    if (t !== null && !t.pollen && t.color === color) out.push(CELL_NAMES[cell]!);
  });
  return out;
}

/** The pending Last Drift, its face's effect and its board, when the player owes one. */
function drift(state: GameState, player: PlayerState, index: number): { pending: DriftPending; effect: DriftEffect; target: DriftBoard } | undefined {
  const pending = player.pending;
  if (pending?.kind !== 'drift') return undefined;
  const target = driftBoard(state, index, pending.target);
  return target === undefined ? undefined : { pending, effect: FACES[pending.face].drift, target };
}

const noDrift = () => ruleError('decision/none', 'No Last Drift waits for its answer.');

export const driftMove: Action<'drift-move'> = {
  type: 'drift-move',
  legal({ state, player, index }) {
    const d = drift(state, player, index);
    if (d === undefined || d.effect.kind !== 'step') return [];
    return driftSteps(d.target.board, d.effect.direction).map(([from, to]) => ({ type: 'drift-move', player: index, from, to }));
  },
  resolve(step, { state, player, index }, command) {
    const d = drift(state, player, index);
    if (d === undefined) return noDrift();
    const { effect, target } = d;
    if (effect.kind !== 'step') return ruleError('drift-move/wrong-face', `The die shows ${d.pending.face}: nothing moves.`, { face: d.pending.face });
    const from = cellIndex(command.from);
    if (from < 0 || (command.to !== 'off' && cellIndex(command.to) < 0)) return ruleError('command/malformed', 'A drift needs a cell and a destination.');
    if (!isStigmerian(target.board, from)) {
      return target.seat === 'central'
        ? ruleError('drift-move/no-token', `No token on ${command.from} of the StigmaReine.`, { cell: command.from })
        : ruleError('drift-move/not-a-stigmerian', `No stigmerian on ${command.from}: pollens never move.`, { cell: command.from });
    }
    const next = stepFrom(from, effect.direction);
    if (command.to === 'off') {
      if (next >= 0) {
        return ruleError('drift-move/no-exit', `${command.from} is not on the ${effect.direction} edge.`, { cell: command.from, direction: effect.direction });
      }
    } else {
      const to = cellIndex(command.to);
      // Passive Diagonal never applies: the step is the face's direction, and nothing else (BGA §11.2).
      if (to !== next) {
        return ruleError('drift-move/wrong-direction', `The die moves one step ${effect.direction}, not to ${command.to}.`, {
          from: command.from,
          to: command.to,
          direction: effect.direction,
        });
      }
      if (target.board[to] !== null) return ruleError('drift-move/occupied', `${command.to} is not empty.`, { cell: command.to });
    }
    step.emit({ type: 'decision', player: index, pending: null });
    if (target.seat !== 'central') {
      step.emit({ type: 'drifted', player: index, board: target.seat, from: command.from, to: command.to });
      if (command.to !== 'off') step.settle(target.seat, command.to);
      return undefined;
    }
    if (command.to === 'off') {
      // R20: whatever the board, a token a Last Drift takes off goes to the acting player's recruit zone.
      step.emit({ type: 'central-left', player: index, from: command.from, color: target.board[from]!.color, to: 'recruit' });
      return undefined;
    }
    step.emit({ type: 'central-moved', player: index, from: command.from, to: command.to });
    checkAlignment(step, index, command.to);
    return undefined;
  },
};

export const driftRemove: Action<'drift-remove'> = {
  type: 'drift-remove',
  legal({ state, player, index }) {
    const d = drift(state, player, index);
    if (d === undefined || d.effect.kind !== 'remove') return [];
    return driftRemovals(d.target.board, d.effect.color).map((cell) => ({ type: 'drift-remove', player: index, cell }));
  },
  resolve(step, { state, player, index }, command) {
    const d = drift(state, player, index);
    if (d === undefined) return noDrift();
    const { effect, target } = d;
    if (effect.kind !== 'remove') return ruleError('drift-remove/wrong-face', `The die shows ${d.pending.face}: nothing is removed.`, { face: d.pending.face });
    const cell = cellIndex(command.cell);
    if (cell < 0) return ruleError('command/malformed', 'A drift removes the token of a cell.');
    const t = target.board[cell];
    if (t === null || t === undefined || t.pollen) {
      return ruleError('drift-remove/not-a-stigmerian', `No stigmerian on ${command.cell}: pollens are never removed.`, { cell: command.cell });
    }
    if (t.color !== effect.color) {
      return ruleError('drift-remove/wrong-colour', `The die removes a ${effect.color} stigmerian; ${command.cell} is ${t.color}.`, {
        cell: command.cell,
        color: t.color,
      });
    }
    step.emit({ type: 'decision', player: index, pending: null });
    if (target.seat === 'central') step.emit({ type: 'central-left', player: index, from: command.cell, color: t.color, to: 'box' });
    else step.emit({ type: 'removed', player: target.seat, cell: command.cell, color: t.color });
    return undefined;
  },
};

export const driftLand: Action<'drift-land'> = {
  type: 'drift-land',
  legal({ state, player, index }) {
    const d = drift(state, player, index);
    if (d === undefined || d.effect.kind !== 'black-night' || d.target.seat !== 'central') return [];
    const out: Command[] = [];
    for (const cell of centralLandingCells(d.target.board)) {
      for (const color of PRIMARIES) out.push({ type: 'drift-land', player: index, color, to: CELL_NAMES[cell]! });
    }
    return out;
  },
  resolve(step, { state, player, index }, command) {
    const d = drift(state, player, index);
    if (d === undefined) return noDrift();
    if (d.effect.kind !== 'black-night' || d.target.seat !== 'central') {
      return ruleError('drift-land/wrong-face', 'Only Black Night on the StigmaReine lands a new token there.', { face: d.pending.face });
    }
    if (!centralLandingCells(d.target.board).includes(cellIndex(command.to))) {
      return ruleError('drift-land/not-landing-cell', `${command.to} is not a landing cell of the StigmaReine.`, { cell: command.to });
    }
    step.emit({ type: 'decision', player: index, pending: null });
    step.emit({ type: 'central-placed', player: index, color: command.color, cell: command.to, from: 'box' });
    checkAlignment(step, index, command.to);
    return undefined;
  },
};
