import { describe, expect, it } from 'vitest';
import { COLOURS, legalActions, play, type Colour, type Command } from '../../src/index.js';
import { scenario } from '../support/ascii.js';
import { expectRejected, run } from '../support/commands.js';

const predict = (...colors: Colour[]): Command => ({ type: 'prediction', player: 0, colors: colors as [Colour, Colour, Colour] });

function position(options: { turn?: number; actionsUsed?: number } = {}) {
  return scenario({
    mode: 'competitive',
    turn: options.turn ?? 3,
    actionsUsed: options.actionsUsed,
    bag: ['red', 'red'],
    board: 'C . . b . . . . . . .',
    specials: ['prediction'],
  });
}

const sorted = (bag: readonly Colour[]) => [...bag].sort();

describe('R18 Prediction', () => {
  it('R18 Prediction: 3 new tokens of 3 different colours go from the box into the bag, which is shuffled, for 1 action', () => {
    const state = position();
    const after = run(state, predict('blue', 'green', 'black'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'prediction', cost: 1 },
      { type: 'bagged', player: 0, colors: ['blue', 'green', 'black'] },
      { type: 'bag-shuffled', player: 0 },
    ]);
    const p = after.state.players[0]!;
    expect(sorted(p.bag)).toEqual(sorted(['red', 'red', 'blue', 'green', 'black']));
    expect(p.recruit).toEqual(state.players[0]!.recruit);
    expect(p.board).toEqual(state.players[0]!.board);
    expect(p.actionsUsed).toBe(1);
    // The shuffle takes numbers from the game's generator.
    expect(after.state.rng).not.toEqual(state.rng);
  });

  it('R18 Prediction: any three of the nine colours, named in the order of the colour table, since the bag is shuffled after', () => {
    const state = position();
    const after = run(state, predict('yellow', 'orange', 'white'));
    expect(after.events[1]).toEqual({ type: 'bagged', player: 0, colors: ['yellow', 'orange', 'white'] });
  });

  it('R18 Prediction: the same three colours in another order are refused with prediction/order, naming the order to use', () => {
    const state = position();
    expectRejected(state, predict('white', 'orange', 'yellow'), 'prediction/order');
    const refused = play(state, predict('white', 'orange', 'yellow'));
    expect(refused.ok ? null : refused.error).toEqual({
      code: 'prediction/order',
      message: 'Prediction names its three colours in the order of the colour table: yellow, orange, white.',
      params: { colors: ['white', 'orange', 'yellow'], expected: ['yellow', 'orange', 'white'] },
    });
  });

  it('R18 Prediction: play accepts exactly the 84 sets legalActions lists, each in one order, and refuses the 420 other orders and every triple with a repeated colour', () => {
    const state = position();
    const listed = new Set(
      legalActions(state, 0)
        .filter((c) => c.type === 'prediction')
        .map((c) => JSON.stringify(c)),
    );
    let accepted = 0;
    for (const a of COLOURS) {
      for (const b of COLOURS) {
        for (const c of COLOURS) {
          const command = predict(a, b, c);
          const result = play(state, command);
          const key = JSON.stringify(command);
          if (result.ok !== listed.has(key)) expect.fail(`${key}: play says ${result.ok ? 'ok' : result.error.code}, legalActions ${listed.has(key) ? 'lists it' : 'does not'}`);
          if (result.ok) accepted++;
          else expect(result.error.code).toBe(new Set([a, b, c]).size === 3 ? 'prediction/order' : 'prediction/same-colour');
        }
      }
    }
    expect([accepted, listed.size]).toEqual([84, 84]);
  });

  it('R18 Prediction: once per turn', () => {
    const once = run(position(), predict('blue', 'yellow', 'red'));
    expectRejected(once.state, predict('orange', 'green', 'violet'), 'action/once-per-turn');
    expect(legalActions(once.state, 0).filter((c) => c.type === 'prediction')).toEqual([]);
  });

  it('R22: Prediction shuffles the bag, so it is a checkpoint', () => {
    const once = run(position(), predict('blue', 'yellow', 'red'));
    expectRejected(once.state, { type: 'undo', player: 0 }, 'undo/checkpoint');
  });

  describe('rejections leave the state untouched', () => {
    const state = position();

    it.each([
      ['R18: three different colours, not two the same', predict('blue', 'red', 'blue'), 'prediction/same-colour'],
      ['R18: three different colours, not three the same', predict('black', 'black', 'black'), 'prediction/same-colour'],
      ['R18: three colours, not two', { type: 'prediction', player: 0, colors: ['blue', 'red'] }, 'command/malformed'],
      ['R2: pink is not a colour of the game', predict('blue', 'red', 'pink' as Colour), 'command/malformed'],
    ])('%s', (_name, command, code) => {
      expectRejected(state, command, code);
    });

    it('R17: only a player who earned it may play it', () => {
      expectRejected(scenario({ mode: 'competitive', turn: 3 }), predict('blue', 'yellow', 'red'), 'action/not-available');
    });

    it('R6: it costs 1 action, and none is left', () => {
      expectRejected(position({ turn: 2, actionsUsed: 2 }), predict('blue', 'yellow', 'red'), 'turn/no-actions-left');
    });
  });

  it('legalActions lists each set of three colours once, in the order of the colours', () => {
    const listed = legalActions(position(), 0).filter((c) => c.type === 'prediction');
    expect(listed).toHaveLength(84);
    expect(listed[0]).toEqual(predict('blue', 'yellow', 'red'));
    expect(listed[1]).toEqual(predict('blue', 'yellow', 'orange'));
    expect(listed.at(-1)).toEqual(predict('brown', 'white', 'black'));
    for (const c of listed) {
      const colors = (c as Extract<Command, { type: 'prediction' }>).colors;
      expect(colors.map((x) => COLOURS.indexOf(x))).toEqual([...colors.map((x) => COLOURS.indexOf(x))].sort((a, b) => a - b));
      expect(new Set(colors).size).toBe(3);
    }
    expect(new Set(listed.map((c) => JSON.stringify(c))).size).toBe(84);
  });
});
