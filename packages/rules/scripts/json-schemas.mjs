// The JSON Schemas of `schemas/`, read and compiled once by ajv in strict mode, for the build scripts: a schema
// mistake (a bad `$ref`, an unknown keyword, an ambiguous type) fails the build before anything is written.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';

export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const schemasDir = resolve(packageDir, '../../schemas');
export const ID_BASE = 'https://stigmeria.dev/schemas/';
/** The schema files, in the order `src/validate/validators.ts` reads them. */
export const FILES = ['target-schema.v1.schema.json', 'command.v1.schema.json', 'event.v1.schema.json', 'replay.v1.schema.json'];

/** Each schema file as it is written, parsed. */
export const schemas = FILES.map((file) => JSON.parse(readFileSync(join(schemasDir, file), 'utf8')));

/** An ajv holding every schema, compiled strictly; `ajv.getSchema(id)` gives a validator. */
export const ajv = new Ajv2020({ allErrors: true, strict: true, discriminator: true });
for (const schema of schemas) {
  if (typeof schema.$id !== 'string') throw new Error(`a schema has no $id`);
  ajv.addSchema(schema);
}
for (const schema of schemas) ajv.getSchema(schema.$id);

/** The validator of the schema whose `$id` ends with `name/v1.json` (`target-schema`, `replay` …). */
export function validatorOf(name) {
  const validate = ajv.getSchema(`${ID_BASE}${name}/v1.json`);
  if (validate === undefined) throw new Error(`no JSON Schema named ${name}`);
  return validate;
}
