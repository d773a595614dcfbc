/**
 * What editors and frameworks read from the installed board: its generated React 19 JSX and Vue declarations
 * (consumer/board-jsx.tsx and consumer/board-vue.ts, whose `@ts-expect-error` lines are wrong values that must stay
 * errors), its VS Code custom data and JetBrains web-types, and every entry's types under each of TypeScript's
 * resolutions, node10 included, as `@arethetypeswrong/cli` sees the tarball.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, inject, it } from 'vitest';
import { consumerDir, runTsc } from './consumer.js';
import { REPO_ROOT } from './paths.js';

const exec = promisify(execFile);

it('<stigmeria-board> type-checks in React 19 TSX, with its attributes and its events as on… props', async () => {
  expect(await runTsc('tsconfig.board-jsx.json')).toBe('');
});

it('<stigmeria-board> is among Vue\'s GlobalComponents, with its props and events', async () => {
  expect(await runTsc('tsconfig.board-vue.json')).toBe('');
});

it('the VS Code custom data and the web-types name the element and every attribute of its manifest', () => {
  const installed = join(consumerDir(), 'node_modules', '@stigmeria', 'board');
  const read = (file: string) => JSON.parse(readFileSync(join(installed, file), 'utf8'));
  const pkg = read('package.json');
  const manifest = read(pkg.customElements);
  const element = manifest.modules.flatMap((module: { declarations: unknown[] }) => module.declarations)[0];
  const attributes: string[] = element.attributes.map((attribute: { name: string }) => attribute.name);
  expect(attributes).toEqual(expect.arrayContaining(['schema', 'mode', 'players', 'lang', 'theme', 'replay-src', 'controls']));

  // As an editor's setting names it: through the package's exports.
  const customDataFile = createRequire(join(consumerDir(), 'package.json')).resolve('@stigmeria/board/vscode.html-custom-data.json');
  const customData = JSON.parse(readFileSync(customDataFile, 'utf8'));
  expect(customData.tags.map((tag: { name: string }) => tag.name)).toEqual(['stigmeria-board']);
  expect(customData.tags[0].attributes.map((attribute: { name: string }) => attribute.name)).toEqual(attributes);
  const mode = customData.tags[0].attributes.find((attribute: { name: string }) => attribute.name === 'mode');
  expect(mode.values.map((value: { name: string }) => value.name)).toEqual(
    expect.arrayContaining(['discovery', 'normal', 'competitive', 'competitive-no-limit', 'solo-no-limit']),
  );

  // As a JetBrains IDE finds it: the `web-types` field of package.json.
  const webTypes = read(pkg['web-types']);
  expect(webTypes.name).toBe('@stigmeria/board');
  const [webElement] = webTypes.contributions.html.elements;
  expect(webElement.name).toBe('stigmeria-board');
  expect(webElement.attributes.map((attribute: { name: string }) => attribute.name)).toEqual(attributes);
  expect(webElement.events.map((event: { name: string }) => event.name)).toContain('stigmeria-change');
});

it('every entry of the board tarball resolves to its types under node10, node16 and bundler resolution', async () => {
  const tarball = inject('packed')['@stigmeria/board']!.tarball;
  const attw = join(REPO_ROOT, 'node_modules', '@arethetypeswrong', 'cli', 'dist', 'index.js');
  // The package is ESM only, by design: a `require` of it from CommonJS is not supported, so that rule is off.
  const run = exec(process.execPath, [attw, tarball, '--ignore-rules', 'cjs-resolves-to-esm', '--format', 'ascii'], { cwd: REPO_ROOT });
  const result = await run.then(
    ({ stdout }) => ({ ok: true, stdout }),
    (error: { stdout?: string; stderr?: string }) => ({ ok: false, stdout: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
  );
  expect(result.ok, result.stdout).toBe(true);
  for (const entry of ['/define', '/react', '/recorder', '/cdn', '/recorder/cdn', '/editor', '/react-jsx', '/vue']) expect(result.stdout).toContain(`"@stigmeria/board${entry}"`);
});

it('every entry of the rules tarball resolves under node10, node16 and bundler resolution, the document folders too', async () => {
  const tarball = inject('packed')['@stigmeria/rules']!.tarball;
  const attw = join(REPO_ROOT, 'node_modules', '@arethetypeswrong', 'cli', 'dist', 'index.js');
  // As for the board: ESM only, by design.
  const run = exec(process.execPath, [attw, tarball, '--ignore-rules', 'cjs-resolves-to-esm', '--format', 'ascii'], { cwd: REPO_ROOT });
  const result = await run.then(
    ({ stdout }) => ({ ok: true, stdout }),
    (error: { stdout?: string; stderr?: string }) => ({ ok: false, stdout: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
  );
  expect(result.ok, result.stdout).toBe(true);
  for (const entry of ['', '/schemas/*', '/catalogue/*']) expect(result.stdout).toContain(`"@stigmeria/rules${entry}"`);
});
