/**
 * What the searches count a stigmerian of one colour able to end as, read from the rules' facts (the flower
 * actions' recolourings, R18), so that the bounds and the beam search decide it the same way.
 * @module
 */
import { COLOURS, canBecome, coloursCreated, type Colour, type SpecialActionId } from '@stigmeria/rules';

/** Each colour's index in the rules' `COLOURS` order: blue 0, yellow 1, red 2, …, black 8. */
export const COLOUR_INDEX: Readonly<Record<Colour, number>> = Object.fromEntries(COLOURS.map((c, i) => [c, i])) as Record<Colour, number>;

/**
 * Whether the searches count a stigmerian of colour `colour` able to end as a pollen on a target of colour
 * `target` with the special actions `specials`: what the rules say it can become where it stands (`canBecome`),
 * and, with an action that creates the target's colour (`coloursCreated`: Two Beats' white), a black on it as
 * well. Such an action makes a new token instead of recolouring one; counting it here only lets the lower bounds
 * pair more tokens with targets, which keeps them below the truth, and the beam's score has always counted it so.
 */
export function mayEndAs(specials: readonly SpecialActionId[], colour: Colour, target: Colour): boolean {
  return canBecome(colour, target, specials) || (colour === 'black' && specials.some((id) => coloursCreated(id).includes(target)));
}

/** `mayEndAs` for every pair of colours, read once a search: 1 at colour index × 9 + target colour index. */
export function endsAsTable(specials: readonly SpecialActionId[]): Uint8Array {
  const table = new Uint8Array(COLOURS.length * COLOURS.length);
  COLOURS.forEach((c, i) => COLOURS.forEach((t, j) => (table[i * COLOURS.length + j] = mayEndAs(specials, c, t) ? 1 : 0)));
  return table;
}
