// A replay-src that never finishes: a server that sends nothing, its headers and then nothing, or one byte every
// 200 ms. The fetch ends after `fetch-timeout` in a stigmeria-error and an inline message, the board is no longer
// busy, and a fetch under way is aborted (its connection closed) when replay-src changes or the element is removed.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { catalogue, demoReplay, findSchema } from '@stigmeria/rules';
import type { Browser, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cdnRoutes, collectErrors, launchChromium } from './package-harness.js';

const demo = demoReplay(findSchema(catalogue[0]!.schema.id)!);
if (!demo.ok) throw new Error(demo.error.code);
const demoJson = JSON.stringify(demo.value);

interface Stalling {
  readonly origin: string;
  /** Paths of the stalling requests whose connection the browser closed. */
  readonly closed: string[];
  close(): Promise<void>;
}

/** The bundle, an empty page, the demo replay, and three ways of never finishing an answer. */
async function serveStalling(): Promise<Stalling> {
  const closed: string[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<ReturnType<typeof setInterval>>();
  // The CDN build: its entry and the chunks it imports, at the root as a CDN serves the package's folder.
  const cdn = cdnRoutes();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const stall = (): void => void request.socket.on('close', () => closed.push(path));
    const file = cdn[path];
    if (file !== undefined) {
      response.writeHead(200, { 'content-type': file.type }).end(file.body);
    } else if (path === '/empty.html') {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><script type="module" src="/stigmeria-board.js"></script></head><body></body></html>');
    } else if (path === '/demo.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(demoJson);
    } else if (path.startsWith('/silent')) {
      stall(); // no headers, ever
    } else if (path.startsWith('/headers')) {
      stall();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.flushHeaders(); // then nothing
    } else if (path.startsWith('/trickle')) {
      stall();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('[');
      const timer = setInterval(() => response.write(' '), 200);
      timers.add(timer);
      request.socket.on('close', () => {
        clearInterval(timer);
        timers.delete(timer);
      });
    } else {
      response.writeHead(404).end();
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    closed,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearInterval(timer);
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

let browser: Browser;
let server: Stalling;
const tabs: Page[] = [];

beforeAll(async () => {
  server = await serveStalling();
  browser = await launchChromium();
});

afterEach(async () => {
  for (const tab of tabs.splice(0)) await tab.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(): Promise<{ tab: Page; errors: string[] }> {
  const tab = await browser.newPage();
  tabs.push(tab);
  const errors = collectErrors(tab);
  await tab.goto(`${server.origin}/empty.html`);
  await tab.waitForFunction(() => customElements.get('stigmeria-board') !== undefined);
  return { tab, errors };
}

/** Adds a board with these attributes; its stigmeria-error codes are collected in `window.__codes`. */
async function addBoard(tab: Page, attrs: Record<string, string>): Promise<void> {
  await tab.evaluate((a) => {
    const w = window as unknown as { __codes: string[]; __board: HTMLElement };
    w.__codes = [];
    const el = document.createElement('stigmeria-board');
    for (const [k, v] of Object.entries(a)) el.setAttribute(k, v);
    el.addEventListener('stigmeria-error', (e) => w.__codes.push((e as CustomEvent<{ code: string }>).detail.code));
    w.__board = el;
    document.body.append(el);
  }, attrs);
}

const codes = (tab: Page) => tab.evaluate(() => (window as unknown as { __codes: string[] }).__codes);
const busy = (tab: Page) => tab.evaluate(() => (window as unknown as { __board: HTMLElement }).__board.shadowRoot!.querySelector('.root')!.getAttribute('aria-busy'));
const message = (tab: Page) =>
  tab.evaluate(() => (window as unknown as { __board: HTMLElement }).__board.shadowRoot!.querySelector('[part="message"]')?.textContent?.trim() ?? '');
/** Waits until the server has seen `times` connections for `path` close (the browser gave up or finished). */
const waitClosed = (path: string, times = 1) =>
  (async () => {
    const start = Date.now();
    while (server.closed.filter((p) => p === path).length < times) {
      if (Date.now() - start > 5000) throw new Error(`${path} was never closed`);
      await new Promise((r) => setTimeout(r, 25));
    }
  })();

describe('a replay-src that never finishes', () => {
  for (const [way, path] of [
    ['sends no headers', '/silent-1.json'],
    ['sends its headers, then nothing', '/headers-1.json'],
    ['sends one byte every 200 ms', '/trickle-1.json'],
  ] as const) {
    it(`${way}: fetch-timeout="1000" ends it in board/replay-timeout after about a second`, async () => {
      const { tab, errors } = await open();
      const started = Date.now();
      await addBoard(tab, { 'replay-src': path, 'fetch-timeout': '1000', controls: '' });
      expect(await busy(tab)).toBe('true');
      await tab.waitForFunction(() => (window as unknown as { __codes: string[] }).__codes.length > 0, undefined, { timeout: 8000 });
      const elapsed = Date.now() - started;
      expect(await codes(tab)).toEqual(['board/replay-timeout']);
      expect(elapsed).toBeGreaterThanOrEqual(900);
      expect(elapsed).toBeLessThan(5000);
      expect(await message(tab)).toBe('The replay did not arrive within 1 s; try again, or ask the site for it.');
      expect(await busy(tab)).toBeNull();
      // The browser gave up the request: the server sees its connection close.
      await waitClosed(path);
      // The board is usable: a good replay-src loads.
      await tab.evaluate(() => (window as unknown as { __board: HTMLElement }).__board.setAttribute('replay-src', '/demo.json'));
      await tab.waitForFunction(() => (window as unknown as { __board: HTMLElement }).__board.shadowRoot!.querySelector('[part="controls"]') !== null);
      expect(await message(tab)).toBe('');
      expect(errors).toEqual([]);
    });
  }

  it('without fetch-timeout, waits the default of 10 seconds (not for ever)', async () => {
    const { tab } = await open();
    await addBoard(tab, { 'replay-src': '/silent-default.json' });
    await tab.waitForFunction(() => (window as unknown as { __codes: string[] }).__codes.length > 0, undefined, { timeout: 15_000 });
    expect(await codes(tab)).toEqual(['board/replay-timeout']);
    expect(await message(tab)).toContain('within 10 s;');
  }, 30_000);

  it('a new replay-src aborts the fetch under way, and the new one loads', async () => {
    const { tab, errors } = await open();
    await addBoard(tab, { 'replay-src': '/headers-2.json', controls: '' });
    await tab.waitForTimeout(300);
    await tab.evaluate(() => (window as unknown as { __board: HTMLElement }).__board.setAttribute('replay-src', '/demo.json'));
    await waitClosed('/headers-2.json');
    await tab.waitForFunction(() => (window as unknown as { __board: HTMLElement }).__board.shadowRoot!.querySelector('[part="controls"]') !== null);
    expect(await codes(tab)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('removing the element aborts the fetch; adding it back fetches again', async () => {
    const { tab, errors } = await open();
    await addBoard(tab, { 'replay-src': '/trickle-2.json', 'fetch-timeout': '60000' });
    await tab.waitForTimeout(300);
    await tab.evaluate(() => (window as unknown as { __board: HTMLElement }).__board.remove());
    await waitClosed('/trickle-2.json');
    expect(await codes(tab)).toEqual([]);
    await tab.evaluate(() => {
      const el = (window as unknown as { __board: HTMLElement }).__board;
      el.setAttribute('fetch-timeout', '800');
      document.body.append(el);
    });
    await tab.waitForFunction(() => (window as unknown as { __codes: string[] }).__codes.length > 0, undefined, { timeout: 8000 });
    expect(await codes(tab)).toEqual(['board/replay-timeout']);
    // The second fetch was aborted at its timeout: the server sees that connection close too (a moment later).
    await waitClosed('/trickle-2.json', 2);
    expect(server.closed.filter((p) => p === '/trickle-2.json').length).toBe(2);
    expect(errors).toEqual([]);
  });

  for (const value of ['0', '-1', '0x10', 'soon']) {
    it(`fetch-timeout="${value}" is refused with a message, and the default applies`, async () => {
      const { tab } = await open();
      await addBoard(tab, { 'fetch-timeout': value });
      await tab.waitForFunction(() => (window as unknown as { __codes: string[] }).__codes.length > 0);
      expect(await codes(tab)).toEqual(['board/invalid-fetch-timeout']);
      expect(await message(tab)).toBe(`"${value}" is not a time in milliseconds; waiting 10 s for a replay.`);
    });
  }
});
