/**
 * `hint`: the best next command for a player who does not know the order of their bag, in every mode. The view
 * lists the bags sorted, so on the player's own board the hint deals the bag again in several orders, solves each
 * deal under a small budget and votes for the first command of the best lines; on the StigmaReine and for the
 * decisions a seat faces there, a cheap rule of thumb chooses (`hint-central.ts`). The reason it gives is a code
 * with parameters (`hint-reason.ts`), worded by whoever shows it.
 * @module
 */
import {
  CELL_NAMES,
  MODES,
  actionsInTurn,
  cellIndex,
  legalActions,
  mix,
  mixingParts,
  play,
  viewFor,
  windAfterTurn,
  type Colour,
  type Command,
  type GameState,
  type CellName,
  type PlayerState,
} from '@stigmeria/rules';
import { contextOf, lowerBound } from './bounds.js';
import { mayEndAs } from './colours.js';
import { asPlayer, ownBoardGame, searchedSeat, withForecastWinds } from './bot-projection.js';
import { seatToAct } from './bot-game.js';
import { worldOf } from './bot-world.js';
import { centralHint, centralReason } from './hint-central.js';
import { reason, type HintReason, type MovingCommand } from './hint-reason.js';
import { generator, hashSeed, shuffled } from './seeded.js';
import { solve } from './solve.js';

/** What `hint` is asked. */
export interface HintOptions {
  /** The seat to advise; by default the first seat that may act now, else the first one still playing. */
  readonly player?: number;
  /** Seeds the deals of the bag: the same view, seed and budget give the same hint. Default `"hint"`. */
  readonly seed?: string | number;
  /** How many orders of the bag to try (default 8). */
  readonly samples?: number;
  /** The node budget of each sample's search (default 5,000). */
  readonly maxNodes?: number;
  /**
   * The time budget of the whole hint in milliseconds (default: none, only nodes count); the samples share it,
   * each as nodes at the rate measured so far, so that a slow machine gives up sooner rather than later.
   */
  readonly maxMs?: number;
  /**
   * The last turn in which fulfilling counts (as in `solve`): by default the mode's turn limit, and without one
   * (discovery, the no-limit modes) the later of turn 10 and four turns from now.
   */
  readonly maxTurn?: number;
}

/** What `hint` suggests. */
export interface HintResult {
  /** The suggested command, one that `legalActions(view, player)` lists, or `null` when the player has nothing to do now. */
  readonly command: Command | null;
  /** Why, as a code with parameters (see {@link HintReasonParams}); `none/…` codes say why there is no command. */
  readonly reason: HintReason;
  /** The deals of the bag that voted. */
  readonly samples: number;
  /** The share of those votes that went to `command`, from 0 to 1. */
  readonly agreement: number;
  /**
   * How the command was found: `solved` lines on the player's own board, its lower `bound` alone (no sample solved
   * in budget, or a decision the rule of thumb does not cover, such as the wind die's: `samples` is then 0), a
   * `forced` command (the only legal one), the StigmaReine's and its decisions' rule of thumb (`heuristic`), or
   * `none` (no command, or no order of the bag fulfils the schema in time any more).
   */
  readonly basis: 'solved' | 'bound' | 'forced' | 'heuristic' | 'none';
  readonly ms: number;
}

const now = (): number => performance.now();

// ---- the deals ----

/** The game with the searched seat's bag dealt in one order: a position the solver may search. */
function dealt(game: GameState, seat: number, bag: readonly Colour[]): GameState {
  const players = game.players.map((p, i) => (i === seat ? { ...p, bag } : p));
  return { ...game, players };
}

const keyOf = (command: Command): string => JSON.stringify(command);

// ---- the votes ----

interface Vote {
  readonly key: string;
  count: number;
  /** The sum of turn × 100 + actions of the lines that voted, to break ties by the better lines. */
  score: number;
}

/**
 * When a deal cannot be solved in budget, a cheaper guess: the command after which the solver's lower bound
 * drops the most per action spent (a command that spends an action and brings the schema no closer is last).
 */
function boundGuess(sample: GameState, seat: number, legal: readonly Command[], maxTurn: number): Command | null {
  const me = sample.players[seat]!;
  const ctx = contextOf(sample, me);
  const before = lowerBound(ctx, me, sample.turn, maxTurn);
  let best: Command | null = null;
  let bestGain = -Infinity;
  for (const command of legal) {
    const r = play(sample, command);
    if (!r.ok) continue;
    const s = r.value.state;
    const p = s.players[seat]!;
    if (p.status === 'out') continue;
    if (p.finished !== null) return command;
    const after = lowerBound(ctx, p, s.turn, maxTurn);
    if (after === Infinity) continue;
    const spent = s.turn !== sample.turn ? 1 : Math.max(1, p.actionsUsed - me.actionsUsed);
    // Ending the turn spends no action but gives up the rest of this turn's: it is worth only when nothing helps.
    const gain = command.type === 'end-turn' ? -0.5 : (before - after) / spent;
    if (gain > bestGain) {
      bestGain = gain;
      best = command;
    }
  }
  return best;
}

/** The last turn a search of `game` looks at: the mode's limit, or a few turns ahead where there is none. */
function lastTurnOf(game: GameState, asked: number | undefined): number {
  const limit = MODES[game.mode].turnLimit;
  return Math.min(asked ?? limit ?? Math.max(10, game.turn + 4), limit ?? Infinity);
}

/**
 * The best next command of `view` for `options.player`, who does not know the order of their bag, in every mode.
 * On the player's own board (discovery and normal; in the competitive and no-limit modes once the seat's central
 * actions are played, its board searched as a solo game) the bag is dealt `samples` times in orders drawn by a
 * generator seeded with `options.seed`, each deal is solved with {@link solve} under `maxNodes` (its lower bound
 * guesses when it cannot be solved in budget), and the first command of the most lines wins. For the StigmaReine's
 * steps and the decisions a seat faces (the A5 token, Draw and Place, the action earned, the tokens given, …) a
 * cheap rule of thumb chooses: a line of three that earns actions first, then a placement that leaves none for
 * another player, the special action the schema's colours need, the matched tokens the schema uses to the
 * player's own bag.
 *
 * Only what the player may see counts: the hint reads `viewFor` of what it is given (a whole state passed by
 * mistake is hidden first), never the seed, the generator or the order of any bag. Deterministic for a given
 * view, seed and node budget when no `maxMs` is given (a time budget depends on the machine's speed). It never
 * suggests a command that `legalActions` does not list.
 *
 * @example
 * ```ts
 * const advice = hint(viewFor(state, 0), { seed: 'table-1', maxMs: 500 });
 * if (advice.command !== null) console.log(advice.command, advice.reason.code, advice.reason.params);
 * ```
 */
export function hint(position: GameState, options: HintOptions = {}): HintResult {
  const start = now();
  // The seat passed to `viewFor` does not change what it hides: every bag's order, the seed and the generator.
  const view = viewFor(position, 0);
  const seat = options.player ?? seatToAct(view) ?? view.players.findIndex((p) => p.status === 'playing');
  const none = (why: HintReason): HintResult => ({ command: null, reason: why, samples: 0, agreement: 0, basis: 'none', ms: now() - start });
  if (view.over) return none(reason('none/game-over', {}));
  const me = view.players[seat];
  if (me === undefined) return none(reason('none/no-seat', { seat }));
  if (me.status !== 'playing') return none(reason('none/not-playing', { status: me.status }));
  const legal = legalActions(view, seat).filter((c) => c.type !== 'undo');
  if (legal.length === 0) return none(reason('none/waiting', { seat: seatToAct(view) ?? null }));
  const result = (command: Command, why: HintReason, samples: number, agreement: number, basis: HintResult['basis']): HintResult => ({
    command,
    reason: why,
    samples,
    agreement,
    basis,
    ms: now() - start,
  });
  if (legal.length === 1) return result(legal[0]!, describe(view, seat, legal[0]!), 0, 1, 'forced');
  const next = generator(hashSeed(String(options.seed ?? 'hint')));

  const own = ownBoardGame(view, seat);
  if (own === null) {
    // The StigmaReine or a decision: a rule of thumb, else the command that brings the player's own board closest.
    const central = centralHint(view, seat, legal);
    if (central !== null) return result(central.command, central.reason, 0, 1, 'heuristic');
    const guess = boundGuess(worldOf(view, next), seat, legal, lastTurnOf(view, options.maxTurn)) ?? legal[0]!;
    return result(guess, describe(view, seat, guess), 0, 1, 'bound');
  }

  // The player's own board: `own` is the view itself in discovery and normal, else the board as a solo game.
  const searched = searchedSeat(own, seat);
  const toReal = (command: Command): Command => asPlayer(command, seat);
  const legalKeys = new Map(legal.map((c, i) => [keyOf(c), i]));
  // The searched game's commands that the real game lists too (not the StigmaReine's, nor the versus actions).
  const ownLegal = own === view ? legal : legalActions(own, searched).filter((c) => c.type !== 'undo' && legalKeys.has(keyOf(toReal(c))));
  const samples = Math.max(1, Math.floor(options.samples ?? 8));
  const maxNodes = options.maxNodes ?? 5_000;
  // Without a time budget the hint depends only on the view, the seed and the node budget.
  const timed = options.maxMs !== undefined;
  const deadline = timed ? start + options.maxMs! : Infinity;
  const maxTurn = lastTurnOf(own, options.maxTurn);
  const solved = new Map<string, Vote>();
  const guessed = new Map<string, Vote>();
  // Positions the search visits per millisecond: a cautious start (a slow phone), then measured.
  let rate = 15;
  const vote = (votes: Map<string, Vote>, command: Command, score: number): void => {
    const key = keyOf(toReal(command));
    // A line's first command is played on the deal; the same command must be legal on the view itself.
    if (!legalKeys.has(key)) return;
    const v = votes.get(key) ?? { key, count: 0, score: 0 };
    v.count++;
    v.score += score;
    votes.set(key, v);
  };

  for (let k = 0; k < samples; k++) {
    const left = deadline - now();
    // The first deal is always looked at, so that a hint is given even with no time at all.
    if (k > 0 && left <= 0) break;
    const sample = dealt(own, searched, shuffled(me.bag, next));
    // Each remaining deal gets an equal share of the time left, some of it kept for the bound's guess. The share
    // is given to the search as nodes, at the rate measured on the deals before: a node budget stops the search
    // within one position's children, a clock read only now and then may stop it late.
    const share = (left / (samples - k)) * 0.8;
    const nodes = timed ? Math.min(maxNodes, Math.floor(share * rate)) : maxNodes;
    const found = nodes > 0 ? solve(sample, { player: searched, maxNodes: nodes, ...(timed ? { maxMs: share } : {}), maxTurn }) : null;
    if (found !== null && found.nodes > 1000 && found.ms > 0) rate = found.nodes / found.ms;
    const first = found?.status === 'solved' ? found.line.find((c) => c.player === searched) : undefined;
    if (first !== undefined) vote(solved, first, found!.turns! * 100 + found!.actions!);
    else if (found?.status === 'no-solution') continue;
    else {
      const guess = boundGuess(sample, searched, ownLegal, maxTurn);
      if (guess !== null) vote(guessed, guess, 0);
    }
  }

  // A solved line is a fact about its deal; a bound is only a guess: guesses decide only when nothing was solved.
  const [votes, basis] = solved.size > 0 ? [solved, 'solved' as const] : [guessed, 'bound' as const];
  const ranked = [...votes.values()].sort(
    (a, b) => b.count - a.count || a.score / a.count - b.score / b.count || legalKeys.get(a.key)! - legalKeys.get(b.key)!,
  );
  const total = ranked.reduce((sum, v) => sum + v.count, 0);
  const winner = ranked[0];
  if (winner === undefined) {
    // No deal can be fulfilled in time: the first own-board command that is not giving up the turn still helps most.
    const mine = ownLegal.map(toReal);
    const fallback = mine.find((c) => c.type !== 'end-turn') ?? mine[0] ?? legal[0]!;
    return result(fallback, reason('hopeless', { reason: describe(view, seat, fallback) }), 0, 0, 'none');
  }
  const command = legal[legalKeys.get(winner.key)!]!;
  return result(command, describe(view, seat, command), total, winner.count / total, basis);
}

// ---- the reasons ----

/** The targets that are not yet a pollen, as cell names with their colour. */
function openTargets(view: GameState, me: PlayerState): { cell: CellName; color: Colour }[] {
  const out: { cell: CellName; color: Colour }[] = [];
  view.targets.forEach((color, i) => {
    const token = me.board[i];
    if (color !== null && !(token?.pollen === true && token.color === color)) out.push({ cell: CELL_NAMES[i]!, color });
  });
  return out;
}

/**
 * Whether a token of colour `c` can serve a target of colour `t`: what the searches count it able to end as
 * (`mayEndAs`: the same colour, or one the player's flower actions turn it into, Combination's brown included).
 */
function serves(me: PlayerState, c: Colour, t: Colour): boolean {
  return mayEndAs(me.specials, c, t);
}

const distance = (a: CellName, b: CellName): number => {
  const i = cellIndex(a);
  const j = cellIndex(b);
  return Math.abs(Math.floor(i / 10) - Math.floor(j / 10)) + Math.abs((i % 10) - (j % 10));
};

/** The open target a token of `colour` standing on `cell` serves: its own cell first, then the nearest. */
function servedTarget(view: GameState, me: PlayerState, cell: CellName, colour: Colour, exclude?: CellName): { cell: CellName; color: Colour } | undefined {
  const candidates = openTargets(view, me).filter((t) => t.cell !== exclude && serves(me, colour, t.color));
  candidates.sort((a, b) => distance(cell, a.cell) - distance(cell, b.cell) || (a.color === colour ? 0 : 1) - (b.color === colour ? 0 : 1));
  return candidates[0];
}

/** The target a token reaches with the wind that follows this turn, if it lands on one (the wind only carries it a cell). */
function windCarries(view: GameState, cell: CellName): CellName | undefined {
  // In the no-limit modes the winds are the die's, as rolled so far.
  const step = { south: 10, north: -10, east: 1, west: -1 }[windAfterTurn(withForecastWinds(view), view.turn)];
  const i = cellIndex(cell);
  const j = i + step;
  if (j < 0 || j >= 100 || ((step === 1 || step === -1) && Math.floor(j / 10) !== Math.floor(i / 10))) return undefined;
  return CELL_NAMES[j];
}


/** The reason for `command`, as a code with parameters: which target it serves, read from the position. */
export function describe(view: GameState, seat: number, command: Command): HintReason {
  const central = centralReason(view, seat, command);
  if (central !== null) return central;
  const me = view.players[seat]!;
  const colourAt = (cell: CellName): Colour | undefined => me.board[cellIndex(cell)]?.color ?? undefined;
  switch (command.type) {
    case 'land': {
      const color = command.color;
      const cell = command.to;
      const here = view.targets[cellIndex(cell)];
      if (here === color) return reason('land/on-target', { color, cell });
      if (here !== null && here !== undefined && serves(me, color, here)) return reason('land/to-turn', { color, cell, into: here });
      const below = windCarries(view, cell);
      const target = servedTarget(view, me, cell, color);
      if (target !== undefined && below === target.cell && target.color === color) return reason('land/wind', { color, cell, target: target.cell });
      if (target !== undefined && target.color !== color) return reason('land/to-mix', { color, cell, into: target.color, target: target.cell });
      if (target !== undefined) return reason('land/toward', { color, cell, target: target.cell });
      return reason('land/plain', { color, cell });
    }
    case 'draw': {
      // The colours the open targets need beyond the stigmerians on the board and the recruit zone.
      const open = openTargets(view, me);
      const have: Partial<Record<Colour, number>> = {};
      for (const [c, n] of Object.entries(me.recruit)) have[c as Colour] = n;
      for (const t of me.board) if (t !== null && t !== undefined && !t.pollen) have[t.color] = (have[t.color] ?? 0) + 1;
      // What is to hand before the targets take it: "no red" would be false when one red is there for another target.
      const held = { ...have };
      const short = new Map<Colour, CellName[]>();
      for (const t of open) {
        const parts = mixingParts(t.color) ?? [t.color];
        for (const c of parts) {
          if ((have[c] ?? 0) > 0) have[c]!--;
          else short.set(c, [...(short.get(c) ?? []), t.cell]);
        }
      }
      const [color, targets] = [...short.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
      if (color !== undefined && targets !== undefined) return reason((held[color] ?? 0) > 0 ? 'draw/short' : 'draw/missing', { color, targets });
      return reason('draw/ahead', { open: open.length });
    }
    case 'move':
    case 'choreography':
    case 'fast-step':
    case 'diagonal': {
      const action: MovingCommand = command.type;
      const from = command.from;
      const color = colourAt(from);
      if (color === undefined) return reason('move/token', { action, from });
      if (command.to === 'off') return reason('move/off', { action, color, from });
      const to = command.to;
      if (view.targets[cellIndex(to)] === color) return reason('move/onto-target', { action, color, to });
      const target = servedTarget(view, me, to, color, from);
      if (target !== undefined) return reason('move/toward', { action, color, from, to, target: target.cell, beforeWind: windCarries(view, to) === target.cell });
      return reason('move/aside', { action, color, from, to });
    }
    case 'mixing': {
      const cells = command.cells;
      const ca = colourAt(cells[0]);
      const cb = colourAt(cells[1]);
      const into = ca !== undefined && cb !== undefined ? mix(ca, cb) : undefined;
      if (into === undefined) return reason('mixing/cells', { cells });
      return reason('mixing/into', { cells, into, targets: openTargets(view, me).filter((t) => t.color === into).map((t) => t.cell) });
    }
    case 'joker': {
      const targets = openTargets(view, me).filter((t) => serves(me, command.to, t.color)).map((t) => t.cell);
      return reason('joker/exchange', { from: command.from, to: command.to, targets });
    }
    case 'end-turn': {
      // What the wind does for the player once the turn ends: a stigmerian blown onto its target.
      const blown: CellName[] = [];
      me.board.forEach((t, i) => {
        if (t === null || t === undefined || t.pollen) return;
        const to = windCarries(view, CELL_NAMES[i]!);
        if (to !== undefined && view.targets[cellIndex(to)] === t.color && me.board[cellIndex(to)] == null) blown.push(to);
      });
      if (me.actionsUsed >= actionsInTurn(view.turn)) return reason('end-turn/spent', {});
      if (blown.length > 0) return reason('end-turn/wind', { targets: blown });
      return reason('end-turn/nothing-helps', {});
    }
    case 'choreography-stop':
      return reason('choreography/stop', {});
    case 'half-note-keep':
      return reason('half-note/keep', { cell: command.cell });
    case 'combination':
      return reason('combination/brown', { cell: command.cell, target: view.targets[cellIndex(command.cell)] === 'brown' });
    case 'undo':
    case 'fulgurance':
    case 'exchange':
    case 'half-note':
    case 'quarter-note':
    case 'two-beats':
    case 'rest':
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
    case 'wind-direction': {
      const cells = 'cells' in command ? [...command.cells] : 'cell' in command ? [command.cell] : [];
      return reason('plays', { action: command.type, cells });
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
