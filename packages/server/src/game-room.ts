/**
 * The room of one game: a thin shell around the rules. It holds the authoritative `GameState`; a command from a
 * client is checked for size, rate, shape (`parseCommand`), seat and rules (`play`), appended to the log, and only
 * then applied and broadcast. Nothing else changes the game.
 * @module
 */
import { createHash } from 'node:crypto';
import { ErrorCode, Protocol, Room, ServerError, matchMaker, type Client, type ClientPrivate } from '@colyseus/core';
import {
  createGame,
  findCatalogueSchema,
  parseCommand,
  parseSchema,
  emptyRecording,
  play,
  record,
  replayGame,
  serializeReplay,
  toReplay,
  viewFor,
  type GameSetup,
  type GameState,
  type Recording,
  type ReplayStep,
  type TargetSchema,
  type ValidationIssue,
} from '@stigmeria/rules';
import { RateLimiter, type MessageLimits } from './guard.js';
import type { GameLog } from './log.js';
import { MESSAGE, ROOM_ERRORS, ROOM_NAME, type AgainMessage, type CreateOptions, type RejectedMessage, type SeatStatus, type StepMessage, type WelcomeMessage } from './protocol.js';
import { drawSeatToken, drawSeed } from './seed.js';

/** What every room of a server shares: where it logs, how it guards, how long a seat waits. */
export interface RoomConfig {
  readonly log: GameLog;
  readonly limits: MessageLimits;
  /** Seconds a dropped seat's holder has to come back before the seat is free. */
  readonly reconnectSeconds: number;
  /** Spectators a room takes beside its seats. */
  readonly maxSpectators: number;
}

interface ClientData {
  /** The client's seat, or null for a spectator. */
  readonly seat: number | null;
  readonly limiter: RateLimiter;
}

interface Seat {
  holder: Client | null;
  /** The SHA-256 of the holder's token, kept in the log so that a restored room knows the holder again. */
  tokenHash: string | null;
  /** The token itself, for the holder's `welcome`; unknown in a restored room until the holder brings it. */
  token: string | null;
  status: SeatStatus;
}

/** How many issues of a malformed command a rejection quotes. */
const MOST_ISSUES = 5;
/** Seconds during which a game being restored is not restored a second time by another client. */
const RESTORE_CLAIM_SECONDS = 30;
const ID_LENGTH = 64;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A refusal of a create or a join: the client's promise rejects with `code: message`. */
function refuse(code: string, message: string): ServerError {
  return new ServerError(ErrorCode.APPLICATION_ERROR, `${code}: ${message}`);
}

/** The target schema a create names: a catalogue id or a whole document. */
function readSchema(input: unknown): TargetSchema {
  if (typeof input === 'string') {
    const found = input.length <= ID_LENGTH ? findCatalogueSchema(input) : undefined;
    if (found === undefined) throw refuse('room/unknown-schema', `No catalogue schema has the id ${JSON.stringify(input.slice(0, ID_LENGTH))}.`);
    return found;
  }
  const parsed = parseSchema(input);
  if (!parsed.ok) {
    const first = parsed.error.issues[0];
    throw refuse(parsed.error.code, first === undefined ? parsed.error.message : `${first.path} ${first.code}: ${first.message}`);
  }
  return parsed.value;
}

/** A game's setup from a client's create options, with a seed nobody can guess. */
function readSetup(options: Record<string, unknown>): GameSetup {
  const schema = readSchema(options['schema']);
  const extra = options['options'];
  const joker = isRecord(extra) ? extra['joker'] : undefined;
  if (joker !== undefined && typeof joker !== 'boolean') throw refuse('setup/options', 'options.joker is true or false.');
  const seats = options['seats'];
  if (typeof seats !== 'number' || !Number.isInteger(seats)) throw refuse('setup/players', 'seats is a whole number of players.');
  return { schema, mode: options['mode'] as GameSetup['mode'], players: seats, seed: drawSeed(), options: { joker: joker === true } };
}

/** The state a log's steps lead to, checked step by step against the rules (`replayGame`). */
function replayLogged(setup: GameSetup, recorded: readonly ReplayStep[]): GameState {
  const replayed = replayGame(toReplay(setup, recorded));
  if (!replayed.ok) throw refuse('room/log-corrupt', `The log does not replay: ${replayed.error.code}.`);
  return replayed.value;
}

/**
 * The room type. A server defines it through `gameRoomType(config)`, which binds the shared configuration;
 * clients create rooms with `CreateOptions` and join them with `JoinOptions` (`protocol.ts`).
 */
export abstract class GameRoom extends Room {
  protected abstract readonly config: RoomConfig;

  private setup!: GameSetup;
  private game!: GameState;
  /** Every accepted step, undos included, as the log holds them. */
  private steps: ReplayStep[] = [];
  /** The steps of the game's history (`record`): the replay's. */
  private recorded: Recording = emptyRecording();
  private seats: Seat[] = [];
  /** Commands are handled one after the other, each waiting for its log append. */
  private queue: Promise<void> = Promise.resolve();
  /** The room made to play again, once a seat asked for one: every later ask gets the same. */
  private again: Promise<string> | null = null;

  /** Sets the game up from `CreateOptions`, or builds it again from its log (`restore`). */
  override async onCreate(input: unknown): Promise<void> {
    const options = isRecord(input) ? input : {};
    const restore = options['restore'];
    if (restore !== undefined) {
      if (typeof restore !== 'string' || restore.length === 0 || restore.length > ID_LENGTH) throw refuse('room/unknown', 'restore names a room id.');
      await this.restore(restore);
    } else {
      const setup = readSetup(options);
      const created = createGame(setup);
      if (!created.ok) throw refuse(created.error.code, created.error.message);
      this.setup = setup;
      this.game = created.value;
      this.seats = this.game.players.map(() => ({ holder: null, tokenHash: null, token: null, status: 'open' }));
      await this.config.log.start(this.roomId, setup, this.seats.length);
    }
    this.maxClients = this.seats.length + this.config.maxSpectators;
    // Public listing data only: never the seed.
    await this.setMetadata({ mode: this.setup.mode, schema: this.setup.schema.id, seats: this.seats.length });
    this.onMessage(MESSAGE.command, (client, message) => this.receive(client, message));
    this.onMessage(MESSAGE.again, (client) => void this.playAgain(client));
    this.onMessage('*', (client, type) => this.reject(client, ROOM_ERRORS.unknownType, `No message is called ${JSON.stringify(String(type).slice(0, ID_LENGTH))}.`));
  }

  /** Builds the game again from its log, under its old id, after the process that held it died. */
  private async restore(roomId: string): Promise<void> {
    const logged = await this.config.log.read(roomId);
    if (logged === undefined) throw refuse('room/unknown', `No game is logged as ${roomId}.`);
    if (!(await this.config.log.claimRestore(roomId, logged.steps.length, RESTORE_CLAIM_SECONDS))) {
      throw refuse('room/restoring', `Room ${roomId} is being restored already: join it by its id.`);
    }
    this.roomId = roomId;
    this.setup = logged.setup;
    this.steps = logged.steps.slice();
    this.recorded = this.steps.reduce(record, emptyRecording());
    this.game = replayLogged(this.setup, this.recorded.steps);
    this.seats = logged.seats.map((tokenHash) => ({ holder: null, tokenHash, token: null, status: tokenHash === null ? 'open' : 'away' }));
    // A holder who does not come back within the reconnection time gives the seat up, as after a drop.
    this.clock.setTimeout(() => {
      this.seats.forEach((seat, i) => {
        if (seat.holder === null && seat.tokenHash !== null) void this.freeSeat(i);
      });
    }, this.config.reconnectSeconds * 1000);
  }

  /** Seats the client as its `JoinOptions` ask, or lets it watch, and sends it its `welcome`. */
  override async onJoin(client: Client, input: unknown): Promise<void> {
    const options = isRecord(input) ? input : {};
    const seat = await this.takeSeat(client, options);
    const data: ClientData = { seat, limiter: new RateLimiter(this.config.limits, Date.now()) };
    client.userData = data;
    this.welcome(client);
    if (seat !== null) this.broadcastSeats();
  }

  /** The seat a joining client asks for, or null to watch; throws a refusal the client sees. */
  private async takeSeat(client: Client, options: Record<string, unknown>): Promise<number | null> {
    if (options['spectate'] === true) return null;
    const token = options['seatToken'];
    if (token !== undefined) {
      const tokenHash = typeof token === 'string' && token.length <= ID_LENGTH ? hash(token) : '';
      const index = this.seats.findIndex((s) => s.tokenHash === tokenHash);
      const seat = this.seats[index];
      if (seat === undefined) throw refuse('seat/unknown-token', 'No seat of this room has that token.');
      if (seat.holder !== null) throw refuse('seat/taken', `Seat ${index} is held by a connected client.`);
      seat.holder = client;
      seat.token = token as string;
      seat.status = 'present';
      return index;
    }
    const asked = options['seat'];
    if (asked !== undefined && (typeof asked !== 'number' || this.seats[asked] === undefined)) {
      throw refuse('seat/unknown', `This room has seats 0 to ${this.seats.length - 1}.`);
    }
    const index = asked === undefined ? this.seats.findIndex((s) => s.status === 'open') : (asked as number);
    if (index < 0) return null;
    const seat = this.seats[index]!;
    if (seat.status !== 'open') throw refuse('seat/taken', `Seat ${index} is taken.`);
    const fresh = drawSeatToken();
    seat.holder = client;
    seat.token = fresh;
    seat.tokenHash = hash(fresh);
    seat.status = 'present';
    try {
      await this.config.log.setSeat(this.roomId, index, seat.tokenHash);
    } catch {
      Object.assign(seat, { holder: null, token: null, tokenHash: null, status: 'open' });
      throw refuse(ROOM_ERRORS.logUnavailable, 'The game log cannot be written.');
    }
    return index;
  }

  /** Frees a seat left on purpose; keeps a dropped one away until its holder reconnects or the time runs out. */
  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const index = (client.userData as ClientData | undefined)?.seat;
    if (index === null || index === undefined) return;
    const seat = this.seats[index]!;
    if (seat.holder !== client) return;
    if (consented) {
      await this.freeSeat(index);
      return;
    }
    seat.status = 'away';
    this.broadcastSeats();
    try {
      const back = await this.allowReconnection(client, this.config.reconnectSeconds);
      seat.holder = back;
      seat.status = 'present';
      // Steps sent while the client was away are lost: it starts again from a full view.
      this.welcome(back);
      this.broadcastSeats();
    } catch {
      if (seat.holder === client) await this.freeSeat(index);
    }
  }

  private async freeSeat(index: number): Promise<void> {
    Object.assign(this.seats[index]!, { holder: null, token: null, tokenHash: null, status: 'open' });
    this.broadcastSeats();
    // A log out of reach keeps the old holder's hash: at worst the seat can still be taken back by its token.
    await this.config.log.setSeat(this.roomId, index, null).catch(() => undefined);
  }

  /** A finished game leaves the log with its room; an unfinished one stays there, to be restored. */
  override async onDispose(): Promise<void> {
    if (this.game?.over === true) await this.config.log.forget(this.roomId).catch(() => undefined);
  }

  /**
   * Every message passes here before Colyseus reads it: one too large, or over the sender's rate, is refused
   * unread; one that cannot be read is refused instead of thrown.
   */
  protected override _onMessage(client: Client & ClientPrivate, buffer: Buffer): void {
    try {
      const code = buffer[0];
      if (code === Protocol.ROOM_DATA || code === Protocol.ROOM_DATA_BYTES) {
        const data = client.userData as ClientData | undefined;
        if (data !== undefined && !data.limiter.take(Date.now())) {
          this.reject(client, ROOM_ERRORS.rateLimited, `At most ${this.config.limits.perSecond} messages a second.`);
          return;
        }
        if (buffer.byteLength > this.config.limits.maxBytes) {
          this.reject(client, ROOM_ERRORS.tooLarge, `A message holds at most ${this.config.limits.maxBytes} bytes.`);
          return;
        }
      }
      super._onMessage(client, buffer);
    } catch {
      this.reject(client, ROOM_ERRORS.unreadable, 'The message could not be read.');
    }
  }

  private receive(client: Client, message: unknown): void {
    this.queue = this.queue.then(() => this.handle(client, message)).catch(() => undefined);
  }

  /** One command: checked for shape, seat and rules, logged, then applied and broadcast. */
  private async handle(client: Client, message: unknown): Promise<void> {
    const seat = (client.userData as ClientData | undefined)?.seat ?? null;
    if (seat === null) return this.reject(client, ROOM_ERRORS.spectator, 'A spectator cannot play.');
    const parsed = parseCommand(message);
    if (!parsed.ok) return this.reject(client, parsed.error.code, parsed.error.message, parsed.error.issues);
    const command = parsed.value;
    if (command.player !== seat) return this.reject(client, ROOM_ERRORS.notYours, `You hold seat ${seat}, not seat ${command.player}.`);
    const played = play(this.game, command);
    if (!played.ok) return this.reject(client, played.error.code, played.error.message);
    const step: ReplayStep = { command, events: played.value.events };
    try {
      await this.config.log.append(this.roomId, step);
    } catch {
      return this.reject(client, ROOM_ERRORS.logUnavailable, 'The game log cannot be written: the step is not played.');
    }
    this.game = played.value.state;
    this.steps.push(step);
    this.recorded = record(this.recorded, step);
    const sent: StepMessage = { index: this.steps.length - 1, command, events: step.events };
    this.broadcast(MESSAGE.step, sent);
    if (this.game.over) this.broadcast(MESSAGE.ended, { replay: this.replay() });
  }

  /**
   * A seat asks to play again once the game is over: one new room for the same schema, mode, seats and options,
   * with a new seed (its own create draws one), made once; its id goes to every client, each of which joins it in
   * the seat it held here.
   */
  private async playAgain(client: Client): Promise<void> {
    const seat = (client.userData as ClientData | undefined)?.seat ?? null;
    if (seat === null) return this.reject(client, ROOM_ERRORS.spectator, 'A spectator cannot start a game.');
    if (!this.game.over) return this.reject(client, ROOM_ERRORS.notOver, 'The game is not over yet.');
    const options: CreateOptions = { schema: this.setup.schema, mode: this.setup.mode, seats: this.seats.length, options: { joker: this.game.options.joker } };
    this.again ??= matchMaker.createRoom(ROOM_NAME, options).then((made) => made.roomId);
    let room: string;
    try {
      room = await this.again;
    } catch {
      this.again = null;
      return this.reject(client, ROOM_ERRORS.logUnavailable, 'No room could be made to play again.');
    }
    const sent: AgainMessage = { room };
    this.broadcast(MESSAGE.again, sent);
  }

  private reject(client: Client, code: string, message: string, issues?: readonly ValidationIssue[]): void {
    const sent: RejectedMessage = issues === undefined ? { code, message } : { code, message, issues: issues.slice(0, MOST_ISSUES) };
    client.send(MESSAGE.rejected, sent);
  }

  /** The game for one client: its seat's view, or for a spectator the view of no seat (`viewFor(state, -1)`). */
  private welcome(client: Client): void {
    const seat = (client.userData as ClientData).seat;
    const sent: WelcomeMessage = {
      seat,
      seatToken: seat === null ? null : this.seats[seat]!.token,
      view: viewFor(this.game, seat ?? -1),
      steps: this.steps.length,
      seats: this.seatStatuses(),
      replay: this.game.over ? this.replay() : null,
    };
    client.send(MESSAGE.welcome, sent);
  }

  private seatStatuses(): SeatStatus[] {
    return this.seats.map((s) => s.status);
  }

  private broadcastSeats(): void {
    this.broadcast(MESSAGE.seats, { seats: this.seatStatuses() });
  }

  /** The replay document, seed included: only ever built once the game is over. */
  private replay(): string {
    return serializeReplay(toReplay(this.setup, this.recorded.steps));
  }
}

/** The room class a server defines: `GameRoom` bound to the server's configuration. */
export function gameRoomType(config: RoomConfig): new () => GameRoom {
  return class ConfiguredGameRoom extends GameRoom {
    protected override readonly config = config;
  };
}
