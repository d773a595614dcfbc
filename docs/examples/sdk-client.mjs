// A complete client of the rules SDK: two computer players play a seeded game to its end, the game is saved as
// a replay document, and the saved file is verified by playing it again.
// Run it with `node sdk-client.mjs [file]`; it writes the replay to `file` (default: game.replay.json).
import { readFileSync, writeFileSync } from 'node:fs';
import {
  catalogue,
  createGame,
  emptyRecording,
  legalActions,
  outcome,
  parseReplay,
  play,
  record,
  replayGame,
  serializeReplay,
  toReplay,
} from '@stigmeria/rules';

// 1. Set up: a catalogue schema, two players, a seed. The same seed always deals the same bags.
const setup = {
  schema: catalogue[0].schema,
  mode: 'normal',
  players: [{ name: 'Ana' }, { name: 'Bo' }],
  seed: 'sdk-client',
};
const created = createGame(setup);
if (!created.ok) throw new Error(created.error.message);
let state = created.value;

// 2. Play. Discovery and normal games are simultaneous: each player plays a turn, then the wind blows.
// This player lands a token on a target of its colour when it can, else draws, else ends its turn.
const targets = new Map(state.schema.targets.map((t) => [t.cell, t.color]));
function choose(commands) {
  return (
    commands.find((c) => c.type === 'land' && targets.get(c.to) === c.color) ??
    commands.find((c) => c.type === 'draw') ??
    commands.find((c) => c.type === 'end-turn')
  );
}

let recording = emptyRecording();
while (!state.over) {
  // Ask each player in seat order for their legal commands; the first who can act plays.
  const command = state.players
    .map((_, player) => choose(legalActions(state, player)))
    .find((c) => c !== undefined);
  if (command === undefined) throw new Error('no player can act, yet the game is not over');
  const result = play(state, command);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  recording = record(recording, { command, events: result.value.events });
  state = result.value.state;
}

const result = outcome(state);
for (const { name, rank, reason, score } of result.ranking) {
  console.log(`#${rank} ${name}: ${score.total} points (${reason})`);
}

// 3. Save: a replay holds the setup (the whole schema included) and every step with its events.
const file = process.argv[2] ?? 'game.replay.json';
writeFileSync(file, serializeReplay(toReplay(setup, recording.steps, { title: { en: 'Ana against Bo' } }), 2));

// 4. Verify what was saved, as any reader of the file would: validate the document, then play it again.
const parsed = parseReplay(JSON.parse(readFileSync(file, 'utf8')));
if (!parsed.ok) throw new Error(parsed.error.issues.map((i) => `${i.path}: ${i.message}`).join('\n'));
const replayed = replayGame(parsed.value);
if (!replayed.ok) throw new Error(`step ${replayed.error.step}: ${replayed.error.message}`);
console.log(`Saved ${parsed.value.steps.length} steps to ${file}; replaying them gives the same game.`);
