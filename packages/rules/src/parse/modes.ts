/**
 * The modes an unchecked schema allows, for the checks of replays; the R5 table itself is `../flower-modes.ts`.
 * @module
 */
import type { Mode } from '../types.js';
import { isFlower, isMode, modesForFlower } from '../flower-modes.js';
import { isRecord } from './json.js';

export { isFlower, isMode, modesForFlower, playableModes } from '../flower-modes.js';

// The modes an unchecked schema allows, or undefined when the schema is too broken to tell (its own issues say
// why).
export function rawPlayableModes(schema: unknown): readonly Mode[] | undefined {
  if (!isRecord(schema) || !isFlower(schema.flower)) return undefined;
  const modes = schema.modes;
  if (modes === undefined) return modesForFlower(schema.flower);
  if (!Array.isArray(modes) || !modes.every(isMode)) return undefined;
  return modes as readonly Mode[];
}
