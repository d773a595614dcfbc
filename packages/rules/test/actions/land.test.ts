import { describe, expect, it } from 'vitest';
import { legalActions, type Colour, type Command } from '../../src/index.js';
import { board, boardOf, scenario } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';

const land = (color: Colour, to: string): Command => ({ type: 'land', player: 0, color, to });

const POSITION = `
  C . . b . . . . . . .
  `;

describe('Land (R8)', () => {
  it('R8 Land: a recruit-zone token goes to an empty cell next to a token', () => {
    const state = scenario({ flower: 'maronne', turn: 2, board: POSITION, recruit: { red: 2 } });
    const after = run(state, land('red', 'D3'));
    expect(boardOf(after.state)).toBe(
      board(`
      C . . b . . . . . . .
      D . . r . . . . . . .
      `),
    );
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'land', cost: 1 },
      { type: 'landed', player: 0, color: 'red', cell: 'D3' },
    ]);
    expect(after.state.players[0]!.recruit.red).toBe(1);
    expect(after.state.players[0]!.actionsUsed).toBe(1);
  });

  it('R8 Land: on an empty board the token lands on line A, any column', () => {
    const state = scenario({ flower: 'maronne', turn: 1, board: '', recruit: { yellow: 1 } });
    expect(boardOf(run(state, land('yellow', 'A10')).state)).toBe(board('A . . . . . . . . . y'));
  });

  it('R8 Land: a pollen is a token, so a cell next to it is a landing cell', () => {
    const state = scenario({
      flower: 'maronne',
      turn: 1,
      targets: 'F . . . . . R . . . .\nJ . . . . . . . . . B',
      board: 'F . . . . . R . . . .',
      recruit: { blue: 1 },
    });
    expect(boardOf(run(state, land('blue', 'G6')).state)).toBe(
      board(`
      F . . . . . R . . . .
      G . . . . . b . . . .
      `),
    );
  });

  it('R4 after Land: a token landing on a target of its colour is a pollen at once; another colour is not', () => {
    const state = scenario({
      flower: 'maronne',
      turn: 2,
      targets: `
      C . . . R . . . . . .
      D . . R . . . . . . .
      J . . . . . . . . . B
      `,
      board: POSITION,
      recruit: { red: 1, yellow: 1 },
    });
    const red = run(state, land('red', 'C4'));
    expect(red.events).toEqual([
      { type: 'acted', player: 0, action: 'land', cost: 1 },
      { type: 'landed', player: 0, color: 'red', cell: 'C4' },
      { type: 'pollinated', player: 0, cell: 'C4', color: 'red' },
    ]);
    const yellow = run(red.state, land('yellow', 'D3'));
    expect(boardOf(yellow.state)).toBe(
      board(`
      C . . b R . . . . . .
      D . . y . . . . . . .
      `),
    );
  });

  it('R16: Land is a basic action and costs 1 even on InspirActrice', () => {
    const after = run(scenario({ flower: 'inspiractrice', turn: 1, board: POSITION, recruit: { red: 1 } }), land('red', 'B3'));
    expect(after.state.players[0]!.actionsUsed).toBe(1);
  });

  describe('rejections leave the state untouched', () => {
    const state = scenario({ flower: 'maronne', turn: 2, board: POSITION, recruit: { red: 1 } });

    it.each([
      ['R8: the colour is not in the recruit zone', land('blue', 'D3'), 'land/not-in-recruit-zone'],
      ['R8: the cell must be empty', land('red', 'C3'), 'land/occupied'],
      ['R1/R8: a diagonal neighbour is not adjacent', land('red', 'D4'), 'land/not-adjacent'],
      ['R8: far from every token', land('red', 'H8'), 'land/not-adjacent'],
      ['R2: there is no pink', { type: 'land', player: 0, color: 'pink', to: 'D3' }, 'command/malformed'],
      ['a cell off the board', land('red', 'K3'), 'command/malformed'],
    ])('%s', (_name, command, code) => {
      expectRejected(state, command, code);
    });

    it('R8: on an empty board, not off line A', () => {
      expectRejected(scenario({ flower: 'maronne', turn: 2, board: '', recruit: { red: 1 } }), land('red', 'B1'), 'land/not-first-line');
    });

    it('R6: no action left in the turn', () => {
      expectRejected({ ...state, players: [{ ...state.players[0]!, actionsUsed: 2 }] }, land('red', 'D3'), 'turn/no-actions-left');
    });
  });

  it('legalActions lists every landing cell with every recruit-zone colour, cell by cell in reading order', () => {
    const state = scenario({ flower: 'maronne', turn: 2, board: POSITION, recruit: { red: 2, blue: 1 } });
    expect(legalActions(state, 0).filter((c) => c.type === 'land')).toEqual([
      land('blue', 'B3'),
      land('red', 'B3'),
      land('blue', 'C2'),
      land('red', 'C2'),
      land('blue', 'C4'),
      land('red', 'C4'),
      land('blue', 'D3'),
      land('red', 'D3'),
    ]);
    const empty = scenario({ flower: 'maronne', turn: 1, board: '', recruit: { green: 1 } });
    expect(legalActions(empty, 0).filter((c) => c.type === 'land')).toEqual(
      ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10'].map((cell) => land('green', cell)),
    );
    expect(legalActions(scenario({ flower: 'maronne', turn: 2, board: POSITION, recruit: {} }), 0).filter((c) => c.type === 'land')).toEqual([]);
  });
});
