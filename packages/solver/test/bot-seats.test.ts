// `seat=level` pairs: the one reading of the text that gives seats to bots, for the CLI's `--bots` and the
// board's `bots` attribute.
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, parseBotSeats } from '../src/index.js';

describe('parseBotSeats', () => {
  it('gives each named seat its level, seats counted from 0, with spaces around the parts allowed', () => {
    const r = parseBotSeats(' 1 = medium , 2=strong,0=easy', 3);
    expect(r.ok && [...r.value]).toEqual([
      [1, 'medium'],
      [2, 'strong'],
      [0, 'easy'],
    ]);
  });

  it('gives no seat for an empty or blank text', () => {
    for (const text of ['', '   ']) {
      const r = parseBotSeats(text, 2);
      expect(r.ok && r.value.size).toBe(0);
    }
  });

  it('knows every level the bots have', () => {
    for (const level of BOT_LEVELS) expect(parseBotSeats(`0=${level}`, 1).ok).toBe(true);
  });

  const refused: readonly [string, string, number][] = [
    ['medium', 'bot-seats/syntax', 0],
    ['1=medium,', 'bot-seats/syntax', 1],
    ['1=Medium', 'bot-seats/syntax', 0],
    ['-1=easy', 'bot-seats/syntax', 0],
    ['1=hard', 'bot-seats/level', 0],
    ['0=easy,2=easy', 'bot-seats/seat', 1],
    ['99999999999=easy', 'bot-seats/syntax', 0],
    ['0=easy,0=medium', 'bot-seats/twice', 1],
  ];
  for (const [text, code, part] of refused) {
    it(`refuses "${text}" in a two-seat game with ${code}, naming the pair at fault`, () => {
      const r = parseBotSeats(text, 2);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error).toMatchObject({ code, part });
    });
  }
});
