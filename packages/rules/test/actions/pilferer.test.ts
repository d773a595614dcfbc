import { describe, expect, it } from 'vitest';
import { legalActions, type Command } from '../../src/index.js';
import { scenario } from '../support/ascii.js';
import { expectRejected, run } from '../support/commands.js';
import { recruitOf, seat } from '../support/versus.js';

const pilfer = (target: number): Command => ({ type: 'pilferer', player: 0, target });

/** Three players; player 1's bag is blue, red, yellow from the bottom: yellow is on top. */
function position(options: { actionsUsed?: number } = {}) {
  let state = scenario({ mode: 'competitive', players: 3, turn: 3, actionsUsed: options.actionsUsed, recruit: { red: 1 }, bag: ['blue'], specials: ['pilferer'] });
  state = seat(state, 1, { bag: ['blue', 'red', 'yellow'] });
  return seat(state, 2, { bag: ['green'] });
}

describe('R18 Pilferer', () => {
  it("R18 Pilferer: the top token of another player's bag goes to the player's recruit zone, for free", () => {
    const state = position();
    const after = run(state, pilfer(1));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'pilferer', cost: 0 },
      { type: 'pilfered', player: 0, from: 1, color: 'yellow' },
    ]);
    expect(after.state.players[0]!.recruit).toEqual(recruitOf({ red: 1, yellow: 1 }));
    expect(after.state.players[0]!.bag).toEqual(['blue']);
    expect(after.state.players[1]!.bag).toEqual(['blue', 'red']);
    expect(after.state.players[1]!.recruit).toEqual(state.players[1]!.recruit);
    expect(after.state.players[0]!.actionsUsed).toBe(0);
  });

  it('R18 Pilferer: free, so it may be played with no action left', () => {
    const after = run(position({ actionsUsed: 3 }), pilfer(2));
    expect(after.state.players[0]!.recruit.green).toBe(1);
    expect(after.state.players[2]!.bag).toEqual([]);
  });

  it('R18 Pilferer: once per turn; R22: it reveals a token of another player, so it is a checkpoint', () => {
    const once = run(position(), pilfer(1));
    expectRejected(once.state, pilfer(2), 'action/once-per-turn');
    expectRejected(once.state, { type: 'undo', player: 0 }, 'undo/checkpoint');
    expect(legalActions(once.state, 0).filter((c) => c.type === 'pilferer')).toEqual([]);
  });

  describe('rejections leave the state untouched', () => {
    const state = position();

    it.each([
      ["R18: another player's bag, not one's own", state, pilfer(0), 'pilferer/self'],
      ['a seat nobody sits on', state, pilfer(4), 'pilferer/no-such-player'],
      ['R18: the bag must not be empty', seat(state, 1, { bag: [] }), pilfer(1), 'pilferer/empty-bag'],
      ['R14: a player who is out is left alone', seat(state, 1, { status: 'out', outReason: 'empty-bag' }), pilfer(1), 'pilferer/target-out'],
      ['R17: only a player who earned it may play it', seat(state, 0, { specials: [] }), pilfer(1), 'action/not-available'],
    ])('%s', (_name, position, command, code) => {
      expectRejected(position, command, code);
    });
  });

  it('legalActions lists every other player still in the game whose bag is not empty, in seat order', () => {
    const state = position();
    expect(legalActions(state, 0).filter((c) => c.type === 'pilferer')).toEqual([pilfer(1), pilfer(2)]);
    expect(legalActions(seat(state, 1, { bag: [] }), 0).filter((c) => c.type === 'pilferer')).toEqual([pilfer(2)]);
    expect(legalActions(seat(state, 2, { status: 'out', outReason: 'wind' }), 0).filter((c) => c.type === 'pilferer')).toEqual([pilfer(1)]);
  });
});
