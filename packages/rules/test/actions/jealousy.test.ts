import { describe, expect, it } from 'vitest';
import { legalActions, type Colour, type Command } from '../../src/index.js';
import { scenario } from '../support/ascii.js';
import { expectRejected, run } from '../support/commands.js';
import { seat } from '../support/versus.js';

const jealousy = (target: number): Command => ({ type: 'jealousy', player: 0, target });

const MINE: Colour[] = ['blue', 'blue', 'red', 'yellow', 'yellow'];
const THEIRS: Colour[] = ['green', 'black'];

function position(bag: Colour[] = MINE) {
  const state = scenario({ mode: 'competitive', players: 3, turn: 3, bag, specials: ['jealousy'] });
  return seat(seat(state, 1, { bag: THEIRS }), 2, { bag: ['red'] });
}

describe('R18 Jealousy', () => {
  it('R18 Jealousy: with at least 5 tokens in the bag, before any personal action, the player swaps bags with another, for 1 action', () => {
    const state = position();
    const after = run(state, jealousy(1));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'jealousy', cost: 1 },
      { type: 'bags-swapped', player: 0, with: 1 },
    ]);
    expect(after.state.players[0]!.bag).toEqual(THEIRS);
    expect(after.state.players[1]!.bag).toEqual(MINE);
    expect(after.state.players[2]!.bag).toEqual(['red']);
    expect(after.state.players[0]!.actionsUsed).toBe(1);
  });

  it('R18 Jealousy: once per game, even in a later turn', () => {
    const once = run(position(), jealousy(1));
    expect(once.state.players[0]!.usedThisGame).toEqual(['jealousy']);
    const later = seat({ ...once.state, turn: 4 }, 0, { actionsUsed: 0, usedThisTurn: [], bag: MINE });
    expectRejected(later, jealousy(2), 'action/once-per-game');
    expect(legalActions(later, 0).filter((c) => c.type === 'jealousy')).toEqual([]);
  });

  it('R22: it touches another player, so it is a checkpoint', () => {
    const once = run(position(), jealousy(1));
    expectRejected(once.state, { type: 'undo', player: 0 }, 'undo/checkpoint');
  });

  describe('rejections leave the state untouched', () => {
    const state = position();

    it('R18 Jealousy: not after a personal action of the turn', () => {
      const drawn = run(seat(state, 0, { bag: [...MINE, 'red'] }), { type: 'draw', player: 0 });
      expect(drawn.state.players[0]!.bag).toHaveLength(5);
      expectRejected(drawn.state, jealousy(1), 'jealousy/not-first');
      expect(legalActions(drawn.state, 0).filter((c) => c.type === 'jealousy')).toEqual([]);
    });

    it.each([
      ['R18 Jealousy: 4 tokens in the bag are not enough', position(MINE.slice(1)), jealousy(1), 'jealousy/bag-too-small'],
      ["R18 Jealousy: the other player's bag must not be empty", seat(state, 1, { bag: [] }), jealousy(1), 'jealousy/target-bag-empty'],
      ['R18: another player, not oneself', state, jealousy(0), 'jealousy/self'],
      ['a seat nobody sits on', state, jealousy(3), 'jealousy/no-such-player'],
      ['R14: a player who is out is left alone', seat(state, 2, { status: 'out', outReason: 'empty-bag' }), jealousy(2), 'jealousy/target-out'],
      ['R17: only a player who earned it may play it', seat(state, 0, { specials: [] }), jealousy(1), 'action/not-available'],
      ['R6: it costs 1 action, and none is left', seat(state, 0, { actionsUsed: 3 }), jealousy(1), 'turn/no-actions-left'],
    ])('%s', (_name, position, command, code) => {
      expectRejected(position, command, code);
    });
  });

  it('legalActions lists every other player still in the game whose bag is not empty', () => {
    const state = position();
    expect(legalActions(state, 0).filter((c) => c.type === 'jealousy')).toEqual([jealousy(1), jealousy(2)]);
    expect(legalActions(seat(state, 1, { bag: [] }), 0).filter((c) => c.type === 'jealousy')).toEqual([jealousy(2)]);
    expect(legalActions(position(MINE.slice(1)), 0).filter((c) => c.type === 'jealousy')).toEqual([]);
  });
});
