import { describe, expect, it } from 'vitest';
import { SPECIAL_IDS, SPECIALS, legalActions, type Command, type SpecialActionId } from '../../src/index.js';
import { board, centralOf, scenario } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';
import { runAll, withSeat } from '../support/central.js';

const gain = (action: SpecialActionId, player = 0): Command => ({ type: 'gain', player, action });
const give = (cell: string, to: number): Command => ({ type: 'give', player: 0, cell, to });
const drawAndPlace = (to: string): Command[] => [
  { type: 'central-draw', player: 0 },
  { type: 'central-place', player: 0, to },
];

/** Player 0 draws a red and places it on A6, next to two reds: one row of three (1 star). */
function earned(specials: readonly SpecialActionId[] = []) {
  const state = scenario({ mode: 'competitive', central: 'A . . . r r . . . . .', centralActions: 0, bag: ['blue', 'red'], recruit: {}, specials });
  return runAll(state, ...drawAndPlace('A6')).state;
}

/** The level-1 actions, which a 1-star schema lets a player earn (R17). */
const LEVEL_ONE = SPECIAL_IDS.filter((id) => SPECIALS[id].level === 1);

describe('Gain (R19, R21)', () => {
  it('R19 gain: the player chooses one action they do not own; the matched tokens then wait to be given', () => {
    const after = run(earned(), gain('diagonal'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'gain', cost: 0 },
      { type: 'gained', player: 0, action: 'diagonal' },
      { type: 'decision', player: 0, pending: { kind: 'give', cells: ['A4', 'A5', 'A6'] } },
    ]);
    expect(after.state.players[0]!.specials).toEqual(['diagonal']);
    // The triple stays on the StigmaReine until it is given.
    expect(centralOf(after.state)).toBe(board('A . . . r r r . . . .'));
  });

  it('R17 legalActions: a 1-star schema offers the eight level-1 actions the player does not own', () => {
    expect(LEVEL_ONE).toEqual(['mixing', 'combination', 'diagonal', 'quarter-note', 'two-beats', 'no-harm-no-foul', 'pilferer', 'sower']);
    expect(legalActions(earned(), 0)).toEqual(LEVEL_ONE.map((id) => gain(id)));
    expect(legalActions(earned(['mixing', 'sower']), 0)).toEqual(LEVEL_ONE.filter((id) => id !== 'mixing' && id !== 'sower').map((id) => gain(id)));
  });

  it('R19: two lines earn two actions, chosen one at a time, then the five matched tokens are given', () => {
    const state = scenario({
      mode: 'competitive',
      central: `
      A . . . . r . . . . .
      B . . . . r . . . . .
      C . . . r . r . . . .
      `,
      centralActions: 0,
      bag: ['red'],
      recruit: {},
    });
    const placed = runAll(state, ...drawAndPlace('C5')).state;
    expect(placed.players[0]!.pending).toEqual({ kind: 'gain', left: 2, cells: ['A5', 'B5', 'C4', 'C5', 'C6'] });
    const first = run(placed, gain('mixing'));
    expect(first.events.at(-1)).toEqual({ type: 'decision', player: 0, pending: { kind: 'gain', left: 1, cells: ['A5', 'B5', 'C4', 'C5', 'C6'] } });
    expect(legalActions(first.state, 0)).not.toContainEqual(gain('mixing'));
    const second = run(first.state, gain('sower'));
    expect(second.state.players[0]!.specials).toEqual(['mixing', 'sower']);
    expect(second.state.players[0]!.pending).toEqual({ kind: 'give', cells: ['A5', 'B5', 'C4', 'C5', 'C6'] });
  });

  it('R21 gain in solo no limit: any of the sixteen actions that are not versus actions, and nothing to give', () => {
    const state = withSeat(scenario({ mode: 'solo-no-limit', turn: 2 }), 0, { pending: { kind: 'gain', left: 1, cells: [] } });
    const offered = legalActions(state, 0);
    expect(offered).toHaveLength(16);
    expect(offered.map((c) => (c as { action: SpecialActionId }).action)).toEqual(SPECIAL_IDS.filter((id) => !SPECIALS[id].versus));
    const after = run(state, gain('rest'));
    expect(after.state.players[0]!.specials).toEqual(['rest']);
    expect(after.state.players[0]!.pending).toBeNull();
  });

  describe('rejections leave the state untouched', () => {
    it.each([
      ['an action the player owns', earned(['mixing']), gain('mixing'), 'gain/owned'],
      ['R17: a level-3 action on a 1-star schema', earned(), gain('choreography'), 'gain/not-earnable'],
      ['R17: a level-2 action on a 1-star schema', earned(), gain('charmer'), 'gain/not-earnable'],
      ['giving before choosing', earned(), give('A4', 0), 'decision/pending'],
      ['a personal action before choosing', earned(), { type: 'draw', player: 0 }, 'decision/pending'],
      ['an unknown action', earned(), { type: 'gain', player: 0, action: 'flying' }, 'command/malformed'],
    ])('%s', (_name, state, command, code) => {
      expectRejected(state, command, code);
    });

    it('no gain without an alignment', () => {
      expectRejected(scenario({ mode: 'competitive', centralActions: 2 }), gain('mixing'), 'decision/none');
    });

    it('R7: the other player waits while a decision is pending', () => {
      expectRejected(earned(), gain('mixing', 1), 'turn/waiting', 1);
    });
  });
});

describe('Give (R19)', () => {
  const giving = () => run(earned(), gain('mixing')).state;

  it('R19 give: a matched token goes into the bag the acting player chooses, which is shuffled', () => {
    const state = giving();
    const before = state.players[1]!.bag;
    const after = run(state, give('A5', 1));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'give', cost: 0 },
      { type: 'given', player: 0, cell: 'A5', color: 'red', to: 1 },
      { type: 'bag-shuffled', player: 1 },
      { type: 'decision', player: 0, pending: { kind: 'give', cells: ['A4', 'A6'] } },
    ]);
    const bag = after.state.players[1]!.bag;
    expect(bag).toHaveLength(before.length + 1);
    expect(bag.filter((c) => c === 'red')).toHaveLength(before.filter((c) => c === 'red').length + 1);
    expect(centralOf(after.state)).toBe(board('A . . . r . r . . . .'));
  });

  it('R19 give: own bag included; the last token given ends the decision', () => {
    const after = runAll(giving(), give('A4', 0), give('A5', 0), give('A6', 1));
    expect(after.state.players[0]!.bag).toEqual(expect.arrayContaining(['blue', 'red', 'red']));
    expect(after.state.players[0]!.bag).toHaveLength(3);
    expect(after.state.players[0]!.pending).toBeNull();
  });

  it('R19 A5: giving away every StigmaReine token leaves it empty, and the giver puts a token on A5', () => {
    const after = runAll(giving(), give('A4', 0), give('A5', 1), give('A6', 1));
    expect(centralOf(after.state)).toBe(board(''));
    expect(legalActions(after.state, 0)).toEqual(['blue', 'yellow', 'red'].map((color) => ({ type: 'a5', player: 0, color })));
  });

  it('R19: tokens other than the matched ones stay', () => {
    const state = scenario({ mode: 'competitive', central: 'A . . . r r . . . . .\nB . . . b . . . . . .', centralActions: 0, bag: ['red'], recruit: {} });
    const after = runAll(state, ...drawAndPlace('A6'), gain('mixing'), give('A4', 0), give('A5', 0), give('A6', 0));
    expect(centralOf(after.state)).toBe(board('B . . . b . . . . . .'));
    expect(after.state.players[0]!.centralActions).toBe(1);
  });

  it('legalActions: every matched cell to every player still in the game, cells first', () => {
    expect(legalActions(giving(), 0)).toEqual([give('A4', 0), give('A4', 1), give('A5', 0), give('A5', 1), give('A6', 0), give('A6', 1)]);
    const out = withSeat(giving(), 1, { status: 'out', outReason: 'empty-bag' });
    expect(legalActions(out, 0)).toEqual([give('A4', 0), give('A5', 0), give('A6', 0)]);
  });

  describe('rejections leave the state untouched', () => {
    it.each([
      ['a cell that was not matched', giving(), give('A3', 0), 'give/not-matched'],
      ['a seat that does not exist', giving(), give('A4', 3), 'give/no-such-player'],
      ['a player who is out', withSeat(giving(), 1, { status: 'out', outReason: 'empty-bag' }), give('A4', 1), 'give/no-such-player'],
      ['choosing another action when none is left to choose', giving(), gain('sower'), 'decision/pending'],
      ['ending the turn before giving', giving(), { type: 'end-turn', player: 0 }, 'decision/pending'],
    ])('%s', (_name, state, command, code) => {
      expectRejected(state, command, code);
    });

    it('no give without matched tokens', () => {
      expectRejected(scenario({ mode: 'competitive' }), give('A5', 0), 'decision/none');
    });
  });
});
