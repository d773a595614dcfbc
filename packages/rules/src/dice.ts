/**
 * The 12-face die of the no-limit modes, Fog Die and Last Drift (R12, R18, R20): what each face means, as data.
 * @module
 */
import { randomBelow, type RngState } from './random.js';
import type { Colour, DieFace, Direction } from './types.js';

/** What a face does for a Last Drift (R20): one step that way, remove a stigmerian of a colour, or Black Night. */
export type DriftEffect =
  | { readonly kind: 'step'; readonly direction: Direction }
  | { readonly kind: 'remove'; readonly color: Colour }
  | { readonly kind: 'black-night' };

/** One face: the wind it blows (none for X and Black Night), the colour Fog Die lands, the Last Drift effect. */
export interface FaceRules {
  readonly wind: Direction | null;
  readonly color: Colour;
  readonly drift: DriftEffect;
}

const step = (direction: Direction): DriftEffect => ({ kind: 'step', direction });
const remove = (color: Colour): DriftEffect => ({ kind: 'remove', color });

/** Every face, in the die's order. */
export const FACES: Readonly<Record<DieFace, FaceRules>> = {
  'north-red': { wind: 'north', color: 'red', drift: step('north') },
  'north-brown': { wind: 'north', color: 'brown', drift: step('north') },
  'south-green': { wind: 'south', color: 'green', drift: step('south') },
  'south-blue': { wind: 'south', color: 'blue', drift: step('south') },
  'east-yellow': { wind: 'east', color: 'yellow', drift: step('east') },
  'east-white': { wind: 'east', color: 'white', drift: step('east') },
  'west-violet': { wind: 'west', color: 'violet', drift: step('west') },
  'west-orange': { wind: 'west', color: 'orange', drift: step('west') },
  'x-red': { wind: null, color: 'red', drift: remove('red') },
  'x-blue': { wind: null, color: 'blue', drift: remove('blue') },
  'x-yellow': { wind: null, color: 'yellow', drift: remove('yellow') },
  'black-night': { wind: null, color: 'black', drift: { kind: 'black-night' } },
};

/** The faces in the die's order: a roll picks one of them, each as likely. */
export const DIE_FACES = Object.keys(FACES) as readonly DieFace[];

/** Rolls the die: a face and the generator's next state. `evolve` moves the generator on the same way. */
export function rollDie(rng: RngState): readonly [DieFace, RngState] {
  const [index, next] = randomBelow(rng, DIE_FACES.length);
  return [DIE_FACES[index]!, next];
}
