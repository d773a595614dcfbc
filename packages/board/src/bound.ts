/**
 * How much of a text that came from outside (an attribute, a command, a document) a message of the board quotes.
 * A page or a document may hold a value of millions of characters; a message repeats at most {@link QUOTE_LIMIT}
 * of them, followed by an ellipsis.
 * @module
 */

/** The most characters of an outside text that a message quotes. */
export const QUOTE_LIMIT = 200;

/** A text as a message quotes it: whole up to {@link QUOTE_LIMIT} characters, else cut there with an ellipsis. */
export function quoted(value: unknown): string {
  const text = String(value);
  if (text.length <= QUOTE_LIMIT) return text;
  // A cut between the two halves of a surrogate pair would leave half a character: cut before it.
  const end = /[\uD800-\uDBFF]/.test(text[QUOTE_LIMIT - 1]!) ? QUOTE_LIMIT - 1 : QUOTE_LIMIT;
  return `${text.slice(0, end)}…`;
}
