/**
 * The rule tutorials of docs/tutorials: each replay is a real game of the rules with captions in both languages,
 * every page and the index carry their texts in both languages for the language select, the committed files are
 * exactly what scripts/write-tutorials.ts writes (so a rule change that alters one shows up here), pages and
 * replays match one to one, the rules reference links every page, and `npm start`'s server
 * serves them under its strict Content-Security-Policy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseReplay, replayGame } from '../src/index.js';
import { GROUPS, TUTORIALS, escapeHtml, frenchSpacing, replayPath, tutorialFiles, type Text } from '../scripts/write-tutorials.js';

const root = new URL('../../../', import.meta.url);
const folder = new URL('docs/tutorials/', root);
const replayNames = readdirSync(new URL('replays/', folder)).filter((name) => name.endsWith('.replay.json'));
const pageNames = readdirSync(folder).filter((name) => name.endsWith('.html') && name !== 'index.html');
const read = (path: string): string => readFileSync(new URL(path, folder), 'utf8');
/** A French text as the pages print it. */
const fr = (t: Text): string => escapeHtml(frenchSpacing(t.fr));
/** The elements of one language in a page's body: their opening tags. */
const marked = (html: string, lang: 'en' | 'fr'): number =>
  html.slice(html.indexOf('<body>')).match(new RegExp(`<[a-z0-9]+[^>]* lang="${lang}"`, 'g'))?.length ?? 0;

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

describe('the tutorials in French', () => {
  /** French written with ’ and « », never a typewriter quote, and not the English left in place. */
  const french = (t: Text, what: string): void => {
    expect(t.fr.trim(), what).not.toBe('');
    expect(t.fr, what).not.toMatch(/['"]/);
    if (/[a-z]{4,} [a-z]{4,}/i.test(t.en)) expect(t.fr, what).not.toBe(t.en);
  };

  it.each(TUTORIALS.map((t) => [t.id, t] as const))('%s explains itself in French as well as English', (id, t) => {
    expect(t.explanation.length, id).toBeGreaterThan(0);
    for (const [i, paragraph] of t.explanation.entries()) {
      expect(paragraph.en.trim(), `${id} ${i}`).not.toBe('');
      french(paragraph, `${id} ${i}`);
    }
    french(t.title, `${id} title`);
    french(t.rule.heading, `${id} rule`);
  });

  it('the groups of the index have French titles', () => {
    for (const group of GROUPS) expect(group.title.fr.trim(), group.id).not.toBe('');
  });

  it('French punctuation is kept from the end of a line by a no-break space', () => {
    expect(frenchSpacing('Tour 2 : deux actions ; « Laisse de mer » ?')).toBe('Tour 2\u00a0: deux actions\u00a0; «\u00a0Laisse de mer\u00a0»\u00a0?');
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

  it.each(TUTORIALS.map((t) => [t.id, t] as const))('%s.html carries its French beside its English, each marked with its language', (id, t) => {
    const html = read(`${id}.html`);
    // English until tutorials.js applies the reader's choice.
    expect(html).toContain('<html lang="en" data-lang="en">');
    expect(html).toContain(`<h1><span lang="en">${escapeHtml(t.title.en)}</span> <span lang="fr">${fr(t.title)}</span></h1>`);
    const french = /<div lang="fr">\n([\s\S]*?)\n {6}<\/div>/.exec(html)?.[1] ?? '';
    expect(french, id).not.toBe('');
    for (const paragraph of t.explanation) expect(french, id).toContain(`<p>${fr(paragraph)}</p>`);
    expect(french, id).toMatch(/<p class="meta">Une partie en mode [^<]+, \d+ étapes?\. Règle \(en anglais\)\u00a0: <a href="\.\.\/rules\.md#/);
    expect(french, id).toContain(`${fr(t.rule.heading)}</a>.</p>`);
    // No ordinary space before French punctuation: a line could break there.
    expect(french, id).not.toMatch(/ [:;!?»]|« /);
    for (const label of ['Tous les tutoriels', 'Bac à sable', 'Règles complètes (en anglais)', 'Langue']) expect(html, id).toContain(`<span lang="fr">${label}</span>`);
    // Every English element has its French twin, so switching hides nothing without showing its translation.
    expect(marked(html, 'fr'), id).toBe(marked(html, 'en'));
    expect(html, id).toContain(`data-fr="${fr(t.title)} · Tutoriels Stigméria"`);
  });

  it('the index links every page, by group, in both languages', () => {
    const index = read('index.html');
    for (const t of TUTORIALS) expect(index).toContain(`<a data-keep-lang href="${t.id}.html"><span lang="en">${escapeHtml(t.title.en)}</span> <span lang="fr">${fr(t.title)}</span></a>`);
    for (const group of GROUPS) expect(index).toContain(`<h2><span lang="en">${escapeHtml(group.title.en)}</span> <span lang="fr">${fr(group.title)}</span></h2>`);
    expect(index).toMatch(/<p lang="en">[^<]+<\/p>\n {4}<p lang="fr">[^<]+<\/p>/);
    expect(index).toContain('<h1><span lang="en">Stigméria tutorials</span> <span lang="fr">Tutoriels Stigméria</span></h1>');
    expect(marked(index, 'fr')).toBe(marked(index, 'en'));
  });

  it('the script puts the chosen language on <html>, and the style sheet shows that language only', () => {
    const script = read('tutorials.js');
    expect(script).toContain('const root = document.documentElement;');
    expect(script).toContain('root.lang = next;');
    expect(script).toContain('root.dataset.lang = next;');
    const css = read('tutorials.css').replace(/\s+/g, ' ');
    expect(css).toContain('html[data-lang="en"] body [lang="fr"]');
    expect(css).toContain('html[data-lang="fr"] body [lang="en"]');
    expect(css).toMatch(/html\[data-lang="fr"\] body \[lang="en"\][^{]*\{ display: none; \}/);
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

  // The pages link sections of the rules reference: served as its Markdown source, a browser would show raw text
  // or download it, so the server reads it as a page, with the anchors GitHub gives its headings.
  it('serves docs/rules.md as a page under the strict CSP, with every section a tutorial links to', async () => {
    const response = await fetch(`${origin}/docs/rules.md`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy') ?? '').toContain("style-src 'self'");
    const page = await response.text();
    expect(page).toContain('<title>Stigméria rules reference</title>');
    expect(page).toContain('<link rel="stylesheet" href="/docs/markdown.css">');
    expect(page).not.toMatch(/style="/);
    const anchors = new Set(pageNames.flatMap((name) => [...read(name).matchAll(/href="\.\.\/rules\.md#([^"]+)"/g)].map((m) => m[1]!)));
    expect(anchors.size).toBeGreaterThan(5);
    for (const anchor of anchors) expect(page, anchor).toContain(`id="${anchor}"`);
    // Each ruling links its tests: a reader who follows one reads the source, not a download.
    const tests = await fetch(`${origin}/packages/rules/test/rulings.test.ts`);
    expect(tests.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await tests.text()).toContain('describe(');
    const style = await fetch(`${origin}/docs/markdown.css`);
    expect(style.headers.get('content-type')).toMatch(/^text\/css/);
    await style.text();
  });

  it('reads any Markdown file as a page: raw HTML shown as text, GitHub\'s anchors, alignment by class', async () => {
    const page = await (await fetch(`${origin}/packages/rules/test/markdown/page.md`)).text();
    expect(page).toContain('<title>A page npm start reads</title>');
    expect(page).toContain('<h1 id="a-page-npm-start-reads">A page <code>npm start</code> reads</h1>');
    expect(page).toContain('&lt;script&gt;');
    expect(page).not.toContain('<script');
    expect(page).toContain('<h2 id="twice">Twice</h2>');
    expect(page).toContain('<h2 id="twice-1">Twice</h2>');
    expect(page).toContain('<th class="align-left">Left</th>');
    expect(page).toContain('<th class="align-center">Centre</th>');
    expect(page).toContain('<td class="align-right">c</td>');
    expect(page).toContain('<a href="../../../../docs/rules.md#r8-basic-actions">the rules</a>');
  });

  // The documentation links some folders, as GitHub lists them: the server lists a folder without an index page.
  it('lists a folder the documentation links to, such as schemas/, with a link to each file', async () => {
    const response = await fetch(`${origin}/schemas`);
    expect(response.url).toBe(`${origin}/schemas/`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy') ?? '').toContain("script-src 'self'");
    const page = await response.text();
    expect(page).toContain('<h1>/schemas/</h1>');
    for (const name of readdirSync(new URL('schemas/', root))) expect(page).toContain(`<li><a href="${name}">${name}</a></li>`);
  });

  it('the pages load the board from the path the built package has', () => {
    expect(read('tutorials.js')).toContain("import '../../packages/board/dist/cdn/stigmeria-board.js';");
  });
});
