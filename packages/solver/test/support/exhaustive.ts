/**
 * A search with the bound off and every shortcut of the search off: every line within the turn limit is tried, only
 * identical positions merged. The tests hold the bound and the shortcuts against its optima.
 * @module
 */
import type { GameState } from '@stigmeria/rules';
import { solve, type SolveResult } from '../../src/index.js';
import { BOUND_TUNING } from '../../src/bounds.js';
import { SEARCH_TUNING } from '../../src/solve.js';

export function exhaustively(state: GameState, maxTurn: number): SolveResult {
  BOUND_TUNING.off = true;
  SEARCH_TUNING.shortcuts = false;
  try {
    return solve(state, { maxTurn, firstPass: false, maxNodes: 3_000_000 });
  } finally {
    BOUND_TUNING.off = false;
    SEARCH_TUNING.shortcuts = true;
  }
}
