import { describe, expect, it } from 'vitest';
import { legalActions, type Command } from '../../src/index.js';
import { board, boardOf, scenario, withFlower } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';

const exchange = (a: string, b: string): Command => ({ type: 'exchange', player: 0, cells: [a, b] });

describe('Exchange (R18)', () => {
  it('R18 Exchange: two adjacent stigmerians swap cells', () => {
    const state = scenario({
      flower: 'dentdine',
      turn: 2,
      board: `
      C . . b y . . . . . .
      D . . . r . . . . . .
      `,
    });
    const after = run(state, exchange('C4', 'D4'));
    expect(boardOf(after.state)).toBe(
      board(`
      C . . b r . . . . . .
      D . . . y . . . . . .
      `),
    );
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'exchange', cost: 1 },
      { type: 'swapped', player: 0, cells: ['C4', 'D4'] },
    ]);
  });

  it('R16: Exchange costs 1 action on DentDîne and 2 on InspirActrice', () => {
    const position = 'C . . b y . . . . . .';
    const own = run(scenario({ flower: 'dentdine', turn: 2, board: position }), exchange('C3', 'C4'));
    expect(own.state.players[0]!.actionsUsed).toBe(1);
    const inspir = run(scenario({ flower: 'inspiractrice', turn: 2, board: position }), exchange('C3', 'C4'));
    expect(inspir.state.players[0]!.actionsUsed).toBe(2);
    expect(inspir.events[0]).toEqual({ type: 'acted', player: 0, action: 'exchange', cost: 2 });
    expect(boardOf(inspir.state)).toBe(board('C . . y b . . . . . .'));
  });

  it('R4 after Exchange: both swapped tokens become pollen when each lands on a target of its colour', () => {
    const state = scenario({
      flower: 'dentdine',
      turn: 2,
      targets: `
      C . . Y B . . . . . .
      J . . . . . . . . . B
      `,
      board: `
      C . . b y . . . . . .
      `,
    });
    const after = run(state, exchange('C3', 'C4'));
    expect(boardOf(after.state)).toBe(board('C . . Y B . . . . . .'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'exchange', cost: 1 },
      { type: 'swapped', player: 0, cells: ['C3', 'C4'] },
      { type: 'pollinated', player: 0, cell: 'C3', color: 'yellow' },
      { type: 'pollinated', player: 0, cell: 'C4', color: 'blue' },
    ]);
  });

  describe('rejections leave the state untouched', () => {
    const state = scenario({
      flower: 'dentdine',
      turn: 2,
      targets: `
      D . . . . . B . . . .
      J . . . . . . . . . B
      `,
      board: `
      C . . b y . r . . . .
      D . . . . . B . . . .
      `,
    });

    it.each([
      ['R4: a pollen never moves', exchange('C6', 'D6'), 'exchange/not-stigmerians'],
      ['R18: an empty cell is not a stigmerian', exchange('C4', 'C5'), 'exchange/not-stigmerians'],
      ['R1: diagonal cells are not adjacent', exchange('C4', 'D5'), 'exchange/not-adjacent'],
      ['R1: cells two apart are not adjacent', exchange('C4', 'C6'), 'exchange/not-adjacent'],
      ['a cell off the board', exchange('C4', 'C44'), 'command/malformed'],
    ])('%s', (_name, command, code) => {
      expectRejected(state, command, code);
    });

    it('R16: Exchange is not an action of VertigHaineuse', () => {
      expectRejected(withFlower(state, 'vertighaineuse'), exchange('C3', 'C4'), 'action/not-available');
    });

    it('R6/R16: on InspirActrice it costs 2, more than the 1 action left', () => {
      const inspir = scenario({ flower: 'inspiractrice', turn: 3, actionsUsed: 2, board: 'C . . b y . . . . . .' });
      expectRejected(inspir, exchange('C3', 'C4'), 'turn/no-actions-left');
    });
  });

  it('legalActions lists every pair of adjacent stigmerians, same colour included (as BGA), in either order, in reading order of the first cell', () => {
    const state = scenario({
      flower: 'dentdine',
      turn: 2,
      targets: `
      D . . . B . . . . . .
      J . . . . . . . . . B
      `,
      board: `
      C . . b b r . . . . .
      D . . y B . . . . . .
      `,
    });
    expect(legalActions(state, 0).filter((c) => c.type === 'exchange')).toEqual([
      exchange('C3', 'C4'),
      exchange('C3', 'D3'),
      exchange('C4', 'C3'),
      exchange('C4', 'C5'),
      exchange('C5', 'C4'),
      exchange('D3', 'C3'),
    ]);
  });
});
