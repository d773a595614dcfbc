/**
 * The connection to an online room of `@stigmeria/server`, through `colyseus.js`. The client library is imported
 * with `import()` on the first connection only, so that a page that never plays online never downloads it (the CDN
 * build makes it a file of its own, `stigmeria-online-client.js`). Everything the room sends is handed on as untrusted data (see `messages.ts`).
 * @module
 */
import type { Command } from '@stigmeria/rules';

/** The room type the server defines (`ROOM_NAME` of `@stigmeria/server`). */
const ROOM_NAME = 'stigmeria';

/** The messages a room sends, by type (`MESSAGE` of `@stigmeria/server`). */
export const ROOM_MESSAGES = ['welcome', 'step', 'seats', 'rejected', 'ended', 'again'] as const;
export type RoomMessage = (typeof ROOM_MESSAGES)[number];

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

/**
 * The server's refusals read `code: words` (see the server's README); anything else (no server there, a socket
 * closed) is `online/unreachable`.
 */
export function openError(error: unknown): OpenError {
  const text = error instanceof Error ? error.message : String(error);
  const match = /^([a-z0-9-]+\/[a-z0-9-]+): (.*)$/s.exec(text);
  if (match !== null) return { code: match[1]!, message: match[2]!.slice(0, 500) };
  return { code: 'online/unreachable', message: text.slice(0, 500) };
}

/** Opens a room on `server` (a `ws://` or `wss://` URL) and listens to it; resolves once joined. */
export async function openRoom(server: string, opening: Opening, listener: RoomListener): Promise<{ ok: true; value: Connection } | { ok: false; error: OpenError }> {
  try {
    const { Client } = await onlineClient();
    const client = new Client(server);
    const room =
      opening.kind === 'create'
        ? await client.create(ROOM_NAME, opening.options)
        : opening.kind === 'join'
          ? await client.joinById(opening.room, opening.options)
          : await client.reconnect(opening.token);
    let leaving = false;
    for (const type of ROOM_MESSAGES) room.onMessage(type, (data: unknown) => listener.message(type, data));
    room.onLeave(() => listener.left(leaving));
    room.onError(() => undefined);
    return {
      ok: true,
      value: {
        roomId: room.roomId,
        reconnectionToken: room.reconnectionToken,
        send: (command) => room.send('command', command),
        again: () => room.send('again'),
        leave: (consented) => {
          leaving = consented;
          void room.leave(consented).catch(() => undefined);
        },
      },
    };
  } catch (error) {
    return { ok: false, error: openError(error) };
  }
}
