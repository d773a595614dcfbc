// Checks a target schema before publishing it: is the document valid, and can a game fulfil it?
// Run it with `node check-schema.mjs my-schema.json`.
import { readFileSync } from 'node:fs';
import { createGame, legalActions, outcome, parseSchema, play, serializeReplay, toReplay } from '@stigmeria/rules';

// #region validate
const file = process.argv[2] ?? new URL('my-schema.json', import.meta.url);
const parsed = parseSchema(JSON.parse(readFileSync(file, 'utf8')));
if (!parsed.ok) {
  // Every problem, with the JSON Pointer of the value at fault: "/targets/2/cell: must match pattern …".
  for (const issue of parsed.error.issues) console.error(`${issue.path || '/'}: ${issue.message} (${issue.code})`);
  process.exit(1);
}
const schema = parsed.value;
// #endregion validate

// #region search
// A simple player: land a colour on a target cell of that colour when it can, else draw, else end the turn.
// It never lands a token anywhere else, so a board it plays holds nothing but pollens of the schema.
function playOnce(seed) {
  const setup = { schema, mode: 'normal', players: 1, seed };
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const targets = new Map(schema.targets.map((t) => [t.cell, t.color]));
  const steps = [];
  while (!state.over) {
    const commands = legalActions(state, 0);
    const command =
      commands.find((c) => c.type === 'land' && targets.get(c.to) === c.color) ??
      commands.find((c) => c.type === 'draw') ??
      commands.find((c) => c.type === 'end-turn');
    if (command === undefined) break;
    const result = play(state, command);
    if (!result.ok) throw new Error(result.error.code);
    steps.push({ command, events: result.value.events });
    state = result.value.state;
  }
  const fulfilled = outcome(state)?.winners.includes(0) ?? false;
  return { fulfilled, replay: toReplay(setup, steps, { title: { en: `${schema.name.en}: a fulfilling game` } }) };
}

// Different seeds deal different bags: try a few until one game fulfils the schema.
for (let seed = 1; seed <= 20; seed++) {
  const { fulfilled, replay } = playOnce(seed);
  if (fulfilled) {
    console.log(`${schema.id} is valid and fulfilled with seed ${seed} in ${replay.steps.length} steps.`);
    // Keep the game: it is a replay that <stigmeria-board replay-src=…> can show.
    if (process.argv.includes('--replay')) console.log(serializeReplay(replay, 2));
    process.exit(0);
  }
}
console.error(`${schema.id} is valid, but this simple player fulfilled it with none of 20 seeds.`);
process.exit(2);
// #endregion search
