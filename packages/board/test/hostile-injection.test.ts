// Markup, javascript: URLs and event-handler attributes in documents must render as inert text.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALL_MARKUP, HANDLER, IMG, LINK, SCRIPT, SVG, activeContent, hostileReplay, hostileSchema } from './hostile-fixtures.js';
import { mount, q } from './element-helpers.js';

const alerts: unknown[] = [];
const pageErrors: string[] = [];
const original = { alert: window.alert, confirm: window.confirm, prompt: window.prompt };
const onError = (e: ErrorEvent) => pageErrors.push(`error: ${e.message}`);
const onRejection = (e: PromiseRejectionEvent) => pageErrors.push(`rejection: ${String(e.reason)}`);

beforeEach(() => {
  alerts.length = 0;
  pageErrors.length = 0;
  window.alert = (m?: unknown) => void alerts.push(m);
  window.confirm = (m?: unknown) => (alerts.push(m), false);
  window.prompt = (m?: unknown) => (alerts.push(m), null);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
});

afterEach(() => {
  document.body.replaceChildren();
  Object.assign(window, original);
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
});

/** Lets an injected `onerror`/`onload` handler run if one was created (an image error is asynchronous). */
const settle = () => new Promise((r) => setTimeout(r, 150));

function text(el: HTMLElement): string {
  return el.shadowRoot!.textContent ?? '';
}

describe('hostile documents render as text', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`schema name, description and author from schemaData (${lang})`, async () => {
      const schema = hostileSchema();
      const el = await mount({ lang }, (e) => (e.schemaData = schema));
      await settle();
      expect(el.state!.schema.id).toBe('hostile-schema');
      expect(activeContent(el.shadowRoot!)).toEqual([]);
      const title = q(el, '.title')!;
      expect(title.textContent).toBe(lang === 'en' ? IMG : SCRIPT);
      expect(title.childElementCount).toBe(0);
      expect(text(el)).toContain(lang === 'en' ? `${LINK} ${HANDLER}` : `${SVG} ${IMG}`);
      expect(alerts).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }

  for (const lang of ['en', 'fr'] as const) {
    it(`player names, title and notes of a replay, at every step (${lang})`, async () => {
      const replay = hostileReplay();
      const el = await mount({ lang, controls: '' }, (e) => (e.replay = replay));
      expect(el.state!.players.map((p) => p.name)).toEqual([IMG, LINK]);
      const seen = new Set<string>();
      for (let n = 0; n <= replay.steps.length; n++) {
        el.stepTo(n);
        await el.updateComplete;
        expect(activeContent(el.shadowRoot!), `step ${n}`).toEqual([]);
        const shown = text(el);
        expect(shown).toContain(IMG);
        expect(shown).toContain(LINK);
        const note = replay.steps[n - 1]?.note;
        if (note !== undefined) {
          const expected = lang === 'fr' ? (note.fr ?? note.en) : note.en;
          expect(q(el, '.note')!.textContent).toContain(expected);
          expect(q(el, '.note')!.childElementCount).toBe(0);
          seen.add(expected);
        }
      }
      // The notes really were shown, and the end panel (names again) too if the game is over.
      expect(seen.size).toBe(3);
      const title = lang === 'en' ? SVG : HANDLER;
      expect(q(el, '.replay-title')!.textContent).toBe(title);
      await settle();
      expect(alerts).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }

  it('markup in attributes is shown as text in the inline message', async () => {
    const el = await mount();
    for (const value of ALL_MARKUP) {
      el.setAttribute('schema', value);
      el.setAttribute('mode', value);
      el.setAttribute('players', value);
      await el.updateComplete;
      expect(activeContent(el.shadowRoot!)).toEqual([]);
      expect(q(el, '[part="message"]')!.textContent).toContain(value);
    }
    await settle();
    expect(alerts).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('markup in an invalid replay is quoted as text in the message', async () => {
    const replay = hostileReplay();
    const el = await mount();
    // A name longer than the limit puts the hostile text in the refused document; a bad step id in its path.
    el.replay = { ...replay, setup: { ...replay.setup, players: [{ name: SCRIPT.repeat(3) }] }, [IMG]: 1 } as never;
    await el.updateComplete;
    expect(q(el, '[part="message"]')).not.toBeNull();
    expect(activeContent(el.shadowRoot!)).toEqual([]);
    await settle();
    expect(alerts).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
