/**
 * The modes each flower may be played in (R5), for `playableModes` and for the checks of schemas and replays.
 * @module
 */
import { MODE_NAMES } from '../modes.js';
import type { Flower, Mode, TargetSchema } from '../types.js';
import { isRecord } from './json.js';

// R5: which modes each flower may be played in.
const NORMAL_FLOWER_MODES: readonly Mode[] = Object.freeze([
  'discovery',
  'normal',
  'competitive-no-limit',
  'solo-no-limit',
]);

const FLOWER_MODES: ReadonlyMap<Flower, readonly Mode[]> = new Map<Flower, readonly Mode[]>([
  ['vertighaineuse', NORMAL_FLOWER_MODES],
  ['maronne', NORMAL_FLOWER_MODES],
  ['sifflochamp', NORMAL_FLOWER_MODES],
  ['dentdine', NORMAL_FLOWER_MODES],
  ['inspiractrice', NORMAL_FLOWER_MODES],
  ['competitive', Object.freeze(['competitive', 'competitive-no-limit', 'solo-no-limit'] as Mode[])],
  ['competitive-no-limit', Object.freeze(['competitive-no-limit', 'solo-no-limit'] as Mode[])],
]);

const NO_MODES: readonly Mode[] = Object.freeze([]);

/** The modes a flower may be played in (R5); none for a value that is not a flower. */
export function modesForFlower(flower: Flower): readonly Mode[] {
  return FLOWER_MODES.get(flower) ?? NO_MODES;
}

/** The modes a target schema may be played in: its own `modes` when it lists them, else its flower's. */
export function playableModes(schema: TargetSchema): readonly Mode[] {
  return schema.modes ?? modesForFlower(schema.flower);
}

// The modes an unchecked schema allows, or undefined when the schema is too broken to tell (its own issues say
// why).
export function rawPlayableModes(schema: unknown): readonly Mode[] | undefined {
  if (!isRecord(schema) || !isFlower(schema.flower)) return undefined;
  const modes = schema.modes;
  if (modes === undefined) return modesForFlower(schema.flower);
  if (!Array.isArray(modes) || !modes.every(isMode)) return undefined;
  return modes as readonly Mode[];
}

export function isFlower(value: unknown): value is Flower {
  return typeof value === 'string' && FLOWER_MODES.has(value as Flower);
}

export function isMode(value: unknown): value is Mode {
  return typeof value === 'string' && (MODE_NAMES as readonly string[]).includes(value);
}
