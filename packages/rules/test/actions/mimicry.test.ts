import { describe, expect, it } from 'vitest';
import { legalActions, type Colour, type Command } from '../../src/index.js';
import { board, boardOf, scenario } from '../support/ascii.js';
import { expectRejected, run } from '../support/commands.js';
import { seat } from '../support/versus.js';

const mimic = (color: Colour): Command => ({ type: 'mimicry', player: 0, color });
const land = (color: Colour, to: string): Command => ({ type: 'land', player: 0, color, to });

// D4 green is a pollen on its target; E5 red stands on a target of another colour.
const TARGETS = `
  D . . . G . . . . . .
  E . . . . . . . . . .
  J . . . . . . . . . B
  `;
const POSITION = `
  C . . . . b . . . . .
  D . . . G . . . . . .
  E . . . . r . . . . .
  `;

function position(options: { turn?: number; board?: string; targets?: string } = {}) {
  return scenario({
    mode: 'competitive',
    turn: options.turn ?? 7,
    targets: options.targets ?? TARGETS,
    board: options.board ?? POSITION,
    recruit: { yellow: 2 },
    specials: ['mimicry'],
  });
}

describe('R18 Mimicry', () => {
  it('R18 Mimicry: the token last landed takes the colour of an adjacent stigmerian, for 3 actions', () => {
    const landed = run(position(), land('yellow', 'D5'));
    expect(landed.state.players[0]!.lastLanded).toBe('D5');
    const after = run(landed.state, mimic('blue'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'mimicry', cost: 3 },
      { type: 'mimicked', player: 0, cell: 'D5', color: 'blue' },
    ]);
    expect(boardOf(after.state)).toBe(
      board(`
      C . . . . b . . . . .
      D . . . G b . . . . .
      E . . . . r . . . . .
      `),
    );
    expect(after.state.players[0]!.actionsUsed).toBe(4);
    expect(after.state.players[0]!.mimicked).toEqual(['blue']);
  });

  it('R18 Mimicry: an adjacent pollen gives its colour too (seed: "adjacent colors"; BGA ignores pollens)', () => {
    const landed = run(position(), land('yellow', 'D5'));
    const after = run(landed.state, mimic('green'));
    expect(boardOf(after.state)).toBe(
      board(`
      C . . . . b . . . . .
      D . . . G g . . . . .
      E . . . . r . . . . .
      `),
    );
  });

  it('R4 after Mimicry: the token on a target of its new colour becomes pollen', () => {
    const targets = `
      D . . . G R . . . . .
      J . . . . . . . . . B
      `;
    const landed = run(position({ targets }), land('yellow', 'D5'));
    const after = run(landed.state, mimic('red'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'mimicry', cost: 3 },
      { type: 'mimicked', player: 0, cell: 'D5', color: 'red' },
      { type: 'pollinated', player: 0, cell: 'D5', color: 'red' },
    ]);
  });

  it('R18 Mimicry: played again in a turn, but each colour once a turn', () => {
    const landed = run(position(), land('yellow', 'D5'));
    const blue = run(landed.state, mimic('blue'));
    const red = run(blue.state, mimic('red'));
    expect(boardOf(red.state)).toBe(
      board(`
      C . . . . b . . . . .
      D . . . G r . . . . .
      E . . . . r . . . . .
      `),
    );
    expect(red.state.players[0]!.actionsUsed).toBe(7);
    expect(red.state.players[0]!.mimicked).toEqual(['blue', 'red']);
    const more = { ...red.state, turn: 10 };
    expectRejected(more, mimic('blue'), 'mimicry/colour-used');
    expect(legalActions(more, 0).filter((c) => c.type === 'mimicry')).toEqual([mimic('green')]);
  });

  it('R18 Mimicry: the token landed in an earlier turn is still the one, and it follows the token when it moves', () => {
    const earlier = seat(position(), 0, {
      lastLanded: 'D5',
      board: `
      D . . . G y . . . . .
      `,
    });
    const after = run(earlier, mimic('green'));
    expect(after.events[1]).toEqual({ type: 'mimicked', player: 0, cell: 'D5', color: 'green' });
    const moved = run(earlier, { type: 'move', player: 0, from: 'D5', to: 'D6' });
    expect(moved.state.players[0]!.lastLanded).toBe('D6');
    // On D6 it has no neighbour left to take a colour from.
    expect(legalActions(moved.state, 0).filter((c) => c.type === 'mimicry')).toEqual([]);
    expectRejected(moved.state, mimic('green'), 'mimicry/not-adjacent');
  });

  it('R18 Mimicry: a token placed otherwise (Fulgurance, Fog Die, Two Beats) is never the one; only a land makes it', () => {
    const state = position();
    expect(state.players[0]!.lastLanded).toBeNull();
    expectRejected(state, mimic('blue'), 'mimicry/no-landed-token');
  });

  describe('rejections leave the state untouched', () => {
    const landed = run(position(), land('yellow', 'D5')).state;

    it.each([
      ['R18: the colour of an orthogonal neighbour, not a diagonal one', seat(landed, 0, { board: 'C . . . . . b . . . .\nD . . . . y . . . . .' }), mimic('blue'), 'mimicry/not-adjacent'],
      ['R18: no neighbour of that colour', landed, mimic('black'), 'mimicry/not-adjacent'],
      ['R18: the colour must change', seat(landed, 0, { board: 'D . . . . y y . . . .' }), mimic('yellow'), 'mimicry/same-colour'],
      ['R18: each colour once a turn', seat(landed, 0, { mimicked: ['blue'] }), mimic('blue'), 'mimicry/colour-used'],
      [
        'R4: the token last landed became pollen: it changes colour no more',
        seat(landed, 0, { board: 'D . . . G B . . . . .\nE . . . . r . . . . .' }),
        mimic('red'),
        'mimicry/not-a-stigmerian',
      ],
      ['R6: it costs 3 actions, and 2 are left', seat(landed, 0, { actionsUsed: 5 }), mimic('blue'), 'turn/no-actions-left'],
      ['R17: only a player who earned it may play it', seat(landed, 0, { specials: [] }), mimic('blue'), 'action/not-available'],
    ])('%s', (_name, state, command, code) => {
      expectRejected(state, command, code);
    });
  });

  it('legalActions lists each colour next to the token, not its own, not used this turn, in the order of the colours', () => {
    const state = seat(position(), 0, {
      lastLanded: 'D5',
      mimicked: ['white'],
      board: `
      C . . . . b . . . . .
      D . . . G y w . . . .
      E . . . . k n . . . .
      `,
    });
    expect(legalActions(state, 0).filter((c) => c.type === 'mimicry')).toEqual([mimic('blue'), mimic('green'), mimic('black')]);
  });
});
