/**
 * The shape every action module exports: which command it handles, what it costs, when it is legal and
 * how it resolves into events.
 * @module
 */
import type { Step } from '../step.js';
import type { Command, CommandType, GameState, Pending, PlayerState, RuleError, SpecialActionId } from '../types.js';

/** The command of a given type. */
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;

/** Who is acting, in which state. */
export interface Actor {
  readonly state: GameState;
  readonly index: number;
  readonly player: PlayerState;
}

/** One action: a command type and its rules. */
export interface Action<T extends CommandType = CommandType> {
  readonly type: T;
  /** The special action this command belongs to, if any: availability, once-per-turn and cost come from it. */
  readonly special?: SpecialActionId;
  /** Base cost in personal actions; special actions are multiplied by the flower's factor (R16). */
  readonly cost: number;
  /** The pending decision this command answers; such a command costs nothing more. */
  readonly answers?: Pending['kind'];
  /** Whether the command may also be given with no decision pending (a special action's first step). */
  readonly alsoStarts?: boolean;
  /** False for `undo` and `end-turn`: they are not steps that undo can take back (R22). */
  readonly undoable: boolean;
  /** The first turn it may be used (Choreography and Fast Step: turn 3). */
  readonly fromTurn?: number;
  /** One of the turn's two central actions on the StigmaReine (R19). */
  readonly central?: boolean;
  /** Played before any other action of the turn, the central ones included (Last Drift, R20). */
  readonly opening?: boolean;
  /** Every legal command of this type for the actor; the shared checks have passed. */
  legal(actor: Actor): Command[];
  /**
   * Checks the command against the rules and, only when it is legal, emits its events into `step`
   * (the shared checks have passed and the `acted` event is already emitted).
   */
  resolve(step: Step, actor: Actor, command: CommandOf<T>): RuleError | undefined;
}
