/**
 * What may be done now, and what happens when a step or a turn ends: the checks every command shares,
 * fulfilment (R13) and the end of the turn (wind, end of game).
 * @module
 */
import type { Action } from './actions/action.js';
import { ACTIONS } from './actions/index.js';
import { ruleError } from './errors.js';
import { FLOWERS } from './flowers.js';
import { MODES, actionsInTurn } from './modes.js';
import { isFulfilled, type Step } from './step.js';
import type { GameState, PlayerState, RuleError, SpecialActionId } from './types.js';
import { blowWind, windAfterTurn } from './wind.js';

/** The special actions a player may use: in discovery and normal games, their flower's (R16). */
export function specialActionsOf(state: GameState): readonly SpecialActionId[] {
  return FLOWERS[state.schema.flower].actions;
}

/** What a special action costs in this game: 1, or 2 on InspirActrice (R16). */
export function specialCost(state: GameState, base: number): number {
  return base * FLOWERS[state.schema.flower].costFactor;
}

/** The first turn a special action may be used in: 3 for Choreography and Fast Step, 1 for the others (R18). */
export function specialFromTurn(id: SpecialActionId): number {
  return ACTIONS[id].fromTurn ?? 1;
}

/** Personal actions the player has left this turn (R6). */
export function actionsLeft(state: GameState, player: PlayerState): number {
  return actionsInTurn(state.turn) - player.actionsUsed;
}

/**
 * The checks every command shares: the game goes on, the player is playing and has not ended the turn, a
 * pending decision is answered first, a special action is available, early enough or unused this turn, and
 * it is affordable. Returns the cost of the step, or why it is not allowed.
 */
export function gate(state: GameState, player: PlayerState, action: Action): number | RuleError {
  if (state.over) return ruleError('game/over', 'The game is over.');
  if (player.status === 'fulfilled') return ruleError('player/fulfilled', 'This player has fulfilled the schema.');
  if (player.status === 'out') return ruleError('player/out', 'This player is out of the game.');
  if (player.turnEnded) return ruleError('turn/ended', 'This player has ended the turn.');
  if (action.type === 'undo') return 0;
  const pending = player.pending;
  if (pending !== null) {
    if (action.answers !== pending.kind) {
      return ruleError('decision/pending', `Finish the ${pending.kind} first.`, { pending: pending.kind });
    }
    return 0;
  }
  if (action.answers !== undefined && !action.alsoStarts) {
    return ruleError('decision/none', 'No decision is waiting for this answer.');
  }
  let cost = action.cost;
  if (action.special !== undefined) {
    const id = action.special;
    if (!specialActionsOf(state).includes(id)) {
      return ruleError('action/not-available', `${id} is not an action of this flower.`, { action: id });
    }
    if (action.fromTurn !== undefined && state.turn < action.fromTurn) {
      return ruleError('action/too-early', `${id} can be used from turn ${action.fromTurn}.`, { action: id, turn: action.fromTurn });
    }
    if (player.usedThisTurn.includes(id)) {
      return ruleError('action/once-per-turn', `${id} has already been used this turn.`, { action: id });
    }
    cost = specialCost(state, cost);
  }
  if (cost > actionsLeft(state, player)) {
    return ruleError('turn/no-actions-left', `This needs ${cost} action(s) and ${actionsLeft(state, player)} are left.`, {
      cost,
      left: actionsLeft(state, player),
    });
  }
  return cost;
}

/** R13: after a step and after the wind, a player who now holds exactly the schema has fulfilled it. */
function recordFulfilment(step: Step, index: number): void {
  const player = step.player(index);
  if (player.status === 'playing' && isFulfilled(step.state, player)) {
    step.emit({ type: 'fulfilled', player: index, turn: step.state.turn, actions: player.actionsUsed });
  }
}

/** What follows every step: fulfilment, then the end of the turn once every player still playing is done. */
export function afterStep(step: Step, index: number): void {
  recordFulfilment(step, index);
  const state = step.state;
  if (state.over || state.players.some((p) => p.status === 'playing' && !p.turnEnded)) return;
  const rules = MODES[state.mode];
  const lastTurn = rules.turnLimit !== null && state.turn >= rules.turnLimit;
  const anyonePlaying = state.players.some((p) => p.status === 'playing');
  // R10: the wind blows after every turn but the last one of a limited game.
  if (anyonePlaying && !lastTurn) {
    blowWind(step, windAfterTurn(state.schema, state.turn));
    state.players.forEach((_, i) => recordFulfilment(step, i));
  }
  const after = step.state;
  const stillPlaying = after.players.some((p) => p.status === 'playing');
  const someoneFulfilled = after.players.some((p) => p.status === 'fulfilled');
  // R13: when the game ends, by mode.
  if (!stillPlaying || lastTurn || (rules.endsWithFirstFulfilment && someoneFulfilled)) {
    step.emit({ type: 'game-ended', turn: after.turn });
  } else {
    step.emit({ type: 'turn-started', turn: after.turn + 1 });
  }
}
