/**
 * What differs between modes, as data (R5, R6, R8, R10, R11, R13).
 * @module
 */
import type { Mode } from './types.js';

/** The rules a mode switches. */
export interface ModeRules {
  /** Fewest and most players (R5). */
  readonly players: readonly [number, number];
  /** The last turn, or `null` when turns are not limited (R6). */
  readonly turnLimit: number | null;
  /** Whether this version of the rules can play the mode. */
  readonly supported: boolean;
  /** A token blown off a personal board puts its player out (R11). */
  readonly windExitPutsOut: boolean;
  /** Recruit-zone tokens score a point each (R15). */
  readonly recruitScores: boolean;
  /** The game ends at the end of the turn in which someone fulfilled the schema (R13). */
  readonly endsWithFirstFulfilment: boolean;
}

/** The rules of every mode. */
export const MODES: Readonly<Record<Mode, ModeRules>> = {
  discovery: {
    players: [1, 6],
    turnLimit: null,
    supported: true,
    windExitPutsOut: true,
    recruitScores: true,
    endsWithFirstFulfilment: true,
  },
  normal: {
    players: [1, 6],
    turnLimit: 10,
    supported: true,
    windExitPutsOut: true,
    recruitScores: true,
    endsWithFirstFulfilment: false,
  },
  competitive: {
    players: [2, 6],
    turnLimit: 10,
    supported: false,
    windExitPutsOut: false,
    recruitScores: false,
    endsWithFirstFulfilment: true,
  },
  'competitive-no-limit': {
    players: [2, 6],
    turnLimit: null,
    supported: false,
    windExitPutsOut: false,
    recruitScores: false,
    endsWithFirstFulfilment: true,
  },
  'solo-no-limit': {
    players: [1, 1],
    turnLimit: null,
    supported: false,
    windExitPutsOut: false,
    recruitScores: false,
    endsWithFirstFulfilment: true,
  },
};

/** Every mode name. */
export const MODE_NAMES = Object.keys(MODES) as readonly Mode[];

/** Personal actions a turn gives: `min(turn, 10)` (R6). */
export function actionsInTurn(turn: number): number {
  return Math.min(turn, 10);
}
