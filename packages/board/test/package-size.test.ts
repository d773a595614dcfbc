// What a page downloads: the CDN entry and the chunks it imports, followed in Chromium as a page loads them from a
// local server, and measured as a CDN serves them (gzip level 9, as scripts/build-cdn.mjs prints them).
import { gzipSync } from 'node:zlib';
import { catalogue, demoReplay } from '@stigmeria/rules';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cdnFiles, cdnRoutes, collectErrors, launchChromium, serve, waitForRenderedBoard, type Route, type TestServer } from './package-harness.js';

const KB = 1024;
/** The product's budget for what a one-player normal board in English downloads before it renders, gzipped. */
const BUDGET = 40 * KB;
/**
 * Until that fits the budget it may not grow past this ceiling: 59.0 KB today (the element with the flower, the
 * player panels and the log, its English texts, the phone's layout of the actions bar — the words of the hints'
 * reasons aside: they load with the solver — and minified styles, Lit, and the part of the rules that starts a game
 * and draws it, `@stigmeria/rules/view`, with the catalogue's schemas — the rules of commands aside: `legalActions`,
 * `playCommand`, `legalCommandOf` and every action's module load with the late views, right after the first render,
 * as do the decisions panel, the end screen, the hint, the How to play text, online play and the computer's seats;
 * the validators and readers of documents load with the checks, when a document or a command from outside arrives;
 * the phone's board tabs and layout in), plus about 0.5 KB. docs/performance.md says what is left to split off.
 * Lower it when the first load shrinks; it is BUDGET once that fits.
 */
const CEILING = 59.5 * KB;
/** The product's budget for every file of the CDN build together, the hint solver aside (it is loaded by `hints`). */
const TOTAL_BUDGET = 75 * KB;
/**
 * Until that fits, the ceiling of every file together: 100.8 KB today (the hints' reasons in English and French are in
 * the solver's file; the checks of outside input in chunks of their own, which gzip compresses 1.4 KB less well
 * than when they shared the rules' chunk; the late views in a chunk of their own, with the board's modules they
 * share in another, 2.7 KB more than inside the entry; the phone's board tabs and layout, 1.9 KB; the rules of
 * commands in a chunk apart from the rules that draw a game, 0.9 KB), plus about 0.5 KB; TOTAL_BUDGET once it fits.
 */
const TOTAL = 101.3 * KB;
/**
 * The tutorial recorder's own file (its element, texts in both languages and styles; it imports the board's files for
 * the rest): 9.3 KB today (a schema of one's own, from a schema file or a share link, added 1.2 KB), plus about 0.7 KB.
 */
const RECORDER = 10 * KB;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const routes = cdnRoutes();
const gzipped = (name: string) => gzipSync((routes[`/${name}`] as Route).body, { level: 9 }).length;
const sum = (names: readonly string[]) => names.reduce((total, name) => total + gzipped(name), 0);

const schemaId = catalogue[0]!.schema.id;
const demo = demoReplay(catalogue[0]!);
if (!demo.ok) throw new Error(demo.error.message);
const html = 'text/html; charset=utf-8';
const page = (body: string, lang = 'en') => ({
  type: html,
  body: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>size</title><link rel="icon" href="data:,"><script type="module" src="/cdn/stigmeria-board.js"></script></head><body>${body}</body></html>`,
});

let browser: Browser;
let server: TestServer;

beforeAll(async () => {
  server = await serve({
    ...cdnRoutes('/cdn/'),
    '/normal.html': page(`<stigmeria-board schema="${schemaId}" mode="normal" players="1" seed="size"></stigmeria-board>`),
    '/french.html': page(`<stigmeria-board schema="${schemaId}" mode="normal" players="1" seed="size"></stigmeria-board>`, 'fr'),
    '/replay.html': page('<stigmeria-board replay-src="/demo.json" controls></stigmeria-board>'),
    '/demo.json': { type: 'application/json', body: JSON.stringify(demo.value) },
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The chunk of the views a game shows later, which a board imports right after its first render. */
const LATE_VIEWS = /^stigmeria-late-views-/;

/**
 * Opens a page, waits until its board is rendered with everything it asked for, and lists the CDN files it fetched.
 * The late views' chunk is held back until the board has drawn a grid: a board that waited for it would not render,
 * so `first` (what was fetched by then, that chunk aside) is what the page downloads before the board renders; the
 * chunks the late views import (the rules of commands among them) come after.
 */
async function fetched(path: string): Promise<{ files: string[]; first: string[]; tab: Page; errors: string[] }> {
  const tab = await browser.newPage();
  const errors = collectErrors(tab);
  const files: string[] = [];
  tab.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/cdn/')) files.push(url.pathname.slice('/cdn/'.length));
  });
  let release = (): void => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await tab.route(/\/cdn\/stigmeria-late-views-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await tab.goto(`${server.origin}${path}`);
  await tab.waitForFunction(() => document.querySelector('stigmeria-board')?.shadowRoot?.querySelector('[part="board"]') != null);
  const first = files.filter((name) => !LATE_VIEWS.test(name)).sort();
  release();
  await waitForRenderedBoard(tab);
  await tab.evaluate(() => document.querySelector('stigmeria-board')!.updateComplete);
  files.sort();
  return { files, first, tab, errors };
}

it('a one-player normal board in English fetches the entry and its shared chunks only, under the ceiling', async () => {
  const { files, first: before, tab, errors } = await fetched('/normal.html');
  expect(await tab.locator('stigmeria-board [part="board"]').count()).toBe(1);
  expect(before).toContain('stigmeria-board.js');
  expect(files.filter((name) => /^stigmeria-(fr|replay-controls|checks|solver|online-client|recorder)\b/.test(name))).toEqual([]);
  // The late views come after the render, once.
  expect(files.filter((name) => LATE_VIEWS.test(name))).toHaveLength(1);
  const first = sum(before);
  expect(
    first <= CEILING,
    `a one-player normal English board fetches ${kb(first)} gzipped (${before.join(', ')}) before it renders, over its ${kb(CEILING)} ceiling ` +
      `(the budget is ${kb(BUDGET)}); \`node scripts/build-cdn.mjs --analyze\` lists what each file holds`,
  ).toBe(true);
  expect(errors).toEqual([]);
  await tab.close();
});

it('fetches the French texts only on a French page, and the replay controls only for a replay that shows them', async () => {
  const french = await fetched('/french.html');
  expect(french.files.filter((name) => name.startsWith('stigmeria-fr-'))).toHaveLength(1);
  expect(await french.tab.locator('stigmeria-board').evaluate((el) => el.shadowRoot!.querySelector('button.draw')!.textContent)).toContain('Piocher');
  expect(french.errors).toEqual([]);
  await french.tab.close();

  // A replay the page sets waits for the checks within `updateComplete`, and is not reported, as when they are loaded.
  const set = await fetched('/normal.html');
  const shown = await set.tab.locator('stigmeria-board').evaluate(
    async (el: HTMLElement & { replay: unknown; log: unknown[]; updateComplete: Promise<boolean> }, replay) => {
      const steps: unknown[] = [];
      el.addEventListener('stigmeria-step', (event) => steps.push((event as CustomEvent).detail));
      el.replay = replay;
      await el.updateComplete;
      return { steps, inReplay: el.log.length === 0 && el.replay !== null };
    },
    demo.value,
  );
  expect(shown).toEqual({ steps: [], inReplay: true });
  expect(set.files.filter((name) => name.startsWith('stigmeria-checks-'))).toHaveLength(1);
  await set.tab.close();

  const replay = await fetched('/replay.html');
  expect(replay.files.filter((name) => name.startsWith('stigmeria-replay-controls-'))).toHaveLength(1);
  expect(replay.files.filter((name) => name.startsWith('stigmeria-fr-'))).toEqual([]);
  expect(await replay.tab.locator('stigmeria-board [part="controls"]').count()).toBe(1);
  expect(replay.errors).toEqual([]);
  await replay.tab.close();
});

// The online client (colyseus.js, the checks of the room's messages, its own copy of the rules it calls) loads only
// on a board with `server`, as the solver only with `hints` and the bots' worker (the solver's bots again, in a
// worker) only with `bots`, and the tutorial recorder's entry only on its page: they are counted apart
// (docs/performance.md records their sizes). So are the schema editor and its check worker, which no board page loads.
it('keeps every CDN file together, the hint solver, the bots\' worker, the online client, the recorder and the schema editor aside, under its ceiling', () => {
  const apart = ['stigmeria-solver.js', 'stigmeria-bot-worker.js', 'stigmeria-online-client.js', 'stigmeria-recorder.js', 'stigmeria-editor.js', 'stigmeria-editor-worker.js'];
  expect(cdnFiles()).toEqual(expect.arrayContaining(apart));
  const files = cdnFiles().filter((name) => !apart.includes(name));
  const total = sum(files);
  expect(total <= TOTAL, `the CDN files without the solver are ${kb(total)} gzipped, over their ${kb(TOTAL)} ceiling (the budget is ${kb(TOTAL_BUDGET)})`).toBe(true);
});

it('keeps the tutorial recorder in a file of its own, which reuses the board\'s files and stays under its ceiling', () => {
  const recorder = routes['/stigmeria-recorder.js'] as Route;
  expect(recorder, 'the recorder has its CDN entry').toBeDefined();
  // It reaches the board through the board's entry, by a relative URL: no second copy of the element or of Lit.
  expect(String(recorder.body)).toMatch(/from\s*"\.\/stigmeria-board\.js"/);
  expect(String(recorder.body)).not.toContain('customElements.define("stigmeria-board"');
  const size = gzipped('stigmeria-recorder.js');
  expect(size <= RECORDER, `the recorder's file is ${kb(size)} gzipped, over its ${kb(RECORDER)} ceiling`).toBe(true);
});

// The rules' checks of outside input (the JSON Schema validators and the document readers) are a chunk of their own
// and the chunk it imports; a catalogue schema's board plays the commands it builds without them.
it('fetches the checks only when a document or a command from outside arrives, and plays a legal command before they do', async () => {
  const normal = await fetched('/normal.html');
  const board = normal.tab.locator('stigmeria-board');
  // A legal command that the page's script plays, as a copy: played at once, with no file fetched.
  const before = normal.files.length;
  const played = await board.evaluate((el: HTMLElement & { state: { players: unknown[] }; play(c: unknown): boolean }) =>
    el.play({ type: 'draw', player: 0 }),
  );
  expect(played).toBe(true);
  expect(normal.files).toHaveLength(before);
  // A malformed one is refused at once, and the checks, fetched now, say why.
  const refused = await board.evaluate(async (el: HTMLElement & { play(c: unknown): boolean; updateComplete: Promise<boolean> }) => {
    const codes: string[] = [];
    el.addEventListener('stigmeria-error', (event) => codes.push((event as CustomEvent<{ code: string }>).detail.code));
    const accepted = el.play({ type: 'land', player: 0, color: 'blue', to: 'Z9' });
    await el.updateComplete;
    return { accepted, codes };
  });
  expect(refused).toEqual({ accepted: false, codes: ['command/malformed'] });
  const checks = normal.files.filter((name) => name.startsWith('stigmeria-checks-'));
  expect(checks).toHaveLength(1);
  // The checks chunk and the chunk of the validators it imports: more than the board fetched before.
  expect(normal.files.length).toBeGreaterThanOrEqual(before + 2);
  expect(normal.errors).toEqual([]);
  await normal.tab.close();

  const replay = await fetched('/replay.html');
  expect(replay.files.filter((name) => name.startsWith('stigmeria-checks-'))).toHaveLength(1);
  expect(await replay.tab.locator('stigmeria-board').evaluate((el: HTMLElement & { replay: unknown; state: unknown }) => el.state !== null)).toBe(true);
  expect(replay.errors).toEqual([]);
  await replay.tab.close();
});
