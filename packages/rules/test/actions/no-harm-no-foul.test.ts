import { describe, expect, it } from 'vitest';
import { legalActions, type Command, type Primary } from '../../src/index.js';
import { board, boardOf, scenario } from '../support/ascii.js';
import { expectRejected, run } from '../support/commands.js';
import { recruitOf } from '../support/versus.js';

const nhnf = (from: Primary, to: Primary): Command => ({ type: 'no-harm-no-foul', player: 0, from, to });
const POSITION = 'C . . b . . . . . . .';

function position(recruit: Record<string, number>, turn = 3) {
  return scenario({ mode: 'competitive', turn, board: POSITION, recruit, specials: ['no-harm-no-foul'] });
}

describe('R18 No harm no foul', () => {
  it('R18 No harm no foul: 4 recruit-zone tokens of one primary become another primary, for 1 action; the board is unchanged', () => {
    const state = position({ blue: 5, red: 1 });
    const after = run(state, nhnf('blue', 'yellow'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'no-harm-no-foul', cost: 1 },
      { type: 'recruit-changed', player: 0, from: 'blue', to: 'yellow', count: 4 },
    ]);
    expect(boardOf(after.state)).toBe(board(POSITION));
    const p = after.state.players[0]!;
    expect(p.recruit).toEqual(recruitOf({ blue: 1, yellow: 4, red: 1 }));
    expect(p.actionsUsed).toBe(1);
    expect(p.jokerUsed).toBe(false);
  });

  it('R18 No harm no foul: unlike the joker it may be played again, in the same turn, while actions last', () => {
    const state = position({ red: 8 });
    const once = run(state, nhnf('red', 'blue'));
    const twice = run(once.state, nhnf('red', 'yellow'));
    expect(twice.state.players[0]!.recruit).toEqual(recruitOf({ blue: 4, yellow: 4 }));
    expect(twice.state.players[0]!.actionsUsed).toBe(2);
    const third = run(twice.state, nhnf('blue', 'red'));
    expect(third.state.players[0]!.actionsUsed).toBe(3);
    expectRejected(third.state, nhnf('yellow', 'red'), 'turn/no-actions-left');
  });

  it('R22: it reveals nothing, so undo gives it back', () => {
    const state = position({ blue: 4 });
    const played = run(state, nhnf('blue', 'red'));
    const undone = run(played.state, { type: 'undo', player: 0 });
    expect(undone.state.players[0]).toEqual(state.players[0]);
  });

  describe('rejections leave the state untouched', () => {
    const state = position({ blue: 4, yellow: 3, green: 4 });

    it.each([
      ['R18: only 3 yellow in the recruit zone', nhnf('yellow', 'red'), 'no-harm-no-foul/not-enough'],
      ['R18: the colour must change', nhnf('blue', 'blue'), 'no-harm-no-foul/same-colour'],
      ['R18: secondaries are not changed', { type: 'no-harm-no-foul', player: 0, from: 'green', to: 'blue' }, 'command/malformed'],
      ['R18: nor given', { type: 'no-harm-no-foul', player: 0, from: 'blue', to: 'violet' }, 'command/malformed'],
    ])('%s', (_name, command, code) => {
      expectRejected(state, command, code);
    });

    it('R17: only a player who earned it may play it', () => {
      expectRejected(scenario({ mode: 'competitive', turn: 3, board: POSITION, recruit: { blue: 4 } }), nhnf('blue', 'red'), 'action/not-available');
    });

    it('R6: it costs 1 action, and none is left', () => {
      expectRejected(scenario({ mode: 'competitive', turn: 1, actionsUsed: 1, recruit: { blue: 4 }, specials: ['no-harm-no-foul'] }), nhnf('blue', 'red'), 'turn/no-actions-left');
    });
  });

  it('legalActions lists each primary with at least 4 tokens towards each other primary', () => {
    const state = position({ blue: 4, yellow: 3, red: 5, orange: 6 });
    expect(legalActions(state, 0).filter((c) => c.type === 'no-harm-no-foul')).toEqual([
      nhnf('blue', 'yellow'),
      nhnf('blue', 'red'),
      nhnf('red', 'blue'),
      nhnf('red', 'yellow'),
    ]);
  });
});
