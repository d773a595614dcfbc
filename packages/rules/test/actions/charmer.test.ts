import { describe, expect, it } from 'vitest';
import { legalActions, type Colour, type Command, type GameState } from '../../src/index.js';
import { scenario } from '../support/ascii.js';
import { expectRejected, run } from '../support/commands.js';
import { recruitOf, seat } from '../support/versus.js';

type Token = { player: number; color: Colour };
const charm = (a: Token, b: Token, player = 0): Command => ({ type: 'charmer', player, tokens: [a, b] });
const pass = (player = 0): Command => ({ type: 'charmer-pass', player });
const endTurn = (player: number): Command => ({ type: 'end-turn', player });

/** Every seat has spent its central actions; each seat's recruit zone as given; player 0 owns Charmer. */
function table(recruits: Partial<Record<Colour, number>>[], charmers: number[] = [0]): GameState {
  let state = scenario({ mode: 'competitive', players: recruits.length, turn: 3 });
  recruits.forEach((recruit, i) => {
    state = seat(state, i, { recruit, centralActions: 2, specials: charmers.includes(i) ? ['charmer'] : [] });
  });
  return state;
}

/** Every player ends the turn, in seat order (player 0 plays first). */
function endAll(state: GameState): GameState {
  return state.players.reduce((s, _, i) => run(s, endTurn(i)).state, state);
}

/** A unit position: the flow has asked player 0 for Charmer. */
function asked(recruits: Partial<Record<Colour, number>>[]): GameState {
  return seat(table(recruits), 0, { pending: { kind: 'charmer' } });
}

describe('R18 Charmer', () => {
  it('R18 Charmer: after every player has ended the turn and before the wind, the owner is asked; two tokens change owners, for free', () => {
    const ended = run(run(table([{ red: 2 }, { blue: 1 }]), endTurn(0)).state, endTurn(1));
    expect(ended.events.at(-1)).toEqual({ type: 'decision', player: 0, pending: { kind: 'charmer' } });
    expect(ended.state.turn).toBe(3);
    const charmed = run(ended.state, charm({ player: 0, color: 'red' }, { player: 1, color: 'blue' }));
    expect(charmed.events.slice(0, 3)).toEqual([
      { type: 'acted', player: 0, action: 'charmer', cost: 0 },
      { type: 'decision', player: 0, pending: null },
      { type: 'charmed', player: 0, tokens: [{ player: 0, color: 'red' }, { player: 1, color: 'blue' }] },
    ]);
    // Then the wind blows and the next turn starts.
    expect(charmed.events.map((e) => e.type)).toContain('wind');
    expect(charmed.state.turn).toBe(4);
    expect(charmed.state.players[0]!.recruit).toEqual(recruitOf({ red: 1, blue: 1 }));
    expect(charmed.state.players[1]!.recruit).toEqual(recruitOf({ red: 1 }));
  });

  it('R18 Charmer: the two players may both be opponents of the charmer', () => {
    const state = asked([{}, { yellow: 1 }, { black: 1 }]);
    const after = run(state, charm({ player: 1, color: 'yellow' }, { player: 2, color: 'black' }));
    expect(after.state.players[0]!.recruit).toEqual(recruitOf());
    expect(after.state.players[1]!.recruit).toEqual(recruitOf({ black: 1 }));
    expect(after.state.players[2]!.recruit).toEqual(recruitOf({ yellow: 1 }));
  });

  it('R18 Charmer: the two tokens may be named in either order', () => {
    const state = asked([{ red: 1 }, { blue: 1 }]);
    const one = run(state, charm({ player: 0, color: 'red' }, { player: 1, color: 'blue' }));
    const other = run(state, charm({ player: 1, color: 'blue' }, { player: 0, color: 'red' }));
    expect(other.state.players.map((p) => p.recruit)).toEqual(one.state.players.map((p) => p.recruit));
  });

  it('R18 Charmer: a token received by Charmer this turn cannot be charmed again; the next owner is asked in turn order', () => {
    const ended = endAll(table([{ red: 1 }, { blue: 2 }, { yellow: 1 }], [0, 1]));
    expect(ended.players[0]!.pending).toEqual({ kind: 'charmer' });
    const first = run(ended, charm({ player: 0, color: 'red' }, { player: 1, color: 'blue' }));
    expect(first.events.at(-1)).toEqual({ type: 'decision', player: 1, pending: { kind: 'charmer' } });
    const state = first.state;
    expect(state.players[1]!.recruit).toEqual(recruitOf({ blue: 1, red: 1 }));
    expect(state.players[1]!.charmed).toEqual(['red']);
    expect(state.players[0]!.charmed).toEqual(['blue']);
    expectRejected(state, charm({ player: 1, color: 'red' }, { player: 2, color: 'yellow' }, 1), 'charmer/no-token', 1);
    expectRejected(state, charm({ player: 0, color: 'blue' }, { player: 2, color: 'yellow' }, 1), 'charmer/no-token', 1);
    // Player 1's own blue was not received, so it may be charmed.
    expect(legalActions(state, 1)).toEqual([charm({ player: 1, color: 'blue' }, { player: 2, color: 'yellow' }, 1), pass(1)]);
  });

  it('R18 Charmer: the owner may pass; Charmer is spent for the turn and the wind blows', () => {
    const ended = endAll(table([{ red: 1 }, { blue: 1 }]));
    const passed = run(ended, pass());
    expect(passed.events.slice(0, 2)).toEqual([
      { type: 'acted', player: 0, action: 'charmer-pass', cost: 0 },
      { type: 'decision', player: 0, pending: null },
    ]);
    expect(passed.state.turn).toBe(4);
    expect(passed.state.players[0]!.recruit).toEqual(recruitOf({ red: 1 }));
  });

  it('R18 Charmer: the phase is skipped when fewer than two players have tokens to charm', () => {
    const ended = endAll(table([{ red: 3 }, {}]));
    expect(ended.turn).toBe(4);
    expect(ended.players[0]!.pending).toBeNull();
  });

  it('R22: Charmer touches two players, so it is a checkpoint', () => {
    const state = asked([{ red: 1 }, { blue: 1 }]);
    const after = run(state, charm({ player: 0, color: 'red' }, { player: 1, color: 'blue' }));
    expect(after.state.players[0]!.previous).toBeNull();
  });

  describe('rejections leave the state untouched', () => {
    const state = asked([{ red: 1 }, { blue: 1 }, { yellow: 1 }]);

    it.each([
      ['R18: two different players', charm({ player: 1, color: 'blue' }, { player: 1, color: 'blue' }), 'charmer/same-player'],
      ['R18: a token the recruit zone holds', charm({ player: 0, color: 'blue' }, { player: 1, color: 'blue' }), 'charmer/no-token'],
      ['a seat nobody sits on', charm({ player: 0, color: 'red' }, { player: 4, color: 'blue' }), 'charmer/no-such-player'],
    ])('%s', (_name, command, code) => {
      expectRejected(state, command, code);
    });

    it('R14: a player who is out is left alone', () => {
      expectRejected(seat(state, 2, { status: 'out', outReason: 'wind' }), charm({ player: 0, color: 'red' }, { player: 2, color: 'yellow' }), 'charmer/player-out');
    });

    it('R18 Charmer: only in the after-turn phase', () => {
      const playing = table([{ red: 1 }, { blue: 1 }]);
      expectRejected(playing, charm({ player: 0, color: 'red' }, { player: 1, color: 'blue' }), 'decision/none');
      expectRejected(playing, pass(), 'decision/none');
    });
  });

  it('legalActions lists each pair of tokens of two players once, lower seat first, colours in order, then pass', () => {
    const state = asked([{ red: 1, blue: 2 }, { yellow: 1 }, {}]);
    expect(legalActions(state, 0)).toEqual([
      charm({ player: 0, color: 'blue' }, { player: 1, color: 'yellow' }),
      charm({ player: 0, color: 'red' }, { player: 1, color: 'yellow' }),
      pass(),
    ]);
  });
});
