/**
 * The rule facts the package exports for solvers, bots and clients (the Mixing recipes, what the flower actions
 * turn a colour into, Fast Step's and Choreography's reach, the joker's size, the exit cells), each shown against
 * what `play` and `legalActions` do, so that the fact and the rule cannot drift apart.
 */
import { describe, expect, it } from 'vitest';
import {
  CELL_NAMES,
  CHOREOGRAPHY_RULE,
  FAST_STEP_RULE,
  COLOURS,
  FLOWER_ACTIONS,
  FLOWER_CREATIONS,
  FLOWER_RECOLOURINGS,
  JOKER_TOKENS,
  MIXING_RECIPES,
  canBecome,
  coloursCreated,
  coloursMade,
  cellIndex,
  choreographyMoves,
  fastStepReach,
  isExitCell,
  legalActions,
  mix,
  mixingParts,
  play,
  specialFromTurn,
  stepsToExit,
  type Colour,
  type Command,
  type GameState,
  type Secondary,
} from '../src/index.js';
import { board, boardOf, scenario } from './support/ascii.js';
import { runAll } from './support/central.js';

const run = (state: GameState, ...commands: Command[]): GameState => runAll(state, ...commands).state;

const LETTER: Readonly<Record<Colour, string>> = { blue: 'b', yellow: 'y', red: 'r', orange: 'o', green: 'g', violet: 'v', brown: 'n', white: 'w', black: 'k' };

describe('R2, R18 the Mixing recipes', () => {
  it.each(Object.keys(MIXING_RECIPES) as Secondary[])('%s: Mixing its two parts side by side makes two of it', (secondary) => {
    const [a, b] = MIXING_RECIPES[secondary];
    const state = scenario({ flower: 'vertighaineuse', board: `E . . . . ${LETTER[a]} ${LETTER[b]} . . . .` });
    const after = run(state, { type: 'mixing', player: 0, cells: ['E5', 'E6'] });
    expect(boardOf(after)).toBe(board(`E . . . . ${LETTER[secondary]} ${LETTER[secondary]} . . . .`));
    expect(mix(a, b)).toBe(secondary);
    expect(mix(b, a)).toBe(secondary);
    expect(mixingParts(secondary)).toEqual([a, b]);
  });

  it('names the parts of the three secondaries only', () => {
    for (const colour of COLOURS) expect(mixingParts(colour) !== undefined).toBe(colour === 'orange' || colour === 'green' || colour === 'violet');
    expect(mix('blue', 'blue')).toBeUndefined();
    expect(mix('blue', 'brown')).toBeUndefined();
  });
});

describe('R18 what the flower actions turn a colour into', () => {
  it('Mixing turns a primary into each secondary it is part of, and nothing else into anything', () => {
    expect(FLOWER_RECOLOURINGS.mixing.blue).toEqual(['green', 'violet']);
    expect(FLOWER_RECOLOURINGS.mixing.yellow).toEqual(['orange', 'green']);
    expect(FLOWER_RECOLOURINGS.mixing.red).toEqual(['orange', 'violet']);
    for (const colour of ['orange', 'green', 'violet', 'brown', 'white', 'black'] as const) expect(FLOWER_RECOLOURINGS.mixing[colour]).toEqual([]);
  });

  it('Combination turns a surrounded stigmerian of any colour but brown into brown', () => {
    for (const colour of COLOURS) {
      const state = scenario({
        flower: 'maronne',
        board: `
        D . . . b y r . . . .
        E . . . b ${LETTER[colour]} r . . . .
        F . . . y y r . . . .
        `,
      });
      const played = play(state, { type: 'combination', player: 0, cell: 'E5' });
      expect(played.ok).toBe(colour !== 'brown');
      expect(FLOWER_RECOLOURINGS.combination[colour]).toEqual(colour === 'brown' ? [] : ['brown']);
      if (played.ok) expect(played.value.state.players[0]!.board[cellIndex('E5')]!.color).toBe('brown');
    }
  });

  it('Half Note turns two blacks into one white, Quarter Note a white into black', () => {
    const halfNote = run(scenario({ flower: 'sifflochamp', board: 'E . . . . k k . . . .' }), { type: 'half-note', player: 0, cells: ['E5', 'E6'] }, { type: 'half-note-keep', player: 0, cell: 'E6' });
    expect(boardOf(halfNote)).toBe(board('E . . . . . w . . . .'));
    const quarterNote = run(scenario({ flower: 'sifflochamp', board: 'E . . . . w . . . . .' }), { type: 'quarter-note', player: 0, cell: 'E5', to: 'F5' });
    expect(quarterNote.players[0]!.board[cellIndex('E5')]!.color).toBe('black');
    expect(FLOWER_RECOLOURINGS['half-note']).toMatchObject({ black: ['white'], white: [] });
    expect(FLOWER_RECOLOURINGS['quarter-note']).toMatchObject({ white: ['black'], black: [] });
  });

  it('the seven other flower actions change no colour', () => {
    const recolouring = ['mixing', 'combination', 'half-note', 'quarter-note'];
    const ids = Object.keys(FLOWER_RECOLOURINGS) as (keyof typeof FLOWER_RECOLOURINGS)[];
    expect(ids).toEqual([...FLOWER_ACTIONS]);
    for (const id of ids.filter((a) => !recolouring.includes(a))) {
      for (const colour of COLOURS) expect(FLOWER_RECOLOURINGS[id][colour]).toEqual([]);
    }
  });

  it('Two Beats creates a white on an empty surrounded cell, and no other flower action creates a token of its own', () => {
    const state = scenario({
      flower: 'sifflochamp',
      board: `
      D . . . b y r . . . .
      E . . . b . r . . . .
      F . . . y y r . . . .
      `,
    });
    const played = play(state, { type: 'two-beats', player: 0, cell: 'E5' });
    if (!played.ok) throw new Error(played.error.code);
    const created = played.value.events.flatMap((e) => (e.type === 'created' ? [e.color] : []));
    expect(created).toEqual(['white']);
    expect(FLOWER_CREATIONS['two-beats']).toEqual(created);
    expect(Object.keys(FLOWER_CREATIONS)).toEqual([...FLOWER_ACTIONS]);
    for (const id of FLOWER_ACTIONS) expect(coloursCreated(id)).toEqual(id === 'two-beats' ? ['white'] : []);
    expect(coloursCreated('copy')).toEqual([]);
  });

  it('coloursMade: the colours each action turns a token into or creates, none for an earned action', () => {
    expect(coloursMade('mixing')).toEqual(['orange', 'green', 'violet']);
    expect(coloursMade('combination')).toEqual(['brown']);
    expect(coloursMade('half-note')).toEqual(['white']);
    expect(coloursMade('two-beats')).toEqual(['white']);
    expect(coloursMade('quarter-note')).toEqual(['black']);
    for (const id of ['fulgurance', 'choreography', 'diagonal', 'exchange', 'fast-step', 'rest', 'copy', 'mimicry'] as const) expect(coloursMade(id)).toEqual([]);
    // Every colour made is one no bag holds at setup, and each of those is made by some action.
    const made = new Set(FLOWER_ACTIONS.flatMap((id) => coloursMade(id)));
    expect([...made].sort()).toEqual(COLOURS.filter((c) => c !== 'blue' && c !== 'yellow' && c !== 'red').sort());
  });

  it('R4: a stigmerian ends as a pollen on a target of its colour, or of a colour its flower actions turn it into', () => {
    expect(canBecome('blue', 'blue', [])).toBe(true);
    expect(canBecome('blue', 'green', [])).toBe(false);
    expect(canBecome('blue', 'green', ['mixing'])).toBe(true);
    expect(canBecome('blue', 'orange', ['mixing'])).toBe(false);
    expect(canBecome('green', 'brown', ['combination', 'fulgurance'])).toBe(true);
    expect(canBecome('black', 'white', ['two-beats'])).toBe(false);
    expect(canBecome('black', 'white', ['half-note'])).toBe(true);
    expect(canBecome('white', 'black', ['quarter-note'])).toBe(true);
    // Copy recolours a primary too, but it is earned, no flower's: not counted.
    expect(canBecome('blue', 'red', ['copy'])).toBe(false);
  });
});

describe('R18 Fast Step and Choreography reach turn − 2', () => {
  it('their ranges as the texts tell them: from turn 3, turn − 2, and neither action before that turn', () => {
    expect(FAST_STEP_RULE).toEqual({ fromTurn: 3, less: 2 });
    expect(CHOREOGRAPHY_RULE).toEqual({ fromTurn: 3, less: 2 });
    // "turn − less" is the reach in every turn a game has from the first one: the texts may say it so.
    for (const [reach, rule, id] of [[fastStepReach, FAST_STEP_RULE, 'fast-step'], [choreographyMoves, CHOREOGRAPHY_RULE, 'choreography']] as const) {
      expect(specialFromTurn(id)).toBe(rule.fromTurn);
      for (let turn = rule.fromTurn; turn <= 40; turn++) expect(reach(turn)).toBe(turn - rule.less);
      expect(reach(rule.fromTurn - 1)).toBeLessThan(1);
    }
    // Before its first turn Fast Step is not listed, even with a stigmerian to move.
    const early = scenario({ flower: 'dentdine', turn: FAST_STEP_RULE.fromTurn - 1, board: 'E . . . . b . . . . .' });
    expect(legalActions(early, 0).some((c) => c.type === 'fast-step' || c.type === 'choreography')).toBe(false);
  });

  it('a Fast Step in turn 5 reaches 3 steps, no more', () => {
    const state = scenario({ flower: 'dentdine', turn: 5, board: 'E . . . . b . . . . .' });
    const from = cellIndex('E5');
    const steps = legalActions(state, 0)
      .flatMap((c) => (c.type === 'fast-step' && c.to !== 'off' ? [c.to] : []))
      .map((to) => Math.abs(Math.floor(cellIndex(to) / 10) - Math.floor(from / 10)) + Math.abs((cellIndex(to) % 10) - (from % 10)));
    expect(fastStepReach(5)).toBe(3);
    expect(Math.max(...steps)).toBe(fastStepReach(5));
  });

  it('a Choreography in turn 5 moves 3 stigmerians: after the first, 2 are left', () => {
    const state = scenario({ flower: 'dentdine', turn: 5, board: 'E . . . . b r y b . .' });
    const after = run(state, { type: 'choreography', player: 0, from: 'E5', to: 'D5' });
    expect(choreographyMoves(5)).toBe(3);
    expect(after.players[0]!.pending).toMatchObject({ kind: 'choreography', left: choreographyMoves(5) - 1 });
  });
});

describe('R9 the joker exchanges 4 tokens', () => {
  it('needs JOKER_TOKENS tokens of one primary, and turns that many into another', () => {
    expect(JOKER_TOKENS).toBe(4);
    const short = scenario({ recruit: { blue: JOKER_TOKENS - 1 } });
    expect(legalActions(short, 0).some((c) => c.type === 'joker')).toBe(false);
    const enough = run(scenario({ recruit: { blue: JOKER_TOKENS } }), { type: 'joker', player: 0, from: 'blue', to: 'red' });
    expect(enough.players[0]!.recruit).toMatchObject({ blue: 0, red: JOKER_TOKENS });
  });
});

describe('R8 the exit cells', () => {
  it('a stigmerian leaves the board from row J only, from any edge under no-limit rules', () => {
    for (let cell = 0; cell < 100; cell++) {
      const row = Math.floor(cell / 10);
      const column = cell % 10;
      expect(isExitCell(cell)).toBe(row === 9);
      expect(isExitCell(cell, true)).toBe(row === 0 || row === 9 || column === 0 || column === 9);
    }
    const offFrom = (ascii: string): string[] =>
      legalActions(scenario({ board: ascii }), 0).flatMap((c) => (c.type === 'move' && c.to === 'off' ? [c.from] : []));
    expect(offFrom('J . . . . b . . . . .')).toEqual(['J5']);
    expect(offFrom('I b . . . . . . . . b')).toEqual([]);
    expect(CELL_NAMES.filter((_, i) => isExitCell(i))).toEqual(CELL_NAMES.slice(90));
  });

  it('stepsToExit counts the orthogonal steps to the nearest exit cell (isExitCell): 0 on one, 9 from row A', () => {
    const distance = (a: number, b: number): number => Math.abs(Math.floor(a / 10) - Math.floor(b / 10)) + Math.abs((a % 10) - (b % 10));
    for (const anyEdge of [false, true]) {
      const exits = Array.from({ length: 100 }, (_, i) => i).filter((i) => isExitCell(i, anyEdge));
      for (let cell = 0; cell < 100; cell++) {
        expect(stepsToExit(cell, anyEdge)).toBe(Math.min(...exits.map((e) => distance(cell, e))));
      }
    }
    expect(stepsToExit(cellIndex('A1'))).toBe(9);
    expect(stepsToExit(cellIndex('J7'))).toBe(0);
    expect(stepsToExit(cellIndex('E5'), true)).toBe(4);
  });
});
