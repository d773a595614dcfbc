/**
 * The one reader of the board's numeric attributes (`players`, `step`, `fetch-timeout`): a decimal integer, with
 * an optional minus sign and blanks around it, and nothing else. `Number` would read `0x10` as 16, `1e3` as 1000,
 * `0b11` as 3 and `""` as 0, numbers a page never wrote.
 * @module
 */

const DECIMAL = /^\s*-?[0-9]+\s*$/;

/** The integer a decimal text writes, or `undefined` for any other text (or one too long to be exact). */
export function parseDecimal(text: string): number | undefined {
  if (!DECIMAL.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : undefined;
}
