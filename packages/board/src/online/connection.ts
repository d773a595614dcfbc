/**
 * The connection to an online room of `@stigmeria/server`, through `colyseus.js`: its shapes, and the loader of the
 * on-demand part that opens it (`open-room.ts`). The client library is imported with `import()` on the first
 * connection only, so that a page that never plays online never downloads it (the CDN build makes it a file of
 * its own, `stigmeria-online-client.js`). Everything the room sends is handed on as untrusted data (see
 * `messages.ts`).
 * @module
 */
import type { Command } from '@stigmeria/rules';
import type { RoomMessage } from './room-messages.js';

export type { RoomMessage };

/** What a room says to its board. */
export interface RoomListener {
  /** A message from the room: `data` is untrusted. */
  readonly message: (type: RoomMessage, data: unknown) => void;
  /** The connection closed; `consented` when this side left on purpose. */
  readonly left: (consented: boolean) => void;
}

/** How to reach a room: create one, join one by id, or come back to one after a drop. */
export type Opening =
  | { readonly kind: 'create'; readonly options: Readonly<Record<string, unknown>> }
  | { readonly kind: 'join'; readonly room: string; readonly options: Readonly<Record<string, unknown>> }
  | { readonly kind: 'reconnect'; readonly token: string };

/** A room joined. */
export interface Connection {
  readonly roomId: string;
  /** Colyseus's token for `client.reconnect` after an unexpected close. */
  readonly reconnectionToken: string;
  send(command: Command): void;
  /** Asks the room, once its game is over, for a new room for the same seats (`again` of `@stigmeria/server`). */
  again(): void;
  /** Leaves the room: `consented` gives the seat up; without it the room keeps it `away` for a while. */
  leave(consented: boolean): void;
}

/** Why a room could not be reached: the server's code (`seat/taken`, `room/unknown-schema`…) or `online/unreachable`. */
export interface OpenError {
  readonly code: string;
  readonly message: string;
}

/** The on-demand part of online play: the client library, the message checks and `applyEvent`. */
export type OnlineClient = typeof import('./online-client.js');
let library: Promise<OnlineClient> | null = null;

/** The on-demand part, imported once for the page. */
export function onlineClient(): Promise<OnlineClient> {
  library ??= import('./online-client.js');
  return library;
}
