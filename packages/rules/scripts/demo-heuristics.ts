/**
 * What the demo searches (`find-demo.ts`, `find-table-demo.ts`) ask of a stigmerian and a target: what it can
 * become where it stands, which targets it can fill, and how far it is from one. Heuristics for scoring positions,
 * not rules: the searches play every candidate through `play`.
 */
import { columnOf, rowOf } from '../src/cells.js';
import { isPrimary } from '../src/colours.js';
import type { Colour } from '../src/types.js';

/** The two primaries Mixing makes each secondary from. */
const PARTS: Partial<Record<Colour, readonly [Colour, Colour]>> = {
  orange: ['red', 'yellow'],
  green: ['blue', 'yellow'],
  violet: ['red', 'blue'],
};

/** The primaries a target's colour is mixed from, if it is a secondary. */
export function partsOf(target: Colour): readonly [Colour, Colour] | undefined {
  return PARTS[target];
}

/** A special action can finish this stigmerian where it stands. */
export function finishesInPlace(colour: Colour, target: Colour): boolean {
  if (target === 'brown') return colour !== 'brown';
  if (PARTS[target]?.includes(colour)) return true;
  return (target === 'black' && colour === 'white') || (target === 'white' && colour === 'black');
}

/** A primary keeping a white or black target's cell filled until the notes are played. */
export function holdsPlace(colour: Colour, target: Colour): boolean {
  return (target === 'white' || target === 'black') && isPrimary(colour);
}

/** The stigmerian can fill the target after moving there (and mixing, for a secondary). */
export function canFill(colour: Colour, target: Colour): boolean {
  return colour === target || (PARTS[target]?.includes(colour) ?? false);
}

/**
 * Actions to bring a token from `a` to `b`. Under a South wind, sideways and upwards steps cost and downward ones
 * are almost free; otherwise every step costs.
 */
export function distance(a: number, b: number, southWind = true): number {
  const dr = rowOf(b) - rowOf(a);
  const dc = Math.abs(columnOf(b) - columnOf(a));
  if (!southWind) return dc + Math.abs(dr);
  return dc + (dr < 0 ? -dr : dr * 0.3);
}
