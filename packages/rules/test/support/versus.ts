/**
 * Positions with more than one player, and dice that roll a chosen face: for the earned actions, the versus
 * actions and Last Drift.
 */
import type { Colour, DieFace, GameState, PlayerState } from '../../src/index.js';
import { rollDie } from '../../src/dice.js';
import { seedRng } from '../../src/random.js';
import { parseBoard } from './ascii.js';

/** A full recruit zone from the colours given; the others are 0. */
export function recruitOf(counts: Partial<Record<Colour, number>> = {}): Record<Colour, number> {
  return { blue: 0, yellow: 0, red: 0, orange: 0, green: 0, violet: 0, brown: 0, white: 0, black: 0, ...counts };
}

/** What `seat` may set on another player: their fields, with the board as ASCII and a partial recruit zone. */
export type SeatOptions = Partial<Omit<PlayerState, 'board' | 'recruit'>> & {
  readonly board?: string;
  readonly recruit?: Partial<Record<Colour, number>>;
};

/** The state with some fields of one player changed. */
export function seat(state: GameState, index: number, options: SeatOptions): GameState {
  const { board, recruit, ...rest } = options;
  const p = state.players[index]!;
  const players = state.players.slice();
  players[index] = {
    ...p,
    ...rest,
    ...(board === undefined ? {} : { board: parseBoard(board) }),
    ...(recruit === undefined ? {} : { recruit: recruitOf(recruit) }),
  };
  return { ...state, players };
}

/**
 * The state with a generator whose next roll of the die is `face`: seeds `s0`, `s1`, … are tried until one
 * rolls it. Nothing else of the position changes.
 */
export function rolling(state: GameState, face: DieFace): GameState {
  for (let i = 0; i < 10_000; i++) {
    const rng = seedRng(`s${i}`);
    if (rollDie(rng)[0] === face) return { ...state, rng };
  }
  throw new Error(`no seed rolls ${face}`);
}
