/**
 * `createGame`: the state at the start of a game (R3). Like `play`, it is two steps: the check of a setup from
 * outside (read once into plain data, its schema read by `parseSchema`), and `startGame` (`start-game.ts`, a module
 * of its own so that a bundle can leave the document readers out), which deals the game of a setup whose schema is
 * already a `TargetSchema`.
 * @module
 */
import { err, ruleError } from './errors.js';
import { parseSchema } from './parse.js';
import { readPlain } from './plain.js';
import { startGame } from './start-game.js';
import type { GameSetup, GameState, Result, RuleError } from './types.js';

export { startGame } from './start-game.js';

/**
 * Creates a game: every player gets a shuffled bag of 15 blue, 15 yellow and 15 red tokens, the schema's
 * setup tokens on their board and one token drawn into their recruit zone (R3). Competitive games also get an
 * empty StigmaReine and their first player (R7); no-limit games their winds for turns 1 to 9, rolled in turn order
 * (R12) — a roll that asks its roller to decide leaves that decision pending. The same setup always gives the
 * same state. The setup is read once into plain data before it is checked (own data properties only; no getter
 * is called); a seed or a player name holding a lone surrogate is refused with `schema/lone-surrogate`, as its
 * replay would be.
 *
 * @example
 * ```ts
 * import { catalogue, createGame } from '@stigmeria/rules';
 * const created = createGame({ schema: catalogue[0]!.schema, mode: 'normal', players: 2, seed: 'tuesday' });
 * if (created.ok) console.log(created.value.players[0]?.recruit);
 * ```
 */
export function createGame(input: GameSetup): Result<GameState, RuleError> {
  // One snapshot of the setup, checked and used: a getter or a proxy cannot show the checks one setup and the
  // game another.
  const read = readPlain(input);
  if (!read.ok) return err(ruleError('setup/invalid', `The game setup ${read.error.message}.`, { path: read.error.path }));
  const setup = read.value as GameSetup;
  if (setup === null || typeof setup !== 'object') return err(ruleError('setup/invalid', 'A game setup is an object.'));
  const parsed = parseSchema(setup.schema);
  if (!parsed.ok) {
    return err(ruleError('setup/invalid-schema', 'The target schema is not valid.', { issues: parsed.error.issues }));
  }
  return startGame({ ...setup, schema: parsed.value });
}
