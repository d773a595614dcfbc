/**
 * The durable log of a room: its setup (seed included) and every accepted step, appended before the step is
 * broadcast, so that a room whose process died can be played on from its log by another process.
 * @module
 */
import type { GameSetup, ReplayStep } from '@stigmeria/rules';

/** What a room keeps of its game: enough to build it again with `replayGame`. */
export interface LoggedGame {
  readonly setup: GameSetup;
  /** Every accepted step in order, undos included (`record` folds them into the replay's steps). */
  readonly steps: readonly ReplayStep[];
  /** For each seat, the SHA-256 of its holder's seat token, or null while it is free. */
  readonly seats: readonly (string | null)[];
}

/** Where rooms keep their games. Every method may fail (a store out of reach): the room then refuses the step. */
export interface GameLog {
  /** Writes a new game's setup and free seats. */
  start(roomId: string, setup: GameSetup, seats: number): Promise<void>;
  /** Appends one accepted step. */
  append(roomId: string, step: ReplayStep): Promise<void>;
  /** Records who holds a seat now (the hash of the holder's token), or that it is free. */
  setSeat(roomId: string, seat: number, tokenHash: string | null): Promise<void>;
  /** The game logged under `roomId`, or undefined. */
  read(roomId: string): Promise<LoggedGame | undefined>;
  /**
   * Takes the right to restore `roomId` at `steps` steps: true for the first caller, false for the others until
   * `seconds` have passed, so that two processes never bring the same game back twice.
   */
  claimRestore(roomId: string, steps: number, seconds: number): Promise<boolean>;
  /** Drops a finished game whose room is gone: its players have its replay. */
  forget(roomId: string): Promise<void>;
  /** Lets go of the store's connections. */
  close(): Promise<void>;
}

interface MemoryGame {
  setup: GameSetup;
  steps: ReplayStep[];
  seats: (string | null)[];
}

/** A log in this process's memory: for one process, and for tests. Values are copied in and out. */
export class MemoryLog implements GameLog {
  private readonly games = new Map<string, MemoryGame>();
  private readonly claims = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  async start(roomId: string, setup: GameSetup, seats: number): Promise<void> {
    this.games.set(roomId, { setup: structuredClone(setup), steps: [], seats: Array.from({ length: seats }, () => null) });
  }

  async append(roomId: string, step: ReplayStep): Promise<void> {
    this.game(roomId).steps.push(structuredClone(step));
  }

  async setSeat(roomId: string, seat: number, tokenHash: string | null): Promise<void> {
    this.game(roomId).seats[seat] = tokenHash;
  }

  async read(roomId: string): Promise<LoggedGame | undefined> {
    const game = this.games.get(roomId);
    return game === undefined ? undefined : structuredClone(game);
  }

  async claimRestore(roomId: string, steps: number, seconds: number): Promise<boolean> {
    const key = `${roomId}@${steps}`;
    const until = this.claims.get(key);
    if (until !== undefined && until > this.now()) return false;
    this.claims.set(key, this.now() + seconds * 1000);
    return true;
  }

  async forget(roomId: string): Promise<void> {
    this.games.delete(roomId);
  }

  async close(): Promise<void> {}

  private game(roomId: string): MemoryGame {
    const game = this.games.get(roomId);
    if (game === undefined) throw new Error(`no game is logged for room ${roomId}`);
    return game;
  }
}
