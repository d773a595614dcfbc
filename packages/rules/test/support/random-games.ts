/**
 * Random games for the property tests: a spec that fast-check draws (a setup, biases and a stream of choices),
 * and a driver that plays the game through `play` and `recordStep` to its end, showing every step to a check.
 * Each test file picks the commands its modes call for.
 */
import type fc from 'fast-check';
import { expect } from 'vitest';
import {
  createGame,
  play,
  recordStep,
  type Command,
  type GameEvent,
  type GameSetup,
  type GameState,
  type ReplayStep,
} from '../../src/index.js';

/** What fast-check draws for one random game. */
export interface GameSpec {
  readonly setup: GameSetup;
  /** Percent chance, when a player can land a token on a target of its colour, of doing so. */
  readonly greed: number;
  /** Percent chance of ending the turn while something else could be done. */
  readonly endTurn: number;
  /** Percent chance of taking back the last step when undo is possible. */
  readonly undo: number;
  /** Fast-check's choices, one number per decision. */
  readonly choices: fc.Stream<number>;
}

/** One `play` of a game: the state before, the command, its events and the state after. */
export interface Played {
  readonly before: GameState;
  readonly command: Command;
  readonly events: readonly GameEvent[];
  readonly after: GameState;
}

export interface Game {
  readonly setup: GameSetup;
  readonly initial: GameState;
  readonly plays: readonly Played[];
  /** The game's log: the steps that were not undone (`recordStep`). */
  readonly steps: readonly ReplayStep[];
  readonly final: GameState;
}

/** Picks the next command, drawing from the game's choices; undefined when nobody can act. */
export type Chooser = (state: GameState, spec: GameSpec, next: () => number) => Command | undefined;

export function created(setup: GameSetup): GameState {
  const result = createGame(setup);
  if (!result.ok) throw new Error(`createGame: ${result.error.code}`);
  return result.value;
}

/**
 * Plays a random game to its end (or `maxSteps`). `check` sees every step as it is played, with the game's
 * choice stream to draw more random values from.
 */
export function playGame(
  spec: GameSpec,
  choose: Chooser,
  maxSteps: number,
  check?: (played: Played, next: () => number) => void,
): Game {
  const iterator = spec.choices[Symbol.iterator]();
  const next = () => iterator.next().value as number;
  const initial = created(spec.setup);
  let state = initial;
  const plays: Played[] = [];
  let steps: ReplayStep[] = [];
  while (!state.over && plays.length < maxSteps) {
    const command = choose(state, spec, next);
    if (command === undefined) expect.fail('a game that is not over offers no command');
    const result = play(state, command);
    if (!result.ok) expect.fail(`a listed command was refused: ${JSON.stringify(command)}: ${result.error.code}`);
    const played = { before: state, command, events: result.value.events, after: result.value.state };
    check?.(played, next);
    plays.push(played);
    steps = recordStep(steps, { command, events: result.value.events });
    state = result.value.state;
  }
  return { setup: spec.setup, initial, plays, steps, final: state };
}
