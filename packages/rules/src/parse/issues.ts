/**
 * JSON Schema failures, turned into issues with stable codes and English messages, and the `ValidationError`
 * that lists them.
 * @module
 */
import { CELL_NAMES } from '../cells.js';
import type { ValidationIssueCode } from '../error-codes.js';
import { cutText } from '../limits.js';
import type { ReadFailure } from '../plain.js';
import type { Result, ValidationError, ValidationIssue } from '../types.js';
import type { Validator, ValidatorError } from '../validate/validators.js';
import { COMMAND_TYPES, EVENT_TYPES, PENDING_KINDS } from './fields.js';
import type { Json } from './json.js';

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

// A problem as found: its message is written only if it is listed. A document may hold tens of thousands of
// problems, of which MAX_ISSUES are listed; writing every message took longer than reading the document.
export interface FoundIssue {
  readonly path: string;
  readonly code: ValidationIssueCode;
  readonly message: string | (() => string);
}

export function readIssue(failure: ReadFailure): FoundIssue {
  return { path: failure.path, code: failure.code, message: failure.message };
}

export function failure(what: string, found: readonly FoundIssue[]): Result<never, ValidationError> {
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

// A path may hold a key of any length from the input: it is cut, like every quoted value (INPUT_LIMITS.quoted).
function written(issue: FoundIssue): ValidationIssue {
  const { path, code, message } = issue;
  return { path: cutText(path), code, message: typeof message === 'string' ? message : message() };
}

export function structureIssues(validate: Validator, input: unknown): FoundIssue[] {
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
      // ajv names the two equal items; point at the later one, as the duplicate-cell checks of `schema.ts` do.
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
