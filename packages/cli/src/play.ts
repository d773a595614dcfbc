/**
 * `play`: a game in the terminal. It reads one command a line from stdin, so that it can be played by hand or
 * driven by a pipe: a number from the listed legal commands, or a command as JSON.
 * @module
 */
import { writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import {
  MODES,
  catalogueSchemas,
  createGame,
  emptyRecording,
  legalActions,
  outcome,
  parseCommand,
  play,
  playableModes,
  record,
  serializeReplay,
  toReplay,
  viewFor,
  type Command,
  type GameSetup,
  type GameState,
  type Mode,
  type Recording,
  type RuleError,
} from '@stigmeria/rules';
import { BOT_LEVELS, chooseCommand, parseBotSeats, seatToAct, type BotLevel, type BotSeatsError } from '@stigmeria/solver';
import { outcomeText } from './documents.js';
import { CliError, EXIT, checkWritable, loadSchema, randomSeed, seedOf, unwritable, useColour, type Io } from './io.js';
import { commandText, drawState, plural, schemaTitle, stateJson } from './render.js';
import { cut, cutError, jsonLine, quoted, visible } from './terminal-text.js';

/** The options of `play`, as given on the command line. */
export interface PlayOptions {
  readonly schema?: string;
  readonly mode?: string;
  readonly seed?: string;
  readonly players?: string;
  readonly record?: string;
  /** Computer seats: `seat=level` pairs separated by commas, seats from 0 (`1=medium,2=strong`). */
  readonly bots?: string;
  readonly json: boolean;
}

/**
 * Reads `--bots` with the solver's `parseBotSeats`: each `seat=level` gives a seat to a bot of that level. A seat
 * outside the game, a seat named twice or an unknown level is a usage error.
 */
function botsOf(text: string | undefined, seats: number): ReadonlyMap<number, BotLevel> {
  if (text === undefined) return new Map();
  const read = parseBotSeats(text, seats);
  if (!read.ok) throw new CliError(EXIT.usage, `${botsError(read.error)} (${read.error.code})`);
  return read.value;
}

/** A refused `--bots` in words, the text the person typed quoted with its control characters visible. */
function botsError(error: BotSeatsError): string {
  switch (error.code) {
    case 'bot-seats/syntax':
      return `--bots takes seat=level pairs such as 1=medium, not ${quoted(error.text.trim())}`;
    case 'bot-seats/level':
      return `a bot's level is ${BOT_LEVELS.join(', ')}, not ${quoted(error.level)}`;
    case 'bot-seats/seat':
      return `--bots names seat ${error.seat}, but the game's seats are 0 to ${error.seats - 1}`;
    case 'bot-seats/twice':
      return `--bots names seat ${error.seat} twice`;
  }
}

const MODE_NAMES = Object.keys(MODES) as Mode[];

/** Builds the game's setup from the options; anything wrong is a usage error, before any game starts. */
async function setupOf(options: PlayOptions): Promise<GameSetup> {
  if (options.mode !== undefined && !(MODE_NAMES as string[]).includes(options.mode)) {
    throw new CliError(EXIT.usage, `--mode must be one of ${MODE_NAMES.join(', ')}, not ${quoted(options.mode)}`);
  }
  const mode = options.mode as Mode | undefined;
  const schema =
    options.schema !== undefined
      ? await loadSchema(options.schema)
      : catalogueSchemas.find((s) => playableModes(s).includes(mode ?? 'normal'));
  if (schema === undefined) throw new CliError(EXIT.usage, `the catalogue has no schema for mode ${mode}`);
  const playable = playableModes(schema);
  const chosen = mode ?? (playable.includes('normal') ? 'normal' : (playable[0] ?? 'normal'));
  let players = MODES[chosen].players[0];
  if (options.players !== undefined) {
    if (!/^\d+$/.test(options.players)) throw new CliError(EXIT.usage, `--players must be a whole number, not ${quoted(options.players)}`);
    players = Number(options.players);
  }
  // A game without a given seed gets one that cannot be guessed: it is told when the game ends, so that the game
  // can be played again, and not before, since it gives away the order of every bag.
  const seed = seedOf(options.seed, randomSeed());
  return { schema, mode: chosen, players, seed, options: { joker: true } };
}

/** Why the rules cannot set the game up, with "1 player" rather than "1 to 1 players" when a mode takes one count. */
function setupError(error: RuleError, mode: Mode): string {
  const fewest = error.params?.['fewest'];
  const most = error.params?.['most'];
  if (error.code !== 'setup/players' || typeof fewest !== 'number' || typeof most !== 'number') return cut(error.message);
  return fewest === most ? `${mode} is played by ${plural(fewest, 'player')}.` : `${mode} is played by ${fewest} to ${most} players.`;
}

/** Reads a line as a command: a number from the list, or JSON. Returns a message when it is neither. */
function commandOf(line: string, legal: readonly Command[]): Command | string {
  if (/^\d+$/.test(line)) {
    const chosen = legal[Number(line) - 1];
    return chosen ?? `there is no command ${line}: choose 1 to ${legal.length}`;
  }
  if (line.startsWith('{')) {
    let input: unknown;
    try {
      input = JSON.parse(line);
    } catch (error) {
      // The parser's message quotes the line around the error.
      return `not JSON: ${cut((error as Error).message)}`;
    }
    const parsed = parseCommand(input);
    if (!parsed.ok) return `not a command: ${parsed.error.issues.map((i) => `${cut(i.path || '/')} ${cut(i.message)}`).join('; ')}`;
    return parsed.value;
  }
  return `type a number from 1 to ${legal.length}, a command as JSON, "board", "help" or "quit"`;
}

const HELP = `Type the number of a legal command, or a command as JSON such as {"type":"draw","player":0}.
"board" draws the table again, "quit" stops (the game so far is written to --record's file).`;

/** `play`: returns the exit code once the game is over, stdin has ended or the player quit. */
export async function playGame(io: Io, options: PlayOptions): Promise<number> {
  const setup = await setupOf(options);
  const created = createGame(setup);
  if (!created.ok) throw new CliError(EXIT.usage, `cannot start this game: ${setupError(created.error, setup.mode)} (${created.error.code})`);
  // A record that cannot be written is found out now, not after a whole game.
  if (options.record !== undefined) await checkWritable(options.record);
  let state: GameState = created.value;
  const bots = botsOf(options.bots, state.players.length);
  let recording: Recording = emptyRecording();
  const style = { colour: useColour(io) };
  const out = (text: string): void => void io.stdout.write(text + '\n');
  // Every text line is printed with its control characters visible; the colours drawState adds are its own.
  const say = (text: string): void => out(visible(text));
  const emit = (value: Record<string, unknown>): void => void io.stdout.write(jsonLine(value));

  let legal: Command[] = [];
  const prompt = (): void => {
    // The bots' seats are not the person's to play: only the other seats' commands are listed.
    legal = legalActions(state).filter((c) => !bots.has(c.player));
    if (options.json) {
      emit({ type: 'state', state: stateJson(state), legal });
      return;
    }
    out(drawState(style, state));
    out('');
    legal.forEach((command, i) => out(`${String(i + 1).padStart(3, ' ')}. ${commandText(state, command)}`));
    out('Your command (number, JSON, "help"):');
  };

  const finish = async (): Promise<number> => {
    let failed: CliError | undefined;
    if (options.record !== undefined) {
      try {
        await writeFile(options.record, serializeReplay(toReplay(setup, recording.steps), 2) + '\n');
      } catch (error) {
        failed = unwritable(options.record, (error as NodeJS.ErrnoException).code ?? (error as Error).message);
      }
    }
    // The end of the game is told even when its record could not be written: the error follows it.
    const result = outcome(state);
    if (options.json) emit({ type: 'end', over: state.over, outcome: result, seed: setup.seed });
    else {
      if (result !== null) out(outcomeText(state, result));
      else out('The game is not over.');
      say(`Seed: ${setup.seed}`);
    }
    if (failed !== undefined) throw failed;
    return EXIT.ok;
  };

  // A seed given on the command line is known already; a drawn one is told only at the end.
  const given = options.seed !== undefined;
  const count = plural(typeof setup.players === 'number' ? setup.players : setup.players.length, 'player');
  if (options.json) emit({ type: 'game', schema: setup.schema.id, mode: setup.mode, players: setup.players, seed: given ? setup.seed : null });
  else out(`${schemaTitle(setup.schema)}, ${setup.mode}, ${count}, ${given ? `seed ${visible(String(setup.seed))}` : 'a random seed, told when the game ends'}\n`);

  /**
   * The bots play while the seat to act is theirs, each from its own seat's view (`viewFor`): a bot never sees a
   * bag's order or the seed. Each bot's generator is seeded by its seat alone, not by the game's seed.
   */
  const botsPlay = (): void => {
    for (let seat = seatToAct(state); seat !== undefined && bots.has(seat) && !state.over; seat = seatToAct(state)) {
      const level = bots.get(seat)!;
      const command = chooseCommand(viewFor(state, seat), seat, { level, seed: `bot-${seat}` });
      const result = command === null ? null : play(state, command);
      if (command === null || result === null || !result.ok) throw new CliError(EXIT.invalid, `the ${level} bot of seat ${seat} found no command to play`);
      const before = state;
      state = result.value.state;
      recording = record(recording, { command, events: result.value.events });
      if (options.json) emit({ type: 'played', command, events: result.value.events, bot: level });
      else out(`> ${commandText(before, command)} (${level} bot): ${result.value.events.map((e) => e.type).join(', ')}`);
    }
  };

  botsPlay();
  // A game of bots alone is over before a line is read.
  if (state.over) return finish();
  prompt();

  const lines = createInterface({ input: io.stdin, terminal: false });
  for await (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    if (line === 'quit' || line === 'q' || line === 'exit') break;
    if (line === 'help' || line === '?') {
      if (options.json) emit({ type: 'help', text: HELP });
      else out(HELP);
      continue;
    }
    if (line === 'board') {
      prompt();
      continue;
    }
    const command = commandOf(line, legal);
    if (typeof command === 'string') {
      if (options.json) emit({ type: 'error', code: 'input/invalid', message: command });
      else say(command);
      continue;
    }
    const result = play(state, command);
    if (!result.ok) {
      const error = cutError(result.error);
      if (options.json) emit({ type: 'error', ...error });
      else say(`Not allowed: ${error.message} (${error.code})`);
      continue;
    }
    const before = state;
    state = result.value.state;
    recording = record(recording, { command, events: result.value.events });
    if (options.json) emit({ type: 'played', command, events: result.value.events });
    else out(`> ${commandText(before, command)}: ${result.value.events.map((e) => e.type).join(', ')}\n`);
    botsPlay();
    if (state.over) break;
    prompt();
  }
  lines.close();
  return finish();
}
