/**
 * What may be done now: the checks every command shares before its own rules — whose turn it is (R7), pending
 * decisions, the StigmaReine's two central actions first (R19), which special actions a player owns (R16, R17)
 * and what they cost (R6).
 * @module
 */
import type { Action } from './actions/action.js';
import { ACTIONS } from './actions/index.js';
import { ruleError } from './errors.js';
import { CENTRAL_ACTIONS } from './evolve.js';
import { activePlayer, otherDecider } from './flow.js';
import { FLOWERS } from './flowers.js';
import { MODES, actionsInTurn } from './modes.js';
import { earnableSpecials } from './specials.js';
import { isBoardEmpty } from './board.js';
import type { CommandType, GameState, PlayerState, RuleError, SpecialActionId } from './types.js';

/** R19: the central actions a turn gives, before any personal action. */
export const CENTRAL_ACTIONS_PER_TURN = 2;

/**
 * The special actions a player owns: their flower's in discovery and normal games (R16), those they earned in
 * competitive modes (R19) or chose in solo no limit (R21). Every player of a discovery or normal game owns the
 * same ones.
 */
export function specialActionsOf(state: GameState, player = 0): readonly SpecialActionId[] {
  return state.players[player]?.specials ?? [];
}

/** What a special action costs in this game: its base cost, doubled for the eleven on InspirActrice in discovery and normal (R16). */
export function specialCost(state: GameState, base: number): number {
  return MODES[state.mode].specials === 'flower' ? base * FLOWERS[state.schema.flower].costFactor : base;
}

/**
 * What a special action costs in this game, in personal actions: its base cost (Mimicry 3, Pilferer, Sower and
 * Charmer nothing, the others 1), doubled for the eleven flower actions on InspirActrice in discovery and normal.
 */
export function specialActionCost(state: GameState, id: SpecialActionId): number {
  return specialCost(state, (ACTIONS[id] as Action).cost);
}

/** The first turn a special action may be used in: 3 for Choreography and Fast Step, 1 for the others (R18). */
export function specialFromTurn(id: SpecialActionId): number {
  return ACTIONS[id].fromTurn ?? 1;
}

/** Personal actions the player has left this turn (R6). */
export function actionsLeft(state: GameState, player: PlayerState): number {
  return actionsInTurn(state.turn) - player.actionsUsed;
}

/** True when the game has a StigmaReine and it is empty: a token must go on A5 before anything else (R19). */
export function needsA5(state: GameState): boolean {
  return state.central !== null && isBoardEmpty(state.central.board);
}

// The central actions, asked whether any is open to the player. Listed here rather than taken from ACTIONS at
// module load, since the action modules import this one.
const CENTRAL_TYPES = [...CENTRAL_ACTIONS] as CommandType[];

/**
 * True while the player still owes central actions: fewer than two spent and one of them is open (R19). A player
 * who can do none (an empty bag, a full StigmaReine, nothing to move, no joker) goes on to their own board.
 */
export function owesCentralActions(state: GameState, index: number): boolean {
  const player = state.players[index]!;
  if (state.central === null || player.centralActions >= CENTRAL_ACTIONS_PER_TURN) return false;
  return CENTRAL_TYPES.some((type) => (ACTIONS[type] as Action).legal({ state, index, player }).length > 0);
}

/**
 * R20: the special actions a Black Night lets this player play once, free: those they could earn and do not own,
 * Charmer aside (it has its own phase), that they can play now.
 */
export function freeSpecials(state: GameState, index: number): SpecialActionId[] {
  const player = state.players[index]!;
  return earnableSpecials(state, player).filter((id) => {
    if (id === 'charmer') return false;
    const action = ACTIONS[id] as Action;
    if (action.fromTurn !== undefined && state.turn < action.fromTurn) return false;
    return action.legal({ state, index, player }).length > 0;
  });
}

/** Checks a pending decision: only its answers (or, after a Black Night, a free special action) may follow. */
function gatePending(state: GameState, index: number, action: Action): number | RuleError {
  const pending = state.players[index]!.pending!;
  if (pending.kind === 'free-special') {
    const starts = action.special !== undefined && (action.answers === undefined || action.alsoStarts === true);
    if (starts && freeSpecials(state, index).includes(action.special!)) return 0;
    return ruleError('decision/free-special', 'Play one of the special actions the Black Night offers.');
  }
  if (action.answers !== pending.kind) {
    return ruleError('decision/pending', `Finish the ${pending.kind} first.`, { pending: pending.kind });
  }
  return 0;
}

/** R7: in competitive modes one player acts at a time, and a decision another player owes comes first. */
function gateTurnOrder(state: GameState, index: number): RuleError | undefined {
  if (!MODES[state.mode].sequential) return undefined;
  const decider = otherDecider(state, index);
  if (decider !== undefined) return ruleError('turn/waiting', `Player ${decider} has a decision to take first.`, { player: decider });
  const active = activePlayer(state);
  if (active !== index) return ruleError('turn/not-yours', `It is player ${active}'s turn.`, { player: active });
  return undefined;
}

/** R19: an empty StigmaReine gets its A5 token first; the two central actions come before anything personal. */
function gateCentral(state: GameState, index: number, player: PlayerState, action: Action): RuleError | undefined {
  if (state.central === null) {
    return action.central || action.type === 'a5' ? ruleError('central/none', 'This game has no StigmaReine.') : undefined;
  }
  if (needsA5(state)) {
    return action.type === 'a5' ? undefined : ruleError('central/a5-first', 'The StigmaReine is empty: a token goes on A5 first.');
  }
  if (action.type === 'a5') return ruleError('a5/not-empty', 'A token goes on A5 only when the StigmaReine is empty.');
  if (action.central) {
    return player.centralActions >= CENTRAL_ACTIONS_PER_TURN
      ? ruleError('central/spent', 'Both central actions of this turn are spent.')
      : undefined;
  }
  if (action.opening) return undefined;
  if (owesCentralActions(state, index)) {
    return ruleError('central/first', 'The two central actions come before any personal action.', { left: CENTRAL_ACTIONS_PER_TURN - player.centralActions });
  }
  return undefined;
}

/** A special action: owned, early enough, not spent this turn or game; returns its cost in this game. */
function gateSpecial(state: GameState, player: PlayerState, action: Action, id: SpecialActionId): number | RuleError {
  if (!player.specials.includes(id)) {
    return ruleError('action/not-available', `${id} is not one of this player's special actions.`, { action: id });
  }
  if (action.fromTurn !== undefined && state.turn < action.fromTurn) {
    return ruleError('action/too-early', `${id} can be used from turn ${action.fromTurn}.`, { action: id, turn: action.fromTurn });
  }
  if (player.usedThisTurn.includes(id)) {
    return ruleError('action/once-per-turn', `${id} has already been used this turn.`, { action: id });
  }
  if (player.usedThisGame.includes(id)) return ruleError('action/once-per-game', `${id} is played once a game.`, { action: id });
  return specialCost(state, action.cost);
}

/**
 * The checks every command shares: the game goes on; a pending decision is answered first; the player is
 * playing, has not ended the turn and it is their turn; the StigmaReine is served first; a special action is
 * owned, early enough and unused; and the step is affordable. Returns the cost of the step, or why it is not
 * allowed.
 */
export function gate(state: GameState, index: number, action: Action): number | RuleError {
  if (state.over) return ruleError('game/over', 'The game is over.');
  const player = state.players[index]!;
  // A decision the rules asked of this player comes before everything, even after their turn (wind die, Charmer).
  if (player.pending !== null && action.type !== 'undo') return gatePending(state, index, action);
  if (player.status === 'fulfilled') return ruleError('player/fulfilled', 'This player has fulfilled the schema.');
  if (player.status === 'out') return ruleError('player/out', 'This player is out of the game.');
  if (player.turnEnded) return ruleError('turn/ended', 'This player has ended the turn.');
  if (action.type === 'undo') return 0;
  const order = gateTurnOrder(state, index);
  if (order !== undefined) return order;
  if (action.answers !== undefined && !action.alsoStarts) {
    return ruleError('decision/none', 'No decision is waiting for this answer.');
  }
  const central = gateCentral(state, index, player, action);
  if (central !== undefined) return central;
  if (action.opening && (player.centralActions > 0 || player.actionsUsed > 0 || player.usedThisTurn.includes('last-drift'))) {
    return ruleError('last-drift/not-first', 'Last Drift comes before any other action of the turn, once a turn.');
  }
  const cost = action.special === undefined ? action.cost : gateSpecial(state, player, action, action.special);
  if (typeof cost !== 'number') return cost;
  if (cost > actionsLeft(state, player)) {
    return ruleError('turn/no-actions-left', `This needs ${cost} action(s) and ${actionsLeft(state, player)} are left.`, {
      cost,
      left: actionsLeft(state, player),
    });
  }
  return cost;
}
