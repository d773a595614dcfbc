/**
 * One `describe` per ruling of `shared/rules/RULINGS.md`, for the competitive, competitive no limit and solo no
 * limit modes (the rulings of discovery and normal games are in rulings.test.ts). Positions are drawn as ASCII:
 * `scenario` sets player 0 and the StigmaReine, `withSeat` the other players. `docs/rules.md` links every ruling to
 * the tests below by their names.
 */
import { describe, expect, it } from 'vitest';
import {
  MODES,
  SPECIAL_IDS,
  SPECIALS,
  activePlayer,
  createGame,
  earnableSpecials,
  evolve,
  legalActions,
  outcome,
  playableModes,
  turnOrder,
  type Command,
  type Flower,
  type GameEvent,
  type GameState,
  type Mode,
  type PlayerState,
  type SpecialActionId,
} from '../src/index.js';
import { randomBelow, seedRng } from '../src/random.js';
import { board, boardOf, centralOf, scenario, testSchema } from './support/ascii.js';
import { eventsOf, refusal, rngRolling, runAll, withCentralRecruit, withSeat } from './support/central.js';

// ---------------------------------------------------------------------------------------------------------------
// Helpers

/** Every seat has spent both central actions this turn, so what follows is personal. */
function centralDone(state: GameState): GameState {
  return { ...state, players: state.players.map((p) => ({ ...p, centralActions: 2 })) };
}

/** Ends the turn of each player still to play, in turn order (R7). */
function endTurns(state: GameState): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let current = state;
  for (let seat = activePlayer(current); seat !== undefined && !current.over; seat = activePlayer(current)) {
    const after = runAll(current, { type: 'end-turn', player: seat });
    current = after.state;
    events.push(...after.events);
    if (current.turn !== state.turn) break;
  }
  return { state: current, events };
}

/** A finished game of `mode` whose players end as given: for scoring and ranking. */
function finishedGame(mode: Mode, stars: 1 | 2 | 3 | 4, seats: readonly Partial<PlayerState>[], joker = true): GameState {
  const base = scenario({ mode, stars, players: seats.length });
  return {
    ...base,
    over: true,
    options: { joker },
    players: base.players.map((p, i) => ({ ...p, ...seats[i] })),
  };
}

const fulfilled = (turn: number, actions: number, rest: Partial<PlayerState> = {}): Partial<PlayerState> => ({
  status: 'fulfilled',
  finished: { turn, actions },
  ...rest,
});

const NONE = { blue: 0, yellow: 0, red: 0, orange: 0, green: 0, violet: 0, brown: 0, white: 0, black: 0 };

const drawAndPlace = (to: string, player = 0): Command[] => [
  { type: 'central-draw', player },
  { type: 'central-place', player, to },
];

// ---------------------------------------------------------------------------------------------------------------

describe('R5 competitive modes and players', () => {
  const of = (flower: Flower) => testSchema('A B . . . . . . . . .', { flower });

  it('R5: competitive and competitive no limit take 2 to 6 players; solo no limit exactly 1', () => {
    for (const mode of ['competitive', 'competitive-no-limit'] as const) {
      for (let players = 2; players <= 6; players++) expect(createGame({ schema: of('competitive'), mode, players, seed: 'r5' }).ok).toBe(true);
      for (const players of [0, 1, 7]) {
        const result = createGame({ schema: of('competitive'), mode, players, seed: 'r5' });
        expect(result.ok ? 'accepted' : result.error.code).toBe('setup/players');
      }
    }
    for (const players of [0, 2, 6]) {
      const result = createGame({ schema: of('competitive'), mode: 'solo-no-limit', players, seed: 'r5' });
      expect(result.ok ? 'accepted' : result.error.code).toBe('setup/players');
    }
  });

  it('R5: the competitive flower plays competitive and both no-limit modes; the no-limit flower only the no-limit modes', () => {
    expect(playableModes(of('competitive'))).toEqual(['competitive', 'competitive-no-limit', 'solo-no-limit']);
    expect(playableModes(of('competitive-no-limit'))).toEqual(['competitive-no-limit', 'solo-no-limit']);
    const refused = createGame({ schema: of('competitive-no-limit'), mode: 'competitive', players: 2, seed: 'r5' });
    expect(refused.ok ? 'accepted' : refused.error.code).toBe('setup/mode-not-allowed');
  });

  it('R5: a normal flower plays the no-limit modes but not competitive', () => {
    expect(createGame({ schema: of('maronne'), mode: 'competitive-no-limit', players: 3, seed: 'r5' }).ok).toBe(true);
    expect(createGame({ schema: of('maronne'), mode: 'solo-no-limit', players: 1, seed: 'r5' }).ok).toBe(true);
    const refused = createGame({ schema: of('maronne'), mode: 'competitive', players: 2, seed: 'r5' });
    expect(refused.ok ? 'accepted' : refused.error.code).toBe('setup/mode-not-allowed');
  });

  it('R5: competitive games start with an empty StigmaReine and its recruit zone; solo no limit has none', () => {
    const created = createGame({ schema: of('competitive'), mode: 'competitive', players: 2, seed: 'r5' });
    if (!created.ok) expect.fail(created.error.code);
    expect(centralOf(created.value)).toBe(board(''));
    expect(created.value.central!.recruit).toEqual(NONE);
    const solo = createGame({ schema: of('competitive'), mode: 'solo-no-limit', players: 1, seed: 'r5' });
    expect(solo.ok && solo.value.central).toBeNull();
  });
});

describe('R7 turn order and first player (competitive modes)', () => {
  it('R7: players act one after the other from the first player, in seat order', () => {
    const state = { ...centralDone(scenario({ mode: 'competitive', players: 3, recruit: { blue: 1 } })), first: 1 };
    expect(turnOrder(state)).toEqual([1, 2, 0]);
    expect(refusal(state, { type: 'end-turn', player: 0 })).toBe('turn/not-yours');
    expect(refusal(state, { type: 'end-turn', player: 2 })).toBe('turn/not-yours');
    expect(legalActions(state, 0)).toEqual([]);
    const second = runAll(state, { type: 'end-turn', player: 1 }).state;
    expect(activePlayer(second)).toBe(2);
    expect(refusal(second, { type: 'end-turn', player: 0 })).toBe('turn/not-yours');
    const third = runAll(second, { type: 'end-turn', player: 2 }).state;
    expect(activePlayer(third)).toBe(0);
  });

  it('R7: the first player of the next turn has the most recruit-zone tokens', () => {
    let state = centralDone(scenario({ mode: 'competitive', players: 3, recruit: { blue: 1 } }));
    state = withSeat(state, 1, { recruit: { blue: 2, red: 1 } });
    state = withSeat(state, 2, { recruit: { yellow: 2 } });
    const after = endTurns(state);
    expect(eventsOf(after.events, 'first-player')).toEqual([{ type: 'first-player', player: 1, among: [1] }]);
    expect(after.state.first).toBe(1);
    expect(activePlayer(after.state)).toBe(1);
  });

  it('R7: between as many recruit-zone tokens, the most yellow ones go first', () => {
    let state = centralDone(scenario({ mode: 'competitive', players: 3, recruit: { red: 2 } }));
    state = withSeat(state, 1, { recruit: { blue: 1, yellow: 1 } });
    state = withSeat(state, 2, { recruit: { yellow: 2 } });
    expect(eventsOf(endTurns(state).events, 'first-player')).toEqual([{ type: 'first-player', player: 2, among: [2] }]);
  });

  it('R7: players still tied are drawn by the game\'s generator, and the first-player event replays that draw', () => {
    let state = centralDone(scenario({ mode: 'competitive', players: 4, recruit: { yellow: 1 } }));
    state = withSeat(state, 1, { recruit: { yellow: 1 } });
    state = withSeat(state, 2, { recruit: { blue: 1 } });
    state = withSeat(state, 3, { recruit: { yellow: 1 } });
    // The wind of a competitive game always blows South and draws nothing, so the draw is the next number.
    const expected = [0, 1, 3][randomBelow(state.rng, 3)[0]];
    const after = endTurns(state);
    expect(eventsOf(after.events, 'first-player')).toEqual([{ type: 'first-player', player: expected, among: [0, 1, 3] }]);
    expect(after.state.rng).not.toEqual(state.rng);
    // Folding the events replays the draw: the same first player and the same generator state.
    expect(after.events.reduce(evolve, state)).toEqual(after.state);
  });

  it('R7: another generator state may draw another player among the same tied players', () => {
    let state = centralDone(scenario({ mode: 'competitive', players: 3, recruit: { yellow: 1 } }));
    state = withSeat(state, 1, { recruit: { yellow: 1 } });
    state = withSeat(state, 2, { recruit: { yellow: 1 } });
    const firsts = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) => endTurns({ ...state, rng: seedRng(seed) }).state.first));
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('R7: the first player of turn 1 is chosen at setup, the same for the same seed', () => {
    const schema = testSchema('A B . . . . . . . . .', { flower: 'competitive' });
    const firsts = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const a = createGame({ schema, mode: 'competitive', players: 4, seed: `first ${i}` });
      const b = createGame({ schema, mode: 'competitive', players: 4, seed: `first ${i}` });
      if (!a.ok || !b.ok) expect.fail('setup refused');
      expect(a.value.first).toBe(b.value.first);
      firsts.add(a.value.first);
      // Every player holds one recruit-zone token: the first player is the one with a yellow, or drawn among the ties.
      const yellows = a.value.players.flatMap((p, seat) => (p.recruit.yellow > 0 ? [seat] : []));
      if (yellows.length > 0) expect(yellows).toContain(a.value.first);
    }
    expect(firsts.size).toBeGreaterThan(1);
  });
});

describe('R8 basic actions under no-limit rules', () => {
  it('R8 no limit: on an empty personal board a token lands on any edge', () => {
    const state = scenario({ mode: 'competitive-no-limit', board: '', recruit: { red: 1 } });
    const lands = legalActions(state, 0).filter((c) => c.type === 'land');
    // 36 edge cells, one colour.
    expect(lands).toHaveLength(36);
    for (const to of ['A1', 'A10', 'E1', 'E10', 'J5']) expect(lands).toContainEqual({ type: 'land', player: 0, color: 'red', to });
    expect(boardOf(runAll(state, { type: 'land', player: 0, color: 'red', to: 'E10' }).state)).toBe(board('E . . . . . . . . . r'));
    expect(refusal(state, { type: 'land', player: 0, color: 'red', to: 'E5' })).toBe('land/not-edge');
  });

  it('R8 no limit: solo no limit lands on any edge too', () => {
    const state = scenario({ mode: 'solo-no-limit', board: '', recruit: { red: 1 } });
    expect(boardOf(runAll(state, { type: 'land', player: 0, color: 'red', to: 'J1' }).state)).toBe(board('J r . . . . . . . . .'));
  });

  it('R8: competitive (without no-limit rules) lands on line A only', () => {
    const state = scenario({ mode: 'competitive', board: '', recruit: { red: 1 } });
    expect(legalActions(state, 0).filter((c) => c.type === 'land')).toHaveLength(10);
    expect(refusal(state, { type: 'land', player: 0, color: 'red', to: 'E1' })).toBe('land/not-first-line');
  });

  it('R8 no limit: a stigmerian leaves by any edge, back to the recruit zone', () => {
    const state = scenario({ mode: 'competitive-no-limit', turn: 4, board: 'A r . . . . . . . . .\nE . . . . . . . . . y', recruit: {} });
    const after = runAll(state, { type: 'move', player: 0, from: 'A1', to: 'off' }, { type: 'move', player: 0, from: 'E10', to: 'off' });
    expect(boardOf(after.state)).toBe(board(''));
    expect(eventsOf(after.events, 'exited')).toEqual([
      { type: 'exited', player: 0, from: 'A1', color: 'red' },
      { type: 'exited', player: 0, from: 'E10', color: 'yellow' },
    ]);
    expect(after.state.players[0]!.recruit).toEqual({ ...NONE, red: 1, yellow: 1 });
  });

  it('R8: in competitive a stigmerian leaves from row J only, to the box', () => {
    const state = scenario({ mode: 'competitive', turn: 2, board: 'A r . . . . . . . . .\nJ . . y . . . . . . .', recruit: {} });
    expect(refusal(state, { type: 'move', player: 0, from: 'A1', to: 'off' })).toBe('move/no-exit');
    const after = runAll(state, { type: 'move', player: 0, from: 'J3', to: 'off' });
    expect(after.state.players[0]!.recruit).toEqual(NONE);
  });

  it('R8: the StigmaReine is left from row J only, in competitive no limit too, to its recruit zone', () => {
    const state = scenario({ mode: 'competitive-no-limit', central: 'A . . . . b . . . . .\nE r . . . . . . . . .\nJ . . . . . . . . . y', centralActions: 0 });
    expect(refusal(state, { type: 'central-move', player: 0, from: 'E1', to: 'off' })).toBe('central-move/no-exit');
    const after = runAll(state, { type: 'central-move', player: 0, from: 'J10', to: 'off' });
    expect(after.state.central!.recruit.yellow).toBe(1);
  });

  it('R8 Recruit on StigmaReine: 2 actions for a token of its recruit zone', () => {
    const state = withCentralRecruit(scenario({ mode: 'competitive', turn: 2 }), { white: 1 });
    const after = runAll(state, { type: 'central-recruit', player: 0, color: 'white' });
    expect(after.state.players[0]!.actionsUsed).toBe(2);
    expect(after.state.players[0]!.recruit.white).toBe(1);
  });
});

describe('R9 joker (competitive modes)', () => {
  it('R9 competitive joker: a recruit-zone token goes on the StigmaReine in place of one central action', () => {
    const state = scenario({ mode: 'competitive', centralActions: 0, recruit: { violet: 1 }, bag: ['blue'] });
    const after = runAll(state, { type: 'central-joker', player: 0, color: 'violet', to: 'A6' }, ...drawAndPlace('A4'));
    expect(centralOf(after.state)).toBe(board('A . . . b b v . . . .'));
    const p = after.state.players[0]!;
    expect([p.centralActions, p.jokerUsed, p.recruit.violet]).toEqual([2, true, 0]);
    // Both central actions are spent: the personal board comes next.
    expect(legalActions(after.state, 0).map((c) => c.type)).toContain('end-turn');
  });

  it('R9: once a game', () => {
    const state = withSeat(scenario({ mode: 'competitive', centralActions: 0, recruit: { violet: 1 } }), 0, { jokerUsed: true });
    expect(refusal(state, { type: 'central-joker', player: 0, color: 'violet', to: 'A6' })).toBe('joker/used');
  });

  it('R9: the exchange joker of the other modes is refused in competitive modes', () => {
    for (const mode of ['competitive', 'competitive-no-limit'] as const) {
      const state = scenario({ mode, recruit: { red: 4 } });
      expect(refusal(state, { type: 'joker', player: 0, from: 'red', to: 'blue' })).toBe('joker/central');
      expect(legalActions(state, 0).some((c) => c.type === 'joker')).toBe(false);
    }
  });

  it('R9: solo no limit keeps the exchange joker', () => {
    const state = scenario({ mode: 'solo-no-limit', recruit: { red: 4 } });
    const after = runAll(state, { type: 'joker', player: 0, from: 'red', to: 'yellow' });
    expect(after.state.players[0]!.recruit).toEqual({ ...NONE, yellow: 4 });
  });

  it('R9: the competitive joker costs no points', () => {
    const state = finishedGame('competitive', 1, [fulfilled(3, 1, { jokerUsed: true }), {}]);
    expect(outcome(state)!.ranking[0]!.score.joker).toBe(0);
  });

  it('R9: an unused joker wins the first tie-break, before recruit-zone tokens', () => {
    const state = finishedGame('competitive', 1, [
      fulfilled(3, 1, { jokerUsed: true, recruit: { ...NONE, yellow: 5 } }),
      fulfilled(3, 1, { jokerUsed: false, recruit: NONE }),
    ]);
    const result = outcome(state)!;
    expect(result.ranking.map((r) => [r.player, r.rank])).toEqual([
      [1, 1],
      [0, 2],
    ]);
    expect(result.winners).toEqual([1]);
  });

  it('R9: in a game played without the joker, no one has an unused joker, and recruit-zone tokens decide', () => {
    const state = finishedGame(
      'competitive',
      1,
      [fulfilled(3, 1, { recruit: { ...NONE, yellow: 5 } }), fulfilled(3, 1, { recruit: NONE })],
      false,
    );
    expect(outcome(state)!.winners).toEqual([0]);
  });
});

describe('R10 and R11 the wind in competitive and no-limit modes', () => {
  it('R10: the wind blows on the StigmaReine and on every personal board, the same way', () => {
    let state = centralDone(
      scenario({ mode: 'competitive', board: 'C . . r . . . . . . .', central: 'A . . . . b . . . . .\nB . . . . y . . . . .' }),
    );
    state = withSeat(state, 1, { board: 'D . . . . . . . . y .' });
    const after = endTurns(state);
    expect(eventsOf(after.events, 'wind')).toEqual([{ type: 'wind', turn: 1, direction: 'south' }]);
    expect(centralOf(after.state)).toBe(board('B . . . . b . . . . .\nC . . . . y . . . . .'));
    expect(boardOf(after.state, 0)).toBe(board('D . . r . . . . . . .'));
    expect(boardOf(after.state, 1)).toBe(board('E . . . . . . . . y .'));
  });

  it('R11: a token blown off the StigmaReine goes to the StigmaReine recruit zone', () => {
    const state = centralDone(scenario({ mode: 'competitive', central: 'I . . . . b . . . . .\nJ . . . . r . . . . .' }));
    const after = endTurns(state);
    expect(eventsOf(after.events, 'central-blown')).toEqual([
      { type: 'central-blown', from: 'J5', to: 'off' },
      { type: 'central-blown', from: 'I5', to: 'J5' },
    ]);
    expect(centralOf(after.state)).toBe(board('J . . . . b . . . . .'));
    expect(after.state.central!.recruit.red).toBe(1);
  });

  it('R11: the wind never earns an action, even when it carries a run of three along', () => {
    const state = centralDone(scenario({ mode: 'competitive', central: 'A . . . r r r . . . .' }));
    const after = endTurns(state);
    expect(centralOf(after.state)).toBe(board('B . . . r r r . . . .'));
    expect(after.state.players.every((p) => p.pending === null)).toBe(true);
    expect(eventsOf(after.events, 'gained')).toEqual([]);
  });

  it('R11: a token blown off a personal board goes back to its recruit zone in competitive modes; nobody is out', () => {
    for (const mode of ['competitive', 'competitive-no-limit'] as const) {
      let state = centralDone(scenario({ mode, board: 'J . . y . . . . . . .', recruit: {} }));
      state = { ...state, winds: Array(9).fill('south') };
      const after = endTurns(state);
      expect(eventsOf(after.events, 'blown')).toEqual([{ type: 'blown', player: 0, from: 'J3', to: 'off' }]);
      expect(after.state.players[0]!.recruit).toEqual({ ...NONE, yellow: 1 });
      expect(after.state.players[0]!.status).toBe('playing');
    }
  });

  it('R11: in solo no limit too', () => {
    const state = { ...scenario({ mode: 'solo-no-limit', turn: 2, board: 'E r . . . . . . . . .', recruit: {} }), winds: Array(9).fill('west') };
    const after = runAll(state, { type: 'end-turn', player: 0 });
    expect(eventsOf(after.events, 'blown')).toEqual([{ type: 'blown', player: 0, from: 'E1', to: 'off' }]);
    expect(after.state.players[0]!.recruit.red).toBe(1);
    expect(after.state.players[0]!.status).toBe('playing');
  });
});

describe('R12 the no-limit wind die', () => {
  const schema = testSchema('A B . . . . . . . . .', { flower: 'competitive' });

  /** Games of 3 players from seeds `r12 0`, `r12 1`, …: the first whose setup satisfies `test`. */
  function setupWhere(test: (state: GameState) => boolean): GameState {
    for (let i = 0; i < 500; i++) {
      const created = createGame({ schema, mode: 'competitive-no-limit', players: 3, seed: `r12 ${i}` });
      if (created.ok && test(created.value)) return created.value;
    }
    throw new Error('no seed found');
  }
  const waiting = (state: GameState) => state.players.find((p) => p.pending !== null)?.pending;

  it('R12: at setup the die is rolled for turns 1 to 9; each forecast is a direction', () => {
    const state = setupWhere((s) => waiting(s) === undefined);
    expect(state.winds).toHaveLength(9);
    for (const wind of state.winds) expect(['north', 'south', 'east', 'west']).toContain(wind);
  });

  it('R12: each turn is rolled by the next player in turn order from the first player', () => {
    const state = setupWhere((s) => {
      const pending = waiting(s);
      return pending?.kind === 'wind-die' && pending.turn >= 5;
    });
    const seat = state.players.findIndex((p) => p.pending !== null);
    const pending = state.players[seat]!.pending as { kind: 'wind-die'; turn: number };
    expect(turnOrder(state)[(pending.turn - 1) % 3]).toBe(seat);
    // The turns before it are known; nothing after it is rolled yet.
    expect(state.winds).toHaveLength(pending.turn - 1);
  });

  it('R12: an X asks its roller to roll again or leave the wind unknown; Black Night to choose a direction', () => {
    const x = setupWhere((s) => waiting(s)?.kind === 'wind-die' && (waiting(s) as { face: string }).face.startsWith('x-'));
    const xSeat = x.players.findIndex((p) => p.pending !== null);
    expect(legalActions(x, xSeat)).toEqual([
      { type: 'wind-reroll', player: xSeat },
      { type: 'wind-unknown', player: xSeat },
    ]);
    const night = setupWhere((s) => waiting(s)?.kind === 'wind-die' && (waiting(s) as { face: string }).face === 'black-night');
    const nightSeat = night.players.findIndex((p) => p.pending !== null);
    expect(legalActions(night, nightSeat).map((c) => c.type)).toEqual(Array(4).fill('wind-direction'));
    // Nobody else acts until the roller has decided.
    const other = (nightSeat + 1) % 3;
    expect(legalActions(night, other)).toEqual([]);
  });

  it('R12: a turn after the 9th is rolled when the wind blows, by the first player; an X is rolled again at once', () => {
    const state = { ...scenario({ mode: 'solo-no-limit', turn: 10 }), rng: rngRolling('x-red', 'x-blue', 'north-red') };
    const after = runAll(state, { type: 'end-turn', player: 0 });
    expect(after.events.filter((e) => e.type === 'rolled' || e.type === 'wind-forecast' || e.type === 'wind')).toEqual([
      { type: 'rolled', player: 0, face: 'x-red', purpose: 'wind' },
      { type: 'rolled', player: 0, face: 'x-blue', purpose: 'wind' },
      { type: 'rolled', player: 0, face: 'north-red', purpose: 'wind' },
      { type: 'wind-forecast', turn: 10, wind: 'north' },
      { type: 'wind', turn: 10, direction: 'north' },
    ]);
    expect(after.state.turn).toBe(11);
  });

  it('R12: in a game of several players the first player rolls the late wind', () => {
    let state = centralDone(scenario({ mode: 'competitive-no-limit', players: 3, turn: 12 }));
    state = { ...state, first: 2, rng: rngRolling('west-violet') };
    const after = endTurns(state);
    expect(eventsOf(after.events, 'rolled')).toEqual([{ type: 'rolled', player: 2, face: 'west-violet', purpose: 'wind' }]);
  });

  it('R12: Black Night when the wind blows lets the first player choose the direction; then the wind blows', () => {
    const state = { ...scenario({ mode: 'solo-no-limit', turn: 10, board: 'E . . . . r . . . . .' }), rng: rngRolling('black-night') };
    const rolled = runAll(state, { type: 'end-turn', player: 0 });
    expect(rolled.events.at(-1)).toEqual({ type: 'decision', player: 0, pending: { kind: 'wind-die', turn: 10, face: 'black-night' } });
    expect(rolled.state.turn).toBe(10);
    expect(legalActions(rolled.state, 0).map((c) => c.type)).toEqual(Array(4).fill('wind-direction'));
    const blown = runAll(rolled.state, { type: 'wind-direction', player: 0, direction: 'east' });
    expect(eventsOf(blown.events, 'wind')).toEqual([{ type: 'wind', turn: 10, direction: 'east' }]);
    expect(boardOf(blown.state)).toBe(board('E . . . . . r . . . .'));
    expect(blown.state.turn).toBe(11);
    expect(blown.state.winds[9]).toBe('east');
  });

  it('R12: a wind left unknown at setup is rolled when it blows', () => {
    const winds = ['south', 'south', 'unknown', 'south', 'south', 'south', 'south', 'south', 'south'] as const;
    const state = { ...scenario({ mode: 'solo-no-limit', turn: 3 }), winds: [...winds], rng: rngRolling('x-yellow', 'east-white') };
    const after = runAll(state, { type: 'end-turn', player: 0 });
    expect(eventsOf(after.events, 'wind')).toEqual([{ type: 'wind', turn: 3, direction: 'east' }]);
    expect(after.state.winds[2]).toBe('east');
  });

  it('R12: a forecast wind blows as forecast, without a roll', () => {
    const state = { ...scenario({ mode: 'solo-no-limit', turn: 2 }), winds: Array(9).fill('north') };
    const after = runAll(state, { type: 'end-turn', player: 0 });
    expect(eventsOf(after.events, 'rolled')).toEqual([]);
    expect(eventsOf(after.events, 'wind')).toEqual([{ type: 'wind', turn: 2, direction: 'north' }]);
  });

  it('R10: competitive (without no-limit rules) has no forecast: the wind blows South', () => {
    const created = createGame({ schema, mode: 'competitive', players: 3, seed: 'r12' });
    expect(created.ok && created.value.winds).toEqual([]);
  });
});

describe('R13 end of competitive and no-limit games', () => {
  const targets = 'A B . . . . . . . . .';

  it('R13 competitive: the game ends at the end of the turn in which someone fulfilled the schema; the others play that turn', () => {
    const state = centralDone(scenario({ mode: 'competitive', targets, board: '', recruit: { blue: 1 } }));
    const done = runAll(state, { type: 'land', player: 0, color: 'blue', to: 'A1' });
    expect(eventsOf(done.events, 'fulfilled')).toEqual([{ type: 'fulfilled', player: 0, turn: 1, actions: 1 }]);
    expect(done.state.over).toBe(false);
    expect(activePlayer(done.state)).toBe(1);
    const after = runAll(done.state, { type: 'end-turn', player: 1 });
    expect(after.events.at(-1)).toEqual({ type: 'game-ended', turn: 1 });
    expect(eventsOf(after.events, 'turn-started')).toEqual([]);
  });

  it('R13 competitive: the game ends after turn 10, and no wind blows after it', () => {
    const state = centralDone(scenario({ mode: 'competitive', turn: 10, board: 'C . . r . . . . . . .' }));
    const after = endTurns(state);
    expect(eventsOf(after.events, 'wind')).toEqual([]);
    expect(after.events.at(-1)).toEqual({ type: 'game-ended', turn: 10 });
    expect(outcome(after.state)!.winners).toEqual([]);
  });

  it('R13 no limit: turns go on after the 10th', () => {
    const state = { ...centralDone(scenario({ mode: 'competitive-no-limit', turn: 10 })), rng: rngRolling('south-blue') };
    const after = endTurns(state);
    expect(eventsOf(after.events, 'turn-started')).toEqual([{ type: 'turn-started', turn: 11 }]);
    expect(after.state.over).toBe(false);
  });

  it('R13 no limit: the game ends at the end of a turn in which someone fulfilled the schema', () => {
    let state = centralDone(scenario({ mode: 'competitive-no-limit', turn: 14, targets, board: '', recruit: { blue: 1 } }));
    state = { ...state, rng: rngRolling('south-blue') };
    const after = runAll(state, { type: 'land', player: 0, color: 'blue', to: 'A1' }, { type: 'end-turn', player: 1 });
    expect(after.events.at(-1)).toEqual({ type: 'game-ended', turn: 14 });
    expect(outcome(after.state)!.winners).toEqual([0]);
  });

  it('R13 solo no limit: the game ends when the player fulfils the schema, whatever the turn', () => {
    const state = { ...scenario({ mode: 'solo-no-limit', turn: 13, targets, board: '', recruit: { blue: 1 } }), rng: rngRolling('south-blue') };
    const after = runAll(state, { type: 'land', player: 0, color: 'blue', to: 'A1' });
    expect(after.state.over).toBe(true);
    expect(after.state.players[0]!.finished).toEqual({ turn: 13, actions: 1 });
  });

  it('R13: the game ends when every player is out', () => {
    let state = centralDone(scenario({ mode: 'competitive', bag: [] }));
    state = withSeat(state, 1, { bag: [] });
    const after = endTurns(state);
    expect(eventsOf(after.events, 'player-out')).toEqual([
      { type: 'player-out', player: 0, reason: 'empty-bag' },
      { type: 'player-out', player: 1, reason: 'empty-bag' },
    ]);
    expect(after.state.over).toBe(true);
    expect(outcome(after.state)!.ranking.map((r) => r.reason)).toEqual(['out', 'out']);
  });
});

describe('R14 empty bags and ranking (competitive modes)', () => {
  it('R14: a competitive player whose bag is empty at the start of a turn is out; the others play on', () => {
    let state = centralDone(scenario({ mode: 'competitive', players: 3, recruit: { blue: 5 } }));
    state = withSeat(state, 1, { bag: [], recruit: { blue: 9 } });
    const after = endTurns(state);
    expect(eventsOf(after.events, 'player-out')).toEqual([{ type: 'player-out', player: 1, reason: 'empty-bag' }]);
    // The player who is out is not a candidate for first player, even with the most recruit-zone tokens.
    expect(eventsOf(after.events, 'first-player')).toEqual([{ type: 'first-player', player: 0, among: [0] }]);
    expect(after.state.turn).toBe(2);
    expect(turnOrder(after.state).filter((i) => after.state.players[i]!.status === 'playing')).toEqual([0, 2]);
  });

  it('R14: an empty bag in the middle of a turn does not put a player out; it only stops Draw and Place', () => {
    const state = scenario({ mode: 'competitive', centralActions: 0, bag: [], recruit: {} });
    expect(state.players[0]!.status).toBe('playing');
    expect(legalActions(state, 0).some((c) => c.type === 'central-draw')).toBe(false);
  });

  it('R14: an empty bag does not put a solo no limit player out', () => {
    const state = { ...scenario({ mode: 'solo-no-limit', turn: 2, bag: [] }), winds: Array(9).fill('south') };
    const after = runAll(state, { type: 'end-turn', player: 0 });
    expect(after.state.players[0]!.status).toBe('playing');
  });

  it('R14: fewer turns, then fewer actions, then an unused joker, then recruit-zone tokens, then yellow ones', () => {
    const tokens = (counts: Partial<typeof NONE>) => ({ ...NONE, ...counts });
    const state = finishedGame('competitive', 2, [
      fulfilled(4, 1, { recruit: tokens({ yellow: 9 }) }), // a later turn
      fulfilled(3, 2, { recruit: tokens({ yellow: 9 }) }), // more actions
      fulfilled(3, 1, { jokerUsed: true, recruit: tokens({ yellow: 9 }) }), // joker used
      fulfilled(3, 1, { recruit: tokens({ blue: 2 }) }), // 2 tokens, no yellow
      fulfilled(3, 1, { recruit: tokens({ blue: 1, yellow: 1 }) }), // 2 tokens, 1 yellow
      { status: 'out', outReason: 'empty-bag' },
    ]);
    const result = outcome(state)!;
    expect(result.ranking.map((r) => [r.player, r.rank])).toEqual([
      [4, 1],
      [3, 2],
      [2, 3],
      [1, 4],
      [0, 5],
      [5, 6],
    ]);
    expect(result.winners).toEqual([4]);
  });
});

describe('R15 scoring (competitive and no-limit modes)', () => {
  it('R15 competitive: no recruit-zone points and no joker penalty: 2 stars, turn 4, 2 actions used scores 10 + 2 + 45 = 57', () => {
    const state = finishedGame('competitive', 2, [fulfilled(4, 2, { jokerUsed: true, recruit: { ...NONE, red: 6 } }), {}]);
    expect(outcome(state)!.ranking[0]!.score).toEqual({
      level: 10,
      unusedActions: 2,
      laterTurns: 5 + 6 + 7 + 8 + 9 + 10,
      recruit: 0,
      joker: 0,
      lateTurns: 0,
      failure: 0,
      total: 57,
    });
  });

  it('R15 competitive: a player who did not fulfil the schema scores -1, joker used or not', () => {
    const state = finishedGame('competitive', 2, [fulfilled(4, 2), { jokerUsed: true }]);
    expect(outcome(state)!.ranking[1]!.score.total).toBe(-1);
  });

  it('R15 competitive no limit after turn 10: the level points and the unused actions of the finishing turn, no late penalty: 4 stars, turn 11, 1 action used scores 40 + 9 = 49', () => {
    const score = (turn: number, actions: number) =>
      outcome(finishedGame('competitive-no-limit', 4, [fulfilled(turn, actions, { jokerUsed: true, recruit: { ...NONE, blue: 3 } }), {}]))!.ranking[0]!.score;
    // No recruit-zone points and no joker penalty, as in every competitive game; no later turn up to the 10th.
    expect(score(11, 1)).toEqual({ level: 40, unusedActions: 9, laterTurns: 0, recruit: 0, joker: 0, lateTurns: 0, failure: 0, total: 49 });
    // Turn 13 gives 10 actions too: 4 used leaves 6, and the turns beyond the 10th cost nothing.
    expect(score(13, 4)).toMatchObject({ unusedActions: 6, lateTurns: 0, total: 46 });
  });

  it('R15 after turn 10, mode by mode: 4 stars fulfilled in turn 11 with 1 action used and 3 recruit-zone tokens scores 40 in discovery, 49 in competitive no limit, 39 in solo no limit; normal and competitive games end with turn 10', () => {
    const late = (mode: Mode) => {
      const seats = MODES[mode].players[0];
      const others = Array.from({ length: seats - 1 }, () => ({}));
      const state = finishedGame(mode, 4, [fulfilled(11, 1, { recruit: { ...NONE, blue: 3 } }), ...others]);
      return outcome(state)!.ranking[0]!.score;
    };
    // Discovery: the level points only (no unused actions, no recruit-zone tokens).
    expect(late('discovery')).toMatchObject({ level: 40, unusedActions: 0, recruit: 0, lateTurns: 0, total: 40 });
    // Competitive no limit: the level points and the 9 unused actions of turn 11.
    expect(late('competitive-no-limit')).toMatchObject({ level: 40, unusedActions: 9, recruit: 0, lateTurns: 0, total: 49 });
    // Solo no limit: the late-turn penalty replaces the unused actions: no complete turn beyond the 10th, 1 action used.
    expect(late('solo-no-limit')).toMatchObject({ level: 40, unusedActions: 0, recruit: 0, lateTurns: -1, total: 39 });
    // Normal and competitive games cannot reach turn 11 (R6), so no fulfilment is ever scored after turn 10.
    expect([MODES.normal.turnLimit, MODES.competitive.turnLimit]).toEqual([10, 10]);
  });

  it('R15 solo no limit after turn 10: -10 per complete turn beyond the 10th and -1 per action of the finishing turn', () => {
    const score = (turn: number, actions: number, jokerUsed = false) =>
      outcome(finishedGame('solo-no-limit', 1, [fulfilled(turn, actions, { jokerUsed })]))!.ranking[0]!.score;
    // Turn 11: no complete turn beyond the 10th; 2 actions used: 5 - 2 = 3.
    expect(score(11, 2)).toMatchObject({ level: 5, unusedActions: 0, laterTurns: 0, lateTurns: -2, total: 3 });
    // Turn 12: turn 11 is complete: 5 - 10 - 3 = -8.
    expect(score(12, 3)).toMatchObject({ lateTurns: -13, total: -8 });
    // Turn 14: turns 11 to 13: 5 - 30 - 1 = -26; a used joker costs 5 more.
    expect(score(14, 1, true)).toMatchObject({ lateTurns: -31, joker: -5, total: -31 });
  });

  it('R15 solo no limit up to turn 10: scored as usual, without recruit-zone points', () => {
    const state = finishedGame('solo-no-limit', 1, [fulfilled(10, 4, { recruit: { ...NONE, blue: 3 } })]);
    expect(outcome(state)!.ranking[0]!.score).toMatchObject({ level: 5, unusedActions: 6, laterTurns: 0, recruit: 0, lateTurns: 0, total: 11 });
  });
});

describe('R17 levels of the special actions', () => {
  it('R17: the level of every special action, as the seed table gives it', () => {
    const levels = Object.fromEntries(SPECIAL_IDS.map((id) => [id, SPECIALS[id].level]));
    expect(levels).toEqual({
      mixing: 1,
      combination: 1,
      fulgurance: 2,
      choreography: 3,
      diagonal: 1,
      exchange: 2,
      'fast-step': 3,
      'half-note': 2,
      'quarter-note': 1,
      'two-beats': 1,
      rest: 3,
      'no-harm-no-foul': 1,
      copy: 2,
      prediction: 3,
      mimicry: 3,
      'fog-die': 3,
      pilferer: 1,
      sower: 1,
      jealousy: 2,
      charmer: 2,
    });
  });

  it.each([
    [1, 8],
    [2, 14],
    [3, 20],
    [4, 20],
  ] as const)('R17: a %i-star schema lets a competitive player earn the %i actions of that level or lower', (stars, count) => {
    const state = scenario({ mode: 'competitive', stars });
    const earnable = earnableSpecials(state, state.players[0]!);
    expect(earnable).toHaveLength(count);
    for (const id of earnable) expect(SPECIALS[id].level).toBeLessThanOrEqual(stars);
  });

  it('R17: a 1-star schema offers no level-2 action after an alignment', () => {
    const state = scenario({ mode: 'competitive', stars: 1, central: 'A . . . r r . . . . .', centralActions: 0, bag: ['red'] });
    const placed = runAll(state, ...drawAndPlace('A6')).state;
    expect(refusal(placed, { type: 'gain', player: 0, action: 'exchange' })).toBe('gain/not-earnable');
  });
});

describe('R19 the StigmaReine', () => {
  /** Player 0 to take both central actions, with a red on top of the bag. */
  const position = (central: string, specials: readonly SpecialActionId[] = [], players = 2) =>
    scenario({ mode: 'competitive', players, central, centralActions: 0, bag: ['blue', 'red'], recruit: { yellow: 1 }, specials });

  it('R19: two central actions come before any personal action, and before the end of the turn', () => {
    const state = position('A . . . . b . . . . .');
    for (const command of [
      { type: 'draw', player: 0 },
      { type: 'land', player: 0, color: 'yellow', to: 'A1' },
      { type: 'end-turn', player: 0 },
    ] as const) {
      expect(refusal(state, command)).toBe('central/first');
    }
    const one = runAll(state, ...drawAndPlace('A4')).state;
    expect(refusal(one, { type: 'draw', player: 0 })).toBe('central/first');
    const two = runAll(one, ...drawAndPlace('A3')).state;
    expect(legalActions(two, 0).map((c) => c.type)).toEqual(expect.arrayContaining(['land', 'end-turn']));
    expect(refusal(two, { type: 'central-draw', player: 0 })).toBe('central/spent');
  });

  it('R19: Move at most once a turn; the other central action is then a Draw and Place (or the joker)', () => {
    const moved = runAll(position('A . . . . b . . . . .'), { type: 'central-move', player: 0, from: 'A5', to: 'B5' }).state;
    expect(refusal(moved, { type: 'central-move', player: 0, from: 'B5', to: 'C5' })).toBe('central-move/once-per-turn');
    expect([...new Set(legalActions(moved, 0).map((c) => c.type))]).toEqual(['central-draw', 'central-joker']);
  });

  it('R19: a player who can take no central action goes on to their own board', () => {
    // Empty bag, the Move spent, no joker: the second central action cannot be taken.
    const state = withSeat(position('A . . . . b . . . . .'), 0, { bag: [], centralActions: 1, centralMoved: true, jokerUsed: true });
    expect(legalActions(state, 0).map((c) => c.type)).toEqual(expect.arrayContaining(['land', 'end-turn']));
  });

  it('R19 A5: an empty StigmaReine gets its A5 token first, at the start of a turn', () => {
    const state = centralDone(scenario({ mode: 'competitive', central: 'J . . . . b . . . . .' }));
    const after = endTurns(state);
    // The wind blew the only token off: the first player of turn 2 puts it back on A5 before anything else.
    expect(centralOf(after.state)).toBe(board(''));
    const first = after.state.first;
    expect(legalActions(after.state, first)).toEqual([{ type: 'a5', player: first, color: 'blue' }]);
  });

  it('R19 A5: mid-turn, after a central Move takes the last token off', () => {
    const after = runAll(position('J . . . . y . . . . .'), { type: 'central-move', player: 0, from: 'J5', to: 'off' });
    expect(legalActions(after.state, 0)).toEqual([{ type: 'a5', player: 0, color: 'yellow' }]);
  });

  it('R19 A5: mid-turn, after the matched tokens are given away', () => {
    const after = runAll(
      position('A . . . r r . . . . .'),
      ...drawAndPlace('A6'),
      { type: 'gain', player: 0, action: 'mixing' },
      { type: 'give', player: 0, cell: 'A4', to: 1 },
      { type: 'give', player: 0, cell: 'A5', to: 1 },
      { type: 'give', player: 0, cell: 'A6', to: 0 },
    );
    expect(centralOf(after.state)).toBe(board(''));
    expect(legalActions(after.state, 0).map((c) => c.type)).toEqual(['a5', 'a5', 'a5']);
  });

  it('R19: one action per line of three through the placed token: a row and a column earn two', () => {
    const state = position(`
      A . . . . r . . . . .
      B . . . . r . . . . .
      C . . . r . r . . . .
      `);
    const after = runAll(state, ...drawAndPlace('C5'));
    expect(after.state.players[0]!.pending).toEqual({ kind: 'gain', left: 2, cells: ['A5', 'B5', 'C4', 'C5', 'C6'] });
  });

  it('R19: a run of four or five counts once per line', () => {
    const after = runAll(position('A . . r r . r r . . .'), ...drawAndPlace('A5'));
    expect(after.state.players[0]!.pending).toEqual({ kind: 'gain', left: 1, cells: ['A3', 'A4', 'A5'] });
  });

  it('R19: the window is scanned from the top or the left; the first run of three holding the token is matched', () => {
    // A4 A5 A6 is the first window of row A that holds A6 and is all red; A7 and A8 stay.
    const after = runAll(position('A . . . r r . r r . .'), ...drawAndPlace('A6'));
    expect(after.state.players[0]!.pending).toEqual({ kind: 'gain', left: 1, cells: ['A4', 'A5', 'A6'] });
  });

  it('R19: diagonals and L shapes earn nothing', () => {
    const after = runAll(position('A . . . r . . . . . .\nB . . . . r . . . . .\nC . . . . . . . . . .'), ...drawAndPlace('B6'));
    expect(after.state.players[0]!.pending).toBeNull();
    const l = runAll(position('A . . . . r . . . . .\nB . . . . r . . . . .'), ...drawAndPlace('B6'));
    expect(l.state.players[0]!.pending).toBeNull();
  });

  it('R19: with 8 actions owned, a double alignment earns 1 action, never a 10th; the tokens of both lines leave', () => {
    const eight: SpecialActionId[] = ['mixing', 'combination', 'diagonal', 'quarter-note', 'two-beats', 'no-harm-no-foul', 'pilferer', 'fulgurance'];
    const state = position(
      `
      A . . . . r . . . . .
      B . . . . r . . . . .
      C . . . r . r . . . .
      `,
      eight,
    );
    const placed = runAll(state, ...drawAndPlace('C5')).state;
    expect(placed.players[0]!.pending).toEqual({ kind: 'gain', left: 1, cells: ['A5', 'B5', 'C4', 'C5', 'C6'] });
    const gained = runAll(placed, { type: 'gain', player: 0, action: 'sower' }).state;
    expect(gained.players[0]!.specials).toHaveLength(9);
    expect(gained.players[0]!.pending).toEqual({ kind: 'give', cells: ['A5', 'B5', 'C4', 'C5', 'C6'] });
    const given = runAll(gained, ...['A5', 'B5', 'C4', 'C5', 'C6'].map((cell): Command => ({ type: 'give', player: 0, cell, to: 1 }))).state;
    expect(centralOf(given)).toBe(board(''));
    expect(given.players[1]!.bag.length).toBe(state.players[1]!.bag.length + 5);
  });

  it('R19: with 9 actions owned, an alignment earns nothing and the run of three stays', () => {
    const nine: SpecialActionId[] = ['mixing', 'combination', 'diagonal', 'quarter-note', 'two-beats', 'no-harm-no-foul', 'pilferer', 'sower', 'fulgurance'];
    const after = runAll(position('A . . . r r . . . . .', nine), ...drawAndPlace('A6'));
    expect(after.state.players[0]!.pending).toBeNull();
    expect(centralOf(after.state)).toBe(board('A . . . r r r . . . .'));
    expect(after.state.players[0]!.specials).toHaveLength(9);
  });

  it('R19: nothing is earned when no action of the schema\'s level is left to earn', () => {
    const allLevelOne = SPECIAL_IDS.filter((id) => SPECIALS[id].level === 1);
    const after = runAll(position('A . . . r r . . . . .', allLevelOne), ...drawAndPlace('A6'));
    expect(after.state.players[0]!.pending).toBeNull();
    expect(centralOf(after.state)).toBe(board('A . . . r r r . . . .'));
  });

  it('R19: the acting player gives each matched token to a bag of their choice, any player\'s', () => {
    const state = position('A . . . r r . . . . .', [], 3);
    const after = runAll(
      state,
      ...drawAndPlace('A6'),
      { type: 'gain', player: 0, action: 'mixing' },
      { type: 'give', player: 0, cell: 'A4', to: 2 },
      { type: 'give', player: 0, cell: 'A5', to: 2 },
      { type: 'give', player: 0, cell: 'A6', to: 0 },
    );
    expect(eventsOf(after.events, 'given').map((e) => e.to)).toEqual([2, 2, 0]);
    expect(after.state.players[2]!.bag.length).toBe(state.players[2]!.bag.length + 2);
    expect(after.state.players[0]!.bag).toHaveLength(2);
    expect(after.state.players[1]!.bag).toEqual(state.players[1]!.bag);
  });
});

describe('R21 solo no limit gains', () => {
  /** Plays a solo game, choosing the first action offered and ending every turn, until `turn` starts. */
  function playTo(turn: number) {
    const created = createGame({
      schema: testSchema('A B . . . . . . . . .', { flower: 'competitive', stars: 1 }),
      mode: 'solo-no-limit',
      players: 1,
      seed: 'r21',
    });
    if (!created.ok) throw new Error(created.error.code);
    let state = created.value;
    const offers: { turn: number; count: number }[] = [];
    for (let i = 0; i < 200 && state.turn < turn && !state.over; i++) {
      const legal = legalActions(state, 0);
      const gain = legal.filter((c) => c.type === 'gain');
      if (gain.length > 0) offers.push({ turn: state.turn, count: gain.length });
      const command = gain[0] ?? legal.find((c) => c.type === 'wind-unknown' || c.type === 'wind-direction') ?? { type: 'end-turn', player: 0 };
      state = runAll(state, command).state;
    }
    return { state, offers };
  }

  it('R21: at the start of turns 2 to 10 the player picks one new action, up to 9; none in turn 1 or after turn 10', () => {
    const { state, offers } = playTo(12);
    expect(offers.map((o) => o.turn)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(offers.map((o) => o.count)).toEqual([16, 15, 14, 13, 12, 11, 10, 9, 8]);
    expect(state.players[0]!.specials).toHaveLength(9);
  });

  it('R21: 16 candidates, the versus actions left out, with no level limit even on a 1-star schema', () => {
    const { state } = playTo(2);
    const offered = legalActions(state, 0).map((c) => (c as { action: SpecialActionId }).action);
    expect(offered).toEqual(SPECIAL_IDS.filter((id) => !SPECIALS[id].versus));
    expect(offered).toContain('rest');
    expect(offered).not.toContain('pilferer');
    expect(offered).not.toContain('charmer');
    // The choice comes before anything else of the turn.
    expect(refusal(state, { type: 'end-turn', player: 0 })).toBe('decision/pending');
  });
});

describe('R22 undo in competitive modes', () => {
  it('R22: a central action is a checkpoint and cannot be undone', () => {
    const state = scenario({ mode: 'competitive', centralActions: 0 });
    const moved = runAll(state, { type: 'central-move', player: 0, from: 'A5', to: 'B5' }).state;
    expect(refusal(moved, { type: 'undo', player: 0 })).toBe('undo/checkpoint');
  });

  it('R22: a personal move after the central actions can be undone, back to the state after them', () => {
    const state = scenario({ mode: 'competitive', turn: 2, centralActions: 0, bag: ['red'], board: 'C . . b . . . . . . .' });
    const central = runAll(state, ...drawAndPlace('A4'), { type: 'central-move', player: 0, from: 'A5', to: 'B5' }).state;
    const moved = runAll(central, { type: 'move', player: 0, from: 'C3', to: 'D3' }).state;
    const undone = runAll(moved, { type: 'undo', player: 0 }).state;
    expect(undone).toEqual(central);
    expect(refusal(undone, { type: 'undo', player: 0 })).toBe('undo/checkpoint');
  });

  it('R22: an action that touches another player cannot be undone (giving a matched token)', () => {
    const state = scenario({ mode: 'competitive', central: 'A . . . r r . . . . .', centralActions: 0, bag: ['red'] });
    const given = runAll(state, ...drawAndPlace('A6'), { type: 'gain', player: 0, action: 'mixing' }, { type: 'give', player: 0, cell: 'A4', to: 1 }).state;
    expect(refusal(given, { type: 'undo', player: 0 })).toBe('undo/checkpoint');
  });
});
