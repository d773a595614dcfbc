/**
 * A bot's guess at the hidden part of the game. A bot receives a seat's view (`viewFor`), in which every bag is
 * listed sorted and the seed and the generator state are blanked; to look ahead with the rules' `play` it deals
 * every bag again in an order drawn from its own generator, and gives the game a generator state of its own, so
 * that its draws and die rolls in a look-ahead are guesses that nothing hidden can steer.
 * @module
 */
import { COLOURS, type Colour, type GameState } from '@stigmeria/rules';
import { shuffled } from './seeded.js';

/** The view with every bag dealt in an order drawn from `next`, and a generator state drawn from it too. */
export function worldOf(view: GameState, next: () => number): GameState {
  const players = view.players.map((p) => ({ ...p, bag: shuffled(p.bag, next) }));
  const word = (): number => Math.floor(next() * 0x100000000) >>> 0;
  // The rules' generator is never all zeros; the view blanks it to zeros, which would give the same face forever.
  const rng: [number, number, number, number] = [word(), word(), word(), word() | 1];
  return { ...view, players, rng };
}

/** The same world with a token of `colour` on top of `seat`'s bag (the bag holds one): what a draw may bring. */
export function withTop(world: GameState, seat: number, colour: Colour): GameState {
  const bag = world.players[seat]!.bag;
  const at = bag.lastIndexOf(colour);
  if (at < 0 || at === bag.length - 1) return world;
  const dealt = bag.slice();
  dealt[at] = dealt[dealt.length - 1]!;
  dealt[dealt.length - 1] = colour;
  return { ...world, players: world.players.map((p, i) => (i === seat ? { ...p, bag: dealt } : p)) };
}

/** Each colour in a bag with its share of the bag: the chances of the next draw, which the view shows. */
export function drawChances(bag: readonly Colour[]): { readonly colour: Colour; readonly chance: number }[] {
  if (bag.length === 0) return [];
  return COLOURS.flatMap((colour) => {
    const count = bag.reduce((n, c) => n + (c === colour ? 1 : 0), 0);
    return count === 0 ? [] : [{ colour, chance: count / bag.length }];
  });
}
