/**
 * Text from documents and arguments made safe to print: control characters shown as escapes, so that a name,
 * a caption or a file name cannot move the cursor, erase a line, set the window title or write the clipboard;
 * and text quoted from input cut to a fixed length, so that a million-character key is not printed whole.
 * @module
 */

/**
 * The most characters of one text quoted from input (a message, a JSON path, a parameter, an argument) that
 * the CLI prints; a longer one is cut there and ends with `…`. The rules cut their messages at the same length.
 */
export const QUOTE_LENGTH = 200;

/**
 * The characters a terminal may act on rather than show: C0 controls (ESC, BEL, newline…), DEL, C1 controls
 * (U+0080–U+009F: a terminal may read U+009B as CSI, U+009D as OSC), the line and paragraph separators, and the
 * bidirectional controls that reorder what is shown (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069).
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

// JSON.stringify already escapes C0 controls; these are the rest of CONTROL, which it leaves raw.
const RAW_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

const SHORT: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escape(character: string): string {
  return SHORT[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** `text` with every control character written as an escape (`\u001b`, `\n`, `\u202e`), as JSON would write it. */
export function visible(text: string): string {
  return text.replace(CONTROL, escape);
}

/**
 * `text` cut to QUOTE_LENGTH characters and an ellipsis when it is longer, never between the two halves of a
 * surrogate pair. Cutting what is already cut changes nothing.
 */
export function cut(text: string): string {
  if (text.length <= QUOTE_LENGTH) return text;
  const code = text.charCodeAt(QUOTE_LENGTH - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? QUOTE_LENGTH - 1 : QUOTE_LENGTH;
  return `${text.slice(0, end)}…`;
}

/** A value from input inside a message: cut, made visible and put in quotes. */
export function quoted(text: string): string {
  return `"${visible(cut(text))}"`;
}

/**
 * A value as one line of JSON output. JSON.stringify escapes C0 controls inside strings; the other characters
 * of CONTROL are escaped here too (`\u009b`), which keeps the same value for a JSON reader and leaves nothing
 * for a terminal to act on when the line is shown there. They can only occur inside strings, so the escape is
 * always valid JSON.
 */
export function jsonLine(value: unknown): string {
  return JSON.stringify(value).replace(RAW_IN_JSON, escape) + '\n';
}

/** An issue from the rules with its path and message cut, for printing. */
export function cutIssue<T extends { readonly path: string; readonly message: string }>(issue: T): T {
  return { ...issue, path: cut(issue.path), message: cut(issue.message) };
}

/** A rules error with its message and the text of its params cut, for printing. */
export function cutError<T extends { readonly message: string; readonly params?: Readonly<Record<string, unknown>> }>(error: T): T {
  if (error.params === undefined) return { ...error, message: cut(error.message) };
  const params = Object.fromEntries(Object.entries(error.params).map(([key, value]) => [cut(key), cutValue(value)]));
  return { ...error, message: cut(error.message), params };
}

// Params are small plain values from the rules; strings are cut wherever they sit, and so are long lists.
function cutValue(value: unknown): unknown {
  if (typeof value === 'string') return cut(value);
  if (Array.isArray(value)) return value.slice(0, QUOTE_LENGTH).map(cutValue);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).slice(0, QUOTE_LENGTH).map(([key, inner]) => [cut(key), cutValue(inner)]));
  }
  return value;
}
