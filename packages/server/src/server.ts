/**
 * `startServer`: a Colyseus server with the game room type, on one process with in-memory presence and log, or,
 * given a Redis URL, with Redis presence, driver and log, so that several processes share matchmaking and rooms.
 * @module
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LocalDriver, LocalPresence, Server, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { DEFAULT_LIMITS, type MessageLimits } from './guard.js';
import { MemoryLog, type GameLog } from './log.js';
import { ROOM_NAME } from './protocol.js';
import { gameRoomType } from './game-room.js';
import { redisBackend } from './redis.js';

/** How a server listens, where it keeps its games and how its rooms guard themselves. */
export interface ServerOptions {
  /** The port to listen on; 0 (the default) takes a free one. */
  readonly port?: number;
  /** The address to listen on: 127.0.0.1 unless given. */
  readonly host?: string;
  /** A Redis URL (`redis://127.0.0.1:6379`): presence, matchmaking and the log go there. */
  readonly redis?: string;
  /**
   * Where clients reach this process (`host:port`), for a client that found a room of this process through
   * another one's matchmaking. With `redis`, `host:port` of this server unless given.
   */
  readonly publicAddress?: string;
  /** Where rooms log their games; by default Redis when `redis` is given, else this process's memory. */
  readonly log?: GameLog;
  readonly limits?: Partial<MessageLimits>;
  /** Seconds a dropped player has to come back to its seat (30 unless given). */
  readonly reconnectSeconds?: number;
  /** Spectators a room takes beside its seats (16 unless given). */
  readonly maxSpectators?: number;
}

/** A started server. */
export interface RunningServer {
  /** The port the server listens on. */
  readonly port: number;
  /** `ws://host:port`, for `new Client(url)` of `colyseus.js`. */
  readonly url: string;
  /** Disconnects every client, disposes the rooms and closes the connections to Redis. */
  close(): Promise<void>;
}

/** The largest WebSocket frame the transport accepts; the room answers smaller oversized messages itself. */
const MAX_FRAME_BYTES = 64 * 1024;

function listen(http: HttpServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, () => {
      http.off('error', reject);
      resolve((http.address() as AddressInfo).port);
    });
  });
}

/** Starts a server. One per process: Colyseus's matchmaker is the process's own. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  // The port is known before Colyseus starts, so that a process can give other processes its public address.
  const http = createServer();
  const port = await listen(http, options.port ?? 0, host);
  const backend = options.redis === undefined ? undefined : redisBackend(options.redis);
  const log = options.log ?? backend?.log ?? new MemoryLog();
  const publicAddress = options.publicAddress ?? (backend === undefined ? undefined : `${host}:${port}`);
  const server = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: MAX_FRAME_BYTES }),
    presence: backend?.presence ?? new LocalPresence(),
    driver: backend?.driver ?? new LocalDriver(),
    ...(publicAddress === undefined ? {} : { publicAddress }),
    gracefullyShutdown: false,
    greet: false,
  });
  server.define(
    ROOM_NAME,
    gameRoomType({
      log,
      limits: { ...DEFAULT_LIMITS, ...options.limits },
      reconnectSeconds: options.reconnectSeconds ?? 30,
      maxSpectators: options.maxSpectators ?? 16,
    }),
  );
  // What `Server.listen` does once its HTTP server listens: take part in matchmaking.
  await matchMaker.accept();
  return {
    port,
    url: `ws://${host}:${port}`,
    async close() {
      await server.gracefullyShutdown(false);
      await log.close();
    },
  };
}
