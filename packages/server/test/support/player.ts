/**
 * A client of a game room through `colyseus.js`, as a remote seat would be one: it keeps its view in step by
 * folding each step's events into it with `evolve`, records everything the room sends, and can play by itself,
 * picking from `legalActions` of its own view.
 */
import { Client, type Room } from 'colyseus.js';
import { evolve, legalActions, type Command, type GameState } from '@stigmeria/rules';
import {
  MESSAGE,
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
    const welcome = await firstWelcome(room);
    return new Player(client, room, welcome);
  }

  /** Comes back after a drop with Colyseus's reconnection token. */
  async reconnect(): Promise<void> {
    const before = this.welcomes.length;
    this.room = await this.client.reconnect(this.room.reconnectionToken);
    this.left = null;
    this.listen(this.room);
    await this.until(() => this.welcomes.length > before, 'a welcome after reconnecting');
  }

  /** Comes back into a room by its id with the seat token, as after a restore. */
  async rejoin(url: string, roomId: string): Promise<void> {
    const client = new Client(url);
    this.room = await client.joinById(roomId, { seatToken: this.seatToken ?? undefined });
    this.left = null;
    this.welcomeFrom(await firstWelcome(this.room));
    this.listen(this.room);
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

  /** The first command its view offers it, for tests that need any legal step. */
  anyLegal(): Command {
    const legal = this.seat === null ? [] : legalActions(this.view, this.seat);
    const command = legal.find((c) => c.type !== 'undo');
    if (command === undefined) throw new Error(`seat ${this.seat} has nothing to play`);
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
      if (this.welcomes.at(-1) !== welcome) this.welcomeFrom(welcome);
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

/** The welcome a room sends on joining, waited for with a bound. */
function firstWelcome(room: Room): Promise<WelcomeMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no welcome within the wait')), WAIT_MS);
    room.onMessage(MESSAGE.welcome, (welcome: WelcomeMessage) => {
      clearTimeout(timer);
      resolve(welcome);
    });
  });
}
