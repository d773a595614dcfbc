import { describe, expect, it } from 'vitest';
import { legalActions, type Command } from '../../src/index.js';
import { board, boardOf, scenario, withFlower } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';

const twoBeats = (cell: string): Command => ({ type: 'two-beats', player: 0, cell });

// D3 is empty and its 8 neighbours hold tokens.
const RING = `
  C . b r y . . . . . .
  D . b . r . . . . . .
  E . y g y . . . . . .
  `;

describe('Two Beats (R18)', () => {
  it('R18 Two Beats: a new white appears on an empty cell whose 8 neighbours are all occupied', () => {
    const state = scenario({ flower: 'sifflochamp', turn: 2, board: RING });
    const after = run(state, twoBeats('D3'));
    expect(boardOf(after.state)).toBe(
      board(`
      C . b r y . . . . . .
      D . b w r . . . . . .
      E . y g y . . . . . .
      `),
    );
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'two-beats', cost: 1 },
      { type: 'created', player: 0, cell: 'D3', color: 'white' },
    ]);
  });

  it('R18 Two Beats: pollens count as occupied neighbours', () => {
    const state = scenario({
      flower: 'sifflochamp',
      turn: 2,
      targets: `
      C . B . . . . . . . .
      E . . . Y . . . . . .
      J . . . . . . . . . B
      `,
      board: `
      C . B r y . . . . . .
      D . b . r . . . . . .
      E . y g Y . . . . . .
      `,
    });
    expect(boardOf(run(state, twoBeats('D3')).state)).toBe(
      board(`
      C . B r y . . . . . .
      D . b w r . . . . . .
      E . y g Y . . . . . .
      `),
    );
  });

  it('R16: Two Beats costs 1 action on SiffloChamp and 2 on InspirActrice', () => {
    const own = run(scenario({ flower: 'sifflochamp', turn: 2, board: RING }), twoBeats('D3'));
    expect(own.state.players[0]!.actionsUsed).toBe(1);
    const inspir = run(scenario({ flower: 'inspiractrice', turn: 2, board: RING }), twoBeats('D3'));
    expect(inspir.state.players[0]!.actionsUsed).toBe(2);
    expect(inspir.events[0]).toEqual({ type: 'acted', player: 0, action: 'two-beats', cost: 2 });
  });

  it('R4 after Two Beats: the new white on a white target is a pollen at once', () => {
    const state = scenario({
      flower: 'sifflochamp',
      turn: 2,
      targets: `
      D . . W . . . . . . .
      J . . . . . . . . . B
      `,
      board: RING,
    });
    const after = run(state, twoBeats('D3'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'two-beats', cost: 1 },
      { type: 'created', player: 0, cell: 'D3', color: 'white' },
      { type: 'pollinated', player: 0, cell: 'D3', color: 'white' },
    ]);
    expect(boardOf(after.state)).toBe(
      board(`
      C . b r y . . . . . .
      D . b W r . . . . . .
      E . y g y . . . . . .
      `),
    );
  });

  describe('rejections leave the state untouched', () => {
    const state = scenario({
      flower: 'sifflochamp',
      turn: 2,
      board: `
      C . b r y . . . . . .
      D . b . r . . . . . .
      E . y g y . . . . . .
      G y y . . . . . . . .
      H . y . . . . . . . .
      I y y . . . . . . . .
      `,
    });

    it.each([
      ['R18: the cell must be empty', twoBeats('D2'), 'two-beats/occupied'],
      ['R18: a cell on the edge has fewer than 8 neighbours', twoBeats('H1'), 'two-beats/not-surrounded'],
      ['R18: one of the 8 neighbours is empty', twoBeats('D5'), 'two-beats/not-surrounded'],
      ['a cell off the board', twoBeats('D'), 'command/malformed'],
    ])('%s', (_name, command, code) => {
      expectRejected(state, command, code);
    });

    it('R16: Two Beats is not an action of VertigHaineuse', () => {
      expectRejected(withFlower(state, 'vertighaineuse'), twoBeats('D3'), 'action/not-available');
    });

    it('R6/R16: on InspirActrice it costs 2, more than the 1 action of turn 1', () => {
      expectRejected(scenario({ flower: 'inspiractrice', turn: 1, board: RING }), twoBeats('D3'), 'turn/no-actions-left');
    });
  });

  it('legalActions lists every empty cell with 8 occupied neighbours, in reading order', () => {
    // D3 and D5 are ringed; D1 and the other empty cells touch the edge or an empty cell.
    const state = scenario({
      flower: 'sifflochamp',
      turn: 2,
      board: `
      C . b r y b y . . . .
      D . b . r . y . . . .
      E . y g y b y . . . .
      `,
    });
    expect(legalActions(state, 0).filter((c) => c.type === 'two-beats')).toEqual([twoBeats('D3'), twoBeats('D5')]);
  });
});
