import { describe, expect, it } from 'vitest';
import { evolve, play } from '../src/index.js';
import { board, boardOf, scenario } from './support/ascii.js';
import { greedyGame, playAll, twoBlues } from './support/games.js';

describe('evolve', () => {
  it('folding the events of every step from the initial state gives the final state', () => {
    const setup = { schema: twoBlues, mode: 'normal' as const, players: 1, seed: 'evolve' };
    const { initial, final, steps } = playAll(setup, greedyGame(setup));
    expect(final.over).toBe(true);
    expect(steps.flatMap((s) => s.events).reduce(evolve, initial)).toEqual(final);
  });

  it('applies an event without checking it, and never changes the state it is given', () => {
    const state = scenario({ board: 'A . . b . . . . . . .' });
    const before = structuredClone(state);
    const after = evolve(state, { type: 'moved', player: 0, from: 'A3', to: 'B3' });
    expect(boardOf(after)).toBe(
      board(`
      B . . b . . . . . . .
      `),
    );
    expect(state).toEqual(before);
  });

  it('turns a stigmerian into a pollen on a pollinated event', () => {
    const state = scenario({ board: 'J . . . . . . . . . b' });
    expect(boardOf(evolve(state, { type: 'pollinated', player: 0, cell: 'J10', color: 'blue' }))).toBe(board('J . . . . . . . . . B'));
  });

  it('gives the same state as play for the events play returns', () => {
    const state = scenario({ recruit: { blue: 2 }, bag: ['red', 'yellow', 'blue'] });
    const result = play(state, { type: 'draw', player: 0 });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.events.reduce(evolve, state)).toEqual(result.value.state);
  });
});
