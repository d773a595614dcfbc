/**
 * The command-line demo that `npm start` runs: it plays the demonstration game of a catalogue schema through
 * the rules, step by step, and draws the board in the terminal after every turn.
 *
 *   npm start                      the first schema of the catalogue
 *   npm start -- <schema-id>       another one (the list is printed when the id is unknown)
 *   npm start -- <schema-id> --fr  captions in French
 */
import {
  CELL_NAMES,
  catalogue,
  createGame,
  findSchema,
  outcome,
  play,
  type Colour,
  type GameState,
  type LocalizedText,
  type TargetSchema,
} from '../src/index.js';

const args = process.argv.slice(2);
const french = args.includes('--fr');
const id = args.find((a) => !a.startsWith('--')) ?? catalogue[0]!.schema.id;
const colour = process.stdout.isTTY && !process.env['NO_COLOR'];

const LETTER: Record<Colour, string> = {
  blue: 'b',
  yellow: 'y',
  red: 'r',
  orange: 'o',
  green: 'g',
  violet: 'v',
  brown: 'n',
  white: 'w',
  black: 'k',
};
const ANSI: Record<Colour, number> = {
  blue: 34,
  yellow: 33,
  red: 31,
  orange: 208,
  green: 32,
  violet: 35,
  brown: 130,
  white: 37,
  black: 90,
};

function paint(text: string, c: Colour): string {
  if (!colour) return text;
  const code = ANSI[c];
  return code > 100 ? `\x1b[38;5;${code}m${text}\x1b[0m` : `\x1b[${code}m${text}\x1b[0m`;
}

function text(t: LocalizedText | undefined): string {
  return t === undefined ? '' : french ? (t.fr ?? t.en) : t.en;
}

/** The board beside the target: stigmerians in lower case, pollens in upper case, targets as `·` in colour. */
function draw(state: GameState, schema: TargetSchema): string {
  const target = new Map(schema.targets.map((t) => [t.cell, t.color]));
  const lines = ['    1 2 3 4 5 6 7 8 9 10'];
  for (let r = 0; r < 10; r++) {
    const cells: string[] = [];
    for (let c = 0; c < 10; c++) {
      const i = r * 10 + c;
      const t = state.players[0]!.board[i];
      const goal = target.get(CELL_NAMES[i]!);
      if (t) cells.push(paint(t.pollen ? LETTER[t.color].toUpperCase() : LETTER[t.color], t.color));
      else cells.push(goal ? paint('·', goal) : '.');
    }
    lines.push(` ${'ABCDEFGHIJ'[r]}  ${cells.join(' ')}`);
  }
  return lines.join('\n');
}

const entry = findSchema(id);
if (entry === undefined) {
  console.error(`Unknown schema "${id}". The catalogue holds:`);
  for (const e of catalogue) console.error(`  ${e.schema.id}  ${'★'.repeat(e.schema.stars)}  ${text(e.schema.name)}`);
  process.exit(2);
}
const { schema, demo } = entry;
console.log(`${text(schema.name)} — ${schema.flower}, ${'★'.repeat(schema.stars)}, seed "${demo.seed}"`);
console.log(text(demo.title));
console.log('Lower case: stigmerian. Upper case: pollen. A dot in colour: a target still empty.\n');

const created = createGame({ schema, mode: demo.mode, players: 1, seed: demo.seed });
if (!created.ok) {
  console.error(created.error.message);
  process.exit(1);
}
let state = created.value;
console.log(draw(state, schema));
for (const step of demo.steps) {
  const result = play(state, step.command);
  if (!result.ok) {
    console.error(`Rejected ${JSON.stringify(step.command)}: ${result.error.message}`);
    process.exit(1);
  }
  const note = text(step.note);
  if (note) console.log(`\n  » ${note}`);
  for (const event of result.value.events) {
    if (event.type === 'wind') console.log(`\nEnd of turn ${event.turn}: the wind blows ${event.direction}.`);
    if (event.type === 'turn-started' || event.type === 'game-ended') console.log(draw(result.value.state, schema));
  }
  state = result.value.state;
}
const result = outcome(state);
const me = result?.ranking[0];
if (me?.finished) {
  console.log(`\nFulfilled on turn ${me.finished.turn} with ${me.finished.actions} action(s) in that turn.`);
  const { level, unusedActions, laterTurns, recruit, joker, total } = me.score;
  console.log(
    `Score ${total} = level ${level} + unused actions ${unusedActions} + later turns ${laterTurns}` +
      ` + recruit zone ${recruit}${joker === 0 ? '' : ` − joker ${-joker}`}.`,
  );
} else {
  console.log(`\nSchema fulfilled: ${state.players[0]!.status === 'fulfilled' ? 'yes' : 'not yet'}.`);
}
