/**
 * Lines that fulfil the schema, held against the bound: a bound never above the truth is never above the action
 * points such a line still spends, from any of its states.
 * @module
 */
import { play, type Command, type GameState } from '@stigmeria/rules';
import { expect } from 'vitest';
import { contextOf, lowerBound } from '../../src/index.js';

/** Each state along the line, with the action points the line still spends from it (from the rules' events). */
export function alongLine(state: GameState, line: readonly Command[]): { state: GameState; left: number }[] {
  const states = [state];
  const costs: number[] = [];
  for (const command of line) {
    const r = play(states.at(-1)!, command);
    if (!r.ok) throw new Error(`${command.type}: ${r.error.code}`);
    states.push(r.value.state);
    costs.push(r.value.events.reduce((sum, e) => sum + (e.type === 'acted' && e.player === 0 ? e.cost : 0), 0));
  }
  let left = 0;
  const out: { state: GameState; left: number }[] = [];
  for (let i = states.length - 1; i >= 0; i--) {
    out.push({ state: states[i]!, left });
    left += costs[i - 1] ?? 0;
  }
  return out.reverse();
}

/** Checks the bound at every state of a line that fulfils the schema, and returns how many states were checked. */
export function expectBelowLine(start: GameState, line: readonly Command[]): number {
  const steps = alongLine(start, line);
  const end = steps.at(-1)!.state.players[0]!.finished!;
  expect(end).not.toBeNull();
  const ctx = contextOf(start, start.players[0]!);
  for (const { state, left } of steps.slice(0, -1)) {
    const p = state.players[0]!;
    if (p.finished !== null) continue;
    expect(lowerBound(ctx, p, state.turn, end.turn), `bound at turn ${state.turn}, ${p.actionsUsed} used`).toBeLessThanOrEqual(left);
  }
  return steps.length;
}
