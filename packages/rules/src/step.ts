/**
 * A step being decided: the state so far and the events emitted so far. Actions emit events one at a time,
 * and each event is applied at once, so later checks (pollination, fulfilment) see the board as it now is.
 * @module
 */
import { CELL_NAMES, cellIndex } from './cells.js';
import { evolve } from './evolve.js';
import type { GameEvent, GameState, PlayerState } from './types.js';

/** The state and events of a step in progress. */
export class Step {
  state: GameState;
  /** The state the step began from. */
  readonly start: GameState;
  readonly events: GameEvent[] = [];

  constructor(state: GameState) {
    this.state = state;
    this.start = state;
  }

  /** Applies an event and records it. */
  emit(event: GameEvent): void {
    this.state = evolve(this.state, event);
    this.events.push(event);
  }

  /** A player as the state now stands. */
  player(index: number): PlayerState {
    return this.state.players[index]!;
  }

  /**
   * R4: a stigmerian on a target of its own colour becomes pollen at once. Called after anything puts,
   * moves or recolours a token on `cell`.
   */
  settle(player: number, cell: string | number): void {
    const index = typeof cell === 'number' ? cell : cellIndex(cell);
    const t = this.player(player).board[index];
    if (t !== null && t !== undefined && !t.pollen && this.state.targets[index] === t.color) {
      this.emit({ type: 'pollinated', player, cell: CELL_NAMES[index]!, color: t.color });
    }
  }
}

/** How many tokens a player's recruit zone holds (R7's first player, R14's tie-breaks, Charmer). */
export function recruitTotal(player: PlayerState): number {
  let n = 0;
  for (const count of Object.values(player.recruit)) n += count;
  return n;
}

/** R13: the board holds exactly the target pollens and no other token. */
export function isFulfilled(state: GameState, player: PlayerState): boolean {
  let pollens = 0;
  for (const t of player.board) {
    if (t === null) continue;
    // A pollen only ever stands on a target of its colour (R4), so counting them is enough.
    if (!t.pollen) return false;
    pollens++;
  }
  return pollens === state.schema.targets.length;
}
