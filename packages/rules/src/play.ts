/**
 * `play`: decides what a command does. It checks the command against the rules and returns the events it
 * caused and the new state, or a `RuleError` and nothing changed.
 *
 * It is two steps, each a function of its own: the check that a value from outside is a well-formed command (read
 * once into plain data, then checked against the command JSON Schema), and the rules' decision on a well-formed
 * command, `playCommand` (`play-command.ts`). A caller holding a command its own code built (one that
 * `legalActions` listed, say) can call `playCommand` alone, and so need not load the JSON Schema validators: the
 * two are in separate modules because a bundler splits code by module.
 * @module
 */
import { ACTIONS } from './actions/index.js';
import { err, ruleError } from './errors.js';
import { cutText, quoteInput } from './limits.js';
import { parseCommand } from './parse.js';
import { readPlain } from './plain.js';
import { playCommand, unknownPlayer, type Played } from './play-command.js';
import { validateCommand } from './validate/validators.js';
import type { Command, CommandType, GameState, Result, RuleError } from './types.js';

export { playCommand, type Played } from './play-command.js';

function shapeOf(command: unknown): { type: CommandType; player: number } | RuleError {
  if (command === null || typeof command !== 'object' || Array.isArray(command)) {
    return ruleError('command/malformed', 'A command is an object with a type and a player.');
  }
  const { type, player } = command as { type?: unknown; player?: unknown };
  if (typeof type !== 'string' || !Object.hasOwn(ACTIONS, type)) {
    return ruleError('command/unknown-type', `Unknown command type ${describe(type)}.`, {
      type: typeof type === 'string' ? cutText(type) : describe(type),
    });
  }
  if (typeof player !== 'number' || !Number.isInteger(player)) {
    return ruleError('command/malformed', 'A command names its player by seat number.');
  }
  return { type: type as CommandType, player };
}

// Forty characters name a command type well enough.
const describe = (value: unknown): string => quoteInput(value, 40);

// A command whose snapshot has no `type` of its own may still answer one through its prototype or a proxy's
// trap. That value is never used, since only the snapshot is; asking once tells a command that is not plain data
// (malformed) from one that names no type (unknown type).
function hiddenType(input: unknown, snapshot: unknown): RuleError | undefined {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return undefined;
  if (snapshot !== null && typeof snapshot === 'object' && Object.hasOwn(snapshot, 'type')) return undefined;
  try {
    if (Reflect.get(input, 'type') === undefined) return undefined;
  } catch {
    // A trap that throws: the command cannot be read.
  }
  return ruleError('command/malformed', 'The command could not be read: its type is not its own data.');
}

// The JSON Schema of commands is the one definition of a well-formed command; a command from outside is checked
// against it before any rule, so a malformed command is reported as such whatever the position.
function checkCommand(command: unknown): RuleError | undefined {
  if (validateCommand(command)) return undefined;
  const parsed = parseCommand(command);
  const issue = parsed.ok ? undefined : parsed.error.issues[0];
  return ruleError('command/malformed', parsed.ok ? 'Malformed command.' : parsed.error.message, { path: issue?.path ?? '' });
}

/**
 * Plays a command. Accepts any value: a malformed or illegal command returns `{ ok: false, error }` with a
 * stable `error.code`, and the state passed in is left as it was (states are never mutated). The command is read
 * once into plain data (own data properties only; no getter is called) before it is checked, and only that copy
 * is used.
 *
 * @example
 * ```ts
 * const result = play(state, { type: 'land', player: 0, color: 'blue', to: 'A3' });
 * if (result.ok) {
 *   state = result.value.state;
 *   for (const event of result.value.events) console.log(event.type);
 * } else {
 *   console.log(result.error.code); // e.g. "land/not-adjacent"
 * }
 * ```
 */
export function play(state: GameState, input: Command | unknown): Result<Played, RuleError> {
  // One snapshot of the input, checked and used: a getter or a proxy cannot show the checks one command and the
  // rules another.
  const read = readPlain(input);
  if (!read.ok) return err(ruleError('command/malformed', `The command ${read.error.message}.`, { path: read.error.path }));
  const command = read.value;
  const hidden = hiddenType(input, command);
  if (hidden !== undefined) return err(hidden);
  const shape = shapeOf(command);
  if ('code' in shape) return err(shape);
  // An unknown player is reported before the command's shape, whatever else is wrong with it.
  if (state.players[shape.player] === undefined) return err(unknownPlayer(shape.player));
  const malformed = checkCommand(command);
  if (malformed !== undefined) return err(malformed);
  return playCommand(state, command as Command);
}
