/**
 * How far the actions that depend on the turn reach, and how many tokens the joker exchanges: the numbers the
 * actions use and a solver or a client may count with, written once here.
 * @module
 */

/**
 * R18 Fast Step: how many orthogonal steps its stigmerian may make in `turn` (from turn 3; the seed's
 * `turn − 2`, where BGA uses the turn).
 */
export function fastStepReach(turn: number): number {
  return turn - 2;
}

/** R18 Choreography: how many different stigmerians it moves one step each in `turn` (from turn 3: `turn − 2`). */
export function choreographyMoves(turn: number): number {
  return turn - 2;
}

/**
 * How a reach that grows with the turn is told: from turn `fromTurn`, its first turn with a reach of 1 or more,
 * it is `turn − less`. The action's first turn (its traits' `fromTurn`) and every text that states Fast Step's or
 * Choreography's range are made from it, so that a new range is one edit here (and its test).
 */
export interface ReachRule {
  readonly fromTurn: number;
  readonly less: number;
}

/** The `ReachRule` of a reach: its first turn with a reach, and what it takes from the turn then. */
export function reachRule(reach: (turn: number) => number): ReachRule {
  let fromTurn = 1;
  while (reach(fromTurn) < 1) {
    if (++fromTurn > 100) throw new Error('a reach that never reaches a cell');
  }
  return { fromTurn, less: fromTurn - reach(fromTurn) };
}

/** R18 Fast Step's range as the texts tell it: from turn 3, `turn − 2` steps. */
export const FAST_STEP_RULE: ReachRule = /* @__PURE__ */ reachRule(fastStepReach);

/** R18 Choreography's range as the texts tell it: from turn 3, `turn − 2` stigmerians. */
export const CHOREOGRAPHY_RULE: ReachRule = /* @__PURE__ */ reachRule(choreographyMoves);

/**
 * R9 Joker (discovery, normal and solo no limit): how many recruit-zone tokens of one primary colour it turns into
 * as many of another primary colour.
 */
export const JOKER_TOKENS = 4;
