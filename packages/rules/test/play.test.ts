import { describe, expect, it } from 'vitest';
import { play, type GameState } from '../src/index.js';
import { board, boardOf, scenario } from './support/ascii.js';

function frozenCopy(state: GameState): GameState {
  return structuredClone(state);
}

describe('play', () => {
  it('returns the new state and the events of a legal command', () => {
    const state = scenario({ recruit: { blue: 1 }, bag: ['red', 'yellow'] });
    const result = play(state, { type: 'land', player: 0, color: 'blue', to: 'A4' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.events).toEqual([
      { type: 'acted', player: 0, action: 'land', cost: 1 },
      { type: 'landed', player: 0, color: 'blue', cell: 'A4' },
    ]);
    expect(boardOf(result.value.state)).toBe(board('A . . . b . . . . . .'));
    expect(result.value.state.players[0]!.actionsUsed).toBe(1);
    expect(result.value.state.players[0]!.recruit.blue).toBe(0);
  });

  it('never changes the state it is given', () => {
    const state = scenario({ recruit: { blue: 1 }, bag: ['red', 'yellow'] });
    const before = frozenCopy(state);
    play(state, { type: 'land', player: 0, color: 'blue', to: 'A4' });
    play(state, { type: 'draw', player: 0 });
    expect(state).toEqual(before);
  });

  it.each([
    [null, 'command/malformed'],
    [42, 'command/malformed'],
    ['draw', 'command/malformed'],
    [[], 'command/malformed'],
    [{}, 'command/unknown-type'],
    [{ type: 'fly', player: 0 }, 'command/unknown-type'],
    [{ type: 'toString', player: 0 }, 'command/unknown-type'],
    [{ type: '__proto__', player: 0 }, 'command/unknown-type'],
    [{ type: 'draw' }, 'command/malformed'],
    [{ type: 'draw', player: '0' }, 'command/malformed'],
    [{ type: 'draw', player: 0.5 }, 'command/malformed'],
    [{ type: 'draw', player: 3 }, 'player/unknown'],
    [{ type: 'draw', player: -1 }, 'player/unknown'],
    [{ type: 'land', player: 0, color: 'pink', to: 'A1' }, 'command/malformed'],
    [{ type: 'land', player: 0, color: 'blue', to: 'K1' }, 'command/malformed'],
    [{ type: 'land', player: 0, color: 'blue' }, 'command/malformed'],
    [{ type: 'move', player: 0, from: 'A1', to: { x: 1 } }, 'command/malformed'],
    [{ type: 'mixing', player: 0, cells: 'A1' }, 'command/malformed'],
    [{ type: 'mixing', player: 0, cells: ['A1'] }, 'command/malformed'],
    [{ type: 'joker', player: 0, from: 'green', to: 'blue' }, 'command/malformed'],
    [{ type: 'draw', player: 0, extra: true }, 'command/malformed'],
  ])('rejects a malformed command %j with a stable code and changes nothing', (command, code) => {
    const state = scenario({ recruit: { blue: 1 } });
    const before = frozenCopy(state);
    const result = play(state, command);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(typeof result.error.message).toBe('string');
    }
    expect(state).toEqual(before);
  });

  it('rejects an illegal command with the rule it breaks, and nothing changes', () => {
    const state = scenario({ board: 'A . . b . . . . . . .', recruit: { red: 1 } });
    const result = play(state, { type: 'land', player: 0, color: 'red', to: 'C7' });
    expect(result).toEqual({
      ok: false,
      error: { code: 'land/not-adjacent', message: 'C7 is not next to a token.', params: { cell: 'C7' } },
    });
  });

  it('refuses every command once the game is over', () => {
    const state = { ...scenario({ recruit: { blue: 1 } }), over: true };
    const result = play(state, { type: 'draw', player: 0 });
    expect(!result.ok && result.error.code).toBe('game/over');
  });

  it('refuses the commands of a player who ended the turn, until the next turn', () => {
    const created = scenario({ players: 2 });
    const ended = play(created, { type: 'end-turn', player: 0 });
    if (!ended.ok) throw new Error(ended.error.code);
    const again = play(ended.value.state, { type: 'draw', player: 0 });
    expect(!again.ok && again.error.code).toBe('turn/ended');
    const other = play(ended.value.state, { type: 'end-turn', player: 1 });
    if (!other.ok) throw new Error(other.error.code);
    expect(other.value.state.turn).toBe(2);
    expect(play(other.value.state, { type: 'draw', player: 0 }).ok).toBe(true);
  });
});

describe('play with values that cannot be read', () => {
  it('refuses a command whose properties throw when read, or a proxy that throws, as command/malformed', () => {
    const state = scenario({ recruit: { blue: 1 } });
    const getter = Object.defineProperty({ player: 0 }, 'type', {
      get() {
        throw new Error('boom');
      },
    });
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
      },
    );
    for (const command of [getter, proxy]) {
      const result = play(state, command);
      expect(!result.ok && result.error.code).toBe('command/malformed');
    }
  });
});
