/**
 * Opening a room of `@stigmeria/server` with `colyseus.js`, in the on-demand part of online play: create one, join
 * one by its id, or come back to one after a drop. Everything the room sends is handed on as untrusted data.
 * @module
 */
import { Client } from 'colyseus.js';
import type { Connection, OpenError, Opening, RoomListener } from './connection.js';
import { ROOM_MESSAGES } from './room-messages.js';

/** The room type the server defines (`ROOM_NAME` of `@stigmeria/server`). */
const ROOM_NAME = 'stigmeria';

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
