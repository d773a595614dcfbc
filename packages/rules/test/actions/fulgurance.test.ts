import { describe, expect, it } from 'vitest';
import { legalActions, type Colour, type Command } from '../../src/index.js';
import { board, boardOf, scenario, withFlower } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';

const fulgurance = (cell: string): Command => ({ type: 'fulgurance', player: 0, cell });

// Bottom first: the top of the bag is the last colour, yellow, then blue, red, yellow, blue.
const BAG: Colour[] = ['red', 'red', 'blue', 'yellow', 'red', 'blue', 'yellow'];

describe('Fulgurance (R18)', () => {
  it('R18 Fulgurance: the top 5 tokens of the bag are placed left to right from a landing cell', () => {
    const state = scenario({
      flower: 'maronne',
      turn: 2,
      bag: BAG,
      board: `
      C . . r . . . . . . .
      `,
    });
    const after = run(state, fulgurance('D3'));
    expect(boardOf(after.state)).toBe(
      board(`
      C . . r . . . . . . .
      D . . y b r y b . . .
      `),
    );
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'fulgurance', cost: 1 },
      { type: 'placed', player: 0, color: 'yellow', cell: 'D3' },
      { type: 'placed', player: 0, color: 'blue', cell: 'D4' },
      { type: 'placed', player: 0, color: 'red', cell: 'D5' },
      { type: 'placed', player: 0, color: 'yellow', cell: 'D6' },
      { type: 'placed', player: 0, color: 'blue', cell: 'D7' },
    ]);
    expect(after.state.players[0]!.bag).toEqual(['red', 'red']);
    expect(after.state.players[0]!.recruit).toEqual(state.players[0]!.recruit);
  });

  it('R8/R18 Fulgurance: on an empty board the first token lands on line A', () => {
    const state = scenario({ flower: 'maronne', turn: 2, bag: BAG, board: '' });
    const after = run(state, fulgurance('A6'));
    expect(boardOf(after.state)).toBe(
      board(`
      A . . . . . y b r y b
      `),
    );
  });

  it('R16: Fulgurance costs 1 action on MarOnne and 2 on InspirActrice', () => {
    const position = 'C . . r . . . . . . .';
    const own = run(scenario({ flower: 'maronne', turn: 2, bag: BAG, board: position }), fulgurance('C4'));
    expect(own.state.players[0]!.actionsUsed).toBe(1);
    const inspir = run(scenario({ flower: 'inspiractrice', turn: 2, bag: BAG, board: position }), fulgurance('C4'));
    expect(inspir.state.players[0]!.actionsUsed).toBe(2);
    expect(inspir.events[0]).toEqual({ type: 'acted', player: 0, action: 'fulgurance', cost: 2 });
    expect(boardOf(inspir.state)).toBe(
      board(`
      C . . r y b r y b . .
      `),
    );
  });

  it('R4 after Fulgurance: each placed token on a target of its colour becomes pollen', () => {
    const state = scenario({
      flower: 'maronne',
      turn: 2,
      bag: BAG,
      targets: `
      B . . . . R R . . . .
      J . . . . . . . . . B
      `,
      board: `
      A . . b . . . . . . .
      `,
    });
    const after = run(state, fulgurance('B3'));
    expect(boardOf(after.state)).toBe(
      board(`
      A . . b . . . . . . .
      B . . y b R y b . . .
      `),
    );
    expect(after.events.slice(6)).toEqual([{ type: 'pollinated', player: 0, cell: 'B5', color: 'red' }]);
  });

  it('R22: Fulgurance reveals the bag, so it is a checkpoint that undo cannot go back past', () => {
    const state = scenario({ flower: 'maronne', turn: 3, bag: BAG, board: 'C . . r . . . . . . .' });
    const fulgured = run(state, fulgurance('D3'));
    expect(legalActions(fulgured.state, 0)).not.toContainEqual({ type: 'undo', player: 0 });
    expectRejected(fulgured.state, { type: 'undo', player: 0 }, 'undo/checkpoint');

    const moved = run(fulgured.state, { type: 'move', player: 0, from: 'D3', to: 'E3' });
    const undone = run(moved.state, { type: 'undo', player: 0 });
    expect(undone.state.players[0]).toEqual(fulgured.state.players[0]);
    expectRejected(undone.state, { type: 'undo', player: 0 }, 'undo/checkpoint');
  });

  describe('rejections leave the state untouched', () => {
    const state = scenario({
      flower: 'maronne',
      turn: 2,
      bag: BAG,
      board: `
      C . . r . . . . . . .
      D . . . . . . b . . .
      `,
    });

    it.each([
      ['R18: D3..D7 holds a token on D7', fulgurance('D3'), 'fulgurance/no-room'],
      ['R18: from column 7 the 5 cells would leave the row', fulgurance('C7'), 'fulgurance/no-room'],
      ['R18: the start cell itself is taken', fulgurance('C3'), 'fulgurance/no-room'],
      ['R8: the first cell is not next to a token', fulgurance('F1'), 'fulgurance/not-landing-cell'],
      ['R8: a token below the row does not make A1 adjacent to anything', fulgurance('A1'), 'fulgurance/not-landing-cell'],
      ['a cell off the board', fulgurance('C11'), 'command/malformed'],
    ])('%s', (_name, command, code) => {
      expectRejected(state, command, code);
    });

    it('R8: on an empty board the first cell must be on line A', () => {
      expectRejected(scenario({ flower: 'maronne', turn: 2, bag: BAG, board: '' }), fulgurance('B1'), 'fulgurance/not-landing-cell');
    });

    it('R18: Fulgurance needs at least 5 tokens in the bag', () => {
      const short = scenario({ flower: 'maronne', turn: 2, bag: ['red', 'blue', 'yellow', 'red'], board: 'C . . r . . . . . . .' });
      expectRejected(short, fulgurance('C4'), 'fulgurance/bag-too-small');
      expect(legalActions(short, 0).filter((c) => c.type === 'fulgurance')).toEqual([]);
    });

    it('R16: Fulgurance is not an action of SiffloChamp', () => {
      expectRejected(withFlower(state, 'sifflochamp'), fulgurance('C4'), 'action/not-available');
    });

    it('R6/R16: on InspirActrice it costs 2, more than the 1 action of turn 1', () => {
      expectRejected(scenario({ flower: 'inspiractrice', turn: 1, bag: BAG, board: 'C . . r . . . . . . .' }), fulgurance('C4'), 'turn/no-actions-left');
    });
  });

  it('legalActions lists each landing cell with 5 empty cells from it to the right', () => {
    // Landing cells around C6: B6, C5, C7, D6. C5..C9 runs over C6, C7 starts too far right.
    const state = scenario({ flower: 'maronne', turn: 2, bag: BAG, board: 'C . . . . . b . . . .' });
    expect(legalActions(state, 0).filter((c) => c.type === 'fulgurance')).toEqual([fulgurance('B6'), fulgurance('D6')]);
    const empty = scenario({ flower: 'maronne', turn: 2, bag: BAG, board: '' });
    expect(legalActions(empty, 0).filter((c) => c.type === 'fulgurance')).toEqual(
      ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'].map(fulgurance),
    );
  });
});
