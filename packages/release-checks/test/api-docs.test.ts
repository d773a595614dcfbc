/**
 * The API reference, as `npm run docs` builds it: TypeDoc over the four packages with the root typedoc.json, whose
 * `treatWarningsAsErrors` makes any warning fail the build, written here into a folder of its own rather than
 * docs/api/. It must build without one warning, and the site must give each package a page that lists its API.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { REPO_ROOT } from './paths.js';

const run = promisify(execFile);
const TYPEDOC = join(REPO_ROOT, 'node_modules', 'typedoc', 'bin', 'typedoc');
const out = mkdtempSync(join(tmpdir(), 'stigmeria-api-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Each package's page, and one declaration of its API that the page must link to. */
const PAGES = {
  rules: '../functions/_stigmeria_rules.play.html',
  board: '_stigmeria_board.index.html',
  solver: '../functions/_stigmeria_solver.solve.html',
  cli: '../functions/_stigmeria_cli.run.html',
  server: '../functions/_stigmeria_server.startServer.html',
} as const;

/** TypeDoc's output, without its colours, and how it exited (a failed build rejects with the same fields). */
async function typedoc(args: readonly string[]): Promise<{ readonly code: number; readonly output: string }> {
  const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  const done = await run(process.execPath, [TYPEDOC, ...args], { cwd: REPO_ROOT, env, maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: unknown; stdout?: string; stderr?: string }) => ({
      code: typeof error.code === 'number' ? error.code : -1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? String(error),
    }),
  );
  // TypeDoc colours its levels (ANSI codes) unless told not to; they are dropped either way.
  return { code: done.code, output: `${done.stdout}\n${done.stderr}`.replace(/\u001b\[[0-9;]*m/g, '') };
}

it(
  'npm run docs builds every package\'s API reference with no warning, into one site with a page per package',
  async () => {
    // The command below is the docs script's, with only the output folder changed.
    const scripts = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['docs']).toMatch(/&& typedoc --options typedoc\.json$/);

    const { code, output } = await typedoc(['--options', 'typedoc.json', '--out', out]);
    expect(output.split('\n').filter((line) => /\[(warning|error)\]/.test(line))).toEqual([]);
    expect(code, output).toBe(0);

    const site = readFileSync(join(out, 'index.html'), 'utf8');
    for (const [name, declaration] of Object.entries(PAGES)) {
      const page = `modules/_stigmeria_${name}.html`;
      expect(site, `the site's index links @stigmeria/${name}`).toContain(`href="${page}"`);
      const html = readFileSync(join(out, page), 'utf8');
      expect(html).toContain(`<h1>Module @stigmeria/${name}</h1>`);
      expect(html).toContain(`href="${declaration}"`);
      expect(existsSync(join(out, 'modules', declaration)), `${page} links ${declaration}`).toBe(true);
    }
  },
  // About 20 s of CPU; beside every other suite on a two-core machine its wall time passed three minutes.
  480_000,
);
