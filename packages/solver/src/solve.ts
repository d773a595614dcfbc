/**
 * `solve`: the fewest turns, then the fewest actions in the last turn, in which one player can fulfil the schema
 * from a position, with the bag's order known. A depth-first search over the rules' own `legalActions` and
 * `play`, deepened one turn at a time, pruned by admissible bounds and a table of positions already searched.
 * @module
 */
import { MODES, actionsInTurn, cellIndex, legalActions, play, type Colour, type Command, type GameState, type PlayerState } from '@stigmeria/rules';
import { actionsAvailable, colourIndex, contextOf, landNoLower, lowerBound, noNearer, type Context } from './bounds.js';
import { beamSteps, runToEnd } from './beam.js';
import { floorBound, fulguranceBound, landBound, moveBound } from './order.js';
import { noSeat, unsupportedMode, type SearchReason } from './search-reason.js';

/** What `solve` is asked. */
export interface SolveOptions {
  /** The seat to solve for; the first one still playing by default. Other players only end their turns. */
  readonly player?: number;
  /** The last turn in which fulfilling counts: the mode's turn limit, or 10 in discovery. */
  readonly maxTurn?: number;
  /** Stop after visiting this many positions (default 5,000,000). */
  readonly maxNodes?: number;
  /** Stop after this many milliseconds (default: no limit). */
  readonly maxMs?: number;
  /**
   * Run the beam search first, for a line that bounds the exact search from above: the exact search then only
   * has to prove that nothing is better, and a line is returned even when the budget runs out before the proof.
   * It takes up to a quarter of the budget. Default: on when the node budget is at least 200,000 (the beam
   * needs some tens of thousands of positions; with less it would only take them from the exact search).
   */
  readonly firstPass?: boolean;
  /** Called whenever a better line is found, before the search goes on to prove it best. */
  readonly onSolution?: (found: { readonly turns: number; readonly actions: number; readonly nodes: number; readonly ms: number }) => void;
}

/** What `solve` found. */
export interface SolveResult {
  /**
   * `solved`: `line` fulfils the schema (proven best when `provenOptimal`, else the best found before the budget
   * ran out); `no-solution`: none within `maxTurn`, proven; `budget`: the budget ran out before any line was
   * found; `unsupported`: not a discovery or normal game.
   */
  readonly status: 'solved' | 'no-solution' | 'budget' | 'unsupported';
  /** Every command from the position to the fulfilment, replayed through `play` before it is returned. */
  readonly line: readonly Command[];
  /** The turn of fulfilment, or `null`. */
  readonly turns: number | null;
  /** The actions spent in that turn, or `null`. */
  readonly actions: number | null;
  /** True when no line fulfils the schema in fewer turns, or in as many turns with fewer actions. */
  readonly provenOptimal: boolean;
  /**
   * The fewest turns not ruled out: every turn before it is proven impossible. Equals `turns` when the answer is
   * proven; with a budget it says how far the proof got.
   */
  readonly turnsAtLeast: number;
  /** Positions visited. */
  readonly nodes: number;
  readonly ms: number;
  /** Why the position is unsupported, when it is: a code with parameters, worded by whoever shows it. */
  readonly reason?: SearchReason;
}

const now = (): number => performance.now();

/**
 * `shortcuts: false` turns off every rule by which the search leaves out commands or positions that others cover
 * (draws first, turns ending with every action spent, the joker only when a colour is missing, a searched position
 * ruling out the same one with more actions used): the tests compare the optima found with and without them.
 * `moreActionsUsed: false` turns off only the last one (a searched position then rules out only the same position
 * with as many actions used and draws as closed), so that the tests can compare its optima alone.
 */
export const SEARCH_TUNING: { shortcuts: boolean; moreActionsUsed: boolean; audit: TableAudit | null } = { shortcuts: true, moreActionsUsed: true, audit: null };

/**
 * With `SEARCH_TUNING.audit` set, a position the table rules out only by the rule of more actions used (no entry
 * of the very same actions used and draws) is counted in `ruledOut` and searched all the same; a line found below
 * it is counted in `withLine`, and must never be: the rule claims that none is there.
 */
export interface TableAudit {
  ruledOut: number;
  withLine: number;
}

class Budget extends Error {}
class Found extends Error {}
/** What `boundAhead` says of a command cut on its bound before play without the bound computed. */
const CUT = 'cut';

// One character a token in position keys: lower case for a stigmerian, upper case for a pollen, '.' for none.
const TOKEN_CODE: Readonly<Record<Colour, number>> = { blue: 98, yellow: 121, red: 114, orange: 111, green: 103, violet: 118, brown: 110, white: 119, black: 107 };
const EMPTY_CODE = 46;
const POLLEN_SHIFT = 32;
// The board's part of a key, built as character codes in one buffer: the key is made for every position searched.
const BOARD_CODES = new Array<number>(100);

/**
 * The search's position key: everything of the player that later play depends on, and nothing it does not, but
 * the actions used in the turn and whether draws are closed (the table compares those, see `dominated`).
 */
function keyOf(player: PlayerState, turn: number): string {
  const board = player.board;
  for (let i = 0; i < 100; i++) {
    const t = board[i];
    BOARD_CODES[i] = t === null || t === undefined ? EMPTY_CODE : t.pollen ? TOKEN_CODE[t.color] - POLLEN_SHIFT : TOKEN_CODE[t.color];
  }
  let key = String.fromCharCode.apply(null, BOARD_CODES);
  const r = player.recruit;
  key += `|${r.blue},${r.yellow},${r.red},${r.orange},${r.green},${r.violet},${r.brown},${r.white},${r.black}`;
  key += `|${player.bag.length}|${turn}|${player.jokerUsed ? 1 : 0}|${player.usedThisTurn.join(',')}`;
  if (player.pending !== null) key += `|${JSON.stringify(player.pending)}`;
  return key;
}

/** Ends the turn of every other player still playing, so that the game moves on to the next turn. */
function endOthers(state: GameState, me: number, line: Command[]): GameState | null {
  let s = state;
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i]!;
    if (i === me || p.status !== 'playing' || p.turnEnded) continue;
    const command: Command = { type: 'end-turn', player: i };
    const r = play(s, command);
    if (!r.ok) return null;
    s = r.value.state;
    line.push(command);
  }
  return s;
}

interface Child {
  readonly commands: Command[];
  readonly state: GameState;
  readonly bound: number;
  readonly drawsClosed: boolean;
}

/**
 * Searches for the fewest turns, then the fewest actions in that turn, in which `options.player` fulfils the
 * schema from `state`. Discovery and normal games only: their boards are independent, so other players just end
 * their turns. Deterministic: the same position and options visit the same positions in the same order.
 *
 * @example
 * ```ts
 * const game = createGame({ schema, mode: 'normal', players: 1, seed: 'a' });
 * if (game.ok) {
 *   const result = solve(game.value, { maxNodes: 1_000_000 });
 *   if (result.status === 'solved') console.log(result.turns, result.actions, result.line.length);
 * }
 * ```
 */
export function solve(state: GameState, options: SolveOptions = {}): SolveResult {
  return runToEnd(solveSteps(state, options));
}

/**
 * `solve` cut before the subtree of each command from the start position and from the positions one command from
 * it, in each pass of its deepening (and between the beam's steps before them): the last `next()` returns the result, the same as `solve`'s. A bot that plans
 * with the exact search on its own board gives a page its turn between them.
 */
export function* solveSteps(state: GameState, options: SolveOptions = {}): Generator<void, SolveResult, void> {
  const start = now();
  const seat = options.player ?? state.players.findIndex((p) => p.status === 'playing');
  const empty = (status: SolveResult['status'], reason?: SearchReason): SolveResult => ({
    status,
    line: [],
    turns: null,
    actions: null,
    provenOptimal: status === 'no-solution',
    turnsAtLeast: state.turn,
    nodes: 0,
    ms: now() - start,
    ...(reason === undefined ? {} : { reason }),
  });
  const unplayed = unsupportedMode(state.mode);
  if (unplayed !== undefined) return empty('unsupported', unplayed);
  const me = state.players[seat];
  if (me === undefined) return empty('unsupported', noSeat(seat));
  if (me.finished !== null) {
    const { turn, actions } = me.finished;
    return { status: 'solved', line: [], turns: turn, actions, provenOptimal: true, turnsAtLeast: turn, nodes: 0, ms: now() - start };
  }
  if (me.status !== 'playing' || state.over) return empty('no-solution');

  const ctx: Context = contextOf(state, me);
  const maxTurn = Math.min(options.maxTurn ?? MODES[state.mode].turnLimit ?? 10, MODES[state.mode].turnLimit ?? Infinity);
  const maxNodes = options.maxNodes ?? 5_000_000;
  const deadline = options.maxMs === undefined ? Infinity : start + options.maxMs;
  // Drawing earlier in a turn never hurts (a draw only takes the bag's top into the recruit zone), so a turn's
  // draws are searched before its other actions, or right after a Fulgurance, which takes from the bag's top too.
  // Without Fulgurance, a draw changes nothing but the recruit zone, so it is always at least as good as an action
  // left unused (see the end of a turn below).
  const drawsFirst = !ctx.caps.fulgurance;
  let nodes = 0;
  let calls = 0;
  let best: { line: Command[]; turns: number; actions: number } | null = null;
  // The beam's line, if any: the exact search only looks for better ones, and it is the answer when none is.
  let upper: { line: Command[]; turns: number; actions: number } | null = null;
  if (options.firstPass ?? maxNodes >= 200_000) {
    const beam = yield* beamSteps(state, {
      player: seat,
      maxTurn,
      maxNodes: Math.floor(maxNodes / 4),
      ...(options.maxMs === undefined ? {} : { maxMs: options.maxMs / 4 }),
    });
    nodes += beam.nodes;
    if (beam.status === 'found') {
      upper = { line: [...beam.line], turns: beam.turns!, actions: beam.actions! };
      options.onSolution?.({ turns: upper.turns, actions: upper.actions, nodes, ms: now() - start });
    }
  }
  // Above the beam's line, nothing is searched: a line there would be no better.
  const beyond = (turn: number, actions: number): boolean => upper !== null && (turn > upper.turns || (turn === upper.turns && actions >= upper.actions));
  // Positions whose subtree was searched in full without a line, under the current limits, by key, each with the
  // actions used in the turn and whether draws were closed when it was searched (see `dominated`).
  let failed = new Map<string, number[]>();
  // A failed position rules out the same position with as many actions used or more, and with draws as closed or
  // more: whatever a line does from the latter, the former can do too, and end with as few actions. It may play
  // the same commands (its draws are no less open); before the last turn, where a turn ends only with every action
  // spent, its spare actions go to draws first (a draw never hurts without Fulgurance), and with Fulgurance the
  // turn may end early. The entries hold actions used × 2 + 1 when draws are closed.
  const entryOf = (used: number, closed: boolean): number => used * 2 + (closed ? 1 : 0);
  const dominated = (entries: readonly number[], used: number, closed: boolean, early: boolean): boolean => {
    for (const e of entries) {
      const u = e >> 1;
      const c = (e & 1) === 1;
      if (!SEARCH_TUNING.shortcuts || !SEARCH_TUNING.moreActionsUsed) {
        if (u === used && c === closed) return true;
        continue;
      }
      if (u > used || (c && !closed)) continue;
      // Fewer actions used dominate only when the spare ones can go to draws or end the turn.
      if (u === used || early || !c) return true;
    }
    return false;
  };
  let lastTurn = 0;
  let cap = 0;
  // How many positions on the current path the table's rule would have ruled out (with `SEARCH_TUNING.audit`).
  let auditing = 0;
  const line: Command[] = [];

  const boundOf = (s: GameState): number => {
    const p = s.players[seat]!;
    if (p.finished !== null) {
      // A fulfilment counts only within the limits of this search: later, or with more actions, is not the answer.
      const f = p.finished;
      return f.turn < lastTurn || (f.turn === lastTurn && f.actions <= cap) ? 0 : Infinity;
    }
    if (p.status === 'out' || s.over) return Infinity;
    const need = lowerBound(ctx, p, s.turn, lastTurn);
    return need > actionsAvailable(s.turn, p.actionsUsed, lastTurn, cap) ? Infinity : need;
  };

  // The bound of a land, move, Fulgurance, Diagonal, Fast Step or Rest computed before playing it, and the actions
  // left after paying it; `CUT` when the command is sure to be cut on it without computing it (see below); `null`
  // when it is only known after play (a Choreography's step is cut before play on its floor alone). `floors` holds
  // the position's floors already computed.
  const boundAhead = (s: GameState, p: PlayerState, command: Command, own: number, floors: Map<number, number>): { bound: number; budget: number } | typeof CUT | null => {
    let cost = 1;
    let from = -1;
    let to: number | 'off' = 'off';
    switch (command.type) {
      case 'land':
        to = cellIndex(command.to);
        break;
      // Diagonal and Fast Step move one stigmerian too, only diagonally or farther, at the price of a special action.
      case 'move':
      case 'diagonal':
      case 'fast-step':
        if (command.type !== 'move') cost = ctx.caps.specialCost;
        from = cellIndex(command.from);
        to = command.to === 'off' ? 'off' : cellIndex(command.to);
        break;
      case 'fulgurance':
        cost = ctx.caps.specialCost;
        to = cellIndex(command.cell);
        break;
      // Rest takes one token, stigmerian or pollen, off the board and changes nothing else.
      case 'rest':
        cost = ctx.caps.specialCost;
        from = cellIndex(command.cell);
        break;
      // A Choreography's step moves one stigmerian and leaves the rest of the dance pending: only its floor is
      // known before play (below); the first step pays, the others cost nothing.
      case 'choreography':
        cost = p.pending === null ? ctx.caps.specialCost : 0;
        from = cellIndex(command.from);
        break;
      case 'draw':
      case 'joker':
      case 'end-turn':
      case 'undo':
      case 'mixing':
      case 'combination':
      case 'choreography-stop':
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
        return null;
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
    const budget = actionsAvailable(s.turn, p.actionsUsed + cost, lastTurn, cap);
    // A stigmerian moved nearer no free target it may become and no nearer the edge, or landed where its own
    // cheapest way costs a whole action point, leaves the bound no lower (`noNearer`, `landNoLower`): when this
    // position's bound is already above what the command leaves, so is the command's.
    if (own > budget && to !== 'off' && command.type !== 'choreography') {
      if (command.type === 'land' ? landNoLower(ctx, p, command.color, to, s.turn, lastTurn) : from >= 0 && noNearer(ctx, p, from, to, s.turn, lastTurn)) return CUT;
    }
    // Every land of a colour, and every move, removal or dance step of a stigmerian, has a floor in common
    // (`floorBound`), computed once for all of them: above the actions left, none of them is worth its own bound.
    if (command.type !== 'fulgurance') {
      const token = from >= 0 ? p.board[from] : null;
      const colour = command.type === 'land' ? command.color : token !== null && token !== undefined && !token.pollen ? token.color : null;
      if (colour !== null) {
        const dance = command.type === 'choreography';
        const key = command.type === 'land' ? -1 - colourIndex(colour) : dance ? 100 + from : from;
        let floor = floors.get(key);
        if (floor === undefined) {
          floor = floorBound(ctx, p, command.type === 'land' ? -1 : from, colour, s.turn, lastTurn, dance);
          floors.set(key, floor);
        }
        if (floor > budget) return CUT;
      }
      if (command.type === 'choreography') return null;
    }
    let bound: number | null;
    if (command.type === 'land') bound = landBound(ctx, s.targets, p, command.color, to as number, s.turn, lastTurn);
    else if (command.type === 'fulgurance') bound = fulguranceBound(ctx, s.targets, p, to as number, s.turn, lastTurn);
    else bound = moveBound(ctx, s.targets, p, from, to, s.turn, lastTurn);
    return bound === null ? null : { bound, budget };
  };

  // Commands that other lines cover as well: left out of the search (unless `SEARCH_TUNING.shortcuts` is off).
  const leftOut = (s: GameState, p: PlayerState, command: Command, drawsClosed: boolean): boolean => {
    // Before the last turn, an action left unused is never better than one more draw (the board is the same
    // and the recruit zone holds one token more; drawing does nothing else in these modes), and draws are
    // searched first in a turn: so a turn before the last one ends only with every action spent.
    if (drawsFirst && command.type === 'end-turn' && s.turn < lastTurn && p.bag.length > 0 && p.actionsUsed < actionsInTurn(s.turn)) return true;
    if (command.type === 'draw' && drawsClosed) return true;
    // The joker is only worth playing when a colour is missing from the recruit zone: played later, it can
    // always exchange the same tokens (see the solver's README).
    return command.type === 'joker' && p.recruit[command.to as Colour] > 0;
  };

  const childrenOf = (s: GameState, own: number, drawsClosed: boolean): Child[] => {
    const p = s.players[seat]!;
    const out: Child[] = [];
    const shortcuts = SEARCH_TUNING.shortcuts;
    const floors = new Map<number, number>();
    for (const command of legalActions(s, seat)) {
      if (command.type === 'undo') continue;
      if (shortcuts && leftOut(s, p, command, drawsClosed)) continue;
      // A land, a move and a Fulgurance change only a few cells (and the recruit zone or the bag): their bound is
      // known before they are played, and most of them are cut here, without the cost of `play`.
      const ahead = boundAhead(s, p, command, own, floors);
      if (ahead === CUT || (ahead !== null && ahead.bound > ahead.budget)) {
        nodes++;
        continue;
      }
      const r = play(s, command);
      nodes++;
      if (!r.ok) continue;
      let next = r.value.state;
      const commands = [command];
      if (command.type === 'end-turn' && s.players.length > 1) {
        const moved = endOthers(next, seat, commands);
        if (moved === null) continue;
        next = moved;
      }
      // A draw commutes with every command but Fulgurance (the only other one that reads the bag): each draw is
      // searched at the start of its turn or right after a Fulgurance, never later.
      const nextClosed = next.turn !== s.turn || command.type === 'fulgurance' ? false : drawsClosed || (command.type !== 'draw' && command.type !== 'joker');
      // A command bounded ahead that neither fulfils nor ends the game leaves the position its bound ahead was
      // computed for: that bound stands, and is not computed again.
      const after = next.players[seat]!;
      const bound = ahead !== null && after.finished === null && after.status === 'playing' && !next.over ? ahead.bound : boundOf(next);
      if (bound === Infinity) continue;
      out.push({ commands, state: next, bound, drawsClosed: nextClosed });
    }
    // Most promising first: a draw (it changes no cell, so every option of the board stays open, with one token
    // more to hand: lines that fulfil mostly draw early), then the smallest bound, then the rules' own order (a
    // stable sort). First Bouquet with seed "1" finds its line after 0.5 million positions instead of 1.6.
    out.sort((a, b) => drawRank(a) - drawRank(b) || a.bound - b.bound);
    return out;
  };

  const record = (s: GameState): void => {
    const f = s.players[seat]!.finished!;
    if (auditing > 0) SEARCH_TUNING.audit!.withLine++;
    if (best !== null && (f.turn > best.turns || (f.turn === best.turns && f.actions >= best.actions))) return;
    best = { line: [...line], turns: f.turn, actions: f.actions };
    options.onSolution?.({ turns: f.turn, actions: f.actions, nodes, ms: now() - start });
    // Every smaller limit was searched in full before this one: nothing better is left to find.
    throw new Found();
  };

  // Entering a position: `null` when it is searched no further (a fulfilment, recorded when it is within the
  // limits; a bound that cannot be met; a position the table rules out), else what leaving it records.
  const enter = (s: GameState, bound: number, drawsClosed: boolean): Visit | null => {
    // The clock is read every 256 searches, not every 256 nodes: a search counts all its children at once, so
    // the node count jumps and would rarely land on a multiple of 256.
    calls++;
    if (nodes > maxNodes || ((calls & 255) === 0 && now() > deadline)) throw new Budget();
    const p = s.players[seat]!;
    if (p.finished !== null) {
      if (bound === 0) record(s);
      return null;
    }
    if (bound === Infinity) return null;
    const key = keyOf(p, s.turn);
    const entries = failed.get(key);
    const early = !drawsFirst || s.turn === lastTurn;
    let audited = false;
    if (entries !== undefined && dominated(entries, p.actionsUsed, drawsClosed, early)) {
      const audit = SEARCH_TUNING.audit;
      if (audit === null || entries.includes(entryOf(p.actionsUsed, drawsClosed))) return null;
      audit.ruledOut++;
      audited = true;
      auditing++;
    }
    return { key, entries, audited, entry: entryOf(p.actionsUsed, drawsClosed) };
  };
  // Leaving a position searched in full without a line: the table records it.
  const leave = (visit: Visit): void => {
    if (visit.audited) auditing--;
    if (visit.entries === undefined) failed.set(visit.key, [visit.entry]);
    else visit.entries.push(visit.entry);
  };

  const search = (s: GameState, bound: number, drawsClosed: boolean): void => {
    const visit = enter(s, bound, drawsClosed);
    if (visit === null) return;
    for (const child of childrenOf(s, bound, drawsClosed)) {
      line.push(...child.commands);
      search(child.state, child.bound, child.drawsClosed);
      line.length -= child.commands.length;
    }
    leave(visit);
  };

  // `search` with a step before each child of the positions `STEP_DEPTH` commands or fewer from the start: the
  // same positions in the same order, so the same result.
  const searchSteps = function* (s: GameState, bound: number, drawsClosed: boolean, depth: number): Generator<void, void, void> {
    const visit = enter(s, bound, drawsClosed);
    if (visit === null) return;
    for (const child of childrenOf(s, bound, drawsClosed)) {
      line.push(...child.commands);
      yield;
      if (depth < STEP_DEPTH) yield* searchSteps(child.state, child.bound, child.drawsClosed, depth + 1);
      else search(child.state, child.bound, child.drawsClosed);
      line.length -= child.commands.length;
    }
    leave(visit);
  };

  let status: SolveResult['status'] = 'no-solution';
  try {
    // Deepening on the turn of fulfilment, then on the actions allowed in that turn: each search is complete for
    // its limits, so the first line found is the best one, and a small limit prunes far more than a large one.
    for (lastTurn = state.turn; lastTurn <= maxTurn && best === null; lastTurn++) {
      if (beyond(lastTurn, 0)) break;
      cap = actionsInTurn(lastTurn);
      const need = boundOf(state);
      if (need === Infinity) continue;
      // The fewest actions the last turn can end with: what the bound leaves over after the turns before it.
      const first = lastTurn === state.turn ? me.actionsUsed + need : need - actionsAvailable(state.turn, me.actionsUsed, lastTurn, 0);
      if (first > actionsInTurn(lastTurn)) continue;
      for (let limit = Math.max(1, first); limit <= actionsInTurn(lastTurn) && best === null; limit++) {
        if (beyond(lastTurn, limit)) break;
        cap = limit;
        failed = new Map();
        auditing = 0;
        try {
          yield* searchSteps(state, boundOf(state), false, 0);
        } catch (error) {
          if (!(error instanceof Found)) throw error;
        }
      }
    }
  } catch (error) {
    if (!(error instanceof Budget)) throw error;
    status = 'budget';
  }
  // Every level below the beam's line was searched in full when the search ended on its own: nothing is better.
  const found = (best ?? upper) as { line: Command[]; turns: number; actions: number } | null;
  if (found !== null && status !== 'budget') status = 'solved';
  if (found !== null) verifyLine(state, seat, found);
  return {
    // A line found before the budget ran out is a solution, only not proven best.
    status: found !== null ? 'solved' : status,
    line: found?.line ?? [],
    turns: found?.turns ?? null,
    actions: found?.actions ?? null,
    provenOptimal: status !== 'budget',
    turnsAtLeast: found !== null && status !== 'budget' ? found.turns : status === 'no-solution' ? maxTurn + 1 : lastTurn,
    nodes,
    ms: now() - start,
  };
}

/** A position being searched: its key in the table, the table's entries for it when it was entered, and its own. */
interface Visit {
  readonly key: string;
  readonly entries: number[] | undefined;
  readonly audited: boolean;
  readonly entry: number;
}

/** The depth down to which `solveSteps` gives a step before each position it searches (see `searchSteps`). */
const STEP_DEPTH = 1;

/** 0 for a draw, 1 for any other command: the search tries draws first. */
const drawRank = (child: Child): number => (child.commands[0]!.type === 'draw' ? 0 : 1);

/** Plays the line again from the start: a line the rules do not accept, or that does not fulfil, is a bug. */
function verifyLine(state: GameState, seat: number, found: { readonly line: readonly Command[]; readonly turns: number; readonly actions: number }): void {
  let s = state;
  for (const command of found.line) {
    const r = play(s, command);
    if (!r.ok) throw new Error(`solver bug: ${command.type} is refused on replay (${r.error.code})`);
    s = r.value.state;
  }
  const f = s.players[seat]!.finished;
  if (f === null || f.turn !== found.turns || f.actions !== found.actions) throw new Error('solver bug: the line does not fulfil the schema as found');
}
