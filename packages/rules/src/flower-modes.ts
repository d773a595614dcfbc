/**
 * The modes each flower may be played in (R5): for `playableModes`, for `startGame` and for the checks of schemas
 * and replays. The engine needs it without the document readers, hence a module of its own outside `parse/`.
 * @module
 */
import { MODE_NAMES } from './modes.js';
import type { Flower, Mode, TargetSchema } from './types.js';

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

export function isFlower(value: unknown): value is Flower {
  return typeof value === 'string' && FLOWER_MODES.has(value as Flower);
}

export function isMode(value: unknown): value is Mode {
  return typeof value === 'string' && (MODE_NAMES as readonly string[]).includes(value);
}
