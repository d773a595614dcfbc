/**
 * `applyEvent`: an event received from outside is checked against the JSON Schema of events and against the
 * state's bounds before `evolve` folds it; a bad one is an error value with a stable code and a JSON Pointer.
 */
import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  catalogueSchemas,
  createGame,
  evolve,
  legalActions,
  play,
  playableModes,
  type GameEvent,
  type GameSetup,
  type GameState,
  type Mode,
} from '../src/index.js';

function created(setup: GameSetup): GameState {
  const result = createGame(setup);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

const normalSetup: GameSetup = { schema: catalogueSchemas[0]!, mode: 'normal', players: 1, seed: 'x' };
const s0 = (): GameState => created(normalSetup);

/** A game of `mode` on the first catalogue schema playable in it. */
function gameOf(mode: Mode, players: number, seed = 'x'): GameState {
  const schema = catalogueSchemas.find((s) => playableModes(s).includes(mode))!;
  return created({ schema, mode, players, seed });
}

const soloNoLimit = (): GameState => gameOf('solo-no-limit', 1);

function refused(state: GameState, event: unknown) {
  const before = structuredClone(state);
  const result = applyEvent(state, event);
  expect(state).toEqual(before);
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('accepted');
  return result.error;
}

describe('applyEvent', () => {
  it('refuses a wind forecast for turn 1e308 at once (R12: the die forecasts turns 1 to 9), where evolve would run out of memory', () => {
    const state = soloNoLimit();
    const error = refused(state, { type: 'wind-forecast', turn: 1e308, wind: 'north' });
    expect(error).toMatchObject({ code: 'event/turn', params: { path: '/turn' } });
    expect(refused(state, { type: 'wind-forecast', turn: 10, wind: 'north' }).code).toBe('event/turn');
  });

  it('applies a forecast the die can give, as evolve does (R12)', () => {
    const state = soloNoLimit();
    const event: GameEvent = { type: 'wind-forecast', turn: 9, wind: 'west' };
    expect(applyEvent(state, event)).toEqual({ ok: true, value: evolve(state, event) });
  });

  it('applies every event play gives, with the same state as evolve', () => {
    let state = s0();
    for (let i = 0; i < 40 && !state.over; i++) {
      const command = legalActions(state, 0)[i % 3] ?? legalActions(state, 0)[0]!;
      const played = play(state, command);
      if (!played.ok) throw new Error(played.error.code);
      let folded = state;
      for (const event of played.value.events) {
        const applied = applyEvent(folded, event);
        if (!applied.ok) throw new Error(`${JSON.stringify(event)}: ${applied.error.code}`);
        folded = applied.value;
      }
      expect(folded).toEqual(played.value.state);
      state = played.value.state;
    }
  });

  it('refuses what is not an event, with the path of the fault and no throw', () => {
    const state = s0();
    expect(refused(state, { type: 'fly' })).toMatchObject({ code: 'event/malformed', params: { path: '/type' } });
    expect(refused(state, { type: 'drawn', player: 0 })).toMatchObject({ code: 'event/malformed', params: { path: '/color' } });
    expect(refused(state, { type: 'moved', player: 0, from: 'K11', to: 'A1' })).toMatchObject({
      code: 'event/malformed',
      params: { path: '/from' },
    });
    expect(refused(state, null).code).toBe('event/malformed');
    expect(refused(state, 'drawn').code).toBe('event/malformed');
  });

  it('refuses a getter or a proxy that throws, without calling it', () => {
    let calls = 0;
    const event = { type: 'drawn', color: 'blue' };
    Object.defineProperty(event, 'player', { get: () => calls++, enumerable: true });
    expect(refused(s0(), event)).toMatchObject({ code: 'event/malformed', params: { path: '/player' } });
    expect(calls).toBe(0);
    const boom = (): never => {
      throw new Error('boom');
    };
    expect(refused(s0(), new Proxy({}, { ownKeys: boom, get: boom })).code).toBe('event/malformed');
  });

  it('refuses a seat that is not a player of this game', () => {
    expect(refused(s0(), { type: 'turn-ended', player: 1 })).toMatchObject({ code: 'event/seat', params: { path: '/player' } });
    expect(refused(s0(), { type: 'first-player', player: 0, among: [0, 3] })).toMatchObject({
      code: 'event/seat',
      params: { path: '/among/1' },
    });
  });

  it('refuses a turn that is not the next one, or a fulfilment in another turn (R6, R13)', () => {
    const state = s0();
    expect(refused(state, { type: 'turn-started', turn: 5 })).toMatchObject({ code: 'event/turn', params: { path: '/turn' } });
    expect(refused(state, { type: 'turn-started', turn: 1e308 }).code).toBe('event/turn');
    expect(refused(state, { type: 'fulfilled', player: 0, turn: 3, actions: 1 })).toMatchObject({ code: 'event/turn' });
    expect(refused(state, { type: 'fulfilled', player: 0, turn: 1, actions: 2 })).toMatchObject({
      code: 'event/cost',
      params: { path: '/actions' },
    });
    expect(applyEvent(state, { type: 'turn-started', turn: 2 }).ok).toBe(true);
  });

  it('refuses a step costing more actions than the turn has left (R6: turn 1 gives one)', () => {
    expect(refused(s0(), { type: 'acted', player: 0, action: 'draw', cost: 2 })).toMatchObject({
      code: 'event/cost',
      params: { path: '/cost' },
    });
  });

  it('refuses to move a token from an empty cell or onto a taken one', () => {
    // A fresh normal board is empty:   A . . . . . . . . . .
    const state = s0();
    expect(refused(state, { type: 'moved', player: 0, from: 'A1', to: 'A2' })).toMatchObject({
      code: 'event/cell',
      params: { path: '/from' },
    });
    expect(refused(state, { type: 'swapped', player: 0, cells: ['A1', 'A2'] })).toMatchObject({
      code: 'event/cell',
      params: { path: '/cells/0' },
    });
    const landed = play(state, { type: 'land', player: 0, color: colourInRecruit(state), to: 'A1' });
    if (!landed.ok) throw new Error(landed.error.code);
    const withToken = landed.value.state;
    expect(refused(withToken, { type: 'created', player: 0, cell: 'A1', color: 'white' })).toMatchObject({
      code: 'event/cell',
      params: { path: '/cell' },
    });
  });

  it('refuses tokens the state does not hold: an empty bag, an empty recruit zone, a joker without four tokens (R9)', () => {
    const state = s0();
    const missing = (['blue', 'yellow', 'red'] as const).find((c) => state.players[0]!.recruit[c] === 0)!;
    expect(refused(state, { type: 'landed', player: 0, color: missing, cell: 'A1' })).toMatchObject({
      code: 'event/tokens',
      params: { path: '/color' },
    });
    expect(refused(state, { type: 'joker-played', player: 0, from: 'blue', to: 'red' })).toMatchObject({
      code: 'event/tokens',
      params: { path: '/from' },
    });
    expect(refused(state, { type: 'drawn', player: 0, color: 'white' })).toMatchObject({ code: 'event/tokens' });
    expect(refused(state, { type: 'recruit-changed', player: 0, from: 'blue', to: 'red', count: 40 }).code).toBe('event/tokens');
  });

  it('refuses a StigmaReine event in a game without one (R19), and an undo with nothing to undo (R22)', () => {
    expect(refused(s0(), { type: 'central-moved', player: 0, from: 'A5', to: 'A6' })).toMatchObject({
      code: 'event/no-stigmareine',
    });
    expect(refused(s0(), { type: 'undone', player: 0 })).toMatchObject({ code: 'event/nothing-to-undo' });
  });
});

function colourInRecruit(state: GameState) {
  return (['blue', 'yellow', 'red'] as const).find((c) => state.players[0]!.recruit[c] > 0)!;
}
