// Serves pages to Debian's Chromium as a site would: files from the repository under their repository paths
// (so a page's relative links work as they do under `npm start`), HTML with the strict Content-Security-Policy
// the board promises to work under, and a few extra routes a test makes.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { REPO_ROOT } from './paths.js';

export const STRICT_CSP = "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html";

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/**
 * Under Trusted Types, a framework that writes HTML needs its own policy allowed beside Lit's: Vue creates `vue`
 * when it loads (and logs a violation if it may not), Svelte 5 `svelte-trusted-html` (and fails to load if it may
 * not). The guide tells Vue and Svelte users to add them; their pages are served with this policy.
 */
export function cspWithPolicies(...policies: readonly string[]): string {
  return `${STRICT_CSP} ${policies.join(' ')}`;
}

/** A route a test adds: its body, and the Content-Security-Policy of an HTML page if not the strict one. */
export type Route = string | { readonly body: string; readonly csp: string };

/** Only what the example pages may load. */
const SERVED = ['docs/', 'packages/board/dist/'];

export interface Site {
  readonly origin: string;
  close(): Promise<void>;
}

export async function serveSite(extra: Readonly<Record<string, Route>> = {}): Promise<Site> {
  const server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      const relative = normalize(path).replace(/^[/\\]+/, '');
      const route = extra[path];
      let body: string | Buffer | undefined = typeof route === 'object' ? route.body : route;
      if (body === undefined && SERVED.some((prefix) => relative.startsWith(prefix.split('/').join(sep))) && !relative.includes('..')) {
        body = await readFile(join(REPO_ROOT, relative)).catch(() => undefined);
      }
      if (body === undefined) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const type = TYPES[extname(path)] ?? 'application/octet-stream';
      const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-store' };
      if (type.startsWith('text/html')) headers['content-security-policy'] = typeof route === 'object' ? route.csp : STRICT_CSP;
      response.writeHead(200, headers).end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Collects uncaught exceptions and console errors, Content-Security-Policy violations included. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  // No favicon: its 404 would be logged as a console error.
  void page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  return errors;
}

/** Resolves once the first board has upgraded and rendered its grid. */
export async function waitForBoard(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('stigmeria-board')?.shadowRoot?.querySelector('[part="board"]') != null);
}
