/**
 * A fuzzer for `applyEvent`: random values and mutations of real events (those `play` gave in random games of
 * every mode), thrown at states of those games. `applyEvent` never throws, and a state it returns keeps the
 * shape every state has: the same seats, boards of 100 cells holding tokens of the nine colours, recruit zones
 * of whole non-negative counts, bags of tokens, a turn that moves one at a time, winds no further ahead than the
 * die forecasts (R12), a first player who is a player, a StigmaReine only in games that have one (R19).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  catalogueSchemas,
  COLOURS,
  CELL_NAMES,
  createGame,
  legalActions,
  play,
  playableModes,
  type GameEvent,
  type GameState,
  type Mode,
} from '../src/index.js';
import { applyMutation, clone, mutation } from './support/mutations.js';

interface Position {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

// A small deterministic generator: the positions are the same on every run, the randomness is fast-check's.
function lcg(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x;
  };
}

/** Random games of `mode`, each state with the events that led to it; every event is also folded by applyEvent. */
function positionsOf(mode: Mode, players: number, games: number, steps: number): Position[] {
  const schemas = catalogueSchemas.filter((s) => playableModes(s).includes(mode));
  const out: Position[] = [];
  for (let g = 0; g < games; g++) {
    const created = createGame({ schema: schemas[g % schemas.length]!, mode, players, seed: `fuzz ${mode} ${g}` });
    if (!created.ok) throw new Error(created.error.code);
    let state = created.value;
    const next = lcg(g + 1);
    for (let i = 0; i < steps && !state.over; i++) {
      const listed = legalActions(state);
      if (listed.length === 0) break;
      // End the turn now and then, so that games reach later turns and their winds.
      const endTurn = listed.find((c) => c.type === 'end-turn');
      const command = endTurn !== undefined && next() % 4 === 0 ? endTurn : listed[next() % listed.length]!;
      const played = play(state, command);
      if (!played.ok) throw new Error(`${JSON.stringify(command)}: ${played.error.code}`);
      let folded = state;
      for (const event of played.value.events) {
        const applied = applyEvent(folded, event);
        if (!applied.ok) throw new Error(`${mode}: ${JSON.stringify(event)} refused: ${applied.error.code}`);
        folded = applied.value;
      }
      expect(folded).toEqual(played.value.state);
      out.push({ state, events: played.value.events });
      state = played.value.state;
    }
  }
  return out;
}

const MODES_PLAYED: readonly (readonly [Mode, number])[] = [
  ['normal', 2],
  ['discovery', 1],
  ['competitive', 3],
  ['competitive-no-limit', 2],
  ['solo-no-limit', 1],
];
const positions = MODES_PLAYED.flatMap(([mode, players]) => positionsOf(mode, players, 2, 80));
const events = positions.flatMap((p) => p.events);

const FORECAST_TURNS = 9;

/** Why `after`, returned by applyEvent on `before`, is not a state, or undefined when it is one. */
function broken(before: GameState, after: GameState): string | undefined {
  if (after.players.length !== before.players.length) return 'the number of players changed';
  if (!Number.isInteger(after.turn) || after.turn < before.turn || after.turn > before.turn + 1) return `turn ${after.turn}`;
  if (after.winds.length > Math.max(after.turn, FORECAST_TURNS)) return `${after.winds.length} winds in turn ${after.turn}`;
  if (!Number.isInteger(after.first) || after.first < 0 || after.first >= after.players.length) return `first player ${after.first}`;
  if ((after.central === null) !== (before.central === null)) return 'the StigmaReine came or went';
  const boards = after.players.map((p) => p.board);
  if (after.central !== null) boards.push(after.central.board);
  for (const board of boards) {
    if (board.length !== CELL_NAMES.length) return `a board of ${board.length} cells`;
    for (const t of board) {
      if (t !== null && (!COLOURS.includes(t.color) || typeof t.pollen !== 'boolean')) return `a token ${JSON.stringify(t)}`;
    }
  }
  const recruits = after.players.map((p) => p.recruit);
  if (after.central !== null) recruits.push(after.central.recruit);
  for (const recruit of recruits) {
    for (const c of COLOURS) {
      if (!Number.isInteger(recruit[c]) || recruit[c] < 0) return `${recruit[c]} ${c} tokens in a recruit zone`;
    }
  }
  for (const p of after.players) {
    if (!p.bag.every((c) => COLOURS.includes(c))) return 'a bag holding something else than tokens';
    if (!Number.isInteger(p.actionsUsed) || p.actionsUsed < 0 || p.actionsUsed > Math.min(after.turn, 10)) return `${p.actionsUsed} actions used`;
  }
  return undefined;
}

function check(state: GameState, input: unknown): void {
  let result: ReturnType<typeof applyEvent>;
  try {
    result = applyEvent(state, input);
  } catch (error) {
    expect.fail(`applyEvent threw on ${JSON.stringify(input)?.slice(0, 200)}: ${String(error)}`);
  }
  if (result.ok) {
    const why = broken(state, result.value);
    if (why !== undefined) expect.fail(`${JSON.stringify(input)?.slice(0, 200)} gave ${why}`);
  } else {
    expect(result.error.code).toMatch(/^event\/[a-z-]+$/);
    expect(typeof result.error.params?.path).toBe('string');
  }
}

// Values a field of an event may be given in place of its own: the edges of turns, seats, counts and cells.
const EDGES = [1e308, -1, 0, 1, 5, 6, 9, 10, 11, 12, 45, 2 ** 31, 0.5, -0, NaN, 'A1', 'J10', 'A5', 'off', 'blue', 'white', 'own', null];

const edgeMutation = fc.record({ key: fc.nat(), value: fc.constantFrom(...EDGES) }).map(({ key, value }) => (event: Record<string, unknown>) => {
  const keys = Object.keys(event).filter((k) => k !== 'type');
  if (keys.length > 0) event[keys[key % keys.length]!] = value;
  return event;
});

describe('applyEvent under random events', () => {
  it('has states of every mode and events of many types to work on', () => {
    expect(new Set(positions.map((p) => p.state.mode)).size).toBe(MODES_PLAYED.length);
    expect(new Set(events.map((e) => e.type)).size).toBeGreaterThan(15);
  });

  it('never throws and never breaks a state on mutated events', () => {
    fc.assert(
      fc.property(fc.constantFrom(...positions), fc.constantFrom(...events), fc.array(mutation, { minLength: 1, maxLength: 3 }), (position, event, mutations) => {
        check(position.state, mutations.reduce(applyMutation, clone(event)));
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws and never breaks a state on events with a field at an edge', () => {
    fc.assert(
      fc.property(fc.constantFrom(...positions), fc.constantFrom(...events), fc.array(edgeMutation, { minLength: 1, maxLength: 2 }), (position, event, edits) => {
        check(position.state, edits.reduce((e, edit) => edit(e), clone(event) as Record<string, unknown>));
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws on any value at all, nor on an event of any type with random fields', () => {
    const types = [...new Set(events.map((e) => e.type))];
    fc.assert(
      fc.property(
        fc.constantFrom(...positions),
        fc.oneof(fc.anything(), fc.record({ type: fc.constantFrom(...types) }).chain((e) => fc.dictionary(fc.constantFrom('player', 'turn', 'cell', 'from', 'to', 'color', 'count', 'cost', 'among', 'with', 'board', 'cells', 'tokens'), fc.constantFrom(...EDGES)).map((d) => ({ ...d, ...e })))),
        (position, input) => check(position.state, input),
      ),
      { numRuns: 3000 },
    );
  });
});
