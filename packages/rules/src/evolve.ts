/**
 * `evolve`: applies one event to a state, checking nothing. Every change of state goes through here, so a
 * game's state is always `events.reduce(evolve, initialState)`.
 * @module
 */
import { cellIndex } from './cells.js';
import { token } from './board.js';
import { JOKER_TOKENS } from './actions/joker.js';
import type { Colour, CommandType, GameEvent, GameState, PlayerState, SpecialActionId, Token } from './types.js';

// R22: steps after which undo cannot go back, because they revealed the bag.
const CHECKPOINT_ACTIONS: ReadonlySet<CommandType> = new Set<CommandType>(['draw', 'fulgurance']);


// R18: special actions usable once per turn.
const ONCE_PER_TURN: ReadonlySet<CommandType> = new Set<CommandType>(['choreography', 'fast-step', 'rest']);

/**
 * A copy of the state with other values for some fields. Every state `evolve` returns is built by this one
 * object literal, and every player by `copyPlayer`, so that V8 gives them all one hidden class. Copying with
 * spreads (`{ ...state, players }`, `{ ...p, board }`) left the players of a few random games in 18 hidden
 * classes (states in 4, recruit zones in 12): the spreads and every read of a player's fields went
 * megamorphic, and `play` spent most of its time there; simple commands ran 2.5 times slower (see
 * docs/performance.md). The literal lists every field, so a field added to the type fails to compile here.
 */
function copyState(state: GameState, changes: Partial<GameState>): GameState {
  return {
    rulesVersion: state.rulesVersion,
    schema: state.schema,
    mode: state.mode,
    options: state.options,
    seed: state.seed,
    rng: state.rng,
    turn: changes.turn ?? state.turn,
    over: changes.over ?? state.over,
    targets: state.targets,
    players: changes.players ?? state.players,
  };
}

/**
 * A copy of a player with other values for some fields, built by one object literal for the same reason as
 * `copyState`. A field given as `undefined` is left as it was; `null` is a value (no pending decision, no previous step).
 */
function copyPlayer(p: PlayerState, changes: Partial<PlayerState>): PlayerState {
  return {
    name: p.name,
    board: changes.board ?? p.board,
    bag: changes.bag ?? p.bag,
    recruit: changes.recruit ?? p.recruit,
    status: changes.status ?? p.status,
    turnEnded: changes.turnEnded ?? p.turnEnded,
    actionsUsed: changes.actionsUsed ?? p.actionsUsed,
    usedThisTurn: changes.usedThisTurn ?? p.usedThisTurn,
    jokerUsed: changes.jokerUsed ?? p.jokerUsed,
    pending: changes.pending === undefined ? p.pending : changes.pending,
    finished: changes.finished === undefined ? p.finished : changes.finished,
    outReason: changes.outReason === undefined ? p.outReason : changes.outReason,
    previous: changes.previous === undefined ? p.previous : changes.previous,
  };
}

function withPlayer(state: GameState, index: number, player: PlayerState): GameState {
  const players = state.players.slice();
  players[index] = player;
  return copyState(state, { players });
}

/** The state with some fields of one player changed. */
function changePlayer(state: GameState, index: number, changes: Partial<PlayerState>): GameState {
  return withPlayer(state, index, copyPlayer(state.players[index]!, changes));
}

type BoardChanges = readonly (readonly [string, Token | null])[];

function withBoard(player: PlayerState, changes: BoardChanges): PlayerState['board'] {
  const board = player.board.slice();
  for (const [cell, t] of changes) board[cellIndex(cell)] = t;
  return board;
}

/** The state with some cells of one player's board changed. */
function changeBoard(state: GameState, index: number, changes: BoardChanges): GameState {
  return changePlayer(state, index, { board: withBoard(state.players[index]!, changes) });
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
 * Applies one event to a state and returns the new state. The event is trusted: use `play` to decide events,
 * and `evolve` to fold events that `play` produced (when replaying or syncing a client).
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
  switch (event.type) {
    case 'acted': {
      const p = state.players[event.player]!;
      const used = ONCE_PER_TURN.has(event.action) && !p.usedThisTurn.includes(event.action as SpecialActionId);
      return changePlayer(state, event.player, {
        actionsUsed: p.actionsUsed + event.cost,
        usedThisTurn: used ? [...p.usedThisTurn, event.action as SpecialActionId] : p.usedThisTurn,
        previous: CHECKPOINT_ACTIONS.has(event.action) ? null : p,
      });
    }
    case 'drawn': {
      const p = state.players[event.player]!;
      return changePlayer(state, event.player, {
        bag: p.bag.slice(0, -1),
        recruit: addToRecruit(p.recruit, event.color, 1),
      });
    }
    case 'landed': {
      const p = state.players[event.player]!;
      return changePlayer(state, event.player, {
        board: withBoard(p, [[event.cell, token(event.color)]]),
        recruit: addToRecruit(p.recruit, event.color, -1),
      });
    }
    case 'placed': {
      const p = state.players[event.player]!;
      return changePlayer(state, event.player, {
        board: withBoard(p, [[event.cell, token(event.color)]]),
        bag: p.bag.slice(0, -1),
      });
    }
    case 'moved':
    case 'blown': {
      const p = state.players[event.player]!;
      const t = at(p, event.from);
      const changes: [string, Token | null][] = [[event.from, null]];
      if (event.to !== 'off') changes.push([event.to, t]);
      return changeBoard(state, event.player, changes);
    }
    case 'exited':
    case 'removed':
      return changeBoard(state, event.player, [[event.type === 'exited' ? event.from : event.cell, null]]);
    case 'swapped': {
      const p = state.players[event.player]!;
      const [a, b] = event.cells;
      return changeBoard(state, event.player, [
        [a, at(p, b)],
        [b, at(p, a)],
      ]);
    }
    case 'recoloured':
    case 'created':
      return changeBoard(state, event.player, [[event.cell, token(event.color)]]);
    case 'pollinated':
      return changeBoard(state, event.player, [[event.cell, token(event.color, true)]]);
    case 'joker-played': {
      const p = state.players[event.player]!;
      return changePlayer(state, event.player, {
        jokerUsed: true,
        recruit: addToRecruit(addToRecruit(p.recruit, event.from, -JOKER_TOKENS), event.to, JOKER_TOKENS),
      });
    }
    case 'decision':
      return changePlayer(state, event.player, { pending: event.pending });
    case 'undone': {
      const previous = state.players[event.player]!.previous;
      if (previous === null) throw new Error('evolve: nothing to undo');
      return withPlayer(state, event.player, previous);
    }
    case 'turn-ended':
      return changePlayer(state, event.player, { turnEnded: true, previous: null });
    case 'fulfilled':
      return changePlayer(state, event.player, {
        status: 'fulfilled',
        finished: { turn: event.turn, actions: event.actions },
        previous: null,
      });
    case 'player-out':
      return changePlayer(state, event.player, { status: 'out', outReason: event.reason, previous: null });
    case 'wind':
      return state;
    case 'turn-started':
      return copyState(state, {
        turn: event.turn,
        players: state.players.map((p) =>
          copyPlayer(p, { turnEnded: false, actionsUsed: 0, usedThisTurn: [], pending: null, previous: null }),
        ),
      });
    case 'game-ended':
      return copyState(state, { over: true });
    default: {
      const unknown: never = event;
      throw new Error(`evolve: unknown event ${JSON.stringify(unknown)}`);
    }
  }
}
