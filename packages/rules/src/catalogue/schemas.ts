/**
 * The target schemas of the built-in catalogue without their demonstration games: all that a schema picker
 * needs, at a fraction of the size (a bundler leaves the games out when only this list is used). They are the
 * documents `catalogue/<id>.json` of the package, built into `src/generated/catalogue-schemas.ts`.
 * @module
 */
import type { TargetSchema } from '../types.js';
import { CATALOGUE_SCHEMAS } from '../generated/catalogue-schemas.js';

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
export const catalogueSchemas: readonly TargetSchema[] = CATALOGUE_SCHEMAS;

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
