// The light and dark themes in Chromium: the system's colour scheme, the theme attribute, and a page's own values.
// The page's stylesheet is a file (not an inline <style>) so that the page works under style-src 'self'.
import { catalogue } from '@stigmeria/rules';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cdnRoutes, collectErrors, launchChromium, serve, waitForRenderedBoard, type TestServer } from './package-harness.js';

const id = catalogue[0]!.schema.id;
const boards = ['auto', 'light', 'dark', 'own'] as const;
const page = {
  type: 'text/html; charset=utf-8',
  headers: { 'content-security-policy': "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html" },
  body:
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>themes</title><link rel="icon" href="data:,">' +
    '<link rel="stylesheet" href="/own.css"><script type="module" src="/cdn/stigmeria-board.js"></script></head><body>' +
    `<stigmeria-board id="auto" schema="${id}"></stigmeria-board>` +
    `<stigmeria-board id="light" theme="light" schema="${id}"></stigmeria-board>` +
    `<stigmeria-board id="dark" theme="dark" schema="${id}"></stigmeria-board>` +
    `<stigmeria-board id="own" class="own" theme="dark" schema="${id}"></stigmeria-board>` +
    '</body></html>',
};
// A page's own values, set on the element: they win over the dark theme's.
const own = { type: 'text/css', body: 'stigmeria-board.own { --stigmeria-background: rgb(1, 2, 3); --stigmeria-cell-background: rgb(4, 5, 6); }' };

let browser: Browser;
let server: TestServer;

beforeAll(async () => {
  server = await serve({ ...cdnRoutes('/cdn/'), '/themes.html': page, '/own.css': own });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The computed background of each board and of one of its empty cells. */
async function colours(tab: Page): Promise<Record<(typeof boards)[number], { background: string; cell: string }>> {
  return tab.evaluate((ids) => {
    const out: Record<string, { background: string; cell: string }> = {};
    for (const id of ids) {
      const el = document.getElementById(id)!;
      const cell = el.shadowRoot!.querySelector('[data-face="empty"]')!;
      out[id] = { background: getComputedStyle(el).backgroundColor, cell: getComputedStyle(cell).backgroundColor };
    }
    return out;
  }, boards) as never;
}

async function open(scheme: 'light' | 'dark'): Promise<{ tab: Page; errors: string[] }> {
  const tab = await browser.newPage();
  const errors = collectErrors(tab);
  await tab.emulateMedia({ colorScheme: scheme });
  await tab.goto(`${server.origin}/themes.html`);
  await waitForRenderedBoard(tab);
  await tab.evaluate(() => Promise.all([...document.querySelectorAll('stigmeria-board')].map((el) => el.updateComplete)));
  return { tab, errors };
}

const TRANSPARENT = 'rgba(0, 0, 0, 0)';
const DARK = 'rgb(23, 24, 28)';
const LIGHT_CELL = 'rgb(244, 239, 226)';
const DARK_CELL = 'rgb(74, 75, 83)';

it('follows a light system: transparent by default, dark only with theme="dark"', async () => {
  const { tab, errors } = await open('light');
  const seen = await colours(tab);
  expect(seen.auto).toEqual({ background: TRANSPARENT, cell: LIGHT_CELL });
  expect(seen.light).toEqual({ background: TRANSPARENT, cell: LIGHT_CELL });
  expect(seen.dark).toEqual({ background: DARK, cell: DARK_CELL });
  expect(seen.own).toEqual({ background: 'rgb(1, 2, 3)', cell: 'rgb(4, 5, 6)' });
  expect(errors).toEqual([]);
  await tab.close();
});

it('follows a dark system, unless theme="light"; a page\'s own values still win', async () => {
  const { tab, errors } = await open('dark');
  const seen = await colours(tab);
  expect(seen.auto).toEqual({ background: DARK, cell: DARK_CELL });
  expect(seen.light).toEqual({ background: TRANSPARENT, cell: LIGHT_CELL });
  expect(seen.dark).toEqual({ background: DARK, cell: DARK_CELL });
  expect(seen.own).toEqual({ background: 'rgb(1, 2, 3)', cell: 'rgb(4, 5, 6)' });
  // The property reflects to the attribute that the styles read.
  await tab.evaluate(() => {
    const el = document.getElementById('auto') as HTMLElement & { theme: string; updateComplete: Promise<boolean> };
    el.theme = 'light';
    return el.updateComplete;
  });
  expect((await colours(tab)).auto).toEqual({ background: TRANSPARENT, cell: LIGHT_CELL });
  expect(errors).toEqual([]);
  await tab.close();
});
