/**
 * `viewFor`: the state as one player may see it (hidden information).
 * @module
 */
import { COLOURS } from './colours.js';
import type { Colour, GameState, PlayerState } from './types.js';

function hideBag(bag: readonly Colour[]): Colour[] {
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
 * @example
 * ```ts
 * const view = viewFor(state, 0);
 * view.players[0]?.bag.length; // how many tokens are left to draw
 * ```
 */
export function viewFor(state: GameState, player: number): GameState {
  void player;
  return { ...state, seed: '', rng: [0, 0, 0, 0], players: state.players.map(hidePlayer) };
}
