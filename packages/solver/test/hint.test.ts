import { catalogue, createGame, legalActions, play, viewFor, type Colour, type Command, type GameState, type TargetSchema } from '@stigmeria/rules';
import { describe, expect, it } from 'vitest';
import { HINT_REASON_CODES, describeHint, hint } from '../src/index.js';

function schemaOf(targets: TargetSchema['targets'], flower: TargetSchema['flower'] = 'vertighaineuse'): TargetSchema {
  return { format: 'stigmeria/target-schema', formatVersion: 1, id: 'hand-made', name: { en: 'Hand made' }, flower, stars: 1, targets };
}

function game(schema: TargetSchema, seed: string): GameState {
  const created = createGame({ schema, mode: 'normal', players: 1, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** The colour dealt into the recruit zone by a seed (the deal does not depend on the targets). */
function dealtColour(seed: string): Colour {
  const recruit = game(schemaOf([{ cell: 'A1', color: 'blue' }]), seed).players[0]!.recruit;
  return (Object.keys(recruit) as Colour[]).find((c) => recruit[c] > 0)!;
}

const SEEDS = Array.from({ length: 30 }, (_, i) => `s${i}`);
const seedDealing = (colour: Colour): string => SEEDS.find((s) => dealtColour(s) === colour)!;

const isLegal = (state: GameState, command: Command | null): boolean =>
  command !== null && legalActions(state, 0).some((c) => JSON.stringify(c) === JSON.stringify(command));

/** The states of a catalogue demo, from its setup to its last step. */
function demoStates(id: string): GameState[] {
  const entry = catalogue.find((e) => e.schema.id === id)!;
  const states = [game(entry.schema, entry.demo.seed)];
  for (const step of entry.demo.steps) {
    const r = play(states.at(-1)!, step.command);
    if (!r.ok) throw new Error(r.error.code);
    states.push(r.value.state);
  }
  return states;
}

describe('hint', () => {
  it('lands a blue from the recruit zone on the one blue target of line A, and says which cell', () => {
    const state = game(schemaOf([{ cell: 'A3', color: 'blue' }]), seedDealing('blue'));
    const result = hint(viewFor(state, 0), { seed: 'a' });
    expect(result.command).toEqual({ type: 'land', player: 0, color: 'blue', to: 'A3' });
    expect(result.agreement).toBe(1);
    expect(result.samples).toBeGreaterThan(0);
    expect(result.reason).toEqual({ code: 'land/on-target', params: { color: 'blue', cell: 'A3' } });
  });

  it('draws when the recruit zone lacks the colours of the targets, and names them', () => {
    const state = game(schemaOf([{ cell: 'A3', color: 'yellow' }, { cell: 'A4', color: 'yellow' }]), seedDealing('red'));
    const result = hint(viewFor(state, 0), { seed: 'a' });
    expect(result.command).toEqual({ type: 'draw', player: 0 });
    expect(result.reason).toEqual({ code: 'draw/missing', params: { color: 'yellow', targets: ['A3', 'A4'] } });
  });

  it('gives the same hint for the same view and seed', () => {
    const state = demoStates('vertighaineuse-sunrise-steps')[12]!;
    const view = viewFor(state, 0);
    const a = hint(view, { seed: 7, samples: 4, maxNodes: 3_000 });
    const b = hint(view, { seed: 7, samples: 4, maxNodes: 3_000 });
    expect({ ...a, ms: 0 }).toEqual({ ...b, ms: 0 });
  });

  it('never suggests a command the rules do not list, along a whole demo game', () => {
    const states = demoStates('vertighaineuse-morning-ladder');
    for (const state of states.filter((_, i) => i % 3 === 0)) {
      if (state.over) continue;
      const result = hint(viewFor(state, 0), { seed: 's', samples: 3, maxNodes: 2_000 });
      expect(isLegal(state, result.command), JSON.stringify(result.command)).toBe(true);
      expect(HINT_REASON_CODES).toContain(result.reason.code);
      expect(result.reason.code.startsWith('none/')).toBe(false);
    }
  });

  it('works on a view, which has no generator and a sorted bag, and leaves it as it was', () => {
    const state = demoStates('maronne-ember-row')[12]!;
    const view = viewFor(state, 0);
    expect(view.rng).toEqual([0, 0, 0, 0]);
    const copy = structuredClone(view);
    const result = hint(view, { seed: 1, samples: 3, maxNodes: 5_000 });
    expect(isLegal(state, result.command)).toBe(true);
    expect(view).toEqual(copy);
  });

  it('keeps to its time budget on a position it cannot solve', () => {
    const state = demoStates('vertighaineuse-prism-fan')[0]!;
    const result = hint(viewFor(state, 0), { seed: 1, samples: 20, maxNodes: 1_000_000, maxMs: 150 });
    expect(isLegal(state, result.command)).toBe(true);
    // The clock is shared with other work: a generous margin, far below what an unbounded search would take.
    expect(result.ms).toBeLessThan(600);
  });

  it('answers at once when only one command is legal', () => {
    const states = demoStates('maronne-ember-row');
    const forced = states.find((s) => !s.over && legalActions(s, 0).filter((c) => c.type !== 'undo').length === 1)!;
    const result = hint(viewFor(forced, 0));
    expect(result).toMatchObject({ command: { type: 'end-turn' }, basis: 'forced', agreement: 1 });
    expect(result.reason).toEqual({ code: 'end-turn/spent', params: {} });
  });

  it('says "not enough" rather than "no" when the recruit zone holds a colour that another target takes', () => {
    const state = game(schemaOf([{ cell: 'A3', color: 'red' }, { cell: 'A4', color: 'red' }]), seedDealing('red'));
    expect(state.players[0]!.recruit.red).toBe(1);
    const reason = describeHint(viewFor(state, 0), 0, { type: 'draw', player: 0 });
    expect(reason).toEqual({ code: 'draw/short', params: { color: 'red', targets: ['A4'] } });
  });

  it('counts a target as served by what the flower actions turn a token into, Combination’s brown and Half Note’s white included', () => {
    const withToken = (flower: TargetSchema['flower'], target: Colour, colour: Colour): GameState => {
      const state = game(schemaOf([{ cell: 'C3', color: target }], flower), 's0');
      const me = state.players[0]!;
      const board = [...me.board];
      board[20] = { color: colour, pollen: false };
      return { ...state, players: [{ ...me, board }] };
    };
    const move: Command = { type: 'move', player: 0, from: 'C1', to: 'C2' };
    // MarOnne's Combination turns a surrounded red into brown: the move brings it nearer the brown target.
    expect(describeHint(withToken('maronne', 'brown', 'red'), 0, move)).toEqual({
      code: 'move/toward',
      params: { action: 'move', color: 'red', from: 'C1', to: 'C2', target: 'C3', beforeWind: false },
    });
    // SiffloChamp's Half Note turns blacks into a white.
    expect(describeHint(withToken('sifflochamp', 'white', 'black'), 0, move)).toMatchObject({ code: 'move/toward', params: { target: 'C3' } });
    // Without such an action the token serves no target of another colour.
    expect(describeHint(withToken('vertighaineuse', 'brown', 'red'), 0, move)).toEqual({ code: 'move/aside', params: { action: 'move', color: 'red', from: 'C1', to: 'C2' } });
  });

  it('says a token landed on a target of another colour is to be turned there only when a flower action can turn it', () => {
    const land: Command = { type: 'land', player: 0, color: 'red', to: 'A3' };
    // MarOnne's Combination turns a surrounded red into brown where it stands (R18).
    const maronne = game(schemaOf([{ cell: 'A3', color: 'brown' }], 'maronne'), seedDealing('red'));
    expect(describeHint(viewFor(maronne, 0), 0, land)).toEqual({ code: 'land/to-turn', params: { color: 'red', cell: 'A3', into: 'brown' } });
    // VertigHaineuse has no action that makes brown: the red only stands on the target.
    const vertig = game(schemaOf([{ cell: 'A3', color: 'brown' }]), seedDealing('red'));
    expect(describeHint(viewFor(vertig, 0), 0, land)).not.toMatchObject({ code: 'land/to-turn' });
  });

  it('gives the Half Note’s white its own code, with the cell it keeps', () => {
    const state = game(schemaOf([{ cell: 'A3', color: 'white' }], 'inspiractrice'), 's0');
    expect(describeHint(state, 0, { type: 'half-note-keep', player: 0, cell: 'A3' })).toEqual({ code: 'half-note/keep', params: { cell: 'A3' } });
  });

  it('gives a code for any command the rules define, and none of its codes is prose', () => {
    const state = game(schemaOf([{ cell: 'A3', color: 'white' }], 'inspiractrice'), 's0');
    expect(describeHint(state, 0, { type: 'wind-reroll', player: 0 })).toEqual({ code: 'plays', params: { action: 'wind-reroll', cells: [] } });
    for (const code of HINT_REASON_CODES) expect(code).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)?$/);
  });

  it('gives no command once the game is over, and says so with a code', () => {
    const over = demoStates('maronne-ember-row').at(-1)!;
    expect(hint(viewFor(over, 0))).toMatchObject({ command: null, samples: 0, reason: { code: 'none/game-over', params: {} } });
    expect(hint(viewFor(demoStates('maronne-ember-row')[3]!, 0), { player: 4 })).toMatchObject({ command: null, reason: { code: 'none/no-seat', params: { seat: 4 } } });
  });
});
