/**
 * `startServer`: a Colyseus server with the game room type, on one process with in-memory presence and log.
 * @module
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LocalDriver, LocalPresence, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { DEFAULT_LIMITS, type MessageLimits } from './guard.js';
import { MemoryLog, type GameLog } from './log.js';
import { ROOM_NAME } from './protocol.js';
import { gameRoomType } from './game-room.js';

export interface ServerOptions {
  /** The port to listen on; 0 (the default) takes a free one. */
  readonly port?: number;
  /** The address to listen on: 127.0.0.1 unless given. */
  readonly host?: string;
  /** Where rooms log their games; this process's memory unless given. */
  readonly log?: GameLog;
  readonly limits?: Partial<MessageLimits>;
  /** Seconds a dropped player has to come back to its seat (30 unless given). */
  readonly reconnectSeconds?: number;
  /** Spectators a room takes beside its seats (16 unless given). */
  readonly maxSpectators?: number;
}

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

/** Starts a server. One per process: Colyseus's matchmaker is the process's own. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? new MemoryLog();
  const http = createServer();
  const server = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: MAX_FRAME_BYTES }),
    presence: new LocalPresence(),
    driver: new LocalDriver(),
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
  await server.listen(options.port ?? 0, host);
  const port = (http.address() as AddressInfo).port;
  return {
    port,
    url: `ws://${host}:${port}`,
    async close() {
      await server.gracefullyShutdown(false);
      await log.close();
    },
  };
}
