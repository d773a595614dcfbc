/**
 * What the README's test command needs beside Node: a Chromium of the machine's. Without one, `npm test` stops
 * before any test with one line that says what is missing and how to install it.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT } from './paths.js';

const check = (env: Record<string, string>) =>
  spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/check-chromium.mjs')], { env: { ...process.env, ...env }, encoding: 'utf8' });

it('stops with one line naming the missing Chromium and how to install it', () => {
  const result = check({ CHROMIUM_PATH: join(REPO_ROOT, 'no-such-chromium') });
  expect(result.status).toBe(1);
  expect(result.stdout).toBe('');
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('no-such-chromium');
  expect(lines[0]).toContain('apt-get install chromium');
  expect(lines[0]).toContain('CHROMIUM_PATH');
});

it('refuses a CHROMIUM_PATH that is a folder', () => {
  expect(check({ CHROMIUM_PATH: REPO_ROOT }).status).toBe(1);
});

it('passes in silence when the Chromium the tests use is there', () => {
  const result = check({ CHROMIUM_PATH: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' });
  expect(result.status).toBe(0);
  expect(result.stderr).toBe('');
});
