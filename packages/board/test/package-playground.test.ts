// The playground, the tutorials and the tutorial recorder (with a schema sent by the schema editor) as `npm start`
// serves them: the repository's own server (scripts/serve.mjs, with its strict Content-Security-Policy), the built
// rules and CDN bundle, in Debian's Chromium.
// This is the page the README sends a newcomer to: it must show a board at once, follow the settings, play, and
// speak French.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import { replayGame } from '@stigmeria/rules';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launchChromium, waitForRenderedBoard } from './package-harness.js';

const repository = fileURLToPath(new URL('../../..', import.meta.url));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Starts `node scripts/serve.mjs` as `npm start` does (after its build), and waits until it listens. */
async function startServer(port: number, onlinePort: number): Promise<ChildProcess> {
  const env = { ...process.env, PORT: String(port), ONLINE_PORT: String(onlinePort) };
  const server = spawn(process.execPath, ['scripts/serve.mjs'], { cwd: repository, env });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Playground:')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
  return server;
}

let server: ChildProcess;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  server = await startServer(port, await freePort());
  origin = `http://127.0.0.1:${port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  server?.kill();
});

async function open(path: string, viewport = { width: 1280, height: 900 }): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport });
  const errors = collectErrors(page);
  await page.goto(`${origin}${path}`);
  await waitForRenderedBoard(page);
  return { page, errors };
}

/** What the page's board shows: its settings and, through its public `state`, the game it plays. */
const boardOf = (page: Page) =>
  page.evaluate(() => {
    const board = document.querySelector('stigmeria-board') as HTMLElement & {
      state: { mode: string; players: { board: (unknown | null)[] }[] } | null;
    };
    return {
      mode: board.state?.mode,
      players: board.state?.players.length,
      tokens: board.state?.players[0]?.board.filter((token) => token !== null).length,
      lang: board.getAttribute('lang'),
      grids: board.shadowRoot!.querySelectorAll('[role="grid"]').length,
    };
  });

describe('the playground, served by npm start', () => {
  it('"Play online" creates a room and shows its link; a second window that opens the link takes the other seat', async () => {
    const a = await open('/docs/playground/?lang=en&mode=competitive&players=2');
    const status = (page: Page) => page.locator('stigmeria-board [part="online"]').getAttribute('data-status');
    await a.page.locator('#play-online:not([disabled])').click({ timeout: 10_000 });
    await a.page.waitForSelector('#online-bar:not([hidden])', { timeout: 10_000 });
    const link = await a.page.locator('#share').inputValue();
    expect(link).toMatch(/[?&]room=[A-Za-z0-9_-]+/);
    // The page's own address names the room too: a reload, or a copy of the address bar, joins it again.
    expect(a.page.url()).toBe(link);
    expect(await status(a.page)).toBe('connected');
    const b = await open(new URL(link).pathname + new URL(link).search);
    await b.page.waitForFunction(() => document.querySelector('stigmeria-board')?.shadowRoot?.querySelector('[part="online"]')?.getAttribute('data-status') === 'connected', undefined, { timeout: 10_000 });
    await expect(b.page.locator('stigmeria-board .online-seat').textContent()).resolves.toBe('You play Player 2');
    await expect(a.page.locator('stigmeria-board .online-seat').textContent()).resolves.toBe('You play Player 1');
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await b.page.close();
    await a.page.close();
  });

  it('shows a playable board at once, and a land played with two clicks', async () => {
    const { page, errors } = await open('/docs/playground/?lang=en');
    expect(await page.title()).toBe('Stigméria playground');
    expect(await boardOf(page)).toMatchObject({ mode: 'normal', players: 1, tokens: 0, lang: 'en', grids: 1 });
    // A recruit token, then the first highlighted cell: the board's own controls, as a visitor uses them.
    await page.locator('stigmeria-board .recruit-colour').first().click();
    await page.locator('stigmeria-board [role="gridcell"].lit').first().click();
    expect((await boardOf(page)).tokens).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('starts the mode and the number of players chosen', async () => {
    const { page, errors } = await open('/docs/playground/?lang=en');
    await page.selectOption('#mode', 'competitive');
    await page.selectOption('#players', '2');
    await page.waitForFunction(() => {
      const board = document.querySelector('stigmeria-board') as HTMLElement & { state: { mode: string; players: unknown[] } | null };
      return board?.state?.mode === 'competitive' && board.state.players.length === 2;
    });
    // The player's board and the StigmaReine.
    expect((await boardOf(page)).grids).toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('plays against the computer: the switch gives the other seat to a bot, which plays its own moves', async () => {
    // With this seed seat 1, the computer's, plays first: its moves come without the person's.
    const { page, errors } = await open('/docs/playground/?lang=en&mode=competitive&players=2&seed=abc');
    await page.click('#computer');
    await page.waitForFunction(() => document.querySelector('stigmeria-board')?.getAttribute('bots') === '1=medium');
    await page.waitForFunction(
      () => {
        const board = document.querySelector('stigmeria-board') as HTMLElement & { log: { command: { player: number } }[] };
        return board.log.some((step) => step.command.player === 1);
      },
      undefined,
      { timeout: 30_000 },
    );
    expect(new URL(page.url()).searchParams.get('computer')).toBe('1');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('speaks French, down to the schema groups and the link to the tutorials', async () => {
    const { page, errors } = await open('/docs/playground/?lang=fr&mode=competitive&players=2');
    expect(await page.title()).toBe('Bac à sable Stigméria');
    expect(await boardOf(page)).toMatchObject({ mode: 'competitive', lang: 'fr' });
    expect(await page.$$eval('#schema optgroup', (groups) => groups.map((group) => group.getAttribute('label')))).toEqual([
      'Compétitif',
    ]);
    const link = page.locator('#tutorials');
    expect(await link.textContent()).toBe('Tutoriels des règles');
    await link.click();
    await page.waitForURL('**/docs/tutorials/?lang=fr');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the playground on a phone, served by npm start', () => {
  const phone = { width: 360, height: 740 };
  /** How far the page scrolls sideways: nothing may be wider than the screen. */
  const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  for (const width of [360, 320]) {
    it(`scrolls nothing sideways at ${width} px, in English and French, menu and settings open or not`, async () => {
      for (const lang of ['en', 'fr']) {
        const { page, errors } = await open(`/docs/playground/?lang=${lang}&mode=competitive&players=2`, { width, height: 740 });
        expect(await sideways(page), lang).toBe(0);
        await page.locator('#menu-toggle').click();
        await page.locator('#settings-toggle').click();
        expect(await sideways(page), lang).toBe(0);
        expect(errors).toEqual([]);
        await page.close();
      }
    });
  }

  it('folds the settings into a summary line that opens them, and the links into a menu, from the keyboard too', async () => {
    const { page, errors } = await open('/docs/playground/?lang=en', phone);
    const summary = page.locator('#settings-toggle');
    expect(await summary.textContent().then((text) => text!.replace(/\s+/g, ' ').trim())).toBe('Settings: Normal · Morning Ladder · 1 player');
    expect(await page.locator('#mode').isVisible()).toBe(false);
    expect(await page.locator('#tutorials').isVisible()).toBe(false);
    // The flower starts on the first screen: the folded bar leaves it room.
    const grid = await page.locator('stigmeria-board [role="grid"]').boundingBox();
    expect(grid!.y).toBeLessThan(phone.height / 2);
    await summary.focus();
    await page.keyboard.press('Enter');
    expect(await summary.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#mode').isVisible()).toBe(true);
    await page.selectOption('#players', '2');
    await page.waitForFunction(() => document.getElementById('settings-toggle')!.textContent!.includes('2 players'));
    await page.locator('#menu-toggle').press('Enter');
    expect(await page.locator('#tutorials').isVisible()).toBe(true);
    await page.locator('#menu-toggle').press('Enter');
    expect(await page.locator('#tutorials').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the settings and the links on a wide screen, with no summary line', async () => {
    const { page, errors } = await open('/docs/playground/?lang=en');
    expect(await page.locator('#mode').isVisible()).toBe(true);
    expect(await page.locator('#tutorials').isVisible()).toBe(true);
    expect(await page.locator('#settings-toggle').isVisible()).toBe(false);
    expect(await page.locator('#menu-toggle').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a tutorial, served by npm start', () => {
  it('steps its replay in the language chosen, with no error', async () => {
    const { page, errors } = await open('/docs/tutorials/land.html?lang=fr');
    // The replay controls come once the replay has loaded from its replay-src.
    await page.waitForFunction(() => {
      const next = document.querySelector('stigmeria-board')!.shadowRoot!.querySelector<HTMLButtonElement>('button.next');
      return next !== null && !next.disabled;
    });
    expect(await boardOf(page)).toMatchObject({ lang: 'fr' });
    // The explanation shows in French only.
    expect(await page.locator('.explanation > [lang="fr"]').isVisible()).toBe(true);
    expect(await page.locator('.explanation > [lang="en"]').isVisible()).toBe(false);
    await page.evaluate(() => {
      const steps: number[] = [];
      Object.assign(window, { steps });
      document.querySelector('stigmeria-board')!.addEventListener('stigmeria-step', (event) => steps.push(event.detail.step));
    });
    await page.locator('stigmeria-board button.next').click();
    expect(await page.evaluate(() => (window as unknown as { steps: number[] }).steps)).toEqual([1]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the tutorial recorder, served by npm start', () => {
  it('records two steps, captions one and downloads a replay the rules accept, under the strict CSP', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const errors = collectErrors(page);
    await page.goto(`${origin}/docs/playground/`);
    await page.locator('#recorder').click();
    await page.waitForURL(/\/docs\/recorder\//);
    const recorder = page.locator('stigmeria-tutorial-recorder');
    await recorder.locator('input[name="seed"]').fill('served-recorder');
    await recorder.locator('button.start').click();
    await recorder.locator('stigmeria-board button.draw').click();
    await recorder.locator('stigmeria-board button.end-turn').click();
    await recorder.locator('.count[data-steps="2"]').waitFor();
    await recorder.locator('button.to-captions').click();
    await recorder.locator('#caption-en').fill('End the turn: the wind blows.');
    await recorder.locator('#caption-fr').fill('Finissez le tour\u00a0: le vent souffle.');
    await recorder.locator('.step-title').click();
    await recorder.locator('stigmeria-board .note').getByText('End the turn: the wind blows.').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), recorder.locator('a.download').click()]);
    const document = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(replayGame(document).ok).toBe(true);
    expect(document.setup.seed).toBe('served-recorder');
    expect(document.steps.map((step: { note?: unknown }) => step.note)).toEqual([undefined, { en: 'End the turn: the wind blows.', fr: 'Finissez le tour\u00a0: le vent souffle.' }]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('records the clicks a user makes as soon as the board offers them, when its late views arrive late', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page);
    let release = (): void => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/stigmeria-late-views-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${origin}/docs/recorder/`);
    const recorder = page.locator('stigmeria-tutorial-recorder');
    await recorder.locator('input[name="seed"]').fill('served-early-clicks');
    await recorder.locator('button.start').click();
    // The board stands drawn and busy, offering nothing until the rules of commands arrive with the late views.
    await recorder.locator('stigmeria-board [part="board"]').waitFor();
    expect(await recorder.locator('stigmeria-board button.draw').isDisabled()).toBe(true);
    release();
    // Clicked the moment they are offered, before the recorder's own wait for the board is over: both are kept.
    await recorder.locator('stigmeria-board button.draw').click();
    await recorder.locator('stigmeria-board button.end-turn').click();
    await recorder.locator('.count[data-steps="2"]').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('records a tutorial of a schema painted in the editor: "Record a tutorial" opens the recorder with it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const errors = collectErrors(page);
    await page.goto(`${origin}/docs/editor/?lang=en`);
    const editor = page.locator('stigmeria-schema-editor');
    await editor.locator('[data-cell="A1"]').click();
    await editor.locator('.swatch[data-color="red"]').click();
    await editor.locator('[data-cell="B2"]').click();
    await editor.locator('button.record-it').click();
    await page.waitForURL(/\/docs\/recorder\/\?lang=en#schema=[A-Za-z0-9_-]+$/);
    const recorder = page.locator('stigmeria-tutorial-recorder');
    expect(await recorder.locator('.own-schema').textContent()).toBe('My schema, a schema of your own');
    // The page keeps the fragment in its address: a reload records the same schema.
    expect(new URL(page.url()).hash).toMatch(/^#schema=/);
    await recorder.locator('input[name="seed"]').fill('served-own-schema');
    await recorder.locator('button.start').click();
    await recorder.locator('stigmeria-board button.draw').click();
    await recorder.locator('.count[data-steps="1"]').waitFor();
    await recorder.locator('button.to-captions').click();
    await recorder.locator('#caption-en').fill('Draw a stigmerian from the bag.');
    await recorder.locator('.step-title').click();
    const [download] = await Promise.all([page.waitForEvent('download'), recorder.locator('a.download').click()]);
    expect(download.suggestedFilename()).toBe('my-schema.tutorial.replay.json');
    const document = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(replayGame(document).ok).toBe(true);
    expect(document.setup.schema.targets).toEqual([
      { cell: 'A1', color: 'blue' },
      { cell: 'B2', color: 'red' },
    ]);
    expect(document.steps[0].note).toEqual({ en: 'Draw a stigmerian from the bag.' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says that a hostile link holds no readable schema, and keeps the catalogue', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page);
    await page.goto(`${origin}/docs/recorder/?lang=en#schema=eyJmb3JtYXQiOiJub3BlIn0`);
    const refusal = page.locator('stigmeria-tutorial-recorder form.new .refusal');
    await refusal.waitFor();
    expect(await refusal.getAttribute('data-code')).toBe('recorder/schema-invalid');
    expect(await refusal.textContent()).toContain('The rules refuse this schema.');
    expect(await page.locator('stigmeria-tutorial-recorder select[name="schema"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('speaks French from ?lang=fr, its bar and the recorder alike', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const errors = collectErrors(page);
    await page.goto(`${origin}/docs/recorder/?lang=fr&theme=dark`);
    await page.locator('stigmeria-tutorial-recorder button.start').getByText('Commencer l’enregistrement').waitFor();
    expect(await page.locator('#title').textContent()).toBe('Enregistreur de tutoriels Stigméria');
    expect(await page.locator('stigmeria-tutorial-recorder').getAttribute('theme')).toBe('dark');
    expect(errors).toEqual([]);
    await page.close();
  });
});
