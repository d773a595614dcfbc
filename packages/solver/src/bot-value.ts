/**
 * How good a position is for a bot's seat: the beam search's score of its own board (minus a rough count of the
 * actions still needed, 12 points an action), and, in the competitive modes, what the StigmaReine has given it
 * (special actions owned or still to choose, its bag) and, for the strong bot, what it leaves the others.
 * Not a rule: a guess that only orders the positions a bot compares.
 * @module
 */
import { COLOURS, MODES, PRIMARIES, CELL_NAMES, actionsInTurn, earnableSpecials, alignments, centralLandingCells, coloursMade, mix, turnOrder, type Colour, type GameState, type PlayerState, type SpecialActionId, type Token } from '@stigmeria/rules';
import { score, settingOf } from './beam.js';
import { withForecastWinds } from './bot-projection.js';

/** One action's worth in the beam's score. */
export const ACTION = 12;

/**
 * What a bot's value weighs: `plain` counts every special action alike; `needs` weighs them, and an earned action
 * still to choose, by the schema's needs; `schema` also looks at what the position leaves the others.
 */
export type ValueStyle = 'plain' | 'needs' | 'schema';

/** A fulfilled schema is worth more than any position still played; sooner is better. */
const FULFILLED = 1_000_000;

/** The colours that can serve the schema's targets: the targets' own, the primaries that mix into them, and any primary for a brown. */
export function usefulColours(state: GameState): ReadonlySet<Colour> {
  const useful = new Set<Colour>();
  for (const { color } of state.schema.targets) {
    useful.add(color);
    if (color === 'brown') for (const p of PRIMARIES) useful.add(p);
    for (const a of PRIMARIES) for (const b of PRIMARIES) if (mix(a, b) === color) useful.add(a);
  }
  return useful;
}

/** A special action without which the schema's colours cannot be made: worth a few actions. */
const NEEDED = 36;

/**
 * Whether the schema's colours need this special action to be made (R18): Mixing for the secondaries, Combination
 * for browns, Two Beats or Half Note for whites, Quarter Note for blacks.
 */
export function isNeeded(state: GameState, id: SpecialActionId): boolean {
  const makes = coloursMade(id);
  return state.schema.targets.some((t) => makes.includes(t.color));
}

/**
 * What owning a special action is worth in a competitive game, in the score's points: the actions that make the
 * schema's colours are worth most when the schema has those colours (see `isNeeded`), those that move tokens
 * about are worth some, the rest a little.
 */
function specialWorth(state: GameState, id: SpecialActionId, style: ValueStyle): number {
  if (style === 'plain') return 4;
  const colours = new Set(state.schema.targets.map((t) => t.color));
  const has = (...cs: Colour[]): boolean => cs.some((c) => colours.has(c));
  switch (id) {
    case 'mixing':
    case 'combination':
    case 'half-note':
    case 'two-beats':
    case 'quarter-note':
      return isNeeded(state, id) ? NEEDED : 0;
    case 'copy':
    case 'no-harm-no-foul':
      return has('blue', 'yellow', 'red') ? 5 : 1;
    case 'rest':
    case 'fast-step':
    case 'choreography':
      return 6;
    case 'diagonal':
    case 'exchange':
      return 4;
    case 'pilferer':
      return 3;
    case 'sower':
    case 'fulgurance':
    case 'prediction':
    case 'mimicry':
    case 'fog-die':
    case 'jealousy':
    case 'charmer':
      return 1;
  }
}

/** What an earned action still to choose is worth: the best of those the player can earn, at least one action. */
function gainWorth(state: GameState, p: PlayerState, style: ValueStyle): number {
  let best = ACTION;
  for (const id of earnableSpecials(state, p)) best = Math.max(best, specialWorth(state, id, style));
  return best;
}

/** The beam's score of a player's board, with its actions used as given (all of them once the turn ends). */
function boardScore(state: GameState, seat: number, p: PlayerState, actionsUsed: number): number {
  const schema = withForecastWinds(state);
  // Only in discovery and normal does the wind put a player out (R11): elsewhere a blown token returns to the
  // recruit zone, and the score's price for exposed tokens is turned off by a last turn of 0.
  const outByWind = state.mode === 'discovery' || state.mode === 'normal';
  const setting = { ...settingOf({ ...state, schema }, seat, outByWind ? (MODES[state.mode].turnLimit ?? Infinity) : 0) };
  return score(setting, { board: p.board, recruit: p.recruit, actionsUsed }, state.turn);
}

const OTHERS = new WeakMap<PlayerState, { readonly turn: number; readonly score: number }>();

/** An opponent's board score, kept for the player object: most steps change only the acting player. */
function othersScore(state: GameState, seat: number, o: PlayerState): number {
  const known = OTHERS.get(o);
  if (known !== undefined && known.turn === state.turn) return known.score;
  const value = boardScore(state, seat, o, o.actionsUsed);
  OTHERS.set(o, { turn: state.turn, score: value });
  return value;
}

const count = (bag: readonly Colour[], useful: ReadonlySet<Colour>): number => bag.reduce((n, c) => n + (useful.has(c) ? 1 : 0), 0);

/** The next seat that plays the StigmaReine after `seat` (in turn order, among those still playing). */
function nextSeat(state: GameState, seat: number): number | undefined {
  const order = turnOrder(state);
  const at = order.indexOf(seat);
  for (let k = 1; k < order.length; k++) {
    const s = order[(at + k) % order.length]!;
    if (state.players[s]!.status === 'playing') return s;
  }
  return undefined;
}

const SCRATCH: (Token | null)[] = new Array<Token | null>(CELL_NAMES.length).fill(null);

/**
 * The lines of three the next player can expect to make with a Draw and Place: for each colour of their bag (its
 * share of the bag is the chance of drawing it), whether an empty cell beside a StigmaReine token would complete
 * a line of that colour. The cells tried are those the rules let a token be placed on (`centralLandingCells`).
 */
export function threatTo(state: GameState, seat: number): number {
  const central = state.central;
  const next = nextSeat(state, seat);
  if (central === null || next === undefined) return 0;
  const player = state.players[next]!;
  // The rules keep what a step leaves unchanged, so a board and a player met again are the same objects.
  const known = THREATS.get(central.board);
  if (known !== undefined && known.player === player) return known.threat;
  const threat = linesExpected(central.board, player.bag);
  THREATS.set(central.board, { player, threat });
  return threat;
}

const THREATS = new WeakMap<readonly (Token | null)[], { readonly player: PlayerState; readonly threat: number }>();

function linesExpected(board: readonly (Token | null)[], bag: readonly Colour[]): number {
  if (bag.length === 0) return 0;
  for (let i = 0; i < SCRATCH.length; i++) SCRATCH[i] = board[i] ?? null;
  const landing = centralLandingCells(board);
  let threat = 0;
  for (const colour of COLOURS) {
    const share = bag.reduce((n, c) => n + (c === colour ? 1 : 0), 0) / bag.length;
    if (share === 0) continue;
    let lines = 0;
    for (const i of landing) {
      SCRATCH[i] = { color: colour, pollen: false };
      lines = alignments(SCRATCH, i).length;
      SCRATCH[i] = null;
      if (lines > 0) break;
    }
    threat += share * lines;
  }
  return threat;
}

/**
 * The value of `state` for `seat`, higher is better. `ended` prices the position as if the seat's turn ended now
 * (no action left to save a token from the wind).
 */
export function valueFor(state: GameState, seat: number, style: ValueStyle, ended = false): number {
  const p = state.players[seat]!;
  if (p.finished !== null) return FULFILLED - p.finished.turn * 1000 - p.finished.actions * 10;
  if (p.status === 'out') return -FULFILLED;
  const used = ended ? actionsInTurn(state.turn) : p.actionsUsed;
  let value = boardScore(state, seat, p, used);
  // More recruit-zone tokens win ties (R14) and are tokens to land.
  value += COLOURS.reduce((n, c) => n + p.recruit[c], 0) * 0.3;
  if (state.central === null) return value;
  for (const id of p.specials) value += specialWorth(state, id, style);
  // An action earned and not yet chosen is worth about one action, or, weighed by the schema's needs, what the best
  // action it can still bring is worth: a line of three that can bring Mixing is what a Mixing schema needs most.
  if (p.pending?.kind === 'gain') value += p.pending.left * (style === 'plain' ? ACTION : gainWorth(state, p, style));
  // A competitive player whose bag is empty at the start of a turn is out (R14).
  if (p.bag.length < 4) value -= (4 - p.bag.length) * ACTION;
  if (style !== 'schema') return value;
  const useful = usefulColours(state);
  // Only enough to give matched tokens well (useful ones to its own bag, the others away): a draw must not look
  // like a loss.
  value += count(p.bag, useful) * 0.05;
  let others = -Infinity;
  for (let s = 0; s < state.players.length; s++) {
    const o = state.players[s]!;
    if (s === seat || o.status !== 'playing') continue;
    value -= count(o.bag, useful) * 0.025;
    others = Math.max(others, othersScore(state, s, o));
  }
  // Harm done to the best placed opponent counts a little (Last Drift, the versus actions), and so do the lines of
  // three left to the next player on the StigmaReine.
  if (others > -Infinity) value -= others * 0.3;
  // While the seat's matched tokens wait to be given they still stand on the StigmaReine: no threat is read then.
  return p.pending === null ? value - threatTo(state, seat) * 3 : value;
}
