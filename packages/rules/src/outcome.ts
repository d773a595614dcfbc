/**
 * `outcome`: who won, each player's score and why (R13, R14, R15).
 * @module
 */
import { MODES, actionsInTurn } from './modes.js';
import { recruitTotal } from './step.js';
import type { GameState, PlayerState } from './types.js';

/** Why a player's game ended as it did. */
export type OutcomeReason = 'fulfilled' | 'out' | 'time';

/** A player's score, part by part (R15). */
export interface ScoreBreakdown {
  /** 5, 10, 20 or 40 for a 1 to 4 star schema, when fulfilled. */
  readonly level: number;
  /** Actions left unused in the finishing turn (none after turn 10 in discovery and solo no limit). */
  readonly unusedActions: number;
  /** `min(k, 10)` for every turn `k` after the finishing turn, up to 10. */
  readonly laterTurns: number;
  /** 1 per recruit-zone token (discovery and normal). */
  readonly recruit: number;
  /** −5 when the joker was used (not in competitive modes, R15). */
  readonly joker: number;
  /** Solo no limit after turn 10: −10 a complete turn beyond the 10th, −1 an action of the finishing turn (R15). */
  readonly lateTurns: number;
  /** −1 when the schema was not fulfilled. */
  readonly failure: number;
  readonly total: number;
}

/** One player's result. */
export interface PlayerOutcome {
  readonly player: number;
  readonly name: string;
  /** 1 for the winners; players who tie share a rank. */
  readonly rank: number;
  readonly reason: OutcomeReason;
  /** The turn and the actions of that turn in which the player fulfilled the schema. */
  readonly finished: { readonly turn: number; readonly actions: number } | null;
  readonly score: ScoreBreakdown;
}

/** The result of a finished game. */
export interface Outcome {
  /** Players from first to last. */
  readonly ranking: readonly PlayerOutcome[];
  /** Seats of the players ranked first who fulfilled the schema; empty when nobody did. */
  readonly winners: readonly number[];
}

const LEVEL_POINTS = [0, 5, 10, 20, 40] as const;
const LAST_SCORED_TURN = 10;
const JOKER_PENALTY = -5;
const LATE_TURN_PENALTY = -10;
const FAILURE = -1;

function scoreOf(state: GameState, p: PlayerState): ScoreBreakdown {
  const rules = MODES[state.mode];
  // R9, R15: only the joker of the non-competitive modes costs points.
  const joker = p.jokerUsed && rules.joker === 'exchange' ? JOKER_PENALTY : 0;
  if (p.finished === null) {
    return { level: 0, unusedActions: 0, laterTurns: 0, recruit: 0, joker, lateTurns: 0, failure: FAILURE, total: FAILURE + joker };
  }
  const level = LEVEL_POINTS[state.schema.stars];
  const t = p.finished.turn;
  // R15: after turn 10 discovery scores the level points only, and solo no limit's late-turn penalty takes the
  // place of the unused actions; competitive no limit still scores the unused actions of the finishing turn.
  const late = t > LAST_SCORED_TURN ? rules.afterTurn10 : 'in-time';
  const unusedActions = late === 'in-time' || late === 'as-usual' ? actionsInTurn(t) - p.finished.actions : 0;
  let laterTurns = 0;
  for (let k = t + 1; k <= LAST_SCORED_TURN; k++) laterTurns += actionsInTurn(k);
  const recruit = late !== 'level-only' && rules.recruitScores ? recruitTotal(p) : 0;
  const lateTurns = late === 'late-penalty' ? LATE_TURN_PENALTY * (t - LAST_SCORED_TURN - 1) - p.finished.actions : 0;
  return {
    level,
    unusedActions,
    laterTurns,
    recruit,
    joker,
    lateTurns,
    failure: 0,
    total: level + unusedActions + laterTurns + recruit + joker + lateTurns,
  };
}

// R9: in competitive modes an unused joker wins the first tie-break.
function unusedJoker(state: GameState, p: PlayerState): number {
  return MODES[state.mode].joker === 'central' && state.options.joker && !p.jokerUsed ? 1 : 0;
}

// R14: fewer turns, then fewer actions in that turn, then (competitive modes, R9) an unused joker, then more
// recruit-zone tokens, then more yellow ones.
function compareWinners(state: GameState, a: PlayerState, b: PlayerState): number {
  return (
    a.finished!.turn - b.finished!.turn ||
    a.finished!.actions - b.finished!.actions ||
    unusedJoker(state, b) - unusedJoker(state, a) ||
    recruitTotal(b) - recruitTotal(a) ||
    b.recruit.yellow - a.recruit.yellow
  );
}

/**
 * The result of the game: `null` while it is being played, then the ranking with each player's score
 * broken down and the reason their game ended.
 *
 * @example
 * ```ts
 * const result = outcome(state);
 * if (result) console.log(result.winners, result.ranking.map((r) => r.score.total));
 * ```
 */
export function outcome(state: GameState): Outcome | null {
  if (!state.over) return null;
  const seats = state.players.map((p, i) => ({ p, i }));
  const winners = seats.filter(({ p }) => p.finished !== null).sort((a, b) => compareWinners(state, a.p, b.p) || a.i - b.i);
  const losers = seats.filter(({ p }) => p.finished === null);
  const ranking: PlayerOutcome[] = [];
  winners.forEach(({ p, i }, position) => {
    const previous = winners[position - 1];
    const rank = previous !== undefined && compareWinners(state, previous.p, p) === 0 ? ranking[position - 1]!.rank : position + 1;
    ranking.push({ player: i, name: p.name, rank, reason: 'fulfilled', finished: p.finished, score: scoreOf(state, p) });
  });
  for (const { p, i } of losers) {
    ranking.push({
      player: i,
      name: p.name,
      rank: winners.length + 1,
      reason: p.status === 'out' ? 'out' : 'time',
      finished: null,
      score: scoreOf(state, p),
    });
  }
  return { ranking, winners: ranking.filter((r) => r.rank === 1 && r.reason === 'fulfilled').map((r) => r.player) };
}
