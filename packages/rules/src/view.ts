/**
 * `viewFor`: the state as one player may see it (hidden information).
 * @module
 */
import { COLOURS } from './colours.js';
import type { RngState } from './random.js';
import type { Colour, GameState, PlayerState } from './types.js';

/** The generator of a view: blanked, so that nothing in a view tells the next draw or roll. */
const BLANK_RNG: RngState = [0, 0, 0, 0];

/**
 * Whether `state` is a view (`viewFor`) rather than the game itself: its seed and generator are blanked. `evolve`
 * keeps a view a view, so a client that folds a step's events into its view gets the view of the next state.
 */
export function isView(state: GameState): boolean {
  return state.seed === '' && state.rng.every((n, i) => n === BLANK_RNG[i]);
}

/** A bag as a view lists it: in colour order. */
export function hideBag(bag: readonly Colour[]): Colour[] {
  // Which tokens a bag holds is known to all (45 at setup, every draw is seen); only their order is secret.
  return bag.slice().sort((a, b) => COLOURS.indexOf(a) - COLOURS.indexOf(b));
}

function hidePlayer(p: PlayerState): PlayerState {
  return { ...p, bag: hideBag(p.bag), previous: p.previous === null ? null : hidePlayer(p.previous) };
}

/**
 * The state as `player` may see it. Every bag's order is hidden (bags are listed sorted by colour, so their
 * size and content stay visible: every token that enters a bag is shown, by a draw, a gift, Prediction, Sower or
 * Pilferer), and the seed and generator state are blanked, so nothing tells which token comes next, which face the
 * die shows next, or which way an unknown no-limit wind will blow. Everything else is public in every mode:
 * boards, recruit zones, the StigmaReine and its recruit zone, owned and used special actions, pending decisions
 * (a drawn token waiting for its StigmaReine cell, a Fog Die colour), the forecast. Pass the view to a renderer or
 * a remote client, never to `play`: a view cannot decide draws or rolls.
 *
 * Every event is public, so a client kept in step by folding each step's events into its view with `evolve`
 * holds, after every step, exactly `viewFor` of the new state: `evolve` takes a drawn token out of a view's bag
 * by its colour, leaves a view's blank generator blank, and keeps a shuffled bag in colour order.
 *
 * @example
 * ```ts
 * const view = viewFor(state, 0);
 * view.players[0]?.bag.length; // how many tokens are left to draw
 * ```
 */
export function viewFor(state: GameState, player: number): GameState {
  void player;
  return { ...state, seed: '', rng: BLANK_RNG, players: state.players.map(hidePlayer) };
}
