/** Each tarball as npm would publish it: publint's every level, strict, and what it must and must not hold. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { expect, inject, it } from 'vitest';
import { REPO_ROOT } from './paths.js';

const packed = inject('packed');

it.each(Object.keys(packed))('%s is publint clean', async (name) => {
  const bytes = readFileSync(packed[name]!.tarball);
  const tarball = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const { messages, pkg } = await publint({ pack: { tarball }, level: 'suggestion', strict: true });
  expect(messages.map((m) => `${m.type}: ${formatMessage(m, pkg) ?? m.code}`)).toEqual([]);
});

it.each(Object.keys(packed))('%s ships its build and no tests or sources', (name) => {
  const files = packed[name]!.files;
  expect(files).toContain('package.json');
  expect(files).toContain('dist/index.js');
  expect(files).toContain('dist/index.d.ts');
  expect(files.filter((f) => /(^|\/)(test|src|node_modules)\//.test(f) || f.endsWith('.test.js'))).toEqual([]);
});

it('@stigmeria/rules ships each catalogue document at the path its exports map gives', () => {
  const ids = (JSON.parse(readFileSync(join(REPO_ROOT, 'packages/rules/catalogue/index.json'), 'utf8')) as { schemas: string[] }).schemas;
  const shipped = packed['@stigmeria/rules']!.files.filter((f) => f.startsWith('catalogue/'));
  expect(shipped.sort()).toEqual(['catalogue/index.json', ...ids.flatMap((id) => [`catalogue/${id}.json`, `catalogue/${id}.replay.json`])].sort());
});

it('@stigmeria/board ships its CDN bundle, React wrapper, tutorial recorder, schema editor and custom elements manifest', () => {
  expect(packed['@stigmeria/board']!.files).toEqual(
    expect.arrayContaining([
      'dist/cdn/stigmeria-board.js',
      'dist/react.js',
      'dist/react.d.ts',
      'dist/cdn/stigmeria-recorder.js',
      'dist/recorder/index.js',
      'dist/recorder/index.d.ts',
      'dist/editor/index.js',
      'dist/editor/index.d.ts',
      'dist/editor/check-worker.js',
      'dist/cdn/stigmeria-editor.js',
      'dist/cdn/stigmeria-editor-worker.js',
      'custom-elements.json',
    ]),
  );
});

it('@stigmeria/board ships every chunk its CDN entry imports, and only those of the build it was packed from', () => {
  // The entry finds its chunks beside it by relative URL: a chunk left out of the tarball breaks a page on a CDN.
  const built = readdirSync(join(REPO_ROOT, 'packages/board/dist/cdn')).map((name) => `dist/cdn/${name}`);
  expect(built.length).toBeGreaterThan(2);
  const shipped = packed['@stigmeria/board']!.files.filter((f) => f.startsWith('dist/cdn/'));
  expect(shipped.sort()).toEqual(built.sort());
});

it('@stigmeria/cli ships the file of its bin', () => {
  expect(packed['@stigmeria/cli']!.files).toContain('dist/main.js');
});

it('@stigmeria/server ships its bin and the file it starts', () => {
  expect(packed['@stigmeria/server']!.files).toEqual(expect.arrayContaining(['bin/stigmeria-server.js', 'dist/main.js']));
});
