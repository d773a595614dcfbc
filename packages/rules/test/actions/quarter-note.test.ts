import { describe, expect, it } from 'vitest';
import { legalActions, type Command } from '../../src/index.js';
import { board, boardOf, scenario, withFlower } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';

const quarterNote = (cell: string, to: string): Command => ({ type: 'quarter-note', player: 0, cell, to });

const POSITION = `
  C . . . w y . . . . .
  `;

describe('Quarter Note (R18)', () => {
  it('R18 Quarter Note: a white becomes black and a new black appears on an empty adjacent cell', () => {
    const state = scenario({ flower: 'sifflochamp', turn: 2, board: POSITION });
    const after = run(state, quarterNote('C4', 'D4'));
    expect(boardOf(after.state)).toBe(
      board(`
      C . . . k y . . . . .
      D . . . k . . . . . .
      `),
    );
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'quarter-note', cost: 1 },
      { type: 'recoloured', player: 0, cell: 'C4', color: 'black' },
      { type: 'created', player: 0, cell: 'D4', color: 'black' },
    ]);
    // The new black comes from the box: bag and recruit zone are untouched.
    expect(after.state.players[0]!.bag).toEqual(state.players[0]!.bag);
    expect(after.state.players[0]!.recruit).toEqual(state.players[0]!.recruit);
  });

  it('R16: Quarter Note costs 1 action on SiffloChamp and 2 on InspirActrice', () => {
    const own = run(scenario({ flower: 'sifflochamp', turn: 2, board: POSITION }), quarterNote('C4', 'B4'));
    expect(own.state.players[0]!.actionsUsed).toBe(1);
    const inspir = run(scenario({ flower: 'inspiractrice', turn: 2, board: POSITION }), quarterNote('C4', 'B4'));
    expect(inspir.state.players[0]!.actionsUsed).toBe(2);
    expect(inspir.events[0]).toEqual({ type: 'acted', player: 0, action: 'quarter-note', cost: 2 });
    expect(boardOf(inspir.state)).toBe(
      board(`
      B . . . k . . . . . .
      C . . . k y . . . . .
      `),
    );
  });

  it('R4 after Quarter Note: both blacks become pollen on black targets', () => {
    const state = scenario({
      flower: 'sifflochamp',
      turn: 2,
      targets: `
      C . . K K . . . . . .
      J . . . . . . . . . B
      `,
      board: POSITION,
    });
    const after = run(state, quarterNote('C4', 'C3'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'quarter-note', cost: 1 },
      { type: 'recoloured', player: 0, cell: 'C4', color: 'black' },
      { type: 'created', player: 0, cell: 'C3', color: 'black' },
      { type: 'pollinated', player: 0, cell: 'C4', color: 'black' },
      { type: 'pollinated', player: 0, cell: 'C3', color: 'black' },
    ]);
    expect(boardOf(after.state)).toBe(board('C . . K K y . . . . .'));
  });

  describe('rejections leave the state untouched', () => {
    const state = scenario({
      flower: 'sifflochamp',
      turn: 2,
      targets: `
      E . . . . . . . W . .
      J . . . . . . . . . B
      `,
      board: `
      C . . . w y . . . . .
      D . . . k . . . . . .
      E . . . . . . . W . .
      `,
    });

    it.each([
      ['R18: a black is not white', quarterNote('D4', 'E4'), 'quarter-note/not-white'],
      ['R4: a white pollen never changes', quarterNote('E8', 'E7'), 'quarter-note/not-white'],
      ['an empty cell holds no white', quarterNote('B4', 'A4'), 'quarter-note/not-white'],
      ['R1: the new black goes on an orthogonally adjacent cell', quarterNote('C4', 'B5'), 'quarter-note/not-adjacent'],
      ['R18: two cells away is not adjacent', quarterNote('C4', 'A4'), 'quarter-note/not-adjacent'],
      ['R18: the adjacent cell must be empty', quarterNote('C4', 'C5'), 'quarter-note/occupied'],
      ['a cell off the board', quarterNote('C4', 'C-1'), 'command/malformed'],
    ])('%s', (_name, command, code) => {
      expectRejected(state, command, code);
    });

    it('R16: Quarter Note is not an action of MarOnne', () => {
      expectRejected(withFlower(state, 'maronne'), quarterNote('C4', 'B4'), 'action/not-available');
    });

    it('R6/R16: on InspirActrice it costs 2, more than the 1 action left', () => {
      const inspir = scenario({ flower: 'inspiractrice', turn: 2, actionsUsed: 1, board: POSITION });
      expectRejected(inspir, quarterNote('C4', 'B4'), 'turn/no-actions-left');
    });
  });

  it('legalActions lists every white stigmerian with each empty orthogonal neighbour, in reading order', () => {
    const state = scenario({
      flower: 'sifflochamp',
      turn: 2,
      targets: `
      E . . . . . . . W . .
      J . . . . . . . . . B
      `,
      board: `
      A w . . . . . . . . .
      C . . . . w k . . . .
      E . . . . . . . W . .
      `,
    });
    expect(legalActions(state, 0).filter((c) => c.type === 'quarter-note')).toEqual([
      quarterNote('A1', 'A2'),
      quarterNote('A1', 'B1'),
      quarterNote('C5', 'B5'),
      quarterNote('C5', 'C4'),
      quarterNote('C5', 'D5'),
    ]);
  });
});
