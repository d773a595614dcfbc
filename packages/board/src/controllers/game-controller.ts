/**
 * The game a board plays: started from a setup, advanced only through the rules (`playCommand` for the commands
 * the board built, the checked `play` for one from outside: the caller names the rule, so that this module carries
 * no rules of commands and a board's first download draws its game without them), logged with `record`. It never
 * decides a rule itself.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  emptyRecording,
  record,
  startGame,
  type Command,
  type GameEvent,
  type GameSetup,
  type GameState,
  type Recording,
  type ReplayStep,
  type Result,
  type RuleError,
} from '@stigmeria/rules/view';
import type { Played } from '@stigmeria/rules/engine';

/** How the rules play a command: `playCommand` for one the board built, the checked `play` for one from outside. */
export type PlayRule = (state: GameState, command: Command) => Result<Played, RuleError>;

/** What playing a command gave. */
export interface Applied {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** The controller's own refusal, before the rules are asked: there is no game to play in. */
export interface NoGameError {
  readonly code: 'board/no-game';
  readonly message: string;
}

/** Owns one game: its setup, state and log. */
export class GameController implements ReactiveController {
  #host: ReactiveControllerHost | null;
  #setup: GameSetup | null = null;
  #state: GameState | null = null;
  #initial: GameState | null = null;
  #log: Recording = emptyRecording();

  constructor(host?: ReactiveControllerHost) {
    this.#host = host ?? null;
    host?.addController(this);
  }

  hostConnected(): void {}

  /** The setup of the current game, or `null` before one was created. */
  get setup(): GameSetup | null {
    return this.#setup;
  }

  /** The state of the current game, or `null` before one was created. */
  get state(): GameState | null {
    return this.#state;
  }

  /** The first state of the current game, as `createGame` made it: with the log, every later state replays from it. */
  get initial(): GameState | null {
    return this.#initial;
  }

  /** The steps played so far (undone steps are dropped). */
  get log(): readonly ReplayStep[] {
    return this.#log.steps;
  }

  /**
   * Starts a new game. Its schema is a `TargetSchema` already: a catalogue schema, or one that `parseSchema` read
   * (the rules' `startGame` does not check it again). On failure the current game is kept.
   */
  create(setup: GameSetup): Result<GameState, RuleError> {
    const created = startGame(setup);
    if (created.ok) {
      this.#setup = setup;
      this.#state = created.value;
      this.#initial = created.value;
      this.#log = emptyRecording();
      this.#host?.requestUpdate();
    }
    return created;
  }

  /**
   * Plays a command through a rule of `@stigmeria/rules`; on success the state and the log move on. `playCommand`
   * (of `@stigmeria/rules/engine`) plays a command the caller built from `legalActions` (every rule, not the check of
   * its shape); the rules' checked `play` plays a command from outside.
   */
  play(command: Command, rule: PlayRule): Result<Applied, RuleError | NoGameError> {
    if (this.#state === null) return { ok: false, error: { code: 'board/no-game', message: 'No game.' } };
    const result = rule(this.#state, command);
    if (!result.ok) return result;
    this.#state = result.value.state;
    this.#log = record(this.#log, { command, events: result.value.events });
    this.#host?.requestUpdate();
    return { ok: true, value: { state: result.value.state, events: result.value.events } };
  }

  /** Takes back a player's last step (R22), through `rule` as `play` does. */
  undo(player: number, rule: PlayRule): Result<Applied, RuleError | NoGameError> {
    return this.play({ type: 'undo', player }, rule);
  }

  /** Starts the current setup again. */
  reset(): Result<GameState, RuleError | NoGameError> {
    if (this.#setup === null) return { ok: false, error: { code: 'board/no-game', message: 'No game.' } };
    return this.create(this.#setup);
  }
}
