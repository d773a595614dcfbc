/**
 * How much of a text that came from outside (an attribute, a command, a document) a message of the board quotes.
 * A page or a document may hold a value of millions of characters; a message repeats at most {@link QUOTE_LIMIT}
 * of them, followed by an ellipsis.
 * @module
 */

/** The most characters of an outside text that a message quotes. */
export const QUOTE_LIMIT = 200;

/**
 * The most characters of a message of the rules shown as it is (English has no table of its own for most rule
 * errors): its own words and the input it quotes together. The rules' list of what a field may be is long, so
 * it has room for that list and one quote.
 */
export const RULE_MESSAGE_LIMIT = 4 * QUOTE_LIMIT;

/**
 * A text as a message quotes it: whole up to `limit` characters ({@link QUOTE_LIMIT} unless said), else cut
 * there with an ellipsis.
 */
export function quoted(value: unknown, limit: number = QUOTE_LIMIT): string {
  const text = String(value);
  if (text.length <= limit) return text;
  // A cut between the two halves of a surrogate pair would leave half a character: cut before it.
  const end = /[\uD800-\uDBFF]/.test(text[limit - 1]!) ? limit - 1 : limit;
  return `${text.slice(0, end)}…`;
}
