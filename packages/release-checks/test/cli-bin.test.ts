/**
 * The `stigmeria` command as npm installs it: node_modules/.bin/stigmeria, the link npm makes from the cli's
 * `bin`, run as a shell would run it (through its shebang, not with `node` in front), in the consumer project.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { consumerDir } from './consumer.js';

const exec = promisify(execFile);

/** The golden replay that the global setup copies into the consumer project. */
const GOLDEN = 'maronne-hearth-stone.replay.json';

interface Ran {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function stigmeria(...args: string[]): Promise<Ran> {
  // `#!/usr/bin/env node` finds node on PATH: put the Node running the tests first, as an install would use it.
  const env = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env['PATH'] ?? ''}`, NO_COLOR: '1' };
  return exec(join(consumerDir(), 'node_modules', '.bin', 'stigmeria'), args, { cwd: consumerDir(), env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number | string; stdout?: string; stderr?: string; message: string }) => {
      // A spawn failure (ENOENT, EACCES) has a string code and no exit status: let it fail the test as it is.
      if (typeof error.code !== 'number') throw error;
      return { code: error.code, stdout: error.stdout ?? '', stderr: error.stderr ?? '' };
    },
  );
}

it('the installed bin starts with a shebang for node', () => {
  const bin = readFileSync(join(consumerDir(), 'node_modules', '.bin', 'stigmeria'), 'utf8');
  expect(bin.split('\n')[0]).toBe('#!/usr/bin/env node');
});

it('stigmeria --help lists the commands and exits 0', async () => {
  const ran = await stigmeria('--help');
  expect(ran).toMatchObject({ code: 0, stderr: '' });
  for (const command of ['validate', 'verify', 'show', 'play', 'solve', 'check', 'hint']) expect(ran.stdout).toContain(command);
});

it('stigmeria verify replays a catalogue game and exits 0, as text and as JSON', async () => {
  const text = await stigmeria('verify', GOLDEN);
  expect(text).toMatchObject({ code: 0, stderr: '' });
  expect(text.stdout).toMatch(new RegExp(`^${GOLDEN.replaceAll('.', '\\.')}: \\d+ steps verified`));
  const json = await stigmeria('verify', GOLDEN, '--json');
  expect(json.code).toBe(0);
  const steps = (JSON.parse(readFileSync(join(consumerDir(), GOLDEN), 'utf8')) as { steps: unknown[] }).steps.length;
  expect(JSON.parse(json.stdout)).toMatchObject({ ok: true, file: GOLDEN, steps, over: true });
});

it('stigmeria validate of a broken schema exits 1 and names each problem by its JSON path', async () => {
  const text = await stigmeria('validate', 'cli-broken-schema.json');
  expect(text.code).toBe(1);
  expect(text.stderr).toMatch(/^ {2}\/stars: /m);
  expect(text.stderr).toMatch(/^ {2}\/targets\/0\/cell: /m);
  const json = await stigmeria('validate', 'cli-broken-schema.json', '--json');
  expect(json.code).toBe(1);
  const report = JSON.parse(json.stdout) as { ok: boolean; issues: { path: string }[] };
  expect(report.ok).toBe(false);
  expect(report.issues.map((issue) => issue.path)).toEqual(['/stars', '/targets/0/cell']);
});
