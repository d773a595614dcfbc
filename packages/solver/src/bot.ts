/**
 * Computer opponents for every mode: `chooseCommand(view, seat, { level, seed, budgetMs })` picks the next command
 * of one seat from that seat's view alone (`viewFor(state, seat)`), always one that `legalActions(view, seat)`
 * lists. Three levels:
 *
 * - `easy`: the first command of a line a short search of its own board finds, except on a slip; otherwise one
 *   command ahead, by the value of the position it leaves, with noise, and now and then any command;
 * - `medium`: the rest of its turn planned with a narrow beam over the rules' `play`, on one deal of the hidden
 *   bags (in the competitive and no-limit modes after a short beam search of its own board, and beside the
 *   StigmaReine the exact search on one deal when the beam finds no line);
 * - `strong`: on its own board in every mode (in the competitive modes once its central actions are played), the
 *   solver's exact search (`solve`) over eight deals of its bag in discovery and normal (four elsewhere), the
 *   first command whose lines fulfil soonest across them (`solvedFirst`), else the solver's beam search on two
 *   deals; in the competitive modes, before the StigmaReine has earned the special actions its schema needs,
 *   its board searched as if they were owned, so that it is ready when they come (`boardToPlan`); the
 *   StigmaReine planned over three deals; the special action its schema needs chosen when one is earned, and
 *   the matched tokens given where they serve it; a Last Drift or a versus action played when it pays, weighing
 *   the lines of three left to the next player and the harm done to the others.
 *
 * The choice depends only on the view, the seat, the level, the seed and the budget: the budget is turned into a
 * count of positions (`PLAN_NODES_PER_MS`, `BEAM_NODES_PER_MS` and `SOLVE_NODES_PER_MS` a millisecond), so no
 * clock is read.
 * @module
 */
import { earnableSpecials, legalActions, play, type Command, type GameState } from '@stigmeria/rules';
import { hoping, ownBoardGame } from './bot-projection.js';
import { drawChances, withTop, worldOf } from './bot-world.js';
import { isNeeded, valueFor, type ValueStyle } from './bot-value.js';
import { POSITIONS_A_STEP, runToEnd } from './beam.js';
import { generator, hashSeed } from './seeded.js';
import { keepsLine, searchedFirst, solvedFirst } from './bot-search.js';
import type { BotLevel } from './bot-seats.js';

export { BOT_LEVELS, type BotLevel } from './bot-seats.js';

/** What a bot is asked. */
export interface BotOptions {
  readonly level: BotLevel;
  /** Seeds the bot's own chance (its deals of hidden bags, its noise): the same view and seed give the same command. */
  readonly seed: string | number;
  /** The time a choice may take on one core, in milliseconds (default 200), given to the search as positions. */
  readonly budgetMs?: number;
}

/** The default time budget of one choice, in milliseconds. */
export const DEFAULT_BUDGET_MS = 200;

/**
 * Positions a millisecond that a bot's budget buys in its own plans (a `play` and a value each), and in the
 * solver's beam search (which values most positions without playing them): counts, not a clock, so that a choice
 * does not depend on the machine's speed. Set below the rates measured on one core of a small machine.
 */
export const PLAN_NODES_PER_MS = 12;
/** Positions a millisecond of a bot's budget in the solver's beam search (see `PLAN_NODES_PER_MS`). */
export const BEAM_NODES_PER_MS = 80;
/**
 * Positions a millisecond in the solver's exact search (`solve`), which cuts most positions on their bound before
 * playing them (see `PLAN_NODES_PER_MS`).
 */
export const SOLVE_NODES_PER_MS = 150;

/** A bot bound to a seat: `choose(view)` is `chooseCommand(view, seat, options)`. */
export interface Bot {
  /** The seat it plays. */
  readonly seat: number;
  readonly options: BotOptions;
  /** The seat's next command, chosen from its view (`viewFor(state, seat)`); `null` when it has nothing to do. */
  choose(view: GameState): Command | null;
}

/** A bot for `seat`. */
export function createBot(seat: number, options: BotOptions): Bot {
  return { seat, options, choose: (view) => chooseCommand(view, seat, options) };
}

const keyOf = (command: Command): string => JSON.stringify(command);

/** The commands a bot weighs: every legal one but `undo` (a bot plays each step on purpose). */
function choicesOf(view: GameState, seat: number): Command[] {
  return legalActions(view, seat).filter((c) => c.type !== 'undo');
}

/**
 * The generator of one choice: seeded by the bot's seed and where the game stands (the turn, and the seat's
 * progress through it), so that the bot's noise differs from step to step yet the same view gives the same choice.
 */
function chanceOf(view: GameState, seat: number, options: BotOptions): () => number {
  const p = view.players[seat]!;
  const moment = [options.level, String(options.seed), seat, view.turn, p.actionsUsed, p.centralActions, p.pending?.kind ?? '-', p.usedThisTurn.length, p.turnEnded].join('|');
  return generator(hashSeed(moment));
}

/**
 * The next command of `seat`, chosen from `view` (the seat's `viewFor`), or `null` when the seat has nothing to
 * do now (the game is over, it waits for another player, or it is out).
 *
 * @example
 * ```ts
 * const command = chooseCommand(viewFor(state, 1), 1, { level: 'medium', seed: 'table-1' });
 * if (command !== null) state = play(state, command).value.state;
 * ```
 */
export function chooseCommand(view: GameState, seat: number, options: BotOptions): Command | null {
  return runToEnd(chooseSteps(view, seat, options));
}

/**
 * `chooseCommand` cut between positions: each `next()` weighs some positions (a few hundred at most), and the
 * last returns the command, the same as `chooseCommand`'s. A page without workers runs a few steps at a time and
 * gives its frames and input a turn between them.
 *
 * @example
 * ```ts
 * const steps = chooseSteps(view, seat, { level: 'strong', seed: 'table-1' });
 * let step = steps.next();
 * while (step.done !== true) {
 *   await new Promise((resolve) => setTimeout(resolve, 0));
 *   step = steps.next();
 * }
 * const command = step.value;
 * ```
 */
export function* chooseSteps(view: GameState, seat: number, options: BotOptions): Generator<void, Command | null, void> {
  if (view.over || view.players[seat] === undefined) return null;
  const choices = choicesOf(view, seat);
  if (choices.length === 0) return null;
  if (choices.length === 1) return choices[0]!;
  const next = chanceOf(view, seat, options);
  const budgetMs = Math.max(1, options.budgetMs ?? DEFAULT_BUDGET_MS);
  const nodes = Math.max(50, Math.floor(budgetMs * PLAN_NODES_PER_MS));
  switch (options.level) {
    case 'easy':
      return yield* easyChoice(view, seat, choices, next, budgetMs);
    case 'medium':
      return yield* mediumChoice(view, seat, choices, next, budgetMs, nodes);
    case 'strong':
      return yield* strongChoice(view, seat, choices, next, budgetMs);
  }
}

// ---- the own board ----

/**
 * The seat's own board as the bots search it (`ownBoardGame`), or `null` while the StigmaReine or a decision comes
 * first. In the competitive modes, before the StigmaReine has earned the special actions the schema's colours
 * need, no line fulfils the schema: the board is searched as if they were owned (`hoping`), and a line's first
 * command is played when the real game lists it (a primary landed where Mixing will turn it), so that the board
 * is ready when they come.
 */
function boardToPlan(view: GameState, seat: number): GameState | null {
  const own = ownBoardGame(view, seat);
  if (own === null || view.central === null) return own;
  return hoping(own, earnableSpecials(view, view.players[seat]!).filter((id) => isNeeded(view, id)));
}

// ---- one command ahead ----

/**
 * Where a choice cut into steps (`chooseSteps`) gives a step back: after this many first commands weighed (each a
 * few plays, a draw one a colour) or this many plays of a plan, about as long as the beam search's steps.
 */
const CHOICES_A_STEP = 16;
const PLAYS_A_STEP = POSITIONS_A_STEP / 4;

/**
 * The value of the position a command leaves, on one deal of the hidden bags. A draw is valued over every colour
 * its bag holds, each by its share of the bag (the view shows the bag's content, not its order); ending the turn
 * is the position as it stands, with no action left to save a token from the wind.
 */
function valueAfter(world: GameState, seat: number, command: Command, style: ValueStyle, settle = false): number {
  if (command.type === 'end-turn') return valueFor(world, seat, style, true);
  if (command.type === 'draw' || command.type === 'central-draw') {
    let value = 0;
    for (const { colour, chance } of drawChances(world.players[seat]!.bag)) {
      const r = play(withTop(world, seat, colour), command);
      value += chance * (r.ok ? valueFor(r.value.state, seat, style) : -Infinity);
    }
    return value;
  }
  const r = play(world, command);
  if (!r.ok) return -Infinity;
  return settle ? settled(r.value.state, seat, style) : valueFor(r.value.state, seat, style);
}

/** The value once the seat's decisions that follow a step (a Last Drift's answer, say) are taken, each the best one. */
function settled(state: GameState, seat: number, style: ValueStyle, depth = 3): number {
  if (depth === 0 || state.players[seat]!.pending === null) return valueFor(state, seat, style);
  let best = -Infinity;
  for (const command of choicesOf(state, seat)) {
    const r = play(state, command);
    if (r.ok) best = Math.max(best, settled(r.value.state, seat, style, depth - 1));
  }
  return best === -Infinity ? valueFor(state, seat, style) : best;
}

/**
 * Easy: on its own board (see `ownBoardGame`), the first command of a line a small beam search finds (one deal,
 * a narrow beam, an eighth of the budget), except one step in five (in discovery and normal, only when the beam
 * still finds a line after the slip); otherwise the command whose position looks
 * best, with noise worth up to half an action on each, and one step in eight any of the five best instead. A plan
 * one command ahead alone missed a 1★ schema in a third of the games, which is losing to a random player at a
 * puzzle; with the short search it finishes most, a few turns after the strong bot, which a beginner can beat.
 */
const EASY_SLIP = 1 / 5;

function* easyChoice(view: GameState, seat: number, choices: readonly Command[], next: () => number, budgetMs: number): Generator<void, Command, void> {
  const own = ownBoardGame(view, seat);
  const solo = view.mode === 'discovery' || view.mode === 'normal';
  const slip = next() < EASY_SLIP;
  let line: Command | null = null;
  // In discovery and normal the line is looked for on a slip too: the slip is played only when a line stays open
  // after it. A slip that closed every line cost a 1★ schema within ten turns in normal (a tie with the random player).
  if (own !== null && (!slip || solo)) {
    // Alone on its board (discovery and normal) with half the budget and a wider second pass, as `medium`: with a
    // quarter, a stigmerian left on the wrong target kept it from a 1★ schema for 25 turns in two games of ten.
    line = yield* searchedFirst(own, seat, choices, next, Math.floor((budgetMs / (solo ? 2 : 4)) * BEAM_NODES_PER_MS), 1, solo ? [2, 8] : [2, 6]);
    // The narrow beam loses the line of Morning Ladder from its second turn on some bags, and the one-step choice
    // below wanders for ten turns: then the exact search on one deal, with a quarter of the budget (an eighth
    // beside the StigmaReine, where the beam's misses left a random player 22 % of the points of 20 competitive
    // games).
    const besideCentral = view.central !== null;
    if (line === null && (solo || besideCentral)) line = yield* solvedFirst(own, seat, choices, next, Math.floor((budgetMs / (solo ? 4 : 8)) * SOLVE_NODES_PER_MS), 1);
    if (line !== null && !slip) return line;
  }
  const world = worldOf(view, next);
  // An earned action is chosen by what the schema needs, as a player who reads the schema card would.
  const style: ValueStyle = view.players[seat]!.pending?.kind === 'gain' ? 'needs' : 'plain';
  const valued: { command: Command; value: number }[] = [];
  for (const command of choices) {
    valued.push({ command, value: valueAfter(world, seat, command, style) + next() * 6 });
    if (valued.length % CHOICES_A_STEP === 0) yield;
  }
  // A stable sort: among equal values the view's order decides.
  valued.sort((a, b) => b.value - a.value);
  const pick = next() < 1 / 8 ? Math.floor(next() * Math.min(5, valued.length)) : 0;
  const chosen = valued[pick]!.command;
  if (line !== null && own !== null && keyOf(chosen) !== keyOf(line)) {
    const open = yield* keepsLine(own, seat, chosen, next, Math.floor((budgetMs / 4) * BEAM_NODES_PER_MS));
    if (!open) return line;
  }
  return chosen;
}

// ---- the rest of the turn ahead ----

interface PlanOptions {
  /** Deals of the hidden bags, each planned on. */
  readonly samples: number;
  /** Positions kept at each step of the plan. */
  readonly width: number;
  /** Positions played in all. */
  readonly nodes: number;
  readonly style: ValueStyle;
}

interface PlanNode {
  readonly state: GameState;
  readonly first: string;
  readonly value: number;
  /** Steps from the position planned from. */
  readonly depth: number;
}

/** Whether the seat still acts in `state` in the turn it started planning in. */
function stillActing(state: GameState, seat: number, turn: number): boolean {
  const p = state.players[seat]!;
  return !state.over && state.turn === turn && p.status === 'playing' && !p.turnEnded;
}

/**
 * Plans the rest of the seat's turn on `samples` deals: from each deal, a beam keeps the `width` best positions
 * after each step, and each first command is worth the best position met after it, as if the turn ended there.
 * The first command worth most over the deals (summed) is chosen; the first command of the view's list wins ties.
 */
function* planned(view: GameState, seat: number, choices: readonly Command[], next: () => number, options: PlanOptions): Generator<void, Command, void> {
  const legal = new Map(choices.map((c) => [keyOf(c), c]));
  const totals = new Map<string, number>();
  const perSample = Math.max(1, Math.floor(options.nodes / options.samples));
  for (let k = 0; k < options.samples; k++) {
    const world = worldOf(view, next);
    const worth = yield* planOne(world, seat, choices, perSample, options);
    for (const [key, value] of worth) totals.set(key, (totals.get(key) ?? 0) + value);
  }
  // Ending the turn wins a tie: steps that come back to the same position are not worth their actions.
  let best = choices.find((c) => c.type === 'end-turn') ?? choices[0]!;
  let bestValue = totals.get(keyOf(best)) ?? -Infinity;
  for (const command of choices) {
    const value = totals.get(keyOf(command)) ?? -Infinity;
    if (value > bestValue) {
      bestValue = value;
      best = legal.get(keyOf(command))!;
    }
  }
  return best;
}

/** One deal's plan: the worth of each first command (the best position met after it). */
function* planOne(world: GameState, seat: number, choices: readonly Command[], nodes: number, options: PlanOptions): Generator<void, Map<string, number>, void> {
  const worth = new Map<string, number>();
  // Each step deeper costs a little, so that of two ways to the same position the shorter is chosen.
  const credit = (first: string, value: number, depth = 0): void => {
    const v = value - depth * 0.1;
    if (v > (worth.get(first) ?? -Infinity)) worth.set(first, v);
  };
  const turn = world.turn;
  let frontier: PlanNode[] = [];
  let spent = 0;
  // The first step: every choice, valued as `easy` does (a draw over its colours).
  let weighed = 0;
  for (const command of choices) {
    if (++weighed % CHOICES_A_STEP === 0) yield;
    const key = keyOf(command);
    const value = valueAfter(world, seat, command, options.style);
    spent += command.type === 'draw' || command.type === 'central-draw' ? drawChances(world.players[seat]!.bag).length : 1;
    credit(key, command.type === 'end-turn' ? value : -Infinity);
    if (command.type === 'end-turn') continue;
    const r = play(world, command);
    if (!r.ok) continue;
    const state = r.value.state;
    if (!stillActing(state, seat, turn)) {
      credit(key, valueFor(state, seat, options.style, true), 1);
      continue;
    }
    credit(key, valueFor(state, seat, options.style, true), 1);
    frontier.push({ state, first: key, value, depth: 1 });
  }
  while (frontier.length > 0 && spent < nodes) {
    frontier.sort((a, b) => b.value - a.value);
    frontier = frontier.slice(0, options.width);
    const children: PlanNode[] = [];
    for (const node of frontier) {
      for (const command of choicesOf(node.state, seat)) {
        if (command.type === 'end-turn') continue;
        if (spent >= nodes) break;
        const r = play(node.state, command);
        if (++spent % PLAYS_A_STEP === 0) yield;
        if (!r.ok) continue;
        const state = r.value.state;
        credit(node.first, valueFor(state, seat, options.style, true), node.depth + 1);
        if (stillActing(state, seat, turn)) children.push({ state, first: node.first, value: valueFor(state, seat, options.style), depth: node.depth + 1 });
      }
    }
    frontier = children;
  }
  return worth;
}

// ---- medium ----

/**
 * Medium: first a short look for a whole line on its own board with the beam search (one deal; in discovery and
 * normal half the budget, elsewhere a narrow beam and a quarter; beside the StigmaReine, when it finds none, the
 * exact search on one deal): a plan of one turn alone does not see that a token must leave a target before the
 * right one can come. Otherwise the rest of its turn planned on one deal.
 */
function* mediumChoice(view: GameState, seat: number, choices: readonly Command[], next: () => number, budgetMs: number, nodes: number): Generator<void, Command, void> {
  // The plan alone fulfilled too few competitive schemas, and in discovery and normal it left a 1★ schema
  // unfulfilled after 25 turns in three games of ten (a stigmerian on the wrong target that only a line of several
  // turns moves away): a random player tied those. Alone on its board, the search has half the budget and a
  // second, wider pass; beside the StigmaReine's plan, a quarter and one narrow pass.
  const own = ownBoardGame(view, seat);
  const solo = view.mode === 'discovery' || view.mode === 'normal';
  if (own !== null) {
    const line = yield* searchedFirst(own, seat, choices, next, Math.floor((budgetMs / (solo ? 2 : 4)) * BEAM_NODES_PER_MS), 1, solo ? [4, 16] : [4]);
    if (line !== null) return line;
    // Beside the StigmaReine the narrow beam misses the line on some bags, and the plan of one turn then spends
    // the turn limit (a random player took a quarter of the points of 20 competitive games): the exact search on
    // one deal, with a quarter of the budget.
    if (view.central !== null) {
      const solved = yield* solvedFirst(own, seat, choices, next, Math.floor((budgetMs / 4) * SOLVE_NODES_PER_MS), 1);
      if (solved !== null) return solved;
    }
  }
  // An earned action is chosen by what the schema needs (as the easy bot does).
  const style: ValueStyle = view.players[seat]!.pending?.kind === 'gain' ? 'needs' : 'plain';
  return yield* planned(view, seat, choices, next, { samples: 1, width: 2, nodes: own === null ? nodes : Math.floor((nodes * 2) / 3), style });
}

// ---- strong ----

/** The commands that reach other players, which the strong bot weighs on their own before searching its board. */
const VERSUS: ReadonlySet<Command['type']> = new Set(['last-drift', 'pilferer', 'sower', 'jealousy']);

/**
 * Strong: on its own board (see `boardToPlan`), the solver's exact search over eight deals of its bag in
 * discovery and normal, four in the other modes (`solvedFirst`), with the budget's positions at
 * `SOLVE_NODES_PER_MS`; when no deal finds a line in it, the solver's beam search on its own board, on several
 * deals of its bag; the first command of the lines found, by most lines then by the best of them, when a deal
 * finds one. In the competitive modes the beam search alone
 * found a line later than the exact search, and the medium bot, with the same beam, kept up with it: the exact
 * search took the strong bot over the medium one from 68 % to 90 % of 20 competitive games (70 % once the medium
 * bot asks the exact search too when its beam finds nothing). A Last Drift or a
 * versus action is played first when, over three deals, it leaves a better position, valued with the schema's
 * needs, the lines of three the next player can expect on the StigmaReine and the others' boards. Otherwise (the
 * StigmaReine, decisions, no line found) a plan over three deals with a wider beam than `medium`'s; an earned
 * special action is chosen by the schema's needs, and the tokens a line of three gives by what they leave in the
 * bags (the schema's colours in its own, the others in the opponents').
 */
function* strongChoice(view: GameState, seat: number, choices: readonly Command[], next: () => number, budgetMs: number): Generator<void, Command, void> {
  const planNodes = Math.max(50, Math.floor(budgetMs * PLAN_NODES_PER_MS));
  const versus = choices.filter((c) => VERSUS.has(c.type));
  if (versus.length > 0) {
    const worlds = [0, 1, 2].map(() => worldOf(view, next));
    const worth = (c: Command): number => worlds.reduce((sum, w) => sum + valueAfter(w, seat, c, 'schema', true), 0);
    const now = worlds.reduce((sum, w) => sum + valueFor(w, seat, 'schema'), 0);
    const valued: { command: Command; value: number }[] = [];
    for (const command of versus) {
      valued.push({ command, value: worth(command) });
      yield;
    }
    const best = valued.sort((a, b) => b.value - a.value)[0]!;
    if (best.value > now + 3) return best.command;
  }
  const own = boardToPlan(view, seat);
  if (own !== null) {
    const deals = view.mode === 'discovery' || view.mode === 'normal' ? PUZZLE_SOLVE_DEALS : SOLVE_DEALS;
    const line = yield* solvedFirst(own, seat, choices, next, Math.floor(budgetMs * SOLVE_NODES_PER_MS), deals);
    if (line !== null) return line;
    const found = yield* searchedFirst(own, seat, choices, next, Math.floor(budgetMs * 0.8 * BEAM_NODES_PER_MS));
    if (found !== null) return found;
  }
  // The special action to take when one is earned, and the bag each matched token goes to, are chosen by the
  // schema's needs; the StigmaReine itself is planned as `medium` plans it, over more deals and a wider beam
  // (weighing the next player's chances and the others' boards there made it win fewer games in the tournament).
  const kind = view.players[seat]!.pending?.kind;
  const style: ValueStyle = kind === 'gain' || kind === 'give' ? 'schema' : 'needs';
  return yield* planned(view, seat, choices, next, { samples: own === null ? 3 : 1, width: 3, nodes: Math.floor(own === null ? planNodes : planNodes / 2), style });
}

/** Deals of the bag the strong bot searches exactly in the competitive and no-limit modes (see `solvedFirst`). */
const SOLVE_DEALS = 4;
/**
 * Deals in discovery and normal, each with a smaller share of the same positions. First Bouquet's best lines place
 * five tokens from the bag's top by Fulgurance, which only some orders of the bag allow: on four deals the bot
 * often found no line at all and fell back to the beam (bag `t3`: 9 turns against the optimum's 6); on eight, a
 * deal or two whose order allows one finds it within its share, and the other deals weigh its first command (7).
 */
const PUZZLE_SOLVE_DEALS = 8;
