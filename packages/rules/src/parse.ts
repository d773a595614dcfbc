/**
 * Reading target schemas, replays and commands that come from outside the program: files, the network, a
 * player's clipboard. Every function here takes any JavaScript value already decoded from JSON (JSON text must
 * be passed through `JSON.parse` first), never throws, and answers with either a canonical copy or every
 * problem found, each at a JSON Pointer.
 *
 * The structure is checked by the JSON Schemas of `schemas/`, compiled at build time into `./validators.js`;
 * what a JSON Schema cannot say (a cell listed twice, a mode the flower forbids) is checked here.
 *
 * Each reader first takes one snapshot of its input with `readPlain` (own data properties only, no getter called,
 * bounded in depth and size) and checks and copies only that snapshot: a getter or a proxy cannot show the checks
 * one value and the copy another. A proxy that throws is refused with `document/unreadable`, a value of more than
 * `INPUT_LIMITS.values` values with `document/too-large`.
 * @module
 */
import { CELL_NAMES, cellIndex } from './cells.js';
import { MODES, MODE_NAMES } from './modes.js';
import type {
  CellColour,
  Colour,
  Command,
  CommandType,
  Direction,
  EventType,
  Flower,
  GameEvent,
  LocalizedText,
  Mode,
  Pending,
  PlayerSetup,
  RecruitToken,
  Replay,
  ReplayStep,
  Result,
  TargetSchema,
  ValidationError,
  ValidationIssue,
} from './types.js';
import type { ValidationIssueCode } from './error-codes.js';
import { INPUT_LIMITS, LIMITS, cutText } from './limits.js';
import { readPlain, type ReadFailure } from './plain.js';
import { validateCommand, validateEvent, validateReplay, validateTargetSchema } from './validate/validators.js';
import type { Validator, ValidatorError } from './validate/validators.js';

export { INPUT_LIMITS, LIMITS } from './limits.js';

// R5: which modes each flower may be played in.
const NORMAL_FLOWER_MODES: readonly Mode[] = Object.freeze([
  'discovery',
  'normal',
  'competitive-no-limit',
  'solo-no-limit',
]);
const FLOWER_MODES: ReadonlyMap<Flower, readonly Mode[]> = new Map<Flower, readonly Mode[]>([
  ['vertighaineuse', NORMAL_FLOWER_MODES],
  ['maronne', NORMAL_FLOWER_MODES],
  ['sifflochamp', NORMAL_FLOWER_MODES],
  ['dentdine', NORMAL_FLOWER_MODES],
  ['inspiractrice', NORMAL_FLOWER_MODES],
  ['competitive', Object.freeze(['competitive', 'competitive-no-limit', 'solo-no-limit'] as Mode[])],
  ['competitive-no-limit', Object.freeze(['competitive-no-limit', 'solo-no-limit'] as Mode[])],
]);
const NO_MODES: readonly Mode[] = Object.freeze([]);

/** The modes a flower may be played in (R5); none for a value that is not a flower. */
export function modesForFlower(flower: Flower): readonly Mode[] {
  return FLOWER_MODES.get(flower) ?? NO_MODES;
}

/** The modes a target schema may be played in: its own `modes` when it lists them, else its flower's. */
export function playableModes(schema: TargetSchema): readonly Mode[] {
  return schema.modes ?? modesForFlower(schema.flower);
}

// The properties of each command and event after `type`, in the order of `types.ts`: the canonical key order.
// The mapped types make the compiler reject a name that is not a property of that command or event.
type FieldsOf<U extends { readonly type: string }> = {
  readonly [T in U['type']]: readonly Exclude<keyof Extract<U, { readonly type: T }>, 'type'>[];
};

const COMMAND_FIELDS: FieldsOf<Command> = {
  draw: ['player'],
  land: ['player', 'color', 'to'],
  move: ['player', 'from', 'to'],
  joker: ['player', 'from', 'to'],
  'end-turn': ['player'],
  undo: ['player'],
  mixing: ['player', 'cells'],
  combination: ['player', 'cell'],
  fulgurance: ['player', 'cell'],
  choreography: ['player', 'from', 'to'],
  'choreography-stop': ['player'],
  diagonal: ['player', 'from', 'to'],
  exchange: ['player', 'cells'],
  'fast-step': ['player', 'from', 'to'],
  'half-note': ['player', 'cells'],
  'half-note-keep': ['player', 'cell'],
  'quarter-note': ['player', 'cell', 'to'],
  'two-beats': ['player', 'cell'],
  rest: ['player', 'cell'],
  'central-draw': ['player'],
  'central-place': ['player', 'to'],
  'central-move': ['player', 'from', 'to'],
  'central-joker': ['player', 'color', 'to'],
  a5: ['player', 'color'],
  'central-recruit': ['player', 'color'],
  gain: ['player', 'action'],
  give: ['player', 'cell', 'to'],
  'no-harm-no-foul': ['player', 'from', 'to'],
  copy: ['player', 'cell', 'color'],
  prediction: ['player', 'colors'],
  mimicry: ['player', 'color'],
  'fog-die': ['player'],
  'fog-die-land': ['player', 'to'],
  pilferer: ['player', 'target'],
  sower: ['player', 'target', 'color'],
  jealousy: ['player', 'target'],
  charmer: ['player', 'tokens'],
  'charmer-pass': ['player'],
  'last-drift': ['player', 'target'],
  'drift-move': ['player', 'from', 'to'],
  'drift-remove': ['player', 'cell'],
  'drift-land': ['player', 'color', 'to'],
  'wind-reroll': ['player'],
  'wind-unknown': ['player'],
  'wind-direction': ['player', 'direction'],
};

const EVENT_FIELDS: FieldsOf<GameEvent> = {
  acted: ['player', 'action', 'cost'],
  drawn: ['player', 'color'],
  landed: ['player', 'color', 'cell'],
  placed: ['player', 'color', 'cell'],
  moved: ['player', 'from', 'to'],
  exited: ['player', 'from', 'color'],
  swapped: ['player', 'cells'],
  recoloured: ['player', 'cell', 'color'],
  created: ['player', 'cell', 'color'],
  removed: ['player', 'cell', 'color'],
  pollinated: ['player', 'cell', 'color'],
  'joker-played': ['player', 'from', 'to'],
  decision: ['player', 'pending'],
  undone: ['player'],
  'turn-ended': ['player'],
  fulfilled: ['player', 'turn', 'actions'],
  wind: ['turn', 'direction'],
  blown: ['player', 'from', 'to'],
  'player-out': ['player', 'reason'],
  'turn-started': ['turn'],
  'game-ended': ['turn'],
  'first-player': ['player', 'among'],
  rolled: ['player', 'face', 'purpose'],
  'wind-forecast': ['turn', 'wind'],
  'bag-shuffled': ['player'],
  'central-acted': ['player', 'action'],
  'central-drawn': ['player', 'color'],
  'central-placed': ['player', 'color', 'cell', 'from'],
  'central-moved': ['player', 'from', 'to'],
  'central-left': ['player', 'from', 'color', 'to'],
  'central-blown': ['from', 'to'],
  'central-recruited': ['player', 'color'],
  gained: ['player', 'action'],
  given: ['player', 'cell', 'color', 'to'],
  'recruit-changed': ['player', 'from', 'to', 'count'],
  bagged: ['player', 'colors'],
  mimicked: ['player', 'cell', 'color'],
  pilfered: ['player', 'from', 'color'],
  'bags-swapped': ['player', 'with'],
  charmed: ['player', 'tokens'],
  drifted: ['player', 'board', 'from', 'to'],
};

// The same for each kind of pending decision, after `kind`, and for the recruit-zone tokens Charmer names.
type KeysOf<T> = readonly Exclude<keyof T, 'kind'>[];
const PENDING_FIELDS: { readonly [K in Pending['kind']]: KeysOf<Extract<Pending, { readonly kind: K }>> } = {
  choreography: ['left', 'moved'],
  'half-note': ['cells'],
  'central-place': ['color'],
  gain: ['left', 'cells'],
  give: ['cells'],
  'fog-die': ['color'],
  drift: ['face', 'target'],
  'free-special': [],
  charmer: [],
  'wind-die': ['turn', 'face'],
};
const RECRUIT_TOKEN_FIELDS: KeysOf<RecruitToken> = ['player', 'color'];

const COMMAND_TYPES = Object.keys(COMMAND_FIELDS) as CommandType[];
const EVENT_TYPES = Object.keys(EVENT_FIELDS) as EventType[];
const PENDING_KINDS = Object.keys(PENDING_FIELDS);

// A huge invalid document (a million bad targets) must not produce a million issues for a person to read.
const MAX_ISSUES = 100;

// These two mean the document is not one this version can read at all: any other problem found under the same
// document is noise, so it is dropped.
const NEWER_VERSION = 'document/newer-version';
const WRONG_FORMAT = 'document/wrong-format';

const PATTERN_DESCRIPTIONS: ReadonlyMap<string, string> = new Map([
  ['^[A-J](10|[1-9])$', `must be a cell name from ${CELL_NAMES[0]} to ${CELL_NAMES[CELL_NAMES.length - 1]}`],
  [
    '^([A-J](10|[1-9])|off)$',
    `must be a cell name from ${CELL_NAMES[0]} to ${CELL_NAMES[CELL_NAMES.length - 1]}, or "off"`,
  ],
  ['^[a-z0-9][a-z0-9-]*$', 'must be lower-case letters, digits and dashes, starting with a letter or a digit'],
]);

type Json = Readonly<Record<string, unknown>>;

/**
 * Reads a target schema document (format `stigmeria/target-schema`, version 1).
 * On success the value is a canonical copy: only the known properties, in a fixed order, sharing nothing with
 * `input`. Accepts any value and never throws.
 *
 * @example
 * ```ts
 * const parsed = parseSchema(JSON.parse(text));
 * if (parsed.ok) createGame({ schema: parsed.value, mode: 'normal', players: 1, seed: 'x' });
 * else for (const issue of parsed.error.issues) console.log(issue.path, issue.code, issue.message);
 * ```
 */
export function parseSchema(input: unknown): Result<TargetSchema, ValidationError> {
  const read = readPlain(input);
  if (!read.ok) return failure('target schema', [readIssue(read.error)]);
  const bounded = boundedSchema(read.value);
  const issues = [...structureIssues(validateTargetSchema, bounded), ...targetSchemaIssues(bounded, '')];
  return issues.length > 0 ? failure('target schema', issues) : { ok: true, value: canonicalSchema(bounded) };
}

/**
 * Reads a replay document (format `stigmeria/replay`, version 1), with the same checks on its embedded schema
 * as `parseSchema` (reported under `/setup/schema`). The steps are checked for shape only: whether they are
 * legal is for replaying the game to tell (`replayGame`). Accepts any value and never throws.
 *
 * @example
 * ```ts
 * const parsed = parseReplay(JSON.parse(text));
 * if (!parsed.ok) console.log(parsed.error.issues[0]); // { path: '/steps/4/command/to', code: 'schema/pattern', … }
 * ```
 */
export function parseReplay(input: unknown): Result<Replay, ValidationError> {
  const read = readPlain(input);
  if (!read.ok) return failure('replay', [readIssue(read.error)]);
  const tooMany = tooManyEvents(read.value);
  if (tooMany !== undefined) return failure('replay', [tooMany]);
  const bounded = boundedReplay(read.value);
  const issues = [...structureIssues(validateReplay, bounded), ...replayIssues(bounded)];
  return issues.length > 0 ? failure('replay', issues) : { ok: true, value: canonicalReplay(bounded) };
}

/**
 * Reads one command, as sent by a client. Whether the rules allow it is for `play` to tell.
 *
 * @example
 * ```ts
 * const parsed = parseCommand({ type: 'land', player: 0, color: 'blue', to: 'A3' });
 * if (parsed.ok) play(state, parsed.value);
 * ```
 */
export function parseCommand(input: unknown): Result<Command, ValidationError> {
  const read = readPlain(input);
  if (!read.ok) return failure('command', [readIssue(read.error)]);
  const bounded = boundedCommand(read.value);
  const issues = structureIssues(validateCommand, bounded);
  return issues.length > 0 ? failure('command', issues) : { ok: true, value: canonicalCommand(bounded) };
}

/**
 * Reads one event, as received from another program, for `applyEvent`: its shape only; whether the state can
 * take it is for `applyEvent` to tell.
 */
export function parseEvent(input: unknown): Result<GameEvent, ValidationError> {
  const read = readPlain(input);
  if (!read.ok) return failure('event', [readIssue(read.error)]);
  const bounded = boundedEvent(read.value);
  const issues = structureIssues(validateEvent, bounded);
  return issues.length > 0 ? failure('event', issues) : { ok: true, value: canonicalEvent(bounded) };
}

function readIssue(failure: ReadFailure): FoundIssue {
  return { path: failure.path, code: failure.code, message: failure.message };
}

// Per-step limits multiply: 20,000 steps of 500 events are ten million events. The total is counted on the
// snapshot before anything else is checked, so such a replay costs no per-event work.
function tooManyEvents(raw: unknown): FoundIssue | undefined {
  if (!isRecord(raw) || !Array.isArray(raw.steps)) return undefined;
  const steps = raw.steps as readonly unknown[];
  let total = 0;
  for (const step of steps) {
    if (isRecord(step) && Array.isArray(step.events)) total += (step.events as readonly unknown[]).length;
  }
  if (total <= INPUT_LIMITS.events) return undefined;
  return {
    path: '/steps',
    code: 'replay/too-many-events',
    message: `must hold at most ${INPUT_LIMITS.events} events in all, not ${total}`,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Arrays past their limits. Such an array is refused whatever it holds, yet checking its items would cost time
// in proportion to its length (a million bad items are a million issues, of which a hundred are listed). The
// checks see it cut one item past its limit, which keeps the max-items issue, and every path, as they were.
// Only the containers on the way are copied (shallowly); unknown properties are never visited.

const MAX_CELLS = 2; // the cells of a mixing, an exchange or a half-note
const MAX_COLORS = 3; // the colours of a Prediction
const MAX_TOKENS = 2; // the recruit-zone tokens of a Charmer
// In events: the seats among which a first player was drawn, the colours bagged (a hundred at most, as many as a
// board holds) and the two tokens charmed; in a pending decision, cells of one board. A decision's `cells` holds
// two cells for a Half Note and up to a hundred for a gain or a give: it is cut past the larger, which still
// refuses a long pair.
const MAX_AMONG = LIMITS.maxPlayers;
const MAX_BAGGED = CELL_NAMES.length;
const PENDING_LIMITS = { moved: CELL_NAMES.length, cells: CELL_NAMES.length };

function boundedSchema(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  // `modes` states no maxItems: its items are distinct modes, so past that many one is a repeat.
  return cut(raw, { targets: LIMITS.targets, setup: LIMITS.setup, winds: LIMITS.winds, modes: MODE_NAMES.length });
}

function boundedCommand(raw: unknown): unknown {
  return isRecord(raw) ? cut(raw, { cells: MAX_CELLS, colors: MAX_COLORS, tokens: MAX_TOKENS }) : raw;
}

// A replay holds up to ten million events: only the few types that hold an array are looked into.
function boundedEvent(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  switch (raw.type) {
    case 'first-player':
      return cut(raw, { among: MAX_AMONG });
    case 'bagged':
      return cut(raw, { colors: MAX_BAGGED });
    case 'charmed':
      return cut(raw, { tokens: MAX_TOKENS });
    case 'swapped':
      return cut(raw, { cells: MAX_CELLS });
    case 'decision': {
      const pending = raw.pending;
      if (!isRecord(pending)) return raw;
      const bounded = cut(pending, PENDING_LIMITS);
      return bounded === pending ? raw : { ...raw, pending: bounded };
    }
    default:
      return raw;
  }
}

function boundedReplay(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  let replay = cut(raw, { steps: LIMITS.steps });
  const setup = replay.setup;
  if (isRecord(setup)) {
    let bounded = cut(setup, { players: LIMITS.maxPlayers });
    const schema = boundedSchema(bounded.schema);
    if (schema !== bounded.schema) bounded = { ...bounded, schema };
    if (bounded !== setup) replay = { ...replay, setup: bounded };
  }
  const steps = replay.steps;
  if (Array.isArray(steps)) {
    let copied: unknown[] | undefined;
    for (let i = 0; i < steps.length; i++) {
      const step: unknown = steps[i];
      if (!isRecord(step)) continue;
      let bounded = cut(step, { events: LIMITS.eventsPerStep });
      const command = boundedCommand(bounded.command);
      if (command !== bounded.command) bounded = { ...bounded, command };
      const events = boundedEvents(bounded.events);
      if (events !== bounded.events) bounded = { ...bounded, events };
      if (bounded === step) continue;
      copied ??= steps.slice();
      copied[i] = bounded;
    }
    if (copied !== undefined) replay = { ...replay, steps: copied };
  }
  return replay;
}

function boundedEvents(raw: unknown): unknown {
  if (!Array.isArray(raw)) return raw;
  let copied: unknown[] | undefined;
  for (let i = 0; i < raw.length; i++) {
    const event: unknown = raw[i];
    const bounded = boundedEvent(event);
    if (bounded === event) continue;
    copied ??= raw.slice();
    copied[i] = bounded;
  }
  return copied ?? raw;
}

// `raw` itself when no listed array is too long, else a shallow copy with those arrays cut to limit + 1 items.
function cut(raw: Json, limits: Readonly<Record<string, number>>): Json {
  let copy: Record<string, unknown> | undefined;
  for (const [key, limit] of Object.entries(limits)) {
    const list = raw[key];
    if (!Array.isArray(list) || list.length <= limit) continue;
    copy ??= { ...raw };
    copy[key] = list.slice(0, limit + 1);
  }
  return copy ?? raw;
}

function failure(what: string, found: readonly FoundIssue[]): Result<never, ValidationError> {
  const issues = focus(found);
  const first = written(issues[0]!);
  const count = issues.length === 1 ? '1 problem' : `${issues.length} problems`;
  const listed = issues.length > MAX_ISSUES ? ` (the first ${MAX_ISSUES} are listed)` : '';
  return {
    ok: false,
    error: {
      code: 'document/invalid',
      message: `Invalid ${what}: ${count}${listed}. First, at ${first.path === '' ? 'the root' : first.path}: ${
        first.message
      }.`,
      issues: issues.slice(0, MAX_ISSUES).map(written),
    },
  };
}

function focus(issues: readonly FoundIssue[]): readonly FoundIssue[] {
  const unreadable = issues.filter((issue) => issue.code === NEWER_VERSION || issue.code === WRONG_FORMAT);
  if (unreadable.length === 0) return issues;
  const documents = unreadable.map((issue) => parentPointer(issue.path));
  return issues.filter(
    (issue) => unreadable.includes(issue) || !documents.some((document) => isWithin(issue.path, document)),
  );
}

function parentPointer(pointer: string): string {
  return pointer.slice(0, pointer.lastIndexOf('/'));
}

function isWithin(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

// ---------------------------------------------------------------------------------------------------------------
// JSON Schema failures, turned into issues with stable codes and English messages.

// A problem as found: its message is written only if it is listed. A document may hold tens of thousands of
// problems, of which MAX_ISSUES are listed; writing every message took longer than reading the document.
interface FoundIssue {
  readonly path: string;
  readonly code: ValidationIssueCode;
  readonly message: string | (() => string);
}

// A path may hold a key of any length from the input: it is cut, like every quoted value (INPUT_LIMITS.quoted).
function written(issue: FoundIssue): ValidationIssue {
  const { path, code, message } = issue;
  return { path: cutText(path), code, message: typeof message === 'string' ? message : message() };
}

function structureIssues(validate: Validator, input: unknown): FoundIssue[] {
  if (validate(input)) return [];
  const issues: FoundIssue[] = [];
  for (const error of validate.errors ?? []) {
    const issue = issueFromError(error, input);
    if (issue !== undefined) issues.push(issue);
  }
  return issues;
}

function issueFromError(error: ValidatorError, root: unknown): FoundIssue | undefined {
  const path = error.instancePath;
  const params = error.params;
  const value = (): unknown => valueAt(root, path);
  switch (error.keyword) {
    case 'type':
      return { path, code: 'schema/type', message: () => typeMessage(params.type, value(), path === '') };
    case 'required': {
      const name = String(params.missingProperty);
      return {
        path: `${path}/${escapePointer(name)}`,
        code: 'schema/required',
        message: () => `the required property ${quote(name)} is missing`,
      };
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      return {
        path: `${path}/${escapePointer(name)}`,
        code: 'schema/additional',
        message: () => `${quote(name)} is not a known property here`,
      };
    }
    case 'enum':
      return {
        path,
        code: 'schema/enum',
        message: () => `must be one of ${listOf(params.allowedValues)}, not ${show(value())}`,
      };
    case 'const':
      if (lastSegment(path) === 'format') {
        return {
          path,
          code: WRONG_FORMAT,
          message: () => `this is not a ${show(params.allowedValue)} document: its format is ${show(value())}`,
        };
      }
      return {
        path,
        code: 'schema/const',
        message: () => `must be ${show(params.allowedValue)}, not ${show(value())}`,
      };
    case 'pattern': {
      const pattern = String(params.pattern);
      const rule = PATTERN_DESCRIPTIONS.get(pattern) ?? patternDescription(path, pattern);
      return { path, code: 'schema/pattern', message: () => `${rule}, not ${show(value())}` };
    }
    case 'maxLength':
      return {
        path,
        code: 'schema/max-length',
        message: () => `must be at most ${String(params.limit)} characters long`,
      };
    case 'minLength':
      return {
        path,
        code: 'schema/min-length',
        message: () => `must be at least ${String(params.limit)} characters long`,
      };
    case 'maxItems':
      return { path, code: 'schema/max-items', message: () => `must have at most ${items(params.limit)}` };
    case 'minItems':
      return { path, code: 'schema/min-items', message: () => `must have at least ${items(params.limit)}` };
    case 'minimum':
      return {
        path,
        code: 'schema/minimum',
        message: () => `must be at least ${String(params.limit)}, not ${show(value())}`,
      };
    case 'maximum':
      if (lastSegment(path) === 'formatVersion') {
        // A fractional version is reported as not an integer; saying it is also too high adds nothing.
        if (!Number.isInteger(value())) return undefined;
        return {
          path,
          code: NEWER_VERSION,
          message: () =>
            `written by a newer version of Stigméria (format version ${show(
              value(),
            )}); this version reads format version ${String(params.limit)}: update to read it`,
        };
      }
      return {
        path,
        code: 'schema/maximum',
        message: () => `must be at most ${String(params.limit)}, not ${show(value())}`,
      };
    case 'uniqueItems':
      // ajv names the two equal items; point at the later one, as the duplicate checks below do.
      return {
        path: `${path}/${String(params.j)}`,
        code: 'schema/unique-items',
        message: () => `repeats item ${String(params.i)} (${show(valueAt(root, `${path}/${String(params.j)}`))})`,
      };
    case 'discriminator':
      return discriminatorIssue(path, params);
    case 'if':
      // Only says that the `then` branch failed; that branch's own failures are reported.
      return undefined;
    default:
      return { path, code: 'schema/invalid', message: () => error.message ?? `fails the ${error.keyword} rule` };
  }
}

// With `discriminator`, ajv validates only the branch the tag names, so an unknown or missing tag is the one
// failure worth reporting, at the tag itself.
function discriminatorIssue(path: string, params: Readonly<Record<string, unknown>>): FoundIssue {
  const tag = String(params.tag);
  const tagPath = `${path}/${escapePointer(tag)}`;
  const tagValue = params.tagValue;
  if (params.error === 'mapping') {
    const known = tag === 'kind' ? PENDING_KINDS : isCommandPath(path) ? COMMAND_TYPES : EVENT_TYPES;
    return {
      path: tagPath,
      code: 'schema/enum',
      message: () => `must be one of ${listOf(known)}, not ${show(tagValue)}`,
    };
  }
  if (tagValue === undefined) {
    return { path: tagPath, code: 'schema/required', message: () => `the required property ${quote(tag)} is missing` };
  }
  return { path: tagPath, code: 'schema/type', message: () => typeMessage('string', tagValue, false) };
}

// A command stands alone (parseCommand) or in a replay step; events are only ever under `/events/`.
function isCommandPath(path: string): boolean {
  return path === '' ? true : lastSegment(path) === 'command';
}

function patternDescription(path: string, pattern: string): string {
  if (lastSegment(path) === 'rulesVersion') return 'must be a version number such as 1.0.0';
  if (lastSegment(path) === 'date') return 'must be an ISO 8601 date such as 2025-01-31, optionally followed by a time';
  return `must match the pattern ${pattern}`;
}

function typeMessage(expected: unknown, actual: unknown, atRoot: boolean): string {
  const names = (Array.isArray(expected) ? expected : String(expected).split(',')).map((type) =>
    typeName(String(type)),
  );
  const message = `must be ${names.join(' or ')}, not ${kindOf(actual)}`;
  // The likeliest mistake behind a string document: handing over the JSON text instead of the parsed value.
  return atRoot && typeof actual === 'string'
    ? `${message}: JSON text must be parsed with JSON.parse before it is read`
    : message;
}

function typeName(type: string): string {
  switch (type) {
    case 'object':
      return 'an object';
    case 'array':
      return 'an array';
    case 'integer':
      return 'an integer';
    case 'boolean':
      return 'true or false';
    case 'null':
      return 'null';
    default:
      return `a ${type}`;
  }
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'undefined':
      return 'undefined';
    case 'string':
      return 'a string';
    case 'number':
      return Number.isFinite(value) ? `the number ${String(value)}` : String(value);
    case 'boolean':
      return String(value);
    case 'object':
      return 'an object';
    default:
      return `a ${typeof value}`;
  }
}

// Values go into messages shortened: a message must stay readable whatever a document holds.
function show(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return kindOf(value);
}

// Forty characters name a value well enough, well within INPUT_LIMITS.quoted.
function quote(text: string): string {
  return JSON.stringify(cutText(text, 40));
}

function listOf(values: unknown): string {
  return Array.isArray(values) ? values.map(show).join(', ') : show(values);
}

function items(limit: unknown): string {
  return limit === 1 ? '1 item' : `${String(limit)} items`;
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function lastSegment(pointer: string): string {
  return unescapePointer(pointer.slice(pointer.lastIndexOf('/') + 1));
}

// Reads only; a pointer from ajv is never deeper than the schemas are.
function valueAt(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  let current: unknown = root;
  for (const segment of pointer.slice(1).split('/')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Json)[unescapePointer(segment)];
  }
  return current;
}

// ---------------------------------------------------------------------------------------------------------------
// Checks a JSON Schema cannot express. They run on the raw input even when its structure is wrong, so that
// every problem is reported at once; hence the guards on every value they read.

function targetSchemaIssues(raw: unknown, prefix: string): ValidationIssue[] {
  if (!isRecord(raw)) return [];
  const issues: ValidationIssue[] = [];
  wellFormedText(raw.name, `${prefix}/name`, issues);
  wellFormedText(raw.description, `${prefix}/description`, issues);
  wellFormed(raw.author, `${prefix}/author`, issues);
  wellFormed(raw.licence, `${prefix}/licence`, issues);
  // A token and a target on one cell is fine whatever their colours: each list is checked on its own.
  duplicateCells(raw.targets, `${prefix}/targets`, 'schema/duplicate-target', issues);
  duplicateCells(raw.setup, `${prefix}/setup`, 'schema/duplicate-setup', issues);
  fulfilledAtSetup(raw.setup, raw.targets, `${prefix}/setup`, issues);
  const flower = raw.flower;
  const modes = raw.modes;
  if (isFlower(flower) && Array.isArray(modes)) {
    const allowed = modesForFlower(flower);
    for (let i = 0; i < modes.length; i++) {
      const mode: unknown = modes[i];
      if (isMode(mode) && !allowed.includes(mode)) {
        issues.push({
          path: `${prefix}/modes/${i}`,
          code: 'schema/mode-not-allowed',
          message: `the ${flower} flower cannot be played in ${mode} mode; it allows ${allowed.join(', ')}`,
        });
      }
    }
  }
  return issues;
}

// R3 and R13: setup tokens on targets of their colour start as pollens, so setup tokens that are exactly the
// targets would fulfil the schema before anyone plays: such a schema has no game in it.
function fulfilledAtSetup(setup: unknown, targets: unknown, path: string, issues: ValidationIssue[]): void {
  if (!Array.isArray(setup) || !Array.isArray(targets) || setup.length === 0 || setup.length !== targets.length) return;
  const wanted = new Map<number, unknown>();
  for (const t of targets as unknown[]) if (isRecord(t)) wanted.set(cellIndex(t.cell), t.color);
  const all = (setup as unknown[]).every((s) => isRecord(s) && cellIndex(s.cell) >= 0 && wanted.get(cellIndex(s.cell)) === s.color);
  if (all && wanted.size === setup.length) {
    issues.push({
      path,
      code: 'schema/fulfilled-at-setup',
      message: 'the setup tokens are exactly the targets, so the schema would be fulfilled before the first action',
    });
  }
}

type DuplicateCode = 'schema/duplicate-target' | 'schema/duplicate-setup';

function duplicateCells(list: unknown, path: string, code: DuplicateCode, issues: ValidationIssue[]): void {
  if (!Array.isArray(list)) return;
  const firstAt = new Map<number, number>();
  for (let i = 0; i < list.length; i++) {
    const entry: unknown = list[i];
    const cell = isRecord(entry) ? cellIndex(entry.cell) : -1;
    if (cell < 0) continue;
    const first = firstAt.get(cell);
    if (first === undefined) {
      firstAt.set(cell, i);
    } else {
      issues.push({
        path: `${path}/${i}/cell`,
        code,
        message: `${CELL_NAMES[cell]!} is already listed at ${path}/${first}`,
      });
    }
  }
}

function replayIssues(raw: unknown): ValidationIssue[] {
  if (!isRecord(raw)) return [];
  const issues = replayTextIssues(raw);
  if (!isRecord(raw.setup)) return issues;
  const setup = raw.setup;
  issues.push(...targetSchemaIssues(setup.schema, '/setup/schema'));
  const mode = setup.mode;
  if (!isMode(mode)) return issues;
  const playable = rawPlayableModes(setup.schema);
  if (playable !== undefined && !playable.includes(mode)) {
    issues.push({
      path: '/setup/mode',
      code: 'replay/mode-not-playable',
      message: `the schema cannot be played in ${mode} mode; it may be played in ${playable.join(', ')}`,
    });
  }
  const players = setup.players;
  // A count outside 1..6 is already a max-items or min-items issue.
  if (Array.isArray(players) && players.length >= LIMITS.minPlayers && players.length <= LIMITS.maxPlayers) {
    const [min, max] = MODES[mode].players;
    if (players.length < min || players.length > max) {
      const seats = min === max ? `exactly ${min} player` : `${min} to ${max} players`;
      issues.push({
        path: '/setup/players',
        code: 'replay/player-count',
        message: `${mode} mode is played by ${seats}, not ${players.length}`,
      });
    }
  }
  return issues;
}

// The free texts of a replay outside its schema: player names, the seed, the metadata and the steps' notes.
function replayTextIssues(raw: Json): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const setup = raw.setup;
  if (isRecord(setup)) {
    wellFormed(setup.seed, '/setup/seed', issues);
    const players = setup.players;
    if (Array.isArray(players)) {
      // Longer lists are already a max-items issue; the bound keeps a huge list from costing more here.
      const count = Math.min(players.length, LIMITS.maxPlayers);
      for (let i = 0; i < count; i++) {
        const player: unknown = players[i];
        if (isRecord(player)) wellFormed(player.name, `/setup/players/${i}/name`, issues);
      }
    }
  }
  const metadata = raw.metadata;
  if (isRecord(metadata)) {
    wellFormedText(metadata.title, '/metadata/title', issues);
    wellFormedText(metadata.description, '/metadata/description', issues);
    wellFormed(metadata.author, '/metadata/author', issues);
  }
  const steps = raw.steps;
  if (Array.isArray(steps)) {
    const count = Math.min(steps.length, LIMITS.steps);
    for (let i = 0; i < count; i++) {
      const step: unknown = steps[i];
      if (isRecord(step)) wellFormedText(step.note, `/steps/${i}/note`, issues);
    }
  }
  return issues;
}

function wellFormedText(text: unknown, path: string, issues: ValidationIssue[]): void {
  if (!isRecord(text)) return;
  wellFormed(text.en, `${path}/en`, issues);
  wellFormed(text.fr, `${path}/fr`, issues);
}

// JSON travels as UTF-8, where a lone surrogate has no encoding: another reader would see U+FFFD instead, so a
// name would read differently and a seed would deal a different game. The JSON Schemas cannot say this (their
// patterns see UTF-16 code units), hence this check. Texts longer than any limit are already a max-length
// issue; skipping them keeps a 10 MB string from being scanned twice.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONGEST_TEXT = Math.max(LIMITS.descriptionLength, LIMITS.noteLength);

function wellFormed(value: unknown, path: string, issues: ValidationIssue[]): void {
  const issue = loneSurrogateIssue(value, path);
  if (issue !== undefined) issues.push(issue);
}

/** The issue of a text holding a lone surrogate: its code is also that of the `RuleError` of `createGame`. */
type LoneSurrogateIssue = ValidationIssue & { readonly code: 'schema/lone-surrogate' };

/**
 * The issue of a text holding a lone surrogate, if it does: shared with `createGame`, so that a setup whose
 * replay would be refused is refused when the game is created, with the same code.
 */
export function loneSurrogateIssue(value: unknown, path: string): LoneSurrogateIssue | undefined {
  if (typeof value !== 'string' || value.length > LONGEST_TEXT || !LONE_SURROGATE.test(value)) return undefined;
  return {
    path,
    code: 'schema/lone-surrogate',
    message: 'must be well-formed Unicode text: it holds a lone surrogate, which has no UTF-8 form',
  };
}

// The modes an unchecked schema allows, or undefined when the schema is too broken to tell (its own issues say
// why).
function rawPlayableModes(schema: unknown): readonly Mode[] | undefined {
  if (!isRecord(schema) || !isFlower(schema.flower)) return undefined;
  const modes = schema.modes;
  if (modes === undefined) return modesForFlower(schema.flower);
  if (!Array.isArray(modes) || !modes.every(isMode)) return undefined;
  return modes as readonly Mode[];
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFlower(value: unknown): value is Flower {
  return typeof value === 'string' && FLOWER_MODES.has(value as Flower);
}

function isMode(value: unknown): value is Mode {
  return typeof value === 'string' && (MODE_NAMES as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------------------------
// Canonical copies. They run only on input that passed every check above, so the casts restate what was just
// verified. Outputs are built from literals and fixed key lists, never from the input's own keys: a `__proto__`
// or `constructor` key in the input is simply never read.

function canonicalSchema(raw: unknown): TargetSchema {
  const s = raw as Json;
  return {
    format: 'stigmeria/target-schema',
    formatVersion: 1,
    id: s.id as string,
    name: canonicalText(s.name),
    flower: s.flower as Flower,
    stars: int(s.stars) as TargetSchema['stars'],
    ...(s.modes === undefined ? {} : { modes: copyList(s.modes, (mode) => mode as Mode) }),
    ...(s.setup === undefined ? {} : { setup: copyList(s.setup, canonicalCellColour) }),
    targets: copyList(s.targets, canonicalCellColour),
    ...(s.winds === undefined ? {} : { winds: copyList(s.winds, (wind) => wind as Direction) }),
    ...(s.author === undefined ? {} : { author: s.author as string }),
    ...(s.licence === undefined ? {} : { licence: s.licence as string }),
    ...(s.description === undefined ? {} : { description: canonicalText(s.description) }),
  };
}

function canonicalText(raw: unknown): LocalizedText {
  const t = raw as Json;
  return t.fr === undefined ? { en: t.en as string } : { en: t.en as string, fr: t.fr as string };
}

function canonicalCellColour(raw: unknown): CellColour {
  const c = raw as Json;
  return { cell: c.cell as string, color: c.color as Colour };
}

function canonicalReplay(raw: unknown): Replay {
  const r = raw as Json;
  const setup = r.setup as Json;
  const options = setup.options as Json;
  const metadata = r.metadata as Json | undefined;
  return {
    format: 'stigmeria/replay',
    formatVersion: 1,
    rulesVersion: r.rulesVersion as string,
    setup: {
      schema: canonicalSchema(setup.schema),
      mode: setup.mode as Mode,
      players: copyList(setup.players, canonicalPlayer),
      seed: setup.seed as string,
      options: { joker: options.joker as boolean },
    },
    ...(metadata === undefined
      ? {}
      : {
          metadata: {
            ...(metadata.title === undefined ? {} : { title: canonicalText(metadata.title) }),
            ...(metadata.description === undefined ? {} : { description: canonicalText(metadata.description) }),
            ...(metadata.author === undefined ? {} : { author: metadata.author as string }),
            ...(metadata.date === undefined ? {} : { date: metadata.date as string }),
          },
        }),
    steps: copyList(r.steps, canonicalStep),
  };
}

function canonicalPlayer(raw: unknown): PlayerSetup {
  const p = raw as Json;
  return p.name === undefined ? {} : { name: p.name as string };
}

function canonicalStep(raw: unknown): ReplayStep {
  const s = raw as Json;
  return {
    command: canonicalCommand(s.command),
    events: copyList(s.events, canonicalEvent),
    ...(s.note === undefined ? {} : { note: canonicalText(s.note) }),
  };
}

function canonicalCommand(raw: unknown): Command {
  const type = (raw as Json).type as CommandType;
  return tagged(raw, 'type', type, COMMAND_FIELDS[type]) as unknown as Command;
}

function canonicalEvent(raw: unknown): GameEvent {
  const type = (raw as Json).type as EventType;
  return tagged(raw, 'type', type, EVENT_FIELDS[type]) as unknown as GameEvent;
}

function tagged(raw: unknown, tag: string, value: string, fields: readonly string[]): Record<string, unknown> {
  const source = raw as Json;
  const copy: Record<string, unknown> = { [tag]: value };
  for (const field of fields) copy[field] = copyValue(source[field]);
  return copy;
}

// The values inside commands and events: numbers, strings, lists, a pending decision or null, and a Charmer's
// recruit-zone tokens. The only objects the schemas allow are decisions, tagged by `kind`, and tokens, which
// have no `kind` property.
function copyValue(value: unknown): unknown {
  if (typeof value === 'number') return int(value);
  if (Array.isArray(value)) return copyList(value, copyValue);
  if (isRecord(value)) {
    if (value.kind === undefined) return untagged(value, RECRUIT_TOKEN_FIELDS);
    const kind = value.kind as Pending['kind'];
    return tagged(value, 'kind', kind, PENDING_FIELDS[kind]);
  }
  return value;
}

function untagged(raw: Json, fields: readonly string[]): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const field of fields) copy[field] = copyValue(raw[field]);
  return copy;
}

// -0 passes as the integer 0; normalising it keeps canonical copies equal to ones built by hand.
function int(value: unknown): number {
  return (value as number) + 0;
}

// An index loop rather than `map` or `Array.from`: those call methods the input could have replaced.
function copyList<T>(raw: unknown, copy: (item: unknown) => T): readonly T[] {
  const list = raw as readonly unknown[];
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) out.push(copy(list[i]));
  return out;
}
