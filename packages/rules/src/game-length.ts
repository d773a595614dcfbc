/**
 * How long a game's history can be under the rules, so that a replay longer than any game of its mode is refused
 * before a single step is played again.
 * @module
 */
import { choreographyMoves } from './reach.js';
import { MODES, actionsInTurn } from './modes.js';
import type { Mode, ReplayStep } from './types.js';

/**
 * The most steps a game's history (its steps that were not undone, R22) can hold in `mode` with `players`
 * players, or `undefined` where the rules set no bound.
 *
 * A normal game lasts 10 turns (R6) and its special actions are its flower's (R16). In turn `t` a player takes
 * at most `min(t, 10)` steps that spend an action (every one costs at least one), and the steps that spend none:
 * at most one Half Note keep for each Half Note (which spends one), the moves and stop of one Choreography after
 * its first move (at most `t - 2`, once a turn, R18), the end of the turn, and the joker once a game (R9).
 *
 * Discovery and the two no-limit modes have no turn limit (R6): their games may last any number of turns.
 * Competitive games last 10 turns too, but their free steps (central actions and the decisions alignments ask,
 * R19) are not bounded here: their replays are held by `LIMITS.steps` alone, as are the others'.
 */
export function mostHistorySteps(mode: Mode, players: number): number | undefined {
  const rules = MODES[mode];
  if (rules.turnLimit === null || rules.specials !== 'flower' || rules.central) return undefined;
  let perPlayer = 1; // the joker
  for (let turn = 1; turn <= rules.turnLimit; turn++) {
    const spending = actionsInTurn(turn);
    const halfNoteKeeps = spending;
    const choreography = Math.max(0, choreographyMoves(turn));
    const endTurn = 1;
    perPlayer += spending + halfNoteKeeps + choreography + endTurn;
  }
  return perPlayer * players;
}

/** How many steps of `steps` are history: an undo takes its player's last step out, as `recordStep` does (R22). */
export function historyLength(steps: readonly ReplayStep[]): number {
  const kept = new Map<number, number>();
  let total = 0;
  for (const { command } of steps) {
    const count = kept.get(command.player) ?? 0;
    if (command.type !== 'undo') {
      kept.set(command.player, count + 1);
      total++;
    } else if (count > 0) {
      kept.set(command.player, count - 1);
      total--;
    }
  }
  return total;
}
