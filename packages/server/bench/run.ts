// The online server's load benchmark (not a test): N rooms of 4 seats, each seat a colyseus.js client in one of a
// few Node processes of its own, playing random legal commands from `legalActions` on its view, at a set total rate,
// against one `stigmeria-server` process (presence and log in memory) and against two sharing a Redis. Everything
// runs on 127.0.0.1, and every loop is bounded in count and in time.
//
//   npm run bench --workspace @stigmeria/server -- [--rooms 500] [--rate 2000] [--seconds 20] [--warmup 5]
//                                                 [--clients 2] [--setups one,two]
//
// Prints a table, then one JSON line with the same figures. See docs/performance.md, "The online server".
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Client, type Room } from 'colyseus.js';
import { evolve, legalActions, type Command, type GameEvent, type GameState } from '@stigmeria/rules';
import { MESSAGE, ROOM_NAME } from '../src/protocol.js';
import { startRedis, startServerProcess, stop, type RedisProcess, type ServerProcess } from '../test/support/processes.js';

/** The game every room plays: normal mode, where the four seats act at once, on a catalogue schema. */
const GAME = { schema: 'vertighaineuse-morning-ladder', mode: 'normal', seats: 4 } as const;
const SEATS = GAME.seats;
/** How long one room may take to seat its four clients, and the whole set-up of a client process. */
const ROOM_SETUP_MS = 20_000;
const SETUP_MS = 240_000;
/** Rooms being set up at once by one client process. */
const SETUP_AT_ONCE = 8;
/** The scheduler's tick, and how many commands it may owe (so that a late tick never bursts). */
const TICK_MS = 10;
const MOST_OWED = 50;
/** A command whose step has not come back within this long is counted lost, and its seat may play again. */
const LOST_MS = 5_000;

// ---- the client processes ----

interface WorkerSetup {
  readonly urls: readonly string[];
  readonly rooms: number;
  readonly rate: number;
  readonly warmupMs: number;
  readonly measureMs: number;
  readonly seed: number;
}

interface WorkerReport {
  readonly roomsReady: number;
  readonly roomsHeld: number;
  readonly sent: number;
  readonly accepted: number;
  readonly rejected: Record<string, number>;
  readonly lost: number;
  readonly games: number;
  readonly idleTicks: number;
  readonly latencies: number[];
  /** The CPU time this client process used over the warm-up and the measured time, in seconds. */
  readonly cpu: number;
}

/** xorshift32: the same seed picks the same rooms, seats and commands (the server's seeds differ every run). */
function generator(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface Seat {
  room: Room | null;
  readonly seat: number;
  readonly url: string;
  view: GameState | null;
  /** The non-undo commands the view offers the seat, worked out once a view; null until asked. */
  legal: Command[] | null;
  /** When this seat's command went out (performance.now()), or null when none is waiting. */
  sentAt: number | null;
  dropped: boolean;
}

interface Table {
  readonly seats: Seat[];
  moving: boolean;
  askedAgain: boolean;
  failed: boolean;
}

async function runWorker(setup: WorkerSetup, send: (message: unknown) => void, started: Promise<void>): Promise<void> {
  const random = generator(setup.seed);
  const tables: Table[] = [];
  const report = { sent: 0, accepted: 0, rejected: {} as Record<string, number>, lost: 0, games: 0, idleTicks: 0, latencies: [] as number[] };
  let measuring = false;

  /** Joins `roomId` (or creates the room) for one seat and waits for its welcome, bounded. */
  async function open(seat: Seat, table: Table, join: () => Promise<Room>): Promise<void> {
    const room = await withTimeout(join(), ROOM_SETUP_MS, `seat ${seat.seat}`);
    const welcomed = new Promise<void>((resolve) => {
      room.onMessage(MESSAGE.welcome, (welcome: { view: GameState }) => {
        seat.view = welcome.view;
        seat.legal = null;
        resolve();
      });
    });
    room.onMessage(MESSAGE.step, (step: { command: Command; events: GameEvent[] }) => {
      if (seat.view === null) return;
      seat.view = step.events.reduce(evolve, seat.view);
      seat.legal = null;
      if (step.command.player === seat.seat && seat.sentAt !== null) {
        if (measuring) report.latencies.push(performance.now() - seat.sentAt);
        if (measuring) report.accepted++;
        seat.sentAt = null;
      }
    });
    room.onMessage(MESSAGE.rejected, (rejected: { code: string }) => {
      if (measuring) report.rejected[rejected.code] = (report.rejected[rejected.code] ?? 0) + 1;
      seat.sentAt = null;
    });
    room.onMessage(MESSAGE.ended, () => {
      if (seat.seat !== 0 || table.askedAgain) return;
      table.askedAgain = true;
      if (measuring) report.games++;
      room.send(MESSAGE.again);
    });
    room.onMessage(MESSAGE.again, (again: { room: string }) => void moveTable(table, again.room, room));
    room.onMessage('*', () => undefined);
    room.onLeave(() => {
      if (seat.room === room && !table.moving) seat.dropped = true;
    });
    seat.room = room;
    await withTimeout(welcomed, ROOM_SETUP_MS, `welcome of seat ${seat.seat}`);
  }

  /** The game is over: every seat of the table leaves and takes its seat in the room made to play again. */
  async function moveTable(table: Table, roomId: string, from: Room): Promise<void> {
    if (table.moving || table.seats[0]!.room !== from) return;
    table.moving = true;
    try {
      await Promise.all(
        table.seats.map(async (seat) => {
          const old = seat.room;
          seat.room = null;
          seat.view = null;
          seat.legal = null;
          seat.sentAt = null;
          await old?.leave(true).catch(() => undefined);
          await open(seat, table, () => new Client(seat.url).joinById(roomId, { seat: seat.seat }));
        }),
      );
      table.askedAgain = false;
    } catch (error) {
      table.failed = true;
      if (process.env['BENCH_DEBUG']) process.stderr.write(`move: ${String(error)}\n`);
    } finally {
      table.moving = false;
    }
  }

  /** One table: seat 0 creates the room through the first URL, the others join it by id, through each URL in turn. */
  async function seatTable(index: number): Promise<void> {
    const urls = setup.urls;
    const table: Table = { seats: [], moving: false, askedAgain: false, failed: false };
    for (let seat = 0; seat < SEATS; seat++) {
      table.seats.push({ room: null, seat, url: urls[(index + seat) % urls.length]!, view: null, legal: null, sentAt: null, dropped: false });
    }
    const [creator, ...joiners] = table.seats as [Seat, ...Seat[]];
    await open(creator, table, () => new Client(creator.url).create(ROOM_NAME, { ...GAME, seat: 0 }));
    const roomId = creator.room!.roomId;
    for (const seat of joiners) await open(seat, table, () => new Client(seat.url).joinById(roomId, { seat: seat.seat }));
    tables.push(table);
  }

  const deadline = Date.now() + SETUP_MS;
  let next = 0;
  await Promise.all(
    Array.from({ length: SETUP_AT_ONCE }, async () => {
      while (next < setup.rooms && Date.now() < deadline) {
        const index = next++;
        await seatTable(index).catch(() => undefined);
      }
    }),
  );
  send({ kind: 'ready', rooms: tables.length });
  await started;

  /** A seat that may play now: connected, in step, no command waiting, and a command its view offers it. */
  const commandOf = (seat: Seat): Command | null => {
    if (seat.room === null || seat.view === null || seat.sentAt !== null || seat.dropped || seat.view.over) return null;
    seat.legal ??= legalActions(seat.view, seat.seat).filter((c) => c.type !== 'undo');
    const legal = seat.legal;
    if (legal.length === 0) return null;
    const endTurn = legal.find((c) => c.type === 'end-turn');
    return endTurn !== undefined && random() < 0.25 ? endTurn : legal[Math.floor(random() * legal.length)]!;
  };

  const cpuAtStart = process.cpuUsage();
  let owed = 0;
  const startedAt = performance.now();
  const endAt = startedAt + setup.warmupMs + setup.measureMs;
  let last = startedAt;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      if (now >= endAt) {
        clearInterval(timer);
        resolve();
        return;
      }
      measuring = now >= startedAt + setup.warmupMs;
      // Owed by the time that passed, not by the tick count: a busy machine runs fewer ticks than asked.
      owed = Math.min(MOST_OWED, owed + (setup.rate * (now - last)) / 1000);
      last = now;
      // Each command tries a few random seats; a tick that finds none to play leaves the rest owed.
      for (let tries = 0; owed >= 1 && tries < owed * 32 && tables.length > 0; tries++) {
        const table = tables[Math.floor(random() * tables.length)]!;
        if (table.moving || table.failed) continue;
        const seat = table.seats[Math.floor(random() * SEATS)]!;
        if (seat.sentAt !== null && now - seat.sentAt > LOST_MS) {
          if (measuring) report.lost++;
          seat.sentAt = null;
        }
        const command = commandOf(seat);
        if (command === null) continue;
        seat.sentAt = performance.now();
        seat.room!.send(MESSAGE.command, command);
        if (measuring) report.sent++;
        owed -= 1;
      }
      if (owed >= 1 && measuring) report.idleTicks++;
    }, TICK_MS);
  });
  // A table between the room of its last game and the next one still holds its place: only a failed move or a
  // dropped seat loses it.
  const roomsHeld = tables.filter((t) => !t.failed && t.seats.every((s) => !s.dropped)).length;
  const used = process.cpuUsage(cpuAtStart);
  const final: WorkerReport = { roomsReady: tables.length, roomsHeld, ...report, cpu: (used.user + used.system) / 1e6 };
  send({ kind: 'report', report: final });
  await Promise.all(tables.flatMap((t) => t.seats.map((s) => s.room?.leave(true).catch(() => undefined))));
}

// ---- the conductor ----

/** The resident memory of a process, from Linux's /proc (kilobytes there). */
function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  return match === null ? 0 : Number(match[1]) * 1024;
}

/** The CPU time a process has used, in seconds (user and system, from /proc/<pid>/stat, in clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Figures {
  readonly setup: string;
  readonly rooms: number;
  readonly roomsHeld: number;
  readonly rate: number;
  readonly commandsPerSecond: number;
  /** Commands sent a second, whatever became of them. */
  readonly sentPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly memoryPerRoomKB: number;
  readonly serverRssMB: number;
  /** The servers' CPU time over the warm-up and the measured time, per second of it (1 = one core busy). */
  readonly serverCores: number;
  /** The same for the client processes together. */
  readonly clientCores: number;
  /** The machine's load average over a minute, as the run began. */
  readonly load: number;
  readonly games: number;
  readonly rejected: Record<string, number>;
  readonly lost: number;
  readonly idleTicks: number;
}

/** Runs the client processes against `urls`, and reads the servers' memory once every room is seated. */
async function measure(name: string, urls: readonly string[], pids: readonly number[], options: Options): Promise<Figures> {
  const load = Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  const idle = pids.reduce((sum, pid) => sum + rssBytes(pid), 0);
  const workers: ChildProcess[] = [];
  const ready: Promise<number>[] = [];
  const reports: Promise<WorkerReport>[] = [];
  for (let w = 0; w < options.clients; w++) {
    const rooms = Math.floor(options.rooms / options.clients) + (w < options.rooms % options.clients ? 1 : 0);
    const child = fork(process.argv[1]!, ['--worker'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    workers.push(child);
    ready.push(new Promise((resolve, reject) => {
      child.on('message', (m: { kind: string; rooms?: number }) => m.kind === 'ready' && resolve(m.rooms!));
      child.once('exit', (code) => reject(new Error(`a client process exited with ${code} before its rooms were seated`)));
    }));
    reports.push(new Promise((resolve, reject) => {
      child.on('message', (m: { kind: string; report?: WorkerReport }) => m.kind === 'report' && resolve(m.report!));
      child.once('exit', (code) => reject(new Error(`a client process exited with ${code} before it reported`)));
    }));
    const setup: WorkerSetup = {
      urls,
      rooms,
      rate: (options.rate * rooms) / options.rooms,
      warmupMs: options.warmup * 1000,
      measureMs: options.seconds * 1000,
      seed: 0x5eed + w,
    };
    child.send({ kind: 'setup', setup });
  }
  const seated = (await Promise.all(ready)).reduce((a, b) => a + b, 0);
  const busy = pids.reduce((sum, pid) => sum + rssBytes(pid), 0);
  const cpuBefore = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  for (const child of workers) child.send({ kind: 'go' });
  const all = await Promise.all(reports);
  const cpu = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuBefore;
  await Promise.all(workers.map((child) => stop(child)));
  const latencies = all.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const rejected: Record<string, number> = {};
  for (const r of all) for (const [code, n] of Object.entries(r.rejected)) rejected[code] = (rejected[code] ?? 0) + n;
  const sum = (key: 'roomsHeld' | 'sent' | 'accepted' | 'games' | 'lost' | 'idleTicks') => all.reduce((total, r) => total + r[key], 0);
  return {
    setup: name,
    rooms: seated,
    roomsHeld: sum('roomsHeld'),
    rate: options.rate,
    commandsPerSecond: Math.round(sum('accepted') / options.seconds),
    sentPerSecond: Math.round(sum('sent') / options.seconds),
    p50: Number(percentile(latencies, 50).toFixed(1)),
    p99: Number(percentile(latencies, 99).toFixed(1)),
    memoryPerRoomKB: seated === 0 ? NaN : Math.round((busy - idle) / seated / 1024),
    serverRssMB: Math.round(busy / 1024 / 1024),
    serverCores: Number((cpu / (options.seconds + options.warmup)).toFixed(2)),
    clientCores: Number((all.reduce((total, r) => total + r.cpu, 0) / (options.seconds + options.warmup)).toFixed(2)),
    load,
    games: sum('games'),
    rejected,
    lost: sum('lost'),
    idleTicks: sum('idleTicks'),
  };
}

interface Options {
  readonly rooms: number;
  readonly rate: number;
  readonly seconds: number;
  readonly warmup: number;
  readonly clients: number;
  readonly setups: readonly ('one' | 'two')[];
}

function readOptions(): Options {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      rooms: { type: 'string', default: '500' },
      rate: { type: 'string', default: '2000' },
      seconds: { type: 'string', default: '20' },
      warmup: { type: 'string', default: '5' },
      clients: { type: 'string', default: '2' },
      setups: { type: 'string', default: 'one,two' },
    },
  });
  const whole = (name: string, text: string, most: number): number => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1 || n > most) throw new Error(`--${name} takes a whole number from 1 to ${most}, not ${text}`);
    return n;
  };
  const setups = values.setups.split(',').map((s) => s.trim());
  if (!setups.every((s) => s === 'one' || s === 'two')) throw new Error(`--setups lists one and/or two, not ${values.setups}`);
  return {
    rooms: whole('rooms', values.rooms, 5_000),
    rate: whole('rate', values.rate, 50_000),
    seconds: whole('seconds', values.seconds, 600),
    warmup: whole('warmup', values.warmup, 600),
    clients: whole('clients', values.clients, 8),
    setups: setups as ('one' | 'two')[],
  };
}

async function conduct(): Promise<void> {
  const options = readOptions();
  const results: Figures[] = [];
  for (const name of options.setups) {
    let redis: RedisProcess | undefined;
    const servers: ServerProcess[] = [];
    try {
      if (name === 'two') {
        redis = await startRedis();
        servers.push(await startServerProcess(redis.url, 30), await startServerProcess(redis.url, 30));
      } else {
        servers.push(await startServerProcess(undefined, 30));
      }
      const label = name === 'one' ? 'one process, memory' : 'two processes, Redis';
      results.push(await measure(label, servers.map((s) => s.url), servers.map((s) => s.child.pid!), options));
    } finally {
      await Promise.all(servers.map((s) => stop(s.child)));
      if (redis !== undefined) await stop(redis.child);
    }
  }
  const rows = results.map(
    (r) =>
      `| ${r.setup} | ${r.roomsHeld} / ${r.rooms} | ${r.commandsPerSecond} (sent ${r.sentPerSecond}, asked ${r.rate}) | ${r.p50} | ${r.p99} | ${r.memoryPerRoomKB} | ${r.serverCores} | ${r.clientCores} | ${r.load} | ${r.games} | ${JSON.stringify(r.rejected)} | ${r.lost} |`,
  );
  process.stdout.write(
    [
      `${options.rooms} rooms x ${SEATS} clients (${options.clients} client processes), ${options.seconds} s measured after ${options.warmup} s`,
      '',
      '| Setup | Rooms held | Commands/s | p50 ms | p99 ms | Memory per room (KB) | Server cores busy | Client cores busy | Load average | Games ended | Refused | Lost |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
      JSON.stringify({ options, results }),
      '',
    ].join('\n'),
  );
}

if (process.argv.includes('--worker')) {
  let go: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (go = resolve));
  process.on('message', (m: { kind: string; setup?: WorkerSetup }) => {
    if (m.kind === 'setup') {
      void runWorker(m.setup!, (message) => process.send!(message), started).then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(`client process: ${String(error)}\n`);
          process.exit(1);
        },
      );
    } else if (m.kind === 'go') go();
  });
} else {
  await conduct();
}
