/**
 * The bot levels, and the one reading of the `seat=level` text that gives seats to bots (the CLI's `--bots`, the
 * board's `bots` attribute): pairs separated by commas, seats counted from 0, each seat within the game and named
 * once, each level one of {@link BOT_LEVELS}. This module imports nothing, so that a page can read the text before
 * the bots themselves are loaded.
 * @module
 */

/** How hard a bot plays. */
export type BotLevel = 'easy' | 'medium' | 'strong';

/** The bot levels, weakest first. */
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'medium', 'strong'];

/**
 * Why a `seat=level` text is refused; `part` is the index of the comma-separated pair at fault. Each reader words
 * it in its own way and language (the CLI in English, the board in the page's language), from the code and values.
 */
export type BotSeatsError =
  | { readonly code: 'bot-seats/syntax'; readonly part: number; readonly text: string }
  | { readonly code: 'bot-seats/level'; readonly part: number; readonly level: string }
  | { readonly code: 'bot-seats/seat'; readonly part: number; readonly seat: number; readonly seats: number }
  | { readonly code: 'bot-seats/twice'; readonly part: number; readonly seat: number };

/** The seats a text gives to bots, by seat, or why it is refused. */
export type BotSeatsResult = { readonly ok: true; readonly value: ReadonlyMap<number, BotLevel> } | { readonly ok: false; readonly error: BotSeatsError };

const PAIR = /^\s*([0-9]{1,9})\s*=\s*([a-z]+)\s*$/;

const isLevel = (text: string): text is BotLevel => (BOT_LEVELS as readonly string[]).includes(text);

/**
 * Reads `seat=level` pairs separated by commas (`"1=medium,2=strong"`) for a game of `seatCount` seats. An empty
 * or blank text gives no seat. Never throws: a refused text gives an error with a stable `code`.
 *
 * @example
 * ```ts
 * parseBotSeats('1=medium', 2); // { ok: true, value: Map { 1 => 'medium' } }
 * parseBotSeats('2=easy', 2).ok; // false: code 'bot-seats/seat'
 * ```
 */
export function parseBotSeats(text: string, seatCount: number): BotSeatsResult {
  const seats = new Map<number, BotLevel>();
  if (text.trim() === '') return { ok: true, value: seats };
  const parts = text.split(',');
  for (let part = 0; part < parts.length; part++) {
    const match = PAIR.exec(parts[part]!);
    if (match === null) {
      return { ok: false, error: { code: 'bot-seats/syntax', part, text: parts[part]! } };
    }
    const seat = Number(match[1]);
    const level = match[2]!;
    if (!isLevel(level)) return { ok: false, error: { code: 'bot-seats/level', part, level } };
    if (seat >= seatCount) return { ok: false, error: { code: 'bot-seats/seat', part, seat, seats: seatCount } };
    if (seats.has(seat)) return { ok: false, error: { code: 'bot-seats/twice', part, seat } };
    seats.set(seat, level);
  }
  return { ok: true, value: seats };
}
