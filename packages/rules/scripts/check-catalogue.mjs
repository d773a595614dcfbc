// Replays every demonstration game of the catalogue through the rules just built (`dist/`), after
// `scripts/build-catalogue.mjs` has checked the documents' shapes: each `catalogue/<id>.replay.json` must pass
// `replayGame`, end with its schema fulfilled, and be, byte for byte, what `demoReplay` writes for its commands
// and notes today. A rule change that alters a game fails the build here; `npm run catalogue` rewrites the
// replays from their commands once the change is meant.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageDir } from './json-schemas.mjs';

const { catalogue, demoReplay, parseReplay, parseSchema, replayGame, serializeReplay } = await import(
  join(packageDir, 'dist/index.js')
);
const folder = join(packageDir, 'catalogue');
const problems = [];
for (const entry of catalogue) {
  const id = entry.schema.id;
  const schema = parseSchema(JSON.parse(readFileSync(join(folder, `${id}.json`), 'utf8')));
  if (!schema.ok) problems.push(`${id}.json: ${schema.error.message}`);
  const text = readFileSync(join(folder, `${id}.replay.json`), 'utf8');
  const replay = parseReplay(JSON.parse(text));
  if (!replay.ok) {
    problems.push(`${id}.replay.json: ${replay.error.message}`);
    continue;
  }
  const replayed = replayGame(replay.value);
  if (!replayed.ok) {
    problems.push(`${id}.replay.json: ${replayed.error.message}`);
    continue;
  }
  const state = replayed.value;
  if (!state.over || !state.players.some((player) => player.status === 'fulfilled')) problems.push(`${id}.replay.json: the game does not end with the schema fulfilled`);
  const played = demoReplay(entry);
  if (!played.ok) problems.push(`${id}.replay.json: ${played.error.message}`);
  else if (`${serializeReplay(played.value, 2)}\n` !== text) {
    problems.push(`${id}.replay.json: not the canonical replay of its commands (run \`npm run catalogue\` after a rule change)`);
  }
}
if (problems.length > 0) {
  console.error(`The catalogue's games do not verify:\n${problems.map((text) => `  ${text}`).join('\n')}`);
  process.exit(1);
}
console.log(`replayed the catalogue's ${catalogue.length} games`);
