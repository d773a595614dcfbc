import { afterEach, describe, expect, it } from 'vitest';
import { COLOURS, catalogue, catalogueSchemas, demoReplay, findSchema, type Colour, type TargetSchema } from '@stigmeria/rules';
import type { StigmeriaBoard } from '../src/index.js';
import { en } from '../src/i18n/en.js';
import { fr } from '../src/i18n/fr.js';
import { cell, mount, q, until } from './element-helpers.js';

// The flower board: the petals are the turn track (R6: turn k gives min(k, 10) actions), the roses and the words
// around it tell the wind that blows after the turn (R10, R12), targets stay marked under other tokens, and every
// token is told by its drawing and its letter, not by hue alone.

afterEach(() => {
  document.body.replaceChildren();
});

const base = catalogueSchemas.find((s) => s.flower === 'vertighaineuse')!;

/** A schema of the catalogue's first VertigHaineuse, with its own targets, setup and winds. */
function schemaWith(extra: Partial<TargetSchema>): TargetSchema {
  return { ...base, id: 'flower-test', ...extra };
}

async function withSchema(schema: TargetSchema, attrs: Record<string, string> = {}): Promise<StigmeriaBoard> {
  return mount(attrs, (el) => {
    el.schemaData = schema;
  });
}

/** Ends the shown player's turn: the wind blows (or the game ends) and the next turn starts. */
async function endTurn(el: StigmeriaBoard): Promise<void> {
  expect(el.play({ type: 'end-turn', player: 0 })).toBe(true);
  await el.updateComplete;
}

const nowPetal = (el: StigmeriaBoard) => q(el, '[part="board"]')!.closest('.flower-body')!.querySelector<SVGGElement>('.petal[data-when="now"]');
const spots = (petal: Element) => [...petal.querySelectorAll<SVGCircleElement>('.spot')];
const spent = (petal: Element) => spots(petal).filter((s) => s.dataset['spent'] === 'true').length;

describe('<stigmeria-board> the turn track on the petals', () => {
  it('moves the marker one petal a turn, petal k showing the k actions of turn k', async () => {
    const el = await mount();
    expect(nowPetal(el)!.dataset['turn']).toBe('1');
    expect(spots(nowPetal(el)!)).toHaveLength(1);
    expect(q(el, '.marker')!.getAttribute('transform')).toBe('rotate(0 50 50)');
    await endTurn(el);
    expect(el.state!.turn).toBe(2);
    expect(nowPetal(el)!.dataset['turn']).toBe('2');
    expect(spots(nowPetal(el)!)).toHaveLength(2);
    expect(q(el, '.petal[data-turn="1"]')!.dataset['when']).toBe('past');
    expect(q(el, '.marker')!.getAttribute('transform')).toBe('rotate(36 50 50)');
  });

  it('fills a spot of the current petal for each action spent', async () => {
    const el = await mount();
    await endTurn(el);
    expect(spent(nowPetal(el)!)).toBe(0);
    expect(el.play({ type: 'draw', player: 0 })).toBe(true);
    await el.updateComplete;
    expect(el.state!.players[0]!.actionsUsed).toBe(1);
    expect(spots(nowPetal(el)!)).toHaveLength(2);
    expect(spent(nowPetal(el)!)).toBe(1);
    expect(q(el, '.spent-label')!.textContent).toBe('1 of 2 actions spent');
  });

  it('past turn 10 of a discovery game, stays on the last petal with ten spots and shows the turn number', async () => {
    const el = await mount({ mode: 'discovery' });
    expect(q(el, '.turn-badge')).toBeNull();
    for (let turn = 1; turn <= 11; turn++) await endTurn(el);
    expect(el.state!.turn).toBe(12);
    expect(nowPetal(el)!.dataset['turn']).toBe('10');
    expect(spots(nowPetal(el)!)).toHaveLength(10);
    expect(q(el, '.turn-badge')!.textContent).toBe('Turn 12');
    el.lang = 'fr';
    await el.updateComplete;
    expect(q(el, '.turn-badge')!.textContent).toBe('Tour 12');
  });
});

describe('<stigmeria-board> the wind around the flower', () => {
  it('points the current rose the way the wind blows after this turn, and says it with the turn number', async () => {
    const el = await withSchema(schemaWith({ winds: ['east', 'north', 'west'] }));
    const rose = () => q(el, '.rose.now')!;
    expect(rose().dataset['turn']).toBe('1');
    expect(rose().dataset['wind']).toBe('east');
    expect(rose().querySelector('.rose-arrow')!.getAttribute('transform')).toBe('rotate(90)');
    expect(q(el, '.wind-note')!.textContent).toBe('Wind after turn 1: east');
    // The forecast of the turns ahead stands on the roses too.
    expect(q(el, '.rose[data-turn="2"]')!.dataset['wind']).toBe('north');
    expect(q(el, '.rose[data-turn="4"]')!.dataset['wind']).toBe('south');
    await endTurn(el);
    expect(rose().dataset['turn']).toBe('2');
    expect(rose().querySelector('.rose-arrow')!.getAttribute('transform')).toBe('rotate(0)');
    expect(q(el, '.wind-note')!.textContent).toBe('Wind after turn 2: north');
  });

  it('says that no wind blows after turn 10 of a normal game (R10), and forecasts nothing once it is over', async () => {
    const el = await mount();
    for (let turn = 1; turn <= 9; turn++) await endTurn(el);
    expect(el.state!.turn).toBe(10);
    expect(q(el, '.rose.now')!.dataset['wind']).toBe('none');
    expect(q(el, '.rose.now .rose-arrow')).toBeNull();
    expect(q(el, '.wind-note')!.textContent).toBe('No wind after turn 10');
    expect(q(el, '.status .wind')!.dataset['wind']).toBe('none');
    expect(q(el, '.status .wind')!.textContent).toBe('No wind after this turn');
    await endTurn(el);
    expect(el.state!.over).toBe(true);
    expect(q(el, '.wind-note')).toBeNull();
    expect(q(el, '.status .wind')).toBeNull();
    expect(q(el, '.rose[data-turn="10"]')!.dataset['wind']).toBe('over');
  });

  it('shows a no-limit wind left unknown as unknown', async () => {
    const el = await mount({ mode: 'solo-no-limit' });
    const state = el.state!;
    const unknown = state.winds.findIndex((w) => w === 'unknown');
    const rolled = state.winds.findIndex((w) => w !== 'unknown');
    const rose = (turn: number) => q(el, `.rose[data-turn="${turn}"]`)!;
    if (rolled >= 0) expect(rose(rolled + 1).dataset['wind']).toBe(state.winds[rolled]);
    if (unknown >= 0) expect(rose(unknown + 1).querySelector('.rose-text')!.textContent).toBe('?');
    // Past the forecast's nine turns the wind is rolled when it blows.
    expect(state.winds.length).toBeLessThan(10);
    expect(rose(10).dataset['wind']).toBe('later');
  });
});

describe('<stigmeria-board> targets and tokens', () => {
  // Row A: a stigmerian of every colour; row J: a target of every colour, empty; C3 a red target under a blue
  // stigmerian; D4 a green target that a green setup token fulfils (R3: it starts as pollen).
  const nine = (row: string) => COLOURS.map((color, i) => ({ cell: `${row}${i + 1}`, color }));
  const schema = schemaWith({
    setup: [...nine('A'), { cell: 'C3', color: 'blue' }, { cell: 'D4', color: 'green' }],
    targets: [...nine('J'), { cell: 'C3', color: 'red' }, { cell: 'D4', color: 'green' }],
  });

  it('keeps a target under another colour marked in its colour, and marks a fulfilled one as done', async () => {
    const el = await withSchema(schema);
    const covered = cell(el, 'C3');
    expect(covered.querySelector('.token')!.getAttribute('data-color')).toBe('blue');
    const mark = covered.querySelector<HTMLElement>('.target-mark')!;
    expect(mark.dataset['color']).toBe('red');
    expect(mark.classList.contains('done')).toBe(false);
    const style = getComputedStyle(mark);
    expect(style.display).not.toBe('none');
    // The ring is the target's red, as the red stigmerian's figure on A3 is.
    expect(style.borderTopWidth).not.toBe('0px');
    expect(style.borderTopColor).toBe(getComputedStyle(cell(el, 'A3').querySelector('.figure .body')!).fill);
    const done = cell(el, 'D4');
    expect(done.dataset['face']).toBe('pollen');
    expect(done.querySelector('.target-mark')!.classList.contains('done')).toBe(true);
    // An empty target shows as a ghost pollen of its colour.
    expect(cell(el, 'J1').querySelector('.ghost .seed-head')).not.toBeNull();
    expect(cell(el, 'J1').querySelector('.target-mark')).toBeNull();
  });

  it('draws a stigmerian as a light disc with a winged figure and a pollen as a filled disc with a seed head', async () => {
    const el = await withSchema(schema);
    const stigmerian = cell(el, 'A3').querySelector('.token')!;
    const pollen = cell(el, 'D4').querySelector('.token')!;
    expect(stigmerian.classList.contains('stigmerian')).toBe(true);
    expect(stigmerian.querySelector('.figure')).not.toBeNull();
    expect(stigmerian.querySelector('.seed-head')).toBeNull();
    expect(pollen.classList.contains('pollen')).toBe(true);
    expect(pollen.querySelector('.seed-head')).not.toBeNull();
    expect(pollen.querySelector('.figure')).toBeNull();
    // The same colour fills a pollen's disc but only the figure of a stigmerian.
    const green = cell(el, 'A5').querySelector('.token')!;
    expect(green.getAttribute('data-color')).toBe('green');
    const discFill = (token: Element) => getComputedStyle(token.querySelector('.disc')!).fill;
    expect(discFill(pollen)).not.toBe(discFill(green));
    expect(discFill(pollen)).toBe(getComputedStyle(green.querySelector('.figure .body')!).fill);
  });

  for (const [lang, table] of [
    ['en', en],
    ['fr', fr],
  ] as const) {
    it(`gives each of the nine colours a letter of its own, shown on stigmerians and pollens (${lang})`, async () => {
      const letters = COLOURS.map((c) => table.flower.letters[c]);
      expect(new Set(letters).size).toBe(9);
      const el = await withSchema(schema, { lang });
      const shown = (cellName: string) => {
        const cue = cell(el, cellName).querySelector<HTMLElement>('.cue')!;
        return getComputedStyle(cue, '::after').content.replaceAll('"', '');
      };
      COLOURS.forEach((color: Colour, i) => {
        expect(shown(`A${i + 1}`), color).toBe(table.flower.letters[color]);
        expect(shown(`J${i + 1}`), color).toBe(table.flower.letters[color]);
      });
    });
  }
});

describe('<stigmeria-board> on a touch screen', () => {
  /** A board as wide as a phone's screen, where cells are smaller than a finger. */
  async function onPhone(): Promise<StigmeriaBoard> {
    const box = document.createElement('div');
    box.style.width = '340px';
    document.body.append(box);
    const el = document.createElement('stigmeria-board');
    box.append(el);
    await el.updateComplete;
    return el;
  }
  const tap = (c: HTMLElement) => c.dispatchEvent(new PointerEvent('click', { bubbles: true, composed: true, pointerType: 'touch' }));

  it('zooms a tap on a small cell into its region, where cells are finger-sized, and goes back', async () => {
    const el = await onPhone();
    const target = cell(el, 'H8');
    expect(target.getBoundingClientRect().width).toBeLessThan(44);
    tap(target);
    await el.updateComplete;
    const frame = q(el, '.flower-frame')!;
    expect(frame.classList.contains('zoom-bottom-right')).toBe(true);
    // The tap only zoomed: nothing was picked or played.
    expect(el.log).toHaveLength(0);
    // The zoom is a transition: wait for it to end, however long a loaded machine takes to draw it.
    await until(() => cell(el, 'H8').getBoundingClientRect().width >= 44, 5000);
    expect(cell(el, 'H8').getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    const back = q<HTMLButtonElement>(el, '.whole-flower')!;
    expect(back.textContent).toBe('Whole flower');
    back.click();
    await el.updateComplete;
    expect(q(el, '.flower-frame')!.classList.contains('zoomed')).toBe(false);
    expect(q(el, '.whole-flower')).toBeNull();
  });

  it('keeps the actions bar at the foot of the screen in a live game, and in its place in a replay', async () => {
    const el = await onPhone();
    const bar = () => getComputedStyle(q(el, '[part="actions-bar"]')!).position;
    expect(bar()).toBe('sticky');
    const demo = demoReplay(catalogue[0]!);
    if (!demo.ok) throw new Error(demo.error.code);
    el.replay = demo.value;
    await el.updateComplete;
    expect(bar()).toBe('static');
  });

  it('keeps the keyboard focus in view: a cell focused outside the zoomed region brings its region', async () => {
    const el = await onPhone();
    tap(cell(el, 'B2'));
    await el.updateComplete;
    const frame = () => q(el, '.flower-frame')!;
    expect(frame().classList.contains('zoom-top-left')).toBe(true);
    // F6 is in the overlap of the regions: the region stays.
    cell(el, 'F6').focus();
    await el.updateComplete;
    expect(frame().classList.contains('zoom-top-left')).toBe(true);
    cell(el, 'J10').focus();
    await el.updateComplete;
    expect(frame().classList.contains('zoom-bottom-right')).toBe(true);
  });

  it('never zooms on a mouse click', async () => {
    const el = await mount();
    cell(el, 'H8').dispatchEvent(new PointerEvent('click', { bubbles: true, composed: true, pointerType: 'mouse' }));
    await el.updateComplete;
    expect(q(el, '.flower-frame')!.classList.contains('zoomed')).toBe(false);
  });
});

describe('<stigmeria-board> the StigmaReine', () => {
  it('is a flower of its own, without the turn track, its tokens never shown as pollen (R4)', async () => {
    const entry = findSchema('competitive-plum-stone')!;
    const replay = demoReplay(entry);
    if (!replay.ok) throw new Error(replay.error.code);
    const el = await mount();
    el.replay = replay.value;
    await el.updateComplete;
    el.stepTo(replay.value.steps.length);
    await el.updateComplete;
    const reine = q(el, '[part="central-board"]')!.closest('.flower-body')!;
    expect(reine.classList.contains('reine')).toBe(true);
    expect(reine.querySelector('.petal')).toBeNull();
    expect(reine.querySelectorAll('.reine-petal').length).toBeGreaterThan(10);
    expect(reine.querySelector('.name-label')!.textContent).toBe('StigmaReine');
    const tokens = [...reine.querySelectorAll('.token')];
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) expect(token.classList.contains('stigmerian')).toBe(true);
  });
});
