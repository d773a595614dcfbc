/**
 * The schema a board plays when none is given: a module of its own, since the board's own games and online play's
 * rooms (a chunk loaded later) both start from it.
 * @module
 */
import { catalogueSchemas, playableModes, type Mode, type TargetSchema } from '@stigmeria/rules/view';

/**
 * The schema shown when none is given: the first of the catalogue that the rules let be played in `mode` (R5), so
 * that `mode="competitive"` alone starts a game rather than an error. The first of the catalogue when none can be.
 */
export function defaultSchema(mode: Mode): TargetSchema {
  return catalogueSchemas.find((schema) => playableModes(schema).includes(mode)) ?? catalogueSchemas[0]!;
}
