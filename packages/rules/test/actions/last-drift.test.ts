import { describe, expect, it } from 'vitest';
import { legalActions, type Command, type DieFace, type DriftTarget, type GameState, type SpecialActionId } from '../../src/index.js';
import { board, boardOf, scenario } from '../support/ascii.js';
import { expectRejected, run } from '../support/commands.js';
import { rolling, seat } from '../support/versus.js';

const lastDrift = (target: DriftTarget, player = 0): Command => ({ type: 'last-drift', player, target });

const OWN = `
  C . . b . . . . . . .
  D . . r . . . . . . .
  `;
const THEIRS = `
  B y . . . . . . . . .
  `;

/** Competitive no limit, turn 3, before any action: player 0's board is OWN, player 1's THEIRS; the StigmaReine holds A5. */
function position(options: { players?: number; board?: string; central?: string } = {}): GameState {
  const state = scenario({
    mode: 'competitive-no-limit',
    players: options.players ?? 2,
    turn: 3,
    centralActions: 0,
    board: options.board ?? OWN,
    central: options.central,
  });
  return seat(state, 1, { board: THEIRS });
}

// The level-1 special actions: all a 1-star schema lets a player earn (R17).
const LEVEL_ONE: SpecialActionId[] = ['mixing', 'combination', 'diagonal', 'quarter-note', 'two-beats', 'no-harm-no-foul', 'pilferer', 'sower'];

describe('R20 Last Drift', () => {
  it('R20 Last Drift: free, the die is rolled at once for the target, and a direction face asks for a step', () => {
    const state = rolling(position(), 'south-blue');
    const rolled = run(state, lastDrift('own'));
    expect(rolled.events).toEqual([
      { type: 'acted', player: 0, action: 'last-drift', cost: 0 },
      { type: 'rolled', player: 0, face: 'south-blue', purpose: 'last-drift' },
      { type: 'decision', player: 0, pending: { kind: 'drift', face: 'south-blue', target: 'own' } },
    ]);
    const p = rolled.state.players[0]!;
    expect(p.actionsUsed).toBe(0);
    expect(p.centralActions).toBe(0);
    expect(p.usedThisTurn).toEqual(['last-drift']);
    expect(legalActions(rolled.state, 0)).toEqual([{ type: 'drift-move', player: 0, from: 'D3', to: 'E3' }]);
    const moved = run(rolled.state, { type: 'drift-move', player: 0, from: 'D3', to: 'E3' });
    expect(boardOf(moved.state)).toBe(
      board(`
      C . . b . . . . . . .
      E . . r . . . . . . .
      `),
    );
  });

  it("R20 Last Drift: a step off an opponent's board sends the token to the acting player's recruit zone", () => {
    const rolled = run(rolling(position(), 'west-violet'), lastDrift(1));
    expect(rolled.state.players[0]!.pending).toEqual({ kind: 'drift', face: 'west-violet', target: 1 });
    const after = run(rolled.state, { type: 'drift-move', player: 0, from: 'B1', to: 'off' });
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'drift-move', cost: 0 },
      { type: 'decision', player: 0, pending: null },
      { type: 'drifted', player: 0, board: 1, from: 'B1', to: 'off' },
    ]);
    expect(boardOf(after.state, 1)).toBe(board(''));
    expect(after.state.players[0]!.recruit.yellow).toBe(rolled.state.players[0]!.recruit.yellow + 1);
    expect(after.state.players[1]!.recruit).toEqual(rolled.state.players[1]!.recruit);
  });

  it('R20 Last Drift: a step off the StigmaReine sends the token to the acting player\'s recruit zone, and an empty StigmaReine gets its A5 token first', () => {
    const rolled = run(rolling(position(), 'north-red'), lastDrift('central'));
    const after = run(rolled.state, { type: 'drift-move', player: 0, from: 'A5', to: 'off' });
    expect(after.events.slice(1)).toEqual([
      { type: 'decision', player: 0, pending: null },
      { type: 'central-left', player: 0, from: 'A5', color: 'blue', to: 'recruit' },
    ]);
    expect(after.state.players[0]!.recruit.blue).toBe(rolled.state.players[0]!.recruit.blue + 1);
    expect(new Set(legalActions(after.state, 0).map((c) => c.type))).toEqual(new Set(['a5']));
  });

  it('R20 Last Drift: an X face asks for a stigmerian of its colour to be removed', () => {
    const rolled = run(rolling(position(), 'x-red'), lastDrift('own'));
    expect(rolled.state.players[0]!.pending).toEqual({ kind: 'drift', face: 'x-red', target: 'own' });
    expect(legalActions(rolled.state, 0)).toEqual([{ type: 'drift-remove', player: 0, cell: 'D3' }]);
  });

  it('R20 Last Drift: Black Night on the own board lets the player play, free, one special action they do not own', () => {
    const rolled = run(rolling(position(), 'black-night'), lastDrift('own'));
    expect(rolled.events.at(-1)).toEqual({ type: 'decision', player: 0, pending: { kind: 'free-special' } });
    const types = new Set(legalActions(rolled.state, 0).map((c) => c.type));
    expect(types.has('diagonal')).toBe(true);
    expect(types.has('draw')).toBe(false);
    const free = run(rolled.state, { type: 'diagonal', player: 0, from: 'C3', to: 'B4' });
    expect(free.events).toEqual([
      { type: 'acted', player: 0, action: 'diagonal', cost: 0 },
      { type: 'moved', player: 0, from: 'C3', to: 'B4' },
      { type: 'decision', player: 0, pending: null },
    ]);
    expect(free.state.players[0]!.actionsUsed).toBe(0);
    expect(free.state.players[0]!.specials).toEqual([]);
  });

  it('R20 Last Drift: Black Night on an opponent\'s board makes that opponent play, free, one special action they do not own', () => {
    const rolled = run(rolling(position(), 'black-night'), lastDrift(1));
    expect(rolled.events.at(-1)).toEqual({ type: 'decision', player: 1, pending: { kind: 'free-special' } });
    expect(rolled.state.players[0]!.pending).toBeNull();
    expectRejected(rolled.state, { type: 'central-draw', player: 0 }, 'turn/waiting');
    const robbed = run(rolled.state, { type: 'pilferer', player: 1, target: 0 });
    expect(robbed.state.players[1]!.pending).toBeNull();
    expect(robbed.state.players[1]!.specials).toEqual([]);
    expect(legalActions(robbed.state, 0).map((c) => c.type)).toContain('central-draw');
  });

  it('R20 Last Drift: Black Night on the StigmaReine asks for a new primary token there', () => {
    const rolled = run(rolling(position(), 'black-night'), lastDrift('central'));
    expect(rolled.state.players[0]!.pending).toEqual({ kind: 'drift', face: 'black-night', target: 'central' });
    expect(new Set(legalActions(rolled.state, 0).map((c) => c.type))).toEqual(new Set(['drift-land']));
  });

  describe('R20 Last Drift (BGA §11.1): when the face allows nothing, it is spent with no effect', () => {
    it.each<[string, DieFace, DriftTarget, GameState]>([
      ['a step with no stigmerian on the board', 'east-white', 'own', position({ board: '' })],
      ['a step with every stigmerian blocked that way', 'north-brown', 'own', position({ board: 'A . . . . . . . . . .\nC . . . . B . . . . .\nD . . . . y . . . . .' })],
      ['an X with no stigmerian of its colour (a pollen does not count)', 'x-blue', 'own', position({ board: 'C . . B . . . . . . .\nD . . r . . . . . . .' })],
      ['Black Night with no special action left to play', 'black-night', 'own', seat(position(), 0, { specials: LEVEL_ONE })],
      ['Black Night for an opponent with none left to play', 'black-night', 1, seat(position(), 1, { specials: LEVEL_ONE })],
    ])('%s', (_name, face, target, state) => {
      const after = run(rolling(state, face), lastDrift(target));
      expect(after.events).toEqual([
        { type: 'acted', player: 0, action: 'last-drift', cost: 0 },
        { type: 'rolled', player: 0, face, purpose: 'last-drift' },
      ]);
      expect(after.state.players.map((p) => p.pending)).toEqual([null, null]);
      expect(after.state.players.map((p) => p.board)).toEqual(state.players.map((p) => p.board));
      expectRejected(after.state, lastDrift('own'), 'last-drift/not-first');
    });
  });

  it('R20 Last Drift: once a turn, and before any other action of the turn, the central ones included', () => {
    const state = rolling(position(), 'x-blue');
    const spent = run(state, lastDrift('own'));
    expectRejected(run(spent.state, { type: 'drift-remove', player: 0, cell: 'C3' }).state, lastDrift('central'), 'last-drift/not-first');
    const central = run(state, { type: 'central-draw', player: 0 });
    const placed = run(central.state, { type: 'central-place', player: 0, to: 'A4' });
    expectRejected(placed.state, lastDrift('own'), 'last-drift/not-first');
    expect(legalActions(placed.state, 0).filter((c) => c.type === 'last-drift')).toEqual([]);
    const solo = scenario({ mode: 'solo-no-limit', turn: 3, board: OWN, bag: ['red'] });
    const drawn = run(solo, { type: 'draw', player: 0 });
    expectRejected(drawn.state, lastDrift('own'), 'last-drift/not-first');
  });

  it('R20 Last Drift: a free step spends it too (the solo joker, which costs no action)', () => {
    const solo = scenario({ mode: 'solo-no-limit', turn: 3, board: OWN, recruit: { red: 4 } });
    const joker = run(solo, { type: 'joker', player: 0, from: 'red', to: 'blue' });
    expect(joker.state.players[0]!.actionsUsed).toBe(0);
    expectRejected(joker.state, lastDrift('own'), 'last-drift/not-first');
  });

  it("R20/R21 Last Drift: choosing solo no limit's new action at the start of a turn leaves it open", () => {
    const solo = scenario({ mode: 'solo-no-limit', turn: 3, board: OWN });
    const asked = { ...solo, players: solo.players.map((p) => ({ ...p, pending: { kind: 'gain', left: 1, cells: [] } as const })) };
    const gained = run(asked, { type: 'gain', player: 0, action: 'copy' });
    expect(legalActions(gained.state, 0)).toContainEqual(lastDrift('own'));
  });

  it('R22: the roll is a checkpoint', () => {
    const rolled = run(rolling(position(), 'south-blue'), lastDrift('own'));
    expectRejected(rolled.state, { type: 'undo', player: 0 }, 'undo/checkpoint');
  });

  describe('rejections leave the state untouched', () => {
    const state = position({ players: 3 });

    it.each([
      ["R20: an opponent's board is named by the opponent's seat; one's own is 'own'", state, lastDrift(0), 'last-drift/self'],
      ['a seat nobody sits on', state, lastDrift(3), 'last-drift/no-such-player'],
      ['R14: a player who is out is left alone', seat(state, 2, { status: 'out', outReason: 'empty-bag' }), lastDrift(2), 'last-drift/target-out'],
      ['R20: no StigmaReine in solo', scenario({ mode: 'solo-no-limit', turn: 3 }), lastDrift('central'), 'last-drift/no-stigmareine'],
      ['R20: no-limit modes only', scenario({ mode: 'competitive', turn: 3, centralActions: 0 }), lastDrift('own'), 'last-drift/not-no-limit'],
      ['R20: no-limit modes only, not discovery', scenario({ mode: 'discovery', turn: 3 }), lastDrift('own'), 'last-drift/not-no-limit'],
    ])('%s', (_name, position, command, code) => {
      expectRejected(position, command, code);
    });
  });

  it('legalActions lists the own board, the StigmaReine and every opponent still in the game', () => {
    const state = position({ players: 3 });
    expect(legalActions(state, 0).filter((c) => c.type === 'last-drift')).toEqual([lastDrift('own'), lastDrift('central'), lastDrift(1), lastDrift(2)]);
    const out = seat(state, 1, { status: 'out', outReason: 'empty-bag' });
    expect(legalActions(out, 0).filter((c) => c.type === 'last-drift')).toEqual([lastDrift('own'), lastDrift('central'), lastDrift(2)]);
    expect(legalActions(scenario({ mode: 'solo-no-limit', turn: 3 }), 0).filter((c) => c.type === 'last-drift')).toEqual([lastDrift('own')]);
    expect(legalActions(scenario({ mode: 'competitive', turn: 3, centralActions: 0 }), 0).filter((c) => c.type === 'last-drift')).toEqual([]);
  });
});
