/**
 * The rules engine's benchmark: `npm run bench`. Not a test: it prints figures, checks nothing about them.
 *
 * Each figure is the median of several timed rounds after warm-up rounds, so that a round slowed by the JIT
 * compiler, the garbage collector or another process on the machine does not set the figure.
 * What each figure means is explained in docs/performance.md.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Chess } from 'chess.js';
import {
  FLOWERS,
  MODES,
  createGame,
  emptyRecording,
  legalActions,
  play,
  record,
  recordStep,
  replayGame,
  toReplay,
  type Command,
  type GameSetup,
  type GameState,
  type Mode,
  type Replay,
  type ReplayStep,
  type TargetSchema,
} from '../src/index.js';

const WARM_UP_ROUNDS = 3;
const TIMED_ROUNDS = 7;
/** A round lasts at least this long, so the timer's resolution is negligible. */
const ROUND_MS = 250;
/** The steps of the recording figure: a long game's, some ten times the 4-player random games'. */
const RECORDED_STEPS = 4000;
/** Random games of each mode played before "simple commands after every mode", and at most this many steps each. */
const EVERY_MODE_GAMES = 10;
const EVERY_MODE_STEPS = 400;
/**
 * The peer's middlegame: a well-known position rich in tactics (castling both ways, promotions near, pins), 48
 * legal moves, that move generators are commonly checked on.
 */
const CHESS_MIDDLEGAME = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

// InspirActrice gives all eleven special actions, each costing 2 (R16), so `legalActions` has the most to list
// and the random games use every action. Setup tokens give Half Note and Quarter Note something to work on.
const SCHEMA: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'bench',
  name: { en: 'Benchmark' },
  flower: 'inspiractrice',
  stars: 2,
  setup: [
    { cell: 'C4', color: 'black' },
    { cell: 'C5', color: 'black' },
    { cell: 'E7', color: 'white' },
  ],
  targets: [
    { cell: 'A3', color: 'blue' },
    { cell: 'A4', color: 'yellow' },
    { cell: 'D5', color: 'green' },
    { cell: 'F6', color: 'red' },
  ],
};

/** A small seeded generator (mulberry32), so every run plays the same games and times the same work. */
// The competitive flower's schema for the competitive figures: the same targets and setup, 3 stars so that every
// action of level 1 to 3 can be earned on the StigmaReine (R17).
const COMPETITIVE_SCHEMA: TargetSchema = { ...SCHEMA, id: 'bench-competitive', flower: 'competitive', stars: 3 };

function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x100000000;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!;
}

function created(setup: GameSetup): GameState {
  const result = createGame(setup);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/**
 * A random legal command of a random player who can act. The command type is picked first, then a command of
 * that type, so that the rare special actions are played as often as the hundreds of possible landings; the
 * turn is ended early only now and then, so players use most of their actions. Undo is never played.
 */
function randomCommand(state: GameState, random: () => number): Command | undefined {
  if (state.over) return undefined;
  // In discovery and normal games a player who is playing and has not ended the turn can always at least end it;
  // in competitive ones only the player whose turn it is, or one who owes a decision, has commands.
  const seats = state.players.flatMap((p, i) => ((p.status === 'playing' && !p.turnEnded) || p.pending !== null ? [i] : []));
  let commands: Command[] = [];
  while (seats.length > 0 && commands.length === 0) {
    const seat = pick(seats, random);
    seats.splice(seats.indexOf(seat), 1);
    commands = legalActions(state, seat).filter((c) => c.type !== 'undo');
  }
  const others = commands.filter((c) => c.type !== 'end-turn');
  const endTurn = commands.find((c) => c.type === 'end-turn');
  // While a decision is pending the turn cannot end, and the decision's answers are among `others`.
  if (endTurn !== undefined && (others.length === 0 || random() < 0.05)) return endTurn;
  if (others.length === 0) return undefined;
  const type = pick([...new Set(others.map((c) => c.type))], random);
  return pick(
    others.filter((c) => c.type === type),
    random,
  );
}

function apply(state: GameState, command: Command): { state: GameState; step: ReplayStep } {
  const result = play(state, command);
  if (!result.ok) throw new Error(`bench: ${JSON.stringify(command)} was refused: ${result.error.code}`);
  return { state: result.value.state, step: { command, events: result.value.events } };
}

/**
 * Plays a random game to its end (or for at most `maxSteps` steps) and returns its replay: a normal game unless
 * another mode is given.
 */
function randomGame(players: number, seed: number, mode: Mode = 'normal', maxSteps = Infinity): Replay {
  const schema = MODES[mode].central ? COMPETITIVE_SCHEMA : SCHEMA;
  const setup: GameSetup = { schema, mode, players, seed: `bench-${seed}` };
  const random = generator(seed);
  let state = created(setup);
  let steps: ReplayStep[] = [];
  while (!state.over && steps.length < maxSteps) {
    const command = randomCommand(state, random);
    if (command === undefined) throw new Error('bench: nobody can act in a game that is not over');
    const next = apply(state, command);
    state = next.state;
    steps = recordStep(steps, next.step);
  }
  return toReplay(setup, steps);
}

/**
 * The mid-game position: 1-player games played with seeded random commands up to the start of
 * turn 6 (6 actions, none used yet); of the first 50 seeds, the position with the most tokens on the board.
 */
function midGame(): GameState {
  let best: GameState | undefined;
  const tokens = (state: GameState) => state.players[0]!.board.filter((t) => t !== null).length;
  for (let seed = 1; seed <= 50; seed++) {
    const random = generator(seed);
    let state = created({ schema: SCHEMA, mode: 'normal', players: 1, seed: `mid-${seed}` });
    while (!state.over && state.turn < 6) state = apply(state, randomCommand(state, random)!).state;
    if (!state.over && (best === undefined || tokens(state) > tokens(best))) best = state;
  }
  if (best === undefined) throw new Error('bench: no mid-game position');
  return best;
}

/**
 * The simple commands of the mid-game position: its draw, lands and on-board moves, in triples draw, land,
 * move until every land and every move has come (the shorter list starts again). Each is played on the same
 * position, so every call does the same work whatever came before it.
 */
function simpleCommands(state: GameState): Command[] {
  const legal = legalActions(state, 0);
  const lands = legal.filter((c) => c.type === 'land');
  const moves = legal.filter((c) => c.type === 'move' && c.to !== 'off');
  const draw = legal.find((c) => c.type === 'draw');
  if (draw === undefined || lands.length === 0 || moves.length === 0) {
    throw new Error('bench: the mid-game position has no simple commands');
  }
  const out: Command[] = [];
  for (let i = 0; i < Math.max(lands.length, moves.length); i++) {
    out.push(draw, lands[i % lands.length]!, moves[i % moves.length]!);
  }
  return out;
}

/**
 * Random games of every mode, each with its fewest players and up to EVERY_MODE_STEPS steps: what a server or a
 * test process that hosts games of every mode has run before it plays the next command.
 */
function playEveryMode(): number {
  let steps = 0;
  for (const mode of Object.keys(MODES) as Mode[]) {
    for (let seed = 1; seed <= EVERY_MODE_GAMES; seed++) {
      steps += randomGame(MODES[mode].players[0], seed, mode, EVERY_MODE_STEPS).steps.length;
    }
  }
  return steps;
}

/**
 * A competitive position where seat 1 has nothing to do: a 2-player competitive game played with seeded random
 * commands until, at the start of a turn from turn 4 on, it is seat 0's turn and seat 1 owes no decision.
 */
function idleSeat(): GameState {
  const random = generator(1);
  let state = created({ schema: COMPETITIVE_SCHEMA, mode: 'competitive', players: 2, seed: 'idle-1' });
  while (!state.over) {
    const p = state.players;
    if (state.turn >= 4 && p[0]!.actionsUsed === 0 && p[0]!.centralActions === 0 && !p[0]!.turnEnded && p[1]!.pending === null) {
      if (legalActions(state, 1).length === 0 && legalActions(state, 0).length > 0) return state;
    }
    state = apply(state, randomCommand(state, random)!).state;
  }
  throw new Error('bench: no competitive position with an idle seat');
}

/** The peer's simple moves on its middlegame: the quiet moves of knights, bishops and pawns (no capture). */
function chessSimpleMoves(chess: Chess): { from: string; to: string }[] {
  return chess
    .moves({ verbose: true })
    .filter((m) => (m.piece === 'n' || m.piece === 'b' || m.piece === 'p') && m.captured === undefined && m.promotion === undefined)
    .map((m) => ({ from: m.from, to: m.to }));
}

interface Figure {
  readonly name: string;
  readonly unit: string;
  readonly perSecond: number;
}

/**
 * The median rate of `round` (which does `ops` operations). Calls are batched so that a batch lasts about a
 * quarter of ROUND_MS; each round runs whole batches for at least ROUND_MS, so reading the clock costs nothing
 * that counts. The warm-up rounds let the JIT compiler settle and are not counted.
 */
function measure(name: string, unit: string, ops: number, round: () => void): Figure {
  let repeat = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < repeat; i++) round();
    if (performance.now() - start >= ROUND_MS / 4) break;
    repeat *= 2;
  }
  const rates: number[] = [];
  for (let r = 0; r < WARM_UP_ROUNDS + TIMED_ROUNDS; r++) {
    let done = 0;
    const start = performance.now();
    let elapsed = 0;
    do {
      for (let i = 0; i < repeat; i++) round();
      done += repeat * ops;
      elapsed = performance.now() - start;
    } while (elapsed < ROUND_MS);
    if (r >= WARM_UP_ROUNDS) rates.push((done * 1000) / elapsed);
  }
  rates.sort((a, b) => a - b);
  return { name, unit, perSecond: rates[Math.floor(rates.length / 2)]! };
}

/** Describes a position in one line: what the figures measured on it worked on. */
function describe(name: string, state: GameState): string {
  const tokens = state.players[0]!.board.filter((t) => t !== null).length;
  return `${name}: turn ${state.turn}, ${tokens} tokens on the board, ${legalActions(state, 0).length} legal commands`;
}

/**
 * Runs every figure, or only those whose name contains the first argument or one of its comma-separated parts
 * (`node dist-bench/run.js legal`, `node dist-bench/run.js simple,seat`), so one figure can be profiled on its own
 * with `node --cpu-prof`. The peer's figures come along with the figures compared with them.
 */
function main(only = ''): void {
  const mid = midGame();
  // The same position on VertigHaineuse, whose only special action is Mixing: the basic actions' share.
  const basic: GameState = {
    ...mid,
    schema: { ...mid.schema, flower: 'vertighaineuse' },
    players: mid.players.map((p) => ({ ...p, specials: FLOWERS.vertighaineuse.actions })),
  };
  const simple = simpleCommands(mid);
  const replay = randomGame(4, 1);
  const idle = idleSeat();
  const chess = new Chess(CHESS_MIDDLEGAME);
  const chessMoves = chessSimpleMoves(chess);
  let sink = 0;
  // [name, unit, operations a round, round, the peer's figure it is compared with, what to do before timing it]
  type Run = [string, string, number, () => void, string?, (() => void)?];
  const runs: Run[] = [
    // The peer, timed in the same process and run so that the ratios hold whatever the machine's load.
    [
      'chess.js move(), simple moves',
      'moves/s',
      chessMoves.length,
      () => {
        // chess.js changes its position in place: each move is taken back, so each is made on the same position.
        for (const move of chessMoves) {
          chess.move(move);
          chess.undo();
        }
      },
    ],
    ['chess.js moves(), middlegame', 'calls/s', 1, () => (sink += chess.moves().length)],
    [
      'simple commands',
      'commands/s',
      simple.length,
      () => {
        for (const command of simple) if (play(mid, command).ok) sink++;
      },
      'chess.js move(), simple moves',
    ],
    ['legalActions, InspirActrice', 'calls/s', 1, () => (sink += legalActions(mid, 0).length), 'chess.js moves(), middlegame'],
    ['legalActions, VertigHaineuse', 'calls/s', 1, () => (sink += legalActions(basic, 0).length), 'chess.js moves(), middlegame'],
    ['a seat with nothing to do', 'calls/s', 1, () => (sink += legalActions(idle, 1).length + 1), 'chess.js moves(), middlegame'],
  ];
  for (const players of [1, 4]) {
    // Each round plays the next seeds, so the games differ but every run plays the same sequence of games.
    let seed = 0;
    runs.push([
      `random normal games, ${players} player${players === 1 ? '' : 's'}`,
      'games/s',
      1,
      () => (sink += randomGame(players, ++seed).steps.length),
    ]);
  }
  for (const [mode, players] of [
    ['competitive', 2],
    ['competitive-no-limit', 3],
  ] as const) {
    let seed = 0;
    runs.push([`random ${mode} games, ${players} players`, 'games/s', 1, () => (sink += randomGame(players, ++seed, mode).steps.length)]);
  }
  // The same simple commands once the process has played games of every mode, as a server hosting them would:
  // code that has seen every mode's states and events may run slower than code that has seen one mode's.
  runs.push([
    'simple commands after every mode',
    'commands/s',
    simple.length,
    () => {
      for (const command of simple) if (play(mid, command).ok) sink++;
    },
    'chess.js move(), simple moves',
    () => (sink += playEveryMode()),
  ]);
  // A long game's recording, one step at a time as the board and the CLI record: the replay's steps again and
  // again up to 4,000 steps.
  const long = Array.from({ length: RECORDED_STEPS }, (_, i) => replay.steps[i % replay.steps.length]!);
  runs.push([
    `recording ${RECORDED_STEPS.toLocaleString('en-US')} steps`,
    'recordings/s',
    1,
    () => {
      let recording = emptyRecording();
      for (const step of long) recording = record(recording, step);
      sink += recording.length;
    },
  ]);
  runs.push([
    'replays verified (4 players)',
    'replays/s',
    1,
    () => {
      if (replayGame(replay).ok) sink++;
    },
  ]);

  // A figure compared with the peer brings the peer's figure along, so its ratio can be printed.
  const wanted = (name: string) => only.split(',').some((part) => name.includes(part));
  const chosen = runs.filter(([name]) => wanted(name));
  const peers = new Set(chosen.map(([, , , , peer]) => peer).filter((peer) => peer !== undefined));
  const figures: (Figure & { readonly peer?: string })[] = [];
  for (const [name, unit, ops, round, peer, prepare] of runs) {
    if (!wanted(name) && !peers.has(name)) continue;
    prepare?.();
    figures.push({ ...measure(name, unit, ops, round), peer });
  }
  const rate = new Map(figures.map((f) => [f.name, f.perSecond]));
  const width = Math.max(...figures.map((f) => f.name.length));
  const micros = (each: number) => (each < 10 ? each.toFixed(2) : Math.round(each).toLocaleString('en-US'));
  console.log(`${'figure'.padEnd(width)}  ${'median'.padStart(12)}  ${'unit'.padEnd(12)}  ${'each'.padStart(10)}  × chess.js`);
  for (const f of figures) {
    const ratio = f.peer === undefined ? '' : (f.perSecond / rate.get(f.peer)!).toFixed(2);
    const median = Math.round(f.perSecond).toLocaleString('en-US');
    console.log(`${f.name.padEnd(width)}  ${median.padStart(12)}  ${f.unit.padEnd(12)}  ${micros(1e6 / f.perSecond).padStart(7)} µs  ${ratio}`);
  }
  console.log(`chess.js: ${chessMoves.length} simple moves of ${chess.moves().length} on its middlegame (${CHESS_MIDDLEGAME})`);
  console.log(describe('InspirActrice position', mid) + `, ${simple.length} simple commands`);
  console.log(describe('VertigHaineuse position', basic));
  console.log(`idle seat: competitive, 2 players, turn ${idle.turn}, seat 0 to play, seat 1 has ${legalActions(idle, 1).length} commands`);
  // The games' lengths take seconds to count: a full run prints them, a run of chosen figures does not.
  if (only === '') {
    const meanSteps = (players: number, mode: Mode = 'normal') => {
      let steps = 0;
      for (let seed = 1; seed <= 100; seed++) steps += randomGame(players, seed, mode).steps.length;
      return steps / 100;
    };
    console.log(`random games: ${meanSteps(1)} steps on average with 1 player, ${meanSteps(4)} with 4 (their first 100 seeds)`);
    console.log(
      `random competitive games: ${meanSteps(2, 'competitive')} steps with 2 players; competitive no limit: ${meanSteps(3, 'competitive-no-limit')} with 3`,
    );
  }
  console.log(`replay: ${replay.steps.length} steps`);
  console.log(
    JSON.stringify({
      node: process.version,
      rounds: TIMED_ROUNDS,
      loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
      ...Object.fromEntries(figures.map((f) => [f.name, Math.round(f.perSecond)])),
    }),
  );
  // Using the results keeps the optimiser from dropping calls whose results were never read.
  if (sink === 0) console.log('(no work was done)');
}

main(process.argv[2]);
