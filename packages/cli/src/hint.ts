/**
 * `hint`: the solver's advice for the next command of a position, in any mode, from a replay (after some step) or
 * from the start of a schema's game, seen as the player sees it (`viewFor`: the bags' order hidden).
 * @module
 */
import { createGame, findCatalogueSchema, parseReplay, parseSchema, replayStates, viewFor, type GameState } from '@stigmeria/rules';
import { hint, seatToAct, type HintResult } from '@stigmeria/solver';
import { reportInvalid, reportNotVerified } from './documents.js';
import { hintWords } from './hint-words.js';
import { CliError, EXIT, readArgument, seedOf, type Io } from './io.js';
import { commandText, plural } from './render.js';
import { cut, jsonLine, quoted, visible } from './terminal-text.js';

export interface HintCliOptions {
  readonly step?: string;
  readonly seed?: string;
  readonly player?: string;
  readonly nodes?: string;
  readonly time?: string;
  readonly json: boolean;
}

function whole(name: string, value: string | undefined, from: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < from) throw new CliError(EXIT.usage, `--${name} must be a whole number from ${from}, not ${quoted(value)}`);
  return Number(value);
}

/** The position to advise: a replay's state after `--step` steps (the last by default), or a new solo game of a schema. */
async function positionOf(io: Io, arg: string, options: HintCliOptions): Promise<{ state: GameState; step: number | null } | number> {
  const fromCatalogue = findCatalogueSchema(arg);
  const input = fromCatalogue ?? (await readArgument(arg));
  const format = typeof input === 'object' && input !== null ? (input as { format?: unknown }).format : undefined;
  if (format === 'stigmeria/replay') {
    const parsed = parseReplay(input);
    if (!parsed.ok) return reportInvalid(io, options.json, arg, `${arg} is not a valid replay: ${cut(parsed.error.message)}`, parsed.error.issues);
    const walked = replayStates(parsed.value);
    if (!walked.ok) return reportNotVerified(io, options.json, arg, walked.error);
    const states = walked.value.states;
    const last = states.length - 1;
    if (options.step !== undefined && (!/^\d+$/.test(options.step) || Number(options.step) > last)) {
      throw new CliError(EXIT.usage, `--step must be a whole number from 0 to ${last}, not ${quoted(options.step)}`);
    }
    const step = options.step === undefined ? last : Number(options.step);
    return { state: states[step]!, step };
  }
  if (options.step !== undefined) throw new CliError(EXIT.usage, '--step reads a replay; a schema is advised from its first turn');
  const parsed = parseSchema(input);
  if (!parsed.ok) {
    if (format !== 'stigmeria/target-schema') throw new CliError(EXIT.invalid, `${arg} is neither a target schema nor a replay`, [], { file: arg });
    throw new CliError(EXIT.invalid, `${arg} is not a valid target schema`, parsed.error.issues, { file: arg });
  }
  // The same game as `solve <schema> --seed s`: a solo normal game dealt with the seed.
  const created = createGame({ schema: parsed.value, mode: 'normal', players: 1, seed: seedOf(options.seed, '1'), options: { joker: true } });
  if (!created.ok) throw new CliError(EXIT.usage, `cannot start this game: ${cut(created.error.message)} (${created.error.code})`);
  return { state: created.value, step: null };
}

/** The share of the deals of the bag that voted for the command. */
const votes = (result: HintResult): string => `${Math.round(result.agreement * 100)} % of ${plural(result.samples, 'deal')} of the bag`;

/** How the hint was found, after its reason. */
function basisText(result: HintResult): string {
  switch (result.basis) {
    case 'forced':
      return 'the only legal command';
    case 'heuristic':
      return 'a rule of thumb for the StigmaReine and its decisions';
    case 'bound':
      return result.samples === 0 ? 'by the lower bound of the player’s own board' : `${votes(result)}, by the lower bound`;
    case 'solved':
      return `${votes(result)}, solved`;
    case 'none':
      return 'no deal of the bag was solved';
  }
}

/** `hint <replay|schema>`: the suggested command and why, for the player to act (by default the seat to act now). */
export async function hintCommand(io: Io, arg: string, options: HintCliOptions): Promise<number> {
  const position = await positionOf(io, arg, options);
  if (typeof position === 'number') return position;
  const { state, step } = position;
  const seats = state.players.length;
  if (options.player !== undefined && (!/^\d+$/.test(options.player) || Number(options.player) >= seats)) {
    throw new CliError(EXIT.usage, `--player must be a seat from 0 to ${seats - 1}, not ${quoted(options.player)}`);
  }
  const player = options.player !== undefined ? Number(options.player) : (seatToAct(state) ?? state.players.findIndex((p) => p.status === 'playing' && !p.turnEnded));
  const maxNodes = whole('nodes', options.nodes, 1);
  const maxMs = whole('time', options.time, 1);
  // Only the player's view is advised: the hint must not know the bag's order any more than the player does.
  const result = hint(viewFor(state, Math.max(0, player)), {
    player: Math.max(0, player),
    seed: seedOf(options.seed, '1'),
    ...(maxNodes === undefined ? {} : { maxNodes }),
    ...(maxMs === undefined ? {} : { maxMs }),
  });
  const why = hintWords(state, result.reason);
  if (options.json) {
    io.stdout.write(jsonLine({ ok: result.command !== null, schema: state.schema.id, step, turn: state.turn, player: Math.max(0, player), ...result, why }));
  } else if (result.command === null) {
    io.stdout.write(`No hint: ${visible(why)}.\n`);
  } else {
    const at = visible(step === null ? `${state.schema.id}, turn ${state.turn}` : `${arg}, step ${step}, turn ${state.turn}`);
    io.stdout.write(`${at}\nHint: ${commandText(state, result.command)}\nWhy: ${visible(why)} (${basisText(result)}).\n`);
  }
  return result.command === null ? EXIT.noSolution : EXIT.ok;
}
