/**
 * Checks JSON values against the JSON Schemas of `schemas/`, by walking the schemas themselves.
 *
 * Each schema is turned once into a tree of small checking functions (closures: no code is generated, so it runs
 * under a Content Security Policy without `unsafe-eval`). Only the keywords the schemas use are understood, and
 * a schema with any other anywhere (in a `$defs` entry that nothing refers to too), or with a form of one that is
 * not understood (an `$anchor` reference, an `$id` below the root, a boolean schema, …), fails when it is
 * compiled, so a schema can never be half-checked.
 *
 * Property names are data: `required`, `properties` and `discriminator` read own properties only, so that names
 * such as `toString`, `constructor` or `__proto__` are never found on `Object.prototype`.
 *
 * Every failure is reported, in the order and with the `keyword`, `instancePath` and `params` that ajv (the
 * reference validator, with `allErrors` and its `discriminator` option) gives: `src/parse/issues.ts` words issues from
 * those, and `test/validators.test.ts` compares both validators on the hostile corpus and on fuzzed documents.
 * @module
 */

/** One failure reported by a validator, in ajv's shape. */
export interface ValidatorError {
  /** A JSON Pointer to the failing value, `""` for the root. */
  readonly instancePath: string;
  /** The failing keyword, e.g. `type`, `required`, `discriminator`. */
  readonly keyword: string;
  /** Facts that depend on the keyword, e.g. `missingProperty` for `required`. */
  readonly params: Readonly<Record<string, unknown>>;
  /** Never set here; ajv's English message, which `src/parse/issues.ts` does not use. */
  readonly message?: string;
}

/** A validator: true when `data` matches; otherwise its failures are in `errors` until the next call. */
export interface Validator {
  (data: unknown): boolean;
  readonly errors: readonly ValidatorError[] | null;
}

/** A JSON Schema as read from `schemas/` (annotations may have been removed). */
export type JsonSchema = Readonly<Record<string, unknown>>;

/**
 * Checks `data`, found at `path`, pushing its failures to `errors` when given. Without `errors` (a condition's
 * `if`, or the first pass of a validator, which only asks whether the data is valid) a check may stop at the
 * first failure, and paths are not built: `path` is then meaningless.
 */
type Check = (data: unknown, path: string, errors: ValidatorError[] | undefined) => boolean;

/**
 * Whether `data` is valid, and nothing more: the first pass of a validator, which is all that valid data, the usual
 * case, costs. It answers as its schema's `Check` does without `errors`, with fewer calls (see `compileTest`).
 */
type Test = (data: unknown) => boolean;

/** Makes the check of one keyword from the schema that holds it. */
type KeywordCompiler = (schema: JsonSchema, context: Context) => Check;

interface Context {
  /** The check of a sub-schema of the schema being compiled. */
  readonly compile: (schema: unknown) => Check;
  /** The test of a sub-schema of the schema being compiled. */
  readonly test: (schema: unknown) => Test;
  /** The check of the schema a `$ref` names, compiled on its first use (references may be recursive). */
  readonly reference: (ref: string) => Check;
  /** The test of the schema a `$ref` names, compiled on its first use. */
  readonly referenceTest: (ref: string) => Test;
  /** The schema a `$ref` names. */
  readonly resolve: (ref: string) => JsonSchema;
  /** Whether every part is compiled at once rather than on first use (see `compileSchemas`). */
  readonly eager: boolean;
}

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The own property `name` of `object`, or undefined: never a value inherited from a prototype. */
function own(object: object, name: string): unknown {
  return Object.hasOwn(object, name) ? (object as Record<string, unknown>)[name] : undefined;
}

// The JSON Schema types. Numbers must be finite (ajv's strict numbers): JavaScript callers can pass NaN.
const TYPES: Readonly<Record<string, (value: unknown) => boolean>> = {
  object: isObject,
  array: Array.isArray,
  string: (value) => typeof value === 'string',
  integer: (value) => typeof value === 'number' && Number.isInteger(value),
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  boolean: (value) => typeof value === 'boolean',
  null: (value) => value === null,
};

// Keywords that apply to values of one type, in the order ajv checks them, the groups too. A value of another
// type passes them; when the schema's single `type` is the group's, the type failure is reported in its turn.
const TYPED_GROUPS: readonly { readonly type: string; readonly keywords: readonly string[] }[] = [
  { type: 'number', keywords: ['maximum', 'minimum'] },
  { type: 'string', keywords: ['maxLength', 'minLength', 'pattern'] },
  { type: 'array', keywords: ['maxItems', 'minItems', 'items', 'uniqueItems'] },
  { type: 'object', keywords: ['required', 'additionalProperties', 'properties', 'discriminator'] },
];
// Keywords that apply to any value, checked before the typed groups, in this order.
const UNTYPED = ['$ref', 'const', 'enum', 'if'] as const;
// Keywords that check nothing by themselves: identifiers, definitions, the branches of `if`, and `oneOf`, which
// `discriminator` (required beside it) checks by the branch the tag names.
const INERT = new Set(['$id', '$schema', '$defs', 'then', 'else', 'oneOf', 'type', 'title', 'description', '$comment']);
// Where sub-schemas are: a keyword's value, each value of a keyword's map of names, each item of a keyword's list.
const SUB_SCHEMA = ['items', 'if', 'then', 'else'] as const;
const SUB_SCHEMA_MAPS = ['properties', '$defs'] as const;
const SUB_SCHEMA_LISTS = ['oneOf'] as const;
const LIMITS = ['maximum', 'minimum', 'maxLength', 'minLength', 'maxItems', 'minItems'] as const;

function fail(
  errors: ValidatorError[] | undefined,
  instancePath: string,
  keyword: string,
  params: Readonly<Record<string, unknown>>,
): false {
  errors?.push({ instancePath, keyword, params });
  return false;
}

// A JSON Pointer segment (RFC 6901).
const segment = (name: string): string => `/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** Runs every check, all of them when failures are gathered, up to the first failure otherwise. */
function every(checks: readonly Check[]): Check {
  if (checks.length === 1) return checks[0]!;
  // Two checks (a type, then a group of keywords) are the usual case after one: spared the loop.
  if (checks.length === 2) {
    const [first, second] = checks as [Check, Check];
    return (data, path, errors) => {
      if (errors === undefined) return first(data, path, errors) && second(data, path, errors);
      const valid = first(data, path, errors);
      return second(data, path, errors) && valid;
    };
  }
  return (data, path, errors) => {
    let valid = true;
    for (const check of checks) {
      if (check(data, path, errors)) continue;
      if (errors === undefined) return false;
      valid = false;
    }
    return valid;
  };
}

// `const` and `enum` are understood with strings, numbers, booleans and null, which compare with `===` (and a
// set). An object or array would need deep equality, which the schemas have never needed.
function scalar(value: unknown, keyword: string): void {
  if (typeof value === 'object' && value !== null) throw new Error(`${keyword} is understood with scalar values only`);
}

// Characters as JSON Schema counts them: code points, so a character outside the BMP counts once.
function characters(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * Throws unless every keyword of this one schema (not its sub-schemas) is understood, in a form that is. The
 * keyword compilers below rely on it: they are only ever given schemas that passed.
 */
function assertUnderstood(schema: JsonSchema, root: boolean): void {
  for (const keyword of Object.keys(schema)) {
    if (!INERT.has(keyword) && !Object.hasOwn(KEYWORDS, keyword)) throw new Error(`unsupported keyword ${keyword}`);
  }
  const has = (keyword: string) => Object.hasOwn(schema, keyword);
  // A nested `$id` would change the base of the references below it, which `resolve` does not follow.
  if (has('$id') && (!root || typeof schema.$id !== 'string'))
    throw new Error('$id is understood at the root of a schema only');
  if (has('$ref') && typeof schema.$ref !== 'string') throw new Error('$ref must be a string');
  if (has('oneOf') && !has('discriminator')) throw new Error('oneOf is understood with discriminator only');
  if (has('discriminator')) {
    if (!isObject(schema.discriminator) || typeof schema.discriminator.propertyName !== 'string')
      throw new Error('discriminator needs a propertyName');
    if (!Array.isArray(schema.oneOf)) throw new Error('discriminator needs oneOf');
  }
  if (has('type')) {
    const types: readonly unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
    for (const type of types) {
      if (typeof type !== 'string' || !Object.hasOwn(TYPES, type)) throw new Error(`unknown type ${String(type)}`);
    }
  }
  if (has('const')) scalar(schema.const, 'const');
  if (has('enum')) {
    if (!Array.isArray(schema.enum)) throw new Error('enum must be an array');
    for (const value of schema.enum) scalar(value, 'enum');
  }
  for (const keyword of LIMITS) {
    if (has(keyword) && typeof schema[keyword] !== 'number') throw new Error(`${keyword} must be a number`);
  }
  if (has('pattern')) {
    if (typeof schema.pattern !== 'string') throw new Error('pattern must be a string');
    new RegExp(schema.pattern, 'u');
  }
  if (has('uniqueItems')) {
    if (typeof schema.uniqueItems !== 'boolean') throw new Error('uniqueItems must be a boolean');
    const itemType = isObject(schema.items) ? schema.items.type : undefined;
    if (schema.uniqueItems && itemType !== 'string' && itemType !== 'integer' && itemType !== 'boolean')
      throw new Error('uniqueItems is understood for items of one scalar type only');
  }
  const { required } = schema;
  if (has('required') && !(Array.isArray(required) && required.every((name) => typeof name === 'string')))
    throw new Error('required must be an array of names');
  if (has('additionalProperties') && schema.additionalProperties !== false)
    throw new Error('additionalProperties is understood as false only');
  for (const keyword of SUB_SCHEMA_MAPS) {
    if (has(keyword) && !isObject(schema[keyword])) throw new Error(`${keyword} must be an object`);
  }
  for (const keyword of SUB_SCHEMA_LISTS) {
    if (has(keyword) && !Array.isArray(schema[keyword])) throw new Error(`${keyword} must be an array`);
  }
}

/** The sub-schemas of one schema, wherever its keywords hold them. */
function subSchemas(schema: JsonSchema): unknown[] {
  const found: unknown[] = [];
  for (const keyword of SUB_SCHEMA) if (Object.hasOwn(schema, keyword)) found.push(schema[keyword]);
  for (const keyword of SUB_SCHEMA_MAPS) {
    if (Object.hasOwn(schema, keyword)) found.push(...Object.values(schema[keyword] as object));
  }
  for (const keyword of SUB_SCHEMA_LISTS) {
    if (Object.hasOwn(schema, keyword)) found.push(...(schema[keyword] as unknown[]));
  }
  return found;
}

const KEYWORDS: Readonly<Record<string, KeywordCompiler>> = {
  $ref: (schema, { reference }) => reference(String(schema.$ref)),
  const: (schema) => {
    const allowedValue = schema.const;
    return (data, path, errors) => data === allowedValue || fail(errors, path, 'const', { allowedValue });
  },
  enum: (schema) => {
    const allowedValues = schema.enum as readonly unknown[];
    const allowed = new Set(allowedValues);
    return (data, path, errors) => allowed.has(data) || fail(errors, path, 'enum', { allowedValues });
  },
  if: (schema, { compile }) => {
    const condition = compile(schema.if);
    const branches = {
      then: schema.then === undefined ? undefined : compile(schema.then),
      else: schema.else === undefined ? undefined : compile(schema.else),
    };
    return (data, path, errors) => {
      const failingKeyword = condition(data, path, undefined) ? 'then' : 'else';
      const branch = branches[failingKeyword];
      return branch === undefined || branch(data, path, errors) || fail(errors, path, 'if', { failingKeyword });
    };
  },
  maximum: (schema) => {
    const bound = schema.maximum as number;
    return (data, path, errors) =>
      (data as number) <= bound || fail(errors, path, 'maximum', { comparison: '<=', limit: bound });
  },
  minimum: (schema) => {
    const bound = schema.minimum as number;
    return (data, path, errors) =>
      (data as number) >= bound || fail(errors, path, 'minimum', { comparison: '>=', limit: bound });
  },
  // A character is one or two code units: the string's length bounds its characters from both sides, which
  // spares counting them in nearly every case (and a 10 MB string is refused without reading it).
  maxLength: (schema) => {
    const bound = schema.maxLength as number;
    return (data, path, errors) => {
      const { length } = data as string;
      return (
        length <= bound ||
        (length <= 2 * bound && characters(data as string) <= bound) ||
        fail(errors, path, 'maxLength', { limit: bound })
      );
    };
  },
  minLength: (schema) => {
    const bound = schema.minLength as number;
    return (data, path, errors) => {
      const text = data as string;
      return (text.length >= bound && characters(text) >= bound) || fail(errors, path, 'minLength', { limit: bound });
    };
  },
  pattern: (schema) => {
    const pattern = String(schema.pattern);
    const expression = new RegExp(pattern, 'u');
    return (data, path, errors) => expression.test(data as string) || fail(errors, path, 'pattern', { pattern });
  },
  maxItems: (schema) => {
    const bound = schema.maxItems as number;
    return (data, path, errors) =>
      (data as unknown[]).length <= bound || fail(errors, path, 'maxItems', { limit: bound });
  },
  minItems: (schema) => {
    const bound = schema.minItems as number;
    return (data, path, errors) =>
      (data as unknown[]).length >= bound || fail(errors, path, 'minItems', { limit: bound });
  },
  // Only for items of one scalar type (said by `items.type`), in linear time. Like ajv, the first repeat met
  // from the end is the one reported: `j` is the later position, `i` the earlier.
  uniqueItems: (schema) => {
    if (schema.uniqueItems !== true) return () => true;
    const isItemType = TYPES[(schema.items as JsonSchema).type as string]!;
    return (data, path, errors) => {
      const list = data as unknown[];
      const seen = new Map<unknown, number>();
      for (let i = list.length - 1; i >= 0; i--) {
        const item = list[i];
        if (!isItemType(item)) continue;
        const j = seen.get(item);
        if (j !== undefined) return fail(errors, path, 'uniqueItems', { i, j });
        seen.set(item, i);
      }
      return true;
    };
  },
  items: (schema, { compile }) => {
    const check = compile(schema.items);
    return (data, path, errors) => {
      const list = data as unknown[];
      let valid = true;
      for (let i = 0; i < list.length; i++) {
        if (check(list[i], errors === undefined ? path : `${path}/${i}`, errors)) continue;
        if (errors === undefined) return false;
        valid = false;
      }
      return valid;
    };
  },
  required: (schema) => {
    const names = schema.required as readonly string[];
    return (data, path, errors) => {
      let valid = true;
      for (const missingProperty of names) {
        // Present means an own property that holds a value (`undefined`, which no JSON text holds, is missing).
        if (own(data as object, missingProperty) !== undefined) continue;
        if (errors === undefined) return false;
        valid = fail(errors, path, 'required', { missingProperty });
      }
      return valid;
    };
  },
  additionalProperties: (schema) => {
    const known = new Set(isObject(schema.properties) ? Object.keys(schema.properties) : []);
    return (data, path, errors) => {
      let valid = true;
      // `for…in`, as ajv: it sees what a JSON value holds (and a JavaScript caller's enumerable inherited keys).
      for (const additionalProperty in data as object) {
        if (known.has(additionalProperty)) continue;
        if (errors === undefined) return false;
        valid = fail(errors, path, 'additionalProperties', { additionalProperty });
      }
      return valid;
    };
  },
  properties: (schema, { compile }) => {
    const checks = Object.entries(schema.properties as JsonSchema).map(([name, sub]) => ({
      name,
      pointer: segment(name),
      check: compile(sub),
    }));
    return (data, path, errors) => {
      let valid = true;
      for (const { name, pointer, check } of checks) {
        const value = own(data as object, name);
        if (value === undefined || check(value, errors === undefined ? path : path + pointer, errors)) continue;
        if (errors === undefined) return false;
        valid = false;
      }
      return valid;
    };
  },
  // The branch of `oneOf` whose tag property is the data's: only that branch is checked, so a bad command gets
  // its own branch's failures, not one per command type.
  discriminator: (schema, { compile, test, resolve, eager }) => {
    const tag = (schema.discriminator as JsonSchema).propertyName as string;
    // Each branch is compiled when data first names it: most pages meet a few of the sixty command types.
    const branches = new Map<string, { readonly schema: unknown; check?: Check; test?: Test }>();
    for (const branch of schema.oneOf as unknown[]) {
      const target = isObject(branch) && typeof branch.$ref === 'string' ? resolve(branch.$ref) : branch;
      const property = isObject(target) && isObject(target.properties) ? target.properties[tag] : undefined;
      const value = isObject(property) ? property.const : undefined;
      if (typeof value !== 'string') throw new Error(`a oneOf branch has no const ${tag}`);
      branches.set(value, eager ? { schema: branch, check: compile(branch), test: test(branch) } : { schema: branch });
    }
    return (data, path, errors) => {
      const tagValue = own(data as object, tag);
      if (typeof tagValue !== 'string') return fail(errors, path, 'discriminator', { error: 'tag', tag, tagValue });
      const branch = branches.get(tagValue);
      if (branch === undefined) return fail(errors, path, 'discriminator', { error: 'mapping', tag, tagValue });
      if (errors === undefined) return (branch.test ??= test(branch.schema))(data);
      return (branch.check ??= compile(branch.schema))(data, path, errors);
    };
  },
};

/**
 * Whether an object is valid against a schema that lists its properties, requires some of them and allows no
 * other: the three keywords in one pass over the properties, for valid data, the usual case (every command a
 * game plays is checked). Failures are then gathered keyword by keyword, in ajv's order. Undefined for other
 * object schemas.
 */
function closedObject(schema: JsonSchema, { test }: Context): Test | undefined {
  const { properties, required = [], additionalProperties, discriminator } = schema;
  if (!isObject(properties) || additionalProperties !== false || discriminator !== undefined) return undefined;
  if (!Array.isArray(required) || !required.every((name) => Object.hasOwn(properties, String(name)))) return undefined;
  const names = Object.keys(properties);
  const tests = names.map((name) => test(properties[name]));
  const needed = names.map((name) => required.includes(name));
  const known = new Set(names);
  return (data) => {
    const object = data as object;
    for (let i = 0; i < names.length; i++) {
      const value = own(object, names[i]!);
      if (value === undefined ? needed[i] : !tests[i]!(value)) return false;
    }
    for (const key in object) if (!known.has(key)) return false;
    return true;
  };
}

// Keywords that say nothing about the data.
const ANNOTATIONS = new Set(['$id', '$schema', '$defs', 'title', 'description', '$comment']);
// The keywords a scalar schema's test runs as they are, by type: those of the type's group, and `const` and `enum`.
const SCALAR_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  string: ['const', 'enum', 'maxLength', 'minLength', 'pattern'],
  integer: ['const', 'enum', 'maximum', 'minimum'],
  number: ['const', 'enum', 'maximum', 'minimum'],
  boolean: ['const', 'enum'],
  null: ['const', 'enum'],
};

/** `tests` all passing, with the loop spared for the usual few. */
function all(tests: readonly Test[]): Test {
  const [a, b, c] = tests;
  switch (tests.length) {
    case 1:
      return a!;
    case 2:
      return (data) => a!(data) && b!(data);
    case 3:
      return (data) => a!(data) && b!(data) && c!(data);
    default:
      return (data) => tests.every((t) => t(data));
  }
}

/**
 * The test of one schema, which `assertUnderstood` passed. The shapes every command and event has get a test of
 * their own, which makes one call where the check makes several (a group of keywords, then each keyword, then the
 * keyword's sub-schema): a reference alone; a scalar of one type with keywords of that type only (its keyword
 * checks then run as they are, since the type is known); a closed object (`closedObject`); an object told by its
 * tag (`discriminator`). Any other schema is tested by its check.
 */
function compileTest(schema: JsonSchema, context: Context): Test {
  const keywords = Object.keys(schema).filter((keyword) => !ANNOTATIONS.has(keyword));
  const only = (allowed: readonly string[]) => keywords.every((keyword) => allowed.includes(keyword));
  const { type } = schema;
  if (keywords.length === 1 && keywords[0] === '$ref') return context.referenceTest(String(schema.$ref));
  if (typeof type === 'string' && Object.hasOwn(SCALAR_KEYWORDS, type) && only(['type', ...SCALAR_KEYWORDS[type]!])) {
    const ofType = TYPES[type]!;
    const checks = keywords.filter((keyword) => keyword !== 'type').map((keyword) => KEYWORDS[keyword]!(schema, context));
    return all([ofType, ...checks.map((check): Test => (data) => check(data, '', undefined))]);
  }
  if (type === 'object' && only(['type', 'properties', 'required', 'additionalProperties'])) {
    const whole = closedObject(schema, context);
    if (whole !== undefined) return (data) => isObject(data) && whole(data);
  }
  if (type === 'object' && keywords.includes('discriminator') && only(['type', 'discriminator', 'oneOf'])) {
    const tagged = KEYWORDS.discriminator!(schema, context);
    return (data) => isObject(data) && tagged(data, '', undefined);
  }
  const check = context.compile(schema);
  return (data) => check(data, '', undefined);
}

/** Compiles one schema (not a reference to it), which `assertUnderstood` passed, into its check. */
function compileSchema(schema: JsonSchema, context: Context): Check {
  const has = (keyword: string) => Object.hasOwn(schema, keyword);
  const types: readonly string[] = !has('type') ? [] : Array.isArray(schema.type) ? schema.type : [String(schema.type)];
  const groups = TYPED_GROUPS.filter((group) => group.keywords.some(has));
  const ofType = types.length === 1 ? TYPES[types[0]!]! : (value: unknown) => types.some((type) => TYPES[type]!(value));
  const typeFailure = { type: schema.type };
  // A single type whose group the schema uses is checked with that group; any other `type` is checked first.
  const typeFirst = types.length > 0 && !(types.length === 1 && groups.some((group) => group.type === types[0]));

  const checks: Check[] = [];
  if (typeFirst) checks.push((data, path, errors) => ofType(data) || fail(errors, path, 'type', typeFailure));
  for (const keyword of UNTYPED) if (has(keyword)) checks.push(KEYWORDS[keyword]!(schema, context));
  for (const group of groups) {
    const isGroupType = TYPES[group.type]!;
    const keywords = group.keywords.filter(has);
    const each = every(keywords.map((keyword) => KEYWORDS[keyword]!(schema, context)));
    const whole = group.type === 'object' ? closedObject(schema, context) : undefined;
    const inGroup: Check =
      whole === undefined
        ? each
        : (data, path, errors) => (errors === undefined ? whole(data) : each(data, path, errors));
    const reportsType = !typeFirst && types[0] === group.type;
    checks.push((data, path, errors) =>
      isGroupType(data) ? inGroup(data, path, errors) : !reportsType || fail(errors, path, 'type', typeFailure),
    );
  }
  return every(checks);
}

/**
 * Compiles schemas that may refer to each other by `$id`, and to their own `$defs` by `#/$defs/…`. Returns the
 * validator of a schema by its `$id`.
 *
 * Every part of every schema is first checked (`assertUnderstood`), and every `$ref` resolved, so that a keyword
 * this module does not understand, anywhere, or a reference to nothing, throws here. A validator is then compiled
 * on its first call, and each branch of a `discriminator` when data first names it, so that a page compiles only
 * what it meets; with `eager`, every part is compiled when the validator is made, which is how the tests prove
 * that the schemas of `schemas/` never throw later.
 */
export function compileSchemas(
  schemas: readonly JsonSchema[],
  { eager = false }: { readonly eager?: boolean } = {},
): (id: string) => Validator {
  const byId = new Map<string, JsonSchema>();
  for (const schema of schemas) byId.set(String(schema.$id), schema);
  const compiled = new Map<string, Check>();

  function resolve(ref: string, base: string): { key: string; schema: JsonSchema } {
    const hash = ref.indexOf('#');
    const id = hash === 0 ? base : hash < 0 ? ref : ref.slice(0, hash);
    let pointer: string;
    try {
      // The fragment is a URI fragment: `%25` is `%` (RFC 3986), before the pointer's own `~0` and `~1`.
      pointer = hash < 0 ? '' : decodeURIComponent(ref.slice(hash + 1));
    } catch {
      throw new Error(`cannot resolve ${ref} from ${base}`);
    }
    // A fragment that is not a JSON Pointer names an `$anchor`, which is not understood.
    if (pointer !== '' && !pointer.startsWith('/'))
      throw new Error(`$ref is understood with a JSON Pointer only: ${ref}`);
    let target: unknown = byId.get(id);
    for (const part of pointer.split('/').slice(1)) {
      target = isObject(target) ? own(target, part.replace(/~1/g, '/').replace(/~0/g, '~')) : undefined;
    }
    if (!isObject(target) || !schemaParts.has(target)) throw new Error(`cannot resolve ${ref} from ${base}`);
    return { key: `${id}#${pointer}`, schema: target };
  }

  // Every part of every schema, checked once, and the references each holds, with the `$id` they are read from.
  const schemaParts = new WeakSet<object>();
  const references: { readonly ref: string; readonly base: string }[] = [];
  for (const schema of schemas) {
    const base = String(schema.$id);
    const stack: { readonly part: unknown; readonly root: boolean }[] = [{ part: schema, root: true }];
    while (stack.length > 0) {
      const { part, root } = stack.pop()!;
      if (!isObject(part)) throw new Error('a schema must be an object');
      if (schemaParts.has(part)) continue; // a part several keywords share (or a JavaScript cycle)
      assertUnderstood(part, root);
      schemaParts.add(part);
      if (typeof part.$ref === 'string') references.push({ ref: part.$ref, base });
      for (const sub of subSchemas(part)) stack.push({ part: sub, root: false });
    }
  }
  for (const { ref, base } of references) resolve(ref, base);

  // A sub-schema is compiled once, however many keywords check it (see `closedObject`), and so is its test.
  const bySchema = new WeakMap<object, Check>();
  const testBySchema = new WeakMap<object, Test>();
  const tested = new Map<string, Test>();

  function contextOf(base: string): Context {
    const context: Context = {
      // Sub-schemas are parts of the schemas checked above, so objects.
      compile: (schema) => {
        const part = schema as JsonSchema;
        let check = bySchema.get(part);
        if (check === undefined) bySchema.set(part, (check = compileSchema(part, context)));
        return check;
      },
      reference: (ref) => {
        const { key, schema } = resolve(ref, base);
        let check = compiled.get(key);
        if (check === undefined) {
          // A placeholder first, so that a schema that refers to itself compiles.
          let target: Check | undefined;
          compiled.set(key, (data, path, errors) => target!(data, path, errors));
          target = compileSchema(schema, contextOf(key.slice(0, key.indexOf('#'))));
          compiled.set(key, target);
          check = target;
        }
        return check;
      },
      test: (schema) => {
        const part = schema as JsonSchema;
        let test = testBySchema.get(part);
        if (test === undefined) testBySchema.set(part, (test = compileTest(part, context)));
        return test;
      },
      referenceTest: (ref) => {
        const { key, schema } = resolve(ref, base);
        let test = tested.get(key);
        if (test === undefined) {
          // A placeholder first, as for the checks.
          let target: Test | undefined;
          tested.set(key, (data) => target!(data));
          target = compileTest(schema, contextOf(key.slice(0, key.indexOf('#'))));
          tested.set(key, target);
          test = target;
        }
        return test;
      },
      resolve: (ref) => resolve(ref, base).schema,
      eager,
    };
    return context;
  }

  return (id) => {
    // Compiled on the first call: a page that only plays never compiles the replay schema.
    let compiledCheck = eager ? contextOf(id).reference(id) : undefined;
    let compiledTest = eager ? contextOf(id).referenceTest(id) : undefined;
    const check: Check = (data, path, errors) => (compiledCheck ??= contextOf(id).reference(id))(data, path, errors);
    let errors: ValidatorError[] | null = null;
    // Valid data, the usual case, is checked once without gathering anything; invalid data a second time, for
    // every failure and its path.
    const validator = (data: unknown): boolean => {
      if ((compiledTest ??= contextOf(id).referenceTest(id))(data)) {
        errors = null;
        return true;
      }
      const found: ValidatorError[] = [];
      check(data, '', found);
      errors = found;
      return false;
    };
    return Object.defineProperty(validator, 'errors', { get: () => errors }) as Validator;
  };
}
