/**
 * Half Note (R18), first step: two adjacent black stigmerians are chosen; the player then picks, with
 * `half-note-keep`, the cell where they become one white.
 */
import { ruleError } from '../errors.js';
import type { Command, Token } from '../types.js';
import type { Action } from './action.js';
import { ADJACENT_PAIRS, pairNames, readPair } from './pairs.js';

function isBlackStigmerian(t: Token | null | undefined): boolean {
  return !!t && !t.pollen && t.color === 'black';
}

export const halfNote: Action<'half-note'> = {
  type: 'half-note',
  legal({ player, index }) {
    const out: Command[] = [];
    for (const pair of ADJACENT_PAIRS) {
      if (isBlackStigmerian(player.board[pair[0]]) && isBlackStigmerian(player.board[pair[1]])) {
        out.push({ type: 'half-note', player: index, cells: pairNames(pair) });
      }
    }
    return out;
  },
  resolve(step, { player, index }, command) {
    const pair = readPair('half-note', command.cells);
    if ('code' in pair) return pair;
    if (!isBlackStigmerian(player.board[pair.a]) || !isBlackStigmerian(player.board[pair.b])) {
      return ruleError('half-note/not-black', 'Half Note needs two black stigmerians.');
    }
    step.emit({ type: 'decision', player: index, pending: { kind: 'half-note', cells: [command.cells[0], command.cells[1]] } });
    return undefined;
  },
};
