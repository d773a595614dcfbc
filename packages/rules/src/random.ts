/**
 * The game's seeded generator. Its whole state is four 32-bit numbers kept in the game state, so a game is
 * replayed exactly from its seed and commands on every machine (no `Math.random`).
 * @module
 */

/** The generator's state: four unsigned 32-bit integers. */
export type RngState = readonly [number, number, number, number];

/** Turns any seed string into a generator state, mixing every character into 128 bits. */
export function seedRng(seed: string): RngState {
  let h1 = 0x9e3779b9;
  let h2 = 0x243f6a88;
  let h3 = 0xb7e15162;
  let h4 = 0x1badb002;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 0x85ebca6b);
    h2 = h3 ^ Math.imul(h2 ^ k, 0xc2b2ae35);
    h3 = h4 ^ Math.imul(h3 ^ k, 0x27d4eb2f);
    h4 = h1 ^ Math.imul(h4 ^ k, 0x165667b1);
  }
  let state: RngState = [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
  // A few rounds so that seeds differing in one character give unrelated sequences.
  for (let i = 0; i < 12; i++) state = nextRandom(state)[1];
  return state;
}

/**
 * The next 32-bit output and the following state (a small-fast-counter generator, sfc32).
 * Pure: the input state is not changed.
 */
export function nextRandom(state: RngState): readonly [number, RngState] {
  let [a, b, c, d] = state;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** A whole number in `[0, bound)` and the following state. Rejection keeps every value equally likely. */
export function randomBelow(state: RngState, bound: number): readonly [number, RngState] {
  const limit = 0x100000000 - (0x100000000 % bound);
  let current = state;
  for (;;) {
    const [value, next] = nextRandom(current);
    current = next;
    if (value < limit) return [value % bound, current];
  }
}

/** A shuffled copy of `items` (Fisher–Yates) and the following state. */
export function shuffle<T>(state: RngState, items: readonly T[]): readonly [T[], RngState] {
  const out = items.slice();
  let current = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = randomBelow(current, i + 1);
    current = next;
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return [out, current];
}
