/**
 * Changesets as CI sees them. `changeset status` compares the checkout with the base branch of
 * .changeset/config.json (`main`): on a clone of main it has nothing to compare and passes, listing the pending
 * changesets; on a branch it fails when a public package changed without a changeset. It needs git history, so
 * the check is skipped, and the skip shows in the report, outside a git checkout that has the base branch. Its
 * list of pending changesets is checked too: each names only public packages of this repository, with a bump
 * type and a summary.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { REPO_ROOT } from './paths.js';

const exec = promisify(execFile);

interface Status {
  readonly changesets: readonly { readonly id: string; readonly summary: string; readonly releases: readonly { name: string; type: string }[] }[];
  readonly releases: readonly { readonly name: string; readonly type: string }[];
}

const config = JSON.parse(readFileSync(join(REPO_ROOT, '.changeset', 'config.json'), 'utf8')) as { baseBranch: string };

function hasRef(ref: string): boolean {
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', ref], { cwd: REPO_ROOT, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Public workspace packages, by name. */
function publicPackages(): Set<string> {
  const names = new Set<string>();
  for (const folder of readdirSync(join(REPO_ROOT, 'packages'))) {
    try {
      const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'packages', folder, 'package.json'), 'utf8')) as { name: string; private?: boolean };
      if (manifest.private !== true) names.add(manifest.name);
    } catch {
      // A folder without a package.json is not a package.
    }
  }
  return names;
}

async function status(): Promise<Status> {
  const dir = mkdtempSync(join(tmpdir(), 'stigmeria-changesets-'));
  try {
    const output = join(dir, 'status.json');
    await exec(process.execPath, [join(REPO_ROOT, 'node_modules', '@changesets', 'cli', 'bin.js'), 'status', `--output=${output}`], { cwd: REPO_ROOT });
    return JSON.parse(readFileSync(output, 'utf8')) as Status;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const withHistory = hasRef('HEAD') && hasRef(config.baseBranch);

it.skipIf(!withHistory)(`changeset status passes against ${config.baseBranch}, and every pending changeset releases public packages`, async () => {
  const { changesets } = await status();
  const known = publicPackages();
  for (const changeset of changesets) {
    expect(changeset.summary.trim(), `.changeset/${changeset.id}.md has no summary`).not.toBe('');
    expect(changeset.releases.length, `.changeset/${changeset.id}.md releases nothing`).toBeGreaterThan(0);
    for (const release of changeset.releases) {
      expect(known, `.changeset/${changeset.id}.md names ${release.name}`).toContain(release.name);
      expect(['patch', 'minor', 'major']).toContain(release.type);
    }
  }
});
