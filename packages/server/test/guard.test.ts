/** The rate limit and the seeds, on their own. */
import { describe, expect, it } from 'vitest';
import { RateLimiter, SEED_BYTES, drawSeed } from '../src/index.js';

describe('RateLimiter', () => {
  it('lets a burst through, refuses what follows, and refills at its rate', () => {
    const limiter = new RateLimiter({ burst: 3, perSecond: 2 }, 0);
    expect([1, 2, 3, 4].map(() => limiter.take(0))).toEqual([true, true, true, false]);
    // Half a second later, one message's worth is back: exactly one passes.
    expect([limiter.take(500), limiter.take(500)]).toEqual([true, false]);
    // A long quiet time fills the bucket to its burst, no more.
    expect([1, 2, 3, 4].map(() => limiter.take(60_000))).toEqual([true, true, true, false]);
  });
});

describe('drawSeed', () => {
  it('gives 128 bits as 32 hexadecimal digits, a new value each time', () => {
    expect(SEED_BYTES * 8).toBeGreaterThanOrEqual(128);
    const seeds = new Set(Array.from({ length: 50 }, drawSeed));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{32}$/);
  });
});
