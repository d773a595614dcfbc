/**
 * The pieces of canonical copies. They run only on input that passed every check, so the casts restate what was
 * just verified. Outputs are built from literals and fixed key lists, never from the input's own keys: a
 * `__proto__` or `constructor` key in the input is simply never read.
 * @module
 */
import type { Pending } from '../types.js';
import { PENDING_FIELDS, RECRUIT_TOKEN_FIELDS } from './fields.js';
import { isRecord, type Json } from './json.js';

export function tagged(raw: unknown, tag: string, value: string, fields: readonly string[]): Record<string, unknown> {
  const source = raw as Json;
  const copy: Record<string, unknown> = { [tag]: value };
  for (const field of fields) copy[field] = copyValue(source[field]);
  return copy;
}

// The values inside commands and events: numbers, strings, lists, a pending decision or null, and a Charmer's
// recruit-zone tokens. The only objects the schemas allow are decisions, tagged by `kind`, and tokens, which
// have no `kind` property.
function copyValue(value: unknown): unknown {
  if (typeof value === 'number') return int(value);
  if (Array.isArray(value)) return copyList(value, copyValue);
  if (isRecord(value)) {
    if (value.kind === undefined) return untagged(value, RECRUIT_TOKEN_FIELDS);
    const kind = value.kind as Pending['kind'];
    return tagged(value, 'kind', kind, PENDING_FIELDS[kind]);
  }
  return value;
}

function untagged(raw: Json, fields: readonly string[]): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const field of fields) copy[field] = copyValue(raw[field]);
  return copy;
}

// -0 passes as the integer 0; normalising it keeps canonical copies equal to ones built by hand.
export function int(value: unknown): number {
  return (value as number) + 0;
}

// An index loop rather than `map` or `Array.from`: those call methods the input could have replaced.
export function copyList<T>(raw: unknown, copy: (item: unknown) => T): readonly T[] {
  const list = raw as readonly unknown[];
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) out.push(copy(list[i]));
  return out;
}
