/**
 * Positions of the competitive and no-limit modes: other seats set by hand, dice that roll chosen faces, and
 * commands played in a row. The StigmaReine itself is drawn with `scenario({ central })` and read with `centralOf`.
 */
import { expect } from 'vitest';
import { play, type Colour, type Command, type DieFace, type GameEvent, type GameState, type PlayerState } from '../../src/index.js';
import { rollDie } from '../../src/dice.js';
import { seedRng, type RngState } from '../../src/random.js';
import { parseBoard } from './ascii.js';

/** A whole recruit zone from the colours given; the others are 0. */
export function tokens(counts: Partial<Record<Colour, number>> = {}): Record<Colour, number> {
  return { blue: 0, yellow: 0, red: 0, orange: 0, green: 0, violet: 0, brown: 0, white: 0, black: 0, ...counts };
}

/** What may be set on a seat: any field, with the board as ASCII and the recruit zone as a partial count. */
export type SeatPosition = Partial<Omit<PlayerState, 'board' | 'recruit'>> & {
  readonly board?: string;
  readonly recruit?: Partial<Record<Colour, number>>;
};

/** The state with some fields of one seat changed. */
export function withSeat(state: GameState, index: number, position: SeatPosition): GameState {
  const { board, recruit, ...rest } = position;
  const players = state.players.slice();
  players[index] = {
    ...players[index]!,
    ...rest,
    ...(board === undefined ? {} : { board: parseBoard(board) }),
    ...(recruit === undefined ? {} : { recruit: tokens(recruit) }),
  };
  return { ...state, players };
}

/** The state with the StigmaReine's recruit zone set. */
export function withCentralRecruit(state: GameState, counts: Partial<Record<Colour, number>>): GameState {
  return { ...state, central: { ...state.central!, recruit: tokens(counts) } };
}

/** A face of the die, or a test a face must pass. */
export type FaceWanted = DieFace | ((face: DieFace) => boolean);

/**
 * A generator whose next rolls of the die satisfy `faces`, in order (a face, or a test on the face): seeds `d0`,
 * `d1`, … are tried until one does. Used to put a chosen die result in a position.
 */
export function rngRolling(...faces: readonly FaceWanted[]): RngState {
  for (let i = 0; i < 100_000; i++) {
    let rng = seedRng(`d${i}`);
    let fits = true;
    for (const want of faces) {
      const [face, next] = rollDie(rng);
      rng = next;
      if (typeof want === 'string' ? face !== want : !want(face)) {
        fits = false;
        break;
      }
    }
    if (fits) return seedRng(`d${i}`);
  }
  throw new Error(`no seed rolls ${faces.length} faces as asked`);
}

/** True for the eight faces that name a direction (N, S, E, W). */
export const isDirectionFace = (face: DieFace): boolean => !face.startsWith('x-') && face !== 'black-night';

/** Plays the commands in order; a refused one fails the test with its code. Returns the last state and every event. */
export function runAll(state: GameState, ...commands: readonly Command[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let current = state;
  for (const command of commands) {
    const result = play(current, command);
    if (!result.ok) throw new Error(`${JSON.stringify(command)} was refused: ${result.error.code} (${result.error.message})`);
    current = result.value.state;
    events.push(...result.value.events);
  }
  return { state: current, events };
}

/** The code of the error a refused command gives; the state passed in must be left as it was. */
export function refusal(state: GameState, command: unknown): string {
  const before = structuredClone(state);
  const result = play(state, command);
  if (result.ok) throw new Error(`${JSON.stringify(command)} was accepted`);
  expect(state).toEqual(before);
  return result.error.code;
}

/** The events of one type. */
export function eventsOf<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}
