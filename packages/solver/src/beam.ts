/**
 * `beamSearch`: a fast upper bound. A deterministic beam search over the rules' own `legalActions` and `play`
 * that keeps, at each moment of the game, only the most promising positions by a heuristic score, and returns the
 * best line it met. It proves nothing: a line it finds is real (replayed through `play`), and no line found says
 * nothing about the schema.
 * @module
 */
import {
  COLOURS,
  MODES,
  PRIMARIES,
  actionsInTurn,
  cellIndex,
  legalActions,
  mixingParts,
  play,
  stepsToExit,
  windAfterTurn,
  type Colour,
  type Command,
  type Direction,
  type GameState,
  type PlayerState,
} from '@stigmeria/rules';
import { COLOUR_INDEX, endsAsTable } from './colours.js';
import { noSeat, unsupportedMode, type SearchReason } from './search-reason.js';

/** What `beamSearch` is asked. */
export interface BeamOptions {
  /** The seat to search for; the first one still playing by default. Other players only end their turns. */
  readonly player?: number;
  /** The last turn in which fulfilling counts: the mode's turn limit, or 10 in discovery. */
  readonly maxTurn?: number;
  /**
   * The widths tried, in order: each pass keeps that many positions at each moment of the game. A wider pass
   * finds better lines, more slowly; the narrow ones come first so that a line is found early. Default
   * `[8, 32, 128]`.
   */
  readonly widths?: readonly number[];
  /** Stop after playing this many commands (default 1,000,000). */
  readonly maxNodes?: number;
  /** Stop after this many milliseconds (default: no limit; then the result depends on the machine). */
  readonly maxMs?: number;
  /** Stop at the first line found instead of trying the wider passes for a better one. */
  readonly firstOnly?: boolean;
}

/** What `beamSearch` found. */
export interface BeamResult {
  /** `found`: `line` fulfils the schema; `none`: no line within the budget (nothing is proven); `unsupported`. */
  readonly status: 'found' | 'none' | 'unsupported';
  /** Every command from the position to the fulfilment, other players' `end-turn`s included, replayed. */
  readonly line: readonly Command[];
  readonly turns: number | null;
  readonly actions: number | null;
  /** The width of the pass that found the line, or `null`. */
  readonly width: number | null;
  /** Commands played. */
  readonly nodes: number;
  readonly ms: number;
  /** Why the position is unsupported, when it is: a code with parameters, worded by whoever shows it. */
  readonly reason?: SearchReason;
}

const now = (): number => performance.now();

// ---- colours and what a stigmerian may become ----

/** The flower's actions that change what the score counts a stigmerian able to fill or finish. */
interface Powers {
  readonly mixing: boolean;
  readonly white: boolean;
  readonly black: boolean;
  readonly rest: boolean;
}

/**
 * The stigmerian can become a pollen on this target by reaching it (and, for a secondary, being mixed there): the
 * solver's `mayEndAs`, read from the setting's table.
 */
function canFill(setting: Setting, colour: Colour, target: Colour): boolean {
  return setting.fills[COLOUR_INDEX[colour] * COLOURS.length + COLOUR_INDEX[target]] === 1;
}

// ---- the score ----

/** One position's fixed context: the targets, and what the flower can do. */
export interface Setting {
  readonly seat: number;
  readonly targets: readonly (Colour | null)[];
  /** The target cells, so that the score does not scan empty cells for them. */
  readonly targetCells: readonly number[];
  readonly powers: Powers;
  /** `mayEndAs` of the player's specials for every colour and target colour (`endsAsTable`). */
  readonly fills: Uint8Array;
  readonly schema: GameState['schema'];
  readonly maxTurn: number;
}

/** The setting of the player at `seat`, for a search up to `maxTurn`. */
export function settingOf(state: GameState, seat: number, maxTurn: number): Setting {
  const specials = new Set(state.players[seat]!.specials);
  return {
    seat,
    targets: state.targets,
    targetCells: state.targets.flatMap((c, i) => (c === null ? [] : [i])),
    powers: {
      mixing: specials.has('mixing'),
      white: specials.has('two-beats') || specials.has('half-note'),
      black: specials.has('quarter-note'),
      rest: specials.has('rest'),
    },
    fills: endsAsTable(state.players[seat]!.specials),
    schema: state.schema,
    maxTurn,
  };
}

const ROW = (i: number): number => Math.floor(i / 10);
const COL = (i: number): number => i % 10;

/**
 * The actions a stigmerian roughly needs to go from `a` to `b`: a step for every row or column, except those the
 * next winds carry it for nearly free. Not a bound: the wind also carries it past, and other tokens block it.
 */
function travel(a: number, b: number, wind: Direction): number {
  const dr = ROW(b) - ROW(a);
  const dc = COL(b) - COL(a);
  const down = wind === 'south' ? dr : wind === 'north' ? -dr : wind === 'east' ? dc : -dc;
  const across = wind === 'south' || wind === 'north' ? Math.abs(dc) : Math.abs(dr);
  return across + (down < 0 ? -down : down * 0.3);
}

/** The cell the wind pushes a token of `cell` to, or −1 when it blows it off the board. */
function downwind(cell: number, wind: Direction): number {
  const r = ROW(cell);
  const c = COL(cell);
  if (wind === 'south') return r === 9 ? -1 : cell + 10;
  if (wind === 'north') return r === 0 ? -1 : cell - 10;
  if (wind === 'east') return c === 9 ? -1 : cell + 1;
  return c === 0 ? -1 : cell - 1;
}

/** Roughly the actions to take a stigmerian off the board from row J (R8): the wind brings it down for nearly free. */
function exitCost(cell: number, wind: Direction): number {
  const rows = stepsToExit(cell);
  return 1 + (wind === 'south' ? rows * 0.3 : rows);
}

/** What a special action adds to fill a target from a stigmerian of this colour standing on it. */
function finishCost(powers: Powers, colour: Colour, target: Colour): number {
  if (colour === target) return 0;
  // One Mixing makes two secondaries, so each costs half of it.
  return mixingParts(target) !== undefined && powers.mixing ? 0.5 : 1;
}

/** A target whose four orthogonal neighbours hold pollens: no step can reach it, only a land or a special action. */
function walledIn(board: PlayerState['board'], cell: number): boolean {
  for (const n of ORTHOGONAL[cell]!) if (!board[n]?.pollen) return false;
  return true;
}

// Scratch space for the score, which runs on every candidate: the greedy assignment's pairs (one entry per
// stigmerian and target), the free targets, the stigmerians, which of them are matched, and the recruit zone.
const PAIRS: number[] = [];
const FREE: number[] = [];
const STIGMERIANS: number[] = [];
const USED_STIGMERIANS = new Uint8Array(100);
const USED_TARGETS = new Uint8Array(100);
const RECRUIT: Record<Colour, number> = { blue: 0, yellow: 0, red: 0, orange: 0, green: 0, violet: 0, brown: 0, white: 0, black: 0 };

/** What of a player the score reads. */
type Scored = Pick<PlayerState, 'board' | 'recruit' | 'actionsUsed'>;

// A scratch player for `scoreAhead`: the board and recruit zone of the position last copied, changed in place for
// each command and put back.
const SCRATCH_BOARD: (PlayerState['board'][number] | null)[] = new Array<PlayerState['board'][number] | null>(100).fill(null);
const SCRATCH_RECRUIT: Record<Colour, number> = { blue: 0, yellow: 0, red: 0, orange: 0, green: 0, violet: 0, brown: 0, white: 0, black: 0 };
let scratchOf: PlayerState | null = null;

/**
 * The score after a land, a move or a draw, each one action, computed without playing it: the same board with the
 * token on its new cell (a pollen on a target of its colour, R4) or gone, and the recruit zone one token fewer or
 * one more. `null` for every other command, and for one that may fulfil the schema (no stigmerian left), which
 * only `play` decides.
 */
export function scoreAhead(setting: Setting, state: GameState, command: Command): number | null {
  if (command.type !== 'land' && command.type !== 'move' && command.type !== 'draw') return null;
  const p = state.players[setting.seat]!;
  if (scratchOf !== p) {
    for (let i = 0; i < 100; i++) SCRATCH_BOARD[i] = p.board[i] ?? null;
    for (const c of COLOURS) SCRATCH_RECRUIT[c] = p.recruit[c];
    scratchOf = p;
  }
  const player: Scored = { board: SCRATCH_BOARD, recruit: SCRATCH_RECRUIT, actionsUsed: p.actionsUsed + 1 };
  if (command.type === 'draw') {
    const top = p.bag[p.bag.length - 1]!;
    SCRATCH_RECRUIT[top]++;
    const value = score(setting, player, state.turn);
    SCRATCH_RECRUIT[top]--;
    return value;
  }
  const to = command.to === 'off' ? -1 : cellIndex(command.to);
  const from = command.type === 'move' ? cellIndex(command.from) : -1;
  const color = command.type === 'land' ? command.color : p.board[from]!.color;
  if (from >= 0) SCRATCH_BOARD[from] = null;
  if (to >= 0) SCRATCH_BOARD[to] = { color, pollen: setting.targets[to] === color };
  if (command.type === 'land') SCRATCH_RECRUIT[color]--;
  let stigmerians = false;
  for (let i = 0; i < 100 && !stigmerians; i++) stigmerians = SCRATCH_BOARD[i] !== null && !SCRATCH_BOARD[i]!.pollen;
  const value = stigmerians ? score(setting, player, state.turn) : null;
  if (command.type === 'land') SCRATCH_RECRUIT[color]++;
  if (to >= 0) SCRATCH_BOARD[to] = p.board[to] ?? null;
  if (from >= 0) SCRATCH_BOARD[from] = p.board[from] ?? null;
  return value;
}

/**
 * How promising a position is, higher is better; only positions at the same moment of the game are compared.
 * It is minus a rough count of the actions still needed (not a bound: it may count more or fewer):
 *
 * - stigmerians are matched to the free targets they can fill, nearest pairs first; each pays its travel (the
 *   wind's direction makes some of it nearly free) and the special action that finishes it there;
 * - a stigmerian left without a target pays its way off the board (Rest, or down to row J and off);
 * - a target left without a stigmerian pays a land, a draw when the recruit zone lacks a token for it, and its
 *   special action;
 * - a stigmerian that the wind after this turn would blow off the board (its player is out) pays an action, and
 *   more of them than the actions left this turn is a lost game.
 */
export function score(setting: Setting, p: Scored, turn: number): number {
  const board = p.board;
  const { targets, powers } = setting;
  const wind = windAfterTurn(setting.schema, turn);
  const free = FREE;
  free.length = 0;
  let pollens = 0;
  for (const c of setting.targetCells) {
    if (board[c]?.pollen) pollens++;
    else free.push(c);
  }
  const stigmerians = STIGMERIANS;
  stigmerians.length = 0;
  let exposed = 0;
  for (let c = 0; c < 100; c++) {
    const t = board[c];
    if (t === null || t === undefined || t.pollen) continue;
    stigmerians.push(c);
    if (downwind(c, wind) < 0) exposed++;
  }
  // Pairs encoded as one number, so that a plain numeric sort orders them by cost, then stigmerian, then target:
  // deterministic, and cheap enough to run on every position.
  const pairs = PAIRS;
  pairs.length = 0;
  for (let si = 0; si < stigmerians.length; si++) {
    const c = stigmerians[si]!;
    const colour = board[c]!.color;
    for (let ti = 0; ti < free.length; ti++) {
      const d = free[ti]!;
      const tc = targets[d]!;
      if (!canFill(setting, colour, tc)) continue;
      if (d !== c && walledIn(board, d)) continue;
      const cost = (d === c ? 0 : travel(c, d, wind)) + finishCost(powers, colour, tc);
      pairs.push(Math.round(cost * 16) * 16384 + si * 128 + ti);
    }
  }
  pairs.sort((a, b) => a - b);
  let remaining = 0;
  let matchedStigmerians = 0;
  let matchedTargets = 0;
  const usedS = USED_STIGMERIANS.fill(0, 0, stigmerians.length);
  const usedT = USED_TARGETS.fill(0, 0, free.length);
  for (const code of pairs) {
    const si = (code >> 7) & 127;
    const ti = code & 127;
    if (usedS[si] || usedT[ti]) continue;
    usedS[si] = 1;
    usedT[ti] = 1;
    matchedStigmerians++;
    matchedTargets++;
    remaining += Math.floor(code / 16384) / 16;
  }
  if (matchedStigmerians < stigmerians.length) {
    for (let si = 0; si < stigmerians.length; si++) if (!usedS[si]) remaining += powers.rest ? 1 : exitCost(stigmerians[si]!, wind);
  }
  if (matchedTargets < free.length) {
    const recruit = RECRUIT;
    for (const c of COLOURS) recruit[c] = p.recruit[c];
    for (let ti = 0; ti < free.length; ti++) {
      if (usedT[ti]) continue;
      const tc = targets[free[ti]!]!;
      // The token the target needs from the recruit zone: its own colour, or a part of its secondary, or any
      // primary for a brown; a white or black is made by a special action from what is on the board.
      const options: readonly Colour[] = mixingParts(tc) ?? (tc === 'brown' ? PRIMARIES : [tc]);
      const supply = options.find((c) => recruit[c] > 0);
      if (supply !== undefined) recruit[supply]--;
      remaining += (tc === 'white' || tc === 'black' ? 1 : 1 + (supply === undefined ? 1 : 0)) + (tc === 'blue' || tc === 'yellow' || tc === 'red' ? 0 : 1);
    }
  }
  let value = pollens * 4 - remaining * 12;
  // The wind after this turn blows a stigmerian of the downwind edge off the board, and the player is out: each
  // needs an action before the turn ends, and one too many is a lost game.
  if (exposed > 0 && turn < setting.maxTurn) {
    const left = actionsInTurn(turn) - p.actionsUsed;
    value -= exposed > left ? 1000 : 12 * exposed;
  }
  return value;
}

/** The cells around each cell, orthogonal only or with the diagonals. */
function neighbours(diagonals: boolean): readonly (readonly number[])[] {
  return Array.from({ length: 100 }, (_, i) => {
    const out: number[] = [];
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        if ((dr === 0 && dc === 0) || (!diagonals && dr !== 0 && dc !== 0)) continue;
        const r = ROW(i) + dr;
        const c = COL(i) + dc;
        if (r >= 0 && r < 10 && c >= 0 && c < 10) out.push(r * 10 + c);
      }
    }
    return out;
  });
}
const ORTHOGONAL = neighbours(false);
const AROUND = neighbours(true);

// ---- the candidates ----

/**
 * A land is worth trying only where the token can serve: on a target it can fill or finish on, upwind of one
 * along a free path (the wind brings it), next to one (a step away), or around a target that a special action
 * fills by surrounding it (Combination and Two Beats need all eight neighbours taken).
 */
function usefulLanding(setting: Setting, board: PlayerState['board'], cell: number, colour: Colour, wind: Direction): boolean {
  const { targets, powers } = setting;
  const tc = targets[cell];
  if (tc !== null && tc !== undefined) return canFill(setting, colour, tc) || ((tc === 'white' || tc === 'black') && (powers.white || powers.black));
  for (let c = downwind(cell, wind); c >= 0; c = downwind(c, wind)) {
    if (board[c] !== null) break;
    const bc = targets[c];
    if (bc !== null && bc !== undefined && canFill(setting, colour, bc)) return true;
  }
  for (const n of AROUND[cell]!) {
    const nc = targets[n];
    if (nc === null || nc === undefined || board[n]?.pollen) continue;
    if (canFill(setting, colour, nc)) return true;
    if (nc === 'brown' || ((nc === 'white' || nc === 'black') && powers.white)) return true;
  }
  return false;
}

function candidates(setting: Setting, state: GameState): Command[] {
  const p = state.players[setting.seat]!;
  const wind = windAfterTurn(setting.schema, state.turn);
  const out: Command[] = [];
  for (const command of legalActions(state, setting.seat)) {
    switch (command.type) {
      case 'undo':
        break;
      case 'joker':
        // Only to bring a colour the recruit zone lacks: played later, it can exchange the same tokens.
        if (p.recruit[command.to] === 0) out.push(command);
        break;
      case 'land':
        if (usefulLanding(setting, p.board, cellIndex(command.to), command.color, wind)) out.push(command);
        break;
      case 'rest': {
        // Rest on a pollen undoes progress; on a stigmerian it clears a stray.
        const t = p.board[cellIndex(command.cell)];
        if (t && !t.pollen) out.push(command);
        break;
      }
      case 'fulgurance': {
        // Five tokens in a row are worth it only over targets.
        const start = cellIndex(command.cell);
        let onTargets = 0;
        for (let i = 0; i < 5; i++) if (setting.targets[start + i]) onTargets++;
        if (onTargets >= 3) out.push(command);
        break;
      }
      case 'fast-step': {
        // Its many destinations are worth trying only off the board or onto a target the token can fill.
        if (command.to === 'off') out.push(command);
        else {
          const tc = setting.targets[cellIndex(command.to)];
          const colour = p.board[cellIndex(command.from)]!.color;
          if (tc !== null && tc !== undefined && canFill(setting, colour, tc)) out.push(command);
        }
        break;
      }
      case 'draw':
      case 'move':
      case 'end-turn':
      case 'mixing':
      case 'combination':
      case 'choreography':
      case 'choreography-stop':
      case 'diagonal':
      case 'exchange':
      case 'half-note':
      case 'half-note-keep':
      case 'quarter-note':
      case 'two-beats':
      case 'central-draw':
      case 'central-place':
      case 'central-move':
      case 'central-joker':
      case 'a5':
      case 'central-recruit':
      case 'gain':
      case 'give':
      case 'no-harm-no-foul':
      case 'copy':
      case 'prediction':
      case 'mimicry':
      case 'fog-die':
      case 'fog-die-land':
      case 'pilferer':
      case 'sower':
      case 'jealousy':
      case 'charmer':
      case 'charmer-pass':
      case 'last-drift':
      case 'drift-move':
      case 'drift-remove':
      case 'drift-land':
      case 'wind-reroll':
      case 'wind-unknown':
      case 'wind-direction':
        out.push(command);
        break;
      default: {
        const unknown: never = command;
        out.push(unknown);
      }
    }
  }
  return out;
}

// ---- the search ----

interface Node {
  /** The position, or `null` until the node is chosen (`scoreAhead` scored it without playing its command). */
  state: GameState | null;
  readonly parent: Node | null;
  /** The commands from the parent: one of the player's, and the other players' `end-turn`s after an `end-turn`. */
  readonly commands: readonly Command[];
  readonly score: number;
}

interface Line {
  readonly line: Command[];
  readonly turns: number;
  readonly actions: number;
  readonly width: number;
}

class Budget extends Error {}

/** Turn `t` starts at moment `STARTS[t − 1]`; each action is one moment, so moments order (turn, actions). */
const STARTS: number[] = [0];
for (let t = 1; t <= 200; t++) STARTS.push(STARTS[t - 1]! + actionsInTurn(t));
const momentOf = (turn: number, actions: number): number => (STARTS[turn - 1] ?? Infinity) + actions;

const TOKEN_KEY: Readonly<Record<Colour, string>> = { blue: 'b', yellow: 'y', red: 'r', orange: 'o', green: 'g', violet: 'v', brown: 'n', white: 'w', black: 'k' };

/** Everything of the player that later play depends on: positions with the same key are merged. */
function keyOf(p: PlayerState, turn: number): string {
  let key = '';
  for (let i = 0; i < 100; i++) {
    const t = p.board[i];
    key += t === null || t === undefined ? '.' : t.pollen ? TOKEN_KEY[t.color].toUpperCase() : TOKEN_KEY[t.color];
  }
  const r = p.recruit;
  key += `|${r.blue},${r.yellow},${r.red},${r.orange},${r.green},${r.violet},${r.brown},${r.white},${r.black}`;
  key += `|${p.bag.length}|${turn}|${p.actionsUsed}|${p.jokerUsed ? 1 : 0}|${p.usedThisTurn.join(',')}`;
  if (p.pending !== null) key += `|${JSON.stringify(p.pending)}`;
  return key;
}

/** Ends the turn of every other player still playing, so that the game moves on to the next turn. */
function endOthers(state: GameState, me: number, commands: Command[]): GameState | null {
  let s = state;
  for (let i = 0; i < s.players.length; i++) {
    const other = s.players[i]!;
    if (i === me || other.status !== 'playing' || other.turnEnded) continue;
    const command: Command = { type: 'end-turn', player: i };
    const r = play(s, command);
    if (!r.ok) return null;
    s = r.value.state;
    commands.push(command);
  }
  return s;
}

function lineOf(node: Pick<Node, 'parent' | 'commands'>): Command[] {
  const parts: (readonly Command[])[] = [];
  for (let n: Pick<Node, 'parent' | 'commands'> | null = node; n !== null && n.parent !== null; n = n.parent) parts.push(n.commands);
  return parts.reverse().flat();
}

/**
 * Looks for a line that fulfils the schema from `state` in few turns, then few actions in the last turn, by beam
 * search: the positions are grouped by moment (turn and actions used), and of each moment only the `width` best
 * by the heuristic score go on. Deterministic for a node budget: the same position and options give the same
 * line. The line is replayed through `play` before it is returned.
 *
 * @example
 * ```ts
 * const game = createGame({ schema: findCatalogueSchema('maronne-hearth-stone')!, mode: 'normal', players: 1, seed: '1' });
 * if (game.ok) {
 *   const found = beamSearch(game.value, { maxNodes: 200_000 });
 *   if (found.status === 'found') console.log(found.turns, found.actions);
 * }
 * ```
 */
export function beamSearch(state: GameState, options: BeamOptions = {}): BeamResult {
  return runToEnd(beamSteps(state, options));
}

/** Runs a search cut into steps (see `beamSteps`) to its end, at once. */
export function runToEnd<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
}

/** Positions a search cut into steps weighs between two of its steps (a few milliseconds at most). */
export const POSITIONS_A_STEP = 256;

/**
 * `beamSearch` cut between positions: each `next()` weighs about `POSITIONS_A_STEP` positions (256), and the last
 * returns the result, the same as `beamSearch`'s. A caller that must give a page its turn (a bot in a browser
 * without workers) runs a few steps at a time.
 */
export function* beamSteps(state: GameState, options: BeamOptions = {}): Generator<void, BeamResult, void> {
  const start = now();
  const seat = options.player ?? state.players.findIndex((p) => p.status === 'playing');
  const none = (status: 'none' | 'unsupported', reason?: SearchReason, nodes = 0): BeamResult => ({
    status,
    line: [],
    turns: null,
    actions: null,
    width: null,
    nodes,
    ms: now() - start,
    ...(reason === undefined ? {} : { reason }),
  });
  const unplayed = unsupportedMode(state.mode);
  if (unplayed !== undefined) return none('unsupported', unplayed);
  const me = state.players[seat];
  if (me === undefined) return none('unsupported', noSeat(seat));
  if (me.finished !== null) return { status: 'found', line: [], turns: me.finished.turn, actions: me.finished.actions, width: null, nodes: 0, ms: now() - start };
  if (me.status !== 'playing' || state.over) return none('none');

  const maxTurn = Math.min(options.maxTurn ?? MODES[state.mode].turnLimit ?? 10, MODES[state.mode].turnLimit ?? Infinity);
  const maxNodes = options.maxNodes ?? 1_000_000;
  const deadline = options.maxMs === undefined ? Infinity : start + options.maxMs;
  const setting = settingOf(state, seat, maxTurn);
  let nodes = 0;
  let best: Line | null = null;

  const better = (turns: number, actions: number): boolean => best === null || turns < best.turns || (turns === best.turns && actions < best.actions);

  /** One pass at one width; records into `best` the lines better than those already known. */
  const pass = function* (width: number): Generator<void, void, void> {
    const layers = new Map<number, Node[]>();
    const root: Node = { state, parent: null, commands: [], score: 0 };
    layers.set(momentOf(state.turn, me.actionsUsed), [root]);
    const last = momentOf(maxTurn, actionsInTurn(maxTurn));
    // Records a line that fulfils the schema; whether the position after `commands` is one to go on from.
    const goesOn = (parent: Node, commands: readonly Command[], next: GameState): boolean => {
      const p = next.players[seat]!;
      if (p.finished !== null) {
        if (p.finished.turn <= maxTurn && better(p.finished.turn, p.finished.actions)) {
          best = { line: lineOf({ parent, commands }), turns: p.finished.turn, actions: p.finished.actions, width };
        }
        return false;
      }
      return p.status === 'playing' && !next.over && next.turn <= maxTurn;
    };
    for (let moment = momentOf(state.turn, me.actionsUsed); moment <= last; moment++) {
      // A line found ends at some moment: nothing reached later can be better.
      if (best !== null && moment >= momentOf(best.turns, best.actions)) return;
      let pending = layers.get(moment) ?? [];
      layers.delete(moment);
      const seen = new Set<string>();
      const add = (child: Node, m: number): void => {
        if (m === moment) pending.push(child);
        else {
          const list = layers.get(m);
          if (list === undefined) layers.set(m, [child]);
          else list.push(child);
        }
      };
      // Commands that cost nothing (the steps of a Choreography after its first) stay at the same moment: the
      // layer is worked until none is left.
      while (pending.length > 0) {
        // The best first, each position once (the best scored of those that turn out the same), `width` of them. A
        // stable sort: equal scores keep the order they were found in, so the pass is deterministic. A command
        // scored ahead is played only now, when its position is chosen.
        pending.sort((a, b) => b.score - a.score);
        const chosen: Node[] = [];
        for (const n of pending) {
          if (chosen.length >= width) break;
          if (n.state === null) {
            const r = play(n.parent!.state!, n.commands[0]!);
            if (!r.ok || !goesOn(n.parent!, n.commands, r.value.state)) continue;
            n.state = r.value.state;
          }
          const k = keyOf(n.state.players[seat]!, n.state.turn);
          if (seen.has(k)) continue;
          seen.add(k);
          chosen.push(n);
        }
        pending = [];
        for (const node of chosen) {
          const at = node.state!;
          for (const command of candidates(setting, at)) {
            nodes++;
            if (nodes > maxNodes || ((nodes & 63) === 0 && now() > deadline)) throw new Budget();
            if (nodes % POSITIONS_A_STEP === 0) yield;
            // Lands, moves and draws are scored without playing them: most are never chosen.
            const ahead = scoreAhead(setting, at, command);
            if (ahead !== null) {
              add({ state: null, parent: node, commands: [command], score: ahead }, momentOf(at.turn, at.players[seat]!.actionsUsed + 1));
              continue;
            }
            const r = play(at, command);
            if (!r.ok) continue;
            let next = r.value.state;
            const commands: Command[] = [command];
            if (command.type === 'end-turn' && next.players.length > 1) {
              const moved = endOthers(next, seat, commands);
              if (moved === null) continue;
              next = moved;
            }
            if (!goesOn(node, commands, next)) continue;
            const p = next.players[seat]!;
            add({ state: next, parent: node, commands, score: score(setting, p, next.turn) }, momentOf(next.turn, p.actionsUsed));
          }
        }
      }
      // Later moments are filled from many layers before they are reached: trim them now and then, keeping three
      // times the width (spares for the positions that turn out to be the same), so that memory stays small.
      for (const [m, list] of layers) if (list.length > width * 8) layers.set(m, list.sort((a, b) => b.score - a.score).slice(0, width * 3));
    }
  };

  const widths = options.widths ?? [8, 32, 128];
  try {
    for (const width of widths) {
      yield* pass(width);
      if (best !== null && options.firstOnly === true) break;
    }
  } catch (error) {
    if (!(error instanceof Budget)) throw error;
  }
  const found = best as Line | null;
  if (found === null) return none('none', undefined, nodes);
  verify(state, seat, found);
  return { status: 'found', line: found.line, turns: found.turns, actions: found.actions, width: found.width, nodes, ms: now() - start };
}

/** Plays the line again from the start: a line the rules refuse, or that does not fulfil as found, is a bug. */
function verify(state: GameState, seat: number, found: Line): void {
  let s = state;
  for (const command of found.line) {
    const r = play(s, command);
    if (!r.ok) throw new Error(`beam search bug: ${command.type} is refused on replay (${r.error.code})`);
    s = r.value.state;
  }
  const f = s.players[seat]!.finished;
  if (f === null || f.turn !== found.turns || f.actions !== found.actions) throw new Error('beam search bug: the line does not fulfil the schema as found');
}
