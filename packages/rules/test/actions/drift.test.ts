import { describe, expect, it } from 'vitest';
import { legalActions, type Command, type DieFace, type DriftTarget, type GameState, type Primary } from '../../src/index.js';
import { board, boardOf, centralOf, scenario } from '../support/ascii.js';
import { expectRejected, run } from '../support/commands.js';
import { rolling, seat } from '../support/versus.js';

const driftMove = (from: string, to: string): Command => ({ type: 'drift-move', player: 0, from, to });
const driftRemove = (cell: string): Command => ({ type: 'drift-remove', player: 0, cell });
const driftLand = (color: Primary, to: string): Command => ({ type: 'drift-land', player: 0, color, to });

// E3 red and E5 blue are targets: E3 is a pollen already.
const TARGETS = `
  E . . R . B . . . . .
  J . . . . . . . . . B
  `;
const OWN = `
  D . . r . . . . . . .
  E . . R . . . . . . .
  F . . . . r . . . . .
  `;
const THEIRS = `
  D . . . . b . . . . .
  E . . . . . . . . . r
  `;
const CENTRAL = `
  A . . . . b b . . . b
  B . . . . . . b . . .
  `;

/** Competitive no limit, turn 3, before any action; the die rolls `face` for a Last Drift aimed at `target`. */
function drifting(face: DieFace, target: DriftTarget): GameState {
  let state = scenario({ mode: 'competitive-no-limit', turn: 3, centralActions: 0, targets: TARGETS, board: OWN, central: CENTRAL });
  state = seat(state, 1, { board: THEIRS });
  return run(rolling(state, face), { type: 'last-drift', player: 0, target }).state;
}

const listed = (state: GameState) => legalActions(state, 0).filter((c) => c.type.startsWith('drift-'));

describe('R20 Last Drift: the answers', () => {
  describe('R20 direction faces: one stigmerian one step that way, or off the edge it faces', () => {
    it('R20 on the own board: the step may make a pollen (R4); pollens never drift', () => {
      const state = drifting('north-red', 'own');
      expect(listed(state)).toEqual([driftMove('D3', 'C3'), driftMove('F5', 'E5')]);
      const after = run(state, driftMove('F5', 'E5'));
      expect(after.events).toEqual([
        { type: 'acted', player: 0, action: 'drift-move', cost: 0 },
        { type: 'decision', player: 0, pending: null },
        { type: 'drifted', player: 0, board: 0, from: 'F5', to: 'E5' },
      ]);
      // E5 is a blue target: the red token stays a stigmerian.
      expect(boardOf(after.state)).toBe(
        board(`
        D . . r . . . . . . .
        E . . R . r . . . . .
        `),
      );
    });

    it("R20 on an opponent's board: the owner's token may become the owner's pollen (R4)", () => {
      const state = drifting('south-blue', 1);
      expect(listed(state)).toEqual([driftMove('D5', 'E5'), driftMove('E10', 'F10')]);
      const after = run(state, driftMove('D5', 'E5'));
      expect(after.events.slice(1)).toEqual([
        { type: 'decision', player: 0, pending: null },
        { type: 'drifted', player: 0, board: 1, from: 'D5', to: 'E5' },
        { type: 'pollinated', player: 1, cell: 'E5', color: 'blue' },
      ]);
      expect(boardOf(after.state, 1)).toBe(
        board(`
        E . . . . B . . . . r
        `),
      );
      expect(boardOf(after.state, 0)).toBe(board(OWN));
    });

    it("R20 off an opponent's edge: the token goes to the acting player's recruit zone", () => {
      const state = drifting('east-white', 1);
      expect(listed(state)).toEqual([driftMove('D5', 'D6'), driftMove('E10', 'off')]);
      const after = run(state, driftMove('E10', 'off'));
      expect(after.state.players[0]!.recruit.red).toBe(state.players[0]!.recruit.red + 1);
      expect(boardOf(after.state, 1)).toBe(board('D . . . . b . . . . .'));
    });

    it('R19/R20 on the StigmaReine: any token steps; a line of three of its colour earns the acting player', () => {
      const state = drifting('west-orange', 'central');
      expect(listed(state)).toEqual([driftMove('A5', 'A4'), driftMove('A10', 'A9'), driftMove('B7', 'B6')]);
      const after = run(state, driftMove('A10', 'A9'));
      expect(after.events.slice(1, 3)).toEqual([
        { type: 'decision', player: 0, pending: null },
        { type: 'central-moved', player: 0, from: 'A10', to: 'A9' },
      ]);
      expect(centralOf(after.state)).toBe(
        board(`
        A . . . . b b . . b .
        B . . . . . . b . . .
        `),
      );
      const aligned = run(drifting('north-brown', 'central'), driftMove('B7', 'A7'));
      expect(aligned.events.at(-1)).toEqual({ type: 'decision', player: 0, pending: { kind: 'gain', left: 1, cells: ['A5', 'A6', 'A7'] } });
    });

    it("R20 off the StigmaReine's edge: to the acting player's recruit zone, not the StigmaReine's", () => {
      const state = drifting('east-yellow', 'central');
      expect(listed(state)).toEqual([driftMove('A6', 'A7'), driftMove('A10', 'off'), driftMove('B7', 'B8')]);
      const after = run(state, driftMove('A10', 'off'));
      expect(after.events.slice(1)).toEqual([
        { type: 'decision', player: 0, pending: null },
        { type: 'central-left', player: 0, from: 'A10', color: 'blue', to: 'recruit' },
      ]);
      expect(after.state.players[0]!.recruit.blue).toBe(state.players[0]!.recruit.blue + 1);
      expect(after.state.central!.recruit).toEqual(state.central!.recruit);
    });

    describe('rejections leave the state untouched', () => {
      const north = drifting('north-red', 'own');
      const east = drifting('east-white', 1);
      const central = drifting('west-orange', 'central');

      it.each([
        ['R20: the step is the die\'s direction', north, driftMove('D3', 'D4'), 'drift-move/wrong-direction'],
        ['R20: one cell, no passive diagonal', north, driftMove('D3', 'C4'), 'drift-move/wrong-direction'],
        ['R20: to an empty cell', drifting('south-green', 'own'), driftMove('D3', 'E3'), 'drift-move/occupied'],
        ['R4: a pollen never drifts', drifting('south-green', 'own'), driftMove('E3', 'F3'), 'drift-move/not-a-stigmerian'],
        ['R20: off only by the edge the die faces', east, driftMove('D5', 'off'), 'drift-move/no-exit'],
        ['R20: a cell of the target board, not the own board', east, driftMove('F5', 'F6'), 'drift-move/not-a-stigmerian'],
        ['R20: a token of the StigmaReine', central, driftMove('C3', 'C2'), 'drift-move/no-token'],
        ['R20: a direction face removes nothing', north, driftRemove('D3'), 'drift-remove/wrong-face'],
        ['R20: a direction face lands nothing', central, driftLand('red', 'A4'), 'drift-land/wrong-face'],
        ['R20: the Last Drift asks for its answer first', north, { type: 'draw', player: 0 }, 'decision/pending'],
      ])('%s', (_name, state, command, code) => {
        expectRejected(state, command, code);
      });
    });
  });

  describe('R20 X faces: a stigmerian of that colour goes to the box', () => {
    it('R20 on the own board: pollens of that colour stay', () => {
      const state = drifting('x-red', 'own');
      expect(listed(state)).toEqual([driftRemove('D3'), driftRemove('F5')]);
      const after = run(state, driftRemove('D3'));
      expect(after.events.slice(1)).toEqual([
        { type: 'decision', player: 0, pending: null },
        { type: 'removed', player: 0, cell: 'D3', color: 'red' },
      ]);
      expect(boardOf(after.state)).toBe(
        board(`
        E . . R . . . . . . .
        F . . . . r . . . . .
        `),
      );
      expect(after.state.players[0]!.recruit).toEqual(state.players[0]!.recruit);
    });

    it("R20 on an opponent's board", () => {
      const after = run(drifting('x-blue', 1), driftRemove('D5'));
      expect(after.events.at(-1)).toEqual({ type: 'removed', player: 1, cell: 'D5', color: 'blue' });
      expect(boardOf(after.state, 1)).toBe(board('E . . . . . . . . . r'));
    });

    it('R20 on the StigmaReine', () => {
      const state = drifting('x-blue', 'central');
      expect(listed(state)).toEqual(['A5', 'A6', 'A10', 'B7'].map(driftRemove));
      const after = run(state, driftRemove('A6'));
      expect(after.events.at(-1)).toEqual({ type: 'central-left', player: 0, from: 'A6', color: 'blue', to: 'box' });
      expect(after.state.central!.recruit).toEqual(state.central!.recruit);
      expect(centralOf(after.state)).toBe(
        board(`
        A . . . . b . . . . b
        B . . . . . . b . . .
        `),
      );
    });

    describe('rejections leave the state untouched', () => {
      const red = drifting('x-red', 'own');
      it.each([
        ['R20: a stigmerian of the face\'s colour', drifting('x-blue', 1), driftRemove('E10'), 'drift-remove/wrong-colour'],
        ['R20: a pollen is never removed', red, driftRemove('E3'), 'drift-remove/not-a-stigmerian'],
        ['R20: an empty cell', red, driftRemove('A1'), 'drift-remove/not-a-stigmerian'],
        ['R20: an X face moves nothing', red, driftMove('D3', 'C3'), 'drift-move/wrong-face'],
      ])('%s', (_name, state, command, code) => {
        expectRejected(state, command, code);
      });
    });
  });

  describe('R20 Black Night on the StigmaReine: a new primary token from the box lands there', () => {
    it('R19/R20: it lands on a landing cell of the StigmaReine, and a line of three earns', () => {
      const state = drifting('black-night', 'central');
      const lands = listed(state);
      expect(lands.slice(0, 3)).toEqual([driftLand('blue', 'A4'), driftLand('yellow', 'A4'), driftLand('red', 'A4')]);
      // The empty cells next to a token: A4, A7, A9, B5, B6, B8, B10, C7.
      expect(lands).toHaveLength(3 * 8);
      const after = run(state, driftLand('red', 'A4'));
      expect(after.events.slice(1)).toEqual([
        { type: 'decision', player: 0, pending: null },
        { type: 'central-placed', player: 0, color: 'red', cell: 'A4', from: 'box' },
      ]);
      const aligned = run(state, driftLand('blue', 'A7'));
      expect(aligned.events.at(-1)).toEqual({ type: 'decision', player: 0, pending: { kind: 'gain', left: 1, cells: ['A5', 'A6', 'A7'] } });
    });

    describe('rejections leave the state untouched', () => {
      const state = drifting('black-night', 'central');
      it.each([
        ['R19: next to a token of the StigmaReine', driftLand('red', 'E5'), 'drift-land/not-landing-cell'],
        ['R19: on an empty cell', driftLand('red', 'A5'), 'drift-land/not-landing-cell'],
        ['R20: a primary colour', { type: 'drift-land', player: 0, color: 'green', to: 'A4' }, 'command/malformed'],
        ['R20: Black Night moves nothing', driftMove('A5', 'A4'), 'drift-move/wrong-face'],
      ])('%s', (_name, command, code) => {
        expectRejected(state, command, code);
      });
    });
  });

  it('R20: no answer without a Last Drift', () => {
    const state = scenario({ mode: 'competitive-no-limit', turn: 3, centralActions: 0, board: OWN });
    expectRejected(state, driftMove('D3', 'C3'), 'decision/none');
    expectRejected(state, driftRemove('D3'), 'decision/none');
    expectRejected(state, driftLand('red', 'A4'), 'decision/none');
  });
});
