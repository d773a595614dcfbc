/**
 * What the two demo searches (`find-demo.ts`, `find-table-demo.ts`) share: reading their arguments and seeds,
 * choosing each layer's best positions, keeping later layers small, and drawing a board.
 */
import { SIZE, type Colour, type Command, type Token } from '@stigmeria/rules';

/** The `--name=value` flags (`--name` alone is `true`) and the other arguments. */
export function readArgs(argv: readonly string[]): { readonly flags: Map<string, string>; readonly positional: readonly string[] } {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (const arg of argv) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (m) flags.set(m[1]!, m[2] ?? 'true');
    else positional.push(arg);
  }
  return { flags, positional };
}

/** The seeds to try: `--seeds=a,b`, else `--seed-count` (12) of `--seed-prefix` (the schema's id and `-`) and a number. */
export function seedsOf(flags: ReadonlyMap<string, string>, schemaId: string): string[] {
  const count = Number(flags.get('seed-count') ?? 12);
  const prefix = flags.get('seed-prefix') ?? `${schemaId}-`;
  return flags.has('seeds') ? flags.get('seeds')!.split(',') : Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
}

/** The commands that are no special action: a line's special actions earn it a bonus. */
export const PLAIN: ReadonlySet<Command['type']> = new Set<Command['type']>(['draw', 'land', 'move', 'joker', 'end-turn', 'undo']);

/** A searched position: its key's state and its score. */
interface Scored<S> {
  readonly state: S;
  readonly score: number;
}

/**
 * Of `pending`, each position not `seen` yet once (the best scored of those with one key), the `beam` best; their
 * keys join `seen`.
 */
export function chooseBest<S, N extends Scored<S>>(pending: readonly N[], seen: Set<string>, beam: number, keyOf: (state: S) => string): N[] {
  const unique = new Map<string, N>();
  for (const n of pending) {
    const k = keyOf(n.state);
    if (seen.has(k)) continue;
    const old = unique.get(k);
    if (!old || old.score < n.score) unique.set(k, n);
  }
  const chosen = [...unique.values()].sort((a, b) => b.score - a.score).slice(0, beam);
  for (const n of chosen) seen.add(keyOf(n.state));
  return chosen;
}

/** Keeps the layers not reached yet small: one over 40 times the beam keeps its 10 × beam best. */
export function trimLayers<N extends { readonly score: number }>(layers: Map<number, N[]>, beam: number): void {
  for (const [t, list] of layers) if (list.length > beam * 40) layers.set(t, list.sort((a, b) => b.score - a.score).slice(0, beam * 10));
}

/** Adds a node to the layer of its time. */
export function addToLayer<N>(layers: Map<number, N[]>, time: number, node: N): void {
  const list = layers.get(time) ?? [];
  list.push(node);
  layers.set(time, list);
}

/** Whether a line that fulfils in `found` is better than `best`: an earlier turn, then fewer actions in it. */
export function isBetter(found: { readonly turn: number; readonly actions: number }, best: { readonly turn: number; readonly actions: number } | undefined): boolean {
  return !best || found.turn < best.turn || (found.turn === best.turn && found.actions < best.actions);
}

const LETTERS: Readonly<Record<Colour, string>> = { blue: 'b', yellow: 'y', red: 'r', orange: 'o', green: 'g', violet: 'v', brown: 'n', white: 'w', black: 'k' };

/** A board in rows A to J, a letter a token (upper case for a pollen), `.` an empty cell. */
export function drawBoard(board: readonly (Token | null)[]): string {
  const rows: string[] = [];
  for (let r = 0; r < SIZE; r++) {
    const cells = board.slice(r * SIZE, r * SIZE + SIZE).map((t) => (t === null ? '.' : t.pollen ? LETTERS[t.color].toUpperCase() : LETTERS[t.color]));
    rows.push(`${'ABCDEFGHIJ'[r]} ${cells.join(' ')}`);
  }
  return rows.join('\n');
}
