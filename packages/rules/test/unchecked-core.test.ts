/**
 * `play` is the check of a command's shape followed by `playCommand`, and `createGame` the check of a setup
 * followed by `startGame`: the unchecked core decides exactly what the checked entry points decide. In seeded
 * random games of every mode, every legal command and commands made illegal by changing a cell, a colour or the
 * seat give the same events, states and errors through both; `legalCommandOf` finds each legal command from a
 * copy of it, and nothing `play` refuses.
 */
import { describe, expect, it } from 'vitest';
import { MODE_NAMES, MODES } from '../src/modes.js';
import { randomBelow, seedRng, type RngState } from '../src/random.js';
import {
  CELL_NAMES,
  COLOURS,
  catalogueSchemas,
  createGame,
  legalActions,
  legalCommandOf,
  parseCommand,
  play,
  playCommand,
  playableModes,
  startGame,
  type Command,
  type GameSetup,
  type GameState,
  type Mode,
} from '../src/index.js';

/** A whole number below `bound`, from the rules' own seeded generator. */
function chooser(seed: string): (bound: number) => number {
  let rng: RngState = seedRng(seed);
  return (bound) => {
    const [value, next] = randomBelow(rng, bound);
    rng = next;
    return value;
  };
}

const isCell = (value: unknown): boolean => typeof value === 'string' && (CELL_NAMES as readonly string[]).includes(value);
const isColour = (value: unknown): boolean => typeof value === 'string' && (COLOURS as readonly string[]).includes(value);

/**
 * Well-formed commands near a legal one (the JSON Schema of commands accepts them, which is what `playCommand`'s
 * callers promise): the same with one cell or one colour changed, or played by another seat. Most are illegal;
 * some happen to be legal too.
 */
function neighbours(command: Command, players: number, below: (bound: number) => number): Command[] {
  const out: Command[] = [];
  const fields = command as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) {
    if (isCell(value)) out.push({ ...fields, [key]: CELL_NAMES[below(CELL_NAMES.length)] } as unknown as Command);
    if (isColour(value)) out.push({ ...fields, [key]: COLOURS[below(COLOURS.length)] } as unknown as Command);
  }
  if (players > 1) out.push({ ...command, player: (command.player + 1 + below(players - 1)) % players });
  return out.filter((near) => parseCommand(near).ok);
}

function setupOf(mode: Mode, seed: number): GameSetup {
  const schemas = catalogueSchemas.filter((schema) => playableModes(schema).includes(mode));
  const [fewest, most] = MODES[mode].players;
  return {
    schema: schemas[seed % schemas.length]!,
    mode,
    players: Math.min(fewest + (seed % 2), most),
    seed: `unchecked-${mode}-${seed}`,
  };
}

/** Compares both ways of playing `command` in `state`, and returns what `play` gave. */
function bothWays(state: GameState, command: Command, where: string): ReturnType<typeof play> {
  const checked = play(state, command);
  expect(playCommand(state, command), where).toEqual(checked);
  // The legal command a copy of the command is, found without the validators: it exists exactly when `play` accepts.
  const found = legalCommandOf(state, structuredClone(command));
  if (checked.ok) expect(found, where).toEqual(command);
  else expect(found, where).toBeUndefined();
  return checked;
}

describe('the unchecked core', () => {
  it.each(MODE_NAMES.map((mode) => [mode]))('%s: startGame deals the game createGame deals', (mode) => {
    for (let seed = 0; seed < 6; seed++) {
      const setup = setupOf(mode, seed);
      expect(startGame(setup)).toEqual(createGame(setup));
    }
    // The rest of the setup is still checked, with createGame's errors.
    const setup = setupOf(mode, 0);
    const [, most] = MODES[mode].players;
    const badSetups: GameSetup[] = [
      { ...setup, players: most + 1 },
      { ...setup, mode: 'chess' as Mode },
      { ...setup, seed: '\uD800' },
      { ...setup, players: [{ name: 'x'.repeat(1000) }] },
      { ...setup, options: { joker: 'yes' as unknown as boolean } },
    ];
    for (const bad of badSetups) {
      const created = createGame(bad);
      expect(created.ok).toBe(false);
      expect(startGame(bad)).toEqual(created);
    }
  });

  it('refuses a schema the mode does not allow as createGame does (R5)', () => {
    const competitive = catalogueSchemas.find((schema) => schema.flower === 'competitive')!;
    const setup: GameSetup = { schema: competitive, mode: 'normal', players: 1, seed: 'r5' };
    const created = createGame(setup);
    expect(created.ok || created.error.code).toBe('setup/mode-not-allowed');
    expect(startGame(setup)).toEqual(created);
  });

  it.each(MODE_NAMES.map((mode) => [mode]))('%s: every legal command and its illegal neighbours give what play gives', (mode) => {
    for (let seed = 0; seed < 2; seed++) {
      const setup = setupOf(mode, seed);
      const players = typeof setup.players === 'number' ? setup.players : setup.players.length;
      const below = chooser(`unchecked-choices-${mode}-${seed}`);
      const started = startGame(setup);
      if (!started.ok) throw new Error(started.error.message);
      let state = started.value;
      let refused = 0;
      for (let move = 0; move < 60 && !state.over; move++) {
        const legal = legalActions(state);
        expect(legal.length, `${mode} ${seed}: a game not over has a legal command`).toBeGreaterThan(0);
        for (const command of legal) {
          const where = `${mode} ${seed}, move ${move}: ${JSON.stringify(command)}`;
          expect(bothWays(state, command, where).ok, where).toBe(true);
          for (const near of neighbours(command, players, below).slice(0, 2)) {
            if (!bothWays(state, near, `${where} → ${JSON.stringify(near)}`).ok) refused++;
          }
        }
        // An undo now and then, as players do.
        const pool = legal.filter((c) => c.type !== 'undo' || below(10) === 0);
        const result = playCommand(state, pool[below(pool.length)]!);
        if (!result.ok) throw new Error(result.error.code);
        state = result.value.state;
      }
      expect(refused, `${mode} ${seed}: illegal commands were compared too`).toBeGreaterThan(20);
    }
  });

  it('plays a command play would refuse as malformed only through play: legalCommandOf finds nothing in it', () => {
    const started = startGame(setupOf('normal', 0));
    if (!started.ok) throw new Error(started.error.message);
    const state = started.value;
    const land = legalActions(state, 0).find((c) => c.type === 'land')!;
    for (const input of [
      { ...land, extra: true },
      { ...land, to: 'Z9' },
      { ...land, player: '0' },
      { type: land.type },
      [land],
      null,
      'land',
    ]) {
      expect(legalCommandOf(state, input)).toBeUndefined();
      expect(play(state, input).ok).toBe(false);
    }
    // A getter is never called: a command whose colour is a getter is not read.
    let called = false;
    const getter = { ...land, get color() { called = true; return (land as { color: string }).color; } };
    expect(legalCommandOf(state, getter)).toBeUndefined();
    expect(called).toBe(false);
  });
});
