import { describe, expect, it } from 'vitest';
import { legalActions, type Command } from '../../src/index.js';
import { board, boardOf, scenario, withFlower } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';

const diagonal = (from: string, to: string): Command => ({ type: 'diagonal', player: 0, from, to });

const POSITION = `
  C . . . . r . . . . .
  D . . . . . y . . . .
  `;

describe('Diagonal (R18)', () => {
  it('R18 Diagonal: one stigmerian makes one diagonal step to an empty cell', () => {
    const state = scenario({ flower: 'dentdine', turn: 2, board: POSITION });
    const after = run(state, diagonal('C5', 'B4'));
    expect(boardOf(after.state)).toBe(
      board(`
      B . . . r . . . . . .
      D . . . . . y . . . .
      `),
    );
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'diagonal', cost: 1 },
      { type: 'moved', player: 0, from: 'C5', to: 'B4' },
    ]);
  });

  it('R16: Diagonal costs 1 action on DentDîne and 2 on InspirActrice (Diagonal included, unlike BGA)', () => {
    const own = run(scenario({ flower: 'dentdine', turn: 2, board: POSITION }), diagonal('D6', 'E7'));
    expect(own.state.players[0]!.actionsUsed).toBe(1);
    const inspir = run(scenario({ flower: 'inspiractrice', turn: 2, board: POSITION }), diagonal('D6', 'E7'));
    expect(inspir.state.players[0]!.actionsUsed).toBe(2);
    expect(inspir.events[0]).toEqual({ type: 'acted', player: 0, action: 'diagonal', cost: 2 });
    expect(boardOf(inspir.state)).toBe(
      board(`
      C . . . . r . . . . .
      E . . . . . . y . . .
      `),
    );
  });

  it('R18 Diagonal is an action, not a passive ability: Move stays orthogonal on DentDîne', () => {
    const state = scenario({ flower: 'dentdine', turn: 2, board: POSITION });
    expectRejected(state, { type: 'move', player: 0, from: 'C5', to: 'B4' }, 'move/not-adjacent');
    expect(legalActions(state, 0).filter((c) => c.type === 'move' && c.from === 'C5')).toEqual([
      { type: 'move', player: 0, from: 'C5', to: 'B5' },
      { type: 'move', player: 0, from: 'C5', to: 'C4' },
      { type: 'move', player: 0, from: 'C5', to: 'C6' },
      { type: 'move', player: 0, from: 'C5', to: 'D5' },
    ]);
  });

  it('R18 Diagonal is not limited per turn: two in one turn', () => {
    const state = scenario({ flower: 'dentdine', turn: 2, board: POSITION });
    const after = run(run(state, diagonal('C5', 'D4')).state, diagonal('D4', 'E5'));
    expect(boardOf(after.state)).toBe(
      board(`
      D . . . . . y . . . .
      E . . . . r . . . . .
      `),
    );
  });

  it('R4 after Diagonal: a stigmerian stepping onto a target of its colour becomes pollen', () => {
    const state = scenario({
      flower: 'dentdine',
      turn: 2,
      targets: `
      E . . . . . . Y . . .
      J . . . . . . . . . B
      `,
      board: POSITION,
    });
    const after = run(state, diagonal('D6', 'E7'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'diagonal', cost: 1 },
      { type: 'moved', player: 0, from: 'D6', to: 'E7' },
      { type: 'pollinated', player: 0, cell: 'E7', color: 'yellow' },
    ]);
    expect(boardOf(after.state)).toBe(
      board(`
      C . . . . r . . . . .
      E . . . . . . Y . . .
      `),
    );
  });

  describe('rejections leave the state untouched', () => {
    const state = scenario({
      flower: 'dentdine',
      turn: 2,
      targets: `
      F . . . . . . . . . Y
      J . . . . . . . . . B
      `,
      board: `
      C . . . . r . . . . .
      D . . . . . y . . . .
      F . . . . . . . . . Y
      J b . . . . . . . . .
      `,
    });

    it.each([
      ['R4: a pollen never moves', diagonal('F10', 'E9'), 'diagonal/not-a-stigmerian'],
      ['an empty cell holds no stigmerian', diagonal('E5', 'F6'), 'diagonal/not-a-stigmerian'],
      ['R18: an orthogonal step is not diagonal', diagonal('C5', 'C4'), 'diagonal/not-diagonal'],
      ['R18: two diagonal cells away is not one step', diagonal('C5', 'E3'), 'diagonal/not-diagonal'],
      ['R18: the diagonal cell must be empty', diagonal('C5', 'D6'), 'diagonal/occupied'],
      ['R18: Diagonal cannot leave the board', { type: 'diagonal', player: 0, from: 'J1', to: 'off' }, 'command/malformed'],
      ['a cell off the board', diagonal('J1', 'K2'), 'command/malformed'],
    ])('%s', (_name, command, code) => {
      expectRejected(state, command, code);
    });

    it('R16: Diagonal is not an action of SiffloChamp', () => {
      expectRejected(withFlower(state, 'sifflochamp'), diagonal('C5', 'B4'), 'action/not-available');
    });

    it('R6/R16: on InspirActrice it costs 2, more than the 1 action of turn 1', () => {
      expectRejected(scenario({ flower: 'inspiractrice', turn: 1, board: POSITION }), diagonal('C5', 'B4'), 'turn/no-actions-left');
    });
  });

  it('legalActions lists every empty diagonal cell of every stigmerian, in reading order', () => {
    const state = scenario({
      flower: 'dentdine',
      turn: 2,
      targets: `
      F . . . . . . . . . Y
      J . . . . . . . . . B
      `,
      board: `
      A b . . . . . . . . .
      C . . . . r . . . . .
      D . . . . . y . . . .
      F . . . . . . . . . Y
      `,
    });
    expect(legalActions(state, 0).filter((c) => c.type === 'diagonal')).toEqual([
      diagonal('A1', 'B2'),
      diagonal('C5', 'B4'),
      diagonal('C5', 'B6'),
      diagonal('C5', 'D4'),
      diagonal('D6', 'C7'),
      diagonal('D6', 'E5'),
      diagonal('D6', 'E7'),
    ]);
  });
});
