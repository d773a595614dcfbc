/**
 * find-demo: looks for a demonstration line of a catalogue schema, a solo normal game that fulfils it within
 * 10 turns. A development tool, not shipped.
 *
 * It runs a beam search over the engine itself (`createGame`, `legalActions`, `play`): states are grouped by
 * the time they have spent (actions of the turns before plus actions used this turn), and in every group only
 * the best states by a heuristic go on. The heuristic counts pollens, stigmerians standing where a special
 * action will finish them (a primary on a secondary target, any token on a brown target, a white on a black
 * target), how far the other stigmerians are from a target they can fill (the South wind moves them for free),
 * strays that fill nothing, and recruit-zone tokens of colours still needed. Candidate commands are the legal
 * ones, less the lands that fill nothing and the steps that cannot help.
 *
 * Run it from packages/solver (it plays the rules' built package, `npm run build --workspace @stigmeria/rules`):
 *
 *     npm run find-demo -- <schema-id> [--seeds=a,b,c] [--seed-prefix=demo-] [--seed-count=20] [--beam=300] [--no-joker] [--quiet]
 *     npm run find-demo -- --file=candidate.json [...]   # a schema document not yet in the catalogue
 *
 * It prints, for the best line found (earliest finishing turn, then fewest actions in that turn), the seed and
 * the commands grouped by turn, ready to paste into a catalogue module, and the final board.
 */
import { readFileSync } from 'node:fs';
import {
  ALL_NEIGHBOURS,
  CELL_NAMES,
  SIZE,
  catalogue,
  columnOf,
  createGame,
  findSchema,
  legalActions,
  play,
  rowOf,
  type Colour,
  type Command,
  type GameState,
  type TargetSchema,
} from '@stigmeria/rules';
import { canFill, finishesInPlace, holdsPlace, positionScore } from './demo-heuristics.js';
import { PLAIN, addToLayer, chooseBest, drawBoard, isBetter, readArgs, seedsOf, trimLayers } from './demo-search.js';

// ---------------------------------------------------------------------------------------------------------------
// Options

interface Options {
  readonly schema: TargetSchema;
  readonly seeds: readonly string[];
  readonly beam: number;
  readonly quiet: boolean;
  readonly joker: boolean;
}

function readOptions(argv: readonly string[]): Options {
  const { flags, positional } = readArgs(argv);
  let schema: TargetSchema | undefined;
  if (flags.has('file')) schema = JSON.parse(readFileSync(flags.get('file')!, 'utf8')) as TargetSchema;
  else if (positional[0] !== undefined) schema = findSchema(positional[0])?.schema;
  if (schema === undefined) {
    console.error(`Usage: find-demo <schema-id> | --file=schema.json [--seeds=a,b] [--seed-prefix=p] [--seed-count=n] [--beam=n]`);
    console.error(`Known ids: ${catalogue.map((e) => e.schema.id).join(', ')}`);
    process.exit(2);
  }
  return { schema, seeds: seedsOf(flags, schema.id), beam: Number(flags.get('beam') ?? 300), quiet: flags.has('quiet'), joker: !flags.has('no-joker') };
}

// ---------------------------------------------------------------------------------------------------------------
// The heuristic

function score(state: GameState): number {
  return positionScore(state, 0, { southWind: true, mixingPartners: true });
}

// ---------------------------------------------------------------------------------------------------------------
// Candidate commands

function usefulLanding(state: GameState, cell: number, colour: Colour): boolean {
  const board = state.players[0]!.board;
  const tc = state.targets[cell];
  if (tc) return canFill(colour, tc) || finishesInPlace(colour, tc) || holdsPlace(colour, tc);
  // Above a target it can fill, with an empty path: the wind brings it down.
  for (let r = rowOf(cell) + 1; r < SIZE; r++) {
    const below = r * SIZE + columnOf(cell);
    if (board[below] !== null) break;
    const bc = state.targets[below];
    if (bc && canFill(colour, bc)) return true;
  }
  // Next to a target it can fill: one step, one diagonal or one exchange away.
  return ALL_NEIGHBOURS[cell]!.some((n) => {
    const nc = state.targets[n];
    return !!nc && canFill(colour, nc) && !board[n]?.pollen;
  });
}

function candidates(state: GameState, joker: boolean): Command[] {
  const p = state.players[0]!;
  const out: Command[] = [];
  for (const c of legalActions(state, 0)) {
    switch (c.type) {
      case 'undo':
        break;
      case 'joker':
        if (joker) out.push(c);
        break;
      case 'land':
        if (usefulLanding(state, CELL_NAMES.indexOf(c.to), c.color)) out.push(c);
        break;
      case 'rest': {
        const t = p.board[CELL_NAMES.indexOf(c.cell)];
        if (t && !t.pollen) out.push(c);
        break;
      }
      case 'fulgurance': {
        const start = CELL_NAMES.indexOf(c.cell);
        let onTargets = 0;
        for (let i = 0; i < 5; i++) if (state.targets[start + i]) onTargets++;
        if (onTargets >= 3) out.push(c);
        break;
      }
      case 'fast-step': {
        if (c.to === 'off') out.push(c);
        else {
          const to = CELL_NAMES.indexOf(c.to);
          const tc = state.targets[to];
          const colour = p.board[CELL_NAMES.indexOf(c.from)]!.color;
          if (tc && (canFill(colour, tc) || finishesInPlace(colour, tc))) out.push(c);
        }
        break;
      }
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
  readonly command: Command | null;
  readonly score: number;
  /** Special actions used on the way: a small bonus, since a demonstration should show the flower's actions. */
  readonly specials: number;
}

const SPECIAL_BONUS = 6;

const STARTS: number[] = [0];
for (let t = 1; t <= 11; t++) STARTS.push(STARTS[t - 1]! + Math.min(t, 10));

function timeOf(state: GameState): number {
  return STARTS[state.turn - 1]! + state.players[0]!.actionsUsed;
}

function keyOf(state: GameState): string {
  const p = state.players[0]!;
  const cells = p.board.map((t) => (t === null ? '.' : t.pollen ? t.color[0]!.toUpperCase() + t.color[1] : t.color.slice(0, 2))).join('');
  return [
    cells,
    Object.values(p.recruit).join(','),
    p.bag.length,
    state.turn,
    p.actionsUsed,
    p.usedThisTurn.join(','),
    JSON.stringify(p.pending),
    p.jokerUsed,
  ].join('|');
}

interface Found {
  readonly seed: string;
  readonly commands: readonly { command: Command; turn: number }[];
  readonly turn: number;
  readonly actions: number;
  readonly state: GameState;
}

function lineOf(node: Node): { command: Command; turn: number }[] {
  const out: { command: Command; turn: number }[] = [];
  for (let n: Node | null = node; n?.parent; n = n.parent) out.push({ command: n.command!, turn: n.parent.state.turn });
  return out.reverse();
}

function search(schema: TargetSchema, seed: string, beam: number, joker: boolean): Found | undefined {
  const created = createGame({ schema, mode: 'normal', players: 1, seed });
  if (!created.ok) throw new Error(created.error.message);
  const layers = new Map<number, Node[]>();
  const root: Node = { state: created.value, parent: null, command: null, score: score(created.value), specials: 0 };
  layers.set(0, [root]);
  let best: Found | undefined;
  for (let time = 0; time < STARTS[10]!; time++) {
    let pending = layers.get(time) ?? [];
    layers.delete(time);
    if (best && STARTS[best.turn]! <= time) break;
    const seen = new Set<string>();
    while (pending.length > 0) {
      const chosen = chooseBest(pending, seen, beam, keyOf);
      pending = [];
      for (const node of chosen) {
        for (const command of candidates(node.state, joker)) {
          const played = play(node.state, command);
          if (!played.ok) continue;
          const state = played.value.state;
          const p = state.players[0]!;
          if (p.status === 'out') continue;
          const specials = node.specials + (PLAIN.has(command.type) ? 0 : 1);
          const value = p.status === 'fulfilled' ? Infinity : score(state) + SPECIAL_BONUS * specials;
          const child: Node = { state, parent: node, command, score: value, specials };
          if (p.status === 'fulfilled') {
            const found: Found = { seed, commands: lineOf(child), turn: p.finished!.turn, actions: p.finished!.actions, state };
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
    trimLayers(layers, beam);
  }
  return best;
}

// ---------------------------------------------------------------------------------------------------------------
// Output

function literal(command: Command): string {
  const parts = Object.entries(command).map(([k, v]) => `${k}: ${Array.isArray(v) ? `[${v.map((x) => `'${String(x)}'`).join(', ')}]` : typeof v === 'string' ? `'${v}'` : String(v)}`);
  return `{ ${parts.join(', ')} }`;
}

function main(): void {
  const options = readOptions(process.argv.slice(2));
  let best: Found | undefined;
  for (const seed of options.seeds) {
    const started = Date.now();
    const found = search(options.schema, seed, options.beam, options.joker);
    const took = ((Date.now() - started) / 1000).toFixed(1);
    if (!options.quiet) console.error(`${seed}: ${found ? `turn ${found.turn}, ${found.actions} actions` : 'no line'} (${took}s)`);
    if (found && isBetter(found, best)) best = found;
  }
  if (!best) {
    console.log(`No line fulfils ${options.schema.id} within 10 turns for these seeds.`);
    process.exitCode = 1;
    return;
  }
  console.log(`// ${options.schema.id}: seed '${best.seed}', fulfilled in turn ${best.turn} after ${best.actions} action(s)`);
  console.log(`seed: '${best.seed}',`);
  let turn = 0;
  for (const { command, turn: t } of best.commands) {
    if (t !== turn) {
      console.log(`// turn ${t}`);
      turn = t;
    }
    console.log(`{ command: ${literal(command)} },`);
  }
  console.log(`// final board:\n${drawBoard(best.state.players[0]!.board).replace(/^/gm, "//   ")}`);
}

main();
