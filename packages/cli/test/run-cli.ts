/**
 * How the tests run the built CLI (dist/main.js): as a child process, as a user or a script would run it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
export const MAIN = join(here, '..', 'dist', 'main.js');
export const CATALOGUE = join(here, '..', '..', 'rules', 'catalogue');

export interface Ran {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function cli(args: readonly string[], input = '', env: Record<string, string> = {}): Promise<Ran> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [MAIN, ...args], { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : -1, stdout, stderr });
    });
    child.stdin!.end(input);
  });
}

/** Runs `work` on every item, a few at a time: the machine has 2 cores, and each child is a Node process. */
export async function pool<T, R>(items: readonly T[], work: (item: T) => Promise<R>, width = 4): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!);
      }
    }),
  );
  return out;
}

/** A new scratch folder, and a function that writes a file there (JSON unless it is given text) and returns its path. */
export function scratch(): { readonly tmp: string; readonly file: (name: string, content: unknown) => string } {
  const tmp = mkdtempSync(join(tmpdir(), 'stigmeria-cli-'));
  return {
    tmp,
    file(name, content) {
      const path = join(tmp, name);
      writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
      return path;
    },
  };
}

export const noStack = (r: Ran): void => {
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(r.stdout).not.toMatch(/\n\s+at /);
};
