import { describe, expect, it } from 'vitest';
import { play, viewFor } from '../src/index.js';
import { scenario } from './support/ascii.js';

describe('viewFor', () => {
  it('hides the order of every bag and the seed, and keeps what is public', () => {
    const state = scenario({ players: 2, bag: ['red', 'blue', 'yellow', 'blue'], recruit: { red: 1 } });
    const view = viewFor(state, 1);
    expect(view.players[0]!.bag).toEqual(['blue', 'blue', 'yellow', 'red']);
    expect(view.players[1]!.bag).toHaveLength(44);
    expect(view.seed).toBe('');
    expect(view.rng).toEqual([0, 0, 0, 0]);
    expect(view.players[0]!.recruit).toEqual(state.players[0]!.recruit);
    expect(view.players[0]!.board).toEqual(state.players[0]!.board);
    expect(view.turn).toBe(state.turn);
  });

  it('gives two states whose bags differ only in order the same view', () => {
    const a = scenario({ bag: ['red', 'blue', 'yellow'] });
    const b = scenario({ bag: ['yellow', 'red', 'blue'] });
    expect(viewFor(a, 0)).toEqual(viewFor(b, 0));
  });

  it('hides the bag order kept for undo too', () => {
    const state = scenario({ board: 'A . . b . . . . . . .', recruit: { red: 1 }, turn: 2, bag: ['red', 'blue', 'yellow'] });
    const moved = play(state, { type: 'land', player: 0, color: 'red', to: 'A4' });
    if (!moved.ok) throw new Error(moved.error.code);
    expect(viewFor(moved.value.state, 0).players[0]!.previous!.bag).toEqual(['blue', 'yellow', 'red']);
  });

  it('does not change the state it is given', () => {
    const state = scenario();
    const before = structuredClone(state);
    viewFor(state, 0);
    expect(state).toEqual(before);
  });
});
