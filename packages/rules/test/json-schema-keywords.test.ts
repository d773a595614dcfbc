/**
 * The schema walker (`src/validate/json-schema.ts`) keyword by keyword, on the points the JSON Schema draft 2020-12 test
 * suite checks for the keywords it understands: what each accepts and refuses, which values a keyword ignores,
 * property names that are also names of `Object.prototype`, escaped names and pointers, and that whatever the
 * walker does not understand (`$anchor`, a nested `$id`, boolean schemas, any other keyword) fails compilation
 * wherever it stands in a schema, in a `$defs` entry nothing refers to too. The cases are the project's own.
 */
import { describe, expect, it } from 'vitest';
import { compileSchemas, type JsonSchema } from '../src/validate/json-schema.js';

const ID = 'https://example.test/keywords';

/** The validator of `schema`, with `others` beside it for references between documents. */
function validatorOf(schema: object, others: readonly JsonSchema[] = []) {
  return compileSchemas([{ $id: ID, ...schema }, ...others])(ID);
}

/** Checks each `[data, valid]` pair against `schema`. */
function expectCases(schema: object, cases: readonly (readonly [unknown, boolean])[]): void {
  const validate = validatorOf(schema);
  for (const [data, valid] of cases) expect(validate(data), JSON.stringify(data) ?? String(data)).toBe(valid);
}

/** `text` as JSON: the only way to get an own property named `__proto__` into an object literal. */
const json = (text: string): unknown => JSON.parse(text);

describe('type', () => {
  it('tells the seven types apart: a float with a zero fraction is an integer, a numeric string is no number, an array no object, null only null', () => {
    const values = { integer: 1, wholeFloat: 1.0, float: 1.5, text: 'a', numericText: '1', empty: '', object: {}, array: [], yes: true, no: false, nothing: null };
    const accepted = (type: string) =>
      Object.entries(values)
        .filter(([, value]) => validatorOf({ type })(value))
        .map(([name]) => name);
    expect(accepted('integer')).toEqual(['integer', 'wholeFloat']);
    expect(accepted('number')).toEqual(['integer', 'wholeFloat', 'float']);
    expect(accepted('string')).toEqual(['text', 'numericText', 'empty']);
    expect(accepted('object')).toEqual(['object']);
    expect(accepted('array')).toEqual(['array']);
    expect(accepted('boolean')).toEqual(['yes', 'no']);
    expect(accepted('null')).toEqual(['nothing']);
  });

  it('accepts any of the types of a list, a list of one type as that type', () => {
    expectCases({ type: ['integer', 'string'] }, [
      [1, true],
      ['a', true],
      [1.5, false],
      [{}, false],
      [[], false],
      [true, false],
      [null, false],
    ]);
    expectCases({ type: ['string'] }, [
      ['a', true],
      [1, false],
    ]);
    expectCases({ type: ['array', 'object', 'null'] }, [
      [[], true],
      [{}, true],
      [null, true],
      [1, false],
      ['a', false],
    ]);
  });
});

describe('required', () => {
  it('refuses an object without a required property, and ignores values that are not objects', () => {
    expectCases({ required: ['a'] }, [
      [{ a: 1 }, true],
      [{ b: 1 }, false],
      [['a'], true],
      ['a', true],
      [12, true],
      [null, true],
      [true, true],
    ]);
  });

  it('requires nothing when empty or absent', () => {
    expectCases({ required: [] }, [[{}, true]]);
    expectCases({ properties: { a: { type: 'string' } } }, [[{}, true]]);
  });

  it('finds names with quotes, tabs, line breaks and slashes', () => {
    const names = ['a"b', 'a\\b', 'a\tb', 'a\nb', 'a/b', 'a~b'];
    const all = Object.fromEntries(names.map((name) => [name, 1]));
    expectCases({ required: names }, [
      [all, true],
      [{ ...all, 'a\nb': undefined }, false],
      [{ 'a"b': 1, 'a/b': 1 }, false],
    ]);
  });

  it('reads own properties only: toString, constructor and __proto__ are missing from {} and must each be there', () => {
    const names = ['__proto__', 'toString', 'constructor'];
    expectCases({ required: names }, [
      [{}, false],
      [json('{ "__proto__": 1 }'), false],
      [{ toString: { length: 1 } }, false],
      [{ constructor: { length: 1 } }, false],
      [json('{ "__proto__": 1, "toString": {}, "constructor": 2 }'), true],
      [[], true],
      [12, true],
    ]);
    const validate = validatorOf({ required: names });
    validate(json('{ "toString": 1 }'));
    expect(validate.errors).toEqual([
      { instancePath: '', keyword: 'required', params: { missingProperty: '__proto__' } },
      { instancePath: '', keyword: 'required', params: { missingProperty: 'constructor' } },
    ]);
  });

  it('does not count a property a JavaScript caller\'s object inherits', () => {
    expectCases({ required: ['a'] }, [[Object.create({ a: 1 }), false]]);
  });
});

describe('properties', () => {
  const schema = { properties: { a: { type: 'integer' }, b: { type: 'string' } } };

  it('checks the properties it names and no other, and ignores values that are not objects', () => {
    expectCases(schema, [
      [{ a: 1, b: 'x' }, true],
      [{ a: 1, b: 2 }, false],
      [{ a: 'x', b: 2 }, false],
      [{ a: 1, c: [] }, true],
      [{}, true],
      [['x', 1], true],
      [12, true],
    ]);
  });

  it('reports each failing property at its own path', () => {
    const validate = validatorOf(schema);
    expect(validate({ a: 'x', b: 2 })).toBe(false);
    expect(validate.errors).toEqual([
      { instancePath: '/a', keyword: 'type', params: { type: 'integer' } },
      { instancePath: '/b', keyword: 'type', params: { type: 'string' } },
    ]);
  });

  it('checks names with quotes, tabs, line breaks and slashes, pointing at them with ~0 and ~1', () => {
    const names = ['a"b', 'a\\b', 'a\tb', 'a\nb', 'a/b', 'a~b'];
    const escaped = { properties: Object.fromEntries(names.map((name) => [name, { type: 'number' }])) };
    const validate = validatorOf(escaped);
    expect(validate(Object.fromEntries(names.map((name) => [name, 1])))).toBe(true);
    expect(validate({ 'a/b': 'x', 'a~b': 'x', 'a"b': 'x' })).toBe(false);
    expect(validate.errors!.map((error) => error.instancePath)).toEqual(['/a"b', '/a~1b', '/a~0b']);
  });

  it('checks a property that holds null like any other value', () => {
    expectCases({ properties: { a: { type: 'null' } } }, [
      [{ a: null }, true],
      [{ a: 0 }, false],
    ]);
  });

  it('reads own properties only: {} is valid, and __proto__, toString and constructor are checked when present', () => {
    // Written as JSON text, as a document is: `__proto__` in an object literal would set the prototype instead.
    const jsNames = json(`{
      "properties": {
        "__proto__": { "type": "number" },
        "toString": { "properties": { "length": { "type": "string" } } },
        "constructor": { "type": "number" }
      }
    }`) as object;
    expectCases(jsNames, [
      [{}, true],
      [json('{ "__proto__": "x" }'), false],
      [{ toString: { length: 37 } }, false],
      [{ constructor: { length: 37 } }, false],
      [json('{ "__proto__": 12, "toString": { "length": "x" }, "constructor": 37 }'), true],
      [[], true],
      [12, true],
    ]);
  });
});

describe('additionalProperties: false', () => {
  const schema = { properties: { a: {}, b: {} }, additionalProperties: false };

  it('refuses a property the schema does not name, and ignores values that are not objects', () => {
    expectCases(schema, [
      [{ a: 1 }, true],
      [{ a: 1, b: 2, c: 3 }, false],
      [[1, 2, 3], true],
      ['abc', true],
      [12, true],
    ]);
  });

  it('names each property it refuses, non-ASCII names too, and allows a named property that holds null', () => {
    const validate = validatorOf({ properties: { 'é': {} }, additionalProperties: false });
    expect(validate({ 'é': null })).toBe(true);
    expect(validate({ 'é': 1, 'e\u0301': 1, ü: 2 })).toBe(false);
    expect(validate.errors!.map((error) => error.params)).toEqual([{ additionalProperty: 'e\u0301' }, { additionalProperty: 'ü' }]);
  });

  it('refuses a property named __proto__, toString or constructor that the schema does not name', () => {
    expectCases(schema, [
      [json('{ "__proto__": 1 }'), false],
      [{ toString: 1 }, false],
      [{ constructor: 1 }, false],
    ]);
  });
});

describe('const', () => {
  it('accepts the value only, not another of the same or another type', () => {
    expectCases({ const: 2 }, [
      [2, true],
      [5, false],
      ['2', false],
    ]);
    expectCases({ const: null }, [
      [null, true],
      [0, false],
    ]);
  });

  it('does not confuse false with 0, true with 1, or 0 with other zero-like values; 2.0 is 2', () => {
    expectCases({ const: false }, [
      [false, true],
      [0, false],
      [0.0, false],
    ]);
    expectCases({ const: true }, [
      [true, true],
      [1, false],
    ]);
    expectCases({ const: 0 }, [
      [0, true],
      [-0, true],
      [false, false],
      ['', false],
      [{}, false],
      [[], false],
    ]);
    expectCases({ const: -2.0 }, [
      [-2, true],
      [2, false],
      [-2.00001, false],
    ]);
    expectCases({ const: 9007199254740992 }, [
      [9007199254740992, true],
      [9007199254740991, false],
    ]);
  });

  it('compares strings code point by code point: nul characters count, a look-alike does not match', () => {
    expectCases({ const: 'a\u0000b' }, [
      ['a\u0000b', true],
      ['ab', false],
    ]);
    expectCases({ const: '\u00e9' }, [
      ['\u00e9', true],
      ['e\u0301', false],
      ['\u0435', false],
    ]);
  });
});

describe('enum', () => {
  it('accepts a member only, of any scalar type, null included', () => {
    expectCases({ enum: [1, 'two', null, true] }, [
      [1, true],
      ['two', true],
      [null, true],
      [true, true],
      [2, false],
      ['1', false],
      [false, false],
      [[1], false],
    ]);
  });

  it('does not confuse false with 0 or true with 1, and compares strings exactly (nul, escapes)', () => {
    expectCases({ enum: [false] }, [
      [false, true],
      [0, false],
    ]);
    expectCases({ enum: [1] }, [
      [1, true],
      [1.0, true],
      [true, false],
    ]);
    expectCases({ enum: ['a\nb', 'a\rb', 'a\u0000b'] }, [
      ['a\nb', true],
      ['a\rb', true],
      ['a\u0000b', true],
      ['ab', false],
      ['a\\nb', false],
    ]);
  });

  it('accepts nothing when empty', () => {
    expectCases({ enum: [] }, [
      ['a', false],
      [1, false],
      [null, false],
      [{}, false],
      [[], false],
      [true, false],
    ]);
  });

  it('works inside properties, beside required', () => {
    expectCases({ properties: { a: { enum: ['x'] }, b: { enum: ['y'] } }, required: ['b'] }, [
      [{ a: 'x', b: 'y' }, true],
      [{ a: 'z', b: 'y' }, false],
      [{ a: 'x', b: 'z' }, false],
      [{ b: 'y' }, true],
      [{ a: 'x' }, false],
      [{}, false],
    ]);
  });
});

describe('if, then, else', () => {
  it('ignores a lone if, and a then or else without if', () => {
    for (const schema of [{ if: { const: 0 } }, { then: { const: 0 } }, { else: { const: 0 } }]) {
      expectCases(schema, [
        [0, true],
        ['x', true],
      ]);
    }
  });

  it('checks then when the condition holds and else when it does not, each alone or both', () => {
    const condition = { type: 'integer' };
    expectCases({ if: condition, then: { minimum: 0 } }, [
      [1, true],
      [-1, false],
      ['x', true],
    ]);
    expectCases({ if: condition, else: { maxLength: 1 } }, [
      [-1, true],
      ['x', true],
      ['xy', false],
    ]);
    expectCases({ if: condition, then: { minimum: 0 }, else: { maxLength: 1 } }, [
      [1, true],
      [-1, false],
      ['x', true],
      ['xy', false],
    ]);
  });

  it('is not sensitive to where if stands among the keywords', () => {
    expectCases({ then: { const: 'yes' }, else: { const: 'other' }, if: { maxLength: 4 } }, [
      ['yes', true],
      ['other', true],
      ['no', false],
      ['invalid', false],
    ]);
  });
});

describe('maximum and minimum', () => {
  it('accept the bound itself, refuse beyond it, and ignore values that are not numbers', () => {
    expectCases({ maximum: 3 }, [
      [2.6, true],
      [3, true],
      [3.0, true],
      [3.5, false],
      ['x', true],
    ]);
    expectCases({ minimum: -2 }, [
      [-1, true],
      [0, true],
      [-2, true],
      [-2.0001, false],
      [-3, false],
      ['x', true],
    ]);
  });
});

describe('maxLength and minLength', () => {
  it('count characters, not code units, accept the bound, and ignore values that are not strings', () => {
    expectCases({ maxLength: 2 }, [
      ['f', true],
      ['fo', true],
      ['foo', false],
      [100, true],
      ['\u{1F4A9}\u{1F4A9}', true],
    ]);
    expectCases({ minLength: 2 }, [
      ['foo', true],
      ['fo', true],
      ['f', false],
      [1, true],
      ['\u{1F4A9}', false],
    ]);
  });

  it('take a bound written as a decimal', () => {
    expectCases({ maxLength: 2.0 }, [
      ['f', true],
      ['foo', false],
    ]);
    expectCases({ minLength: 2.0 }, [
      ['foo', true],
      ['f', false],
    ]);
  });
});

describe('pattern', () => {
  it('matches strings anywhere (it is not anchored), and ignores values that are not strings', () => {
    expectCases({ pattern: '^a*$' }, [
      ['aaa', true],
      ['abc', false],
      [true, true],
      [12, true],
      [1.5, true],
      [{}, true],
      [[], true],
      [null, true],
    ]);
    expectCases({ pattern: 'a+' }, [['xxaayy', true]]);
  });

  it('is read in Unicode mode, so property escapes work', () => {
    expectCases({ pattern: '^\\p{Letter}+$' }, [
      ['abc', true],
      ['éçü', true],
      ['123', false],
    ]);
  });
});

describe('maxItems and minItems', () => {
  it('accept the bound, refuse beyond it, ignore values that are not arrays, and take a decimal bound', () => {
    expectCases({ maxItems: 2 }, [
      [[1], true],
      [[1, 2], true],
      [[1, 2, 3], false],
      ['foobar', true],
    ]);
    expectCases({ minItems: 1.0 }, [
      [[1, 2], true],
      [[1], true],
      [[], false],
      ['', true],
    ]);
  });
});

describe('items', () => {
  it('checks every item, ignores values that are not arrays (an object with a length too), and allows null items', () => {
    expectCases({ items: { type: 'integer' } }, [
      [[1, 2, 3], true],
      [[1, 'x'], false],
      [{ 0: 'x', length: 1 }, true],
      [[], true],
    ]);
    expectCases({ items: { type: 'null' } }, [[[null], true]]);
  });

  it('checks nested arrays to the depth the schema says', () => {
    const nested = { type: 'array', items: { type: 'array', items: { type: 'number' } } };
    expectCases(nested, [
      [[[1], [2, 3]], true],
      [[[1], ['x']], false],
      [[1, 2], false],
    ]);
  });
});

describe('uniqueItems', () => {
  it('refuses a repeated item of a scalar type, 1 and 1.0 being the same number, and allows them when false', () => {
    expectCases({ items: { type: 'integer' }, uniqueItems: true }, [
      [[1, 2], true],
      [[1, 1], false],
      [[1, 2, 1], false],
      [[1, 1.0], false],
      [[], true],
    ]);
    expectCases({ items: { type: 'string' }, uniqueItems: true }, [
      [['a', 'b'], true],
      [['a', 'b', 'a'], false],
    ]);
    expectCases({ items: { type: 'boolean' }, uniqueItems: true }, [
      [[false, true], true],
      [[true, true], false],
    ]);
    expectCases({ items: { type: 'integer' }, uniqueItems: false }, [[[1, 1], true]]);
  });
});

describe('$ref', () => {
  it('refers to the root with #, recursively', () => {
    expectCases({ type: 'object', properties: { a: { $ref: '#' } }, additionalProperties: false }, [
      [{ a: false }, false],
      [{ a: { a: {} } }, true],
      [{ b: 1 }, false],
      [{ a: { b: 1 } }, false],
    ]);
  });

  it('follows JSON Pointers into $defs, with ~0, ~1 and %25 escapes, and chains of references', () => {
    expectCases(
      {
        $defs: { 'tilde~field': { type: 'integer' }, 'slash/field': { type: 'integer' }, 'percent%field': { type: 'integer' } },
        properties: {
          tilde: { $ref: '#/$defs/tilde~0field' },
          slash: { $ref: '#/$defs/slash~1field' },
          percent: { $ref: '#/$defs/percent%25field' },
        },
      },
      [
        [{ tilde: 1, slash: 2, percent: 3 }, true],
        [{ tilde: 'x' }, false],
        [{ slash: 'x' }, false],
        [{ percent: 'x' }, false],
      ],
    );
    expectCases({ $defs: { a: { type: 'integer' }, b: { $ref: '#/$defs/a' }, c: { $ref: '#/$defs/b' } }, $ref: '#/$defs/c' }, [
      [5, true],
      ['a', false],
    ]);
  });

  it('applies beside the keywords next to it', () => {
    expectCases({ $defs: { list: { items: { type: 'integer' } } }, $ref: '#/$defs/list', maxItems: 2 }, [
      [[1, 2], true],
      [[1, 2, 3], false],
      [['a'], false],
    ]);
  });

  it('is a reference only as a keyword: a property named $ref is data', () => {
    expectCases({ properties: { $ref: { type: 'string' } } }, [
      [{ $ref: 'a' }, true],
      [{ $ref: 2 }, false],
    ]);
    expectCases({ $defs: { text: { type: 'string' } }, properties: { $ref: { $ref: '#/$defs/text' } } }, [
      [{ $ref: 'a' }, true],
      [{ $ref: 2 }, false],
    ]);
  });

  it('finds names with quotes, and the empty name, in a pointer', () => {
    expectCases({ $defs: { 'a"b': { type: 'number' }, '': { $defs: { '': { type: 'number' } } } }, properties: { 'a"b': { $ref: '#/$defs/a"b' }, e: { $ref: '#/$defs//$defs/' } } }, [
      [{ 'a"b': 1, e: 2 }, true],
      [{ 'a"b': 'x' }, false],
      [{ e: 'x' }, false],
    ]);
  });

  it('follows a reference to another schema by its $id, and into its $defs', () => {
    const other = { $id: 'https://example.test/other', $defs: { word: { type: 'string' } }, type: 'object' } as const;
    const validate = validatorOf({ properties: { a: { $ref: 'https://example.test/other' }, b: { $ref: 'https://example.test/other#/$defs/word' } } }, [other]);
    expect(validate({ a: {}, b: 'x' })).toBe(true);
    expect(validate({ a: 1 })).toBe(false);
    expect(validate({ b: 1 })).toBe(false);
  });
});

describe('what the walker does not understand fails compilation, wherever it stands', () => {
  const refused = (schema: object, message: string | RegExp) => expect(() => validatorOf(schema), JSON.stringify(schema)).toThrow(message);

  it('$anchor and $dynamicAnchor, at the root, in a $defs entry nothing refers to, or deep inside one', () => {
    refused({ $anchor: 'here', type: 'string' }, 'unsupported keyword $anchor');
    refused({ $defs: { a: { $anchor: 'here', type: 'integer' } } }, 'unsupported keyword $anchor');
    refused({ $defs: { a: { properties: { b: { items: { $dynamicAnchor: 'x' } } } } } }, 'unsupported keyword $dynamicAnchor');
  });

  it('a reference to an anchor rather than a JSON Pointer, and a reference to nothing', () => {
    refused({ $ref: '#here', $defs: { a: { type: 'integer' } } }, '$ref is understood with a JSON Pointer only: #here');
    refused({ properties: { a: { $ref: `${ID}#here` } } }, `$ref is understood with a JSON Pointer only: ${ID}#here`);
    refused({ $defs: { a: { $ref: '#/$defs/missing' } } }, 'cannot resolve #/$defs/missing');
    refused({ $ref: 'https://example.test/elsewhere' }, 'cannot resolve https://example.test/elsewhere');
    refused({ $ref: '#/$defs/%zz' }, 'cannot resolve #/$defs/%zz');
  });

  it('a reference to something that is not a schema: a map of properties, a keyword\'s value, a prototype', () => {
    refused({ properties: { type: { const: 'x' } }, $defs: { a: { $ref: '#/properties' } } }, 'cannot resolve #/properties');
    refused({ required: ['a'], $defs: { a: { $ref: '#/required' } } }, 'cannot resolve #/required');
    refused({ $defs: { a: { $ref: '#/__proto__' } } }, 'cannot resolve #/__proto__');
    refused({ $defs: { a: { $ref: '#/$defs/constructor' } } }, 'cannot resolve #/$defs/constructor');
  });

  it('an $id below the root, whose base the references below it would need', () => {
    refused({ $defs: { a: { $id: 'https://example.test/inner', type: 'integer' } } }, '$id is understood at the root of a schema only');
    refused({ items: { $id: 'inner', type: 'integer' } }, '$id is understood at the root of a schema only');
  });

  it('boolean schemas, as items, a property, a branch or a definition', () => {
    refused({ items: true }, 'a schema must be an object');
    refused({ properties: { a: false } }, 'a schema must be an object');
    refused({ if: { type: 'string' }, then: false }, 'a schema must be an object');
    refused({ $defs: { never: false } }, 'a schema must be an object');
  });

  it('any other keyword, or a form of one it does not understand, in a $defs entry nothing refers to too', () => {
    for (const keyword of ['prefixItems', 'patternProperties', 'allOf', 'anyOf', 'not', 'format', 'exclusiveMaximum', 'definitions']) {
      refused({ $defs: { unused: { [keyword]: {} } } }, `unsupported keyword ${keyword}`);
    }
    refused({ $defs: { unused: { additionalProperties: { type: 'string' } } } }, 'additionalProperties is understood as false only');
    refused({ $defs: { unused: { const: { a: 1 } } } }, 'const is understood with scalar values only');
    refused({ $defs: { unused: { enum: [[1]] } } }, 'enum is understood with scalar values only');
    refused({ $defs: { unused: { oneOf: [{ type: 'string' }] } } }, 'oneOf is understood with discriminator only');
    refused({ $defs: { unused: { items: {}, uniqueItems: true } } }, 'uniqueItems is understood for items of one scalar type only');
    refused({ $defs: { unused: { maxLength: '2' } } }, 'maxLength must be a number');
    refused({ $defs: { unused: { pattern: '(' } } }, /Invalid regular expression/);
  });

  it('keyword and type names that are names of Object.prototype', () => {
    refused({ $defs: { unused: { toString: {} } } }, 'unsupported keyword toString');
    refused({ constructor: {} }, 'unsupported keyword constructor');
    refused({ $defs: { unused: { type: 'constructor' } } }, 'unknown type constructor');
    refused({ type: ['string', 'hasOwnProperty'] }, 'unknown type hasOwnProperty');
  });
});
