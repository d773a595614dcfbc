// Solves a position of a catalogue game with the installed solver under plain Node ESM, within a node budget, and
// plays the line it returns through the installed rules, as a user of the result would: the solver's line must be
// legal for the rules package that is installed beside it, not only for the one it was built against.
import { readFileSync } from 'node:fs';
import { createGame, parseReplay, play } from '@stigmeria/rules';
import { solve } from '@stigmeria/solver';

const [file, stepsArg] = process.argv.slice(2);
const parsed = parseReplay(JSON.parse(readFileSync(file, 'utf8')));
if (!parsed.ok) throw new Error(parsed.error.message);
const replay = parsed.value;

function playAll(state, commands) {
  for (const command of commands) {
    const result = play(state, command);
    if (!result.ok) throw new Error(`${command.type}: ${result.error.code}`);
    state = result.value.state;
  }
  return state;
}

const created = createGame(replay.setup);
if (!created.ok) throw new Error(created.error.message);
const commands = replay.steps.map((step) => step.command);
const from = playAll(created.value, commands.slice(0, Number(stepsArg)));
// A few hundred positions suffice from here; the budget keeps a regression from hanging the check.
const result = solve(from, { maxNodes: 20_000 });
console.log(
  JSON.stringify({
    status: result.status,
    provenOptimal: result.provenOptimal,
    turns: result.turns,
    actions: result.actions,
    finished: playAll(from, result.line).players[0].finished,
    recorded: playAll(created.value, commands).players[0].finished,
  }),
);
