// `npm run screenshots`: renders the playground, the tutorial recorder, the schema editor and the stories in Chromium,
// to look at as a player would. The playground: every mode at its start (a live game), in the middle and at the end
// of its tutorial replay, at 360 px and 1280 px wide, in the light and the dark theme, in English and French. The
// recorder page (docs/recorder/): choosing the game, a refused file, recording, and captioning, in the same widths,
// themes and languages. The schema editor (/docs/editor/): empty, with a catalogue schema loaded from a share link,
// checked, and playing, likewise. The stories: each one at both widths. The PNG files go to screenshots/ (not
// committed), named scene-width-theme-lang.png.
//
// Options: --only TEXT keeps the shots whose name contains TEXT; --no-stories skips the stories; --stories-only
// skips the playground. The stories are read from the static Storybook (stories/storybook-static), which
// is built first when it is missing or with --build-stories.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCatalogueSchema } from '@stigmeria/rules';
import { chromium } from 'playwright';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'screenshots');
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] ?? '' : '';
const withPlayground = !args.includes('--stories-only');
const withStories = !args.includes('--no-stories');

const WIDTHS = [
  { name: '360', viewport: { width: 360, height: 740 }, touch: true },
  { name: '1280', viewport: { width: 1280, height: 900 }, touch: false },
];
const THEMES = ['light', 'dark'];
const LANGS = ['en', 'fr'];
// Each mode at the player count that shows what it adds: competitive boards around the StigmaReine need two.
const MODES = [
  { mode: 'discovery', players: 1 },
  { mode: 'normal', players: 1 },
  { mode: 'competitive', players: 2 },
  { mode: 'competitive-no-limit', players: 2 },
  { mode: 'solo-no-limit', players: 1 },
];

/** A port nobody listens on now. */
async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `npm start`'s server (without the build, done before) and waits until it answers. */
async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/docs/playground/`)).ok) return { origin, stop: () => child.kill() };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('the playground server did not start');
}

const problems = [];
let count = 0;

/**
 * Waits until the board (or every board) of the page has rendered, a tutorial recorder's included (a recorder that
 * shows no board yet only has to be rendered), or its schema editor, and its fonts and motion have settled.
 */
async function settle(page) {
  await page.waitForFunction(() => {
    const recorders = [...document.querySelectorAll('stigmeria-tutorial-recorder')];
    const editors = [...document.querySelectorAll('stigmeria-schema-editor')];
    const boards = [...document.querySelectorAll('stigmeria-board'), ...recorders.flatMap((r) => [...(r.shadowRoot?.querySelectorAll('stigmeria-board') ?? [])])];
    const shown = boards.length + editors.length > 0 || (recorders.length > 0 && recorders.every((r) => r.shadowRoot?.querySelector('.recorder')));
    return (
      shown &&
      boards.every((b) => b.shadowRoot?.querySelector('.root') && b.shadowRoot.querySelector('[aria-busy="true"]') === null) &&
      editors.every((e) => e.shadowRoot?.querySelectorAll('[part="editor-cell"]').length === 100)
    );
  }, undefined, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

async function shoot(page, name) {
  await page.screenshot({ path: join(out, `${name}.png`), fullPage: true });
  count += 1;
}

async function playground(browser, origin) {
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      for (const lang of LANGS) {
        for (const { mode, players } of MODES) {
          const tutorial = JSON.parse(readFileSync(join(root, `docs/tutorials/replays/mode-${mode}.replay.json`), 'utf8'));
          const total = tutorial.steps.length;
          const phases = [
            { phase: 'start' },
            { phase: 'mid', step: Math.floor(total / 2) },
            { phase: 'end', step: total },
          ];
          for (const { phase, step } of phases) {
            const name = `playground-${mode}-${phase}-${width.name}-${theme}-${lang}`;
            if (!name.includes(only)) continue;
            const context = await browser.newContext({ viewport: width.viewport, hasTouch: width.touch, isMobile: width.touch, colorScheme: theme });
            const page = await context.newPage();
            page.on('pageerror', (error) => problems.push(`${name}: ${error.message}`));
            page.on('console', (message) => {
              if (message.type() === 'error') problems.push(`${name}: ${message.text()}`);
            });
            await page.goto(`${origin}/docs/playground/?mode=${mode}&players=${players}&lang=${lang}&seed=screenshots`);
            await settle(page);
            if (step !== undefined) {
              // The middle and the end of a game of this mode: its tutorial replay, opened at that step.
              await page.evaluate(
                ({ src, at, language }) => {
                  const board = document.createElement('stigmeria-board');
                  board.setAttribute('lang', language);
                  board.setAttribute('controls', '');
                  board.setAttribute('step', String(at));
                  board.setAttribute('replay-src', src);
                  document.getElementById('stage').replaceChildren(board);
                },
                { src: `/docs/tutorials/replays/mode-${mode}.replay.json`, at: step, language: lang },
              );
              await page.waitForFunction(() => document.querySelector('stigmeria-board')?.state !== null, undefined, { timeout: 15_000 });
              await settle(page);
            }
            await shoot(page, name);
            await context.close();
          }
        }
      }
    }
  }
}

// The recorder's states, reached through its controls as a rules author would: each acts on a fresh page.
const RECORDER_STATES = [
  { state: 'setup', act: async () => {} },
  {
    state: 'refused',
    act: async (page) => {
      await page.locator('stigmeria-tutorial-recorder input.file').setInputFiles({ name: 'broken.replay.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"stigmeria/replay","steps":3}') });
      await page.locator('stigmeria-tutorial-recorder .refusal').waitFor();
    },
  },
  {
    state: 'recording',
    act: async (page) => {
      await startRecording(page);
      for (const button of ['button.draw', 'button.end-turn', 'button.draw']) await page.locator(`stigmeria-tutorial-recorder stigmeria-board ${button}`).click();
      await page.locator('stigmeria-tutorial-recorder .count[data-steps="3"]').waitFor();
    },
  },
  {
    state: 'captions',
    act: async (page) => {
      await startRecording(page);
      for (const button of ['button.draw', 'button.end-turn']) await page.locator(`stigmeria-tutorial-recorder stigmeria-board ${button}`).click();
      await page.locator('stigmeria-tutorial-recorder .count[data-steps="2"]').waitFor();
      await page.locator('stigmeria-tutorial-recorder button.to-captions').click();
      await page.locator('stigmeria-tutorial-recorder #caption-en').fill('End the turn: the wind blows, and the tokens on the flower slide with it.');
      await page.locator('stigmeria-tutorial-recorder #caption-fr').fill('Finissez le tour\u00a0: le vent souffle, et les jetons de la fleur glissent avec lui.');
      await page.locator('stigmeria-tutorial-recorder .step-title').click();
      await page.locator('stigmeria-tutorial-recorder stigmeria-board .note').waitFor();
    },
  },
];

/** Starts a recording on the recorder page with the screenshots' seed. */
async function startRecording(page) {
  await page.locator('stigmeria-tutorial-recorder input[name="seed"]').fill('screenshots');
  await page.locator('stigmeria-tutorial-recorder button.start').click();
  await settle(page);
}

async function recorder(browser, origin) {
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      for (const lang of LANGS) {
        for (const { state, act } of RECORDER_STATES) {
          const name = `recorder-${state}-${width.name}-${theme}-${lang}`;
          if (!name.includes(only)) continue;
          const context = await browser.newContext({ viewport: width.viewport, hasTouch: width.touch, isMobile: width.touch, colorScheme: theme });
          const page = await context.newPage();
          page.on('pageerror', (error) => problems.push(`${name}: ${error.message}`));
          page.on('console', (message) => {
            if (message.type() === 'error') problems.push(`${name}: ${message.text()}`);
          });
          await page.goto(`${origin}/docs/recorder/?lang=${lang}&theme=${theme}`);
          try {
            await settle(page);
            await act(page);
            await settle(page);
          } catch (error) {
            problems.push(`${name}: ${error.message.split('\n')[0]}`);
          }
          await shoot(page, name);
          await context.close();
        }
      }
    }
  }
}

/** The share link fragment of a catalogue schema, as the editor's "Copy a share link" writes it. */
function linkOf(id) {
  return `#schema=${Buffer.from(JSON.stringify(findCatalogueSchema(id))).toString('base64url')}`;
}

async function editor(browser, origin) {
  const scenes = ['empty', 'painted', 'checked', 'playing'];
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      for (const lang of LANGS) {
        for (const scene of scenes) {
          const name = `editor-${scene}-${width.name}-${theme}-${lang}`;
          if (!name.includes(only)) continue;
          const context = await browser.newContext({ viewport: width.viewport, hasTouch: width.touch, isMobile: width.touch, colorScheme: theme });
          const page = await context.newPage();
          page.on('pageerror', (error) => problems.push(`${name}: ${error.message}`));
          page.on('console', (message) => {
            if (message.type() === 'error') problems.push(`${name}: ${message.text()}`);
          });
          const link = scene === 'empty' ? '' : linkOf('maronne-hearth-stone');
          await page.goto(`${origin}/docs/editor/?lang=${lang}&theme=${theme}${link}`);
          await settle(page);
          if (scene === 'checked') {
            await page.locator('stigmeria-schema-editor button.run-check').click();
            await page.locator('stigmeria-schema-editor tr[data-state="done"]').nth(4).waitFor({ timeout: 30_000 });
          }
          if (scene === 'playing') {
            await page.locator('stigmeria-schema-editor button.play-it').click();
            await page.locator('stigmeria-schema-editor stigmeria-board [part="board"]').waitFor();
          }
          await page.waitForTimeout(300);
          await shoot(page, name);
          await context.close();
        }
      }
    }
  }
}

async function stories(browser) {
  const staticDir = join(root, 'stories/storybook-static');
  if (!existsSync(join(staticDir, 'index.json')) || args.includes('--build-stories')) {
    rmSync(staticDir, { recursive: true, force: true });
    const built = spawnSync('npm', ['run', 'build-storybook', '--silent', '--workspace', '@stigmeria/stories'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the static Storybook did not build');
  }
  const { entries } = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };
  const server = createHttpServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^\/+/, '') || 'index.html';
    let body;
    try {
      body = await readFile(join(staticDir, path));
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  try {
    for (const entry of Object.values(entries)) {
      if (entry.type !== 'story') continue;
      for (const width of WIDTHS) {
        const name = `story-${entry.id}-${width.name}-light-en`;
        if (!name.includes(only)) continue;
        const context = await browser.newContext({ viewport: width.viewport, hasTouch: width.touch, isMobile: width.touch });
        const page = await context.newPage();
        page.on('pageerror', (error) => problems.push(`${name}: ${error.message}`));
        await page.goto(`${origin}/iframe.html?id=${entry.id}&viewMode=story`);
        try {
          await settle(page);
          // A story's play function acts through the controls: give it time to finish.
          await page.waitForTimeout(1200);
        } catch (error) {
          problems.push(`${name}: ${error.message.split('\n')[0]}`);
        }
        await shoot(page, name);
        await context.close();
      }
    }
  } finally {
    server.close();
  }
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const server = withPlayground ? await startServer() : null;
try {
  if (server !== null) {
    await playground(browser, server.origin);
    await recorder(browser, server.origin);
    await editor(browser, server.origin);
  }
  if (withStories) await stories(browser);
} finally {
  server?.stop();
  await browser.close();
}
console.log(`${count} screenshots in ${out}`);
if (problems.length > 0) {
  console.error(`${problems.length} problems seen while rendering:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exitCode = 1;
}
