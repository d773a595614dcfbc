/**
 * Writes docs/catalogue.md: every catalogue schema with its difficulty as `check` measures it. Run by hand
 * (`npm run catalogue-doc` in packages/solver, about ten minutes on one core), and the page committed.
 * Arguments: seeds per schema (default 10) and the time budget of each seed's search in ms (default 2500).
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FLOWERS, catalogue, createGame, play, playableModes } from '@stigmeria/rules';
import { check } from '../src/index.js';

const seeds = Number(process.argv[2] ?? 10);
const maxMs = Number(process.argv[3] ?? 2500);
const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'docs', 'catalogue.md');

/** The turn and actions in which the demonstration game fulfils its schema, replayed through the rules. */
function demoResult(entry: (typeof catalogue)[number]): string {
  const created = createGame({ schema: entry.schema, mode: entry.demo.mode, players: entry.demo.players, seed: entry.demo.seed });
  if (!created.ok) return '—';
  let s = created.value;
  for (const step of entry.demo.steps) {
    const r = play(s, step.command);
    if (!r.ok) return '—';
    s = r.value.state;
  }
  const f = s.players[0]!.finished;
  return f === null ? '—' : `${f.turn} (${entry.demo.mode === 'normal' ? '' : `${entry.demo.mode}, `}seed \`${entry.demo.seed}\`)`;
}

const started = performance.now();
const rows: string[] = [];
let measured = 0;
let withLine = 0;
for (const entry of catalogue) {
  const schema = entry.schema;
  const name = `${schema.name.en} (\`${schema.id}\`)`;
  const flower = FLOWERS[schema.flower].name;
  const demo = demoResult(entry);
  if (!playableModes(schema).includes('normal')) {
    rows.push(`| ${name} | ${flower} | ${schema.stars} | not measured (see below) | — | — | — | — | ${demo} |`);
    continue;
  }
  const result = check(schema, { seeds, budget: { maxMs, maxNodes: Number.MAX_SAFE_INTEGER } });
  measured += result.seeds.length;
  withLine += result.found;
  const proven = result.seeds.filter((s) => s.found && s.provenOptimal);
  const bestProven = proven.some((s) => s.bestTurns === result.bestTurns);
  const share = `${result.shareIsLowerBound ? '≥ ' : ''}${result.found}/${result.seeds.length}`;
  const best = result.bestTurns === null ? '—' : `${result.bestTurns}${bestProven ? '*' : ''}`;
  const median = result.medianTurns === null ? '—' : String(result.medianTurns);
  const optima = proven.length === 0 ? '—' : `${proven.length}: ${proven.map((s) => `${s.bestTurns}`).join(', ')}`;
  const floor = Math.min(...result.seeds.map((s) => s.turnsAtLeast));
  rows.push(`| ${name} | ${flower} | ${schema.stars} | ${share} | ${best} | ${median} | ${optima} | ${floor} | ${demo} |`);
  console.log(rows.at(-1));
}
const minutes = (performance.now() - started) / 60_000;

const lines = [
  '# The catalogue, measured',
  '',
  'Every schema of the built-in catalogue with its difficulty as the solver measures it: for seeds `"1"` to',
  `\`"${seeds}"\`, a solo normal game, each seed's search limited to ${maxMs / 1000} s on one core`,
  '(`check` of `@stigmeria/solver`; `stigmeria check <id>` does the same for one schema). Each search first runs the',
  'beam search, a fast heuristic that finds a line without proving it best (with up to a quarter of the budget),',
  'then the exact search, which proves the beam\'s line best or finds a better one within the rest. Written by',
  '`packages/solver/scripts/write-catalogue-doc.ts`; do not edit by hand.',
  '',
  'The catalogue is written as JSON documents in `packages/rules/catalogue/`, its one source: `<id>.json` is a',
  'target schema, `<id>.replay.json` its demonstration game, and `index.json` lists the ids in catalogue order.',
  'They ship in `@stigmeria/rules` at `@stigmeria/rules/catalogue/<id>.json` and `<id>.replay.json`. The build',
  'checks each against the published JSON Schemas, replays each game through the rules, and turns them into the',
  '`catalogue` and `catalogueSchemas` of the package. A new schema is its two documents and a line in `index.json`:',
  'its replay\'s steps may hold empty `events` lists, which `npm run catalogue` (in `packages/rules`) fills in by',
  'playing the commands.',
  '',
  '## Columns',
  '',
  '- **Seeds with a line**: the seeds for which a line fulfilling the schema within 10 turns was found. A seed',
  '  without a line was not proven impossible unless the search ended on its own: then the share is marked `≥`,',
  '  as a lower bound on the true share.',
  '- **Best** and **median**: the fewest turns, and the median turn, of the best lines found over the seeds that',
  '  have one. These are upper bounds: a seed\'s best may be better than the line found. A `*` marks a best proven',
  '  optimal for its seed.',
  '- **Proven optima**: how many seeds have their best line proven optimal (nothing fulfils the schema in fewer',
  '  turns, or in as many turns with fewer actions), and their turns.',
  '- **No line before turn**: the smallest, over the seeds, of the turn before which the exact search proved that',
  '  no line exists (every earlier turn was searched in full). A seed\'s best lies between this and its line\'s turn.',
  '- **Demo**: the turn in which the schema\'s demonstration game fulfils it, with its seed (a bag its author',
  '  chose), for comparison.',
  '',
  '## Schemas',
  '',
  '| Schema | Flower | Stars | Seeds with a line | Best | Median | Proven optima | No line before turn | Demo |',
  '| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | --- |',
  ...rows,
  '',
  `Lines were found for ${withLine} of the ${measured} seeds measured; the whole run took ${minutes.toFixed(1)} minutes.`,
  '',
  '## What is not measured',
  '',
  'The solver (the exact search and the beam search) plays discovery and normal games only, so it measures the',
  'schemas of the five normal flowers. The schemas of the competitive flower are played only in the competitive',
  'and no-limit modes, and those of the competitive no-limit flower only in the no-limit modes (R5 of',
  '[the rules](rules.md)). The competitive modes need two players or more, whose boards interact through the',
  'StigmaReine and the earned actions; solo no limit, the one mode with one player, rolls its winds on a die, some',
  'of them only when they blow (R12), and plays other landing and exit rules (R8), none of which the solver models.',
  'Their demonstration games are listed for reference.',
  '',
  '## Reproducing',
  '',
  '```sh',
  'npm run build                       # from the root',
  `cd packages/solver && npm run catalogue-doc -- ${seeds} ${maxMs}   # seeds per schema, ms per seed`,
  '```',
  '',
  'The figures depend on the machine: the budget is a time, so a slower or busier machine proves less. The lines',
  'found are replayed through the rules before they are counted.',
  '',
];
writeFileSync(out, lines.join('\n'));
console.log(`wrote ${out}`);
