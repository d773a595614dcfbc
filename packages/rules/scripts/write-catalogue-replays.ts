/**
 * write-catalogue-replays: plays the commands of every catalogue demonstration again and writes its full replay,
 * events included, back to `catalogue/<schema-id>.replay.json` (pretty JSON from `serializeReplay(replay, 2)`).
 * The replay documents are the catalogue's source (with `<schema-id>.json` and `index.json`); the build reads
 * them and checks that the rules still produce exactly their events (`scripts/check-catalogue.mjs`), as
 * `test/catalogue.test.ts` does: a rule change that alters a demo shows up as a diff. A development tool, not
 * shipped.
 *
 * Run it from packages/rules after changing the rules on purpose, or after editing a demo's commands:
 *
 *     npm run catalogue
 *
 * which bundles it with esbuild into `dist-scripts/` and runs it with node.
 */
import { writeFileSync } from 'node:fs';
import { catalogue, demoReplay } from '../src/catalogue/index.js';
import { serializeReplay } from '../src/replay.js';

const SUFFIX = '.replay.json';

function main(): void {
  const folder = new URL('../catalogue/', import.meta.url);
  const written = new Set<string>();
  let failed = false;
  for (const entry of catalogue) {
    const replay = demoReplay(entry);
    if (!replay.ok) {
      console.error(`${entry.schema.id}: ${replay.error.code} at step ${String(replay.error.step)}: ${replay.error.message}`);
      failed = true;
      continue;
    }
    const name = `${entry.schema.id}${SUFFIX}`;
    writeFileSync(new URL(name, folder), `${serializeReplay(replay.value, 2)}\n`);
    written.add(name);
  }
  console.log(`Wrote ${written.size} replay(s) to ${folder.pathname}`);
  if (failed) process.exitCode = 1;
}

main();
