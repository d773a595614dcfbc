import { describe, expect, it } from 'vitest';
import { legalActions, type Command } from '../../src/index.js';
import { board, centralOf, scenario } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';
import { withCentralRecruit, withSeat } from '../support/central.js';

const a5 = (color: string, player = 0): Command => ({ type: 'a5', player, color } as Command);

/** Player 0 to act, no central action spent yet, and an empty StigmaReine. */
const EMPTY = () => scenario({ mode: 'competitive', central: '', centralActions: 0, bag: ['red', 'blue'], recruit: { yellow: 1 } });

describe('A5 (R19)', () => {
  it('R19 A5: on an empty StigmaReine with an empty recruit zone, a primary from the box goes on A5, free', () => {
    const after = run(EMPTY(), a5('yellow'));
    expect(centralOf(after.state)).toBe(board('A . . . . y . . . . .'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'a5', cost: 0 },
      { type: 'central-placed', player: 0, color: 'yellow', cell: 'A5', from: 'box' },
    ]);
    const p = after.state.players[0]!;
    // Neither a central action nor a personal one: the player still owes both central actions.
    expect(p.centralActions).toBe(0);
    expect(p.actionsUsed).toBe(0);
    expect(p.bag).toEqual(['red', 'blue']);
    expect(p.recruit.yellow).toBe(1);
  });

  it('R19 A5: a token waiting in the StigmaReine recruit zone goes on A5 rather than one from the box', () => {
    const state = withCentralRecruit(EMPTY(), { green: 1, red: 2 });
    const after = run(state, a5('green'));
    expect(centralOf(after.state)).toBe(board('A . . . . g . . . . .'));
    expect(after.events.at(-1)).toEqual({ type: 'central-placed', player: 0, color: 'green', cell: 'A5', from: 'central-recruit' });
    expect(after.state.central!.recruit.green).toBe(0);
    expect(after.state.central!.recruit.red).toBe(2);
  });

  it('R22: A5 is a checkpoint: it cannot be undone', () => {
    const after = run(EMPTY(), a5('blue'));
    expect(after.state.players[0]!.previous).toBeNull();
    expect(legalActions(after.state, 0)).not.toContainEqual({ type: 'undo', player: 0 });
  });

  it('R19: after A5 the two central actions follow', () => {
    const after = run(EMPTY(), a5('blue'));
    // Draw and Place 1; Move A5 to A4, A6, B5 = 3; joker: 1 yellow on A4, A6, B5 = 3. Nothing personal yet.
    expect(legalActions(after.state, 0).map((c) => c.type)).toEqual([
      'central-draw',
      'central-move',
      'central-move',
      'central-move',
      'central-joker',
      'central-joker',
      'central-joker',
    ]);
  });

  it('legalActions: the three primaries when the StigmaReine recruit zone is empty, and nothing else', () => {
    expect(legalActions(EMPTY(), 0)).toEqual([a5('blue'), a5('yellow'), a5('red')]);
    // The second player waits for the first.
    expect(legalActions(EMPTY(), 1)).toEqual([]);
  });

  it('legalActions: the colours of the StigmaReine recruit zone, in the order of the colours, when it has tokens', () => {
    const state = withCentralRecruit(EMPTY(), { violet: 1, red: 3 });
    expect(legalActions(state, 0)).toEqual([a5('red'), a5('violet')]);
  });

  describe('rejections leave the state untouched', () => {
    it.each([
      ['a colour that is not in the StigmaReine recruit zone', withCentralRecruit(EMPTY(), { red: 1 }), a5('blue'), 'a5/colour'],
      ['a secondary from the box when the recruit zone is empty', EMPTY(), a5('orange'), 'a5/colour'],
      ['A5 on a StigmaReine that holds a token', scenario({ mode: 'competitive', centralActions: 0 }), a5('blue'), 'a5/not-empty'],
      ['Draw and Place before A5', EMPTY(), { type: 'central-draw', player: 0 }, 'central/a5-first'],
      ['a personal Draw before A5', EMPTY(), { type: 'draw', player: 0 }, 'central/a5-first'],
      ['ending the turn before A5', EMPTY(), { type: 'end-turn', player: 0 }, 'central/a5-first'],
      ['no StigmaReine in solo no limit', scenario({ mode: 'solo-no-limit' }), a5('blue'), 'central/none'],
      ['no StigmaReine in normal', scenario({ mode: 'normal' }), a5('blue'), 'central/none'],
      ['a malformed colour', EMPTY(), a5('pink'), 'command/malformed'],
    ])('%s', (_name, state, command, code) => {
      expectRejected(state, command, code);
    });

    it('R7: the player whose turn it is not waits, even for A5', () => {
      expectRejected(EMPTY(), a5('blue', 1), 'turn/not-yours', 1);
    });

    it('R19: a player with a decision pending answers it first', () => {
      const state = withSeat(EMPTY(), 0, { pending: { kind: 'central-place', color: 'red' } });
      expectRejected(state, a5('blue'), 'decision/pending');
    });
  });
});
