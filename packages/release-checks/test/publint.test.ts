/** Each tarball as npm would publish it: publint's every level, strict, and what it must and must not hold. */
import { readFileSync } from 'node:fs';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { expect, inject, it } from 'vitest';

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

it('@stigmeria/board ships its CDN bundle, React wrapper and custom elements manifest', () => {
  expect(packed['@stigmeria/board']!.files).toEqual(
    expect.arrayContaining(['dist/cdn/stigmeria-board.js', 'dist/react.js', 'dist/react.d.ts', 'custom-elements.json']),
  );
});

it('@stigmeria/cli ships the file of its bin', () => {
  expect(packed['@stigmeria/cli']!.files).toContain('dist/main.js');
});
