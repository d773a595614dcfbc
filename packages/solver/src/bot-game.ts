/**
 * A whole game between bots (or any players that choose from a view): who is to act, and the game played out.
 * For the tournament, the tests and a terminal game with computer seats.
 * @module
 */
import { createGame, legalActions, play, viewFor, type Command, type GameSetup, type GameState, type RuleError } from '@stigmeria/rules';
import { generator, hashSeed } from './seeded.js';

/**
 * The seat that acts next: the first seat, in seat order, with a command to give other than `undo` (in
 * discovery and normal, play is simultaneous and each seat's turn may be played whole, one after the other), or
 * `undefined` when the game is over.
 */
export function seatToAct(state: GameState): number | undefined {
  if (state.over) return undefined;
  for (let seat = 0; seat < state.players.length; seat++) {
    if (legalActions(state, seat).some((c) => c.type !== 'undo')) return seat;
  }
  return undefined;
}

/** A player of a bot game: given its seat's view, the command it gives. */
export type Chooser = (view: GameState, seat: number) => Command | null;

/** How a bot game went. */
export interface BotGame {
  readonly state: GameState;
  /** Every command played, in order. */
  readonly commands: readonly Command[];
  /** For each seat, the time its choices took, in milliseconds, one entry a choice. */
  readonly times: readonly (readonly number[])[];
}

/**
 * What went wrong in a bot game, by a stable `code`: the rules refused the setup (`bot-game/setup`, `error` says
 * why), a player gave no command when its seat was to act (`bot-game/no-command`), or one the rules refuse
 * (`bot-game/refused`, with the rules' `error`). `seat`, `command` and `state` say where, when a game was started.
 */
export interface BotGameError {
  readonly code: 'bot-game/setup' | 'bot-game/no-command' | 'bot-game/refused';
  readonly seat: number | null;
  readonly command: Command | null;
  readonly error: RuleError | null;
  readonly state: GameState | null;
}

/** Where a bot game stops if it has not ended: the no-limit modes have no turn limit, and a random player never fulfils. */
export interface BotGameLimits {
  /** Commands played in all (default 20,000). */
  readonly maxSteps?: number;
  /** The last turn played (default: none). */
  readonly maxTurn?: number;
}

/**
 * Plays a game from `setup` to its end, each seat's command chosen by `players[seat]` from `viewFor(state, seat)`.
 * Stops with an error value (never a throw) on a setup the rules refuse or at the first seat that gives no
 * command or one the rules refuse, or at a limit (then `state.over` is false).
 */
export function playBotGame(setup: GameSetup, players: readonly Chooser[], limits: BotGameLimits = {}): { ok: true; value: BotGame } | { ok: false; error: BotGameError } {
  const maxSteps = limits.maxSteps ?? 20_000;
  const maxTurn = limits.maxTurn ?? Infinity;
  const created = createGame(setup);
  if (!created.ok) return { ok: false, error: { code: 'bot-game/setup', seat: null, command: null, error: created.error, state: null } };
  let state = created.value;
  const commands: Command[] = [];
  const times = players.map((): number[] => []);
  for (let steps = 0; steps < maxSteps; steps++) {
    const seat = state.turn > maxTurn ? undefined : seatToAct(state);
    if (seat === undefined) break;
    const start = performance.now();
    const command = players[seat]!(viewFor(state, seat), seat);
    times[seat]!.push(performance.now() - start);
    if (command === null) return { ok: false, error: { code: 'bot-game/no-command', seat, command, error: null, state } };
    const r = play(state, command);
    if (!r.ok) return { ok: false, error: { code: 'bot-game/refused', seat, command, error: r.error, state } };
    state = r.value.state;
    commands.push(command);
  }
  return { ok: true, value: { state, commands, times } };
}

/**
 * A player who gives any legal command but `undo`, each as likely, drawn from a generator seeded with `seed`
 * and the step: the yardstick the bots are measured against.
 */
export function randomPlayer(seed: string | number): Chooser {
  let step = 0;
  return (view, seat) => {
    const choices = legalActions(view, seat).filter((c) => c.type !== 'undo');
    const next = generator(hashSeed(`${String(seed)}|${seat}|${step++}`));
    return choices[Math.floor(next() * choices.length)] ?? null;
  };
}
