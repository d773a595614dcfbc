/**
 * The remote game source: with `server` set, the board plays a game held by an online room of `@stigmeria/server`
 * instead of a game of its own. `room="new"` creates a room for the board's `schema`, `mode` and `players`;
 * another `room` joins that room by its id; `seat` asks for a seat (`auto`: the first free one, a number: that
 * seat, `spectate`: watch). The source holds the seat's view from the room's `welcome` and folds every `step`'s
 * events into it with the rules' `applyEvent` (the reading of each message is in the on-demand part,
 * `online/receive.ts`); the room is the referee, so a command is only sent, and its answer is the next `step` or a
 * `rejected`.
 *
 * A message that fails its checks changes nothing and is reported (`online/bad-message`, or the event's own
 * `event/…` code); a step that cannot be folded (a refused event, or an index out of order) leaves the view as
 * it was and resyncs: the board drops the connection without giving its seat up and comes back with Colyseus's
 * reconnection token, and the room's new `welcome` brings the whole view again. An unexpected close is retried
 * the same way, a few times, before the board says the connection is closed.
 * @module
 */
import type { PropertyValues, ReactiveController, ReactiveControllerHost } from 'lit';
import { MODES, emptyRecording, type Command, type GameEvent, type GameState, type Mode, type Recording, type Replay, type ReplayStep } from '@stigmeria/rules/view';
import { parseDecimal } from '../decimal.js';
import { loadChecks, loadedChecks } from '../load-checks.js';
import type { Strings } from '../i18n.js';
import { onlineClient, type Connection, type OnlineClient, type Opening, type RoomMessage } from '../online/connection.js';
import type { Rejected, SeatStatus } from '../online/messages.js';
import { defaultSchema } from '../default-schema.js';

/** Where the connection stands. */
export type OnlineStatus = 'connecting' | 'connected' | 'reconnecting' | 'closed';

/** How many times an unexpected close is retried, and the pause before each try (milliseconds, growing). */
export const RECONNECT_TRIES = 4;
const RECONNECT_PAUSE = 500;

/** What the room told the board: its view, the seats, the steps since the last full view, the replay. */
export interface RoomState {
  /** The seat's view, or `null` before the first `welcome`. */
  view: GameState | null;
  /** The seat held, or `null` for a spectator (and before joining). */
  seat: number | null;
  seats: readonly SeatStatus[];
  log: Recording;
  /** The index the next step must have. */
  next: number;
  /** The replay the room sent once the game was over, read by `parseReplay`; null before, or when it is none. */
  replayDocument: Replay | null;
  /** The room this board is in, once known, and the link to share when this board created it or moved to it. */
  roomId: string | null;
  share: string | undefined;
}

/** The inputs of the board that say which room to play in. */
export interface RemoteHost extends ReactiveControllerHost {
  readonly server: string | null;
  readonly room: string | null;
  readonly seat: string | null;
  readonly schema: string;
  readonly mode: string;
  readonly players: number | string | null;
}

/** What the board does when the room speaks. */
export interface RemoteHooks {
  readonly fail: (code: string, text: (t: Strings, lang: string) => string) => void;
  readonly clearMessage: () => void;
  /** A full view arrived (on joining, coming back or resyncing). */
  readonly welcomed: (seat: number | null) => void;
  /** A step was folded into the view: `state` is the view after it. */
  readonly stepped: (command: Command, events: readonly GameEvent[], state: GameState) => void;
  /** The room is known: its id, the seat held, and, for a room this board created, the link to share. */
  readonly joined: (room: string, seat: number | null, share: string | undefined) => void;
  /** The connection's status or the seats changed: said in the live region. */
  readonly statusChanged: () => void;
  /** The room refused a command. */
  readonly rejected: (rejected: Rejected) => void;
}

/** The seat tokens of this page, by server and room: kept in memory only, for the page's lifetime. */
const seatTokens = new Map<string, string>();

/** How long a `seat` value is quoted in the message that says it cannot be read. */
const QUOTED_SEAT = 40;

/**
 * A `seat` attribute as join options: the first free seat (`auto`, or no value), a seat number written in decimal
 * digits (`0`, `1`…), or to watch (`spectate`); `null` for anything else (`x`, `0x1`, `-1`, `1.5`), which is no
 * seat to ask a room for. Whether the room has that seat, and whether it is free, is the room's to say.
 */
export function seatOptions(seat: string | null | undefined): Record<string, unknown> | null {
  const text = seat === null || seat === undefined ? 'auto' : String(seat).trim();
  if (text === 'auto' || text === '') return {};
  if (text === 'spectate') return { spectate: true };
  const n = /^[0-9]+$/.test(text) ? parseDecimal(text) : undefined;
  return n === undefined ? null : { seat: n };
}

export class RemoteSource implements ReactiveController {
  readonly #host: RemoteHost;
  readonly #hooks: RemoteHooks;
  #status: OnlineStatus = 'closed';
  /** What the room told this board; the on-demand part (`online/receive.ts`) keeps it as the room speaks. */
  readonly #room: RoomState = { view: null, seat: null, seats: [], log: emptyRecording(), next: 0, replayDocument: null, roomId: null, share: undefined };
  #connection: Connection | null = null;
  /** Each connection attempt has a number: an older one that lands late is closed at once. */
  #attempt = 0;
  #connected = false;
  /** The board was taken off the page (and may come back). */
  #removed = false;
  /** The reconnection token of a connection dropped when the board left the page, to come back with. */
  #parked: string | null = null;
  /** The on-demand part of online play, once loaded (before the first connection). */
  #client: OnlineClient | null = null;
  /** This board came to its room by playing again: the page's own link names the room before. */
  #again = false;

  constructor(host: RemoteHost, hooks: RemoteHooks) {
    this.#host = host;
    this.#hooks = hooks;
    host.addController(this);
  }

  /** Whether the board plays online (`server` is set). */
  get active(): boolean {
    const server = this.#host.server;
    return server !== null && server !== undefined && String(server) !== '';
  }

  get status(): OnlineStatus {
    return this.#status;
  }

  /** The seat's view, or `null` before the first `welcome`. */
  get view(): GameState | null {
    return this.#room.view;
  }

  /** The seat held, or `null` for a spectator (and before joining). */
  get seat(): number | null {
    return this.#room.seat;
  }

  get seats(): readonly SeatStatus[] {
    return this.#room.seats;
  }

  get log(): readonly ReplayStep[] {
    return this.#room.log.steps;
  }

  get roomId(): string | null {
    return this.#room.roomId;
  }

  /**
   * The room's replay as a document the rules read (`parseReplay`, of the checks loaded with the client), for the end screen's download; `null` before
   * the room sent one, or when what it sent is no replay.
   */
  get replayDocument(): Replay | null {
    return this.#room.replayDocument;
  }

  /** The link to this room that the board shows, once it came here by playing again (else the page has its own). */
  get shareShown(): string | undefined {
    return this.#again ? this.#room.share : undefined;
  }

  /** Whether this board may ask its room to play again: a seat's, connected, with the game over. */
  get mayPlayAgain(): boolean {
    return this.#status === 'connected' && this.#room.seat !== null && this.#room.view?.over === true;
  }

  /** Asks the room for a new room for the same seats; every board of the room then moves there (`again`). */
  playAgain(): boolean {
    if (!this.mayPlayAgain || this.#connection === null) return false;
    this.#connection.again();
    return true;
  }

  /** Whether `seat` may play from this board now: its own seat, while connected. */
  mayPlay(seat: number): boolean {
    return this.#status === 'connected' && this.#room.seat === seat;
  }

  hostConnected(): void {
    this.#connected = true;
    // The first connection starts from the first update (`willUpdate`), which sees every input; this is a board
    // put back on the page.
    if (!this.#removed) return;
    this.#removed = false;
    if (!this.active || this.#connection !== null || this.#status !== 'closed') return;
    const parked = this.#parked;
    this.#parked = null;
    if (parked !== null) void this.#reconnect(String(this.#host.server), parked);
    else void this.#open();
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#removed = true;
    // A board taken off the page drops its connection without giving its seat up: put back within the server's
    // reconnection time, it comes back to its seat.
    ++this.#attempt;
    const connection = this.#connection;
    this.#connection = null;
    if (connection !== null) {
      this.#parked = connection.reconnectionToken;
      connection.leave(false);
    }
    this.#setStatus('closed');
  }

  /** From the host's `willUpdate`: a new `server`, `room` or `seat` (or game, for a room to create) connects anew. */
  willUpdate(changed: PropertyValues): void {
    const keys = ['server', 'room', 'seat'];
    if (this.#host.room === 'new') keys.push('schema', 'mode', 'players');
    if (!keys.some((key) => changed.has(key))) return;
    this.#close();
    this.#room.view = null;
    this.#room.log = emptyRecording();
    this.#room.seats = [];
    this.#room.seat = null;
    this.#room.roomId = null;
    this.#room.share = undefined;
    this.#again = false;
    if (this.active && this.#connected) void this.#open();
  }

  /** The room named a new room to play again in: leave this one and take the same seat there (or watch again). */
  #moveTo(server: string, room: string): void {
    if (room === this.#room.roomId) return;
    const seat = this.#room.seat;
    this.#close();
    this.#room.view = null;
    this.#room.log = emptyRecording();
    this.#room.seats = [];
    this.#room.replayDocument = null;
    this.#again = true;
    const opening: Opening = { kind: 'join', room, options: seat === null ? { spectate: true } : { seat } };
    void this.#connect(server, opening, true, ++this.#attempt);
  }

  /** Sends a command for the own seat; returns whether it was sent (its answer comes as a step or a refusal). */
  send(command: Command): boolean {
    if (this.#connection === null || this.#status !== 'connected') return false;
    this.#connection.send(command);
    return true;
  }

  #close(): void {
    ++this.#attempt;
    this.#parked = null;
    const connection = this.#connection;
    this.#connection = null;
    connection?.leave(true);
    this.#setStatus('closed');
  }

  #setStatus(status: OnlineStatus): void {
    if (this.#status === status) return;
    this.#status = status;
    this.#hooks.statusChanged();
    this.#host.requestUpdate();
  }

  /** The first connection: creates the room, or joins it by its id (with this page's seat token when it has one). */
  async #open(): Promise<void> {
    const host = this.#host;
    const server = String(host.server);
    const room = host.room === null || host.room === undefined ? '' : String(host.room).trim();
    if (room === '') {
      this.#hooks.fail('online/no-room', (t) => t.online.noRoom);
      return;
    }
    const seat = seatOptions(host.seat);
    if (seat === null) {
      // No join is tried: the page wrote no seat a room could give.
      const value = String(host.seat).slice(0, QUOTED_SEAT);
      this.#hooks.fail('online/invalid-seat', (t) => t.onlineGame.invalidSeat(value));
      return;
    }
    let opening: Opening;
    if (room === 'new') {
      const modeText = String(host.mode ?? 'normal');
      const mode: Mode = Object.hasOwn(MODES, modeText) ? (modeText as Mode) : 'normal';
      const schema = host.schema ? String(host.schema) : defaultSchema(mode).id;
      const players = parseDecimal(String(host.players ?? '')) ?? MODES[mode].players[0];
      opening = { kind: 'create', options: { schema, mode, seats: players, ...seat } };
    } else {
      const token = seatTokens.get(`${server} ${room}`);
      opening = { kind: 'join', room, options: token !== undefined ? { seatToken: token } : seat };
    }
    await this.#connect(server, opening, room === 'new', ++this.#attempt);
  }

  /** One try at a connection; `attempt` is the number the connection is wanted under (a newer one wins). */
  async #connect(server: string, opening: Opening, created: boolean, attempt: number): Promise<boolean> {
    this.#setStatus(opening.kind === 'reconnect' ? 'reconnecting' : 'connecting');
    try {
      // The room's replay, sent once its game is over, is read by the board's checks: they load with the client.
      const [client] = await Promise.all([this.#client ?? onlineClient(), loadChecks()]);
      this.#client = client;
    } catch {
      if (attempt !== this.#attempt) return false;
      this.#setStatus('closed');
      this.#hooks.fail('board/part-unavailable', (t) => t.loading.partFailed);
      return false;
    }
    const opened = await this.#client.openRoom(server, opening, {
      message: (type, data) => {
        if (attempt === this.#attempt) this.#receive(server, type, data);
      },
      left: (consented) => {
        if (attempt === this.#attempt && !consented) void this.#reconnect(server);
      },
    });
    if (attempt !== this.#attempt) {
      // A newer connection, or none, is wanted now.
      if (opened.ok) opened.value.leave(true);
      return false;
    }
    if (!opened.ok) {
      if (opening.kind !== 'reconnect') {
        const error = opened.error;
        this.#setStatus('closed');
        this.#hooks.fail(error.code, (t) => t.online.cannotJoin(t.online.codes[error.code] ?? error.message));
      }
      return false;
    }
    this.#connection = opened.value;
    this.#room.roomId = opened.value.roomId;
    if (created) {
      const url = new URL(globalThis.location?.href ?? 'http://localhost/');
      url.searchParams.set('room', opened.value.roomId);
      this.#room.share = url.href;
    }
    return true;
  }

  /**
   * Comes back after the connection dropped (or was dropped to resync): a few tries with Colyseus's reconnection
   * token, pausing longer each time; the room's `welcome` then brings the whole view.
   */
  async #reconnect(server: string, token = this.#connection?.reconnectionToken): Promise<void> {
    this.#connection = null;
    if (token === undefined) {
      this.#setStatus('closed');
      return;
    }
    this.#setStatus('reconnecting');
    const attempt = ++this.#attempt;
    for (let tries = 1; tries <= RECONNECT_TRIES; tries++) {
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_PAUSE * tries));
      if (attempt !== this.#attempt || !this.#connected) return;
      if (await this.#connect(server, { kind: 'reconnect', token }, false, attempt)) return;
      if (attempt !== this.#attempt) return;
    }
    this.#setStatus('closed');
    this.#hooks.fail('online/connection-lost', (t) => t.online.lost);
  }

  /** Drops the connection without giving the seat up, and comes back: the room sends the whole view again. */
  #resync(): void {
    this.#setStatus('reconnecting');
    this.#connection?.leave(false);
  }

  /** A message of the room, read by the on-demand part, which changes `#room` through this source. */
  #receive(server: string, type: RoomMessage, data: unknown): void {
    const client = this.#client;
    if (client === null) return;
    client.receive(
      {
        room: this.#room,
        hooks: this.#hooks,
        status: () => this.#status,
        setStatus: (status) => this.#setStatus(status),
        requestUpdate: () => this.#host.requestUpdate(),
        refuse: (path) => this.#refuse(path),
        resync: () => this.#resync(),
        keepToken: (token) => {
          if (this.#room.roomId !== null) seatTokens.set(`${server} ${this.#room.roomId}`, token);
        },
        moveTo: (room) => this.#moveTo(server, room),
        readReplay: (text) => {
          const checks = loadedChecks();
          if (checks === null) return null;
          try {
            const parsed = checks.parseReplay(JSON.parse(text));
            return parsed.ok ? parsed.value : null;
          } catch {
            return null;
          }
        },
      },
      type,
      data,
    );
  }

  #refuse(path: string): void {
    this.#hooks.fail('online/bad-message', (t) => t.online.badMessage(path));
  }

}
