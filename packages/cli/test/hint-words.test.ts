import { catalogue, createGame, type GameState } from '@stigmeria/rules';
import { describe, expect, it } from 'vitest';
import { hintWords, searchWords } from '../src/hint-words.js';

function state(): GameState {
  const created = createGame({ schema: catalogue[0]!.schema, mode: 'normal', players: 1, seed: '1' });
  if (!created.ok) throw new Error(created.error.code);
  return created.value;
}

describe('hintWords', () => {
  it('says a primary is mixed into a secondary it is part of, and any other token turned', () => {
    const toMix = (color: 'red' | 'blue', into: 'orange' | 'brown'): string =>
      hintWords(state(), { code: 'land/to-mix', params: { color, cell: 'B2', into, target: 'C2' } });
    expect(toMix('red', 'orange')).toBe('lands a red at B2, to mix it into the orange of the target at C2');
    // Combination turns a surrounded red brown: nothing is mixed.
    expect(toMix('red', 'brown')).toBe('lands a red at B2, to turn it into the brown of the target at C2');
    // Blue is no part of orange.
    expect(toMix('blue', 'orange')).toBe('lands a blue at B2, to turn it into the orange of the target at C2');
  });
});

describe('searchWords', () => {
  it('words why the solver leaves a position alone, with the mode’s name', () => {
    expect(searchWords({ code: 'search/mode', params: { mode: 'competitive-no-limit' } })).toBe('the solver plays discovery and normal games, not competitive no limit ones');
    expect(searchWords({ code: 'search/no-seat', params: { seat: 3 } })).toBe('the game has no seat 3');
  });
});
