/**
 * A seat's own board as a solo game the solver can search. The solver plays discovery and normal games; in the
 * competitive and no-limit modes, once a seat has played its central actions, its turn goes on on its own board
 * alone, so the bot searches that board as a solo game of the nearest mode (normal for the modes with a turn
 * limit, discovery for the others), with the forecast winds as the schema's. Only the first command of a line is
 * ever given, and only when the real game lists it.
 * @module
 */
import { MODES, owesCentralActions, type Command, type GameState, type Mode } from '@stigmeria/rules';

/** The schema with the winds a no-limit game has rolled (an unknown one taken as South, the default). */
export function withForecastWinds(state: GameState): GameState['schema'] {
  if (state.winds.length === 0) return state.schema;
  return { ...state.schema, winds: state.winds.map((w) => (w === 'unknown' ? 'south' : w)) };
}

/** The seat's board as a solo game, or `null` while it owes central actions or a decision (the plan takes those). */
export function ownBoardGame(view: GameState, seat: number): GameState | null {
  const me = view.players[seat]!;
  if (view.mode === 'discovery' || view.mode === 'normal') return view;
  if (me.pending !== null || owesCentralActions(view, seat)) return null;
  const mode: Mode = MODES[view.mode].turnLimit === null ? 'discovery' : 'normal';
  const player = { ...me, previous: null };
  return { ...view, mode, schema: withForecastWinds(view), central: null, players: [player], first: 0, winds: [] };
}

/** The seat of the searched game (0 in a projected one) back to the real seat. */
export function backToSeat(view: GameState, command: Command, seat: number): Command {
  return view.mode === 'discovery' || view.mode === 'normal' ? command : { ...command, player: seat };
}
