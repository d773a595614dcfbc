/**
 * A seat's own board as a solo game the solver can search. The solver plays discovery and normal games; in the
 * competitive and no-limit modes, once a seat has played its central actions, its turn goes on on its own board
 * alone, so the bot searches that board as a solo game of the nearest mode (normal for the modes with a turn
 * limit, discovery for the others), with the forecast winds as the schema's. Only the first command of a line is
 * ever given, and only when the real game lists it.
 * @module
 */
import { MODES, needsA5, owesCentralActions, type Command, type GameState, type Mode, type SpecialActionId } from '@stigmeria/rules';

/** The schema with the winds a no-limit game has rolled (an unknown one taken as South, the default). */
export function withForecastWinds(state: GameState): GameState['schema'] {
  if (state.winds.length === 0) return state.schema;
  return { ...state.schema, winds: state.winds.map((w) => (w === 'unknown' ? 'south' : w)) };
}

/**
 * The seat's board as a solo game, or `null` while it owes central actions, a decision or the A5 token of an
 * emptied StigmaReine (R19: that comes before anything else; the plan takes those).
 */
export function ownBoardGame(view: GameState, seat: number): GameState | null {
  const me = view.players[seat]!;
  if (view.mode === 'discovery' || view.mode === 'normal') return view;
  if (me.pending !== null || needsA5(view) || owesCentralActions(view, seat)) return null;
  const mode: Mode = MODES[view.mode].turnLimit === null ? 'discovery' : 'normal';
  const player = { ...me, previous: null };
  return { ...view, mode, schema: withForecastWinds(view), central: null, players: [player], first: 0, winds: [] };
}

/**
 * The seat's own board (from `ownBoardGame`) as if its player owned `specials` too: what a competitive seat plans
 * on before the StigmaReine has earned it the special actions its schema's colours need (Mixing for a secondary),
 * so that it lands and moves the tokens those actions will turn, rather than waiting for them.
 */
export function hoping(own: GameState, specials: readonly SpecialActionId[]): GameState {
  if (specials.length === 0 || own.players.length !== 1) return own;
  const me = own.players[0]!;
  return { ...own, players: [{ ...me, specials: [...me.specials, ...specials.filter((id) => !me.specials.includes(id))] }] };
}

/**
 * The searched game's player that stands for `seat`: 0 in the seat's own board as a solo game (`ownBoardGame`
 * gives it one player), else the seat itself (discovery and normal are searched as they are).
 */
export function searchedSeat(game: GameState, seat: number): number {
  return game.players.length === 1 ? 0 : seat;
}

/**
 * A command of the searched game's player (see `searchedSeat`) as the seat's own, and the other way round: every
 * command a search gives back is its player's, so the way back names the seat whatever the searched game's mode
 * (a projected game's mode is discovery or normal too, so the mode cannot tell a projection from a real game).
 */
export function asPlayer(command: Command, player: number): Command {
  return command.player === player ? command : { ...command, player };
}
