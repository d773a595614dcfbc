import { describe, expect, it } from 'vitest';
import { legalActions, type Command } from '../../src/index.js';
import { board, boardOf, scenario, withFlower } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';

const rest = (cell: string): Command => ({ type: 'rest', player: 0, cell });

const TARGETS = `
  D . . . . . . Y . . .
  J . . . . . . . . . B
  `;
const POSITION = `
  C . . b r . . . . . .
  D . . . . . . Y . . .
  `;

describe('Rest (R18)', () => {
  it('R18 Rest: a stigmerian goes back to the box', () => {
    const state = scenario({ flower: 'sifflochamp', turn: 2, targets: TARGETS, board: POSITION });
    const after = run(state, rest('C4'));
    expect(boardOf(after.state)).toBe(
      board(`
      C . . b . . . . . . .
      D . . . . . . Y . . .
      `),
    );
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'rest', cost: 1 },
      { type: 'removed', player: 0, cell: 'C4', color: 'red' },
    ]);
    expect(after.state.players[0]!.bag).toEqual(state.players[0]!.bag);
    expect(after.state.players[0]!.recruit).toEqual(state.players[0]!.recruit);
  });

  it('R4/R18 Rest: a pollen, which nothing else moves, may be removed too', () => {
    const state = scenario({ flower: 'sifflochamp', turn: 2, targets: TARGETS, board: POSITION });
    const after = run(state, rest('D7'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'rest', cost: 1 },
      { type: 'removed', player: 0, cell: 'D7', color: 'yellow' },
    ]);
    expect(boardOf(after.state)).toBe(board('C . . b r . . . . . .'));
  });

  it('R13 after Rest: removing the last extra token fulfils the schema and, alone at the table, ends the game', () => {
    const state = scenario({
      flower: 'sifflochamp',
      turn: 2,
      targets: 'D . . . . . . Y . . .',
      board: POSITION.replace('C . . b r', 'C . . . r'),
    });
    const after = run(state, rest('C4'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'rest', cost: 1 },
      { type: 'removed', player: 0, cell: 'C4', color: 'red' },
      { type: 'fulfilled', player: 0, turn: 2, actions: 1 },
      { type: 'game-ended', turn: 2 },
    ]);
    expect(boardOf(after.state)).toBe(board('D . . . . . . Y . . .'));
  });

  it('R16: Rest costs 1 action on SiffloChamp and 2 on InspirActrice', () => {
    const own = run(scenario({ flower: 'sifflochamp', turn: 2, targets: TARGETS, board: POSITION }), rest('C3'));
    expect(own.state.players[0]!.actionsUsed).toBe(1);
    const inspir = run(scenario({ flower: 'inspiractrice', turn: 2, targets: TARGETS, board: POSITION }), rest('C3'));
    expect(inspir.state.players[0]!.actionsUsed).toBe(2);
    expect(inspir.events[0]).toEqual({ type: 'acted', player: 0, action: 'rest', cost: 2 });
  });

  it('R18 Rest: once per turn, and again in the next turn', () => {
    const state = scenario({ flower: 'sifflochamp', turn: 3, targets: TARGETS, board: POSITION });
    const once = run(state, rest('C3'));
    expect(once.state.players[0]!.usedThisTurn).toEqual(['rest']);
    expectRejected(once.state, rest('C4'), 'action/once-per-turn');
    expect(legalActions(once.state, 0).filter((c) => c.type === 'rest')).toEqual([]);
    // The wind blows C4 to D4 after turn 3; in turn 4 Rest is available again.
    const next = run(once.state, { type: 'end-turn', player: 0 });
    expect(next.state.turn).toBe(4);
    const again = run(next.state, rest('D4'));
    expect(boardOf(again.state)).toBe(board('D . . . . . . Y . . .'));
  });

  describe('rejections leave the state untouched', () => {
    const state = scenario({ flower: 'sifflochamp', turn: 2, targets: TARGETS, board: POSITION });

    it.each([
      ['R18: an empty cell holds no token', rest('C5'), 'rest/empty'],
      ['a cell off the board', rest('J11'), 'command/malformed'],
    ])('%s', (_name, command, code) => {
      expectRejected(state, command, code);
    });

    it('R16: Rest is not an action of DentDîne', () => {
      expectRejected(withFlower(state, 'dentdine'), rest('C3'), 'action/not-available');
    });

    it('R6/R16: on InspirActrice it costs 2, more than the 1 action of turn 1', () => {
      expectRejected(scenario({ flower: 'inspiractrice', turn: 1, targets: TARGETS, board: POSITION }), rest('C3'), 'turn/no-actions-left');
    });
  });

  it('legalActions lists every token, stigmerian or pollen, in reading order', () => {
    const state = scenario({ flower: 'sifflochamp', turn: 2, targets: TARGETS, board: POSITION });
    expect(legalActions(state, 0).filter((c) => c.type === 'rest')).toEqual([rest('C3'), rest('C4'), rest('D7')]);
    expect(legalActions(scenario({ flower: 'sifflochamp', turn: 2, board: '' }), 0).filter((c) => c.type === 'rest')).toEqual([]);
  });
});
