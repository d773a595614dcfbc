import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import axe from 'axe-core';
import { createGame, legalActions, type Colour, type TargetSchema } from '@stigmeria/rules';
import type { StigmeriaBoard } from '../src/index.js';
import { cells, mount, q, until } from './element-helpers.js';

afterEach(() => {
  document.body.replaceChildren();
});

function schemaOf(targets: TargetSchema['targets']): TargetSchema {
  return { format: 'stigmeria/target-schema', formatVersion: 1, id: 'hint-test', name: { en: 'Hint test' }, flower: 'vertighaineuse', stars: 1, targets };
}

/** A seed whose first recruit-zone token is `colour` (the deal does not depend on the targets). */
function seedDealing(colour: Colour): string {
  for (let i = 0; i < 50; i++) {
    const created = createGame({ schema: schemaOf([{ cell: 'A1', color: 'blue' }]), mode: 'normal', players: 1, seed: `h${i}` });
    if (created.ok && created.value.players[0]!.recruit[colour] > 0) return `h${i}`;
  }
  throw new Error(`no seed deals ${colour}`);
}

/** A board whose one target is a blue at A3, with a blue in the recruit zone: the best command is forced. */
async function forced(attrs: Record<string, string> = {}): Promise<StigmeriaBoard> {
  const schema = schemaOf([{ cell: 'A3', color: 'blue' }]);
  return mount({ seed: seedDealing('blue'), ...attrs }, (e) => (e.schemaData = schema));
}

const hintButton = (el: StigmeriaBoard): HTMLButtonElement | null => q<HTMLButtonElement>(el, '.hint-button');
const hinted = (el: StigmeriaBoard): string[] => cells(el).filter((c) => c.classList.contains('hint')).map((c) => c.dataset['cell']!);
const live = (el: StigmeriaBoard): string => q(el, '.live')!.textContent ?? '';

async function hintShown(el: StigmeriaBoard): Promise<void> {
  // The solver is loaded on demand and runs after a frame: the result comes asynchronously.
  await until(() => q(el, '.hint-text') !== null, 10_000);
  await el.updateComplete;
}

describe('<stigmeria-board hints>', () => {
  it('shows the button only with the attribute, and only while the player may act', async () => {
    const plain = await forced();
    expect(hintButton(plain)).toBeNull();
    const el = await forced({ hints: '' });
    expect(hintButton(el)?.textContent).toContain('Hint');
    el.readonly = true;
    await el.updateComplete;
    expect(hintButton(el)).toBeNull();
    const competitive = await mount({ hints: '', schema: 'competitive-fox-and-hound', mode: 'competitive', players: '2' });
    expect(competitive.state?.mode).toBe('competitive');
    expect(hintButton(competitive)).toBeNull();
  });

  it('rings the cell of the suggested landing and says why, in the live region and a visible line', async () => {
    const el = await forced({ hints: '' });
    hintButton(el)!.click();
    await el.updateComplete;
    // The busy state shows before the solver runs.
    expect(hintButton(el)!.getAttribute('aria-disabled')).toBe('true');
    await hintShown(el);
    expect(hinted(el)).toEqual(['A3']);
    const state = el.state!;
    expect(legalActions(state, 0)).toContainEqual({ type: 'land', player: 0, color: 'blue', to: 'A3' });
    const text = q(el, '.hint-text')!.textContent!;
    expect(text).toBe('Hint: lands the blue that the target at A3 needs');
    expect(live(el)).toBe(text);
    expect(q(el, '[data-cell="A3"]')!.getAttribute('aria-label')).toContain('suggested');
    expect(hintButton(el)!.getAttribute('aria-disabled')).toBe('false');
  });

  it('speaks French', async () => {
    const el = await forced({ hints: '', lang: 'fr' });
    expect(hintButton(el)!.textContent).toContain('Indice');
    hintButton(el)!.click();
    await hintShown(el);
    expect(hinted(el)).toEqual(['A3']);
    expect(q(el, '.hint-text')!.textContent).toBe('Indice\u00a0: pose le bleu dont la cible en A3 a besoin');
    expect(live(el)).toContain('A3');
  });

  it('is reached and pressed with the keyboard', async () => {
    const el = await forced({ hints: '' });
    hintButton(el)!.focus();
    await userEvent.keyboard('{Enter}');
    await hintShown(el);
    expect(hinted(el)).toEqual(['A3']);
  });

  it('forgets the hint once a command is played', async () => {
    const el = await forced({ hints: '' });
    hintButton(el)!.click();
    await hintShown(el);
    expect(el.play({ type: 'draw', player: 0 })).toBe(true);
    await el.updateComplete;
    expect(hinted(el)).toEqual([]);
    expect(q(el, '.hint-text')).toBeNull();
  });

  it('names the button of a suggested draw, which rings no cell', async () => {
    const schema = schemaOf([{ cell: 'A3', color: 'yellow' }, { cell: 'A4', color: 'yellow' }]);
    const el = await mount({ hints: '', seed: seedDealing('red') }, (e) => (e.schemaData = schema));
    hintButton(el)!.click();
    await hintShown(el);
    expect(hinted(el)).toEqual([]);
    expect(q(el, '.hint-text')!.textContent).toBe('Hint: draws: the recruit zone has no yellow for the targets at A3 and A4 (press “Draw”)');
  });

  it('shows an inline message, and throws nothing into the page, when the hint fails', async () => {
    const el = await forced({ hints: '' });
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent | PromiseRejectionEvent) => errors.push(e);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    // The hint waits for a frame before it runs: a frame that cannot be had makes it fail.
    const frame = window.requestAnimationFrame;
    window.requestAnimationFrame = () => {
      throw new Error('no frame');
    };
    try {
      hintButton(el)!.click();
      await hintShown(el);
    } finally {
      window.requestAnimationFrame = frame;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    }
    const message = q(el, '.hint-text')!;
    expect(message.getAttribute('role')).toBe('alert');
    expect(message.textContent).toBe('No hint could be found for this position.');
    expect(hinted(el)).toEqual([]);
    expect(errors).toEqual([]);
    // The button stays usable: the next press tries again.
    expect(hintButton(el)!.getAttribute('aria-disabled')).toBe('false');
  });

  it('is accessible (axe) with the hint shown', async () => {
    const el = await forced({ hints: '' });
    hintButton(el)!.click();
    await hintShown(el);
    const results = await axe.run(el);
    const found = [...results.violations, ...results.incomplete.filter((r) => r.id.startsWith('aria-'))].map((v) => `${v.id}: ${v.help}`);
    expect(found).toEqual([]);
  });
});
