/**
 * `play`: decides what a command does. It checks the command against the rules and returns the events it
 * caused and the new state, or a `RuleError` and nothing changed.
 * @module
 */
import { ACTIONS } from './actions/index.js';
import type { Action, CommandOf } from './actions/action.js';
import { err, ok, ruleError } from './errors.js';
import { parseCommand } from './parse.js';
import { Step } from './step.js';
import { validateCommand } from './validators.js';
import { afterStep } from './flow.js';
import { gate } from './turn.js';
import type { Command, CommandType, GameEvent, GameState, Result, RuleError } from './types.js';

/** What a legal command did. */
export interface Played {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

function shapeOf(command: unknown): { type: CommandType; player: number } | RuleError {
  if (command === null || typeof command !== 'object' || Array.isArray(command)) {
    return ruleError('command/malformed', 'A command is an object with a type and a player.');
  }
  const { type, player } = command as { type?: unknown; player?: unknown };
  if (typeof type !== 'string' || !Object.hasOwn(ACTIONS, type)) {
    return ruleError('command/unknown-type', `Unknown command type ${describe(type)}.`, { type });
  }
  if (typeof player !== 'number' || !Number.isInteger(player)) {
    return ruleError('command/malformed', 'A command names its player by seat number.');
  }
  return { type: type as CommandType, player };
}

// Names a value from outside for a message without serialising it: JSON.stringify throws on a value nested
// some thousands deep, and a megabyte string would make a megabyte message.
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (Array.isArray(value)) return 'an array';
  if (value !== null && typeof value === 'object') return 'an object';
  return String(value);
}

// A value from outside may be a proxy or carry getters that throw: reading it is the one step that may fail,
// and such a value is refused as malformed rather than thrown at the caller.
function readCommand(command: unknown): { type: CommandType; player: number } | RuleError {
  try {
    return shapeOf(command);
  } catch {
    return ruleError('command/malformed', 'The command could not be read.');
  }
}

// The JSON Schema of commands is the one definition of a well-formed command; a command from outside is checked
// against it before any rule, so a malformed command is reported as such whatever the position.
function checkCommand(command: unknown): RuleError | undefined {
  try {
    if (validateCommand(command)) return undefined;
    const parsed = parseCommand(command);
    const issue = parsed.ok ? undefined : parsed.error.issues[0];
    return ruleError('command/malformed', parsed.ok ? 'Malformed command.' : parsed.error.message, { path: issue?.path ?? '' });
  } catch {
    return ruleError('command/malformed', 'The command could not be read.');
  }
}

/**
 * Plays a command. Accepts any value: a malformed or illegal command returns `{ ok: false, error }` with a
 * stable `error.code`, and the state passed in is left as it was (states are never mutated).
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
export function play(state: GameState, command: Command | unknown): Result<Played, RuleError> {
  const shape = readCommand(command);
  if ('code' in shape) return err(shape);
  const player = state.players[shape.player];
  if (player === undefined) return err(ruleError('player/unknown', `There is no player ${shape.player}.`, { player: shape.player }));
  const malformed = checkCommand(command);
  if (malformed !== undefined) return err(malformed);
  const action = ACTIONS[shape.type] as Action;
  const cost = gate(state, shape.player, action);
  if (typeof cost !== 'number') return err(cost);
  const step = new Step(state);
  const free = player.pending?.kind === 'free-special';
  if (action.undoable) step.emit({ type: 'acted', player: shape.player, action: shape.type, cost });
  if (action.central) step.emit({ type: 'central-acted', player: shape.player, action: shape.type });
  const error = action.resolve(step, { state, index: shape.player, player }, command as CommandOf<CommandType>);
  if (error !== undefined) return err(error);
  // R20: a special action played free after a Black Night ends that offer, unless it asked a decision of its own.
  if (free && step.player(shape.player).pending?.kind === 'free-special') {
    step.emit({ type: 'decision', player: shape.player, pending: null });
  }
  afterStep(step);
  return ok({ state: step.state, events: step.events });
}
