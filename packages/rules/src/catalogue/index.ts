/**
 * The built-in catalogue: original target schemas for the five normal flowers and the two competitive ones, each
 * with a demonstration game that ends with the schema fulfilled. The documents of the package's `catalogue/`
 * folder are its one source (`<id>.json`, `<id>.replay.json`, in the order of `index.json`); the build turns
 * them into `src/generated/catalogue-entries.ts` (`scripts/build-catalogue.mjs`).
 * @module
 */
import { play } from '../play.js';
import { recordStep, toReplay } from '../write-replay.js';
import { createGame } from '../setup.js';
import type { GameSetup, Replay, ReplayError, ReplayStep, Result } from '../types.js';
import { CATALOGUE_ENTRIES } from '../generated/catalogue-entries.js';
import type { CatalogueEntry } from './types.js';

export type { CatalogueEntry, DemoGame, DemoStep } from './types.js';

/**
 * Every schema of the built-in catalogue with its demonstration game, ordered by flower (VertigHaineuse,
 * MarOnne, SiffloChamp, DentDîne, InspirActrice, Competitive, Competitive No Limit), then by stars: the order of
 * `catalogueSchemas`.
 *
 * @example
 * ```ts
 * import { catalogue } from '@stigmeria/rules';
 * for (const { schema } of catalogue) console.log(schema.id, schema.stars, schema.name.fr);
 * ```
 */
export const catalogue: readonly CatalogueEntry[] = CATALOGUE_ENTRIES;

/**
 * The catalogue entry of a schema id, or `undefined` when the catalogue has no such schema.
 *
 * @example
 * ```ts
 * import { createGame, findSchema } from '@stigmeria/rules';
 * const entry = findSchema('vertighaineuse-morning-ladder');
 * if (entry) createGame({ schema: entry.schema, mode: 'normal', players: 2, seed: 'evening' });
 * ```
 */
export function findSchema(id: string): CatalogueEntry | undefined {
  return catalogue.find((entry) => entry.schema.id === id);
}

/**
 * Plays an entry's demonstration game through the rules and returns it as a replay document: its setup (the
 * demo's mode, players and seed, joker on), every step with the events the rules produced, and the tutorial
 * notes. A step the rules reject gives a `replay/illegal-step` error naming that step.
 *
 * @example
 * ```ts
 * import { catalogue, demoReplay, serializeReplay } from '@stigmeria/rules';
 * const replay = demoReplay(catalogue[0]!);
 * if (replay.ok) console.log(serializeReplay(replay.value, 2));
 * else console.log(replay.error.code, replay.error.step);
 * ```
 */
export function demoReplay(entry: CatalogueEntry): Result<Replay, ReplayError> {
  const { schema, demo } = entry;
  const players = demo.names === undefined ? demo.players : demo.names.map((name) => ({ name }));
  const setup: GameSetup = { schema, mode: demo.mode, players, seed: demo.seed, options: { joker: true } };
  const created = createGame(setup);
  if (!created.ok) return { ok: false, error: { code: 'replay/setup', message: created.error.message, cause: created.error } };
  let state = created.value;
  let steps: ReplayStep[] = [];
  for (let i = 0; i < demo.steps.length; i++) {
    const { command, note } = demo.steps[i]!;
    const result = play(state, command);
    if (!result.ok) {
      return {
        ok: false,
        error: { code: 'replay/illegal-step', step: i, message: `Step ${i}: ${result.error.message}`, cause: result.error },
      };
    }
    state = result.value.state;
    steps = recordStep(steps, { command, events: result.value.events, ...(note === undefined ? {} : { note }) });
  }
  const metadata = { title: demo.title, ...(schema.author === undefined ? {} : { author: schema.author }) };
  return { ok: true, value: toReplay(setup, steps, metadata) };
}
