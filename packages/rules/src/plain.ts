/**
 * Reading a value from outside once, into plain data, before anything checks it.
 *
 * A value handed over by a caller may be more than data: a getter may answer differently each time it is read, a
 * proxy may lie or throw, an array may carry its own `slice` or a `constructor` whose `Symbol.species` builds
 * something else. Checking such a value and then using it would use a value that was never checked. So every
 * entry point first takes one snapshot with `readPlain`, and checks and uses only that snapshot.
 * @module
 */
import { INPUT_LIMITS, LIMITS, cutText } from './limits.js';
import type { Result } from './types.js';

/** Why a value could not be read into plain data: too large, or a proxy that threw when looked at. */
export interface ReadFailure {
  readonly code: 'document/too-large' | 'document/unreadable';
  /** A JSON Pointer to where reading stopped, `""` for the root, cut to `INPUT_LIMITS.quoted` characters. */
  readonly path: string;
  readonly message: string;
}

/**
 * Reads `input` once into plain data: plain arrays and plain objects holding only what were own, enumerable data
 * properties (string keys), strings, numbers, booleans and nulls as they were. Other values (functions,
 * `undefined`, symbols, big integers) are kept as they are: they are never looked into, and no check accepts
 * them. No getter is called: an object with an own accessor property is refused with `document/unreadable` (an
 * accessor array item is read as `undefined`), as is a typed array or a DataView; non-enumerable data properties
 * are left out. No method of the input is called, and each property is looked at once.
 *
 * The snapshot is bounded: an array is read up to one item past the longest list a document may hold (every
 * check refuses it whatever follows), a value nested deeper than `INPUT_LIMITS.depth` is kept as an empty array
 * or object (no document goes that deep, so the checks refuse or ignore it as they would the original), and a
 * value holding more than `INPUT_LIMITS.values` values is refused with `document/too-large`. A proxy that throws
 * is refused with `document/unreadable`. Never throws.
 */
export function readPlain(input: unknown): Result<unknown, ReadFailure> {
  try {
    return { ok: true, value: new Reader().read(input, 0) };
  } catch (error) {
    const { cause, keys } = error instanceof Unread ? error : new Unread(error);
    const path = cutText(keys.map((key) => `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`).join(''));
    if (cause instanceof TooLarge) return failure('document/too-large', path, `holds more than ${INPUT_LIMITS.values} values`);
    if (cause instanceof Accessor) return failure('document/unreadable', path, 'is a getter, not data: it is not read');
    if (cause instanceof NotPlain) return failure('document/unreadable', path, 'is binary data, not JSON data');
    return failure('document/unreadable', path, 'could not be read: it is not plain data');
  }
}

// The longest list any document may hold (a replay's steps), plus one, so that its max-items check still fails.
const LONGEST_LIST = Math.max(LIMITS.steps, LIMITS.eventsPerStep, LIMITS.targets, LIMITS.setup, LIMITS.winds) + 1;

class TooLarge extends Error {}
class Accessor extends Error {}
class NotPlain extends Error {}

/**
 * Why reading stopped (one of the errors above, or what a proxy threw), and the keys from the root to the value
 * being read then: each container adds its key as the error passes through it, so that no path is kept while
 * reading succeeds.
 */
class Unread {
  readonly keys: string[] = [];
  constructor(readonly cause: unknown) {}
}

/** `error`, which stopped reading the value at `key`, with that key added in front of its path. */
function under(key: string, error: unknown): Unread {
  const unread = error instanceof Unread ? error : new Unread(error);
  unread.keys.unshift(key);
  return unread;
}

function failure(code: ReadFailure['code'], path: string, message: string): Result<never, ReadFailure> {
  return { ok: false, error: { code, path, message } };
}

class Reader {
  private count = 0;

  read(value: unknown, depth: number): unknown {
    if (++this.count > INPUT_LIMITS.values) throw new TooLarge();
    if (typeof value !== 'object' || value === null) return value;
    // Array.isArray sees through a proxy to its target without calling any trap.
    if (Array.isArray(value)) return depth >= INPUT_LIMITS.depth ? [] : this.array(value, depth + 1);
    // A typed array holds its items as keys too: listing the keys of one of a billion bytes would cost what the
    // bound is there to prevent. Binary data is not JSON.
    if (ArrayBuffer.isView(value)) throw new NotPlain();
    return depth >= INPUT_LIMITS.depth ? {} : this.object(value, depth + 1);
  }

  private array(source: readonly unknown[], depth: number): unknown[] {
    const length = dataOf(source, 'length');
    const count = typeof length === 'number' ? Math.min(length, LONGEST_LIST) : 0;
    const out: unknown[] = [];
    for (let i = 0; i < count; i++) {
      const key = String(i);
      try {
        out.push(this.read(dataOf(source, key), depth));
      } catch (error) {
        throw under(key, error);
      }
    }
    return out;
  }

  private object(source: object, depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    // The own string keys, as `Reflect.ownKeys` lists them less the symbols (a proxy's `ownKeys` trap is asked
    // once either way), many times faster in V8.
    for (const key of Object.getOwnPropertyNames(source)) {
      let copy: unknown;
      try {
        const descriptor = Reflect.getOwnPropertyDescriptor(source, key);
        // A getter could answer differently each time it is read, or throw: it is not data, and is not called.
        if (descriptor !== undefined && !('value' in descriptor)) throw new Accessor();
        if (descriptor === undefined || descriptor.enumerable !== true) {
          // A property not read still costs what looking at it cost: a million hidden keys stop here too.
          if (++this.count > INPUT_LIMITS.values) throw new TooLarge();
          continue;
        }
        copy = this.read(descriptor.value, depth);
      } catch (error) {
        throw under(key, error);
      }
      // Defined rather than assigned: assigning `__proto__` would set the copy's prototype instead.
      if (key === '__proto__') Object.defineProperty(out, key, { value: copy, enumerable: true, writable: true, configurable: true });
      else out[key] = copy;
    }
    return out;
  }
}

/** The value of an own data property, without calling a getter; `undefined` for an accessor or a missing one. */
function dataOf(source: object, key: string): unknown {
  const descriptor = Reflect.getOwnPropertyDescriptor(source, key);
  return descriptor !== undefined && 'value' in descriptor ? descriptor.value : undefined;
}
