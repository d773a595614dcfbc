import { describe, expect, it } from 'vitest';
import { legalActions, type Command } from '../../src/index.js';
import { board, boardOf, scenario, withFlower } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';

const fastStep = (from: string, to: string): Command => ({ type: 'fast-step', player: 0, from, to });

const POSITION = `
  C . . b . . . . . . .
  D . . . r . . . . . .
  `;

describe('Fast Step (R18)', () => {
  it('R18 Fast Step: in turn 5 one stigmerian moves up to turn − 2 = 3 orthogonal steps', () => {
    const state = scenario({ flower: 'dentdine', turn: 5, board: POSITION });
    const after = run(state, fastStep('C3', 'C6'));
    expect(boardOf(after.state)).toBe(
      board(`
      C . . . . . b . . . .
      D . . . r . . . . . .
      `),
    );
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'fast-step', cost: 1 },
      { type: 'moved', player: 0, from: 'C3', to: 'C6' },
    ]);
  });

  it('R18 Fast Step: the reach is turn − 2 (seed), not the turn (BGA): in turn 4, 2 steps and no more', () => {
    const state = scenario({ flower: 'dentdine', turn: 4, board: POSITION });
    expect(boardOf(run(state, fastStep('C3', 'C5')).state)).toBe(
      board(`
      C . . . . b . . . . .
      D . . . r . . . . . .
      `),
    );
    expectRejected(state, fastStep('C3', 'C6'), 'fast-step/out-of-reach');
    expectRejected(state, fastStep('C3', 'C7'), 'fast-step/out-of-reach');
  });

  it('R18 Fast Step: the path goes through empty cells only, around other tokens', () => {
    // Turn 5, reach 3. The red on D4 reaches E5 by D5; F4 is 2 cells away in line but E4 blocks it, and the
    // way around (D5 E5 F5 F4) is 4 steps.
    const state = scenario({
      flower: 'dentdine',
      turn: 5,
      board: `
      C . . b . . . . . . .
      D . . . r . . . . . .
      E . . . b . . . . . .
      `,
    });
    expect(boardOf(run(state, fastStep('D4', 'E5')).state)).toBe(
      board(`
      C . . b . . . . . . .
      E . . . b r . . . . .
      `),
    );
    expectRejected(state, fastStep('D4', 'F4'), 'fast-step/out-of-reach');
    expectRejected(state, fastStep('D4', 'E4'), 'fast-step/out-of-reach');
  });

  it('R4/R18 Fast Step: it stops where it would become pollen, never passing through such a target', () => {
    // Turn 5, reach 3. The blue on C3 could reach C5 through C4, but C4 is a blue target: it stops there.
    const state = scenario({
      flower: 'dentdine',
      turn: 5,
      targets: `
      C . . . B . . . . . .
      J . . . . . . . . . B
      `,
      board: POSITION,
    });
    const after = run(state, fastStep('C3', 'C4'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'fast-step', cost: 1 },
      { type: 'moved', player: 0, from: 'C3', to: 'C4' },
      { type: 'pollinated', player: 0, cell: 'C4', color: 'blue' },
    ]);
    expect(boardOf(after.state)).toBe(
      board(`
      C . . . B . . . . . .
      D . . . r . . . . . .
      `),
    );
    // Around C4, by B3 B4 B5, C5 is 4 steps: out of reach; B5 is 3 steps.
    expectRejected(state, fastStep('C3', 'C5'), 'fast-step/out-of-reach');
    expect(boardOf(run(state, fastStep('C3', 'B5')).state)).toBe(
      board(`
      B . . . . b . . . . .
      D . . . r . . . . . .
      `),
    );
    // A target of another colour is passed through: the red reaches B4 only through C4.
    expect(boardOf(run(state, fastStep('D4', 'B4')).state)).toBe(
      board(`
      B . . . r . . . . . .
      C . . b . . . . . . .
      `),
    );
  });

  it('R8/R18 Fast Step: a stigmerian on row J may leave from its own cell, even in turn 3', () => {
    const state = scenario({ flower: 'dentdine', turn: 3, board: 'J . . . . r . . . . .\nI . . . . b . . . . .' });
    const after = run(state, fastStep('J5', 'off'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'fast-step', cost: 1 },
      { type: 'exited', player: 0, from: 'J5', color: 'red' },
    ]);
    expect(boardOf(after.state)).toBe(board('I . . . . b . . . . .'));
    // From row I the exit needs 2 steps: not in turn 3, yes in turn 4.
    expectRejected(state, fastStep('I5', 'off'), 'fast-step/out-of-reach');
    const later = run(scenario({ flower: 'dentdine', turn: 4, board: 'I . . . . b . . . . .' }), fastStep('I5', 'off'));
    expect(boardOf(later.state)).toBe(board(''));
  });

  it('R18 Fast Step: it cannot leave through a row-J target of its colour, where it must stop', () => {
    const state = scenario({
      flower: 'dentdine',
      turn: 4,
      targets: `
      J . . . . B . . . . B
      `,
      board: `
      I . . . . b . . . . .
      J . . . r . r . . . .
      `,
    });
    expectRejected(state, fastStep('I5', 'off'), 'fast-step/out-of-reach');
    expect(legalActions(state, 0)).toContainEqual(fastStep('I5', 'J5'));
  });

  it('R16: Fast Step costs 1 action on DentDîne and 2 on InspirActrice', () => {
    const own = run(scenario({ flower: 'dentdine', turn: 3, board: POSITION }), fastStep('C3', 'C4'));
    expect(own.state.players[0]!.actionsUsed).toBe(1);
    const inspir = run(scenario({ flower: 'inspiractrice', turn: 3, board: POSITION }), fastStep('C3', 'C4'));
    expect(inspir.state.players[0]!.actionsUsed).toBe(2);
    expect(inspir.events[0]).toEqual({ type: 'acted', player: 0, action: 'fast-step', cost: 2 });
  });

  it('R18 Fast Step: once per turn', () => {
    const state = scenario({ flower: 'dentdine', turn: 5, board: POSITION });
    const after = run(state, fastStep('C3', 'C4'));
    expect(after.state.players[0]!.usedThisTurn).toEqual(['fast-step']);
    expectRejected(after.state, fastStep('D4', 'D5'), 'action/once-per-turn');
    expect(legalActions(after.state, 0).filter((c) => c.type === 'fast-step')).toEqual([]);
  });

  describe('rejections leave the state untouched', () => {
    const state = scenario({
      flower: 'dentdine',
      turn: 4,
      targets: `
      E . . . . . . . . . Y
      J . . . . . . . . . B
      `,
      board: `
      C . . b . . . . . . .
      D . . . r . . . . . .
      E . . . . . . . . . Y
      `,
    });

    it.each([
      ['R4: a pollen never moves', fastStep('E10', 'E9'), 'fast-step/not-a-stigmerian'],
      ['an empty cell holds no stigmerian', fastStep('E5', 'E6'), 'fast-step/not-a-stigmerian'],
      ['R18: 3 steps are too many in turn 4', fastStep('C3', 'E4'), 'fast-step/out-of-reach'],
      ['R18: the destination must be empty', fastStep('C3', 'D4'), 'fast-step/out-of-reach'],
      ['R18: staying put is no step', fastStep('C3', 'C3'), 'fast-step/out-of-reach'],
      ['R8: row J is out of reach from row C', fastStep('C3', 'off'), 'fast-step/out-of-reach'],
      ['a cell off the board', fastStep('C3', 'Z1'), 'command/malformed'],
    ])('%s', (_name, command, code) => {
      expectRejected(state, command, code);
    });

    it('R18: Fast Step is available from turn 3 only', () => {
      expectRejected({ ...state, turn: 2 }, fastStep('C3', 'C4'), 'action/too-early');
      expect(legalActions({ ...state, turn: 2 }, 0).filter((c) => c.type === 'fast-step')).toEqual([]);
    });

    it('R16: Fast Step is not an action of SiffloChamp', () => {
      expectRejected(withFlower(state, 'sifflochamp'), fastStep('C3', 'C4'), 'action/not-available');
    });

    it('R6/R16: on InspirActrice it costs 2, more than the 1 action left', () => {
      const inspir = scenario({ flower: 'inspiractrice', turn: 3, actionsUsed: 2, board: POSITION });
      expectRejected(inspir, fastStep('C3', 'C4'), 'turn/no-actions-left');
    });
  });

  it('legalActions lists every cell within turn − 2 steps, stopping on own-colour targets, then off', () => {
    // Turn 4, reach 2. The blue on E5: D5 E4 E6 at 1 step (F5 is a pollen); C5 D4 D6 E3 F4 at 2.
    // E6 is a blue target: the token stops there, so E7 and F6 (2 steps through E6) are out.
    const state = scenario({
      flower: 'dentdine',
      turn: 4,
      targets: `
      E . . . . . B . . . .
      F . . . . B . . . . .
      J . . . . . . . . . B
      `,
      board: `
      E . . . . b . . . . .
      F . . . . B . . . . .
      `,
    });
    expect(legalActions(state, 0).filter((c) => c.type === 'fast-step')).toEqual(
      ['C5', 'D4', 'D5', 'D6', 'E3', 'E4', 'E6', 'F4'].map((to) => fastStep('E5', to)),
    );
    // Turn 3, reach 1, on row J: the two free neighbours, then off.
    const edge = scenario({ flower: 'dentdine', turn: 3, board: 'I . . . . . . . . . r\nJ . . . . . . . . . y' });
    expect(legalActions(edge, 0).filter((c) => c.type === 'fast-step')).toEqual([
      fastStep('I10', 'H10'),
      fastStep('I10', 'I9'),
      fastStep('J10', 'J9'),
      fastStep('J10', 'off'),
    ]);
  });
});
