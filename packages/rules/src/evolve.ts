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
import type {
  CentralState,
  Colour,
  GameEvent,
  GameState,
  PlayerState,
  Token,
} from './types.js';

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
    rng: changes.rng ?? state.rng,
    turn: changes.turn ?? state.turn,
    over: changes.over ?? state.over,
    targets: state.targets,
    players: changes.players ?? state.players,
    central: changes.central === undefined ? state.central : changes.central,
    first: changes.first ?? state.first,
    winds: changes.winds ?? state.winds,
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
    specials: changes.specials ?? p.specials,
    usedThisGame: changes.usedThisGame ?? p.usedThisGame,
    centralActions: changes.centralActions ?? p.centralActions,
    centralMoved: changes.centralMoved ?? p.centralMoved,
    lastLanded: changes.lastLanded === undefined ? p.lastLanded : changes.lastLanded,
    mimicked: changes.mimicked ?? p.mimicked,
    charmed: changes.charmed ?? p.charmed,
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

/** Fails loudly on an event of no known type: `evolve` trusts its events, so this is a bug, not bad input. */
/**
 * A bag without the token just taken from it: the top one, which is of `color`. In a view, whose bag is listed in
 * colour order, the top is unknown, so the token goes by its colour; in the game both are the same token.
 */
function takeFromBag(bag: readonly Colour[], color: Colour): Colour[] {
  const i = bag.lastIndexOf(color);
  return i < 0 ? bag.slice(0, -1) : [...bag.slice(0, i), ...bag.slice(i + 1)];
}

function unreachable(event: never): never {
  throw new Error(`evolve: unknown event ${JSON.stringify(event)}`);
}

/** Where the last landed token stands after it moved from `from` to `to` (Mimicry follows it, R18). */
function followLanded(p: PlayerState, from: string, to: string | null): string | null {
  return p.lastLanded === from ? to : p.lastLanded;
}

function withCentralBoard(central: CentralState, changes: BoardChanges): CentralState['board'] {
  const board = central.board.slice();
  for (const [cell, t] of changes) board[cellIndex(cell)] = t;
  return board;
}

/** The state with the StigmaReine's board and recruit zone changed. */
function changeCentral(state: GameState, changes: BoardChanges, recruit?: CentralState['recruit']): GameState {
  const central = state.central;
  if (central === null) throw new Error('evolve: this game has no StigmaReine');
  return copyState(state, { central: { board: withCentralBoard(central, changes), recruit: recruit ?? central.recruit } });
}

function centralAt(state: GameState, cell: string): Token {
  const t = state.central?.board[cellIndex(cell)];
  if (t === null || t === undefined) throw new Error(`evolve: no StigmaReine token on ${cell}`);
  return t;
}

/** A token leaving a personal board on purpose goes to the box, or to the recruit zone under no-limit rules (R8). */
function exitedTo(state: GameState, p: PlayerState, cell: string, color: Colour): Partial<PlayerState> {
  return {
    board: withBoard(p, [[cell, null]]),
    recruit: MODES[state.mode].noLimit ? addToRecruit(p.recruit, color, 1) : p.recruit,
    lastLanded: followLanded(p, cell, null),
  };
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
  if (ended === 'everyone') {
    return next.players.every((p) => p.previous === null)
      ? next
      : copyState(next, { players: next.players.map((p) => (p.previous === null ? p : copyPlayer(p, { previous: null }))) });
  }
  return next.players[ended]?.previous == null ? next : changePlayer(next, ended, { previous: null });
}

/** What one event changes, before the end of undo that `undoEndedBy` derives from it. */
function applyChange(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case 'acted': {
      const p = state.players[event.player]!;
      const traits = traitsOf(event.action);
      const spendsDrift = MODES[state.mode].noLimit && traits.keepsLastDrift !== true;
      const once = traits.oncePerTurn ?? (spendsDrift ? 'last-drift' : undefined);
      const game = traits.oncePerGame;
      // In competitive modes a step may touch the others' bags, boards and recruit zones: their own snapshots for
      // undo would bring back what this step changed, so a step of one player ends the others' undo (R22).
      const base = MODES[state.mode].sequential
        ? copyState(state, { players: state.players.map((q, i) => (i === event.player || q.previous === null ? q : copyPlayer(q, { previous: null }))) })
        : state;
      return changePlayer(base, event.player, {
        actionsUsed: p.actionsUsed + event.cost,
        usedThisTurn: once !== undefined && !p.usedThisTurn.includes(once) ? [...p.usedThisTurn, once] : p.usedThisTurn,
        usedThisGame: game !== undefined && !p.usedThisGame.includes(game) ? [...p.usedThisGame, game] : p.usedThisGame,
        // R9: the competitive joker is spent by the central action that plays it.
        jokerUsed: p.jokerUsed || event.action === 'central-joker',
        // The events of the step end undo where they must (`undoEndedBy`); an answer to a decision that a checkpoint
        // raised is one too (R22).
        previous: p.pending !== null && ANSWER_ENDS_UNDO[p.pending.kind] ? null : p,
      });
    }
    case 'drawn': {
      const p = state.players[event.player]!;
      return changePlayer(state, event.player, {
        bag: takeFromBag(p.bag, event.color),
        recruit: addToRecruit(p.recruit, event.color, 1),
      });
    }
    case 'landed': {
      const p = state.players[event.player]!;
      return changePlayer(state, event.player, {
        board: withBoard(p, [[event.cell, token(event.color)]]),
        recruit: addToRecruit(p.recruit, event.color, -1),
        lastLanded: event.cell,
      });
    }
    case 'placed': {
      const p = state.players[event.player]!;
      return changePlayer(state, event.player, {
        board: withBoard(p, [[event.cell, token(event.color)]]),
        bag: takeFromBag(p.bag, event.color),
      });
    }
    case 'moved': {
      const p = state.players[event.player]!;
      const t = at(p, event.from);
      return changePlayer(state, event.player, {
        board: withBoard(p, [
          [event.from, null],
          [event.to, t],
        ]),
        lastLanded: followLanded(p, event.from, event.to),
      });
    }
    case 'blown': {
      const p = state.players[event.player]!;
      const t = at(p, event.from);
      if (event.to !== 'off') {
        return changePlayer(state, event.player, {
          board: withBoard(p, [
            [event.from, null],
            [event.to, t],
          ]),
          lastLanded: followLanded(p, event.from, event.to),
        });
      }
      // R11: blown off, a token is lost (its player is out) or, outside discovery and normal, back in the recruit zone.
      return changePlayer(state, event.player, {
        board: withBoard(p, [[event.from, null]]),
        recruit: MODES[state.mode].windExitPutsOut ? p.recruit : addToRecruit(p.recruit, t.color, 1),
        lastLanded: followLanded(p, event.from, null),
      });
    }
    case 'exited': {
      const p = state.players[event.player]!;
      return changePlayer(state, event.player, exitedTo(state, p, event.from, event.color));
    }
    case 'removed': {
      const p = state.players[event.player]!;
      return changePlayer(state, event.player, {
        board: withBoard(p, [[event.cell, null]]),
        lastLanded: followLanded(p, event.cell, null),
      });
    }
    case 'swapped': {
      const p = state.players[event.player]!;
      const [a, b] = event.cells;
      const landed = p.lastLanded === a ? b : p.lastLanded === b ? a : p.lastLanded;
      return changePlayer(state, event.player, {
        board: withBoard(p, [
          [a, at(p, b)],
          [b, at(p, a)],
        ]),
        lastLanded: landed,
      });
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
          copyPlayer(p, {
            turnEnded: false,
            actionsUsed: 0,
            usedThisTurn: [],
            pending: null,
            previous: null,
            centralActions: 0,
            centralMoved: false,
            mimicked: [],
            charmed: [],
          }),
        ),
      });
    case 'game-ended':
      return copyState(state, { over: true });
    case 'first-player':
      // R7: a draw among players still tied takes one number from the generator (a view has none to take).
      return copyState(state, {
        first: event.player,
        rng: event.among.length > 1 && !isView(state) ? randomBelow(state.rng, event.among.length)[1] : state.rng,
      });
    case 'rolled':
      // The face is in the event; a view's blank generator stays blank.
      return isView(state) ? state : copyState(state, { rng: rollDie(state.rng)[1] });
    case 'wind-forecast': {
      const winds = state.winds.slice();
      while (winds.length < event.turn - 1) winds.push('unknown');
      winds[event.turn - 1] = event.wind;
      return copyState(state, { winds });
    }
    case 'bag-shuffled': {
      // A view knows what the bag holds, never its order: it keeps listing the bag in colour order.
      if (isView(state)) return changePlayer(state, event.player, { bag: hideBag(state.players[event.player]!.bag) });
      const [bag, rng] = shuffle(state.rng, state.players[event.player]!.bag);
      return changePlayer(copyState(state, { rng }), event.player, { bag });
    }
    case 'central-acted': {
      const p = state.players[event.player]!;
      return changePlayer(state, event.player, {
        centralActions: p.centralActions + 1,
        centralMoved: p.centralMoved || event.action === 'central-move',
      });
    }
    case 'central-drawn': {
      const p = state.players[event.player]!;
      return changePlayer(state, event.player, { bag: takeFromBag(p.bag, event.color) });
    }
    case 'central-placed': {
      const placed = [[event.cell, token(event.color)]] as const;
      switch (event.from) {
        case 'drawn':
        case 'box':
          return changeCentral(state, placed);
        case 'recruit': {
          const p = state.players[event.player]!;
          return changePlayer(changeCentral(state, placed), event.player, { recruit: addToRecruit(p.recruit, event.color, -1) });
        }
        case 'central-recruit':
          return changeCentral(state, placed, addToRecruit(state.central!.recruit, event.color, -1));
        default:
          return unreachable(event);
      }
    }
    case 'central-moved': {
      const t = centralAt(state, event.from);
      return changeCentral(state, [
        [event.from, null],
        [event.to, t],
      ]);
    }
    case 'central-left': {
      const removed = changeCentral(state, [[event.from, null]]);
      switch (event.to) {
        case 'box':
          return removed;
        case 'central-recruit':
          return changeCentral(removed, [], addToRecruit(state.central!.recruit, event.color, 1));
        case 'recruit': {
          const p = state.players[event.player]!;
          return changePlayer(removed, event.player, { recruit: addToRecruit(p.recruit, event.color, 1) });
        }
        default:
          return unreachable(event);
      }
    }
    case 'central-blown': {
      const t = centralAt(state, event.from);
      // R11: a token blown off the StigmaReine goes to the StigmaReine recruit zone.
      if (event.to === 'off') return changeCentral(state, [[event.from, null]], addToRecruit(state.central!.recruit, t.color, 1));
      return changeCentral(state, [
        [event.from, null],
        [event.to, t],
      ]);
    }
    case 'central-recruited': {
      const p = state.players[event.player]!;
      const moved = changeCentral(state, [], addToRecruit(state.central!.recruit, event.color, -1));
      return changePlayer(moved, event.player, { recruit: addToRecruit(p.recruit, event.color, 1) });
    }
    case 'gained': {
      const p = state.players[event.player]!;
      return changePlayer(state, event.player, { specials: [...p.specials, event.action] });
    }
    case 'given': {
      // The token goes into the bag; a `bag-shuffled` event follows, so where it goes in does not matter.
      const removed = changeCentral(state, [[event.cell, null]]);
      const receiver = removed.players[event.to]!;
      return changePlayer(removed, event.to, { bag: [event.color, ...receiver.bag] });
    }
    case 'recruit-changed': {
      const p = state.players[event.player]!;
      return changePlayer(state, event.player, {
        recruit: addToRecruit(addToRecruit(p.recruit, event.from, -event.count), event.to, event.count),
      });
    }
    case 'bagged': {
      const p = state.players[event.player]!;
      return changePlayer(state, event.player, { bag: [...event.colors, ...p.bag] });
    }
    case 'mimicked': {
      const p = state.players[event.player]!;
      return changePlayer(state, event.player, {
        board: withBoard(p, [[event.cell, token(event.color)]]),
        mimicked: [...p.mimicked, event.color],
      });
    }
    case 'pilfered': {
      const victim = state.players[event.from]!;
      const robbed = changePlayer(state, event.from, { bag: takeFromBag(victim.bag, event.color) });
      const p = robbed.players[event.player]!;
      return changePlayer(robbed, event.player, { recruit: addToRecruit(p.recruit, event.color, 1) });
    }
    case 'bags-swapped': {
      const mine = state.players[event.player]!.bag;
      const theirs = state.players[event.with]!.bag;
      return changePlayer(changePlayer(state, event.player, { bag: theirs }), event.with, { bag: mine });
    }
    case 'charmed': {
      const [a, b] = event.tokens;
      let next = state;
      // Each player gives their named token and receives the other's, which cannot be charmed again this turn.
      for (const [giver, given, taker] of [
        [a.player, a.color, b.player],
        [b.player, b.color, a.player],
      ] as const) {
        const g = next.players[giver]!;
        next = changePlayer(next, giver, { recruit: addToRecruit(g.recruit, given, -1) });
        const t = next.players[taker]!;
        next = changePlayer(next, taker, { recruit: addToRecruit(t.recruit, given, 1), charmed: [...t.charmed, given] });
      }
      return next;
    }
    case 'drifted': {
      const owner = state.players[event.board]!;
      const t = at(owner, event.from);
      if (event.to !== 'off') {
        return changePlayer(state, event.board, {
          board: withBoard(owner, [
            [event.from, null],
            [event.to, t],
          ]),
          lastLanded: followLanded(owner, event.from, event.to),
        });
      }
      // R20: a token a Last Drift takes off any board goes to the acting player's recruit zone.
      const left = changePlayer(state, event.board, {
        board: withBoard(owner, [[event.from, null]]),
        lastLanded: followLanded(owner, event.from, null),
      });
      const p = left.players[event.player]!;
      return changePlayer(left, event.player, { recruit: addToRecruit(p.recruit, t.color, 1) });
    }
    default: {
      const unknown: never = event;
      throw new Error(`evolve: unknown event ${JSON.stringify(unknown)}`);
    }
  }
}
