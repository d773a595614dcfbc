/**
 * Checks JSON values against the JSON Schemas of `schemas/`, by walking the schemas themselves.
 *
 * Each schema is turned once into a tree of small checking functions (closures: no code is generated, so it runs
 * under a Content Security Policy without `unsafe-eval`). Only the keywords the schemas use are understood, and
 * a schema with any other fails when it is compiled, so a schema can never be half-checked.
 *
 * Every failure is reported, in the order and with the `keyword`, `instancePath` and `params` that ajv (the
 * reference validator, with `allErrors` and its `discriminator` option) gives: `src/parse.ts` words issues from
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
  /** Never set here; ajv's English message, which `src/parse.ts` does not use. */
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

/** Makes the check of one keyword from the schema that holds it. */
type KeywordCompiler = (schema: JsonSchema, context: Context) => Check;

interface Context {
  /** The check of a sub-schema of the schema being compiled. */
  readonly compile: (schema: unknown) => Check;
  /** The check of the schema a `$ref` names, compiled on its first use (references may be recursive). */
  readonly reference: (ref: string) => Check;
  /** The schema a `$ref` names. */
  readonly resolve: (ref: string) => JsonSchema;
  /** Whether every part is compiled at once rather than on first use (see `compileSchemas`). */
  readonly eager: boolean;
}

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
function scalar(value: unknown, keyword: string): unknown {
  if (typeof value === 'object' && value !== null) throw new Error(`${keyword} is understood with scalar values only`);
  return value;
}

// Characters as JSON Schema counts them: code points, so a character outside the BMP counts once.
function characters(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

function limit(schema: JsonSchema, keyword: string): number {
  const value = schema[keyword];
  if (typeof value !== 'number') throw new Error(`${keyword} must be a number`);
  return value;
}

const KEYWORDS: Readonly<Record<string, KeywordCompiler>> = {
  $ref: (schema, { reference }) => reference(String(schema.$ref)),
  const: (schema) => {
    const allowedValue = scalar(schema.const, 'const');
    return (data, path, errors) => data === allowedValue || fail(errors, path, 'const', { allowedValue });
  },
  enum: (schema) => {
    const allowedValues = schema.enum;
    if (!Array.isArray(allowedValues)) throw new Error('enum must be an array');
    const allowed = new Set(allowedValues.map((value) => scalar(value, 'enum')));
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
    const bound = limit(schema, 'maximum');
    return (data, path, errors) =>
      (data as number) <= bound || fail(errors, path, 'maximum', { comparison: '<=', limit: bound });
  },
  minimum: (schema) => {
    const bound = limit(schema, 'minimum');
    return (data, path, errors) =>
      (data as number) >= bound || fail(errors, path, 'minimum', { comparison: '>=', limit: bound });
  },
  // A character is one or two code units: the string's length bounds its characters from both sides, which
  // spares counting them in nearly every case (and a 10 MB string is refused without reading it).
  maxLength: (schema) => {
    const bound = limit(schema, 'maxLength');
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
    const bound = limit(schema, 'minLength');
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
    const bound = limit(schema, 'maxItems');
    return (data, path, errors) =>
      (data as unknown[]).length <= bound || fail(errors, path, 'maxItems', { limit: bound });
  },
  minItems: (schema) => {
    const bound = limit(schema, 'minItems');
    return (data, path, errors) =>
      (data as unknown[]).length >= bound || fail(errors, path, 'minItems', { limit: bound });
  },
  // Only for items of one scalar type (said by `items.type`), in linear time. Like ajv, the first repeat met
  // from the end is the one reported: `j` is the later position, `i` the earlier.
  uniqueItems: (schema) => {
    if (schema.uniqueItems !== true) return () => true;
    const itemType = isObject(schema.items) ? schema.items.type : undefined;
    if (itemType !== 'string' && itemType !== 'integer' && itemType !== 'boolean')
      throw new Error('uniqueItems is understood for items of one scalar type only');
    const isItemType = TYPES[itemType]!;
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
    const names = schema.required;
    if (!Array.isArray(names)) throw new Error('required must be an array');
    return (data, path, errors) => {
      const object = data as Record<string, unknown>;
      let valid = true;
      for (const missingProperty of names as string[]) {
        if (object[missingProperty] !== undefined) continue;
        if (errors === undefined) return false;
        valid = fail(errors, path, 'required', { missingProperty });
      }
      return valid;
    };
  },
  additionalProperties: (schema) => {
    if (schema.additionalProperties !== false) throw new Error('additionalProperties is understood as false only');
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
    if (!isObject(schema.properties)) throw new Error('properties must be an object');
    const checks = Object.entries(schema.properties).map(([name, sub]) => ({
      name,
      pointer: segment(name),
      check: compile(sub),
    }));
    return (data, path, errors) => {
      const object = data as Record<string, unknown>;
      let valid = true;
      for (const { name, pointer, check } of checks) {
        const value = object[name];
        if (value === undefined || check(value, errors === undefined ? path : path + pointer, errors)) continue;
        if (errors === undefined) return false;
        valid = false;
      }
      return valid;
    };
  },
  // The branch of `oneOf` whose tag property is the data's: only that branch is checked, so a bad command gets
  // its own branch's failures, not one per command type.
  discriminator: (schema, { compile, resolve, eager }) => {
    const tag = isObject(schema.discriminator) ? String(schema.discriminator.propertyName) : '';
    if (!Array.isArray(schema.oneOf)) throw new Error('discriminator needs oneOf');
    // Each branch is compiled when data first names it: most pages meet a few of the sixty command types.
    const branches = new Map<string, { readonly schema: unknown; check?: Check }>();
    for (const branch of schema.oneOf as unknown[]) {
      const target = isObject(branch) && typeof branch.$ref === 'string' ? resolve(branch.$ref) : branch;
      const property = isObject(target) && isObject(target.properties) ? target.properties[tag] : undefined;
      const value = isObject(property) ? property.const : undefined;
      if (typeof value !== 'string') throw new Error(`a oneOf branch has no const ${tag}`);
      branches.set(value, eager ? { schema: branch, check: compile(branch) } : { schema: branch });
    }
    return (data, path, errors) => {
      const tagValue = (data as Record<string, unknown>)[tag];
      if (typeof tagValue !== 'string') return fail(errors, path, 'discriminator', { error: 'tag', tag, tagValue });
      const branch = branches.get(tagValue);
      if (branch === undefined) return fail(errors, path, 'discriminator', { error: 'mapping', tag, tagValue });
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
function closedObject(schema: JsonSchema, { compile }: Context): ((data: unknown) => boolean) | undefined {
  const { properties, required = [], additionalProperties, discriminator } = schema;
  if (!isObject(properties) || additionalProperties !== false || discriminator !== undefined) return undefined;
  if (!Array.isArray(required) || !required.every((name) => Object.hasOwn(properties, String(name)))) return undefined;
  const entries = Object.entries(properties).map(([name, sub]) => ({
    name,
    check: compile(sub),
    required: required.includes(name),
  }));
  const known = new Set(Object.keys(properties));
  return (data) => {
    const object = data as Record<string, unknown>;
    for (const { name, check, required } of entries) {
      const value = object[name];
      if (value === undefined ? required : !check(value, '', undefined)) return false;
    }
    for (const key in object) if (!known.has(key)) return false;
    return true;
  };
}

/** Compiles one schema (not a reference to it) into its check. */
function compileSchema(schema: unknown, context: Context): Check {
  if (!isObject(schema)) throw new Error('a schema must be an object');
  for (const keyword of Object.keys(schema)) {
    if (!INERT.has(keyword) && KEYWORDS[keyword] === undefined) throw new Error(`unsupported keyword ${keyword}`);
  }
  if (schema.oneOf !== undefined && schema.discriminator === undefined)
    throw new Error('oneOf is understood with discriminator only');
  const types: readonly string[] =
    schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [String(schema.type)];
  for (const type of types) if (TYPES[type] === undefined) throw new Error(`unknown type ${type}`);
  const groups = TYPED_GROUPS.filter((group) => group.keywords.some((keyword) => keyword in schema));
  const ofType = types.length === 1 ? TYPES[types[0]!]! : (value: unknown) => types.some((type) => TYPES[type]!(value));
  const typeFailure = { type: schema.type };
  // A single type whose group the schema uses is checked with that group; any other `type` is checked first.
  const typeFirst = types.length > 0 && !(types.length === 1 && groups.some((group) => group.type === types[0]));

  const checks: Check[] = [];
  if (typeFirst) checks.push((data, path, errors) => ofType(data) || fail(errors, path, 'type', typeFailure));
  for (const keyword of UNTYPED) if (keyword in schema) checks.push(KEYWORDS[keyword]!(schema, context));
  for (const group of groups) {
    const isGroupType = TYPES[group.type]!;
    const keywords = group.keywords.filter((keyword) => keyword in schema);
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
 * A validator is compiled on its first call, and each branch of a `discriminator` when data first names it, so
 * that a page compiles only what it meets. Compiling throws if a schema uses a keyword this module does not
 * understand: with `eager`, every part is compiled when the validator is made, which is how the tests prove
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
    const pointer = hash < 0 ? '' : ref.slice(hash + 1);
    let target: unknown = byId.get(id);
    for (const part of pointer.split('/').slice(1)) {
      target = isObject(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    }
    if (!isObject(target)) throw new Error(`cannot resolve ${ref} from ${base}`);
    return { key: `${id}#${pointer}`, schema: target };
  }

  // A sub-schema is compiled once, however many keywords check it (see `closedObject`).
  const bySchema = new WeakMap<object, Check>();

  function contextOf(base: string): Context {
    const context: Context = {
      compile: (schema) => {
        if (!isObject(schema)) return compileSchema(schema, context);
        let check = bySchema.get(schema);
        if (check === undefined) bySchema.set(schema, (check = compileSchema(schema, context)));
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
      resolve: (ref) => resolve(ref, base).schema,
      eager,
    };
    return context;
  }

  return (id) => {
    // Compiled on the first call: a page that only plays never compiles the replay schema.
    let compiledCheck = eager ? contextOf(id).reference(id) : undefined;
    const check: Check = (data, path, errors) => (compiledCheck ??= contextOf(id).reference(id))(data, path, errors);
    let errors: ValidatorError[] | null = null;
    // Valid data, the usual case, is checked once without gathering anything; invalid data a second time, for
    // every failure and its path.
    const validator = (data: unknown): boolean => {
      if (check(data, '', undefined)) {
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
