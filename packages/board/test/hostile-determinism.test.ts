// Determinism, Chromium side: the catalogue demos and the 100 seeded random games of the rules' determinism
// module, recomputed in the browser, must give the digests of the golden file that the Node test in
// packages/rules checks too. Equal digests in Node and in Chromium mean equal event streams.
import { describe, expect, it } from 'vitest';
import { catalogue, demoReplay, play as playFromPackage, createGame as createFromPackage, type GameEvent } from '@stigmeria/rules';

// The module and the golden file live in packages/rules. Vite's import.meta.glob loads them (a relative import
// would do for Vite too, but would pull the rules' sources into this package's type check, outside its rootDir).
interface DeterminismModule {
  readonly RANDOM_GAMES: number;
  determinismDigests(): Record<string, string>;
  digestEvents(events: readonly GameEvent[]): string;
  fnv1a32(text: string): string;
}
declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options: { eager: true; import?: string }): Record<string, T>;
  }
}
const modules = import.meta.glob<DeterminismModule>('../../rules/test/support/determinism.ts', { eager: true });
const goldens = import.meta.glob<Record<string, string>>('../../rules/test/determinism.golden.json', { eager: true, import: 'default' });
const determinism = Object.values(modules)[0];
const goldenDigests = Object.values(goldens)[0];
if (determinism === undefined || goldenDigests === undefined) {
  throw new Error('packages/rules/test/support/determinism.ts or determinism.golden.json was not found');
}
const { RANDOM_GAMES, determinismDigests, digestEvents, fnv1a32 } = determinism;

describe('determinism in Chromium', () => {
  it('runs in a real browser, not in Node', () => {
    expect(typeof window).toBe('object');
    expect(navigator.userAgent).toMatch(/Chrom/);
    expect((globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node).toBeUndefined();
  });

  it('the hash gives the reference values here too', () => {
    expect(fnv1a32('')).toBe('811c9dc5');
    expect(fnv1a32('a')).toBe('e40c292c');
    expect(fnv1a32('foobar')).toBe('bf9cf968');
  });

  it('recomputes every golden digest: demos and 100 seeded random games', () => {
    const digests = determinismDigests();
    expect(Object.keys(goldenDigests)).toHaveLength(catalogue.length + RANDOM_GAMES);
    expect(digests).toEqual(goldenDigests);
  }, 120_000);

  it('the rules as the board resolves them (@stigmeria/rules) give the same demo streams', () => {
    // The module above imports the rules' sources; the board imports the package. Both must agree.
    for (const entry of catalogue) {
      const replay = demoReplay(entry);
      if (!replay.ok) throw new Error(replay.error.code);
      const created = createFromPackage(replay.value.setup);
      if (!created.ok) throw new Error(created.error.code);
      let state = created.value;
      const events: GameEvent[] = [];
      for (const step of replay.value.steps) {
        const result = playFromPackage(state, step.command);
        if (!result.ok) throw new Error(`${entry.schema.id}: ${result.error.code}`);
        state = result.value.state;
        events.push(...result.value.events);
      }
      expect(digestEvents(events), entry.schema.id).toBe(goldenDigests[`demo ${entry.schema.id}`]);
    }
  });
});
