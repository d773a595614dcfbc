import { describe, expect, it } from 'vitest';
import { FLOWER_ACTIONS, legalActions, play, specialFromTurn, type Command, type GameState } from '../src/index.js';
import { scenario } from './support/ascii.js';

/** Every order of `items`. */
function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/**
 * `play` accepts every listed command, and, of the commands that differ from a listed one only in the order of
 * an array field (cells, colours, tokens), exactly those that are listed too.
 */
function expectExact(state: GameState, commands: readonly Command[]): void {
  const listed = new Set(commands.map((c) => JSON.stringify(c)));
  let reordered = 0;
  for (const c of commands) {
    expect(play(state, c).ok, JSON.stringify(c)).toBe(true);
    for (const [field, value] of Object.entries(c)) {
      if (!Array.isArray(value)) continue;
      for (const order of orders(value)) {
        const variant = { ...c, [field]: order };
        const key = JSON.stringify(variant);
        const result = play(state, variant);
        if (result.ok !== listed.has(key)) expect.fail(`${key} is ${listed.has(key) ? 'listed' : 'not listed'} but play ${result.ok ? 'accepts' : 'refuses'} it`);
        reordered++;
      }
    }
  }
  // Not a vacuous check: the positions below list commands with arrays to reorder.
  expect(reordered).toBeGreaterThan(0);
}

describe('legalActions', () => {
  it('lists, on an empty board, a landing on every cell of line A for each recruit colour, a draw and end-turn', () => {
    const state = scenario({ flower: 'vertighaineuse', recruit: { blue: 1, red: 2 } });
    const commands = legalActions(state, 0);
    const lands = commands.filter((c) => c.type === 'land');
    expect(lands).toHaveLength(20);
    expect(lands[0]).toEqual({ type: 'land', player: 0, color: 'blue', to: 'A1' });
    expect(lands[1]).toEqual({ type: 'land', player: 0, color: 'red', to: 'A1' });
    expect(commands.map((c) => c.type).filter((t) => t !== 'land')).toEqual(['draw', 'end-turn']);
  });

  it('lists exactly what play accepts', () => {
    const state = scenario({
      flower: 'inspiractrice',
      turn: 4,
      board: `
      A . . b y . . . . . .
      B . . r . . . . . . .
      `,
      recruit: { yellow: 4 },
    });
    const commands = legalActions(state, 0);
    expect(commands.length).toBeGreaterThan(10);
    expectExact(state, commands);
  });

  it('R18: lists exactly what play accepts when the order of a command\'s cells or colours is changed (Prediction: each set of colours in one order)', () => {
    const state = scenario({
      mode: 'competitive',
      turn: 4,
      board: `
      A . . b y . . . . . .
      B . . r . . . . . . .
      `,
      specials: ['prediction', 'mixing', 'exchange'],
    });
    const commands = legalActions(state, 0);
    expect(commands.filter((c) => c.type === 'prediction')).toHaveLength(84);
    for (const type of ['mixing', 'exchange'] as const) expect(commands.some((c) => c.type === type), type).toBe(true);
    expectExact(state, commands);
  });

  it('lists nothing for a player who ended the turn, and every player in seat order without a player', () => {
    const state = scenario({ players: 2 });
    const ended = play(state, { type: 'end-turn', player: 1 });
    if (!ended.ok) throw new Error(ended.error.code);
    expect(legalActions(ended.value.state, 1)).toEqual([]);
    const all = legalActions(state);
    const seats = all.map((c: Command) => c.player);
    expect(seats).toEqual([...seats].sort());
    expect(new Set(seats)).toEqual(new Set([0, 1]));
  });

  it('lists nothing once the game is over, and nothing for a seat that does not exist', () => {
    const state = scenario();
    expect(legalActions({ ...state, over: true }, 0)).toEqual([]);
    expect(legalActions(state, 5)).toEqual([]);
  });

  it('lists only the answers to a pending decision (and undo)', () => {
    const state = scenario({
      flower: 'sifflochamp',
      board: `
      A . . k k . . . . . .
      `,
    });
    const picked = play(state, { type: 'half-note', player: 0, cells: ['A3', 'A4'] });
    if (!picked.ok) throw new Error(picked.error.code);
    expect(legalActions(picked.value.state, 0)).toEqual([
      { type: 'half-note-keep', player: 0, cell: 'A3' },
      { type: 'half-note-keep', player: 0, cell: 'A4' },
      { type: 'undo', player: 0 },
    ]);
  });
});

describe('legalActions with a seat that is not a whole number', () => {
  it('lists nothing for "0", 0.5 or NaN, so every listed command names a seat play accepts', () => {
    const state = scenario();
    for (const seat of ['0', 0.5, Number.NaN]) expect(legalActions(state, seat as number)).toEqual([]);
  });
});

describe('specialFromTurn', () => {
  it('R18: Choreography and Fast Step wait for turn 3, every other flower action is usable from turn 1', () => {
    expect(FLOWER_ACTIONS.map((id) => [id, specialFromTurn(id)])).toEqual(
      FLOWER_ACTIONS.map((id) => [id, id === 'choreography' || id === 'fast-step' ? 3 : 1]),
    );
  });
});
