// Writes a tutorial replay: a scripted game of my-schema.json with a caption (`note`) in English and French on
// the steps worth explaining. Run it with `node write-tutorial.mjs [file]` (default: first-steps.replay.json).
import { readFileSync, writeFileSync } from 'node:fs';
import { parseSchema, play, createGame, serializeReplay, toReplay } from '@stigmeria/rules';

const parsed = parseSchema(JSON.parse(readFileSync(new URL('my-schema.json', import.meta.url), 'utf8')));
if (!parsed.ok) throw new Error(parsed.error.message);
// The seed decides what the bag gives: with this one, the script below is a legal game.
const setup = { schema: parsed.value, mode: 'normal', players: [{ name: 'Ana' }], seed: 1 };

const draw = { type: 'draw', player: 0 };
const endTurn = { type: 'end-turn', player: 0 };
// #region script
const script = [
  [draw, { en: 'Draw a stigmerian from the bag into your recruit zone: a blue one.', fr: 'Piochez un stigmérien du sac dans votre zone de recrutement : un bleu.' }],
  [endTurn, { en: 'End the turn. The wind blows, but there is nothing on the board yet.', fr: 'Finissez le tour. Le vent souffle, mais le plateau est encore vide.' }],
  [{ type: 'land', player: 0, color: 'blue', to: 'A1' }, { en: 'Land the blue one on A1, a target of its colour: it turns to pollen and will never move.', fr: 'Posez le bleu en A1, une cible de sa couleur : il devient pollen et ne bougera plus.' }],
  [{ type: 'land', player: 0, color: 'yellow', to: 'B1' }, { en: 'Later landings go next to a token: yellow on B1 makes a second pollen.', fr: 'Les poses suivantes se font à côté d’un jeton : le jaune en B1 fait un second pollen.' }],
  [endTurn],
  [draw], [draw], [draw], [endTurn],
  [draw], [draw], [draw], [draw, { en: 'Still no blue: keep drawing, turn after turn.', fr: 'Toujours pas de bleu : continuez à piocher, tour après tour.' }],
  [endTurn],
  [draw, { en: 'A blue at last.', fr: 'Enfin un bleu.' }],
  [{ type: 'land', player: 0, color: 'blue', to: 'A2' }, { en: 'Blue on A2: every target holds its pollen, and the schema is fulfilled.', fr: 'Bleu en A2 : chaque cible a son pollen, le schéma est réalisé.' }],
];
// #endregion script

const created = createGame(setup);
if (!created.ok) throw new Error(created.error.message);
let state = created.value;
const steps = [];
for (const [command, note] of script) {
  const result = play(state, command);
  if (!result.ok) throw new Error(`step ${steps.length + 1}: ${result.error.code}`);
  steps.push(note === undefined ? { command, events: result.value.events } : { command, events: result.value.events, note });
  state = result.value.state;
}
const metadata = { title: { en: 'First steps', fr: 'Premiers pas' }, author: 'Ana' };
const file = process.argv[2] ?? new URL('first-steps.replay.json', import.meta.url);
writeFileSync(file, `${serializeReplay(toReplay(setup, steps, metadata), 2)}\n`);
