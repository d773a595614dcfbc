/**
 * Admissible lower bounds: the fewest personal actions a player still needs to fulfil the schema, never more
 * than the true number, so that pruning on them never loses a solution.
 * @module
 */
import {
  FLOWERS,
  JOKER_TOKENS,
  MIXING_RECIPES,
  actionsInTurn,
  choreographyMoves,
  fastStepReach,
  stepsToExit,
  windAfterTurn,
  type Colour,
  type GameState,
  type PlayerState,
  type SpecialActionId,
} from '@stigmeria/rules';
import { COLOUR_INDEX, endsAsTable } from './colours.js';
import { noteCount } from './notes.js';

// Colour indices the counts below use, in the rules' order (primaries first).
const RED = COLOUR_INDEX.red;
const ORANGE = COLOUR_INDEX.orange;
const GREEN = COLOUR_INDEX.green;
const VIOLET = COLOUR_INDEX.violet;
const BROWN = COLOUR_INDEX.brown;
const WHITE = COLOUR_INDEX.white;
const BLACK = COLOUR_INDEX.black;

/** Secondary colour index → the two primaries Mixing makes it from (the rules' `MIXING_RECIPES`). */
const PARTS: Readonly<Record<number, readonly [number, number]>> = Object.fromEntries(
  (Object.entries(MIXING_RECIPES) as [Colour, readonly [Colour, Colour]][]).map(([secondary, [a, b]]) => [COLOUR_INDEX[secondary], [COLOUR_INDEX[a], COLOUR_INDEX[b]]]),
);

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
  /** Most stigmerians one action can move off a wrong cell: Exchange and Half Note 2, Choreography up to `choreographyMoves(turn)`. */
  readonly choreography: boolean;
  /** Fast Step: one stigmerian up to `fastStepReach(turn)` steps for one action. */
  readonly fastStep: boolean;
  /** Diagonal: one stigmerian one row and one column for one action. */
  readonly diagonal: boolean;
  /** Rest: any token leaves the board for one action. */
  readonly rest: boolean;
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
    fastStep: has('fast-step'),
    diagonal: has('diagonal'),
    rest: has('rest'),
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
  /** The target cells, in order. */
  readonly targetCells: readonly number[];
  /** 1 at colour × 9 + target colour when a stigmerian of that colour may end on that target (`mayEndAs`). */
  readonly becomes: Uint8Array;
  /** `prefix[c][i]`: how many tokens of primary `c` lie in the root bag's bottom `i` tokens. */
  readonly prefix: readonly Int32Array[];
  readonly jokerAvailable: boolean;
  /** The direction of the wind after each turn (index turn − 1), south when the schema says nothing. */
  readonly winds: readonly string[];
}

/** What the bound reads of a position once: the player's flower, targets, bag order and winds, as tables. */
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
  const targetCells = state.targets.flatMap((c, i) => (c === null ? [] : [i]));
  const caps = capabilitiesFor(state, player);
  // The same specials `caps` was read from: which stigmerian may end on which target, without any action on it but
  // a recolouring.
  const becomes = endsAsTable(player.specials);
  return { caps, target, targetCells, becomes, prefix, jokerAvailable: state.options.joker, winds };
}

/**
 * The wind blows still to come up to the end of `lastTurn`, by direction (south, north, east, west). The blow
 * after `lastTurn` is counted too: a fulfilment is also checked after the wind (R13), and counting one blow
 * too many only makes the bound smaller.
 */
function windsLeft(ctx: Context, turn: number, lastTurn: number): readonly [number, number, number, number] {
  let south = 0;
  let north = 0;
  let east = 0;
  let west = 0;
  for (let t = turn; t <= lastTurn; t++) {
    const w = ctx.winds[t - 1] ?? 'south';
    if (w === 'south') south++;
    else if (w === 'north') north++;
    else if (w === 'east') east++;
    else west++;
  }
  return [south, north, east, west];
}

/**
 * The fewest steps that actions must make a stigmerian take to go from `from` to `to`: the wind moves every
 * stigmerian at most one cell a blow, in its direction, so of the rows (columns) between the two cells at most
 * as many as the blows that way are free; every other row or column is one orthogonal step of some action.
 */
function stepsBetween(from: number, to: number, winds: readonly [number, number, number, number]): number {
  const dr = Math.floor(to / 10) - Math.floor(from / 10);
  const dc = (to % 10) - (from % 10);
  const vertical = dr > 0 ? Math.max(0, dr - winds[0]) : Math.max(0, -dr - winds[1]);
  const horizontal = dc > 0 ? Math.max(0, dc - winds[2]) : Math.max(0, -dc - winds[3]);
  return vertical + horizontal;
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
 *
 * With `free` a colour index, the board holds one stigmerian more of that colour, on no cell, whose ways to every
 * target and off the board take no step. The bound is never more than with that stigmerian on any cell or off the
 * board (each part only grows with a stigmerian's steps, and a stigmerian more lowers the tokens to bring or leaves
 * for nothing): the search bounds all the lands of one colour, or all the moves of one stigmerian, with it at once.
 */
export function lowerBound(ctx: Context, player: BoundPlayer, turn: number, lastTurn: number, free = -1): number {
  if (BOUND_TUNING.off) return 0;
  const caps = ctx.caps;
  // A Half Note waiting for its cell removes one black and whitens the other for free: the counts below would
  // charge for the white it is about to make. Its two answers are bounded on their own.
  if (player.pending?.kind === 'half-note') return 0;
  const missing = MISSING.fill(0);
  const onBoard = ON_BOARD.fill(0);
  let targetsMissing = 0;
  let stigmerians = 0;
  // Which targets are still missing, a bit each in the order of their cells (−1 past 30 targets): the steps a
  // Fulgurance's tokens need depend on the position only through it.
  let missingMask = 0;
  let ordinal = 0;
  const board = player.board;
  for (let i = 0; i < 100; i++) {
    const t = ctx.target[i]!;
    const token = board[i];
    if (t >= 0) ordinal++;
    if (token !== null && token !== undefined) {
      if (token.pollen) continue;
      stigmerians++;
      onBoard[COLOUR_INDEX[token.color]]!++;
    }
    if (t >= 0) {
      missing[t]!++;
      targetsMissing++;
      if (ordinal <= 30) missingMask |= 1 << (ordinal - 1);
    }
  }
  if (ordinal > 30) missingMask = -1;
  if (free >= 0) {
    stigmerians++;
    onBoard[free]!++;
  }
  if (targetsMissing === 0 && stigmerians === 0) return 0;
  // Recolourings.
  let mixes = 0;
  const needPrimary = NEED_PRIMARY.fill(0);
  for (const s of SECONDARIES) {
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

  // Arrivals and draws. Every token that arrives is landed from the recruit zone (after a draw brought it from the
  // bag), or made by a special action, or placed by Fulgurance, five at a time from the bag's top. Draws and
  // Fulgurance both take the bag's top, so with `f` Fulgurances and `d` draws the colours to hand are those of the
  // recruit zone and of the bag's top `d + 5f` tokens, wherever each went. Fulgurance's tokens beyond the targets
  // left must leave the board again, a step each at least.
  // A stigmerian that must leave fills no target (see `colourDeficits`).
  const deficits = stigmerians > 0 && BOUND_TUNING.perColour ? colourDeficits(ctx, board, onBoard) : 0;
  const arrivals = Math.max(0, targetsMissing - stigmerians + deficits);
  // Where every special action costs 2 (InspirActrice), the actions that make whites and blacks are counted apart:
  // each costs 2 and brings one token at most, for which a land and a draw would cost no more, so the fewest of them
  // are the cheapest (see `noteCount`), and only the Half Notes among them also take a token off the board, a step.
  // Elsewhere (SiffloChamp, at 1 point) each made token stands for a land, and the notes overlap with the steps.
  const apart = caps.notes && caps.specialCost >= 2 && BOUND_TUNING.notes;
  const notes = apart ? noteCount(missing[WHITE]! - onBoard[WHITE]! - player.recruit.white, missing[BLACK]! - onBoard[BLACK]! - player.recruit.black) : null;
  const created = notes !== null ? Math.min(arrivals, notes.actions) : caps.makesWhite || caps.makesBlack ? Math.min(arrivals, needWhite + needBlack) : 0;
  // Tokens a line surely brings beyond the lands: for the tokens too many that must leave again.
  const broughtAnyway = notes !== null ? notes.created : created;
  const landed = arrivals - created;
  const partsTotal = (arrivalCost: number, steps: number): number => {
    if (notes !== null) return recolour + arrivalCost + pointsForSteps(ctx, player, Math.max(0, steps - notes.halfNotes * specialSteps(caps, lastTurn)), lastTurn);
    const touches = pointsForSteps(ctx, player, steps, lastTurn);
    // Half Note and Quarter Note both touch tokens and make white or black: count the larger part, not both.
    return caps.notes ? recolour + Math.max(arrivalCost, touches) : recolour + arrivalCost + touches;
  };
  for (let p = 0; p < 3; p++) needPrimary[p] = Math.max(0, needPrimary[p]! + missing[p]! - onBoard[p]!);
  const memo = memoOf(ctx, turn, lastTurn);
  LEAVE_EXTRA.length = 0;
  leaveSorted = true;
  stepsBase = 0;
  const steps = stigmerians === 0 ? 0 : stepsNeeded(ctx, player, memo, targetsMissing, stigmerians, deficits, free);
  const most = caps.fulgurance ? Math.floor(player.bag.length / 5) : 0;
  let best = Infinity;
  let windows: Windows | undefined;
  // Each Fulgurance costs its price at least: beyond the count where that alone reaches the best, none helps.
  for (let f = 0; f <= most && recolour + f * caps.specialCost < best; f++) {
    const lands = Math.max(0, landed - 5 * f);
    let arrivalCost = lands + f * caps.specialCost;
    if (notes !== null) arrivalCost += notes.actions * caps.specialCost;
    else if (caps.makesWhite || caps.makesBlack) arrivalCost = Math.max(arrivalCost + created, needWhite);
    const surplus = Math.max(0, 5 * f + lands + broughtAnyway - targetsMissing);
    const placedSteps = f === 0 ? 0 : Math.max(surplus, f * fulguranceSteps(ctx, memo));
    const withoutDraws = partsTotal(arrivalCost, steps + placedSteps);
    if (withoutDraws >= best) {
      // Once Fulgurance brings every token, each more one only adds to the arrivals and the steps.
      if (lands === 0) break;
      continue;
    }
    const draws = drawsNeeded(ctx, player, needPrimary, lands, 5 * f);
    if (draws === Infinity || draws + withoutDraws >= best) continue;
    if (f === 0) {
      best = draws + withoutDraws;
      continue;
    }
    // The tokens each Fulgurance places are the bag's, in its order: the i-th takes five from offset 5i plus the
    // draws before it. More draws than the fewest may give better tokens, each for one more action.
    windows ??= new Windows(ctx, player, memo, missingMask);
    // Tokens beyond the targets left must leave. Landed or made ones may be among them, so only those beyond what
    // the board and the Fulgurances alone bring are sure to be some of those on the board or some of the
    // Fulgurances', whichever costs least beyond their own way (see `leavingSteps`).
    const leaving = Math.max(0, stigmerians + 5 * f - targetsMissing);
    for (let d = draws; d + 5 * f <= player.bag.length && d + withoutDraws < best; d++) {
      let placed = 0;
      for (let i = 0; i < f; i++) {
        let least = Infinity;
        for (let o = 5 * i; o <= 5 * i + d; o++) least = Math.min(least, windows.at(o, 0));
        placed += least;
      }
      const totalFor = (moved: number): number => d + partsTotal(arrivalCost, moved);
      const simple = steps + Math.max(placedSteps, placed);
      // The tokens that must leave only add steps: worth counting only when the rest does not already reach the best.
      if (totalFor(simple) >= best) continue;
      const total = totalFor(Math.max(simple, leavingSteps(windows, stigmerians, f, d, leaving)));
      if (total < best) best = total;
    }
  }
  return best;
}

/**
 * The fewest steps of the stigmerians on the board and the `f` Fulgurances' tokens when `leaving` of them must
 * leave the board (R13: a fulfilled board holds the target pollens and nothing else). Those on the board each take
 * their cheapest way (`stepsBase`) and, when they leave, their
 * extra steps to leave (`LEAVE_EXTRA`, least first); each Fulgurance's tokens take the least steps of their
 * windows with that many of them leaving (`Windows`), from the offsets its draws allow (as in `lowerBound`).
 */
function leavingSteps(windows: Windows, stigmerians: number, f: number, d: number, leaving: number): number {
  if (leaving === 0) return 0;
  // The steps on the board without any of them leaving.
  const base = stepsBase;
  if (!leaveSorted) sortLeaveExtra();
  // The Fulgurances' least steps with j of their tokens leaving (j counted up to `leaving`).
  const byCount = LEAVING_BY_COUNT;
  byCount.fill(Infinity, 0, leaving + 1);
  byCount[0] = 0;
  for (let i = 0; i < f; i++) {
    const next = LEAVING_NEXT;
    next.fill(Infinity, 0, leaving + 1);
    for (let k = 0; k <= 5; k++) {
      let least = Infinity;
      for (let o = 5 * i; o <= 5 * i + d; o++) least = Math.min(least, windows.at(o, k));
      for (let j = 0; j <= leaving; j++) {
        if (byCount[j] === Infinity) continue;
        const to = Math.min(leaving, j + k);
        next[to] = Math.min(next[to]!, byCount[j]! + least);
      }
    }
    for (let j = 0; j <= leaving; j++) byCount[j] = next[j]!;
  }
  // Of those leaving, any number may be stigmerians on the board, the ones whose leaving adds least.
  let best = Infinity;
  let onBoard = 0;
  for (let e = 0; e <= Math.min(leaving, stigmerians); e++) {
    if (e > 0) onBoard += LEAVE_EXTRA[e - 1]!;
    best = Math.min(best, base + onBoard + byCount[leaving - e]!);
  }
  return best;
}

// Scratch space for `Windows`: the steps a token of each primary needs from each cell, and the windows' steps.
const PRIMARY_STEPS = [new Int32Array(100), new Int32Array(100), new Int32Array(100)];
const NO_STEPS = new Int32Array(100);
// One window's tokens' extra steps to leave, and the least steps of the windows of one offset by tokens leaving.
const WINDOW_EXTRA = new Int32Array(5);
const WINDOW_STEPS = new Float64Array(6);
// The least steps of f Fulgurances by tokens leaving, and one Fulgurance's, for `leavingSteps`.
const LEAVING_BY_COUNT = new Float64Array(256);
const LEAVING_NEXT = new Float64Array(256);
// The bag indexes whose Fulgurance steps are remembered: a bag holds 45 tokens in these modes.
const BAG_LIMIT = 128;
// The cells a Fulgurance cannot cover (pollens, when no Rest can remove them), and the bag's colours by index.
const BLOCKED = new Uint8Array(100);
const BAG_COLOURS: number[] = [];

/**
 * For each offset `o` from the bag's top, the fewest steps that actions must make the five tokens a Fulgurance
 * would place from there take: five consecutive cells of a row, free of pollens (a pollen never moves, and
 * without Rest never leaves), the token from the top on the leftmost cell, each bound for the nearest target not
 * yet a pollen that it may become, less the wind's help, or its way off the board (see `stepsNeeded`). Computed
 * for a position only as far as asked.
 */
class Windows {
  private primed = false;
  /**
   * By the bag's index of the first token placed (the bag only ever loses its top) × 6, and the number of the five
   * tokens that leave the board (0 to 5): known steps, or −1.
   */
  private readonly steps: Int16Array;

  constructor(
    private readonly ctx: Context,
    private readonly player: BoundPlayer,
    private readonly memo: TurnMemo,
    mask: number,
  ) {
    // Kept per set of missing targets, under the memo's winds: the same set comes back in many positions.
    memo.windows ??= new Map();
    let steps = mask < 0 ? undefined : memo.windows.get(mask);
    if (steps === undefined) {
      steps = new Int16Array(BAG_LIMIT * 6).fill(-1);
      if (mask >= 0) memo.windows.set(mask, steps);
    }
    this.steps = steps;
  }

  /** The steps of the five tokens placed from offset `o`, when `leaving` of them must leave the board. */
  at(o: number, leaving: number): number {
    const index = this.player.bag.length - 1 - o;
    if (index >= BAG_LIMIT) {
      this.compute(o);
      return WINDOW_STEPS[leaving]!;
    }
    if (this.steps[index * 6]! < 0) {
      this.compute(o);
      for (let k = 0; k < 6; k++) this.steps[index * 6 + k] = Math.min(WINDOW_STEPS[k]!, 0x7fff);
    }
    return this.steps[index * 6 + leaving]!;
  }

  private prime(): void {
    const { ctx, player, memo } = this;
    const nearest = nearestTargets(ctx, memo);
    const board = player.board;
    for (let x = 0; x < 100; x++) {
      const t = board[x];
      BLOCKED[x] = t !== null && t !== undefined && t.pollen && !ctx.caps.rest ? 1 : 0;
    }
    BAG_COLOURS.length = player.bag.length;
    for (let k = 0; k < player.bag.length; k++) BAG_COLOURS[k] = COLOUR_INDEX[player.bag[k]!];
    for (let c = 0; c < 3; c++) {
      const cost = PRIMARY_STEPS[c]!;
      for (let x = 0; x < 100; x++) {
        // The targets a token of this colour may become, nearest first, then the way off: the first that is not a
        // pollen yet is the nearest free one.
        const list = nearest[c * 100 + x]!;
        let place = memo.leave![x]!;
        for (let k = 0; k < list.length; k += 2) {
          if (list[k + 1]! >= place) break;
          const t = board[list[k]!];
          if (t !== null && t !== undefined && t.pollen) continue;
          place = list[k + 1]!;
          break;
        }
        cost[x] = place;
      }
    }
    this.primed = true;
  }

  /** The least steps of the five tokens placed on `x` to `x + 4` from the bag's index `top` down, each matched to a free target of its own or off the board (see `matchedSteps`). */
  private matched(x: number, top: number): number {
    for (let i = 0; i < 5; i++) {
      WINDOW_CELLS[i] = x + i;
      WINDOW_COLOURS[i] = BAG_COLOURS[top - i]!;
    }
    return matchedSteps(this.ctx, this.player.board, this.memo, WINDOW_CELLS, WINDOW_COLOURS, 5);
  }

  /** Fills `WINDOW_STEPS[k]`, for k of the five tokens leaving, with the least over the rows and cells. */
  private compute(o: number): void {
    if (!this.primed) this.prime();
    const leave = this.memo.leave!;
    const top = this.player.bag.length - 1 - o;
    // The five tokens' step tables, from the top; the bag holds primaries in these modes, and any other colour
    // is counted as needing no step.
    const s0 = PRIMARY_STEPS[BAG_COLOURS[top]!] ?? NO_STEPS;
    const s1 = PRIMARY_STEPS[BAG_COLOURS[top - 1]!] ?? NO_STEPS;
    const s2 = PRIMARY_STEPS[BAG_COLOURS[top - 2]!] ?? NO_STEPS;
    const s3 = PRIMARY_STEPS[BAG_COLOURS[top - 3]!] ?? NO_STEPS;
    const s4 = PRIMARY_STEPS[BAG_COLOURS[top - 4]!] ?? NO_STEPS;
    WINDOW_STEPS.fill(Infinity);
    const extra = WINDOW_EXTRA;
    for (let row = 0; row < 100; row += 10) {
      for (let x = row; x <= row + 5; x++) {
        if (BLOCKED[x]! + BLOCKED[x + 1]! + BLOCKED[x + 2]! + BLOCKED[x + 3]! + BLOCKED[x + 4]! > 0) continue;
        let sum = s0[x]! + s1[x + 1]! + s2[x + 2]! + s3[x + 3]! + s4[x + 4]!;
        if (sum < WINDOW_STEPS[0]!) {
          // Five tokens cannot all take the same nearest target: matched to targets of their own, or off the board.
          const matched = BOUND_TUNING.matching ? this.matched(x, top) : sum;
          if (matched < WINDOW_STEPS[0]!) WINDOW_STEPS[0] = matched;
        }
        // A token that leaves takes its way off instead of its way to a target: what that adds, least first.
        extra[0] = leave[x]! - s0[x]!;
        extra[1] = leave[x + 1]! - s1[x + 1]!;
        extra[2] = leave[x + 2]! - s2[x + 2]!;
        extra[3] = leave[x + 3]! - s3[x + 3]!;
        extra[4] = leave[x + 4]! - s4[x + 4]!;
        extra.sort();
        for (let k = 1; k <= 5; k++) {
          sum += extra[k - 1]!;
          if (sum < WINDOW_STEPS[k]!) WINDOW_STEPS[k] = sum;
        }
      }
    }
  }
}

/**
 * For each colour (by index) and cell, the targets a token of that colour may become, as pairs (target cell,
 * steps), nearest first, under the memo's winds.
 */
function nearestTargets(ctx: Context, memo: TurnMemo): readonly Int32Array[] {
  if (memo.nearest !== undefined) return memo.nearest;
  const table = stepTable(ctx, memo);
  const nearest: Int32Array[] = [];
  for (let c = 0; c < 9; c++) {
    for (let x = 0; x < 100; x++) {
      const pairs: [number, number][] = [];
      for (let j = 0; j < 100; j++) if (ctx.target[j]! >= 0 && ctx.becomes[c * 9 + ctx.target[j]!] === 1) pairs.push([j, table[x * 100 + j]!]);
      pairs.sort((a, b) => a[1] - b[1]);
      nearest.push(Int32Array.from(pairs.flat()));
    }
  }
  memo.nearest = nearest;
  return nearest;
}

/** The steps between every cell and every target under the memo's winds, and the way off from every cell. */
function stepTable(ctx: Context, memo: TurnMemo): Int32Array {
  if (memo.between !== undefined) return memo.between;
  // One row more, of zeros, for `FREE_CELL`.
  const between = new Int32Array(101 * 100);
  const leave = new Int32Array(101);
  for (let x = 0; x < 100; x++) {
    leave[x] = wayOff(ctx, memo.winds, memo.lastTurn, x);
    for (let j = 0; j < 100; j++) if (ctx.target[j]! >= 0) between[x * 100 + j] = BOUND_TUNING.distances ? stepsBetween(x, j, memo.winds) : Math.min(1, stepsBetween(x, j, memo.winds));
  }
  memo.between = between;
  memo.leave = leave;
  return between;
}

/**
 * `distances: false` counts at most one step a stigmerian, as a weaker bound does; `off: true` makes the bound 0
 * everywhere, so that the search is exhaustive within its limits: the tests compare the optima found with and
 * without, to show that the bound loses no line; `notes: false` counts InspirActrice's whites and blacks as
 * SiffloChamp's are, overlapping with the steps (the tests compare the two).
 */
export const BOUND_TUNING = { distances: true, off: false, notes: true, perColour: true, matching: true };

// Scratch space for the bound, which runs on every position the search lists: the targets missing and the
// stigmerians by colour, the primaries to land and, for the stigmerians, what leaving the board costs more than
// their cheapest way to their end.
const MISSING = new Int32Array(9);
const ON_BOARD = new Int32Array(9);
const NEED_PRIMARY = [0, 0, 0];
const SECONDARIES = [ORANGE, GREEN, VIOLET] as const;
const LEAVE_EXTRA: number[] = [];
let leaveSorted = true;
// The stigmerians' steps on their cheapest ways, none leaving beyond those; their colours, in `LEAVE_EXTRA`'s order
// before it is sorted; and for `forcedToLeave`, the deficit of each colour and lists of extras.
let stepsBase = 0;
const TOKEN_COLOUR = new Int32Array(100);
const TOKEN_CELL = new Int32Array(100);
// A Fulgurance's five tokens, for `matchedSteps`.
const WINDOW_CELLS = new Int32Array(5);
const WINDOW_COLOURS = new Int32Array(5);
// The cell of `lowerBound`'s free stigmerian in the step tables: no step from it to anywhere.
const FREE_CELL = 100;
// The target `cheapestWay` last ended on (−1 for the way off), and the targets a bound's stigmerians end on, marked
// with the bound's own number so that the marks need no clearing.
let wayTarget = -1;
const TARGET_TAKEN = new Int32Array(100);
let takenMark = 0;
// For `matchedSteps`: the free targets, the cost matrix (grown as needed) and the assignment's scratch arrays. A
// stigmerian matched to a target it cannot become costs more than any way off.
const FREE_TARGETS = new Int32Array(100);
const NO_MATCH = 1000;
let MATCH_COST = new Float64Array(1024);
const matchCost = (size: number): Float64Array => (MATCH_COST.length >= size ? MATCH_COST : (MATCH_COST = new Float64Array(size * 2)));
let MATCH_U = new Float64Array(0);
let MATCH_V = new Float64Array(0);
let MATCH_OWNER = new Int32Array(0);
let MATCH_WAY = new Int32Array(0);
let MATCH_LEAST = new Float64Array(0);
let MATCH_USED = new Uint8Array(0);
const DEFICIT = new Int32Array(9);
const COLOUR_EXTRAS: number[] = [];
const OTHER_EXTRAS: number[] = [];
const COMPATIBLE = new WeakMap<Context, readonly Int32Array[]>();

/** What the bound knows from the turn and the last turn alone: the winds still to blow, and what they make cost. */
interface TurnMemo {
  readonly winds: readonly [number, number, number, number];
  readonly lastTurn: number;
  /** `fulguranceSteps`, once known; −1 before. */
  fulgurance: number;
  /** `stepTable`: steps from each cell (× 100) to each target cell, and each cell's way off; once known. */
  between?: Int32Array;
  leave?: Int32Array;
  /** `nearestTargets`, once known. */
  nearest?: readonly Int32Array[];
  /** The steps of a Fulgurance's tokens, by the set of targets missing (see `Windows`). */
  windows?: Map<number, Int16Array>;
}

// Per context, by turn, last turn and the distance tuning: the bound reads them for every position.
const MEMOS = new WeakMap<Context, Map<number, TurnMemo>>();

function memoOf(ctx: Context, turn: number, lastTurn: number): TurnMemo {
  let memos = MEMOS.get(ctx);
  if (memos === undefined) MEMOS.set(ctx, (memos = new Map()));
  const key = (turn * 64 + lastTurn) * 2 + (BOUND_TUNING.distances ? 1 : 0);
  let memo = memos.get(key);
  if (memo === undefined) memos.set(key, (memo = { winds: windsLeft(ctx, turn, lastTurn), lastTurn, fulgurance: -1 }));
  return memo;
}

/**
 * The fewest steps that actions must make stigmerians take (see `pointsForSteps` for their price). Each stigmerian
 * must end as a pollen on a target it may become (R4: a pollen never moves), or leave the board; so it takes at
 * least the steps to the nearest such target that is not a pollen yet (less the wind's help, see `stepsBetween`),
 * or the cost of leaving: one Rest or Half Note, else the steps to row J and one step off (R8). Tokens beyond the
 * targets left must all leave. Summing each token's cheapest way over the tokens is a lower bound on the steps
 * actions make, because every step moves one token.
 */
function stepsNeeded(ctx: Context, player: BoundPlayer, memo: TurnMemo, targetsMissing: number, stigmerians: number, deficits: number, free: number): number {
  const board = player.board;
  const nearest = nearestTargets(ctx, memo);
  const leaves = memo.leave!;
  const excess = Math.max(0, stigmerians - targetsMissing);
  const extras = LEAVE_EXTRA;
  extras.length = 0;
  let steps = 0;
  // Whether two stigmerians' cheapest ways end on the same target: only then can matching them cost more.
  let shared = false;
  takenMark++;
  for (let i = 0; i < 100; i++) {
    const token = board[i];
    if (token === null || token === undefined || token.pollen) continue;
    const leave = leaves[i]!;
    const cheapest = cheapestWay(board, nearest[COLOUR_INDEX[token.color] * 100 + i]!, leave);
    steps += cheapest;
    if (wayTarget >= 0) {
      if (TARGET_TAKEN[wayTarget] === takenMark) shared = true;
      TARGET_TAKEN[wayTarget] = takenMark;
    }
    TOKEN_COLOUR[extras.length] = COLOUR_INDEX[token.color];
    TOKEN_CELL[extras.length] = i;
    extras.push(leave - cheapest);
  }
  // The free stigmerian (see `lowerBound`) takes no step to any target nor off the board, on a cell of its own. It
  // alone never makes the matching worth computing: left out, the steps are only lower, as a floor may be.
  if (free >= 0) {
    TOKEN_COLOUR[extras.length] = free;
    TOKEN_CELL[extras.length] = FREE_CELL;
    extras.push(0);
  }
  stepsBase = steps;
  const forced = deficits > 0 ? forcedToLeave(excess, deficits) : 0;
  leaveSorted = false;
  if (forced > 0) steps += forced;
  else if (excess > 0) {
    sortLeaveExtra();
    for (let k = 0; k < excess; k++) steps += extras[k]!;
  }
  return BOUND_TUNING.matching && shared ? Math.max(steps, matchedSteps(ctx, board, memo, TOKEN_CELL, TOKEN_COLOUR, stigmerians)) : steps;
}

/**
 * The fewest steps of `n` stigmerians (the board's, or a Fulgurance's five), on `cells` with `colours` (indexes),
 * when each ends on its own target: a target holds one pollen at the end (R13), so two stigmerians cannot both take
 * the nearest one. Each is matched to a distinct free target it may become, at the steps between them (less the
 * wind's help), or leaves the board at its way off; the least total over all such matchings (the assignment problem,
 * solved exactly). Tokens outside the match would only take targets away, and a pollen removed by Rest frees its
 * target only at the price of a way off: a lower bound.
 */
function matchedSteps(ctx: Context, board: BoundPlayer['board'], memo: TurnMemo, cells: Int32Array, colours: Int32Array, n: number): number {
  const between = stepTable(ctx, memo);
  const leaves = memo.leave!;
  const targets = ctx.targetCells;
  let free = 0;
  for (const t of targets) {
    const token = board[t];
    if (token === null || token === undefined || !token.pollen) FREE_TARGETS[free++] = t;
  }
  const m = free + n;
  const width = m + 1;
  const cost = matchCost((n + 1) * width);
  for (let i = 0; i < n; i++) {
    const cell = cells[i]!;
    const colour = colours[i]!;
    const row = (i + 1) * width;
    for (let j = 0; j < free; j++) {
      const t = FREE_TARGETS[j]!;
      cost[row + j + 1] = ctx.becomes[colour * 9 + ctx.target[t]!] === 1 ? between[cell * 100 + t]! : NO_MATCH;
    }
    for (let j = 0; j < n; j++) cost[row + free + j + 1] = j === i ? leaves[cell]! : NO_MATCH;
  }
  return assignment(cost, n, m);
}

/**
 * How many stigmerians must leave the board because their colour has more of them on the board than free targets
 * it may become (each target holds one pollen at the end, R13), summed over the colours; `DEFICIT` gets each
 * colour's number (0 or less when none must leave).
 */
function colourDeficits(ctx: Context, board: BoundPlayer['board'], onBoard: Int32Array): number {
  const cells = compatibleTargets(ctx);
  let total = 0;
  for (let c = 0; c < 9; c++) {
    const n = onBoard[c]!;
    DEFICIT[c] = 0;
    if (n === 0) continue;
    let free = 0;
    const list = cells[c]!;
    for (let k = 0; k < list.length && free < n; k++) {
      const t = board[list[k]!];
      if (t === null || t === undefined || !t.pollen) free++;
    }
    DEFICIT[c] = n - free;
    if (free < n) total += n - free;
  }
  return total;
}

/**
 * The least extra steps of the stigmerians that must leave the board (`deficits` of them, by colour in `DEFICIT`):
 * of each colour the ones whose leaving adds least, then, up to the `excess` beyond all the targets left, the least
 * of the others. Reads the stigmerians' colours and extras that `stepsNeeded` just wrote.
 */
function forcedToLeave(excess: number, deficits: number): number {
  const extras = LEAVE_EXTRA;
  const tokens = extras.length;
  let forced = 0;
  const others = OTHER_EXTRAS;
  others.length = 0;
  for (let c = 0; c < 9; c++) {
    if (ON_BOARD[c] === 0) continue;
    const mine = COLOUR_EXTRAS;
    mine.length = 0;
    for (let k = 0; k < tokens; k++) if (TOKEN_COLOUR[k] === c) mine.push(extras[k]!);
    const deficit = Math.max(0, DEFICIT[c]!);
    if (deficit > 0) sortSmall(mine);
    for (let k = 0; k < mine.length; k++) {
      if (k < deficit) forced += mine[k]!;
      else others.push(mine[k]!);
    }
  }
  if (excess > deficits) {
    sortSmall(others);
    for (let k = 0; k < excess - deficits; k++) forced += others[k]!;
  }
  return forced;
}

/** For each colour (by index), the target cells a token of that colour may become. */
function compatibleTargets(ctx: Context): readonly Int32Array[] {
  let cells = COMPATIBLE.get(ctx);
  if (cells === undefined) {
    const lists: Int32Array[] = [];
    for (let c = 0; c < 9; c++) {
      const list: number[] = [];
      for (let j = 0; j < 100; j++) if (ctx.target[j]! >= 0 && ctx.becomes[c * 9 + ctx.target[j]!] === 1) list.push(j);
      lists.push(Int32Array.from(list));
    }
    COMPATIBLE.set(ctx, (cells = lists));
  }
  return cells;
}

/**
 * The steps of a stigmerian's cheapest way: to the nearest target it may become that is not a pollen yet (`list`,
 * nearest first, from `nearestTargets`), or off the board (`leave`).
 */
function cheapestWay(board: BoundPlayer['board'], list: Int32Array, leave: number): number {
  for (let k = 0; k < list.length; k += 2) {
    if (list[k + 1]! >= leave) break;
    const t = board[list[k]!];
    if (t !== null && t !== undefined && t.pollen) continue;
    wayTarget = list[k]!;
    return list[k + 1]!;
  }
  wayTarget = -1;
  return leave;
}

/**
 * Whether moving the stigmerian on `from` to the empty cell `to`, where it does not become a pollen, leaves the
 * bound no lower: the bound reads a stigmerian only through its steps to each free target it may become and its
 * way off (`stepsNeeded`, `matchedSteps`, `leavingSteps`), and is never less when none of them is shorter; the other
 * tokens, the pollens and the counts stay as they were. The search cuts such moves without computing their bound
 * when the position's own is already too high.
 */
export function noNearer(ctx: Context, player: BoundPlayer, from: number, to: number, turn: number, lastTurn: number): boolean {
  const token = player.board[from];
  if (token === null || token === undefined || token.pollen || ctx.target[to] === COLOUR_INDEX[token.color]) return false;
  const memo = memoOf(ctx, turn, lastTurn);
  const between = stepTable(ctx, memo);
  if (memo.leave![to]! < memo.leave![from]!) return false;
  for (const t of compatibleTargets(ctx)[COLOUR_INDEX[token.color]]!) {
    const there = player.board[t];
    if ((there === null || there === undefined || !there.pollen) && between[to * 100 + t]! < between[from * 100 + t]!) return false;
  }
  return true;
}

/**
 * Whether landing `colour` on `cell`, where it does not become a pollen, leaves the bound no lower. The land saves
 * the one land the bound counted for it (the recruit zone and the colours still to bring lose one token each, so
 * the draws stay), and the new stigmerian adds at least its own cheapest way to the steps, or its way off (to the
 * matched steps too: the others' matching without it is one of theirs): when that way costs a whole action point,
 * nothing is saved. Only where the bound's parts add up: not where notes make whites
 * and blacks (SiffloChamp's part is the larger of two, InspirActrice's notes stand for lands), nor during a
 * Choreography, whose paid steps absorb new ones.
 */
export function landNoLower(ctx: Context, player: BoundPlayer, colour: Colour, cell: number, turn: number, lastTurn: number): boolean {
  const caps = ctx.caps;
  const c = COLOUR_INDEX[colour];
  if (caps.notes || caps.makesWhite || caps.makesBlack || player.pending !== null || c > RED || ctx.target[cell] === c) return false;
  const memo = memoOf(ctx, turn, lastTurn);
  const way = cheapestWay(player.board, nearestTargets(ctx, memo)[c * 100 + cell]!, memo.leave![cell]!);
  return way >= stepsPerPoint(caps, lastTurn);
}

/**
 * The least total cost of giving each of the `n` rows its own column among `m` (n ≤ m), for costs `cost[i × (m + 1)
 * + j]` with rows and columns counted from 1: the shortest augmenting path method with potentials, O(n² m).
 */
function assignment(cost: Float64Array, n: number, m: number): number {
  const width = m + 1;
  const u = MATCH_U.length > n ? MATCH_U : (MATCH_U = new Float64Array(2 * n + 2));
  const v = MATCH_V.length > m ? MATCH_V : (MATCH_V = new Float64Array(2 * m + 2));
  const owner = MATCH_OWNER.length > m ? MATCH_OWNER : (MATCH_OWNER = new Int32Array(2 * m + 2));
  const way = MATCH_WAY.length > m ? MATCH_WAY : (MATCH_WAY = new Int32Array(2 * m + 2));
  const least = MATCH_LEAST.length > m ? MATCH_LEAST : (MATCH_LEAST = new Float64Array(2 * m + 2));
  const used = MATCH_USED.length > m ? MATCH_USED : (MATCH_USED = new Uint8Array(2 * m + 2));
  u.fill(0, 0, n + 1);
  v.fill(0, 0, m + 1);
  owner.fill(0, 0, m + 1);
  for (let i = 1; i <= n; i++) {
    owner[0] = i;
    let j0 = 0;
    least.fill(Infinity, 0, m + 1);
    used.fill(0, 0, m + 1);
    do {
      used[j0] = 1;
      const i0 = owner[j0]!;
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= m; j++) {
        if (used[j] === 1) continue;
        const reduced = cost[i0 * width + j]! - u[i0]! - v[j]!;
        if (reduced < least[j]!) {
          least[j] = reduced;
          way[j] = j0;
        }
        if (least[j]! < delta) {
          delta = least[j]!;
          j1 = j;
        }
      }
      for (let j = 0; j <= m; j++) {
        if (used[j] === 1) {
          u[owner[j]!]! += delta;
          v[j]! -= delta;
        } else least[j]! -= delta;
      }
      j0 = j1;
    } while (owner[j0] !== 0);
    do {
      const j1 = way[j0]!;
      owner[j0] = owner[j1]!;
      j0 = j1;
    } while (j0 !== 0);
  }
  return -v[0]!;
}

/** Sorts `LEAVE_EXTRA`, least first: the Fulgurance part reads it too (see `leavingSteps`). */
function sortLeaveExtra(): void {
  sortSmall(LEAVE_EXTRA);
  leaveSorted = true;
}

/** Sorts a short list of numbers in place, least first: by insertion, cheaper than `Array.prototype.sort` here. */
function sortSmall(list: number[]): void {
  for (let i = 1; i < list.length; i++) {
    const v = list[i]!;
    let j = i - 1;
    for (; j >= 0 && list[j]! > v; j--) list[j + 1] = list[j]!;
    list[j + 1] = v;
  }
}

/**
 * The fewest action points that make `steps` steps: one action makes one step (Move), two (Exchange, Diagonal,
 * Half Note), or the rules' `choreographyMoves` and `fastStepReach` of the last turn (Choreography, Fast Step), for its cost in action points; the steps of a Choreography
 * already paid for are free.
 */
function pointsForSteps(ctx: Context, player: BoundPlayer, steps: number, lastTurn: number): number {
  const caps = ctx.caps;
  if (player.pending?.kind === 'choreography') steps = Math.max(0, steps - player.pending.left);
  if (steps === 0) return 0;
  return Math.ceil(steps / stepsPerPoint(caps, lastTurn) - 1e-9);
}

/**
 * The steps a stigmerian on `x` takes to leave the board: to row J, less the south winds' help, and one step off
 * (R8); or, where Rest (any token) or Half Note (a black) can take it off for one special action, at most what that
 * action is worth in steps (`specialSteps`), since the bound prices steps and not actions.
 */
function wayOff(ctx: Context, winds: readonly [number, number, number, number], lastTurn: number, x: number): number {
  if (!BOUND_TUNING.distances) return 1;
  const walk = Math.max(0, stepsToExit(x) - winds[0]) + 1;
  return ctx.caps.rest || ctx.caps.notes ? Math.min(walk, specialSteps(ctx.caps, lastTurn)) : walk;
}

/** One special action's cost in steps: as many as its action points make at the best rate (`stepsPerPoint`). */
function specialSteps(caps: Capabilities, lastTurn: number): number {
  return caps.specialCost * stepsPerPoint(caps, lastTurn);
}

/** The most steps one action point can make (see `pointsForSteps`). */
function stepsPerPoint(caps: Capabilities, lastTurn: number): number {
  let perPoint = 1;
  if (caps.touchTwo || caps.diagonal) perPoint = Math.max(perPoint, 2 / caps.specialCost);
  if (caps.choreography) perPoint = Math.max(perPoint, choreographyMoves(lastTurn) / caps.specialCost);
  if (caps.fastStep) perPoint = Math.max(perPoint, fastStepReach(lastTurn) / caps.specialCost);
  return perPoint;
}

/**
 * The fewest steps that actions must make the five tokens of one Fulgurance take, wherever it is played: five
 * consecutive cells of a row, each token then bound for the nearest target (of any colour, pollen or not: fewer
 * targets are free later, which only makes the true number larger) less the wind's help, or its way off the board
 * (see `stepsNeeded`). A row of targets narrower than five leaves some tokens beside them.
 */
function fulguranceSteps(ctx: Context, memo: TurnMemo): number {
  if (memo.fulgurance >= 0) return memo.fulgurance;
  const winds = memo.winds;
  const cost = new Int32Array(100);
  for (let i = 0; i < 100; i++) {
    let place = Infinity;
    for (let j = 0; j < 100 && place > 0; j++) if (ctx.target[j]! >= 0) place = Math.min(place, stepsBetween(i, j, winds));
    if (!BOUND_TUNING.distances) place = Math.min(place, 1);
    cost[i] = Math.min(place, wayOff(ctx, winds, memo.lastTurn, i));
  }
  let best = Infinity;
  for (let row = 0; row < 10; row++) {
    for (let start = 0; start <= 5; start++) {
      let sum = 0;
      for (let k = 0; k < 5; k++) sum += cost[row * 10 + start + k]!;
      best = Math.min(best, sum);
    }
  }
  memo.fulgurance = best;
  return best;
}

/** What of a player the bound reads. */
export type BoundPlayer = Pick<PlayerState, 'board' | 'recruit' | 'bag' | 'jokerUsed' | 'pending'>;

/**
 * The fewest draws after which the recruit zone can supply `landed` tokens, and the recruit zone and the tokens
 * taken from the bag (`placed` more by Fulgurance) hold `need[p]` of each primary.
 */
function drawsNeeded(ctx: Context, player: BoundPlayer, need: readonly number[], landed: number, placed: number): number {
  const bag = player.bag.length;
  const recruit = player.recruit;
  const have = [recruit.blue, recruit.yellow, recruit.red];
  let total = 0;
  for (const c in recruit) total += recruit[c as Colour];
  const joker = ctx.jokerAvailable && !player.jokerUsed;
  const spare = [0, 0, 0];
  const pooled = [0, 0, 0];
  for (let d = 0; d + placed <= bag; d++) {
    if (total + d < landed) continue;
    let deficit = 0;
    let short = -1;
    for (let p = 0; p < 3; p++) {
      const taken = ctx.prefix[p]![bag]! - ctx.prefix[p]![bag - d - placed]!;
      const gap = need[p]! - have[p]! - taken;
      spare[p] = -gap;
      // Of the tokens taken from the bag only the `d` drawn went to the recruit zone, where the joker works.
      pooled[p] = have[p]! + Math.min(d, taken);
      if (gap > 0) {
        deficit += gap;
        short = p;
      }
    }
    if (deficit === 0) return d;
    if (joker && jokerCovers(spare, pooled, short, deficit)) return d;
  }
  return Infinity;
}

/**
 * Whether the joker can make up the colours missing: it turns `JOKER_TOKENS` (4) recruit-zone tokens of one primary into as many of
 * one other primary (R9), so at most 4 missing tokens, all of one colour, and only from a colour with 4 tokens to
 * spare beyond its own need that can have been in the recruit zone. `spare[p]` is what colour `p` has beyond its
 * need (negative when missing), `pooled[p]` the most tokens of `p` the recruit zone can have held, `short` a
 * missing colour. When the joker is played, the tokens must be in the recruit zone together; ignoring that only
 * lets the joker help more often, which keeps the bound below the truth.
 */
function jokerCovers(spare: readonly number[], pooled: readonly number[], short: number, deficit: number): boolean {
  if (deficit > JOKER_TOKENS || spare[short]! + deficit !== 0) return false;
  for (let p = 0; p < 3; p++) if (p !== short && spare[p]! >= JOKER_TOKENS && pooled[p]! >= JOKER_TOKENS) return true;
  return false;
}

/** The personal actions left from this position to the end of `lastTurn`, when at most `lastCap` are spent in it. */
export function actionsAvailable(turn: number, used: number, lastTurn: number, lastCap: number): number {
  if (turn > lastTurn) return -1;
  if (turn === lastTurn) return Math.min(actionsInTurn(turn), lastCap) - used;
  let sum = actionsInTurn(turn) - used;
  for (let t = turn + 1; t < lastTurn; t++) sum += actionsInTurn(t);
  return sum + Math.min(actionsInTurn(lastTurn), lastCap);
}
