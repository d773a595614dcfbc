/**
 * The solver's benchmark: each 1★ catalogue schema in a solo normal game, with seed "1" and with its demonstration
 * game's seed (a bag its author chose), with a time budget per search (5 s by default, `node dist-bench/run.js
 * 20000` for 20 s; `node dist-bench/run.js 5000 exact` without the beam's first pass). Prints, per schema, the
 * beam search's first line and its time alone, then for `solve` the time to the first line found, the time to the
 * proven optimum (the search's end), positions and positions per second; then one JSON line. A fourth argument
 * keeps only the searches whose schema id or `id@seed` contains it (`node dist-bench/run.js 5000 with ladder@1`).
 * Single-threaded: each figure is measured on one core.
 */
import { catalogue, createGame } from '@stigmeria/rules';
import { beamSearch, solve } from '../src/index.js';

const budgetMs = Number(process.argv[2] ?? 5000);
const firstPass = process.argv[3] !== 'exact';
const only = process.argv[4];
const rows: Record<string, unknown>[] = [];
for (const [schema, seed] of catalogue.filter((e) => e.schema.stars === 1).flatMap((e) => [[e.schema, '1'], [e.schema, e.demo.seed]] as const)) {
  if (only !== undefined && !`${schema.id}@${seed}`.includes(only)) continue;
  const created = createGame({ schema, mode: 'normal', players: 1, seed });
  if (!created.ok) {
    if (seed === '1') rows.push({ schema: schema.id, status: 'unsupported', reason: created.error.code });
    continue;
  }
  // The beam alone, stopped at its first line: how soon an upper bound is known.
  const beam = beamSearch(created.value, { firstOnly: true, maxMs: budgetMs });
  let first: number | null = null;
  const result = solve(created.value, { maxMs: budgetMs, maxNodes: Number.MAX_SAFE_INTEGER, firstPass, onSolution: ({ ms }) => (first ??= ms) });
  rows.push({
    schema: schema.id,
    seed,
    beam: beam.status === 'found' ? `${beam.turns}/${beam.actions}` : null,
    beamMs: Math.round(beam.ms),
    status: result.status,
    turns: result.turns,
    actions: result.actions,
    provenOptimal: result.provenOptimal,
    turnsAtLeast: result.turnsAtLeast,
    firstMs: first === null ? null : Math.round(first),
    optimumMs: result.provenOptimal ? Math.round(result.ms) : null,
    nodes: result.nodes,
    nodesPerSecond: Math.round(result.nodes / (result.ms / 1000)),
  });
}
const cell = (v: unknown): string => (v === null || v === undefined ? '—' : String(v));
console.log(`budget ${budgetMs} ms per search, normal mode, solo, ${firstPass ? 'with' : 'without'} the beam's first pass`);
console.log('schema | seed | beam turn/actions | beam ms | status | turns | actions | proven | no line before turn | first line ms | optimum ms | positions | positions/s');
for (const r of rows) {
  console.log([r['schema'], r['seed'], r['beam'], r['beamMs'], r['status'], r['turns'], r['actions'], r['provenOptimal'], r['turnsAtLeast'], r['firstMs'], r['optimumMs'], r['nodes'], r['nodesPerSecond']].map(cell).join(' | '));
}
console.log(JSON.stringify({ budgetMs, firstPass, rows }));
