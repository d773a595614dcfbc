/**
 * The rule tutorials of docs/tutorials: each replay is a real game of the rules with captions in both languages,
 * the committed files are exactly what scripts/write-tutorials.ts writes (so a rule change that alters one shows
 * up here), pages and replays match one to one, the rules reference links every page, and `npm start`'s server
 * serves them under its strict Content-Security-Policy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseReplay, replayGame } from '../src/index.js';
import { GROUPS, TUTORIALS, replayPath, tutorialFiles } from '../scripts/write-tutorials.js';

const root = new URL('../../../', import.meta.url);
const folder = new URL('docs/tutorials/', root);
const replayNames = readdirSync(new URL('replays/', folder)).filter((name) => name.endsWith('.replay.json'));
const pageNames = readdirSync(folder).filter((name) => name.endsWith('.html') && name !== 'index.html');
const read = (path: string): string => readFileSync(new URL(path, folder), 'utf8');

describe('tutorial replays', () => {
  it('there is one per tutorial, and the tutorials cover every group', () => {
    expect(replayNames.sort()).toEqual(TUTORIALS.map((t) => `${t.id}.replay.json`).sort());
    for (const group of GROUPS) expect(TUTORIALS.some((t) => t.group === group.id), group.id).toBe(true);
  });

  it.each(replayNames)('%s parses and replays to its recorded events', (name) => {
    const document: unknown = JSON.parse(read(`replays/${name}`));
    const parsed = parseReplay(document);
    expect(parsed.ok, parsed.ok ? '' : parsed.error.message).toBe(true);
    const replayed = replayGame(document);
    expect(replayed.ok, replayed.ok ? '' : `${replayed.error.code}: ${replayed.error.message}`).toBe(true);
  });

  it.each(replayNames)('%s is short and captioned in English and French', (name) => {
    const parsed = parseReplay(JSON.parse(read(`replays/${name}`)));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const { steps, metadata } = parsed.value;
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.length).toBeLessThanOrEqual(40);
    const notes = steps.flatMap((s) => (s.note === undefined ? [] : [s.note]));
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) {
      expect(note.en.trim()).not.toBe('');
      expect(note.fr?.trim() ?? '').not.toBe('');
    }
    expect(metadata?.title?.fr?.trim() ?? '').not.toBe('');
  });
});

describe('the committed tutorial files', () => {
  it('are exactly what scripts/write-tutorials.ts writes', () => {
    const files = tutorialFiles();
    for (const [path, content] of files) expect(read(path), path).toBe(content);
    // Nothing else: a page or replay the script no longer writes would be stale.
    const written = [...files.keys()];
    expect([...replayNames.map((n) => `replays/${n}`), ...pageNames, 'index.html'].sort()).toEqual(written.sort());
  });

  it('every page shows an existing replay with controls, and links back to the index, the playground and the rules', () => {
    expect(pageNames.sort()).toEqual(TUTORIALS.map((t) => `${t.id}.html`).sort());
    for (const name of pageNames) {
      const html = read(name);
      const sources = [...html.matchAll(/<stigmeria-board replay-src="([^"]+)" controls>/g)].map((m) => m[1]!);
      expect(sources, name).toEqual([replayPath(name.replace(/\.html$/, ''))]);
      expect(existsSync(new URL(sources[0]!, folder)), name).toBe(true);
      for (const link of ['href="./"', 'href="../playground/"', 'href="../rules.md']) expect(html, name).toContain(link);
      // The server's CSP forbids inline code: scripts and styles come from files.
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=|\son[a-z]+=/i);
    }
  });

  it('the index links every page, by group', () => {
    const index = read('index.html');
    for (const t of TUTORIALS) expect(index).toContain(`href="${t.id}.html"`);
    for (const group of GROUPS) expect(index).toContain(`<h2><span lang="en">${group.title.en}</span>`);
  });

  it('docs/rules.md links every tutorial page', () => {
    const rules = readFileSync(new URL('docs/rules.md', root), 'utf8');
    for (const t of TUTORIALS) expect(rules, t.id).toContain(`(tutorials/${t.id}.html)`);
  });

  it('the playground and the README link the tutorials', () => {
    expect(readFileSync(new URL('docs/playground/index.html', root), 'utf8')).toContain('href="../tutorials/"');
    expect(readFileSync(new URL('README.md', root), 'utf8')).toContain('(docs/tutorials/index.html)');
  });
});

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

describe('npm start serves the tutorials', () => {
  let server: ChildProcess | undefined;
  let origin = '';

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [new URL('scripts/serve.mjs', root).pathname], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    // The server says where it serves once it listens.
    await new Promise<void>((resolve, reject) => {
      server!.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Serving')) resolve();
      });
      server!.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited with ${String(code)}`)));
    });
  });

  afterAll(() => {
    server?.kill();
  });

  it('serves the index and every page with the strict CSP', async () => {
    for (const path of ['index.html', ...pageNames]) {
      const response = await fetch(`${origin}/docs/tutorials/${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("require-trusted-types-for 'script'");
      await response.text();
    }
  });

  it('serves /docs/tutorials/ as the index, the script, the style sheet and every replay as JSON', async () => {
    const index = await fetch(`${origin}/docs/tutorials/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toBe(read('index.html'));
    for (const [path, type] of [
      ['tutorials.js', /^text\/javascript/],
      ['tutorials.css', /^text\/css/],
    ] as const) {
      const response = await fetch(`${origin}/docs/tutorials/${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(type);
      await response.text();
    }
    for (const name of replayNames) {
      const response = await fetch(`${origin}/docs/tutorials/replays/${name}`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(replayGame(await response.json()).ok, name).toBe(true);
    }
  });

  it('the pages load the board from the path the built package has', () => {
    expect(read('tutorials.js')).toContain("import '../../packages/board/dist/cdn/stigmeria-board.js';");
  });
});
