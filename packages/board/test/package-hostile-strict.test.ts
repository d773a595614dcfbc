// The built CDN bundle on pages served under a strict Content-Security-Policy with Trusted Types: it renders, plays,
// loads replays, shows hostile documents as text and survives hostile replay-src answers, with no console error,
// no CSP violation, no dialog and no uncaught exception in the page.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { catalogue, demoReplay, findSchema, type Replay } from '@stigmeria/rules';
import type { Browser, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALL_MARKUP, IMG, LINK, SCRIPT, activeContent, hostileReplay, hostileSchema } from './hostile-fixtures.js';
import { cdnRoutes, collectErrors, launchChromium } from './package-harness.js';

const STRICT_CSP = "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html";
const STRICT_CSP_TWO_LITS = "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html 'allow-duplicates'";

function demo(index = 0): Replay {
  const replay = demoReplay(findSchema(catalogue[index]!.schema.id)!);
  if (!replay.ok) throw new Error(replay.error.code);
  return replay.value;
}

const json = 'application/json';
const html = 'text/html; charset=utf-8';
const page = (scripts: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>hostile</title><link rel="icon" href="data:,">${scripts}</head><body>${body}</body></html>`;
const bundleTag = '<script type="module" src="/stigmeria-board.js"></script>';

interface Hostile {
  readonly origin: string;
  /** URLs of /hang requests that arrived (they are never answered). */
  readonly hung: string[];
  close(): Promise<void>;
}

/** Fixed routes, plus /hang*, which never answers. Unknown paths are 404s. */
async function serveHostile(routes: Record<string, { body: string | Buffer; type: string; csp?: string }>): Promise<Hostile> {
  const hung: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path.startsWith('/hang')) {
      hung.push(path);
      return; // never answered
    }
    const route = routes[path];
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const headers: Record<string, string> = { 'content-type': route.type, 'cache-control': 'no-store' };
    if (route.csp !== undefined) headers['content-security-policy'] = route.csp;
    response.writeHead(200, headers).end(route.body);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hung,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * Two copies of the board, each with its own Lit: the CDN folder served twice. (Two URLs of the one entry, such as
 * `?copy=1` and `?copy=2`, would share its chunks, which are found by relative URL without the query: one Lit.)
 */
const TWO_COPIES = '<script type="module" src="/stigmeria-board.js"></script><script type="module" src="/copy/stigmeria-board.js"></script>';

let browser: Browser;
let server: Hostile;
const tabs: Page[] = [];

beforeAll(async () => {
  const strict = (body: string, csp = STRICT_CSP, scripts = bundleTag) => ({ body: page(scripts, body), type: html, csp });
  server = await serveHostile({
    ...cdnRoutes(),
    ...cdnRoutes('/copy/'),
    '/play.html': strict(`<stigmeria-board schema="${catalogue[0]!.schema.id}" players="1" seed="strict"></stigmeria-board>`),
    '/empty.html': strict(''),
    '/replay.html': strict('<stigmeria-board replay-src="/demo.json" controls></stigmeria-board>'),
    '/hostile-replay.html': strict('<stigmeria-board replay-src="/hostile.json" controls lang="fr"></stigmeria-board>'),
    '/twice.html': strict(
      `<stigmeria-board schema="${catalogue[0]!.schema.id}" seed="twice"></stigmeria-board>`,
      STRICT_CSP_TWO_LITS,
      TWO_COPIES,
    ),
    '/twice-no-duplicates.html': strict(
      `<stigmeria-board schema="${catalogue[0]!.schema.id}" seed="twice"></stigmeria-board>`,
      STRICT_CSP,
      TWO_COPIES,
    ),
    '/demo.json': { body: JSON.stringify(demo()), type: json },
    '/demo-2.json': { body: JSON.stringify(demo(1)), type: json },
    '/hostile.json': { body: JSON.stringify(hostileReplay()), type: json },
    '/page.json': { body: page('', '<img src=x onerror=alert(1)><script>alert(2)</script>'), type: html },
    '/wrong-shape.json': { body: JSON.stringify({ format: 'stigmeria/replay', steps: 'all of them', setup: [IMG] }), type: json },
    '/big.json': {
      body: JSON.stringify({ ...demo(), steps: demo().steps.map((s, i) => (i === 0 ? { ...s, note: { en: SCRIPT.repeat(200_000) } } : s)) }),
      type: json,
    },
  });
  browser = await launchChromium();
});

afterEach(async () => {
  for (const tab of tabs.splice(0)) await tab.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Watched {
  readonly tab: Page;
  /** Console errors and uncaught exceptions (Playwright's view). */
  readonly errors: string[];
  readonly dialogs: string[];
}

/** Opens a tab that records, from before any page script runs, CSP violations, errors and stigmeria-error events. */
async function open(path: string): Promise<Watched> {
  const tab = await browser.newPage();
  tabs.push(tab);
  const errors = collectErrors(tab);
  const dialogs: string[] = [];
  tab.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await tab.addInitScript(() => {
    const w = window as unknown as Record<string, unknown[]>;
    w['__violations'] = [];
    w['__pageErrors'] = [];
    w['__boardErrors'] = [];
    document.addEventListener('securitypolicyviolation', (e) => w['__violations']!.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
    window.addEventListener('error', (e) => w['__pageErrors']!.push(`error: ${e.message}`));
    window.addEventListener('unhandledrejection', (e) => w['__pageErrors']!.push(`rejection: ${String(e.reason)}`));
    document.addEventListener('stigmeria-error', (e) => w['__boardErrors']!.push((e as CustomEvent<{ code: string }>).detail.code));
  });
  await tab.goto(`${server.origin}${path}`);
  await tab.waitForFunction(() => {
    const board = document.querySelector('stigmeria-board');
    return board === null || (board.shadowRoot !== null && board.shadowRoot.childElementCount > 0);
  });
  return { tab, errors, dialogs };
}

async function recorded(tab: Page): Promise<{ violations: string[]; pageErrors: string[]; boardErrors: string[] }> {
  return tab.evaluate(() => {
    const w = window as unknown as Record<string, string[]>;
    return { violations: w['__violations']!, pageErrors: w['__pageErrors']!, boardErrors: w['__boardErrors']! };
  });
}

/** What a board in the page shows: its log, message, text and any active content from documents. */
async function inspect(tab: Page, index = 0): Promise<{ log: string[]; message: string; text: string; active: string[]; cells: number }> {
  // activeContent is self-contained; it is sent as source and run in the page.
  return tab.evaluate(
    ([source, i]) => {
      const board = document.querySelectorAll('stigmeria-board')[i] as HTMLElement & { log: { command: { type: string } }[] };
      const root = board.shadowRoot!;
      const check = (0, eval)(`(${source})`) as (r: ShadowRoot) => string[];
      return {
        log: board.log.map((s) => s.command.type),
        message: root.querySelector('[part="message"]')?.textContent?.trim() ?? '',
        text: root.textContent ?? '',
        active: check(root),
        cells: root.querySelectorAll('[role="gridcell"]').length,
      };
    },
    [activeContent.toString(), index] as const,
  );
}

async function expectClean(w: Watched, allowConsole: RegExp[] = []): Promise<void> {
  const { violations, pageErrors } = await recorded(w.tab);
  expect(violations).toEqual([]);
  expect(pageErrors).toEqual([]);
  expect(w.errors.filter((e) => !allowConsole.some((r) => r.test(e)))).toEqual([]);
  expect(w.dialogs).toEqual([]);
}

/** Clicks a recruit colour, then a highlighted cell. */
async function landByClicks(tab: Page, board = 'stigmeria-board'): Promise<void> {
  await tab.locator(`${board} .recruit-colour:not([disabled])`).first().click();
  const lit = tab.locator(`${board} [role="gridcell"].lit`);
  await expect.poll(() => lit.count()).toBeGreaterThan(0);
  await lit.first().click();
}

describe('under a strict CSP with Trusted Types', () => {
  it('the page really enforces the policy, and the watcher sees a violation (so "none" below means none)', async () => {
    const w = await open('/empty.html');
    const refused = await w.tab.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>x</b>';
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    });
    expect(refused).toBe(true);
    await expect.poll(async () => (await recorded(w.tab)).violations.join()).toContain('require-trusted-types-for');
  });

  it('renders and plays by clicks and by keyboard', async () => {
    const w = await open('/play.html');
    await landByClicks(w.tab);
    await expect.poll(async () => (await inspect(w.tab)).log).toEqual(['land']);
    await w.tab.locator('stigmeria-board [role="gridcell"][tabindex="0"]').focus();
    await w.tab.keyboard.press('e');
    await w.tab.keyboard.press('d');
    await expect.poll(async () => (await inspect(w.tab)).log).toEqual(['land', 'end-turn', 'draw']);
    const shown = await inspect(w.tab);
    expect(shown.message).toBe('');
    expect(shown.cells).toBe(100);
    await expectClean(w);
  });

  it('loads a replay by replay-src and steps it with the controls and the keyboard', async () => {
    const w = await open('/replay.html');
    const total = demo().steps.length;
    await w.tab.waitForFunction(() => document.querySelector('stigmeria-board')?.shadowRoot?.querySelector('[part="controls"]') != null);
    await w.tab.locator('stigmeria-board [part="controls"] .next').click();
    await w.tab.locator('stigmeria-board [part="controls"] .next').click();
    await expect.poll(async () => (await inspect(w.tab)).log.length).toBe(2);
    await w.tab.locator('stigmeria-board [part="controls"] .toggle').focus();
    await w.tab.keyboard.press('End');
    await expect.poll(async () => (await inspect(w.tab)).log.length).toBe(total);
    await w.tab.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await inspect(w.tab)).log.length).toBe(total - 1);
    await expectClean(w);
  });

  it('a board on a page that loads two copies of the bundle (allow-duplicates) still plays', async () => {
    const w = await open('/twice.html');
    await landByClicks(w.tab);
    await expect.poll(async () => (await inspect(w.tab)).log).toEqual(['land']);
    await expectClean(w);
  });
});

describe("two copies of Lit without 'allow-duplicates'", () => {
  it('the second copy is refused its lit-html policy (why the docs ask for allow-duplicates), the first board still plays', async () => {
    const w = await open('/twice-no-duplicates.html');
    // Documents the browser's behaviour that docs/security.md describes: the second createPolicy('lit-html') is a
    // violation of trusted-types, and that copy's module fails to evaluate.
    await expect.poll(async () => (await recorded(w.tab)).violations.join()).toContain('trusted-types');
    await landByClicks(w.tab);
    await expect.poll(async () => (await inspect(w.tab)).log).toEqual(['land']);
  });
});

describe('hostile documents on a strict page', () => {
  it('a replay with markup in player names, title and notes shows text only, at every step', async () => {
    const replay = hostileReplay();
    const w = await open('/hostile-replay.html');
    await w.tab.waitForFunction(() => document.querySelector('stigmeria-board')?.shadowRoot?.querySelector('[part="controls"]') != null);
    for (let n = 0; n <= replay.steps.length; n++) {
      const shown = await inspect(w.tab);
      expect(shown.log.length).toBe(n);
      expect(shown.active, `step ${n}`).toEqual([]);
      expect(shown.text).toContain(IMG);
      expect(shown.text).toContain(LINK);
      const note = replay.steps[n - 1]?.note;
      if (note !== undefined) expect(shown.text).toContain(note.fr ?? note.en);
      if (n < replay.steps.length) await w.tab.locator('stigmeria-board [part="controls"] .next').click();
    }
    await w.tab.waitForTimeout(200);
    await expectClean(w);
  });

  it('schemaData with markup in its name, and markup in attributes, show text only', async () => {
    const w = await open('/play.html');
    await w.tab.evaluate((schema) => {
      (document.querySelector('stigmeria-board') as HTMLElement & { schemaData: unknown }).schemaData = schema;
    }, hostileSchema());
    await expect.poll(async () => (await inspect(w.tab)).text).toContain(IMG);
    expect((await inspect(w.tab)).active).toEqual([]);
    await w.tab.evaluate(() => document.querySelector('stigmeria-board')!.setAttribute('lang', 'fr'));
    await expect.poll(async () => (await inspect(w.tab)).text).toContain(SCRIPT);
    for (const value of ALL_MARKUP) {
      await w.tab.evaluate((v) => {
        const board = document.querySelector('stigmeria-board')!;
        board.setAttribute('players', v);
        board.setAttribute('mode', v);
      }, value);
      await expect.poll(async () => (await inspect(w.tab)).message).toContain(value);
      expect((await inspect(w.tab)).active).toEqual([]);
    }
    await landByClicks(w.tab);
    await w.tab.waitForTimeout(200);
    await expectClean(w);
  });
});

describe('hostile replay-src answers on a strict page', () => {
  /** Adds a board with a replay-src to the empty strict page and waits for its stigmeria-error. */
  async function board(src: string): Promise<{ w: Watched; code: string; message: string }> {
    const w = await open('/empty.html');
    await w.tab.evaluate((s) => {
      const el = document.createElement('stigmeria-board');
      el.setAttribute('replay-src', s);
      document.body.append(el);
    }, src);
    await w.tab.waitForFunction(() => (window as unknown as Record<string, string[]>)['__boardErrors']!.length > 0, undefined, { timeout: 10_000 });
    const { boardErrors } = await recorded(w.tab);
    const shown = await inspect(w.tab);
    expect(shown.cells).toBe(100);
    expect(shown.active).toEqual([]);
    return { w, code: boardErrors[0]!, message: shown.message };
  }

  it('a 404', async () => {
    const { w, code, message } = await board('/missing.json');
    expect(code).toBe('board/replay-fetch');
    expect(message).toContain('404');
    // Chromium logs every failed load as a console error; that one is expected.
    await expectClean(w, [/Failed to load resource: .*404/]);
  });

  it('an HTML page with markup', async () => {
    const { w, code, message } = await board('/page.json');
    expect(code).toBe('board/replay-json');
    expect(message.length).toBeGreaterThan(0);
    await expectClean(w);
  });

  it('JSON of the wrong shape', async () => {
    const { w, code, message } = await board('/wrong-shape.json');
    expect(code).toBe('replay/invalid');
    expect(message.length).toBeGreaterThan(0);
    await expectClean(w);
  });

  it('a 5 MB JSON document', async () => {
    const t0 = Date.now();
    const { w, code, message } = await board('/big.json');
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(code).toBe('replay/invalid');
    expect(message.length).toBeLessThan(500);
    await expectClean(w);
  });

  it('a URL that never answers does not block, and a new replay-src wins', async () => {
    const w = await open('/play.html');
    await w.tab.evaluate(() => document.querySelector('stigmeria-board')!.setAttribute('replay-src', '/hang-1.json'));
    await expect.poll(() => server.hung.includes('/hang-1.json')).toBe(true);
    // The board still plays while the request hangs.
    await landByClicks(w.tab);
    await expect.poll(async () => (await inspect(w.tab)).log).toEqual(['land']);
    await w.tab.evaluate(() => document.querySelector('stigmeria-board')!.setAttribute('replay-src', '/demo-2.json'));
    await expect
      .poll(() => w.tab.evaluate(() => (document.querySelector('stigmeria-board') as unknown as { state: { schema: { id: string } } }).state.schema.id))
      .toBe(demo(1).setup.schema.id);
    const { boardErrors } = await recorded(w.tab);
    expect(boardErrors).toEqual([]);
    await expectClean(w);
  });
});
