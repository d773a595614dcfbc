/**
 * Search internals: the bound of a command's position computed without playing it, for the commonest commands.
 * The search plays only the commands these bounds leave within its limits, sparing the rules engine's work on the
 * rest; the tests check each against the bound of the position `play` gives.
 *
 * The search asks these bounds for every candidate command of a position, most of them cut right away: rather than
 * a new board for each, the position's board is copied once into a scratch board, which each command changes for
 * its bound and then puts back.
 * @module
 */
import { COLOURS, choreographyMoves, type Colour, type GameState, type PlayerState, type Token } from '@stigmeria/rules';
import { colourIndex, lowerBound, type Context } from './bounds.js';

type Board = PlayerState['board'];

// One token object per colour and state: the bound reads only a token's colour and whether it is a pollen.
const TOKENS = new Map<Colour, readonly [Token, Token]>(COLOURS.map((color) => [color, [{ color, pollen: false }, { color, pollen: true }]]));
const tokenOf = (color: Colour, pollen: boolean): Token => TOKENS.get(color)![pollen ? 1 : 0];

// The board and recruit zone last copied, and their copies, which the bounds below change and put back.
let copiedBoard: Board | null = null;
let copiedRecruit: PlayerState['recruit'] | null = null;
const scratchBoard: (Token | null)[] = new Array<Token | null>(100).fill(null);
const scratchRecruit: Record<Colour, number> = { blue: 0, yellow: 0, red: 0, orange: 0, green: 0, violet: 0, brown: 0, white: 0, black: 0 };

function scratchOf(player: PlayerState): void {
  if (copiedBoard !== player.board) {
    for (let i = 0; i < 100; i++) scratchBoard[i] = player.board[i] ?? null;
    copiedBoard = player.board;
  }
  if (copiedRecruit !== player.recruit) {
    for (const c of COLOURS) scratchRecruit[c] = player.recruit[c];
    copiedRecruit = player.recruit;
  }
}

/** The bound of `player` with the scratch board and recruit zone, and `bag`; `null` when no stigmerian is left. */
function boundOfScratch(ctx: Context, player: PlayerState, bag: PlayerState['bag'], turn: number, lastTurn: number): number | null {
  // A board with no stigmerian may fulfil the schema, which only `play` decides.
  if (!scratchBoard.some((t) => t !== null && !t.pollen)) return null;
  return lowerBound(ctx, { board: scratchBoard, recruit: scratchRecruit, bag, jokerUsed: player.jokerUsed, pending: player.pending }, turn, lastTurn);
}

/**
 * The bound of the position after landing `colour` on `cell`, without playing the land: the same board with the
 * token on it (a pollen on a target of its colour, R4) and one token fewer in the recruit zone. `null` when the
 * land leaves no stigmerian on the board.
 */
export function landBound(ctx: Context, targets: GameState['targets'], player: PlayerState, colour: Colour, cell: number, turn: number, lastTurn: number): number | null {
  scratchOf(player);
  scratchBoard[cell] = tokenOf(colour, targets[cell] === colour);
  scratchRecruit[colour]--;
  const bound = boundOfScratch(ctx, player, player.bag, turn, lastTurn);
  scratchRecruit[colour]++;
  scratchBoard[cell] = player.board[cell] ?? null;
  return bound;
}

/**
 * The bound after moving the stigmerian on `from` one step to `to` (a cell, or off the board to the box, R8): the
 * same board with the token on its new cell (a pollen on a target of its colour, R4), or gone. `null` when the
 * move leaves no stigmerian.
 */
export function moveBound(ctx: Context, targets: GameState['targets'], player: PlayerState, from: number, to: number | 'off', turn: number, lastTurn: number): number | null {
  const token = player.board[from];
  if (token === null || token === undefined) return null;
  scratchOf(player);
  scratchBoard[from] = null;
  if (to !== 'off') scratchBoard[to] = tokenOf(token.color, targets[to] === token.color);
  const bound = boundOfScratch(ctx, player, player.bag, turn, lastTurn);
  if (to !== 'off') scratchBoard[to] = player.board[to] ?? null;
  scratchBoard[from] = token;
  return bound;
}

/**
 * The bound after a Fulgurance from `cell` (R18): the bag's top five tokens on that cell and the four to its right,
 * the top one leftmost, each a pollen on a target of its colour, and the bag five tokens shorter. `null` when no
 * stigmerian is left.
 */
export function fulguranceBound(ctx: Context, targets: GameState['targets'], player: PlayerState, cell: number, turn: number, lastTurn: number): number | null {
  const bag = player.bag;
  if (bag.length < 5) return null;
  scratchOf(player);
  for (let k = 0; k < 5; k++) {
    const colour = bag[bag.length - 1 - k]!;
    scratchBoard[cell + k] = tokenOf(colour, targets[cell + k] === colour);
  }
  const bound = boundOfScratch(ctx, player, bag.slice(0, bag.length - 5), turn, lastTurn);
  for (let k = 0; k < 5; k++) scratchBoard[cell + k] = player.board[cell + k] ?? null;
  return bound;
}

/** The decision a Choreography's step leaves pending (R18): one stigmerian fewer to move, or none left. */
function danceAfter(player: PlayerState, turn: number): PlayerState['pending'] {
  const left = (player.pending?.kind === 'choreography' ? player.pending.left : choreographyMoves(turn)) - 1;
  return left > 0 ? { kind: 'choreography', left, moved: [] } : null;
}

/**
 * A bound no command that lands `colour` (with `from` −1), or that moves or removes the stigmerian on `from`, can
 * go below, wherever the token ends: the bound with that token on no cell and its every way free (see
 * `lowerBound`). With `dance`, the command is a Choreography's step, after which the rest of the dance is pending.
 * The search computes it once for a colour or a stigmerian instead of once for each of its commands.
 */
export function floorBound(ctx: Context, player: PlayerState, from: number, colour: Colour, turn: number, lastTurn: number, dance: boolean): number {
  scratchOf(player);
  const pending = dance ? danceAfter(player, turn) : player.pending;
  // A land takes the token from the recruit zone; a move, a removal or a step takes it from its cell.
  if (from < 0) scratchRecruit[colour]--;
  else scratchBoard[from] = null;
  const floor = lowerBound(ctx, { board: scratchBoard, recruit: scratchRecruit, bag: player.bag, jokerUsed: player.jokerUsed, pending }, turn, lastTurn, colourIndex(colour));
  if (from < 0) scratchRecruit[colour]++;
  else scratchBoard[from] = player.board[from] ?? null;
  return floor;
}
