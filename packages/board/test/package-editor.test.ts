// The schema editor's page as `npm start` serves it: the repository's server with its strict Content-Security-Policy
// and Trusted Types, the built CDN files, in Debian's Chromium. A schema painted with the mouse is checked in the
// worker (started through the `stigmeria-worker` policy), played, shared by link; a hostile link says so.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { collectErrors, launchChromium } from './package-harness.js';

const repository = fileURLToPath(new URL('../../..', import.meta.url));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let server: ChildProcess;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), ONLINE_PORT: String(await freePort()) };
  server = spawn(process.execPath, ['scripts/serve.mjs'], { cwd: repository, env });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Playground:')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
  origin = `http://127.0.0.1:${port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  server?.kill();
});

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = collectErrors(page);
  const response = await page.goto(`${origin}${path}`);
  expect(response!.headers()['content-security-policy']).toContain('trusted-types lit-html stigmeria-worker');
  await page.locator('stigmeria-schema-editor [part="editor-cell"][data-cell="A1"]').waitFor();
  return { page, errors };
}

it('paints, checks in the worker, plays and shares a schema under the strict policy', async () => {
  const { page, errors } = await open('/docs/editor/?lang=en');
  await page.locator('stigmeria-schema-editor [data-cell="A1"]').click();
  await page.locator('stigmeria-schema-editor .swatch[data-color="red"]').click();
  await page.locator('stigmeria-schema-editor [data-cell="B2"]').click();
  expect(await page.locator('stigmeria-schema-editor .summary').textContent()).toContain('No problem');

  await page.locator('stigmeria-schema-editor button.run-check').click();
  await page.locator('stigmeria-schema-editor tr[data-state="done"]').nth(4).waitFor({ timeout: 20_000 });
  expect(await page.locator('stigmeria-schema-editor .check-status').textContent()).toMatch(/for \d of 5 seeds/);

  await page.locator('stigmeria-schema-editor button.play-it').click();
  await page.locator('stigmeria-schema-editor stigmeria-board [part="board"]').waitFor();
  expect(await page.locator('stigmeria-schema-editor stigmeria-board [data-cell="A1"]').getAttribute('data-target')).toBe('blue');

  await page.locator('stigmeria-schema-editor button.copy-link').click();
  const link = await page.locator('stigmeria-schema-editor .link input').inputValue();
  expect(link).toMatch(/\/docs\/editor\/\?lang=en(&theme=auto)?#schema=[A-Za-z0-9_-]+$/);
  const other = await open(new URL(link).pathname + new URL(link).search + new URL(link).hash);
  expect(await other.page.locator('stigmeria-schema-editor [data-cell="B2"]').getAttribute('data-target')).toBe('red');
  expect(await other.page.locator('stigmeria-schema-editor [part="editor-message"]').textContent()).toContain('Loaded');
  expect([...errors, ...other.errors]).toEqual([]);
});

it('says that a hostile link holds no readable schema, and that a too long one is refused', async () => {
  const bad = await open('/docs/editor/?lang=fr#schema=eyJmb3JtYXQiOiJub3BlIn0');
  expect(await bad.page.locator('stigmeria-schema-editor [part="editor-message"]').textContent()).toMatch(/^Ce schéma a été refusé/);
  const long = await open(`/docs/editor/?lang=en#schema=${'A'.repeat(20000)}`);
  expect(await long.page.locator('stigmeria-schema-editor [part="editor-message"]').textContent()).toContain('too long');
  expect([...bad.errors, ...long.errors]).toEqual([]);
});

it('is linked from the playground\'s bar, in the language the playground speaks', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = collectErrors(page);
  await page.goto(`${origin}/docs/playground/?lang=fr`);
  const link = page.locator('#editor');
  await page.waitForFunction(() => document.getElementById('editor')?.textContent === 'Éditeur de schémas');
  await link.click();
  await page.waitForURL('**/docs/editor/?lang=fr');
  await page.locator('stigmeria-schema-editor [part="editor-cell"][data-cell="A1"]').waitFor();
  expect(await page.title()).toBe('Éditeur de schémas Stigméria');
  expect(await page.locator('stigmeria-schema-editor button.play-it').textContent()).toBe('Le jouer');
  expect(errors).toEqual([]);
  await page.close();
});
