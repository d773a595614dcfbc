/**
 * Reading a target schema document, alone or inside a replay.
 * @module
 */
import { CELL_NAMES, cellIndex } from '../cells.js';
import { MODE_NAMES } from '../modes.js';
import { LIMITS } from '../limits.js';
import { readPlain } from '../plain.js';
import type { CellColour, Colour, Direction, Flower, Mode, Result, TargetSchema, ValidationError, ValidationIssue } from '../types.js';
import { validateTargetSchema } from '../validate/validators.js';
import { copyList, int } from './copy.js';
import { failure, readIssue, structureIssues } from './issues.js';
import { cut, isRecord, type Json } from './json.js';
import { isFlower, isMode, modesForFlower } from './modes.js';
import { canonicalText, wellFormed, wellFormedText } from './text.js';

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

export function boundedSchema(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  // `modes` states no maxItems: its items are distinct modes, so past that many one is a repeat.
  return cut(raw, { targets: LIMITS.targets, setup: LIMITS.setup, winds: LIMITS.winds, modes: MODE_NAMES.length });
}

// Checks a JSON Schema cannot express. They run on the raw input even when its structure is wrong, so that
// every problem is reported at once; hence the guards on every value they read.
export function targetSchemaIssues(raw: unknown, prefix: string): ValidationIssue[] {
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

export function canonicalSchema(raw: unknown): TargetSchema {
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

function canonicalCellColour(raw: unknown): CellColour {
  const c = raw as Json;
  return { cell: c.cell as string, color: c.color as Colour };
}
