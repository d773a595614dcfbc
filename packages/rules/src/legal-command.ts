/**
 * `legalCommandOf`: the legal command a value from outside is, without the JSON Schema validators.
 * @module
 */
import { legalActions } from './legal.js';
import { readPlain } from './plain.js';
import type { Command, GameState } from './types.js';

/**
 * The command of `legalActions(state, player)` equal to `input` (the same properties with the same values), or
 * `undefined` when `input` is none of them. `input` may be any value: it is read once into plain data, as `play`
 * reads it (own data properties only; no getter is called), and only that snapshot is compared.
 *
 * `play` accepts exactly the commands `legalActions` lists, so `playCommand(state, legalCommandOf(state, input))`
 * gives what `play(state, input)` gives whenever this answers a command, without loading the validators that
 * `play` checks a command's shape with. When it answers `undefined`, `play` refuses `input`: ask `play` why.
 *
 * @example
 * ```ts
 * import { legalCommandOf, play, playCommand } from '@stigmeria/rules';
 * const input: unknown = JSON.parse(text);
 * const legal = legalCommandOf(state, input);
 * // A legal command is played at once; `play` says why anything else is refused.
 * const result = legal === undefined ? play(state, input) : playCommand(state, legal);
 * if (result.ok) state = result.value.state;
 * ```
 */
export function legalCommandOf(state: GameState, input: unknown): Command | undefined {
  const read = readPlain(input);
  if (!read.ok) return undefined;
  const value = read.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const player: unknown = (value as { player?: unknown }).player;
  if (typeof player !== 'number' || !Number.isInteger(player)) return undefined;
  return legalActions(state, player).find((command) => sameData(command, value));
}

// Plain data (what `readPlain` makes, and commands are) compared by value: the same keys holding the same values.
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
