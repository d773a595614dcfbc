// The three-step tutorial the recorder tests record: a normal game of one player on the first catalogue schema of
// that mode, with a fixed seed, and a caption for the setup (the title) and each step. The browser tests play it
// through the recorder's board; the Node test builds the same document through the recorder's pure module.
import { catalogueSchemas, createGame, legalActions, play, playableModes, recordStep, type Command, type GameSetup, type ReplayStep } from '@stigmeria/rules';
import type { Caption } from '../src/recorder/tutorial.js';

export const SCHEMA = catalogueSchemas.find((schema) => playableModes(schema).includes('normal'))!;
export const SEED = 'recorder-three-steps';
export const SETUP: GameSetup = { schema: SCHEMA, mode: 'normal', players: 1, seed: SEED };

/** The captions, by step: 0 is the setup (the title), then each step. */
export const CAPTIONS: readonly Caption[] = [
  { en: 'First steps', fr: 'Premiers pas' },
  { en: 'Draw a stigmerian from the bag.', fr: 'Piochez un stigmérien du sac.' },
  { en: 'End the turn: the wind blows.', fr: 'Finissez le tour\u00a0: le vent souffle.' },
  { en: 'Land it on the flower.', fr: 'Posez-le sur la fleur.' },
];

/** The three commands (of a setup, the tutorial's by default): the first turn's one action, a draw; the end of that turn; the first landing the rules allow. */
export function threeCommands(setup: GameSetup = SETUP): Command[] {
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.code);
  const first: Command[] = [
    { type: 'draw', player: 0 },
    { type: 'end-turn', player: 0 },
  ];
  let state = created.value;
  for (const command of first) {
    const played = play(state, command);
    if (!played.ok) throw new Error(played.error.code);
    state = played.value.state;
  }
  const land = legalActions(state, 0).find((c) => c.type === 'land');
  if (land === undefined) throw new Error('no landing at the start of turn 2');
  return [...first, land];
}

/** The steps the rules record for commands, as the board's log holds them. */
export function recorded(commands: readonly Command[], setup: GameSetup = SETUP): ReplayStep[] {
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.code);
  let state = created.value;
  let steps: ReplayStep[] = [];
  for (const command of commands) {
    const played = play(state, command);
    if (!played.ok) throw new Error(played.error.code);
    state = played.value.state;
    steps = recordStep(steps, { command, events: played.value.events });
  }
  return steps;
}
