/**
 * Every fenced block of the guides (docs/guides/*.md) shows a file of docs/examples/ that a test runs, and must
 * be exactly that file, or one `#region` of it. The block is tied to its file by the comment line above it:
 *
 *     <!-- example: ../examples/sdk-client.mjs -->            the whole file
 *     <!-- example: ../examples/check-schema.mjs#search -->   the lines between `#region search` and `#endregion`
 *     <!-- not run: why -->                                    a snippet no test can run, and why
 *
 * A block with no such comment fails, as does a relative link of a guide to a file that does not exist.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS, REPO_ROOT } from './paths.js';

const GUIDES = join(DOCS, 'guides');

interface Fence {
  readonly line: number;
  readonly info: string;
  readonly code: string;
  readonly marker: string | undefined;
}

function fences(markdown: string): Fence[] {
  const lines = markdown.split('\n');
  const found: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(lines[i]!);
    if (open === null) continue;
    const [, indent, fence, info] = open;
    let end = i + 1;
    while (end < lines.length && lines[end]!.trim() !== fence) end++;
    let above = i - 1;
    while (above >= 0 && lines[above]!.trim() === '') above--;
    const marker = /^\s*<!--\s*((?:example|not run):.*?)\s*-->\s*$/.exec(lines[above] ?? '')?.[1];
    const code = lines
      .slice(i + 1, end)
      .map((l) => (l.startsWith(indent!) ? l.slice(indent!.length) : l))
      .join('\n');
    found.push({ line: i + 1, info: info!.trim(), code, marker });
    i = end;
  }
  return found;
}

/** The lines of a file between `#region name` and the next `#endregion`, without the marker lines. */
function region(text: string, name: string): string | undefined {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => new RegExp(`#region ${name}\\b`).test(l));
  if (start < 0) return undefined;
  const end = lines.findIndex((l, i) => i > start && l.includes('#endregion'));
  return end < 0 ? undefined : lines.slice(start + 1, end).join('\n');
}

/** A file as a guide shows it: without region markers, which only exist to cut it into parts. */
function shown(text: string): string {
  return text
    .split('\n')
    .filter((l) => !/#(end)?region\b/.test(l))
    .join('\n')
    .replace(/\n+$/, '');
}

const guides = readdirSync(GUIDES).filter((f) => f.endsWith('.md'));

/** Every file of docs/examples/ and the test that runs it: a new example needs a test before it can be shown. */
const RUN_BY = {
  'broken-schema.json': 'examples-node.test.ts',
  'broken-schema.txt': 'examples-node.test.ts',
  'check-schema.mjs': 'examples-node.test.ts',
  'embed.html': 'examples-browser.test.ts',
  'first-steps.replay.json': 'examples-node.test.ts, examples-browser.test.ts',
  'my-schema.json': 'examples-node.test.ts',
  'react-app.tsx': 'examples-node.test.ts, examples-browser.test.ts',
  'replay.html': 'examples-browser.test.ts',
  'sdk-client.mjs': 'examples-node.test.ts',
  'svelte-app.svelte': 'examples-browser.test.ts',
  'svelte-main.ts': 'examples-browser.test.ts',
  'theme-dark.css': 'examples-browser.test.ts',
  'theming.html': 'examples-browser.test.ts',
  'vue-app.vue': 'examples-browser.test.ts',
  'vue-main.ts': 'examples-browser.test.ts',
  'write-tutorial.mjs': 'examples-node.test.ts',
};

it('every file of docs/examples/ is run by a test', () => {
  expect(readdirSync(join(DOCS, 'examples')).sort()).toEqual(Object.keys(RUN_BY).sort());
});

it('the guides exist, and the README links to each of them', () => {
  expect(guides.length).toBeGreaterThan(0);
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  for (const guide of guides) expect(readme, `README.md links to docs/guides/${guide}`).toContain(`(docs/guides/${guide})`);
});

describe.each(guides)('docs/guides/%s', (guide) => {
  const path = join(GUIDES, guide);
  const markdown = readFileSync(path, 'utf8');

  it('shows in each fenced block an example file that a test runs, exactly', () => {
    const problems: string[] = [];
    for (const fence of fences(markdown)) {
      const where = `${guide}:${fence.line}`;
      if (fence.marker === undefined) {
        problems.push(`${where}: a fenced block without <!-- example: … --> or <!-- not run: … --> above it`);
        continue;
      }
      if (fence.marker.startsWith('not run:')) continue;
      const target = fence.marker.slice('example:'.length).trim();
      const [file, name] = target.split('#') as [string, string | undefined];
      const absolute = resolve(dirname(path), file);
      if (!absolute.startsWith(join(DOCS, 'examples'))) {
        problems.push(`${where}: ${file} is not under docs/examples/`);
        continue;
      }
      if (!existsSync(absolute)) {
        problems.push(`${where}: ${file} does not exist`);
        continue;
      }
      const text = readFileSync(absolute, 'utf8');
      const expected = name === undefined ? shown(text) : region(text, name);
      if (expected === undefined) problems.push(`${where}: ${file} has no #region ${name}`);
      else if (fence.code.replace(/\n+$/, '') !== shown(expected)) problems.push(`${where}: differs from ${target}; copy the file into the guide again`);
    }
    expect(problems).toEqual([]);
  });

  it('links only to files that exist', () => {
    const missing = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((m) => m[1]!)
      .filter((href) => !/^[a-z]+:/i.test(href) && !href.startsWith('#'))
      .map((href) => href.split('#')[0]!)
      .filter((href) => !existsSync(resolve(dirname(path), href)));
    expect(missing).toEqual([]);
  });
});
