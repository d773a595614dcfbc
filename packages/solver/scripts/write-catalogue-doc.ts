/**
 * Writes docs/catalogue.md: every catalogue schema with its difficulty as `check` measures it. Run by hand
 * (`npm run catalogue-doc` in packages/solver, several minutes on one core), and the page committed.
 * Arguments: seeds per schema (default 3) and the time budget of each seed's search in ms (default 3000).
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FLOWERS, catalogueSchemas, playableModes } from '@stigmeria/rules';
import { check } from '../src/index.js';

const seeds = Number(process.argv[2] ?? 3);
const maxMs = Number(process.argv[3] ?? 3000);
const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'docs', 'catalogue.md');

const lines = [
  '# The catalogue, measured',
  '',
  'Every schema of the built-in catalogue with its difficulty as the solver measures it: for seeds `"1"` to',
  `\`"${seeds}"\`, a solo normal game, each seed's search limited to ${maxMs / 1000} s on one core`,
  '(`check` of `@stigmeria/solver`; `stigmeria check <id>` does the same for one schema). Written by',
  '`packages/solver/scripts/write-catalogue-doc.ts` (`npm run catalogue-doc` in `packages/solver`); do not edit by',
  'hand.',
  '',
  'Columns: **solved**, the seeds for which a line was found within 10 turns; **best**, the fewest turns found (a',
  '`*` marks a figure proven best); **proven floor**, the turn before which no seed can be fulfilled, as far as the',
  'search proved it within its budget (every turn before it was searched in full and has no line). A dash means',
  'nothing was found or proven. The competitive schemas are played in competitive and no-limit modes only, which',
  'the solver does not handle.',
  '',
  '| Schema | Flower | Stars | Solved | Best | Proven floor | Time |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
];
for (const schema of catalogueSchemas) {
  const name = `${schema.name.en} (\`${schema.id}\`)`;
  const flower = FLOWERS[schema.flower].name;
  if (!playableModes(schema).includes('normal')) {
    lines.push(`| ${name} | ${flower} | ${schema.stars} | not measured: no normal games | — | — | — |`);
    continue;
  }
  const started = performance.now();
  const result = check(schema, { seeds, budget: { maxMs, maxNodes: Number.MAX_SAFE_INTEGER } });
  const ms = performance.now() - started;
  const solved = result.seeds.filter((s) => s.status === 'solved');
  const best = solved.length === 0 ? null : solved.reduce((a, b) => (b.turns! < a.turns! ? b : a));
  const floor = Math.min(...result.seeds.map((s) => s.turnsAtLeast));
  const bestText = best === null ? '—' : `${best.turns}${best.provenOptimal ? '*' : ''}`;
  lines.push(`| ${name} | ${flower} | ${schema.stars} | ${solved.length}/${seeds} | ${bestText} | ${floor} | ${(ms / 1000).toFixed(1)} s |`);
  console.log(lines.at(-1));
}
writeFileSync(out, lines.join('\n') + '\n');
console.log(`wrote ${out}`);
