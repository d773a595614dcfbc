/**
 * Oracles: fixed positions whose number of legal commands was counted by hand from the rulings, not read off
 * the engine. Each comment gives the count, type by type.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, play, type Command, type CommandType, type GameState } from '../src/index.js';
import { scenario } from './support/ascii.js';

function countByType(commands: readonly Command[]): Partial<Record<CommandType, number>> {
  const counts: Partial<Record<CommandType, number>> = {};
  for (const c of commands) counts[c.type] = (counts[c.type] ?? 0) + 1;
  return counts;
}

function after(state: GameState, command: Command): GameState {
  const result = play(state, command);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value.state;
}

const FIVE = ['red', 'blue', 'yellow', 'red', 'blue'] as const;

interface Oracle {
  readonly name: string;
  readonly state: () => GameState;
  readonly total: number;
  readonly counts: Partial<Record<CommandType, number>>;
}

const ORACLES: readonly Oracle[] = [
  {
    // Empty board, turn 1: draw 1; land on line A only, 10 cells x 1 colour = 10; joker needs 4 of a colour;
    // end-turn 1. Total 12.
    name: 'R8: the first action of a game, on an empty board (VertigHaineuse, turn 1, recruit 1 blue)',
    state: () => scenario({ flower: 'vertighaineuse', turn: 1, board: '', recruit: { blue: 1 }, bag: ['red', 'yellow'] }),
    total: 12,
    counts: { draw: 1, land: 10, 'end-turn': 1 },
  },
  {
    // Empty board, turn 1: draw 1; land 10 cells x 2 colours = 20; Fulgurance costs 1 and may start on A1..A6 = 6
    // (5 cells to the right); end-turn 1. Total 28.
    name: 'R8/R18: MarOnne on an empty board (turn 1, recruit 1 red 1 blue, 7 in the bag)',
    state: () =>
      scenario({ flower: 'maronne', turn: 1, board: '', recruit: { red: 1, blue: 1 }, bag: [...FIVE, 'red', 'red'] }),
    total: 28,
    counts: { draw: 1, land: 20, fulgurance: 6, 'end-turn': 1 },
  },
  {
    // Turn 1 gives 1 action, every InspirActrice special costs 2: none is legal.
    // draw 1; move: C3 to B3 C2 D3, C4 to B4 C5 D4 = 6; end-turn 1. Total 8.
    name: 'R16: InspirActrice in turn 1, nothing special is affordable',
    state: () => scenario({ flower: 'inspiractrice', turn: 1, board: 'C . . b y . . . . . .', recruit: {}, bag: ['red'] }),
    total: 8,
    counts: { draw: 1, move: 6, 'end-turn': 1 },
  },
  {
    // Turn 2, 2 actions, specials cost 2. Empty bag and recruit zone: no draw, land, joker, Fulgurance.
    // move 6 (as above); mixing C3-C4 in either order = 2; diagonal: 4 free corners of each = 8; exchange
    // C3-C4 in either order = 2; Choreography and Fast Step wait for turn 3; rest: 2 tokens = 2; end-turn 1.
    // Total 21.
    name: 'R16: InspirActrice in turn 2, two primaries side by side',
    state: () => scenario({ flower: 'inspiractrice', turn: 2, board: 'C . . b y . . . . . .', recruit: {}, bag: [] }),
    total: 21,
    counts: { move: 6, mixing: 2, diagonal: 8, exchange: 2, rest: 2, 'end-turn': 1 },
  },
  {
    // DentDîne turn 3, one red in the corner J1. move: I1, J2, off = 3; choreography (1 stigmerian): the same 3;
    // diagonal: I2 = 1; fast-step, reach turn - 2 = 1: I1, J2, off from its own cell = 3; end-turn 1. Total 11.
    name: 'R8/R18: DentDîne turn 3, a stigmerian in the corner of row J',
    state: () => scenario({ flower: 'dentdine', turn: 3, board: 'J r . . . . . . . . .', recruit: {}, bag: [] }),
    total: 11,
    counts: { move: 3, choreography: 3, diagonal: 1, 'fast-step': 3, 'end-turn': 1 },
  },
  {
    // DentDîne turn 3 with pollens. Only C4 is a stigmerian. land (1 yellow): cells next to C3 C4 D4 =
    // B3 C2 D3 B4 C5 D5 E4 = 7; move C4: B4 C5 = 2; choreography 2; diagonal B3 B5 D3 D5 = 4; exchange needs
    // two stigmerians = 0; fast-step reach 1: B4 C5 = 2; end-turn 1. Total 18.
    name: 'R4: pollens never move but are tokens to land next to (DentDîne, turn 3)',
    state: () =>
      scenario({
        flower: 'dentdine',
        turn: 3,
        targets: 'C . . B . . . . . . .\nD . . . R . . . . . .\nJ . . . . . . . . . B',
        board: 'C . . B r . . . . . .\nD . . . R . . . . . .',
        recruit: { yellow: 1 },
        bag: [],
      }),
    total: 18,
    counts: { land: 7, move: 2, choreography: 2, diagonal: 4, 'fast-step': 2, 'end-turn': 1 },
  },
  {
    // Turn 4 after the blue C3 danced to C4: 1 more stigmerian may dance, not the blue. Only C5 remains:
    // B5 C6 D5 = 3 (C4 is taken); choreography-stop 1; undo 1. Nothing else. Total 5.
    name: 'R18: Choreography under way in turn 4 (DentDîne)',
    state: () =>
      after(
        scenario({ flower: 'dentdine', turn: 4, board: 'C . . b . r . . . . .', recruit: { red: 4 }, bag: ['red'] }),
        { type: 'choreography', player: 0, from: 'C3', to: 'C4' },
      ),
    total: 5,
    counts: { choreography: 3, 'choreography-stop': 1, undo: 1 },
  },
  {
    // Half Note picked on C3-C4: keep C3, keep C4, undo. Total 3.
    name: 'R18: Half Note waiting for the cell to keep (SiffloChamp)',
    state: () =>
      after(
        scenario({ flower: 'sifflochamp', turn: 3, board: 'C . . k k w . . . . .', recruit: { blue: 1 }, bag: ['red'] }),
        { type: 'half-note', player: 0, cells: ['C3', 'C4'] },
      ),
    total: 3,
    counts: { 'half-note-keep': 2, undo: 1 },
  },
  {
    // SiffloChamp turn 2: B2 k, B3 k, C3 w. move: B2 to A2 B1 C2, B3 to A3 B4, C3 to C2 C4 D3 = 8;
    // half-note B2-B3 in either order = 2; quarter-note C3 to C2 C4 D3 = 3; no ringed empty cell for
    // two-beats; rest 3 tokens; end-turn 1. Total 17.
    name: 'R18: SiffloChamp turn 2, two blacks and a white',
    state: () => scenario({ flower: 'sifflochamp', turn: 2, board: 'B . k k . . . . . . .\nC . . w . . . . . . .', recruit: {}, bag: [] }),
    total: 17,
    counts: { move: 8, 'half-note': 2, 'quarter-note': 3, rest: 3, 'end-turn': 1 },
  },
  {
    // MarOnne turn 2, a full 3x3 block C2..E4 around a white D3 (b C2 D2, r C3 D4, y C4 E2 E4, g E3).
    // draw 1; land: 12 cells around the block x 1 red = 12; move: C2 2, C3 1, C4 2, D2 1, D3 0, D4 1, E2 2,
    // E3 1, E4 2 = 12; joker red to blue or yellow = 2; combination D3 = 1; fulgurance from B2 B3 B4 F2 F3 F4
    // C5 D5 E5 (C1 D1 E1 run into the block) = 9; end-turn 1. Total 38.
    name: 'R18: MarOnne turn 2, Combination and Fulgurance both possible',
    state: () =>
      scenario({
        flower: 'maronne',
        turn: 2,
        board: 'C . b r y . . . . . .\nD . b w r . . . . . .\nE . y g y . . . . . .',
        recruit: { red: 4 },
        bag: [...FIVE],
      }),
    total: 38,
    counts: { draw: 1, land: 12, move: 12, joker: 2, combination: 1, fulgurance: 9, 'end-turn': 1 },
  },
  {
    // Turn 1, the one action spent: only the free joker (yellow to blue or red = 2) and end-turn. Total 3.
    name: 'R6/R9: no action left, the free joker remains (VertigHaineuse)',
    state: () =>
      scenario({ flower: 'vertighaineuse', turn: 1, actionsUsed: 1, board: 'A b y . . . . . . . .', recruit: { yellow: 4, blue: 1 }, bag: ['red'] }),
    total: 3,
    counts: { joker: 2, 'end-turn': 1 },
  },
  {
    // Turn 10, 10 actions, A1 b A2 y A3 r A4 b. move: B1, B2, B3, A5 B4 = 5; mixing A1-A2, A2-A3, A3-A4,
    // each in either order = 6; end-turn 1. Total 12.
    name: 'R18: VertigHaineuse turn 10, a row of primaries',
    state: () => scenario({ flower: 'vertighaineuse', turn: 10, board: 'A b y r b . . . . . .', recruit: {}, bag: [] }),
    total: 12,
    counts: { move: 5, mixing: 6, 'end-turn': 1 },
  },
  {
    // Discovery turn 12 (10 actions), a blue alone on A1. Fast Step reach 10: every cell (r, c) with
    // 1 <= r + c <= 10: rows A..J hold 10 10 9 8 7 6 5 4 3 2 such cells = 64, minus A1 = 63, plus off (J1 is
    // 9 steps away, so one is left to leave) = 64. move A2 B1 = 2; choreography 2; diagonal B2 = 1;
    // end-turn 1. Total 70.
    name: 'R18: Fast Step reach turn − 2 = 10 in discovery turn 12 (DentDîne)',
    state: () => scenario({ flower: 'dentdine', mode: 'discovery', turn: 12, board: 'A b . . . . . . . . .', recruit: {}, bag: [] }),
    total: 70,
    counts: { move: 2, choreography: 2, diagonal: 1, 'fast-step': 64, 'end-turn': 1 },
  },
  {
    // InspirActrice turn 5 (5 actions, specials 2), I3 b I4 y, J1 k J2 k J3 w; empty bag and recruit zone.
    // move: I3 H3 I2 = 2; I4 H4 I5 J4 = 3; J1 I1 off = 2; J2 I2 off = 2; J3 J4 off = 2 -> 11.
    // Pairs are listed in either order. mixing I3-I4 = 2. choreography = the 11 steps of move. diagonal:
    // I3 H2 H4 J4 = 3; I4 H3 H5 J5 = 3; J1 I2, J2 I1, J3 I2 = 3 -> 9. exchange I3-I4, I3-J3, J1-J2, J2-J3 = 8.
    // fast-step, reach 3: I3 H3 I2 | G3 H2 H4 I1 | F3 G2 G4 H1 H5 = 11, no exit;
    // I4 H4 I5 J4 | G4 H3 H5 I6 J5 | F4 G3 G5 H2 H6 I7 J6 = 15, + off by J4 = 16;
    // J1 I1 | H1 I2 | G1 H2 = 5 + off = 6; J2 I2 | H2 I1 | G2 H1 H3 = 6 + off = 7; J3 J4 | J5 | I5 J6 = 4 + off
    // = 5 -> 45. half-note J1-J2 = 2; quarter-note J3 to J4 = 1; rest 5; end-turn 1. Total 95.
    name: 'R16/R18: InspirActrice turn 5, eleven actions on one small board',
    state: () =>
      scenario({ flower: 'inspiractrice', turn: 5, board: 'I . . b y . . . . . .\nJ k k w . . . . . . .', recruit: {}, bag: [] }),
    total: 95,
    counts: {
      move: 11,
      mixing: 2,
      choreography: 11,
      diagonal: 9,
      exchange: 8,
      'fast-step': 45,
      'half-note': 2,
      'quarter-note': 1,
      rest: 5,
      'end-turn': 1,
    },
  },
];

describe('oracles: legal command counts worked out by hand', () => {
  it.each(ORACLES.map((o) => [o.name, o] as const))('%s', (_name, oracle) => {
    const commands = legalActions(oracle.state(), 0);
    expect(countByType(commands)).toEqual(oracle.counts);
    expect(commands).toHaveLength(oracle.total);
  });

  it('every oracle total is the sum of its counts', () => {
    for (const o of ORACLES) expect(Object.values(o.counts).reduce((a, b) => a + b, 0)).toBe(o.total);
  });
});
