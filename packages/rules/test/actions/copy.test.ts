import { describe, expect, it } from 'vitest';
import { legalActions, type Command, type Primary } from '../../src/index.js';
import { board, boardOf, scenario } from '../support/ascii.js';
import { expectRejected, run } from '../support/commands.js';

const copy = (cell: string, color: Primary): Command => ({ type: 'copy', player: 0, cell, color });

const TARGETS = `
  D . . . . . . . . . .
  E . . . . R . . . . .
  J . . . . . . . . . B
  `;
const POSITION = `
  C . . b . . . . . . .
  D . . g y . . . . . .
  E . . . . R . . . . .
  `;

function position(options: { turn?: number; actionsUsed?: number } = {}) {
  return scenario({ mode: 'competitive', turn: options.turn ?? 3, actionsUsed: options.actionsUsed, targets: TARGETS, board: POSITION, specials: ['copy'] });
}

describe('R18 Copy', () => {
  it('R18 Copy: a primary stigmerian becomes another primary colour, for 1 action; it needs no neighbour of that colour', () => {
    const after = run(position(), copy('C3', 'red'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'copy', cost: 1 },
      { type: 'recoloured', player: 0, cell: 'C3', color: 'red' },
    ]);
    expect(boardOf(after.state)).toBe(
      board(`
      C . . r . . . . . . .
      D . . g y . . . . . .
      E . . . . R . . . . .
      `),
    );
    expect(after.state.players[0]!.actionsUsed).toBe(1);
  });

  it('R4 after Copy: a stigmerian recoloured on a target of its new colour becomes pollen', () => {
    const state = scenario({
      mode: 'competitive',
      turn: 3,
      targets: TARGETS,
      board: `
      D . . . . . . . . . .
      E . . . . y . . . . .
      `,
      specials: ['copy'],
    });
    const after = run(state, copy('E5', 'red'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'copy', cost: 1 },
      { type: 'recoloured', player: 0, cell: 'E5', color: 'red' },
      { type: 'pollinated', player: 0, cell: 'E5', color: 'red' },
    ]);
    expect(boardOf(after.state)).toBe(board('E . . . . R . . . . .'));
  });

  it('R18 Copy: once per turn', () => {
    const once = run(position(), copy('C3', 'red'));
    expectRejected(once.state, copy('D4', 'blue'), 'action/once-per-turn');
    expect(legalActions(once.state, 0).filter((c) => c.type === 'copy')).toEqual([]);
  });

  it('R22: Copy reveals nothing, so undo gives it back', () => {
    const state = position();
    const undone = run(run(state, copy('C3', 'yellow')).state, { type: 'undo', player: 0 });
    expect(undone.state.players[0]).toEqual(state.players[0]);
  });

  describe('rejections leave the state untouched', () => {
    const state = position();

    it.each([
      ['R4: a pollen never changes colour', copy('E5', 'blue'), 'copy/not-a-stigmerian'],
      ['an empty cell holds no stigmerian', copy('A1', 'blue'), 'copy/not-a-stigmerian'],
      ['R18: a secondary stigmerian is not copied', copy('D3', 'blue'), 'copy/not-primary'],
      ['R18: the colour must change', copy('C3', 'blue'), 'copy/same-colour'],
      ['R18: the new colour is a primary', { type: 'copy', player: 0, cell: 'C3', color: 'green' }, 'command/malformed'],
    ])('%s', (_name, command, code) => {
      expectRejected(state, command, code);
    });

    it('R17: only a player who earned it may play it', () => {
      expectRejected(scenario({ mode: 'competitive', turn: 3, board: POSITION }), copy('C3', 'red'), 'action/not-available');
    });

    it('R6: it costs 1 action, and none is left', () => {
      expectRejected(position({ turn: 2, actionsUsed: 2 }), copy('C3', 'red'), 'turn/no-actions-left');
    });
  });

  it('legalActions lists each primary stigmerian towards each other primary, in reading order', () => {
    expect(legalActions(position(), 0).filter((c) => c.type === 'copy')).toEqual([
      copy('C3', 'yellow'),
      copy('C3', 'red'),
      copy('D4', 'blue'),
      copy('D4', 'red'),
    ]);
  });
});
