// Bundles the CDN entry into one self-contained ES module: a page needs a single
// <script type="module" src="…/stigmeria-board.js"> and nothing else (Lit and the rules are inside).
// The solver, which only the `hints` attribute uses, is a second file beside it (stigmeria-solver.js: src/solver.ts,
// the solver's hint and the search for the best lines after a game, with the part of the rules they need), imported on
// demand by a relative URL: pages without hints never fetch it, and the board's own file keeps its size.
// `node scripts/build-cdn.mjs --analyze` also lists what weighs most in the bundle, raw and gzipped, per module.
import { build } from 'esbuild';
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync, gzipSync } from 'node:zlib';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const outfile = 'dist/cdn/stigmeria-board.js';
const solverFile = 'dist/cdn/stigmeria-solver.js';
// The element's `import('./solver.js')` becomes an import of the file beside the bundle.
const solverBeside = {
  name: 'solver-beside',
  setup(b) {
    b.onResolve({ filter: /^\.\/solver\.js$/ }, () => ({ path: './stigmeria-solver.js', external: true }));
  },
};
const analyze = process.argv.includes('--analyze');

const result = await build({
  absWorkingDir: packageDir,
  entryPoints: ['src/cdn.ts'],
  outfile,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  // Licences of Lit and the rules are in their packages; keeping comments would only add bytes on the wire.
  legalComments: 'none',
  // Only to attribute each byte of the bundle to its module; the map is not written next to the bundle.
  sourcemap: analyze ? 'external' : false,
  write: false,
  logLevel: 'warning',
  plugins: [solverBeside],
});

const solver = await build({
  absWorkingDir: packageDir,
  entryPoints: ['src/solver.ts'],
  outfile: solverFile,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  write: false,
  logLevel: 'warning',
});

const bundle = result.outputFiles.find((file) => file.path.endsWith('.js'));
const path = fileURLToPath(new URL(`../${outfile}`, import.meta.url));
mkdirSync(dirname(path), { recursive: true });
writeFileSync(path, bundle.contents);

// Level 9 is what CDNs serve for static files; the size test (test/package-size.test.ts) measures the same way.
const gzipped = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`${outfile}: ${kb(bundle.contents.length)}, ${kb(gzipped(bundle.contents))} gzipped`);
const solverBundle = solver.outputFiles[0];
writeFileSync(fileURLToPath(new URL(`../${solverFile}`, import.meta.url)), solverBundle.contents);
console.log(`${solverFile}: ${kb(solverBundle.contents.length)}, ${kb(gzipped(solverBundle.contents))} gzipped (loaded by the hints only)`);

if (analyze) {
  const map = JSON.parse(result.outputFiles.find((file) => file.path.endsWith('.map')).text);
  const modules = bytesBySource(bundle.text, map);
  // Each part is compressed on its own (deflate, gzip without its header), so the parts add up to more than the
  // whole: what modules share (Lit's templates, repeated names) compresses once in the real file.
  const deflated = (text) => deflateRawSync(Buffer.from(text), { level: 9 }).length;
  const table = (title, groups) => {
    const rows = [...groups]
      .map(([name, text]) => ({ name, raw: Buffer.byteLength(text), packed: deflated(text) }))
      .sort((a, b) => b.packed - a.packed);
    console.log(`\n${'gzipped'.padStart(9)} ${'raw'.padStart(9)}  ${title}`);
    for (const { name, raw, packed } of rows) console.log(`${kb(packed).padStart(9)} ${kb(raw).padStart(9)}  ${name}`);
  };
  const parts = new Map();
  for (const [name, text] of modules) parts.set(partOf(name), (parts.get(partOf(name)) ?? '') + text);
  table('part', parts);
  table('module', modules);
}

/** The part of the product a module belongs to, for the summary. */
function partOf(module) {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (dependency) return dependency[1];
  // The rules' dist/ maps back to src/ when its source maps are there; either may be named.
  const rules = /packages\/rules\/(?:src|dist)\/(.*)$/.exec(module)?.[1];
  if (rules?.startsWith('generated/')) return 'rules: JSON Schemas (generated copy, without annotations)';
  if (rules?.startsWith('json-schema.') || rules?.startsWith('validators.')) return 'rules: JSON Schema validation';
  if (rules?.startsWith('catalogue/')) return 'rules: catalogue schemas';
  if (rules?.startsWith('parse.')) return 'rules: document parsing (parse.ts)';
  if (rules !== undefined) return 'rules: engine';
  if (module.endsWith('board/src/i18n.ts')) return 'board: English and French texts';
  if (module.endsWith('.styles.ts')) return 'board: styles';
  if (module.includes('board/src/')) return 'board: element, views, controllers';
  return module;
}

/** The bundle's characters grouped by the source module the map says they come from. */
function bytesBySource(code, map) {
  const groups = new Map();
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((mappings, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let column = 0;
    // Each segment starts at a column and runs to the next segment's column; the source index is relative.
    const segments = [];
    for (const segment of mappings.split(',')) {
      if (segment === '') continue;
      const fields = decodeVlq(segment);
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push({ column, source: fields.length > 1 ? source : -1 });
    }
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.column ?? line.length;
      // Sources are relative to the bundle's folder; named from the repository's root they read better.
      const name =
        segment.source < 0
          ? '(bundler glue)'
          : relative(resolve(packageDir, '../..'), resolve(packageDir, dirname(outfile), map.sources[segment.source]));
      groups.set(name, (groups.get(name) ?? '') + line.slice(segment.column, end));
    });
  });
  return groups;
}

/** The signed numbers of one source-map segment (base-64 VLQ: 5 bits a digit, continuation bit 32, sign bit 1). */
function decodeVlq(segment) {
  const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const numbers = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      numbers.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return numbers;
}
