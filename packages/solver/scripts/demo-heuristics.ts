/**
 * What the demo searches (`find-demo.ts`, `find-table-demo.ts`) ask of a stigmerian and a target: what it can
 * become where it stands, which targets it can fill, and how far it is from one. Heuristics for scoring positions,
 * not rules: the colour facts are the rules' (`mixingParts`, `canBecome`), and the searches play every candidate
 * through `play`.
 */
import { ALL_NEIGHBOURS, CELLS, FLOWER_ACTIONS, PRIMARIES, SIZE, canBecome, columnOf, isPrimary, isSurrounded, mixingParts, rowOf, type Colour, type GameState } from '@stigmeria/rules';


/** The primaries a target's colour is mixed from, if it is a secondary. */
export function partsOf(target: Colour): readonly [Colour, Colour] | undefined {
  return mixingParts(target);
}

/** A special action can finish this stigmerian where it stands: a flower action turns it into the target's colour. */
export function finishesInPlace(colour: Colour, target: Colour): boolean {
  return colour !== target && canBecome(colour, target, FLOWER_ACTIONS);
}

/** A primary keeping a white or black target's cell filled until the notes are played. */
export function holdsPlace(colour: Colour, target: Colour): boolean {
  return (target === 'white' || target === 'black') && isPrimary(colour);
}

/** The stigmerian can fill the target after moving there (and mixing, for a secondary). */
export function canFill(colour: Colour, target: Colour): boolean {
  return canBecome(colour, target, ['mixing']);
}

/**
 * Actions to bring a token from `a` to `b`. Under a South wind, sideways and upwards steps cost and downward ones
 * are almost free; otherwise every step costs.
 */
export function distance(a: number, b: number, southWind = true): number {
  const dr = rowOf(b) - rowOf(a);
  const dc = Math.abs(columnOf(b) - columnOf(a));
  if (!southWind) return dc + Math.abs(dr);
  return dc + (dr < 0 ? -dr : dr * 0.3);
}

/** How `positionScore` weighs a position: the two searches differ only in these. */
export interface ScoreOptions {
  /** Distances under a South wind (discovery and normal) rather than with every step costing. */
  readonly southWind: boolean;
  /** A primary standing on a secondary target earns more next to its Mixing partner (not diagonally). */
  readonly mixingPartners: boolean;
}

/**
 * A position seen from one seat's board and recruit zone: pollens, stigmerians that can finish where they stand or
 * are close to a target they can fill, surrounded white and black targets, and recruit tokens the targets need.
 */
export function positionScore(state: GameState, seat: number, options: ScoreOptions): number {
  const p = state.players[seat]!;
  const targets = state.targets;
  const board = p.board;
  let value = 0;
  const need: Record<string, number> = { blue: 0, yellow: 0, red: 0 };
  let needAny = 0;
  for (let c = 0; c < CELLS; c++) {
    const t = board[c];
    const tc = targets[c];
    if (t?.pollen) {
      value += 100;
      continue;
    }
    if (tc !== null && tc !== undefined && !(t && finishesInPlace(t.color, tc))) {
      if (isPrimary(tc)) need[tc]! += 1;
      else if (partsOf(tc)) for (const part of partsOf(tc)!) need[part]! += 0.5;
      else if (tc === 'brown') needAny += 1;
      if (t === null && (tc === 'white' || tc === 'black') && isSurrounded(board, c)) value += tc === 'white' ? 40 : 25;
    }
    if (!t) continue;
    if (tc && finishesInPlace(t.color, tc)) {
      value += 45;
      const parts = options.mixingPartners ? partsOf(tc) : undefined;
      if (parts) {
        const other = parts[0] === t.color ? parts[1] : parts[0];
        for (const n of ALL_NEIGHBOURS[c]!) {
          const u = board[n];
          if (u && !u.pollen && u.color === other && targets[n] === tc && Math.abs(n - c) !== SIZE + 1 && Math.abs(n - c) !== SIZE - 1) {
            value += 15;
          }
        }
      }
      continue;
    }
    if (tc && holdsPlace(t.color, tc)) continue;
    let best = Infinity;
    for (let d = 0; d < CELLS; d++) {
      const dc = targets[d];
      if (dc === null || dc === undefined || board[d]?.pollen || d === c) continue;
      if (canFill(t.color, dc)) best = Math.min(best, distance(c, d, options.southWind));
    }
    value += best === Infinity ? -60 : Math.max(-40, 40 - 12 * best);
    if (tc) value -= 10;
  }
  let useful = 0;
  let spare = 0;
  for (const colour of PRIMARIES) {
    const wanted = Math.ceil(need[colour]!);
    useful += Math.min(p.recruit[colour], wanted);
    spare += Math.max(0, p.recruit[colour] - wanted);
  }
  return value + 18 * (useful + Math.min(spare, needAny));
}
