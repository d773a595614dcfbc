// The board on a touch phone (360×740, a coarse pointer and no hover, emulated by Chromium's touch emulation), in
// every mode: the board comes first, the prompt and every cell it is about are on the screen at once without
// scrolling, the boards of the competitive modes are tabs that follow the prompt, every target of a finger is at
// least 44 CSS px, no keyboard badge shows, and nothing scrolls sideways.
import { cdp, page, userEvent } from 'vitest/browser';
import axe from 'axe-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activePlayer, catalogue, createGame, legalActions, play, toReplay, type Command, type GameState } from '@stigmeria/rules';
import type { StigmeriaBoard } from '../src/index.js';
import { DUEL } from './decision-positions.js';
import { cell, mount, q, until } from './element-helpers.js';

const WIDTH = 360;
const HEIGHT = 740;
const FINGER = 44;

afterAll(async () => {
  await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: false });
});

beforeEach(async () => {
  await page.viewport(WIDTH, HEIGHT);
  // After the viewport: setting it resets the emulation of touch.
  await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  document.body.style.margin = '0';
});

afterEach(() => {
  document.body.replaceChildren();
  document.body.style.margin = '';
  window.scrollTo(0, 0);
});

/** The next frames: the ResizeObserver's reading of the layout, and the update it asks for. */
async function laidOut(el: StigmeriaBoard): Promise<void> {
  for (let i = 0; i < 2; i++) {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await el.updateComplete;
  }
}

const MODES = [
  { mode: 'discovery', players: 1 },
  { mode: 'normal', players: 1 },
  { mode: 'solo-no-limit', players: 1 },
  { mode: 'competitive', players: 2 },
  { mode: 'competitive-no-limit', players: 2 },
] as const;

async function board(mode: string, players: number, seed = 'phone'): Promise<StigmeriaBoard> {
  const el = await mount({ mode, players: String(players), seed }, (e) => {
    if (mode.startsWith('competitive')) e.schemaData = DUEL;
  });
  await laidOut(el);
  return el;
}

const all = (el: StigmeriaBoard, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
/** The grids in sight: a board whose tab is not selected is out of sight, a pixel wide. */
const shownGrid = (el: StigmeriaBoard) => all(el, '[role="grid"]').filter((g) => g.getBoundingClientRect().width > 100);

/** Who acts now: a player owing a decision, else the active player. */
function actor(state: GameState): number {
  const deciding = state.players.findIndex((p) => p.pending !== null);
  return deciding >= 0 ? deciding : (activePlayer(state) ?? 0);
}

/**
 * Whether an element is on the screen as it is now, and on top at its centre (not under the sticky actions bar):
 * a player sees it without scrolling.
 */
function seen(el: StigmeriaBoard, target: HTMLElement): boolean {
  const box = target.getBoundingClientRect();
  if (box.width === 0 || box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) return false;
  const hit = el.shadowRoot!.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && (hit === target || target.contains(hit));
}

/**
 * The prompt said now (a pick's, or the pending decision's) and the cells it is about (lit for a pick, ringed for a
 * decision) are all seen at once, with the page where a player opens it: the element at the top of the screen.
 */
function promptAndCellsSeen(el: StigmeriaBoard, what: string): void {
  window.scrollTo(0, 0);
  const prompts = all(el, '.prompt-place .prompt, .decisions .pending');
  expect(prompts.length, `${what}: a prompt`).toBeGreaterThan(0);
  const concerned = all(el, '.cell.lit, .cell.asked');
  expect(concerned.length, `${what}: cells`).toBeGreaterThan(0);
  for (const p of prompts) expect(seen(el, p), `${what}: the prompt "${p.textContent!.trim()}"`).toBe(true);
  for (const c of concerned) expect(seen(el, c), `${what}: ${c.dataset['board']} ${c.dataset['cell']}`).toBe(true);
}

/** Plays commands through the element's `play` (the first of `prefer` that is legal), as a game already played. */
function playLine(el: StigmeriaBoard, until: (s: GameState) => boolean, prefer: readonly string[]): void {
  for (let guard = 0; guard < 400 && !until(el.state!); guard++) {
    const state = el.state!;
    const legal = legalActions(state, actor(state));
    expect(legal.length, `something to play at turn ${state.turn}`).toBeGreaterThan(0);
    const c = prefer.map((type) => legal.find((x) => x.type === type)).find((x) => x !== undefined) ?? legal[0]!;
    expect(el.play(c), c.type).toBe(true);
  }
  expect(until(el.state!)).toBe(true);
}

/** A fixed line of play through the StigmaReine's service, the decisions and a few landings a turn. */
const MID_GAME = ['a5', 'central-place', 'central-draw', 'gain', 'give', 'wind-direction', 'wind-unknown', 'land', 'draw', 'end-turn'];

/** Plays on until the player to act may land a recruit colour (serving the StigmaReine and drawing first). */
async function toLand(el: StigmeriaBoard): Promise<void> {
  playLine(el, (s) => legalActions(s, actor(s)).some((c) => c.type === 'land'), ['a5', 'central-place', 'central-draw', 'wind-direction', 'wind-unknown', 'draw']);
  await el.updateComplete;
}

/** A recruit colour that may land now, picked by a tap on its button: the cells it may land on light up. */
async function pickColour(el: StigmeriaBoard): Promise<void> {
  const colour = all(el, '.recruit-colour').find((b) => !(b as HTMLButtonElement).disabled);
  expect(colour, 'a colour to land').toBeDefined();
  colour!.click();
  await el.updateComplete;
}

describe('<stigmeria-board> on a touch phone, in every mode', () => {
  for (const { mode, players } of MODES) {
    it(`${mode}: the prompt and its cells on one screen, at the start and in the middle of a game`, async () => {
      const el = await board(mode, players);
      // The board comes first: the flower's grid starts in the top half of the screen.
      expect(shownGrid(el)[0]!.getBoundingClientRect().top).toBeLessThan(HEIGHT / 2);
      if (mode === 'competitive-no-limit' || mode === 'solo-no-limit') {
        // The winds of a no-limit game are rolled at the setup: their decisions come first, on the own board.
        expect(q(el, '.decisions')).not.toBeNull();
        for (let guard = 0; guard < 20 && el.state!.players.some((p) => p.pending?.kind === 'wind-die'); guard++) {
          expect(q(el, '.board-tab[aria-selected="true"]')?.dataset['board'] ?? '0').toBe(String(actor(el.state!)));
          q<HTMLButtonElement>(el, '.decisions button:is([data-command="wind-unknown"], [data-command="wind-direction"])')!.click();
          await el.updateComplete;
        }
      }
      if (mode.startsWith('competitive')) {
        // The StigmaReine is empty: the A5 decision is pending, the StigmaReine's tab shows, A5 is ringed.
        expect(q(el, '.board-tab[aria-selected="true"]')!.textContent!.trim()).toBe('StigmaReine');
        expect(all(el, '.cell.asked').map((c) => `${c.dataset['board']} ${c.dataset['cell']}`)).toEqual(['central A5']);
        promptAndCellsSeen(el, `${mode} A5`);
        q<HTMLButtonElement>(el, '.decisions button[data-command="a5"]')!.click();
        await el.updateComplete;
        expect(q(el, '.cell.asked')).toBeNull();
        q<HTMLButtonElement>(el, '.decisions button[data-command="central-draw"]')!.click();
        await el.updateComplete;
        // The drawn token waits for a cell of the StigmaReine: its tab still shows, its cells are lit.
        expect(q(el, '.board-tab[aria-selected="true"]')!.textContent!.trim()).toBe('StigmaReine');
        promptAndCellsSeen(el, `${mode} central place`);
      }
      await toLand(el);
      await el.updateComplete;
      await pickColour(el);
      promptAndCellsSeen(el, `${mode} land, start`);
      // Mid-game: a few turns played, then a colour picked again.
      const turn = el.state!.turn + 3;
      playLine(el, (s) => s.turn >= turn, MID_GAME);
      await toLand(el);
      if (mode.startsWith('competitive')) expect(q(el, '.board-tab[aria-selected="true"]')!.dataset['board']).toBe(String(actor(el.state!)));
      await pickColour(el);
      promptAndCellsSeen(el, `${mode} land, turn ${el.state!.turn}`);
      expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    });
  }

  it('a Mixing picked in the side panel: its prompt and the cells it offers on one screen, then played by two taps', async () => {
    const entry = catalogue.find((e) => e.schema.flower === 'vertighaineuse')!;
    const el = await mount({ schema: entry.schema.id, seed: entry.demo.seed });
    await laidOut(el);
    const at = entry.demo.steps.findIndex((s) => s.command.type === 'mixing');
    for (const step of entry.demo.steps.slice(0, at)) el.play(step.command);
    await el.updateComplete;
    q<HTMLButtonElement>(el, '.special[data-action="mixing"]')!.click();
    await el.updateComplete;
    promptAndCellsSeen(el, 'Mixing, first cell');
    const mixing = entry.demo.steps[at]!.command as Extract<Command, { type: 'mixing' }>;
    cell(el, mixing.cells[0]).click();
    await el.updateComplete;
    promptAndCellsSeen(el, 'Mixing, second cell');
    cell(el, mixing.cells[1]).click();
    await el.updateComplete;
    expect(el.log.at(-1)!.command).toMatchObject({ type: 'mixing' });
  });

  it('giving matched tokens: the StigmaReine shows, the tokens in line are ringed, the bags to give to on the same screen', async () => {
    let line: Command[] | null = null;
    let seed = '';
    // A seed whose game reaches a line of matched tokens on the StigmaReine, played by a fixed policy.
    for (let n = 0; n < 40 && line === null; n++) {
      seed = `give-${n}`;
      const created = createGame({ schema: DUEL, mode: 'competitive', players: 2, seed });
      if (!created.ok) throw new Error(created.error.code);
      let state = created.value;
      const out: Command[] = [];
      for (let guard = 0; guard < 600 && !state.over; guard++) {
        if (state.players.some((p) => p.pending?.kind === 'give')) {
          line = out;
          break;
        }
        const legal = legalActions(state, actor(state));
        const c = ['a5', 'central-place', 'gain', 'wind-direction', 'wind-unknown', 'central-draw', 'end-turn'].map((t) => legal.find((x) => x.type === t)).find((x) => x !== undefined) ?? legal[0]!;
        const next = play(state, c);
        if (!next.ok) throw new Error(next.error.code);
        state = next.value.state;
        out.push(c);
      }
    }
    expect(line, 'a game that gives matched tokens').not.toBeNull();
    const el = await board('competitive', 2, seed);
    for (const c of line!) expect(el.play(c), c.type).toBe(true);
    await el.updateComplete;
    await laidOut(el);
    expect(q(el, '.board-tab[aria-selected="true"]')!.textContent!.trim()).toBe('StigmaReine');
    const who = actor(el.state!);
    const matched = (el.state!.players[who]!.pending as { cells: readonly string[] }).cells;
    expect(all(el, '[part="central-board"] .cell.asked').map((c) => c.dataset['cell']).sort()).toEqual([...matched].sort());
    promptAndCellsSeen(el, 'give');
    for (const b of all(el, '.decisions button[data-give-all]')) expect(seen(el, b), b.textContent!).toBe(true);
  });
});

describe('<stigmeria-board> board tabs on a phone', () => {
  it('is a tablist whose tabs switch the board shown, by a tap and by the keyboard', async () => {
    const el = await board('competitive', 2);
    const tabs = all(el, '.board-tabs [role="tab"]');
    expect(tabs.map((t) => t.textContent!.trim())).toEqual(['Player 2', 'StigmaReine']);
    const panelOf = (tab: HTMLElement) => el.shadowRoot!.getElementById(tab.getAttribute('aria-controls')!)!;
    const visible = (e: HTMLElement) => e.getBoundingClientRect().height > 100;
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(tabs.map((t) => visible(panelOf(t)))).toEqual([false, true]);
    expect(panelOf(tabs[1]!).getAttribute('role')).toBe('tabpanel');
    expect(panelOf(tabs[1]!).getAttribute('aria-labelledby')).toBe(tabs[1]!.id);
    // One tab stop: the selected tab.
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0]);
    // A tap on the own flower's tab shows it, though the A5 decision is still pending.
    tabs[0]!.click();
    await el.updateComplete;
    const now = all(el, '.board-tabs [role="tab"]');
    expect(now.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(visible(q(el, '[part="board"]')!)).toBe(true);
    expect(visible(q(el, '[part="central-board"]')!)).toBe(false);
    // The arrow keys move along the tabs, with the focus, and wrap round; Home and End go to the ends. (The first
    // focus in the board takes the user to the open decision, as everywhere on the board; they come back.)
    now[0]!.focus();
    await el.updateComplete;
    now[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).toBe(now[1]);
    expect(now[1]!.getAttribute('aria-selected')).toBe('true');
    expect(visible(q(el, '[part="central-board"]')!)).toBe(true);
    await userEvent.keyboard('{ArrowRight}');
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).toBe(now[0]);
    await userEvent.keyboard('{End}');
    await el.updateComplete;
    expect(now[1]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Home}');
    await el.updateComplete;
    expect(now[0]!.getAttribute('aria-selected')).toBe('true');
    // The keys went to the tabs only: nothing was played.
    expect(el.log).toHaveLength(0);
    // The focus going into the board out of sight (the element's focus() goes to the own flower) shows it.
    expect(now[1]!.getAttribute('aria-selected')).toBe('false');
    await userEvent.keyboard('{End}');
    await el.updateComplete;
    expect(visible(q(el, '[part="board"]')!)).toBe(false);
    el.focus();
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.getAttribute('part')).not.toBeNull();
    expect(now[0]!.getAttribute('aria-selected')).toBe('true');
    expect(visible(q(el, '[part="board"]')!)).toBe(true);
    // The prompt changes (the A5 token is placed by its button): the tab follows it to the StigmaReine.
    q<HTMLButtonElement>(el, '.decisions button[data-command="a5"]')!.click();
    await el.updateComplete;
    expect(now[1]!.getAttribute('aria-selected')).toBe('true');
  });

  it('passes axe with the tabs, each board shown in turn', async () => {
    const el = await board('competitive', 2);
    for (const tab of all(el, '.board-tabs [role="tab"]')) {
      tab.click();
      await el.updateComplete;
      const results = await axe.run(el);
      const unsure = results.incomplete.filter((r) => r.id.startsWith('aria-'));
      const found = [...results.violations, ...unsure].map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
      expect(found, `${tab.textContent!.trim()}:\n${found.join('\n')}`).toEqual([]);
    }
  });

  it('in a replay, shows the board of the step that comes next: the StigmaReine while it is served, then the flower', async () => {
    const live = await board('competitive', 2);
    playLine(live, (s) => legalActions(s, actor(s)).some((c) => c.type === 'land'), ['a5', 'central-draw', 'central-place', 'draw']);
    const served = live.log.length;
    const replay = toReplay({ schema: DUEL, mode: 'competitive', players: 2, seed: 'phone' }, live.log);
    live.remove();
    const el = await mount({ controls: '', step: '0' }, (e) => (e.replay = replay));
    await laidOut(el);
    const selected = () => q(el, '.board-tab[aria-selected="true"]')!.dataset['board'];
    expect(selected()).toBe('central');
    el.stepTo(served);
    await el.updateComplete;
    // The player's own flower (the board the replay shows) comes back once it is served.
    expect(selected()).toBe(q(el, '[role="grid"][part="board"]')!.dataset['board']);
  });

  it('switches boards by a sideways swipe of a finger over the flower, not by a vertical one', async () => {
    const el = await board('competitive', 2);
    const area = q(el, '.boards')!;
    const swipe = (dx: number, dy: number) => {
      const box = area.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      area.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, pointerType: 'touch', pointerId: 7, clientX: x, clientY: y }));
      area.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, composed: true, pointerType: 'touch', pointerId: 7, clientX: x + dx, clientY: y + dy }));
    };
    const selected = () => q(el, '.board-tab[aria-selected="true"]')!.textContent!.trim();
    expect(selected()).toBe('StigmaReine');
    swipe(0, -150);
    await el.updateComplete;
    expect(selected()).toBe('StigmaReine');
    swipe(150, 10);
    await el.updateComplete;
    expect(selected()).toBe('Player 2');
    swipe(-150, 10);
    await el.updateComplete;
    expect(selected()).toBe('StigmaReine');
    expect(getComputedStyle(area).touchAction).toBe('pan-y pinch-zoom');
  });

  it('lays out by the width of its container after every resize, not by the viewport', async () => {
    await page.viewport(1280, 900);
    const box = document.createElement('div');
    box.style.width = '1100px';
    document.body.append(box);
    const el = document.createElement('stigmeria-board');
    el.setAttribute('mode', 'competitive');
    el.setAttribute('players', '2');
    el.setAttribute('seed', 'phone');
    el.schemaData = DUEL;
    box.append(el);
    await laidOut(el);
    // Wide: both flowers side by side, no tabs.
    expect(q(el, '[role="tablist"].board-tabs')).toBeNull();
    expect(shownGrid(el)).toHaveLength(2);
    // The same wide viewport, a narrow column: tabs and one flower.
    box.style.width = '360px';
    await laidOut(el);
    expect(q(el, '[role="tablist"].board-tabs')).not.toBeNull();
    expect(shownGrid(el)).toHaveLength(1);
    box.style.width = '1100px';
    await laidOut(el);
    expect(q(el, '[role="tablist"].board-tabs')).toBeNull();
    expect(shownGrid(el)).toHaveLength(2);
    expect(all(el, '.boards > section').every((s) => !s.hasAttribute('role'))).toBe(true);
  });
});

describe('<stigmeria-board> under a finger', () => {
  /** Every control a finger may aim at, shown now. */
  const targets = (el: StigmeriaBoard) =>
    all(el, 'button, [role="tab"], select, input, summary, a[href], [tabindex="0"]:not([role="gridcell"]):not(.log-box)').filter((e) => e.getBoundingClientRect().width > 0);

  for (const { mode, players } of MODES) {
    it(`${mode}: every control measures at least 44×44 CSS px, and no keyboard badge shows`, async () => {
      expect(matchMedia('(pointer: coarse)').matches).toBe(true);
      const el = await board(mode, players);
      await toLand(el);
      await pickColour(el);
      const small = targets(el)
        .map((e) => ({ e, box: e.getBoundingClientRect() }))
        .filter(({ box }) => box.width < FINGER || box.height < FINGER)
        .map(({ e, box }) => `${e.tagName.toLowerCase()}.${e.className} "${e.textContent!.trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      expect(small).toEqual([]);
      expect(all(el, 'kbd').filter((k) => k.getBoundingClientRect().width > 0)).toEqual([]);
      expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    });
  }

  it('zooms the cells of every board shown to a finger’s size before a tap plays one', async () => {
    const el = await board('competitive', 2);
    for (const tab of ['StigmaReine', 'Player 2']) {
      all(el, '.board-tab').find((t) => t.textContent!.trim() === tab)!.click();
      await el.updateComplete;
      const grid = shownGrid(el)[0]!;
      const target = grid.querySelector<HTMLElement>('[data-cell="C3"]')!;
      expect(target.getBoundingClientRect().width, tab).toBeLessThan(FINGER);
      target.dispatchEvent(new PointerEvent('click', { bubbles: true, composed: true, pointerType: 'touch' }));
      await el.updateComplete;
      // The zoom is a transition: wait for it to end, however long a loaded machine takes to draw it.
      await until(() => target.getBoundingClientRect().width >= FINGER, 5000);
      expect(target.getBoundingClientRect().width, tab).toBeGreaterThanOrEqual(FINGER);
      expect(target.getBoundingClientRect().height, tab).toBeGreaterThanOrEqual(FINGER);
    }
    expect(el.log).toHaveLength(0);
  });
});
