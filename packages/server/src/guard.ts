/**
 * What the room checks on every message before it reads it: its size and its sender's rate.
 * @module
 */

/** Limits on what one client may send. */
export interface MessageLimits {
  /** The most bytes one message may hold, as it arrives (a command is well under 200). */
  readonly maxBytes: number;
  /** Messages a client may send at once after a quiet time. */
  readonly burst: number;
  /** Messages a second a client may keep sending. */
  readonly perSecond: number;
}

/** 1,024 bytes a message; 10 messages a second after a burst of 20. */
export const DEFAULT_LIMITS: MessageLimits = { maxBytes: 1024, burst: 20, perSecond: 10 };

/**
 * A token bucket for one client: it holds up to `burst` tokens, refills at `perSecond`, and each message takes
 * one. The clock is passed in, so the bucket is plain arithmetic.
 */
export class RateLimiter {
  private tokens: number;
  private last: number;

  constructor(
    private readonly limits: Pick<MessageLimits, 'burst' | 'perSecond'>,
    now: number,
  ) {
    this.tokens = limits.burst;
    this.last = now;
  }

  /** Whether a message that arrives at `now` (milliseconds) may be read; a refused one takes nothing. */
  take(now: number): boolean {
    const elapsed = Math.max(0, now - this.last) / 1000;
    this.last = now;
    this.tokens = Math.min(this.limits.burst, this.tokens + elapsed * this.limits.perSecond);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
