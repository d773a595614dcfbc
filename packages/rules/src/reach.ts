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
 * R9 Joker (discovery, normal and solo no limit): how many recruit-zone tokens of one primary colour it turns into
 * as many of another primary colour.
 */
export const JOKER_TOKENS = 4;
