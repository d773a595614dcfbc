/**
 * A client of a game room through `colyseus.js`, as a remote seat would be one: it keeps its view in step by
 * folding each step's events into it with `evolve`, records everything the room sends, and can play by itself,
 * picking from `legalActions` of its own view.
 */
import { Client, type Room } from 'colyseus.js';
import { evolve, legalActions, type Command, type GameState } from '@stigmeria/rules';
import {
  MESSAGE,
  type AgainMessage,
  ROOM_ERRORS,
  ROOM_NAME,
  type CreateOptions,
  type EndedMessage,
  type JoinOptions,
  type RejectedMessage,
  type SeatStatus,
  type SeatsMessage,
  type StepMessage,
  type WelcomeMessage,
} from '../../src/index.js';

/** How long a test waits for one thing the room should send. */
export const WAIT_MS = 10_000;
/** How long a scripted player waits after the room said it sends too fast. */
const RATE_PAUSE_MS = 100;

/** A small seeded generator for the scripted players' choices, so that a failing game can be played again. */
export function choices(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s;
  };
}

export class Player {
  view: GameState;
  seat: number | null;
  seatToken: string | null;
  seats: readonly SeatStatus[];
  replay: string | null;
  /** The next step index the view expects. */
  next: number;
  readonly welcomes: WelcomeMessage[] = [];
  readonly steps: StepMessage[] = [];
  readonly rejections: RejectedMessage[] = [];
  readonly seatHistory: (readonly SeatStatus[])[] = [];
  /** The rooms the room named to play again in (`again`). */
  readonly agains: string[] = [];
  left: number | null = null;
  private readonly watchers = new Set<() => void>();
  private autoplay: { readonly pick: () => number; waiting: boolean } | null = null;

  private constructor(
    readonly client: Client,
    public room: Room,
    welcome: WelcomeMessage,
  ) {
    this.view = welcome.view;
    this.seat = welcome.seat;
    this.seatToken = welcome.seatToken;
    this.seats = welcome.seats;
    this.replay = welcome.replay;
    this.next = welcome.steps;
    this.welcomes.push(welcome);
    this.listen(room);
  }

  static async create(url: string, options: CreateOptions & JoinOptions): Promise<Player> {
    const client = new Client(url);
    return Player.connect(client, () => client.create(ROOM_NAME, options));
  }

  static async join(url: string, roomId: string, options: JoinOptions = {}): Promise<Player> {
    const client = new Client(url);
    return Player.connect(client, () => client.joinById(roomId, options));
  }

  /** Connects and waits for the room's welcome, which Colyseus delivers once the join is complete. */
  private static async connect(client: Client, open: () => Promise<Room>): Promise<Player> {
    const room = await open();
    return firstWelcome(room, (welcome) => new Player(client, room, welcome));
  }

  /** Comes back after a drop with Colyseus's reconnection token. */
  async reconnect(): Promise<void> {
    const before = this.welcomes.length;
    this.room = await this.client.reconnect(this.room.reconnectionToken);
    this.left = null;
    this.listen(this.room);
    await this.until(() => this.welcomes.length > before, 'a welcome after reconnecting');
  }

  /** The port of the process whose room this client is connected to (its WebSocket's address). */
  hostPort(): number {
    const connection = this.room.connection as unknown as { transport: { ws: { url: string } } };
    return Number(new URL(connection.transport.ws.url).port);
  }

  /**
   * Comes back to its seat after the process that held its room died: joins the room by its id through `url`
   * (the other process's matchmaking finds the dead one and drops its rooms), or else creates it again from the
   * log (`restore`), or, when another client restores it first, joins that. Bounded in tries.
   */
  async comeBack(url: string, roomId: string, tries = 10): Promise<void> {
    const client = new Client(url);
    const token = this.seat === null ? {} : { seatToken: this.seatToken ?? undefined };
    const join = this.seat === null ? { spectate: true } : token;
    if (this.autoplay !== null) this.autoplay.waiting = false;
    for (let attempt = 0; attempt < tries; attempt++) {
      for (const open of [() => client.joinById(roomId, join), () => client.create(ROOM_NAME, { restore: roomId, ...join })]) {
        try {
          const room = await open();
          await firstWelcome(room, (welcome) => {
            this.room = room;
            this.left = null;
            this.welcomeFrom(welcome);
            this.listen(room);
          });
          this.changed();
          return;
        } catch {
          // The dead process is not dropped yet, or another client restores the room right now: try again.
        }
      }
    }
    throw new Error(`seat ${this.seat}: could not come back to room ${roomId}`);
  }

  /** Waits until `condition` holds, checked after every message; fails after `ms` with `what`. */
  until(condition: () => boolean, what: string, ms = WAIT_MS): Promise<void> {
    if (condition()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.watchers.delete(check);
        reject(new Error(`seat ${this.seat}: no ${what} within ${ms} ms`));
      }, ms);
      const check = () => {
        if (!condition()) return;
        clearTimeout(timer);
        this.watchers.delete(check);
        resolve();
      };
      this.watchers.add(check);
    });
  }

  send(command: unknown): void {
    this.room.send(MESSAGE.command, command);
  }

  /** The first command its view offers it, or null. */
  anyLegalOrNull(): Command | null {
    const legal = this.seat === null ? [] : legalActions(this.view, this.seat);
    return legal.find((c) => c.type !== 'undo') ?? null;
  }

  /** The first command its view offers it, for tests that need any legal step. */
  anyLegal(): Command {
    const command = this.anyLegalOrNull();
    if (command === null) throw new Error(`seat ${this.seat} has nothing to play`);
    return command;
  }

  /** Plays by itself from now on: whenever its view offers it a command, it sends one and waits for the answer. */
  play(seed: number): void {
    this.autoplay = { pick: choices(seed), waiting: false };
    this.act();
  }

  private act(): void {
    const auto = this.autoplay;
    if (auto === null || auto.waiting || this.seat === null || this.view.over || this.left !== null) return;
    const legal = legalActions(this.view, this.seat).filter((c) => c.type !== 'undo');
    if (legal.length === 0) return;
    const endTurn = legal.find((c) => c.type === 'end-turn');
    const command: Command = endTurn !== undefined && auto.pick() % 4 === 0 ? endTurn : legal[auto.pick() % legal.length]!;
    auto.waiting = true;
    this.send(command);
  }

  private welcomeFrom(welcome: WelcomeMessage): void {
    this.welcomes.push(welcome);
    this.view = welcome.view;
    this.seat = welcome.seat;
    this.seatToken = welcome.seatToken ?? this.seatToken;
    this.seats = welcome.seats;
    this.replay = welcome.replay;
    this.next = welcome.steps;
  }

  private listen(room: Room): void {
    room.onMessage(MESSAGE.welcome, (welcome: WelcomeMessage) => {
      if (!this.welcomes.includes(welcome)) this.welcomeFrom(welcome);
      this.changed();
    });
    room.onMessage(MESSAGE.step, (step: StepMessage) => {
      if (step.index !== this.next) throw new Error(`seat ${this.seat}: step ${step.index} arrived, expected ${this.next}`);
      this.steps.push(step);
      this.view = step.events.reduce(evolve, this.view);
      this.next += 1;
      if (this.autoplay !== null && step.command.player === this.seat) this.autoplay.waiting = false;
      this.changed();
    });
    room.onMessage(MESSAGE.seats, (message: SeatsMessage) => {
      this.seats = message.seats;
      this.seatHistory.push(message.seats);
      this.changed();
    });
    room.onMessage(MESSAGE.rejected, (message: RejectedMessage) => {
      this.rejections.push(message);
      const auto = this.autoplay;
      if (auto !== null && message.code === ROOM_ERRORS.rateLimited) {
        // Over the room's rate: try again a little later, as a person would.
        setTimeout(() => {
          auto.waiting = false;
          this.act();
        }, RATE_PAUSE_MS);
      } else if (auto !== null) auto.waiting = false;
      this.changed();
    });
    room.onMessage(MESSAGE.ended, (message: EndedMessage) => {
      this.replay = message.replay;
      this.changed();
    });
    room.onMessage(MESSAGE.again, (message: AgainMessage) => {
      this.agains.push(message.room);
      this.changed();
    });
    room.onLeave((code) => {
      this.left = code;
      this.changed();
    });
  }

  private changed(): void {
    for (const watcher of [...this.watchers]) watcher();
    this.act();
  }
}

/**
 * Waits (bounded) for the welcome a room sends on joining, and hands it to `take` at once, inside the message's
 * own callback, so that `take` can listen for what follows before any later message is read.
 */
function firstWelcome<T>(room: Room, take: (welcome: WelcomeMessage) => T): Promise<T> {
  return new Promise((resolve, reject) => {
    let done = false;
    const timer = setTimeout(() => reject(new Error('no welcome within the wait')), WAIT_MS);
    room.onMessage(MESSAGE.welcome, (welcome: WelcomeMessage) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(take(welcome));
    });
  });
}
