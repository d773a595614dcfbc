/**
 * Admissible lower bounds: the fewest personal actions a player still needs to fulfil the schema, never more
 * than the true number, so that pruning on them never loses a solution.
 * @module
 */
import { FLOWERS, actionsInTurn, windAfterTurn, type Colour, type GameState, type PlayerState, type SpecialActionId } from '@stigmeria/rules';

const COLOUR_INDEX: Readonly<Record<Colour, number>> = {
  blue: 0,
  yellow: 1,
  red: 2,
  orange: 3,
  green: 4,
  violet: 5,
  brown: 6,
  white: 7,
  black: 8,
};
const BLUE = 0;
const YELLOW = 1;
const RED = 2;
const ORANGE = 3;
const GREEN = 4;
const VIOLET = 5;
const BROWN = 6;
const WHITE = 7;
const BLACK = 8;

/** Secondary colour index → the two primaries Mixing makes it from. */
const PARTS: Readonly<Record<number, readonly [number, number]>> = { [ORANGE]: [RED, YELLOW], [GREEN]: [BLUE, YELLOW], [VIOLET]: [RED, BLUE] };

export function colourIndex(colour: Colour): number {
  return COLOUR_INDEX[colour];
}

/** What the player's special actions can do, read once from the flower. */
export interface Capabilities {
  readonly mixing: boolean;
  readonly combination: boolean;
  readonly fulgurance: boolean;
  /** Two Beats or Half Note: a white can be made. */
  readonly makesWhite: boolean;
  /** Quarter Note: a black can be made. */
  readonly makesBlack: boolean;
  /** Half Note or Quarter Note: an action that touches tokens also makes white or black (the bounds then overlap). */
  readonly notes: boolean;
  /** Most stigmerians one action can move off a wrong cell: Exchange and Half Note 2, Choreography up to turn − 2. */
  readonly choreography: boolean;
  readonly touchTwo: boolean;
  /** The cost of a special action (2 on InspirActrice). */
  readonly specialCost: number;
}

export function capabilitiesOf(specials: readonly SpecialActionId[], flowerCost: number): Capabilities {
  const has = (id: SpecialActionId): boolean => specials.includes(id);
  return {
    mixing: has('mixing'),
    combination: has('combination'),
    fulgurance: has('fulgurance'),
    makesWhite: has('two-beats') || has('half-note'),
    makesBlack: has('quarter-note'),
    notes: has('half-note') || has('quarter-note'),
    choreography: has('choreography'),
    touchTwo: has('exchange') || has('half-note'),
    specialCost: flowerCost,
  };
}

/** The capabilities of a player in a discovery or normal game (the flower's actions). */
export function capabilitiesFor(state: GameState, player: PlayerState): Capabilities {
  return capabilitiesOf(player.specials, FLOWERS[state.schema.flower].costFactor);
}

/**
 * Everything about the search's player that does not change with the position: the targets, the bag as dealt
 * at the root (later bags are its bottom part, as only draws and Fulgurance take from it, from the top), and the
 * winds.
 */
export interface Context {
  readonly caps: Capabilities;
  /** Target colour index of each cell, or −1. */
  readonly target: Int8Array;
  /** `prefix[c][i]`: how many tokens of primary `c` lie in the root bag's bottom `i` tokens. */
  readonly prefix: readonly Int32Array[];
  readonly jokerAvailable: boolean;
  /** The direction of the wind after each turn (index turn − 1), south when the schema says nothing. */
  readonly winds: readonly string[];
}

export function contextOf(state: GameState, player: PlayerState): Context {
  const target = new Int8Array(100).fill(-1);
  state.targets.forEach((c, i) => {
    if (c !== null) target[i] = COLOUR_INDEX[c];
  });
  const prefix = [0, 1, 2].map(() => new Int32Array(player.bag.length + 1));
  player.bag.forEach((c, i) => {
    for (let p = 0; p < 3; p++) prefix[p]![i + 1] = prefix[p]![i]! + (COLOUR_INDEX[c] === p ? 1 : 0);
  });
  const winds = Array.from({ length: 40 }, (_, i) => windAfterTurn(state.schema, i + 1));
  return { caps: capabilitiesFor(state, player), target, prefix, jokerAvailable: state.options.joker, winds };
}

/** Whether a stigmerian of colour `c` may end on a target of colour `t` without any action on it but a recolouring. */
function compatible(caps: Capabilities, c: number, t: number): boolean {
  if (c === t) return true;
  if (caps.mixing && c <= RED && t >= ORANGE && t <= VIOLET) return PARTS[t]![0] === c || PARTS[t]![1] === c;
  if (caps.combination && t === BROWN) return c !== BROWN;
  if (caps.makesBlack && c === WHITE && t === BLACK) return true;
  if (caps.makesWhite && c === BLACK && t === WHITE) return true;
  return false;
}

const STEP: Readonly<Record<string, number>> = { south: 10, north: -10, east: 1, west: -1 };

/**
 * Whether the wind alone could bring a stigmerian at `cell` onto a compatible target that is not yet a pollen,
 * within `winds` more blows: then it may need no action of its own. When the winds to come differ, every
 * stigmerian is given the benefit of the doubt.
 */
function freeByWind(ctx: Context, board: GameState['players'][number]['board'], cell: number, c: number, turn: number, winds: number): boolean {
  if (ctx.target[cell]! >= 0 && compatible(ctx.caps, c, ctx.target[cell]!)) return true;
  if (winds <= 0) return false;
  const direction = ctx.winds[turn - 1] ?? 'south';
  for (let k = 1; k < winds; k++) if ((ctx.winds[turn - 1 + k] ?? 'south') !== direction) return true;
  const step = STEP[direction]!;
  let at = cell;
  for (let k = 0; k < winds; k++) {
    const row = Math.floor(at / 10);
    const next = at + step;
    if (next < 0 || next >= 100 || (step === 1 || step === -1 ? Math.floor(next / 10) !== row : false)) return false;
    at = next;
    const t = ctx.target[at]!;
    const token = board[at];
    if (t >= 0 && !(token !== null && token !== undefined && token.pollen) && compatible(ctx.caps, c, t)) return true;
  }
  return false;
}

/**
 * The fewest personal actions the player needs, from this position, to fulfil the schema, when the last turn
 * allowed is `lastTurn`; `Infinity` when it cannot be done at all. Each part counts actions of a different kind,
 * so that their sum stays a lower bound:
 *
 * - arrivals: every target not yet a pollen needs a token, and there are only so many stigmerians on the board;
 *   each new token is one land (or one Two Beats or Quarter Note; Fulgurance brings five);
 * - draws: the tokens to land must be in the recruit zone, colour by colour, and the bag's order is known;
 * - recolourings: Mixing makes two secondaries at a time, Combination one brown;
 * - touches: a stigmerian that no wind can carry onto a target it could become must be moved or removed, and
 *   one action moves at most one (two with Exchange or Half Note, turn − 2 with Choreography); a token too many
 *   must leave the board.
 */
export function lowerBound(ctx: Context, player: PlayerState, turn: number, lastTurn: number): number {
  const caps = ctx.caps;
  const missing = new Int32Array(9);
  const onBoard = new Int32Array(9);
  let targetsMissing = 0;
  let stigmerians = 0;
  let stuck = 0;
  const board = player.board;
  const winds = lastTurn - turn + 1;
  for (let i = 0; i < 100; i++) {
    const t = ctx.target[i]!;
    const token = board[i];
    if (token !== null && token !== undefined) {
      if (token.pollen) continue;
      const c = COLOUR_INDEX[token.color];
      stigmerians++;
      onBoard[c]!++;
      if (!freeByWind(ctx, board, i, c, turn, winds)) stuck++;
    }
    if (t >= 0) {
      missing[t]!++;
      targetsMissing++;
    }
  }
  if (targetsMissing === 0 && stigmerians === 0) return 0;

  // Recolourings.
  let mixes = 0;
  const needPrimary = [0, 0, 0];
  for (const s of [ORANGE, GREEN, VIOLET]) {
    const need = Math.max(0, missing[s]! - onBoard[s]!);
    if (need === 0) continue;
    if (!caps.mixing) return Infinity;
    const pairs = Math.ceil(need / 2);
    mixes += pairs;
    needPrimary[PARTS[s]![0]]! += pairs;
    needPrimary[PARTS[s]![1]]! += pairs;
  }
  const needBrown = Math.max(0, missing[BROWN]! - onBoard[BROWN]!);
  if (needBrown > 0 && !caps.combination) return Infinity;
  const needWhite = Math.max(0, missing[WHITE]! - onBoard[WHITE]!);
  if (needWhite > 0 && !caps.makesWhite) return Infinity;
  const needBlack = Math.max(0, missing[BLACK]! - onBoard[BLACK]!);
  if (needBlack > 0 && !caps.makesBlack) return Infinity;
  const recolour = (mixes + needBrown) * caps.specialCost;

  // Arrivals.
  const arrivals = Math.max(0, targetsMissing - stigmerians);
  const created = caps.makesWhite || caps.makesBlack ? Math.min(arrivals, needWhite + needBlack) : 0;
  const landed = arrivals - created;
  let arrivalCost = caps.fulgurance ? Math.ceil(landed / 5) : landed;
  if (caps.makesWhite || caps.makesBlack) arrivalCost = Math.max(arrivalCost + (created > 0 ? created : 0), needWhite);

  // Draws: the primaries to land beyond those on the board and in the recruit zone, from the known bag.
  let draws = 0;
  if (!caps.fulgurance) {
    for (let p = 0; p < 3; p++) needPrimary[p] = Math.max(0, needPrimary[p]! + missing[p]! - onBoard[p]!);
    draws = drawsNeeded(ctx, player, needPrimary, landed);
    if (draws === Infinity) return Infinity;
  }

  // Touches.
  const excess = Math.max(0, stigmerians - targetsMissing);
  const touchAll = Math.max(stuck, excess);
  const perAction = caps.choreography ? Math.max(2, lastTurn - 2) : caps.touchTwo ? 2 : 1;
  const touches = Math.ceil(touchAll / perAction);

  // Half Note and Quarter Note both touch tokens and make white or black: count the larger part, not both.
  return caps.notes ? draws + recolour + Math.max(arrivalCost, touches) : draws + recolour + arrivalCost + touches;
}

/** The fewest draws after which the recruit zone can supply `landed` tokens with `need[p]` of each primary. */
function drawsNeeded(ctx: Context, player: PlayerState, need: readonly number[], landed: number): number {
  const bag = player.bag.length;
  const recruit = player.recruit;
  const have = [recruit.blue, recruit.yellow, recruit.red];
  let total = 0;
  for (const c in recruit) total += recruit[c as Colour];
  const joker = ctx.jokerAvailable && !player.jokerUsed;
  for (let d = 0; d <= bag; d++) {
    if (total + d < landed) continue;
    let deficit = 0;
    for (let p = 0; p < 3; p++) {
      const drawn = ctx.prefix[p]![bag]! - ctx.prefix[p]![bag - d]!;
      deficit += Math.max(0, need[p]! - have[p]! - drawn);
    }
    // The joker turns 4 tokens of one primary into another: up to 4 missing tokens may come from it.
    if (deficit === 0 || (joker && deficit <= 4)) return d;
  }
  return Infinity;
}

/** The personal actions left from this position to the end of `lastTurn`, when at most `lastCap` are spent in it. */
export function actionsAvailable(turn: number, used: number, lastTurn: number, lastCap: number): number {
  if (turn > lastTurn) return -1;
  if (turn === lastTurn) return Math.min(actionsInTurn(turn), lastCap) - used;
  let sum = actionsInTurn(turn) - used;
  for (let t = turn + 1; t < lastTurn; t++) sum += actionsInTurn(t);
  return sum + Math.min(actionsInTurn(lastTurn), lastCap);
}
