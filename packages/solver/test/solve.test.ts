import { catalogue, cellIndex, createGame, legalActions, play, type Colour, type Command, type GameState, type TargetSchema } from '@stigmeria/rules';
import { describe, expect, it } from 'vitest';
import { check, contextOf, lowerBound, solve, type SolveResult } from '../src/index.js';
import { BOUND_TUNING, landNoLower, noNearer } from '../src/bounds.js';
import { floorBound, fulguranceBound, landBound, moveBound } from '../src/order.js';

function schemaOf(targets: TargetSchema['targets'], flower: TargetSchema['flower'] = 'vertighaineuse'): TargetSchema {
  return { format: 'stigmeria/target-schema', formatVersion: 1, id: 'hand-made', name: { en: 'Hand made' }, flower, stars: 1, targets };
}

function game(schema: TargetSchema, seed: string, players = 1): GameState {
  const created = createGame({ schema, mode: 'normal', players, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** The colour of the token dealt into the recruit zone, and the bag from its top; the deal does not depend on the targets. */
function deal(seed: string): { recruit: Colour; bag: Colour[] } {
  const p = game(schemaOf([{ cell: 'A1', color: 'blue' }]), seed).players[0]!;
  const recruit = (Object.keys(p.recruit) as Colour[]).find((c) => p.recruit[c] > 0)!;
  return { recruit, bag: [...p.bag].reverse() };
}

/** Plays the line again, as a user of the result would, and returns the end state. */
function replay(state: GameState, line: readonly Command[]): GameState {
  let s = state;
  for (const command of line) {
    const r = play(s, command);
    if (!r.ok) throw new Error(`${command.type}: ${r.error.code}`);
    s = r.value.state;
  }
  return s;
}

function expectSolved(state: GameState, result: SolveResult, turns: number, actions: number, seat = 0): void {
  expect(result.status).toBe('solved');
  expect(result.provenOptimal).toBe(true);
  expect([result.turns, result.actions]).toEqual([turns, actions]);
  expect(replay(state, result.line).players[seat]!.finished).toEqual({ turn: turns, actions });
}

const PRIMARY: readonly Colour[] = ['blue', 'yellow', 'red'];

describe('solve', () => {
  it('lands the dealt token on a line-A target in turn 1 with 1 action', () => {
    const { recruit } = deal('s1');
    const state = game(schemaOf([{ cell: 'A1', color: recruit }]), 's1');
    const result = solve(state);
    expectSolved(state, result, 1, 1);
    expect(result.line).toEqual([{ type: 'land', player: 0, color: recruit, to: 'A1' }]);
  });

  it('finishes with a Choreography whose second step, free, fulfils the schema with the turn\'s last action', () => {
    // DentDîne, turn 5 (5 actions), 4 used, nothing to hand: the dance's first step pays the last action, its
    // second step costs nothing.
    //        2  3  4        8  9  10
    //  C     .  r  .        .  .  .
    //  D     . [R] .        .  .  .
    //  E     .  .  .        .  y [Y]
    const created = game(schemaOf([{ cell: 'E9', color: 'yellow' }, { cell: 'C3', color: 'red' }], 'dentdine'), 'x');
    const board = [...created.players[0]!.board];
    board[cellIndex('E10')] = { color: 'yellow', pollen: false };
    board[cellIndex('D3')] = { color: 'red', pollen: false };
    const recruit = { blue: 0, yellow: 0, red: 0, orange: 0, green: 0, violet: 0, brown: 0, white: 0, black: 0 };
    const state: GameState = { ...created, turn: 5, players: [{ ...created.players[0]!, board, actionsUsed: 4, recruit }] };
    const result = solve(state, { firstPass: false });
    expectSolved(state, result, 5, 5);
    expect(result.line.map((c) => c.type)).toEqual(['choreography', 'choreography']);
  });

  it('lets the wind finish: a token landed on A1 is blown onto its target B1 after turn 1', () => {
    const { recruit } = deal('s2');
    const state = game(schemaOf([{ cell: 'B1', color: recruit }]), 's2');
    expectSolved(state, solve(state), 1, 1);
  });

  it('draws in turn 1 and lands in turn 2 when the colour is not in the recruit zone', () => {
    // A seed whose first drawn token differs from the dealt one: turn 1 has one action, so it cannot also land.
    const seed = ['a', 'b', 'c', 'd', 'e', 'f'].find((s) => deal(s).bag[0] !== deal(s).recruit)!;
    const colour = deal(seed).bag[0]!;
    const state = game(schemaOf([{ cell: 'A5', color: colour }]), seed);
    const result = solve(state);
    expectSolved(state, result, 2, 1);
    expect(result.line.map((c) => c.type)).toEqual(['draw', 'end-turn', 'land']);
  });

  it('mixes two primaries landed in the same turn: turn 3, 3 actions', () => {
    // Land, land, mix must share one turn (a stigmerian on an orange target is blown away at the end of the
    // turn), so turn 3 is the first with room; the three actions of turns 1 and 2 draw the two colours.
    const seed = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].find((s) => {
      const { recruit, bag } = deal(s);
      const first = [recruit, ...bag.slice(0, 3)];
      return first.includes('red') && first.includes('yellow');
    })!;
    const state = game(schemaOf([{ cell: 'A1', color: 'orange' }, { cell: 'A2', color: 'orange' }]), seed);
    expectSolved(state, solve(state), 3, 3);
  });

  it('solves for one seat of a two-player game, ending the other player\'s turns', () => {
    const seat1 = game(schemaOf([{ cell: 'A1', color: 'blue' }]), 's2', 2).players[1]!.recruit;
    const recruit = (Object.keys(seat1) as Colour[]).find((c) => seat1[c] > 0)!;
    const state = game(schemaOf([{ cell: 'B1', color: recruit }]), 's2', 2);
    const result = solve(state, { player: 1 });
    expect(result.status).toBe('solved');
    expect(replay(state, result.line).players[1]!.finished).toEqual({ turn: 1, actions: 1 });
  });

  it('proves that no line fulfils a schema in a tiny turn limit', () => {
    // J1 is nine rows from line A: the wind brings a token one row a turn, a move one row an action.
    const state = game(schemaOf([{ cell: 'J1', color: 'blue' }]), 'x');
    const result = solve(state, { maxTurn: 3 });
    expect(result).toMatchObject({ status: 'no-solution', provenOptimal: true, line: [], turns: null, turnsAtLeast: 4 });
  });

  it('proves at once that a secondary colour cannot be made without Mixing', () => {
    const state = game(schemaOf([{ cell: 'A1', color: 'green' }], 'dentdine'), 'x');
    expect(solve(state)).toMatchObject({ status: 'no-solution', provenOptimal: true });
  });

  it('stops at its node budget and says so', () => {
    // Nine targets two rows down: far more than 200 positions to search, whatever the bound proves at once.
    const state = game(schemaOf(['C', 'D', 'E'].flatMap((row) => PRIMARY.map((color, i) => ({ cell: `${row}${i + 3}`, color })))), 'budget');
    const result = solve(state, { maxNodes: 200 });
    expect(result.status).toBe('budget');
    expect(result.provenOptimal).toBe(false);
    expect(result.nodes).toBeGreaterThan(200);
  });

  it('stops at its time budget and says so, long before its node budget', () => {
    // A search of a whole catalogue schema takes far more than a millisecond: the deadline must stop it. Were the
    // clock never read, the search would run on to its five million nodes.
    const state = game(catalogue[0]!.schema, '1');
    const result = solve(state, { maxMs: 1, maxNodes: 5_000_000 });
    expect(result.status).toBe('budget');
    expect(result.nodes).toBeLessThan(5_000_000);
  });

  it('leaves modes it does not handle alone', () => {
    const schema: TargetSchema = { ...schemaOf([{ cell: 'A1', color: 'blue' }], 'competitive') };
    const created = createGame({ schema, mode: 'competitive', players: 2, seed: 1 });
    if (!created.ok) throw new Error(created.error.message);
    expect(solve(created.value).status).toBe('unsupported');
  });

  it('says why it leaves a position alone with a code and its values, not words', () => {
    const schema: TargetSchema = { ...schemaOf([{ cell: 'A1', color: 'blue' }], 'competitive') };
    const created = createGame({ schema, mode: 'competitive', players: 2, seed: 1 });
    if (!created.ok) throw new Error(created.error.message);
    expect(solve(created.value)).toMatchObject({ status: 'unsupported', reason: { code: 'search/mode', params: { mode: 'competitive' } } });
    const solo = createGame({ schema: schemaOf([{ cell: 'A1', color: 'blue' }]), mode: 'normal', players: 1, seed: 1 });
    if (!solo.ok) throw new Error(solo.error.message);
    expect(solve(solo.value, { player: 3 })).toMatchObject({ status: 'unsupported', reason: { code: 'search/no-seat', params: { seat: 3 } } });
    expect(solve(solo.value, { maxNodes: 1_000 }).reason).toBeUndefined();
  });
});

describe('check', () => {
  it('measures each seed and the share fulfilled', () => {
    const schema = schemaOf([{ cell: 'A3', color: 'blue' }, { cell: 'A4', color: 'yellow' }]);
    const result = check(schema, { seeds: 3, budget: { maxNodes: 200_000 } });
    expect(result.seeds.map((s) => s.seed)).toEqual(['1', '2', '3']);
    expect(result.share).toBe(1);
    expect(result.proven).toBe(3);
    for (const seed of result.seeds) expect(seed.turns).toBeLessThanOrEqual(3);
  });
});

describe('the catalogue demonstrations', () => {
  // Each demo fulfils its schema; from any state of its game, the best line can be no worse than the demo's own.
  it.each(['vertighaineuse-sunrise-steps', 'dentdine-crooked-stile'])('%s: never worse than the demo, from any of its states', (id) => {
    const entry = catalogue.find((e) => e.schema.id === id)!;
    const created = createGame({ schema: entry.schema, mode: 'normal', players: 1, seed: entry.demo.seed });
    if (!created.ok) throw new Error(created.error.message);
    const states = [created.value];
    for (const step of entry.demo.steps) states.push(replay(states.at(-1)!, [step.command]));
    const demo = states.at(-1)!.players[0]!.finished!;
    for (const state of states.slice(0, -1)) {
      const result = solve(state, { maxNodes: 2_000_000 });
      expect(result.status).toBe('solved');
      expect(result.provenOptimal).toBe(true);
      expect(result.turns! * 100 + result.actions!).toBeLessThanOrEqual(demo.turn * 100 + demo.actions);
      expect(replay(state, result.line).players[0]!.finished).toEqual({ turn: result.turns, actions: result.actions });
    }
    if (id === 'vertighaineuse-sunrise-steps') expect(solve(states[0]!)).toMatchObject({ turns: 6, actions: 2, provenOptimal: true });
  });
});

describe('the bound and its shortcuts', () => {
  const demos = catalogue.filter((e) => e.schema.stars === 1 && e.schema.flower !== 'competitive' && e.schema.flower !== 'competitive-no-limit');

  function demoStates(id: string): GameState[] {
    const entry = catalogue.find((e) => e.schema.id === id)!;
    const created = createGame({ schema: entry.schema, mode: 'normal', players: 1, seed: entry.demo.seed });
    if (!created.ok) throw new Error(created.error.message);
    const states = [created.value];
    for (const step of entry.demo.steps) states.push(replay(states.at(-1)!, [step.command]));
    return states;
  }
  /**
   * The positions along a demonstration, then along four seeded random games from its start (40 commands each at
   * most): the claims the search's cuts rest on are checked on all of them.
   */
  function demoAndRandomStates(id: string): GameState[] {
    const states = demoStates(id);
    let seed = 7;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let game = 0; game < 4; game++) {
      let s = states[0]!;
      for (let step = 0; step < 40 && s.players[0]!.finished === null && s.players[0]!.status === 'playing'; step++) {
        const commands = legalActions(s, 0).filter((c) => c.type !== 'undo');
        if (commands.length === 0) break;
        s = replay(s, [commands[next(commands.length)]!]);
        states.push(s);
      }
    }
    return states;
  }

  // A bound never above the truth is never above the actions a line that fulfils the schema still spends: each
  // demonstration is such a line, from each of its states, for every flower.
  it.each(demos.map((e) => e.schema.id))('%s: the bound is never above what the demonstration still spends', (id) => {
    const states = demoStates(id);
    const end = states.at(-1)!.players[0]!.finished!;
    const ctx = contextOf(states[0]!, states[0]!.players[0]!);
    let spent = 0;
    for (let i = states.length - 2; i >= 0; i--) {
      const [a, b] = [states[i]!, states[i + 1]!];
      if (a.turn === b.turn) spent += b.players[0]!.actionsUsed - a.players[0]!.actionsUsed;
      expect(lowerBound(ctx, a.players[0]!, a.turn, end.turn)).toBeLessThanOrEqual(spent);
    }
  });

  // The search cuts lands, moves, Fulgurances, Diagonals, Fast Steps and Rests on a bound computed before playing
  // them, and keeps it for the played position: it must be the bound of the played position, for every such command
  // legal along each demonstration.
  it.each(demos.map((e) => e.schema.id))('%s: a land\'s, move\'s, Fulgurance\'s, Diagonal\'s, Fast Step\'s or Rest\'s bound before playing it is the bound after', (id) => {
    const states = demoStates(id);
    const ctx = contextOf(states[0]!, states[0]!.players[0]!);
    let checked = 0;
    for (const s of states.slice(0, -1)) {
      const p = s.players[0]!;
      for (const command of legalActions(s, 0)) {
        let before: number | null;
        if (command.type === 'land') before = landBound(ctx, s.targets, p, command.color, cellIndex(command.to), s.turn, 8);
        else if (command.type === 'move') before = moveBound(ctx, s.targets, p, cellIndex(command.from), command.to === 'off' ? 'off' : cellIndex(command.to), s.turn, 8);
        else if (command.type === 'fulgurance') before = fulguranceBound(ctx, s.targets, p, cellIndex(command.cell), s.turn, 8);
        else if (command.type === 'diagonal' || command.type === 'fast-step') before = moveBound(ctx, s.targets, p, cellIndex(command.from), command.to === 'off' ? 'off' : cellIndex(command.to), s.turn, 8);
        else if (command.type === 'rest') before = moveBound(ctx, s.targets, p, cellIndex(command.cell), 'off', s.turn, 8);
        else continue;
        const after = replay(s, [command]).players[0]!;
        if (before === null || after.finished !== null) continue;
        expect(before, JSON.stringify(command)).toBe(lowerBound(ctx, after, s.turn, 8));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  // The search cuts some lands and moves without computing their bound, when the position's own bound already
  // exceeds what they leave: a stigmerian moved no nearer its ends, or landed where its way costs a whole action.
  // That is sound only if the bound after such a command is never below the bound before: checked for every such
  // command legal along each demonstration and along seeded random games from its start, for two last turns.
  it.each(demos.map((e) => e.schema.id))('%s: a land or move cut without its bound leaves the bound no lower', (id) => {
    const states = demoAndRandomStates(id);
    const ctx = contextOf(states[0]!, states[0]!.players[0]!);
    let checked = 0;
    for (const s of states) {
      const p = s.players[0]!;
      if (p.finished !== null || p.status !== 'playing') continue;
      for (const lastTurn of [Math.min(s.turn + 1, 10), 8]) {
        if (lastTurn < s.turn) continue;
        const own = lowerBound(ctx, p, s.turn, lastTurn);
        for (const command of legalActions(s, 0)) {
          let after: number | null = null;
          if (command.type === 'land' && landNoLower(ctx, p, command.color, cellIndex(command.to), s.turn, lastTurn)) {
            after = landBound(ctx, s.targets, p, command.color, cellIndex(command.to), s.turn, lastTurn);
          } else if ((command.type === 'move' || command.type === 'diagonal' || command.type === 'fast-step') && command.to !== 'off') {
            if (!noNearer(ctx, p, cellIndex(command.from), cellIndex(command.to), s.turn, lastTurn)) continue;
            after = moveBound(ctx, s.targets, p, cellIndex(command.from), cellIndex(command.to), s.turn, lastTurn);
          } else continue;
          expect(after, `${JSON.stringify(command)} at turn ${s.turn}, last turn ${lastTurn}`).not.toBeNull();
          expect(after!, `${JSON.stringify(command)} at turn ${s.turn}, last turn ${lastTurn}`).toBeGreaterThanOrEqual(own);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  // The search cuts every land of a colour, and every move, Diagonal, Fast Step, Rest or Choreography step of a
  // stigmerian, whose floor in common is above the actions left. Sound only if no such command's played position has
  // a bound below the floor (a fulfilled one counts 0): checked for every such command legal along each demonstration
  // and along seeded random games from its start, for two last turns.
  const FLOOR_KINDS: Readonly<Record<string, readonly string[]>> = {
    'vertighaineuse-morning-ladder': ['land', 'move'],
    'vertighaineuse-sunrise-steps': ['land', 'move'],
    'maronne-hearth-stone': ['land', 'move'],
    'maronne-ember-row': ['land', 'move'],
    'sifflochamp-quiet-bell': ['land', 'move', 'rest'],
    'dentdine-crooked-stile': ['choreography', 'diagonal', 'fast-step', 'land', 'move'],
    'inspiractrice-first-bouquet': ['choreography', 'diagonal', 'fast-step', 'land', 'move', 'rest'],
  };
  it.each(demos.map((e) => e.schema.id))('%s: no land, move, removal or dance step goes below its floor', (id) => {
    const states = demoAndRandomStates(id);
    const ctx = contextOf(states[0]!, states[0]!.players[0]!);
    const kinds = new Set<string>();
    for (const s of states) {
      const p = s.players[0]!;
      if (p.finished !== null || p.status !== 'playing') continue;
      for (const lastTurn of [Math.min(s.turn + 1, 10), 8]) {
        if (lastTurn < s.turn) continue;
        for (const command of legalActions(s, 0)) {
          let floor: number;
          if (command.type === 'land') floor = floorBound(ctx, p, -1, command.color, s.turn, lastTurn, false);
          else if (command.type === 'move' || command.type === 'diagonal' || command.type === 'fast-step' || command.type === 'rest' || command.type === 'choreography') {
            const from = cellIndex(command.type === 'rest' ? command.cell : command.from);
            const token = p.board[from];
            if (token === null || token === undefined || token.pollen) continue;
            floor = floorBound(ctx, p, from, token.color, s.turn, lastTurn, command.type === 'choreography');
          } else continue;
          const after = replay(s, [command]);
          const q = after.players[0]!;
          const bound = q.finished !== null ? 0 : lowerBound(ctx, q, after.turn, lastTurn);
          expect(floor, `${JSON.stringify(command)} at turn ${s.turn}, last turn ${lastTurn}`).toBeLessThanOrEqual(bound);
          kinds.add(command.type);
        }
      }
    }
    expect([...kinds].sort()).toEqual(FLOOR_KINDS[id]);
  });

  // Counting each stigmerian's steps to its nearest target (or off the board) instead of one touch: on small
  // positions, the optimum found is the one the weaker bound finds.
  it.each([
    ['a lone target far down', [{ cell: 'D4', color: 'blue' }], 'vertighaineuse'],
    ['three primaries in a row', PRIMARY.map((color, i) => ({ cell: `B${i + 3}`, color })), 'vertighaineuse'],
    ['two oranges', [{ cell: 'A1', color: 'orange' }, { cell: 'A2', color: 'orange' }], 'vertighaineuse'],
    ['a column with Diagonal and Exchange', [{ cell: 'A5', color: 'red' }, { cell: 'B5', color: 'yellow' }], 'dentdine'],
    ['a pair with Rest', [{ cell: 'C2', color: 'blue' }, { cell: 'C3', color: 'red' }], 'sifflochamp'],
  ] as const)('%s: the same optimum with the step-counting bound and without', (_, targets, flower) => {
    for (const seed of ['1', '2', '3']) {
      const state = game(schemaOf([...targets] as TargetSchema['targets'], flower as TargetSchema['flower']), seed);
      const strong = solve(state, { maxTurn: 6 });
      BOUND_TUNING.distances = false;
      let weak: SolveResult;
      try {
        weak = solve(state, { maxTurn: 6 });
      } finally {
        BOUND_TUNING.distances = true;
      }
      expect(weak.provenOptimal).toBe(true);
      expect(strong.provenOptimal).toBe(true);
      expect([strong.status, strong.turns, strong.actions]).toEqual([weak.status, weak.turns, weak.actions]);
      if (strong.status === 'solved') expect(replay(state, strong.line).players[0]!.finished).toEqual({ turn: strong.turns, actions: strong.actions });
    }
  });
});
