/**
 * A React 18 app installs the board. The peer range of `@stigmeria/board` names React 18 and 19; this project
 * proves it as npm reads it: the consumer project's tree with React 18 (and its React DOM) in place of 19, installed
 * offline from the tarballs, has no invalid or missing peer (`npm ls --all` fails on one, as `npm install` refuses it
 * with ERESOLVE), and the React wrapper renders with React 18's server renderer.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, inject, it } from 'vitest';
import { resolveLocked, type LockEntry } from './consumer-setup.js';
import { CHECKS_ROOT, REPO_ROOT } from './paths.js';

const run = promisify(execFile);
const consumerDir = inject('consumerDir');
const dir = mkdtempSync(join(tmpdir(), 'stigmeria-react-18-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** React 18's packages, as this workspace pins them under aliases so that `npm ci` caches their tarballs. */
const ALIASES = { react: 'react-18', 'react-dom': 'react-dom-18' } as const;

/**
 * The root lockfile's entries for an aliased package and what it needs, at the paths the consumer project gives them:
 * the alias becomes the real name at the top, and what npm nested under the alias or this workspace comes to the top.
 */
function aliasedClosure(rootLock: Record<string, LockEntry>, name: keyof typeof ALIASES): Map<string, LockEntry> {
  const found = new Map<string, LockEntry>();
  const from = 'packages/release-checks';
  const top = resolveLocked(rootLock, from, ALIASES[name]);
  if (top === undefined) throw new Error(`the root package-lock.json has no ${ALIASES[name]}`);
  const { name: _alias, ...entry } = rootLock[top] as LockEntry & { name?: string };
  found.set(`node_modules/${name}`, entry);
  const queue = Object.keys(entry.dependencies ?? {}).map((dependency) => ({ at: top, dependency }));
  while (queue.length > 0) {
    const { at, dependency } = queue.shift()!;
    const path = resolveLocked(rootLock, at, dependency);
    if (path === undefined) throw new Error(`the root package-lock.json has no ${dependency} for ${at}`);
    const target = `node_modules/${dependency}`;
    if (found.has(target)) continue;
    found.set(target, rootLock[path]!);
    queue.push(...Object.keys(rootLock[path]!.dependencies ?? {}).map((next) => ({ at: path, dependency: next })));
  }
  return found;
}

it('installs beside React 18 with every peer satisfied, and its React wrapper renders there', async () => {
  const rootLock = (JSON.parse(readFileSync(join(REPO_ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> }).packages;
  const consumer = JSON.parse(readFileSync(join(consumerDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const consumerLock = JSON.parse(readFileSync(join(consumerDir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const pins = (JSON.parse(readFileSync(join(CHECKS_ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> })
    .devDependencies;
  const reactVersion = pins[ALIASES.react]!.replace(/^npm:react@/, '');
  expect(reactVersion).toMatch(/^18\./);

  const packages: Record<string, LockEntry> = {};
  for (const [path, entry] of Object.entries(consumerLock.packages)) {
    if (path === '') continue;
    // React 19's packages and what only they need leave with them.
    if (['node_modules/react', 'node_modules/react-dom', 'node_modules/scheduler'].includes(path)) continue;
    packages[path] = entry;
  }
  for (const name of Object.keys(ALIASES) as (keyof typeof ALIASES)[]) {
    for (const [path, entry] of aliasedClosure(rootLock, name)) packages[path] = entry;
  }
  const dependencies: Record<string, string> = { ...consumer.dependencies, react: reactVersion, 'react-dom': reactVersion };
  // The tarballs are where the consumer project keeps them.
  for (const [name, spec] of Object.entries(dependencies)) {
    if (spec.startsWith('file:')) dependencies[name] = `file:${join(consumerDir, spec.slice('file:'.length))}`;
  }
  for (const entry of Object.values(packages)) {
    const resolved = (entry as { resolved?: string }).resolved;
    if (resolved?.startsWith('file:')) (entry as { resolved?: string }).resolved = `file:${join(consumerDir, resolved.slice('file:'.length))}`;
  }
  const manifest = { name: 'stigmeria-react-18', private: true, type: 'module', dependencies };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const lock = { name: manifest.name, lockfileVersion: 3, requires: true, packages: { '': { name: manifest.name, dependencies }, ...packages } };
  writeFileSync(join(dir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  await run('npm', ['ci', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir });

  // npm ls exits 1 and names the package on an invalid or missing peer.
  const listed = await run('npm', ['ls', '--all', '--json'], { cwd: dir }).then(
    ({ stdout }) => ({ ok: true, stdout }),
    (error: { stdout: string }) => ({ ok: false, stdout: error.stdout }),
  );
  const tree = JSON.parse(listed.stdout) as { problems?: string[]; dependencies: Record<string, { version: string }> };
  expect(tree.problems ?? []).toEqual([]);
  expect(listed.ok).toBe(true);
  expect(tree.dependencies['react']!.version).toBe(reactVersion);

  const script = [
    "import { createElement } from 'react';",
    "import { renderToString } from 'react-dom/server';",
    "import { version } from 'react';",
    "import { StigmeriaBoard } from '@stigmeria/board/react';",
    "console.log(version, renderToString(createElement(StigmeriaBoard, { schema: 'x', players: 2 })));",
  ].join('\n');
  writeFileSync(join(dir, 'render.mjs'), script);
  const { stdout } = await run(process.execPath, ['render.mjs'], { cwd: dir });
  expect(stdout).toMatch(new RegExp(`^${reactVersion.replace(/\./g, '\\.')} <stigmeria-board`));
});
