/**
 * The command types `legalActions` asks the gate about: for every player of every position, each type the gate
 * lets through is among them, in listing order. Positions come from seeded random games of every mode.
 */
import { describe, expect, it } from 'vitest';
import { candidateTypes, gate } from '../src/gate.js';
import { MODE_NAMES, MODES } from '../src/modes.js';
import { randomBelow, seedRng } from '../src/random.js';
import { COMMAND_TYPES } from '../src/traits.js';
import { activePlayer } from '../src/turn-order.js';
import { createGame, legalActions, play, type Command, type GameState, type Mode, type TargetSchema } from '../src/index.js';

const SCHEMA: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'gate-test',
  name: { en: 'Gate test' },
  flower: 'inspiractrice',
  stars: 2,
  setup: [
    { cell: 'C4', color: 'black' },
    { cell: 'E7', color: 'white' },
  ],
  targets: [
    { cell: 'A3', color: 'blue' },
    { cell: 'D5', color: 'green' },
    { cell: 'F6', color: 'red' },
  ],
};
const COMPETITIVE: TargetSchema = {
  ...SCHEMA,
  id: 'gate-test-competitive',
  flower: 'competitive',
  stars: 3,
};

/** The positions of a random game: a command type drawn first, then one of its commands; undo now and then. */
function positions(mode: Mode, players: number, seed: number, steps: number): GameState[] {
  const created = createGame({
    schema: MODES[mode].central ? COMPETITIVE : SCHEMA,
    mode,
    players,
    seed: `gate-${seed}`,
  });
  if (!created.ok) throw new Error(created.error.message);
  let rng = seedRng(`gate-choices-${seed}`);
  /** A whole number below `bound`, from the rules' own seeded generator. */
  const below = (bound: number): number => {
    const [value, next] = randomBelow(rng, bound);
    rng = next;
    return value;
  };
  const out: GameState[] = [created.value];
  let state = created.value;
  while (!state.over && out.length < steps) {
    const legal = legalActions(state).filter((c) => c.type !== 'undo' || below(20) === 0);
    const types = [...new Set(legal.map((c) => c.type))];
    const type = types[below(types.length)];
    const of: Command[] = legal.filter((c) => c.type === type);
    const result = play(state, of[below(of.length)]);
    if (!result.ok) throw new Error(result.error.code);
    state = result.value.state;
    out.push(state);
  }
  return out;
}

describe('the command types asked of the gate', () => {
  it.each(MODE_NAMES.map((mode) => [mode]))('%s: every type the gate lets through is asked, in listing order', (mode) => {
    const [fewest, most] = MODES[mode].players;
    for (const players of new Set([fewest, Math.min(3, most)])) {
      for (let seed = 1; seed <= 3; seed++) {
        for (const state of positions(mode, players, seed, 150)) {
          for (let seat = 0; seat < players; seat++) {
            const asked = candidateTypes(state, seat);
            const passing = COMMAND_TYPES.filter((type) => typeof gate(state, seat, type) === 'number');
            expect(
              passing.filter((type) => !asked.includes(type)),
              `${mode}, seat ${seat}, turn ${state.turn}`
            ).toEqual([]);
            expect(COMMAND_TYPES.filter((type) => asked.includes(type))).toEqual(asked);
          }
        }
      }
    }
  });

  it('R7: in a competitive game, the player whose turn it is not may only be asked about undo', () => {
    const state = positions('competitive', 2, 1, 1)[0]!;
    // At the start of the game one seat plays first; the other waits (R7).
    const waiting = 1 - activePlayer(state)!;
    expect(candidateTypes(state, waiting)).toEqual(['undo']);
    expect(legalActions(state, waiting)).toEqual([]);
    expect(play(state, { type: 'draw', player: waiting })).toMatchObject({ ok: false, error: { code: 'turn/not-yours' } });
  });

  it('once the game is over, no type is asked and no command is legal', () => {
    const over: GameState = { ...positions('normal', 1, 2, 1)[0]!, over: true };
    expect(candidateTypes(over, 0)).toEqual([]);
    expect(legalActions(over, 0)).toEqual([]);
  });
});
