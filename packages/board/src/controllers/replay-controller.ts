/**
 * A cursor over a replay. The state at every step is computed once when the replay is loaded (by folding the
 * rules' `play` over the steps), so moving the cursor is an array lookup.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameState, Replay, ReplayError, Result } from '@stigmeria/rules';
import type { CheckedReplay } from './replay-slices.js';

/**
 * The rules' `replayStates`: the check of a replay document and the state at every step. The board's checks load on
 * demand (`load-checks.ts`), so the caller hands it over.
 */
export type ReplayCheck = (input: unknown) => Result<CheckedReplay, ReplayError>;

/** Replay speeds offered, in steps per second. */
export const SPEEDS: readonly number[] = [0.5, 1, 2, 4, 8];

/** Owns a loaded replay and its cursor. */
export class ReplayController implements ReactiveController {
  #host: ReactiveControllerHost | null;
  #replay: Replay | null = null;
  #states: readonly GameState[] = [];
  #cursor = 0;
  #speed = 1;
  #timer: ReturnType<typeof setInterval> | null = null;
  /** Called whenever the cursor moves (by a call or by the timer). */
  onStep: ((step: number, total: number) => void) | null = null;

  constructor(host?: ReactiveControllerHost, onStep?: (step: number, total: number) => void) {
    this.#host = host ?? null;
    this.onStep = onStep ?? null;
    host?.addController(this);
  }

  hostDisconnected(): void {
    this.pause();
  }

  /** The loaded replay, or `null`. */
  get replay(): Replay | null {
    return this.#replay;
  }

  /** The number of steps. */
  get total(): number {
    return this.#replay?.steps.length ?? 0;
  }

  /** How many steps are applied (0 = the setup). */
  get cursor(): number {
    return this.#cursor;
  }

  /** The state after `cursor` steps, or `null` without a replay. */
  get state(): GameState | null {
    return this.#states[this.#cursor] ?? null;
  }

  /** Whether the timer is running. */
  get playing(): boolean {
    return this.#timer !== null;
  }

  /** Steps per second. */
  get speed(): number {
    return this.#speed;
  }

  /**
   * Validates a replay and computes the state at every step. Every recorded command must be legal and give
   * exactly the recorded events. On failure the previous replay is kept.
   */
  load(input: unknown, replayStates: ReplayCheck): Result<Replay, ReplayError> {
    const checked = replayStates(input);
    if (!checked.ok) return checked;
    this.adopt(checked.value);
    return { ok: true, value: checked.value.replay };
  }

  /** Shows a replay already checked (see `checkInSlices`), at its setup. */
  adopt({ replay, states }: CheckedReplay): void {
    this.pause();
    this.#replay = replay;
    this.#states = states;
    this.#cursor = 0;
    this.#host?.requestUpdate();
  }

  /** Forgets the replay. */
  clear(): void {
    if (this.#replay === null) return;
    this.pause();
    this.#replay = null;
    this.#states = [];
    this.#cursor = 0;
    this.#host?.requestUpdate();
  }

  /** Moves the cursor to `n` applied steps, clamped to the replay. Returns the new cursor. */
  stepTo(n: number): number {
    const target = Math.max(0, Math.min(this.total, Math.trunc(Number.isFinite(n) ? n : 0)));
    if (target !== this.#cursor) {
      this.#cursor = target;
      this.#host?.requestUpdate();
      this.onStep?.(this.#cursor, this.total);
    }
    if (this.#cursor >= this.total) this.pause();
    return this.#cursor;
  }

  /** Moves the cursor one step on (no further than the last). Returns the new cursor. */
  next(): number {
    return this.stepTo(this.#cursor + 1);
  }

  /** Moves the cursor one step back (no further than the setup). Returns the new cursor. */
  previous(): number {
    return this.stepTo(this.#cursor - 1);
  }

  /** Plays forward on a timer at the current speed; from the end, starts again at 0. */
  play(): void {
    if (this.#replay === null || this.#timer !== null) return;
    if (this.#cursor >= this.total) this.stepTo(0);
    this.#timer = setInterval(() => this.next(), 1000 / this.#speed);
    this.#host?.requestUpdate();
  }

  /** Stops the timer that `play` started; the cursor stays where it is. */
  pause(): void {
    if (this.#timer === null) return;
    clearInterval(this.#timer);
    this.#timer = null;
    this.#host?.requestUpdate();
  }

  /** Plays when paused, pauses when playing: the play/pause button. */
  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  /** Sets the speed in steps per second (a running timer restarts at the new speed). */
  setSpeed(speed: number): void {
    if (!Number.isFinite(speed) || speed <= 0) return;
    this.#speed = speed;
    if (this.#timer !== null) {
      this.pause();
      this.play();
    }
    this.#host?.requestUpdate();
  }
}
