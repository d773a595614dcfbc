// The views a game shows later (the decisions panel, the end screen, the best lines, the hint, the How to play
// panel's text, online play's strip and source, the computer's seats) are one chunk of the CDN build,
// `stigmeria-late-views-….js`, which a board imports right after its first render, with the rules of commands
// (`legalActions`, `playCommand`, `legalCommandOf`): a one-player normal board renders without it, busy and
// offering no command until it arrives soon after, and says so once when it cannot be fetched.
import { catalogue } from '@stigmeria/rules';
import type { Browser, Page, Route as PageRoute } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cdnFiles, cdnRoutes, collectErrors, launchChromium, serve, type TestServer } from './package-harness.js';

const html = 'text/html; charset=utf-8';
const page = (body: string) => ({
  type: html,
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>late views</title><link rel="icon" href="data:,"><script type="module" src="/cdn/stigmeria-board.js"></script></head><body>${body}</body></html>`,
});
const schemaId = catalogue[0]!.schema.id;
const pages = {
  '/normal.html': page(`<stigmeria-board schema="${schemaId}" mode="normal" players="1" seed="late"></stigmeria-board>`),
  '/competitive.html': page('<stigmeria-board mode="competitive" players="2" seed="late"></stigmeria-board>'),
  '/hints.html': page(`<stigmeria-board schema="${schemaId}" mode="normal" players="1" seed="late" hints></stigmeria-board>`),
};
const LATE_VIEWS = /\/cdn\/stigmeria-late-views-[^/]*\.js$/;

let browser: Browser;
let server: TestServer;
let without: TestServer;

beforeAll(async () => {
  expect(cdnFiles().filter((name) => name.startsWith('stigmeria-late-views-')), 'the build has one late views chunk').toHaveLength(1);
  server = await serve({ ...cdnRoutes('/cdn/'), ...pages });
  // Every file but the late views' chunk: its requests get a 404, as from a CDN that lost it.
  without = await serve({ ...Object.fromEntries(Object.entries(cdnRoutes('/cdn/')).filter(([path]) => !LATE_VIEWS.test(path))), ...pages });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await without?.close();
});

type Board = HTMLElement & { updateComplete: Promise<boolean>; play(command: unknown): boolean; state: { over: boolean; turn: number } | null; log: unknown[] };

/** The board's shadow root holds `selector`. */
const has = (tab: Page, selector: string) =>
  tab.evaluate((s) => document.querySelector('stigmeria-board')?.shadowRoot?.querySelector(s) != null, selector);

/**
 * Opens `path` with the late views' chunk held back: `release` lets it through; `requestedAfterRender` tells
 * whether the board had drawn its grid when the chunk was asked for.
 */
async function openHeld(path: string) {
  const tab = await browser.newPage();
  const errors = collectErrors(tab);
  const uncaught: string[] = [];
  tab.on('pageerror', (error) => uncaught.push(error.message));
  let release = (): void => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requests: boolean[] = [];
  await tab.route(LATE_VIEWS, async (route: PageRoute) => {
    requests.push(await has(tab, '[part="board"]'));
    await released;
    await route.continue();
  });
  await tab.goto(`${server.origin}${path}`);
  return { tab, errors, uncaught, release, requests };
}

/** Plays `end-turn` for player 0 until the game is over, as a page's script would; returns the turns played. */
const playToTheEnd = (tab: Page) =>
  tab.evaluate(() => {
    const el = document.querySelector('stigmeria-board') as unknown as Board;
    let turns = 0;
    while (el.state !== null && !el.state.over && turns < 40 && el.play({ type: 'end-turn', player: 0 })) turns++;
    return turns;
  });

const settle = (tab: Page) => tab.evaluate(() => (document.querySelector('stigmeria-board') as unknown as Board).updateComplete);

it('a normal board renders without the late views, asks for them after its first render, and has them by updateComplete', async () => {
  const { tab, errors, uncaught, release, requests } = await openHeld('/normal.html');
  await tab.waitForFunction(() => document.querySelector('stigmeria-board')?.shadowRoot?.querySelector('[part="board"]') != null);
  // Rendered while the chunk is held: the How to play panel stands closed in its place, without its text yet.
  expect(await has(tab, 'details.how-to summary')).toBe(true);
  expect(await has(tab, '.how-to-body')).toBe(false);
  // Busy, its Draw button in its place but not offered, until the rules of commands arrive with the chunk.
  expect(await has(tab, '.root[aria-busy="true"]')).toBe(true);
  expect(await tab.locator('stigmeria-board button.draw').isDisabled()).toBe(true);
  await expect.poll(() => requests.length).toBe(1);
  // Opened meanwhile, the panel is open with its text once the chunk arrives, and its summary keeps the focus.
  await tab.locator('stigmeria-board details.how-to summary').click();
  release();
  await settle(tab);
  expect(requests).toEqual([true]);
  expect(await tab.locator('stigmeria-board details.how-to').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
  expect(await tab.locator('stigmeria-board details.how-to .goal').first().textContent()).toContain('target pollens');
  expect(await tab.locator('stigmeria-board').evaluate((el) => el.shadowRoot!.activeElement?.tagName)).toBe('SUMMARY');
  expect(await has(tab, '.root[aria-busy]')).toBe(false);
  expect(await tab.locator('stigmeria-board button.draw').isDisabled()).toBe(false);
  // The end screen, once the game is over.
  expect(await playToTheEnd(tab)).toBe(10);
  await settle(tab);
  expect(await tab.locator('stigmeria-board [part="end-panel"] .end-sentence').textContent()).toMatch(/\S/);
  expect([...errors, ...uncaught]).toEqual([]);
  await tab.close();
});

it('a command a page plays before the chunk arrives is refused with board/not-ready and changes nothing; after updateComplete it plays', async () => {
  const { tab, errors, uncaught, release } = await openHeld('/normal.html');
  await tab.addScriptTag({ content: "window.boardErrors = []; document.addEventListener('stigmeria-error', (e) => window.boardErrors.push(e.detail.code));" });
  await tab.waitForFunction(() => document.querySelector('stigmeria-board')?.shadowRoot?.querySelector('[part="board"]') != null);
  const before = await tab.evaluate(() => {
    const el = document.querySelector('stigmeria-board') as unknown as Board;
    return { played: el.play({ type: 'end-turn', player: 0 }), turn: el.state!.turn, log: el.log.length };
  });
  expect(before).toEqual({ played: false, turn: 1, log: 0 });
  expect(await tab.evaluate(() => (window as unknown as { boardErrors: string[] }).boardErrors)).toEqual(['board/not-ready']);
  // updateComplete, asked before the chunk is let through, resolves once the rules of commands are there.
  const after = tab.evaluate(async () => {
    const el = document.querySelector('stigmeria-board') as unknown as Board;
    await el.updateComplete;
    return { played: el.play({ type: 'end-turn', player: 0 }), turn: el.state!.turn };
  });
  release();
  expect(await after).toEqual({ played: true, turn: 2 });
  expect(await has(tab, '.root[aria-busy]')).toBe(false);
  expect([...errors, ...uncaught]).toEqual([]);
  await tab.close();
});

it('a board with hints renders at once, its hint button in its place, and the same button once the chunk arrives', async () => {
  const { tab, errors, uncaught, release, requests } = await openHeld('/hints.html');
  await tab.waitForFunction(() => document.querySelector('stigmeria-board')?.shadowRoot?.querySelector('[part="board"]') != null);
  await expect.poll(() => requests.length).toBe(1);
  const button = () => tab.locator('stigmeria-board [part="hint"] button.hint-button').evaluate((b) => ({ text: b.textContent!.trim(), top: b.getBoundingClientRect().top }));
  const before = await button();
  expect(before.text).toBe('Hint');
  release();
  await settle(tab);
  // Nothing moved: the same button at the same height.
  expect(await button()).toEqual(before);
  expect([...errors, ...uncaught]).toEqual([]);
  await tab.close();
});

it('a board that opens on a decision waits for the chunk whole, then shows the decision with its board', async () => {
  const { tab, errors, uncaught, release, requests } = await openHeld('/competitive.html');
  await expect.poll(() => requests.length).toBe(1);
  // Asked for before any grid is drawn: the first state needs the decisions panel (the A5 token to place).
  expect(requests).toEqual([false]);
  expect(await has(tab, '[part="board"]')).toBe(false);
  expect(await has(tab, '.root[aria-busy="true"]')).toBe(true);
  release();
  await tab.waitForFunction(() => document.querySelector('stigmeria-board')?.shadowRoot?.querySelector('[part="decisions"]') != null);
  await settle(tab);
  expect(await has(tab, '[part="board"]')).toBe(true);
  expect(await tab.locator('stigmeria-board [part="decisions"] button.decision').count()).toBeGreaterThan(0);
  expect([...errors, ...uncaught]).toEqual([]);
  await tab.close();
});

it('a page where the late views cannot be fetched shows its game, offers no command and says so once', async () => {
  const tab = await browser.newPage();
  const errors = collectErrors(tab);
  await tab.addInitScript(() => {
    const w = window as unknown as { boardErrors: unknown[]; rejections: string[] };
    w.boardErrors = [];
    w.rejections = [];
    document.addEventListener('stigmeria-error', (event) => w.boardErrors.push((event as CustomEvent).detail));
    window.addEventListener('unhandledrejection', (event) => w.rejections.push(String(event.reason)));
  });
  await tab.goto(`${without.origin}/normal.html`);
  await tab.waitForFunction(() => document.querySelector('stigmeria-board')?.shadowRoot?.querySelector('[part="board"]') != null);
  await settle(tab);
  // The game stands drawn, the How to play panel closed in its place; without the rules of commands nothing is
  // offered, the board is not left busy, and the failure is said once, in the board's language.
  expect(await has(tab, '.root[aria-busy]')).toBe(false);
  expect(await has(tab, 'details.how-to summary')).toBe(true);
  expect(await tab.locator('stigmeria-board button.draw').isDisabled()).toBe(true);
  const { boardErrors, rejections } = await tab.evaluate(() => {
    const w = window as unknown as { boardErrors: unknown[]; rejections: string[] };
    return { boardErrors: w.boardErrors, rejections: w.rejections };
  });
  expect(boardErrors).toEqual([
    { code: 'board/part-unavailable', message: 'A part of the board could not be loaded. Check the connection and reload the page.' },
  ]);
  expect(rejections).toEqual([]);
  expect(await tab.locator('stigmeria-board [part="message"]').textContent()).toContain('could not be loaded');
  // The only console errors are the browser's own about the missing file.
  expect(errors.filter((e) => !/Failed to load resource|Failed to fetch dynamically imported module|404/.test(e))).toEqual([]);
  await tab.close();
});
