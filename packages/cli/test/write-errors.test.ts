/**
 * Output that cannot be written: the CLI says so in one line on stderr and exits 3, as for any file it cannot
 * write, instead of dying with a stack trace.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, MAIN, pool, type Ran } from './run-cli.js';

/** Runs the CLI with its stdout on `/dev/full`, where every write fails with ENOSPC. */
function toFullDisk(args: readonly string[], input = ''): Promise<Ran> {
  const full = openSync('/dev/full', 'w');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MAIN, ...args], { stdio: ['pipe', full, 'pipe'] });
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('close', (code) => {
      closeSync(full);
      resolve({ code: code ?? -1, stdout: '', stderr });
    });
    child.stdin!.end(input);
  });
}

describe('a full disk on stdout', () => {
  const replay = join(CATALOGUE, 'maronne-hearth-stone.replay.json');

  it('is one line on stderr and exit code 3, in every command, as text and as JSON', async () => {
    const results = await pool(
      [
        ['show', replay],
        ['show', replay, '--json'],
        ['validate', replay],
        ['verify', replay, '--json'],
        ['play', '--schema', 'maronne-hearth-stone', '--seed', '1'],
        ['hint', replay, '--step', '1', '--nodes', '200'],
        ['--help'],
      ],
      async (args) => [args, await toFullDisk(args, 'quit\n')] as const,
    );
    for (const [args, r] of results) {
      expect(r.code, args.join(' ')).toBe(3);
      expect(r.stderr, args.join(' ')).toBe('stigmeria: cannot write the output (ENOSPC)\n');
    }
  });
});
