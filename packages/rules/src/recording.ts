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
 * The steps a game's recordings share. `steps` only changes at its end: a step is appended, or the steps from some
 * index on are replaced (a step recorded after an undo, or onto a branch; an undo of a step before the last). Each
 * replacement keeps the steps it took in `rewrites`, for the recordings made before it, which still read them.
 */
interface Log {
  readonly steps: ReplayStep[];
  /** Oldest first: the steps from `from` on, as they were before the rewrite. */
  readonly rewrites: { readonly from: number; readonly taken: readonly ReplayStep[] }[];
}

/**
 * A game's recorded steps, oldest first, undone steps left out (R22). Made by {@link emptyRecording} and
 * {@link record}; hand {@link Recording.steps} to `toReplay`.
 *
 * Recordings share their steps: every recording of one game refers to a single array that changes only at its
 * end. A recording reads its first `length` entries, except those that a later rewrite of the array's end
 * replaced: the rewrite kept them for it. So recording a step onto the latest recording costs no copy (amortised
 * constant time, as an array's `push`), and neither does an undo of the last step; a step recorded after an undo,
 * or onto a branch, replaces the undone steps at the end, and an undo of an earlier step moves the steps after it
 * down: each costs the steps it moves, never the whole log. Only a step or an undo recorded onto a recording whose
 * own steps were rewritten since it was made (a branch of a branch) copies its steps once. Reading `steps` copies
 * them once per recording.
 */
export class Recording {
  /** The steps, shared with the recordings made from this one; this recording's are the first `length`. */
  readonly #log: Log;
  /** How many rewrites of the log there were when this recording was made: those after it may have replaced its steps. */
  readonly #epoch: number;
  #steps: readonly ReplayStep[] | undefined;

  /** How many steps this recording holds. */
  readonly length: number;

  private constructor(log: Log, length: number) {
    this.#log = log;
    this.#epoch = log.rewrites.length;
    this.length = length;
  }

  /** A recording of no steps (see {@link emptyRecording}). */
  static empty(): Recording {
    return new Recording({ steps: [], rewrites: [] }, 0);
  }

  /**
   * The array `recording` reads its steps from, shared with the recordings made from it: for the tests that show
   * recording does not copy. Not exported from the package.
   * @internal
   */
  static sharedSteps(recording: Recording): readonly ReplayStep[] {
    return recording.#log.steps;
  }

  /** True when the log's array holds this recording's steps as they are: no rewrite since it was made reached them. */
  #current(): boolean {
    const { rewrites } = this.#log;
    for (let r = this.#epoch; r < rewrites.length; r++) if (rewrites[r]!.from < this.length) return false;
    return true;
  }

  /** The step at `index` (0 is the first), or `undefined` outside the recording. */
  at(index: number): ReplayStep | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.length) return undefined;
    const { steps, rewrites } = this.#log;
    // The first rewrite since this recording was made that reached `index` kept the step it had.
    for (let r = this.#epoch; r < rewrites.length; r++) {
      const { from, taken } = rewrites[r]!;
      if (from <= index) return taken[index - from];
    }
    return steps[index];
  }

  /** The recorded steps, oldest first, as a frozen array: made once per recording (it copies `length` steps). */
  get steps(): readonly ReplayStep[] {
    if (this.#steps === undefined) {
      const { steps, rewrites } = this.#log;
      const own = steps.slice(0, this.length);
      // The oldest rewrite that reached a step kept it as this recording has it: applied last, it wins.
      for (let r = rewrites.length - 1; r >= this.#epoch; r--) {
        const { from, taken } = rewrites[r]!;
        for (let i = from; i < this.length && i - from < taken.length; i++) own[i] = taken[i - from]!;
      }
      this.#steps = Object.freeze(own);
    }
    return this.#steps;
  }

  /** This recording with `step` added, or with the step an `undo` takes back left out (see {@link record}). */
  with(step: ReplayStep): Recording {
    // A recording whose steps a later rewrite replaced cannot write to the shared array: it starts one of its own.
    if (!this.#current()) return new Recording({ steps: this.steps.slice(), rewrites: [] }, this.length).with(step);
    const log = this.#log;
    if (step.command.type !== 'undo') {
      if (log.steps.length === this.length) log.steps.push(step);
      // Later steps (undone, or another branch's) follow this recording's: the step replaces them.
      else rewrite(log, this.length, [step]);
      return new Recording(log, this.length + 1);
    }
    const at = lastStepOf(log.steps, this.length, step.command.player);
    if (at < 0) return this;
    // Undoing the last step keeps the array as it is: this recording is its first `length − 1` steps.
    if (at < this.length - 1) rewrite(log, at, log.steps.slice(at + 1, this.length));
    return new Recording(log, this.length - 1);
  }
}

/** Replaces the steps of `log` from `from` on with `steps`, keeping those it replaces for the recordings made before. */
function rewrite(log: Log, from: number, steps: readonly ReplayStep[]): void {
  log.rewrites.push({ from, taken: log.steps.slice(from) });
  log.steps.length = from;
  for (const step of steps) log.steps.push(step);
}

/** A recording of no steps, to record a new game onto. */
export function emptyRecording(): Recording {
  return Recording.empty();
}

/**
 * Adds a played step to a recording, in amortised constant time, after an undo too: an `undo` takes its player's
 * last step out instead, since undone steps are not part of the game's history (R22). The recording given is left
 * as it was.
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
