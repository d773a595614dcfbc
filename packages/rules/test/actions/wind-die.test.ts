import { describe, expect, it } from 'vitest';
import { FACES, legalActions, type Command, type DieFace, type Direction, type GameState } from '../../src/index.js';
import { scenario } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';
import { eventsOf, isDirectionFace, rngRolling, withSeat, type FaceWanted } from '../support/central.js';

const reroll: Command = { type: 'wind-reroll', player: 0 };
const unknown: Command = { type: 'wind-unknown', player: 0 };
const direction = (d: Direction, player = 0): Command => ({ type: 'wind-direction', player, direction: d });

/**
 * Solo no limit at setup: turns 1 to 3 are forecast, the die showed `face` for turn 4 and waits for its roller;
 * the next rolls of the die satisfy `next`.
 */
function waiting(face: DieFace, ...next: readonly FaceWanted[]): GameState {
  const state = scenario({ mode: 'solo-no-limit' });
  const position = { ...state, winds: ['south', 'north', 'east'] as Direction[], rng: rngRolling(...next) };
  return withSeat(position, 0, { pending: { kind: 'wind-die', turn: 4, face } });
}

/** Six direction faces: the reroll or turn 4, then turns 5 to 9. */
const SIX_DIRECTIONS = Array.from({ length: 6 }, () => isDirectionFace);

describe('The wind die at setup (R12)', () => {
  it('R12 X: the roller rolls again; a direction sets the turn, and the die goes on for turns 5 to 9', () => {
    const after = run(waiting('x-red', ...SIX_DIRECTIONS), reroll);
    expect(after.events.slice(0, 2)).toEqual([
      { type: 'acted', player: 0, action: 'wind-reroll', cost: 0 },
      { type: 'decision', player: 0, pending: null },
    ]);
    const rolled = eventsOf(after.events, 'rolled');
    expect(rolled).toHaveLength(6);
    expect(rolled.every((e) => e.player === 0 && e.purpose === 'wind')).toBe(true);
    expect(eventsOf(after.events, 'wind-forecast').map((e) => e.turn)).toEqual([4, 5, 6, 7, 8, 9]);
    const winds = after.state.winds;
    expect(winds.slice(0, 3)).toEqual(['south', 'north', 'east']);
    expect(winds.slice(3)).toEqual(rolled.map((e) => FACES[e.face].wind));
    expect(after.state.players[0]!.pending).toBeNull();
  });

  it('R12 X: rolling another X asks the roller again', () => {
    const after = run(waiting('x-red', 'x-blue'), reroll);
    expect(after.events.slice(1)).toEqual([
      { type: 'decision', player: 0, pending: null },
      { type: 'rolled', player: 0, face: 'x-blue', purpose: 'wind' },
      { type: 'decision', player: 0, pending: { kind: 'wind-die', turn: 4, face: 'x-blue' } },
    ]);
    expect(after.state.winds).toEqual(['south', 'north', 'east']);
  });

  it('R12 X: the roller may leave the wind of that turn unknown until it blows', () => {
    const after = run(waiting('x-yellow', ...SIX_DIRECTIONS.slice(1)), unknown);
    expect(after.events.slice(0, 3)).toEqual([
      { type: 'acted', player: 0, action: 'wind-unknown', cost: 0 },
      { type: 'decision', player: 0, pending: null },
      { type: 'wind-forecast', turn: 4, wind: 'unknown' },
    ]);
    expect(after.state.winds).toHaveLength(9);
    expect(after.state.winds[3]).toBe('unknown');
  });

  it('R12 Black Night: the roller chooses the direction', () => {
    const after = run(waiting('black-night', ...SIX_DIRECTIONS.slice(1)), direction('west'));
    expect(after.events.slice(0, 3)).toEqual([
      { type: 'acted', player: 0, action: 'wind-direction', cost: 0 },
      { type: 'decision', player: 0, pending: null },
      { type: 'wind-forecast', turn: 4, wind: 'west' },
    ]);
    expect(after.state.winds[3]).toBe('west');
  });

  it('R22: a wind die answer rolls the die again or fixes the forecast, so it cannot be undone', () => {
    const after = run(waiting('black-night', ...SIX_DIRECTIONS.slice(1)), direction('north'));
    expect(after.state.players[0]!.previous).toBeNull();
  });

  it('R12: in a game of several players, the other rolls go on in turn order, and everybody waits for the roller', () => {
    const state = scenario({ mode: 'competitive-no-limit', players: 3 });
    const position = withSeat({ ...state, winds: ['south', 'north', 'east'], rng: rngRolling(...SIX_DIRECTIONS) }, 0, {
      pending: { kind: 'wind-die', turn: 4, face: 'x-red' },
    });
    expectRejected(position, { type: 'end-turn', player: 1 }, 'turn/waiting', 1);
    const after = run(position, reroll);
    // Turn t is rolled by seat (t - 1) mod 3 from the first player (seat 0): turn 4 by its roller, then 1, 2, 0, 1, 2.
    expect(eventsOf(after.events, 'rolled').map((e) => e.player)).toEqual([0, 1, 2, 0, 1, 2]);
  });

  it('legalActions: an X offers a reroll or an unknown wind, and nothing else', () => {
    expect(legalActions(waiting('x-blue', isDirectionFace), 0)).toEqual([reroll, unknown]);
  });

  it('legalActions: Black Night offers the four directions, and nothing else', () => {
    expect(legalActions(waiting('black-night', isDirectionFace), 0)).toEqual([
      direction('north'),
      direction('south'),
      direction('east'),
      direction('west'),
    ]);
  });

  describe('rejections leave the state untouched', () => {
    it.each([
      ['R12: Black Night is not rolled again', waiting('black-night', isDirectionFace), reroll, 'wind-die/not-x'],
      ['R12: Black Night does not leave the wind unknown', waiting('black-night', isDirectionFace), unknown, 'wind-die/not-x'],
      ['R12: an X face does not let the roller choose', waiting('x-red', isDirectionFace), direction('east'), 'wind-die/not-black-night'],
      ['a personal action before the decision', waiting('x-red', isDirectionFace), { type: 'draw', player: 0 }, 'decision/pending'],
      ['no decision waiting', scenario({ mode: 'solo-no-limit' }), reroll, 'decision/none'],
      ['a direction that does not exist', waiting('black-night', isDirectionFace), { type: 'wind-direction', player: 0, direction: 'up' }, 'command/malformed'],
    ])('%s', (_name, state, command, code) => {
      expectRejected(state, command, code);
    });
  });
});
