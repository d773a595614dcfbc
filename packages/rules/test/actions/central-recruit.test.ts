import { describe, expect, it } from 'vitest';
import { legalActions, type Command } from '../../src/index.js';
import { scenario } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';
import { withSeat } from '../support/central.js';

const recruit = (color: string): Command => ({ type: 'central-recruit', player: 0, color } as Command);

/** Turn 2 (2 personal actions), both central actions spent, tokens waiting in the StigmaReine recruit zone. */
function position(turn = 2) {
  return scenario({ mode: 'competitive', turn, recruit: { blue: 1 }, bag: ['red'], centralRecruit: { red: 1, green: 2 } });
}

describe('Recruit on StigmaReine (R8)', () => {
  it('R8 Recruit on StigmaReine: a token of the StigmaReine recruit zone goes to the player\'s own, for 2 actions', () => {
    const after = run(position(), recruit('green'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'central-recruit', cost: 2 },
      { type: 'central-recruited', player: 0, color: 'green' },
    ]);
    expect(after.state.central!.recruit.green).toBe(1);
    expect(after.state.players[0]!.recruit.green).toBe(1);
    expect(after.state.players[0]!.recruit.blue).toBe(1);
    expect(after.state.players[0]!.actionsUsed).toBe(2);
  });

  it('R22: it takes from a shared zone, so it cannot be undone', () => {
    expect(run(position(), recruit('red')).state.players[0]!.previous).toBeNull();
  });

  it('legalActions: one command per colour of the StigmaReine recruit zone', () => {
    expect(legalActions(position(), 0).filter((c) => c.type === 'central-recruit')).toEqual([recruit('red'), recruit('green')]);
  });

  it('legalActions: none in turn 1, which gives a single action', () => {
    expect(legalActions(position(1), 0).some((c) => c.type === 'central-recruit')).toBe(false);
  });

  describe('rejections leave the state untouched', () => {
    it.each([
      ['a colour the StigmaReine recruit zone does not hold', position(), recruit('blue'), 'central-recruit/none'],
      ['R6: turn 1 gives 1 action and this needs 2', position(1), recruit('red'), 'turn/no-actions-left'],
      ['R6: one action left of 3', withSeat(position(3), 0, { actionsUsed: 2 }), recruit('red'), 'turn/no-actions-left'],
      ['R19: the central actions come first', withSeat(position(), 0, { centralActions: 0 }), recruit('red'), 'central/first'],
      ['no StigmaReine in normal', scenario({ mode: 'normal', turn: 2 }), recruit('red'), 'central/none'],
    ])('%s', (_name, state, command, code) => {
      expectRejected(state, command, code);
    });

    it('R7: not the player whose turn it is', () => {
      expectRejected(position(), { type: 'central-recruit', player: 1, color: 'red' }, 'turn/not-yours', 1);
    });
  });
});
