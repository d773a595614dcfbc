import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../src/parse.js';
import type { Command, CommandType, ValidationIssue } from '../src/types.js';

interface BranchSchema {
  readonly properties: Readonly<Record<string, unknown>>;
  readonly required: readonly string[];
  readonly additionalProperties: boolean;
}
const commandSchema = JSON.parse(
  readFileSync(new URL('../../../schemas/command.v1.schema.json', import.meta.url), 'utf8'),
) as {
  readonly oneOf: readonly { readonly $ref: string }[];
  readonly $defs: Readonly<Record<string, BranchSchema>>;
};

// One valid command of every type, keys in the order of types.ts.
const SAMPLES: { readonly [T in CommandType]: Extract<Command, { type: T }> } = {
  draw: { type: 'draw', player: 0 },
  land: { type: 'land', player: 1, color: 'blue', to: 'A1' },
  move: { type: 'move', player: 0, from: 'J10', to: 'off' },
  joker: { type: 'joker', player: 0, from: 'blue', to: 'red' },
  'end-turn': { type: 'end-turn', player: 5 },
  undo: { type: 'undo', player: 0 },
  mixing: { type: 'mixing', player: 0, cells: ['A1', 'A2'] },
  combination: { type: 'combination', player: 0, cell: 'E5' },
  fulgurance: { type: 'fulgurance', player: 0, cell: 'A1' },
  choreography: { type: 'choreography', player: 0, from: 'A1', to: 'A2' },
  'choreography-stop': { type: 'choreography-stop', player: 0 },
  diagonal: { type: 'diagonal', player: 0, from: 'A1', to: 'B2' },
  exchange: { type: 'exchange', player: 0, cells: ['C3', 'C4'] },
  'fast-step': { type: 'fast-step', player: 0, from: 'A10', to: 'off' },
  'half-note': { type: 'half-note', player: 0, cells: ['D4', 'D5'] },
  'half-note-keep': { type: 'half-note-keep', player: 0, cell: 'D4' },
  'quarter-note': { type: 'quarter-note', player: 0, cell: 'F6', to: 'F7' },
  'two-beats': { type: 'two-beats', player: 0, cell: 'G7' },
  rest: { type: 'rest', player: 0, cell: 'H8' },
};

function issuesOf(input: unknown): readonly Pick<ValidationIssue, 'path' | 'code'>[] {
  const result = parseCommand(input);
  if (result.ok) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  expect(result.error.code).toBe('document/invalid');
  return result.error.issues.map(({ path, code }) => ({ path, code }));
}

describe('parseCommand: valid commands', () => {
  it('covers every command type of the schema file, and no other', () => {
    const branches = commandSchema.oneOf.map((branch) => branch.$ref.replace('#/$defs/', ''));
    expect([...branches].sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(Object.values(SAMPLES))('accepts $type and returns its properties in the schema file order', (sample) => {
    // Reversed keys prove the output order comes from the parser, not from the input.
    const reversed: unknown = Object.fromEntries(Object.entries(sample).reverse());
    const result = parseCommand(reversed);
    expect(result).toEqual({ ok: true, value: sample });
    if (!result.ok) return;
    const branch = commandSchema.$defs[sample.type]!;
    expect(Object.keys(result.value)).toEqual(Object.keys(branch.properties));
    expect(Object.keys(result.value)).toEqual(Object.keys(sample));
    expect(branch.required).toEqual(Object.keys(branch.properties));
    expect(branch.additionalProperties).toBe(false);
  });

  it('returns a fresh copy that later changes to the input cannot reach', () => {
    const input = { type: 'mixing', player: 0, cells: ['A1', 'A2'] };
    const result = parseCommand(input);
    if (!result.ok) throw new Error('expected ok');
    expect(result.value).not.toBe(input);
    expect((result.value as { cells: unknown }).cells).not.toBe(input.cells);
    input.cells[0] = 'J10';
    expect(result.value).toEqual({ type: 'mixing', player: 0, cells: ['A1', 'A2'] });
  });

  it('normalises a player of -0 to 0', () => {
    const result = parseCommand({ type: 'draw', player: -0 });
    expect(result.ok && Object.is(result.value.player, 0)).toBe(true);
  });
});

describe('parseCommand: one useful issue per problem', () => {
  it('reports an unknown type once, at /type, listing the known types', () => {
    const result = parseCommand({ type: 'fly', player: 0 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues).toHaveLength(1);
    expect(result.error.issues[0]).toMatchObject({ path: '/type', code: 'schema/enum' });
    expect(result.error.issues[0]!.message).toContain('"fly"');
    expect(result.error.issues[0]!.message).toContain('"quarter-note"');
  });

  it('reports a missing type as a missing property', () => {
    expect(issuesOf({ player: 0 })).toEqual([{ path: '/type', code: 'schema/required' }]);
  });

  it('reports a type that is not a string', () => {
    expect(issuesOf({ type: 5, player: 0 })).toEqual([{ path: '/type', code: 'schema/type' }]);
  });

  it('reports only the errors of the branch its type names', () => {
    expect(issuesOf({ type: 'land', player: 0, color: 'pink', to: 'K1' })).toEqual([
      { path: '/color', code: 'schema/enum' },
      { path: '/to', code: 'schema/pattern' },
    ]);
  });

  it.each([
    ['a missing property', { type: 'move', player: 0, from: 'A1' }, '/to', 'schema/required'],
    ['a missing player', { type: 'draw' }, '/player', 'schema/required'],
    ['an unknown property', { type: 'draw', player: 0, extra: true }, '/extra', 'schema/additional'],
    ['a cell out of the board', { type: 'rest', player: 0, cell: 'A11' }, '/cell', 'schema/pattern'],
    ['a lower-case cell', { type: 'rest', player: 0, cell: 'a1' }, '/cell', 'schema/pattern'],
    ['"off" where only a cell may go', { type: 'land', player: 0, color: 'red', to: 'off' }, '/to', 'schema/pattern'],
    ['"off" as a starting cell', { type: 'move', player: 0, from: 'off', to: 'A1' }, '/from', 'schema/pattern'],
    ['a cell that is not a string', { type: 'rest', player: 0, cell: 11 }, '/cell', 'schema/type'],
    ['a negative seat', { type: 'draw', player: -1 }, '/player', 'schema/minimum'],
    ['a seventh seat', { type: 'draw', player: 6 }, '/player', 'schema/maximum'],
    ['a fractional seat', { type: 'draw', player: 1.5 }, '/player', 'schema/type'],
    ['a seat given as text', { type: 'draw', player: '0' }, '/player', 'schema/type'],
    ['three cells', { type: 'exchange', player: 0, cells: ['A1', 'A2', 'A3'] }, '/cells', 'schema/max-items'],
    ['one cell', { type: 'exchange', player: 0, cells: ['A1'] }, '/cells', 'schema/min-items'],
    ['a bad cell in a pair', { type: 'exchange', player: 0, cells: ['A1', 'Z9'] }, '/cells/1', 'schema/pattern'],
    ['cells that are not a list', { type: 'half-note', player: 0, cells: 'A1,A2' }, '/cells', 'schema/type'],
    ['a joker to a secondary colour', { type: 'joker', player: 0, from: 'blue', to: 'green' }, '/to', 'schema/enum'],
  ])('reports %s', (_, input, path, code) => {
    expect(issuesOf(input)).toEqual([{ path, code }]);
  });

  it('escapes unknown property names in the JSON Pointer', () => {
    expect(issuesOf({ type: 'undo', player: 0, 'a/b~c': 1 })).toEqual([
      { path: '/a~1b~0c', code: 'schema/additional' },
    ]);
  });

  it('rejects a __proto__ key parsed from JSON without polluting anything', () => {
    const input: unknown = JSON.parse('{"type":"draw","player":0,"__proto__":{"polluted":true}}');
    expect(issuesOf(input)).toEqual([{ path: '/__proto__', code: 'schema/additional' }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('explains that JSON text must be parsed first', () => {
    const result = parseCommand('{"type":"draw","player":0}');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues).toEqual([
      { path: '', code: 'schema/type', message: expect.stringContaining('JSON.parse') },
    ]);
    expect(result.error.message).toContain('JSON.parse');
  });

  it.each([
    ['null', null, 'schema/type'],
    ['an array', [{ type: 'draw', player: 0 }], 'schema/type'],
    ['a number', 3, 'schema/type'],
    ['an empty object', {}, 'schema/required'],
  ])('rejects %s at the root', (_, input, code) => {
    expect(issuesOf(input)).toEqual([{ path: code === 'schema/required' ? '/type' : '', code }]);
  });
});
