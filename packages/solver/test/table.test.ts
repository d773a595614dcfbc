import { catalogue, createGame, type GameState, type TargetSchema } from '@stigmeria/rules';
import { describe, expect, it } from 'vitest';
import { solve, type SolveResult } from '../src/index.js';
import { BOUND_TUNING } from '../src/bounds.js';
import { SEARCH_TUNING, type TableAudit } from '../src/solve.js';

// The table of positions searched without a line rules out the same position reached with more actions used, or
// with draws closed where they were open. Wrong, it cuts lines, and the search may claim a worse optimum; but the
// optimum often survives through another line, so comparing optima alone hardly ever shows it. The audit checks the
// rule's claim itself: every position it rules out is searched all the same, and no line may be found below one.

function game(id: string, seed: string): GameState {
  const created = createGame({ schema: catalogue.find((e) => e.schema.id === id)!.schema, mode: 'normal', players: 1, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

function solveWith(state: GameState, tuning: { moreActionsUsed?: boolean; audit?: TableAudit }): SolveResult {
  SEARCH_TUNING.moreActionsUsed = tuning.moreActionsUsed ?? true;
  SEARCH_TUNING.audit = tuning.audit ?? null;
  try {
    return solve(state, { firstPass: false, maxNodes: 3_000_000 });
  } finally {
    SEARCH_TUNING.moreActionsUsed = true;
    SEARCH_TUNING.audit = null;
  }
}

describe('a searched position rules out the same one with more actions used', () => {
  // MarOnne searches, where the rule rules out thousands of positions (with Fulgurance a turn may end early, so the
  // rule applies in every turn); a rule that let a position rule out the same one with one action fewer finds a
  // line below one of them on Hearth Stone with seed "1".
  it.each([
    ['maronne-hearth-stone', '1'],
    ['maronne-ember-row', 'm1b-2'],
  ])('%s, seed %s: no line below a position it rules out, and the same optimum without it', (id, seed) => {
    const state = game(id, seed);
    const audit: TableAudit = { ruledOut: 0, withLine: 0 };
    const audited = solveWith(state, { audit });
    expect(audit.ruledOut).toBeGreaterThan(100);
    expect(audit.withLine).toBe(0);
    const without = solveWith(state, { moreActionsUsed: false });
    expect(audited.provenOptimal && without.provenOptimal).toBe(true);
    expect([audited.status, audited.turns, audited.actions]).toEqual([without.status, without.turns, without.actions]);
    // The audit searches what the rule rules out, so the search with the rule, as `solve` runs, is checked too.
    const plain = solveWith(state, {});
    expect([plain.status, plain.turns, plain.actions, plain.provenOptimal]).toEqual([without.status, without.turns, without.actions, true]);
  });
});

describe('the same rule, audited on small positions with the bound off', () => {
  // Without the bound the search reaches many positions again with other action counts, in every flower: the rule
  // rules out hundreds of them here, where the bound leaves none to rule out. A rule one action too generous finds
  // a line below one of them on the last two.
  it.each([
    ['A1:blue A2:blue A3:blue', 'vertighaineuse', '1', 4],
    ['A1:orange A2:orange', 'vertighaineuse', '2', 4],
    ['B1:red C2:yellow', 'dentdine', '2', 4],
    ['C2:blue C3:red', 'sifflochamp', '1', 3],
    ['B2:red B3:blue', 'vertighaineuse', '3', 4],
    ['C1:yellow C3:yellow', 'vertighaineuse', '4', 4],
  ] as const)('%s, %s, seed %s', (targets, flower, seed, maxTurn) => {
    const schema: TargetSchema = {
      format: 'stigmeria/target-schema',
      formatVersion: 1,
      id: 'hand-made',
      name: { en: 'Hand made' },
      flower,
      stars: 1,
      targets: targets.split(' ').map((pair) => {
        const [cell, color] = pair.split(':') as [TargetSchema['targets'][number]['cell'], TargetSchema['targets'][number]['color']];
        return { cell, color };
      }),
    };
    const created = createGame({ schema, mode: 'normal', players: 1, seed });
    if (!created.ok) throw new Error(created.error.message);
    const audit: TableAudit = { ruledOut: 0, withLine: 0 };
    BOUND_TUNING.off = true;
    SEARCH_TUNING.audit = audit;
    try {
      const result = solve(created.value, { maxTurn, firstPass: false, maxNodes: 2_000_000 });
      expect(result.provenOptimal).toBe(true);
    } finally {
      BOUND_TUNING.off = false;
      SEARCH_TUNING.audit = null;
    }
    expect(audit.ruledOut).toBeGreaterThan(0);
    expect(audit.withLine).toBe(0);
  });
});
