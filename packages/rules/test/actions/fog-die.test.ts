import { describe, expect, it } from 'vitest';
import { legalActions, type Colour, type Command, type DieFace } from '../../src/index.js';
import { board, boardOf, scenario } from '../support/ascii.js';
import { expectRejected, run } from '../support/commands.js';
import { rolling } from '../support/versus.js';

const fog: Command = { type: 'fog-die', player: 0 };
const fogLand = (to: string): Command => ({ type: 'fog-die-land', player: 0, to });

const POSITION = `
  C . . b . . . . . . .
  D . . r . . . . . . .
  `;

function position(face: DieFace, options: { board?: string; mode?: 'competitive' | 'competitive-no-limit'; targets?: string } = {}) {
  return rolling(
    scenario({ mode: options.mode ?? 'competitive', turn: 3, board: options.board ?? POSITION, targets: options.targets, specials: ['fog-die'] }),
    face,
  );
}

const FULL = Array.from('ABCDEFGHIJ', (row) => `${row} y y y y y y y y y y`).join('\n');

describe('R18 Fog Die', () => {
  it('R18 Fog Die: the die is rolled at once, then a new token of its colour from the box lands under the landing rule', () => {
    const state = position('south-green');
    const rolled = run(state, fog);
    expect(rolled.events).toEqual([
      { type: 'acted', player: 0, action: 'fog-die', cost: 1 },
      { type: 'rolled', player: 0, face: 'south-green', purpose: 'fog-die' },
      { type: 'decision', player: 0, pending: { kind: 'fog-die', color: 'green' } },
    ]);
    const landed = run(rolled.state, fogLand('C4'));
    expect(landed.events).toEqual([
      { type: 'acted', player: 0, action: 'fog-die-land', cost: 0 },
      { type: 'decision', player: 0, pending: null },
      { type: 'created', player: 0, cell: 'C4', color: 'green' },
    ]);
    expect(boardOf(landed.state)).toBe(
      board(`
      C . . b g . . . . . .
      D . . r . . . . . . .
      `),
    );
    const p = landed.state.players[0]!;
    expect(p.actionsUsed).toBe(1);
    expect(p.recruit).toEqual(state.players[0]!.recruit);
    expect(p.bag).toEqual(state.players[0]!.bag);
    // A token from the box is not one the player landed from the recruit zone: Mimicry does not follow it.
    expect(p.lastLanded).toBeNull();
  });

  it.each<[DieFace, Colour]>([
    ['north-red', 'red'],
    ['north-brown', 'brown'],
    ['south-green', 'green'],
    ['south-blue', 'blue'],
    ['east-yellow', 'yellow'],
    ['east-white', 'white'],
    ['west-violet', 'violet'],
    ['west-orange', 'orange'],
    ['x-red', 'red'],
    ['x-blue', 'blue'],
    ['x-yellow', 'yellow'],
    ['black-night', 'black'],
  ])('R18 Fog Die (BGA §10): %s lands a %s token', (face, color) => {
    const rolled = run(position(face), fog);
    expect(rolled.state.players[0]!.pending).toEqual({ kind: 'fog-die', color });
  });

  it('R4 after Fog Die: a token landed on a target of its colour becomes pollen', () => {
    const targets = `
      C . . . . . . . . . .
      E . . W . . . . . . .
      J . . . . . . . . . B
      `;
    const rolled = run(position('east-white', { targets }), fog);
    const landed = run(rolled.state, fogLand('E3'));
    expect(landed.events.slice(2)).toEqual([
      { type: 'created', player: 0, cell: 'E3', color: 'white' },
      { type: 'pollinated', player: 0, cell: 'E3', color: 'white' },
    ]);
  });

  it('R8: on an empty board the token lands on line A, or on any edge under no-limit rules', () => {
    const limited = run(position('x-blue', { board: '' }), fog);
    const lands = legalActions(limited.state, 0).filter((c) => c.type === 'fog-die-land');
    expect(lands).toEqual(Array.from({ length: 10 }, (_, i) => fogLand(`A${i + 1}`)));
    expectRejected(limited.state, fogLand('J5'), 'fog-die-land/not-landing-cell');

    const noLimit = run(position('x-blue', { board: '', mode: 'competitive-no-limit' }), fog);
    const edges = legalActions(noLimit.state, 0).filter((c) => c.type === 'fog-die-land');
    expect(edges).toHaveLength(36);
    const landed = run(noLimit.state, fogLand('J5'));
    expect(boardOf(landed.state)).toBe(board('J . . . . b . . . . .'));
  });

  it('R18 Fog Die: once per turn; the roll is a checkpoint, and nothing but the landing may follow it', () => {
    const rolled = run(position('north-red'), fog);
    expect(new Set(legalActions(rolled.state, 0).map((c) => c.type))).toEqual(new Set(['fog-die-land']));
    expectRejected(rolled.state, { type: 'undo', player: 0 }, 'undo/checkpoint');
    expectRejected(rolled.state, { type: 'draw', player: 0 }, 'decision/pending');
    const landed = run(rolled.state, fogLand('B3'));
    expectRejected(landed.state, fog, 'action/once-per-turn');
    expect(legalActions(landed.state, 0).filter((c) => c.type === 'fog-die')).toEqual([]);
  });

  it('legalActions offers the roll on a board that is not full, and the landing cells once rolled, in reading order', () => {
    const state = position('west-violet');
    expect(legalActions(state, 0).filter((c) => c.type === 'fog-die' || c.type === 'fog-die-land')).toEqual([fog]);
    const rolled = run(state, fog);
    expect(legalActions(rolled.state, 0)).toEqual(['B3', 'C2', 'C4', 'D2', 'D4', 'E3'].map(fogLand));
  });

  describe('rejections leave the state untouched', () => {
    it('R18 Fog Die: the board must not be full', () => {
      const full = position('north-red', { board: FULL });
      expectRejected(full, fog, 'fog-die/board-full');
      expect(legalActions(full, 0).filter((c) => c.type === 'fog-die')).toEqual([]);
    });

    it('R8: the token lands on an empty cell next to a token', () => {
      const rolled = run(position('north-red'), fog).state;
      expectRejected(rolled, fogLand('C3'), 'fog-die-land/occupied');
      expectRejected(rolled, fogLand('F8'), 'fog-die-land/not-landing-cell');
    });

    it('R18: no landing without a roll', () => {
      expectRejected(position('north-red'), fogLand('C4'), 'decision/none');
    });

    it('R17: only a player who earned it may roll', () => {
      expectRejected(scenario({ mode: 'competitive', turn: 3, board: POSITION }), fog, 'action/not-available');
    });
  });
});
