/**
 * `playCommand`: the rules' decision on a well-formed command, the core of `play` without the check of the
 * command's shape. It is a module of its own, which imports no validator and no document reader: a bundle that
 * calls only this (and `startGame`) leaves them out.
 * @module
 */
import { ACTIONS } from './actions/index.js';
import type { Action, CommandOf } from './actions/action.js';
import { err, ok, ruleError } from './errors.js';
import { afterStep } from './flow.js';
import { gate } from './gate.js';
import { Step } from './step.js';
import { traitsOf } from './traits.js';
import type { Command, CommandType, GameEvent, GameState, Result, RuleError } from './types.js';

/** What a legal command did. */
export interface Played {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** The refusal of a command naming a seat the game does not have. */
export const unknownPlayer = (player: number): RuleError => ruleError('player/unknown', `There is no player ${player}.`, { player });

/**
 * Plays a command that the caller's own code built: one that `legalActions` listed, or that the program
 * assembled from typed values. Every rule applies, as in {@link play}: an illegal command returns
 * `{ ok: false, error }` with the same `RuleError` and the state passed in is left as it was. Only the check of the
 * command's shape is skipped: it is not read into plain data first, nor checked against the command JSON Schema,
 * so a value that is not a well-formed `Command` (a cell that does not exist, a missing property) may be played
 * wrongly or throw. A command from outside the program (a file, the network, a page's script) goes through
 * {@link play}, which checks it and then calls this function.
 *
 * Nothing here calls the JSON Schema validators or the document readers, so a bundle that imports only this
 * function, `startGame` and the rest of the engine leaves them out.
 *
 * @example
 * ```ts
 * import { legalActions, playCommand } from '@stigmeria/rules';
 * const command = legalActions(state, 0).find((c) => c.type === 'draw');
 * if (command !== undefined) {
 *   const result = playCommand(state, command);
 *   if (result.ok) state = result.value.state;
 * }
 * ```
 */
export function playCommand(state: GameState, command: Command): Result<Played, RuleError> {
  const index = command.player;
  const player = state.players[index];
  if (player === undefined) return err(unknownPlayer(index));
  const action = ACTIONS[command.type] as Action;
  const cost = gate(state, index, command.type);
  if (typeof cost !== 'number') return err(cost);
  const step = new Step(state);
  const free = player.pending?.kind === 'free-special';
  const traits = traitsOf(command.type);
  if (traits.undoable) step.emit({ type: 'acted', player: index, action: command.type, cost });
  if (traits.central === true) step.emit({ type: 'central-acted', player: index, action: command.type });
  const error = action.resolve(step, { state, index, player }, command as CommandOf<CommandType>);
  if (error !== undefined) return err(error);
  // R20: a special action played free after a Black Night ends that offer, unless it asked a decision of its own.
  if (free && step.player(index).pending?.kind === 'free-special') {
    step.emit({ type: 'decision', player: index, pending: null });
  }
  afterStep(step);
  return ok({ state: step.state, events: step.events });
}
