// The CDN build's computer players think in a module worker (stigmeria-bot-worker.js), made under the strict
// Content-Security-Policy with Trusted Types through the element's own `stigmeria-worker` policy: the page keeps
// its frames and timers while a strong bot thinks, and the main thread never loads the solver. A page that does not
// allow the policy still gets its bots, thinking on the main thread in slices.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { collectErrors, launchChromium, cdnRoutes, serve, waitForRenderedBoard, type TestServer } from './package-harness.js';

const WITH_WORKERS = "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html stigmeria-worker";
const LIT_ONLY = "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html";

const board = '<stigmeria-board schema="vertighaineuse-sunrise-steps" mode="normal" players="2" seed="worker" lang="en" bot-delay="0"></stigmeria-board>';
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bots</title><link rel="icon" href="data:,"><script type="module" src="/cdn/stigmeria-board.js"></script></head><body>${board}</body></html>`;
const html = 'text/html; charset=utf-8';

let browser: Browser;
let server: TestServer;

beforeAll(async () => {
  server = await serve({
    ...cdnRoutes('/cdn/'),
    '/workers.html': { type: html, headers: { 'content-security-policy': WITH_WORKERS }, body: page },
    '/lit-only.html': { type: html, headers: { 'content-security-policy': LIT_ONLY }, body: page },
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const MOVES = 6;

/**
 * Gives both seats to strong bots and waits for MOVES moves, counting the frames drawn and the ticks of a 10 ms
 * timer while a panel says the computer is thinking; lists the CDN files the page fetched.
 */
async function watchBots(tab: Page): Promise<{ moves: number; seen: boolean; frames: number; ticks: number; files: string[] }> {
  const files: string[] = [];
  tab.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/cdn/')) files.push(url.pathname.slice('/cdn/'.length));
  });
  await waitForRenderedBoard(tab);
  const counted = await tab.evaluate(async (moves) => {
    const el = document.querySelector('stigmeria-board') as HTMLElement & { log: readonly unknown[] };
    const thinking = (): boolean => [...el.shadowRoot!.querySelectorAll('.mark')].some((m) => m.textContent!.includes('thinking'));
    let seen = false;
    let frames = 0;
    let ticks = 0;
    let drawing = true;
    const frame = (): void => {
      if (thinking()) frames++;
      if (drawing) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    const timer = setInterval(() => {
      if (thinking()) ticks++;
    }, 10);
    const observer = new MutationObserver(() => {
      seen ||= thinking();
    });
    observer.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
    el.setAttribute('bots', '0=strong,1=strong');
    while (el.log.length < moves) await new Promise((r) => setTimeout(r, 20));
    drawing = false;
    clearInterval(timer);
    observer.disconnect();
    return { moves: el.log.length, seen, frames, ticks };
  }, MOVES);
  return { ...counted, files };
}

it('thinks in the worker under the strict policy that allows stigmeria-worker: the page keeps its frames and ticks, and no error', async () => {
  const tab = await browser.newPage();
  const errors = collectErrors(tab);
  await tab.goto(`${server.origin}/workers.html`);
  const watched = await watchBots(tab);
  expect(watched.moves).toBeGreaterThanOrEqual(MOVES);
  expect(watched.seen).toBe(true);
  expect(watched.frames).toBeGreaterThanOrEqual(1);
  expect(watched.ticks).toBeGreaterThanOrEqual(1);
  expect(watched.files).toContain('stigmeria-bot-worker.js');
  expect(watched.files).not.toContain('stigmeria-solver.js');
  expect(errors).toEqual([]);
  await tab.close();
}, 120_000);

it('thinks on the main thread, in slices, where the page does not allow the policy: the bots still play', async () => {
  const tab = await browser.newPage();
  const errors = collectErrors(tab);
  await tab.goto(`${server.origin}/lit-only.html`);
  const watched = await watchBots(tab);
  expect(watched.moves).toBeGreaterThanOrEqual(MOVES);
  expect(watched.ticks).toBeGreaterThanOrEqual(1);
  expect(watched.files).toContain('stigmeria-solver.js');
  expect(watched.files).not.toContain('stigmeria-bot-worker.js');
  // The one error is the browser's report of the policy the page refused.
  expect(errors.every((e) => e.includes('stigmeria-worker'))).toBe(true);
  await tab.close();
}, 120_000);
