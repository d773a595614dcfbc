import { describe, expect, it } from 'vitest';
import { legalActions, type Command } from '../../src/index.js';
import { board, centralOf, scenario } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';
import { runAll, withSeat } from '../support/central.js';

const draw: Command = { type: 'central-draw', player: 0 };
const place = (to: string): Command => ({ type: 'central-place', player: 0, to });

/** Player 0's turn, both central actions still to take; red is on top of the bag. */
function position(central = 'A . . . . b . . . . .') {
  return scenario({ mode: 'competitive', central, centralActions: 0, bag: ['blue', 'yellow', 'red'], recruit: {} });
}

/** Every cell filled on the StigmaReine: nowhere to place. */
const FULL = Array.from('ABCDEFGHIJ', (row) => `${row} b y b y b y b y b y`).join('\n');

describe('Draw and Place on the StigmaReine (R19)', () => {
  it('R19 Draw and Place: the top token of the bag is drawn and shown, and waits for its StigmaReine cell', () => {
    const after = run(position(), draw);
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'central-draw', cost: 0 },
      { type: 'central-acted', player: 0, action: 'central-draw' },
      { type: 'central-drawn', player: 0, color: 'red' },
      { type: 'decision', player: 0, pending: { kind: 'central-place', color: 'red' } },
    ]);
    const p = after.state.players[0]!;
    expect(p.bag).toEqual(['blue', 'yellow']);
    expect(p.centralActions).toBe(1);
    expect(p.actionsUsed).toBe(0);
    // The drawn token is in no zone while it waits: not in the recruit zone, not on the StigmaReine.
    expect(p.recruit.red).toBe(0);
    expect(centralOf(after.state)).toBe(board('A . . . . b . . . . .'));
  });

  it('R19 Draw and Place: the drawn token goes on an empty cell next to a StigmaReine token', () => {
    const after = runAll(position(), draw, place('B5'));
    expect(centralOf(after.state)).toBe(
      board(`
      A . . . . b . . . . .
      B . . . . r . . . . .
      `),
    );
    expect(after.events.slice(-2)).toEqual([
      { type: 'decision', player: 0, pending: null },
      { type: 'central-placed', player: 0, color: 'red', cell: 'B5', from: 'drawn' },
    ]);
    expect(after.state.players[0]!.pending).toBeNull();
  });

  it('R4: a token on the StigmaReine never becomes pollen, even on a cell that is a target of its colour', () => {
    const state = scenario({
      mode: 'competitive',
      targets: 'B . . . . R . . . . .',
      centralActions: 0,
      bag: ['red'],
      recruit: {},
    });
    const after = runAll(state, draw, place('B5'));
    expect(centralOf(after.state)).toBe(board('A . . . . b . . . . .\nB . . . . r . . . . .'));
  });

  it('R19 Draw and Place twice fills both central actions; the personal board comes next', () => {
    const after = runAll(position(), draw, place('B5'), draw, place('A4'));
    expect(centralOf(after.state)).toBe(board('A . . . y b . . . . .\nB . . . . r . . . . .'));
    expect(after.state.players[0]!.centralActions).toBe(2);
    expect(legalActions(after.state, 0).map((c) => c.type)).toContain('draw');
  });

  it('R19: a Draw and Place that completes a row of three of its colour earns an action', () => {
    const after = runAll(position('A . . . r r . . . . .'), draw, place('A6'));
    expect(after.events.at(-1)).toEqual({
      type: 'decision',
      player: 0,
      pending: { kind: 'gain', left: 1, cells: ['A4', 'A5', 'A6'] },
    });
  });

  it('R22: the draw reveals the bag and the placing touches the StigmaReine: neither can be undone', () => {
    const drawn = run(position(), draw).state;
    expect(drawn.players[0]!.previous).toBeNull();
    const placed = run(drawn, place('A4')).state;
    expect(placed.players[0]!.previous).toBeNull();
    expect(legalActions(placed, 0)).not.toContainEqual({ type: 'undo', player: 0 });
  });

  it('legalActions after the draw: only the landing cells of the StigmaReine, in reading order', () => {
    const drawn = run(position(), draw).state;
    expect(legalActions(drawn, 0)).toEqual([place('A4'), place('A6'), place('B5')]);
  });

  it('legalActions: no Draw and Place with an empty bag; the player then moves on the StigmaReine', () => {
    const state = withSeat(position(), 0, { bag: [] });
    expect(legalActions(state, 0).map((c) => c.type)).toEqual(['central-move', 'central-move', 'central-move']);
  });

  describe('rejections leave the state untouched', () => {
    it.each([
      ['an empty bag', withSeat(position(), 0, { bag: [] }), draw, 'central-draw/empty-bag'],
      ['a full StigmaReine', position(FULL), draw, 'central-draw/full'],
      ['both central actions spent', withSeat(position(), 0, { centralActions: 2 }), draw, 'central/spent'],
      ['placing with nothing drawn', position(), place('A4'), 'decision/none'],
      ['Draw and Place in a normal game', scenario({ mode: 'normal', bag: ['red'] }), draw, 'central/none'],
    ])('%s', (_name, state, command, code) => {
      expectRejected(state, command, code);
    });

    it('R7: only the player whose turn it is draws for the StigmaReine', () => {
      expectRejected(position(), { type: 'central-draw', player: 1 }, 'turn/not-yours', 1);
    });

    describe('the drawn token', () => {
      const drawn = run(position(), draw).state;
      it.each([
        ['R8: on an occupied cell', place('A5'), 'central-place/not-landing-cell'],
        ['R8: on a cell next to no token', place('C5'), 'central-place/not-landing-cell'],
        ['R8: diagonally next to a token only', place('B4'), 'central-place/not-landing-cell'],
        ['the other central action before placing it', { type: 'central-move', player: 0, from: 'A5', to: 'A4' }, 'decision/pending'],
        ['a personal action before placing it', { type: 'draw', player: 0 }, 'decision/pending'],
        ['ending the turn before placing it', { type: 'end-turn', player: 0 }, 'decision/pending'],
        ['a cell that does not exist', place('K1'), 'command/malformed'],
      ])('%s', (_name, command, code) => {
        expectRejected(drawn, command, code);
      });
    });
  });
});
