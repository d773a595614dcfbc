import { COLOURS, FLOWERS, canBecome, type Colour } from '@stigmeria/rules';
import { describe, expect, it } from 'vitest';
import { COLOUR_INDEX, endsAsTable, mayEndAs } from '../src/colours.js';

describe('what the searches count a colour able to end as', () => {
  it('is what the rules say each flower can make of it, and with Two Beats a black on a white target (R18)', () => {
    for (const [flower, rules] of Object.entries(FLOWERS)) {
      for (const c of COLOURS) {
        for (const t of COLOURS) {
          const twoBeats = c === 'black' && t === 'white' && rules.actions.includes('two-beats');
          expect(mayEndAs(rules.actions, c, t), `${flower}: ${c} on ${t}`).toBe(canBecome(c, t, rules.actions) || twoBeats);
        }
      }
    }
    expect(mayEndAs(['two-beats'], 'black', 'white')).toBe(true);
    expect(mayEndAs(['mixing'], 'red', 'orange')).toBe(true);
    expect(mayEndAs(['mixing'], 'blue', 'orange')).toBe(false);
  });

  it('reads the same in its table, by the rules colour order', () => {
    const specials = FLOWERS.inspiractrice.actions;
    const table = endsAsTable(specials);
    const at = (c: Colour, t: Colour): number => table[COLOUR_INDEX[c] * COLOURS.length + COLOUR_INDEX[t]]!;
    for (const c of COLOURS) for (const t of COLOURS) expect(at(c, t) === 1).toBe(mayEndAs(specials, c, t));
    expect(COLOURS.map((c) => COLOUR_INDEX[c])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
