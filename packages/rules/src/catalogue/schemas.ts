/**
 * The target schemas of the built-in catalogue without their demonstration games: all that a schema picker
 * needs, at a fraction of the size (a bundler leaves the games out when only this list is used).
 * @module
 */
import type { TargetSchema } from '../types.js';
import { competitiveNoLimitSchemas } from './competitive-no-limit.js';
import { competitiveSchemas } from './competitive.js';
import { dentdineSchemas } from './dentdine.js';
import { inspiractriceSchemas } from './inspiractrice.js';
import { maronneSchemas } from './maronne.js';
import { sifflochampSchemas } from './sifflochamp.js';
import { vertighaineuseSchemas } from './vertighaineuse.js';

/**
 * Every schema of the catalogue, by flower (VertigHaineuse, MarOnne, SiffloChamp, DentDîne, InspirActrice,
 * Competitive, Competitive No Limit) then stars: the same order as `catalogue`. The competitive flowers' schemas
 * are played in the competitive and no-limit modes only (R5).
 *
 * @example
 * ```ts
 * const names = catalogueSchemas.map((schema) => `${schema.name.en} ${'★'.repeat(schema.stars)}`);
 * ```
 */
export const catalogueSchemas: readonly TargetSchema[] = Object.freeze([
  ...vertighaineuseSchemas,
  ...maronneSchemas,
  ...sifflochampSchemas,
  ...dentdineSchemas,
  ...inspiractriceSchemas,
  ...competitiveSchemas,
  ...competitiveNoLimitSchemas,
]);

/**
 * The catalogue schema with this id, or `undefined`.
 *
 * @example
 * ```ts
 * const schema = findCatalogueSchema('vertighaineuse-morning-ladder');
 * if (schema) createGame({ schema, mode: 'normal', players: 1, seed: 'x' });
 * ```
 */
export function findCatalogueSchema(id: string): TargetSchema | undefined {
  return catalogueSchemas.find((schema) => schema.id === id);
}
