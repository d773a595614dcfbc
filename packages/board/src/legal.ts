/**
 * The rules of commands as the board asks them. They travel with the late views (`late-views.ts`), which a board
 * imports right after its first render: until they are here no command is offered, and the board says it is busy.
 * The legal commands of a seat in a state are asked once: states are immutable, so the answer for a state never
 * changes, and rendering, every key press and every pointer move during a drag can share it.
 * @module
 */
import type { Command, GameState } from '@stigmeria/rules/view';
import { loadedViews, type LateViews } from './load-views.js';

/** `legalActions`, `playCommand` and `legalCommandOf` of `@stigmeria/rules/engine`. */
export type CommandRules = Pick<LateViews, 'legalActions' | 'playCommand' | 'legalCommandOf'>;

/** The rules of commands, or `null` while they are on their way. */
export const commandRules: () => CommandRules | null = loadedViews;

const CACHE = new WeakMap<GameState, (readonly Command[] | undefined)[]>();

/** `legalActions(state, seat)`, computed once per state and seat; none while the rules of commands are on their way. */
export function legalFor(state: GameState, seat: number): readonly Command[] {
  const rules = commandRules();
  if (rules === null) return [];
  let bySeat = CACHE.get(state);
  if (bySeat === undefined) {
    bySeat = [];
    CACHE.set(state, bySeat);
  }
  let legal = bySeat[seat];
  if (legal === undefined) {
    legal = rules.legalActions(state, seat);
    bySeat[seat] = legal;
  }
  return legal;
}
