/**
 * find-table-demo: looks for a demonstration line of a catalogue schema in the competitive and no-limit modes:
 * one player (the hero, seat 0) fulfils the schema while the others play a plain line. A development tool, not
 * shipped.
 *
 * The other players, and every wind-die decision, follow a fixed policy: the A5 token in the first colour
 * offered, two Draw and Place on the first StigmaReine cell that completes no line, then the end of their turn;
 * an X on the wind die is rolled again, Black Night blows South. The hero's line is a beam search over the
 * engine itself (`createGame`, `legalActions`, `play`), states grouped by the time the hero has spent, as in
 * find-demo. The heuristic is find-demo's, with no wind assumed under no-limit rules, plus the worth of the
 * earned actions the schema's colours need, and the lines of two on the StigmaReine that a draw may complete.
 *
 * Run it from packages/solver (it plays the rules' built package, `npm run build --workspace @stigmeria/rules`):
 *
 *     npm run find-table-demo -- <schema-id> --mode=competitive --players=2 [--seeds=a,b] [--seed-prefix=p]
 *       [--seed-count=12] [--beam=200] [--max-turn=10] [--drift] [--wind-decision]
 *
 * `--drift` asks for a Last Drift in the line, `--wind-decision` keeps only seeds whose setup asks a wind-die
 * decision. It prints the best line (earliest finishing turn, then fewest actions): every command of every
 * player, each with the events that matter for a caption, and the final board.
 */
import {
  ALL_NEIGHBOURS,
  CELLS,
  CELL_NAMES,
  FLOWER_ACTIONS,
  MODES,
  SIZE,
  activePlayer,
  alignments,
  catalogueSchemas,
  cellIndex,
  coloursCreated,
  coloursMade,
  columnOf,
  createGame,
  legalActions,
  play,
  rowOf,
  type Colour,
  type Command,
  type GameEvent,
  type GameState,
  type Mode,
  type SpecialActionId,
  type TargetSchema,
  type Token,
} from '@stigmeria/rules';
import { canFill, finishesInPlace, holdsPlace, positionScore } from './demo-heuristics.js';
import { PLAIN, addToLayer, chooseBest, drawBoard, isBetter, readArgs, seedsOf, trimLayers } from './demo-search.js';

const HERO = 0;

interface Options {
  readonly schema: TargetSchema;
  readonly mode: Mode;
  readonly players: number;
  readonly seeds: readonly string[];
  readonly beam: number;
  readonly maxTurn: number;
  readonly drift: boolean;
  readonly edge: boolean;
  readonly windDecision: boolean;
}

function readOptions(argv: readonly string[]): Options {
  const { flags, positional } = readArgs(argv);
  const schema = catalogueSchemas.find((s) => s.id === positional[0]);
  if (schema === undefined) {
    console.error(`Known ids: ${catalogueSchemas.map((s) => s.id).join(', ')}`);
    process.exit(2);
  }
  const seeds = seedsOf(flags, schema.id);
  return {
    schema,
    mode: (flags.get('mode') ?? 'competitive') as Mode,
    players: Number(flags.get('players') ?? 2),
    seeds,
    beam: Number(flags.get('beam') ?? 200),
    maxTurn: Number(flags.get('max-turn') ?? 10),
    drift: flags.has('drift'),
    edge: flags.has('edge'),
    windDecision: flags.has('wind-decision'),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The plain players and the wind-die decisions

type Board = readonly (Token | null)[];

function completesLine(board: Board, cell: number, color: Colour): boolean {
  const next = board.slice();
  next[cell] = { color, pollen: false };
  return alignments(next, cell).length > 0;
}

/** The fixed answer to a decision or turn of a player the search does not steer. */
function policy(state: GameState, seat: number): Command {
  const p = state.players[seat]!;
  const legal = legalActions(state, seat);
  const pending = p.pending;
  if (pending?.kind === 'wind-die') {
    return pending.face === 'black-night' ? { type: 'wind-direction', player: seat, direction: 'south' } : { type: 'wind-reroll', player: seat };
  }
  if (pending?.kind === 'central-place') {
    const board = state.central!.board;
    const places = legal.filter((c): c is Extract<Command, { type: 'central-place' }> => c.type === 'central-place');
    return places.find((c) => !completesLine(board, cellIndex(c.to), pending.color)) ?? places[0]!;
  }
  if (pending?.kind === 'gain') {
    return legal.find((c) => c.type === 'gain' && c.action !== 'charmer' && c.action !== 'jealousy') ?? legal[0]!;
  }
  if (pending?.kind === 'give') return legal.find((c) => c.type === 'give' && c.to === seat) ?? legal[0]!;
  if (pending?.kind === 'charmer') return { type: 'charmer-pass', player: seat };
  if (pending !== null) return legal.find((c) => c.type !== 'undo')!;
  const first = (type: Command['type']) => legal.find((c) => c.type === type);
  return first('a5') ?? first('central-draw') ?? first('end-turn')!;
}

interface Played {
  readonly command: Command;
  readonly events: readonly GameEvent[];
}

/** The seat that must act now if it is not the hero, or `undefined` when the hero acts or the game is over. */
function otherToAct(state: GameState): number | undefined {
  if (state.over) return undefined;
  const deciding = state.players.findIndex((p) => p.pending !== null);
  if (deciding >= 0) return deciding === HERO && state.players[HERO]!.pending!.kind !== 'wind-die' ? undefined : deciding;
  if (!MODES[state.mode].sequential) return undefined;
  const active = activePlayer(state);
  return active === HERO ? undefined : active;
}

/** Plays the other players' steps and the wind-die decisions until the hero acts or the game is over. */
function settle(state: GameState, log: Played[]): GameState {
  for (let guard = 0; guard < 500; guard++) {
    const seat = otherToAct(state);
    if (seat === undefined) return state;
    const command = policy(state, seat);
    const played = play(state, command);
    if (!played.ok) throw new Error(`${JSON.stringify(command)}: ${played.error.message}`);
    log.push({ command, events: played.value.events });
    state = played.value.state;
  }
  throw new Error('The other players do not end their turn.');
}

// ---------------------------------------------------------------------------------------------------------------
// The heuristic (find-demo's, for any seat and wind)

/**
 * The earned actions this schema's colours call for (the rules' `coloursMade`): for each colour, one action that
 * makes it, one that creates it first (Two Beats' white needs no black to turn, as Half Note's does).
 */
function neededSpecials(schema: TargetSchema): Set<SpecialActionId> {
  const out = new Set<SpecialActionId>();
  for (const colour of new Set(schema.targets.map((t) => t.color))) {
    const makers = FLOWER_ACTIONS.filter((id) => coloursMade(id).includes(colour));
    const chosen = makers.find((id) => coloursCreated(id).includes(colour)) ?? makers[0];
    if (chosen !== undefined) out.add(chosen);
  }
  return out;
}

const HANDY: ReadonlySet<SpecialActionId> = new Set<SpecialActionId>(['diagonal', 'exchange', 'copy', 'no-harm-no-foul', 'rest', 'fast-step', 'mimicry', 'choreography']);

/** Lines of two of one colour on the StigmaReine with an empty cell to make three: what a draw may complete. */
function centralChances(board: Board): number {
  let n = 0;
  for (let i = 0; i < CELLS; i++) {
    const t = board[i];
    if (!t) continue;
    for (const stride of [1, SIZE]) {
      const j = i + stride;
      if (stride === 1 && columnOf(i) === SIZE - 1) continue;
      if (j >= CELLS || board[j]?.color !== t.color) continue;
      const before = i - stride;
      const after = j + stride;
      const beforeOk = before >= 0 && !(stride === 1 && columnOf(i) === 0) && board[before] === null;
      const afterOk = after < CELLS && !(stride === 1 && columnOf(j) === SIZE - 1) && board[after] === null;
      if (beforeOk || afterOk) n++;
    }
  }
  return n;
}

function score(state: GameState, needed: Set<SpecialActionId>): number {
  let value = positionScore(state, HERO, { southWind: !MODES[state.mode].noLimit, mixingPartners: false });
  for (const id of state.players[HERO]!.specials) value += needed.has(id) ? 150 : HANDY.has(id) ? 20 : 5;
  if (state.central !== null) value += 6 * centralChances(state.central.board);
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// The hero's candidate commands

function usefulLanding(state: GameState, cell: number, colour: Colour): boolean {
  const board = state.players[HERO]!.board;
  const tc = state.targets[cell];
  if (tc) return canFill(colour, tc) || finishesInPlace(colour, tc) || holdsPlace(colour, tc);
  // Above a target it can fill, with an empty path: the South wind brings it down.
  if (!MODES[state.mode].noLimit) {
    for (let r = rowOf(cell) + 1; r < SIZE; r++) {
      const below = r * SIZE + columnOf(cell);
      if (board[below] !== null) break;
      const bc = state.targets[below];
      if (bc && canFill(colour, bc)) return true;
    }
  }
  // Within two cells of a target it can fill: a step or two away, or a bridge for the next landing.
  for (let d = 0; d < CELLS; d++) {
    const dc = state.targets[d];
    if (!dc || board[d] !== null || !canFill(colour, dc)) continue;
    if (Math.max(Math.abs(rowOf(d) - rowOf(cell)), Math.abs(columnOf(d) - columnOf(cell))) <= 2) return true;
  }
  return false;
}

function candidates(state: GameState, needed: Set<SpecialActionId>, drift: boolean): Command[] {
  const p = state.players[HERO]!;
  const out: Command[] = [];
  const pending = p.pending;
  const legal = legalActions(state, HERO);
  if (pending?.kind === 'central-place') {
    const board = state.central!.board;
    const places = legal.filter((c): c is Extract<Command, { type: 'central-place' }> => c.type === 'central-place');
    const lines = places.filter((c) => completesLine(board, cellIndex(c.to), pending.color));
    if (lines.length > 0) return lines;
    // Next to a token of its colour, to make a line of two; else the first cell.
    const pairs = places.filter((c) => ALL_NEIGHBOURS[cellIndex(c.to)]!.some((n) => board[n]?.color === pending.color));
    return [...pairs.slice(0, 4), ...places.slice(0, 1)];
  }
  if (pending?.kind === 'gain') {
    const gains = legal.filter((c) => c.type === 'gain' && (needed.has(c.action) || HANDY.has(c.action)));
    return gains.length > 0 ? gains : legal.filter((c) => c.type === 'gain').slice(0, 1);
  }
  if (pending?.kind === 'give') {
    return legal.filter((c) => c.type === 'give' && (c.to === HERO || c.to === (HERO + 1) % state.players.length));
  }
  for (const c of legal) {
    switch (c.type) {
      case 'undo':
      case 'charmer':
      case 'prediction':
      case 'fog-die':
      case 'pilferer':
      case 'sower':
      case 'jealousy':
      case 'joker':
        break;
      case 'last-drift':
        if (drift && (c.target === 'own' || c.target === 'central')) out.push(c);
        break;
      case 'central-move':
      case 'central-joker': {
        const played = play(state, c);
        if (played.ok && played.value.state.players[HERO]!.pending?.kind === 'gain') out.push(c);
        break;
      }
      case 'land':
        if (usefulLanding(state, CELL_NAMES.indexOf(c.to), c.color)) out.push(c);
        break;
      case 'rest': {
        const t = p.board[CELL_NAMES.indexOf(c.cell)];
        if (t && !t.pollen) out.push(c);
        break;
      }
      case 'fulgurance':
        break;
      default:
        out.push(c);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The beam search

interface Node {
  readonly state: GameState;
  readonly parent: Node | null;
  /** The hero's command and what the others then played. */
  readonly played: readonly Played[];
  readonly score: number;
  readonly bonus: number;
  /** What the line has shown so far: a hero's Last Drift with an effect (1), an edge landing or exit of the hero's (2). */
  readonly shown: number;
}


/** Personal actions of the turns before `turn`. */
function turnStart(turn: number): number {
  let t = 0;
  for (let k = 1; k < turn; k++) t += Math.min(k, 10);
  return t;
}

function timeOf(state: GameState): number {
  return turnStart(state.turn) + state.players[HERO]!.actionsUsed;
}

function keyOf(state: GameState): string {
  const p = state.players[HERO]!;
  const cells = (b: Board) => b.map((t) => (t === null ? '.' : t.pollen ? t.color.slice(0, 2).toUpperCase() : t.color.slice(0, 2))).join('');
  return [
    cells(p.board),
    Object.values(p.recruit).join(','),
    p.bag.slice(-6).join(','),
    p.bag.length,
    state.turn,
    p.actionsUsed,
    p.usedThisTurn.join(','),
    JSON.stringify(p.pending),
    p.specials.join(','),
    p.centralActions,
    state.central ? cells(state.central.board) : '',
    state.rng.join(','),
  ].join('|');
}

interface Found {
  readonly seed: string;
  readonly root: readonly Played[];
  readonly node: Node;
  readonly turn: number;
  readonly actions: number;
}

function lineOf(node: Node): Played[] {
  const out: Played[][] = [];
  for (let n: Node | null = node; n?.parent; n = n.parent) out.push([...n.played]);
  return out.reverse().flat();
}

function search(options: Options, seed: string): Found | undefined {
  const created = createGame({ schema: options.schema, mode: options.mode, players: options.players, seed });
  if (!created.ok) throw new Error(created.error.message);
  if (options.windDecision && !created.value.players.some((p) => p.pending?.kind === 'wind-die')) return undefined;
  const needed = neededSpecials(options.schema);
  const rootLog: Played[] = [];
  const start = settle(created.value, rootLog);
  const layers = new Map<number, Node[]>();
  layers.set(0, [{ state: start, parent: null, played: [], score: score(start, needed), bonus: 0, shown: 0 }]);
  let best: Found | undefined;
  for (let time = 0; time < turnStart(options.maxTurn + 1); time++) {
    let pending = layers.get(time) ?? [];
    layers.delete(time);
    if (best && turnStart(best.turn + 1) <= time) break;
    const seen = new Set<string>();
    if (process.env.DEBUG) console.error(`time ${time}: ${pending.length}`);
    for (let round = 0; pending.length > 0 && round < 60; round++) {
      const chosen = chooseBest(pending, seen, options.beam, keyOf);
      if (process.env.DEBUG && round === 0 && chosen[0] && time % 5 === 0) {
        const top = chosen[0].state;
        console.error(`turn ${top.turn} score ${chosen[0].score} specials ${top.players[HERO]!.specials.join(',')} recruit ${JSON.stringify(top.players[HERO]!.recruit)}\n${drawBoard(top.players[HERO]!.board)}\n${top.central ? drawBoard(top.central.board) : ''}`);
      }
      pending = [];
      for (const node of chosen) {
        for (const command of candidates(node.state, needed, options.drift && (node.shown & 1) === 0)) {
          const played = play(node.state, command);
          if (!played.ok) continue;
          const log: Played[] = [{ command, events: played.value.events }];
          let state: GameState;
          try {
            state = settle(played.value.state, log);
          } catch (e) {
            if (process.env.DEBUG) console.error((e as Error).message);
            continue;
          }
          const hero = state.players[HERO]!;
          if (hero.status === 'out') continue;
          if (state.players.some((p, i) => i !== HERO && p.status === 'fulfilled')) continue;
          const shows = (DRIFT_ANSWERS.has(command.type) ? 1 : 0) | (showsEdge(node.state, command, played.value.events) ? 2 : 0);
          const shown = node.shown | shows;
          const fresh = shown & ~node.shown;
          const bonus = node.bonus + (PLAIN.has(command.type) ? 0 : 4) + ((fresh & 1) !== 0 && options.drift ? 400 : 0) + ((fresh & 2) !== 0 && options.edge ? 300 : 0);
          const child: Node = { state, parent: node, played: log, score: score(state, needed) + bonus, bonus, shown };
          if (hero.status === 'fulfilled' && state.over) {
            if (options.drift && (shown & 1) === 0) continue;
            if (options.edge && (shown & 2) === 0) continue;
            const found: Found = { seed, root: rootLog, node: child, turn: hero.finished!.turn, actions: hero.finished!.actions };
            if (isBetter(found, best)) best = found;
            continue;
          }
          if (state.over) continue;
          const t = timeOf(state);
          if (t === time) pending.push(child);
          else addToLayer(layers, t, child);
        }
      }
    }
    trimLayers(layers, options.beam);
  }
  return best;
}

/** A Last Drift that did something: the answer to its face. */
const DRIFT_ANSWERS: ReadonlySet<Command['type']> = new Set<Command['type']>(['drift-move', 'drift-remove', 'drift-land']);

/** The hero's step lands on an edge other than line A of an empty board, or takes a token of theirs off an edge. */
function showsEdge(before: GameState, command: Command, events: readonly GameEvent[]): boolean {
  if (command.type === 'land' && before.players[HERO]!.board.every((t) => t === null) && !command.to.startsWith('A')) return true;
  return events.some(
    (e) =>
      (e.type === 'exited' && e.player === HERO) ||
      (e.type === 'blown' && e.player === HERO && e.to === 'off') ||
      (e.type === 'drifted' && e.player === HERO && e.to === 'off'),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Output

function literal(command: Command): string {
  const value = (v: unknown): string => {
    if (Array.isArray(v)) return `[${v.map(value).join(', ')}]`;
    if (v !== null && typeof v === 'object') return `{ ${Object.entries(v).map(([k, x]) => `${k}: ${value(x)}`).join(', ')} }`;
    return typeof v === 'string' ? `'${v}'` : String(v);
  };
  return value(command);
}

const TOLD: ReadonlySet<GameEvent['type']> = new Set<GameEvent['type']>([
  'rolled', 'wind-forecast', 'first-player', 'central-placed', 'central-drawn', 'gained', 'given', 'pollinated', 'fulfilled',
  'wind', 'turn-started', 'game-ended', 'drifted', 'central-left', 'recoloured', 'created', 'exited', 'landed', 'drawn', 'blown',
]);

function tell(e: GameEvent): string {
  const { type, ...rest } = e;
  return `${type} ${JSON.stringify(rest)}`;
}

function main(): void {
  const options = readOptions(process.argv.slice(2));
  let best: Found | undefined;
  for (const seed of options.seeds) {
    const started = Date.now();
    let found: Found | undefined;
    try {
      found = search(options, seed);
    } catch (e) {
      console.error(`${seed}: ${(e as Error).message}`);
    }
    const took = ((Date.now() - started) / 1000).toFixed(1);
    console.error(`${seed}: ${found ? `turn ${found.turn}, ${found.actions} actions` : 'no line'} (${took}s)`);
    if (found && isBetter(found, best)) best = found;
  }
  if (!best) {
    console.log(`No line fulfils ${options.schema.id} for these seeds.`);
    process.exitCode = 1;
    return;
  }
  console.log(`// ${options.schema.id}: ${options.mode}, ${options.players} player(s), seed '${best.seed}', fulfilled in turn ${best.turn} after ${best.actions} action(s)`);
  for (const { command, events } of [...best.root, ...lineOf(best.node)]) {
    for (const e of events) if (e.type === 'turn-started') console.log(`// turn ${e.turn}`);
    console.log(`{ command: ${literal(command)} },`);
    for (const e of events) if (TOLD.has(e.type) && e.type !== 'turn-started') console.log(`//   ${tell(e)}`);
  }
  const end = best.node.state;
  console.log(`// final board:\n${drawBoard(end.players[HERO]!.board).replace(/^/gm, '//   ')}`);
}

main();
