/**
 * Whites and blacks: what the special actions that make them must do, counted apart from the other parts of the
 * bound. Only Two Beats (a new white), Quarter Note (a white becomes black, and a new black appears) and Half Note
 * (two blacks become one white) make whites and blacks: the bag and the joker hold primaries, Mixing and
 * Combination only turn tokens into secondaries and browns, and the recruit zone's whites and blacks, if any, are
 * landed like any token.
 * @module
 */

/** The fewest of those actions a position needs, and how they may overlap with the rest of the bound. */
export interface NoteCount {
  /** The fewest Two Beats, Quarter Notes and Half Notes together. */
  readonly actions: number;
  /** The fewest new tokens they put on the board (Two Beats and Quarter Notes, one each). */
  readonly created: number;
  /**
   * Half Notes that the fewest `actions` may include: each takes a black off the board, a step the steps part
   * of the bound counts too, so that many steps are not charged again.
   */
  readonly halfNotes: number;
}

/**
 * `white` and `black`: the whites (blacks) that must still become pollens, less the white (black) stigmerians on
 * the board and in the recruit zone; negative when some are to spare.
 *
 * With `t` Two Beats, `h` Half Notes and `q` Quarter Notes, the whites made less those spent are `t + h − q`, and
 * the blacks `2q − 2h`; tokens that leave or become brown only raise what must be made. So `t + h − q ≥ white`
 * and `q − h ≥ ⌈black / 2⌉`. With `x = q − h`, the count `t + h + q` is at least `max(0, white + x) + x + 2 min(h, q)`,
 * least with `x` the smallest allowed and no Half Note, unless spare blacks let Half Notes make the whites: a
 * Half Note for a Two Beats, at the same count (`halfNotes`), with one token fewer created.
 */
export function noteCount(white: number, black: number): NoteCount {
  const x = Math.max(0, Math.ceil(black / 2));
  const actions = Math.max(0, white + x) + x;
  // Spare blacks, two per Half Note, can stand in for Two Beats when no black is missing.
  const halfNotes = black < 0 ? Math.min(Math.floor(-black / 2), Math.max(0, white)) : 0;
  return { actions, created: actions - halfNotes, halfNotes };
}
