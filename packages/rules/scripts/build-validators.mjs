// Compiles the JSON Schemas in `schemas/` into standalone validators at build time, so that the published
// package neither ships the ajv compiler nor evaluates generated code at run time (no `eval`, no
// `new Function`: it must run under a strict Content Security Policy).
//
// ajv writes CommonJS that `require`s a few small helpers from `ajv/dist/runtime/`; esbuild inlines them and
// turns the whole into one ES module, `src/generated/validators.ts`, which `src/validators.ts` re-exports with
// types. The output is gitignored: `npm run build` regenerates it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { build } from 'esbuild';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const schemasDir = resolve(packageDir, '../../schemas');
const outFile = join(packageDir, 'src/generated/validators.ts');

// Export name -> schema file. The `$id` inside each file is what the replay schema `$ref`s.
const SCHEMAS = {
  validateTargetSchema: 'target-schema.v1.schema.json',
  validateCommand: 'command.v1.schema.json',
  validateEvent: 'event.v1.schema.json',
  validateReplay: 'replay.v1.schema.json',
};

// Annotations say what a schema means to a reader; validation never reads them. ajv copies a sub-schema whole
// into the code where an error names its `enum`, so they would otherwise ship to every browser.
const ANNOTATIONS = new Set(['title', 'description', '$comment', 'examples']);
// Keywords whose value maps names to sub-schemas: the names are data (a property may be called `title`).
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
// Keywords whose value is data to compare with, not a schema: copied as they are.
const DATA = new Set(['const', 'enum', 'default', 'examples']);

function withoutAnnotations(schema) {
  if (Array.isArray(schema)) return schema.map(withoutAnnotations);
  if (schema === null || typeof schema !== 'object') return schema;
  const kept = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (DATA.has(key)) kept[key] = value;
    else if (SCHEMA_MAPS.has(key) && value !== null && typeof value === 'object')
      kept[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, withoutAnnotations(sub)]));
    else kept[key] = withoutAnnotations(value);
  }
  return kept;
}

const schemas = Object.entries(SCHEMAS).map(([name, file]) => {
  const schema = JSON.parse(readFileSync(join(schemasDir, file), 'utf8'));
  if (typeof schema.$id !== 'string') throw new Error(`${file} has no $id`);
  return { name, schema: withoutAnnotations(schema) };
});
const exportsToIds = Object.fromEntries(schemas.map(({ name, schema }) => [name, schema.$id]));

// The keywords for which `issueFromError` in src/parse.ts writes its own message and never reads ajv's. While
// the schemas use no other, ajv's English messages are dead weight (about a tenth of the validators' size).
const WORDED_BY_PARSE = new Set([
  'type', 'required', 'additionalProperties', 'enum', 'const', 'pattern', 'maxLength', 'minLength', 'maxItems',
  'minItems', 'minimum', 'maximum', 'uniqueItems', 'discriminator', 'if',
]);

function standalone({ messages }) {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    // Lets ajv check only the branch named by `type` (or `kind`), so that a bad command yields that branch's
    // errors instead of one failure per branch of the `oneOf`.
    discriminator: true,
    messages,
    code: { source: true, esm: false },
    inlineRefs: false,
  });
  for (const { schema } of schemas) ajv.addSchema(schema);
  // Compiling each one here turns a schema mistake (a bad `$ref`, a strict-mode violation) into a build failure.
  for (const id of Object.values(exportsToIds)) ajv.getSchema(id);
  return standaloneCode(ajv, exportsToIds);
}

let cjs = standalone({ messages: false });
// A keyword parse.ts does not word falls back to ajv's message: keep the messages then, so that no issue's
// text changes, and say why the validators grew.
const unworded = [...new Set([...cjs.matchAll(/keyword: "([^"]+)"/g)].map((match) => match[1]))].filter(
  (keyword) => !WORDED_BY_PARSE.has(keyword),
);
if (unworded.length > 0) {
  console.warn(
    `validators keep ajv's messages: src/parse.ts does not word ${unworded.join(', ')} (see WORDED_BY_PARSE)`,
  );
  cjs = standalone({ messages: true });
}

// The CommonJS code is handed to esbuild as a virtual module rather than a file in a temporary folder: the
// module's name appears in the bundle's comments, and a random folder name would make every build differ.
// `absWorkingDir` keeps the other paths in those comments independent of where the script is run from.
const STANDALONE = 'ajv-standalone';
const standalonePlugin = {
  name: STANDALONE,
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: new RegExp(`^${STANDALONE}$`) }, () => ({
      path: 'validators.cjs',
      namespace: STANDALONE,
    }));
    // resolveDir lets the `require("ajv/dist/runtime/...")` calls resolve like any import from this package.
    pluginBuild.onLoad({ filter: /.*/, namespace: STANDALONE }, () => ({
      contents: cjs,
      loader: 'js',
      resolveDir: packageDir,
    }));
  },
};

const result = await build({
  stdin: {
    contents: `export { ${Object.keys(SCHEMAS).join(', ')} } from ${JSON.stringify(STANDALONE)};`,
    resolveDir: packageDir,
    loader: 'js',
  },
  absWorkingDir: packageDir,
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  plugins: [standalonePlugin],
  write: false,
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
});
// With allErrors, ajv gathers a referenced sub-schema's errors by `vErrors = vErrors.concat(errors)`, once per
// failing item: an array of n bad items then costs n²/2 copies (20,000 bad replay steps took seconds). Appending
// in place keeps it linear; any concatenation left means ajv's output changed shape, so the build stops.
const gathered = /vErrors = vErrors === null \? ([\w$.]+) : vErrors\.concat\(\1\);/g;
const code = result.outputFiles[0].text.replace(
  gathered,
  (_, errors) =>
    `if (vErrors === null) vErrors = ${errors}.slice(); else for (let k = 0; k < ${errors}.length; k++) vErrors.push(${errors}[k]);`,
);
if (code.includes('.concat(')) throw new Error('generated validators gather errors with concat: see the comment above');

// The runtime must never compile code: fail the build rather than ship a validator that does.
const forbidden = /\beval\s*\(|\bnew\s+Function\b|\bFunction\s*\(/;
if (forbidden.test(code)) throw new Error('generated validators use eval or the Function constructor');
// Only ajv's small runtime helpers (and what they import) may be bundled, never its compiler.
const compilerInputs = Object.keys(result.metafile.inputs).filter(
  (input) => input.includes('ajv/dist/') && !input.includes('ajv/dist/runtime/'),
);
if (compilerInputs.length > 0)
  throw new Error(`generated validators bundle ajv's compiler: ${compilerInputs.join(', ')}`);

const header = [
  '// @ts-nocheck',
  '// Generated by scripts/build-validators.mjs from the JSON Schemas in schemas/. Do not edit: run `npm run build`.',
  '',
].join('\n');
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, header + code);
console.log(`wrote ${outFile} (${code.length} bytes)`);
