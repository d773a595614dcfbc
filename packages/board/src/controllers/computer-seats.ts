/**
 * Computer players: the `bots` attribute gives seats to the bots of `@stigmeria/solver`, as `seat=level` pairs
 * with seats counted from 0 (`bots="1=medium,2=strong"`, the form of the CLI's `--bots`). After each update, the
 * first bot seat with a command to give (other than `undo`) plays one after a short pause (`bot-delay`), so that a
 * person sees each move land, slide and join the log as a person's would: the command goes through the element's
 * own `play`. A bot chooses from its seat's view only (`viewFor`): it never sees a bag's order or the seed.
 *
 * The bots think in a worker of their own (`stigmeria-bot-worker.js` in the CDN build) or, where the page cannot
 * run it, on the main thread in slices with the solver's file loaded on demand (see `bot-thinking.ts`); pages
 * without `bots` fetch neither. Each choice is one bounded search (`BOT_BUDGET_MS` of positions on one core); while
 * it runs the seat's panel says the computer is thinking, and the page keeps its frames and input. The `bots` value is read by the solver's `parseBotSeats` (a small module
 * of its own, in the board's file): one that names no seat of the game, a seat twice, or a level the solver does not
 * have is refused with `board/invalid-bots`, and no seat is a computer's.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { legalActions, viewFor, type Command, type GameState } from '@stigmeria/rules/engine';
import { parseBotSeats, type BotLevel } from '@stigmeria/solver';
import type { BotThinker } from '../bot-thinking.js';
import { parseDecimal } from '../decimal.js';
import { SLICE_MS, yieldToPage } from '../yield-to-page.js';
import type { Strings } from '../i18n.js';

/** The pause before each command of a bot, in milliseconds, when `bot-delay` is not set. */
export const BOT_DELAY_MS = 700;
/**
 * The search budget of one choice of a bot in the element, in milliseconds of positions on one core: the solver's
 * default, since the choice runs in a worker or in slices and the page keeps its frames meanwhile.
 */
export const BOT_BUDGET_MS = 200;
/** The longest `bot-delay` read, in milliseconds: a longer one is refused. */
const LONGEST_DELAY_MS = 60_000;

/** The inputs of the board that say which seats are the computer's. */
export interface ComputerHost extends ReactiveControllerHost {
  readonly bots: string | null;
  readonly botDelay: string | null;
}

/** What the board gives the bots. */
export interface ComputerHooks {
  /** The game the bots play in, or `null` when the board shows a replay, an online room, or lets nobody play. */
  readonly game: () => GameState | null;
  /** Plays a command as the board plays a person's: returns whether it was applied. */
  readonly play: (command: Command) => boolean;
  readonly fail: (code: string, text: (t: Strings, lang: string) => string) => void;
  /** Something is on its way that `updateComplete` waits for. */
  readonly track: (loading: Promise<unknown>) => void;
}

/** The seats a `bots` value gives, by seat, with their level. */
type Seats = ReadonlyMap<number, BotLevel>;

/** Plays the computer's seats of the board's own game. */
export class ComputerSeats implements ReactiveController {
  readonly #host: ComputerHost;
  readonly #hooks: ComputerHooks;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** Counts the times the board left the page: a choice begun before is not played. */
  #connection = 0;
  /** Whether a choice is under way (its files loading, or the bot thinking): no other starts meanwhile. */
  #choosing = false;
  /** The seat whose bot is thinking, while it does. */
  #thinking: number | undefined;
  /** Made on the first choice: its module (the worker's making, the slices) is a chunk of its own, loaded then. */
  #thinker: BotThinker | undefined;
  /** The `bots` value and the seat count the seats were read for, and what was read. */
  #read: { readonly value: string | null; readonly count: number; readonly seats: Seats } = { value: null, count: 0, seats: new Map() };

  constructor(host: ComputerHost, hooks: ComputerHooks) {
    this.#host = host;
    this.#hooks = hooks;
    host.addController(this);
  }

  /** Whether the bot of `seat` is thinking now: its panel says so. */
  thinking(seat: number): boolean {
    return this.#thinking === seat;
  }

  /** Whether `seat` is played by the computer: the board offers a person none of its commands. */
  has(seat: number): boolean {
    return this.#read.seats.has(seat);
  }

  /** The level of the bot that plays `seat`, or `undefined` for a person's seat. */
  levelOf(seat: number): BotLevel | undefined {
    return this.#read.seats.get(seat);
  }

  /** Before each render: the seats `bots` gives in this game, so that the panels mark them. */
  hostUpdate(): void {
    const game = this.#hooks.game();
    if (game !== null) this.#seatsFor(game);
  }

  /** After each render (the seats read before it): the next move of a computer's seat, if one has a command to give. */
  hostUpdated(): void {
    const game = this.#hooks.game();
    if (game === null) {
      this.#stop();
      return;
    }
    if (this.#timer !== undefined || this.#choosing || game.over || this.#seatToPlay(game) === undefined) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#hooks.track(this.#playOne());
    }, this.#delay());
  }

  /** Back on the page: an update, whose end schedules the next choice that leaving the page dropped. */
  hostConnected(): void {
    this.#host.requestUpdate();
  }

  hostDisconnected(): void {
    this.#stop();
    // A choice under way is dropped: in the worker it ends now, in slices at the next slice.
    this.#connection++;
    this.#thinker?.close();
  }

  #stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** Reads `bots` again when it or the game's seat count changed; a refused value leaves no computer seat. */
  #seatsFor(game: GameState): void {
    // Unset, a declared property of the element reads undefined: no computer seat, as null.
    const value = this.#host.bots ?? null;
    const count = game.players.length;
    if (this.#read.value === value && this.#read.count === count) return;
    const read = value === null ? null : parseBotSeats(value, count);
    this.#read = { value, count, seats: read?.ok === true ? read.value : new Map() };
    if (read?.ok === false) this.#refuse(value!);
  }

  #refuse(value: string): void {
    this.#hooks.fail('board/invalid-bots', (t) => t.computer.invalid(value));
  }

  /** The first computer seat, in seat order, with a command to give other than `undo`. */
  #seatToPlay(game: GameState): number | undefined {
    for (const seat of this.#read.seats.keys()) {
      if (legalActions(game, seat).some((c) => c.type !== 'undo')) return seat;
    }
    return undefined;
  }

  #delay(): number {
    const value = this.#host.botDelay ?? null;
    const ms = value === null ? undefined : parseDecimal(value);
    return ms === undefined || ms < 0 || ms > LONGEST_DELAY_MS ? BOT_DELAY_MS : ms;
  }

  /** The board's thinker, its module loaded on the first choice; when it does not load, one that has no answer. */
  async #thinkerOf(): Promise<Pick<BotThinker, 'ready' | 'choose'>> {
    try {
      this.#thinker ??= new (await import('../bot-thinking.js')).BotThinker();
      return this.#thinker;
    } catch {
      return { ready: () => Promise.resolve(), choose: () => Promise.resolve({ ok: false, why: 'unavailable' }) };
    }
  }

  /**
   * Chooses the next command of the seat to play from its view, in a worker or in slices (`BotThinker`), and plays
   * it if the game is still where it was: a person's undo, a reset or another game meanwhile drops the choice, and
   * the update that follows schedules the next one.
   */
  async #playOne(): Promise<void> {
    const game = this.#hooks.game();
    if (game === null || game.over) return;
    const seat = this.#seatToPlay(game);
    if (seat === undefined) return;
    const level = this.#read.seats.get(seat)!;
    const connection = this.#connection;
    const wanted = (): boolean => this.#connection === connection && this.#hooks.game() === game;
    this.#choosing = true;
    const thinker = await this.#thinkerOf();
    await thinker.ready();
    // Said from the moment the choice starts: on the main thread, its first slice runs in this task.
    this.#thinking = seat;
    this.#host.requestUpdate();
    const thought = await thinker.choose(viewFor(game, seat), seat, { level, seed: `bot-${seat}`, budgetMs: BOT_BUDGET_MS }, {
      sliceMs: SLICE_MS,
      turn: () => yieldToPage().then(wanted),
    });
    this.#thinking = undefined;
    this.#choosing = false;
    // Off the page, the board's next update (when it is back) schedules the next choice.
    if (this.#connection !== connection) return;
    this.#host.requestUpdate();
    if (!thought.ok) {
      if (thought.why === 'unavailable') this.#hooks.fail('board/bots-unavailable', (t) => t.computer.unavailable);
      return;
    }
    // The next command, if any, is scheduled by the update this play causes. A command the board refuses (none
    // should be: it is one of legalActions) leaves the bot waiting for the next update rather than retrying it.
    if (thought.command !== null && wanted()) this.#hooks.play(thought.command);
  }
}
