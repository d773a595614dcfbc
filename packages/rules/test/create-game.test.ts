import { describe, expect, it } from 'vitest';
import { COLOURS, createGame, type GameState } from '../src/index.js';
import { board, boardOf, testSchema } from './support/ascii.js';

const schema = testSchema(
  `
  A . . b b . . . . . .
  `,
  { flower: 'vertighaineuse' },
);

function created(state: ReturnType<typeof createGame>): GameState {
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

function bagAndRecruit(p: GameState['players'][number]) {
  const counts = Object.fromEntries(COLOURS.map((c) => [c, p.recruit[c]]));
  for (const c of p.bag) counts[c]!++;
  return counts;
}

describe('createGame', () => {
  it('R3: every player has 45 tokens, 15 of each primary, one of them drawn into the recruit zone', () => {
    const state = created(createGame({ schema, mode: 'normal', players: 3, seed: 'r3' }));
    expect(state.players).toHaveLength(3);
    for (const p of state.players) {
      expect(p.bag).toHaveLength(44);
      expect(Object.values(p.recruit).reduce((a, b) => a + b, 0)).toBe(1);
      expect(bagAndRecruit(p)).toEqual({ blue: 15, yellow: 15, red: 15, orange: 0, green: 0, violet: 0, brown: 0, white: 0, black: 0 });
      expect(p.status).toBe('playing');
      expect(p.actionsUsed).toBe(0);
    }
    expect(state.turn).toBe(1);
    expect(state.over).toBe(false);
  });

  it('is deterministic: the same seed deals the same bags, another seed other bags', () => {
    const a = created(createGame({ schema, mode: 'normal', players: 2, seed: 'same' }));
    const b = created(createGame({ schema, mode: 'normal', players: 2, seed: 'same' }));
    const c = created(createGame({ schema, mode: 'normal', players: 2, seed: 'other' }));
    expect(b).toEqual(a);
    expect(c.players[0]!.bag).not.toEqual(a.players[0]!.bag);
  });

  it('gives each player a differently shuffled bag', () => {
    const state = created(createGame({ schema, mode: 'discovery', players: 2, seed: 7 }));
    expect(state.players[0]!.bag).not.toEqual(state.players[1]!.bag);
    expect(state.seed).toBe('7');
  });

  it('R3: places setup tokens from the box; one on a target of its own colour starts as pollen', () => {
    const withSetup = testSchema(
      `
      A . . b b . . . . . .
      C . . . . . k . . . .
      `,
      {
        flower: 'sifflochamp',
        setup: `
        A . . b r . . . . . .
        E . . . . . w . . . .
        `,
      },
    );
    const state = created(createGame({ schema: withSetup, mode: 'normal', players: 1, seed: 's' }));
    expect(boardOf(state)).toBe(
      board(`
      A . . B r . . . . . .
      E . . . . . w . . . .
      `),
    );
    expect(state.players[0]!.bag.length + 1).toBe(45);
  });

  it('names players from the setup, or "Player n"', () => {
    const state = created(createGame({ schema, mode: 'normal', players: [{ name: 'Ana' }, {}], seed: 'n' }));
    expect(state.players.map((p) => p.name)).toEqual(['Ana', 'Player 2']);
  });

  it('turns the joker on unless the options turn it off (R9)', () => {
    expect(created(createGame({ schema, mode: 'normal', players: 1, seed: 'j' })).options.joker).toBe(true);
    expect(created(createGame({ schema, mode: 'normal', players: 1, seed: 'j', options: { joker: false } })).options.joker).toBe(false);
  });

  it.each([
    [{ schema, mode: 'normal', players: 0, seed: 'x' }, 'setup/players'],
    [{ schema, mode: 'normal', players: 7, seed: 'x' }, 'setup/players'],
    [{ schema, mode: 'chess', players: 1, seed: 'x' }, 'setup/unknown-mode'],
    [{ schema, mode: 'competitive', players: 2, seed: 'x' }, 'setup/mode-not-allowed'],
    [{ schema, mode: 'normal', players: 1, seed: { x: 1 } }, 'setup/seed'],
    [{ schema: { ...schema, targets: 'nope' }, mode: 'normal', players: 1, seed: 'x' }, 'setup/invalid-schema'],
    [{ schema: { ...schema, modes: ['discovery'] }, mode: 'normal', players: 1, seed: 'x' }, 'setup/mode-not-allowed'],
    [null, 'setup/invalid'],
  ])('R5: refuses a setup that cannot be played (%#) with a stable code', (setup, code) => {
    const result = createGame(setup as never);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });
});
