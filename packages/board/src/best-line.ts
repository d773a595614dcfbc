/**
 * After a discovery or normal game: the best line from a player's position at the start of a turn, as a replay
 * the player can step through (the `hints` attribute). Loaded on demand with the solver (through `solver.ts`),
 * never by the board's own file. Every state comes from the rules' `play`, from the game's first state and log.
 * @module
 */
import { emptyRecording, play, record, toReplay, type GameSetup, type GameState, type LocalizedText, type Replay, type ReplayStep } from '@stigmeria/rules';
import { solve, type SolveResult } from '@stigmeria/solver';
import { bestLineStrings, type BestLineStrings } from './best-line-strings.js';

/**
 * A better line found for a player: where it leaves the game, the replay that shows it, and its caption, which says
 * what it achieves.
 */
export interface BestLine {
  /** The turn at whose start the line leaves the game. */
  readonly from: number;
  /** The logged steps kept before it: the replay's cursor at the start of turn `from`. */
  readonly step: number;
  readonly replay: Replay;
  /**
   * Shown at the line's start, where the cursor opens. A step's note would show only once that step is applied, one
   * step too late (and no step comes before a line from the game's first turn).
   */
  readonly caption: LocalizedText;
}

/** What the walk found for one player: a better line, or none (`fulfilled` says whether the player had one). */
export type LineOutcome = { readonly kind: 'found'; readonly line: BestLine } | { readonly kind: 'none'; readonly fulfilled: boolean };

/** Where the finished game is read: the element's game, as it stands when the search starts. */
export interface GameSource {
  readonly setup: GameSetup | null;
  /** The first state, as `createGame` made it. */
  readonly initial: GameState | null;
  readonly log: readonly ReplayStep[];
  readonly state: GameState | null;
}

interface FinishedGame {
  readonly setup: GameSetup;
  readonly log: readonly ReplayStep[];
  readonly final: GameState;
}

/** The replay's words in both languages, as a replay holds them: the page may switch `lang` while it is shown. */
const both = (text: (t: BestLineStrings) => string): LocalizedText => ({ en: text(bestLineStrings.en), fr: text(bestLineStrings.fr) });

/**
 * How far back the walk goes: the last turn the player played and three before it. Each turn further back widens
 * the search by a whole turn of actions, and the line shares less with the game the player remembers.
 */
const TURNS_BACK = 4;

/**
 * Positions the solver may visit for one player, across the whole walk, and in one search. Chromium visits some
 * 170,000 to 400,000 positions a second on a shared two-core machine (positions after the catalogue's games): under
 * about a second for the walk, and no single search holds the page much longer than a few tenths of a second (the
 * walk yields between searches). `maxMs` would be checked too seldom to bound a search as closely.
 */
const PLAYER_NODES = 240_000;
const SEARCH_NODES = 70_000;

/** A turn's start in the finished game: the turn, how many logged steps lead to it, and the state then. */
interface TurnStart {
  readonly turn: number;
  readonly step: number;
  readonly state: GameState;
}

/**
 * Searches each player's best line in turn and reports it with `found`. Before every search it waits for a frame
 * (so that what changed is painted) and then a task of its own (so that the page keeps answering), and stops as soon
 * as `still` says the answer is no longer wanted (a new game, say). A player whose search fails is reported with no
 * line; nothing is thrown.
 */
export async function findBestLines(source: GameSource, still: () => boolean, found: (seat: number, outcome: LineOutcome) => void): Promise<void> {
  const { setup, initial, log, state: final } = source;
  if (setup === null || initial === null || final === null) return;
  const game: FinishedGame = { setup, log, final };
  const pause = (): Promise<boolean> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(still()), 0)));
  let starts: TurnStart[] = [];
  try {
    starts = turnStarts(initial, log);
  } catch {
    // A log the rules do not replay leaves no turn to start from: every player is told that nothing was found.
  }
  for (const [seat, player] of final.players.entries()) {
    let outcome: LineOutcome | null;
    try {
      outcome = await walk(game, starts, seat, player.finished, pause);
    } catch {
      outcome = { kind: 'none', fulfilled: player.finished !== null };
    }
    if (outcome === null || !still()) return;
    found(seat, outcome);
  }
}

/** Every turn's start, the log played again through the rules from the game's first state. */
function turnStarts(initial: GameState, log: readonly ReplayStep[]): TurnStart[] {
  const starts: TurnStart[] = [{ turn: initial.turn, step: 0, state: initial }];
  let state = initial;
  log.forEach((step, i) => {
    const played = play(state, step.command);
    if (!played.ok) throw new Error(played.error.message);
    state = played.value.state;
    for (const e of played.value.events) if (e.type === 'turn-started') starts.push({ turn: e.turn, step: i + 1, state });
  });
  return starts;
}

/** Whether a line fulfilling in `turns` with `actions` beats how the player did (any line beats no fulfilment). */
function beats(turns: number, actions: number, finished: GameState['players'][number]['finished']): boolean {
  return finished === null || turns < finished.turn || (turns === finished.turn && actions < finished.actions);
}

/**
 * Walks back from the start of the last turn a player played, at most `TURNS_BACK` turns, and keeps the earliest
 * start from which the solver finds a line that beats the game. The earliest, because the further back the line
 * starts, the more of the player's own turns it can set right; the walk stops at a search that runs out of budget,
 * since a search from an earlier turn only has more to explore. Solving the real state is fair here: once the game
 * is over, the order of the bag is no secret, and the line is exact.
 */
async function walk(
  game: FinishedGame,
    starts: readonly TurnStart[],
  seat: number,
  finished: GameState['players'][number]['finished'],
  pause: () => Promise<boolean>,
): Promise<LineOutcome | null> {
  const playing = starts.filter((s) => !s.state.over && s.state.players[seat]?.status === 'playing');
  const last = playing[playing.length - 1]?.turn ?? 0;
  // A fulfilled player is only beaten by a line that ends by their turn; discovery has no turn limit of its own, so
  // the search there may look a couple of turns past the last one played.
  const maxTurn = finished !== null ? finished.turn : game.final.mode === 'discovery' ? last + 2 : undefined;
  let best: BestLine | null = null;
  let left = PLAYER_NODES;
  for (const start of playing.slice(-TURNS_BACK).reverse()) {
    if (left <= 0) break;
    // The page said stop (a new game, a disconnection): no answer rather than a partial one.
    if (!(await pause())) return null;
    const result = solve(start.state, { player: seat, maxNodes: Math.min(SEARCH_NODES, left), ...(maxTurn === undefined ? {} : { maxTurn }) });
    left -= result.nodes;
    if (result.status === 'budget' || result.status === 'unsupported') break;
    if (result.status !== 'solved' || result.turns === null || result.actions === null) continue;
    if (!beats(result.turns, result.actions, finished)) continue;
    const replay = lineReplay(game, start, result.line);
    const { turns, actions } = result;
    if (replay !== null) best = { from: start.turn, step: start.step, replay, caption: both((t) => t.note(turns, actions)) };
  }
  return best !== null ? { kind: 'found', line: best } : { kind: 'none', fulfilled: finished !== null };
}

/**
 * The replay of the game's steps up to `start`, then of the solver's line, each command played by the rules and
 * recorded with its events. `null` if a command is refused.
 */
function lineReplay(game: FinishedGame, start: TurnStart, line: SolveResult['line']): Replay | null {
  let recording = game.log.slice(0, start.step).reduce(record, emptyRecording());
  let state = start.state;
  for (const command of line) {
    const played = play(state, command);
    if (!played.ok) return null;
    state = played.value.state;
    recording = record(recording, { command, events: played.value.events });
  }
  return toReplay(game.setup, recording.steps, { title: both((t) => t.title(start.turn)) });
}
