// Online play against a real @stigmeria/server, started in this process on 127.0.0.1: two Chromium pages load the
// CDN build, page A creates a two-player competitive room, page B joins it by its id, and they play against each
// other. The room is the referee: a command for the other seat comes back refused with the server's code, a message
// that fails the board's checks changes nothing, and a page that goes away shows as away on the other.
import { matchMaker } from '@colyseus/core';
import { activePlayer, catalogueSchemas, createGame, legalActions, parseReplay, playableModes, replayGame, type GameState } from '@stigmeria/rules';
import { startServer, type RunningServer } from '@stigmeria/server';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdnRoutes, collectErrors, launchChromium, serve, type TestServer } from './package-harness.js';

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">' +
  '<script type="module" src="/stigmeria-board.js"></script></head><body></body></html>';

/** How long any one thing may take to show on a page. */
const WAIT = { timeout: 10_000 };

let browser: Browser;
let site: TestServer;
let online: RunningServer;

beforeAll(async () => {
  online = await startServer({ port: 0, host: '127.0.0.1', reconnectSeconds: 5 });
  // The page runs under the strict CSP the board promises to work under: the online client too.
  const csp = "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html";
  site = await serve({ ...cdnRoutes(), '/game.html': { body: PAGE, type: 'text/html; charset=utf-8', headers: { 'content-security-policy': csp } } });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await online?.close();
});

interface Seen {
  codes: string[];
  /** The players of the commands each `stigmeria-change` reported. */
  changes: number[];
  rooms: { room: string; seat: number | null; share?: string }[];
}

/** Opens the page and adds a board with these attributes; its error codes and room events are kept in `window.__seen`. */
async function openBoard(attrs: Record<string, string>): Promise<{ tab: Page; errors: string[] }> {
  const tab = await browser.newPage();
  const errors = collectErrors(tab);
  await tab.goto(`${site.origin}/game.html`);
  await tab.waitForFunction(() => customElements.get('stigmeria-board') !== undefined, undefined, WAIT);
  await tab.evaluate((a) => {
    const seen = { codes: [] as string[], rooms: [] as unknown[], changes: [] as number[] };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const el = document.createElement('stigmeria-board');
    for (const [k, v] of Object.entries(a)) el.setAttribute(k, v);
    el.addEventListener('stigmeria-error', (e) => seen.codes.push((e as CustomEvent<{ code: string }>).detail.code));
    el.addEventListener('stigmeria-room', (e) => seen.rooms.push((e as CustomEvent).detail));
    el.addEventListener('stigmeria-change', (e) => seen.changes.push((e as CustomEvent<{ command: { player: number } }>).detail.command.player));
    document.body.append(el);
  }, attrs);
  return { tab, errors };
}

const seen = (tab: Page) => tab.evaluate(() => (window as unknown as { __seen: Seen }).__seen);
const status = (tab: Page) => tab.locator('stigmeria-board [part="online"]').getAttribute('data-status');
const waitStatus = (tab: Page, wanted: string) =>
  tab.waitForFunction((w) => document.querySelector('stigmeria-board')?.shadowRoot?.querySelector('[part="online"]')?.getAttribute('data-status') === w, wanted, WAIT);
/** The board's state as JSON: both seats' views are the same public view (every bag in colour order). */
const stateOf = (tab: Page) => tab.evaluate(() => JSON.stringify((document.querySelector('stigmeria-board') as unknown as { state: unknown }).state));
const logLength = (tab: Page) => tab.evaluate(() => (document.querySelector('stigmeria-board') as unknown as { log: unknown[] }).log.length);
const waitLog = (tab: Page, n: number) =>
  tab.waitForFunction((m) => (document.querySelector('stigmeria-board') as unknown as { log: unknown[] }).log.length === m, n, WAIT);

describe('two pages play one online game', () => {
  let a: { tab: Page; errors: string[] };
  let b: { tab: Page; errors: string[] };
  let roomId: string;
  /** How many steps the room has accepted. */
  let played = 0;

  /**
   * Plays one command of `seat` that the rules offer it in its board's state (an end of turn when it may, else the
   * first), through `el.play`, and waits until both boards have its step. False when the seat has nothing to play.
   */
  async function playOne(p: { tab: Page }, seat: number): Promise<boolean> {
    const legal = legalActions(JSON.parse(await stateOf(p.tab)) as GameState, seat).filter((c) => c.type !== 'undo');
    const command = legal.find((c) => c.type === 'end-turn') ?? legal[0];
    if (command === undefined) return false;
    const sent = await p.tab.evaluate((c) => (document.querySelector('stigmeria-board') as unknown as { play(c: unknown): boolean }).play(c), command);
    expect(sent).toBe(true);
    played++;
    await waitLog(a.tab, played);
    await waitLog(b.tab, played);
    return true;
  }

  it('page A creates a competitive room for two; page B joins it by its id', async () => {
    a = await openBoard({ server: online.url, room: 'new', mode: 'competitive', players: '2' });
    await waitStatus(a.tab, 'connected');
    const created = (await seen(a.tab)).rooms;
    expect(created).toHaveLength(1);
    roomId = created[0]!.room;
    expect(created[0]!.seat).toBe(0);
    expect(created[0]!.share).toBe(`${site.origin}/game.html?room=${roomId}`);
    // Seat 2 is free until B comes.
    await expect(a.tab.locator('stigmeria-board .online-news[data-news="open"]').textContent()).resolves.toBe('Player 2: seat free');

    b = await openBoard({ server: online.url, room: roomId });
    await waitStatus(b.tab, 'connected');
    expect((await seen(b.tab)).rooms).toEqual([{ room: roomId, seat: 1 }]);
    await expect(b.tab.locator('stigmeria-board .online-seat').textContent()).resolves.toBe('You play Player 2');
    await a.tab.waitForFunction(() => document.querySelector('stigmeria-board')?.shadowRoot?.querySelector('.online-news') === null, undefined, WAIT);
    expect(await stateOf(a.tab)).toBe(await stateOf(b.tab));
  });

  it('a seat the room does not have, or one that is taken, is refused with the room\'s code and said in words', async () => {
    const boardOf = (tab: Page) => ({
      status: status(tab),
      message: tab.locator('stigmeria-board [part="message"]').textContent(),
      codes: seen(tab).then((s) => s.codes),
    });
    const taken = await openBoard({ server: online.url, room: roomId, seat: '1' });
    await taken.tab.waitForFunction(() => (window as unknown as { __seen: Seen }).__seen.codes.length > 0, undefined, WAIT);
    const refusedTaken = boardOf(taken.tab);
    expect(await refusedTaken.codes).toEqual(['seat/taken']);
    expect(await refusedTaken.message).toBe('Could not join the game: That seat is taken.');
    expect(await refusedTaken.status).toBe('closed');

    const missing = await openBoard({ server: online.url, room: roomId, seat: '7', lang: 'fr' });
    await missing.tab.waitForFunction(() => (window as unknown as { __seen: Seen }).__seen.codes.length > 0, undefined, WAIT);
    expect((await seen(missing.tab)).codes).toEqual(['seat/unknown']);
    await missing.tab.waitForFunction(
      (w) => document.querySelector('stigmeria-board')?.shadowRoot?.querySelector('[part="message"]')?.textContent === w,
      'Impossible de rejoindre la partie\u00a0: Cette partie n’a pas cette place.',
      WAIT,
    );
    expect(await status(missing.tab)).toBe('closed');
    expect([...taken.errors, ...missing.errors]).toEqual([]);
    await Promise.all([taken.tab.close(), missing.tab.close()]);
    // The room's seats are as they were: both held.
    expect(await a.tab.locator('stigmeria-board .online-news').count()).toBe(0);
  });

  it("a page's change of the board's own game attributes leaves an online board on its seat", async () => {
    // A board's `players` and `seed` describe a game of its own, which an online board does not show; in that game
    // seat 0 would play first (R7), and the online board must not follow it there.
    const schema = catalogueSchemas.find((s) => playableModes(s).includes('competitive'))!;
    const local = createGame({ schema, mode: 'competitive', players: 3, seed: 'a' });
    expect(local.ok && activePlayer(local.value)).toBe(0);
    await b.tab.evaluate(() => {
      const el = document.querySelector('stigmeria-board')!;
      el.setAttribute('seed', 'a');
      el.setAttribute('players', '3');
    });
    await b.tab.waitForTimeout(200);
    await expect(b.tab.locator('stigmeria-board .showing').textContent()).resolves.toBe('Showing the board of Player 2');
    expect(await status(b.tab)).toBe('connected');
  });

  it('the seat to play picks its A5 colour with the button, plays out its turn, then the other seat plays; both boards show the same game', async () => {
    const first = (JSON.parse(await stateOf(a.tab)) as GameState).first;
    const [mover, other] = first === 0 ? [a, b] : [b, a];
    // Only the seat to play is offered a command (R7): the other board's decisions offer none.
    expect(legalActions(JSON.parse(await stateOf(other.tab)) as GameState, 1 - first)).toEqual([]);
    await expect(other.tab.locator('stigmeria-board .decisions .choices button:not([disabled])').count()).resolves.toBe(0);
    await mover.tab.locator('stigmeria-board .decisions .choices button:not([disabled])').first().click(WAIT);
    played = 1;
    await waitLog(mover.tab, played);
    await waitLog(other.tab, played);
    expect(await stateOf(a.tab)).toBe(await stateOf(b.tab));
    // The rest of the turn, with commands the rules offer the seat in the element's state, through `el.play`.
    for (let guard = 0; guard < 40 && (await playOne(mover, first)); guard++);
    // Now the other seat has the move, on both boards.
    expect(legalActions(JSON.parse(await stateOf(mover.tab)) as GameState, first)).toEqual([]);
    expect(await playOne(other, 1 - first)).toBe(true);
    expect(await stateOf(a.tab)).toBe(await stateOf(b.tab));
    expect(await logLength(a.tab)).toBe(played);
    expect(await logLength(b.tab)).toBe(played);
    // Each board reported every step with stigmeria-change, its own seat's and the other's, as a local game does.
    const changes = (await seen(a.tab)).changes;
    expect(changes).toHaveLength(played);
    expect((await seen(b.tab)).changes).toEqual(changes);
    expect(new Set(changes)).toEqual(new Set([0, 1]));
  });

  it("a command for the other seat is sent, and refused by the room with its code", async () => {
    const before = await stateOf(a.tab);
    const sent = await a.tab.evaluate(() => (document.querySelector('stigmeria-board') as unknown as { play(c: unknown): boolean }).play({ type: 'draw', player: 1 }));
    expect(sent).toBe(true);
    await a.tab.waitForFunction(() => (window as unknown as { __seen: Seen }).__seen.codes.includes('seat/not-yours'), undefined, WAIT);
    // Said where a click the rules refuse is said: the feedback line.
    expect((await a.tab.locator('stigmeria-board [part="feedback"]').textContent())?.trim()).toBe('That seat is not yours: you can only play for your own seat.');
    expect(await stateOf(a.tab)).toBe(before);
  });

  it('a message that fails the checks changes nothing; a step whose event is refused resyncs from the room', async () => {
    const room = matchMaker.getLocalRoomById(roomId);
    const before = await stateOf(a.tab);
    const steps = await logLength(a.tab);
    room.broadcast('seats', { seats: ['present', 'gone'] });
    await a.tab.waitForFunction(() => (window as unknown as { __seen: Seen }).__seen.codes.includes('online/bad-message'), undefined, WAIT);
    expect(await stateOf(a.tab)).toBe(before);
    expect(await status(a.tab)).toBe('connected');

    // A step of the right index whose event lands on a cell off the board: refused by applyEvent, nothing folded.
    room.broadcast('step', { index: played, command: { type: 'draw', player: 0 }, events: [{ type: 'landed', player: 0, color: 'blue', cell: 'Z99' }] });
    await a.tab.waitForFunction(() => (window as unknown as { __seen: Seen }).__seen.codes.some((c) => c.startsWith('event/')), undefined, WAIT);
    expect(await logLength(a.tab)).toBe(steps);
    // The board came back with its reconnection token: the room's welcome brought the same game again.
    await waitStatus(a.tab, 'connected');
    expect(await stateOf(a.tab)).toBe(before);
    expect(await stateOf(b.tab)).toBe(before);
  });

  it('a board taken off the page and put back comes back to its seat; meanwhile the other page shows it away', async () => {
    const before = await stateOf(a.tab);
    await a.tab.evaluate(() => {
      const el = document.querySelector('stigmeria-board')!;
      (window as unknown as { __parked: Element }).__parked = el;
      el.remove();
    });
    await b.tab.waitForFunction(() => document.querySelector('stigmeria-board')?.shadowRoot?.querySelector('.online-news[data-news="away"]') !== null, undefined, WAIT);
    await expect(b.tab.locator('stigmeria-board .online-news').textContent()).resolves.toBe('Player 1 is away');
    await a.tab.evaluate(() => document.body.append((window as unknown as { __parked: Element }).__parked));
    await waitStatus(a.tab, 'connected');
    await expect(a.tab.locator('stigmeria-board .online-seat').textContent()).resolves.toBe('You play Player 1');
    await b.tab.waitForFunction(() => document.querySelector('stigmeria-board')?.shadowRoot?.querySelector('.online-news') === null, undefined, WAIT);
    expect(await stateOf(a.tab)).toBe(before);
  });

  it('closing page B shows its seat away on page A', async () => {
    await b.tab.close();
    await a.tab.waitForFunction(() => document.querySelector('stigmeria-board')?.shadowRoot?.querySelector('.online-news[data-news="away"]') !== null, undefined, WAIT);
    await expect(a.tab.locator('stigmeria-board .online-news[data-news="away"]').textContent()).resolves.toBe('Player 2 is away');
    await expect(a.tab.locator('stigmeria-board .live').textContent()).resolves.toContain('Player 2 is away');
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.tab.close();
  });
});

describe('a normal game online, where the seats play at once', () => {
  it("another seat's step leaves this player's pick in progress alone", async () => {
    const a = await openBoard({ server: online.url, room: 'new', mode: 'normal', players: '2' });
    await waitStatus(a.tab, 'connected');
    const roomId = (await seen(a.tab)).rooms[0]!.room;
    const b = await openBoard({ server: online.url, room: roomId });
    await waitStatus(b.tab, 'connected');
    // A picks a recruit colour for a Land, through the visible button.
    const colour = a.tab.locator('stigmeria-board button.recruit-colour:not([disabled])').first();
    await colour.click(WAIT);
    await expect(colour.getAttribute('aria-pressed')).resolves.toBe('true');
    // Meanwhile B draws (a command the rules offer seat 1), and A receives that step.
    const draw = legalActions(JSON.parse(await stateOf(b.tab)) as GameState, 1).find((c) => c.type === 'draw')!;
    expect(await b.tab.evaluate((c) => (document.querySelector('stigmeria-board') as unknown as { play(c: unknown): boolean }).play(c), draw)).toBe(true);
    await waitLog(a.tab, 1);
    await expect(colour.getAttribute('aria-pressed')).resolves.toBe('true');
    expect(await stateOf(a.tab)).toBe(await stateOf(b.tab));
    expect(a.errors).toEqual([]);
    await b.tab.close();
    await a.tab.close();
  });
});

describe('the end of an online game', () => {
  it('offers the room\'s replay, seed included, and "Play again online", which takes both pages to a new room in their seats', async () => {
    const a = await openBoard({ server: online.url, room: 'new', mode: 'competitive', players: '2' });
    await waitStatus(a.tab, 'connected');
    const roomId = (await seen(a.tab)).rooms[0]!.room;
    const b = await openBoard({ server: online.url, room: roomId, lang: 'fr' });
    await waitStatus(b.tab, 'connected');

    // Played to its end with commands the rules offer the seat to play (an end of turn whenever it may), through
    // `el.play`, each step waited for on both pages. Bounded: a competitive game ends by turn 20 at the latest.
    let played = 0;
    for (let guard = 0; guard < 400; guard++) {
      const state = JSON.parse(await stateOf(a.tab)) as GameState;
      if (state.over) break;
      const seat = [0, 1].find((s) => legalActions(state, s).some((c) => c.type !== 'undo'));
      if (seat === undefined) throw new Error('nobody can play');
      const legal = legalActions(state, seat).filter((c) => c.type !== 'undo');
      const command = legal.find((c) => c.type === 'end-turn') ?? legal[0]!;
      const tab = seat === 0 ? a.tab : b.tab;
      expect(await tab.evaluate((c) => (document.querySelector('stigmeria-board') as unknown as { play(c: unknown): boolean }).play(c), command)).toBe(true);
      played++;
      await waitLog(a.tab, played);
      await waitLog(b.tab, played);
    }
    expect((JSON.parse(await stateOf(a.tab)) as GameState).over).toBe(true);

    // The download is the room's replay: a document the rules replay to this very game, with its seed.
    const link = a.tab.locator('stigmeria-board [part="end-panel"] a.download');
    await link.waitFor(WAIT);
    expect(await link.textContent()).toBe('Download the game');
    const file = await a.tab.evaluate(async () => {
      const anchor = document.querySelector('stigmeria-board')!.shadowRoot!.querySelector<HTMLAnchorElement>('a.download')!;
      return { name: anchor.download, text: await (await fetch(anchor.href)).text() };
    });
    expect(file.name).toMatch(/^stigmeria-.+\.replay\.json$/);
    const replay = parseReplay(JSON.parse(file.text));
    if (!replay.ok) throw new Error(replay.error.message);
    expect(String(replay.value.setup.seed)).toMatch(/^[0-9a-f]{32}$/);
    const replayed = replayGame(replay.value);
    expect(replayed.ok && replayed.value.over).toBe(true);
    expect(replay.value.steps).toHaveLength(played);

    // "Play again online", in each page's language; a click on page A's takes both pages to one new room.
    const againA = a.tab.locator('stigmeria-board [part="end-panel"] button.play-again');
    const againB = b.tab.locator('stigmeria-board [part="end-panel"] button.play-again');
    expect(await againA.textContent()).toBe('Play again online');
    expect(await againB.textContent()).toBe('Rejouer en ligne');
    await againA.click(WAIT);
    for (const tab of [a.tab, b.tab]) await tab.waitForFunction(() => (window as unknown as { __seen: Seen }).__seen.rooms.length === 2, undefined, WAIT);
    const [movedA, movedB] = [(await seen(a.tab)).rooms[1]!, (await seen(b.tab)).rooms[1]!];
    expect(movedA.room).not.toBe(roomId);
    expect(movedB.room).toBe(movedA.room);
    expect([movedA.seat, movedB.seat]).toEqual([0, 1]);
    expect(movedA.share).toBe(`${site.origin}/game.html?room=${movedA.room}`);
    // The board shows the new room's link itself: the page's own link names the room before.
    await expect(a.tab.locator('stigmeria-board .online-share a').getAttribute('href')).resolves.toBe(movedA.share);
    await expect(a.tab.locator('stigmeria-board .online-share').textContent()).resolves.toBe(`Link for the other players: ${movedA.share}`);
    await expect(b.tab.locator('stigmeria-board .online-share').textContent()).resolves.toBe(`Lien pour les autres joueurs\u00a0: ${movedB.share}`);
    for (const tab of [a.tab, b.tab]) {
      await waitStatus(tab, 'connected');
      await tab.waitForFunction(() => document.querySelector('stigmeria-board')?.shadowRoot?.querySelector('[part="end-panel"]') === null, undefined, WAIT);
    }
    // A new game from the start, the same on both pages, and nobody's seat free.
    const fresh = JSON.parse(await stateOf(a.tab)) as GameState;
    expect(fresh.over).toBe(false);
    expect(await logLength(a.tab)).toBe(0);
    expect(await stateOf(b.tab)).toBe(JSON.stringify(fresh));
    expect(await a.tab.locator('stigmeria-board .online-news').count()).toBe(0);
    expect([...a.errors, ...b.errors]).toEqual([]);
    await Promise.all([a.tab.close(), b.tab.close()]);
  }, 180_000);
});
