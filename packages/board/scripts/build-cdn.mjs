// Bundles the CDN entry into one self-contained ES module: a page needs a single
// <script type="module" src="…/stigmeria-board.js"> and nothing else (Lit and the rules are inside).
// `node scripts/build-cdn.mjs --analyze` also lists what weighs most in the bundle.
import { build, analyzeMetafile } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const outfile = 'dist/cdn/stigmeria-board.js';

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
  metafile: true,
  logLevel: 'warning',
});

const bytes = readFileSync(new URL(`../${outfile}`, import.meta.url));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
// Level 9 is what CDNs serve for static files; the size budget test measures the same way.
console.log(`${outfile}: ${kb(bytes.length)}, ${kb(gzipSync(bytes, { level: 9 }).length)} gzipped`);

if (process.argv.includes('--analyze')) {
  console.log(await analyzeMetafile(result.metafile, { verbose: false }));
}
