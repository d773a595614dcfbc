// Checks the static Storybook (storybook-static/, from `storybook build`) as a reader would open it with no
// network: served from a local folder, in Chromium, with every request to another host refused. The manager
// must list the stories, the docs page must show the element's API from custom-elements.json, and a story must
// render the board.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODES } from '@stigmeria/rules';
import { chromium } from 'playwright';

const root = fileURLToPath(new URL('../storybook-static/', import.meta.url));
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

const server = createServer(async (request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^\/+/, '') || 'index.html';
  try {
    const body = await readFile(join(root, path));
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const outside = [];
const problems = [];
try {
  const context = await browser.newContext();
  await context.route(/^(?!http:\/\/127\.0\.0\.1:)/, (route) => {
    // data: and blob: URLs never leave the page; anything else would need the network.
    if (/^(data|blob):/.test(route.request().url())) return route.continue();
    outside.push(route.request().url());
    return route.abort();
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));

  await page.goto(`${origin}/index.html`);
  await page.getByText('Normal Start').first().waitFor({ timeout: 30_000 });

  // The story's play function draws: the Actions panel logs the board's events, and the Controls panel offers the
  // five modes as a select.
  await page.goto(`${origin}/index.html?path=/story/board-stigmeria-board--normal-start`);
  await page.getByRole('tab', { name: /Actions/ }).click();
  await page.getByText('onStigmeriaChange').first().waitFor({ timeout: 30_000 });
  await page.getByRole('tab', { name: /Controls/ }).click();
  const offered = await page.locator('#control-mode option').evaluateAll((options) => options.map((option) => option.value));
  const missing = Object.keys(MODES).filter((mode) => !offered.includes(mode));
  if (missing.length > 0) problems.push(`the mode control does not offer ${missing.join(', ')}`);

  await page.goto(`${origin}/iframe.html?id=board-stigmeria-board--docs&viewMode=docs`);
  // The autodocs table lists the element's CSS custom properties, read from the manifest.
  await page.getByText('--stigmeria-cell-size').first().waitFor({ timeout: 30_000 });

  await page.goto(`${origin}/iframe.html?id=board-stigmeria-board--normal-start&viewMode=story`);
  await page.waitForFunction(() => document.querySelector('stigmeria-board')?.shadowRoot?.querySelectorAll('[part="cell"]').length === 100, null, {
    timeout: 30_000,
  });
} catch (error) {
  problems.push(String(error));
} finally {
  await browser.close();
  server.close();
}
if (outside.length > 0) problems.push(`requests beyond the local server: ${[...new Set(outside)].join(', ')}`);
if (problems.length > 0) {
  console.error(`storybook-static: ${problems.join('\n')}`);
  process.exit(1);
}
console.log('storybook-static: the manager (with its controls and actions), the docs page and a story work offline');
