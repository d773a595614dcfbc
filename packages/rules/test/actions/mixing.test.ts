import { describe, expect, it } from 'vitest';
import { legalActions, type Command } from '../../src/index.js';
import { board, boardOf, scenario, withFlower } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';

const mixing = (a: string, b: string): Command => ({ type: 'mixing', player: 0, cells: [a, b] });

describe('Mixing (R18)', () => {
  it('R18 Mixing: two adjacent primaries of different colours both become their secondary', () => {
    const state = scenario({
      flower: 'vertighaineuse',
      turn: 2,
      board: `
      C . . b y . . . . . .
      `,
    });
    const after = run(state, mixing('C3', 'C4'));
    expect(boardOf(after.state)).toBe(
      board(`
      C . . g g . . . . . .
      `),
    );
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'mixing', cost: 1 },
      { type: 'recoloured', player: 0, cell: 'C3', color: 'green' },
      { type: 'recoloured', player: 0, cell: 'C4', color: 'green' },
    ]);
  });

  it.each([
    ['blue', 'b', 'red', 'r', 'v'],
    ['red', 'r', 'yellow', 'y', 'o'],
    ['yellow', 'y', 'blue', 'b', 'g'],
  ])('R18 Mixing: %s above %s (vertical pair) gives the secondary of the pair', (_a, top, _b, bottom, secondary) => {
    const state = scenario({
      flower: 'vertighaineuse',
      turn: 2,
      board: `
      E . . . . ${top} . . . . .
      F . . . . ${bottom} . . . . .
      `,
    });
    const after = run(state, mixing('E5', 'F5'));
    expect(boardOf(after.state)).toBe(
      board(`
      E . . . . ${secondary} . . . . .
      F . . . . ${secondary} . . . . .
      `),
    );
  });

  it('R16: Mixing costs 1 action on VertigHaineuse and 2 on InspirActrice', () => {
    const position = `
      A r b . . . . . . . .
      `;
    const own = run(scenario({ flower: 'vertighaineuse', turn: 3, board: position }), mixing('A1', 'A2'));
    expect(own.state.players[0]!.actionsUsed).toBe(1);
    const inspir = run(scenario({ flower: 'inspiractrice', turn: 3, board: position }), mixing('A1', 'A2'));
    expect(inspir.state.players[0]!.actionsUsed).toBe(2);
    expect(inspir.events[0]).toEqual({ type: 'acted', player: 0, action: 'mixing', cost: 2 });
    expect(boardOf(inspir.state)).toBe(boardOf(own.state));
  });

  it('R4 after Mixing: a token whose new colour matches its target becomes pollen, the other stays a stigmerian', () => {
    const state = scenario({
      flower: 'vertighaineuse',
      turn: 2,
      targets: `
      C . . O . . . . . . .
      J . . . . . . . . . B
      `,
      board: `
      C . . r y . . . . . .
      `,
    });
    const after = run(state, mixing('C3', 'C4'));
    expect(boardOf(after.state)).toBe(
      board(`
      C . . O o . . . . . .
      `),
    );
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'mixing', cost: 1 },
      { type: 'recoloured', player: 0, cell: 'C3', color: 'orange' },
      { type: 'recoloured', player: 0, cell: 'C4', color: 'orange' },
      { type: 'pollinated', player: 0, cell: 'C3', color: 'orange' },
    ]);
  });

  it('R18 Mixing is not limited per turn: two Mixings in one turn', () => {
    const state = scenario({
      flower: 'vertighaineuse',
      turn: 2,
      board: `
      A b y . . . . . . . .
      B r b . . . . . . . .
      `,
    });
    const first = run(state, mixing('A1', 'A2'));
    const second = run(first.state, mixing('B1', 'B2'));
    expect(boardOf(second.state)).toBe(
      board(`
      A g g . . . . . . . .
      B v v . . . . . . . .
      `),
    );
    expect(second.state.players[0]!.actionsUsed).toBe(2);
  });

  describe('rejections leave the state untouched', () => {
    const state = scenario({
      flower: 'vertighaineuse',
      turn: 2,
      targets: `
      D . . . B . . . . . .
      J . . . . . . . . . B
      `,
      board: `
      C . . b y b . g . . .
      D . . r B . . b . . .
      `,
    });

    it.each([
      ['R1: a diagonal pair is not adjacent', mixing('C3', 'D4'), 'mixing/not-adjacent'],
      ['R1: two cells apart are not adjacent', mixing('C3', 'C5'), 'mixing/not-adjacent'],
      ['R4: a pollen never changes colour', mixing('C4', 'D4'), 'mixing/not-stigmerians'],
      ['an empty cell holds no stigmerian', mixing('C5', 'C6'), 'mixing/not-stigmerians'],
      ['R18: a secondary does not mix', mixing('C7', 'D7'), 'mixing/not-primary'],
      ['R18: a primary and a secondary do not mix, in either order', mixing('D7', 'C7'), 'mixing/not-primary'],
      ['a cell off the board', mixing('C3', 'C0'), 'command/malformed'],
      ['a single cell', { type: 'mixing', player: 0, cells: ['C3'] }, 'command/malformed'],
    ])('%s', (_name, command, code) => {
      expectRejected(state, command, code);
    });

    it('R18: two blue stigmerians have no secondary', () => {
      const blues = scenario({
        flower: 'vertighaineuse',
        turn: 2,
        board: `
        C . . b b . . . . . .
        `,
      });
      expectRejected(blues, mixing('C3', 'C4'), 'mixing/same-colour');
    });

    it('R16: Mixing is not an action of MarOnne', () => {
      expectRejected(withFlower(state, 'maronne'), mixing('C3', 'C4'), 'action/not-available');
    });

    it('R6/R16: on InspirActrice in turn 1 its cost of 2 is more than the 1 action of the turn', () => {
      const inspir = scenario({ flower: 'inspiractrice', turn: 1, board: 'C . . b y . . . . . .' });
      expectRejected(inspir, mixing('C3', 'C4'), 'turn/no-actions-left');
    });

    it('R6: no action left in the turn', () => {
      expectRejected({ ...state, players: [{ ...state.players[0]!, actionsUsed: 2 }] }, mixing('C3', 'C4'), 'turn/no-actions-left');
    });
  });

  it('legalActions lists every adjacent pair of different primary stigmerians, in either order, in reading order of the first cell', () => {
    const state = scenario({
      flower: 'vertighaineuse',
      turn: 2,
      targets: `
      D . . . B . . . . . .
      J . . . . . . . . . B
      `,
      board: `
      C . . b y b . . . . .
      D . . r B g . . . . .
      E . . y . . . . . . .
      `,
    });
    expect(legalActions(state, 0).filter((c) => c.type === 'mixing')).toEqual([
      mixing('C3', 'C4'),
      mixing('C3', 'D3'),
      mixing('C4', 'C3'),
      mixing('C4', 'C5'),
      mixing('C5', 'C4'),
      mixing('D3', 'C3'),
      mixing('D3', 'E3'),
      mixing('E3', 'D3'),
    ]);
  });
});
