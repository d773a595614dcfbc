/**
 * Replays: their canonical text, and re-checking one. Recording a game's steps and making the document are
 * `write-replay.ts`, which needs no document reader.
 * @module
 */
import { err, ok } from './errors.js';
import { historyLength, mostHistorySteps } from './game-length.js';
import { parseReplay } from './parse.js';
import { readPlain } from './plain.js';
import { play } from './play.js';
import { createGame } from './setup.js';
import { RULES_VERSION } from './version.js';
import type { GameState, Replay, ReplayError, ReplayStep, Result } from './types.js';

export { recordStep, toReplay } from './write-replay.js';

/** Structural equality of two JSON values; key order does not matter. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * The canonical JSON text of a replay: known fields only, in a fixed order, so equal replays give equal text.
 * Pass `indent` for a file meant to be read by people.
 *
 * @example
 * ```ts
 * import { writeFileSync } from 'node:fs';
 * writeFileSync('game.replay.json', serializeReplay(toReplay(setup, steps), 2));
 * ```
 */
export function serializeReplay(replay: Replay, indent?: number): string {
  const parsed = parseReplay(replay);
  return JSON.stringify(parsed.ok ? parsed.value : replay, null, indent);
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function majorOf(version: string): string {
  return version.split('.')[0] ?? '';
}

/**
 * Checks one step of a parsed replay against the rules: its command is played again on `state` and must give
 * exactly the recorded events (whatever the order of their keys). Returns the state after the step, or the error
 * `replayGame` gives for step `index`: `replay/illegal-step` or `replay/events-differ`. For a viewer that checks a
 * long replay a few steps at a time; `replayGame` and `replayStates` check every step this way.
 *
 * @example
 * ```ts
 * const replay = parseReplay(JSON.parse(text));
 * if (replay.ok) {
 *   const setup = replayStates({ ...replay.value, steps: [] });
 *   if (setup.ok && replay.value.steps.length > 0) {
 *     const after = checkReplayStep(setup.value.states[0]!, replay.value.steps[0]!, 0);
 *     if (!after.ok) console.log(after.error.code);
 *   }
 * }
 * ```
 */
export function checkReplayStep(state: GameState, step: ReplayStep, index: number): Result<GameState, ReplayError> {
  const result = play(state, step.command);
  if (!result.ok) {
    return err({ code: 'replay/illegal-step', message: `Step ${index}: ${result.error.message}`, step: index, cause: result.error });
  }
  const expected = step.events;
  const actual = result.value.events;
  if (expected.length !== actual.length || expected.some((e, k) => !sameJson(e, actual[k]))) {
    const at = actual.findIndex((e, k) => !sameJson(e, expected[k]));
    return err({
      code: 'replay/events-differ',
      message: `Step ${index}: the recorded events differ from what the rules produce.`,
      step: index,
      params: { event: at < 0 ? actual.length : at, expected, actual },
    });
  }
  return ok(result.value.state);
}

/** A replay checked step by step, and the state after its last checked step. */
interface Walked {
  readonly replay: Replay;
  readonly state: GameState;
}

// The one loop that checks a replay: every recorded command is played again and must give exactly the recorded
// events. `visit` sees the state at the setup and after every checked step.
function walk(input: unknown, upTo: number | undefined, visit?: (state: GameState) => void): Result<Walked, ReplayError> {
  const parsed = parseReplay(input);
  if (!parsed.ok) return err({ code: 'replay/invalid', message: parsed.error.message, cause: parsed.error });
  const replay = parsed.value;
  if (majorOf(replay.rulesVersion) !== majorOf(RULES_VERSION)) {
    return err({
      code: 'replay/rules-version',
      message: `Recorded with rules ${replay.rulesVersion}; this engine plays rules ${RULES_VERSION}.`,
      params: { recorded: replay.rulesVersion, current: RULES_VERSION },
    });
  }
  // A replay longer than any game of its mode is refused before a step is played again.
  const most = mostHistorySteps(replay.setup.mode, replay.setup.players.length);
  const history = historyLength(replay.steps);
  if (most !== undefined && history > most) {
    return err({
      code: 'replay/too-many-steps',
      message: `A ${replay.setup.mode} game of ${replay.setup.players.length} player(s) holds at most ${most} steps, not ${history}.`,
      params: { steps: history, most },
    });
  }
  const created = createGame(replay.setup);
  if (!created.ok) return err({ code: 'replay/setup', message: created.error.message, cause: created.error });
  let state = created.value;
  visit?.(state);
  const last = Math.min(upTo ?? replay.steps.length, replay.steps.length);
  for (let i = 0; i < last; i++) {
    const checked = checkReplayStep(state, replay.steps[i]!, i);
    if (!checked.ok) return checked;
    state = checked.value;
    visit?.(state);
  }
  return ok({ replay, state });
}

/**
 * Re-plays a replay document: every recorded command is decided again by the rules and must give exactly
 * the recorded events. Accepts any value. Returns the state after the last step (or after `upTo` steps), or
 * an error naming the first bad step.
 *
 * @example
 * ```ts
 * const checked = replayGame(JSON.parse(text));
 * if (!checked.ok) console.log(checked.error.code, checked.error.step);
 * const atStep5 = replayGame(replay, { upTo: 5 });
 * ```
 */
export function replayGame(input: unknown, options: { readonly upTo?: number } = {}): Result<GameState, ReplayError> {
  // The options are read once too; an `upTo` that is not a whole number is not one, and the whole replay is checked.
  const read = readPlain(options);
  const upTo = read.ok && isRecord(read.value) && Number.isInteger(read.value.upTo) ? (read.value.upTo as number) : undefined;
  const walked = walk(input, upTo);
  return walked.ok ? ok(walked.value.state) : walked;
}

/**
 * Checks a replay document as `replayGame` does and returns it in canonical form with the state at every
 * step: `states[0]` is the setup, `states[n]` the state after `n` steps. For a viewer that moves to any step
 * at once.
 *
 * @example
 * ```ts
 * const checked = replayStates(JSON.parse(text));
 * if (checked.ok) console.log(checked.value.states.length === checked.value.replay.steps.length + 1);
 * ```
 */
export function replayStates(input: unknown): Result<{ readonly replay: Replay; readonly states: readonly GameState[] }, ReplayError> {
  const states: GameState[] = [];
  const walked = walk(input, undefined, (state) => states.push(state));
  return walked.ok ? ok({ replay: walked.value.replay, states }) : walked;
}
