// Plays a short seeded game with the installed rules package under plain Node ESM and prints what happened.
import { catalogue, createGame, legalActions, outcome, play, replayGame, serializeReplay, toReplay } from '@stigmeria/rules';

const setup = { schema: catalogue[0].schema, mode: 'normal', players: 1, seed: 'release-check' };
const created = createGame(setup);
if (!created.ok) throw new Error(created.error.message);
let state = created.value;
const steps = [];
while (!state.over && steps.length < 500) {
  const commands = legalActions(state, 0);
  const command = commands.find((c) => c.type === 'land') ?? commands.find((c) => c.type === 'draw') ?? { type: 'end-turn', player: 0 };
  const result = play(state, command);
  if (!result.ok) throw new Error(result.error.code);
  steps.push({ command, events: result.value.events });
  state = result.value.state;
}
const replayed = replayGame(JSON.parse(serializeReplay(toReplay(setup, steps))));
console.log(JSON.stringify({ over: state.over, steps: steps.length, winners: outcome(state)?.winners ?? null, replayed: replayed.ok }));
