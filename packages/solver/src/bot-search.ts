/**
 * The strong bot's search of its own board in the puzzle modes: the solver's exact search (`solve`, with its
 * bounds, its move ordering and the beam's first line as a ceiling) on several deals of the seat's bag, each drawn
 * from the bag's content that the view shows, with the bot's own generator (determinisation). The command chosen
 * is the first one of the lines found whose lines are best over all the deals: each deal's first command is tried
 * on the other deals too, and the command that fulfils soonest on the sum of them wins.
 *
 * The beam search alone, with a few thousand positions a deal, found no line from the first turns of Sunrise Steps
 * and First Bouquet, and the bot played a plan of one turn until it did (four turns late on some bags); the exact
 * search proves the optimum of a Sunrise Steps deal in one or two thousand positions from the first turn.
 *
 * Also the bots' beam search of their own board in every mode (`searchedFirst`), and the easy bot's check that a
 * slip keeps a line open (`keepsLine`). Each searches the seat's own board (`ownBoardGame`): in the competitive and
 * no-limit modes a solo game whose only player stands for the seat (`searchedSeat`), and a line's command is given
 * back as the seat's (`asPlayer`) before it is matched with the real game's legal commands.
 * @module
 */
import { MODES, play, type Command, type GameState } from '@stigmeria/rules';
import { asPlayer, searchedSeat } from './bot-projection.js';
import { worldOf } from './bot-world.js';
import { beamSteps } from './beam.js';
import { solveSteps } from './solve.js';

const keyOf = (command: Command): string => JSON.stringify(command);

/** How soon a line fulfils, as one number: turns, then actions in the last turn (fewer is better). */
const rankOf = (turns: number, actions: number): number => turns * 100 + actions;

interface Deal {
  readonly world: GameState;
  /** The seat's first command on the deal's line (in the real game's seat), or `null` when none was found. */
  readonly first: string | null;
  /** How soon the deal's line fulfils, or `null`. */
  readonly rank: number | null;
  readonly turns: number | null;
}

/**
 * The seat's command from `game` (its own board, see `ownBoardGame`): `deals` deals of its bag, each searched with
 * an equal share of half the `nodes`, then the first commands found weighed on every deal with what is left;
 * `null` when no deal finds a line, or when no first command found is one of the real game's `choices`.
 */
export function* solvedFirst(game: GameState, seat: number, choices: readonly Command[], next: () => number, nodes: number, deals: number): Generator<void, Command | null, void> {
  const legal = new Map(choices.map((c) => [keyOf(c), c]));
  const searched = searchedSeat(game, seat);
  const limit = MODES[game.mode].turnLimit;
  // Without a turn limit, a line is looked for over the next few turns.
  const maxTurn = limit ?? Math.max(10, game.turn + 4);
  let spent = 0;
  const found: Deal[] = [];
  for (let k = 0; k < deals; k++) {
    const world = worldOf(game, next);
    const r = yield* solveSteps(world, { player: searched, maxTurn, maxNodes: Math.floor(nodes / 2 / deals), firstPass: true });
    spent += r.nodes;
    const first = r.line.find((c) => c.player === searched);
    const key = first === undefined ? null : keyOf(asPlayer(first, seat));
    const usable = key !== null && legal.has(key);
    found.push({ world, first: usable ? key : null, rank: usable ? rankOf(r.turns!, r.actions!) : null, turns: usable ? r.turns : null });
  }
  const firsts = [...new Set(found.flatMap((d) => (d.first === null ? [] : [d.first])))];
  if (firsts.length === 0) return null;
  if (firsts.length === 1) return legal.get(firsts[0]!)!;
  // A deal where a first command is not its line's own: the best line after it, within a turn more than the deal's
  // own line (a line found without it, or the limit, bounds it), or a turn past that when none is found in the
  // budget left. Each of these searches has an equal share of what the first searches left.
  const trials = firsts.length * deals - found.filter((d) => d.first !== null).length;
  const share = Math.max(200, Math.floor((nodes - spent) / Math.max(1, trials)));
  const totals = new Map<string, number>();
  for (const key of firsts) {
    let total = 0;
    for (const deal of found) {
      if (deal.first === key) {
        total += deal.rank!;
        continue;
      }
      const bound = deal.turns === null ? maxTurn : Math.min(maxTurn, deal.turns + 1);
      const miss = rankOf(bound + 1, 0);
      const command = asPlayer(legal.get(key)!, searched);
      const after = play(deal.world, command);
      if (!after.ok) {
        total += miss;
        continue;
      }
      const r = yield* solveSteps(after.value.state, { player: searched, maxTurn: bound, maxNodes: share, firstPass: true });
      total += r.turns === null ? miss : rankOf(r.turns, r.actions!);
    }
    totals.set(key, total);
  }
  // The view's order decides between equal totals.
  let best: string | null = null;
  for (const command of choices) {
    const key = keyOf(command);
    const total = totals.get(key);
    if (total !== undefined && (best === null || total < totals.get(best)!)) best = key;
  }
  return legal.get(best!)!;
}

/**
 * Whether a line to the fulfilment is still open once `command` is played in `game` (its own board, a solo game
 * of discovery or normal): the beam search on one deal of the bag, with `nodes` positions. What the easy bot asks
 * before it slips, so that a slip costs a turn or two, not the game.
 */
export function* keepsLine(game: GameState, seat: number, command: Command, next: () => number, nodes: number): Generator<void, boolean, void> {
  const searched = searchedSeat(game, seat);
  const after = play(worldOf(game, next), asPlayer(command, searched));
  if (!after.ok) return false;
  const me = after.value.state.players[searched]!;
  if (me.finished !== null) return true;
  const maxTurn = MODES[game.mode].turnLimit ?? Math.max(10, game.turn + 4);
  const found = yield* beamSteps(after.value.state, { player: searched, maxTurn, maxNodes: nodes, widths: [2, 8], firstOnly: true });
  return found.status === 'found';
}

/** Deals of the bag the strong bot searches. */
const DEALS = 2;

/**
 * The seat's first command on the lines the beam search finds in `game` (the seat's own board) on `deals` deals
 * of the bag (each with a share of `nodes`, with these beam `widths`), by most lines, then by the sooner fulfilment; `null` when no deal
 * finds a line, or when its first command is not one of the real game's `choices`.
 */
export function* searchedFirst(game: GameState, seat: number, choices: readonly Command[], next: () => number, nodes: number, deals = DEALS, widths: readonly number[] = [4, 16]): Generator<void, Command | null, void> {
  const legal = new Map(choices.map((c) => [keyOf(c), c]));
  const votes = new Map<string, { count: number; best: number }>();
  const searched = searchedSeat(game, seat);
  const limit = MODES[game.mode].turnLimit;
  // Without a turn limit, a line is looked for over the next few turns.
  const maxTurn = limit ?? Math.max(10, game.turn + 4);
  for (let k = 0; k < deals; k++) {
    const found = yield* beamSteps(worldOf(game, next), { player: searched, maxTurn, maxNodes: Math.floor(nodes / deals), widths });
    if (found.status !== 'found') continue;
    // The line holds the other seats' end-turns too; the seat's own first command is the one to give.
    const first = found.line.find((c) => c.player === searched);
    if (first === undefined) continue;
    const key = keyOf(asPlayer(first, seat));
    if (!legal.has(key)) continue;
    const rank = found.turns! * 100 + found.actions!;
    const v = votes.get(key) ?? { count: 0, best: Infinity };
    votes.set(key, { count: v.count + 1, best: Math.min(v.best, rank) });
  }
  let best: string | null = null;
  for (const [key, v] of votes) {
    const b = best === null ? null : votes.get(best)!;
    if (b === null || v.count > b.count || (v.count === b.count && v.best < b.best)) best = key;
  }
  return best === null ? null : legal.get(best)!;
}
