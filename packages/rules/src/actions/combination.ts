/**
 * Combination (R18): a non-brown stigmerian whose 8 neighbours are all occupied, with at least 2 blue, 2 red
 * and 2 yellow among them (stigmerians or pollens), becomes brown.
 */
import { ALL_NEIGHBOURS, CELL_NAMES, cellIndex } from '../cells.js';
import { isSurrounded } from '../board.js';
import { emptyCounts } from '../colours.js';
import { ruleError } from '../errors.js';
import type { Command, Token } from '../types.js';
import type { Action } from './action.js';

const EACH_PRIMARY = 2;

type Board = readonly (Token | null)[];

function hasTheMix(board: Board, cell: number): boolean {
  const counts = emptyCounts();
  for (const n of ALL_NEIGHBOURS[cell]!) counts[board[n]!.color]++;
  return counts.blue >= EACH_PRIMARY && counts.red >= EACH_PRIMARY && counts.yellow >= EACH_PRIMARY;
}

function canCombine(board: Board, cell: number): boolean {
  const t = board[cell];
  return !!t && !t.pollen && t.color !== 'brown' && isSurrounded(board, cell) && hasTheMix(board, cell);
}

export const combination: Action<'combination'> = {
  type: 'combination',
  legal({ player, index }) {
    const out: Command[] = [];
    player.board.forEach((_, cell) => {
      if (canCombine(player.board, cell)) out.push({ type: 'combination', player: index, cell: CELL_NAMES[cell]! });
    });
    return out;
  },
  resolve(step, { player, index }, command) {
    const cell = cellIndex(command.cell);
    if (cell < 0) return ruleError('command/malformed', 'Combination needs a cell.');
    const t = player.board[cell];
    if (!t || t.pollen) return ruleError('combination/not-a-stigmerian', `No stigmerian on ${command.cell}.`, { cell: command.cell });
    if (t.color === 'brown') return ruleError('combination/already-brown', `${command.cell} is already brown.`, { cell: command.cell });
    if (!isSurrounded(player.board, cell)) {
      return ruleError('combination/not-surrounded', `All 8 neighbours of ${command.cell} must hold tokens.`, { cell: command.cell });
    }
    if (!hasTheMix(player.board, cell)) {
      return ruleError('combination/missing-colours', 'Combination needs 2 blue, 2 red and 2 yellow among the 8 neighbours.', {
        cell: command.cell,
      });
    }
    step.emit({ type: 'recoloured', player: index, cell: command.cell, color: 'brown' });
    step.settle(index, cell);
    return undefined;
  },
};
