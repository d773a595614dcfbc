/** Exchange (R18): two orthogonally adjacent stigmerians swap cells. */
import { ruleError } from '../errors.js';
import { isStigmerian } from '../board.js';
import type { Command } from '../types.js';
import type { Action } from './action.js';
import { ADJACENT_PAIRS, pairNames, readPair } from './pairs.js';

export const exchange: Action<'exchange'> = {
  type: 'exchange',
  legal({ player, index }) {
    const out: Command[] = [];
    for (const pair of ADJACENT_PAIRS) {
      if (isStigmerian(player.board, pair[0]) && isStigmerian(player.board, pair[1])) {
        out.push({ type: 'exchange', player: index, cells: pairNames(pair) });
      }
    }
    return out;
  },
  resolve(step, { player, index }, command) {
    const pair = readPair('exchange', command.cells);
    if ('code' in pair) return pair;
    if (!isStigmerian(player.board, pair.a) || !isStigmerian(player.board, pair.b)) {
      return ruleError('exchange/not-stigmerians', 'Exchange needs two stigmerians: pollens never move.');
    }
    step.emit({ type: 'swapped', player: index, cells: [command.cells[0], command.cells[1]] });
    step.settle(index, pair.a);
    step.settle(index, pair.b);
    return undefined;
  },
};
