import { describe, expect, it } from 'vitest';
import { legalActions, type Command } from '../../src/index.js';
import { board, centralOf, scenario } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';
import { withSeat } from '../support/central.js';

const joker = (color: string, to: string): Command => ({ type: 'central-joker', player: 0, color, to } as Command);

function position(options: { central?: string; recruit?: Record<string, number>; mode?: 'competitive' | 'competitive-no-limit' } = {}) {
  return scenario({
    mode: options.mode ?? 'competitive',
    central: options.central ?? 'A . . . . b . . . . .',
    centralActions: 0,
    bag: ['blue'],
    recruit: options.recruit ?? { red: 1, green: 1 },
  });
}

describe('Joker on the StigmaReine (R9, competitive modes)', () => {
  it('R9 competitive joker: a recruit-zone token goes on the StigmaReine in place of a central action', () => {
    const after = run(position(), joker('green', 'B5'));
    expect(centralOf(after.state)).toBe(board('A . . . . b . . . . .\nB . . . . g . . . . .'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'central-joker', cost: 0 },
      { type: 'central-acted', player: 0, action: 'central-joker' },
      { type: 'central-placed', player: 0, color: 'green', cell: 'B5', from: 'recruit' },
    ]);
    const p = after.state.players[0]!;
    expect(p.recruit.green).toBe(0);
    expect(p.recruit.red).toBe(1);
    expect(p.jokerUsed).toBe(true);
    expect(p.centralActions).toBe(1);
    expect(p.actionsUsed).toBe(0);
    expect(p.bag).toEqual(['blue']);
  });

  it('R9: in competitive no limit too', () => {
    const after = run(position({ mode: 'competitive-no-limit' }), joker('red', 'A4'));
    expect(centralOf(after.state)).toBe(board('A . . . r b . . . . .'));
  });

  it('R19: a joker token that completes a row of three of its colour earns an action', () => {
    const after = run(position({ central: 'A . . . g g . . . . .' }), joker('green', 'A6'));
    expect(after.events.at(-1)).toEqual({ type: 'decision', player: 0, pending: { kind: 'gain', left: 1, cells: ['A4', 'A5', 'A6'] } });
  });

  it('R22: the joker touches the StigmaReine and cannot be undone', () => {
    const after = run(position(), joker('red', 'A4'));
    expect(after.state.players[0]!.previous).toBeNull();
  });

  it('legalActions: every recruit-zone colour on every landing cell of the StigmaReine', () => {
    // Landing cells A4, A6, B5 x colours red, green = 6, cells first.
    expect(legalActions(position(), 0).filter((c) => c.type === 'central-joker')).toEqual([
      joker('red', 'A4'),
      joker('green', 'A4'),
      joker('red', 'A6'),
      joker('green', 'A6'),
      joker('red', 'B5'),
      joker('green', 'B5'),
    ]);
  });

  it('legalActions: no joker once it is used, with an empty recruit zone, or in a game played without it', () => {
    expect(legalActions(withSeat(position(), 0, { jokerUsed: true }), 0).some((c) => c.type === 'central-joker')).toBe(false);
    expect(legalActions(position({ recruit: {} }), 0).some((c) => c.type === 'central-joker')).toBe(false);
    const off = { ...position(), options: { joker: false } };
    expect(legalActions(off, 0).some((c) => c.type === 'central-joker')).toBe(false);
  });

  describe('rejections leave the state untouched', () => {
    it.each([
      ['R9: once a game', withSeat(position(), 0, { jokerUsed: true }), joker('red', 'A4'), 'joker/used'],
      ['R9: a game played without the joker', { ...position(), options: { joker: false } }, joker('red', 'A4'), 'joker/disabled'],
      ['a colour not in the recruit zone', position(), joker('blue', 'A4'), 'joker/not-in-recruit-zone'],
      ['R8: an occupied cell', position(), joker('red', 'A5'), 'central-joker/not-landing-cell'],
      ['R8: a cell next to no token', position(), joker('red', 'E5'), 'central-joker/not-landing-cell'],
      ['R19: both central actions spent', withSeat(position(), 0, { centralActions: 2 }), joker('red', 'A4'), 'central/spent'],
      ['no StigmaReine in normal', scenario({ mode: 'normal', recruit: { red: 1 } }), joker('red', 'A4'), 'central/none'],
      ['no StigmaReine in solo no limit', scenario({ mode: 'solo-no-limit', recruit: { red: 1 } }), joker('red', 'A4'), 'central/none'],
    ])('%s', (_name, state, command, code) => {
      expectRejected(state, command, code);
    });

    it('R9: the exchange joker of the other modes is refused in competitive modes', () => {
      const state = withSeat(position({ recruit: { red: 4 } }), 0, { centralActions: 2 });
      expectRejected(state, { type: 'joker', player: 0, from: 'red', to: 'blue' }, 'joker/central');
    });
  });
});
