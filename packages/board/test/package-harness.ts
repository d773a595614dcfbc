// Shared by the test/package-*.test.ts files: they check the built CDN bundle as a page would really load it,
// from a local HTTP server, in Debian's Chromium driven by Playwright.
import { readFileSync, readdirSync } from 'node:fs';
import { createServer, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright';

export const cdnBundlePath = new URL('../dist/cdn/stigmeria-board.js', import.meta.url);

export const cdnFolder = new URL('../dist/cdn/', import.meta.url);

/** The names of every file of the CDN build: the entry, the chunks it imports, the solver. */
export function cdnFiles(): string[] {
  return readdirSync(cdnFolder).filter((name) => name.endsWith('.js')).sort();
}

/** A route for every file of the CDN build, under `folder` (`/` by default), as a CDN serves the package's folder. */
export function cdnRoutes(folder = '/'): Record<string, Route> {
  return Object.fromEntries(
    cdnFiles().map((name) => [`${folder}${name}`, { body: readFileSync(new URL(name, cdnFolder)), type: 'text/javascript; charset=utf-8' }]),
  );
}

export interface Route {
  readonly body: string | Buffer;
  readonly type: string;
  readonly headers?: OutgoingHttpHeaders;
}

export interface TestServer {
  readonly origin: string;
  close(): Promise<void>;
}

/** Serves fixed routes on 127.0.0.1; the query string is ignored, as a static file server would. */
export async function serve(routes: Readonly<Record<string, Route>>): Promise<TestServer> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const route = routes[path];
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': route.type, 'cache-control': 'no-store', ...route.headers });
    response.end(route.body);
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

/** Collects everything a page reports as going wrong: uncaught exceptions and console errors (CSP violations included). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Resolves once the element has upgraded and Lit has rendered something into its shadow root. */
export async function waitForRenderedBoard(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const board = document.querySelector('stigmeria-board');
    return board instanceof HTMLElement && board.shadowRoot !== null && board.shadowRoot.childElementCount > 0;
  });
}
