// Bundled for Node and run: the solver and the rules as one file, as an analysis service would ship them.
import { catalogue, createGame, play } from '@stigmeria/rules';
import { solve } from '@stigmeria/solver';

// The first turn of a catalogue game, with a budget too small to prove anything: the search itself must run, and
// whatever line it returns must be legal.
const created = createGame({ schema: catalogue[0].schema, mode: 'normal', players: 1, seed: 'release-check' });
if (!created.ok) throw new Error(created.error.message);
const result = solve(created.value, { maxNodes: 2_000 });
let state = created.value;
for (const command of result.line) {
  const played = play(state, command);
  if (!played.ok) throw new Error(`${command.type}: ${played.error.code}`);
  state = played.value.state;
}
console.log(result.nodes > 0 && ['solved', 'budget'].includes(result.status) ? 'ok' : `unexpected: ${result.status}`);
