// Numeric attributes are decimal integers only: `players="0x2"` and `step="0x10"` are refused with a message, as
// any other bad value is, instead of being read as 2 and 16.
import { afterEach, describe, expect, it } from 'vitest';
import { catalogue, demoReplay, findSchema, type Replay } from '@stigmeria/rules';
import { parseDecimal } from '../src/decimal.js';
import type { StigmeriaErrorDetail } from '../src/index.js';
import { mount, q } from './element-helpers.js';

afterEach(() => document.body.replaceChildren());

function errorsOf(el: HTMLElement): StigmeriaErrorDetail[] {
  const errors: StigmeriaErrorDetail[] = [];
  el.addEventListener('stigmeria-error', (e) => errors.push((e as CustomEvent<StigmeriaErrorDetail>).detail));
  return errors;
}

function demo(): Replay {
  const replay = demoReplay(findSchema(catalogue[0]!.schema.id)!);
  if (!replay.ok) throw new Error(replay.error.code);
  return replay.value;
}

describe('parseDecimal', () => {
  it('reads decimal integers and nothing else', () => {
    expect(parseDecimal('2')).toBe(2);
    expect(parseDecimal(' 16 ')).toBe(16);
    expect(parseDecimal('-5')).toBe(-5);
    for (const text of ['0x2', '0x10', '1e1', '0b11', '0o7', '2.5', '', ' ', '+2', 'Infinity', '١٢', '99999999999999999999']) {
      expect(parseDecimal(text), text).toBeUndefined();
    }
  });
});

describe('numeric attributes', () => {
  for (const value of ['0x2', '2e0', '0b10', '2.0']) {
    it(`players="${value}" is refused, and the game is played with the fewest players`, async () => {
      const errors: StigmeriaErrorDetail[] = [];
      const el = await mount({ players: value, seed: 'numbers' }, (e) =>
        e.addEventListener('stigmeria-error', (ev) => errors.push((ev as CustomEvent<StigmeriaErrorDetail>).detail)),
      );
      expect(errors.map((e) => e.code)).toEqual(['board/invalid-players']);
      expect(q(el, '[part="message"]')!.textContent).toContain(`"${value}"`);
      expect(el.state!.players.length).toBe(1);
    });
  }

  it('players="2" is two players', async () => {
    const el = await mount({ players: '2', seed: 'numbers' });
    expect(el.state!.players.length).toBe(2);
    expect(q(el, '[part="message"]')).toBeNull();
  });

  it('step="0x2" is refused and quoted as written; step="2" moves the cursor', async () => {
    const replay = demo();
    expect(replay.steps.length).toBeGreaterThan(3);
    const el = await mount({ controls: '', step: '1' }, (e) => (e.replay = replay));
    const errors = errorsOf(el);
    el.setAttribute('step', '0x2');
    await el.updateComplete;
    expect(errors.map((e) => e.code)).toEqual(['board/invalid-step']);
    expect(q(el, '[part="message"]')!.textContent).toBe('"0x2" is not a step of this replay.');
    expect(el.log.length).toBe(1);
    el.setAttribute('step', '2');
    await el.updateComplete;
    expect(el.log.length).toBe(2);
  });

  it('a replay opened with step="0x1" opens at its first step and says why', async () => {
    const errors: StigmeriaErrorDetail[] = [];
    const el = await mount({ controls: '', step: '0x1' }, (e) => {
      e.addEventListener('stigmeria-error', (ev) => errors.push((ev as CustomEvent<StigmeriaErrorDetail>).detail));
      e.replay = demo();
    });
    expect(errors.map((e) => e.code)).toEqual(['board/invalid-step']);
    expect(el.log.length).toBe(0);
  });
});
