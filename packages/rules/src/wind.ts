/**
 * The wind (R10, R11): after a turn every stigmerian moves one cell downwind if that cell is empty at that
 * moment. Pollens never move; nothing is pushed.
 * @module
 */
import { CELLS, CELL_NAMES, SIZE, columnOf, rowOf, stepFrom } from './cells.js';
import { MODES } from './modes.js';
import type { Step } from './step.js';
import type { Direction, Mode, TargetSchema } from './types.js';

/** R10: whether the wind blows after `turn`: after every turn but the last one of a game with a turn limit. */
export function windBlowsAfter(mode: Mode, turn: number): boolean {
  const limit = MODES[mode].turnLimit;
  return limit === null || turn < limit;
}

/** R10: South unless the schema lists its own wind for that turn. */
export function windAfterTurn(schema: TargetSchema, turn: number): Direction {
  return schema.winds?.[turn - 1] ?? 'south';
}

// R11: cells are scanned from the downwind edge backwards, so a cell vacated earlier in the scan is empty
// for the token behind it, and no token moves twice.
function scanOrder(direction: Direction): readonly number[] {
  const cells = Array.from({ length: CELLS }, (_, i) => i);
  const key: Record<Direction, (i: number) => number> = {
    south: (i) => (SIZE - 1 - rowOf(i)) * SIZE + columnOf(i),
    north: (i) => rowOf(i) * SIZE + columnOf(i),
    east: (i) => (SIZE - 1 - columnOf(i)) * SIZE + rowOf(i),
    west: (i) => columnOf(i) * SIZE + rowOf(i),
  };
  return cells.sort((a, b) => key[direction](a) - key[direction](b));
}

const SCAN_ORDERS: Readonly<Record<Direction, readonly number[]>> = {
  south: scanOrder('south'),
  north: scanOrder('north'),
  east: scanOrder('east'),
  west: scanOrder('west'),
};

/** R11 on the StigmaReine: its tokens never flip, so all of them move; those blown off go to its recruit zone. */
function blowCentral(step: Step, direction: Direction): void {
  for (const cell of SCAN_ORDERS[direction]) {
    const board = step.state.central!.board;
    if (board[cell] === null) continue;
    const to = stepFrom(cell, direction);
    if (to < 0) step.emit({ type: 'central-blown', from: CELL_NAMES[cell]!, to: 'off' });
    else if (board[to] === null) step.emit({ type: 'central-blown', from: CELL_NAMES[cell]!, to: CELL_NAMES[to]! });
  }
}

/** Blows the wind on the StigmaReine and on the board of every player still playing, all the same way (R10). */
export function blowWind(step: Step, direction: Direction): void {
  step.emit({ type: 'wind', turn: step.state.turn, direction });
  if (step.state.central !== null) blowCentral(step, direction);
  step.state.players.forEach((player, index) => {
    if (player.status !== 'playing') return;
    let blownOff = false;
    for (const cell of SCAN_ORDERS[direction]) {
      const t = step.player(index).board[cell];
      if (t === null || t === undefined || t.pollen) continue;
      const to = stepFrom(cell, direction);
      if (to < 0) {
        step.emit({ type: 'blown', player: index, from: CELL_NAMES[cell]!, to: 'off' });
        blownOff = true;
      } else if (step.player(index).board[to] === null) {
        step.emit({ type: 'blown', player: index, from: CELL_NAMES[cell]!, to: CELL_NAMES[to]! });
        step.settle(index, to);
      }
    }
    // R11: in discovery and normal games, a token blown off the board puts its player out; elsewhere it went
    // back to the recruit zone.
    if (blownOff && MODES[step.state.mode].windExitPutsOut) step.emit({ type: 'player-out', player: index, reason: 'wind' });
  });
}
