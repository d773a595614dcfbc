/**
 * Two `stigmeria-server` processes sharing one Redis: clients of one room meet through either process's
 * matchmaking, and a room whose process is killed mid-game is restored from its Redis log by the other process,
 * where its seats and its spectator come back and the game is played to its end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { parseReplay, replayGame, viewFor } from '@stigmeria/rules';
import { Player } from './support/player.js';
import { startRedis, startServerProcess, stop, type RedisProcess, type ServerProcess } from './support/processes.js';

let redis: RedisProcess;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  redis = await startRedis();
  servers = await Promise.all([startServerProcess(redis.url, 5), startServerProcess(redis.url, 5)]);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => stop(s.child)));
  if (redis !== undefined) await stop(redis.child);
});

const competitive = { schema: 'competitive-plum-stone', mode: 'competitive', seats: 2 } as const;

describe('two processes, one Redis', () => {
  it('seats clients of one room that came through different processes, and logs every step in Redis', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const first = await Player.create(a.url, competitive);
    const second = await Player.join(b.url, first.room.roomId);
    const watcher = await Player.join(b.url, first.room.roomId, { spectate: true });
    // Whichever process holds the room, every client is connected to that one.
    expect(new Set([first, second, watcher].map((p) => p.hostPort())).size).toBe(1);
    expect([first.seat, second.seat]).toEqual([0, 1]);
    await first.until(() => first.seats.every((s) => s === 'present'), 'both seats present');

    const mover = [first, second].find((p) => p.seat !== null && p.anyLegalOrNull() !== null)!;
    mover.send(mover.anyLegal());
    await Promise.all([first, second, watcher].map((p) => p.until(() => p.steps.length === 1, 'the step')));

    const store = new Redis(redis.url);
    try {
      const logged = await store.lrange(`stigmeria:game:${first.room.roomId}:steps`, 0, -1);
      expect(logged.map((s) => JSON.parse(s))).toEqual([{ command: first.steps[0]!.command, events: first.steps[0]!.events }]);
    } finally {
      store.disconnect();
    }
    await Promise.all([first, second, watcher].map((p) => p.room.leave(true)));
  });

  it('restores a room whose process is killed mid-game on the other process; its clients come back and finish it', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const first = await Player.create(a.url, competitive);
    const second = await Player.join(b.url, first.room.roomId);
    const watcher = await Player.join(a.url, first.room.roomId, { spectate: true });
    const roomId = first.room.roomId;
    const host = servers.find((s) => s.port === first.hostPort())!;
    const survivor = host === a ? b : a;

    first.play(11);
    second.play(12);
    await watcher.until(() => watcher.steps.length >= 12, 'a dozen steps');
    await stop(host.child, 'SIGKILL');
    await Promise.all([first, second, watcher].map((p) => p.until(() => p.left !== null, 'the drop of the dead process')));
    const before = { steps: watcher.next, view: watcher.view };

    await Promise.all([first, second, watcher].map((p) => p.comeBack(survivor.url, roomId)));
    expect([first.seat, second.seat, watcher.seat]).toEqual([0, 1, null]);
    expect(new Set([first, second, watcher].map((p) => p.hostPort()))).toEqual(new Set([survivor.port]));
    // Nothing the dead process accepted is lost: it was logged before it was broadcast.
    expect(watcher.welcomes.at(-1)!.steps).toBeGreaterThanOrEqual(before.steps);

    await Promise.all([first, second, watcher].map((p) => p.until(() => p.replay !== null, 'replay at the end', 25_000)));
    const parsed = parseReplay(JSON.parse(first.replay!));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const final = replayGame(parsed.value);
    if (!final.ok) throw new Error(final.error.code);
    expect(final.value.over).toBe(true);
    expect(first.view).toEqual(viewFor(final.value, 0));
    expect(second.view).toEqual(viewFor(final.value, 1));
    expect(watcher.view).toEqual(viewFor(final.value, -1));
    servers = servers.filter((s) => s !== host);
    await Promise.all([first, second, watcher].map((p) => p.room.leave(true)));
  });
});
