/**
 * Runs the hostile corpus (`hostile/corpus.ts`) against the readers. The promises under test, from the issue
 * on documents that come from strangers: every case is refused with the expected error at the expected place,
 * nothing throws, nothing is slow, and no global object is polluted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, parseCommand, parseReplay, parseSchema, play, replayGame } from '../src/index.js';
import { catalogue, demoReplay, LIMITS } from '../src/index.js';
import { corpus, type HostileCase } from './hostile/corpus.js';

// The issue's bound for one document. Ordinary cases are held to it; the huge ones (megabyte strings, arrays of
// a million items, whose building alone costs more) to a wider bound that still catches a hang or a quadratic
// walk. Both are measured around the parser call only, never around building the input.
const DOCUMENT_MS = 100;
const HUGE_MS = 1000;

/**
 * Calls `run`, turning a throw into a value the test then fails on with the thrown message. The time is the
 * best of `tries` calls: the tests share two cores with others, and a slow parser is slow every time, while a
 * pause of the scheduler or the garbage collector is not.
 */
function noThrow<T>(run: () => T, tries = 1): { ok: true; value: T; ms: number } | { ok: false; thrown: string } {
  let best = Infinity;
  let value: T | undefined;
  for (let i = 0; i < tries; i++) {
    const start = performance.now();
    try {
      value = run();
    } catch (error) {
      return { ok: false, thrown: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
    best = Math.min(best, performance.now() - start);
  }
  return { ok: true, value: value as T, ms: best };
}

function parserOf(
  kind: HostileCase['kind'],
): (input: unknown) => ReturnType<typeof parseSchema | typeof parseReplay | typeof parseCommand> {
  return kind === 'schema' ? parseSchema : kind === 'replay' ? parseReplay : parseCommand;
}

const objectKeys = Reflect.ownKeys(Object.prototype);
const arrayKeys = Reflect.ownKeys(Array.prototype);
const functionKeys = Reflect.ownKeys(Function.prototype);
const timings: { name: string; ms: number }[] = [];

// A game to play the command cases in: `play` must refuse them too, whatever it checks first.
const created = createGame({ schema: catalogue[0]!.schema, mode: 'normal', players: 1, seed: 'hostile' });
if (!created.ok) throw new Error(created.error.code);
const state = created.value;

describe('the hostile corpus', () => {
  beforeAll(() => {
    // Warm the validators so that the first case is not charged for compiling them.
    parseSchema(catalogue[0]!.schema);
  });

  it('has at least 200 cases with distinct names', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    expect(new Set(corpus.map((c) => c.name)).size).toBe(corpus.length);
  });

  it.each(corpus.map((c) => [c.name, c] as const))('%s', (_, hostile) => {
    const input = hostile.input();
    const { expect: expected } = hostile;
    if ('step' in expected) {
      // Well formed, so the reader accepts it; only replaying shows what is wrong.
      const parsed = noThrow(() => parseReplay(input));
      expect(parsed).toMatchObject({ ok: true, value: { ok: true } });
      const replayed = noThrow(() => replayGame(input), 3);
      if (!replayed.ok) expect.fail(`replayGame threw ${replayed.thrown}`);
      timings.push({ name: hostile.name, ms: replayed.ms });
      expect(replayed.ms).toBeLessThan(DOCUMENT_MS);
      expect(replayed.value.ok).toBe(false);
      if (replayed.value.ok) return;
      expect({ code: replayed.value.error.code, step: replayed.value.error.step ?? null }).toEqual(expected);
      return;
    }
    const parsed = noThrow(() => parserOf(hostile.kind)(input), 3);
    if (!parsed.ok) expect.fail(`the parser threw ${parsed.thrown}`);
    timings.push({ name: hostile.name, ms: parsed.ms });
    expect(parsed.ms).toBeLessThan(hostile.huge ? HUGE_MS : DOCUMENT_MS);
    const result = parsed.value;
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('document/invalid');
    for (const issue of result.error.issues) {
      expect(typeof issue.path).toBe('string');
      expect(issue.message).toEqual(expect.any(String));
    }
    const found = result.error.issues.map(({ path, code }) => ({ path, code }));
    const wanted = { path: expected.path, code: expected.code };
    if ('anyIssue' in expected) expect(found).toContainEqual(wanted);
    else expect(found[0]).toEqual(wanted);

    if (hostile.kind === 'replay') {
      const replayed = noThrow(() => replayGame(input));
      if (!replayed.ok) expect.fail(`replayGame threw ${replayed.thrown}`);
      expect(replayed.value).toMatchObject({ ok: false, error: { code: 'replay/invalid' } });
    }
    if (hostile.kind === 'command') {
      const played = noThrow(() => play(state, input));
      if (!played.ok) expect.fail(`play threw ${played.thrown}`);
      expect(played.value.ok).toBe(false);
    }
  });

  afterAll(() => {
    const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, 3);
    console.info(
      `hostile corpus: ${timings.length} timed; slowest ${slowest
        .map((t) => `${t.name} ${t.ms.toFixed(1)} ms`)
        .join('; ')}`,
    );
  });
});

// After every case above has run (vitest runs a file's tests in order).
describe('after the whole corpus', () => {
  it('added no property to the built-in prototypes', () => {
    expect(Reflect.ownKeys(Object.prototype)).toEqual(objectKeys);
    expect(Reflect.ownKeys(Array.prototype)).toEqual(arrayKeys);
    expect(Reflect.ownKeys(Function.prototype)).toEqual(functionKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('left the inputs with __proto__ and constructor keys as plain data', () => {
    const keyed = corpus.filter((c) => /__proto__|constructor|prototype/.test(c.name));
    expect(keyed.length).toBeGreaterThanOrEqual(10);
    for (const hostile of keyed) {
      const input = hostile.input();
      const before = JSON.stringify(input);
      // Read by every reader, not only the one the case names: each must leave the input as it found it.
      for (const read of [parseSchema, parseReplay, parseCommand, replayGame]) {
        const result = noThrow(() => read(input));
        expect(result.ok, hostile.name).toBe(true);
      }
      expect(JSON.stringify(input), hostile.name).toBe(before);
      expect(Object.getPrototypeOf(input), hostile.name).toBe(Object.prototype);
    }
    expect(Reflect.ownKeys(Object.prototype)).toEqual(objectKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("gives a canonical copy without the input's own __proto__ key, and a plain prototype", () => {
    // A valid schema that carries `__proto__` and `constructor` as own keys: readers ignore unknown keys, so it
    // is accepted, and the copy must be built from known keys only.
    const text = JSON.stringify(catalogue[0]!.schema).replace(
      '{',
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},',
    );
    const parsed = parseSchema(JSON.parse(text));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(Object.hasOwn(parsed.value, '__proto__')).toBe(false);
    expect(Object.hasOwn(parsed.value, 'constructor')).toBe(false);
    expect(Object.getPrototypeOf(parsed.value)).toBe(Object.prototype);
    expect((parsed.value as unknown as Record<string, unknown>).polluted).toBeUndefined();
    expect(parsed.value).toEqual(catalogue[0]!.schema);
  });
});

describe('limits', () => {
  const schema = (): Record<string, unknown> => JSON.parse(JSON.stringify(catalogue[0]!.schema));
  const replay = (): Record<string, unknown> & { steps: unknown[]; setup: Record<string, unknown> } => {
    const demo = demoReplay(catalogue[0]!);
    if (!demo.ok) throw new Error(demo.error.code);
    return JSON.parse(JSON.stringify(demo.value));
  };
  const cells = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      cell: `${'ABCDEFGHIJ'[Math.floor(i / 10)]!}${(i % 10) + 1}`,
      color: 'red',
    }));

  it('accepts every array and text at its limit and refuses one past it, at its path', () => {
    const cases: [string, (n: number) => unknown, number, string, 'schema' | 'replay'][] = [
      ['targets', (n) => ({ ...schema(), targets: cells(n) }), LIMITS.targets, '/targets', 'schema'],
      [
        'setup',
        (n) => ({ ...schema(), setup: cells(n).map((c) => ({ ...c, color: 'blue' })) }),
        LIMITS.setup,
        '/setup',
        'schema',
      ],
      ['winds', (n) => ({ ...schema(), winds: new Array(n).fill('west') }), LIMITS.winds, '/winds', 'schema'],
      ['id', (n) => ({ ...schema(), id: 'i'.repeat(n) }), LIMITS.idLength, '/id', 'schema'],
      ['name', (n) => ({ ...schema(), name: { en: 'n'.repeat(n) } }), LIMITS.textLength, '/name/en', 'schema'],
      [
        'description',
        (n) => ({ ...schema(), description: { en: 'd'.repeat(n) } }),
        LIMITS.descriptionLength,
        '/description/en',
        'schema',
      ],
      [
        'steps',
        (n) => {
          const r = replay();
          r.steps = new Array(n).fill(r.steps[0]);
          return r;
        },
        LIMITS.steps,
        '/steps',
        'replay',
      ],
      [
        'seed',
        (n) => {
          const r = replay();
          r.setup.seed = 's'.repeat(n);
          return r;
        },
        LIMITS.seedLength,
        '/setup/seed',
        'replay',
      ],
      [
        'player name',
        (n) => {
          const r = replay();
          r.setup.players = [{ name: 'p'.repeat(n) }];
          return r;
        },
        LIMITS.playerNameLength,
        '/setup/players/0/name',
        'replay',
      ],
    ];
    for (const [what, build, limit, path, kind] of cases) {
      const parse = kind === 'schema' ? parseSchema : parseReplay;
      expect(parse(build(limit)).ok, `${what} at ${limit}`).toBe(true);
      const over = parse(build(limit + 1));
      expect(over.ok, `${what} at ${limit + 1}`).toBe(false);
      if (!over.ok) expect(over.error.issues[0]?.path, what).toBe(path);
    }
  });

  it('never descends into a value it does not know, however deep', () => {
    // 100,000 levels, built by a loop: a recursive walk over the input would overflow the stack here.
    let deep: unknown = 'bottom';
    for (let i = 0; i < 100_000; i++) deep = i % 2 === 0 ? [deep] : { a: deep };
    const withDeepSchema = { ...schema(), fan: deep };
    const parsedSchema = noThrow(() => parseSchema(withDeepSchema));
    if (!parsedSchema.ok) expect.fail(parsedSchema.thrown);
    expect(parsedSchema.value).toEqual({ ok: true, value: catalogue[0]!.schema });
    expect(parsedSchema.ms).toBeLessThan(DOCUMENT_MS);

    const withDeepReplay = replay();
    withDeepReplay.fan = deep;
    withDeepReplay.setup.fan = deep;
    (withDeepReplay.setup.schema as Record<string, unknown>).fan = deep;
    const parsedReplay = noThrow(() => parseReplay(withDeepReplay));
    if (!parsedReplay.ok) expect.fail(parsedReplay.thrown);
    expect(parsedReplay.value.ok).toBe(true);
    expect(parsedReplay.ms).toBeLessThan(DOCUMENT_MS);
    const replayed = noThrow(() => replayGame(withDeepReplay));
    expect(replayed).toMatchObject({ ok: true, value: { ok: true } });
  });
});
