/**
 * Global setup: packs `@stigmeria/rules`, `@stigmeria/solver`, `@stigmeria/board`, `@stigmeria/cli` and `@stigmeria/server` with
 * `npm pack`, then installs the tarballs into a new project outside the repository, so that no test can see the
 * workspace's sources or hoisted node_modules by accident. The install is offline: every third-party package
 * comes from the npm cache that `npm ci` filled, at the versions of the root lockfile (a lockfile is written for
 * the new project, so npm needs no registry metadata, only the cached tarballs).
 * Third-party versions are the ones the root package.json or this workspace's package.json pins (Vue and Svelte
 * are pinned here: only these checks need them).
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { CHECKS_ROOT, CONSUMER_FIXTURES, DOCS, REPO_ROOT } from './paths.js';

const run = promisify(execFile);

/** The packages under test, by workspace folder. */
const PACKED = {
  '@stigmeria/rules': 'packages/rules',
  '@stigmeria/solver': 'packages/solver',
  '@stigmeria/board': 'packages/board',
  '@stigmeria/cli': 'packages/cli',
  '@stigmeria/server': 'packages/server',
} as const;
/**
 * What a consumer installs beside them: the board's optional peers and their types, for the React wrapper; the
 * Vue and Svelte runtimes the guide's Vue and Svelte examples are bundled with; and Node's types, which the
 * cli's declarations use (its `Io` takes Node streams), as any Node program calling its `run` has them.
 */
const THIRD_PARTY = ['react', 'react-dom', '@lit/react', '@types/react', '@types/react-dom', 'vue', 'svelte', '@types/node'] as const;
/**
 * A catalogue game's golden replay, copied into the project under its own name: the cli verifies it and the
 * solver solves one of its positions, as a user would with a replay file of their own.
 */
const GOLDEN_REPLAY = 'packages/rules/catalogue/maronne-hearth-stone.replay.json';

export interface LockEntry {
  readonly version: string;
  readonly resolved?: string;
  readonly integrity?: string;
  readonly license?: string;
  readonly dependencies?: Record<string, string>;
  readonly optionalDependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
  readonly peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

interface PackResult {
  readonly name: string;
  readonly filename: string;
  readonly integrity: string;
  readonly files: readonly { readonly path: string }[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The new project's folder: its node_modules hold the installed tarballs. */
    consumerDir: string;
    /** Each packed package's tarball path and the files it holds. */
    packed: Record<string, { readonly tarball: string; readonly files: readonly string[] }>;
  }
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/**
 * The lockfile path of the copy of `name` that the package at `from` gets, as Node resolves it: its own
 * node_modules first, then each enclosing package's, up to the top.
 */
export function resolveLocked(rootLock: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const path = `${base === '' ? '' : `${base}/`}node_modules/${name}`;
    if (rootLock[path] !== undefined) return path;
    if (base === '') return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

/**
 * The root lockfile's entries for `names` (top-level packages) and everything they need, at the same lockfile
 * paths: a package npm nested under another (Vue's compiler keeps its own `entities`) stays nested, so the
 * consumer gets the tree the repository tested, not a top-level copy of another version.
 */
function lockClosure(rootLock: Record<string, LockEntry>, names: Iterable<string>, skip: ReadonlySet<string>): Map<string, LockEntry> {
  const found = new Map<string, LockEntry>();
  const queue = [...names].map((name) => ({ from: '', name }));
  while (queue.length > 0) {
    const { from, name } = queue.shift()!;
    if (skip.has(name)) continue;
    const path = resolveLocked(rootLock, from, name);
    if (path === undefined) throw new Error(`the root package-lock.json has no ${name} that ${from || 'the root'} can resolve`);
    if (found.has(path)) continue;
    const entry = rootLock[path]!;
    found.set(path, entry);
    const optional = entry.peerDependenciesMeta ?? {};
    const needs = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((peer) => optional[peer]?.optional !== true),
    ];
    queue.push(...needs.map((dependency) => ({ from: path, name: dependency })));
    // Optional dependencies (a native build for each platform, say) come along as the root lockfile holds them:
    // npm installs those that fit the machine and skips the others, as it did for the repository.
    const optionals = Object.keys(entry.optionalDependencies ?? {}).filter((name) => resolveLocked(rootLock, path, name) !== undefined);
    queue.push(...optionals.map((dependency) => ({ from: path, name: dependency })));
  }
  return found;
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'stigmeria-consumer-'));
  const tarballs = join(dir, 'tarballs');
  mkdirSync(tarballs);
  const workspaces = Object.keys(PACKED).flatMap((name) => ['--workspace', name]);
  const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', tarballs, ...workspaces], {
    cwd: REPO_ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  const packs = JSON.parse(stdout) as PackResult[];

  const rootLock = readJson<{ packages: Record<string, LockEntry> }>(join(REPO_ROOT, 'package-lock.json')).packages;
  const pinned = {
    ...readJson<{ devDependencies: Record<string, string> }>(join(REPO_ROOT, 'package.json')).devDependencies,
    ...readJson<{ devDependencies: Record<string, string> }>(join(CHECKS_ROOT, 'package.json')).devDependencies,
  };
  const dependencies: Record<string, string> = {};
  const lockPackages: Record<string, unknown> = {};
  const ours = new Set<string>(Object.keys(PACKED));
  const needed: string[] = [...THIRD_PARTY];
  for (const pack of packs) {
    const folder = PACKED[pack.name as keyof typeof PACKED];
    const manifest = readJson<LockEntry & { license?: string; bin?: Record<string, string> }>(
      join(REPO_ROOT, folder, 'package.json'),
    );
    const spec = `file:tarballs/${pack.filename}`;
    dependencies[pack.name] = spec;
    lockPackages[`node_modules/${pack.name}`] = {
      version: manifest.version,
      resolved: spec,
      integrity: pack.integrity,
      license: manifest.license,
      // npm ci links node_modules/.bin from the lockfile's `bin`, as npm itself records it, not from the tarball.
      bin: manifest.bin,
      dependencies: manifest.dependencies,
      peerDependencies: manifest.peerDependencies,
      peerDependenciesMeta: manifest.peerDependenciesMeta,
    };
    needed.push(...Object.keys(manifest.dependencies ?? {}));
  }
  for (const name of THIRD_PARTY) {
    const version = pinned[name];
    if (version === undefined) throw new Error(`neither the root package.json nor release-checks' pins ${name}`);
    dependencies[name] = version;
  }
  for (const [path, entry] of lockClosure(rootLock, needed, ours)) lockPackages[path] = entry;

  const manifest = { name: 'stigmeria-consumer', private: true, type: 'module', dependencies };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const lock = { name: manifest.name, lockfileVersion: 3, requires: true, packages: { '': { name: manifest.name, dependencies }, ...lockPackages } };
  writeFileSync(join(dir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  await run('npm', ['ci', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir });
  cpSync(CONSUMER_FIXTURES, dir, { recursive: true });
  cpSync(join(REPO_ROOT, GOLDEN_REPLAY), join(dir, basename(GOLDEN_REPLAY)));
  // The guides' examples run against the installed packages too, as a reader would run them.
  cpSync(join(DOCS, 'examples'), join(dir, 'examples'), { recursive: true });

  project.provide('consumerDir', dir);
  project.provide(
    'packed',
    Object.fromEntries(packs.map((pack) => [pack.name, { tarball: join(tarballs, pack.filename), files: pack.files.map((f) => f.path) }])),
  );
  return () => rmSync(dir, { recursive: true, force: true });
}
