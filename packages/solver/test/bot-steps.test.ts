// A bot's choice cut between positions (`chooseSteps`): what a page without workers runs a few steps at a time.
import { createGame, findCatalogueSchema, viewFor, type Mode } from '@stigmeria/rules';
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, beamSearch, beamSteps, chooseCommand, chooseSteps } from '../src/index.js';

function view(mode: Mode, schema: string, players: number, seed: string) {
  const created = createGame({ schema: findCatalogueSchema(schema)!, mode, players, seed });
  if (!created.ok) throw new Error(created.error.message);
  const seat = created.value.first;
  return { view: viewFor(created.value, seat), seat };
}

/** Runs the steps to their end, counting them. */
function drain<T>(steps: Generator<void, T, void>): { value: T; steps: number } {
  for (let n = 1; ; n++) {
    const step = steps.next();
    if (step.done === true) return { value: step.value, steps: n };
  }
}

describe('a choice cut into steps', () => {
  it('gives, at every level, the command chooseCommand gives, and the strong choice is cut into many steps', () => {
    const { view: v, seat } = view('normal', 'vertighaineuse-sunrise-steps', 1, 'steps');
    for (const level of BOT_LEVELS) {
      const options = { level, seed: 'cut', budgetMs: 100 };
      const cut = drain(chooseSteps(v, seat, options));
      expect(cut.value).toEqual(chooseCommand(v, seat, options));
      if (level === 'strong') expect(cut.steps).toBeGreaterThan(10);
    }
  });

  it('gives the same command in a competitive game, where the StigmaReine is planned', () => {
    const { view: v, seat } = view('competitive', 'competitive-plum-stone', 2, 'steps');
    const options = { level: 'strong' as const, seed: 'cut', budgetMs: 60 };
    const cut = drain(chooseSteps(v, seat, options));
    expect(cut.value).toEqual(chooseCommand(v, seat, options));
    expect(cut.steps).toBeGreaterThan(1);
  });

  it('cuts the beam search too, with the same result as beamSearch', () => {
    const { view: v } = view('normal', 'maronne-hearth-stone', 1, 'beam');
    const options = { maxNodes: 5000, widths: [4, 16] };
    const cut = drain(beamSteps(v, options));
    const { ms: _ms, ...whole } = beamSearch(v, options);
    expect(cut.value).toMatchObject(whole);
    expect(cut.steps).toBeGreaterThan(5000 / 256 / 2);
  });
});
