/** The installed packages through a bundler (esbuild), as an application would ship them. */
import { join } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { expect, it } from 'vitest';
import { consumerDir, runNode } from './consumer.js';

async function bundle(entry: string, options: BuildOptions = {}): Promise<string> {
  const dir = consumerDir();
  const result = await build({
    absWorkingDir: dir,
    entryPoints: [join(dir, entry)],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    minify: false,
    logLevel: 'silent',
    outdir: join(dir, 'out'),
    ...options,
  });
  expect(result.errors).toEqual([]);
  expect(result.warnings).toEqual([]);
  return result.outputFiles?.[0]?.text ?? '';
}

it('bundles the rules for Node, and the bundle plays', async () => {
  await bundle('entry-rules.js', { platform: 'node', write: true });
  expect((await runNode('out/entry-rules.js')).trim()).toBe('ok');
});

it('bundles the solver with the rules for Node, and the bundle searches', async () => {
  await bundle('entry-solver.js', { platform: 'node', write: true });
  expect((await runNode('out/entry-solver.js')).trim()).toBe('ok');
});

it('bundles the element with its define module for browsers', async () => {
  const code = await bundle('entry-board.js');
  expect(code).toContain('customElements.define("stigmeria-board"');
});

it('bundles the class alone without registering the tag (the package is side-effect free but for define)', async () => {
  const code = await bundle('entry-class.js');
  expect(code).toMatch(/StigmeriaBoard = class extends/);
  expect(code).not.toContain('customElements.define(');
});

it('bundles the React wrapper with React', async () => {
  const code = await bundle('entry-react.js', { define: { 'process.env.NODE_ENV': '"production"' } });
  expect(code).toContain('customElements.define("stigmeria-board"');
});
