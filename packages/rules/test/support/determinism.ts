/**
 * Games whose event streams must be the same on every machine, and a digest to compare them by. The rules
 * promise determinism: the same setup and commands give the same events in Node and in a browser.
 *
 * This module uses only the package's public API and plain ECMAScript (no Node API), so that a browser test
 * can import it and compare its digests with the same golden file, `../determinism.golden.json`.
 * @module
 */
import {
  catalogue,
  catalogueSchemas,
  createGame,
  demoReplay,
  legalActions,
  play,
  playableModes,
  type GameEvent,
  type GameSetup,
  type Mode,
  type TargetSchema,
} from '../../src/index.js';

/** Seeded random games of discovery and normal, on catalogue schemas: indices 0 to 99. */
export const CLASSIC_GAMES = 100;
/** Seeded random games of competitive, competitive no limit and solo no limit: the indices after the classic ones. */
export const VERSUS_GAMES = 12;
/** How many seeded random games the golden file holds. */
export const RANDOM_GAMES = CLASSIC_GAMES + VERSUS_GAMES;
/** Steps after which a random game is cut short: random play seldom fulfils a schema, and the point is the stream. */
export const MAX_RANDOM_STEPS = 300;

/**
 * FNV-1a, 32 bits, over the UTF-16 code units of `text`, as 8 hex digits. Code units rather than UTF-8 bytes:
 * both are deterministic, and code units need no encoder.
 */
export function fnv1a32(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The digest of an event stream: FNV-1a of its JSON text (events are built with their keys in a fixed order). */
export function digestEvents(events: readonly GameEvent[]): string {
  return fnv1a32(JSON.stringify(events));
}

/**
 * A small linear congruential generator (the constants of Numerical Recipes), our own so that the choices do
 * not depend on `Math.random` or on the engine's generator. Returns the next integer in [0, bound).
 */
export function lcg(seed: number): (bound: number) => number {
  let state = seed >>> 0;
  return (bound) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    // The high bits of an LCG are the random ones.
    return Math.floor((state / 2 ** 32) * bound);
  };
}

/** Plays `setup` from the start with `commands`, failing loudly on a refused one; returns every event. */
function eventsOf(setup: GameSetup, commands: readonly unknown[]): GameEvent[] {
  const created = createGame(setup);
  if (!created.ok) throw new Error(`setup refused: ${created.error.code}`);
  let state = created.value;
  const events: GameEvent[] = [];
  for (const command of commands) {
    const result = play(state, command);
    if (!result.ok) throw new Error(`command refused: ${result.error.code}`);
    state = result.value.state;
    events.push(...result.value.events);
  }
  return events;
}

/** The events of a catalogue demonstration game, decided again by the rules from its commands. */
export function demoEvents(index: number): GameEvent[] {
  const replay = demoReplay(catalogue[index]!);
  if (!replay.ok) throw new Error(`demo ${index}: ${replay.error.code}`);
  return eventsOf(
    replay.value.setup,
    replay.value.steps.map((step) => step.command),
  );
}

/**
 * The schema of the competitive and no-limit games: written here rather than taken from the catalogue, so that
 * these streams change only when the rules do. Two targets on line A and setup tokens to act on.
 */
const VERSUS_SCHEMA: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'determinism-versus',
  name: { en: 'Determinism, versus' },
  flower: 'competitive',
  stars: 3,
  setup: [
    { cell: 'C3', color: 'blue' },
    { cell: 'C4', color: 'red' },
  ],
  targets: [
    { cell: 'A4', color: 'blue' },
    { cell: 'A5', color: 'yellow' },
  ],
};

/**
 * The catalogue schemas that discovery and normal games may be played on (the five normal flowers), in catalogue
 * order: the competitive flowers' schemas were added after them, so these games keep their schemas.
 */
export const CLASSIC_SCHEMAS = catalogueSchemas.filter((schema) => {
  const modes = playableModes(schema);
  return modes.includes('discovery') && modes.includes('normal');
});

const VERSUS_MODES: readonly Mode[] = ['competitive', 'competitive-no-limit', 'solo-no-limit'];

/**
 * The setup of seeded random game `index`: 1 to 6 players, discovery or normal, a catalogue schema for the first
 * CLASSIC_GAMES; then competitive, competitive no limit and solo no limit in turn, 2 to 5 players (1 in solo).
 */
export function randomSetup(index: number): GameSetup {
  if (index >= CLASSIC_GAMES) {
    const k = index - CLASSIC_GAMES;
    const mode = VERSUS_MODES[k % VERSUS_MODES.length]!;
    return { schema: VERSUS_SCHEMA, mode, players: mode === 'solo-no-limit' ? 1 : 2 + (Math.floor(k / 3) % 4), seed: `determinism ${index}` };
  }
  // Seats cycle fastest and modes alternate every six games, so that both modes see every seat count; 5 is
  // prime to the number of classic schemas, so the schemas go round all of them.
  const mode: Mode = Math.floor(index / 6) % 2 === 0 ? 'discovery' : 'normal';
  return {
    schema: CLASSIC_SCHEMAS[(index * 5) % CLASSIC_SCHEMAS.length]!,
    mode,
    players: 1 + (index % 6),
    seed: `determinism ${index}`,
  };
}

/** Seeded random game `index`: every command is chosen among `legalActions` (all players') by the LCG. */
export function randomGameEvents(index: number): GameEvent[] {
  const setup = randomSetup(index);
  const created = createGame(setup);
  if (!created.ok) throw new Error(`random game ${index}: ${created.error.code}`);
  const next = lcg(index + 1);
  let state = created.value;
  const events: GameEvent[] = [];
  for (let step = 0; step < MAX_RANDOM_STEPS && !state.over; step++) {
    const commands = legalActions(state);
    if (commands.length === 0) break;
    const result = play(state, commands[next(commands.length)]);
    if (!result.ok)
      throw new Error(`random game ${index}, step ${step}: a listed command was refused (${result.error.code})`);
    state = result.value.state;
    events.push(...result.value.events);
  }
  return events;
}

/** Every digest the golden file holds, by name: `demo <schema id>` and `random <index>`. */
export function determinismDigests(): Record<string, string> {
  const digests: Record<string, string> = {};
  catalogue.forEach((entry, index) => {
    digests[`demo ${entry.schema.id}`] = digestEvents(demoEvents(index));
  });
  for (let index = 0; index < RANDOM_GAMES; index++) digests[`random ${index}`] = digestEvents(randomGameEvents(index));
  return digests;
}
