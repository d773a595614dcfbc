/**
 * A corpus of hostile documents and commands: what a stranger's schema file, a replay pasted into a forum or a
 * crafted command could hold. Each case is built in code when it is run, so a 10 MB string or a 100,000-deep
 * nesting costs no file, and each names the exact error it must get.
 *
 * How a case is judged (see `hostile-documents.test.ts`):
 * - `kind: 'schema' | 'replay' | 'command'` with an `expect.path`: `parseSchema` / `parseReplay` /
 *   `parseCommand` must fail with `document/invalid`, and the FIRST issue must have that `path` and `code`
 *   (or, with `expect.anyIssue`, SOME issue: for documents with several independent problems, where which one
 *   comes first is the validator's business, not a promise).
 * - `kind: 'replay'` with an `expect.step`: the document is well formed, so `parseReplay` accepts it, and
 *   `replayGame` must fail with that `code` at that `step` (`step: null` for an error that names no step).
 *
 * The bases are catalogue schemas and demonstration replays, copied through JSON so every case starts from
 * plain data and may be mutated freely. Keys such as `__proto__` are made with `JSON.parse`, which makes them
 * own properties, the way a document from outside would hold them.
 */
import {
  catalogue,
  createGame,
  demoReplay,
  legalActions,
  play,
  recordStep,
  toReplay,
  type GameSetup,
  type ReplayStep,
} from '../../src/index.js';

/** A JSON object or array taken apart freely by the cases. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = any;

export type Kind = 'schema' | 'replay' | 'command';

export type Expectation =
  | { readonly code: string; readonly path: string; readonly anyIssue?: true }
  | { readonly code: string; readonly step: number | null };

export interface HostileCase {
  readonly name: string;
  readonly kind: Kind;
  /** Builds a fresh input: a case may be run more than once, and a parser must not be helped by sharing. */
  readonly input: () => unknown;
  readonly expect: Expectation;
  /**
   * Megabytes of input (10 MB strings, a million items, or 20,000 steps at the limit): timed against a wider
   * bound, since on a loaded machine a garbage collection alone can exceed 100 ms at this size.
   */
  readonly huge?: true;
}

// ---------------------------------------------------------------------------------------------------------------
// Bases.

const clone = (value: unknown): Doc => JSON.parse(JSON.stringify(value));

const ladder = catalogue.find((entry) => entry.schema.id === 'vertighaineuse-morning-ladder')!;
const loom = catalogue.find((entry) => entry.schema.id === 'dentdine-shuffled-loom')!;

/** A valid one-star VertigHaineuse schema with ten targets and no setup. */
export const baseSchema = (): Doc => clone(ladder.schema);
/** A valid DentDîne schema with ten setup tokens. */
const setupSchema = (): Doc => clone(loom.schema);

function demo(entry: (typeof catalogue)[number]): Doc {
  const replay = demoReplay(entry);
  if (!replay.ok) throw new Error(`catalogue demo ${entry.schema.id}: ${replay.error.code}`);
  return replay.value;
}
const ladderDemo = demo(ladder);
/** The Morning Ladder demonstration: 26 steps by one player (draws, lands, a mixing, turn ends). */
export const baseReplay = (): Doc => clone(ladderDemo);

// A two-player game, so that a step can be given to a player who may not play it. Players act side by side
// within a turn; here player 0 draws and ends the turn, then player 1 does, for three turns.
const duet: Doc = (() => {
  const setup: GameSetup = { schema: ladder.schema, mode: 'normal', players: 2, seed: 'hostile duet' };
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.code);
  let state = created.value;
  let steps: ReplayStep[] = [];
  for (let i = 0; i < 12; i++) {
    const player = (i >> 1) % 2;
    const listed = legalActions(state, player);
    const command = i % 2 === 0 ? listed.find((c) => c.type === 'draw')! : listed.find((c) => c.type === 'end-turn')!;
    const result = play(state, command);
    if (!result.ok) throw new Error(result.error.code);
    state = result.value.state;
    steps = recordStep(steps, { command, events: result.value.events });
  }
  return toReplay(setup, steps);
})();
const baseDuet = (): Doc => clone(duet);

const json = (text: string): Doc => JSON.parse(text);

/** `document` with `key` added as an own property holding `value` (any key, even `__proto__`), via JSON text. */
function withKey(document: Doc, key: string, value: unknown): Doc {
  const text = JSON.stringify(document);
  const added = `${JSON.stringify(key)}:${JSON.stringify(value)}`;
  return json(text === '{}' ? `{${added}}` : `{${added},${text.slice(1)}`);
}

/** Arrays nested `depth` deep around `inner`, built by a loop so that building them needs no stack. */
function nestedArrays(depth: number, inner: unknown = 0): unknown {
  let value: unknown = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** Objects nested `depth` deep under the key `a`. */
function nestedObjects(depth: number, inner: unknown = 0): unknown {
  let value: unknown = inner;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

let tenMegabytes: string | undefined;
/** A 10 MB string, made once: the cases time the parser, not `String.prototype.repeat`. */
export function bigString(): string {
  tenMegabytes ??= 'x'.repeat(10 * 1024 * 1024);
  return tenMegabytes;
}

const LONE_HIGH = 'Fleur \uD83C';
const LONE_LOW = '\uDF3C fleur';
const REVERSED_PAIR = 'ab\uDF3C\uD83Ccd';

// ---------------------------------------------------------------------------------------------------------------
// Cases.

export const corpus: HostileCase[] = [];

function schemaCase(
  name: string,
  input: () => unknown,
  code: string,
  path: string,
  extra: Partial<HostileCase> = {},
): void {
  corpus.push({ name: `schema: ${name}`, kind: 'schema', input, expect: { code, path }, ...extra });
}
function replayCase(
  name: string,
  input: () => unknown,
  code: string,
  path: string,
  extra: Partial<HostileCase> = {},
): void {
  corpus.push({ name: `replay: ${name}`, kind: 'replay', input, expect: { code, path }, ...extra });
}
function replayGameCase(name: string, input: () => unknown, code: string, step: number | null): void {
  corpus.push({ name: `replay game: ${name}`, kind: 'replay', input, expect: { code, step } });
}
function commandCase(
  name: string,
  input: () => unknown,
  code: string,
  path: string,
  extra: Partial<HostileCase> = {},
): void {
  corpus.push({ name: `command: ${name}`, kind: 'command', input, expect: { code, path }, ...extra });
}

function mutate(base: () => Doc, change: (document: Doc) => void): () => Doc {
  return () => {
    const document = base();
    change(document);
    return document;
  };
}
const schemaWith = (change: (schema: Doc) => void) => mutate(baseSchema, change);
const replayWith = (change: (replay: Doc) => void) => mutate(baseReplay, change);

// --- Not a document at all. ----------------------------------------------------------------------------------
const notObjects: readonly [string, unknown][] = [
  ['null', null],
  ['a number', 42],
  ['JSON text not parsed', '{"format":"stigmeria/target-schema"}'],
  ['an array', []],
  ['true', true],
  ['undefined', undefined],
];
for (const [name, value] of notObjects) {
  schemaCase(`root is ${name}`, () => value, 'schema/type', '');
  replayCase(`root is ${name}`, () => value, 'schema/type', '');
  commandCase(`root is ${name}`, () => value, 'schema/type', '');
}
schemaCase('root is an array holding a valid schema', () => [baseSchema()], 'schema/type', '');
replayCase('root is an array holding a valid replay', () => [baseReplay()], 'schema/type', '');

// --- Wrong types, field by field. ----------------------------------------------------------------------------
const schemaFieldTypes: readonly [string, readonly unknown[]][] = [
  ['formatVersion', ['1', null, true, [1], { v: 1 }]],
  ['id', [42, null, ['a'], { id: 'a' }]],
  ['name', ['Morning Ladder', 3, null, [{ en: 'a' }]]],
  ['flower', [1, null, ['maronne']]],
  ['stars', ['1', null, 1.5, [1]]],
  ['targets', ['A1', {}, null, 10]],
  ['modes', ['normal', { normal: true }]],
  ['setup', ['A1', { cell: 'A1', color: 'blue' }]],
  ['winds', ['north', 1]],
  ['author', [7, ['me']]],
  ['licence', [false]],
  ['description', ['text', 1]],
];
for (const [field, values] of schemaFieldTypes) {
  for (const value of values) {
    schemaCase(
      `${field} is ${JSON.stringify(value)}`,
      schemaWith((s) => (s[field] = value)),
      'schema/type',
      `/${field}`,
    );
  }
}
schemaCase(
  'target cell is a number',
  schemaWith((s) => (s.targets[0].cell = 11)),
  'schema/type',
  '/targets/0/cell',
);
schemaCase(
  'target colour is null',
  schemaWith((s) => (s.targets[2].color = null)),
  'schema/type',
  '/targets/2/color',
);
schemaCase(
  'target is a string',
  schemaWith((s) => (s.targets[3] = 'A1 blue')),
  'schema/type',
  '/targets/3',
);
schemaCase(
  'name.en is a number',
  schemaWith((s) => (s.name.en = 1)),
  'schema/type',
  '/name/en',
);
schemaCase(
  'name.fr is an object',
  schemaWith((s) => (s.name.fr = { fr: 'x' })),
  'schema/type',
  '/name/fr',
);

const replayFieldTypes: readonly [string, readonly unknown[]][] = [
  ['formatVersion', ['1', null]],
  ['rulesVersion', [1, null, ['1.0.0']]],
  ['setup', ['setup', null, []]],
  ['steps', [{}, 'steps', null]],
  ['metadata', ['title', []]],
];
for (const [field, values] of replayFieldTypes) {
  for (const value of values) {
    replayCase(
      `${field} is ${JSON.stringify(value)}`,
      replayWith((r) => (r[field] = value)),
      'schema/type',
      `/${field}`,
    );
  }
}
replayCase(
  'seed is a number',
  replayWith((r) => (r.setup.seed = 17)),
  'schema/type',
  '/setup/seed',
);
replayCase(
  'players is a number',
  replayWith((r) => (r.setup.players = 1)),
  'schema/type',
  '/setup/players',
);
replayCase(
  'a player is a string',
  replayWith((r) => (r.setup.players[0] = 'Ana')),
  'schema/type',
  '/setup/players/0',
);
replayCase(
  'joker is "yes"',
  replayWith((r) => (r.setup.options.joker = 'yes')),
  'schema/type',
  '/setup/options/joker',
);
replayCase(
  'a step is null',
  replayWith((r) => (r.steps[4] = null)),
  'schema/type',
  '/steps/4',
);
replayCase(
  "a step's events is an object",
  replayWith((r) => (r.steps[1].events = {})),
  'schema/type',
  '/steps/1/events',
);
replayCase(
  'an event player is a string',
  replayWith((r) => (r.steps[0].events[1].player = '0')),
  'schema/type',
  '/steps/0/events/1/player',
);
replayCase(
  'a command player is 0.5',
  replayWith((r) => (r.steps[0].command.player = 0.5)),
  'schema/type',
  '/steps/0/command/player',
);
replayCase(
  'a note is a string',
  replayWith((r) => (r.steps[5].note = 'hello')),
  'schema/type',
  '/steps/5/note',
);

// --- Missing fields. ---------------------------------------------------------------------------------------
for (const field of ['format', 'formatVersion', 'id', 'name', 'flower', 'stars', 'targets']) {
  schemaCase(
    `no ${field}`,
    schemaWith((s) => delete s[field]),
    'schema/required',
    `/${field}`,
  );
}
schemaCase(
  'no name.en',
  schemaWith((s) => delete s.name.en),
  'schema/required',
  '/name/en',
);
schemaCase(
  'a target without a colour',
  schemaWith((s) => delete s.targets[4].color),
  'schema/required',
  '/targets/4/color',
);
schemaCase(
  'a target without a cell',
  schemaWith((s) => delete s.targets[9].cell),
  'schema/required',
  '/targets/9/cell',
);
for (const field of ['format', 'formatVersion', 'rulesVersion', 'setup', 'steps']) {
  replayCase(
    `no ${field}`,
    replayWith((r) => delete r[field]),
    'schema/required',
    `/${field}`,
  );
}
for (const field of ['schema', 'mode', 'players', 'seed', 'options']) {
  replayCase(
    `no setup.${field}`,
    replayWith((r) => delete r.setup[field]),
    'schema/required',
    `/setup/${field}`,
  );
}
replayCase(
  'no options.joker',
  replayWith((r) => delete r.setup.options.joker),
  'schema/required',
  '/setup/options/joker',
);
replayCase(
  'a step without its command',
  replayWith((r) => delete r.steps[3].command),
  'schema/required',
  '/steps/3/command',
);
replayCase(
  'a step without its events (truncated)',
  replayWith((r) => delete r.steps[25].events),
  'schema/required',
  '/steps/25/events',
);
replayCase(
  'a command without its player',
  replayWith((r) => delete r.steps[5].command.player),
  'schema/required',
  '/steps/5/command/player',
);
replayCase(
  'a land without its cell',
  replayWith((r) => delete r.steps[5].command.to),
  'schema/required',
  '/steps/5/command/to',
);
replayCase(
  'a command without its type',
  replayWith((r) => delete r.steps[0].command.type),
  'schema/required',
  '/steps/0/command/type',
);
replayCase(
  'an event without its type',
  replayWith((r) => delete r.steps[0].events[0].type),
  'schema/required',
  '/steps/0/events/0/type',
);
replayCase(
  'an event without its colour',
  replayWith((r) => delete r.steps[0].events[1].color),
  'schema/required',
  '/steps/0/events/1/color',
);
replayCase(
  'embedded schema without targets',
  replayWith((r) => delete r.setup.schema.targets),
  'schema/required',
  '/setup/schema/targets',
);
commandCase('no type', () => ({ player: 0 }), 'schema/required', '/type');
commandCase('no player', () => ({ type: 'draw' }), 'schema/required', '/player');
commandCase('land without colour', () => ({ type: 'land', player: 0, to: 'A1' }), 'schema/required', '/color');
commandCase('move without from', () => ({ type: 'move', player: 0, to: 'B1' }), 'schema/required', '/from');
commandCase('mixing without cells', () => ({ type: 'mixing', player: 0 }), 'schema/required', '/cells');

// --- Unknown fields. Readers ignore them in documents, but commands and events are machine-written and allow
// none; in a document an unknown field never hides a real problem next to it. ---------------------------------
commandCase('an unknown field', () => ({ type: 'draw', player: 0, extra: 1 }), 'schema/additional', '/extra');
commandCase('a field of another command', () => ({ type: 'draw', player: 0, to: 'A1' }), 'schema/additional', '/to');
commandCase('a key with a slash', () => ({ type: 'draw', player: 0, 'a/b~c': 1 }), 'schema/additional', '/a~1b~0c');
replayCase(
  'an unknown field in a command',
  replayWith((r) => (r.steps[2].command.why = 'x')),
  'schema/additional',
  '/steps/2/command/why',
);
replayCase(
  'an unknown field in an event',
  replayWith((r) => (r.steps[0].events[1].hidden = true)),
  'schema/additional',
  '/steps/0/events/1/hidden',
);
schemaCase(
  'an unknown field beside a missing id',
  schemaWith((s) => {
    s.extra = { id: 'x' };
    delete s.id;
  }),
  'schema/required',
  '/id',
);
schemaCase(
  'an unknown field beside a bad cell',
  schemaWith((s) => {
    s.targets[0].note = 'x';
    s.targets[0].cell = 'Z9';
  }),
  'schema/pattern',
  '/targets/0/cell',
);
replayCase(
  'an unknown field beside a bad mode',
  replayWith((r) => {
    r.setup.variant = 'x';
    r.setup.mode = 'blitz';
  }),
  'schema/enum',
  '/setup/mode',
);

// --- Invalid cells. ------------------------------------------------------------------------------------------
const badCells = ['K1', 'A11', 'A0', 'a1', '', ' A1', 'A1 ', 'A01', 'off', 'J10x', 'A1\u0000', 'Ａ1', 'A1\nB2', '١A'];
for (const cell of badCells) {
  schemaCase(
    `target cell ${JSON.stringify(cell)}`,
    schemaWith((s) => (s.targets[1].cell = cell)),
    'schema/pattern',
    '/targets/1/cell',
  );
}
schemaCase(
  'setup cell "Z0"',
  mutate(setupSchema, (s) => (s.setup[2].cell = 'Z0')),
  'schema/pattern',
  '/setup/2/cell',
);
replayCase(
  'land to "K11"',
  replayWith((r) => (r.steps[5].command.to = 'K11')),
  'schema/pattern',
  '/steps/5/command/to',
);
replayCase(
  'landed on "A0"',
  replayWith((r) => (r.steps[5].events[1].cell = 'A0')),
  'schema/pattern',
  '/steps/5/events/1/cell',
);
replayCase(
  'mixing a cell "B"',
  replayWith((r) => (r.steps[7].command.cells[0] = 'B')),
  'schema/pattern',
  '/steps/7/command/cells/0',
);
commandCase('land to "off"', () => ({ type: 'land', player: 0, color: 'blue', to: 'off' }), 'schema/pattern', '/to');
commandCase('move from "off"', () => ({ type: 'move', player: 0, from: 'off', to: 'A1' }), 'schema/pattern', '/from');
commandCase('combination on "J11"', () => ({ type: 'combination', player: 0, cell: 'J11' }), 'schema/pattern', '/cell');
commandCase('mixing one cell', () => ({ type: 'mixing', player: 0, cells: ['A1'] }), 'schema/min-items', '/cells');
commandCase(
  'mixing three cells',
  () => ({ type: 'mixing', player: 0, cells: ['A1', 'A2', 'A3'] }),
  'schema/max-items',
  '/cells',
);

// --- Invalid colours. -----------------------------------------------------------------------------------------
const badColours = [
  'pink',
  'Blue',
  'BLUE',
  '',
  'blue ',
  'bleu',
  'joker',
  '#0000ff',
  'constructor',
  '__proto__',
  'toString',
];
for (const color of badColours) {
  schemaCase(
    `target colour ${JSON.stringify(color)}`,
    schemaWith((s) => (s.targets[0].color = color)),
    'schema/enum',
    '/targets/0/color',
  );
}
schemaCase(
  'setup colour "grey"',
  mutate(setupSchema, (s) => (s.setup[0].color = 'grey')),
  'schema/enum',
  '/setup/0/color',
);
replayCase(
  'landed colour "gold"',
  replayWith((r) => (r.steps[5].events[1].color = 'gold')),
  'schema/enum',
  '/steps/5/events/1/color',
);
commandCase(
  'land colour "hasOwnProperty"',
  () => ({ type: 'land', player: 0, color: 'hasOwnProperty', to: 'A1' }),
  'schema/enum',
  '/color',
);

// --- Other enumerations and numbers. -------------------------------------------------------------------------
for (const flower of ['rose', '', 'VertigHaineuse', '__proto__', 'constructor']) {
  schemaCase(
    `flower ${JSON.stringify(flower)}`,
    schemaWith((s) => (s.flower = flower)),
    'schema/enum',
    '/flower',
  );
}
for (const stars of [0, 5, -1, 1e308]) {
  schemaCase(
    `stars ${stars}`,
    schemaWith((s) => (s.stars = stars)),
    stars < 1 ? 'schema/minimum' : 'schema/maximum',
    '/stars',
  );
}
schemaCase(
  'a mode "chaos"',
  schemaWith((s) => (s.modes = ['normal', 'chaos'])),
  'schema/enum',
  '/modes/1',
);
schemaCase(
  'a mode its flower forbids',
  schemaWith((s) => (s.modes = ['normal', 'competitive'])),
  'schema/mode-not-allowed',
  '/modes/1',
);
schemaCase(
  'no mode at all',
  schemaWith((s) => (s.modes = [])),
  'schema/min-items',
  '/modes',
);
schemaCase(
  'a wind "up"',
  schemaWith((s) => (s.winds = ['north', 'up'])),
  'schema/enum',
  '/winds/1',
);
schemaCase(
  'no target',
  schemaWith((s) => (s.targets = [])),
  'schema/min-items',
  '/targets',
);
replayCase(
  'mode "blitz"',
  replayWith((r) => (r.setup.mode = 'blitz')),
  'schema/enum',
  '/setup/mode',
);
replayCase(
  'a mode the schema forbids',
  replayWith((r) => (r.setup.mode = 'competitive')),
  'replay/mode-not-playable',
  '/setup/mode',
);
replayCase(
  'no player',
  replayWith((r) => (r.setup.players = [])),
  'schema/min-items',
  '/setup/players',
);
replayCase(
  'seven players',
  replayWith((r) => (r.setup.players = [{}, {}, {}, {}, {}, {}, {}])),
  'schema/max-items',
  '/setup/players',
);
replayCase(
  'a command type "cheat"',
  replayWith((r) => (r.steps[0].command.type = 'cheat')),
  'schema/enum',
  '/steps/0/command/type',
);
replayCase(
  'an event type "won"',
  replayWith((r) => (r.steps[0].events[0].type = 'won')),
  'schema/enum',
  '/steps/0/events/0/type',
);
replayCase(
  'an action cost of -1',
  replayWith((r) => (r.steps[0].events[0].cost = -1)),
  'schema/minimum',
  '/steps/0/events/0/cost',
);
replayCase(
  'a command player of 6',
  replayWith((r) => (r.steps[0].command.player = 6)),
  'schema/maximum',
  '/steps/0/command/player',
);
replayCase(
  'a rules version "one"',
  replayWith((r) => (r.rulesVersion = 'one')),
  'schema/pattern',
  '/rulesVersion',
);
replayCase(
  'a date "yesterday"',
  replayWith((r) => (r.metadata.date = 'yesterday')),
  'schema/pattern',
  '/metadata/date',
);
replayCase(
  'a date on 31 February... 2025-13-01',
  replayWith((r) => (r.metadata.date = '2025-13-01')),
  'schema/pattern',
  '/metadata/date',
);
for (const type of ['cheat', 'constructor', '__proto__', 'toString', '', 'DRAW']) {
  commandCase(`type ${JSON.stringify(type)}`, () => ({ type, player: 0 }), 'schema/enum', '/type');
}
commandCase('type is a number', () => ({ type: 1, player: 0 }), 'schema/type', '/type');
for (const player of [-1, 6, 1e300]) {
  commandCase(
    `player ${player}`,
    () => ({ type: 'draw', player }),
    player < 0 ? 'schema/minimum' : 'schema/maximum',
    '/player',
  );
}
for (const player of [0.5, '0', null, [0]]) {
  commandCase(`player ${JSON.stringify(player)}`, () => ({ type: 'draw', player }), 'schema/type', '/player');
}

// --- Competitive and no-limit commands and events. ------------------------------------------------------------
commandCase(
  'gain of "constructor"',
  () => ({ type: 'gain', player: 0, action: 'constructor' }),
  'schema/enum',
  '/action',
);
commandCase('gain of a basic action', () => ({ type: 'gain', player: 0, action: 'land' }), 'schema/enum', '/action');
commandCase(
  'last-drift at "__proto__"',
  () => ({ type: 'last-drift', player: 0, target: '__proto__' }),
  'schema/enum',
  '/target',
);
commandCase(
  'last-drift at a list of seats',
  () => ({ type: 'last-drift', player: 0, target: ['1'] }),
  'schema/type',
  '/target',
);
commandCase(
  'wind-direction "North"',
  () => ({ type: 'wind-direction', player: 0, direction: 'North' }),
  'schema/enum',
  '/direction',
);
commandCase(
  'drift-land of orange',
  () => ({ type: 'drift-land', player: 0, color: 'orange', to: 'A1' }),
  'schema/enum',
  '/color',
);
commandCase(
  'a Charmer token whose __proto__ offers its colour',
  () => ({
    type: 'charmer',
    player: 0,
    tokens: [json('{"player":1,"__proto__":{"color":"red"}}'), { player: 2, color: 'red' }],
  }),
  'schema/required',
  '/tokens/0/color',
);
commandCase(
  'a Charmer token with a constructor key',
  () => ({
    type: 'charmer',
    player: 0,
    tokens: [{ player: 1, color: 'red' }, json('{"player":2,"color":"red","constructor":1}')],
  }),
  'schema/additional',
  '/tokens/1/constructor',
);
replayCase(
  'an event rolled on a thirteenth face',
  replayWith((r) => (r.steps[0].events[1] = { type: 'rolled', player: 0, face: 'x-green', purpose: 'wind' })),
  'schema/enum',
  '/steps/0/events/1/face',
);
replayCase(
  'a player out for an empty hand',
  replayWith((r) => (r.steps[0].events[1] = { type: 'player-out', player: 0, reason: 'empty-hand' })),
  'schema/enum',
  '/steps/0/events/1/reason',
);
replayCase(
  'a pending decision of kind "__proto__"',
  replayWith((r) => (r.steps[0].events[1] = { type: 'decision', player: 0, pending: { kind: '__proto__' } })),
  'schema/enum',
  '/steps/0/events/1/pending/kind',
);

// --- Duplicates. ---------------------------------------------------------------------------------------------
schemaCase(
  'a target listed twice',
  schemaWith((s) => s.targets.push(s.targets[0])),
  'schema/duplicate-target',
  '/targets/10/cell',
);
schemaCase(
  'a cell targeted in two colours',
  schemaWith((s) => s.targets.push({ cell: 'A4', color: 'red' })),
  'schema/duplicate-target',
  '/targets/10/cell',
);
schemaCase(
  'the same cell in adjacent entries',
  schemaWith((s) => (s.targets[1].cell = s.targets[0].cell)),
  'schema/duplicate-target',
  '/targets/1/cell',
);
schemaCase(
  'a setup token listed twice',
  mutate(setupSchema, (s) => (s.setup[9].cell = s.setup[0].cell)),
  'schema/duplicate-setup',
  '/setup/9/cell',
);
schemaCase(
  'a target repeated to fill the hundred',
  schemaWith((s) => {
    while (s.targets.length < 100) s.targets.push(s.targets[0]);
  }),
  'schema/duplicate-target',
  '/targets/10/cell',
);
schemaCase(
  'a mode listed twice',
  schemaWith((s) => (s.modes = ['normal', 'normal'])),
  'schema/unique-items',
  '/modes/1',
);
replayCase(
  'an embedded schema with a target listed twice',
  replayWith((r) => r.setup.schema.targets.push(r.setup.schema.targets[3])),
  'schema/duplicate-target',
  '/setup/schema/targets/10/cell',
);

// --- Huge arrays. --------------------------------------------------------------------------------------------
const cellsCycle = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    cell: `${'ABCDEFGHIJ'[Math.floor(i / 10) % 10]}${(i % 10) + 1}`,
    color: 'blue',
  }));
schemaCase(
  '101 targets',
  schemaWith((s) => (s.targets = cellsCycle(101))),
  'schema/max-items',
  '/targets',
);
schemaCase(
  'a million targets',
  schemaWith((s) => (s.targets = new Array(1_000_000).fill(s.targets[0]))),
  'schema/max-items',
  '/targets',
  { huge: true },
);
schemaCase(
  '101 setup tokens',
  schemaWith((s) => (s.setup = cellsCycle(101))),
  'schema/max-items',
  '/setup',
);
schemaCase(
  '101 winds',
  schemaWith((s) => (s.winds = new Array(101).fill('north'))),
  'schema/max-items',
  '/winds',
);
schemaCase(
  'a million winds',
  schemaWith((s) => (s.winds = new Array(1_000_000).fill('east'))),
  'schema/max-items',
  '/winds',
  { huge: true },
);
// `modes` has no maxItems: its items must be distinct, so the reader looks no further than one past the six.
schemaCase(
  'a million modes',
  schemaWith((s) => (s.modes = new Array(1_000_000).fill('normal'))),
  'schema/unique-items',
  '/modes/5',
  { huge: true },
);
replayCase(
  '20,001 steps',
  replayWith((r) => (r.steps = new Array(20_001).fill(r.steps[0]))),
  'schema/max-items',
  '/steps',
  { huge: true },
);
replayCase(
  'a million steps',
  replayWith((r) => (r.steps = new Array(1_000_000).fill(r.steps[0]))),
  'schema/max-items',
  '/steps',
  { huge: true },
);
replayCase(
  '501 events in a step',
  replayWith((r) => (r.steps[0].events = new Array(501).fill(r.steps[0].events[1]))),
  'schema/max-items',
  '/steps/0/events',
);
replayCase(
  'a million events in a step',
  replayWith((r) => (r.steps[3].events = new Array(1_000_000).fill(r.steps[0].events[1]))),
  'schema/max-items',
  '/steps/3/events',
  { huge: true },
);
replayCase(
  'a million players',
  replayWith((r) => (r.setup.players = new Array(1_000_000).fill({}))),
  'schema/max-items',
  '/setup/players',
  { huge: true },
);
commandCase(
  'mixing a million cells',
  () => ({ type: 'mixing', player: 0, cells: new Array(1_000_000).fill('A1') }),
  'schema/max-items',
  '/cells',
  { huge: true },
);
schemaCase(
  'a sparse array of length 2^32-1',
  schemaWith((s) => {
    const targets: unknown[] = [s.targets[0]];
    targets.length = 2 ** 32 - 1;
    s.targets = targets;
  }),
  'schema/max-items',
  '/targets',
  { huge: true },
);

commandCase(
  'a Prediction of a million colours',
  () => ({ type: 'prediction', player: 0, colors: new Array(1_000_000).fill('gold') }),
  'schema/max-items',
  '/colors',
  { huge: true },
);
commandCase(
  'a Charmer of a million tokens',
  () => ({ type: 'charmer', player: 0, tokens: new Array(1_000_000).fill({ player: 9 }) }),
  'schema/max-items',
  '/tokens',
  { huge: true },
);
// Arrays inside events: a reader must not check a million items of an array it refuses anyway.
replayCase(
  'a million bad colours bagged',
  replayWith((r) => (r.steps[0].events[1] = { type: 'bagged', player: 0, colors: new Array(1_000_000).fill(7) })),
  'schema/max-items',
  '/steps/0/events/1/colors',
  { huge: true },
);
replayCase(
  'a first player drawn among a million bad seats',
  replayWith((r) => (r.steps[0].events[1] = { type: 'first-player', player: 0, among: new Array(1_000_000).fill(-1) })),
  'schema/max-items',
  '/steps/0/events/1/among',
  { huge: true },
);
replayCase(
  'a pending choreography with a million bad cells moved',
  replayWith(
    (r) =>
      (r.steps[0].events[1] = {
        type: 'decision',
        player: 0,
        pending: { kind: 'choreography', left: 1, moved: new Array(1_000_000).fill('Q1') },
      }),
  ),
  'schema/max-items',
  '/steps/0/events/1/pending/moved',
  { huge: true },
);
replayCase(
  'a pending gain with a million bad cells',
  replayWith(
    (r) =>
      (r.steps[0].events[1] = {
        type: 'decision',
        player: 0,
        pending: { kind: 'gain', left: 1, cells: new Array(1_000_000).fill(0) },
      }),
  ),
  'schema/max-items',
  '/steps/0/events/1/pending/cells',
  { huge: true },
);

// --- Deep nesting, built by loops (a recursive builder would overflow before the parser is reached). ----------
schemaCase(
  'name is 100,000 nested arrays',
  schemaWith((s) => (s.name = nestedArrays(100_000))),
  'schema/type',
  '/name',
);
schemaCase(
  'a target is 100,000 nested arrays',
  schemaWith((s) => (s.targets[0] = nestedArrays(100_000))),
  'schema/type',
  '/targets/0',
);
schemaCase(
  'a cell is 100,000 nested objects',
  schemaWith((s) => (s.targets[0].cell = nestedObjects(100_000))),
  'schema/type',
  '/targets/0/cell',
);
schemaCase(
  'name.en is nested objects',
  schemaWith((s) => (s.name.en = nestedObjects(1000, 'x'))),
  'schema/type',
  '/name/en',
);
schemaCase(
  'an unknown field 100,000 deep beside a missing id',
  schemaWith((s) => {
    s.extra = nestedArrays(100_000);
    delete s.id;
  }),
  'schema/required',
  '/id',
);
schemaCase(
  'an unknown field 100,000 objects deep beside a bad colour',
  schemaWith((s) => {
    s.deep = nestedObjects(100_000);
    s.targets[5].color = 'mauve';
  }),
  'schema/enum',
  '/targets/5/color',
);
replayCase(
  'an unknown metadata field 100,000 deep beside a bad seed',
  replayWith((r) => {
    r.metadata.deep = nestedArrays(100_000);
    r.setup.seed = 5;
  }),
  'schema/type',
  '/setup/seed',
);
replayCase(
  'a command player 100,000 arrays deep',
  replayWith((r) => (r.steps[1].command.player = nestedArrays(100_000))),
  'schema/type',
  '/steps/1/command/player',
);
replayCase(
  'an event field 100,000 objects deep',
  replayWith((r) => (r.steps[0].events[0].deep = nestedObjects(100_000))),
  'schema/additional',
  '/steps/0/events/0/deep',
);
replayCase(
  'a decision pending 100,000 deep',
  replayWith((r) => {
    r.steps[0].events.push({ type: 'decision', player: 0, pending: nestedObjects(100_000) });
  }),
  'schema/required',
  '/steps/0/events/2/pending/kind',
);
commandCase(
  'cells 100,000 arrays deep',
  () => ({ type: 'mixing', player: 0, cells: nestedArrays(100_000) }),
  'schema/min-items',
  '/cells',
);
// `play` used to name an unknown type with JSON.stringify, which overflowed the stack on this one.
commandCase(
  'type 100,000 arrays deep',
  () => ({ type: nestedArrays(100_000, 'draw'), player: 0 }),
  'schema/type',
  '/type',
);
replayCase(
  'a step type 100,000 arrays deep',
  replayWith((r) => (r.steps[0].command.type = nestedArrays(100_000, 'draw'))),
  'schema/type',
  '/steps/0/command/type',
);
commandCase(
  'a field 100,000 objects deep',
  () => ({ type: 'draw', player: 0, deep: nestedObjects(100_000) }),
  'schema/additional',
  '/deep',
);

// --- `__proto__`, `constructor` and `prototype` keys, as own properties (the way `JSON.parse` makes them). ----
schemaCase(
  '__proto__ offering the missing id',
  () => withKey(schemaWith((s) => delete s.id)(), '__proto__', { id: 'x' }),
  'schema/required',
  '/id',
);
schemaCase(
  '__proto__ offering every field to an empty object',
  () => withKey({}, '__proto__', baseSchema()),
  'schema/required',
  '/format',
);
schemaCase(
  '__proto__ polluting, beside a bad cell',
  () => withKey(schemaWith((s) => (s.targets[0].cell = 'P1'))(), '__proto__', { polluted: true }),
  'schema/pattern',
  '/targets/0/cell',
);
schemaCase(
  'constructor.prototype polluting, beside a bad flower',
  () => withKey(schemaWith((s) => (s.flower = 'weed'))(), 'constructor', { prototype: { polluted: true } }),
  'schema/enum',
  '/flower',
);
schemaCase(
  'a target whose __proto__ offers its colour',
  schemaWith((s) => (s.targets[0] = json('{"cell":"A3","__proto__":{"color":"blue"}}'))),
  'schema/required',
  '/targets/0/color',
);
schemaCase(
  'name whose __proto__ offers en',
  schemaWith((s) => (s.name = json('{"__proto__":{"en":"x"},"fr":"y"}'))),
  'schema/required',
  '/name/en',
);
schemaCase(
  'name.en is a __proto__ object',
  schemaWith((s) => (s.name.en = json('{"__proto__":{"length":3}}'))),
  'schema/type',
  '/name/en',
);
schemaCase(
  'prototype key beside too many stars',
  () => withKey(schemaWith((s) => (s.stars = 9))(), 'prototype', { polluted: true }),
  'schema/maximum',
  '/stars',
);
replayCase(
  '__proto__ offering the missing setup',
  () => withKey(replayWith((r) => delete r.setup)(), '__proto__', baseReplay().setup),
  'schema/required',
  '/setup',
);
replayCase(
  'setup.__proto__ offering the seed',
  replayWith((r) => {
    const setup = r.setup;
    delete setup.seed;
    r.setup = withKey(setup, '__proto__', { seed: 'x' });
  }),
  'schema/required',
  '/setup/seed',
);
replayCase(
  'a command with a __proto__ key',
  replayWith((r) => (r.steps[0].command = json('{"type":"draw","player":0,"__proto__":{"polluted":true}}'))),
  'schema/additional',
  '/steps/0/command/__proto__',
);
replayCase(
  'an event with a constructor key',
  replayWith(
    (r) => (r.steps[0].events[1] = withKey(r.steps[0].events[1], 'constructor', { prototype: { polluted: true } })),
  ),
  'schema/additional',
  '/steps/0/events/1/constructor',
);
commandCase(
  'a __proto__ key',
  () => json('{"type":"draw","player":0,"__proto__":{"polluted":true}}'),
  'schema/additional',
  '/__proto__',
);
commandCase(
  'a __proto__ key offering the player',
  () => json('{"type":"draw","__proto__":{"player":0}}'),
  'schema/required',
  '/player',
);
commandCase(
  'a constructor key',
  () => json('{"type":"land","player":0,"color":"blue","to":"A1","constructor":{"prototype":{"polluted":true}}}'),
  'schema/additional',
  '/constructor',
);
commandCase(
  'a prototype key',
  () => json('{"type":"end-turn","player":0,"prototype":{"polluted":true}}'),
  'schema/additional',
  '/prototype',
);

// --- 10 MB strings. -------------------------------------------------------------------------------------------
const big = { huge: true } as const;
schemaCase(
  'a 10 MB id',
  schemaWith((s) => (s.id = bigString())),
  'schema/max-length',
  '/id',
  big,
);
schemaCase(
  'a 10 MB name',
  schemaWith((s) => (s.name.en = bigString())),
  'schema/max-length',
  '/name/en',
  big,
);
schemaCase(
  'a 10 MB French name',
  schemaWith((s) => (s.name.fr = bigString())),
  'schema/max-length',
  '/name/fr',
  big,
);
schemaCase(
  'a 10 MB author',
  schemaWith((s) => (s.author = bigString())),
  'schema/max-length',
  '/author',
  big,
);
schemaCase(
  'a 10 MB licence',
  schemaWith((s) => (s.licence = bigString())),
  'schema/max-length',
  '/licence',
  big,
);
schemaCase(
  'a 10 MB description',
  schemaWith((s) => (s.description = { en: bigString() })),
  'schema/max-length',
  '/description/en',
  big,
);
schemaCase(
  'a 10 MB cell',
  schemaWith((s) => (s.targets[0].cell = bigString())),
  'schema/pattern',
  '/targets/0/cell',
  big,
);
schemaCase(
  'a 10 MB colour',
  schemaWith((s) => (s.targets[0].color = bigString())),
  'schema/enum',
  '/targets/0/color',
  big,
);
schemaCase(
  'a 10 MB format',
  schemaWith((s) => (s.format = bigString())),
  'document/wrong-format',
  '/format',
  big,
);
schemaCase(
  'a 10 MB flower',
  schemaWith((s) => (s.flower = bigString())),
  'schema/enum',
  '/flower',
  big,
);
replayCase(
  'a 10 MB seed',
  replayWith((r) => (r.setup.seed = bigString())),
  'schema/max-length',
  '/setup/seed',
  big,
);
replayCase(
  'a 10 MB player name',
  replayWith((r) => (r.setup.players[0].name = bigString())),
  'schema/max-length',
  '/setup/players/0/name',
  big,
);
replayCase(
  'a 10 MB rules version',
  replayWith((r) => (r.rulesVersion = bigString())),
  'schema/max-length',
  '/rulesVersion',
  big,
);
replayCase(
  'a 10 MB note',
  replayWith((r) => (r.steps[5].note.fr = bigString())),
  'schema/max-length',
  '/steps/5/note/fr',
  big,
);
replayCase(
  'a 10 MB date',
  replayWith((r) => (r.metadata.date = bigString())),
  'schema/max-length',
  '/metadata/date',
  big,
);
commandCase(
  'a 10 MB cell',
  () => ({ type: 'land', player: 0, color: 'blue', to: bigString() }),
  'schema/pattern',
  '/to',
  big,
);
commandCase('a 10 MB type', () => ({ type: bigString(), player: 0 }), 'schema/enum', '/type', big);

// Just past each limit, to pin the limits themselves.
schemaCase(
  'a 65-character id',
  schemaWith((s) => (s.id = 'a'.repeat(65))),
  'schema/max-length',
  '/id',
);
schemaCase(
  'a 201-character name',
  schemaWith((s) => (s.name.en = 'n'.repeat(201))),
  'schema/max-length',
  '/name/en',
);
schemaCase(
  'a 2,001-character description',
  schemaWith((s) => (s.description = { en: 'd'.repeat(2001) })),
  'schema/max-length',
  '/description/en',
);
replayCase(
  'a 129-character seed',
  replayWith((r) => (r.setup.seed = 's'.repeat(129))),
  'schema/max-length',
  '/setup/seed',
);
replayCase(
  'a 41-character player name',
  replayWith((r) => (r.setup.players[0].name = 'p'.repeat(41))),
  'schema/max-length',
  '/setup/players/0/name',
);
replayCase(
  'a 2,001-character note',
  replayWith((r) => (r.steps[5].note.en = 'n'.repeat(2001))),
  'schema/max-length',
  '/steps/5/note/en',
);
replayCase(
  'a 201-character title',
  replayWith((r) => (r.metadata.title.en = 't'.repeat(201))),
  'schema/max-length',
  '/metadata/title/en',
);
replayCase(
  'a 65-character date',
  replayWith((r) => (r.metadata.date = `2025-01-01T00:00:00.${'0'.repeat(45)}Z`)),
  'schema/max-length',
  '/metadata/date',
);
schemaCase(
  'an empty id',
  schemaWith((s) => (s.id = '')),
  'schema/pattern',
  '/id',
);

// --- Text that is not well-formed Unicode: a lone surrogate has no UTF-8 form. -------------------------------
const surrogates: readonly [string, string][] = [
  ['a lone high surrogate', LONE_HIGH],
  ['a lone low surrogate', LONE_LOW],
  ['a reversed pair', REVERSED_PAIR],
];
for (const [what, text] of surrogates) {
  schemaCase(
    `${what} in the name`,
    schemaWith((s) => (s.name.en = text)),
    'schema/lone-surrogate',
    '/name/en',
  );
  schemaCase(
    `${what} in the author`,
    schemaWith((s) => (s.author = text)),
    'schema/lone-surrogate',
    '/author',
  );
  replayCase(
    `${what} in the seed`,
    replayWith((r) => (r.setup.seed = text)),
    'schema/lone-surrogate',
    '/setup/seed',
  );
  replayCase(
    `${what} in a note`,
    replayWith((r) => (r.steps[5].note.fr = text)),
    'schema/lone-surrogate',
    '/steps/5/note/fr',
  );
}
schemaCase(
  'a lone surrogate in the French name',
  schemaWith((s) => (s.name.fr = '\uD800')),
  'schema/lone-surrogate',
  '/name/fr',
);
schemaCase(
  'a lone surrogate in the licence',
  schemaWith((s) => (s.licence = 'CC\uDBFF')),
  'schema/lone-surrogate',
  '/licence',
);
schemaCase(
  'a lone surrogate in the description',
  schemaWith((s) => (s.description = { en: 'ok', fr: '\uDC00' })),
  'schema/lone-surrogate',
  '/description/fr',
);
schemaCase(
  'a lone surrogate in the id',
  schemaWith((s) => (s.id = 'a\uD800')),
  'schema/pattern',
  '/id',
);
schemaCase(
  'a lone surrogate as a cell',
  schemaWith((s) => (s.targets[0].cell = 'A\uD8001')),
  'schema/pattern',
  '/targets/0/cell',
);
replayCase(
  'a lone surrogate in a player name',
  replayWith((r) => (r.setup.players[0].name = '\uDFFFAna')),
  'schema/lone-surrogate',
  '/setup/players/0/name',
);
replayCase(
  'a lone surrogate in the title',
  replayWith((r) => (r.metadata.title.en = 'Ladder\uD83D')),
  'schema/lone-surrogate',
  '/metadata/title/en',
);
replayCase(
  'a lone surrogate in the metadata author',
  replayWith((r) => (r.metadata.author = '\uDE00')),
  'schema/lone-surrogate',
  '/metadata/author',
);
replayCase(
  'a lone surrogate in the embedded schema name',
  replayWith((r) => (r.setup.schema.name.fr = '\uD83C')),
  'schema/lone-surrogate',
  '/setup/schema/name/fr',
);
commandCase(
  'a lone surrogate as a colour',
  () => ({ type: 'land', player: 0, color: 'blue\uD800', to: 'A1' }),
  'schema/enum',
  '/color',
);

// --- Future and foreign formats. -----------------------------------------------------------------------------
for (const version of [2, 99, 2 ** 31, Number.MAX_SAFE_INTEGER + 2]) {
  schemaCase(
    `format version ${version}`,
    schemaWith((s) => (s.formatVersion = version)),
    'document/newer-version',
    '/formatVersion',
  );
  replayCase(
    `format version ${version}`,
    replayWith((r) => (r.formatVersion = version)),
    'document/newer-version',
    '/formatVersion',
  );
}
schemaCase(
  'format version 2 that also breaks everything else',
  schemaWith((s) => {
    s.formatVersion = 2;
    s.targets = 'v2 targets';
    delete s.name;
  }),
  'document/newer-version',
  '/formatVersion',
);
schemaCase(
  'format version 1.5',
  schemaWith((s) => (s.formatVersion = 1.5)),
  'schema/type',
  '/formatVersion',
);
schemaCase(
  'format version 0',
  schemaWith((s) => (s.formatVersion = 0)),
  'schema/minimum',
  '/formatVersion',
);
replayCase(
  'an embedded schema of format version 3',
  replayWith((r) => (r.setup.schema.formatVersion = 3)),
  'document/newer-version',
  '/setup/schema/formatVersion',
);
replayCase(
  'rules version 2.0.0 with a bad step',
  replayWith((r) => {
    r.rulesVersion = '2.0.0';
    r.steps[0].command.type = 'teleport';
  }),
  'schema/enum',
  '/steps/0/command/type',
);
for (const format of ['stigmeria/replay', 'stigmeria/target-schema/v2', '', 'Stigmeria/Target-Schema']) {
  schemaCase(
    `format ${JSON.stringify(format)}`,
    schemaWith((s) => (s.format = format)),
    'document/wrong-format',
    '/format',
  );
}
replayCase('a target schema given as a replay', baseSchema, 'document/wrong-format', '/format');
schemaCase('a replay given as a target schema', baseReplay, 'document/wrong-format', '/format');
replayCase(
  'an embedded replay instead of a schema',
  replayWith((r) => (r.setup.schema = baseReplay())),
  'document/wrong-format',
  '/setup/schema/format',
);
commandCase('an event given as a command', () => ({ type: 'drawn', player: 0, color: 'blue' }), 'schema/enum', '/type');

// --- Replays that read well but do not replay: tampered, reordered, duplicated or truncated steps; a header
// that does not match the events; a step by the wrong player. ------------------------------------------------
// The demo, step by step: 0 draw, 1 end-turn, 2 draw, 3 draw, 4 end-turn, 5 land A4, 6 land A5, 7 mixing,
// 8 end-turn, 9 land B5, ... 25 land A6 (fulfilled, game-ended).
replayGameCase(
  'a drawn colour changed',
  replayWith((r) => (r.steps[0].events[1].color = r.steps[0].events[1].color === 'blue' ? 'red' : 'blue')),
  'replay/events-differ',
  0,
);
replayGameCase(
  'a landing moved to another cell in its event',
  replayWith((r) => (r.steps[5].events[1].cell = 'A7')),
  'replay/events-differ',
  5,
);
replayGameCase(
  'an action made free',
  replayWith((r) => (r.steps[0].events[0].cost = 0)),
  'replay/events-differ',
  0,
);
replayGameCase(
  'an event dropped (truncated step)',
  replayWith((r) => r.steps[25].events.pop()),
  'replay/events-differ',
  25,
);
replayGameCase(
  'every event of a step dropped',
  replayWith((r) => (r.steps[9].events = [])),
  'replay/events-differ',
  9,
);
replayGameCase(
  'an extra event appended',
  replayWith((r) => r.steps[1].events.push({ type: 'turn-started', turn: 9 })),
  'replay/events-differ',
  1,
);
replayGameCase(
  'a fulfilment claimed early',
  replayWith((r) => r.steps[6].events.push({ type: 'fulfilled', player: 0, turn: 3, actions: 2 })),
  'replay/events-differ',
  6,
);
replayGameCase(
  'the events of a step reversed',
  replayWith((r) => r.steps[0].events.reverse()),
  'replay/events-differ',
  0,
);
replayGameCase(
  'the wind direction changed',
  replayWith((r) => {
    const wind = r.steps[1].events.find((e: Doc) => e.type === 'wind');
    wind.direction = wind.direction === 'north' ? 'south' : 'north';
  }),
  'replay/events-differ',
  1,
);
replayGameCase(
  'a land command changed under its events',
  replayWith((r) => (r.steps[5].command.to = 'A5')),
  'replay/events-differ',
  5,
);
replayGameCase(
  'a land onto a cell it cannot reach',
  replayWith((r) => (r.steps[5].command.to = 'E5')),
  'replay/illegal-step',
  5,
);
replayGameCase(
  'a land colour changed under its events',
  replayWith((r) => (r.steps[5].command.color = r.steps[5].command.color === 'red' ? 'blue' : 'red')),
  'replay/events-differ',
  5,
);
replayGameCase(
  'two steps swapped',
  replayWith((r) => ([r.steps[5], r.steps[7]] = [r.steps[7], r.steps[5]])),
  'replay/illegal-step',
  5,
);
// Ending turn 2 one draw early plays on until turn 3 runs out of actions, four steps later.
replayGameCase(
  'a turn end moved earlier',
  replayWith((r) => ([r.steps[3], r.steps[4]] = [r.steps[4], r.steps[3]])),
  'replay/illegal-step',
  7,
);
replayGameCase(
  'the steps reversed',
  replayWith((r) => r.steps.reverse()),
  'replay/illegal-step',
  0,
);
replayGameCase(
  'a step duplicated',
  replayWith((r) => r.steps.splice(6, 0, clone(r.steps[6]))),
  'replay/illegal-step',
  7,
);
replayGameCase(
  'a draw duplicated',
  replayWith((r) => r.steps.splice(2, 0, clone(r.steps[2]))),
  'replay/events-differ',
  3,
);
replayGameCase(
  'the whole game played twice',
  replayWith((r) => r.steps.push(...clone(r.steps))),
  'replay/illegal-step',
  26,
);
replayGameCase(
  'a step dropped from the middle',
  replayWith((r) => r.steps.splice(2, 1)),
  'replay/events-differ',
  2,
);
replayGameCase(
  'a turn end dropped',
  replayWith((r) => r.steps.splice(4, 1)),
  'replay/illegal-step',
  4,
);
replayGameCase(
  'the header seed changed',
  replayWith((r) => (r.setup.seed = `${r.setup.seed}x`)),
  'replay/events-differ',
  0,
);
replayGameCase(
  'the header schema swapped for another',
  replayWith((r) => (r.setup.schema = clone(catalogue[1]!.schema))),
  'replay/events-differ',
  7,
);
replayGameCase(
  'a header target recoloured',
  replayWith((r) => (r.setup.schema.targets[9].color = 'black')),
  'replay/events-differ',
  23,
);
// (Discovery instead of normal, or the joker off, replay this game alike: neither changes what it does. A
// setup token is blown by the first wind, which the recorded turn end does not say.)
replayGameCase(
  'a header setup token on a cell the game lands on',
  replayWith((r) => (r.setup.schema.setup = [{ cell: 'A4', color: 'red' }])),
  'replay/events-differ',
  1,
);
replayGameCase(
  'a second player added to the header',
  replayWith((r) => r.setup.players.push({})),
  'replay/events-differ',
  1,
);
replayGameCase(
  'a header setup token on a target',
  replayWith((r) => (r.setup.schema.setup = [{ cell: 'J10', color: 'blue' }])),
  'replay/events-differ',
  1,
);
replayGameCase(
  'a step given to a seat that does not exist',
  replayWith((r) => (r.steps[2].command.player = 1)),
  'replay/illegal-step',
  2,
);
replayGameCase(
  'rules version 2.0.0',
  replayWith((r) => (r.rulesVersion = '2.0.0')),
  'replay/rules-version',
  null,
);
replayGameCase(
  'a step played by the player who is waiting',
  mutate(baseDuet, (r) => {
    r.steps[0].command.player = 1;
    for (const event of r.steps[0].events) event.player = 1;
  }),
  'replay/illegal-step',
  2,
);
replayGameCase(
  'a turn end by the wrong player',
  mutate(baseDuet, (r) => (r.steps[3].command.player = 0)),
  'replay/illegal-step',
  3,
);
replayGameCase(
  "a player's turn end moved before their draw",
  mutate(baseDuet, (r) => r.steps.splice(0, 2, r.steps[1], r.steps[0])),
  'replay/illegal-step',
  1,
);
replayGameCase(
  "a player's draw duplicated",
  mutate(baseDuet, (r) => r.steps.splice(2, 0, clone(r.steps[2]))),
  'replay/illegal-step',
  3,
);
replayGameCase(
  'a two-player game given one player',
  mutate(baseDuet, (r) => r.setup.players.pop()),
  'replay/events-differ',
  1,
);

// --- Regressions: invalid items in bulk. The validators used to gather each bad item's errors by copying all
// the errors found so far, so n bad items cost n² (20,000 bad steps took 4 s, 100,000 bad winds 48 s). ----------
replayCase(
  '20,000 steps, every one malformed',
  replayWith((r) => (r.steps = new Array(20_000).fill({ command: 1, events: 2 }))),
  'schema/type',
  '/steps/0/command',
  { huge: true },
);
replayCase(
  '20,000 steps, each with a bad event',
  replayWith((r) => (r.steps = new Array(20_000).fill({ command: { type: 'draw', player: 0 }, events: [1] }))),
  'schema/type',
  '/steps/0/events/0',
  { huge: true },
);
replayCase(
  '500 bad events in a step',
  replayWith((r) => (r.steps[0].events = new Array(500).fill({ type: 'drawn' }))),
  'schema/required',
  '/steps/0/events/0/player',
);
schemaCase(
  'a million bad winds',
  schemaWith((s) => (s.winds = new Array(1_000_000).fill(42))),
  'schema/max-items',
  '/winds',
  { huge: true },
);
schemaCase(
  'a million bad targets',
  schemaWith((s) => (s.targets = new Array(1_000_000).fill(42))),
  'schema/max-items',
  '/targets',
  { huge: true },
);
replayCase(
  'a million bad players',
  replayWith((r) => (r.setup.players = new Array(1_000_000).fill(7))),
  'schema/max-items',
  '/setup/players',
  { huge: true },
);
