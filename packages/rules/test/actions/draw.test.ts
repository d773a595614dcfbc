import { describe, expect, it } from 'vitest';
import { legalActions, type Command } from '../../src/index.js';
import { board, boardOf, scenario } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';

const draw: Command = { type: 'draw', player: 0 };
const POSITION = 'C . . b . . . . . . .';

describe('Draw (R8)', () => {
  it('R8 Draw: the top token of the bag (its last colour) goes to the recruit zone; the board is unchanged', () => {
    const state = scenario({ flower: 'vertighaineuse', turn: 2, board: POSITION, recruit: { blue: 1 }, bag: ['red', 'yellow'] });
    const after = run(state, draw);
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'draw', cost: 1 },
      { type: 'drawn', player: 0, color: 'yellow' },
    ]);
    expect(boardOf(after.state)).toBe(board(POSITION));
    const p = after.state.players[0]!;
    expect(p.bag).toEqual(['red']);
    expect(p.recruit).toEqual({ blue: 1, yellow: 1, red: 0, orange: 0, green: 0, violet: 0, brown: 0, white: 0, black: 0 });
    expect(p.actionsUsed).toBe(1);
  });

  it('R16: Draw is a basic action and costs 1 even on InspirActrice', () => {
    const after = run(scenario({ flower: 'inspiractrice', turn: 1, board: POSITION, bag: ['red'] }), draw);
    expect(after.state.players[0]!.actionsUsed).toBe(1);
    expect(after.events[0]).toEqual({ type: 'acted', player: 0, action: 'draw', cost: 1 });
  });

  it('R6: Draw may be repeated while actions are left, then no more', () => {
    const state = scenario({ flower: 'maronne', turn: 2, board: POSITION, recruit: {}, bag: ['blue', 'red', 'yellow'] });
    const twice = run(run(state, draw).state, draw);
    expect(twice.state.players[0]!.recruit.red).toBe(1);
    expect(twice.state.players[0]!.recruit.yellow).toBe(1);
    expectRejected(twice.state, draw, 'turn/no-actions-left');
  });

  it('R22: a Draw reveals the bag, so it is a checkpoint that undo cannot go back past', () => {
    const state = scenario({ flower: 'maronne', turn: 3, board: POSITION, recruit: {}, bag: ['blue', 'red'] });
    const moved = run(state, { type: 'move', player: 0, from: 'C3', to: 'C4' });
    const drawn = run(moved.state, draw);
    expectRejected(drawn.state, { type: 'undo', player: 0 }, 'undo/checkpoint');
    const landed = run(drawn.state, { type: 'land', player: 0, color: 'red', to: 'C5' });
    const undone = run(landed.state, { type: 'undo', player: 0 });
    expect(undone.state.players[0]).toEqual(drawn.state.players[0]);
    expectRejected(undone.state, { type: 'undo', player: 0 }, 'undo/checkpoint');
  });

  describe('rejections leave the state untouched', () => {
    it('R8: drawing from an empty bag is illegal, and does not put the player out', () => {
      const state = scenario({ flower: 'maronne', turn: 2, board: POSITION, bag: [] });
      expectRejected(state, draw, 'draw/empty-bag');
      expect(state.players[0]!.status).toBe('playing');
    });

    it('R6: no action left in the turn', () => {
      expectRejected(scenario({ flower: 'maronne', turn: 2, actionsUsed: 2, board: POSITION, bag: ['red'] }), draw, 'turn/no-actions-left');
    });

    it('R18: not while a decision is pending', () => {
      const state = scenario({ flower: 'sifflochamp', turn: 2, board: 'C . . k k . . . . . .', bag: ['red'] });
      const picked = run(state, { type: 'half-note', player: 0, cells: ['C3', 'C4'] });
      expectRejected(picked.state, draw, 'decision/pending');
    });
  });

  it('legalActions lists one draw while the bag holds a token and an action is left', () => {
    const state = scenario({ flower: 'maronne', turn: 2, board: POSITION, recruit: {}, bag: ['red'] });
    expect(legalActions(state, 0).filter((c) => c.type === 'draw')).toEqual([draw]);
    expect(legalActions({ ...state, players: [{ ...state.players[0]!, bag: [] }] }, 0).filter((c) => c.type === 'draw')).toEqual([]);
    expect(legalActions({ ...state, players: [{ ...state.players[0]!, actionsUsed: 2 }] }, 0).filter((c) => c.type === 'draw')).toEqual([]);
  });
});
