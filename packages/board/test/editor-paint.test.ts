// The schema editor painted through its UI: a mouse stroke, a keyboard, the form; each edit judged by parseSchema.
import { parseSchema } from '@stigmeria/rules';
import { afterEach, expect, it } from 'vitest';
import '../src/editor/index.js';
import type { StigmeriaSchemaEditor } from '../src/editor/index.js';

async function mountEditor(attrs: Record<string, string> = {}): Promise<StigmeriaSchemaEditor> {
  const el = document.createElement('stigmeria-schema-editor');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const root = (el: StigmeriaSchemaEditor) => el.shadowRoot!;
const cell = (el: StigmeriaSchemaEditor, name: string) => root(el).querySelector<HTMLElement>(`[part="editor-cell"][data-cell="${name}"]`)!;

afterEach(() => {
  document.body.replaceChildren();
});

it('starts as a schema with no target, which parseSchema refuses, and says so', async () => {
  const el = await mountEditor();
  expect(el.schema).toBeNull();
  expect(el.issues.map((i) => i.path)).toContain('/targets');
  expect(root(el).querySelector('[data-field="targets"].problems')?.textContent?.trim()).not.toBe('');
  expect(root(el).querySelector<HTMLButtonElement>('button.play-it')!.disabled).toBe(true);
});

it('paints targets with the mouse, a stroke across cells being one undo step', async () => {
  const el = await mountEditor();
  const a1 = cell(el, 'A1');
  const rect = a1.getBoundingClientRect();
  a1.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, button: 0, pointerType: 'mouse', clientX: rect.x + 2, clientY: rect.y + 2 }));
  await el.updateComplete;
  cell(el, 'A2').dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType: 'mouse', buttons: 1 }));
  await el.updateComplete;
  // Over the cells with no button held (released outside the window), the stroke is over and paints nothing more.
  cell(el, 'A4').dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType: 'mouse', buttons: 0 }));
  await el.updateComplete;
  cell(el, 'A5').dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType: 'mouse', buttons: 1 }));
  await el.updateComplete;
  window.dispatchEvent(new PointerEvent('pointerup', { pointerType: 'mouse' }));
  a1.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
  await el.updateComplete;
  expect(el.schemaDocument['targets']).toEqual([
    { cell: 'A1', color: 'blue' },
    { cell: 'A2', color: 'blue' },
  ]);
  expect(el.schema).not.toBeNull();
  expect(cell(el, 'A2').getAttribute('aria-label')).toBe('A2, target: blue');
  root(el).querySelector<HTMLButtonElement>('button.undo')!.click();
  await el.updateComplete;
  expect(el.schemaDocument['targets']).toEqual([]);
  root(el).querySelector<HTMLButtonElement>('button.redo')!.click();
  await el.updateComplete;
  expect(el.schemaDocument['targets']).toHaveLength(2);
});

it('paints with the keyboard: arrows move one tab stop, a digit picks the colour, Enter paints, Delete clears', async () => {
  const el = await mountEditor();
  const start = cell(el, 'A1');
  expect(start.tabIndex).toBe(0);
  start.focus();
  const key = async (k: string, init: KeyboardEventInit = {}) => {
    (root(el).activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, ...init }));
    await el.updateComplete;
    await el.updateComplete;
  };
  await key('ArrowDown');
  await key('ArrowRight');
  expect((root(el).activeElement as HTMLElement).dataset['cell']).toBe('B2');
  expect(cell(el, 'B2').tabIndex).toBe(0);
  expect(cell(el, 'A1').tabIndex).toBe(-1);
  await key('4'); // orange, the fourth colour
  await key('Enter');
  await key('ArrowRight');
  await key('9'); // black
  await key(' ');
  expect(el.schemaDocument['targets']).toEqual([
    { cell: 'B2', color: 'orange' },
    { cell: 'B3', color: 'black' },
  ]);
  await key('Delete');
  expect(el.schemaDocument['targets']).toEqual([{ cell: 'B2', color: 'orange' }]);
  await key('z', { ctrlKey: true });
  expect(el.schemaDocument['targets']).toHaveLength(2);
  await key('z', { ctrlKey: true, shiftKey: true });
  expect(el.schemaDocument['targets']).toHaveLength(1);
});

it('shows a setup token on a target of its colour as a pollen (R3), another as a stigmerian', async () => {
  const el = await mountEditor();
  cell(el, 'C3').click();
  cell(el, 'C4').click();
  await el.updateComplete;
  const setup = root(el).querySelector<HTMLInputElement>('input[name="layer"][value="setup"]')!;
  setup.click();
  await el.updateComplete;
  cell(el, 'C3').click(); // blue on the blue target
  root(el).querySelector<HTMLButtonElement>('.swatch[data-color="red"]')!.click();
  await el.updateComplete;
  cell(el, 'C4').click(); // red on the blue target
  await el.updateComplete;
  expect(cell(el, 'C3').dataset['face']).toBe('pollen');
  expect(cell(el, 'C3').getAttribute('aria-label')).toBe('C3, target: blue, setup: blue pollen, already on its target');
  expect(cell(el, 'C4').dataset['face']).toBe('stigmerian');
  expect(el.schemaDocument['setup']).toEqual([
    { cell: 'C3', color: 'blue' },
    { cell: 'C4', color: 'red' },
  ]);
});

it('shows each problem beside the field its path names, in the editor\'s language', async () => {
  const el = await mountEditor({ lang: 'fr' });
  cell(el, 'A1').click();
  await el.updateComplete;
  const id = root(el).querySelector<HTMLInputElement>('input[name="id"]')!;
  id.value = 'Not An Id';
  id.dispatchEvent(new Event('change'));
  await el.updateComplete;
  expect(el.issues.map((i) => i.path)).toEqual(['/id']);
  expect(id.getAttribute('aria-invalid')).toBe('true');
  const beside = root(el).querySelector('ul.problems[data-field="id"]')!;
  expect(id.getAttribute('aria-describedby')).toBe(beside.id);
  expect(beside.textContent).not.toBe('');
  // The setup exactly on the targets fulfils the schema at once: refused at /setup, shown by the flower.
  id.value = 'ok';
  id.dispatchEvent(new Event('change'));
  root(el).querySelector<HTMLInputElement>('input[name="layer"][value="setup"]')!.click();
  await el.updateComplete;
  cell(el, 'A1').click();
  await el.updateComplete;
  expect(el.issues.map((i) => i.code)).toEqual(['schema/fulfilled-at-setup']);
  expect(root(el).querySelector('ul.problems[data-field="setup"]')!.textContent).toContain('déjà réalisé');
  expect(root(el).querySelector('.summary')!.textContent).toContain('1 problème');
});

it('sets the flower, stars, modes, winds, names, author and licence through the form', async () => {
  const el = await mountEditor();
  cell(el, 'J10').click();
  await el.updateComplete;
  const set = async (selector: string, value: string) => {
    const field = root(el).querySelector<HTMLInputElement | HTMLSelectElement>(selector)!;
    field.value = value;
    field.dispatchEvent(new Event('change'));
    await el.updateComplete;
  };
  await set('select[name="flower"]', 'maronne');
  await set('select[name="stars"]', '3');
  await set('select[name="wind-2"]', 'east');
  await set('input[name="name-en"]', 'Corner');
  await set('input[name="name-fr"]', 'Coin');
  await set('input[name="author"]', 'Ana');
  await set('input[name="licence"]', 'CC-BY-4.0');
  const discovery = root(el).querySelector<HTMLInputElement>('input[name="mode"][value="discovery"]')!;
  discovery.click();
  await el.updateComplete;
  const parsed = parseSchema(el.schemaDocument);
  expect(parsed.ok).toBe(true);
  expect(el.schemaDocument).toMatchObject({
    name: { en: 'Corner', fr: 'Coin' },
    flower: 'maronne',
    stars: 3,
    winds: ['south', 'east'],
    author: 'Ana',
    licence: 'CC-BY-4.0',
  });
  expect(el.schemaDocument['modes']).not.toContain('discovery');
  expect(root(el).querySelector('[data-flower]')!.getAttribute('data-flower')).toBe('maronne');
});

it('paints with a finger: a tap on a cell too small for it zooms first, the next tap paints', async () => {
  const el = await mountEditor();
  el.style.display = 'block';
  el.style.width = '320px';
  await el.updateComplete;
  const tap = async (name: string) => {
    const target = cell(el, name);
    target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, button: 0, pointerType: 'touch' }));
    target.dispatchEvent(new PointerEvent('click', { bubbles: true, composed: true, pointerType: 'touch' }));
    await el.updateComplete;
  };
  expect(cell(el, 'H8').getBoundingClientRect().width).toBeLessThan(44);
  await tap('H8');
  expect(el.schemaDocument['targets']).toEqual([]);
  expect(root(el).querySelector('.flower-frame')!.classList.contains('zoom-bottom-right')).toBe(true);
  await tap('H8');
  expect(el.schemaDocument['targets']).toEqual([{ cell: 'H8', color: 'blue' }]);
});

it('follows the page\'s language when it has no lang of its own', async () => {
  const before = document.documentElement.lang;
  document.documentElement.lang = 'en';
  try {
    const el = await mountEditor();
    expect(root(el).querySelector('button.play-it')!.textContent).toBe('Play it');
    document.documentElement.lang = 'fr';
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
    expect(root(el).querySelector('button.play-it')!.textContent).toBe('Le jouer');
    expect(cell(el, 'A1').getAttribute('aria-label')).toBe('A1, vide');
  } finally {
    document.documentElement.lang = before;
  }
});
