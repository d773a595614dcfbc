import { describe, expect, it } from 'vitest';
import { legalActions, type Colour, type Command } from '../../src/index.js';
import { scenario } from '../support/ascii.js';
import { expectRejected, run } from '../support/commands.js';
import { seat } from '../support/versus.js';

const sow = (target: number, color: Colour): Command => ({ type: 'sower', player: 0, target, color });

// The schema uses blue, red and green.
const TARGETS = `
  E . . . . R G . . . .
  J . . . . . . . . . B
  `;

function position(options: { actionsUsed?: number } = {}) {
  const state = scenario({ mode: 'competitive', players: 3, turn: 3, targets: TARGETS, actionsUsed: options.actionsUsed, bag: ['blue'], specials: ['sower'] });
  return seat(seat(state, 1, { bag: ['red', 'red', 'yellow'] }), 2, { bag: [] });
}

describe('R18 Sower', () => {
  it("R18 Sower: a new token of a colour the schema does not use goes into another player's bag, which is shuffled, for free", () => {
    const state = position();
    const after = run(state, sow(1, 'black'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'sower', cost: 0 },
      { type: 'bagged', player: 1, colors: ['black'] },
      { type: 'bag-shuffled', player: 1 },
    ]);
    expect([...after.state.players[1]!.bag].sort()).toEqual(['black', 'red', 'red', 'yellow']);
    expect(after.state.players[0]!.bag).toEqual(['blue']);
    expect(after.state.players[0]!.actionsUsed).toBe(0);
  });

  it('R18 Sower: an empty bag may be sown, and with no action left', () => {
    const after = run(position({ actionsUsed: 3 }), sow(2, 'white'));
    expect(after.state.players[2]!.bag).toEqual(['white']);
  });

  it('R18 Sower: once per turn; R22: it shuffles another player\'s bag, so it is a checkpoint', () => {
    const once = run(position(), sow(1, 'yellow'));
    expectRejected(once.state, sow(2, 'yellow'), 'action/once-per-turn');
    expectRejected(once.state, { type: 'undo', player: 0 }, 'undo/checkpoint');
  });

  describe('rejections leave the state untouched', () => {
    const state = position();

    it.each([
      ['R18 Sower (seed): not a colour the schema uses', state, sow(1, 'red'), 'sower/colour-in-schema'],
      ['R18 Sower (seed): the schema uses green', state, sow(1, 'green'), 'sower/colour-in-schema'],
      ["R18: another player's bag, not one's own", state, sow(0, 'black'), 'sower/self'],
      ['a seat nobody sits on', state, sow(5, 'black'), 'sower/no-such-player'],
      ['R14: a player who is out is left alone', seat(state, 1, { status: 'out', outReason: 'empty-bag' }), sow(1, 'black'), 'sower/target-out'],
      ['R17: only a player who earned it may play it', seat(state, 0, { specials: [] }), sow(1, 'black'), 'action/not-available'],
    ])('%s', (_name, position, command, code) => {
      expectRejected(position, command, code);
    });
  });

  it('legalActions lists every other player still in the game with every colour the schema does not use', () => {
    const unused: Colour[] = ['yellow', 'orange', 'violet', 'brown', 'white', 'black'];
    const state = position();
    expect(legalActions(state, 0).filter((c) => c.type === 'sower')).toEqual([...unused.map((c) => sow(1, c)), ...unused.map((c) => sow(2, c))]);
    expect(legalActions(seat(state, 1, { status: 'out', outReason: 'wind' }), 0).filter((c) => c.type === 'sower')).toEqual(unused.map((c) => sow(2, c)));
  });
});
