// A board without a seed draws a random 128-bit one for each game from crypto.getRandomValues, so that no player
// can foresee the bags from a constant; a seed given keeps the game repeatable.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StigmeriaBoard } from '../src/index.js';
import '../src/define.js';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** A board appended with exactly these attributes (no test seed added). */
async function bare(attrs: Record<string, string> = {}): Promise<StigmeriaBoard> {
  const el = document.createElement('stigmeria-board');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

describe('the seed of a game', () => {
  it('without a seed, each board draws 128 random bits as 32 hex digits', async () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const a = await bare();
    const b = await bare();
    expect(spy).toHaveBeenCalled();
    expect(a.state!.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(b.state!.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(a.state!.seed).not.toBe(b.state!.seed);
    expect(a.state!.seed).not.toBe('stigmeria');
  });

  it('an empty seed is no seed: a random one is drawn', async () => {
    const el = await bare({ seed: '' });
    expect(el.state!.seed).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a seed given makes the same game on every board', async () => {
    const a = await bare({ seed: 'same', players: '2' });
    const b = await bare({ seed: 'same', players: '2' });
    expect(a.state!.seed).toBe('same');
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
  });

  it('removing the seed attribute starts a game with a fresh random seed', async () => {
    const el = await bare({ seed: 'same' });
    el.removeAttribute('seed');
    await el.updateComplete;
    expect(el.state!.seed).toMatch(/^[0-9a-f]{32}$/);
  });

  it('reset() starts the same game again, with the seed it drew', async () => {
    const el = await bare();
    const seed = el.state!.seed;
    expect(el.play({ type: 'draw', player: 0 })).toBe(true);
    el.reset();
    await el.updateComplete;
    expect(el.state!.seed).toBe(seed);
    expect(el.log.length).toBe(0);
  });
});
