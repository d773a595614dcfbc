/**
 * `validate`, `verify` and `show`: the commands that read a document.
 * @module
 */
import {
  outcome,
  parseReplay,
  parseSchema,
  replayGame,
  replayStates,
  type GameState,
  type Outcome,
} from '@stigmeria/rules';
import { CliError, EXIT, readJson, useColour, type FileIssue, type Io } from './io.js';
import { commandText, drawState, plural, playerName, stateJson } from './render.js';
import { cut, cutIssue, jsonLine, quoted, visible } from './terminal-text.js';

const FORMATS = { 'stigmeria/target-schema': 'target schema', 'stigmeria/replay': 'replay' } as const;

function issuesText(issues: readonly FileIssue[]): string {
  return issues.map((i) => `  ${visible(i.path === '' ? '/' : i.path)}: ${visible(i.message)} (${visible(i.code)})`).join('\n');
}

/**
 * Prints a document's problems, as text on stderr or as JSON on stdout. `message` quotes the rules' message
 * already cut; the issues' paths and messages quote the document, and are cut here.
 */
export function reportInvalid(io: Io, json: boolean, file: string, message: string, issues: readonly FileIssue[]): number {
  const cutIssues = issues.map(cutIssue);
  if (json) io.stdout.write(jsonLine({ ok: false, code: 'invalid', exitCode: EXIT.invalid, file, message, issues: cutIssues }));
  else io.stderr.write(`${visible(message)}\n${issuesText(cutIssues)}\n`);
  return EXIT.invalid;
}

/**
 * Prints why a replay does not verify. The rules count its steps from 0 (the index in `steps`); the CLI counts
 * them from 1 as `show --step` does, where 0 is the setup: the bad step is step n, played from the position that
 * `show --step n-1` draws.
 */
export function reportNotVerified(io: Io, json: boolean, file: string, error: { readonly code: string; readonly message: string; readonly step?: number }): number {
  const step = error.step === undefined ? null : error.step + 1;
  // The rules' message starts with its own 0-based "Step i: ", which would contradict the step named here.
  const message = cut(error.step === undefined ? error.message : error.message.replace(/^Step \d+: /, ''));
  if (json) io.stdout.write(jsonLine({ ok: false, code: error.code, exitCode: EXIT.invalid, file, message, step }));
  else io.stderr.write(`${visible(file)} does not verify${step === null ? '' : ` at step ${step}`}: ${visible(message)} (${visible(error.code)})\n`);
  return EXIT.invalid;
}

/** The `format` a document gives, as a message quotes it: a string cut, anything else by its JSON. */
function formatText(format: unknown): string {
  if (typeof format === 'string') return JSON.stringify(cut(format));
  return format === undefined ? 'missing' : cut(JSON.stringify(format) ?? String(format));
}

/** `validate <file>`: a target schema or a replay, told apart by its `format`. */
export async function validate(io: Io, file: string, json: boolean): Promise<number> {
  const input = await readJson(file);
  const format = typeof input === 'object' && input !== null ? (input as { format?: unknown }).format : undefined;
  if (format !== 'stigmeria/target-schema' && format !== 'stigmeria/replay') {
    const message = `${file} is neither a target schema nor a replay`;
    return reportInvalid(io, json, file, message, [
      { path: '/format', code: 'document/unknown-format', message: `format must be "stigmeria/target-schema" or "stigmeria/replay", not ${formatText(format)}` },
    ]);
  }
  const parsed = format === 'stigmeria/target-schema' ? parseSchema(input) : parseReplay(input);
  const kind = FORMATS[format];
  if (!parsed.ok) return reportInvalid(io, json, file, `${file} is not a valid ${kind}: ${cut(parsed.error.message)}`, parsed.error.issues);
  if (json) io.stdout.write(jsonLine({ ok: true, file, format }));
  else io.stdout.write(`${visible(file)}: a valid ${kind}\n`);
  return EXIT.ok;
}

function outcomeText(state: GameState, result: Outcome): string {
  const lines = result.ranking.map((p) => {
    const finished = p.finished === null ? p.reason : `fulfilled in turn ${p.finished.turn} with ${plural(p.finished.actions, 'action')}`;
    return `  ${p.rank}. ${playerName(state, p.player)}: ${finished}, ${p.score.total} points`;
  });
  return `Game over:\n${lines.join('\n')}`;
}

/** `verify <replay>`: every recorded command is decided again and must give the recorded events. */
export async function verify(io: Io, file: string, json: boolean): Promise<number> {
  const input = await readJson(file);
  const parsed = parseReplay(input);
  if (!parsed.ok) return reportInvalid(io, json, file, `${file} is not a valid replay: ${cut(parsed.error.message)}`, parsed.error.issues);
  const checked = replayGame(parsed.value);
  if (!checked.ok) return reportNotVerified(io, json, file, checked.error);
  const state = checked.value;
  const result = outcome(state);
  const steps = parsed.value.steps.length;
  if (json) {
    io.stdout.write(jsonLine({ ok: true, file, steps, turn: state.turn, over: state.over, outcome: result }));
  } else {
    io.stdout.write(`${visible(file)}: ${plural(steps, 'step')} verified, turn ${state.turn}${state.over ? '' : ', game not over'}\n`);
    if (result !== null) io.stdout.write(outcomeText(state, result) + '\n');
  }
  return EXIT.ok;
}

/** `show <replay> [--step n]`: the table after `n` steps (the last by default). */
export async function show(io: Io, file: string, stepArg: string | undefined, json: boolean): Promise<number> {
  const input = await readJson(file);
  const parsed = parseReplay(input);
  if (!parsed.ok) return reportInvalid(io, json, file, `${file} is not a valid replay: ${cut(parsed.error.message)}`, parsed.error.issues);
  const walked = replayStates(parsed.value);
  if (!walked.ok) return reportNotVerified(io, json, file, walked.error);
  const { replay, states } = walked.value;
  const last = states.length - 1;
  let step = last;
  if (stepArg !== undefined) {
    if (!/^\d+$/.test(stepArg) || Number(stepArg) > last) throw new CliError(EXIT.usage, `--step must be a whole number from 0 to ${last}, not ${quoted(stepArg)}`);
    step = Number(stepArg);
  }
  const state = states[step]!;
  const recorded = step === 0 ? undefined : replay.steps[step - 1];
  if (json) {
    const result = outcome(state);
    io.stdout.write(jsonLine({ ok: true, file, step, steps: last, command: recorded?.command ?? null, note: recorded?.note ?? null, state: stateJson(state), outcome: result }));
    return EXIT.ok;
  }
  const style = { colour: useColour(io) };
  const lines = [`Step ${step} of ${last}${recorded === undefined ? ' (setup)' : `: ${commandText(state, recorded.command)}`}`];
  if (recorded?.note !== undefined) lines.push(visible(recorded.note.en));
  lines.push('', drawState(style, state));
  const result = outcome(state);
  if (result !== null) lines.push('', outcomeText(state, result));
  io.stdout.write(lines.join('\n') + '\n');
  return EXIT.ok;
}

export { outcomeText };
