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
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { REPO_ROOT } from './paths.js';

const exec = promisify(execFile);
const CHANGESETS = join(REPO_ROOT, '.changeset');
const config = JSON.parse(readFileSync(join(CHANGESETS, 'config.json'), 'utf8')) as { baseBranch: string };

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

/** Workspace packages by folder (`packages/board`), with their name and whether they are published. */
function packages(): Map<string, { readonly name: string; readonly published: boolean }> {
  const found = new Map<string, { name: string; published: boolean }>();
  for (const folder of readdirSync(join(REPO_ROOT, 'packages'))) {
    try {
      const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'packages', folder, 'package.json'), 'utf8')) as { name: string; private?: boolean };
      found.set(`packages/${folder}`, { name: manifest.name, published: manifest.private !== true });
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
    await exec(process.execPath, [join(REPO_ROOT, 'node_modules', '@changesets', 'cli', 'bin.js'), 'status', `--output=${output}`], { cwd: REPO_ROOT });
    const status = JSON.parse(readFileSync(output, 'utf8')) as { changesets: readonly { id: string }[] };
    expect(status.changesets.map((c) => `${c.id}.md`).sort()).toEqual([...changesetFiles].sort());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
