// A chunk of the CDN build that cannot be fetched (a CDN outage, a deploy that dropped a file): the board keeps
// working without it and says so with a stigmeria-error, never with an unhandled rejection.
import { catalogue, demoReplay } from '@stigmeria/rules';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cdnRoutes, launchChromium, serve, waitForRenderedBoard, type TestServer } from './package-harness.js';

const html = 'text/html; charset=utf-8';
const page = (body: string) => ({
  type: html,
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>chunks</title><link rel="icon" href="data:,"><script type="module" src="/cdn/stigmeria-board.js"></script></head><body>${body}</body></html>`,
});
const demo = demoReplay(catalogue[0]!);
if (!demo.ok) throw new Error(demo.error.message);

let browser: Browser;
let server: TestServer;

beforeAll(async () => {
  // Every file but the French texts and the replay controls: requests for those get a 404.
  const routes = Object.fromEntries(Object.entries(cdnRoutes('/cdn/')).filter(([path]) => !/\/stigmeria-(fr|replay-controls)-/.test(path)));
  server = await serve({
    ...routes,
    '/french.html': page(`<stigmeria-board schema="${catalogue[0]!.schema.id}" lang="fr"></stigmeria-board>`),
    '/replay.html': page('<stigmeria-board replay-src="/demo.json" controls></stigmeria-board>'),
    '/demo.json': { type: 'application/json', body: JSON.stringify(demo.value) },
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a page recording the board's stigmeria-error events and anything uncaught, and waits for the board. */
async function open(path: string, from: TestServer = server) {
  const tab = await browser.newPage();
  const uncaught: string[] = [];
  tab.on('pageerror', (error) => uncaught.push(error.message));
  await tab.addInitScript(() => {
    const w = window as unknown as { boardErrors: unknown[]; rejections: string[] };
    w.boardErrors = [];
    w.rejections = [];
    document.addEventListener('stigmeria-error', (event) => w.boardErrors.push((event as CustomEvent).detail));
    window.addEventListener('unhandledrejection', (event) => w.rejections.push(String(event.reason)));
  });
  await tab.goto(`${from.origin}${path}`);
  await waitForRenderedBoard(tab);
  await tab.evaluate(() => document.querySelector('stigmeria-board')!.updateComplete);
  const { boardErrors, rejections } = await tab.evaluate(() => {
    const w = window as unknown as { boardErrors: unknown[]; rejections: string[] };
    return { boardErrors: w.boardErrors, rejections: w.rejections };
  });
  return { tab, uncaught, boardErrors, rejections };
}

it('a French board whose texts cannot be fetched plays in English and says why', async () => {
  const { tab, uncaught, boardErrors, rejections } = await open('/french.html');
  expect(boardErrors).toEqual([
    { code: 'board/language-unavailable', message: 'The texts for "fr" could not be loaded; the board stays in the language it shows.' },
  ]);
  const root = tab.locator('stigmeria-board');
  expect(await root.evaluate((el) => el.shadowRoot!.querySelector('button.draw')!.textContent)).toContain('Draw');
  expect(await root.evaluate((el) => el.shadowRoot!.querySelector('[part="message"]')!.textContent)).toContain('could not be loaded');
  expect(await root.evaluate((el) => el.shadowRoot!.querySelector('.root')!.getAttribute('aria-busy'))).toBeNull();
  expect([...uncaught, ...rejections]).toEqual([]);
  await tab.close();
});

it('a replay whose controls cannot be fetched still shows its board, and says why', async () => {
  const { tab, uncaught, boardErrors, rejections } = await open('/replay.html');
  expect(boardErrors).toEqual([
    { code: 'board/part-unavailable', message: 'A part of the board could not be loaded. Check the connection and reload the page.' },
  ]);
  const root = tab.locator('stigmeria-board');
  expect(await root.evaluate((el) => el.shadowRoot!.querySelectorAll('[part="board"]').length)).toBe(1);
  expect(await root.evaluate((el) => el.shadowRoot!.querySelector('[part="controls"]'))).toBeNull();
  expect([...uncaught, ...rejections]).toEqual([]);
  await tab.close();
});

it('a replay whose checks cannot be fetched leaves the board on its game, not busy, and says why', async () => {
  // Every file but the checks of outside input (`stigmeria-checks-…`), which the replay needs.
  const routes = Object.fromEntries(Object.entries(cdnRoutes('/cdn/')).filter(([path]) => !/\/stigmeria-checks-/.test(path)));
  const withoutChecks = await serve({
    ...routes,
    '/replay.html': page('<stigmeria-board replay-src="/demo.json"></stigmeria-board>'),
    '/demo.json': { type: 'application/json', body: JSON.stringify(demo.value) },
  });
  try {
    const { tab, uncaught, boardErrors, rejections } = await open('/replay.html', withoutChecks);
    expect(boardErrors).toEqual([
      { code: 'board/part-unavailable', message: 'A part of the board could not be loaded. Check the connection and reload the page.' },
    ]);
    const root = tab.locator('stigmeria-board');
    expect(await root.evaluate((el) => el.shadowRoot!.querySelectorAll('[part="board"]').length)).toBe(1);
    expect(await root.evaluate((el) => el.shadowRoot!.querySelector('.root')!.getAttribute('aria-busy'))).toBeNull();
    expect([...uncaught, ...rejections]).toEqual([]);
    await tab.close();
  } finally {
    await withoutChecks.close();
  }
});
