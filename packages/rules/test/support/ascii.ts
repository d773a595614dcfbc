/**
 * Boards written as ASCII, so tests read like the rules.
 *
 * A board is up to ten lines, each a row letter and ten cells:
 *
 *     A . . b . . . . . . .
 *     B . . B r . . . . . .
 *
 * `.` is an empty cell; a lower-case letter is a stigmerian, an upper-case letter a pollen; rows left out are
 * empty. Letters: b blue, y yellow, r red, o orange, g green, v violet, n brown, w white, k black.
 */
import {
  CELL_NAMES,
  FLOWERS,
  SIZE,
  createGame,
  type Colour,
  type GameState,
  type Mode,
  type SpecialActionId,
  type TargetSchema,
  type Token,
} from '../../src/index.js';

const LETTERS: Readonly<Record<string, Colour>> = {
  b: 'blue',
  y: 'yellow',
  r: 'red',
  o: 'orange',
  g: 'green',
  v: 'violet',
  n: 'brown',
  w: 'white',
  k: 'black',
};
const LETTER_OF = Object.fromEntries(Object.entries(LETTERS).map(([l, c]) => [c, l])) as Record<Colour, string>;
const ROWS = 'ABCDEFGHIJ';

/** The 100 cells of an ASCII board: `null`, or a colour and a face. */
export function parseBoard(ascii: string): (Token | null)[] {
  const cells: (Token | null)[] = new Array(SIZE * SIZE).fill(null);
  for (const raw of ascii.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const [row, ...rest] = line.split(/\s+/);
    const r = ROWS.indexOf(row!);
    if (r < 0 || rest.length !== SIZE) throw new Error(`bad board line: "${line}"`);
    rest.forEach((ch, c) => {
      if (ch === '.') return;
      const color = LETTERS[ch.toLowerCase()];
      if (color === undefined) throw new Error(`bad cell "${ch}" in "${line}"`);
      cells[r * SIZE + c] = { color, pollen: ch !== ch.toLowerCase() };
    });
  }
  return cells;
}

/** The ASCII text of a board: every row, so a failing comparison shows the whole board. */
export function drawBoard(board: readonly (Token | null)[]): string {
  const lines: string[] = [];
  for (let r = 0; r < SIZE; r++) {
    const cells = board.slice(r * SIZE, r * SIZE + SIZE).map((t) => {
      if (t === null || t === undefined) return '.';
      const l = LETTER_OF[t.color];
      return t.pollen ? l.toUpperCase() : l;
    });
    lines.push(`${ROWS[r]} ${cells.join(' ')}`);
  }
  return lines.join('\n');
}

/** Normalises an ASCII board to the full form `drawBoard` writes. */
export function board(ascii: string): string {
  return drawBoard(parseBoard(ascii));
}

/** The cells and colours of an ASCII board, as a schema's target or setup list. */
export function cellsOf(ascii: string): { cell: string; color: Colour }[] {
  return parseBoard(ascii).flatMap((t, i) => (t === null ? [] : [{ cell: CELL_NAMES[i]!, color: t.color }]));
}

/** A target schema for tests, its targets drawn as an ASCII board. */
export function testSchema(
  targets: string,
  overrides: Partial<Omit<TargetSchema, 'targets' | 'setup'>> & { setup?: string } = {},
): TargetSchema {
  const { setup, ...rest } = overrides;
  return {
    format: 'stigmeria/target-schema',
    formatVersion: 1,
    id: 'test-schema',
    name: { en: 'Test schema' },
    flower: 'inspiractrice',
    stars: 1,
    ...rest,
    ...(setup === undefined ? {} : { setup: cellsOf(setup) }),
    targets: cellsOf(targets),
  } as TargetSchema;
}

/** What a scenario may set on player 0 and the game. */
export interface ScenarioOptions {
  readonly targets?: string;
  readonly flower?: TargetSchema['flower'];
  readonly stars?: TargetSchema['stars'];
  readonly mode?: Mode;
  readonly players?: number;
  readonly turn?: number;
  /** Player 0's board. */
  readonly board?: string;
  /** Player 0's recruit zone. */
  readonly recruit?: Partial<Record<Colour, number>>;
  /** Player 0's bag, bottom first: the last colour is drawn next. */
  readonly bag?: readonly Colour[];
  readonly actionsUsed?: number;
  readonly seed?: string;
  /** Player 0's special actions (by default: the flower's in discovery and normal, none otherwise). */
  readonly specials?: readonly SpecialActionId[];
  /** The StigmaReine (competitive modes); by default it holds one token on A5, so no A5 is owed. */
  readonly central?: string;
  readonly centralRecruit?: Partial<Record<Colour, number>>;
  /**
   * Central actions player 0 has spent this turn; by default both, so that a test of a personal action starts
   * on the player's own board.
   */
  readonly centralActions?: number;
}

/**
 * A game in a given position: player 0 has the board, recruit zone and bag given; the schema's targets
 * default to one far-away blue target (J10) so that nothing is fulfilled by accident.
 */
export function scenario(options: ScenarioOptions = {}): GameState {
  const mode = options.mode ?? 'normal';
  const competitiveFlower = mode === 'competitive' || mode === 'competitive-no-limit';
  const schema = testSchema(options.targets ?? 'J . . . . . . . . . B', {
    flower: options.flower ?? (competitiveFlower ? 'competitive' : 'inspiractrice'),
    stars: options.stars ?? 1,
  });
  const players = options.players ?? (mode === 'competitive' || mode === 'competitive-no-limit' ? 2 : 1);
  const created = createGame({ schema, mode, players, seed: options.seed ?? 'test', options: { joker: true } });
  if (!created.ok) throw new Error(created.error.message);
  const state = created.value;
  const p = state.players[0]!;
  const recruit = { ...p.recruit, ...(options.recruit === undefined ? {} : { ...zero(), ...options.recruit }) };
  const seats = state.players.map((q) => ({ ...q, pending: null }));
  seats[0] = {
    ...p,
    pending: null,
    board: options.board === undefined ? p.board : parseBoard(options.board),
    recruit,
    bag: options.bag ?? p.bag,
    actionsUsed: options.actionsUsed ?? 0,
    specials: options.specials ?? p.specials,
    centralActions: state.central === null ? 0 : (options.centralActions ?? 2),
  };
  const central =
    state.central === null
      ? null
      : {
          board: parseBoard(options.central ?? 'A . . . . b . . . . .'),
          recruit: { ...zero(), ...options.centralRecruit },
        };
  // Player 0 plays first, and any wind die decision of the setup is set aside: a scenario is a position, not a setup.
  return { ...state, turn: options.turn ?? state.turn, players: seats, central, first: 0 };
}

/** The same position in a game of another flower: its schema names that flower and every player owns its actions (R16). */
export function withFlower(state: GameState, flower: TargetSchema['flower']): GameState {
  return {
    ...state,
    schema: { ...state.schema, flower },
    players: state.players.map((p) => ({ ...p, specials: FLOWERS[flower].actions })),
  };
}

/** The StigmaReine as ASCII. */
export function centralOf(state: GameState): string {
  return drawBoard(state.central!.board);
}

function zero(): Record<Colour, number> {
  return { blue: 0, yellow: 0, red: 0, orange: 0, green: 0, violet: 0, brown: 0, white: 0, black: 0 };
}

/** Player 0's board as ASCII. */
export function boardOf(state: GameState, player = 0): string {
  return drawBoard(state.players[player]!.board);
}
