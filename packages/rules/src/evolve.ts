/**
 * `evolve`: applies one event to a state, checking nothing. Every change of state goes through here, so a
 * game's state is always `events.reduce(evolve, initialState)`.
 * @module
 */
import { cellIndex } from './cells.js';
import { token } from './board.js';
import { rollDie } from './dice.js';
import { MODES } from './modes.js';
import { randomBelow, shuffle } from './random.js';
import { JOKER_TOKENS } from './reach.js';
import { traitsOf } from './traits.js';
import { ANSWER_ENDS_UNDO, undoEndedBy } from './undo-ends.js';
import { hideBag, isView } from './view.js';
import type { CentralState, Colour, GameEvent, GameState, PlayerState, Token } from './types.js';

/** A copy being built: its fields are set once, before any caller sees it. */
type Draft<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A copy of the state, to change some fields of before returning it. Every state `evolve` returns is built by
 * this one object literal, and every player by `copyPlayer`, so that V8 gives them all one hidden class. Copying
 * with spreads (`{ ...state, players }`, `{ ...p, board }`) left the players of a few random games in 18 hidden
 * classes (states in 4, recruit zones in 12): the spreads and every read of a player's fields went megamorphic,
 * and `play` spent most of its time there; simple commands ran 2.5 times slower (see docs/performance.md). The
 * changes are then assigned to the copy's fields rather than passed in an object of changes: such objects come in
 * as many shapes as there are kinds of change, and reading them was slow again in a process that played every
 * mode. The literal lists every field, so a field added to the type fails to compile here.
 */
function copyState(state: GameState): Draft<GameState> {
  return {
    rulesVersion: state.rulesVersion,
    schema: state.schema,
    mode: state.mode,
    options: state.options,
    seed: state.seed,
    rng: state.rng,
    turn: state.turn,
    over: state.over,
    targets: state.targets,
    players: state.players,
    central: state.central,
    first: state.first,
    winds: state.winds,
  };
}

/** A copy of a player, to change some fields of: one object literal, for the same reason as `copyState`. */
function copyPlayer(p: PlayerState): Draft<PlayerState> {
  return {
    name: p.name,
    board: p.board,
    bag: p.bag,
    recruit: p.recruit,
    status: p.status,
    turnEnded: p.turnEnded,
    actionsUsed: p.actionsUsed,
    usedThisTurn: p.usedThisTurn,
    jokerUsed: p.jokerUsed,
    pending: p.pending,
    finished: p.finished,
    outReason: p.outReason,
    specials: p.specials,
    usedThisGame: p.usedThisGame,
    centralActions: p.centralActions,
    centralMoved: p.centralMoved,
    lastLanded: p.lastLanded,
    mimicked: p.mimicked,
    charmed: p.charmed,
    previous: p.previous,
  };
}

/** The state with one player replaced. */
function withPlayer(state: GameState, index: number, player: PlayerState): GameState {
  const players = state.players.slice();
  players[index] = player;
  const next = copyState(state);
  next.players = players;
  return next;
}

/** The state with every player replaced by what `change` makes of them. */
function withPlayers(state: GameState, change: (p: PlayerState, index: number) => PlayerState): GameState {
  const next = copyState(state);
  next.players = state.players.map(change);
  return next;
}

/** A player whose snapshot for undo is dropped (R22). */
function withoutPrevious(p: PlayerState): PlayerState {
  if (p.previous === null) return p;
  const q = copyPlayer(p);
  q.previous = null;
  return q;
}

type Board = readonly (Token | null)[];

/** The board with `t` on `cell`. */
function withCell(board: Board, cell: string, t: Token | null): (Token | null)[] {
  const copy = board.slice();
  copy[cellIndex(cell)] = t;
  return copy;
}

/** The board with the token on `from` moved to `to`. */
function withMove(board: Board, from: string, to: string, t: Token): (Token | null)[] {
  const copy = board.slice();
  copy[cellIndex(from)] = null;
  copy[cellIndex(to)] = t;
  return copy;
}

/**
 * The recruit zone with `delta` more tokens of `color`, built as one object literal for the same reason as
 * `copyState` (a spread with a computed key, `{ ...recruit, [color]: n }`, is a slow path in V8 besides).
 */
function addToRecruit(r: PlayerState['recruit'], color: Colour, delta: number): PlayerState['recruit'] {
  const copy = {
    blue: r.blue,
    yellow: r.yellow,
    red: r.red,
    orange: r.orange,
    green: r.green,
    violet: r.violet,
    brown: r.brown,
    white: r.white,
    black: r.black,
  };
  copy[color] += delta;
  return copy;
}

function at(player: PlayerState, cell: string): Token {
  const t = player.board[cellIndex(cell)];
  if (t === null || t === undefined) throw new Error(`evolve: no token on ${cell}`);
  return t;
}

/**
 * A bag without the token just taken from it: the top one, which is of `color`. In a view, whose bag is listed in
 * colour order, the top is unknown, so the token goes by its colour; in the game both are the same token.
 */
function takeFromBag(bag: readonly Colour[], color: Colour): Colour[] {
  const i = bag.lastIndexOf(color);
  // The top, in a game always: one copy, without the spreads.
  if (i < 0 || i === bag.length - 1) return bag.slice(0, -1);
  return [...bag.slice(0, i), ...bag.slice(i + 1)];
}

/** Fails loudly on an event of no known type or form: `evolve` trusts its events, so this is a bug, not bad input. */
function unreachable(form: never, event: unknown = form): never {
  throw new Error(`evolve: unknown event ${JSON.stringify(event)}`);
}

/** Where the last landed token stands after it moved from `from` to `to` (Mimicry follows it, R18). */
function followLanded(p: PlayerState, from: string, to: string | null): string | null {
  return p.lastLanded === from ? to : p.lastLanded;
}

/** The state with the StigmaReine's board and recruit zone changed. */
function changeCentral(
  state: GameState,
  board: (central: CentralState) => CentralState['board'],
  recruit?: CentralState['recruit'],
): GameState {
  const central = state.central;
  if (central === null) throw new Error('evolve: this game has no StigmaReine');
  const next = copyState(state);
  next.central = { board: board(central), recruit: recruit ?? central.recruit };
  return next;
}

const sameBoard = (central: CentralState): CentralState['board'] => central.board;

function centralAt(state: GameState, cell: string): Token {
  const t = state.central?.board[cellIndex(cell)];
  if (t === null || t === undefined) throw new Error(`evolve: no StigmaReine token on ${cell}`);
  return t;
}

/** A token leaving a personal board on purpose goes to the box, or to the recruit zone under no-limit rules (R8). */
function exited(state: GameState, index: number, cell: string, color: Colour): GameState {
  const p = state.players[index]!;
  const q = copyPlayer(p);
  q.board = withCell(p.board, cell, null);
  if (MODES[state.mode].noLimit) q.recruit = addToRecruit(p.recruit, color, 1);
  q.lastLanded = followLanded(p, cell, null);
  return withPlayer(state, index, q);
}

/** The state with one player's recruit zone holding `delta` more tokens of `color`. */
function changeRecruit(state: GameState, index: number, color: Colour, delta: number): GameState {
  const p = state.players[index]!;
  const q = copyPlayer(p);
  q.recruit = addToRecruit(p.recruit, color, delta);
  return withPlayer(state, index, q);
}

/** The state with one player's bag changed. */
function changeBag(state: GameState, index: number, bag: readonly Colour[]): GameState {
  const q = copyPlayer(state.players[index]!);
  q.bag = bag;
  return withPlayer(state, index, q);
}

/** The state with the token on one cell of a player's board replaced. */
function changeCell(state: GameState, index: number, cell: string, t: Token | null): GameState {
  const p = state.players[index]!;
  const q = copyPlayer(p);
  q.board = withCell(p.board, cell, t);
  return withPlayer(state, index, q);
}

/** The state with a token moved on a player's board, the last landed token following it. */
function moveToken(state: GameState, index: number, from: string, to: string): GameState {
  const p = state.players[index]!;
  const q = copyPlayer(p);
  q.board = withMove(p.board, from, to, at(p, from));
  q.lastLanded = followLanded(p, from, to);
  return withPlayer(state, index, q);
}

/**
 * Applies one event to a state and returns the new state. The event is trusted and nothing is checked: use
 * `play` to decide events, and `evolve` to fold events that this program's own `play` produced. An event
 * received from outside (another process, the network, a file) may be anything: apply it with `applyEvent`,
 * which checks it first and never throws. `evolve` given such an event may throw, or do unbounded work (a wind
 * forecast for turn 1e308 grows the wind list until the process runs out of memory).
 *
 * @example
 * ```ts
 * const result = play(state, { type: 'draw', player: 0 });
 * if (result.ok) {
 *   const again = result.value.events.reduce(evolve, state);
 *   // `again` equals `result.value.state`
 * }
 * ```
 */
export function evolve(state: GameState, event: GameEvent): GameState {
  const next = applyChange(state, event);
  // R22: an event that reveals what was hidden, or changes what is not the player's alone, ends undo.
  const ended = undoEndedBy(event);
  if (ended === undefined) return next;
  if (ended === 'everyone') return next.players.every((p) => p.previous === null) ? next : withPlayers(next, withoutPrevious);
  const p = next.players[ended];
  return p?.previous == null ? next : withPlayer(next, ended, withoutPrevious(p));
}

/** What one event of type `T` changes. */
type Change<T extends GameEvent['type']> = (state: GameState, event: Extract<GameEvent, { type: T }>) => GameState;

/** What one event changes, before the end of undo that `undoEndedBy` derives from it. */
function applyChange(state: GameState, event: GameEvent): GameState {
  // One function per event type, found in one table: each sees events of one shape only, where a switch over all
  // of them read every event's fields at the same places, which was slow in a process that played every mode.
  const type = event.type;
  if (!Object.hasOwn(CHANGES, type)) return unreachable(event as never);
  return (CHANGES[type] as Change<GameEvent['type']>)(state, event);
}

/** What each event changes: the type makes an entry for every event type compulsory. */
const CHANGES: { readonly [T in GameEvent['type']]: Change<T> } = {
  acted(state, event) {
    const traits = traitsOf(event.action);
    const spendsDrift = MODES[state.mode].noLimit && traits.keepsLastDrift !== true;
    const once = traits.oncePerTurn ?? (spendsDrift ? 'last-drift' : undefined);
    const game = traits.oncePerGame;
    // In competitive modes a step may touch the others' bags, boards and recruit zones: their own snapshots for
    // undo would bring back what this step changed, so a step of one player ends the others' undo (R22).
    const base = MODES[state.mode].sequential
      ? withPlayers(state, (q, i) => (i === event.player ? q : withoutPrevious(q)))
      : state;
    const p = base.players[event.player]!;
    const q = copyPlayer(p);
    q.actionsUsed = p.actionsUsed + event.cost;
    if (once !== undefined && !p.usedThisTurn.includes(once)) q.usedThisTurn = [...p.usedThisTurn, once];
    if (game !== undefined && !p.usedThisGame.includes(game)) q.usedThisGame = [...p.usedThisGame, game];
    // R9: the competitive joker is spent by the central action that plays it.
    q.jokerUsed = p.jokerUsed || event.action === 'central-joker';
    // The events of the step end undo where they must (`undoEndedBy`); an answer to a decision that a checkpoint
    // raised is one too (R22).
    q.previous = p.pending !== null && ANSWER_ENDS_UNDO[p.pending.kind] ? null : p;
    return withPlayer(base, event.player, q);
  },
  drawn(state, event) {
    const p = state.players[event.player]!;
    const q = copyPlayer(p);
    q.bag = takeFromBag(p.bag, event.color);
    q.recruit = addToRecruit(p.recruit, event.color, 1);
    return withPlayer(state, event.player, q);
  },
  landed(state, event) {
    const p = state.players[event.player]!;
    const q = copyPlayer(p);
    q.board = withCell(p.board, event.cell, token(event.color));
    q.recruit = addToRecruit(p.recruit, event.color, -1);
    q.lastLanded = event.cell;
    return withPlayer(state, event.player, q);
  },
  placed(state, event) {
    const p = state.players[event.player]!;
    const q = copyPlayer(p);
    q.board = withCell(p.board, event.cell, token(event.color));
    q.bag = takeFromBag(p.bag, event.color);
    return withPlayer(state, event.player, q);
  },
  moved: (state, event) => moveToken(state, event.player, event.from, event.to),
  blown(state, event) {
    if (event.to !== 'off') return moveToken(state, event.player, event.from, event.to);
    // R11: blown off, a token is lost (its player is out) or, outside discovery and normal, back in the recruit zone.
    const p = state.players[event.player]!;
    const t = at(p, event.from);
    const q = copyPlayer(p);
    q.board = withCell(p.board, event.from, null);
    if (!MODES[state.mode].windExitPutsOut) q.recruit = addToRecruit(p.recruit, t.color, 1);
    q.lastLanded = followLanded(p, event.from, null);
    return withPlayer(state, event.player, q);
  },
  exited: (state, event) => exited(state, event.player, event.from, event.color),
  removed(state, event) {
    const p = state.players[event.player]!;
    const q = copyPlayer(p);
    q.board = withCell(p.board, event.cell, null);
    q.lastLanded = followLanded(p, event.cell, null);
    return withPlayer(state, event.player, q);
  },
  swapped(state, event) {
    const p = state.players[event.player]!;
    const [a, b] = event.cells;
    const q = copyPlayer(p);
    const board = p.board.slice();
    const tb = at(p, b);
    const ta = at(p, a);
    board[cellIndex(a)] = tb;
    board[cellIndex(b)] = ta;
    q.board = board;
    q.lastLanded = p.lastLanded === a ? b : p.lastLanded === b ? a : p.lastLanded;
    return withPlayer(state, event.player, q);
  },
  recoloured: (state, event) => changeCell(state, event.player, event.cell, token(event.color)),
  created: (state, event) => changeCell(state, event.player, event.cell, token(event.color)),
  pollinated: (state, event) => changeCell(state, event.player, event.cell, token(event.color, true)),
  'joker-played'(state, event) {
    const p = state.players[event.player]!;
    const q = copyPlayer(p);
    q.jokerUsed = true;
    q.recruit = addToRecruit(addToRecruit(p.recruit, event.from, -JOKER_TOKENS), event.to, JOKER_TOKENS);
    return withPlayer(state, event.player, q);
  },
  decision(state, event) {
    const q = copyPlayer(state.players[event.player]!);
    q.pending = event.pending;
    return withPlayer(state, event.player, q);
  },
  undone(state, event) {
    const previous = state.players[event.player]!.previous;
    if (previous === null) throw new Error('evolve: nothing to undo');
    return withPlayer(state, event.player, previous);
  },
  'turn-ended'(state, event) {
    const q = copyPlayer(state.players[event.player]!);
    q.turnEnded = true;
    q.previous = null;
    return withPlayer(state, event.player, q);
  },
  fulfilled(state, event) {
    const q = copyPlayer(state.players[event.player]!);
    q.status = 'fulfilled';
    q.finished = { turn: event.turn, actions: event.actions };
    q.previous = null;
    return withPlayer(state, event.player, q);
  },
  'player-out'(state, event) {
    const q = copyPlayer(state.players[event.player]!);
    q.status = 'out';
    q.outReason = event.reason;
    q.previous = null;
    return withPlayer(state, event.player, q);
  },
  wind: (state) => state,
  'turn-started'(state, event) {
    const next = withPlayers(state, (p) => {
      const q = copyPlayer(p);
      q.turnEnded = false;
      q.actionsUsed = 0;
      q.usedThisTurn = [];
      q.pending = null;
      q.previous = null;
      q.centralActions = 0;
      q.centralMoved = false;
      q.mimicked = [];
      q.charmed = [];
      return q;
    }) as Draft<GameState>;
    next.turn = event.turn;
    return next;
  },
  'game-ended'(state) {
    const next = copyState(state);
    next.over = true;
    return next;
  },
  'first-player'(state, event) {
    const next = copyState(state);
    next.first = event.player;
    // R7: a draw among players still tied takes one number from the generator (a view has none to take).
    if (event.among.length > 1 && !isView(state)) next.rng = randomBelow(state.rng, event.among.length)[1];
    return next;
  },
  rolled(state) {
    // The face is in the event; a view's blank generator stays blank.
    if (isView(state)) return state;
    const next = copyState(state);
    next.rng = rollDie(state.rng)[1];
    return next;
  },
  'wind-forecast'(state, event) {
    const winds = state.winds.slice();
    while (winds.length < event.turn - 1) winds.push('unknown');
    winds[event.turn - 1] = event.wind;
    const next = copyState(state);
    next.winds = winds;
    return next;
  },
  'bag-shuffled'(state, event) {
    // A view knows what the bag holds, never its order: it keeps listing the bag in colour order.
    if (isView(state)) return changeBag(state, event.player, hideBag(state.players[event.player]!.bag));
    const [bag, rng] = shuffle(state.rng, state.players[event.player]!.bag);
    const next = copyState(state);
    next.rng = rng;
    return changeBag(next, event.player, bag);
  },
  'central-acted'(state, event) {
    const p = state.players[event.player]!;
    const q = copyPlayer(p);
    q.centralActions = p.centralActions + 1;
    q.centralMoved = p.centralMoved || event.action === 'central-move';
    return withPlayer(state, event.player, q);
  },
  'central-drawn': (state, event) => changeBag(state, event.player, takeFromBag(state.players[event.player]!.bag, event.color)),
  'central-placed'(state, event) {
    const placed = (central: CentralState) => withCell(central.board, event.cell, token(event.color));
    switch (event.from) {
      case 'drawn':
      case 'box':
        return changeCentral(state, placed);
      case 'recruit':
        return changeRecruit(changeCentral(state, placed), event.player, event.color, -1);
      case 'central-recruit':
        return changeCentral(state, placed, addToRecruit(state.central!.recruit, event.color, -1));
      default:
        return unreachable(event.from, event);
    }
  },
  'central-moved'(state, event) {
    const t = centralAt(state, event.from);
    return changeCentral(state, (central) => withMove(central.board, event.from, event.to, t));
  },
  'central-left'(state, event) {
    const removed = changeCentral(state, (central) => withCell(central.board, event.from, null));
    switch (event.to) {
      case 'box':
        return removed;
      case 'central-recruit':
        return changeCentral(removed, sameBoard, addToRecruit(state.central!.recruit, event.color, 1));
      case 'recruit':
        return changeRecruit(removed, event.player, event.color, 1);
      default:
        return unreachable(event.to, event);
    }
  },
  'central-blown'(state, event) {
    const t = centralAt(state, event.from);
    // R11: a token blown off the StigmaReine goes to the StigmaReine recruit zone.
    if (event.to === 'off') {
      return changeCentral(state, (central) => withCell(central.board, event.from, null), addToRecruit(state.central!.recruit, t.color, 1));
    }
    const to = event.to;
    return changeCentral(state, (central) => withMove(central.board, event.from, to, t));
  },
  'central-recruited'(state, event) {
    const moved = changeCentral(state, sameBoard, addToRecruit(state.central!.recruit, event.color, -1));
    return changeRecruit(moved, event.player, event.color, 1);
  },
  gained(state, event) {
    const p = state.players[event.player]!;
    const q = copyPlayer(p);
    q.specials = [...p.specials, event.action];
    return withPlayer(state, event.player, q);
  },
  given(state, event) {
    // The token goes into the bag; a `bag-shuffled` event follows, so where it goes in does not matter.
    const removed = changeCentral(state, (central) => withCell(central.board, event.cell, null));
    return changeBag(removed, event.to, [event.color, ...removed.players[event.to]!.bag]);
  },
  'recruit-changed'(state, event) {
    const p = state.players[event.player]!;
    const q = copyPlayer(p);
    q.recruit = addToRecruit(addToRecruit(p.recruit, event.from, -event.count), event.to, event.count);
    return withPlayer(state, event.player, q);
  },
  bagged: (state, event) => changeBag(state, event.player, [...event.colors, ...state.players[event.player]!.bag]),
  mimicked(state, event) {
    const p = state.players[event.player]!;
    const q = copyPlayer(p);
    q.board = withCell(p.board, event.cell, token(event.color));
    q.mimicked = [...p.mimicked, event.color];
    return withPlayer(state, event.player, q);
  },
  pilfered(state, event) {
    const robbed = changeBag(state, event.from, takeFromBag(state.players[event.from]!.bag, event.color));
    return changeRecruit(robbed, event.player, event.color, 1);
  },
  'bags-swapped'(state, event) {
    const mine = state.players[event.player]!.bag;
    const theirs = state.players[event.with]!.bag;
    return changeBag(changeBag(state, event.player, theirs), event.with, mine);
  },
  charmed(state, event) {
    const [a, b] = event.tokens;
    let next = state;
    // Each player gives their named token and receives the other's, which cannot be charmed again this turn.
    for (const [giver, given, taker] of [
      [a.player, a.color, b.player],
      [b.player, b.color, a.player],
    ] as const) {
      next = changeRecruit(next, giver, given, -1);
      const t = next.players[taker]!;
      const q = copyPlayer(t);
      q.recruit = addToRecruit(t.recruit, given, 1);
      q.charmed = [...t.charmed, given];
      next = withPlayer(next, taker, q);
    }
    return next;
  },
  drifted(state, event) {
    if (event.to !== 'off') return moveToken(state, event.board, event.from, event.to);
    const owner = state.players[event.board]!;
    const t = at(owner, event.from);
    // R20: a token a Last Drift takes off any board goes to the acting player's recruit zone.
    const q = copyPlayer(owner);
    q.board = withCell(owner.board, event.from, null);
    q.lastLanded = followLanded(owner, event.from, null);
    return changeRecruit(withPlayer(state, event.board, q), event.player, t.color, 1);
  },
};
