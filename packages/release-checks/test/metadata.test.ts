/**
 * What an npm page and a user's tools read from each installed package: links, keywords, engines, licences and
 * changelogs; dependency ranges that let an app share one copy of Lit; the CDN fields; the JSON Schemas at the
 * paths of their `$id`s; and source maps that carry their sources, since the sources are not shipped.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { REPO_ROOT } from './paths.js';

const packed = inject('packed');
const consumerDir = inject('consumerDir');
const names = Object.keys(packed);

interface Manifest {
  readonly name: string;
  readonly license: string;
  readonly repository?: { readonly type: string; readonly url: string; readonly directory: string };
  readonly homepage?: string;
  readonly bugs?: { readonly url: string };
  readonly keywords?: readonly string[];
  readonly engines?: { readonly node: string };
  readonly dependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
  readonly unpkg?: string;
  readonly jsdelivr?: string;
  readonly exports: Record<string, unknown>;
}

const installed = (name: string, path: string) => join(consumerDir, 'node_modules', name, path);
const manifest = (name: string) => JSON.parse(readFileSync(installed(name, 'package.json'), 'utf8')) as Manifest;

it.each(names)('%s links to its folder of the repository, its issues and its readme, with keywords and engines', (name) => {
  const m = manifest(name);
  expect(m.repository?.type).toBe('git');
  expect(m.repository?.url).toMatch(/^git\+https:\/\/.+\.git$/);
  expect(m.repository?.directory).toBe(`packages/${name.slice('@stigmeria/'.length)}`);
  expect(m.homepage).toMatch(/^https:\/\//);
  expect(m.bugs?.url).toMatch(/^https:\/\/.+\/issues$/);
  expect(m.keywords).toContain('stigmeria');
  expect(m.engines?.node).toBe('>=20.19');
  // Every package points at the one repository.
  expect(m.repository?.url).toBe(manifest('@stigmeria/rules').repository?.url);
});

it.each(names)('%s ships its licence text', (name) => {
  expect(packed[name]!.files).toContain('LICENSE');
  expect(readFileSync(installed(name, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
});

it.each(names)('%s ships its changelog, headed by its name as changesets writes it', (name) => {
  // `changeset version` adds each release under this first line; test/changesets.test.ts checks what it adds.
  expect(packed[name]!.files).toContain('CHANGELOG.md');
  expect(readFileSync(installed(name, 'CHANGELOG.md'), 'utf8').split('\n')[0]).toBe(`# ${name}`);
});

it('@stigmeria/rules declares its catalogue documents CC-BY-4.0 and ships that licence', () => {
  expect(manifest('@stigmeria/rules').license).toBe('(MIT AND CC-BY-4.0)');
  expect(packed['@stigmeria/rules']!.files).toContain('LICENSE-CATALOGUE');
  const text = readFileSync(installed('@stigmeria/rules', 'LICENSE-CATALOGUE'), 'utf8');
  expect(text).toContain('Creative Commons Attribution 4.0 International');
  expect(text).toContain('catalogue');
});

it.each(names)('%s asks for its dependencies by caret ranges', (name) => {
  for (const [dependency, range] of Object.entries(manifest(name).dependencies ?? {})) {
    expect(range, `${name} → ${dependency}`).toMatch(/^\^\d+\.\d+\.\d+$/);
  }
});

it('@stigmeria/board accepts React 18 and 19 as its optional peer', () => {
  expect(manifest('@stigmeria/board').peerDependencies?.['react']).toBe('^18.0.0 || ^19.0.0');
});

it('@stigmeria/board serves its one-tag CDN build at the bare package URL', () => {
  const m = manifest('@stigmeria/board');
  expect(m.unpkg).toBe('./dist/cdn/stigmeria-board.js');
  expect(m.jsdelivr).toBe(m.unpkg);
  expect(packed['@stigmeria/board']!.files).toContain('dist/cdn/stigmeria-board.js');
});

it('@stigmeria/rules exports each JSON Schema at the path of its $id', () => {
  const base = 'https://stigmeria.dev/schemas/';
  // Resolved as a user's code resolves it: from the consumer project, through the package's exports map.
  const resolve = createRequire(join(consumerDir, 'package.json')).resolve;
  for (const name of ['target-schema', 'command', 'event', 'replay']) {
    const file = resolve(`@stigmeria/rules/schemas/${name}/v1.json`);
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { $id: string };
    expect(schema.$id).toBe(`${base}${name}/v1.json`);
    // The shipped file is the repository's schema as it is, annotations included.
    expect(readFileSync(file, 'utf8')).toBe(readFileSync(join(REPO_ROOT, 'schemas', `${name}.v1.schema.json`), 'utf8'));
  }
});

it.each(names)('%s ships source maps that carry their sources', (name) => {
  const maps = packed[name]!.files.filter((f) => f.endsWith('.js.map'));
  for (const map of maps) {
    const content = JSON.parse(readFileSync(installed(name, map), 'utf8')) as { sources: string[]; sourcesContent?: (string | null)[] };
    expect(content.sourcesContent?.length, map).toBe(content.sources.length);
    expect(content.sourcesContent?.every((s) => typeof s === 'string' && s.length > 0), map).toBe(true);
  }
});

it.each(names)('%s README links only to files it ships, or to absolute addresses that work on the npm page', (name) => {
  const readme = readFileSync(installed(name, 'README.md'), 'utf8');
  const shipped = new Set(packed[name]!.files);
  const relative = [...readme.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^([a-z]+:|#)/.test(target))
    .map((target) => target.replace(/#.*$/, '').replace(/^\.\//, ''));
  expect(relative.filter((target) => !shipped.has(target) && ![...shipped].some((file) => file.startsWith(`${target.replace(/\/$/, '')}/`)))).toEqual([]);
});
