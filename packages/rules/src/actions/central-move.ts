/**
 * Central Move (R19): one of the two central actions, at most once a turn. A StigmaReine token makes one
 * orthogonal step to an empty cell (a line of three earns), or leaves from row J to the StigmaReine recruit zone.
 */
import { CELL_NAMES, ORTHOGONAL_NEIGHBOURS, cellIndex } from '../cells.js';
import { isExitCell } from '../board.js';
import { ruleError } from '../errors.js';
import { checkAlignment } from '../stigmareine.js';
import type { Command, Destination, Token } from '../types.js';
import type { Action } from './action.js';

function destinations(board: readonly (Token | null)[], from: number): Destination[] {
  const out: Destination[] = [];
  for (const n of ORTHOGONAL_NEIGHBOURS[from]!) if (board[n] === null) out.push(CELL_NAMES[n]!);
  // The StigmaReine is left on purpose from row J only, in every mode (BGA §5.6).
  if (isExitCell(from)) out.push('off');
  return out;
}

export const centralMove: Action<'central-move'> = {
  type: 'central-move',
  legal({ state, player, index }) {
    if (state.central === null || player.centralMoved) return [];
    const board = state.central.board;
    const out: Command[] = [];
    board.forEach((t, from) => {
      if (t === null) return;
      for (const to of destinations(board, from)) out.push({ type: 'central-move', player: index, from: CELL_NAMES[from]!, to });
    });
    return out;
  },
  resolve(step, { state, player, index }, command) {
    if (player.centralMoved) return ruleError('central-move/once-per-turn', 'The StigmaReine allows one Move a turn.');
    const board = state.central!.board;
    const from = cellIndex(command.from);
    const t = board[from];
    if (t === null || t === undefined) return ruleError('central-move/no-token', `No token on ${command.from} of the StigmaReine.`, { cell: command.from });
    if (!destinations(board, from).includes(command.to)) {
      return command.to === 'off'
        ? ruleError('central-move/no-exit', `${command.from} is not on row J.`, { cell: command.from })
        : ruleError('central-move/not-reachable', `${command.to} is not an empty cell next to ${command.from}.`, { from: command.from, to: command.to });
    }
    if (command.to === 'off') {
      step.emit({ type: 'central-left', player: index, from: command.from, color: t.color, to: 'central-recruit' });
      return undefined;
    }
    step.emit({ type: 'central-moved', player: index, from: command.from, to: command.to });
    checkAlignment(step, index, command.to);
    return undefined;
  },
};
