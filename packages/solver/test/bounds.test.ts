import { catalogue, createGame, type GameState, type TargetSchema } from '@stigmeria/rules';
import { describe, expect, it } from 'vitest';
import { beamSearch, contextOf, lowerBound, solve } from '../src/index.js';
import { BOUND_TUNING } from '../src/bounds.js';
import { exhaustively } from './support/exhaustive.js';
import { alongLine, expectBelowLine } from './support/along-line.js';

// A bound that is ever above the true number of actions left makes the search cut the best line, and a wrong
// "proven" follows. These tests hold the bound against the truth two ways: against lines found without it, and
// against a search that does not use it at all.

function schemaOf(targets: TargetSchema['targets'], flower: TargetSchema['flower']): TargetSchema {
  return { format: 'stigmeria/target-schema', formatVersion: 1, id: 'hand-made', name: { en: 'Hand made' }, flower, stars: 1, targets };
}

function game(schema: TargetSchema, seed: string): GameState {
  const created = createGame({ schema, mode: 'normal', players: 1, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** Targets written `A1:blue B2:red`. */
function cells(text: string): TargetSchema['targets'] {
  return text.split(' ').map((pair) => {
    const [cell, color] = pair.split(':') as [TargetSchema['targets'][number]['cell'], TargetSchema['targets'][number]['color']];
    return { cell, color };
  });
}

/** What `bound` gives with one of the bound's rules turned off, to compare with what it gives with the rule. */
function boundWithout(rule: 'perColour' | 'matching', bound: () => number): number {
  BOUND_TUNING[rule] = false;
  try {
    return bound();
  } finally {
    BOUND_TUNING[rule] = true;
  }
}

const normalOneStar = catalogue.filter((e) => e.schema.stars === 1 && !e.schema.flower.startsWith('competitive'));

describe('the bound against lines found without it', () => {
  // The beam search never reads the bound: each line it finds is a fulfilment, and from each of its states the
  // bound must not exceed what the line still spends. Seed "1" and the demonstration seed, every normal flower.
  it.each(normalOneStar.flatMap((e) => [[e.schema.id, '1'], [e.schema.id, e.demo.seed]]))('%s, seed %s', (id, seed) => {
    const state = game(catalogue.find((e) => e.schema.id === id)!.schema, seed);
    const beam = beamSearch(state, { firstOnly: true, maxNodes: 400_000 });
    expect(beam.status).toBe('found');
    expect(expectBelowLine(state, beam.line)).toBeGreaterThan(10);
  });

  // The lines the solver proves best are lines too; on them the bound is often exact, the tightest test.
  // On First Bouquet (InspirActrice) the bound matches Fulgurance's five tokens to targets of their own and prices
  // Rest at a special action; on its demonstration seed its proven line (turn 5, 4 actions) takes 60,000 positions.
  it.each([
    ['vertighaineuse-sunrise-steps', '1', 2_000_000],
    ['sifflochamp-quiet-bell', '1', 2_000_000],
    ['inspiractrice-first-bouquet', 'i1-18', 2_000_000],
  ])('%s, seed %s: along the solver\'s own line', (id, seed, maxNodes) => {
    const state = game(catalogue.find((e) => e.schema.id === id)!.schema, seed);
    const result = solve(state, { maxNodes });
    expect(result.status).toBe('solved');
    expect(result.provenOptimal).toBe(true);
    expectBelowLine(state, result.line);
  });
});

describe('the proven optimum against lines found without the bound', () => {
  // On these demonstration seeds the exact search alone (no beam line to stop at) proves its optimum within a few
  // hundred thousand positions: it can be no worse than the demonstration, and no line the beam finds can be
  // better. A bound too high somewhere would show as a proven optimum worse than one of them.
  it.each(['vertighaineuse-morning-ladder', 'vertighaineuse-sunrise-steps', 'maronne-hearth-stone', 'maronne-ember-row', 'dentdine-crooked-stile'])('%s, demonstration seed', (id) => {
    const entry = catalogue.find((e) => e.schema.id === id)!;
    const state = game(entry.schema, entry.demo.seed);
    const exact = solve(state, { firstPass: false, maxNodes: 3_000_000 });
    expect(exact.status).toBe('solved');
    expect(exact.provenOptimal).toBe(true);
    const rank = (turns: number, actions: number): number => turns * 100 + actions;
    const demo = alongLine(state, entry.demo.steps.map((step) => step.command)).at(-1)!.state.players[0]!.finished!;
    expect(rank(exact.turns!, exact.actions!)).toBeLessThanOrEqual(rank(demo.turn, demo.actions));
    const beam = beamSearch(state, { maxNodes: 200_000 });
    if (beam.status === 'found') expect(rank(exact.turns!, exact.actions!)).toBeLessThanOrEqual(rank(beam.turns!, beam.actions!));
  });
});

describe('the bound and the search\'s shortcuts against a search without them', () => {
  // With the bound and the shortcuts off (draws first, turns ending with every action spent, the joker only when
  // a colour is missing, a searched position ruling out the same one with more actions used), the search tries
  // every line within its turn limit, only merging identical positions: the optimum must be the same.
  it.each([
    // Three blues: the joker may or may not bring them sooner than the bag does.
    ['three blues', '1', [{ cell: 'A1', color: 'blue' }, { cell: 'A2', color: 'blue' }, { cell: 'A3', color: 'blue' }], 'vertighaineuse', 4],
    ['three blues', '2', [{ cell: 'A1', color: 'blue' }, { cell: 'A2', color: 'blue' }, { cell: 'A3', color: 'blue' }], 'vertighaineuse', 4],
    ['two oranges', '2', [{ cell: 'A1', color: 'orange' }, { cell: 'A2', color: 'orange' }], 'vertighaineuse', 4],
    ['a red and a yellow, stepped', '2', [{ cell: 'B1', color: 'red' }, { cell: 'C2', color: 'yellow' }], 'dentdine', 4],
    // Fulgurance places the bag's top five (seed "1": blue, yellow, yellow, yellow, red) in a row: exactly the
    // targets, the targets a row down (the wind finishes), the targets and one more, out of order, or too few.
    ['the bag\'s five a row down', '1', cells('B2:blue B3:yellow B4:yellow B5:yellow B6:red'), 'maronne', 2],
    ['the bag\'s five and a yellow', '1', cells('A1:blue A2:yellow A3:yellow A4:yellow A5:red B1:yellow'), 'maronne', 2],
    ['the bag\'s five out of order', '1', cells('A1:yellow A2:blue A3:yellow A4:yellow A5:red'), 'maronne', 2],
    ['three of the bag\'s five', '1', cells('A2:blue A3:yellow A4:yellow'), 'maronne', 2],
    ['the bag\'s five, Fulgurance at 2 points', '1', cells('A1:blue A2:yellow A3:yellow A4:yellow A5:red'), 'inspiractrice', 2],
    ['five yellows and a red', '1', cells('A2:yellow A3:yellow A4:yellow A5:red A6:yellow'), 'inspiractrice', 3],
    ['three blues, one turn short', '1', cells('A1:blue A2:blue A3:blue'), 'vertighaineuse', 3],
    ['a blue and a red with Rest', '1', cells('C2:blue C3:red'), 'sifflochamp', 3],
  ] as const)('%s, seed %s', (_, seed, targets, flower, maxTurn) => {
    const state = game(schemaOf([...targets], flower), seed);
    const bounded = solve(state, { maxTurn, firstPass: false });
    const exhaustive = exhaustively(state, maxTurn);
    expect(exhaustive.provenOptimal).toBe(true);
    expect(bounded.provenOptimal).toBe(true);
    expect([bounded.status, bounded.turns, bounded.actions]).toEqual([exhaustive.status, exhaustive.turns, exhaustive.actions]);
    // The exhaustive search's line is a best one: along it, the bound is at most what is left, often exactly.
    if (exhaustive.status === 'solved') expectBelowLine(state, exhaustive.line);
  });

  // Two red stigmerians and one red target left: one red must leave the board, although there are as many
  // stigmerians as targets left (the other target is blue, which no red becomes), and that red fills no target, so
  // the blue must still arrive. The wind brings the red on B3 onto C3; the red on I5 reaches row J with the wind and
  // leaves with one move; the blue is drawn and landed: 3 actions, which the bound now counts exactly, where it
  // counted 2 when it only knew the stigmerians beyond all the targets left.
  it.each(['vertighaineuse', 'dentdine', 'maronne'] as const)('two reds for one red target: one leaves, %s', (flower) => {
    const schema: TargetSchema = { ...schemaOf(cells('C2:blue C3:red'), flower), setup: cells('B3:red I5:red') };
    const state = game(schema, '1');
    const ctx = contextOf(state, state.players[0]!);
    const withRule = lowerBound(ctx, state.players[0]!, 1, 3);
    const without = boundWithout('perColour', () => lowerBound(ctx, state.players[0]!, 1, 3));
    expect([withRule, without]).toEqual([3, 2]);
    const bounded = solve(state, { maxTurn: 3, firstPass: false });
    const exhaustive = exhaustively(state, 3);
    expect([exhaustive.status, exhaustive.turns, exhaustive.actions]).toEqual(['solved', 2, 2]);
    expect([bounded.status, bounded.turns, bounded.actions, bounded.provenOptimal]).toEqual(['solved', 2, 2, true]);
    expectBelowLine(state, exhaustive.line);
  });

  // Two blue stigmerians whose nearest target is the same: the wind brings the one on B3 onto C3, and the one on B4
  // must go to C6, the other blue target, two steps east (one before the wind, one after). The bound matches each
  // stigmerian to a target of its own and counts those 2 actions exactly; counting each one's nearest target alone,
  // it found 1 (B4 one step from C3, the target the other one takes).
  it.each(['vertighaineuse', 'maronne'] as const)('two blues for the same nearest target: one goes to the other, %s', (flower) => {
    const schema: TargetSchema = { ...schemaOf(cells('C3:blue C6:blue'), flower), setup: cells('B3:blue B4:blue') };
    const state = game(schema, '1');
    const ctx = contextOf(state, state.players[0]!);
    const matched = lowerBound(ctx, state.players[0]!, 1, 4);
    const nearest = boundWithout('matching', () => lowerBound(ctx, state.players[0]!, 1, 4));
    expect([matched, nearest]).toEqual([2, 1]);
    const bounded = solve(state, { maxTurn: 4, firstPass: false });
    const exhaustive = exhaustively(state, 4);
    expect([exhaustive.status, exhaustive.turns, exhaustive.actions]).toEqual(['solved', 2, 1]);
    expect([bounded.status, bounded.turns, bounded.actions, bounded.provenOptimal]).toEqual(['solved', 2, 1, true]);
    expectBelowLine(state, exhaustive.line);
  });

  // A red too many on A6 where InspirActrice's Rest costs 2 points: the red on B3 becomes a pollen on C3 with the
  // wind, and the other one leaves by a Rest in turn 2 (turn 1's one action cannot pay for it). The bound prices that
  // way off at a special action, 2; as one step, it priced it at half a point, and found 1.
  it('a red too many, taken off by a Rest at 2 points', () => {
    const schema: TargetSchema = { ...schemaOf(cells('C3:red'), 'inspiractrice'), setup: cells('B3:red A6:red') };
    const state = game(schema, '1');
    const ctx = contextOf(state, state.players[0]!);
    expect(lowerBound(ctx, state.players[0]!, 1, 3)).toBe(2);
    const bounded = solve(state, { maxTurn: 3, firstPass: false });
    const exhaustive = exhaustively(state, 3);
    expect([exhaustive.status, exhaustive.turns, exhaustive.actions]).toEqual(['solved', 2, 2]);
    expect([bounded.status, bounded.turns, bounded.actions, bounded.provenOptimal]).toEqual(['solved', 2, 2, true]);
    expectBelowLine(state, exhaustive.line);
  });

  // A Fulgurance beside a setup pollen on row J: its fifth token is one too many and must leave, by one move off
  // the board in the same turn (the wind would blow it off, and the player out). The bound counts that token's way
  // off; the best line is turn 2 with 2 actions, and the bound must not exceed it.
  it('a Fulgurance\'s token too many, moved off row J', () => {
    const schema: TargetSchema = {
      ...schemaOf(cells('J1:blue J2:blue J3:yellow J4:yellow J5:yellow'), 'maronne'),
      setup: [{ cell: 'J1', color: 'blue' }],
    };
    const state = game(schema, '1');
    const bounded = solve(state, { maxTurn: 3, firstPass: false });
    const exhaustive = exhaustively(state, 3);
    expect([exhaustive.status, exhaustive.turns, exhaustive.actions]).toEqual(['solved', 2, 2]);
    expect([bounded.status, bounded.turns, bounded.actions, bounded.provenOptimal]).toEqual(['solved', 2, 2, true]);
    expectBelowLine(state, exhaustive.line);
  });
});
