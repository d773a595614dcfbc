/**
 * Land (R8): a recruit-zone token to an empty cell, on line A of an empty board (any edge under no-limit
 * rules) or next to a token.
 */
import { CELL_NAMES, cellIndex } from '../cells.js';
import { COLOURS, isColour } from '../colours.js';
import { isBoardEmpty, isLandingCell, landingCells } from '../board.js';
import { ruleError } from '../errors.js';
import { MODES } from '../modes.js';
import type { Command } from '../types.js';
import type { Action } from './action.js';

export const land: Action<'land'> = {
  type: 'land',
  legal({ state, player, index }) {
    const colours = COLOURS.filter((c) => player.recruit[c] > 0);
    if (colours.length === 0) return [];
    const out: Command[] = [];
    for (const cell of landingCells(player.board, MODES[state.mode].noLimit)) {
      for (const color of colours) out.push({ type: 'land', player: index, color, to: CELL_NAMES[cell]! });
    }
    return out;
  },
  resolve(step, { state, player, index }, command) {
    const cell = cellIndex(command.to);
    if (!isColour(command.color) || cell < 0) return ruleError('command/malformed', 'Land needs a colour and a cell.');
    if (player.recruit[command.color] <= 0) {
      return ruleError('land/not-in-recruit-zone', `No ${command.color} token in the recruit zone.`, { color: command.color });
    }
    if (player.board[cell] !== null) return ruleError('land/occupied', `${command.to} is not empty.`, { cell: command.to });
    const empty = isBoardEmpty(player.board);
    const anyEdge = MODES[state.mode].noLimit;
    if (!isLandingCell(player.board, cell, empty, anyEdge)) {
      if (empty && anyEdge) return ruleError('land/not-edge', 'On an empty board a token lands on an edge.', { cell: command.to });
      return empty
        ? ruleError('land/not-first-line', 'On an empty board a token lands on line A.', { cell: command.to })
        : ruleError('land/not-adjacent', `${command.to} is not next to a token.`, { cell: command.to });
    }
    step.emit({ type: 'landed', player: index, color: command.color, cell: command.to });
    step.settle(index, cell);
    return undefined;
  },
};
