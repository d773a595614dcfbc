/**
 * The messages an online room sends, read as untrusted input: each is checked and bounded before the board uses
 * it, and a message that fails a check is refused with a stable code and the JSON Pointer of the field at fault.
 * Nothing here throws. The events of a `step` are not folded here: the remote source applies them one by one with
 * the rules' `applyEvent`, the checked way to apply an event from outside.
 * @module
 */
import {
  MODES,
  isColour,
  legalActions,
  outcome,
  parseCommand,
  parseSchema,
  type Command,
  type GameState,
  type Mode,
} from '@stigmeria/rules';

/** A seat as the room reports it. */
export type SeatStatus = 'open' | 'present' | 'away';

export interface Welcome {
  readonly seat: number | null;
  readonly seatToken: string | null;
  readonly view: GameState;
  readonly steps: number;
  readonly seats: readonly SeatStatus[];
  readonly replay: string | null;
}

export interface Step {
  readonly index: number;
  readonly command: Command;
  /** Still untrusted: each goes through `applyEvent`. */
  readonly events: readonly unknown[];
}

export interface Rejected {
  readonly code: string;
  readonly message: string;
}

/** Why a message was refused: `online/bad-message` and where. */
export interface MessageError {
  readonly code: 'online/bad-message';
  readonly path: string;
}

export type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: MessageError };

/** The most seats a game has (R5: six players at most). */
const MOST_SEATS = 6;
/** The most events one step may carry: a step causes a few dozen at most (a wind moves at most 100 tokens). */
export const MOST_EVENTS = 400;
/** A seat token, an error code, an error's words and a replay document are cut off at these lengths. */
const TOKEN_LIMIT = 128;
const CODE_LIMIT = 64;
const TEXT_LIMIT = 500;
const REPLAY_LIMIT = 2_000_000;
const CELLS = 100;

const bad = (path: string): { ok: false; error: MessageError } => ({ ok: false, error: { code: 'online/bad-message', path } });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isIndex(value: unknown, below: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < below;
}

function readSeats(value: unknown, path: string): Read<SeatStatus[]> {
  if (!Array.isArray(value) || value.length === 0 || value.length > MOST_SEATS) return bad(path);
  const seats: SeatStatus[] = [];
  for (let i = 0; i < value.length; i++) {
    const s: unknown = value[i];
    if (s !== 'open' && s !== 'present' && s !== 'away') return bad(`${path}/${i}`);
    seats.push(s);
  }
  return { ok: true, value: seats };
}

function isBoard(value: unknown): boolean {
  return Array.isArray(value) && value.length === CELLS;
}

/**
 * Checks that a view is a game state the board can show: its schema passes `parseSchema`, its mode is one of the
 * rules' modes, it has one to six players with a board of 100 cells each, and the rules can answer about it (its
 * legal commands and its outcome) without failing. The rules have no parser of whole states; the room that sent it
 * is the referee, and every later change comes as checked events.
 */
function readView(value: unknown): Read<GameState> {
  if (!isRecord(value)) return bad('/view');
  if (!parseSchema(value['schema']).ok) return bad('/view/schema');
  const mode = value['mode'];
  if (typeof mode !== 'string' || !Object.hasOwn(MODES, mode)) return bad('/view/mode');
  const players = value['players'];
  if (!Array.isArray(players) || players.length < 1 || players.length > MOST_SEATS) return bad('/view/players');
  for (let i = 0; i < players.length; i++) {
    const player: unknown = players[i];
    if (!isRecord(player) || !isBoard(player['board'])) return bad(`/view/players/${i}`);
  }
  if (!isIndex(value['turn'], 1000) || value['turn'] === 0) return bad('/view/turn');
  if (typeof value['over'] !== 'boolean') return bad('/view/over');
  const targets = value['targets'];
  if (!isBoard(targets) || !(targets as unknown[]).every((c) => c === null || isColour(c))) return bad('/view/targets');
  const central = value['central'];
  if (central !== null && (!isRecord(central) || !isBoard(central['board']))) return bad('/view/central');
  if (MODES[mode as Mode].central !== (central !== null)) return bad('/view/central');
  const view = value as unknown as GameState;
  try {
    for (let seat = 0; seat < players.length; seat++) legalActions(view, seat);
    outcome(view);
  } catch {
    return bad('/view');
  }
  return { ok: true, value: view };
}

/** A `welcome`: the client's seat, its token, the view, how many steps the room has taken, the seats. */
export function readWelcome(input: unknown): Read<Welcome> {
  if (!isRecord(input)) return bad('');
  const view = readView(input['view']);
  if (!view.ok) return view;
  const seat = input['seat'];
  if (seat !== null && !isIndex(seat, view.value.players.length)) return bad('/seat');
  const token = input['seatToken'];
  if (token !== null && (typeof token !== 'string' || token.length === 0 || token.length > TOKEN_LIMIT)) return bad('/seatToken');
  const steps = input['steps'];
  if (!isIndex(steps, Number.MAX_SAFE_INTEGER)) return bad('/steps');
  const seats = readSeats(input['seats'], '/seats');
  if (!seats.ok) return seats;
  if (seats.value.length !== view.value.players.length) return bad('/seats');
  const replay = input['replay'];
  if (replay !== null && (typeof replay !== 'string' || replay.length > REPLAY_LIMIT)) return bad('/replay');
  return { ok: true, value: { seat, seatToken: token, view: view.value, steps, seats: seats.value, replay } };
}

/** A `step`: its index, the command (through `parseCommand`) and its events, at most `MOST_EVENTS`. */
export function readStep(input: unknown): Read<Step> {
  if (!isRecord(input)) return bad('');
  const index = input['index'];
  if (!isIndex(index, Number.MAX_SAFE_INTEGER)) return bad('/index');
  const command = parseCommand(input['command']);
  if (!command.ok) return bad(`/command${command.error.issues[0]?.path ?? ''}`);
  const events = input['events'];
  if (!Array.isArray(events) || events.length > MOST_EVENTS) return bad('/events');
  return { ok: true, value: { index, command: command.value, events: events.slice() } };
}

/** A `seats` message: one status per seat of the game. */
export function readSeatsMessage(input: unknown, seats: number): Read<SeatStatus[]> {
  if (!isRecord(input)) return bad('');
  const read = readSeats(input['seats'], '/seats');
  if (read.ok && read.value.length !== seats) return bad('/seats');
  return read;
}

/** A `rejected`: a code of the rules' shape (`family/name`) and its words, cut short. */
export function readRejected(input: unknown): Read<Rejected> {
  if (!isRecord(input)) return bad('');
  const code = input['code'];
  if (typeof code !== 'string' || code.length > CODE_LIMIT || !/^[a-z0-9-]+\/[a-z0-9-]+$/.test(code)) return bad('/code');
  const message = input['message'];
  if (typeof message !== 'string') return bad('/message');
  return { ok: true, value: { code, message: message.slice(0, TEXT_LIMIT) } };
}

/** A room id as Colyseus makes them, and as the board may put in a link: letters, digits, `-` and `_`. */
const ROOM_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** An `again`: the id of the room made to play again. */
export function readAgain(input: unknown): Read<string> {
  if (!isRecord(input)) return bad('');
  const room = input['room'];
  if (typeof room !== 'string' || !ROOM_ID.test(room)) return bad('/room');
  return { ok: true, value: room };
}

/** An `ended`: the replay document, as text. */
export function readEnded(input: unknown): Read<string> {
  if (!isRecord(input)) return bad('');
  const replay = input['replay'];
  if (typeof replay !== 'string' || replay.length > REPLAY_LIMIT) return bad('/replay');
  return { ok: true, value: replay };
}
