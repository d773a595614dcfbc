/**
 * One `describe` per ruling of `shared/rules/RULINGS.md` that applies to discovery and normal games.
 * Scenario tests show the board before, the command(s), and the board after, as ASCII (see support/ascii.ts).
 * `docs/rules.md` links every ruling to the tests below by their names.
 */
import { describe, expect, it } from 'vitest';
import { stepFrom } from '../src/cells.js';
import {
  CELL_NAMES,
  COLOURS,
  FLOWER_ACTIONS,
  PRIMARIES,
  SIZE,
  actionsInTurn,
  cellIndex,
  createGame,
  isCellName,
  isColour,
  mix,
  outcome,
  play,
  playableModes,
  recordStep,
  replayGame,
  specialActionsOf,
  specialActionCost,
  specialCost,
  SPECIAL_IDS,
  toReplay,
  windAfterTurn,
  windBlowsAfter,
  type Colour,
  type Command,
  type Direction,
  type Flower,
  type GameEvent,
  type GameSetup,
  type GameState,
  type Mode,
  type ReplayStep,
  type SpecialActionId,
} from '../src/index.js';
import { board, boardOf, parseBoard, scenario, testSchema } from './support/ascii.js';

// ---------------------------------------------------------------------------------------------------------
// Helpers

interface Run {
  readonly state: GameState;
  readonly events: GameEvent[];
}

/** Plays the commands in order; a refused command fails the test with its code. */
function run(state: GameState, ...commands: Command[]): Run {
  const events: GameEvent[] = [];
  let current = state;
  for (const command of commands) {
    const result = play(current, command);
    if (!result.ok) throw new Error(`${JSON.stringify(command)} was refused: ${result.error.code} (${result.error.message})`);
    current = result.value.state;
    events.push(...result.value.events);
  }
  return { state: current, events };
}

/** The code of the error a refused command gives; the state passed in is never changed. */
function refusal(state: GameState, command: unknown): string {
  const before = structuredClone(state);
  const result = play(state, command);
  if (result.ok) throw new Error(`${JSON.stringify(command)} was accepted`);
  expect(state).toEqual(before);
  return result.error.code;
}

/** Every player still playing who has not ended the turn ends it, in seat order. */
function endTurn(state: GameState): Run {
  const commands: Command[] = [];
  state.players.forEach((p, player) => {
    if (p.status === 'playing' && !p.turnEnded) commands.push({ type: 'end-turn', player });
  });
  return run(state, ...commands);
}

/** Ends turns until the game reaches `turn`. */
function playUntilTurn(state: GameState, turn: number): GameState {
  let current = state;
  while (current.turn < turn && !current.over) current = endTurn(current).state;
  return current;
}

interface PlayerPosition {
  readonly board?: string;
  readonly recruit?: Partial<Record<Colour, number>>;
  readonly bag?: readonly Colour[];
  readonly actionsUsed?: number;
}

const NO_TOKENS: Record<Colour, number> = {
  blue: 0,
  yellow: 0,
  red: 0,
  orange: 0,
  green: 0,
  violet: 0,
  brown: 0,
  white: 0,
  black: 0,
};

/** Sets one player's board, recruit zone, bag or spent actions. */
function withPlayer(state: GameState, seat: number, position: PlayerPosition): GameState {
  const players = state.players.slice();
  const p = players[seat]!;
  players[seat] = {
    ...p,
    board: position.board === undefined ? p.board : parseBoard(position.board),
    recruit: position.recruit === undefined ? p.recruit : { ...NO_TOKENS, ...position.recruit },
    bag: position.bag ?? p.bag,
    actionsUsed: position.actionsUsed ?? p.actionsUsed,
  };
  return { ...state, players };
}

function created(setup: GameSetup): GameState {
  const result = createGame(setup);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function eventsOf<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

/** Personal actions the events spent. */
function costOf(events: readonly GameEvent[]): number {
  return eventsOf(events, 'acted').reduce((sum, e) => sum + e.cost, 0);
}

function recruitTotal(state: GameState, seat = 0): number {
  return Object.values(state.players[seat]!.recruit).reduce((a, b) => a + b, 0);
}

const EMPTY = board('');

// ---------------------------------------------------------------------------------------------------------

describe('R1 board geometry', () => {
  it('has 10 x 10 cells named A1..J10, rows A..J from top to bottom and columns 1..10', () => {
    expect(SIZE).toBe(10);
    expect(CELL_NAMES).toHaveLength(100);
    expect(CELL_NAMES.slice(0, 10)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10']);
    expect(CELL_NAMES.filter((_, i) => i % 10 === 0)).toEqual(['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1', 'H1', 'I1', 'J1']);
    expect(CELL_NAMES[99]).toBe('J10');
    for (const name of ['K1', 'A0', 'A11', 'a1', 'J 1', '']) expect(isCellName(name)).toBe(false);
  });

  it('every personal board is a 100-cell grid', () => {
    const state = created({ schema: testSchema('A B . . . . . . . . .'), mode: 'normal', players: 3, seed: 'r1' });
    for (const p of state.players) expect(p.board).toHaveLength(100);
  });

  it('"adjacent" means orthogonally adjacent: a diagonal neighbour does not count', () => {
    const state = scenario({ turn: 2, recruit: { red: 2 }, board: 'C . . b . . . . . . .' });
    expect(refusal(state, { type: 'land', player: 0, color: 'red', to: 'D4' })).toBe('land/not-adjacent');
    expect(refusal(state, { type: 'move', player: 0, from: 'C3', to: 'D4' })).toBe('move/not-adjacent');
    const after = run(state, { type: 'land', player: 0, color: 'red', to: 'D3' }).state;
    expect(boardOf(after)).toBe(
      board(`
      C . . b . . . . . . .
      D . . r . . . . . . .
      `),
    );
  });
});

describe('R2 colours', () => {
  it('has nine colours: three primaries, three secondaries, brown, white and black (no pink)', () => {
    expect(COLOURS).toEqual(['blue', 'yellow', 'red', 'orange', 'green', 'violet', 'brown', 'white', 'black']);
    expect(PRIMARIES).toEqual(['blue', 'yellow', 'red']);
    expect(isColour('brown')).toBe(true);
    expect(isColour('pink')).toBe(false);
  });

  it('each secondary is the mix of two primaries: orange = red + yellow, green = blue + yellow, violet = red + blue', () => {
    expect(mix('red', 'yellow')).toBe('orange');
    expect(mix('yellow', 'red')).toBe('orange');
    expect(mix('blue', 'yellow')).toBe('green');
    expect(mix('red', 'blue')).toBe('violet');
    expect(mix('blue', 'blue')).toBeUndefined();
    expect(mix('orange', 'blue')).toBeUndefined();
  });
});

describe('R3 setup', () => {
  const schema = testSchema('A B . . . . . . . . .', { flower: 'vertighaineuse' });

  it('gives every player 15 blue, 15 yellow and 15 red tokens, one of them drawn into the recruit zone', () => {
    const state = created({ schema, mode: 'discovery', players: 4, seed: 'r3' });
    for (const p of state.players) {
      expect(p.bag).toHaveLength(44);
      expect(Object.values(p.recruit).reduce((a, b) => a + b, 0)).toBe(1);
      const all = { ...p.recruit };
      for (const c of p.bag) all[c]++;
      expect(all).toEqual({ ...NO_TOKENS, blue: 15, yellow: 15, red: 15 });
    }
  });

  it('shuffles the bags with the seeded generator: same seed, same bags; another seed or another seat, another order', () => {
    const a = created({ schema, mode: 'normal', players: 2, seed: 'seed-a' });
    const again = created({ schema, mode: 'normal', players: 2, seed: 'seed-a' });
    const b = created({ schema, mode: 'normal', players: 2, seed: 'seed-b' });
    expect(again).toEqual(a);
    expect(b.players[0]!.bag).not.toEqual(a.players[0]!.bag);
    expect(a.players[1]!.bag).not.toEqual(a.players[0]!.bag);
    const sorted = a.players[0]!.bag.slice().sort((x, y) => COLOURS.indexOf(x) - COLOURS.indexOf(y));
    expect(a.players[0]!.bag).not.toEqual(sorted);
  });

  it('places setup tokens from the box; a token on a target of its own colour starts as pollen, on another colour not', () => {
    const withSetup = testSchema(
      `
      C . . B R . . . . . .
      `,
      {
        flower: 'maronne',
        setup: `
        C . . b b . . . . . .
        F . . . . . y . . . .
        `,
      },
    );
    const state = created({ schema: withSetup, mode: 'normal', players: 2, seed: 'setup' });
    for (let seat = 0; seat < 2; seat++) {
      expect(boardOf(state, seat)).toBe(
        board(`
        C . . B b . . . . . .
        F . . . . . y . . . .
        `),
      );
      // The bag and the recruit zone still hold the 45 tokens: setup tokens do not come from the bag.
      expect(state.players[seat]!.bag.length + recruitTotal(state, seat)).toBe(45);
    }
  });
});

describe('R4 pollination', () => {
  const targets = `
    C . . B . . . . . . .
    D . . . R . . . . . .
    `;

  it('a token landing on a target of its own colour becomes pollen at once', () => {
    const state = scenario({ targets, turn: 2, board: 'B . . y . . . . . . .', recruit: { blue: 1 } });
    const { state: after, events } = run(state, { type: 'land', player: 0, color: 'blue', to: 'C3' });
    expect(boardOf(after)).toBe(
      board(`
      B . . y . . . . . . .
      C . . B . . . . . . .
      `),
    );
    expect(eventsOf(events, 'pollinated')).toEqual([{ type: 'pollinated', player: 0, cell: 'C3', color: 'blue' }]);
  });

  it('a token landing on a target of another colour stays a stigmerian', () => {
    const state = scenario({ targets, turn: 2, board: 'B . . y . . . . . . .', recruit: { red: 1 } });
    const { state: after, events } = run(state, { type: 'land', player: 0, color: 'red', to: 'C3' });
    expect(boardOf(after)).toBe(
      board(`
      B . . y . . . . . . .
      C . . r . . . . . . .
      `),
    );
    expect(eventsOf(events, 'pollinated')).toEqual([]);
  });

  it('a move onto a target of its own colour makes pollen; a move onto another colour does not', () => {
    const state = scenario({
      targets,
      turn: 3,
      board: `
      C . . . r . . . . . .
      D . . . . r . . . . .
      `,
    });
    const after = run(
      state,
      { type: 'move', player: 0, from: 'C4', to: 'C3' }, // red on the blue target: stays
      { type: 'move', player: 0, from: 'D5', to: 'D4' }, // red on the red target: pollen
    ).state;
    expect(boardOf(after)).toBe(
      board(`
      C . . r . . . . . . .
      D . . . R . . . . . .
      `),
    );
  });

  it('a swap or a recolour that leaves a token on a target of its colour makes pollen', () => {
    const swap = scenario({ targets, flower: 'dentdine', turn: 2, board: 'C . . r b . . . . . .' });
    expect(boardOf(run(swap, { type: 'exchange', player: 0, cells: ['C3', 'C4'] }).state)).toBe(board('C . . B r . . . . . .'));
    const recolour = scenario({
      targets: 'D . . . V . . . . . .',
      flower: 'vertighaineuse',
      turn: 2,
      board: 'D . . . r b . . . . .',
    });
    expect(boardOf(run(recolour, { type: 'mixing', player: 0, cells: ['D4', 'D5'] }).state)).toBe(board('D . . . V v . . . . .'));
  });

  it('pollens never move: neither a move nor the wind displaces them', () => {
    const state = scenario({
      targets,
      turn: 2,
      board: `
      C . . B . . . . . . .
      D . . . R . . . . . .
      `,
    });
    expect(refusal(state, { type: 'move', player: 0, from: 'C3', to: 'C2' })).toBe('move/not-a-stigmerian');
    expect(refusal(state, { type: 'move', player: 0, from: 'D4', to: 'J4' })).toBe('move/not-a-stigmerian');
    const after = endTurn(state).state;
    expect(boardOf(after)).toBe(boardOf(state));
  });

  it('the wind that pushes a stigmerian onto a target of its colour makes it pollen', () => {
    const state = scenario({
      targets,
      turn: 2,
      board: `
      B . . b . . . . . . .
      C . . . r . . . . . .
      `,
    });
    const { state: after, events } = endTurn(state);
    expect(boardOf(after)).toBe(
      board(`
      C . . B . . . . . . .
      D . . . R . . . . . .
      `),
    );
    // Row C is scanned before row B: the South wind starts from row J.
    expect(eventsOf(events, 'pollinated').map((e) => e.cell)).toEqual(['D4', 'C3']);
  });
});

describe('R5 modes and players', () => {
  const schema = testSchema('A B . . . . . . . . .', { flower: 'sifflochamp' });

  it.each(['discovery', 'normal'] as const)('plays %s with 1 to 6 players, and refuses 0 or 7', (mode) => {
    for (let players = 1; players <= 6; players++) {
      expect(created({ schema, mode, players, seed: 'r5' }).players).toHaveLength(players);
    }
    for (const players of [0, 7]) {
      const result = createGame({ schema, mode, players, seed: 'r5' });
      expect(result.ok ? 'accepted' : result.error.code).toBe('setup/players');
    }
  });

  it('plays the competitive modes with 2 to 6 players and solo no limit with exactly 1', () => {
    const competitive = testSchema('A B . . . . . . . . .', { flower: 'competitive' });
    for (const mode of ['competitive', 'competitive-no-limit'] as const) {
      for (let players = 2; players <= 6; players++) {
        expect(created({ schema: competitive, mode, players, seed: 'r5' }).players).toHaveLength(players);
      }
      for (const players of [1, 7]) {
        const result = createGame({ schema: competitive, mode, players, seed: 'r5' });
        expect(result.ok ? 'accepted' : result.error.code).toBe('setup/players');
      }
    }
    expect(created({ schema: competitive, mode: 'solo-no-limit', players: 1, seed: 'r5' }).players).toHaveLength(1);
    const two = createGame({ schema: competitive, mode: 'solo-no-limit', players: 2, seed: 'r5' });
    expect(two.ok ? 'accepted' : two.error.code).toBe('setup/players');
  });

  it('normal flowers play in discovery, normal and the no-limit modes; competitive flowers not in discovery or normal', () => {
    const of = (flower: Flower) => testSchema('A B . . . . . . . . .', { flower });
    for (const flower of ['vertighaineuse', 'maronne', 'sifflochamp', 'dentdine', 'inspiractrice'] as const) {
      expect(playableModes(of(flower))).toEqual(['discovery', 'normal', 'competitive-no-limit', 'solo-no-limit']);
    }
    expect(playableModes(of('competitive'))).toEqual(['competitive', 'competitive-no-limit', 'solo-no-limit']);
    expect(playableModes(of('competitive-no-limit'))).toEqual(['competitive-no-limit', 'solo-no-limit']);
    const result = createGame({ schema: of('competitive'), mode: 'normal', players: 1, seed: 'r5' });
    expect(result.ok ? 'accepted' : result.error.code).toBe('setup/mode-not-allowed');
  });

  it('a schema document may narrow the modes of its flower', () => {
    const onlyDiscovery = testSchema('A B . . . . . . . . .', { flower: 'maronne', modes: ['discovery'] });
    expect(createGame({ schema: onlyDiscovery, mode: 'discovery', players: 1, seed: 'r5' }).ok).toBe(true);
    const result = createGame({ schema: onlyDiscovery, mode: 'normal', players: 1, seed: 'r5' });
    expect(result.ok ? 'accepted' : result.error.code).toBe('setup/mode-not-allowed');
  });
});

describe('R6 actions per turn', () => {
  /** The cell one step from `cell`, by name. */
  function next(cell: string, direction: Direction): string {
    return CELL_NAMES[stepFrom(cellIndex(cell), direction)]!;
  }

  it('turn t gives min(t, 10) actions: t moves are accepted and the next one is refused (discovery, turns 1 to 12)', () => {
    // Even turns drift the token one column east: it starts on E2 so that it stays on the board.
    let state = scenario({ mode: 'discovery', board: 'E . b . . . . . . . .' });
    for (let turn = 1; turn <= 12; turn++) {
      expect(state.turn).toBe(turn);
      let at = CELL_NAMES[state.players[0]!.board.findIndex((t) => t !== null)]!;
      const commands: Command[] = [];
      for (let i = 0; i < Math.min(turn, 10); i++) {
        // North first, so the wind brings the token back; then east and west in turn.
        const to = next(at, i === 0 ? 'north' : i % 2 === 1 ? 'east' : 'west');
        commands.push({ type: 'move', player: 0, from: at, to });
        at = to;
      }
      state = run(state, ...commands).state;
      expect(refusal(state, { type: 'move', player: 0, from: at, to: next(at, 'north') })).toBe('turn/no-actions-left');
      state = endTurn(state).state;
    }
    expect(actionsInTurn(1)).toBe(1);
    expect(actionsInTurn(10)).toBe(10);
    expect(actionsInTurn(11)).toBe(10);
  });

  it('unused actions are lost: a turn 2 left unused still gives exactly 3 actions in turn 3', () => {
    let state = scenario({ turn: 2, board: 'B . . . . b . . . . .' });
    state = endTurn(state).state; // the wind: B5 -> C5
    expect(state.turn).toBe(3);
    state = run(
      state,
      { type: 'move', player: 0, from: 'C5', to: 'C6' },
      { type: 'move', player: 0, from: 'C6', to: 'C7' },
      { type: 'move', player: 0, from: 'C7', to: 'C8' },
    ).state;
    expect(refusal(state, { type: 'move', player: 0, from: 'C8', to: 'C9' })).toBe('turn/no-actions-left');
  });

  it('refuses every action once the turn is spent, with turn/no-actions-left', () => {
    const state = scenario({ turn: 4, actionsUsed: 4, board: 'C . . b . . . . . . .', recruit: { red: 1 }, bag: ['blue'] });
    expect(refusal(state, { type: 'draw', player: 0 })).toBe('turn/no-actions-left');
    expect(refusal(state, { type: 'land', player: 0, color: 'red', to: 'C4' })).toBe('turn/no-actions-left');
    expect(refusal(state, { type: 'move', player: 0, from: 'C3', to: 'C4' })).toBe('turn/no-actions-left');
    // Ending the turn costs nothing.
    expect(endTurn(state).state.turn).toBe(5);
  });
});

describe('R7 simultaneous play (discovery and normal)', () => {
  it("one player's commands never change another player's board", () => {
    let state = scenario({ players: 2, turn: 2, board: 'A . . b . . . . . . .' });
    state = withPlayer(state, 1, { board: 'A . . b . . . . . . .', recruit: { red: 1 } });
    const after = run(state, { type: 'move', player: 0, from: 'A3', to: 'B3' }).state;
    expect(boardOf(after, 0)).toBe(board('B . . b . . . . . . .'));
    expect(boardOf(after, 1)).toBe(board('A . . b . . . . . . .'));
    expect(after.players[1]).toEqual(state.players[1]);
  });

  it('accepts the commands of the players in any interleaving, with the same result, and logs them in the order received', () => {
    const setup: GameSetup = { schema: testSchema('J . . . . . . . . . B'), mode: 'normal', players: 2, seed: 'r7' };
    const start = created(setup);
    const colourOf = (seat: number): Colour => COLOURS.find((c) => start.players[seat]!.recruit[c] > 0)!;
    const p0: Command[] = [
      { type: 'land', player: 0, color: colourOf(0), to: 'A3' },
      { type: 'end-turn', player: 0 },
    ];
    const p1: Command[] = [
      { type: 'draw', player: 1 },
      { type: 'end-turn', player: 1 },
    ];
    const orders: Command[][] = [
      [...p0, ...p1],
      [p1[0]!, p0[0]!, p1[1]!, p0[1]!],
      [p0[0]!, p1[0]!, p1[1]!, p0[1]!],
    ];
    const finals = orders.map((order) => {
      let state = start;
      let steps: ReplayStep[] = [];
      for (const command of order) {
        const result = run(state, command);
        state = result.state;
        steps = recordStep(steps, { command, events: result.events });
      }
      expect(steps.map((s) => s.command)).toEqual(order);
      const replayed = replayGame(toReplay(setup, steps));
      expect(replayed.ok && replayed.value).toEqual(state);
      return state;
    });
    expect(finals[0]!.turn).toBe(2);
    expect(finals[1]).toEqual(finals[0]);
    expect(finals[2]).toEqual(finals[0]);
  });

  it('a player who ended the turn waits: the turn ends only when every player still playing has ended it', () => {
    let state = scenario({ players: 2, turn: 2, board: 'A . . b . . . . . . .' });
    state = withPlayer(state, 1, { board: 'A . . . . . r . . . .' });
    const first = run(state, { type: 'end-turn', player: 0 });
    expect(eventsOf(first.events, 'wind')).toEqual([]);
    expect(first.state.turn).toBe(2);
    expect(refusal(first.state, { type: 'move', player: 0, from: 'A3', to: 'A4' })).toBe('turn/ended');
    // Player 1 still plays after player 0 has ended the turn.
    const second = run(first.state, { type: 'move', player: 1, from: 'A6', to: 'A7' }, { type: 'end-turn', player: 1 });
    expect(eventsOf(second.events, 'turn-started')).toEqual([{ type: 'turn-started', turn: 3 }]);
  });
});

describe('R8 basic actions', () => {
  it('Draw costs 1 action and takes the top token of the bag into the recruit zone', () => {
    const state = scenario({ turn: 2, recruit: {}, bag: ['red', 'blue', 'yellow'] });
    const { state: after, events } = run(state, { type: 'draw', player: 0 });
    expect(costOf(events)).toBe(1);
    expect(after.players[0]!.recruit).toEqual({ ...NO_TOKENS, yellow: 1 });
    expect(after.players[0]!.bag).toEqual(['red', 'blue']);
  });

  it('Draw on an empty bag is refused with draw/empty-bag, and the player plays on', () => {
    const state = scenario({ turn: 2, bag: [], recruit: { blue: 1 } });
    expect(refusal(state, { type: 'draw', player: 0 })).toBe('draw/empty-bag');
    const after = run(state, { type: 'land', player: 0, color: 'blue', to: 'A1' }).state;
    expect(after.players[0]!.status).toBe('playing');
    expect(boardOf(after)).toBe(board('A b . . . . . . . . .'));
  });

  it('the first landing on an empty board goes on line A only', () => {
    const state = scenario({ turn: 2, recruit: { blue: 1 } });
    expect(boardOf(state)).toBe(EMPTY);
    expect(refusal(state, { type: 'land', player: 0, color: 'blue', to: 'B7' })).toBe('land/not-first-line');
    expect(refusal(state, { type: 'land', player: 0, color: 'blue', to: 'J7' })).toBe('land/not-first-line');
    const { state: after, events } = run(state, { type: 'land', player: 0, color: 'blue', to: 'A7' });
    expect(costOf(events)).toBe(1);
    expect(boardOf(after)).toBe(board('A . . . . . . b . . .'));
    expect(after.players[0]!.recruit.blue).toBe(0);
  });

  it('later landings go on an empty cell orthogonally adjacent to any token, stigmerian or pollen', () => {
    const state = scenario({
      targets: 'F . . . . . B . . . .',
      turn: 3,
      recruit: { red: 3 },
      board: `
      C . . b . . . . . . .
      F . . . . . B . . . .
      `,
    });
    expect(refusal(state, { type: 'land', player: 0, color: 'red', to: 'A1' })).toBe('land/not-adjacent');
    expect(refusal(state, { type: 'land', player: 0, color: 'red', to: 'D4' })).toBe('land/not-adjacent');
    expect(refusal(state, { type: 'land', player: 0, color: 'red', to: 'C3' })).toBe('land/occupied');
    expect(refusal(state, { type: 'land', player: 0, color: 'blue', to: 'C4' })).toBe('land/not-in-recruit-zone');
    const after = run(
      state,
      { type: 'land', player: 0, color: 'red', to: 'C4' },
      { type: 'land', player: 0, color: 'red', to: 'G6' },
    ).state;
    expect(boardOf(after)).toBe(
      board(`
      C . . b r . . . . . .
      F . . . . . B . . . .
      G . . . . . r . . . .
      `),
    );
  });

  it('Move costs 1 action: one stigmerian, one orthogonal step, to an empty cell', () => {
    const state = scenario({
      turn: 2,
      board: `
      C . . b r . . . . . .
      `,
    });
    expect(refusal(state, { type: 'move', player: 0, from: 'C3', to: 'C4' })).toBe('move/occupied');
    expect(refusal(state, { type: 'move', player: 0, from: 'C3', to: 'C5' })).toBe('move/not-adjacent');
    expect(refusal(state, { type: 'move', player: 0, from: 'C3', to: 'B2' })).toBe('move/not-adjacent');
    expect(refusal(state, { type: 'move', player: 0, from: 'D3', to: 'D4' })).toBe('move/not-a-stigmerian');
    const { state: after, events } = run(state, { type: 'move', player: 0, from: 'C3', to: 'B3' });
    expect(costOf(events)).toBe(1);
    expect(boardOf(after)).toBe(
      board(`
      B . . b . . . . . . .
      C . . . r . . . . . .
      `),
    );
  });

  it('a move off the board is allowed from row J only; the token goes to the box with no penalty', () => {
    const state = scenario({
      turn: 2,
      recruit: { yellow: 1 },
      board: `
      I . b . . . . . . . .
      J . . . r . . . . . .
      `,
    });
    expect(refusal(state, { type: 'move', player: 0, from: 'I2', to: 'off' })).toBe('move/no-exit');
    const { state: after, events } = run(state, { type: 'move', player: 0, from: 'J4', to: 'off' });
    expect(eventsOf(events, 'exited')).toEqual([{ type: 'exited', player: 0, from: 'J4', color: 'red' }]);
    expect(costOf(events)).toBe(1);
    expect(boardOf(after)).toBe(board('I . b . . . . . . . .'));
    expect(after.players[0]!.status).toBe('playing');
    expect(after.players[0]!.recruit).toEqual({ ...NO_TOKENS, yellow: 1 });
    expect(eventsOf(events, 'player-out')).toEqual([]);
  });
});

describe('R9 joker (discovery and normal)', () => {
  it('is free: it turns 4 recruit-zone tokens of one primary into 4 of another even with no action left', () => {
    const state = scenario({ turn: 3, actionsUsed: 3, recruit: { blue: 5, yellow: 1 } });
    const { state: after, events } = run(state, { type: 'joker', player: 0, from: 'blue', to: 'red' });
    expect(costOf(events)).toBe(0);
    expect(after.players[0]!.recruit).toEqual({ ...NO_TOKENS, blue: 1, yellow: 1, red: 4 });
    expect(after.players[0]!.jokerUsed).toBe(true);
  });

  it('is played once per game', () => {
    let state = scenario({ turn: 3, recruit: { blue: 4, red: 4 } });
    state = run(state, { type: 'joker', player: 0, from: 'blue', to: 'yellow' }).state;
    expect(refusal(state, { type: 'joker', player: 0, from: 'red', to: 'yellow' })).toBe('joker/used');
    state = endTurn(state).state;
    expect(state.turn).toBe(4);
    expect(refusal(state, { type: 'joker', player: 0, from: 'red', to: 'blue' })).toBe('joker/used');
  });

  it('needs 4 tokens of one primary colour and changes them into another primary colour', () => {
    const state = scenario({ turn: 2, recruit: { blue: 3, red: 4, green: 4 } });
    expect(refusal(state, { type: 'joker', player: 0, from: 'blue', to: 'red' })).toBe('joker/not-enough');
    expect(refusal(state, { type: 'joker', player: 0, from: 'red', to: 'red' })).toBe('joker/same-colour');
    // A secondary colour on either side is refused: the command format itself only names primaries.
    expect(refusal(state, { type: 'joker', player: 0, from: 'red', to: 'green' })).toBe('command/malformed');
    expect(refusal(state, { type: 'joker', player: 0, from: 'green', to: 'red' })).toBe('command/malformed');
  });

  it('is on by default and refused with joker/disabled when the game turns it off', () => {
    const on = created({ schema: testSchema('J . . . . . . . . . B'), mode: 'normal', players: 1, seed: 'j' });
    expect(on.options.joker).toBe(true);
    const off = created({
      schema: testSchema('J . . . . . . . . . B'),
      mode: 'normal',
      players: 1,
      seed: 'j',
      options: { joker: false },
    });
    const state = withPlayer(off, 0, { recruit: { blue: 4 } });
    expect(refusal(state, { type: 'joker', player: 0, from: 'blue', to: 'red' })).toBe('joker/disabled');
  });
});

describe('R10 when the wind blows', () => {
  it('blows once after the turn, when every player has ended it, South, on every personal board', () => {
    let state = scenario({ players: 2, turn: 1, board: 'C . . b . . . . . . .' });
    state = withPlayer(state, 1, { board: 'E . . . . . . r . . .' });
    const first = run(state, { type: 'end-turn', player: 1 });
    expect(eventsOf(first.events, 'wind')).toEqual([]);
    expect(boardOf(first.state, 1)).toBe(board('E . . . . . . r . . .'));
    const second = run(first.state, { type: 'end-turn', player: 0 });
    expect(eventsOf(second.events, 'wind')).toEqual([{ type: 'wind', turn: 1, direction: 'south' }]);
    expect(boardOf(second.state, 0)).toBe(board('D . . b . . . . . . .'));
    expect(boardOf(second.state, 1)).toBe(board('F . . . . . . r . . .'));
    expect(second.events.map((e) => e.type)).toEqual(['turn-ended', 'wind', 'blown', 'blown', 'turn-started']);
  });

  it('does not blow after turn 10 of a normal game: the game is over', () => {
    const state = scenario({ turn: 10, board: 'C . . b . . . . . . .' });
    const { state: after, events } = endTurn(state);
    expect(eventsOf(events, 'wind')).toEqual([]);
    expect(boardOf(after)).toBe(board('C . . b . . . . . . .'));
    expect(events.at(-1)).toEqual({ type: 'game-ended', turn: 10 });
  });

  it('blows after turn 10 of a discovery game, which goes on', () => {
    const state = scenario({ mode: 'discovery', turn: 10, board: 'C . . b . . . . . . .' });
    const { state: after, events } = endTurn(state);
    expect(eventsOf(events, 'wind')).toEqual([{ type: 'wind', turn: 10, direction: 'south' }]);
    expect(boardOf(after)).toBe(board('D . . b . . . . . . .'));
    expect(after.turn).toBe(11);
    expect(after.over).toBe(false);
  });

  it('says ahead of the turn whether a wind will blow after it: not after the last turn of a limited game', () => {
    expect([9, 10].map((turn) => windBlowsAfter('normal', turn))).toEqual([true, false]);
    expect([9, 10].map((turn) => windBlowsAfter('competitive', turn))).toEqual([true, false]);
    expect([10, 11, 40].map((turn) => windBlowsAfter('discovery', turn))).toEqual([true, true, true]);
    expect([10, 25].map((turn) => windBlowsAfter('solo-no-limit', turn))).toEqual([true, true]);
  });

  it("follows the schema's own winds turn by turn, and blows South after the turns it does not list", () => {
    const schema = testSchema('J . . . . . . . . . B', { flower: 'maronne', winds: ['east', 'north'] });
    expect([1, 2, 3, 9].map((turn) => windAfterTurn(schema, turn))).toEqual(['east', 'north', 'south', 'south']);
    let state = withPlayer(created({ schema, mode: 'normal', players: 1, seed: 'w' }), 0, { board: 'C . . b . . . . . . .' });
    const directions: Direction[] = [];
    const boards: string[] = [];
    for (let turn = 1; turn <= 3; turn++) {
      const { state: after, events } = endTurn(state);
      directions.push(...eventsOf(events, 'wind').map((e) => e.direction));
      boards.push(boardOf(after));
      state = after;
    }
    expect(directions).toEqual(['east', 'north', 'south']);
    expect(boards).toEqual([board('C . . . b . . . . . .'), board('B . . . b . . . . . .'), board('C . . . b . . . . . .')]);
  });
});

describe('R11 wind movement', () => {
  it('scans from the downwind edge: a column of stigmerians all moves one cell', () => {
    const state = scenario({
      turn: 2,
      board: `
      C . . b . . . . . . .
      D . . r . . . . . . .
      E . . y . . . . . . .
      `,
    });
    expect(boardOf(endTurn(state).state)).toBe(
      board(`
      D . . b . . . . . . .
      E . . r . . . . . . .
      F . . y . . . . . . .
      `),
    );
  });

  it('a stigmerian whose downwind cell is taken stays; pollens block and never move; nothing is pushed', () => {
    const state = scenario({
      targets: 'H . . . . B . . . . .',
      turn: 2,
      board: `
      C . . b . . . . . . .
      F . . . . r . . . . .
      G . . . . y . . . . .
      H . . . . B . . . . .
      `,
    });
    const { state: after, events } = endTurn(state);
    expect(boardOf(after)).toBe(
      board(`
      D . . b . . . . . . .
      F . . . . r . . . . .
      G . . . . y . . . . .
      H . . . . B . . . . .
      `),
    );
    expect(eventsOf(events, 'blown')).toEqual([{ type: 'blown', player: 0, from: 'C3', to: 'D3' }]);
  });

  it('scans from the downwind edge for every direction: a row of stigmerians moves together in an East wind', () => {
    const schema = testSchema('J . . . . . . . . . B', { winds: ['east'] });
    const state = withPlayer(created({ schema, mode: 'normal', players: 1, seed: 'e' }), 0, {
      board: 'C b y r . . . . . . .',
    });
    expect(boardOf(endTurn(state).state)).toBe(board('C . b y r . . . . . .'));
  });

  it.each(['normal', 'discovery'] as const)(
    'in %s, a token blown off row J puts its player out; the rest of the board still moves and the others go on',
    (mode) => {
      let state = scenario({
        mode,
        players: 2,
        turn: 2,
        board: `
        I . . . . r . . . . .
        J . . . . b . . . . .
        `,
      });
      state = withPlayer(state, 1, { board: 'I . . . . . . . y . .' });
      const { state: after, events } = endTurn(state);
      expect(eventsOf(events, 'blown').filter((e) => e.player === 0)).toEqual([
        { type: 'blown', player: 0, from: 'J5', to: 'off' },
        { type: 'blown', player: 0, from: 'I5', to: 'J5' },
      ]);
      expect(eventsOf(events, 'player-out')).toEqual([{ type: 'player-out', player: 0, reason: 'wind' }]);
      expect(after.players[0]!.status).toBe('out');
      expect(boardOf(after, 0)).toBe(board('J . . . . r . . . . .'));
      expect(boardOf(after, 1)).toBe(board('J . . . . . . . y . .'));
      expect(after.players[1]!.status).toBe('playing');
      expect(after.over).toBe(false);
      expect(after.turn).toBe(3);
      expect(refusal(after, { type: 'move', player: 0, from: 'J5', to: 'J6' })).toBe('player/out');
    },
  );
});

describe('R12 discovery wind after turn 10', () => {
  it('stays South after turns 11 and 12 of a discovery game', () => {
    let state = scenario({ mode: 'discovery', turn: 11, board: 'C . . b . . . . . . .' });
    const winds: GameEvent[] = [];
    for (let i = 0; i < 2; i++) {
      const { state: after, events } = endTurn(state);
      winds.push(...eventsOf(events, 'wind'));
      state = after;
    }
    expect(winds).toEqual([
      { type: 'wind', turn: 11, direction: 'south' },
      { type: 'wind', turn: 12, direction: 'south' },
    ]);
    expect(boardOf(state)).toBe(board('E . . b . . . . . . .'));
  });

  it('blows South after turn 11 even when the schema lists its own winds for the first turns', () => {
    const winds: Direction[] = ['east', 'east', 'east', 'east', 'east', 'east', 'east', 'east', 'east', 'east'];
    const schema = testSchema('J . . . . . . . . . B', { winds });
    expect(windAfterTurn(schema, 10)).toBe('east');
    expect(windAfterTurn(schema, 11)).toBe('south');
    const game = created({ schema, mode: 'discovery', players: 1, seed: 'd' });
    const state = { ...withPlayer(game, 0, { board: 'C . . b . . . . . . .' }), turn: 11 };
    expect(boardOf(endTurn(state).state)).toBe(board('D . . b . . . . . . .'));
  });
});

describe('R13 fulfilment and end of game', () => {
  const targets = 'E . . . . B R . . . .';

  it('is fulfilled when the board holds exactly the target pollens: one more token, even off target, is one too many', () => {
    const state = scenario({
      targets,
      players: 2,
      turn: 3,
      board: `
      E . . . . B . r . . .
      J . y . . . . . . . .
      `,
    });
    const first = run(state, { type: 'move', player: 0, from: 'E7', to: 'E6' });
    expect(boardOf(first.state)).toBe(
      board(`
      E . . . . B R . . . .
      J . y . . . . . . . .
      `),
    );
    expect(eventsOf(first.events, 'fulfilled')).toEqual([]);
    expect(first.state.players[0]!.status).toBe('playing');
    const second = run(first.state, { type: 'move', player: 0, from: 'J2', to: 'off' });
    expect(boardOf(second.state)).toBe(board('E . . . . B R . . . .'));
    expect(eventsOf(second.events, 'fulfilled')).toEqual([{ type: 'fulfilled', player: 0, turn: 3, actions: 2 }]);
    expect(second.state.players[0]!.finished).toEqual({ turn: 3, actions: 2 });
  });

  it('a stigmerian of the wrong colour on a target keeps the schema unfulfilled', () => {
    const state = scenario({ targets, players: 2, turn: 2, board: 'E . . . . B . . . . .', recruit: { yellow: 1 } });
    const after = run(state, { type: 'land', player: 0, color: 'yellow', to: 'E6' }).state;
    expect(boardOf(after)).toBe(board('E . . . . B y . . . .'));
    expect(after.players[0]!.status).toBe('playing');
  });

  it('is checked after the wind too', () => {
    const state = scenario({
      targets,
      players: 2,
      turn: 4,
      actionsUsed: 1,
      board: `
      D . . . . . r . . . .
      E . . . . B . . . . .
      `,
    });
    const { state: after, events } = endTurn(state);
    expect(boardOf(after)).toBe(board('E . . . . B R . . . .'));
    expect(events.map((e) => e.type)).toEqual([
      'turn-ended',
      'turn-ended',
      'wind',
      'blown',
      'pollinated',
      'fulfilled',
      'turn-started',
    ]);
    expect(eventsOf(events, 'fulfilled')).toEqual([{ type: 'fulfilled', player: 0, turn: 4, actions: 1 }]);
  });

  it('a player who fulfilled it stops playing, while the others go on (normal)', () => {
    let state = scenario({ targets, players: 2, turn: 3, board: 'E . . . . B . r . . .' });
    state = withPlayer(state, 1, { board: 'A . . b . . . . . . .' });
    const after = run(state, { type: 'move', player: 0, from: 'E7', to: 'E6' }).state;
    expect(after.players[0]!.status).toBe('fulfilled');
    expect(refusal(after, { type: 'end-turn', player: 0 })).toBe('player/fulfilled');
    expect(refusal(after, { type: 'draw', player: 0 })).toBe('player/fulfilled');
    const { state: next, events } = run(
      after,
      { type: 'move', player: 1, from: 'A3', to: 'A4' },
      { type: 'end-turn', player: 1 },
    );
    expect(eventsOf(events, 'turn-started')).toEqual([{ type: 'turn-started', turn: 4 }]);
    expect(next.over).toBe(false);
    expect(boardOf(next, 1)).toBe(board('B . . . b . . . . . .'));
  });

  it('normal: the game ends at the end of turn 10, and nobody who did not fulfil it wins', () => {
    let state = scenario({ players: 2, turn: 1 });
    state = playUntilTurn(state, 10);
    expect(state.over).toBe(false);
    const { state: after, events } = endTurn(state);
    expect(events.at(-1)).toEqual({ type: 'game-ended', turn: 10 });
    expect(after.over).toBe(true);
    expect(refusal(after, { type: 'end-turn', player: 0 })).toBe('game/over');
    const result = outcome(after)!;
    expect(result.winners).toEqual([]);
    expect(result.ranking.map((r) => r.reason)).toEqual(['time', 'time']);
  });

  it('normal: the game ends as soon as no player is still playing, before turn 10', () => {
    let state = scenario({ targets, players: 2, turn: 2, board: 'E . . . . B . r . . .' });
    state = withPlayer(state, 1, { board: 'E . . . . B . r . . .' });
    const first = run(state, { type: 'move', player: 0, from: 'E7', to: 'E6' });
    expect(first.state.over).toBe(false);
    const { state: after, events } = run(first.state, { type: 'move', player: 1, from: 'E7', to: 'E6' });
    expect(eventsOf(events, 'wind')).toEqual([]);
    expect(events.at(-1)).toEqual({ type: 'game-ended', turn: 2 });
    expect(after.over).toBe(true);
    expect(outcome(after)!.winners).toEqual([0, 1]);
  });

  it('discovery: the game ends at the end of the turn in which someone fulfilled it', () => {
    let state = scenario({ targets, mode: 'discovery', players: 2, turn: 3, board: 'E . . . . B . r . . .' });
    state = withPlayer(state, 1, { board: 'A . . b . . . . . . .' });
    const first = run(state, { type: 'move', player: 0, from: 'E7', to: 'E6' });
    expect(first.state.over).toBe(false);
    // The other player finishes the turn.
    const second = run(first.state, { type: 'move', player: 1, from: 'A3', to: 'A4' });
    expect(second.state.over).toBe(false);
    const { state: after, events } = run(second.state, { type: 'end-turn', player: 1 });
    expect(events.at(-1)).toEqual({ type: 'game-ended', turn: 3 });
    expect(after.over).toBe(true);
    expect(after.turn).toBe(3);
    expect(outcome(after)!.winners).toEqual([0]);
  });

  it.each(['normal', 'discovery'] as const)('%s: the game ends when every player is out', (mode) => {
    let state = scenario({ mode, players: 2, turn: 4, board: 'J . . . . b . . . . .' });
    state = withPlayer(state, 1, { board: 'J r . . . . . . . . .' });
    const { state: after, events } = endTurn(state);
    expect(eventsOf(events, 'player-out').map((e) => e.player)).toEqual([0, 1]);
    expect(events.at(-1)).toEqual({ type: 'game-ended', turn: 4 });
    expect(after.over).toBe(true);
    expect(outcome(after)!.ranking.map((r) => r.reason)).toEqual(['out', 'out']);
  });
});

describe('R14 ranking', () => {
  it('ranks by finishing turn, then actions used in it, then recruit-zone tokens, then yellow ones', () => {
    const target = 'B B . . . . . . . . .';
    let state = scenario({ targets: target, players: 6, turn: 3 });
    state = withPlayer(state, 0, { board: 'B . . b . . . . . . .', recruit: { blue: 5 } }); // turn 3, 2 actions
    state = withPlayer(state, 1, { board: 'B . b . . . . . . . .', recruit: { blue: 1 } }); // turn 3, 1 action, 1 token
    state = withPlayer(state, 2, { board: 'B . b . . . . . . . .', recruit: { blue: 1, red: 1 } }); // 2 tokens, no yellow
    state = withPlayer(state, 3, { board: 'B . b . . . . . . . .', recruit: { yellow: 2 } }); // 2 tokens, 2 yellow
    state = withPlayer(state, 4, { board: 'A . b . . . . . . . .', recruit: { yellow: 9 } }); // turn 4
    state = withPlayer(state, 5, { board: 'J . . . . r . . . . .', recruit: { yellow: 9 } }); // blown off
    state = run(
      state,
      { type: 'move', player: 0, from: 'B3', to: 'B2' },
      { type: 'move', player: 0, from: 'B2', to: 'B1' },
      { type: 'move', player: 1, from: 'B2', to: 'B1' },
      { type: 'move', player: 2, from: 'B2', to: 'B1' },
      { type: 'move', player: 3, from: 'B2', to: 'B1' },
    ).state;
    state = endTurn(state).state; // players 4 and 5: the wind blows 4's token to B2 and 5's off the board
    expect(state.turn).toBe(4);
    expect(state.players[5]!.status).toBe('out');
    state = run(state, { type: 'move', player: 4, from: 'B2', to: 'B1' }).state;
    expect(state.over).toBe(true);
    const result = outcome(state)!;
    expect(result.ranking.map((r) => [r.player, r.rank, r.finished])).toEqual([
      [3, 1, { turn: 3, actions: 1 }],
      [2, 2, { turn: 3, actions: 1 }],
      [1, 3, { turn: 3, actions: 1 }],
      [0, 4, { turn: 3, actions: 2 }],
      [4, 5, { turn: 4, actions: 1 }],
      [5, 6, null],
    ]);
    expect(result.winners).toEqual([3]);
  });

  it('players equal on every criterion share the rank and are all winners', () => {
    let state = scenario({ targets: 'B B . . . . . . . . .', players: 3, turn: 2 });
    for (const seat of [0, 1, 2]) {
      state = withPlayer(state, seat, { board: 'B . b . . . . . . . .', recruit: { yellow: 1, red: 1 } });
    }
    state = withPlayer(state, 2, { recruit: { yellow: 1 } });
    state = run(
      state,
      { type: 'move', player: 2, from: 'B2', to: 'B1' },
      { type: 'move', player: 1, from: 'B2', to: 'B1' },
      { type: 'move', player: 0, from: 'B2', to: 'B1' },
    ).state;
    const result = outcome(state)!;
    expect(result.ranking.map((r) => [r.player, r.rank])).toEqual([
      [0, 1],
      [1, 1],
      [2, 3],
    ]);
    expect(result.winners).toEqual([0, 1]);
  });
});

describe('R15 scoring', () => {
  /** A one-player game on `stars` in which player 0 fulfils the schema by a move B2 -> B1 after `used` actions. */
  function finish(options: {
    mode?: Mode;
    stars: 1 | 2 | 3 | 4;
    turn: number;
    used: number;
    recruit: Partial<Record<Colour, number>>;
    joker?: { from: 'blue' | 'yellow' | 'red'; to: 'blue' | 'yellow' | 'red' };
  }) {
    const state = scenario({
      mode: options.mode ?? 'normal',
      targets: 'B B . . . . . . . . .',
      stars: options.stars,
      turn: options.turn,
      actionsUsed: options.used,
      recruit: options.recruit,
      board: 'B . b . . . . . . . .',
    });
    const commands: Command[] = options.joker ? [{ type: 'joker', player: 0, ...options.joker }] : [];
    const after = run(state, ...commands, { type: 'move', player: 0, from: 'B2', to: 'B1' }).state;
    expect(after.over).toBe(true);
    return outcome(after)!.ranking[0]!.score;
  }

  it('a 1-star schema fulfilled on turn 6 with 2 unused actions and 3 recruits scores 5 + 2 + (7 + 8 + 9 + 10) + 3 = 44', () => {
    expect(finish({ stars: 1, turn: 6, used: 3, recruit: { blue: 1, yellow: 1, red: 1 } })).toEqual({
      level: 5,
      unusedActions: 2,
      laterTurns: 34,
      recruit: 3,
      joker: 0,
      lateTurns: 0,
      failure: 0,
      total: 44,
    });
  });

  it('level points are 5, 10, 20 and 40 for 1 to 4 stars', () => {
    const levels = ([1, 2, 3, 4] as const).map((stars) => finish({ stars, turn: 10, used: 9, recruit: {} }).level);
    expect(levels).toEqual([5, 10, 20, 40]);
  });

  it('a 2-star schema fulfilled with the only action of turn 1 scores 10 + 0 + (2 + 3 + ... + 10) + 0 = 64', () => {
    expect(finish({ stars: 2, turn: 1, used: 0, recruit: {} }).total).toBe(64);
  });

  it('a 4-star schema fulfilled on turn 10 with 3 unused actions and 2 recruits scores 40 + 3 + 0 + 2 = 45', () => {
    const score = finish({ stars: 4, turn: 10, used: 6, recruit: { red: 2 } });
    expect([score.unusedActions, score.laterTurns, score.recruit, score.total]).toEqual([3, 0, 2, 45]);
  });

  it('a used joker costs 5: 3 stars, turn 8, 7 unused, 5 recruits scores 20 + 7 + (9 + 10) + 5 - 5 = 46', () => {
    const score = finish({ stars: 3, turn: 8, used: 0, recruit: { blue: 4, yellow: 1 }, joker: { from: 'blue', to: 'red' } });
    expect(score).toEqual({ level: 20, unusedActions: 7, laterTurns: 19, recruit: 5, joker: -5, lateTurns: 0, failure: 0, total: 46 });
  });

  it('a player who did not fulfil the schema scores -1, or -6 with a used joker', () => {
    let state = scenario({ players: 2, turn: 10, recruit: { blue: 4 } });
    state = withPlayer(state, 1, { recruit: { yellow: 3 } });
    state = run(state, { type: 'joker', player: 0, from: 'blue', to: 'yellow' }).state;
    const result = outcome(endTurn(state).state)!;
    expect(result.ranking.map((r) => [r.player, r.score.total])).toEqual([
      [0, -6],
      [1, -1],
    ]);
    expect(result.ranking[0]!.score).toMatchObject({ failure: -1, joker: -5, level: 0, recruit: 0 });
  });

  it('discovery up to turn 10 scores as normal: 1 star on turn 10 with 5 unused and 2 recruits scores 5 + 5 + 0 + 2 = 12', () => {
    expect(finish({ mode: 'discovery', stars: 1, turn: 10, used: 4, recruit: { red: 2 } }).total).toBe(12);
  });

  it('discovery after turn 10 scores the level points only: 2 stars on turn 12, with recruits, scores 10', () => {
    expect(finish({ mode: 'discovery', stars: 2, turn: 12, used: 0, recruit: { blue: 3 } })).toEqual({
      level: 10,
      unusedActions: 0,
      laterTurns: 0,
      recruit: 0,
      joker: 0,
      lateTurns: 0,
      failure: 0,
      total: 10,
    });
  });

  it('discovery after turn 10: a used joker still costs 5, as in every non-competitive game (2 stars: 10 - 5 = 5)', () => {
    const joker = { from: 'red', to: 'blue' } as const;
    const score = finish({ mode: 'discovery', stars: 2, turn: 11, used: 0, recruit: { red: 4 }, joker });
    expect([score.level, score.recruit, score.joker, score.total]).toEqual([10, 0, -5, 5]);
  });
});

describe('R16 flower actions and costs', () => {
  it('each flower gives its own special actions; InspirActrice gives all eleven', () => {
    const expected: Record<Exclude<Flower, 'competitive' | 'competitive-no-limit'>, readonly SpecialActionId[]> = {
      vertighaineuse: ['mixing'],
      maronne: ['combination', 'fulgurance'],
      dentdine: ['choreography', 'diagonal', 'exchange', 'fast-step'],
      sifflochamp: ['half-note', 'quarter-note', 'two-beats', 'rest'],
      inspiractrice: FLOWER_ACTIONS,
    };
    for (const [flower, actions] of Object.entries(expected) as [Flower, readonly SpecialActionId[]][]) {
      expect([...specialActionsOf(scenario({ flower }))].sort()).toEqual([...actions].sort());
    }
    expect(FLOWER_ACTIONS).toHaveLength(11);
  });

  it('a flower action is available from turn 1 and costs 1 on its own flower', () => {
    const state = scenario({ flower: 'vertighaineuse', turn: 1, board: 'A b y . . . . . . . .' });
    const { state: after, events } = run(state, { type: 'mixing', player: 0, cells: ['A1', 'A2'] });
    expect(costOf(events)).toBe(1);
    expect(boardOf(after)).toBe(board('A g g . . . . . . . .'));
  });

  it('an action of another flower is refused with action/not-available', () => {
    const state = scenario({ flower: 'vertighaineuse', turn: 2, board: 'A b y . . . . . . . .' });
    expect(refusal(state, { type: 'exchange', player: 0, cells: ['A1', 'A2'] })).toBe('action/not-available');
    expect(refusal(state, { type: 'diagonal', player: 0, from: 'A1', to: 'B2' })).toBe('action/not-available');
  });

  it('R16/R18: specialActionCost says what each action costs: 1, Mimicry 3, the free versus actions 0; InspirActrice doubles the eleven', () => {
    const competitive = scenario({ mode: 'competitive' });
    const costs = Object.fromEntries(SPECIAL_IDS.map((id) => [id, specialActionCost(competitive, id)]));
    expect(costs).toEqual({
      ...Object.fromEntries(SPECIAL_IDS.map((id) => [id, 1])),
      mimicry: 3,
      pilferer: 0,
      sower: 0,
      charmer: 0,
    });
    const inspir = scenario({ flower: 'inspiractrice' });
    expect(FLOWER_ACTIONS.map((id) => specialActionCost(inspir, id))).toEqual(FLOWER_ACTIONS.map(() => 2));
  });

  it('with InspirActrice every one of the eleven costs 2, Diagonal included', () => {
    const inspir = scenario({ flower: 'inspiractrice' });
    const dentdine = scenario({ flower: 'dentdine' });
    expect(specialCost(inspir, 1)).toBe(2);
    expect(specialCost(dentdine, 1)).toBe(1);
    const state = scenario({ flower: 'inspiractrice', turn: 2, board: 'C . . b . . . . . . .' });
    const { state: after, events } = run(state, { type: 'diagonal', player: 0, from: 'C3', to: 'D4' });
    expect(costOf(events)).toBe(2);
    expect(boardOf(after)).toBe(board('D . . . b . . . . . .'));
    // On turn 1 there is one action: not enough for any InspirActrice action.
    const turn1 = scenario({ flower: 'inspiractrice', turn: 1, board: 'C . . b . . . . . . .' });
    expect(refusal(turn1, { type: 'diagonal', player: 0, from: 'C3', to: 'D4' })).toBe('turn/no-actions-left');
  });
});

// One short example per flower action; the detailed tests of each live in test/actions/<id>.test.ts.
describe('R18 special actions', () => {
  interface Example {
    readonly id: SpecialActionId;
    readonly flower: Flower;
    readonly before: string;
    readonly commands: readonly Command[];
    readonly after: string;
    readonly bag?: readonly Colour[];
  }
  const examples: readonly Example[] = [
    {
      id: 'mixing',
      flower: 'vertighaineuse',
      before: 'E . . . . b r . . . .',
      commands: [{ type: 'mixing', player: 0, cells: ['E5', 'E6'] }],
      after: 'E . . . . v v . . . .',
    },
    {
      id: 'combination',
      flower: 'maronne',
      before: `
      D . . . b r y . . . .
      E . . . b g y . . . .
      F . . . r r b . . . .
      `,
      commands: [{ type: 'combination', player: 0, cell: 'E5' }],
      after: `
      D . . . b r y . . . .
      E . . . b n y . . . .
      F . . . r r b . . . .
      `,
    },
    {
      id: 'fulgurance',
      flower: 'maronne',
      before: '',
      bag: ['blue', 'red', 'yellow', 'blue', 'blue', 'red'],
      commands: [{ type: 'fulgurance', player: 0, cell: 'A3' }],
      after: 'A . . r b b y r . . .',
    },
    {
      id: 'choreography',
      flower: 'dentdine',
      before: `
      D . . . . b . . . . .
      E . . . . r . . . . .
      `,
      commands: [
        { type: 'choreography', player: 0, from: 'E5', to: 'E6' },
        { type: 'choreography', player: 0, from: 'D5', to: 'D6' },
      ],
      after: `
      D . . . . . b . . . .
      E . . . . . r . . . .
      `,
    },
    {
      id: 'diagonal',
      flower: 'dentdine',
      before: 'E . . . . b . . . . .',
      commands: [{ type: 'diagonal', player: 0, from: 'E5', to: 'F6' }],
      after: 'F . . . . . b . . . .',
    },
    {
      id: 'exchange',
      flower: 'dentdine',
      before: 'E . . . . b r . . . .',
      commands: [{ type: 'exchange', player: 0, cells: ['E5', 'E6'] }],
      after: 'E . . . . r b . . . .',
    },
    {
      id: 'fast-step',
      flower: 'dentdine',
      before: 'E . . . . b . . . . .',
      commands: [{ type: 'fast-step', player: 0, from: 'E5', to: 'E7' }],
      after: 'E . . . . . . b . . .',
    },
    {
      id: 'half-note',
      flower: 'sifflochamp',
      before: 'E . . . . k k . . . .',
      commands: [
        { type: 'half-note', player: 0, cells: ['E5', 'E6'] },
        { type: 'half-note-keep', player: 0, cell: 'E6' },
      ],
      after: 'E . . . . . w . . . .',
    },
    {
      id: 'quarter-note',
      flower: 'sifflochamp',
      before: 'E . . . . w . . . . .',
      commands: [{ type: 'quarter-note', player: 0, cell: 'E5', to: 'F5' }],
      after: `
      E . . . . k . . . . .
      F . . . . k . . . . .
      `,
    },
    {
      id: 'two-beats',
      flower: 'sifflochamp',
      before: `
      D . . . b y r . . . .
      E . . . b . r . . . .
      F . . . y y r . . . .
      `,
      commands: [{ type: 'two-beats', player: 0, cell: 'E5' }],
      after: `
      D . . . b y r . . . .
      E . . . b w r . . . .
      F . . . y y r . . . .
      `,
    },
    {
      id: 'rest',
      flower: 'sifflochamp',
      before: 'E . . . . b r . . . .',
      commands: [{ type: 'rest', player: 0, cell: 'E6' }],
      after: 'E . . . . b . . . . .',
    },
  ];

  it('has one example for each of the eleven flower actions', () => {
    expect(examples.map((e) => e.id)).toEqual([...FLOWER_ACTIONS]);
  });

  const cases = examples.map((e) => [e.id, e.flower, e] as const);
  it.each(cases)('%s: available on %s for 1 action, on InspirActrice for 2', (_id, _flower, example) => {
    for (const [flower, cost] of [
      [example.flower, 1],
      ['inspiractrice', 2],
    ] as const) {
      // Turn 4: Choreography and Fast Step may be used (from turn 3), with 2 steps each.
      const state = scenario({ flower, turn: 4, board: example.before, ...(example.bag ? { bag: example.bag } : {}) });
      const { state: after, events } = run(state, ...example.commands);
      expect(boardOf(after)).toBe(board(example.after));
      expect(costOf(events)).toBe(cost);
      expect(after.players[0]!.pending).toBeNull();
    }
  });
});

describe('R22 undo', () => {
  const start = () =>
    scenario({
      turn: 4,
      recruit: { red: 2 },
      board: 'C . . b . . . . . . .',
      bag: ['blue', 'yellow', 'red', 'red', 'blue', 'yellow'],
    });

  it('undo takes back the last step only', () => {
    const s0 = start();
    const s1 = run(s0, { type: 'land', player: 0, color: 'red', to: 'C4' }).state;
    const s2 = run(s1, { type: 'move', player: 0, from: 'C3', to: 'B3' }).state;
    expect(boardOf(s2)).toBe(
      board(`
      B . . b . . . . . . .
      C . . . r . . . . . .
      `),
    );
    const { state: undone, events } = run(s2, { type: 'undo', player: 0 });
    expect(events).toEqual([{ type: 'undone', player: 0 }]);
    expect(boardOf(undone)).toBe(board('C . . b r . . . . . .'));
  });

  it('undo of a step restores the exact previous state, spent actions and recruit zone included', () => {
    const s0 = start();
    const s1 = run(s0, { type: 'land', player: 0, color: 'red', to: 'C4' }).state;
    const s2 = run(s1, { type: 'move', player: 0, from: 'C3', to: 'B3' }).state;
    expect(run(s2, { type: 'undo', player: 0 }).state).toEqual(s1);
    expect(run(s1, { type: 'undo', player: 0 }).state).toEqual(s0);
  });

  it('repeated undo reaches the start of the turn, and no further', () => {
    let state = scenario({ turn: 2, board: 'B . . b . . . . . . .' });
    state = endTurn(state).state; // turn 3 starts: a checkpoint
    const turnStart = state;
    state = run(
      state,
      { type: 'move', player: 0, from: 'C3', to: 'C4' },
      { type: 'move', player: 0, from: 'C4', to: 'D4' },
      { type: 'move', player: 0, from: 'D4', to: 'D5' },
    ).state;
    state = run(state, { type: 'undo', player: 0 }, { type: 'undo', player: 0 }, { type: 'undo', player: 0 }).state;
    expect(state).toEqual(turnStart);
    expect(refusal(state, { type: 'undo', player: 0 })).toBe('undo/checkpoint');
  });

  it('cannot go back past a draw, which revealed the bag', () => {
    const s0 = start();
    const drawn = run(s0, { type: 'draw', player: 0 }).state;
    expect(drawn.players[0]!.recruit).toEqual({ ...NO_TOKENS, red: 2, yellow: 1 });
    expect(refusal(drawn, { type: 'undo', player: 0 })).toBe('undo/checkpoint');
    const landed = run(drawn, { type: 'land', player: 0, color: 'yellow', to: 'C4' }).state;
    const back = run(landed, { type: 'undo', player: 0 }).state;
    expect(back).toEqual(drawn);
    expect(refusal(back, { type: 'undo', player: 0 })).toBe('undo/checkpoint');
  });

  it('cannot go back past a Fulgurance, which revealed the bag', () => {
    const bag: Colour[] = ['red', 'red', 'blue', 'yellow', 'blue'];
    const state = scenario({ flower: 'maronne', turn: 3, board: 'C b . . . . . . . . .', bag });
    const moved = run(state, { type: 'move', player: 0, from: 'C1', to: 'C2' }).state;
    const { state: after } = run(moved, { type: 'fulgurance', player: 0, cell: 'B2' });
    expect(boardOf(after)).toBe(
      board(`
      B . b y b r r . . . .
      C . b . . . . . . . .
      `),
    );
    expect(refusal(after, { type: 'undo', player: 0 })).toBe('undo/checkpoint');
  });

  it('end-turn cannot be undone', () => {
    let state = scenario({ players: 2, turn: 3, board: 'C . . b . . . . . . .' });
    state = run(state, { type: 'move', player: 0, from: 'C3', to: 'C4' }, { type: 'end-turn', player: 0 }).state;
    expect(refusal(state, { type: 'undo', player: 0 })).toBe('turn/ended');
    expect(state.players[0]!.turnEnded).toBe(true);
  });

  it('undone steps are not part of the game history', () => {
    let state = start();
    let steps: ReplayStep[] = [];
    const commands: Command[] = [
      { type: 'land', player: 0, color: 'red', to: 'C4' },
      { type: 'move', player: 0, from: 'C3', to: 'B3' },
      { type: 'undo', player: 0 },
      { type: 'move', player: 0, from: 'C3', to: 'D3' },
    ];
    for (const command of commands) {
      const result = run(state, command);
      state = result.state;
      steps = recordStep(steps, { command, events: result.events });
    }
    expect(steps.map((s) => s.command)).toEqual([commands[0], commands[3]]);
    expect(boardOf(state)).toBe(
      board(`
      C . . . r . . . . . .
      D . . b . . . . . . .
      `),
    );
  });
});
