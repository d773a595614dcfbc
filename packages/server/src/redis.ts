/**
 * Redis for several processes: Colyseus's `RedisPresence` and `RedisDriver` share matchmaking and room listings,
 * and `RedisLog` keeps each game's log, so that a room whose process died is restored by another.
 * @module
 */
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import type { GameSetup, ReplayStep } from '@stigmeria/rules';
import { Redis } from 'ioredis';
import type { GameLog, LoggedGame } from './log.js';

/** How long a game's log is kept after its last write: a day. */
const KEEP_SECONDS = 24 * 60 * 60;
const PREFIX = 'stigmeria:game:';

/**
 * A game log in Redis: a hash per room (`stigmeria:game:<roomId>`: the setup and each seat's token hash) and a
 * list of its steps (`…:steps`, one JSON step per entry, appended with RPUSH).
 */
export class RedisLog implements GameLog {
  private readonly redis: Redis;

  constructor(url: string) {
    // A command waits for at most two reconnection attempts, so that a step is refused, not held, while Redis is away.
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  }

  async start(roomId: string, setup: GameSetup, seats: number): Promise<void> {
    const key = PREFIX + roomId;
    const fields: Record<string, string> = { setup: JSON.stringify(setup), seats: String(seats) };
    for (let i = 0; i < seats; i++) fields[`seat:${i}`] = '';
    await this.redis.multi().del(key, `${key}:steps`).hset(key, fields).expire(key, KEEP_SECONDS).exec().then(failed);
  }

  async append(roomId: string, step: ReplayStep): Promise<void> {
    const key = PREFIX + roomId;
    await this.redis
      .multi()
      .rpush(`${key}:steps`, JSON.stringify(step))
      .expire(`${key}:steps`, KEEP_SECONDS)
      .expire(key, KEEP_SECONDS)
      .exec()
      .then(failed);
  }

  async setSeat(roomId: string, seat: number, tokenHash: string | null): Promise<void> {
    await this.redis.hset(PREFIX + roomId, `seat:${seat}`, tokenHash ?? '');
  }

  async read(roomId: string): Promise<LoggedGame | undefined> {
    const key = PREFIX + roomId;
    const [game, steps] = await Promise.all([this.redis.hgetall(key), this.redis.lrange(`${key}:steps`, 0, -1)]);
    if (game['setup'] === undefined) return undefined;
    const seats = Array.from({ length: Number(game['seats']) }, (_, i) => game[`seat:${i}`] || null);
    return { setup: JSON.parse(game['setup']) as GameSetup, steps: steps.map((s) => JSON.parse(s) as ReplayStep), seats };
  }

  async claimRestore(roomId: string, steps: number, seconds: number): Promise<boolean> {
    return (await this.redis.set(`stigmeria:restore:${roomId}@${steps}`, '1', 'EX', seconds, 'NX')) === 'OK';
  }

  async forget(roomId: string): Promise<void> {
    const key = PREFIX + roomId;
    await this.redis.del(key, `${key}:steps`);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** A MULTI that Redis refused in part is a failed write. */
function failed(results: [Error | null, unknown][] | null): void {
  const error = results === null ? new Error('the transaction was discarded') : results.find(([e]) => e !== null)?.[0];
  if (error) throw error;
}

/** Presence, driver and log on one Redis. */
export function redisBackend(url: string): { presence: RedisPresence; driver: RedisDriver; log: RedisLog } {
  return { presence: new RedisPresence(url), driver: new RedisDriver(url), log: new RedisLog(url) };
}
