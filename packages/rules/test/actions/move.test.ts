import { describe, expect, it } from 'vitest';
import { legalActions, type Command } from '../../src/index.js';
import { board, boardOf, scenario } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';

const move = (from: string, to: string): Command => ({ type: 'move', player: 0, from, to });

const POSITION = `
  C . . b r . . . . . .
  J . . . y . . . . . .
  `;

describe('Move (R8)', () => {
  it('R8 Move: one stigmerian makes one orthogonal step to an empty cell', () => {
    const state = scenario({ flower: 'maronne', turn: 2, board: POSITION });
    const after = run(state, move('C4', 'D4'));
    expect(boardOf(after.state)).toBe(
      board(`
      C . . b . . . . . . .
      D . . . r . . . . . .
      J . . . y . . . . . .
      `),
    );
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'move', cost: 1 },
      { type: 'moved', player: 0, from: 'C4', to: 'D4' },
    ]);
  });

  it('R8 Move: a stigmerian on row J may leave the board on purpose; it goes to the box, with no loss', () => {
    const state = scenario({ flower: 'maronne', turn: 2, board: POSITION });
    const after = run(state, move('J4', 'off'));
    expect(boardOf(after.state)).toBe(board('C . . b r . . . . . .'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'move', cost: 1 },
      { type: 'exited', player: 0, from: 'J4', color: 'yellow' },
    ]);
    const p = after.state.players[0]!;
    expect(p.status).toBe('playing');
    expect(p.recruit).toEqual(state.players[0]!.recruit);
    expect(p.bag).toEqual(state.players[0]!.bag);
  });

  it('R4 after Move: a stigmerian stepping onto a target of its colour becomes pollen', () => {
    const state = scenario({
      flower: 'maronne',
      turn: 2,
      targets: `
      B . . B . . . . . . .
      J . . . . . . . . . B
      `,
      board: POSITION,
    });
    const after = run(state, move('C3', 'B3'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'move', cost: 1 },
      { type: 'moved', player: 0, from: 'C3', to: 'B3' },
      { type: 'pollinated', player: 0, cell: 'B3', color: 'blue' },
    ]);
    expect(boardOf(after.state)).toBe(
      board(`
      B . . B . . . . . . .
      C . . . r . . . . . .
      J . . . y . . . . . .
      `),
    );
  });

  it('R16: Move is a basic action and costs 1 even on InspirActrice', () => {
    const after = run(scenario({ flower: 'inspiractrice', turn: 1, board: POSITION }), move('C3', 'C2'));
    expect(after.state.players[0]!.actionsUsed).toBe(1);
  });

  describe('rejections leave the state untouched', () => {
    const state = scenario({
      flower: 'maronne',
      turn: 2,
      targets: `
      E . . . . . . . . . G
      J . . . . . . . . . B
      `,
      board: `
      C . . b r . . . . . .
      E . . . . . . . . . G
      J . . . y . . . . . .
      `,
    });

    it.each([
      ['R4: a pollen never moves', move('E10', 'E9'), 'move/not-a-stigmerian'],
      ['an empty cell holds no stigmerian', move('D4', 'E4'), 'move/not-a-stigmerian'],
      ['R8: no diagonal step', move('C4', 'D5'), 'move/not-adjacent'],
      ['R8: one step only', move('C4', 'C6'), 'move/not-adjacent'],
      ['R8: the cell must be empty', move('C4', 'C3'), 'move/occupied'],
      ['R8: only row J leads off the board in discovery and normal', move('C3', 'off'), 'move/no-exit'],
      ['R8: not off through the left edge either', move('C3', 'C0'), 'command/malformed'],
    ])('%s', (_name, command, code) => {
      expectRejected(state, command, code);
    });

    it('R6: no action left in the turn', () => {
      expectRejected({ ...state, players: [{ ...state.players[0]!, actionsUsed: 2 }] }, move('C4', 'D4'), 'turn/no-actions-left');
    });
  });

  it('legalActions lists every empty orthogonal neighbour of every stigmerian, and off from row J', () => {
    const state = scenario({
      flower: 'maronne',
      turn: 2,
      targets: `
      E . . . . . . . . . G
      J . . . . . . . . . B
      `,
      board: `
      A r . . . . . . . . .
      C . . b r . . . . . .
      E . . . . . . . . . G
      J . . . y . . . . . .
      `,
    });
    expect(legalActions(state, 0).filter((c) => c.type === 'move')).toEqual([
      move('A1', 'A2'),
      move('A1', 'B1'),
      move('C3', 'B3'),
      move('C3', 'C2'),
      move('C3', 'D3'),
      move('C4', 'B4'),
      move('C4', 'C5'),
      move('C4', 'D4'),
      move('J4', 'I4'),
      move('J4', 'J3'),
      move('J4', 'J5'),
      move('J4', 'off'),
    ]);
  });
});
