import { catalogue } from '@stigmeria/rules';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { collectErrors, launchChromium, cdnRoutes, serve, waitForRenderedBoard, type TestServer } from './package-harness.js';

const STRICT_CSP =
  "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html";

const schemaId = catalogue[0]?.schema.id ?? '';
const board = `<stigmeria-board schema="${schemaId}" mode="normal" players="2" seed="package-test" lang="en"></stigmeria-board>`;
// The empty icon keeps Chromium from requesting /favicon.ico, whose 404 would be logged as a console error.
const page = (scripts: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>test</title><link rel="icon" href="data:,">${scripts}</head><body>${board}</body></html>`;

let browser: Browser;
let server: TestServer;

beforeAll(async () => {
  const html = 'text/html; charset=utf-8';
  server = await serve({
    ...cdnRoutes(),
    '/twice.html': {
      type: html,
      body: page(
        '<script type="module" src="/stigmeria-board.js?copy=1"></script><script type="module" src="/stigmeria-board.js?copy=2"></script>',
      ),
    },
    '/strict-csp.html': {
      type: html,
      headers: { 'content-security-policy': STRICT_CSP },
      body: page('<script type="module" src="/stigmeria-board.js"></script>'),
    },
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('tolerates the bundle loaded twice under two URLs and defines the element once', async () => {
  const tab = await browser.newPage();
  const errors = collectErrors(tab);
  await tab.goto(`${server.origin}/twice.html`);
  await waitForRenderedBoard(tab);
  // A string, not a function: Vite would rewrite a function's import() into a helper the page does not have.
  // The URLs are those of the script tags, so these are the two module instances the page already evaluated.
  const result = await tab.evaluate(`(async () => {
    const first = await import('/stigmeria-board.js?copy=1');
    const second = await import('/stigmeria-board.js?copy=2');
    const defined = customElements.get('stigmeria-board');
    return {
      twoInstances: typeof first.StigmeriaBoard === 'function' && first.StigmeriaBoard !== second.StigmeriaBoard,
      firstWins: defined !== undefined && defined === first.StigmeriaBoard,
      upgraded: document.querySelector('stigmeria-board') instanceof (defined ?? Object),
    };
  })()`);
  expect(result).toEqual({ twoInstances: true, firstWins: true, upgraded: true });
  expect(errors).toEqual([]);
  await tab.close();
});

it('renders under a strict Content-Security-Policy with Trusted Types and no console error', async () => {
  const tab = await browser.newPage();
  const errors = collectErrors(tab);
  await tab.goto(`${server.origin}/strict-csp.html`);
  await waitForRenderedBoard(tab);
  const styled = await tab.evaluate(() => {
    const root = document.querySelector('stigmeria-board')?.shadowRoot;
    // Lit adopts constructed style sheets, which style-src 'self' allows; a <style> fallback would be refused.
    return { adopted: root?.adoptedStyleSheets.length ?? 0, styleElements: root?.querySelectorAll('style').length ?? -1 };
  });
  expect(styled.adopted).toBeGreaterThan(0);
  expect(styled.styleElements).toBe(0);
  expect(errors).toEqual([]);
  await tab.close();
});
