/**
 * write-catalogue-replays: plays the demonstration game of every catalogue entry and writes its full replay,
 * events included, to `catalogue/<schema-id>.replay.json` (pretty JSON from `serializeReplay(replay, 2)`).
 * These golden files ship with the package, and `test/catalogue.test.ts` checks that the rules still produce
 * exactly them: a rule change that alters a demo shows up as a diff. A development tool, not shipped.
 *
 * Run it from packages/rules after changing the catalogue or the rules on purpose:
 *
 *     npm run catalogue
 *
 * which bundles it with esbuild into `dist-scripts/` and runs it with node.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { catalogue, demoReplay } from '../src/catalogue/index.js';
import { serializeReplay } from '../src/replay.js';

const SUFFIX = '.replay.json';

function main(): void {
  const folder = new URL('../catalogue/', import.meta.url);
  mkdirSync(folder, { recursive: true });
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
  // A golden file whose schema left the catalogue would be a stale promise: remove it.
  for (const name of readdirSync(folder)) {
    if (name.endsWith(SUFFIX) && !written.has(name)) rmSync(new URL(name, folder));
  }
  console.log(`Wrote ${written.size} replay(s) to ${folder.pathname}`);
  if (failed) process.exitCode = 1;
}

main();
