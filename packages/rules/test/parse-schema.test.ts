import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CELL_NAMES } from '../src/cells.js';
import { COLOURS, PRIMARIES } from '../src/colours.js';
import { DIRECTIONS } from '../src/cells.js';
import { MODE_NAMES } from '../src/modes.js';
import { LIMITS, modesForFlower, parseCommand, parseReplay, parseSchema, playableModes } from '../src/parse.js';
import type {
  DieFace,
  Flower,
  Mode,
  RollPurpose,
  SpecialActionId,
  TargetSchema,
  ValidationIssue,
} from '../src/types.js';

type JsonObject = Record<string, unknown>;

function schemaFile(name: string): JsonObject {
  return JSON.parse(readFileSync(new URL(`../../../schemas/${name}`, import.meta.url), 'utf8')) as JsonObject;
}
const FILES = {
  target: schemaFile('target-schema.v1.schema.json'),
  replay: schemaFile('replay.v1.schema.json'),
  command: schemaFile('command.v1.schema.json'),
  event: schemaFile('event.v1.schema.json'),
};

// Reads a JSON Pointer in a schema file; the tests fail loudly on a pointer that does not exist.
function at(document: unknown, pointer: string): unknown {
  let current = document;
  for (const segment of pointer.split('/').slice(1)) {
    if (current === null || typeof current !== 'object' || !(segment in current)) throw new Error(`no ${pointer}`);
    current = (current as JsonObject)[segment];
  }
  return current;
}

const MINIMAL = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'first-steps',
  name: { en: 'First steps' },
  flower: 'maronne',
  stars: 1,
  targets: [{ cell: 'A1', color: 'blue' }],
} as const;

const FULL: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'the-long-walk-2',
  name: { en: 'The long walk', fr: 'La longue marche' },
  flower: 'dentdine',
  stars: 3,
  modes: ['normal', 'discovery'],
  setup: [
    { cell: 'E5', color: 'red' },
    { cell: 'B2', color: 'white' },
  ],
  targets: [
    { cell: 'J10', color: 'brown' },
    { cell: 'E5', color: 'green' },
  ],
  winds: ['north', 'east', 'south', 'west'],
  author: 'A. Designer',
  licence: 'CC-BY-4.0',
  description: { en: 'Walk the long way round.', fr: 'Faites le grand tour.' },
};

function withChange(change: (doc: JsonObject) => void): JsonObject {
  const doc = structuredClone(FULL) as unknown as JsonObject;
  change(doc);
  return doc;
}

// A description, a change to a valid document, and the issues it must cause.
type ChangeCase = readonly [string, (doc: JsonObject) => unknown, readonly Pick<ValidationIssue, 'path' | 'code'>[]];

function issuesOf(input: unknown): readonly Pick<ValidationIssue, 'path' | 'code'>[] {
  const result = parseSchema(input);
  if (result.ok) throw new Error('expected the schema to be rejected');
  expect(result.error.code).toBe('document/invalid');
  return result.error.issues.map(({ path, code }) => ({ path, code }));
}

describe('parseSchema: valid documents', () => {
  it('accepts a minimal schema', () => {
    expect(parseSchema(MINIMAL)).toEqual({ ok: true, value: MINIMAL });
  });

  it('accepts a full schema and keeps the key order of TargetSchema', () => {
    const reversed = Object.fromEntries(Object.entries(FULL).reverse());
    const result = parseSchema(reversed);
    expect(result).toEqual({ ok: true, value: FULL });
    if (!result.ok) return;
    expect(Object.keys(result.value)).toEqual(Object.keys(FULL));
    expect(Object.keys(result.value)).toEqual(Object.keys(at(FILES.target, '/properties') as JsonObject));
  });

  it('drops unknown properties at every level, as readers must accept them', () => {
    const input = withChange((doc) => {
      doc.futureField = { anything: [1, 2, 3] };
      (doc.name as JsonObject).de = 'Der lange Weg';
      ((doc.targets as JsonObject[])[0] as JsonObject).note = 'corner';
      (doc.description as JsonObject).es = 'El largo camino';
    });
    expect(parseSchema(input)).toEqual({ ok: true, value: FULL });
  });

  it('returns a fresh copy that later changes to the input cannot reach', () => {
    const input = structuredClone(FULL) as unknown as JsonObject;
    const result = parseSchema(input);
    if (!result.ok) throw new Error('expected ok');
    expect(result.value).not.toBe(input);
    expect(result.value.name).not.toBe(input.name);
    expect(result.value.targets).not.toBe(input.targets);
    expect(result.value.targets[0]).not.toBe((input.targets as unknown[])[0]);
    expect(result.value.modes).not.toBe(input.modes);
    (input.targets as JsonObject[])[0]!.cell = 'A1';
    (input.name as JsonObject).en = 'Changed';
    (input.winds as string[]).push('north');
    expect(result.value).toEqual(FULL);
  });

  it('accepts a setup token and a target on the same cell, whatever their colours', () => {
    const doc = withChange((d) => {
      d.setup = [{ cell: 'C3', color: 'red' }];
      d.targets = [{ cell: 'C3', color: 'blue' }];
    });
    expect(parseSchema(doc).ok).toBe(true);
  });

  it('accepts a document with a null prototype and returns an ordinary object', () => {
    const doc = Object.assign(Object.create(null) as JsonObject, MINIMAL);
    const result = parseSchema(doc);
    expect(result.ok).toBe(true);
    if (result.ok) expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
  });

  it('accepts the limits exactly', () => {
    const doc = withChange((d) => {
      d.id = 'a'.repeat(LIMITS.idLength);
      d.name = { en: 'n'.repeat(LIMITS.textLength), fr: 'n'.repeat(LIMITS.textLength) };
      d.description = { en: 'd'.repeat(LIMITS.descriptionLength) };
      d.targets = CELL_NAMES.slice(0, LIMITS.targets).map((cell) => ({ cell, color: 'blue' }));
      d.setup = CELL_NAMES.slice(0, LIMITS.setup).map((cell) => ({ cell, color: 'red' }));
      d.winds = Array.from({ length: LIMITS.winds }, () => 'west');
      d.author = 'x'.repeat(LIMITS.textLength);
      d.licence = 'x'.repeat(LIMITS.textLength);
    });
    expect(parseSchema(doc).ok).toBe(true);
  });
});

describe('parseSchema: every problem at its path', () => {
  it.each<ChangeCase>([
    ['a missing id', (d: JsonObject) => delete d.id, [{ path: '/id', code: 'schema/required' }]],
    ['a name that is text', (d: JsonObject) => (d.name = 'Walk'), [{ path: '/name', code: 'schema/type' }]],
    [
      'a name without English',
      (d: JsonObject) => (d.name = { fr: 'Marche' }),
      [{ path: '/name/en', code: 'schema/required' }],
    ],
    ['stars given as text', (d: JsonObject) => (d.stars = '3'), [{ path: '/stars', code: 'schema/type' }]],
    ['no stars', (d: JsonObject) => (d.stars = 0), [{ path: '/stars', code: 'schema/minimum' }]],
    ['five stars', (d: JsonObject) => (d.stars = 5), [{ path: '/stars', code: 'schema/maximum' }]],
    ['an unknown flower', (d: JsonObject) => (d.flower = 'rose'), [{ path: '/flower', code: 'schema/enum' }]],
    [
      'pink',
      (d: JsonObject) => ((d.targets as JsonObject[])[1]!.color = 'pink'),
      [{ path: '/targets/1/color', code: 'schema/enum' }],
    ],
    [
      'row K',
      (d: JsonObject) => ((d.targets as JsonObject[])[1]!.cell = 'K1'),
      [{ path: '/targets/1/cell', code: 'schema/pattern' }],
    ],
    [
      'column 0',
      (d: JsonObject) => ((d.setup as JsonObject[])[0]!.cell = 'A0'),
      [{ path: '/setup/0/cell', code: 'schema/pattern' }],
    ],
    [
      'a target without colour',
      (d: JsonObject) => delete (d.targets as JsonObject[])[0]!.color,
      [{ path: '/targets/0/color', code: 'schema/required' }],
    ],
    ['an unknown wind', (d: JsonObject) => (d.winds = ['up']), [{ path: '/winds/0', code: 'schema/enum' }]],
    ['an id with capitals', (d: JsonObject) => (d.id = 'Long-Walk'), [{ path: '/id', code: 'schema/pattern' }]],
    ['an id starting with a dash', (d: JsonObject) => (d.id = '-walk'), [{ path: '/id', code: 'schema/pattern' }]],
    [
      'an id too long',
      (d: JsonObject) => (d.id = 'a'.repeat(LIMITS.idLength + 1)),
      [{ path: '/id', code: 'schema/max-length' }],
    ],
    [
      'a name too long',
      (d: JsonObject) => (d.name = { en: 'n'.repeat(LIMITS.textLength + 1) }),
      [{ path: '/name/en', code: 'schema/max-length' }],
    ],
    [
      'a French name too long',
      (d: JsonObject) => (d.name = { en: 'n', fr: 'n'.repeat(LIMITS.textLength + 1) }),
      [{ path: '/name/fr', code: 'schema/max-length' }],
    ],
    [
      'an author too long',
      (d: JsonObject) => (d.author = 'x'.repeat(LIMITS.textLength + 1)),
      [{ path: '/author', code: 'schema/max-length' }],
    ],
    [
      'a licence too long',
      (d: JsonObject) => (d.licence = 'x'.repeat(LIMITS.textLength + 1)),
      [{ path: '/licence', code: 'schema/max-length' }],
    ],
    [
      'a description too long',
      (d: JsonObject) => (d.description = { en: 'd'.repeat(LIMITS.descriptionLength + 1) }),
      [{ path: '/description/en', code: 'schema/max-length' }],
    ],
    ['no targets', (d: JsonObject) => (d.targets = []), [{ path: '/targets', code: 'schema/min-items' }]],
    ['empty modes', (d: JsonObject) => (d.modes = []), [{ path: '/modes', code: 'schema/min-items' }]],
    [
      'a mode twice',
      (d: JsonObject) => (d.modes = ['normal', 'discovery', 'normal']),
      [{ path: '/modes/2', code: 'schema/unique-items' }],
    ],
    [
      'an unknown mode',
      (d: JsonObject) => (d.modes = ['normal', 'speed']),
      [{ path: '/modes/1', code: 'schema/enum' }],
    ],
    [
      'too many winds',
      (d: JsonObject) => (d.winds = Array.from({ length: LIMITS.winds + 1 }, () => 'east')),
      [{ path: '/winds', code: 'schema/max-items' }],
    ],
    [
      'a fractional format version',
      (d: JsonObject) => (d.formatVersion = 1.5),
      [{ path: '/formatVersion', code: 'schema/type' }],
    ],
    [
      'format version 0',
      (d: JsonObject) => (d.formatVersion = 0),
      [{ path: '/formatVersion', code: 'schema/minimum' }],
    ],
    ['a missing format', (d: JsonObject) => delete d.format, [{ path: '/format', code: 'schema/required' }]],
    [
      'a target cell listed twice',
      (d: JsonObject) =>
        (d.targets = [
          { cell: 'B2', color: 'red' },
          { cell: 'C3', color: 'red' },
          { cell: 'B2', color: 'blue' },
        ]),
      [{ path: '/targets/2/cell', code: 'schema/duplicate-target' }],
    ],
    [
      'a setup cell listed twice',
      (d: JsonObject) =>
        (d.setup = [
          { cell: 'D4', color: 'red' },
          { cell: 'D4', color: 'red' },
        ]),
      [{ path: '/setup/1/cell', code: 'schema/duplicate-setup' }],
    ],
    [
      'several problems at once',
      (d: JsonObject) => {
        d.stars = 9;
        d.flower = 'rose';
        d.setup = [
          { cell: 'D4', color: 'red' },
          { cell: 'D4', color: 'teal' },
        ];
      },
      [
        { path: '/flower', code: 'schema/enum' },
        { path: '/stars', code: 'schema/maximum' },
        { path: '/setup/1/color', code: 'schema/enum' },
        { path: '/setup/1/cell', code: 'schema/duplicate-setup' },
      ],
    ],
  ])('reports %s', (_, change, expected) => {
    expect(issuesOf(withChange(change))).toEqual(expected);
  });

  it('reports more targets than the limit, and the duplicates they must then hold', () => {
    const targets = [...CELL_NAMES, 'A1'].map((cell) => ({ cell, color: 'blue' }));
    expect(issuesOf({ ...MINIMAL, targets })).toEqual([
      { path: '/targets', code: 'schema/max-items' },
      { path: '/targets/100/cell', code: 'schema/duplicate-target' },
    ]);
  });

  it('names the first place a duplicate cell was listed', () => {
    const result = parseSchema({
      ...MINIMAL,
      targets: [MINIMAL.targets[0], { cell: 'B1', color: 'red' }, MINIMAL.targets[0]],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.issues[0]!.message).toBe('A1 is already listed at /targets/0');
  });

  it('says a newer format version was written by a newer version, and nothing else', () => {
    const result = parseSchema({ format: 'stigmeria/target-schema', formatVersion: 2, shapes: ['new'] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues).toEqual([
      {
        path: '/formatVersion',
        code: 'document/newer-version',
        message: expect.stringContaining('written by a newer version'),
      },
    ]);
    expect(result.error.message).toContain('written by a newer version');
  });

  it('says a document of another format is not a target schema, and nothing else', () => {
    const result = parseSchema({ format: 'stigmeria/replay', formatVersion: 1, steps: [] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues).toEqual([
      {
        path: '/format',
        code: 'document/wrong-format',
        message: 'this is not a "stigmeria/target-schema" document: its format is "stigmeria/replay"',
      },
    ]);
  });

  it('lists at most 100 issues, and says how many there were', () => {
    // Items past the limit are not checked (the list is refused anyway, and checking them would cost time in
    // proportion to its length): 1 max-items issue, then two for each of the first 101 targets.
    const targets = Array.from({ length: 5000 }, () => ({ cell: 'Z99', color: 'teal' }));
    const result = parseSchema({ ...MINIMAL, targets });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues).toHaveLength(100);
    expect(result.error.issues[0]).toMatchObject({ path: '/targets', code: 'schema/max-items' });
    expect(result.error.message).toMatch(
      /^Invalid target schema: 203 problems \(the first 100 are listed\)\. First, at \/targets: /,
    );
  });
});

describe('modes (R5)', () => {
  const NORMAL: readonly Mode[] = ['discovery', 'normal', 'competitive-no-limit', 'solo-no-limit'];

  it.each([
    ['vertighaineuse', NORMAL],
    ['maronne', NORMAL],
    ['sifflochamp', NORMAL],
    ['dentdine', NORMAL],
    ['inspiractrice', NORMAL],
    ['competitive', ['competitive', 'competitive-no-limit', 'solo-no-limit']],
    ['competitive-no-limit', ['competitive-no-limit', 'solo-no-limit']],
  ] as const)('the %s flower allows %j', (flower, modes) => {
    expect(modesForFlower(flower)).toEqual(modes);
  });

  it('gives no mode for a value that is not a flower', () => {
    expect(modesForFlower('constructor' as Flower)).toEqual([]);
  });

  it('plays the flower modes unless the schema narrows them', () => {
    const minimal = parseSchema(MINIMAL);
    const narrowed = parseSchema({ ...MINIMAL, modes: ['solo-no-limit'] });
    expect(minimal.ok && playableModes(minimal.value)).toEqual(NORMAL);
    expect(narrowed.ok && playableModes(narrowed.value)).toEqual(['solo-no-limit']);
  });

  it.each([
    ['maronne', ['normal', 'competitive'], '/modes/1'],
    ['competitive', ['competitive', 'normal'], '/modes/1'],
    ['competitive', ['discovery'], '/modes/0'],
    ['competitive-no-limit', ['competitive'], '/modes/0'],
  ] as const)('rejects a %s schema played in %j', (flower, modes, path) => {
    expect(issuesOf({ ...MINIMAL, flower, modes })).toEqual([{ path, code: 'schema/mode-not-allowed' }]);
  });

  it.each([
    ['inspiractrice', ['discovery']],
    ['competitive', ['competitive', 'solo-no-limit']],
    ['competitive-no-limit', ['competitive-no-limit', 'solo-no-limit']],
  ] as const)('accepts a %s schema narrowed to %j', (flower, modes) => {
    expect(parseSchema({ ...MINIMAL, flower, modes })).toMatchObject({ ok: true, value: { flower, modes } });
  });
});

describe('parsers never throw', () => {
  function nested(depth: number, wrap: (inner: unknown) => unknown): unknown {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i++) value = wrap(value);
    return value;
  }
  const ODD: readonly (readonly [string, unknown])[] = [
    ['null', null],
    ['undefined', undefined],
    ['zero', 0],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a bigint', 10n],
    ['true', true],
    ['an empty string', ''],
    ['JSON text', JSON.stringify(MINIMAL)],
    ['a symbol', Symbol('schema')],
    ['a function', () => MINIMAL],
    ['an empty array', []],
    ['an array of documents', [MINIMAL]],
    ['an empty object', {}],
    ['a date', new Date(0)],
    ['a map', new Map([['format', 'stigmeria/target-schema']])],
    ['10,000 nested objects', nested(10_000, (inner) => ({ name: inner, targets: inner, setup: inner, steps: inner }))],
    ['10,000 nested arrays', nested(10_000, (inner) => [inner])],
    ['a document nested 10,000 deep in its name', { ...MINIMAL, name: nested(10_000, (inner) => ({ en: inner })) }],
    [
      'a __proto__ key from JSON',
      JSON.parse(
        '{"__proto__":{"format":"stigmeria/target-schema","polluted":true},"constructor":{"prototype":{"polluted":true}}}',
      ),
    ],
    [
      'symbols and sparse arrays',
      { ...MINIMAL, flower: Symbol('f'), targets: [, { cell: Symbol('c'), color: 1n }], modes: [Symbol('m')] },
    ],
  ];

  it.each(ODD)('rejects %s with issues, whichever parser reads it', (_, input) => {
    for (const parse of [parseSchema, parseReplay, parseCommand]) {
      const result = parse(input);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.error.issues.length).toBeGreaterThan(0);
      for (const issue of result.error.issues) {
        expect(issue.path === '' || issue.path.startsWith('/')).toBe(true);
        expect(issue.code).toMatch(/^(schema|document|replay)\/[a-z-]+$/);
        expect(issue.message.length).toBeLessThan(400);
      }
    }
    expect(({} as JsonObject).polluted).toBeUndefined();
  });

  it('answers a string with a type issue at the root that says to parse the JSON first', () => {
    const result = parseSchema(JSON.stringify(MINIMAL));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues).toEqual([
      {
        path: '',
        code: 'schema/type',
        message: 'must be an object, not a string: JSON text must be parsed with JSON.parse before it is read',
      },
    ]);
  });

  it('reads a __proto__ key from JSON as an unknown property, polluting nothing', () => {
    const text = JSON.stringify(MINIMAL).replace('{', '{"__proto__":{"polluted":true,"stars":4},');
    const input: unknown = JSON.parse(text);
    const result = parseSchema(input);
    expect(result).toEqual({ ok: true, value: MINIMAL });
    if (!result.ok) return;
    expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(result.value, '__proto__')).toBe(false);
    expect(({} as JsonObject).polluted).toBeUndefined();
  });

  it('rejects a 10 MB name quickly, with a short message', () => {
    const started = Date.now();
    const result = parseSchema({ ...MINIMAL, name: { en: 'x'.repeat(10 * 1024 * 1024) } });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues).toEqual([
      { path: '/name/en', code: 'schema/max-length', message: `must be at most ${LIMITS.textLength} characters long` },
    ]);
  });

  it('quotes at most 40 characters of a bad value', () => {
    const result = parseSchema({ ...MINIMAL, flower: 'f'.repeat(1_000_000) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.issues[0]!.message).toContain(`"${'f'.repeat(40)}…"`);
  });
});

describe('the schema files', () => {
  it('have the versioned $ids the replay schema refers to', () => {
    expect(FILES.target.$id).toBe('https://stigmeria.dev/schemas/target-schema/v1.json');
    expect(FILES.replay.$id).toBe('https://stigmeria.dev/schemas/replay/v1.json');
    expect(FILES.command.$id).toBe('https://stigmeria.dev/schemas/command/v1.json');
    expect(FILES.event.$id).toBe('https://stigmeria.dev/schemas/event/v1.json');
    expect(at(FILES.replay, '/properties/setup/properties/schema/$ref')).toBe(FILES.target.$id);
    expect(at(FILES.replay, '/properties/steps/items/properties/command/$ref')).toBe(FILES.command.$id);
    expect(at(FILES.replay, '/properties/steps/items/properties/events/items/$ref')).toBe(FILES.event.$id);
    for (const file of Object.values(FILES)) expect(file.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  // [file, JSON Pointer, the LIMITS entry it must equal]
  const LIMIT_LOCATIONS: readonly (readonly [keyof typeof FILES, string, keyof typeof LIMITS])[] = [
    ['target', '/properties/id/maxLength', 'idLength'],
    ['target', '/$defs/shortText/properties/en/maxLength', 'textLength'],
    ['target', '/$defs/shortText/properties/fr/maxLength', 'textLength'],
    ['target', '/properties/author/maxLength', 'textLength'],
    ['target', '/properties/licence/maxLength', 'textLength'],
    ['target', '/$defs/longText/properties/en/maxLength', 'descriptionLength'],
    ['target', '/$defs/longText/properties/fr/maxLength', 'descriptionLength'],
    ['target', '/properties/targets/maxItems', 'targets'],
    ['target', '/properties/setup/maxItems', 'setup'],
    ['target', '/properties/winds/maxItems', 'winds'],
    ['replay', '/properties/steps/maxItems', 'steps'],
    ['replay', '/properties/steps/items/properties/events/maxItems', 'eventsPerStep'],
    ['replay', '/properties/steps/items/properties/note/properties/en/maxLength', 'noteLength'],
    ['replay', '/properties/steps/items/properties/note/properties/fr/maxLength', 'noteLength'],
    ['replay', '/properties/setup/properties/players/minItems', 'minPlayers'],
    ['replay', '/properties/setup/properties/players/maxItems', 'maxPlayers'],
    ['replay', '/properties/setup/properties/players/items/properties/name/maxLength', 'playerNameLength'],
    ['replay', '/properties/setup/properties/seed/maxLength', 'seedLength'],
    ['replay', '/properties/rulesVersion/maxLength', 'versionLength'],
    ['replay', '/properties/metadata/properties/date/maxLength', 'dateLength'],
    ['replay', '/properties/metadata/properties/author/maxLength', 'textLength'],
  ];

  it.each(LIMIT_LOCATIONS)('%s %s equals LIMITS.%s', (file, pointer, limit) => {
    expect(at(FILES[file], pointer)).toBe(LIMITS[limit]);
  });

  it('hold every limit of LIMITS, which is frozen', () => {
    expect(new Set(LIMIT_LOCATIONS.map(([, , limit]) => limit))).toEqual(new Set(Object.keys(LIMITS)));
    expect(Object.isFrozen(LIMITS)).toBe(true);
  });

  it('seat as many players in commands and events as a replay holds', () => {
    expect(at(FILES.command, '/$defs/player/maximum')).toBe(LIMITS.maxPlayers - 1);
    expect(at(FILES.event, '/$defs/player/maximum')).toBe(LIMITS.maxPlayers - 1);
  });

  it('name exactly the cells of the board', () => {
    const candidates = [...'ABCDEFGHIJKZabj'].flatMap((row) =>
      ['0', '1', '9', '10', '11', '01', '100'].map((col) => row + col),
    );
    for (const file of ['target', 'command', 'event'] as const) {
      const pattern = new RegExp(at(FILES[file], '/$defs/cell/pattern') as string, 'u');
      expect(CELL_NAMES.every((cell) => pattern.test(cell))).toBe(true);
      expect(candidates.filter((cell) => pattern.test(cell)).sort()).toEqual(
        candidates.filter((cell) => CELL_NAMES.includes(cell)).sort(),
      );
      expect(pattern.test(' A1') || pattern.test('A1\n') || pattern.test('A1 ')).toBe(false);
    }
  });

  it('list the colours, primaries, directions and modes of the code', () => {
    expect(at(FILES.target, '/$defs/colour/enum')).toEqual(COLOURS);
    expect(at(FILES.command, '/$defs/colour/enum')).toEqual(COLOURS);
    expect(at(FILES.event, '/$defs/colour/enum')).toEqual(COLOURS);
    expect(at(FILES.command, '/$defs/primary/enum')).toEqual(PRIMARIES);
    expect(at(FILES.event, '/$defs/primary/enum')).toEqual(PRIMARIES);
    expect(at(FILES.target, '/$defs/direction/enum')).toEqual(DIRECTIONS);
    expect(at(FILES.event, '/$defs/direction/enum')).toEqual(DIRECTIONS);
    expect(at(FILES.target, '/$defs/mode/enum')).toEqual(MODE_NAMES);
    expect(at(FILES.command, '/$defs/direction/enum')).toEqual(DIRECTIONS);
    expect(at(FILES.event, '/$defs/windForecast/enum')).toEqual([...DIRECTIONS, 'unknown']);
  });

  it('list the special actions, die faces and roll purposes of the types, and every command type', () => {
    // Records keyed by the types: the compiler rejects a missing or unknown name.
    const specials: { readonly [A in SpecialActionId]: 0 } = {
      mixing: 0,
      combination: 0,
      fulgurance: 0,
      choreography: 0,
      diagonal: 0,
      exchange: 0,
      'fast-step': 0,
      'half-note': 0,
      'quarter-note': 0,
      'two-beats': 0,
      rest: 0,
      'no-harm-no-foul': 0,
      copy: 0,
      prediction: 0,
      mimicry: 0,
      'fog-die': 0,
      pilferer: 0,
      sower: 0,
      jealousy: 0,
      charmer: 0,
    };
    const faces: { readonly [F in DieFace]: 0 } = {
      'north-red': 0,
      'north-brown': 0,
      'south-green': 0,
      'south-blue': 0,
      'east-yellow': 0,
      'east-white': 0,
      'west-violet': 0,
      'west-orange': 0,
      'x-red': 0,
      'x-blue': 0,
      'x-yellow': 0,
      'black-night': 0,
    };
    const purposes: { readonly [P in RollPurpose]: 0 } = { wind: 0, 'fog-die': 0, 'last-drift': 0 };
    expect(at(FILES.command, '/$defs/specialAction/enum')).toEqual(Object.keys(specials));
    expect(at(FILES.event, '/$defs/specialAction/enum')).toEqual(Object.keys(specials));
    expect(at(FILES.event, '/$defs/dieFace/enum')).toEqual(Object.keys(faces));
    expect(at(FILES.event, '/$defs/rollPurpose/enum')).toEqual(Object.keys(purposes));
    const commandTypes = (at(FILES.command, '/oneOf') as { $ref: string }[]).map((b) => b.$ref.replace('#/$defs/', ''));
    expect(at(FILES.event, '/$defs/commandType/enum')).toEqual(commandTypes);
  });

  it('define the shapes that commands and events share alike', () => {
    const shared = ['cell', 'destination', 'cellPair', 'colour', 'primary', 'player', 'driftTarget', 'recruitToken'];
    for (const name of shared) {
      expect(at(FILES.event, `/$defs/${name}`)).toEqual(at(FILES.command, `/$defs/${name}`));
    }
  });

  it('give every property a title and a description', () => {
    const missing: string[] = [];
    const visit = (node: unknown, pointer: string): void => {
      if (Array.isArray(node)) {
        node.forEach((child, i) => visit(child, `${pointer}/${i}`));
        return;
      }
      if (node === null || typeof node !== 'object') return;
      const record = node as JsonObject;
      if (record.properties !== undefined && typeof record.properties === 'object') {
        for (const [name, property] of Object.entries(record.properties as JsonObject)) {
          const p = property as JsonObject;
          if (typeof p.title !== 'string' || typeof p.description !== 'string')
            missing.push(`${pointer}/properties/${name}`);
        }
      }
      for (const [key, child] of Object.entries(record)) visit(child, `${pointer}/${key}`);
    };
    for (const [name, file] of Object.entries(FILES)) {
      expect(typeof file.title === 'string' && typeof file.description === 'string').toBe(true);
      visit(file, name);
    }
    expect(missing).toEqual([]);
  });
});

describe('parseSchema: a schema fulfilled at setup (R3, R13)', () => {
  const base = {
    format: 'stigmeria/target-schema',
    formatVersion: 1,
    id: 'already-done',
    name: { en: 'Already done' },
    flower: 'dentdine',
    stars: 1,
    targets: [
      { cell: 'A1', color: 'blue' },
      { cell: 'A2', color: 'red' },
    ],
  };

  it('is refused at /setup when its setup tokens are exactly its targets', () => {
    const result = parseSchema({ ...base, setup: [{ cell: 'A2', color: 'red' }, { cell: 'A1', color: 'blue' }] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.issues).toContainEqual(expect.objectContaining({ path: '/setup', code: 'schema/fulfilled-at-setup' }));
  });

  it('is accepted when one setup token differs in colour or one target is left to fill', () => {
    expect(parseSchema({ ...base, setup: [{ cell: 'A1', color: 'blue' }, { cell: 'A2', color: 'yellow' }] }).ok).toBe(true);
    expect(parseSchema({ ...base, setup: [{ cell: 'A1', color: 'blue' }] }).ok).toBe(true);
  });
});
