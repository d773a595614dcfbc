// The CDN bundle evaluates no code at run time and touches no global but the tag it defines and Lit's markers.
import { readdirSync, readFileSync } from 'node:fs';
import { catalogue } from '@stigmeria/rules';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cdnFiles, cdnFolder, cdnRoutes, collectErrors, launchChromium, serve, waitForRenderedBoard, type TestServer } from './package-harness.js';

const STRICT_CSP = "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html";

/** Globals Lit itself sets (version lists for duplicate detection, and its decorator metadata map). */
const LIT_GLOBALS = ['litPropertyMetadata', 'reactiveElementVersions', 'litHtmlVersions', 'litElementVersions'];

let browser: Browser;
let server: TestServer;

beforeAll(async () => {
  server = await serve({
    ...cdnRoutes(),
    '/globals.html': {
      type: 'text/html; charset=utf-8',
      headers: { 'content-security-policy': STRICT_CSP },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title><link rel="icon" href="data:,"><script type="module" src="/stigmeria-board.js"></script></head><body><stigmeria-board schema="${catalogue[0]!.schema.id}"></stigmeria-board></body></html>`,
    },
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Every match of a pattern in the bundle, with a little context (not the whole 300 KB bundle on failure). */
function occurrences(source: string, pattern: RegExp): string[] {
  return [...source.matchAll(new RegExp(pattern.source, 'g'))].map((m) => source.slice(Math.max(0, m.index - 40), m.index + 40));
}

it('the CDN files contain no eval, no Function constructor, no string timers and no HTML sinks but Lit\'s template', () => {
  const source = cdnFiles()
    .map((name) => readFileSync(new URL(name, cdnFolder), 'utf8'))
    .join('\n');
  expect(occurrences(source, /\beval\s*\(/)).toEqual([]);
  expect(occurrences(source, /\bnew\s+Function\s*\(/)).toEqual([]);
  expect(occurrences(source, /[^.\w]Function\s*\(\s*["'`]/)).toEqual([]);
  expect(occurrences(source, /set(?:Timeout|Interval)\s*\(\s*["'`]/)).toEqual([]);
  expect(occurrences(source, /insertAdjacentHTML|outerHTML\s*=|document\.write|srcdoc/)).toEqual([]);
  // Lit parses its own template strings into a <template> (through the lit-html Trusted Types policy); nothing else.
  // Lit is in the board's files once, and once in the schema editor's file, which carries the board it plays in.
  const sinks = occurrences(source, /\.innerHTML\s*=/);
  expect(sinks.length).toBe(2);
  for (const sink of sinks) expect(sink).toMatch(/\("template"\);return [\w$]+\.innerHTML=/);
  const editor = readFileSync(new URL('stigmeria-editor.js', cdnFolder), 'utf8');
  expect(occurrences(editor, /\.innerHTML\s*=/)).toHaveLength(1);
});

it('no file of the CDN build reads a Node global, which a browser does not have', () => {
  const folder = new URL('../dist/cdn/', import.meta.url);
  const files = readdirSync(folder).filter((name) => name.endsWith('.js'));
  expect(files).toContain('stigmeria-solver.js');
  for (const name of files) {
    // The online client's MessagePack decoder names Buffer in the words of one error message, which reads nothing.
    const source = readFileSync(new URL(name, folder), 'utf8').replace('"Source must be a Uint8Array or Buffer but was a "', '""');
    expect(occurrences(source, /(?<![\w$.])(?:process|Buffer|require|__dirname|__filename)\b/), name).toEqual([]);
  }
});

it('adds only the element and Lit markers to window, and leaves built-in prototypes alone', async () => {
  const tab = await browser.newPage();
  const errors = collectErrors(tab);
  await tab.addInitScript(() => {
    const snapshot = (o: object) => Object.getOwnPropertyNames(o).concat(Object.getOwnPropertySymbols(o).map(String));
    const w = window as unknown as Record<string, unknown>;
    w['__before'] = {
      window: snapshot(window),
      object: snapshot(Object.prototype),
      array: snapshot(Array.prototype),
      string: snapshot(String.prototype),
      function: snapshot(Function.prototype),
      promise: snapshot(Promise.prototype),
      element: snapshot(HTMLElement.prototype),
      json: snapshot(JSON),
    };
  });
  await tab.goto(`${server.origin}/globals.html`);
  await waitForRenderedBoard(tab);
  const diff = await tab.evaluate(() => {
    const snapshot = (o: object) => Object.getOwnPropertyNames(o).concat(Object.getOwnPropertySymbols(o).map(String));
    const before = (window as unknown as Record<string, Record<string, string[]>>)['__before']!;
    const now: Record<string, string[]> = {
      window: snapshot(window),
      object: snapshot(Object.prototype),
      array: snapshot(Array.prototype),
      string: snapshot(String.prototype),
      function: snapshot(Function.prototype),
      promise: snapshot(Promise.prototype),
      element: snapshot(HTMLElement.prototype),
      json: snapshot(JSON),
    };
    const added: Record<string, string[]> = {};
    for (const key of Object.keys(now)) added[key] = now[key]!.filter((name) => !before[key]!.includes(name) && name !== '__before');
    return { added, defined: customElements.get('stigmeria-board') !== undefined };
  });
  expect(diff.defined).toBe(true);
  expect(diff.added.window!.filter((name) => !LIT_GLOBALS.includes(name))).toEqual([]);
  for (const key of ['object', 'array', 'string', 'function', 'promise', 'element', 'json']) expect(diff.added[key], key).toEqual([]);
  expect(errors).toEqual([]);
  await tab.close();
});
