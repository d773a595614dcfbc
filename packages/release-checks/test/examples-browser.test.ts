/**
 * The guides' example pages in Chromium, served under the strict policy (for Vue and Svelte, with the framework's
 * Trusted Types policy added, as the guide says), with the packages as built.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { collectErrors, cspWithPolicies, launchChromium, serveSite, waitForBoard, type Site } from './browser.js';
import { bundleExample } from './frameworks.js';

let browser: Browser;
let site: Site;
let vueBundle: string;

/** A page that loads a bundled example, with the element the example mounts into. */
function htmlPage(title: string, script: string, mountId: 'root' | 'app'): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><script type="module" src="${script}"></script></head><body><div id="${mountId}"></div></body></html>`;
}

beforeAll(async () => {
  // The React, Vue and Svelte examples are bundled from the consumer project, against the installed tarballs and
  // the frameworks' runtimes installed beside them.
  const [react, vue, svelte] = await Promise.all([bundleExample('react-app.tsx'), bundleExample('vue-main.ts'), bundleExample('svelte-main.ts')]);
  vueBundle = vue;
  site = await serveSite({
    '/react-app.js': react,
    '/react.html': htmlPage('React', '/react-app.js', 'root'),
    '/vue-app.js': vue,
    '/vue.html': { body: htmlPage('Vue', '/vue-app.js', 'app'), csp: cspWithPolicies('vue') },
    '/svelte-app.js': svelte,
    '/svelte.html': { body: htmlPage('Svelte', '/svelte-app.js', 'app'), csp: cspWithPolicies('svelte-trusted-html') },
  });
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

it('vue-app.vue compiles <stigmeria-board> as an element, with the guide\'s isCustomElement, not as a component to resolve', () => {
  // Vue's createElementVNode is bundled under its internal name, createBaseVNode.
  expect(vueBundle).toMatch(/\bcreate(Base|Element)VNode\("stigmeria-board"/);
  expect(vueBundle).not.toContain('resolveComponent("stigmeria-board")');
});

it.each([
  ['vue-app.vue', '/vue.html'],
  ['svelte-app.svelte', '/svelte.html'],
])('%s: the component renders the board, sets its schemaData property, and its handlers and ref work', async (_, path) => {
  const { page, errors } = await open(path);
  const board = page.locator('stigmeria-board');
  const status = page.locator('section > p[role="status"]');
  await expect.poll(() => board.locator('[part="cell"]').count()).toBe(100);
  // The schema object reached the schemaData property: the board plays my-schema.json, not the catalogue's first.
  await expect.poll(() => board.locator('h2').textContent()).toBe('Blue Corner');
  await expect.poll(() => status.textContent()).toBe('Your move.');
  // A command played on the element reaches the component's stigmeria-change handler.
  await page.evaluate(() => (document.querySelector('stigmeria-board') as unknown as { play(c: object): boolean }).play({ type: 'draw', player: 0 }));
  await expect.poll(() => status.textContent()).toMatch(/^draw: \d+ event\(s\)$/);
  // The Undo button calls the element through the template ref (Vue) or bind:this (Svelte); the rules refuse to
  // take a draw back, and the refusal reaches the stigmeria-error handler.
  await page.locator('section > button').click();
  await expect.poll(() => status.textContent()).toBe('Nothing to undo since the last checkpoint.');
  expect(errors).toEqual([]);
  await page.close();
});
