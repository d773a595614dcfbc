import { describe, expect, it } from 'vitest';
import { legalActions, type Command } from '../../src/index.js';
import { board, boardOf, scenario, withFlower } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';

const combination = (cell: string): Command => ({ type: 'combination', player: 0, cell });

// D3 is surrounded: blue C2 D2, red C3 D4, yellow C4 E2 E4, green E3.
const SURROUNDED = `
  C . b r y . . . . . .
  D . b w r . . . . . .
  E . y g y . . . . . .
  `;

describe('Combination (R18)', () => {
  it('R18 Combination: a stigmerian with 8 occupied neighbours holding 2 blue, 2 red, 2 yellow becomes brown', () => {
    const state = scenario({ flower: 'maronne', turn: 2, board: SURROUNDED });
    const after = run(state, combination('D3'));
    expect(boardOf(after.state)).toBe(
      board(`
      C . b r y . . . . . .
      D . b n r . . . . . .
      E . y g y . . . . . .
      `),
    );
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'combination', cost: 1 },
      { type: 'recoloured', player: 0, cell: 'D3', color: 'brown' },
    ]);
  });

  it('R18 Combination: pollens among the 8 neighbours count for the colours', () => {
    const state = scenario({
      flower: 'maronne',
      turn: 2,
      targets: `
      C . B . . . . . . . .
      E . . . Y . . . . . .
      J . . . . . . . . . B
      `,
      board: `
      C . B r y . . . . . .
      D . b o r . . . . . .
      E . y g Y . . . . . .
      `,
    });
    const after = run(state, combination('D3'));
    expect(boardOf(after.state)).toBe(
      board(`
      C . B r y . . . . . .
      D . b n r . . . . . .
      E . y g Y . . . . . .
      `),
    );
  });

  it('R16: Combination costs 1 action on MarOnne and 2 on InspirActrice', () => {
    const own = run(scenario({ flower: 'maronne', turn: 2, board: SURROUNDED }), combination('D3'));
    expect(own.state.players[0]!.actionsUsed).toBe(1);
    const inspir = run(scenario({ flower: 'inspiractrice', turn: 2, board: SURROUNDED }), combination('D3'));
    expect(inspir.state.players[0]!.actionsUsed).toBe(2);
    expect(inspir.events[0]).toEqual({ type: 'acted', player: 0, action: 'combination', cost: 2 });
  });

  it('R4 after Combination: a token turned brown on a brown target becomes pollen', () => {
    const state = scenario({
      flower: 'maronne',
      turn: 2,
      targets: `
      D . . N . . . . . . .
      J . . . . . . . . . B
      `,
      board: SURROUNDED,
    });
    const after = run(state, combination('D3'));
    expect(boardOf(after.state)).toBe(
      board(`
      C . b r y . . . . . .
      D . b N r . . . . . .
      E . y g y . . . . . .
      `),
    );
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'combination', cost: 1 },
      { type: 'recoloured', player: 0, cell: 'D3', color: 'brown' },
      { type: 'pollinated', player: 0, cell: 'D3', color: 'brown' },
    ]);
  });

  describe('rejections leave the state untouched', () => {
    const state = scenario({
      flower: 'maronne',
      turn: 2,
      targets: `
      E . . . . . . . Y . .
      J . . . . . . . . . B
      `,
      board: `
      C . b r y . b r y . .
      D . b w r . b n r . .
      E . y g y . y g Y . .
      G b r y . . y y r . .
      H b . r . . b b r . .
      I y y r . . y g g . .
      `,
    });

    it.each([
      ['R18: an empty cell is not a stigmerian', combination('D5'), 'combination/not-a-stigmerian'],
      ['R4: a pollen never changes colour', combination('E8'), 'combination/not-a-stigmerian'],
      ['R18: a brown stigmerian cannot become brown', combination('D7'), 'combination/already-brown'],
      ['R18: a cell on the edge has fewer than 8 neighbours', combination('H1'), 'combination/not-surrounded'],
      ['R18: a neighbour is empty', combination('H3'), 'combination/not-surrounded'],
      ['R18: only 1 blue among the 8 neighbours', combination('H7'), 'combination/missing-colours'],
      ['a cell off the board', combination('K3'), 'command/malformed'],
    ])('%s', (_name, command, code) => {
      expectRejected(state, command, code);
    });

    it('R16: Combination is not an action of VertigHaineuse', () => {
      expectRejected(withFlower(state, 'vertighaineuse'), combination('D3'), 'action/not-available');
    });

    it('R6/R16: on InspirActrice it costs 2, more than the 1 action left', () => {
      const inspir = scenario({ flower: 'inspiractrice', turn: 2, actionsUsed: 1, board: SURROUNDED });
      expectRejected(inspir, combination('D3'), 'turn/no-actions-left');
    });
  });

  it('legalActions lists every non-brown stigmerian that may combine, in reading order', () => {
    // D3: b C2 D2 E3, r C3 D4, y C4 E2 E4. D4: b C5 E3, r C3 E5, y C4 D5 E4, plus D3.
    // C3..E5 are on a full block but lack a complete 8-neighbourhood or the mix.
    const state = scenario({
      flower: 'maronne',
      turn: 2,
      board: `
      C . b r y b . . . . .
      D . b w r y . . . . .
      E . y b y r . . . . .
      `,
    });
    expect(legalActions(state, 0).filter((c) => c.type === 'combination')).toEqual([combination('D3'), combination('D4')]);
  });
});
