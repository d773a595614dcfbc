/**
 * The limits on what comes from outside: the sizes of documents, the total work a document may cost, and how much
 * of a value from outside a message may quote.
 * @module
 */

/**
 * The size limits of documents. The JSON Schemas in `schemas/` state the same numbers (a test checks that they
 * agree); they bound the work and memory a hostile document can cost. What they cannot bound, since they multiply
 * (20,000 steps of 500 events are ten million events), is in `INPUT_LIMITS`.
 */
export const LIMITS = Object.freeze({
  /** Characters in a target schema's `id`. */
  idLength: 64,
  /** Characters in a name, a title, an author or a licence (each language of a text). */
  textLength: 200,
  /** Characters in a description (each language). */
  descriptionLength: 2000,
  /** Cells in a target schema's `targets`. */
  targets: 100,
  /** Tokens in a target schema's `setup`. */
  setup: 100,
  /** Entries in a target schema's `winds`. */
  winds: 100,
  /** Steps in a replay. */
  steps: 20000,
  /** Events recorded for one step of a replay. */
  eventsPerStep: 500,
  /** Characters in a step's note (each language). */
  noteLength: 2000,
  /** Players in a replay, at least. */
  minPlayers: 1,
  /** Players in a replay, at most. */
  maxPlayers: 6,
  /** Characters in a player's name. */
  playerNameLength: 40,
  /** Characters in a replay's seed. */
  seedLength: 128,
  /** Characters in a replay's `rulesVersion`. */
  versionLength: 64,
  /** Characters in a replay's `metadata.date`. */
  dateLength: 64,
} as const);

/**
 * The limits on any value from outside as a whole, beside the per-field `LIMITS` of the JSON Schemas: the total
 * work a document may cost, and how much of its input an error may quote.
 */
export const INPUT_LIMITS = Object.freeze({
  /** Events recorded in a whole replay, all steps together. */
  events: 100000,
  /**
   * JSON values (objects, arrays, strings, numbers, booleans, nulls) in one document, command, event or setup,
   * unknown properties included: its total size.
   */
  values: 500000,
  /** Levels of nesting read in a value from outside; deeper values are not read (no document goes that deep). */
  depth: 16,
  /**
   * Characters of a value from outside (a key, a path, a string) that an error quotes in its message, its path or
   * its params; a longer one is cut there and ends with an ellipsis.
   */
  quoted: 200,
} as const);

/**
 * `text` cut to `max` characters (`INPUT_LIMITS.quoted` unless told), an ellipsis marking the cut. A cut never splits
 * a surrogate pair, so the result stays well-formed where the input was.
 */
export function cutText(text: string, max: number = INPUT_LIMITS.quoted): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? max - 1 : max;
  return `${text.slice(0, end)}…`;
}

/**
 * Names a value from outside for a message without serialising it: a string quoted and cut (to `max`
 * characters), the kind of anything else. JSON.stringify would throw on a value nested thousands deep, and a
 * megabyte string would make a megabyte message.
 */
export function quoteInput(value: unknown, max: number = INPUT_LIMITS.quoted): string {
  if (typeof value === 'string') return JSON.stringify(cutText(value, max));
  if (Array.isArray(value)) return 'an array';
  if (value !== null && typeof value === 'object') return 'an object';
  return String(value);
}
