import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evolve, legalActions, play, viewFor, type Command, type GameState, type Mode, type TargetSchema } from '../src/index.js';
import { scenario, testSchema } from './support/ascii.js';
import { playGame, type GameSpec } from './support/random-games.js';

describe('viewFor', () => {
  it('hides the order of every bag and the seed, and keeps what is public', () => {
    const state = scenario({ players: 2, bag: ['red', 'blue', 'yellow', 'blue'], recruit: { red: 1 } });
    const view = viewFor(state, 1);
    expect(view.players[0]!.bag).toEqual(['blue', 'blue', 'yellow', 'red']);
    expect(view.players[1]!.bag).toHaveLength(44);
    expect(view.seed).toBe('');
    expect(view.rng).toEqual([0, 0, 0, 0]);
    expect(view.players[0]!.recruit).toEqual(state.players[0]!.recruit);
    expect(view.players[0]!.board).toEqual(state.players[0]!.board);
    expect(view.turn).toBe(state.turn);
  });

  it('gives two states whose bags differ only in order the same view', () => {
    const a = scenario({ bag: ['red', 'blue', 'yellow'] });
    const b = scenario({ bag: ['yellow', 'red', 'blue'] });
    expect(viewFor(a, 0)).toEqual(viewFor(b, 0));
  });

  it('hides the bag order kept for undo too', () => {
    const state = scenario({ board: 'A . . b . . . . . . .', recruit: { red: 1 }, turn: 2, bag: ['red', 'blue', 'yellow'] });
    const moved = play(state, { type: 'land', player: 0, color: 'red', to: 'A4' });
    if (!moved.ok) throw new Error(moved.error.code);
    expect(viewFor(moved.value.state, 0).players[0]!.previous!.bag).toEqual(['blue', 'yellow', 'red']);
  });

  it('does not change the state it is given', () => {
    const state = scenario();
    const before = structuredClone(state);
    viewFor(state, 0);
    expect(state).toEqual(before);
  });
});

/** A target schema each mode accepts. */
const SCHEMA_OF: Record<Mode, TargetSchema> = {
  discovery: testSchema('A . . b y . . . . . .', { id: 'view-normal', flower: 'vertighaineuse', stars: 1 }),
  normal: testSchema('A . . b y . . . . . .', { id: 'view-normal', flower: 'vertighaineuse', stars: 1 }),
  competitive: testSchema('A . . b y . . . . . .', { id: 'view-competitive', flower: 'competitive', stars: 1 }),
  'competitive-no-limit': testSchema('A . . . . . . . . . b', { id: 'view-no-limit', flower: 'competitive-no-limit', stars: 4 }),
  'solo-no-limit': testSchema('A . . . . . . . . . b', { id: 'view-no-limit', flower: 'competitive-no-limit', stars: 4 }),
};

/** Any player's legal command: a command type first, so that rare special actions get their turn beside landings. */
function anyCommand(state: GameState, spec: GameSpec, next: () => number): Command | undefined {
  const legal = legalActions(state);
  if (legal.length === 0) return undefined;
  const endTurn = legal.filter((c) => c.type === 'end-turn');
  if (endTurn.length > 0 && next() % 100 < spec.endTurn) return endTurn[next() % endTurn.length];
  const types = [...new Set(legal.map((c) => c.type))];
  const type = types[next() % types.length];
  const chosen = legal.filter((c) => c.type === type);
  return chosen[next() % chosen.length];
}

describe('a view kept in step by the events', () => {
  it('R8: a draw takes the drawn colour out of the view, whose bag is in colour order', () => {
    // The bag's top is its last token: yellow. The view lists the bag as blue, yellow, red.
    const state = scenario({ players: 2, bag: ['red', 'blue', 'yellow'] });
    const drawn = play(state, { type: 'draw', player: 0 });
    if (!drawn.ok) throw new Error(drawn.error.code);
    const folded = drawn.value.events.reduce(evolve, viewFor(state, 1));
    expect(folded.players[0]!.bag).toEqual(['blue', 'red']);
    expect(folded).toEqual(viewFor(drawn.value.state, 1));
  });

  // R3, R8, R10, R18 and R20 (draws, shuffles, dice, the StigmaReine): whatever a step draws, rolls or shuffles,
  // a client that folds its events into its view holds the server's view of the next state, for every seat.
  for (const mode of ['discovery', 'normal', 'competitive', 'competitive-no-limit', 'solo-no-limit'] as const) {
    it(`in random ${mode} games, for every seat, after every step`, () => {
      const players = mode === 'solo-no-limit' ? fc.constant(1) : fc.integer({ min: mode.startsWith('competitive') ? 2 : 1, max: 4 });
      fc.assert(
        fc.property(players, fc.nat(), fc.boolean(), fc.infiniteStream(fc.nat()), (n, seed, joker, choices) => {
          const setup = { schema: SCHEMA_OF[mode], mode, players: n, seed: String(seed), options: { joker } };
          const spec: GameSpec = { setup, greed: 0, endTurn: 10, undo: 0, choices };
          playGame(spec, anyCommand, 250, ({ before, command, events, after }) => {
            for (let seat = 0; seat < n; seat++) {
              const folded = events.reduce(evolve, viewFor(before, seat));
              if (JSON.stringify(folded) !== JSON.stringify(viewFor(after, seat))) {
                expect.fail(`seat ${seat}'s view drifts after ${JSON.stringify(command)}: ${events.map((e) => e.type).join(', ')}`);
              }
            }
          });
        }),
        { numRuns: 8, seed: 20_261_202 },
      );
    });
  }
});
