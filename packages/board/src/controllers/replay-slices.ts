/**
 * Checks a replay as the rules' `replayStates` does, every recorded command played again and giving exactly the
 * recorded events, but a slice of steps at a time, with a task for the page between slices: a replay of thousands
 * of steps takes a second or more to check, and the page must stay responsive meanwhile. The document, its rules
 * version and its setup are still checked by the rules themselves, at once.
 * @module
 */
import { parseReplay, play, replayStates, type GameState, type Replay, type ReplayError, type Result } from '@stigmeria/rules';

/** How long one slice of steps may run, in milliseconds: well within a frame, so that input is answered meanwhile. */
export const SLICE_MS = 8;

/** A checked replay: its canonical form and the state at every step (`states[0]` is the setup). */
export interface CheckedReplay {
  readonly replay: Replay;
  readonly states: readonly GameState[];
}

/** Whether two JSON values are equal, whatever the order of their keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Gives the event loop a turn: `scheduler.yield` where the browser has it (it keeps this task's priority), else a timeout. */
function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A replay whose document, rules version and setup are checked: its steps remain to be checked. */
export interface Prepared {
  readonly replay: Replay;
  readonly setup: GameState;
}

/**
 * Checks at once what the rules check before the first step: the document, its rules version and its setup. The
 * errors are the rules' own (`replay/invalid`, `replay/rules-version`, `replay/setup`).
 */
export function prepareCheck(input: unknown): Result<Prepared, ReplayError> {
  const parsed = parseReplay(input);
  // A document the parser refuses: the rules' own error, worded as `replayStates` words it.
  if (!parsed.ok) {
    const refused = replayStates(input);
    return refused.ok ? { ok: false, error: { code: 'replay/invalid', message: parsed.error.message, cause: parsed.error } } : refused;
  }
  const replay = parsed.value;
  // The rules version and the setup, checked by the rules on the replay without its steps.
  const head = replayStates({ ...replay, steps: [] });
  if (!head.ok) return head;
  return { ok: true, value: { replay, setup: head.value.states[0]! } };
}

/**
 * Checks the steps of a prepared replay in slices of about {@link SLICE_MS}. Between slices, `still()` says
 * whether the result is still wanted (the replay was not replaced, the element not removed); `null` when it no
 * longer is. A bad step is refused as the rules refuse it: `replay/illegal-step` or `replay/events-differ`.
 */
export async function checkInSlices({ replay, setup }: Prepared, still: () => boolean): Promise<Result<CheckedReplay, ReplayError> | null> {
  const states: GameState[] = [setup];
  let state = setup;
  let sliceStart = performance.now();
  for (let i = 0; i < replay.steps.length; i++) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToPage();
      if (!still()) return null;
      sliceStart = performance.now();
    }
    const step = replay.steps[i]!;
    const result = play(state, step.command);
    if (!result.ok) {
      return { ok: false, error: { code: 'replay/illegal-step', message: `Step ${i}: ${result.error.message}`, step: i, cause: result.error } };
    }
    const expected = step.events;
    const actual = result.value.events;
    if (expected.length !== actual.length || expected.some((e, k) => !sameJson(e, actual[k]))) {
      const at = actual.findIndex((e, k) => !sameJson(e, expected[k]));
      return {
        ok: false,
        error: {
          code: 'replay/events-differ',
          message: `Step ${i}: the recorded events differ from what the rules produce.`,
          step: i,
          params: { event: at < 0 ? actual.length : at, expected, actual },
        },
      };
    }
    state = result.value.state;
    states.push(state);
  }
  return { ok: true, value: { replay, states } };
}
