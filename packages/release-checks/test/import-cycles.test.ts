/**
 * The import cycle check that `npm run lint` runs (`scripts/check-cycles.mjs`): it fails on a cycle, type-only
 * imports included, names the modules in it, and finds none in any package's sources or the stories'.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CHECKS_ROOT, REPO_ROOT } from './paths.js';

const exec = promisify(execFile);
const SCRIPT = join(REPO_ROOT, 'scripts', 'check-cycles.mjs');
const FIXTURES = join(CHECKS_ROOT, 'test', 'fixtures');

/** Runs the check on `folders` (none: the repository's packages) and returns its exit code and output. */
async function check(...folders: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [SCRIPT, ...folders], { cwd: REPO_ROOT });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('the import cycle check', () => {
  it('fails on two modules that import each other, and names them in order', async () => {
    const { code, output } = await check(join(FIXTURES, 'import-cycle'));
    expect(code).toBe(1);
    const first = 'packages/release-checks/test/fixtures/import-cycle/first.ts';
    const second = 'packages/release-checks/test/fixtures/import-cycle/second.ts';
    expect(output).toContain(`Import cycle: ${first} → ${second} → ${first}`);
  });

  it('passes on modules that import in one direction only', async () => {
    expect(await check(join(FIXTURES, 'no-cycle'))).toEqual({ code: 0, output: expect.stringContaining('No import cycle') });
  });

  it('finds no cycle in the packages and the stories', async () => {
    const { code, output } = await check();
    expect(output).toContain('No import cycle in packages/board/src');
    expect(output).toContain('stories/src');
    expect(code).toBe(0);
  });
});
