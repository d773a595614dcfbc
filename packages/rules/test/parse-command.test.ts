import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../src/parse.js';
import type { Command, CommandType, SpecialActionId, ValidationIssue } from '../src/types.js';

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
  'central-draw': { type: 'central-draw', player: 1 },
  'central-place': { type: 'central-place', player: 1, to: 'A6' },
  'central-move': { type: 'central-move', player: 2, from: 'J4', to: 'off' },
  'central-joker': { type: 'central-joker', player: 0, color: 'green', to: 'B5' },
  a5: { type: 'a5', player: 3, color: 'yellow' },
  'central-recruit': { type: 'central-recruit', player: 0, color: 'violet' },
  gain: { type: 'gain', player: 1, action: 'no-harm-no-foul' },
  give: { type: 'give', player: 1, cell: 'C3', to: 4 },
  'no-harm-no-foul': { type: 'no-harm-no-foul', player: 0, from: 'yellow', to: 'blue' },
  copy: { type: 'copy', player: 0, cell: 'D7', color: 'red' },
  prediction: { type: 'prediction', player: 0, colors: ['white', 'blue', 'black'] },
  mimicry: { type: 'mimicry', player: 0, color: 'orange' },
  'fog-die': { type: 'fog-die', player: 5 },
  'fog-die-land': { type: 'fog-die-land', player: 5, to: 'I9' },
  pilferer: { type: 'pilferer', player: 0, target: 1 },
  sower: { type: 'sower', player: 1, target: 0, color: 'brown' },
  jealousy: { type: 'jealousy', player: 2, target: 5 },
  charmer: {
    type: 'charmer',
    player: 0,
    tokens: [
      { player: 1, color: 'red' },
      { player: 2, color: 'white' },
    ],
  },
  'charmer-pass': { type: 'charmer-pass', player: 3 },
  'last-drift': { type: 'last-drift', player: 0, target: 'central' },
  'drift-move': { type: 'drift-move', player: 0, from: 'A3', to: 'off' },
  'drift-remove': { type: 'drift-remove', player: 0, cell: 'E2' },
  'drift-land': { type: 'drift-land', player: 0, color: 'blue', to: 'J1' },
  'wind-reroll': { type: 'wind-reroll', player: 0 },
  'wind-unknown': { type: 'wind-unknown', player: 0 },
  'wind-direction': { type: 'wind-direction', player: 4, direction: 'west' },
};

// Every special action id, from the type: the compiler rejects a missing or unknown one.
const SPECIAL_ACTIONS: { readonly [A in SpecialActionId]: true } = {
  mixing: true,
  combination: true,
  fulgurance: true,
  choreography: true,
  diagonal: true,
  exchange: true,
  'fast-step': true,
  'half-note': true,
  'quarter-note': true,
  'two-beats': true,
  rest: true,
  'no-harm-no-foul': true,
  copy: true,
  prediction: true,
  mimicry: true,
  'fog-die': true,
  pilferer: true,
  sower: true,
  jealousy: true,
  charmer: true,
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

  it('copies the tokens of a Charmer afresh, their keys in the order of the types', () => {
    const tokens = [
      { color: 'red', player: 1 },
      { color: 'white', player: 2 },
    ];
    const result = parseCommand({ type: 'charmer', player: 0, tokens });
    expect(result).toEqual({ ok: true, value: SAMPLES.charmer });
    if (!result.ok || result.value.type !== 'charmer') return;
    expect(result.value.tokens).not.toBe(tokens);
    expect(result.value.tokens[0]).not.toBe(tokens[0]);
    expect(result.value.tokens.map((token) => Object.keys(token))).toEqual([
      ['player', 'color'],
      ['player', 'color'],
    ]);
    const zero = parseCommand({
      ...SAMPLES.charmer,
      tokens: [{ player: -0, color: 'red' }, SAMPLES.charmer.tokens[1]],
    });
    expect(zero.ok && zero.value.type === 'charmer' && Object.is(zero.value.tokens[0].player, 0)).toBe(true);
  });

  it.each([['own'], ['central'], [0], [5]])('accepts a Last Drift aimed at %j', (target) => {
    expect(parseCommand({ type: 'last-drift', player: 0, target })).toEqual({
      ok: true,
      value: { type: 'last-drift', player: 0, target },
    });
  });

  it('accepts every special action id in a gain, and no other', () => {
    const ids = Object.keys(SPECIAL_ACTIONS);
    for (const action of ids) expect(parseCommand({ type: 'gain', player: 0, action }).ok).toBe(true);
    const branch = commandSchema.$defs.specialAction as unknown as { readonly enum: readonly string[] };
    expect(branch.enum).toEqual(ids);
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

  // One malformed command of each competitive and no-limit type: a missing property, a wrong type or value, or
  // a property that command does not have.
  it.each([
    ['central-draw with a cell', { type: 'central-draw', player: 0, to: 'A1' }, '/to', 'schema/additional'],
    ['central-place without its cell', { type: 'central-place', player: 0 }, '/to', 'schema/required'],
    ['central-move from "off"', { type: 'central-move', player: 0, from: 'off', to: 'A1' }, '/from', 'schema/pattern'],
    ['central-joker to "off"', { type: 'central-joker', player: 0, color: 'red', to: 'off' }, '/to', 'schema/pattern'],
    ['a5 without its colour', { type: 'a5', player: 0 }, '/color', 'schema/required'],
    ['central-recruit of pink', { type: 'central-recruit', player: 0, color: 'pink' }, '/color', 'schema/enum'],
    [
      'gain of a command that is not a special action',
      { type: 'gain', player: 0, action: 'draw' },
      '/action',
      'schema/enum',
    ],
    ['give to a seventh seat', { type: 'give', player: 0, cell: 'A1', to: 6 }, '/to', 'schema/maximum'],
    [
      'no-harm-no-foul to a secondary',
      { type: 'no-harm-no-foul', player: 0, from: 'red', to: 'orange' },
      '/to',
      'schema/enum',
    ],
    ['copy of a secondary', { type: 'copy', player: 0, cell: 'A1', color: 'green' }, '/color', 'schema/enum'],
    [
      'prediction of two colours',
      { type: 'prediction', player: 0, colors: ['red', 'blue'] },
      '/colors',
      'schema/min-items',
    ],
    [
      'prediction of four colours',
      { type: 'prediction', player: 0, colors: ['red', 'blue', 'red', 'red'] },
      '/colors',
      'schema/max-items',
    ],
    [
      'prediction of a bad colour',
      { type: 'prediction', player: 0, colors: ['red', 'gold', 'red'] },
      '/colors/1',
      'schema/enum',
    ],
    ['mimicry with a cell', { type: 'mimicry', player: 0, color: 'red', cell: 'A1' }, '/cell', 'schema/additional'],
    ['fog-die with a colour', { type: 'fog-die', player: 0, color: 'red' }, '/color', 'schema/additional'],
    ['fog-die-land on "K1"', { type: 'fog-die-land', player: 0, to: 'K1' }, '/to', 'schema/pattern'],
    ['pilferer without a target', { type: 'pilferer', player: 0 }, '/target', 'schema/required'],
    [
      'sower at a target given as text',
      { type: 'sower', player: 0, target: '1', color: 'red' },
      '/target',
      'schema/type',
    ],
    ['jealousy at a negative seat', { type: 'jealousy', player: 0, target: -1 }, '/target', 'schema/minimum'],
    [
      'charmer of one token',
      { type: 'charmer', player: 0, tokens: [{ player: 1, color: 'red' }] },
      '/tokens',
      'schema/min-items',
    ],
    [
      'charmer of a token without its colour',
      { type: 'charmer', player: 0, tokens: [{ player: 1, color: 'red' }, { player: 2 }] },
      '/tokens/1/color',
      'schema/required',
    ],
    [
      'charmer of a token with a cell',
      {
        type: 'charmer',
        player: 0,
        tokens: [
          { player: 1, color: 'red', cell: 'A1' },
          { player: 2, color: 'red' },
        ],
      },
      '/tokens/0/cell',
      'schema/additional',
    ],
    [
      'charmer of a token that is not an object',
      { type: 'charmer', player: 0, tokens: [{ player: 1, color: 'red' }, 'blue'] },
      '/tokens/1',
      'schema/type',
    ],
    ['charmer-pass with tokens', { type: 'charmer-pass', player: 0, tokens: [] }, '/tokens', 'schema/additional'],
    ['last-drift at an unknown board', { type: 'last-drift', player: 0, target: 'mine' }, '/target', 'schema/enum'],
    ['last-drift at a seventh seat', { type: 'last-drift', player: 0, target: 6 }, '/target', 'schema/maximum'],
    ['last-drift at a fractional seat', { type: 'last-drift', player: 0, target: 1.5 }, '/target', 'schema/type'],
    ['last-drift at null', { type: 'last-drift', player: 0, target: null }, '/target', 'schema/type'],
    ['drift-move without its destination', { type: 'drift-move', player: 0, from: 'A1' }, '/to', 'schema/required'],
    ['drift-remove of a cell list', { type: 'drift-remove', player: 0, cell: ['A1'] }, '/cell', 'schema/type'],
    ['drift-land of black', { type: 'drift-land', player: 0, color: 'black', to: 'A1' }, '/color', 'schema/enum'],
    [
      'wind-reroll with a direction',
      { type: 'wind-reroll', player: 0, direction: 'north' },
      '/direction',
      'schema/additional',
    ],
    ['wind-unknown without its player', { type: 'wind-unknown' }, '/player', 'schema/required'],
    ['wind-direction "up"', { type: 'wind-direction', player: 0, direction: 'up' }, '/direction', 'schema/enum'],
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
