/**
 * Determinism, Node side: the catalogue's demonstration games and the seeded random games (100 of discovery and
 * normal, 1 to 6 players; then competitive, competitive no limit and solo no limit) must give the same event streams as when `determinism.golden.json` was written. The
 * games and digests come from `support/determinism.ts`, which a browser test imports to compare with the same
 * golden file: equal digests in Node and in Chromium mean equal streams.
 *
 * To write the golden file again (only after a deliberate change to the rules, which then also needs a new
 * RULES_VERSION): `WRITE_GOLDEN=1 npx vitest run test/determinism.test.ts`, then review the diff.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue, createGame, demoReplay } from '../src/index.js';
import {
  demoEvents,
  determinismDigests,
  digestEvents,
  fnv1a32,
  lcg,
  randomGameEvents,
  randomSetup,
  CLASSIC_GAMES,
  CLASSIC_SCHEMAS,
  RANDOM_GAMES,
} from './support/determinism.js';

const GOLDEN = new URL('./determinism.golden.json', import.meta.url);

describe('determinism', () => {
  it('matches the golden digests', () => {
    const digests = determinismDigests();
    if (process.env.WRITE_GOLDEN === '1') writeFileSync(GOLDEN, `${JSON.stringify(digests, null, 2)}\n`);
    const golden: unknown = JSON.parse(readFileSync(GOLDEN, 'utf8'));
    expect(Object.keys(digests)).toHaveLength(catalogue.length + RANDOM_GAMES);
    expect(digests).toEqual(golden);
  });

  it("re-derives each demo's recorded events", () => {
    // The demo digests stand for the recorded streams, not merely for whatever this engine now produces.
    catalogue.forEach((entry, index) => {
      const replay = demoReplay(entry);
      if (!replay.ok) expect.fail(replay.error.code);
      expect(demoEvents(index)).toEqual(replay.value.steps.flatMap((step) => step.events));
    });
  });

  it('plays random games that cover every seat count, both modes and several schemas', () => {
    const setups = Array.from({ length: CLASSIC_GAMES }, (_, index) => randomSetup(index));
    const kinds = new Set(setups.map((s) => `${s.mode} ${String(s.players)}`));
    expect(kinds.size).toBe(12);
    expect(new Set(setups.map((s) => s.schema.id)).size).toBe(CLASSIC_SCHEMAS.length);
    for (const setup of setups) expect(createGame(setup).ok).toBe(true);
    // Games with a real history: more than setup noise.
    const lengths = setups.map((_, index) => randomGameEvents(index).length);
    expect(Math.min(...lengths)).toBeGreaterThan(10);
  });

  it('plays competitive, competitive no limit and solo no limit games too, with their StigmaReine and wind die events', () => {
    const indices = Array.from({ length: RANDOM_GAMES - CLASSIC_GAMES }, (_, k) => CLASSIC_GAMES + k);
    const setups = indices.map((index) => randomSetup(index));
    expect(new Set(setups.map((s) => s.mode))).toEqual(new Set(['competitive', 'competitive-no-limit', 'solo-no-limit']));
    expect(new Set(setups.filter((s) => s.mode !== 'solo-no-limit').map((s) => s.players))).toEqual(new Set([2, 3, 4, 5]));
    const types = new Set(indices.flatMap((index) => randomGameEvents(index).map((e) => e.type)));
    for (const type of ['central-placed', 'central-moved', 'first-player', 'rolled', 'wind-forecast', 'turn-started'] as const) {
      expect(types).toContain(type);
    }
  });

  it('digests differ when the stream does', () => {
    const events = randomGameEvents(3);
    expect(digestEvents(events.slice(1))).not.toBe(digestEvents(events));
    expect(digestEvents([...events].reverse())).not.toBe(digestEvents(events));
  });

  it('has FNV-1a and the LCG right', () => {
    // FNV-1a 32 test vectors (from the algorithm's definition: the offset basis for "", and "a").
    expect(fnv1a32('')).toBe('811c9dc5');
    expect(fnv1a32('a')).toBe('e40c292c');
    expect(fnv1a32('foobar')).toBe('bf9cf968');
    const draw = lcg(1);
    const values = Array.from({ length: 1000 }, () => draw(6));
    expect(new Set(values)).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    const again = lcg(1);
    expect(Array.from({ length: 1000 }, () => again(6))).toEqual(values);
  });
});
