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

/** A secondary colour: what Mixing makes of two different primaries (R2, R18). */
export type Secondary = 'orange' | 'green' | 'violet';

/**
 * R2, R18 Mixing: the two primaries each secondary is mixed from. The one table of the recipe: `mix` and every
 * search that asks which primaries a secondary target needs read it. The order of each pair is fixed (the
 * solver's heuristics try the first part first).
 */
export const MIXING_RECIPES: Readonly<Record<Secondary, readonly [Primary, Primary]>> = {
  orange: ['red', 'yellow'],
  green: ['blue', 'yellow'],
  violet: ['red', 'blue'],
};

/** The two primaries a secondary colour is mixed from (R18 Mixing), or `undefined` for any other colour. */
export function mixingParts(colour: Colour): readonly [Primary, Primary] | undefined {
  return (MIXING_RECIPES as Partial<Record<Colour, readonly [Primary, Primary]>>)[colour];
}

// The recipe looked up by both primaries (a nested table, since Mixing asks it for every adjacent pair when legal
// commands are listed).
const MIXES: Readonly<Partial<Record<Colour, Partial<Record<Colour, Colour>>>>> = (() => {
  const table: Partial<Record<Colour, Partial<Record<Colour, Colour>>>> = {};
  for (const [secondary, [a, b]] of Object.entries(MIXING_RECIPES) as [Secondary, readonly [Primary, Primary]][]) {
    (table[a] ??= {})[b] = secondary;
    (table[b] ??= {})[a] = secondary;
  }
  return table;
})();

/** The secondary colour made by mixing two different primaries, or `undefined`. */
export function mix(a: Colour, b: Colour): Colour | undefined {
  return MIXES[a]?.[b];
}

/** An empty count of tokens per colour. */
export function emptyCounts(): Record<Colour, number> {
  return { blue: 0, yellow: 0, red: 0, orange: 0, green: 0, violet: 0, brown: 0, white: 0, black: 0 };
}
