// Which language a board speaks: its own lang, else the closest lang of the page (across shadow roots), following
// changes; languages a page registers; and a change of language re-words what is already on screen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOURS } from '@stigmeria/rules';
import { registerTranslation, type StigmeriaBoard, type StigmeriaErrorDetail } from '../src/index.js';
import { errorMessage, loadTranslation, strings } from '../src/i18n.js';
import { mount, q } from './element-helpers.js';

const drawText = (el: StigmeriaBoard) => q(el, 'button.draw')!.textContent!.trim();
const statusText = (el: StigmeriaBoard) => q(el, '.status')!.textContent!.replace(/\s+/g, ' ').trim();

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.setAttribute('lang', 'en');
});

/** A board placed inside `parent`, rendered. */
async function boardIn(parent: ParentNode & Node): Promise<StigmeriaBoard> {
  const el = document.createElement('stigmeria-board');
  parent.appendChild(el);
  await el.updateComplete;
  return el;
}

describe('<stigmeria-board> follows the page', () => {
  it('speaks the language of the closest lang above it when it has none of its own', async () => {
    const section = document.createElement('section');
    section.lang = 'fr-CA';
    document.body.append(section);
    const el = await boardIn(section);
    expect(drawText(el)).toContain('Piocher');
    expect(q(el, '.root')!.getAttribute('lang')).toBe('fr');
  });

  it('finds that lang through the shadow root of a component around it', async () => {
    const host = document.createElement('div');
    host.lang = 'fr';
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const el = await boardIn(shadow);
    expect(drawText(el)).toContain('Piocher');
  });

  it('re-words itself when the page changes its lang, and its own lang wins over the page', async () => {
    const el = await boardIn(document.body);
    expect(drawText(el)).toContain('Draw');
    document.documentElement.setAttribute('lang', 'fr');
    await vi.waitFor(() => expect(drawText(el)).toContain('Piocher'));
    el.setAttribute('lang', 'en');
    await el.updateComplete;
    expect(drawText(el)).toContain('Draw');
    // The page changes again: the board keeps its own language.
    document.documentElement.setAttribute('lang', 'fr-FR');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await el.updateComplete;
    expect(drawText(el)).toContain('Draw');
  });

  it('speaks English, without a message, on a page in a language it does not have', async () => {
    document.documentElement.setAttribute('lang', 'de');
    const el = await boardIn(document.body);
    expect(drawText(el)).toContain('Draw');
    expect(q(el, '[part="message"]')).toBeNull();
  });
});

describe('a change of language mid-game', () => {
  it('re-words the status line and the message already shown', async () => {
    const el = await mount({ players: '1' });
    const errors: StigmeriaErrorDetail[] = [];
    el.addEventListener('stigmeria-error', (e) => errors.push(e.detail));
    // A token landed away from row A on an empty board is refused (R6): the rules' code, worded by the board.
    const colour = COLOURS.find((c) => (el.state!.players[0]!.recruit[c] ?? 0) > 0)!;
    expect(el.play({ type: 'land', player: 0, color: colour, to: 'E5' })).toBe(false);
    await el.updateComplete;
    const error = errors.at(-1)!;
    expect(error.code).toMatch(/^land\//);
    const english = q(el, '[part="message"]')!.textContent!;
    expect(english).toBe(errorMessage({ code: error.code, message: error.message }, 'en'));
    expect(statusText(el)).toContain(strings('en').ui.actionsLeft(1));

    el.lang = 'fr';
    await el.updateComplete;
    const fr = await loadTranslation('fr');
    expect(q(el, '[part="message"]')!.textContent).toBe(errorMessage({ code: error.code, message: error.message }, 'fr'));
    expect(q(el, '[part="message"]')!.textContent).not.toBe(english);
    expect(statusText(el)).toContain(fr.ui.actionsLeft(1));
    expect(statusText(el)).toContain(fr.ui.turn(1, '10').split(' ')[0]!);
  });
});

describe('registerTranslation', () => {
  it('adds a language that boards speak, with English for the texts it leaves out', async () => {
    const en = strings('en');
    const result = registerTranslation('de', { ...en, ui: { ...en.ui, draw: 'Ziehen' } });
    expect(result).toEqual({ ok: true });
    const el = await mount({ lang: 'de' });
    expect(drawText(el)).toContain('Ziehen');
    expect(q(el, 'button.end-turn')!.textContent).toContain(en.ui.endTurn);
    expect(q(el, '[part="message"]')).toBeNull();
    expect(q(el, '.root')!.getAttribute('lang')).toBe('de');
  });

  it('re-words a board already shown in that language', async () => {
    const el = await mount({ lang: 'nl' });
    // Not a language of the board yet: it says so and speaks English.
    expect(q(el, '[part="message"]')!.textContent).toContain('"nl"');
    const en = strings('en');
    registerTranslation('nl', { ...en, ui: { ...en.ui, draw: 'Trekken' } });
    await el.updateComplete;
    expect(drawText(el)).toContain('Trekken');
    // The language is known now: the message that said otherwise is gone.
    expect(q(el, '[part="message"]')).toBeNull();
    el.lang = 'nl-BE';
    await el.updateComplete;
    expect(drawText(el)).toContain('Trekken');
  });

  it('refuses a code that is not a language tag, or a section that is not an object, and changes nothing', () => {
    const en = strings('en');
    expect(registerTranslation('not a tag', en)).toEqual({
      ok: false,
      error: { code: 'translation/invalid-code', path: '/code', message: expect.stringContaining('not a language tag') },
    });
    expect(registerTranslation('xx', { ...en, ui: 'no' } as never)).toEqual({
      ok: false,
      error: { code: 'translation/invalid-table', path: '/translation/ui', message: expect.any(String) },
    });
    expect(registerTranslation('xx', null as never)).toMatchObject({ ok: false, error: { code: 'translation/invalid-table', path: '/translation' } });
    expect(strings('xx')).toBe(en);
  });
});
