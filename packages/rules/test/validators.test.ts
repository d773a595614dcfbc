/**
 * The validators walk the JSON Schemas themselves (`src/validate/json-schema.ts`). ajv is the reference implementation of
 * JSON Schema: here both check the same inputs — the catalogue's documents, every legal command of two demo
 * games, the hostile corpus, and thousands of fuzzed variants — and must report the same failures, in the same
 * order, with the same keyword, JSON Pointer and parameters, from which `parse.ts` words its issues.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCHEMAS } from '../src/validate/generated/schemas.js';
import { compileSchemas } from '../src/validate/json-schema.js';
import { catalogue, demoReplay, legalActions, replayGame, type Command } from '../src/index.js';
import { validateCommand, validateEvent, validateReplay, validateTargetSchema } from '../src/validate/validators.js';
import type { Validator } from '../src/validate/validators.js';
import { corpus } from './hostile/corpus.js';
import { clone, mutated } from './support/mutations.js';

const FILES = ['target-schema', 'command', 'event', 'replay'];
const schemas = FILES.map((name) =>
  JSON.parse(readFileSync(new URL(`../../../schemas/${name}.v1.schema.json`, import.meta.url), 'utf8')),
);
// The options the build checks the schemas with: every failure, strict schemas, `discriminator` understood.
const ajv = new Ajv2020({ allErrors: true, strict: true, discriminator: true });
for (const schema of schemas) ajv.addSchema(schema);
const reference = (name: string) => ajv.getSchema(`https://stigmeria.dev/schemas/${name}/v1.json`)!;

const ours: Readonly<Record<string, Validator>> = {
  'target-schema': validateTargetSchema,
  command: validateCommand,
  event: validateEvent,
  replay: validateReplay,
};

function failures(validate: { (data: unknown): unknown; errors?: unknown }, input: unknown) {
  const valid = validate(input) === true;
  const errors = (validate.errors ?? []) as { instancePath: string; keyword: string; params: unknown }[];
  return { valid, errors: errors.map(({ instancePath, keyword, params }) => ({ instancePath, keyword, params })) };
}

function sameAsAjv(name: string, input: unknown): void {
  expect(failures(ours[name]!, input)).toEqual(failures(reference(name), input));
}

const schemaDocuments = catalogue.map((entry) => clone(entry.schema));
const replays = catalogue.flatMap((entry) => {
  const replay = demoReplay(entry);
  return replay.ok ? [clone(replay.value)] : [];
});
const commands: Command[] = [];
for (const entry of [catalogue[0]!, catalogue[catalogue.length - 1]!]) {
  const replay = demoReplay(entry);
  if (!replay.ok) throw new Error(replay.error.code);
  for (let upTo = 0; upTo < replay.value.steps.length; upTo += 3) {
    const state = replayGame(replay.value, { upTo });
    if (state.ok) commands.push(...legalActions(state.value));
  }
}

describe('the validators agree with ajv', () => {
  it('on every catalogue schema, demo replay, and its commands and events', () => {
    expect(replays.length).toBe(catalogue.length);
    for (const schema of schemaDocuments) sameAsAjv('target-schema', schema);
    for (const replay of replays) {
      sameAsAjv('replay', replay);
      for (const step of replay.steps) {
        sameAsAjv('command', step.command);
        for (const event of step.events) sameAsAjv('event', event);
      }
    }
    expect(commands.length).toBeGreaterThan(100);
    for (const command of commands) sameAsAjv('command', command);
  });

  it('on every case of the hostile corpus', () => {
    const names = { schema: 'target-schema', replay: 'replay', command: 'command' } as const;
    // The megabyte cases (a million items, 10 MB strings) would cost ajv gigabytes of failures: the readers cut
    // such inputs before validating them, and hostile-documents.test.ts holds their issues.
    const cases = corpus.filter((hostile) => !hostile.huge);
    expect(cases.length).toBeGreaterThan(300);
    for (const hostile of cases) {
      const input = hostile.input();
      const name = names[hostile.kind];
      expect(failures(ours[name]!, input), hostile.name).toEqual(failures(reference(name), input));
    }
  });

  it('on fuzzed target schemas, replays and commands', () => {
    fc.assert(fc.property(mutated(schemaDocuments), (input) => sameAsAjv('target-schema', input)), { numRuns: 3000 });
    fc.assert(
      fc.property(mutated(replays.filter((replay) => replay.steps.length <= 20)), (input) => sameAsAjv('replay', input)),
      { numRuns: 1500 },
    );
    fc.assert(fc.property(mutated(commands), (input) => sameAsAjv('command', input)), { numRuns: 3000 });
  });

  it('on repeated items', () => {
    const lists = [
      ['normal', 'normal'],
      ['normal', 'discovery', 'normal', 'discovery'],
      ['discovery', 'normal', 'normal', 'discovery', 'normal'],
      ['normal', 7, 7, 'normal', null, 'bogus', 'bogus'],
    ];
    for (const modes of lists) sameAsAjv('target-schema', { ...schemaDocuments[0], modes });
  });

  it('on JavaScript values no JSON text holds', () => {
    const odd = [undefined, NaN, Infinity, -0, 1.5, 2 ** 53, '', '\u{1F33C}'.repeat(40), Symbol.for('x'), () => 1];
    for (const value of odd) {
      sameAsAjv('command', value);
      sameAsAjv('command', { type: 'land', player: value, color: 'blue', to: 'A1' });
      sameAsAjv('target-schema', { ...schemaDocuments[0], id: value });
    }
  });
});

describe('compiling schemas', () => {
  const validatorOf = (schema: object) =>
    compileSchemas([{ $id: 'https://example.test/s', ...schema }], { eager: true })('https://example.test/s');

  it('compiles every part of the schemas of schemas/, every command and event type included', () => {
    const validator = compileSchemas(SCHEMAS, { eager: true });
    for (const name of FILES) expect(validator(`https://stigmeria.dev/schemas/${name}/v1.json`)).toBeTypeOf('function');
  });

  it('refuses a keyword it does not understand, rather than ignore it', () => {
    expect(() => validatorOf({ anyOf: [{ type: 'string' }] })).toThrow('unsupported keyword anyOf');
    expect(() => validatorOf({ properties: { a: { format: 'date' } } })).toThrow('unsupported keyword format');
    expect(() => validatorOf({ oneOf: [{ type: 'string' }] })).toThrow('oneOf is understood with discriminator only');
    expect(() => validatorOf({ const: { a: 1 } })).toThrow('const is understood with scalar values only');
    expect(() => validatorOf({ enum: ['a', ['b']] })).toThrow('enum is understood with scalar values only');
    expect(() =>
      validatorOf({
        discriminator: { propertyName: 'kind' },
        oneOf: [{ properties: { kind: { const: 'a' }, at: { type: 'date' } } }],
      }),
    ).toThrow('unknown type date');
    expect(() => validatorOf({ additionalProperties: { type: 'string' } })).toThrow(
      'additionalProperties is understood as false only',
    );
  });

  it('follows references, recursive ones included', () => {
    const validate = validatorOf({
      $defs: { tree: { type: 'array', items: { $ref: '#/$defs/tree' } } },
      $ref: '#/$defs/tree',
    });
    expect(validate([[], [[]]])).toBe(true);
    expect(validate([[], [1]])).toBe(false);
    expect(validate.errors).toEqual([{ instancePath: '/1/0', keyword: 'type', params: { type: 'array' } }]);
  });

  it('counts characters, not UTF-16 code units', () => {
    const validate = validatorOf({ type: 'string', maxLength: 2, minLength: 2 });
    expect(validate('\u{1F33C}\u{1F33C}')).toBe(true);
    expect(validate('\u{1F33C}')).toBe(false);
    expect(validate('abc')).toBe(false);
  });
});
