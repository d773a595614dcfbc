// The board on a phone's screen (360×740, and a small 320 px one): nothing scrolls sideways, the actions bar at the
// foot of the screen is only as tall as what it holds, and it never covers the flower a player scrolls to, not
// even with a decision pending.
import { page } from 'vitest/browser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StigmeriaBoard } from '../src/index.js';
import { DUEL } from './decision-positions.js';
import { mount, q } from './element-helpers.js';

const HEIGHT = 740;

beforeEach(async () => {
  await page.viewport(360, HEIGHT);
  // A phone page gives the board the whole width of the screen.
  document.body.style.margin = '0';
});

afterEach(() => {
  document.body.replaceChildren();
  document.body.style.margin = '';
  window.scrollTo(0, 0);
});

/** A one-player normal game, as the playground opens it. */
const normal = (lang = 'en') => mount({ lang, seed: 'phone' });
/** A two-player competitive game: the StigmaReine's A5 decision is pending at once. */
const competitive = (lang = 'en') => mount({ lang, mode: 'competitive', players: '2', seed: 'phone' }, (e) => (e.schemaData = DUEL));

const bar = (el: StigmeriaBoard) => q(el, '[part="actions-bar"]')!;

/** The page scrolls sideways when its content is wider than the screen. */
const sideways = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

/** The cells of a grid that something else (the sticky bar) covers at their centre, once the grid is scrolled to. */
function coveredCells(el: StigmeriaBoard, part: string): string[] {
  const grid = q(el, `[part="${part}"] [role="grid"], [role="grid"][part="${part}"]`)!;
  grid.scrollIntoView();
  const covered: string[] = [];
  for (const cell of grid.querySelectorAll<HTMLElement>('[role="gridcell"]')) {
    const box = cell.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    // Only the cells the screen shows: a tall board may go on below it, where nothing can cover it yet.
    if (y < 0 || y > window.innerHeight) continue;
    const hit = el.shadowRoot!.elementFromPoint(x, y);
    if (hit?.closest('[role="gridcell"]') !== cell) covered.push(cell.dataset['cell']!);
  }
  return covered;
}

describe('<stigmeria-board> on a phone', () => {
  for (const width of [360, 320]) {
    for (const lang of ['en', 'fr']) {
      it(`scrolls nothing sideways at ${width} px (${lang}), in a normal and a competitive game`, async () => {
        await page.viewport(width, HEIGHT);
        const one = await normal(lang);
        expect(sideways()).toBe(0);
        expect(one.getBoundingClientRect().width).toBe(width);
        one.remove();
        await competitive(lang);
        expect(sideways()).toBe(0);
      });
    }
  }

  it('keeps the actions bar at the foot of the screen, as low as what it holds', async () => {
    for (const lang of ['en', 'fr']) {
      const el = await normal(lang);
      const actions = bar(el);
      expect(getComputedStyle(actions).position).toBe('sticky');
      // The recruit zone, one reserved line and the basic actions: about a fifth of the screen, not a third.
      expect(actions.getBoundingClientRect().height, lang).toBeLessThanOrEqual(0.25 * HEIGHT);
      // Silent, the feedback line takes no room; the prompt's place keeps one line, so that a pick moves no button.
      expect(q(el, '.feedback')!.getBoundingClientRect().height).toBe(0);
      expect(q(el, '.prompt-place')!.getBoundingClientRect().height).toBeLessThanOrEqual(40);
      // Draw, End turn and Undo stand on one row.
      const tops = ['.draw', '.end-turn', '.undo'].map((s) => Math.round(q(el, `.buttons ${s}`)!.getBoundingClientRect().top));
      expect(new Set(tops).size, lang).toBe(1);
      el.remove();
    }
  });

  it('never covers the flower scrolled to', async () => {
    const el = await normal();
    expect(coveredCells(el, 'board')).toEqual([]);
  });

  it('brings a cell the keyboard moves to above the bar, the bottom row too', async () => {
    const el = await normal();
    // A page with its own content above the board, as the playground has: the flower starts below the screen.
    const above = document.createElement('div');
    above.style.height = `${HEIGHT}px`;
    el.before(above);
    const grid = q(el, '[part="board"] [role="grid"], [role="grid"][part="board"]')!;
    // The page scrolled so that J1, the last row, is on the screen but under the bar, as when the arrow keys walk down
    // the flower: the browser scrolls a focused cell into view only when it needs to, and the bar's height tells it.
    const cell = grid.querySelector<HTMLElement>('[data-cell="J1"]')!;
    window.scrollBy(0, cell.getBoundingClientRect().bottom - window.innerHeight + 4);
    expect(cell.getBoundingClientRect().bottom).toBeGreaterThan(bar(el).getBoundingClientRect().top);
    cell.focus();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const box = cell.getBoundingClientRect();
    expect(box.bottom).toBeLessThanOrEqual(bar(el).getBoundingClientRect().top);
    expect(box.top).toBeGreaterThanOrEqual(0);
  });

  it('with the A5 decision pending, keeps the bar under half the screen and off both flowers, each shown by its tab', async () => {
    for (const lang of ['en', 'fr']) {
      const el = await competitive(lang);
      expect(q(el, '.decisions')?.textContent).toContain('A5');
      expect(bar(el).getBoundingClientRect().height, lang).toBeLessThanOrEqual(0.45 * HEIGHT);
      // Once the element has read its width, the two flowers are tabs: the bar covers neither when it is shown.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await el.updateComplete;
      for (const part of ['board', 'central-board']) {
        const board = q(el, `[role="grid"][part="${part}"]`)!.dataset['board'];
        q<HTMLButtonElement>(el, `.board-tab[data-board="${board}"]`)!.click();
        await el.updateComplete;
        expect(coveredCells(el, part), `${lang} ${part}`).toEqual([]);
      }
      el.remove();
    }
  });
});
