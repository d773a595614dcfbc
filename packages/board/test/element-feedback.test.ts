// Every click that changes nothing says why, in a place kept for it; nothing moves when a colour is picked; a
// Cancel that could not cancel is not offered.
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { legalActions, play, type CellName, type Colour, type Command, type GameState } from '@stigmeria/rules';
import type { StigmeriaBoard, StigmeriaErrorDetail } from '../src/index.js';
import { errorMessage, strings } from '../src/i18n.js';
import { cell, mount, q } from './element-helpers.js';
import { DUEL, actor } from './decision-positions.js';

afterEach(() => document.body.replaceChildren());

const en = strings('en');

function errorsOf(el: HTMLElement): StigmeriaErrorDetail[] {
  const errors: StigmeriaErrorDetail[] = [];
  el.addEventListener('stigmeria-error', (e) => errors.push((e as CustomEvent<StigmeriaErrorDetail>).detail));
  return errors;
}

const feedback = (el: StigmeriaBoard) => q(el, '[part="feedback"]')!.textContent!.trim();
const message = (el: StigmeriaBoard) => q(el, '[part="message"]')?.textContent?.trim() ?? '';

/** A cell of the shown board that holds nothing and is not lit now. */
function quietCell(el: StigmeriaBoard): string {
  const found = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="board"] [role="gridcell"]')].find(
    (c) => !c.classList.contains('lit') && !c.classList.contains('movable') && c.querySelector('.token') === null,
  );
  return found!.dataset['cell']!;
}

/** Where every button of the board stands. */
function buttonBoxes(el: StigmeriaBoard): string[] {
  return [...el.shadowRoot!.querySelectorAll('button')].map((b) => {
    const r = b.getBoundingClientRect();
    return `${b.className}|${b.textContent!.trim()}@${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)}x${Math.round(r.height)}`;
  });
}

describe('a click that changes nothing says why', () => {
  it('a cell clicked before a recruit colour is picked', async () => {
    const el = await mount({ seed: 'feedback' });
    const before = el.state;
    expect(feedback(el)).toBe('');
    cell(el, quietCell(el)).click();
    await el.updateComplete;
    expect(el.state).toBe(before);
    expect(feedback(el)).toBe(en.feedback.pickColourFirst);
    expect(q(el, '[part="feedback"]')!.getAttribute('role')).toBe('status');
    // Picking a colour answers it: the words go.
    q<HTMLButtonElement>(el, '[part="recruit"] button.recruit-colour:not([disabled])')!.click();
    await el.updateComplete;
    expect(feedback(el)).toBe('');
  });

  it('a cell that is not highlighted for a Land: the rules say why, in the words of their code', async () => {
    const el = await mount({ seed: 'feedback' });
    const errors = errorsOf(el);
    const before = el.state!;
    const colour = q<HTMLButtonElement>(el, '[part="recruit"] button.recruit-colour:not([disabled])')!;
    colour.click();
    await el.updateComplete;
    const target = quietCell(el);
    cell(el, target).click();
    await el.updateComplete;
    expect(el.state).toBe(before);
    const refused = play(before, { type: 'land', player: 0, color: colour.dataset['color'] as Colour, to: target as CellName });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.code).toMatch(/^land\//);
    expect(feedback(el)).toBe(errorMessage(refused.error, 'en'));
    // Said in its place, not as a page error: nothing went wrong but a click.
    expect(message(el)).toBe('');
    expect(errors).toEqual([]);
  });

  it('in French too', async () => {
    const el = await mount({ seed: 'feedback', lang: 'fr' });
    cell(el, quietCell(el)).click();
    await el.updateComplete;
    expect(feedback(el)).toBe(strings('fr').feedback.pickColourFirst);
    el.lang = 'en';
    await el.updateComplete;
    expect(feedback(el)).toBe(en.feedback.pickColourFirst);
  });

  it('a key whose command is not legal now: the rules say why (u with nothing to undo)', async () => {
    const el = await mount({ seed: 'feedback' });
    const before = el.state!;
    q<HTMLElement>(el, '[role="gridcell"]')!.focus();
    await userEvent.keyboard('u');
    await el.updateComplete;
    expect(el.state).toBe(before);
    const refused = play(before, { type: 'undo', player: 0 });
    if (refused.ok) throw new Error('undo was legal');
    expect(refused.error.code).toMatch(/^undo\//);
    expect(feedback(el)).toBe(errorMessage(refused.error, 'en'));
  });
});

describe('nothing jumps', () => {
  it('picking a recruit colour moves no button, and neither does a refused click', async () => {
    const el = await mount({ seed: 'feedback' });
    const before = buttonBoxes(el);
    const colour = q<HTMLButtonElement>(el, '[part="recruit"] button.recruit-colour:not([disabled])')!;
    colour.click();
    await el.updateComplete;
    expect(q(el, '.prompt')).not.toBeNull();
    const after = buttonBoxes(el).filter((b) => !b.startsWith('cancel|'));
    expect(after).toEqual(before);
    // A cell the rules refuse for that Land: its reason shows, and nothing moves.
    cell(el, quietCell(el)).click();
    await el.updateComplete;
    expect(feedback(el)).not.toBe('');
    expect(buttonBoxes(el).filter((b) => !b.startsWith('cancel|'))).toEqual(before);
    // Dropping the colour again, then a click that changes nothing: still nothing moves.
    colour.click();
    await el.updateComplete;
    cell(el, quietCell(el)).click();
    await el.updateComplete;
    expect(feedback(el)).not.toBe('');
    expect(buttonBoxes(el)).toEqual(before);
  });
});

describe('decisions have their place', () => {
  it('a decision opening or closing in competitive moves neither board', async () => {
    const el = await mount({ mode: 'competitive', players: '2', seed: 'v1' }, (e) => (e.schemaData = DUEL));
    const top = (selector: string) => Math.round(q(el, selector)!.getBoundingClientRect().top);
    const where = () => ({ own: top('section.own'), central: top('section.central') });
    const before = where();
    let opened = 0;
    // The StigmaReine's draw, the A5 token and the wind each open or close a decision; serve them up to the Place.
    for (let guard = 0; guard < 20; guard++) {
      const state = el.state as GameState;
      const who = actor(state);
      if (state.players[who]!.pending?.kind === 'central-place') break;
      if (q(el, '.decisions') !== null) opened++;
      const legal = legalActions(state, who);
      const c: Command | undefined = legal.find((x) => x.type.startsWith('wind-')) ?? legal.find((x) => x.type === 'a5' || x.type === 'central-draw');
      expect(el.play(c!)).toBe(true);
      await el.updateComplete;
      expect(where()).toEqual(before);
    }
    expect(opened).toBeGreaterThan(0);
  });
});

describe('Cancel', () => {
  it('is offered while a colour is picked, and cancels it', async () => {
    const el = await mount({ seed: 'feedback' });
    q<HTMLButtonElement>(el, '[part="recruit"] button.recruit-colour:not([disabled])')!.click();
    await el.updateComplete;
    q<HTMLButtonElement>(el, '.cancel')!.click();
    await el.updateComplete;
    expect(q(el, '.prompt')).toBeNull();
  });

  it('is not offered for the pick a pending decision forces (placing a drawn central token)', async () => {
    const el = await mount({ mode: 'competitive', players: '2', seed: 'v1' }, (e) => (e.schemaData = DUEL));
    // Serve the StigmaReine up to its Place, through the element.
    for (let guard = 0; guard < 20; guard++) {
      const state = el.state as GameState;
      const who = actor(state);
      if (state.players[who]!.pending?.kind === 'central-place') break;
      const legal = legalActions(state, who);
      const c: Command | undefined = legal.find((x) => x.type.startsWith('wind-')) ?? legal.find((x) => x.type === 'a5' || x.type === 'central-draw');
      expect(c).toBeDefined();
      expect(el.play(c!)).toBe(true);
      await el.updateComplete;
    }
    expect(el.state!.players.some((p) => p.pending?.kind === 'central-place')).toBe(true);
    expect(q(el, '.prompt')).not.toBeNull();
    expect(q(el, '.cancel')).toBeNull();
  });
});
