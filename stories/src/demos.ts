/**
 * Boards in the states the stories show: a game's setup (a catalogue demonstration's, a rules tutorial's, or a
 * small table of this file) with its first commands played, so each story reaches its state through the
 * element's own `play`, as a user would, and the user can go on playing from there.
 */
import type { StigmeriaBoard } from '@stigmeria/board';
import '@stigmeria/board/define';
import {
  demoReplay,
  findSchema,
  legalActions,
  parseCommand,
  parseReplay,
  type Command,
  type GameState,
  type Mode,
  type Replay,
  type TargetSchema,
} from '@stigmeria/rules';

/** The demonstration replay of a catalogue schema. */
export function demo(id: string): Replay {
  const entry = findSchema(id);
  if (entry === undefined) throw new Error(`no catalogue schema ${id}`);
  const replay = demoReplay(entry);
  if (!replay.ok) throw new Error(`${id}: ${replay.error.message}`);
  return replay.value;
}

/** Plays `commands` on the board once it has its first game. */
function playOnceReady(board: StigmeriaBoard, commands: (state: GameState) => Command | undefined, limit: number): void {
  void board.updateComplete.then(() => {
    for (let i = 0; i < limit; i++) {
      const state = board.state;
      const command = state === null || state.over ? undefined : commands(state);
      if (command === undefined || !board.play(command)) return;
    }
  });
}

/** What a live game is created from: the element's `schemaData`, `mode`, `players` and `seed`. */
export interface Table {
  readonly schema: TargetSchema;
  readonly mode: Mode;
  readonly players: number;
  readonly seed: string;
}

/** A live game of `table`, after `commands` played through the element's `play`. */
export function gameAfter(table: Table, commands: readonly Command[], lang = 'en'): StigmeriaBoard {
  const board = document.createElement('stigmeria-board');
  board.schemaData = table.schema;
  board.mode = table.mode;
  board.players = table.players;
  board.seed = table.seed;
  board.lang = lang;
  let next = 0;
  playOnceReady(board, () => commands[next++], commands.length);
  return board;
}

/** The table a replay was recorded at. */
export function tableOf(replay: Replay): Table {
  const { schema, mode, players, seed } = replay.setup;
  return { schema, mode, players: players.length, seed };
}

/** A live game with a replay's setup, after its first `count` commands: the user goes on from there. */
export function replayGameAfter(replay: Replay, count: number, lang = 'en'): StigmeriaBoard {
  return gameAfter(tableOf(replay), replay.steps.slice(0, count).map((step) => step.command), lang);
}

/** A live game with a demonstration's setup, after its first `count` commands. */
export function demoGameAfter(id: string, count: number, lang = 'en'): StigmeriaBoard {
  return replayGameAfter(demo(id), count, lang);
}

/** A tutorial replay (docs/tutorials/replays/), checked by the rules as the element would check it. */
export function tutorial(json: unknown, name: string): Replay {
  const parsed = parseReplay(json);
  if (!parsed.ok) throw new Error(`${name}: ${parsed.error.message}`);
  return parsed.value;
}

/** The fields after `player` of the command types the stories write as text, in order. */
const FIELDS: Readonly<Partial<Record<Command['type'], readonly string[]>>> = {
  draw: [],
  'end-turn': [],
  'central-draw': [],
  'wind-unknown': [],
  'wind-reroll': [],
  a5: ['color'],
  gain: ['action'],
  'wind-direction': ['direction'],
  'central-place': ['to'],
  land: ['color', 'to'],
  give: ['cell', 'to'],
  'last-drift': ['target'],
};

/**
 * Commands written as text, one per comma: the seat, the type and its fields in order, and `×n` to repeat it
 * (`1 draw ×3, 1 central-place A2, 0 give A3 1`). A long line of play stays readable this way; each command is
 * still checked by the rules' `parseCommand`, and the element refuses any that is not legal where it is played.
 */
export function commands(text: string): Command[] {
  const out: Command[] = [];
  for (const item of text.split(',')) {
    const words = item.trim().split(/\s+/);
    if (words[0] === '') continue;
    const repeat = words[words.length - 1]!.startsWith('×') ? Number(words.pop()!.slice(1)) : 1;
    const [seat, type, ...values] = words;
    const fields = FIELDS[type as Command['type']];
    if (fields === undefined || fields.length !== values.length) throw new Error(`not a command: ${item.trim()}`);
    const raw: Record<string, unknown> = { type, player: Number(seat) };
    fields.forEach((field, i) => {
      const value = values[i]!;
      // Seats (a bag, a Last Drift's opponent) are numbers; cells, colours and names are not.
      raw[field] = /^\d+$/.test(value) ? Number(value) : value;
    });
    const parsed = parseCommand(raw);
    if (!parsed.ok) throw new Error(`not a command: ${item.trim()}`);
    for (let i = 0; i < repeat; i++) out.push(parsed.value);
  }
  return out;
}

/**
 * A small schema that the simple player below fulfils: the catalogue's need mixing or special actions, and a
 * discovery game has no turn limit, so without a fulfilment it would never end. The same as docs/examples/.
 */
export const BLUE_CORNER: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'my-blue-corner',
  name: { en: 'Blue Corner', fr: 'Coin bleu' },
  flower: 'vertighaineuse',
  stars: 1,
  targets: [
    { cell: 'A1', color: 'blue' },
    { cell: 'A2', color: 'blue' },
    { cell: 'B1', color: 'yellow' },
  ],
};

/**
 * A game played by a simple player for `limit` commands (or to its end): land a colour on a target of that
 * colour, else draw, else end the turn; every player in turn. For modes without a demonstration game.
 */
export function playedGame(setup: { schema: TargetSchema; mode: Mode; players: number; seed: string }, limit: number): StigmeriaBoard {
  const board = document.createElement('stigmeria-board');
  board.schemaData = setup.schema;
  board.mode = setup.mode;
  board.players = setup.players;
  board.seed = setup.seed;
  playOnceReady(
    board,
    (state) => {
      const targets = new Map(state.schema.targets.map((t) => [t.cell, t.color]));
      for (let player = 0; player < state.players.length; player++) {
        const legal = legalActions(state, player);
        const command =
          legal.find((c) => c.type === 'land' && targets.get(c.to) === c.color) ??
          legal.find((c) => c.type === 'draw') ??
          legal.find((c) => c.type === 'end-turn');
        if (command !== undefined) return command;
      }
      return undefined;
    },
    limit,
  );
  return board;
}

// ---- positions for the mode and decision stories ----
//
// Where no tutorial or catalogue game stops at a state, a small table below reaches it: a schema, a mode, a
// seed and a fixed line of play. Every die roll follows from the seed and the commands before it, so the same
// commands always meet the same faces.

/** A table and the commands that bring it to a state. */
export interface Position {
  readonly table: Table;
  readonly commands: readonly Command[];
}

/** A live game at a position. */
export function gameAt(position: Position, lang = 'en'): StigmeriaBoard {
  return gameAfter(position.table, position.commands, lang);
}

function schema(id: string, en: string, fr: string, flower: TargetSchema['flower'], stars: TargetSchema['stars'], targets: TargetSchema['targets']): TargetSchema {
  return { format: 'stigmeria/target-schema', formatVersion: 1, id, name: { en, fr }, flower, stars, targets };
}

const TRIAD_TARGETS: TargetSchema['targets'] = [
  { cell: 'E4', color: 'red' },
  { cell: 'E5', color: 'yellow' },
  { cell: 'E6', color: 'blue' },
];

/** A competitive schema of 2 stars: the versus actions Pilferer, Sower and Jealousy can all be earned (R17). */
export const TRIAD = schema('story-triad', 'Triad', 'Triade', 'competitive', 2, TRIAD_TARGETS);

/** The same targets under no-limit rules, 4 stars: Last Drift and every earnable action. */
export const TRIAD_NO_LIMIT = schema('story-triad-no-limit', 'Triad, no limit', 'Triade sans limite', 'competitive-no-limit', 4, TRIAD_TARGETS);

/** One blue pollen on A1: a solo no-limit game can fulfil it on any turn it chooses, here a late one. */
export const LATE_BLOOM = schema('story-late-bloom', 'Late Bloom', 'Floraison tardive', 'competitive-no-limit', 1, [{ cell: 'A1', color: 'blue' }]);

/**
 * Competitive no limit, two players, seed `story-5`: the setup's wind die asks twice (Black Night, then an X),
 * Player 2 puts blue on A5, and a Last Drift against the StigmaReine rolls X blue: blue A5 may be removed.
 */
export const DRIFT_X: Position = {
  table: { schema: TRIAD_NO_LIMIT, mode: 'competitive-no-limit', players: 2, seed: 'story-5' },
  commands: commands('0 wind-direction north, 0 wind-unknown, 1 a5 blue, 1 last-drift central'),
};

/** The same table with seed `story-7`: after four wind-die decisions, Player 2's Last Drift rolls Black Night, whatever it aims at. */
const BLACK_NIGHT_TABLE: Table = { schema: TRIAD_NO_LIMIT, mode: 'competitive-no-limit', players: 2, seed: 'story-7' };
const BLACK_NIGHT_SETUP = '1 wind-direction north, 1 wind-unknown, 0 wind-unknown, 1 wind-unknown, 1 a5 blue';

/** Black Night against the StigmaReine: a new primary lands on one of its landing cells. */
export const DRIFT_BLACK_NIGHT_CENTRAL: Position = { table: BLACK_NIGHT_TABLE, commands: commands(`${BLACK_NIGHT_SETUP}, 1 last-drift central`) };

/** Black Night against the player's own board: one special action they do not own, free. */
export const DRIFT_BLACK_NIGHT_OWN: Position = { table: BLACK_NIGHT_TABLE, commands: commands(`${BLACK_NIGHT_SETUP}, 1 last-drift own`) };

/**
 * Competitive, three players, seed `versus-0`: Player 3 plays first, lines up three blues on the StigmaReine,
 * earns `action`, gives the three tokens to Player 1 and puts a new blue on A5. Player 3 may then aim the versus
 * action at either opponent.
 */
export function versus(action: 'pilferer' | 'sower' | 'jealousy'): Position {
  return {
    table: { schema: TRIAD, mode: 'competitive', players: 3, seed: 'versus-0' },
    commands: commands(
      `2 a5 blue, 2 central-draw, 2 central-place A4, 2 central-draw, 2 central-place A3, 2 gain ${action}, 2 give A3 0, 2 give A4 0, 2 give A5 0, 2 a5 blue`,
    ),
  };
}

/**
 * Competitive, two players, seed `empty-bag`: both serve the StigmaReine every turn; Player 2 also draws every
 * personal action, Player 1 none. Player 2's bag is empty during turn 8; the last command, Player 1's end of
 * turn 8, is left for the story to play.
 */
export const EMPTY_BAG: Position = {
  table: { schema: TRIAD, mode: 'competitive', players: 2, seed: 'empty-bag' },
  commands: commands(`
    0 a5 blue, 0 central-draw, 0 central-place A4, 0 central-draw, 0 central-place A3, 0 end-turn,
    1 central-draw, 1 central-place A2, 1 central-draw, 1 central-place A1, 1 draw, 1 end-turn,
    1 central-draw, 1 central-place A1, 1 central-draw, 1 central-place A2, 1 draw ×2, 1 end-turn,
    0 central-draw, 0 central-place A3, 0 central-draw, 0 central-place A4, 0 end-turn,
    1 central-draw, 1 central-place A1, 1 central-draw, 1 central-place A2, 1 draw ×3, 1 end-turn,
    0 central-draw, 0 central-place A3, 0 central-draw, 0 central-place A4, 0 end-turn,
    1 central-draw, 1 central-place A1, 1 gain mixing, 1 give A1 0, 1 give B1 0, 1 give C1 0,
    1 central-draw, 1 central-place A2, 1 draw ×4, 1 end-turn,
    0 central-draw, 0 central-place A1, 0 central-draw, 0 central-place A3, 0 gain mixing, 0 give A3 0, 0 give B3 0, 0 give C3 0, 0 end-turn,
    1 central-draw, 1 central-place A1, 1 central-draw, 1 central-place A2, 1 draw ×5, 1 end-turn,
    0 central-draw, 0 central-place A3, 0 central-draw, 0 central-place A4, 0 end-turn,
    1 central-draw, 1 central-place A1, 1 central-draw, 1 central-place A2, 1 draw ×6, 1 end-turn,
    0 central-draw, 0 central-place A3, 0 central-draw, 0 central-place A4, 0 gain combination, 0 give A2 0, 0 give A3 0, 0 give A4 0, 0 end-turn,
    1 central-draw, 1 central-place A1, 1 central-draw, 1 central-place A2, 1 draw ×7, 1 end-turn,
    0 central-draw, 0 central-place A3, 0 central-draw, 0 central-place A4, 0 end-turn,
    1 central-draw, 1 central-place A1, 1 central-draw, 1 central-place A2, 1 end-turn,
    0 central-draw, 0 central-place A3, 0 central-draw, 0 central-place A4`),
};

/**
 * Solo no limit on Late Bloom, seed `late`: the setup's wind die asks six times; the player ends turns 1 to 11
 * without landing (choosing an action at the start of each turn from 2 to 10), then in turn 12 draws twice. The
 * blue that fulfils the schema is left for the story to land: 2 turns late, 3 actions into the turn.
 */
export const LATE_SOLO: Position = {
  table: { schema: LATE_BLOOM, mode: 'solo-no-limit', players: 1, seed: 'late' },
  commands: commands(`
    0 wind-direction north, 0 wind-unknown ×2, 0 wind-direction north, 0 wind-unknown ×2,
    0 end-turn, 0 gain mixing, 0 end-turn, 0 gain combination, 0 end-turn, 0 gain fulgurance,
    0 end-turn, 0 gain choreography, 0 end-turn, 0 gain diagonal, 0 end-turn, 0 gain exchange,
    0 end-turn, 0 gain fast-step, 0 end-turn, 0 gain half-note, 0 end-turn, 0 gain quarter-note,
    0 end-turn ×2, 0 draw ×2`),
};
