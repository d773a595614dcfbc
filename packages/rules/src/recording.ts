/**
 * Recording a game's steps as it is played, in time linear in the game's length. A recording is a value: recording
 * a step onto it gives a new recording and leaves the old one as it was, so a caller may keep any of them.
 * @module
 */
import type { ReplayStep } from './types.js';

/**
 * The index in the first `length` steps of `steps` of the last step of `player`, or −1: the step an `undo` of
 * theirs takes out of the history (R22).
 */
export function lastStepOf(steps: readonly ReplayStep[], length: number, player: number): number {
  for (let i = length - 1; i >= 0; i--) if (steps[i]!.command.player === player) return i;
  return -1;
}

/**
 * A game's recorded steps, oldest first, undone steps left out (R22). Made by {@link emptyRecording} and
 * {@link record}; hand {@link Recording.steps} to `toReplay`.
 *
 * Recordings share their steps: every recording of one game refers to a single array that only grows at its end,
 * and reads its own first `length` entries, which never change. So recording a step onto the latest recording
 * costs no copy (amortised constant time, as an array's `push`); an undo of the last step costs none either. A
 * step recorded onto an older recording (a branch, or the step after an undo, since the recording before the undo
 * still reads the undone step), or an undo of a step before the last, copies the steps once. Reading `steps`
 * copies them once per recording.
 */
export class Recording {
  /** The steps, shared with the recordings made from this one; this recording's are the first `length`. */
  readonly #shared: ReplayStep[];
  #steps: readonly ReplayStep[] | undefined;

  /** How many steps this recording holds. */
  readonly length: number;

  private constructor(shared: ReplayStep[], length: number) {
    this.#shared = shared;
    this.length = length;
  }

  /** A recording of no steps (see {@link emptyRecording}). */
  static empty(): Recording {
    return new Recording([], 0);
  }

  /**
   * The array `recording` reads its steps from, shared with the recordings made from it: for the tests that show
   * recording does not copy. Not exported from the package.
   * @internal
   */
  static sharedSteps(recording: Recording): readonly ReplayStep[] {
    return recording.#shared;
  }

  /** The step at `index` (0 is the first), or `undefined` outside the recording. */
  at(index: number): ReplayStep | undefined {
    return Number.isInteger(index) && index >= 0 && index < this.length ? this.#shared[index] : undefined;
  }

  /** The recorded steps, oldest first, as a frozen array: made once per recording (it copies `length` steps). */
  get steps(): readonly ReplayStep[] {
    this.#steps ??= Object.freeze(this.#shared.slice(0, this.length));
    return this.#steps;
  }

  /** This recording with `step` added, or with the step an `undo` takes back left out (see {@link record}). */
  with(step: ReplayStep): Recording {
    const shared = this.#shared;
    if (step.command.type !== 'undo') {
      // The latest recording of its array appends in place; an older one must not see later steps change, so a
      // branch from it starts an array of its own.
      if (shared.length === this.length) {
        shared.push(step);
        return new Recording(shared, this.length + 1);
      }
      const own = shared.slice(0, this.length);
      own.push(step);
      return new Recording(own, own.length);
    }
    const at = lastStepOf(shared, this.length, step.command.player);
    if (at < 0) return this;
    // Undoing the last step keeps the shared array: this recording is its first `length − 1` steps.
    if (at === this.length - 1) return new Recording(shared, at);
    const own = shared.slice(0, this.length);
    own.splice(at, 1);
    return new Recording(own, own.length);
  }
}

/** A recording of no steps, to record a new game onto. */
export function emptyRecording(): Recording {
  return Recording.empty();
}

/**
 * Adds a played step to a recording, in amortised constant time: an `undo` takes its player's last step out
 * instead, since undone steps are not part of the game's history (R22). The recording given is left as it was.
 *
 * @example
 * ```ts
 * let recording = emptyRecording();
 * const r = play(state, command);
 * if (r.ok) { state = r.value.state; recording = record(recording, { command, events: r.value.events }); }
 * const replay = toReplay(setup, recording.steps);
 * ```
 */
export function record(recording: Recording, step: ReplayStep): Recording {
  return recording.with(step);
}
