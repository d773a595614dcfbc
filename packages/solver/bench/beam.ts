/**
 * The beam search on every catalogue schema that normal games play, seed "1" and the demonstration seed: the
 * first line found and the best one, with their times. `node dist-bench/beam.js [maxMs]`.
 */
import { catalogue, createGame, playableModes } from '@stigmeria/rules';
import { beamSearch } from '../src/index.js';

const maxMs = Number(process.argv[2] ?? 5000);
const only = process.argv[3];
for (const entry of catalogue) {
  const schema = entry.schema;
  if (!playableModes(schema).includes('normal')) continue;
  if (only !== undefined && !schema.id.includes(only)) continue;
  for (const seed of ['1', entry.demo.seed]) {
    const created = createGame({ schema, mode: 'normal', players: 1, seed });
    if (!created.ok) continue;
    const first = beamSearch(created.value, { maxMs, firstOnly: true });
    const full = beamSearch(created.value, { maxMs });
    console.log([schema.id, seed, first.turns ?? '—', first.actions ?? '—', first.width ?? '—', Math.round(first.ms), full.turns ?? '—', full.actions ?? '—', full.width ?? '—', Math.round(full.ms), full.nodes].join(' | '));
  }
}
