import { describe, expect, it } from 'vitest';
import { outcome, play } from '../src/index.js';
import { greedyGame, playAll, twoBlues } from './support/games.js';
import { scenario } from './support/ascii.js';

describe('outcome', () => {
  it('is null while the game is being played', () => {
    expect(outcome(scenario())).toBeNull();
  });

  it('ranks a solo winner first with the score broken down (R15)', () => {
    const setup = { schema: twoBlues, mode: 'normal' as const, players: 1, seed: 'outcome' };
    const { final } = playAll(setup, greedyGame(setup));
    const result = outcome(final)!;
    const me = result.ranking[0]!;
    expect(result.winners).toEqual([0]);
    expect(me.reason).toBe('fulfilled');
    const t = me.finished!.turn;
    const later = Array.from({ length: 10 - t }, (_, k) => Math.min(t + 1 + k, 10)).reduce((a, b) => a + b, 0);
    const recruit = Object.values(final.players[0]!.recruit).reduce((a, b) => a + b, 0);
    expect(me.score).toEqual({
      level: 5,
      unusedActions: Math.min(t, 10) - me.finished!.actions,
      laterTurns: later,
      recruit,
      joker: 0,
      lateTurns: 0,
      failure: 0,
      total: 5 + Math.min(t, 10) - me.finished!.actions + later + recruit,
    });
  });

  it('gives −1 to a player who did not fulfil the schema in time, and names the reason', () => {
    let state = scenario();
    for (let turn = 1; turn <= 10; turn++) {
      const r = play(state, { type: 'end-turn', player: 0 });
      if (!r.ok) throw new Error(r.error.code);
      state = r.value.state;
    }
    expect(state.over).toBe(true);
    const result = outcome(state)!;
    expect(result.winners).toEqual([]);
    expect(result.ranking).toEqual([
      {
        player: 0,
        name: 'Player 1',
        rank: 1,
        reason: 'time',
        finished: null,
        score: { level: 0, unusedActions: 0, laterTurns: 0, recruit: 0, joker: 0, lateTurns: 0, failure: -1, total: -1 },
      },
    ]);
  });
});
