// Bundles the CDN build: a page needs a single <script type="module" src="…/stigmeria-board.js"> and nothing else
// (Lit and the rules are inside). What a one-player normal board in English does not need is split off into chunks
// (esbuild's code splitting): the French texts, the replay controls, the checks of outside input, and the views a
// game shows later (src/late-views.ts: the decisions panel, the end screen, the hint, the How to play text, online
// play, the computer's seats), which the element imports right after its first render. The element imports them
// with `import()`; a chunk's URL is relative to the file that imports it, so the browser finds them beside the
// entry, wherever the page loads it from.
// The solver, which only the `hints` attribute uses, is a file of its own beside them (stigmeria-solver.js: src/solver.ts,
// the solver's hint and the search for the best lines after a game, with the part of the rules they need), imported
// on demand by a relative URL as well.
// `node scripts/build-cdn.mjs --analyze` also lists what each file holds, raw and gzipped, per module (esbuild's
// metafile).
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const outdir = 'dist/cdn';
const entryFile = 'stigmeria-board.js';
// The tutorial recorder's entry: a second entry of the same split build, so that it shares the board's chunks and
// the board's entry does not carry it.
const recorderFile = 'stigmeria-recorder.js';
const solverFile = 'stigmeria-solver.js';
const onlineFile = 'stigmeria-online-client.js';
const editorFile = 'stigmeria-editor.js';
const editorWorkerFile = 'stigmeria-editor-worker.js';
const botWorkerFile = 'stigmeria-bot-worker.js';
// The element's `import('./solver.js')` (and the computer players' `import('../solver.js')`) becomes an import of
// the file beside the entry: every file of the build is in one folder.
const solverBeside = {
  name: 'solver-beside',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\/solver\.js$/ }, () => ({ path: `./${solverFile}`, external: true }));
  },
};
// The recorder reaches the board through its entry only (`../index.js`, `../define.js` from src/recorder/): in the CDN
// build that is the board's own file beside it, so the recorder's file carries no copy of the board, and the board's
// files are split as they are without the recorder.
const boardBeside = {
  name: 'board-beside',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/(index|define)\.js$/ }, (args) =>
      /[\\/]src[\\/]recorder[\\/]/.test(args.importer) ? { path: `./${entryFile}`, external: true } : undefined,
    );
  },
};
// The online client's MessagePack decoder (@colyseus/msgpackr) probes for `new Function` once, and a strict CSP
// with Trusted Types blocks the probe and logs a violation. The decoder's own no-eval build replaces its calls to
// `new Function` with `new BlockedFunction` (an undefined name, so the probe fails quietly and the decoder keeps to
// its plain reader); this does the same for the CDN build.
const msgpackrNoEval = {
  name: 'msgpackr-no-eval',
  setup(b) {
    b.onLoad({ filter: /[\\/]@colyseus[\\/]msgpackr[\\/]unpack\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('var BlockedFunction')) throw new Error(`${args.path}: no BlockedFunction, the no-eval replacement no longer applies`);
      return { contents: source.replaceAll('new Function(', 'new BlockedFunction('), loader: 'js' };
    });
  },
};
// The computer players think in a module worker (src/bot-worker.ts: the solver's bots, with the part of the rules
// they need), a file of its own beside the solver's; src/bot-thinking.ts makes it from a URL relative to the module
// (`new URL('./bot-worker.js', import.meta.url)`), which names the npm build's file and here becomes this one's.
const botWorkerBeside = {
  name: 'bot-worker-beside',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]bot-thinking\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const named = "new URL('./bot-worker.js', import.meta.url)";
      if (!source.includes(named)) throw new Error(`${args.path}: no ${named}, the worker's URL is no longer rewritten`);
      return { contents: source.replace(named, `new URL('./${botWorkerFile}', import.meta.url)`), loader: 'ts' };
    });
  },
};
// Online play's client (src/online/online-client.ts: colyseus.js, the checks of the room's messages and the rules'
// `applyEvent` they call) is a file of its own too, as the solver is: split off as a chunk, the parts of the rules it
// calls would join the rules' chunk that every board fetches at once.
const onlineBeside = {
  name: 'online-beside',
  setup(b) {
    b.onResolve({ filter: /^\.\/online-client\.js$/ }, () => ({ path: `./${onlineFile}`, external: true }));
  },
};
// Lit's css`` templates are strings to esbuild, which leaves them as written: with their comments, which say why
// a rule is there, and their indentation. The CDN build drops both (comments, runs of white space, the spaces
// around braces, semicolons, commas and child combinators, and after a colon, which in a selector is never followed
// by a space); the templates hold no backtick, no string with two spaces in a row, and interpolate only other css``
// values, which stay as they are.
function minifyCss(body) {
  return body
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replaceAll(';}', '}')
    .trim();
}
const cssTemplates = {
  name: 'css-templates',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.styles\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return { contents: source.replace(/css`([^`]*)`/g, (_, body) => `css\`${minifyCss(body)}\``), loader: 'ts' };
    });
  },
};
// The schema editor (src/editor/) is a file of its own, which no board page fetches: `stigmeria-editor.js`. It
// carries the `<stigmeria-board>` that its "Play it" opens, with the same Lit, so that the editor's page loads one
// copy of Lit (two would each ask Trusted Types for the `lit-html` policy); the solver and the online client stay
// the files beside it that the board imports on demand. Its check runs in a module Worker,
// `stigmeria-editor-worker.js` (the solver's `check` and the rules it calls), whose URL the editor makes relative to
// its own file.
const editorWorkerBeside = {
  name: 'editor-worker-beside',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]editor[\\/]worker-url\.ts$/ }, () => ({
      contents: `export const checkWorkerUrl = () => new URL('./${editorWorkerFile}', import.meta.url);`,
      loader: 'ts',
    }));
  },
};
const analyze = process.argv.includes('--analyze');

const common = {
  absWorkingDir: packageDir,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  // Licences of Lit and the rules are in their packages; keeping comments would only add bytes on the wire.
  legalComments: 'none',
  write: false,
  logLevel: 'warning',
};

const board = await build({
  ...common,
  entryPoints: [
    { in: 'src/cdn.ts', out: basename(entryFile, '.js') },
    { in: 'src/recorder/cdn.ts', out: basename(recorderFile, '.js') },
  ],
  outdir,
  splitting: true,
  // Chunks carry a hash of their content: a CDN may cache them for ever, and an entry never meets a stale chunk.
  chunkNames: 'stigmeria-[name]-[hash]',
  metafile: true,
  plugins: [solverBeside, onlineBeside, boardBeside, botWorkerBeside, cssTemplates],
});

const solver = await build({ ...common, entryPoints: ['src/solver.ts'], outfile: join(outdir, solverFile), metafile: true });
const botWorker = await build({ ...common, entryPoints: ['src/bot-worker.ts'], outfile: join(outdir, botWorkerFile), metafile: true });
const online = await build({
  ...common,
  entryPoints: ['src/online/online-client.ts'],
  outfile: join(outdir, onlineFile),
  metafile: true,
  plugins: [msgpackrNoEval],
  // The decoder and schema libraries test for Node's `Buffer` (`typeof Buffer < "u"`) and use it when it is there; in
  // a browser it never is, so the build says so, and the file reads no Node global a page might define.
  define: { Buffer: 'undefined' },
});
const editor = await build({
  ...common,
  entryPoints: ['src/editor/index.ts'],
  outfile: join(outdir, editorFile),
  metafile: true,
  plugins: [editorWorkerBeside, solverBeside, onlineBeside, botWorkerBeside, cssTemplates],
});
const editorWorker = await build({ ...common, entryPoints: ['src/editor/check-worker.ts'], outfile: join(outdir, editorWorkerFile), metafile: true });

// What a board fetches before it renders (the entry and the chunks it imports at once) holds none of the rules'
// checks of outside input, their JSON Schema validators and document readers: they load with the checks chunk
// (src/checks.ts), when a document or a command from outside first arrives. A module of the entry's static graph
// that imports `@stigmeria/rules` (its index re-exports the checks) instead of `@stigmeria/rules/engine` would pull
// them back in; the build stops rather than ship that.
const atOnce = new Set();
const outputOf = (file) => board.metafile.outputs[`${outdir}/${file}`];
for (const queue = [entryFile]; queue.length > 0; ) {
  const file = queue.pop();
  if (atOnce.has(file)) continue;
  atOnce.add(file);
  for (const i of outputOf(file).imports) if (i.kind === 'import-statement' && !i.external) queue.push(basename(i.path));
}
const checksInFirstLoad = [...atOnce].flatMap((file) => Object.keys(outputOf(file).inputs).filter((module) => /(?:^|\/)rules\/(?:src|dist)\/(?:validate|parse)[./]/.test(module)));
if (checksInFirstLoad.length > 0) {
  throw new Error(`the board's first load holds the rules' checks of outside input: ${checksInFirstLoad.join(', ')}`);
}
// Nor the rules of commands (their actions, the gate that asks them, `legalActions`, `playCommand`,
// `legalCommandOf`): a board draws its first view from `@stigmeria/rules/view` and receives them with the late views.
// A module of the entry's static graph that imports a value of `@stigmeria/rules/engine` would pull them back in.
const commandsInFirstLoad = [...atOnce].flatMap((file) =>
  Object.keys(outputOf(file).inputs).filter((module) => /(?:^|\/)rules\/(?:src|dist)\/(?:actions\/|gate\.|legal\.|legal-command\.|play-command\.)/.test(module)),
);
if (commandsInFirstLoad.length > 0) throw new Error(`the board's first load holds the rules of commands: ${commandsInFirstLoad.join(', ')}`);
// Nor does it hold the late views (the modules src/late-views.ts gathers): a module of the entry's static graph that
// imports one of them would bring it back into the first load, and the chunk would be fetched for nothing.
const lateSource = await readFile(join(packageDir, 'src/late-views.ts'), 'utf8');
const lateModules = [...lateSource.matchAll(/from '\.\/(.+)\.js'/g)].map((m) => `src/${m[1]}.ts`);
const lateChunks = Object.entries(board.metafile.outputs).filter(([, output]) => output.entryPoint === 'src/late-views.ts');
if (lateModules.length === 0 || lateChunks.length !== 1) throw new Error('the late views are no chunk of their own');
const lateInFirstLoad = [...atOnce].flatMap((file) => Object.keys(outputOf(file).inputs).filter((module) => lateModules.includes(module)));
if (lateInFirstLoad.length > 0) throw new Error(`the board's first load holds late views: ${lateInFirstLoad.join(', ')}`);

// A build replaces the folder: chunks of an older build (other hashes) would otherwise stay beside the new ones.
rmSync(join(packageDir, outdir), { recursive: true, force: true });
mkdirSync(join(packageDir, outdir), { recursive: true });
for (const file of [...board.outputFiles, ...solver.outputFiles, ...botWorker.outputFiles, ...online.outputFiles, ...editor.outputFiles, ...editorWorker.outputFiles]) {
  mkdirSync(dirname(file.path), { recursive: true });
  writeFileSync(file.path, file.contents);
}

// Level 9 is what CDNs serve for static files; the size test (test/package-size.test.ts) measures the same way.
const gzipped = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const name = (file) => basename(file.path);
const boardFiles = [...board.outputFiles].filter((file) => name(file) !== recorderFile).sort((a, b) => (name(a) === entryFile ? -1 : name(b) === entryFile ? 1 : name(a).localeCompare(name(b))));
let total = 0;
for (const file of boardFiles) {
  total += gzipped(file.contents);
  console.log(`${outdir}/${name(file)}: ${kb(file.contents.length)}, ${kb(gzipped(file.contents))} gzipped`);
}
console.log(`  all of the board's files: ${kb(total)} gzipped`);
for (const file of board.outputFiles.filter((f) => name(f) === recorderFile)) {
  console.log(`${outdir}/${name(file)}: ${kb(file.contents.length)}, ${kb(gzipped(file.contents))} gzipped (the tutorial recorder's entry; it imports the board's chunks)`);
}
for (const file of online.outputFiles) {
  console.log(`${outdir}/${name(file)}: ${kb(file.contents.length)}, ${kb(gzipped(file.contents))} gzipped (loaded by online play only)`);
}
for (const file of solver.outputFiles) {
  console.log(`${outdir}/${name(file)}: ${kb(file.contents.length)}, ${kb(gzipped(file.contents))} gzipped (loaded by the hints and the computer players only)`);
}
for (const file of botWorker.outputFiles) {
  console.log(`${outdir}/${name(file)}: ${kb(file.contents.length)}, ${kb(gzipped(file.contents))} gzipped (the computer players' worker)`);
}

for (const file of [...editor.outputFiles, ...editorWorker.outputFiles]) {
  console.log(`${outdir}/${name(file)}: ${kb(file.contents.length)}, ${kb(gzipped(file.contents))} gzipped (loaded by the schema editor only)`);
}

if (analyze) {
  // Per file: its gzipped size, what it imports, then its minified bytes by part and by module, as esbuild's
  // metafile reports them (raw bytes: gzip compresses a file as a whole, so it does not split by module).
  for (const [path, output] of Object.entries(board.metafile.outputs)) {
    if (!path.endsWith('.js')) continue;
    const file = board.outputFiles.find((f) => f.path === join(packageDir, path));
    const imports = output.imports.filter((i) => !i.external).map((i) => `${i.kind === 'dynamic-import' ? 'on demand' : 'at once'}: ${basename(i.path)}`);
    console.log(`\n${basename(path)}: ${kb(gzipped(file.contents))} gzipped${imports.length > 0 ? ` (imports ${imports.join(', ')})` : ''}`);
    const parts = new Map();
    for (const [module, { bytesInOutput }] of Object.entries(output.inputs)) {
      const part = partOf(module);
      parts.set(part, (parts.get(part) ?? 0) + bytesInOutput);
    }
    console.log(`${'raw'.padStart(9)}  part`);
    for (const [part, raw] of [...parts].sort((a, b) => b[1] - a[1])) console.log(`${kb(raw).padStart(9)}  ${part}`);
    const modules = Object.entries(output.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput);
    console.log(`${'raw'.padStart(9)}  module (the 12 largest)`);
    for (const [module, { bytesInOutput }] of modules.slice(0, 12)) console.log(`${kb(bytesInOutput).padStart(9)}  ${module}`);
  }
}

/** The part of the product a module belongs to, for the summary. */
function partOf(module) {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (dependency) return dependency[1];
  // The rules' dist/ maps back to src/ when its source maps are there; either may be named.
  const rules = /packages\/rules\/(?:src|dist)\/(.*)$/.exec(module)?.[1];
  if (rules?.startsWith('catalogue/') || rules?.startsWith('generated/catalogue-')) return 'rules: catalogue schemas';
  if (rules?.startsWith('validate/generated/')) return 'rules: JSON Schemas (generated copy, without annotations)';
  if (rules?.startsWith('validate/')) return 'rules: JSON Schema validation';
  if (rules?.startsWith('parse.') || rules?.startsWith('parse/')) return 'rules: document parsing (parse.ts, parse/)';
  if (rules !== undefined) return 'rules: engine';
  if (/src\/i18n\/fr\./.test(module)) return 'board: French texts';
  if (/src\/i18n/.test(module)) return 'board: English texts and languages';
  if (module.endsWith('.styles.ts')) return 'board: styles';
  if (module.includes('src/recorder/')) return 'board: tutorial recorder';
  if (module.includes('src/')) return 'board: element, views, controllers';
  return module;
}
