/**
 * Values from outside are read once into plain data before anything checks them, so the value checked is the
 * value used: a getter that changes its answer, a proxy that lies or throws, an array with its own `slice` or
 * `Symbol.species` reach no rule. And everything an error quotes from its input is cut to INPUT_LIMITS.quoted.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogue,
  catalogueSchemas,
  createGame,
  demoReplay,
  INPUT_LIMITS,
  parseCommand,
  parseReplay,
  parseSchema,
  play,
  replayGame,
  toReplay,
  type GameSetup,
  type GameState,
} from '../src/index.js';

const setup: GameSetup = { schema: catalogueSchemas[0]!, mode: 'normal', players: 1, seed: 'x' };

function s0(): GameState {
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.code);
  return created.value;
}

/** A getter answering `first` twice, then `later`: a check would see `first`, a later read `later`. */
function changing<T>(first: T, later: T): { readonly calls: () => number; readonly get: () => T } {
  let calls = 0;
  return { calls: () => calls, get: () => (++calls <= 2 ? first : later) };
}

/** A proxy over `target` that throws whenever it is looked at. */
function throwingProxy(target: object): object {
  const boom = (): never => {
    throw new Error('boom');
  };
  return new Proxy(target, { get: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, has: boom, getPrototypeOf: boom });
}

// Refused fast: wide enough for a loaded machine, where a garbage collection alone can take hundreds of ms.
const FAST_MS = 2000;

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function ladderReplay(): Record<string, unknown> & { steps: Record<string, unknown>[] } {
  const replay = demoReplay(catalogue[0]!);
  if (!replay.ok) throw new Error(replay.error.code);
  return json(replay.value) as unknown as Record<string, unknown> & { steps: Record<string, unknown>[] };
}

describe('play reads a command once', () => {
  it('refuses a command whose cell is a getter, without calling it, and writes no cell', () => {
    const state = s0();
    const before = structuredClone(state);
    const to = changing('A1', 'K11');
    const command = { type: 'land', player: 0, color: state.players[0]!.bag.at(-1) ?? 'blue' } as Record<string, unknown>;
    Object.defineProperty(command, 'to', { get: to.get, enumerable: true });
    const result = play(state, command);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('command/malformed');
    expect(result.error.params).toEqual({ path: '/to' });
    expect(to.calls()).toBe(0);
    expect(state).toEqual(before);
  });

  it('refuses a proxy that throws as command/malformed, and does not throw', () => {
    const result = play(s0(), throwingProxy({ type: 'draw', player: 0 }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('command/malformed');
  });

  it('plays the command it checked: a proxy answering one cell to the checks and another later has no later', () => {
    // Every property is asked for once, through its descriptor; the answer is kept.
    let asked = 0;
    const target = { type: 'draw', player: 0 };
    const proxy = new Proxy(target, {
      getOwnPropertyDescriptor(t, key) {
        asked++;
        return Reflect.getOwnPropertyDescriptor(t, key);
      },
      get() {
        throw new Error('a value is read only through its descriptor');
      },
    });
    const result = play(s0(), proxy);
    expect(result.ok).toBe(true);
    expect(asked).toBe(2);
  });
});

describe('the parsers read their input once', () => {
  it('refuse a command whose type is a changing getter instead of throwing', () => {
    const type = changing('land', 'not-a-type');
    const command = { player: 0, color: 'blue', to: 'A1' };
    Object.defineProperty(command, 'type', { get: type.get, enumerable: true });
    const parsed = parseCommand(command);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.issues).toEqual([{ path: '/type', code: 'document/unreadable', message: expect.any(String) }]);
    expect(type.calls()).toBe(0);
  });

  it('never return a canonical copy holding a value that was not checked', () => {
    const schema = json(catalogueSchemas[0]!) as unknown as Record<string, unknown>;
    const id = changing('a-valid-id', '<b>never checked</b>');
    Object.defineProperty(schema, 'id', { get: id.get, enumerable: true });
    const parsed = parseSchema(schema);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.issues[0]).toMatchObject({ path: '/id', code: 'document/unreadable' });
    expect(id.calls()).toBe(0);
  });

  it('ignore an array\'s own slice and Symbol.species', () => {
    const schema = json(catalogueSchemas[0]!) as unknown as Record<string, unknown>;
    const targets = Array.from({ length: 101 }, (_, i) => ({ cell: `${'ABCDEFGHIJ'[Math.floor(i / 10) % 10]!}${(i % 10) + 1}`, color: 'red' }));
    const hostile = (): never => {
      throw new Error('called');
    };
    Object.assign(targets, { slice: hostile, map: hostile, constructor: { [Symbol.species]: hostile } });
    schema.targets = targets;
    const parsed = parseSchema(schema);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.issues[0]).toMatchObject({ path: '/targets', code: 'schema/max-items' });
  });

  it('refuse a proxy that throws with document/unreadable at its path', () => {
    const schema = json(catalogueSchemas[0]!) as unknown as Record<string, unknown>;
    schema.name = throwingProxy({ en: 'A name' });
    const parsed = parseSchema(schema);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.issues).toEqual([{ path: '/name', code: 'document/unreadable', message: expect.any(String) }]);
  });

  it('refuse a value of more than INPUT_LIMITS.values values with document/too-large, quickly', () => {
    const schema = json(catalogueSchemas[0]!) as unknown as Record<string, unknown>;
    const wide = new Array(20_000).fill(0);
    schema.extra = Array.from({ length: Math.ceil(INPUT_LIMITS.values / wide.length) + 1 }, () => wide);
    const started = performance.now();
    const parsed = parseSchema(schema);
    expect(performance.now() - started).toBeLessThan(FAST_MS);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.issues[0]).toMatchObject({ code: 'document/too-large' });
  });

  it('refuse binary data without listing its bytes', () => {
    const schema = json(catalogueSchemas[0]!) as unknown as Record<string, unknown>;
    schema.targets = new Uint8Array(50_000_000);
    const started = performance.now();
    const parsed = parseSchema(schema);
    expect(performance.now() - started).toBeLessThan(FAST_MS);
    expect(!parsed.ok && parsed.error.issues).toEqual([{ path: '/targets', code: 'document/unreadable', message: expect.any(String) }]);
  });

  it('never look deeper than INPUT_LIMITS.depth levels, where no document goes', () => {
    let touched = false;
    let deep: unknown = new Proxy(
      {},
      {
        ownKeys() {
          touched = true;
          return [];
        },
      },
    );
    for (let i = 0; i < INPUT_LIMITS.depth; i++) deep = { a: deep };
    const parsed = parseCommand({ type: 'draw', player: 0, extra: deep });
    expect(touched).toBe(false);
    expect(!parsed.ok && parsed.error.issues[0]).toMatchObject({ path: '/extra', code: 'schema/additional' });
  });
});

describe('createGame under random setups', () => {
  it('never throws, whatever its setup holds', () => {
    const values = fc.oneof(fc.anything(), fc.constantFrom(catalogueSchemas[0], 'normal', 'solo-no-limit', 1, 2, 7, 'x', 'fleur \uD83C'));
    fc.assert(
      fc.property(fc.record({ schema: values, mode: values, players: values, seed: values, options: values }, { requiredKeys: [] }), (input) => {
        let created: ReturnType<typeof createGame>;
        try {
          created = createGame(input as unknown as GameSetup);
        } catch (error) {
          expect.fail(`createGame threw: ${String(error)}`);
        }
        if (!created.ok) expect(created.error.code).toMatch(/^[a-z-]+\/[a-z-]+$/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('replayGame reads its replay once', () => {
  it('refuses a proxy that throws, without throwing', () => {
    const result = replayGame(throwingProxy(ladderReplay()));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('replay/invalid');
    expect(result.error.cause).toMatchObject({ issues: [{ path: '', code: 'document/unreadable' }] });
  });

  it('never calls a steps array\'s Symbol.species, even when a step must be cut', () => {
    const replay = ladderReplay();
    replay.steps[0]!.events = new Array(600).fill({ type: 'undone', player: 0 });
    const species = (): never => {
      throw new Error('species called');
    };
    Object.assign(replay.steps, { constructor: { [Symbol.species]: species } });
    const steps = new Proxy(replay.steps, {
      get(target, key, receiver) {
        if (key === 'constructor') return { [Symbol.species]: species };
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const result = replayGame({ ...replay, steps });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.cause).toMatchObject({ issues: [{ path: '/steps/0/events', code: 'schema/max-items' }] });
  });
});

describe('createGame reads its setup once', () => {
  it('refuses a seed that is a getter, without calling it', () => {
    const seed = changing('x', 'y');
    const input = { ...setup } as Record<string, unknown>;
    Object.defineProperty(input, 'seed', { get: seed.get, enumerable: true });
    const created = createGame(input as unknown as GameSetup);
    expect(created.ok).toBe(false);
    if (!created.ok) expect(created.error).toMatchObject({ code: 'setup/invalid', params: { path: '/seed' } });
    expect(seed.calls()).toBe(0);
  });

  it('refuses a seed holding a lone surrogate with the code its replay would get', () => {
    const lone = 'fleur \uD83C';
    const created = createGame({ ...setup, seed: lone });
    expect(created.ok).toBe(false);
    if (!created.ok) expect(created.error).toMatchObject({ code: 'schema/lone-surrogate', params: { path: '/seed' } });
    // The replay of such a game, were it created, is refused with the same code.
    const replay = parseReplay(json(toReplay({ ...setup, seed: lone }, [])));
    expect(!replay.ok && replay.error.issues[0]).toMatchObject({ path: '/setup/seed', code: 'schema/lone-surrogate' });
  });

  it('refuses a player name holding a lone surrogate in the same way', () => {
    const created = createGame({ ...setup, players: [{ name: '\uDF3C fleur' }] });
    expect(!created.ok && created.error).toMatchObject({ code: 'schema/lone-surrogate', params: { path: '/players/0/name' } });
  });
});

describe('errors quote at most INPUT_LIMITS.quoted characters of their input', () => {
  const bound = INPUT_LIMITS.quoted + 1; // the cut text and its ellipsis
  const longKey = 'k'.repeat(1_000_000);

  it('a command with a one-million-character key: message and path are cut', () => {
    const parsed = parseCommand({ type: 'draw', player: 0, [longKey]: 1 });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const issue = parsed.error.issues[0]!;
    expect(issue.code).toBe('schema/additional');
    expect(issue.path.length).toBeLessThanOrEqual(bound);
    expect(issue.path.endsWith('…')).toBe(true);
    expect(issue.message.length).toBeLessThan(bound);
    expect(parsed.error.message.length).toBeLessThan(3 * bound);

    const played = play(s0(), { type: 'draw', player: 0, [longKey]: 1 });
    expect(played.ok).toBe(false);
    if (played.ok) return;
    expect(played.error.code).toBe('command/malformed');
    expect(String(played.error.params?.path).length).toBeLessThanOrEqual(bound);
    expect(played.error.message.length).toBeLessThan(3 * bound);
  });

  it('a command type of a million characters', () => {
    const played = play(s0(), { type: longKey, player: 0 });
    expect(played.ok).toBe(false);
    if (played.ok) return;
    expect(played.error.code).toBe('command/unknown-type');
    expect(played.error.message.length).toBeLessThan(bound);
    expect(String(played.error.params?.type).length).toBeLessThanOrEqual(bound);
  });

  it('a schema document with long values', () => {
    const schema = json(catalogueSchemas[0]!) as unknown as Record<string, unknown>;
    schema.id = 'i'.repeat(1_000_000);
    (schema.targets as Record<string, unknown>[])[0]!.cell = 'A'.repeat(1_000_000);
    const parsed = parseSchema(schema);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.issues.map((issue) => issue.code)).toEqual(expect.arrayContaining(['schema/max-length', 'schema/pattern']));
    for (const issue of parsed.error.issues) {
      expect(issue.path.length).toBeLessThanOrEqual(bound);
      expect(issue.message.length).toBeLessThan(bound);
    }
    expect(parsed.error.message.length).toBeLessThan(3 * bound);
    const created = createGame({ ...setup, schema: schema as never });
    expect(JSON.stringify(!created.ok && created.error).length).toBeLessThan(10 * bound);
  });

  it('a replay with a one-million-character key in a command', () => {
    const replay = ladderReplay();
    (replay.steps[0]!.command as Record<string, unknown>)[longKey] = 1;
    const parsed = parseReplay(replay);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.issues[0]!.code).toBe('schema/additional');
    expect(parsed.error.issues[0]!.path.startsWith('/steps/0/command/kkk')).toBe(true);
    expect(parsed.error.issues[0]!.path.length).toBeLessThanOrEqual(bound);
    expect(parsed.error.message.length).toBeLessThan(3 * bound);
  });

  it('an unknown mode of a million characters', () => {
    const created = createGame({ ...setup, mode: longKey as never });
    expect(created.ok).toBe(false);
    if (created.ok) return;
    expect(created.error.code).toBe('setup/unknown-mode');
    expect(created.error.message.length).toBeLessThan(2 * bound);
    expect(String(created.error.params?.mode).length).toBeLessThanOrEqual(bound);
  });
});

describe('createGame with a mode that is not a string', () => {
  it('refuses an object whose toString and valueOf are data, without throwing', () => {
    const created = createGame({ ...setup, mode: { toString: 1, valueOf: 1 } as never });
    expect(!created.ok && created.error.code).toBe('setup/unknown-mode');
  });
});
