/**
 * The legal commands of a seat in a state, asked of the rules once: states are immutable, so the answer for a
 * state never changes, and rendering, every key press and every pointer move during a drag can share it.
 * @module
 */
import { legalActions, type Command, type GameState } from '@stigmeria/rules/engine';

const CACHE = new WeakMap<GameState, (readonly Command[] | undefined)[]>();

/** `legalActions(state, seat)`, computed once per state and seat. */
export function legalFor(state: GameState, seat: number): readonly Command[] {
  let bySeat = CACHE.get(state);
  if (bySeat === undefined) {
    bySeat = [];
    CACHE.set(state, bySeat);
  }
  let legal = bySeat[seat];
  if (legal === undefined) {
    legal = legalActions(state, seat);
    bySeat[seat] = legal;
  }
  return legal;
}
