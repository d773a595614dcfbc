import { describe, expect, it } from 'vitest';
import { legalActions, type Command, type Primary } from '../../src/index.js';
import { board, boardOf, scenario } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';

const joker = (from: Primary, to: Primary): Command => ({ type: 'joker', player: 0, from, to });
const POSITION = 'C . . b . . . . . . .';

describe('Joker (R9)', () => {
  it('R9 Joker: 4 recruit-zone tokens of one primary become 4 of another, for free; the board is unchanged', () => {
    const state = scenario({ flower: 'maronne', turn: 2, board: POSITION, recruit: { blue: 5, red: 1 } });
    const after = run(state, joker('blue', 'yellow'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'joker', cost: 0 },
      { type: 'joker-played', player: 0, from: 'blue', to: 'yellow' },
    ]);
    expect(boardOf(after.state)).toBe(board(POSITION));
    const p = after.state.players[0]!;
    expect(p.recruit).toEqual({ blue: 1, yellow: 4, red: 1, orange: 0, green: 0, violet: 0, brown: 0, white: 0, black: 0 });
    expect(p.actionsUsed).toBe(0);
    expect(p.jokerUsed).toBe(true);
  });

  it('R9 Joker: free, so it may be played with no action left', () => {
    const state = scenario({ flower: 'maronne', turn: 2, actionsUsed: 2, board: POSITION, recruit: { red: 4 } });
    const after = run(state, joker('red', 'blue'));
    expect(after.state.players[0]!.recruit.blue).toBe(4);
    expect(after.state.players[0]!.actionsUsed).toBe(2);
  });

  it('R9 Joker: once per game, even in a later turn', () => {
    const state = scenario({ flower: 'maronne', turn: 2, board: POSITION, recruit: { red: 8 } });
    const once = run(state, joker('red', 'blue'));
    expectRejected(once.state, joker('red', 'yellow'), 'joker/used');
    const nextTurn = run(once.state, { type: 'end-turn', player: 0 });
    expect(nextTurn.state.turn).toBe(3);
    expectRejected(nextTurn.state, joker('blue', 'yellow'), 'joker/used');
    expect(legalActions(nextTurn.state, 0).filter((c) => c.type === 'joker')).toEqual([]);
  });

  it('R22: the joker reveals nothing, so undo gives it back', () => {
    const state = scenario({ flower: 'maronne', turn: 2, board: POSITION, recruit: { red: 4 } });
    const played = run(state, joker('red', 'blue'));
    const undone = run(played.state, { type: 'undo', player: 0 });
    expect(undone.state.players[0]).toEqual(state.players[0]);
  });

  describe('rejections leave the state untouched', () => {
    const state = scenario({ flower: 'maronne', turn: 2, board: POSITION, recruit: { blue: 4, yellow: 3, green: 4 } });

    it.each([
      ['R9: only 3 yellow in the recruit zone', joker('yellow', 'red'), 'joker/not-enough'],
      ['R9: the colour must change', joker('blue', 'blue'), 'joker/same-colour'],
      // The command schema names primaries only, so a secondary is a malformed joker command.
      ['R9: secondaries are not exchanged', { type: 'joker', player: 0, from: 'green', to: 'blue' }, 'command/malformed'],
      ['R9: nor given', { type: 'joker', player: 0, from: 'blue', to: 'violet' }, 'command/malformed'],
    ])('%s', (_name, command, code) => {
      expectRejected(state, command, code);
    });

    it('R9: a game may be played without the joker', () => {
      expectRejected({ ...state, options: { joker: false } }, joker('blue', 'red'), 'joker/disabled');
      expect(legalActions({ ...state, options: { joker: false } }, 0).filter((c) => c.type === 'joker')).toEqual([]);
    });

    it('R18: not while a decision is pending', () => {
      const pending = scenario({ flower: 'sifflochamp', turn: 2, board: 'C . . k k . . . . . .', recruit: { blue: 4 } });
      const picked = run(pending, { type: 'half-note', player: 0, cells: ['C3', 'C4'] });
      expectRejected(picked.state, joker('blue', 'red'), 'decision/pending');
    });
  });

  it('legalActions lists each primary with at least 4 tokens towards each other primary', () => {
    const state = scenario({ flower: 'maronne', turn: 2, board: POSITION, recruit: { blue: 4, yellow: 3, red: 5, orange: 6 } });
    expect(legalActions(state, 0).filter((c) => c.type === 'joker')).toEqual([
      joker('blue', 'yellow'),
      joker('blue', 'red'),
      joker('red', 'blue'),
      joker('red', 'yellow'),
    ]);
  });
});
