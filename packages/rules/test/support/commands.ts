/** Playing commands in tests: one that must be legal, one that must be refused. */
import { expect } from 'vitest';
import { legalActions, play, type Command, type GameState } from '../../src/index.js';

/** Plays a command that must be legal and returns the new state and its events. */
export function run(state: GameState, command: Command) {
  const result = play(state, command);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** Asserts that `play` refuses the command with `code`, changes nothing, and that `legalActions` never lists it. */
export function expectRejected(state: GameState, command: unknown, code: string, player = 0): void {
  const before = structuredClone(state);
  const result = play(state, command);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error.code).toBe(code);
  expect(state).toEqual(before);
  expect(legalActions(state, player)).not.toContainEqual(command);
}
