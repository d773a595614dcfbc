/** The guides' Node examples, run against the installed packages from a copy of docs/examples/. */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { consumerDir, runNode, runTsc } from './consumer.js';
import { DOCS } from './paths.js';

const exec = promisify(execFile);

function committed(name: string): string {
  return readFileSync(join(DOCS, 'examples', name), 'utf8');
}

it('sdk-client.mjs plays a seeded game, saves it and verifies the saved replay', async () => {
  const out = join(consumerDir(), 'sdk-client.replay.json');
  const stdout = await runNode('examples/sdk-client.mjs', [out]);
  expect(stdout).toMatch(/^#1 (Ana|Bo): -?\d+ points \((fulfilled|out|time)\)$/m);
  expect(stdout).toMatch(/^Saved \d+ steps to .*; replaying them gives the same game\.$/m);
  const replay = JSON.parse(readFileSync(out, 'utf8')) as { format: string; steps: unknown[] };
  expect(replay.format).toBe('stigmeria/replay');
  expect(replay.steps.length).toBeGreaterThan(20);
});

it('check-schema.mjs finds a game that fulfils my-schema.json', async () => {
  const stdout = await runNode('examples/check-schema.mjs', ['examples/my-schema.json']);
  expect(stdout.trim()).toBe('my-blue-corner is valid and fulfilled with seed 1 in 16 steps.');
});

it('check-schema.mjs lists every problem of broken-schema.json with its JSON path, as broken-schema.txt shows', async () => {
  const failed = await exec(process.execPath, ['examples/check-schema.mjs', 'examples/broken-schema.json'], { cwd: consumerDir() }).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  expect(failed?.code).toBe(1);
  expect(failed?.stderr).toBe(committed('broken-schema.txt'));
});

it('write-tutorial.mjs writes exactly the committed first-steps.replay.json (run it again after a rules change)', async () => {
  const out = join(consumerDir(), 'first-steps.replay.json');
  await runNode('examples/write-tutorial.mjs', [out]);
  expect(readFileSync(out, 'utf8')).toBe(committed('first-steps.replay.json'));
});

it('react-app.tsx type-checks against the installed packages', async () => {
  expect(await runTsc('tsconfig.react.json')).toBe('');
});
