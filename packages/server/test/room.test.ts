/**
 * One server process with in-memory presence and log, and real `colyseus.js` clients on 127.0.0.1: a whole
 * competitive game played by scripted clients, seats and spectators kept in step by the events, hostile messages,
 * and a dropped seat coming back.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActions, parseReplay, replayGame, viewFor, type GameState } from '@stigmeria/rules';
import { MemoryLog, ROOM_ERRORS, startServer, type RunningServer } from '../src/index.js';
import { Player } from './support/player.js';

const RECONNECT_SECONDS = 2;
let server: RunningServer;

/** The in-memory log, with a switch that makes every append fail, as a store out of reach would. */
class SwitchableLog extends MemoryLog {
  broken = false;
  override async append(...args: Parameters<MemoryLog['append']>): Promise<void> {
    if (this.broken) throw new Error('the store is out of reach');
    return super.append(...args);
  }
}
const log = new SwitchableLog();

beforeAll(async () => {
  server = await startServer({ reconnectSeconds: RECONNECT_SECONDS, limits: { burst: 20, perSecond: 50 }, log });
});
afterAll(async () => {
  await server?.close();
});

const competitive = { schema: 'competitive-twin-lanterns', mode: 'competitive', seats: 2 } as const;

/** Two seated players and a spectator in a new competitive room. */
async function table() {
  const first = await Player.create(server.url, competitive);
  const second = await Player.join(server.url, first.room.roomId);
  const watcher = await Player.join(server.url, first.room.roomId, { spectate: true });
  return { first, second, watcher };
}

/** Polls an asynchronous condition every 50 ms, for at most `ms`. */
async function pollUntil(condition: () => Promise<boolean>, what: string, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`no ${what} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The seated player whose view offers it a command: in a competitive game, the one whose turn it is. */
function onTurn(...players: Player[]): Player {
  const found = players.find((p) => p.seat !== null && legalActions(p.view, p.seat).length > 0);
  if (found === undefined) throw new Error('nobody can play');
  return found;
}

function finalState(replay: string): GameState {
  const parsed = parseReplay(JSON.parse(replay));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const replayed = replayGame(parsed.value);
  if (!replayed.ok) throw new Error(replayed.error.code);
  return replayed.value;
}

describe('a competitive game through WebSockets', () => {
  it('is played to its end by scripted seats; every seat and the spectator stay in step; the replay verifies', async () => {
    const { first, second, watcher } = await table();
    expect([first.seat, second.seat, watcher.seat]).toEqual([0, 1, null]);
    expect(watcher.seatToken).toBeNull();
    // The seed stays on the server: no view shows it, and the turn order was drawn from it all the same.
    for (const p of [first, second, watcher]) expect(p.view.seed).toBe('');

    first.play(1);
    second.play(2);
    await Promise.all([first, second, watcher].map((p) => p.until(() => p.replay !== null, 'replay at the end', 25_000)));

    const replay = first.replay!;
    expect(second.replay).toBe(replay);
    expect(watcher.replay).toBe(replay);
    const setup = (JSON.parse(replay) as { setup: { seed: string } }).setup;
    expect(setup.seed).toMatch(/^[0-9a-f]{32}$/);
    const final = finalState(replay);
    expect(final.over).toBe(true);
    expect(first.view).toEqual(viewFor(final, 0));
    expect(second.view).toEqual(viewFor(final, 1));
    expect(watcher.view).toEqual(viewFor(final, -1));
    expect(watcher.steps.length).toBeGreaterThan(20);
    // Turn order: a seat plays only when its view offers it a command, and the room never refused one it offered.
    for (const p of [first, second]) expect(p.rejections.filter((r) => r.code !== ROOM_ERRORS.rateLimited)).toEqual([]);

    const dir = mkdtempSync(join(tmpdir(), 'stigmeria-server-'));
    const file = join(dir, 'game.replay.json');
    writeFileSync(file, replay);
    const cli = join(dirname(createRequire(import.meta.url).resolve('@stigmeria/cli/package.json')), 'bin', 'stigmeria.js');
    const { stdout } = await promisify(execFile)(process.execPath, [cli, 'verify', '--json', file]);
    expect(JSON.parse(stdout)).toMatchObject({ ok: true, over: true });

    // Playing again: a spectator may not ask; a seat's ask names one new room to every client, where each seat
    // takes the seat it held, for the same schema, mode and seats, with a new seed.
    watcher.room.send('again');
    await watcher.until(() => watcher.rejections.some((r) => r.code === ROOM_ERRORS.spectator), 'the spectator refused');
    first.room.send('again');
    second.room.send('again');
    await Promise.all([first, second, watcher].map((p) => p.until(() => p.agains.length === 2, 'the room to play again in')));
    const again = first.agains[0]!;
    expect(again).not.toBe(first.room.roomId);
    for (const p of [first, second, watcher]) expect(p.agains).toEqual([again, again]);
    const [nextFirst, nextSecond] = await Promise.all([Player.join(server.url, again, { seat: 1 }), Player.join(server.url, again, { seat: 0 })]);
    expect([nextFirst.seat, nextSecond.seat]).toEqual([1, 0]);
    expect(nextFirst.view).toEqual(nextSecond.view);
    expect(nextFirst.view.over).toBe(false);
    expect(nextFirst.view.schema).toEqual(final.schema);
    expect([nextFirst.view.mode, nextFirst.view.players.length]).toEqual([final.mode, 2]);
    await Promise.all([nextFirst, nextSecond].map((p) => p.room.leave(true)));
    await Promise.all([first, second, watcher].map((p) => p.room.leave(true)));
    // The room is gone once everyone left, and its finished game with it: its players have the replay.
    await pollUntil(async () => (await log.read(first.room.roomId)) === undefined, 'the finished game leaving the log');
  });

  it('refuses a create with an unknown schema or a wrong seat count, with the rules error code', async () => {
    await expect(Player.create(server.url, { ...competitive, schema: 'no-such-schema' })).rejects.toThrow(/^room\/unknown-schema:/);
    await expect(Player.create(server.url, { ...competitive, seats: 9 })).rejects.toThrow(/^setup\/players:/);
    await expect(Player.create(server.url, { ...competitive, schema: { format: 'stigmeria/target-schema' } })).rejects.toThrow(/^document\/invalid:/);
  });
});

describe('simultaneous play', () => {
  it('lets every seat of a normal game act at once, each seeing the other\'s steps', async () => {
    const first = await Player.create(server.url, { schema: 'vertighaineuse-morning-ladder', mode: 'normal', seats: 2 });
    const second = await Player.join(server.url, first.room.roomId);
    first.send(first.anyLegal());
    second.send(second.anyLegal());
    await Promise.all([first, second].map((p) => p.until(() => p.steps.length === 2, 'both steps')));
    expect(new Set(first.steps.map((s) => s.command.player))).toEqual(new Set([0, 1]));
    expect(first.view).toEqual(second.view);
    await Promise.all([first, second].map((p) => p.room.leave(true)));
  });
});

describe('the log', () => {
  it('refuses a step it cannot log, and broadcasts nothing of it', async () => {
    const { first, second, watcher } = await table();
    const mover = onTurn(first, second);
    log.broken = true;
    try {
      mover.send(mover.anyLegal());
      await mover.until(() => mover.rejections.some((r) => r.code === ROOM_ERRORS.logUnavailable), 'the refusal');
    } finally {
      log.broken = false;
    }
    const command = mover.anyLegal();
    mover.send(command);
    await watcher.until(() => watcher.steps.length === 1, 'the logged step');
    expect(watcher.steps[0]!.index).toBe(0);
    expect((await log.read(first.room.roomId))?.steps.map((s) => s.command)).toEqual([command]);
    await Promise.all([first, second, watcher].map((p) => p.room.leave(true)));
  });
});

describe('commands from strangers', () => {
  it('answers another seat\'s command, a spectator\'s, malformed and oversized ones with a code, and changes nothing', async () => {
    const { first, second, watcher } = await table();
    const mover = onTurn(first, second);
    const other = mover === first ? second : first;
    const seen = (p: Player, code: string) => p.until(() => p.rejections.some((r) => r.code === code), code);

    other.send({ type: 'end-turn', player: mover.seat });
    await seen(other, ROOM_ERRORS.notYours);
    // Nobody plays again before the game is over.
    other.room.send('again');
    await seen(other, ROOM_ERRORS.notOver);
    other.rejections.pop();
    watcher.send({ type: 'end-turn', player: mover.seat });
    await seen(watcher, ROOM_ERRORS.spectator);
    other.send({ type: 'end-turn', player: other.seat });
    await other.until(() => other.rejections.length === 2, 'a rules refusal');
    expect(other.rejections[1]!.code).not.toBe(ROOM_ERRORS.notYours);
    expect(other.rejections[1]!.code).toMatch(/^[a-z0-9-]+\/[a-z0-9-]+$/);

    mover.send({ type: 'land', player: mover.seat, color: 'purple', to: 'Z99' });
    await seen(mover, 'document/invalid');
    expect(mover.rejections[0]!.issues?.map((i) => i.path)).toEqual(expect.arrayContaining(['/color', '/to']));
    mover.send(42);
    mover.room.sendBytes('command', new Uint8Array([1, 2, 3]));
    await mover.until(() => mover.rejections.filter((r) => r.code === 'document/invalid').length === 3, 'three malformed refusals');
    mover.send({ type: 'end-turn', player: mover.seat, padding: 'x'.repeat(5000) });
    await seen(mover, ROOM_ERRORS.tooLarge);
    mover.room.send('hello', {});
    await seen(mover, ROOM_ERRORS.unknownType);

    // Nothing was played; the room still plays a good command, and everyone gets it.
    expect([first, second, watcher].map((p) => p.steps.length)).toEqual([0, 0, 0]);
    mover.send(mover.anyLegal());
    await Promise.all([first, second, watcher].map((p) => p.until(() => p.steps.length === 1, 'the step')));
    await Promise.all([first, second, watcher].map((p) => p.room.leave(true)));
  });

  it('answers bytes that are no message with a code, throws nothing, and plays on', async () => {
    const { first, second, watcher } = await table();
    // Raw frames under Colyseus's own protocol: a cut message type, a cut payload, a bare code, an unknown code.
    for (const bytes of [[13, 0xff, 0xc1], [13, 0xa3, 0x61], [13, 0xa1, 0x61, 0xc1], [13], [14, 0xa3], [99, 1, 2]]) {
      watcher.room.connection.send(new Uint8Array(bytes));
    }
    await watcher.until(() => watcher.rejections.length === 4, 'an answer to each readable frame');
    expect(new Set(watcher.rejections.map((r) => r.code))).toEqual(new Set([ROOM_ERRORS.unknownType]));
    expect(watcher.left).toBeNull();
    const mover = onTurn(first, second);
    mover.send(mover.anyLegal());
    await Promise.all([first, second].map((p) => p.until(() => p.steps.length === 1, 'the step')));
    await Promise.all([first, second].map((p) => p.room.leave(true)));
  });

  it('rate-limits a flood: past the burst, messages are refused unread, and the client may play again later', async () => {
    const { first, second, watcher } = await table();
    const mover = onTurn(first, second);
    for (let i = 0; i < 100; i++) watcher.send({ type: 'end-turn', player: 0 });
    await watcher.until(() => watcher.rejections.length === 100, 'an answer to every message');
    const limited = watcher.rejections.filter((r) => r.code === ROOM_ERRORS.rateLimited).length;
    expect(limited).toBeGreaterThanOrEqual(70);
    expect(limited).toBeLessThan(100);
    // The flood cost the others nothing.
    mover.send(mover.anyLegal());
    await mover.until(() => mover.steps.length === 1, 'the step');
    await Promise.all([first, second, watcher].map((p) => p.room.leave(true)));
  });
});

describe('reconnection', () => {
  it('keeps a dropped seat away for the others until its holder comes back to it, then frees a seat nobody comes back to', async () => {
    const { first, second, watcher } = await table();
    second.room.connection.close();
    await first.until(() => first.seats[1] === 'away', 'seat 1 away');
    expect(watcher.seats).toEqual(['present', 'away']);

    // The game goes on while seat 1 is away; coming back gives a view that has every step it missed.
    const mover = onTurn(first, second) === first ? first : null;
    if (mover !== null) {
      mover.send(mover.anyLegal());
      await mover.until(() => mover.steps.length === 1, 'the step');
    }
    await second.reconnect();
    expect(second.seat).toBe(1);
    await first.until(() => first.seats[1] === 'present', 'seat 1 present again');
    expect(second.view).toEqual(first.view);

    second.room.connection.close();
    await first.until(() => first.seats[1] === 'away', 'seat 1 away again');
    await first.until(() => first.seats[1] === 'open', 'seat 1 freed', (RECONNECT_SECONDS + 3) * 1000);
    const newcomer = await Player.join(server.url, first.room.roomId);
    expect(newcomer.seat).toBe(1);
    expect(newcomer.seatToken).not.toBe(second.seatToken);
    await Promise.all([first, watcher, newcomer].map((p) => p.room.leave(true)));
  });
});
