import { describe, expect, it } from 'vitest';
import { legalActions, type Command } from '../../src/index.js';
import { board, centralOf, scenario } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';
import { runAll, withSeat } from '../support/central.js';

const move = (from: string, to: string): Command => ({ type: 'central-move', player: 0, from, to });

function position(central: string, mode: 'competitive' | 'competitive-no-limit' = 'competitive') {
  return scenario({ mode, central, centralActions: 0, bag: ['blue', 'red'], recruit: {} });
}

const TWO = `
  A . . . . b . . . . .
  J r . . . . . . . . .
  `;

describe('Move on the StigmaReine (R19)', () => {
  it('R19 central Move: one StigmaReine token makes one orthogonal step to an empty cell; it uses a central action', () => {
    const after = run(position(TWO), move('A5', 'B5'));
    expect(centralOf(after.state)).toBe(
      board(`
      B . . . . b . . . . .
      J r . . . . . . . . .
      `),
    );
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'central-move', cost: 0 },
      { type: 'central-acted', player: 0, action: 'central-move' },
      { type: 'central-moved', player: 0, from: 'A5', to: 'B5' },
    ]);
    const p = after.state.players[0]!;
    expect([p.centralActions, p.centralMoved, p.actionsUsed]).toEqual([1, true, 0]);
  });

  it('R8 StigmaReine exit: a token on row J leaves to the StigmaReine recruit zone', () => {
    const after = run(position(TWO), move('J1', 'off'));
    expect(centralOf(after.state)).toBe(board('A . . . . b . . . . .'));
    expect(after.events.at(-1)).toEqual({ type: 'central-left', player: 0, from: 'J1', color: 'red', to: 'central-recruit' });
    expect(after.state.central!.recruit.red).toBe(1);
    expect(after.state.players[0]!.recruit.red).toBe(0);
  });

  it('R8: the StigmaReine is left from row J only, in competitive no limit too', () => {
    const state = position(TWO, 'competitive-no-limit');
    expect(legalActions(state, 0).filter((c) => c.type === 'central-move' && c.to === 'off')).toEqual([move('J1', 'off')]);
    expectRejected(state, move('A5', 'off'), 'central-move/no-exit');
  });

  it('R19 A5: a Move that takes the last token off leaves the StigmaReine empty, and that token goes back on A5 at once', () => {
    const after = run(position('J . . . b . . . . . .'), move('J4', 'off'));
    expect(centralOf(after.state)).toBe(board(''));
    // The only token of the StigmaReine recruit zone is the one that just left.
    expect(legalActions(after.state, 0)).toEqual([{ type: 'a5', player: 0, color: 'blue' }]);
    const again = run(after.state, { type: 'a5', player: 0, color: 'blue' });
    expect(centralOf(again.state)).toBe(board('A . . . . b . . . . .'));
    // A5 is free: one central action is left, but not a second Move.
    expect(legalActions(again.state, 0).map((c) => c.type)).toEqual(['central-draw']);
  });

  it('R19: a Move that completes a column of three of the moved token\'s colour earns an action', () => {
    const after = run(
      position(`
      A . . . . r . . . . .
      B . . . . r . . . . .
      C . . . r . . . . . .
      `),
      move('C4', 'C5'),
    );
    expect(after.events.at(-1)).toEqual({ type: 'decision', player: 0, pending: { kind: 'gain', left: 1, cells: ['A5', 'B5', 'C5'] } });
  });

  it('R19: a run the move leaves behind earns nothing; only the moved token is checked', () => {
    // The moved blue leaves A4-A6 red untouched; the reds were already aligned before.
    const after = run(position('A . . . r r r . . . .\nB . . . . b . . . . .'), move('B5', 'C5'));
    expect(after.state.players[0]!.pending).toBeNull();
  });

  it('R22: a central Move cannot be undone', () => {
    const after = run(position(TWO), move('A5', 'A4'));
    expect(after.state.players[0]!.previous).toBeNull();
    expect(legalActions(after.state, 0)).not.toContainEqual({ type: 'undo', player: 0 });
  });

  it('legalActions: every empty orthogonal neighbour of every StigmaReine token, and off from row J', () => {
    expect(legalActions(position(TWO), 0).filter((c) => c.type === 'central-move')).toEqual([
      move('A5', 'A4'),
      move('A5', 'A6'),
      move('A5', 'B5'),
      move('J1', 'I1'),
      move('J1', 'J2'),
      move('J1', 'off'),
    ]);
  });

  it('legalActions: after one Move, the second central action is a Draw and Place only', () => {
    const after = runAll(position(TWO), move('A5', 'A4'));
    expect(legalActions(after.state, 0)).toEqual([{ type: 'central-draw', player: 0 }]);
  });

  describe('rejections leave the state untouched', () => {
    const state = position(`
      A . . . . b r . . . .
      J r . . . . . . . . .
      `);
    it.each([
      ['no token on the cell', move('A4', 'A3'), 'central-move/no-token'],
      ['R8: not onto a token', move('A5', 'A6'), 'central-move/not-reachable'],
      ['R8: no diagonal step on the StigmaReine', move('A5', 'B4'), 'central-move/not-reachable'],
      ['R8: one step only', move('A5', 'A3'), 'central-move/not-reachable'],
      ['R8: not off from row A', move('A5', 'off'), 'central-move/no-exit'],
      ['a cell off the board', move('A5', 'A0'), 'command/malformed'],
    ])('%s', (_name, command, code) => {
      expectRejected(state, command, code);
    });

    it('R19: Move at most once a turn', () => {
      const moved = withSeat(state, 0, { centralActions: 1, centralMoved: true });
      expectRejected(moved, move('A5', 'B5'), 'central-move/once-per-turn');
    });

    it('R19: both central actions spent', () => {
      expectRejected(withSeat(state, 0, { centralActions: 2 }), move('A5', 'B5'), 'central/spent');
    });

    it('R7: not the player whose turn it is', () => {
      expectRejected(state, { type: 'central-move', player: 1, from: 'A5', to: 'B5' }, 'turn/not-yours', 1);
    });

    it('no StigmaReine in a normal game', () => {
      expectRejected(scenario({ mode: 'normal' }), move('A5', 'B5'), 'central/none');
    });
  });
});
