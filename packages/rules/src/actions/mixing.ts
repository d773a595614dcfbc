/** Mixing (R18): two adjacent primary stigmerians of different colours both become their secondary. */
import { CELL_NAMES } from '../cells.js';
import { isPrimary, mix } from '../colours.js';
import { ruleError } from '../errors.js';
import type { Command, Token } from '../types.js';
import type { Action } from './action.js';
import { ADJACENT_PAIRS, pairNames, readPair } from './pairs.js';

function secondary(a: Token | null | undefined, b: Token | null | undefined) {
  if (!a || !b || a.pollen || b.pollen) return undefined;
  return mix(a.color, b.color);
}

export const mixing: Action<'mixing'> = {
  type: 'mixing',
  legal({ player, index }) {
    const out: Command[] = [];
    for (const pair of ADJACENT_PAIRS) {
      if (secondary(player.board[pair[0]], player.board[pair[1]])) out.push({ type: 'mixing', player: index, cells: pairNames(pair) });
    }
    return out;
  },
  resolve(step, { player, index }, command) {
    const pair = readPair('mixing', command.cells);
    if ('code' in pair) return pair;
    const { a, b } = pair;
    const ta = player.board[a];
    const tb = player.board[b];
    if (!ta || !tb || ta.pollen || tb.pollen) return ruleError('mixing/not-stigmerians', 'Mixing needs two stigmerians.');
    if (!isPrimary(ta.color) || !isPrimary(tb.color)) return ruleError('mixing/not-primary', 'Mixing needs two primary colours.');
    const color = mix(ta.color, tb.color);
    if (!color) return ruleError('mixing/same-colour', 'Mixing needs two different primary colours.');
    for (const cell of [a, b]) step.emit({ type: 'recoloured', player: index, cell: CELL_NAMES[cell]!, color });
    step.settle(index, a);
    step.settle(index, b);
    return undefined;
  },
};
