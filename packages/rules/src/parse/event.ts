/**
 * Reading one event, as received from another program, and the events of replay steps.
 * @module
 */
import { CELL_NAMES } from '../cells.js';
import { LIMITS } from '../limits.js';
import { readPlain } from '../plain.js';
import type { EventType, GameEvent, Result, ValidationError } from '../types.js';
import { validateEvent } from '../validate/validators.js';
import { MAX_CELLS, MAX_TOKENS } from './command.js';
import { tagged } from './copy.js';
import { EVENT_FIELDS } from './fields.js';
import { failure, readIssue, structureIssues } from './issues.js';
import { cut, isRecord, type Json } from './json.js';

/**
 * Reads one event, as received from another program, for `applyEvent`: its shape only; whether the state can
 * take it is for `applyEvent` to tell.
 */
export function parseEvent(input: unknown): Result<GameEvent, ValidationError> {
  const read = readPlain(input);
  if (!read.ok) return failure('event', [readIssue(read.error)]);
  const bounded = boundedEvent(read.value);
  const issues = structureIssues(validateEvent, bounded);
  return issues.length > 0 ? failure('event', issues) : { ok: true, value: canonicalEvent(bounded) };
}

// In events: the seats among which a first player was drawn, the colours bagged (a hundred at most, as many as a
// board holds) and the two tokens charmed; in a pending decision, cells of one board. A decision's `cells` holds
// two cells for a Half Note and up to a hundred for a gain or a give: it is cut past the larger, which still
// refuses a long pair.
const MAX_AMONG = LIMITS.maxPlayers;
const MAX_BAGGED = CELL_NAMES.length;
const PENDING_LIMITS = { moved: CELL_NAMES.length, cells: CELL_NAMES.length };

// A replay holds up to ten million events: only the few types that hold an array are looked into.
export function boundedEvent(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  switch (raw.type) {
    case 'first-player':
      return cut(raw, { among: MAX_AMONG });
    case 'bagged':
      return cut(raw, { colors: MAX_BAGGED });
    case 'charmed':
      return cut(raw, { tokens: MAX_TOKENS });
    case 'swapped':
      return cut(raw, { cells: MAX_CELLS });
    case 'decision': {
      const pending = raw.pending;
      if (!isRecord(pending)) return raw;
      const bounded = cut(pending, PENDING_LIMITS);
      return bounded === pending ? raw : { ...raw, pending: bounded };
    }
    default:
      return raw;
  }
}

export function boundedEvents(raw: unknown): unknown {
  if (!Array.isArray(raw)) return raw;
  let copied: unknown[] | undefined;
  for (let i = 0; i < raw.length; i++) {
    const event: unknown = raw[i];
    const bounded = boundedEvent(event);
    if (bounded === event) continue;
    copied ??= raw.slice();
    copied[i] = bounded;
  }
  return copied ?? raw;
}

export function canonicalEvent(raw: unknown): GameEvent {
  const type = (raw as Json).type as EventType;
  return tagged(raw, 'type', type, EVENT_FIELDS[type]) as unknown as GameEvent;
}
