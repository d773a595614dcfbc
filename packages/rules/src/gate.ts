/**
 * The gates every command passes before its own rules: the game goes on, a pending decision is answered first,
 * whose turn it is (R7), the StigmaReine's two central actions first (R19), which special actions a player owns
 * and may still use (R16–R18), and whether the step is affordable (R6). `play` and `legalActions` both ask here.
 * @module
 */
import type { Action } from './actions/action.js';
import { ACTIONS } from './actions/index.js';
import { freeSpecials } from './actions/free-specials.js';
import { ruleError } from './errors.js';
import { activePlayer, otherDecider } from './turn-order.js';
import { MODES, actionsLeft } from './modes.js';
import { specialCost } from './specials.js';
import { CENTRAL_ACTIONS_PER_TURN, needsA5 } from './stigmareine.js';
import { COMMAND_TYPES, traitsOf, type Traits } from './traits.js';
import type { CommandType, GameState, Pending, PlayerState, RuleError, SpecialActionId } from './types.js';

// The turn's central actions (R19), asked whether any is open to the player.
const CENTRAL_TYPES = COMMAND_TYPES.filter((type) => traitsOf(type).central === true);

// What may pass the gate in each case, read from the traits table once, in listing order. Each list holds every
// command type the gate can let through in that case (and may hold some it refuses): `legalActions` asks the gate
// only about these, instead of about every command type.
const answering = (kind: Pending['kind']) => COMMAND_TYPES.filter((type) => traitsOf(type).answers === kind || type === 'undo');
/** With a decision pending: its answers (or, after a Black Night, a special action's first step), and undo. */
const PENDING_TYPES: { readonly [K in Pending['kind']]: readonly CommandType[] } = {
  choreography: answering('choreography'),
  'half-note': answering('half-note'),
  'central-place': answering('central-place'),
  gain: answering('gain'),
  give: answering('give'),
  'fog-die': answering('fog-die'),
  drift: answering('drift'),
  'free-special': COMMAND_TYPES.filter((type) => {
    const traits = traitsOf(type);
    return (traits.special !== undefined && (traits.answers === undefined || traits.alsoStarts === true)) || type === 'undo';
  }),
  charmer: answering('charmer'),
  'wind-die': answering('wind-die'),
};
/** With no decision pending: what is not only an answer; without a StigmaReine, nothing that needs one. */
const startable = (central: boolean) =>
  COMMAND_TYPES.filter((type) => {
    const traits = traitsOf(type);
    if (traits.answers !== undefined && traits.alsoStarts !== true) return false;
    return central || (traits.central !== true && type !== 'a5');
  });
const FREE_TYPES = { withCentral: startable(true), withoutCentral: startable(false) };
const UNDO_ONLY: readonly CommandType[] = ['undo'];
const NONE: readonly CommandType[] = [];

/**
 * The command types the gate may let through for this player now, in listing order: none when the game is over or
 * the player may not act (out, fulfilled, turn ended), only undo while another player is to act (R7), a pending
 * decision's answers while one is pending. Every type the gate accepts is listed; the gate still decides.
 */
export function candidateTypes(state: GameState, index: number): readonly CommandType[] {
  if (state.over) return NONE;
  const player = state.players[index]!;
  if (player.pending !== null) return PENDING_TYPES[player.pending.kind];
  if (player.status !== 'playing' || player.turnEnded) return NONE;
  if (gateTurnOrder(state, index) !== undefined) return UNDO_ONLY;
  return state.central === null ? FREE_TYPES.withoutCentral : FREE_TYPES.withCentral;
}

/**
 * Whether one player owes central actions in one state, worked out the first time a gate asks: `legalActions`
 * asks the gate about many command types of the same player and state, and the answer costs a listing of every
 * central action.
 */
export class CentralDebt {
  private owed: boolean | undefined = undefined;
  constructor(
    private readonly state: GameState,
    private readonly index: number,
  ) {}
  get owes(): boolean {
    if (this.owed === undefined) this.owed = owesCentralActions(this.state, this.index);
    return this.owed;
  }
}

/**
 * True while the player still owes central actions: fewer than two spent and one of them is open (R19). A player
 * who can do none (an empty bag, a full StigmaReine, nothing to move, no joker) goes on to their own board.
 */
export function owesCentralActions(state: GameState, index: number): boolean {
  const player = state.players[index]!;
  if (state.central === null || player.centralActions >= CENTRAL_ACTIONS_PER_TURN) return false;
  return CENTRAL_TYPES.some((type) => (ACTIONS[type] as Action).legal({ state, index, player }).length > 0);
}

/** Checks a pending decision: only its answers (or, after a Black Night, a free special action) may follow. */
function gatePending(state: GameState, index: number, traits: Traits): number | RuleError {
  const pending = state.players[index]!.pending!;
  if (pending.kind === 'free-special') {
    const starts = traits.special !== undefined && (traits.answers === undefined || traits.alsoStarts === true);
    if (starts && freeSpecials(state, index).includes(traits.special!)) return 0;
    return ruleError('decision/free-special', 'Play one of the special actions the Black Night offers.');
  }
  if (traits.answers !== pending.kind) {
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
function gateCentral(state: GameState, player: PlayerState, type: CommandType, traits: Traits, debt: CentralDebt): RuleError | undefined {
  if (state.central === null) {
    return traits.central === true || type === 'a5' ? ruleError('central/none', 'This game has no StigmaReine.') : undefined;
  }
  if (needsA5(state)) {
    return type === 'a5' ? undefined : ruleError('central/a5-first', 'The StigmaReine is empty: a token goes on A5 first.');
  }
  if (type === 'a5') return ruleError('a5/not-empty', 'A token goes on A5 only when the StigmaReine is empty.');
  if (traits.central === true) {
    return player.centralActions >= CENTRAL_ACTIONS_PER_TURN
      ? ruleError('central/spent', 'Both central actions of this turn are spent.')
      : undefined;
  }
  if (traits.opening === true) return undefined;
  if (debt.owes) {
    return ruleError('central/first', 'The two central actions come before any personal action.', { left: CENTRAL_ACTIONS_PER_TURN - player.centralActions });
  }
  return undefined;
}

/** A special action: owned, early enough, not spent this turn or game; returns its cost in this game. */
function gateSpecial(state: GameState, player: PlayerState, traits: Traits, id: SpecialActionId): number | RuleError {
  if (!player.specials.includes(id)) {
    return ruleError('action/not-available', `${id} is not one of this player's special actions.`, { action: id });
  }
  if (traits.fromTurn !== undefined && state.turn < traits.fromTurn) {
    return ruleError('action/too-early', `${id} can be used from turn ${traits.fromTurn}.`, { action: id, turn: traits.fromTurn });
  }
  if (player.usedThisTurn.includes(id)) {
    return ruleError('action/once-per-turn', `${id} has already been used this turn.`, { action: id });
  }
  if (player.usedThisGame.includes(id)) return ruleError('action/once-per-game', `${id} is played once a game.`, { action: id });
  return specialCost(state, traits.cost);
}

/**
 * The checks every command shares: the game goes on; a pending decision is answered first; the player is
 * playing, has not ended the turn and it is their turn; the StigmaReine is served first; a special action is
 * owned, early enough and unused; and the step is affordable. Returns the cost of the step, or why it is not
 * allowed. `debt` says whether the player owes central actions; a caller asking about several command types of
 * the same player and state passes one, so that it is worked out once.
 */
export function gate(state: GameState, index: number, type: CommandType, debt = new CentralDebt(state, index)): number | RuleError {
  if (state.over) return ruleError('game/over', 'The game is over.');
  const player = state.players[index]!;
  const traits = traitsOf(type);
  // A decision the rules asked of this player comes before everything, even after their turn (wind die, Charmer).
  if (player.pending !== null && type !== 'undo') return gatePending(state, index, traits);
  if (player.status === 'fulfilled') return ruleError('player/fulfilled', 'This player has fulfilled the schema.');
  if (player.status === 'out') return ruleError('player/out', 'This player is out of the game.');
  if (player.turnEnded) return ruleError('turn/ended', 'This player has ended the turn.');
  if (type === 'undo') return 0;
  const order = gateTurnOrder(state, index);
  if (order !== undefined) return order;
  if (traits.answers !== undefined && traits.alsoStarts !== true) {
    return ruleError('decision/none', 'No decision is waiting for this answer.');
  }
  const central = gateCentral(state, player, type, traits, debt);
  if (central !== undefined) return central;
  if (traits.opening === true && (player.centralActions > 0 || player.actionsUsed > 0 || player.usedThisTurn.includes('last-drift'))) {
    return ruleError('last-drift/not-first', 'Last Drift comes before any other action of the turn, once a turn.');
  }
  const cost = traits.special === undefined ? traits.cost : gateSpecial(state, player, traits, traits.special);
  if (typeof cost !== 'number') return cost;
  if (cost > actionsLeft(state, player)) {
    return ruleError('turn/no-actions-left', `This needs ${cost} action(s) and ${actionsLeft(state, player)} are left.`, {
      cost,
      left: actionsLeft(state, player),
    });
  }
  return cost;
}
