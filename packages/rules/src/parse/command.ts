/**
 * Reading one command, as sent by a client.
 * @module
 */
import { readPlain } from '../plain.js';
import type { Command, CommandType, Result, ValidationError } from '../types.js';
import { validateCommand } from '../validate/validators.js';
import { tagged } from './copy.js';
import { COMMAND_FIELDS } from './fields.js';
import { failure, readIssue, structureIssues } from './issues.js';
import { cut, isRecord, type Json } from './json.js';

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

// The longest lists a command holds; a longer one is cut one item past its limit before it is checked (`cut`).
export const MAX_CELLS = 2; // the cells of a mixing, an exchange or a half-note
export const MAX_COLORS = 3; // the colours of a Prediction
export const MAX_TOKENS = 2; // the recruit-zone tokens of a Charmer

export function boundedCommand(raw: unknown): unknown {
  return isRecord(raw) ? cut(raw, { cells: MAX_CELLS, colors: MAX_COLORS, tokens: MAX_TOKENS }) : raw;
}

export function canonicalCommand(raw: unknown): Command {
  const type = (raw as Json).type as CommandType;
  return tagged(raw, 'type', type, COMMAND_FIELDS[type]) as unknown as Command;
}
