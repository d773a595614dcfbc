/**
 * `applyEvent`: applies an event received from outside (another process, the network) to a state, after checking
 * that it is an event and that the state can take it. `evolve` stays the fast path for trusted events.
 * @module
 */
import { JOKER_TOKENS } from './reach.js';
import { cellIndex } from './cells.js';
import { err, ok, ruleError } from './errors.js';
import { evolve } from './evolve.js';
import { FORECAST_TURNS } from './forecast.js';
import { actionsInTurn } from './modes.js';
import { parseEvent } from './parse.js';
import type { Colour, GameEvent, GameState, PlayerState, Result, RuleError } from './types.js';

/**
 * Applies one event from outside to a state: the safe counterpart of {@link evolve}. The event is read once
 * into plain data and checked against the JSON Schema of events (`schemas/event.v1.schema.json`), then against
 * the state: its seats are players of this game; its turn numbers are the current turn, the next one for a new
 * turn, or a forecast the wind die can give (turns up to 9, or the current turn after that); the cells it moves,
 * swaps or takes tokens from hold one, and the cells it lands or moves a token on are free; the tokens it takes
 * from a bag, a recruit zone or the StigmaReine's recruit zone are there; a StigmaReine event needs a
 * StigmaReine, an undo something to undo, an action cost the actions left. Only then is it folded with `evolve`.
 *
 * Whether the rules would have caused this event is not checked: that is what `play` decides, and a replay is
 * checked by playing it again (`replayGame`). What `applyEvent` promises is that no event, however made, throws,
 * costs more than its own size, or gives a state outside these bounds. A refused event returns a `RuleError`
 * with a stable `code` (`event/malformed`, `event/seat`, `event/turn`, `event/cell`, `event/tokens`,
 * `event/no-stigmareine`, `event/nothing-to-undo`, `event/cost`, `event/inapplicable`) and the JSON Pointer
 * of the field at fault in `params.path`; the state passed in is left as it was.
 *
 * @example
 * ```ts
 * // `text` as received from the network
 * const applied = applyEvent(state, JSON.parse(text));
 * if (applied.ok) state = applied.value;
 * else console.warn(applied.error.code, applied.error.params?.path);
 * ```
 */
export function applyEvent(state: GameState, input: unknown): Result<GameState, RuleError> {
  const parsed = parseEvent(input);
  if (!parsed.ok) {
    const issue = parsed.error.issues[0];
    return err(ruleError('event/malformed', parsed.error.message, { path: issue?.path ?? '' }));
  }
  const event = parsed.value;
  const refused = check(state, event);
  if (refused !== undefined) return err(refused);
  try {
    return ok(evolve(state, event));
  } catch {
    // evolve fails loudly on an event its state cannot take; the checks above are meant to leave no such event,
    // and should one remain it is refused here rather than thrown at the caller.
    return err(ruleError('event/inapplicable', `This state cannot take a ${event.type} event.`, { path: '' }));
  }
}

type Check = RuleError | undefined;

function seat(state: GameState, player: number, path: string): Check {
  return player < state.players.length
    ? undefined
    : ruleError('event/seat', `There is no player ${player} in this game of ${state.players.length}.`, { path, player });
}

// The first failing check, in the order given.
function first(...checks: readonly (() => Check)[]): Check {
  for (const c of checks) {
    const found = c();
    if (found !== undefined) return found;
  }
  return undefined;
}

function holds(board: PlayerState['board'], cell: string, path: string): Check {
  return board[cellIndex(cell)] === null ? ruleError('event/cell', `There is no token on ${cell}.`, { path, cell }) : undefined;
}

function free(board: PlayerState['board'], cell: string, path: string): Check {
  return board[cellIndex(cell)] === null ? undefined : ruleError('event/cell', `${cell} is not empty.`, { path, cell });
}

function recruitHolds(recruit: PlayerState['recruit'], color: Colour, count: number, path: string, whose: string): Check {
  return recruit[color] >= count
    ? undefined
    : ruleError('event/tokens', `${whose} holds ${recruit[color]} ${color} token(s), not ${count}.`, { path, color, count });
}

function bagHolds(p: PlayerState, color: Colour | undefined, path: string): Check {
  if (color === undefined ? p.bag.length > 0 : p.bag.includes(color)) return undefined;
  return ruleError('event/tokens', color === undefined ? 'The bag is empty.' : `The bag holds no ${color} token.`, { path });
}

function central(state: GameState): Check {
  return state.central === null ? ruleError('event/no-stigmareine', 'This game has no StigmaReine.', { path: '/type' }) : undefined;
}

function turnIs(turn: number, wanted: number, path: string): Check {
  return turn === wanted ? undefined : ruleError('event/turn', `Turn ${turn} is not turn ${wanted}.`, { path, turn });
}

// The checks of each event, against what `evolve` does with it.
function check(state: GameState, event: GameEvent): Check {
  const p = 'player' in event && typeof event.player === 'number' ? state.players[event.player] : undefined;
  const stigmareine = (): Check => central(state);
  const mine = (): Check => ('player' in event && typeof event.player === 'number' ? seat(state, event.player, '/player') : undefined);
  switch (event.type) {
    case 'acted':
      return first(mine, () => {
        const left = actionsInTurn(state.turn) - p!.actionsUsed;
        return event.cost <= left
          ? undefined
          : ruleError('event/cost', `The step costs ${event.cost} action(s) and ${left} are left.`, { path: '/cost' });
      });
    case 'drawn':
      return first(mine, () => bagHolds(p!, event.color, '/color'));
    case 'landed':
      return first(
        mine,
        () => recruitHolds(p!.recruit, event.color, 1, '/color', 'The recruit zone'),
        () => free(p!.board, event.cell, '/cell'),
      );
    case 'placed':
      return first(mine, () => bagHolds(p!, event.color, '/color'), () => free(p!.board, event.cell, '/cell'));
    case 'moved':
      return first(mine, () => holds(p!.board, event.from, '/from'), () => free(p!.board, event.to, '/to'));
    case 'blown':
      return first(
        mine,
        () => holds(p!.board, event.from, '/from'),
        () => (event.to === 'off' ? undefined : free(p!.board, event.to, '/to')),
      );
    case 'exited':
      return first(mine, () => holds(p!.board, event.from, '/from'));
    case 'removed':
    case 'recoloured':
    case 'pollinated':
      return first(mine, () => holds(p!.board, event.cell, '/cell'));
    case 'mimicked':
      return first(mine, () => holds(p!.board, event.cell, '/cell'));
    case 'created':
      return first(mine, () => free(p!.board, event.cell, '/cell'));
    case 'swapped':
      return first(mine, () => holds(p!.board, event.cells[0], '/cells/0'), () => holds(p!.board, event.cells[1], '/cells/1'));
    case 'joker-played':
      return first(mine, () => recruitHolds(p!.recruit, event.from, JOKER_TOKENS, '/from', 'The recruit zone'));
    case 'undone':
      return first(mine, () =>
        p!.previous === null ? ruleError('event/nothing-to-undo', 'There is no step to undo.', { path: '/player' }) : undefined,
      );
    case 'fulfilled':
      return first(mine, () => turnIs(event.turn, state.turn, '/turn'), () =>
        event.actions <= actionsInTurn(state.turn)
          ? undefined
          : ruleError('event/cost', `Turn ${state.turn} gives ${actionsInTurn(state.turn)} actions, not ${event.actions}.`, { path: '/actions' }),
      );
    case 'decision':
    case 'turn-ended':
    case 'player-out':
    case 'rolled':
    case 'bag-shuffled':
    case 'central-acted':
    case 'bagged':
      return mine();
    case 'wind':
    case 'game-ended':
      return turnIs(event.turn, state.turn, '/turn');
    case 'turn-started':
      return turnIs(event.turn, state.turn + 1, '/turn');
    case 'wind-forecast': {
      // R12: the die forecasts turns 1 to 9 at setup; later winds are rolled in the turn they blow.
      const last = Math.max(state.turn, FORECAST_TURNS);
      return event.turn <= last
        ? undefined
        : ruleError('event/turn', `No wind is forecast for turn ${event.turn}: the latest is turn ${last}.`, { path: '/turn', turn: event.turn });
    }
    case 'first-player':
      return first(
        mine,
        ...event.among.map((among, i) => () => seat(state, among, `/among/${i}`)),
        () =>
          event.among.includes(event.player)
            ? undefined
            : ruleError('event/seat', `Player ${event.player} is not among those drawn from.`, { path: '/player' }),
      );
    case 'central-drawn':
      return first(mine, stigmareine, () => bagHolds(p!, event.color, '/color'));
    case 'central-placed':
      return first(mine, stigmareine, () => free(state.central!.board, event.cell, '/cell'), () => {
        switch (event.from) {
          case 'recruit':
            return recruitHolds(p!.recruit, event.color, 1, '/color', 'The recruit zone');
          case 'central-recruit':
            return recruitHolds(state.central!.recruit, event.color, 1, '/color', "The StigmaReine's recruit zone");
          case 'drawn':
          case 'box':
            return undefined;
        }
      });
    case 'central-moved':
      return first(mine, stigmareine, () => holds(state.central!.board, event.from, '/from'), () => free(state.central!.board, event.to, '/to'));
    case 'central-left':
      return first(mine, stigmareine, () => holds(state.central!.board, event.from, '/from'));
    case 'central-blown':
      return first(
        stigmareine,
        () => holds(state.central!.board, event.from, '/from'),
        () => (event.to === 'off' ? undefined : free(state.central!.board, event.to, '/to')),
      );
    case 'central-recruited':
      return first(mine, stigmareine, () => recruitHolds(state.central!.recruit, event.color, 1, '/color', "The StigmaReine's recruit zone"));
    case 'gained':
      return first(mine, () =>
        p!.specials.includes(event.action)
          ? ruleError('event/tokens', `Player ${event.player} already has ${event.action}.`, { path: '/action' })
          : undefined,
      );
    case 'given':
      return first(mine, () => seat(state, event.to, '/to'), stigmareine, () => holds(state.central!.board, event.cell, '/cell'));
    case 'recruit-changed':
      return first(mine, () => recruitHolds(p!.recruit, event.from, event.count, '/count', 'The recruit zone'));
    case 'pilfered':
      return first(mine, () => seat(state, event.from, '/from'), () => bagHolds(state.players[event.from]!, undefined, '/from'));
    case 'bags-swapped':
      return first(mine, () => seat(state, event.with, '/with'));
    case 'charmed': {
      const [a, b] = event.tokens;
      return first(
        mine,
        () => seat(state, a.player, '/tokens/0/player'),
        () => seat(state, b.player, '/tokens/1/player'),
        () => recruitHolds(state.players[a.player]!.recruit, a.color, a.player === b.player && a.color === b.color ? 2 : 1, '/tokens/0/color', 'The recruit zone'),
        () => recruitHolds(state.players[b.player]!.recruit, b.color, 1, '/tokens/1/color', 'The recruit zone'),
      );
    }
    case 'drifted':
      return first(
        mine,
        () => seat(state, event.board, '/board'),
        () => holds(state.players[event.board]!.board, event.from, '/from'),
        () => (event.to === 'off' ? undefined : free(state.players[event.board]!.board, event.to, '/to')),
      );
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
