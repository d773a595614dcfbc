// The hint in the competitive and no-limit modes (R5, R7, R19): from the player's view only, always a command the
// rules list for that seat, a rule of thumb on the StigmaReine and its decisions, the solver on the player's board.
import {
  catalogue,
  createGame,
  findCatalogueSchema,
  legalActions,
  play,
  viewFor,
  type Colour,
  type Command,
  type GameState,
  type Mode,
  type TargetSchema,
} from '@stigmeria/rules';
import { describe, expect, it } from 'vitest';
import { HINT_REASON_CODES, chooseCommand, hint, seatToAct } from '../src/index.js';

function start(schema: TargetSchema, mode: Mode, players: number, seed: string): GameState {
  const created = createGame({ schema, mode, players, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

function step(state: GameState, command: Command): GameState {
  const r = play(state, command);
  if (!r.ok) throw new Error(`${command.type}: ${r.error.code}`);
  return r.value.state;
}

const same = (a: Command | null) => (b: Command) => JSON.stringify(a) === JSON.stringify(b);
const isLegalFor = (state: GameState, seat: number, command: Command | null): boolean => command !== null && legalActions(state, seat).some(same(command));
/** The next tokens a seat draws, top first (the test reads the whole state; the hint never does). */
const topOf = (state: GameState, seat: number, n: number): Colour[] => state.players[seat]!.bag.slice(-n).reverse();

const plum = findCatalogueSchema('competitive-plum-stone')!;

/** A two-player competitive game whose first player's next two draws are of one colour. */
function pairedDraws(): GameState {
  for (let i = 0; i < 60; i++) {
    const state = start(plum, 'competitive', 2, `pair-${i}`);
    const [a, b] = topOf(state, state.first, 2);
    if (a === b) return state;
  }
  throw new Error('no seed gives two draws of one colour');
}

describe('hint on the StigmaReine (R19)', () => {
  it('puts on an empty StigmaReine the colour the bag holds most', () => {
    const state = start(plum, 'competitive', 2, 'a5');
    const seat = state.first;
    const result = hint(viewFor(state, seat), { player: seat });
    expect(result.command?.type).toBe('a5');
    expect(isLegalFor(state, seat, result.command)).toBe(true);
    expect(result.basis).toBe('heuristic');
    // The recruit zone's first token came from the bag: one primary is one short of the others' 15.
    const count = (c: Colour) => state.players[seat]!.bag.filter((x) => x === c).length;
    const most = Math.max(count('blue'), count('yellow'), count('red'));
    expect(result.reason).toEqual({ code: 'central/a5', params: { color: (result.command as { color: Colour }).color, inBag: most } });
  });

  it('places the drawn token where it leaves the fewest lines of three open, then completes a line to earn an action', () => {
    //   1 2 3 4 5 6        After A5 and a first draw of the same colour c:
    // A . . . . c .        A4 or A6 would leave two runs of three for the next player to finish (A3–A5, A4–A6),
    // B . . . . ? .        B5 only one (A5–C5): the hint places it on B5.
    let state = pairedDraws();
    const seat = state.first;
    const [c] = topOf(state, seat, 1) as [Colour];
    state = step(state, { type: 'a5', player: seat, color: c });
    expect(hint(viewFor(state, seat)).reason.code).toBe('central/draw');
    state = step(state, { type: 'central-draw', player: seat });
    const placed = hint(viewFor(state, seat), { player: seat });
    expect(placed.command).toEqual({ type: 'central-place', player: seat, to: 'B5' });
    expect(placed.reason).toEqual({ code: 'central/place-least', params: { color: c, cell: 'B5' } });
    state = step(state, placed.command!);
    // The second token is of the same colour: C5 completes the column A5–C5 and earns an action.
    state = step(state, { type: 'central-draw', player: seat });
    const earned = hint(viewFor(state, seat), { player: seat });
    expect(earned.command).toEqual({ type: 'central-place', player: seat, to: 'C5' });
    expect(earned.reason).toEqual({ code: 'central/earn', params: { action: 'central-place', color: c, cell: 'C5', lines: 1 } });
    state = step(state, earned.command!);
    // The schema's violet targets cannot be made without Mixing: the hint earns it.
    const gained = hint(viewFor(state, seat), { player: seat });
    expect(gained.command).toEqual({ type: 'gain', player: seat, action: 'mixing' });
    expect(gained.reason).toEqual({ code: 'gain/needed', params: { action: 'mixing', colours: ['violet'] } });
    state = step(state, gained.command!);
    // The matched tokens go to bags: a colour the schema uses (every primary mixes into its violet or is a target) to
    // the player's own.
    const given = hint(viewFor(state, seat), { player: seat });
    expect(given.command).toMatchObject({ type: 'give', player: seat, to: seat });
    expect(given.reason).toMatchObject({ code: 'give/own', params: { color: c } });
    expect(isLegalFor(state, seat, given.command)).toBe(true);
  });

  it('says which seat must act when the player has nothing to do', () => {
    const state = start(plum, 'competitive', 2, 'wait');
    const other = 1 - state.first;
    const result = hint(viewFor(state, other), { player: other });
    expect(result).toMatchObject({ command: null, basis: 'none', reason: { code: 'none/waiting', params: { seat: state.first } } });
  });

  it('searches the player’s own board once the central actions are played', () => {
    const schema: TargetSchema = { format: 'stigmeria/target-schema', formatVersion: 1, id: 'one-blue', name: { en: 'One blue' }, flower: 'competitive', stars: 1, targets: [{ cell: 'A3', color: 'blue' }] };
    for (let i = 0; i < 60; i++) {
      let state = start(schema, 'competitive', 2, `own-${i}`);
      const seat = state.first;
      if (state.players[seat]!.recruit.blue === 0) continue;
      // The two central actions: A5, then two Draw and Place on the first cell the rules list.
      while (legalActions(state, seat).some((c) => c.type.startsWith('central') || c.type === 'a5')) {
        state = step(state, legalActions(state, seat).find((c) => c.type !== 'undo')!);
      }
      if (state.players[seat]!.recruit.blue === 0 || state.players[seat]!.pending !== null) continue;
      const result = hint(viewFor(state, seat), { player: seat, seed: 'own' });
      expect(result.command).toEqual({ type: 'land', player: seat, color: 'blue', to: 'A3' });
      expect(result.reason).toEqual({ code: 'land/on-target', params: { color: 'blue', cell: 'A3' } });
      expect(result.basis).toBe('solved');
      return;
    }
    throw new Error('no seed keeps a blue in the first player’s recruit zone');
  });
});

/** The twin of a game: every bag in another order, another seed, another generator state; the same view. */
const twinOf = (state: GameState): GameState => ({ ...state, seed: 'another', rng: [1, 2, 3, 4], players: state.players.map((p) => ({ ...p, bag: p.bag.slice().reverse() })) });

describe('hint in solo no limit (R21)', () => {
  it('picks the new action that the schema’s brown needs, Combination', () => {
    let state = start(findCatalogueSchema('maronne-ember-row')!, 'solo-no-limit', 1, 'solo');
    // Turn 1 ended at once (its wind die answered first): turn 2 opens with a new action to pick.
    for (let k = 0; k < 20 && state.players[0]!.pending?.kind !== 'gain'; k++) {
      const legal = legalActions(state, 0).filter((c) => c.type !== 'undo');
      state = step(state, legal.find((c) => c.type === 'end-turn') ?? legal[0]!);
    }
    expect(state.players[0]!.pending?.kind).toBe('gain');
    const result = hint(viewFor(state, 0));
    expect(result.command).toEqual({ type: 'gain', player: 0, action: 'combination' });
    expect(result.reason).toEqual({ code: 'gain/needed', params: { action: 'combination', colours: ['brown'] } });
  });
});

describe('hint from the player’s view only', () => {
  it('gives the same hint for twin normal games, where the order of the bag would change the votes', () => {
    const entry = catalogue.find((e) => e.schema.id === 'maronne-ember-row')!;
    let state = start(entry.schema, 'normal', 1, entry.demo.seed);
    for (const [k, { command }] of entry.demo.steps.slice(0, 7).entries()) {
      const twin = twinOf(state);
      expect(viewFor(twin, 0)).toEqual(viewFor(state, 0));
      const options = { seed: 'twin', samples: 3, maxNodes: 3_000 };
      expect({ ...hint(twin, options), ms: 0 }, `step ${k}`).toEqual({ ...hint(state, options), ms: 0 });
      state = step(state, command);
    }
  });

  it('gives the same hint for two games that differ only in what the player cannot see, all along a game', () => {
    // Primaries only, so that the player's own board can be solved and the deals of the bag decide the votes.
    const targets = [{ cell: 'A3', color: 'blue' }, { cell: 'A4', color: 'red' }, { cell: 'B4', color: 'yellow' }, { cell: 'C4', color: 'blue' }, { cell: 'C5', color: 'red' }] as const;
    const schema: TargetSchema = { format: 'stigmeria/target-schema', formatVersion: 1, id: 'primaries', name: { en: 'Primaries' }, flower: 'competitive', stars: 1, targets };
    let state = start(schema, 'competitive', 2, 'twin');
    let compared = 0;
    for (let k = 0; k < 80 && !state.over; k++) {
      const seat = seatToAct(state)!;
      if (k % 4 === 0) {
        const twin = twinOf(state);
        expect(viewFor(twin, seat)).toEqual(viewFor(state, seat));
        const options = { player: seat, seed: 'twin', samples: 2, maxNodes: 2_000 };
        const a = hint(state, options);
        expect({ ...hint(twin, options), ms: 0 }, `step ${k}`).toEqual({ ...a, ms: 0 });
        expect({ ...hint(viewFor(twin, seat), options), ms: 0 }, `step ${k}`).toEqual({ ...a, ms: 0 });
        compared++;
      }
      state = step(state, chooseCommand(viewFor(state, seat), seat, { level: 'medium', seed: 1, budgetMs: 10 })!);
    }
    expect(compared).toBeGreaterThan(10);
  });
});

describe.each([
  ['competitive', 'competitive-twin-lanterns', 2],
  ['competitive-no-limit', 'competitive-no-limit-twin-hives', 3],
  ['solo-no-limit', 'maronne-ember-row', 1],
] as const)('hint in %s games', (mode, id, players) => {
  it('suggests, for the seat to act, one of the commands the rules list, with a reason; the others wait', () => {
    let state = start(findCatalogueSchema(id)!, mode, players, `sweep-${mode}`);
    const codes = new Set<string>();
    for (let k = 0; k < 90 && !state.over; k++) {
      const seat = seatToAct(state)!;
      if (k % 3 === 0) {
        const view = viewFor(state, seat);
        const result = hint(view, { player: seat, seed: k, samples: 2, maxNodes: 800 });
        expect(isLegalFor(state, seat, result.command), `${k}: ${JSON.stringify(result.command)}`).toBe(true);
        expect(HINT_REASON_CODES).toContain(result.reason.code);
        expect(result.reason.code.startsWith('none/')).toBe(false);
        codes.add(result.reason.code);
        for (let other = 0; other < players; other++) {
          if (other === seat || legalActions(state, other).some((c) => c.type !== 'undo')) continue;
          if (state.players[other]!.status !== 'playing') continue;
          expect(hint(viewFor(state, other), { player: other }).reason).toEqual({ code: 'none/waiting', params: { seat } });
        }
      }
      state = step(state, chooseCommand(viewFor(state, seat), seat, { level: 'easy', seed: 2, budgetMs: 10 })!);
    }
    expect(codes.size).toBeGreaterThan(2);
  });
});
