/**
 * Board geometry (R1): a 10×10 grid, rows `A`..`J` top to bottom, columns `1`..`10`.
 * Cells are handled as indexes 0..99 inside the engine and named `"A1"`..`"J10"` in documents.
 * @module
 */

/** A cell name, `"A1"` to `"J10"`. */
export type CellName = string;

/** The number of rows and of columns. */
export const SIZE = 10;
/** The number of cells on a board. */
export const CELLS = SIZE * SIZE;

const ROW_LETTERS = 'ABCDEFGHIJ';

/** The names of all cells by index, row by row. */
export const CELL_NAMES: readonly CellName[] = Array.from(
  { length: CELLS },
  (_, i) => `${ROW_LETTERS[Math.floor(i / SIZE)]}${(i % SIZE) + 1}`,
);

const INDEX_OF: ReadonlyMap<string, number> = new Map(CELL_NAMES.map((name, i) => [name, i]));

/** The index of a cell name, or -1 when it is not a cell of the board. */
export function cellIndex(name: unknown): number {
  return typeof name === 'string' ? (INDEX_OF.get(name) ?? -1) : -1;
}

/** True when `value` is a cell name of the board. */
export function isCellName(value: unknown): value is CellName {
  return cellIndex(value) >= 0;
}

/** The row (0 = A) of a cell index. */
export function rowOf(index: number): number {
  return Math.floor(index / SIZE);
}

/** The column (0 = column 1) of a cell index. */
export function columnOf(index: number): number {
  return index % SIZE;
}

/** A compass direction, used by the wind and by steps. */
export type Direction = 'north' | 'south' | 'east' | 'west';

/** The four directions. */
export const DIRECTIONS: readonly Direction[] = ['north', 'south', 'east', 'west'];

const DELTAS: Readonly<Record<Direction, readonly [number, number]>> = {
  north: [-1, 0],
  south: [1, 0],
  east: [0, 1],
  west: [0, -1],
};

/** The cell one step from `index` in `direction`, or -1 when that step leaves the board. */
export function stepFrom(index: number, direction: Direction): number {
  const [dr, dc] = DELTAS[direction];
  return offset(index, dr, dc);
}

function offset(index: number, dr: number, dc: number): number {
  const r = rowOf(index) + dr;
  const c = columnOf(index) + dc;
  return r < 0 || r >= SIZE || c < 0 || c >= SIZE ? -1 : r * SIZE + c;
}

function table(deltas: readonly (readonly [number, number])[]): readonly (readonly number[])[] {
  return Array.from({ length: CELLS }, (_, i) =>
    deltas.map(([dr, dc]) => offset(i, dr, dc)).filter((j) => j >= 0),
  );
}

const ORTHOGONAL: readonly (readonly [number, number])[] = [
  [-1, 0],
  [0, -1],
  [0, 1],
  [1, 0],
];
const DIAGONAL: readonly (readonly [number, number])[] = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
];

/** Orthogonal neighbours of every cell, in reading order ("adjacent" in R1). */
export const ORTHOGONAL_NEIGHBOURS = table(ORTHOGONAL);
/** Diagonal neighbours of every cell, in reading order. */
export const DIAGONAL_NEIGHBOURS = table(DIAGONAL);
/** All 8 neighbours of every cell, in reading order (Combination, Two Beats). */
export const ALL_NEIGHBOURS = table([...ORTHOGONAL, ...DIAGONAL].sort((a, b) => a[0] - b[0] || a[1] - b[1]));

/** True when two cells share a side. */
export function areOrthogonal(a: number, b: number): boolean {
  return ORTHOGONAL_NEIGHBOURS[a]!.includes(b);
}
