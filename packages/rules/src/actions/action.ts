/**
 * The shape every action module exports: which command it handles, when it is legal and how it resolves into
 * events (what it costs and when it may be played are in `traits.ts`).
 * @module
 */
import type { Step } from '../step.js';
import type { Command, CommandType, GameState, PlayerState, RuleError } from '../types.js';

/** The command of a given type. */
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;

/** Who is acting, in which state. */
export interface Actor {
  readonly state: GameState;
  readonly index: number;
  readonly player: PlayerState;
}

/**
 * One action: a command type, when it is legal and how it resolves. What the rules say of it outside its own
 * effect (cost, special action, decision answered, first turn, once per turn or game) is in the traits table.
 */
export interface Action<T extends CommandType = CommandType> {
  readonly type: T;
  /** Every legal command of this type for the actor; the shared checks have passed. */
  legal(actor: Actor): Command[];
  /**
   * Checks the command against the rules and, only when it is legal, emits its events into `step`
   * (the shared checks have passed and the `acted` event is already emitted).
   */
  resolve(step: Step, actor: Actor, command: CommandOf<T>): RuleError | undefined;
}
