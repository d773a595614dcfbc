/** The guides' example pages in Chromium, served under the strict policy, with the packages as built. */
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { collectErrors, launchChromium, serveSite, waitForBoard, type Site } from './browser.js';
import { consumerDir } from './consumer.js';

let browser: Browser;
let site: Site;

beforeAll(async () => {
  // The React example is bundled from the consumer project, against the installed tarballs and React.
  const dir = consumerDir();
  const bundled = await build({
    absWorkingDir: dir,
    entryPoints: [join(dir, 'examples', 'react-app.tsx')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  const reactPage =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>React</title><script type="module" src="/react-app.js"></script></head><body><div id="root"></div></body></html>';
  site = await serveSite({ '/react-app.js': bundled.outputFiles[0]!.text, '/react.html': reactPage });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(path: string) {
  const page = await browser.newPage();
  const errors = collectErrors(page);
  await page.goto(`${site.origin}${path}`);
  await waitForBoard(page);
  return { page, errors };
}

it('embed.html: one script tag gives a playable board', async () => {
  const { page, errors } = await open('/docs/examples/embed.html');
  const board = page.locator('stigmeria-board');
  await expect.poll(() => board.locator('[part="cell"]').count()).toBe(100);
  await expect.poll(() => board.locator('h2').textContent()).toBe('Morning Ladder');
  // Two hot-seat players: the element names whose board is shown.
  await expect.poll(() => board.locator('.showing').textContent()).toContain('1');
  expect(errors).toEqual([]);
  await page.close();
});

it('replay.html: the tutorial replay opens at step 3 with its French caption and steps on', async () => {
  const { page, errors } = await open('/docs/examples/replay.html');
  const board = page.locator('stigmeria-board');
  await expect.poll(() => board.locator('.note').textContent()).toContain('Posez le bleu en A1');
  await board.locator('[part="controls"] button.next').click();
  await expect.poll(() => board.locator('.note').textContent()).toContain('Les poses suivantes');
  await expect.poll(() => board.locator('[data-cell="B1"]').getAttribute('data-face')).toBe('pollen');
  expect(errors).toEqual([]);
  await page.close();
});

it('theming.html: the dark theme reaches the cells through custom properties and parts', async () => {
  const { page, errors } = await open('/docs/examples/theming.html');
  const cell = page.locator('stigmeria-board').locator('[data-cell="E5"]');
  await expect.poll(() => cell.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(58, 58, 68)');
  expect(await cell.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('50%');
  expect(errors).toEqual([]);
  await page.close();
});

it('react-app.tsx: the React component renders the board, and its event props and ref work', async () => {
  const { page, errors } = await open('/react.html');
  const status = page.locator('section > p[role="status"]');
  await expect.poll(() => status.textContent()).toBe('Your move.');
  // A command played on the element reaches the onChange prop.
  await page.evaluate(() => (document.querySelector('stigmeria-board') as unknown as { play(c: object): boolean }).play({ type: 'draw', player: 0 }));
  await expect.poll(() => status.textContent()).toMatch(/^draw: \d+ event\(s\)$/);
  // A draw shows what the bag held, so the rules refuse to take it back: the refusal reaches the onError prop.
  await page.locator('section > button').click();
  await expect.poll(() => status.textContent()).toBe('Nothing to undo since the last checkpoint.');
  expect(errors).toEqual([]);
  await page.close();
});
