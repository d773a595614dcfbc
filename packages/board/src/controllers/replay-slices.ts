/**
 * Checks a replay as the rules' `replayStates` does, each step by the rules' `checkReplayStep`, but a slice of steps
 * at a time, with a task for the page between slices: a replay of thousands
 * of steps takes a second or more to check, and the page must stay responsive meanwhile. The document, its rules
 * version and its setup are still checked by the rules themselves, at once.
 * @module
 */
import { checkReplayStep, parseReplay, replayStates, type GameState, type Replay, type ReplayError, type Result } from '@stigmeria/rules';
import { SLICE_MS, yieldToPage } from '../yield-to-page.js';

/** A checked replay: its canonical form and the state at every step (`states[0]` is the setup). */
export interface CheckedReplay {
  readonly replay: Replay;
  readonly states: readonly GameState[];
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
 * Checks the steps of a prepared replay in slices of about `SLICE_MS`. Between slices, `still()` says
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
    const checked = checkReplayStep(state, replay.steps[i]!, i);
    if (!checked.ok) return checked;
    state = checked.value;
    states.push(state);
  }
  return { ok: true, value: { replay, states } };
}
