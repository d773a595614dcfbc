/**
 * Seeds nobody can guess: each game's seed is 128 bits from the platform's cryptographic generator, written as
 * 32 hexadecimal digits. The rules turn it into their generator's state; it stays on the server until the game
 * ends and the replay reveals it.
 * @module
 */

/** Bytes of randomness in a seed: 16 bytes, 128 bits. */
export const SEED_BYTES = 16;

/** A new seed: 32 lowercase hexadecimal digits drawn from `crypto.getRandomValues`. */
export function drawSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SEED_BYTES));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A secret that proves who holds a seat: as long and as random as a seed. */
export function drawSeatToken(): string {
  return drawSeed();
}
