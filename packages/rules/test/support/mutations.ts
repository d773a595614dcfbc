/**
 * Random mutations of valid documents, for the fuzzers: deleted, added, replaced, repeated, dropped or swapped
 * values, cells and colours nudged to near misses, values nested deeply or lengthened past the limits.
 */
import fc from 'fast-check';
import { LIMITS } from '../../src/index.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Doc = any;

/** A deep copy of a JSON value. */
export const clone = (value: unknown): Doc => JSON.parse(JSON.stringify(value));

/** Keys the mutations add. None is a known property, so none may survive into a canonical copy. */
export const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'x-extra'];
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
/** One random mutation. */
export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
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

/** Applies `m` to `document` in place, and returns it. */
export function applyMutation(document: Doc, m: Mutation): Doc {
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

/** Documents derived from `bases` by one to four random mutations. */
export const mutated = (bases: readonly unknown[]) =>
  fc
    .tuple(fc.constantFrom(...bases), fc.array(mutation, { minLength: 1, maxLength: 4 }))
    .map(([base, mutations]) => mutations.reduce(applyMutation, clone(base)));

