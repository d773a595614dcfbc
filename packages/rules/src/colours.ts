/**
 * The nine colours of Stigméria (R2) and how primaries mix.
 * @module
 */

/** A token colour. Primaries are `blue`, `yellow` and `red`. */
export type Colour =
  | 'blue'
  | 'yellow'
  | 'red'
  | 'orange'
  | 'green'
  | 'violet'
  | 'brown'
  | 'white'
  | 'black';

/** A primary colour: the only colours in a bag at setup (R3). */
export type Primary = 'blue' | 'yellow' | 'red';

/** Every colour, in the order used by listings and the recruit zone. */
export const COLOURS: readonly Colour[] = [
  'blue',
  'yellow',
  'red',
  'orange',
  'green',
  'violet',
  'brown',
  'white',
  'black',
];

/** The three primary colours. */
export const PRIMARIES: readonly Primary[] = ['blue', 'yellow', 'red'];

/** True when `value` names one of the nine colours. */
export function isColour(value: unknown): value is Colour {
  return typeof value === 'string' && (COLOURS as readonly string[]).includes(value);
}

/** True when `colour` is blue, yellow or red. */
export function isPrimary(colour: unknown): colour is Primary {
  return colour === 'blue' || colour === 'yellow' || colour === 'red';
}

// R18 Mixing: the secondary colour of two different primaries, looked up by both colours (a nested table,
// since Mixing asks it for every adjacent pair when legal commands are listed).
const MIXES: Readonly<Partial<Record<Colour, Partial<Record<Colour, Colour>>>>> = {
  blue: { yellow: 'green', red: 'violet' },
  yellow: { blue: 'green', red: 'orange' },
  red: { blue: 'violet', yellow: 'orange' },
};

/** The secondary colour made by mixing two different primaries, or `undefined`. */
export function mix(a: Colour, b: Colour): Colour | undefined {
  return MIXES[a]?.[b];
}

/** An empty count of tokens per colour. */
export function emptyCounts(): Record<Colour, number> {
  return { blue: 0, yellow: 0, red: 0, orange: 0, green: 0, violet: 0, brown: 0, white: 0, black: 0 };
}
