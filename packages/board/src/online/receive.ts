/**
 * How an online board reads what its room sends, in the on-demand part of online play: each message is checked
 * (`messages.ts`) before it changes anything, and each event of a step goes through the rules' `applyEvent`, the
 * checked way to apply an event from outside. A message that fails changes nothing and is reported; a step that
 * cannot be folded (a refused event, or an index out of order) leaves the view as it was and asks the source to
 * resync.
 * @module
 */
import { applyEvent, emptyRecording, record, type GameEvent, type Replay } from '@stigmeria/rules';
import type { OnlineStatus, RemoteHooks, RoomState } from '../controllers/remote-source.js';
import type { RoomMessage } from './connection.js';
import { readAgain, readEnded, readRejected, readSeatsMessage, readStep, readWelcome } from './messages.js';

/** What the reader may ask of the board's remote source while it reads one message. */
export interface ReceivingSource {
  /** What the room told the board so far: the reader updates it. */
  readonly room: RoomState;
  readonly hooks: RemoteHooks;
  status(): OnlineStatus;
  setStatus(status: OnlineStatus): void;
  requestUpdate(): void;
  /** Reports a message that failed its checks, at `path`. */
  refuse(path: string): void;
  /** Drops the connection without giving the seat up, and comes back for the whole view. */
  resync(): void;
  /** Keeps this seat's token for the room, in the page's memory. */
  keepToken(token: string): void;
  /**
   * The room's replay as a document the rules read (`parseReplay`), or null when it is none: read by the element's
   * own copy of the rules, which has it already, rather than a second copy in this file.
   */
  readReplay(text: string): Replay | null;
  /** Leaves the room for the one made to play again, in the same seat. */
  moveTo(room: string): void;
}

/** Reads one message of the room and applies it to `source.room`. */
export function receive(source: ReceivingSource, type: RoomMessage, data: unknown): void {
  const room = source.room;
  switch (type) {
    case 'welcome': {
      const read = readWelcome(data);
      if (!read.ok) return source.refuse(read.error.path);
      const welcome = read.value;
      // Coming back with no step missed keeps the log; otherwise the steps before this welcome are not sent
      // again, and the log starts here.
      if (welcome.steps !== room.next || room.view === null) room.log = emptyRecording();
      room.view = welcome.view;
      room.seat = welcome.seat;
      room.seats = welcome.seats;
      room.next = welcome.steps;
      room.replayDocument = welcome.replay === null ? null : source.readReplay(welcome.replay);
      if (welcome.seatToken !== null && room.roomId !== null) source.keepToken(welcome.seatToken);
      source.hooks.clearMessage();
      source.hooks.welcomed(welcome.seat);
      const first = source.status() !== 'reconnecting';
      source.setStatus('connected');
      if (first && room.roomId !== null) source.hooks.joined(room.roomId, welcome.seat, room.share);
      source.requestUpdate();
      return;
    }
    case 'step': {
      if (source.status() !== 'connected' || room.view === null) return;
      const read = readStep(data);
      if (!read.ok) return source.refuse(read.error.path);
      const step = read.value;
      if (step.index !== room.next) {
        source.refuse('/index');
        source.resync();
        return;
      }
      let view = room.view;
      for (let i = 0; i < step.events.length; i++) {
        const applied = applyEvent(view, step.events[i]);
        if (!applied.ok) {
          const error = applied.error;
          const path = `/events/${i}${typeof error.params?.['path'] === 'string' ? error.params['path'] : ''}`;
          source.hooks.fail(error.code, (t) => t.online.badEvent(path));
          source.resync();
          return;
        }
        view = applied.value;
      }
      // Checked one by one above: the events as `applyEvent` read them are the ones folded.
      const events = step.events as readonly GameEvent[];
      room.view = view;
      room.next = step.index + 1;
      room.log = record(room.log, { command: step.command, events });
      source.hooks.stepped(step.command, events, view);
      source.requestUpdate();
      return;
    }
    case 'seats': {
      const read = readSeatsMessage(data, room.view?.players.length ?? room.seats.length);
      if (!read.ok) return source.refuse(read.error.path);
      room.seats = read.value;
      source.hooks.statusChanged();
      source.requestUpdate();
      return;
    }
    case 'rejected': {
      const read = readRejected(data);
      if (!read.ok) return source.refuse(read.error.path);
      source.hooks.rejected(read.value);
      return;
    }
    case 'ended': {
      const read = readEnded(data);
      if (!read.ok) return source.refuse(read.error.path);
      room.replayDocument = source.readReplay(read.value);
      source.requestUpdate();
      return;
    }
    case 'again': {
      const read = readAgain(data);
      if (!read.ok) return source.refuse(read.error.path);
      source.moveTo(read.value);
      return;
    }
  }
}
