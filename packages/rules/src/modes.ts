/**
 * What differs between modes, as data (R5, R6, R8, R10, R11, R13).
 * @module
 */
import type { GameState, Mode, PlayerState } from './types.js';

/** The rules a mode switches. */
export interface ModeRules {
  /** Fewest and most players (R5). */
  readonly players: readonly [number, number];
  /** The last turn, or `null` when turns are not limited (R6). */
  readonly turnLimit: number | null;
  /** A token blown off a personal board puts its player out (R11). */
  readonly windExitPutsOut: boolean;
  /** Recruit-zone tokens score a point each (R15). */
  readonly recruitScores: boolean;
  /** The game ends at the end of the turn in which someone fulfilled the schema (R13). */
  readonly endsWithFirstFulfilment: boolean;
  /** Players share the StigmaReine and take two central actions a turn (R19). */
  readonly central: boolean;
  /** Players act one after the other from the turn's first player (R7); otherwise play is simultaneous. */
  readonly sequential: boolean;
  /**
   * No-limit rules: landing on any edge of an empty board, exits from any edge to the recruit zone (R8), the
   * die-rolled wind (R12) and Last Drift (R20).
   */
  readonly noLimit: boolean;
  /** Where special actions come from: the schema's flower (R16), StigmaReine alignments (R19), or one a turn (R21). */
  readonly specials: 'flower' | 'earned' | 'solo';
  /** A player whose bag is empty at the start of a turn is out (R14). */
  readonly emptyBagPutsOut: boolean;
  /** The joker: 4 recruit-zone tokens change colour, or a recruit-zone token goes on the StigmaReine (R9). */
  readonly joker: 'exchange' | 'central';
  /**
   * How a fulfilment after turn 10 scores (R15): `'level-only'` (discovery: the level points and nothing else),
   * `'late-penalty'` (solo no limit: the level points, −10 a complete turn beyond the 10th and −1 an action of the
   * finishing turn, in place of its unused actions), or `'as-usual'` (competitive no limit: the level points and the
   * unused actions of the finishing turn). Normal and competitive games end with turn 10, so theirs is never used.
   */
  readonly afterTurn10: 'level-only' | 'late-penalty' | 'as-usual';
}

/** The rules of every mode. */
export const MODES: Readonly<Record<Mode, ModeRules>> = {
  discovery: {
    players: [1, 6],
    turnLimit: null,
    windExitPutsOut: true,
    recruitScores: true,
    endsWithFirstFulfilment: true,
    central: false,
    sequential: false,
    noLimit: false,
    specials: 'flower',
    emptyBagPutsOut: false,
    joker: 'exchange',
    afterTurn10: 'level-only',
  },
  normal: {
    players: [1, 6],
    turnLimit: 10,
    windExitPutsOut: true,
    recruitScores: true,
    endsWithFirstFulfilment: false,
    central: false,
    sequential: false,
    noLimit: false,
    specials: 'flower',
    emptyBagPutsOut: false,
    joker: 'exchange',
    afterTurn10: 'as-usual',
  },
  competitive: {
    players: [2, 6],
    turnLimit: 10,
    windExitPutsOut: false,
    recruitScores: false,
    endsWithFirstFulfilment: true,
    central: true,
    sequential: true,
    noLimit: false,
    specials: 'earned',
    emptyBagPutsOut: true,
    joker: 'central',
    afterTurn10: 'as-usual',
  },
  'competitive-no-limit': {
    players: [2, 6],
    turnLimit: null,
    windExitPutsOut: false,
    recruitScores: false,
    endsWithFirstFulfilment: true,
    central: true,
    sequential: true,
    noLimit: true,
    specials: 'earned',
    emptyBagPutsOut: true,
    joker: 'central',
    afterTurn10: 'as-usual',
  },
  'solo-no-limit': {
    players: [1, 1],
    turnLimit: null,
    windExitPutsOut: false,
    recruitScores: false,
    endsWithFirstFulfilment: true,
    central: false,
    sequential: false,
    noLimit: true,
    specials: 'solo',
    emptyBagPutsOut: false,
    joker: 'exchange',
    afterTurn10: 'late-penalty',
  },
};

/** Every mode name. */
export const MODE_NAMES = Object.keys(MODES) as readonly Mode[];

/** Personal actions a turn gives: `min(turn, 10)` (R6). */
export function actionsInTurn(turn: number): number {
  return Math.min(turn, 10);
}

/** Personal actions the player has left this turn (R6). */
export function actionsLeft(state: GameState, player: PlayerState): number {
  return actionsInTurn(state.turn) - player.actionsUsed;
}
