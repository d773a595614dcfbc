// Runs tools inside the consumer project that the global setup installed.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { REPO_ROOT } from './paths.js';

const exec = promisify(execFile);

export function consumerDir(): string {
  return inject('consumerDir');
}

/** Runs a script of the consumer project with Node; resolves to its standard output. */
export async function runNode(script: string, args: readonly string[] = []): Promise<string> {
  const { stdout } = await exec(process.execPath, [script, ...args], { cwd: consumerDir(), maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

/** Runs the repository's TypeScript compiler on a tsconfig of the consumer project; resolves to its diagnostics. */
export async function runTsc(tsconfig: string): Promise<string> {
  const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  try {
    await exec(process.execPath, [tsc, '-p', join(consumerDir(), tsconfig), '--pretty', 'false'], { cwd: consumerDir() });
    return '';
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return `${failed.stdout ?? ''}${failed.stderr ?? ''}` || failed.message;
  }
}
