/**
 * The flow of a game around the players' steps: what happens when everyone is done with a
 * turn (Charmer's phase, the wind, R10–R13) and what opens the next one (eliminations, the first player, Solo
 * No Limit's new action). Each function emits events into a step, so the log holds every outcome.
 * @module
 */
import { FACES, rollDie } from './dice.js';
import { rollForecast } from './forecast.js';
import { MODES } from './modes.js';
import { randomBelow } from './random.js';
import { MOST_SPECIALS, earnableSpecials } from './specials.js';
import { isFulfilled, recruitTotal, type Step } from './step.js';
import type { Direction, GameState, PlayerState } from './types.js';
import { rollers, turnOrder } from './turn-order.js';
import { blowWind, windAfterTurn, windBlowsAfter } from './wind.js';

/** R21: Solo No Limit offers a new action at the start of turns 2 to 10. */
const SOLO_GAIN_TURNS: readonly [number, number] = [2, 10];

/**
 * R7: the first player of a competitive turn has the most recruit-zone tokens, then the most yellow ones; a
 * draw from the game's generator chooses among those still tied.
 */
function chooseFirstPlayer(step: Step): void {
  const state = step.state;
  const seats = state.players.flatMap((p, i) => (p.status === 'out' ? [] : [i]));
  if (seats.length === 0) return;
  const best = (score: (p: PlayerState) => number, among: number[]): number[] => {
    const top = Math.max(...among.map((i) => score(state.players[i]!)));
    return among.filter((i) => score(state.players[i]!) === top);
  };
  const tied = best((p) => p.recruit.yellow, best(recruitTotal, seats));
  const player = tied.length === 1 ? tied[0]! : tied[randomBelow(state.rng, tied.length)[0]]!;
  step.emit({ type: 'first-player', player, among: tied.length === 1 ? [player] : tied });
}

/**
 * The wind of the turn ending now, or `undefined` while its roller decides. Under no-limit rules a wind not yet
 * known is rolled by the first player; an X is rolled again at once; Black Night asks for a direction (R12).
 */
function windNow(step: Step): Direction | undefined {
  const state = step.state;
  if (!MODES[state.mode].noLimit) return windAfterTurn(state.schema, state.turn);
  const known = state.winds[state.turn - 1];
  if (known !== undefined && known !== 'unknown') return known;
  const roller = rollers(state)[0];
  if (roller === undefined) return 'south';
  for (;;) {
    const face = rollDie(step.state.rng)[0];
    step.emit({ type: 'rolled', player: roller, face, purpose: 'wind' });
    const wind = FACES[face].wind;
    if (wind !== null) {
      step.emit({ type: 'wind-forecast', turn: state.turn, wind });
      return wind;
    }
    if (face === 'black-night') {
      step.emit({ type: 'decision', player: roller, pending: { kind: 'wind-die', turn: state.turn, face } });
      return undefined;
    }
  }
}

/** R13: after a step and after the wind, a player who now holds exactly the schema has fulfilled it. */
export function recordFulfilment(step: Step, index: number): void {
  const player = step.player(index);
  if (player.status === 'playing' && isFulfilled(step.state, player)) {
    step.emit({ type: 'fulfilled', player: index, turn: step.state.turn, actions: player.actionsUsed });
  }
}

/** True when every player still playing has ended the turn and nobody has a decision to take. */
function turnIsDone(state: GameState): boolean {
  return state.players.every((p) => p.pending === null && (p.status !== 'playing' || p.turnEnded));
}

/** Charmer-able tokens of a player: recruit-zone tokens not received by Charmer this turn. */
export function charmable(p: PlayerState): number {
  return recruitTotal(p) - p.charmed.length;
}

/**
 * R18 Charmer: after every player has ended the turn and before the wind, each player who owns Charmer and
 * still plays may use it, in turn order; the phase is skipped when fewer than two players have tokens to charm.
 * Returns the seat of the next charmer, if any.
 */
function nextCharmer(state: GameState): number | undefined {
  if (!MODES[state.mode].central) return undefined;
  const withTokens = state.players.filter((p) => p.status !== 'out' && charmable(p) > 0).length;
  if (withTokens < 2) return undefined;
  return turnOrder(state).find((i) => {
    const p = state.players[i]!;
    return p.status === 'playing' && p.specials.includes('charmer') && !p.usedThisTurn.includes('charmer');
  });
}

/** Opens turn `turn`: resets the players' turn, puts out the players with an empty bag (R14), picks the first player (R7). */
function startTurn(step: Step, turn: number): void {
  step.emit({ type: 'turn-started', turn });
  const rules = MODES[step.state.mode];
  if (rules.emptyBagPutsOut) {
    step.state.players.forEach((p, i) => {
      if (p.status === 'playing' && p.bag.length === 0) step.emit({ type: 'player-out', player: i, reason: 'empty-bag' });
    });
    if (!step.state.players.some((p) => p.status === 'playing')) {
      step.emit({ type: 'game-ended', turn });
      return;
    }
  }
  if (rules.sequential) chooseFirstPlayer(step);
  const [from, to] = SOLO_GAIN_TURNS;
  const solo = step.player(0);
  if (rules.specials === 'solo' && turn >= from && turn <= to && solo.status === 'playing') {
    if (solo.specials.length < MOST_SPECIALS && earnableSpecials(step.state, solo).length > 0) {
      step.emit({ type: 'decision', player: 0, pending: { kind: 'gain', left: 1, cells: [] } });
    }
  }
}

/**
 * What follows every step: fulfilment, then, once every player still playing is done and no decision waits, the
 * end of the turn: Charmer's phase, the wind, the end of the game or the next turn.
 */
export function afterStep(step: Step): void {
  // Only a board the step changed can have become the schema: boards are copied on every change, so comparing
  // references finds them (usually the acting player's alone, but a Last Drift changes an opponent's).
  step.state.players.forEach((p, i) => {
    if (p.board !== step.start.players[i]?.board) recordFulfilment(step, i);
  });
  if (step.state.over || !turnIsDone(step.state)) return;
  const charmer = nextCharmer(step.state);
  if (charmer !== undefined) {
    step.emit({ type: 'decision', player: charmer, pending: { kind: 'charmer' } });
    return;
  }
  const state = step.state;
  const rules = MODES[state.mode];
  const lastTurn = rules.turnLimit !== null && state.turn >= rules.turnLimit;
  if (state.players.some((p) => p.status === 'playing') && windBlowsAfter(state.mode, state.turn)) {
    const direction = windNow(step);
    if (direction === undefined) return;
    blowWind(step, direction);
    step.state.players.forEach((_, i) => recordFulfilment(step, i));
  }
  const after = step.state;
  const stillPlaying = after.players.some((p) => p.status === 'playing');
  const someoneFulfilled = after.players.some((p) => p.status === 'fulfilled');
  // R13: when the game ends, by mode.
  if (!stillPlaying || lastTurn || (rules.endsWithFirstFulfilment && someoneFulfilled)) {
    step.emit({ type: 'game-ended', turn: after.turn });
  } else {
    startTurn(step, after.turn + 1);
  }
}

/** What a new game does before anyone plays: the first player of turn 1 (R7) and the wind forecast (R12). */
export function openGame(step: Step): void {
  if (MODES[step.state.mode].sequential) chooseFirstPlayer(step);
  rollForecast(step);
}
