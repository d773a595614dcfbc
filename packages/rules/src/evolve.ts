/**
 * `evolve`: applies one event to a state, checking nothing. Every change of state goes through here, so a
 * game's state is always `events.reduce(evolve, initialState)`.
 * @module
 */
import { cellIndex } from './cells.js';
import { token } from './board.js';
import type { CommandType, GameEvent, GameState, PlayerState, SpecialActionId, Token } from './types.js';

// R22: steps after which undo cannot go back, because they revealed the bag.
const CHECKPOINT_ACTIONS: ReadonlySet<CommandType> = new Set<CommandType>(['draw', 'fulgurance']);

// R18: special actions usable once per turn.
const ONCE_PER_TURN: ReadonlySet<CommandType> = new Set<CommandType>(['choreography', 'fast-step', 'rest']);

function withPlayer(state: GameState, index: number, player: PlayerState): GameState {
  const players = state.players.slice();
  players[index] = player;
  return { ...state, players };
}

function withBoard(player: PlayerState, changes: readonly (readonly [string, Token | null])[]): PlayerState {
  const board = player.board.slice();
  for (const [cell, t] of changes) board[cellIndex(cell)] = t;
  return { ...player, board };
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
      return withPlayer(state, event.player, {
        ...p,
        actionsUsed: p.actionsUsed + event.cost,
        usedThisTurn: used ? [...p.usedThisTurn, event.action as SpecialActionId] : p.usedThisTurn,
        previous: CHECKPOINT_ACTIONS.has(event.action) ? null : p,
      });
    }
    case 'drawn': {
      const p = state.players[event.player]!;
      return withPlayer(state, event.player, {
        ...p,
        bag: p.bag.slice(0, -1),
        recruit: { ...p.recruit, [event.color]: p.recruit[event.color] + 1 },
      });
    }
    case 'landed': {
      const p = state.players[event.player]!;
      const moved = withBoard(p, [[event.cell, token(event.color)]]);
      return withPlayer(state, event.player, {
        ...moved,
        recruit: { ...p.recruit, [event.color]: p.recruit[event.color] - 1 },
      });
    }
    case 'placed': {
      const p = state.players[event.player]!;
      return withPlayer(state, event.player, { ...withBoard(p, [[event.cell, token(event.color)]]), bag: p.bag.slice(0, -1) });
    }
    case 'moved':
    case 'blown': {
      const p = state.players[event.player]!;
      const t = at(p, event.from);
      const changes: [string, Token | null][] = [[event.from, null]];
      if (event.to !== 'off') changes.push([event.to, t]);
      return withPlayer(state, event.player, withBoard(p, changes));
    }
    case 'exited':
    case 'removed': {
      const p = state.players[event.player]!;
      return withPlayer(state, event.player, withBoard(p, [[event.type === 'exited' ? event.from : event.cell, null]]));
    }
    case 'swapped': {
      const p = state.players[event.player]!;
      const [a, b] = event.cells;
      return withPlayer(state, event.player, withBoard(p, [[a, at(p, b)], [b, at(p, a)]]));
    }
    case 'recoloured':
    case 'created':
      return withPlayer(state, event.player, withBoard(state.players[event.player]!, [[event.cell, token(event.color)]]));
    case 'pollinated':
      return withPlayer(state, event.player, withBoard(state.players[event.player]!, [[event.cell, token(event.color, true)]]));
    case 'joker-played': {
      const p = state.players[event.player]!;
      return withPlayer(state, event.player, {
        ...p,
        jokerUsed: true,
        recruit: { ...p.recruit, [event.from]: p.recruit[event.from] - 4, [event.to]: p.recruit[event.to] + 4 },
      });
    }
    case 'decision':
      return withPlayer(state, event.player, { ...state.players[event.player]!, pending: event.pending });
    case 'undone': {
      const previous = state.players[event.player]!.previous;
      if (previous === null) throw new Error('evolve: nothing to undo');
      return withPlayer(state, event.player, previous);
    }
    case 'turn-ended':
      return withPlayer(state, event.player, { ...state.players[event.player]!, turnEnded: true, previous: null });
    case 'fulfilled':
      return withPlayer(state, event.player, {
        ...state.players[event.player]!,
        status: 'fulfilled',
        finished: { turn: event.turn, actions: event.actions },
        previous: null,
      });
    case 'player-out':
      return withPlayer(state, event.player, {
        ...state.players[event.player]!,
        status: 'out',
        outReason: event.reason,
        previous: null,
      });
    case 'wind':
      return state;
    case 'turn-started':
      return {
        ...state,
        turn: event.turn,
        players: state.players.map((p) => ({
          ...p,
          turnEnded: false,
          actionsUsed: 0,
          usedThisTurn: [],
          pending: null,
          previous: null,
        })),
      };
    case 'game-ended':
      return { ...state, over: true };
    default: {
      const unknown: never = event;
      throw new Error(`evolve: unknown event ${JSON.stringify(unknown)}`);
    }
  }
}
