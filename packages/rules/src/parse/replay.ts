/**
 * Reading a replay document: its setup and schema, its steps' commands and events, and its texts.
 * @module
 */
import { INPUT_LIMITS, LIMITS } from '../limits.js';
import { MODES } from '../modes.js';
import { readPlain } from '../plain.js';
import type { Mode, PlayerSetup, Replay, ReplayStep, Result, ValidationError, ValidationIssue } from '../types.js';
import { validateReplay } from '../validate/validators.js';
import { boundedCommand, canonicalCommand } from './command.js';
import { copyList } from './copy.js';
import { boundedEvents, canonicalEvent } from './event.js';
import { failure, readIssue, structureIssues, type FoundIssue } from './issues.js';
import { cut, isRecord, type Json } from './json.js';
import { isMode, rawPlayableModes } from './modes.js';
import { boundedSchema, canonicalSchema, targetSchemaIssues } from './schema.js';
import { canonicalText, wellFormed, wellFormedText } from './text.js';

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
