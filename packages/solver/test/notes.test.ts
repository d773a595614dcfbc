import { catalogue, createGame, play, type GameState, type TargetSchema } from '@stigmeria/rules';
import { describe, expect, it } from 'vitest';
import { solve } from '../src/index.js';
import { noteCount } from '../src/notes.js';
import { exhaustively } from './support/exhaustive.js';
import { expectBelowLine } from './support/along-line.js';

// InspirActrice's whites and blacks are counted apart from the lands and the steps (see `noteCount`): these tests
// hold that count, and the bound built on it, below the truth.

describe('noteCount against every count of Two Beats, Half Notes and Quarter Notes', () => {
  // t Two Beats, h Half Notes and q Quarter Notes make t + h − q whites and 2q − 2h blacks, net.
  const lines: { t: number; h: number; q: number }[] = [];
  for (let t = 0; t <= 8; t++) for (let h = 0; h <= 8; h++) for (let q = 0; q <= 8; q++) lines.push({ t, h, q });
  it.each(Array.from({ length: 9 * 9 }, (_, i) => [Math.floor(i / 9) - 4, (i % 9) - 4]))('whites %i, blacks %i to make', (white, black) => {
    const can = lines.filter(({ t, h, q }) => t + h - q >= white && 2 * q - 2 * h >= black);
    const count = noteCount(white, black);
    expect(count.actions).toBe(Math.min(...can.map(({ t, h, q }) => t + h + q)));
    expect(count.created).toBe(Math.min(...can.map(({ t, q }) => t + q)));
    // The bound charges 2 points an action, the fewest actions, lands for the tokens they do not create, and steps
    // less `halfNotes`. Any other count must cost no less: each action more costs 2, saves at most a land and a draw
    // when it creates a token, and at most one step when it is a Half Note beyond `halfNotes`.
    for (const { t, h, q } of can) {
      const more = t + h + q - count.actions;
      const savedLands = Math.max(0, t + q - count.actions);
      expect(2 * more - 2 * savedLands - Math.max(0, h - count.halfNotes)).toBeGreaterThanOrEqual(0);
    }
  });
});

function cells(text: string): TargetSchema['targets'] {
  return text.split(' ').map((pair) => {
    const [cell, color] = pair.split(':') as [TargetSchema['targets'][number]['cell'], TargetSchema['targets'][number]['color']];
    return { cell, color };
  });
}

function game(schema: TargetSchema, seed: string): GameState {
  const created = createGame({ schema, mode: 'normal', players: 1, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe('the bound with whites and blacks counted apart', () => {
  const bouquet = catalogue.find((e) => e.schema.id === 'inspiractrice-first-bouquet')!;

  it('is at most what the demonstration of First Bouquet still spends', () => {
    const state = game(bouquet.schema, bouquet.demo.seed);
    expectBelowLine(state, bouquet.demo.steps.map((step) => step.command));
  });

  it('proves First Bouquet on its demonstration seed (with the beam\'s line above) no worse than the demonstration, along a line it stays below', () => {
    const state = game(bouquet.schema, bouquet.demo.seed);
    const result = solve(state, { maxNodes: 3_000_000 });
    expect(result.provenOptimal).toBe(true);
    let end = state;
    for (const step of bouquet.demo.steps) {
      const r = play(end, step.command);
      if (!r.ok) throw new Error(r.error.code);
      end = r.value.state;
    }
    const demo = end.players[0]!.finished!;
    expect(result.turns! * 100 + result.actions!).toBeLessThanOrEqual(demo.turn * 100 + demo.actions);
    expectBelowLine(state, result.line);
  });

  // Small positions where the whites and blacks decide the optimum, against a search without the bound or the
  // search's shortcuts: Half Note making a white of two blacks (with a black too many, which it removes), Quarter
  // Note making two blacks of a white, Two Beats in a ring of pollens, and with a land beside.
  it.each([
    ['a white of two blacks', 'B1:white', 'A1:black A2:black', '1'],
    ['two blacks of a white', 'B1:black B2:black', 'A1:white', '1'],
    ['one black of a white, one too many', 'B1:black', 'A1:white', '2'],
    ['a white in a ring', 'B2:white A1:blue A2:blue A3:blue B1:red B3:red C1:yellow C2:yellow C3:yellow', 'A1:blue A2:blue A3:blue B1:red B3:red C1:yellow C2:yellow C3:yellow', '1'],
    ['a white of two blacks and a blue', 'B1:white B2:blue', 'A1:black A2:black', '1'],
    ['a white and a black of two whites', 'C1:white C2:black', 'A1:white A2:white', '3'],
  ])('%s', (_, targets, setup, seed) => {
    const schema: TargetSchema = {
      format: 'stigmeria/target-schema',
      formatVersion: 1,
      id: 'hand-made',
      name: { en: 'Hand made' },
      flower: 'inspiractrice',
      stars: 1,
      targets: cells(targets),
      setup: cells(setup),
    };
    const state = game(schema, seed);
    const bounded = solve(state, { maxTurn: 3, firstPass: false });
    const exhaustive = exhaustively(state, 3);
    expect(exhaustive.provenOptimal && bounded.provenOptimal).toBe(true);
    expect([bounded.status, bounded.turns, bounded.actions]).toEqual([exhaustive.status, exhaustive.turns, exhaustive.actions]);
    if (exhaustive.status === 'solved') expectBelowLine(state, exhaustive.line);
  });
});
