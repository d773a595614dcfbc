/**
 * Oracles for the competitive and no-limit modes: fixed positions whose legal commands were counted by hand from
 * the rulings, not read off the engine. Each comment gives the count, type by type, for every seat.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, play, type Command, type CommandType, type GameState } from '../src/index.js';
import { scenario } from './support/ascii.js';
import { withSeat } from './support/central.js';

function countByType(commands: readonly Command[]): Partial<Record<CommandType, number>> {
  const counts: Partial<Record<CommandType, number>> = {};
  for (const c of commands) counts[c.type] = (counts[c.type] ?? 0) + 1;
  return counts;
}

function after(state: GameState, ...commands: Command[]): GameState {
  let current = state;
  for (const command of commands) {
    const result = play(current, command);
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    current = result.value.state;
  }
  return current;
}

interface Oracle {
  readonly name: string;
  readonly state: () => GameState;
  readonly total: number;
  readonly counts: Partial<Record<CommandType, number>>;
}

const ORACLES: readonly Oracle[] = [
  {
    // Empty StigmaReine and its recruit zone empty: A5 with one of the 3 primaries from the box = 3. Nothing else:
    // every other command waits for A5, and seat 1 waits for seat 0. Total 3.
    name: 'R19 A5: the first step of a competitive game, an empty StigmaReine (2 players)',
    state: () => scenario({ mode: 'competitive', central: '', centralActions: 0, recruit: { red: 1 } }),
    total: 3,
    counts: { a5: 3 },
  },
  {
    // StigmaReine: blue on A5. Seat 0 owes both central actions: Draw and Place 1; Move A5 to A4, A6, B5 = 3;
    // joker, 1 red on A4, A6, B5 = 3. No personal action, no end-turn, no undo; seat 1 waits. Total 7.
    name: 'R19: the central actions of a competitive turn (A5 taken, 1 red in the recruit zone)',
    state: () => scenario({ mode: 'competitive', centralActions: 0, recruit: { red: 1 }, bag: ['blue'] }),
    total: 7,
    counts: { 'central-draw': 1, 'central-move': 3, 'central-joker': 3 },
  },
  {
    // As above in competitive no limit with 3 players: the same 7, and Last Drift first, aimed at the own board,
    // the StigmaReine or either opponent = 4. Total 11.
    name: 'R20/R19: the start of a competitive no limit turn (3 players)',
    state: () => scenario({ mode: 'competitive-no-limit', players: 3, centralActions: 0, recruit: { red: 1 }, bag: ['blue'] }),
    total: 11,
    counts: { 'last-drift': 4, 'central-draw': 1, 'central-move': 3, 'central-joker': 3 },
  },
  {
    // Competitive no limit, both central actions spent, turn 1, empty personal board, 1 blue and 1 yellow in the
    // recruit zone: draw 1; land on any of the 36 edge cells x 2 colours = 72; Last Drift is no longer first;
    // Recruit on StigmaReine needs 2 actions; end-turn 1. Total 74.
    name: 'R8 no limit: landing on any edge of an empty board (turn 1)',
    state: () => scenario({ mode: 'competitive-no-limit', turn: 1, board: '', recruit: { blue: 1, yellow: 1 }, bag: ['red'], centralRecruit: { green: 1 } }),
    total: 74,
    counts: { draw: 1, land: 72, 'end-turn': 1 },
  },
  {
    // Competitive, turn 2, both central actions spent, empty bag and recruit zone, a green in the StigmaReine recruit
    // zone. move: C3 to B3 C2 D3, C4 to B4 C5 D4 = 6; Recruit on StigmaReine: green = 1; end-turn 1. Total 8.
    name: 'R8: Recruit on StigmaReine beside the moves (competitive, turn 2)',
    state: () => scenario({ mode: 'competitive', turn: 2, board: 'C . . b r . . . . . .', recruit: {}, bag: [], centralRecruit: { green: 1 } }),
    total: 8,
    counts: { move: 6, 'central-recruit': 1, 'end-turn': 1 },
  },
  {
    // Three players; seat 0 matched A4 A5 A6 and chose its action: each of the 3 cells to each of the 3 bags = 9;
    // nothing else, for anyone. Total 9.
    name: 'R19: giving the matched tokens (3 players)',
    state: () =>
      after(
        scenario({ mode: 'competitive', players: 3, central: 'A . . . r r . . . . .', centralActions: 0, bag: ['red'], recruit: {} }),
        { type: 'central-draw', player: 0 },
        { type: 'central-place', player: 0, to: 'A6' },
        { type: 'gain', player: 0, action: 'mixing' },
      ),
    total: 9,
    counts: { give: 9 },
  },
  {
    // Solo no limit, start of turn 2: one new action among the 20 less the 4 versus actions = 16; nothing else
    // until it is chosen. Total 16.
    name: 'R21: the solo no limit choice of turn 2',
    state: () => withSeat(scenario({ mode: 'solo-no-limit', turn: 2 }), 0, { pending: { kind: 'gain', left: 1, cells: [] } }),
    total: 16,
    counts: { gain: 16 },
  },
];

describe('oracles: hand-counted legal commands of competitive and no-limit positions', () => {
  it.each(ORACLES.map((o) => [o.name, o] as const))('%s', (_name, oracle) => {
    const commands = legalActions(oracle.state());
    expect(countByType(commands)).toEqual(oracle.counts);
    expect(commands).toHaveLength(oracle.total);
  });
});
