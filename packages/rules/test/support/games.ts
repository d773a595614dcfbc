/** Games played through the public API, for tests that need a recorded history. */
import { createGame, play, recordStep, type Command, type GameSetup, type GameState, type ReplayStep } from '../../src/index.js';
import { testSchema } from './ascii.js';

/** A small VertigHaineuse schema: one blue pollen on A1 and one on A2. */
export const twoBlues = testSchema('A B B . . . . . . . .', { id: 'two-blues', flower: 'vertighaineuse' });

/** Plays commands from a setup, failing loudly on an illegal one; returns every state and the log. */
export function playAll(setup: GameSetup, commands: readonly Command[]) {
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  const states: GameState[] = [created.value];
  let steps: ReplayStep[] = [];
  for (const command of commands) {
    const result = play(states.at(-1)!, command);
    if (!result.ok) throw new Error(`${JSON.stringify(command)}: ${result.error.code}`);
    states.push(result.value.state);
    steps = recordStep(steps, { command, events: result.value.events });
  }
  return { initial: created.value, states, final: states.at(-1)!, steps };
}

/**
 * Plays a solo game greedily until it ends: land a token on a target of its colour when one can, otherwise
 * draw while actions are left, then end the turn. Returns the commands.
 */
export function greedyGame(setup: GameSetup, maxSteps = 400): Command[] {
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const commands: Command[] = [];
  for (let i = 0; i < maxSteps && !state.over; i++) {
    const p = state.players[0]!;
    const targets = state.schema.targets;
    const land = targets.find(
      (t) =>
        p.recruit[t.color] > 0 &&
        play(state, { type: 'land', player: 0, color: t.color, to: t.cell }).ok,
    );
    const command: Command = land
      ? { type: 'land', player: 0, color: land.color, to: land.cell }
      : play(state, { type: 'draw', player: 0 }).ok
        ? { type: 'draw', player: 0 }
        : { type: 'end-turn', player: 0 };
    const result = play(state, command);
    if (!result.ok) throw new Error(result.error.code);
    state = result.value.state;
    commands.push(command);
  }
  return commands;
}
