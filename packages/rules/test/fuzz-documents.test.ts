/**
 * A mutation fuzzer for the readers. From valid documents (catalogue schemas, catalogue demo replays) and
 * valid commands (`legalActions` at positions of a demo game) it derives variants by random mutations, and
 * checks the promises made to documents from strangers: no reader throws; what is accepted is canonical and
 * keeps no unknown key; what is refused is refused at JSON Pointers that exist in the input (or name a missing
 * property of an object that exists); `play` accepts exactly the commands `legalActions` lists.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogue,
  demoReplay,
  legalActions,
  LIMITS,
  parseCommand,
  parseReplay,
  parseSchema,
  play,
  replayGame,
  type Command,
  type GameState,
  type Result,
  type ValidationError,
} from '../src/index.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = any;

const clone = (value: unknown): Doc => JSON.parse(JSON.stringify(value));

// ---------------------------------------------------------------------------------------------------------------
// Mutations.

/** Keys the mutations add. None is a known property, so none may survive into a canonical copy. */
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'x-extra'];
const CELLS = ['A1', 'J10', 'E5', 'K1', 'A0', 'A11', 'a1', 'off', '', 'A01'];
const COLOURS = ['blue', 'yellow', 'red', 'orange', 'green', 'violet', 'brown', 'white', 'black', 'pink', 'Blue'];
const LENGTHS = [...new Set(Object.values(LIMITS))].map((limit) => limit + 1);

type Mutation =
  | { readonly op: 'delete'; readonly at: number }
  | { readonly op: 'add-key'; readonly at: number; readonly key: string; readonly value: unknown }
  | { readonly op: 'replace'; readonly at: number; readonly value: unknown }
  | { readonly op: 'duplicate' | 'drop' | 'swap'; readonly at: number; readonly i: number; readonly j: number }
  | { readonly op: 'tweak'; readonly at: number; readonly pick: number; readonly delta: number }
  | { readonly op: 'deepen'; readonly at: number; readonly depth: number; readonly objects: boolean }
  | { readonly op: 'lengthen'; readonly at: number; readonly length: number };

const at = fc.nat();
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('delete' as const), at }),
  fc.record({
    op: fc.constant('add-key' as const),
    at,
    key: fc.oneof(
      fc.constantFrom(...HOSTILE_KEYS),
      fc.string().map((s) => `x-${s}`),
    ),
    value: fc.jsonValue({ maxDepth: 3 }),
  }),
  fc.record({ op: fc.constant('replace' as const), at, value: fc.jsonValue({ maxDepth: 3 }) }),
  fc.record({
    op: fc.constantFrom('duplicate' as const, 'drop' as const, 'swap' as const),
    at,
    i: fc.nat(),
    j: fc.nat(),
  }),
  fc.record({ op: fc.constant('tweak' as const), at, pick: fc.nat(), delta: fc.integer({ min: -3, max: 3 }) }),
  fc.record({
    op: fc.constant('deepen' as const),
    at,
    depth: fc.integer({ min: 1, max: 3000 }),
    objects: fc.boolean(),
  }),
  fc.record({ op: fc.constant('lengthen' as const), at, length: fc.constantFrom(...LENGTHS, 100_000) }),
);

interface Slot {
  readonly parent: Doc;
  readonly key: string | number;
}

/** Every property and array item of `root`, found without recursion (a mutation may have nested it deeply). */
function slots(root: Doc): Slot[] {
  const found: Slot[] = [];
  const stack: Doc[] = [root];
  while (stack.length > 0 && found.length < 5000) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    const keys: (string | number)[] = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
    for (const key of keys) {
      found.push({ parent: node, key });
      stack.push(node[key]);
    }
  }
  return found;
}

/** Sets an own property, even `__proto__` (plain assignment would replace the prototype instead). */
function setOwn(target: Doc, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function wrap(value: unknown, depth: number, objects: boolean): unknown {
  let wrapped = value;
  for (let i = 0; i < depth; i++) wrapped = objects ? { a: wrapped } : [wrapped];
  return wrapped;
}

function tweak(value: unknown, pick: number, delta: number): unknown {
  if (typeof value === 'number') return value + delta;
  if (typeof value === 'string') {
    if (/^[A-Ja-k]/.test(value) || value === 'off') return CELLS[pick % CELLS.length];
    return COLOURS[pick % COLOURS.length];
  }
  return value;
}

function applyMutation(document: Doc, m: Mutation): Doc {
  const all = slots(document);
  if (all.length === 0) return document;
  const { parent, key } = all[m.at % all.length]!;
  const value = parent[key];
  switch (m.op) {
    case 'delete':
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
      break;
    case 'add-key': {
      const target = value !== null && typeof value === 'object' && !Array.isArray(value) ? value : parent;
      if (!Array.isArray(target)) setOwn(target, m.key, m.value);
      break;
    }
    case 'replace':
      setOwn(parent, key, m.value);
      break;
    case 'duplicate':
    case 'drop':
    case 'swap': {
      const list = Array.isArray(value) ? value : Array.isArray(parent) ? parent : undefined;
      if (list === undefined || list.length === 0) break;
      const i = m.i % list.length;
      const j = m.j % list.length;
      // The same item twice, not a copy: copying through JSON would overflow on an item a mutation nested deeply.
      if (m.op === 'duplicate') list.splice(i, 0, list[i]);
      else if (m.op === 'drop') list.splice(i, 1);
      else [list[i], list[j]] = [list[j], list[i]];
      break;
    }
    case 'tweak':
      setOwn(parent, key, tweak(value, m.pick, m.delta));
      break;
    case 'deepen':
      setOwn(parent, key, wrap(value, m.depth, m.objects));
      break;
    case 'lengthen':
      setOwn(parent, key, typeof value === 'string' ? value.padEnd(m.length, 'x') : 'x'.repeat(m.length));
      break;
  }
  return document;
}

const mutated = (bases: readonly unknown[]) =>
  fc
    .tuple(fc.constantFrom(...bases), fc.array(mutation, { minLength: 1, maxLength: 4 }))
    .map(([base, mutations]) => mutations.reduce(applyMutation, clone(base)));

// ---------------------------------------------------------------------------------------------------------------
// Checks.

/**
 * Whether `pointer` is a JSON Pointer that resolves in `root`, or whose last segment names a property missing
 * from an object that does resolve (where a required property is reported).
 */
function resolves(root: unknown, pointer: string): boolean {
  if (pointer === '') return true;
  if (!pointer.startsWith('/')) return false;
  const segments = pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = root;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (node === null || typeof node !== 'object') return false;
    if (Array.isArray(node)) {
      if (!/^(0|[1-9][0-9]*)$/.test(segment) || Number(segment) >= node.length) return false;
    } else if (!Object.hasOwn(node, segment)) {
      return i === segments.length - 1;
    }
    node = (node as Record<string, unknown>)[segment];
  }
  return true;
}

/** No own key anywhere in `value` is one of the keys the mutations add. */
function onlyKnownKeys(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    for (const key of Object.keys(node)) {
      if (HOSTILE_KEYS.includes(key) || key.startsWith('x-')) return false;
      stack.push((node as Record<string, unknown>)[key]);
    }
    if (Object.getPrototypeOf(node) !== Object.prototype && Object.getPrototypeOf(node) !== Array.prototype)
      return false;
  }
  return true;
}

function checkParsed<T>(input: unknown, parse: (value: unknown) => Result<T, ValidationError>): void {
  const result = parse(input);
  if (result.ok) {
    expect(parse(JSON.parse(JSON.stringify(result.value)))).toEqual(result);
    expect(onlyKnownKeys(result.value)).toBe(true);
    return;
  }
  expect(result.error.code).toBe('document/invalid');
  expect(result.error.issues.length).toBeGreaterThan(0);
  for (const issue of result.error.issues) {
    expect(issue.code).toEqual(expect.any(String));
    expect(issue.message).toEqual(expect.any(String));
    expect(typeof issue.path).toBe('string');
    if (!resolves(input, issue.path)) expect.fail(`${issue.code} at ${issue.path} does not resolve in the input`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Bases.

const schemas = catalogue.map((entry) => clone(entry.schema));
// The shorter demos keep `replayGame` cheap enough for hundreds of runs.
const replays = catalogue
  .map((entry) => demoReplay(entry))
  .flatMap((replay) => (replay.ok ? [clone(replay.value)] : []))
  .filter((replay) => replay.steps.length <= 20);

/** Positions along two demo games, each with the commands legal there. */
const positions: { state: GameState; commands: Command[] }[] = [];
for (const entry of [catalogue[0]!, catalogue[catalogue.length - 1]!]) {
  const replay = demoReplay(entry);
  if (!replay.ok) throw new Error(replay.error.code);
  for (let upTo = 0; upTo < replay.value.steps.length; upTo += 3) {
    const state = replayGame(replay.value, { upTo });
    if (!state.ok) throw new Error(state.error.code);
    positions.push({ state: state.value, commands: [...legalActions(state.value)] });
  }
}

describe('mutation fuzzer', () => {
  it('has bases to mutate', () => {
    expect(schemas.length).toBe(catalogue.length);
    expect(replays.length).toBeGreaterThanOrEqual(5);
    expect(positions.every((p) => p.commands.length > 0)).toBe(true);
  });

  it('parseSchema: never throws; canonical on success; issues at paths that exist', () => {
    fc.assert(
      fc.property(mutated(schemas), (input) => checkParsed(input, parseSchema)),
      { numRuns: 5000 },
    );
  });

  it('parseReplay and replayGame: never throw; canonical on success; issues at paths that exist', () => {
    fc.assert(
      fc.property(mutated(replays), (input) => {
        checkParsed(input, parseReplay);
        const replayed = replayGame(input);
        if (!replayed.ok) expect(replayed.error.code).toMatch(/^replay\//);
      }),
      { numRuns: 2000 },
    );
  });

  it('parseCommand and play: never throw; play accepts exactly what legalActions lists', () => {
    const cases = positions.flatMap(({ state, commands }) => commands.map((command) => ({ state, command, commands })));
    fc.assert(
      fc.property(
        fc.constantFrom(...cases),
        fc.array(mutation, { minLength: 1, maxLength: 3 }),
        ({ state, command, commands }, mutations) => {
          const input = mutations.reduce(applyMutation, clone(command));
          checkParsed(input, parseCommand);
          const played = play(state, input);
          // `play` accepts a listed command and nothing else: both directions of "consistent".
          const listed = commands.some(
            (c) => JSON.stringify(c) === JSON.stringify(parseCommand(input).ok ? input : null),
          );
          if (played.ok) expect(commands).toContainEqual(input);
          else expect(listed).toBe(false);
        },
      ),
      { numRuns: 5000 },
    );
  });
});
