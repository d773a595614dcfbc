/**
 * Changesets: every user-facing change carries one, and each one is well formed.
 *
 * - Each changeset in .changeset/ names only public packages of this repository, each with a bump type, and
 *   has a summary. This reads the files and needs no git history.
 * - The gate, on committed history: when a package changed between the base branch of .changeset/config.json
 *   and HEAD, a changeset was added in the same range. On a clone of main there is nothing to compare, so it
 *   passes; on a branch it asks for one (`npx changeset`, or `npx changeset --empty` for a change no user sees:
 *   private packages such as this one count, as they do for changesets). Uncommitted work is left out, so that
 *   `npm test` on a working tree with edits in progress does not fail for a changeset not yet written.
 * - `changeset status` itself, in CI (CI=true, as .ci/run sets it). It compares the working tree, not only the
 *   commits, with the base branch, and passes whenever some changeset is pending; in CI's clean clone the gate
 *   above is the stricter check and this one shows that the changesets tool reads them all.
 *
 * The two git checks are skipped, and the skip shows in the report, outside a git checkout that has the base
 * branch.
 *
 * The first release: while a public package is at 0.0.0 (never published), every changeset bumps it `minor`, and
 * `changeset version`, run on a copy of what it reads, takes it to 0.1.0 with a changelog that reads as a first
 * release: one "Minor Changes" section, no "Patch Changes" (a patch changeset, or an "Updated dependencies" line,
 * would make one), and no history of behaviour no user ever had. Once the packages are released these checks
 * have no package left to check.
 */
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths.js';

const exec = promisify(execFile);
const CHANGESETS = join(REPO_ROOT, '.changeset');
const CHANGESET_BIN = join(REPO_ROOT, 'node_modules', '@changesets', 'cli', 'bin.js');
const config = JSON.parse(readFileSync(join(CHANGESETS, 'config.json'), 'utf8')) as { baseBranch: string };
/** The version of a package never published; its first release is the `minor` bump from it. */
const UNRELEASED = '0.0.0';

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

function hasRef(ref: string): boolean {
  try {
    git('rev-parse', '--verify', '--quiet', ref);
    return true;
  } catch {
    return false;
  }
}

interface WorkspacePackage {
  readonly name: string;
  readonly version: string;
  readonly published: boolean;
}

/** Workspace packages by folder (`packages/board`), with their name, version and whether they are published. */
function packages(): Map<string, WorkspacePackage> {
  const found = new Map<string, WorkspacePackage>();
  for (const folder of readdirSync(join(REPO_ROOT, 'packages'))) {
    try {
      const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'packages', folder, 'package.json'), 'utf8')) as {
        name: string;
        version: string;
        private?: boolean;
      };
      found.set(`packages/${folder}`, { name: manifest.name, version: manifest.version, published: manifest.private !== true });
    } catch {
      // A folder without a package.json is not a package.
    }
  }
  return found;
}

/** The front matter of a changeset: package name → bump type; and its summary. */
function readChangeset(file: string): { readonly releases: Map<string, string>; readonly summary: string } {
  const text = readFileSync(join(CHANGESETS, file), 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (match === null) throw new Error(`.changeset/${file} has no front matter between --- lines`);
  const releases = new Map<string, string>();
  for (const line of match[1]!.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const release = /^\s*["']?([^"':]+)["']?\s*:\s*(\S+)\s*$/.exec(line);
    if (release === null) throw new Error(`.changeset/${file}: cannot read "${line}"`);
    releases.set(release[1]!, release[2]!);
  }
  return { releases, summary: match[2]!.trim() };
}

const changesetFiles = readdirSync(CHANGESETS).filter((f) => f.endsWith('.md') && f !== 'README.md');
const withHistory = hasRef('HEAD') && hasRef(config.baseBranch);

it.each(changesetFiles)('.changeset/%s releases public packages of this repository, with a summary', (file) => {
  const { releases, summary } = readChangeset(file);
  const published = new Set([...packages().values()].filter((p) => p.published).map((p) => p.name));
  expect(summary).not.toBe('');
  expect(releases.size).toBeGreaterThan(0);
  for (const [name, type] of releases) {
    expect(published, `${file} names ${name}`).toContain(name);
    expect(['patch', 'minor', 'major'], `${file} bumps ${name}`).toContain(type);
  }
});

it.each(changesetFiles)('.changeset/%s bumps minor every package it names that was never released', (file) => {
  const versions = new Map([...packages().values()].map((p) => [p.name, p.version]));
  for (const [name, type] of readChangeset(file).releases) {
    // A patch would open a "Patch Changes" section in a first release; a major would make it 1.0.0.
    if (versions.get(name) === UNRELEASED) expect(type, `${file} bumps ${name}, still at ${UNRELEASED}`).toBe('minor');
  }
});

it.skipIf(!withHistory)(`every package changed since ${config.baseBranch} comes with a changeset added since then`, () => {
  const changed = git('diff', '--name-only', `${config.baseBranch}...HEAD`).split('\n').filter((f) => f !== '');
  const folders = [...packages()].filter(([folder]) => changed.some((f) => f.startsWith(`${folder}/`))).map(([, p]) => p.name);
  const added = changed.filter((f) => /^\.changeset\/[^/]+\.md$/.test(f) && !f.endsWith('/README.md'));
  if (folders.length > 0) expect(added, `changed since ${config.baseBranch}: ${folders.join(', ')}; run npx changeset`).not.toEqual([]);
});

it.runIf(withHistory && process.env['CI'] !== undefined)('changeset status passes and reads every pending changeset', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'stigmeria-changesets-'));
  try {
    const output = join(dir, 'status.json');
    await exec(process.execPath, [CHANGESET_BIN, 'status', `--output=${output}`], { cwd: REPO_ROOT });
    const status = JSON.parse(readFileSync(output, 'utf8')) as { changesets: readonly { id: string }[] };
    expect(status.changesets.map((c) => `${c.id}.md`).sort()).toEqual([...changesetFiles].sort());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * Runs `changeset version` on a copy of what it reads (the root package.json, .changeset/, each package's
 * package.json and, with `withChangelogs`, its committed CHANGELOG.md) and returns the copy's folder. The copy
 * links the repository's node_modules, where the changelog generator that .changeset/config.json names and the
 * prettier that formats the changelogs are found, as in a release. It is no git checkout: the changelog lines
 * then carry no commit, which is all git adds to them.
 */
async function versionedCopy(withChangelogs: boolean): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'stigmeria-release-'));
  cpSync(join(REPO_ROOT, 'package.json'), join(dir, 'package.json'));
  cpSync(CHANGESETS, join(dir, '.changeset'), { recursive: true });
  for (const folder of packages().keys()) {
    mkdirSync(join(dir, folder), { recursive: true });
    cpSync(join(REPO_ROOT, folder, 'package.json'), join(dir, folder, 'package.json'));
    const changelog = join(REPO_ROOT, folder, 'CHANGELOG.md');
    if (withChangelogs && existsSync(changelog)) cpSync(changelog, join(dir, folder, 'CHANGELOG.md'));
  }
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await exec(process.execPath, [CHANGESET_BIN, 'version'], { cwd: dir });
  return dir;
}

describe('the first release, as `changeset version` writes it', () => {
  const unreleased = [...packages()].filter(([, p]) => p.published && p.version === UNRELEASED).map(([folder, p]) => ({ folder, ...p }));
  let released = '';
  let withoutChangelogs = '';
  beforeAll(async () => {
    [released, withoutChangelogs] = await Promise.all([versionedCopy(true), versionedCopy(false)]);
  });
  afterAll(() => {
    for (const dir of [released, withoutChangelogs]) if (dir !== '') rmSync(dir, { recursive: true, force: true });
  });
  const read = (dir: string, folder: string, file: string) => readFileSync(join(dir, folder, file), 'utf8');

  it.each(unreleased)('$name becomes 0.1.0, with one "Minor Changes" section and no history', ({ folder, name }) => {
    expect((JSON.parse(read(released, folder, 'package.json')) as { version: string }).version).toBe('0.1.0');
    const changelog = read(released, folder, 'CHANGELOG.md');
    const heading = `# ${name}\n\n## 0.1.0\n\n### Minor Changes\n`;
    expect(changelog.slice(0, heading.length)).toBe(heading);
    expect(changelog).not.toContain('### Patch Changes');
    expect(changelog).not.toContain('### Major Changes');
    // A first release has no past: nothing was fixed, nothing behaves otherwise than it did.
    const history = changelog.split('\n').filter((line) => /\b(fix|fixes|fixed|no longer|used to|now)\b/i.test(line));
    expect(history).toEqual([]);
  });

  it.each(unreleased)('$name: its committed CHANGELOG.md gives the changelog changesets writes without one', ({ folder }) => {
    expect(read(released, folder, 'CHANGELOG.md')).toBe(read(withoutChangelogs, folder, 'CHANGELOG.md'));
  });
});
