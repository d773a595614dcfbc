// The schema editor and the world outside it: the check in its worker, "Play it", the exported file, share links,
// and files or links that are not schemas, each ending in a clear message that changes nothing.
import { findCatalogueSchema, parseSchema } from '@stigmeria/rules';
import { check } from '@stigmeria/solver';
import { afterEach, expect, it } from 'vitest';
import '../src/editor/index.js';
import { SHARE_LINK_LIMIT, linkFragment, type StigmeriaSchemaEditor } from '../src/editor/index.js';

async function mountEditor(attrs: Record<string, string> = {}): Promise<StigmeriaSchemaEditor> {
  const el = document.createElement('stigmeria-schema-editor');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const root = (el: StigmeriaSchemaEditor) => el.shadowRoot!;
const button = (el: StigmeriaSchemaEditor, cls: string) => root(el).querySelector<HTMLButtonElement>(`button.${cls}`)!;
const notice = (el: StigmeriaSchemaEditor) => root(el).querySelector<HTMLElement>('[part="editor-message"]')!;

async function until(check: () => boolean, ms = 20000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Paints one blue target on A1 through the grid, the smallest schema there is. */
async function oneTarget(el: StigmeriaSchemaEditor): Promise<void> {
  root(el).querySelector<HTMLElement>('[data-cell="A1"]')!.click();
  await el.updateComplete;
}

/** Drops a file on the editor, as a person dragging it from their desktop. */
async function drop(el: StigmeriaSchemaEditor, file: File): Promise<void> {
  const before = notice(el).textContent;
  const data = new DataTransfer();
  data.items.add(file);
  root(el).querySelector('.editor')!.dispatchEvent(new DragEvent('drop', { bubbles: true, composed: true, cancelable: true, dataTransfer: data }));
  await until(() => notice(el).textContent !== before);
  await el.updateComplete;
}

afterEach(() => {
  document.body.replaceChildren();
});

it('checks the painted schema in a worker, seed by seed, and shows whether a line was found, its turn and if it is proven', async () => {
  const el = await mountEditor();
  await oneTarget(el);
  button(el, 'run-check').click();
  await el.updateComplete;
  expect(root(el).querySelector('progress')).not.toBeNull();
  await until(() => root(el).querySelectorAll('tr[data-state="done"]').length === 5);
  await el.updateComplete;
  const rows = [...root(el).querySelectorAll<HTMLTableRowElement>('tr[data-state="done"]')];
  // What the solver's own check says of the same schema and seeds, run here rather than in the worker.
  const expected = check(el.schema!, { seeds: ['1', '2', '3', '4', '5'], budget: { maxMs: 1500 } }).seeds;
  expect(rows.map((row) => [...row.cells].map((c) => c.textContent!.trim()))).toEqual(
    expected.map((s) => [s.seed, s.found ? 'yes' : 'none found', String(s.bestTurns), String(s.bestActions), s.provenOptimal ? 'yes' : 'no']),
  );
  expect(rows.every((row) => row.dataset['found'] === 'true')).toBe(true);
  expect(root(el).querySelector('.check-status')!.textContent).toContain('5 of 5 seeds');
});

it('cancels a check under way: the worker is ended and the editor says so', async () => {
  const el = await mountEditor();
  expect(el.loadDocument(findCatalogueSchema('maronne-hearth-stone'))).toBe(true);
  await el.updateComplete;
  button(el, 'run-check').click();
  await el.updateComplete;
  button(el, 'cancel-check').click();
  await el.updateComplete;
  expect(root(el).querySelector('.check-status')!.textContent).toContain('cancelled');
  expect(root(el).querySelector('button.cancel-check')).toBeNull();
  expect(button(el, 'run-check').disabled).toBe(false);
});

it('plays the schema at once in a <stigmeria-board>, with hints offered while testing', async () => {
  const el = await mountEditor();
  await oneTarget(el);
  button(el, 'play-it').click();
  await el.updateComplete;
  const board = root(el).querySelector('stigmeria-board')!;
  expect(board).not.toBeNull();
  await board.updateComplete;
  expect(board.schemaData?.targets).toEqual([{ cell: 'A1', color: 'blue' }]);
  expect(board.hasAttribute('hints')).toBe(true);
  await until(() => board.shadowRoot!.querySelector('[part~="hint"]') !== null);
  root(el).querySelector<HTMLInputElement>('input[name="hints"]')!.click();
  await el.updateComplete;
  expect(board.hasAttribute('hints')).toBe(false);
});

it('exports the document as a file that parseSchema accepts, named by its id', async () => {
  const el = await mountEditor();
  await oneTarget(el);
  let saved: { name: string; href: string } | null = null;
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved = { name: this.download, href: this.href };
  };
  try {
    button(el, 'export').click();
  } finally {
    HTMLAnchorElement.prototype.click = click;
  }
  expect(saved).not.toBeNull();
  expect(saved!.name).toBe('my-schema.json');
  const text = await (await fetch(saved!.href)).text();
  const parsed = parseSchema(JSON.parse(text));
  expect(parsed.ok && parsed.value.targets).toEqual([{ cell: 'A1', color: 'blue' }]);
});

it('imports a dropped schema file, and the share link carries it to another editor', async () => {
  const source = findCatalogueSchema('maronne-hearth-stone')!;
  const el = await mountEditor();
  await drop(el, new File([JSON.stringify(source)], 'hearth.json', { type: 'application/json' }));
  expect(notice(el).textContent).toContain('hearth.json');
  expect(el.schema?.id).toBe(source.id);
  const link = el.shareLink('http://example.test/docs/editor/');
  expect(link.startsWith('http://example.test/docs/editor/#schema=')).toBe(true);
  const other = await mountEditor();
  expect(other.loadLink(new URL(link).hash)).toBe(true);
  expect(other.schemaDocument).toEqual(el.schemaDocument);
});

it('imports a schema file picked with the file chooser', async () => {
  const source = findCatalogueSchema('maronne-hearth-stone')!;
  const el = await mountEditor({ lang: 'fr' });
  const input = root(el).querySelector<HTMLInputElement>('.import input[type="file"]')!;
  expect(input.accept).toContain('.json');
  const data = new DataTransfer();
  data.items.add(new File([JSON.stringify(source)], 'foyer.json', { type: 'application/json' }));
  input.files = data.files;
  input.dispatchEvent(new Event('change'));
  await until(() => el.schema !== null);
  await el.updateComplete;
  expect(el.schema!.targets).toEqual(source.targets);
  expect(notice(el).textContent).toBe('«\u00a0foyer.json\u00a0» est chargé.');
  // The chooser is emptied, so that picking the same file again is a change the editor hears.
  expect(input.value).toBe('');
});

it('refuses a hostile file with a clear message and keeps the schema being edited', async () => {
  const el = await mountEditor();
  await oneTarget(el);
  const before = el.schemaDocument;
  const hostile = { ...findCatalogueSchema('maronne-hearth-stone')!, name: { en: '<img src=x onerror=alert(1)>' }, targets: [{ cell: 'K11', color: 'blue' }] };
  await drop(el, new File([JSON.stringify(hostile)], '<b>bad</b>.json'));
  expect(notice(el).classList.contains('error')).toBe(true);
  expect(notice(el).getAttribute('role')).toBe('alert');
  expect(notice(el).textContent).toContain('/targets/0/cell');
  expect(root(el).querySelector('img, b')).toBeNull();
  expect(el.schemaDocument).toEqual(before);

  await drop(el, new File(['{"format": "stigmeria/target-schema",'], 'cut.json'));
  expect(notice(el).textContent).toBe('This file is not a JSON document.');
  await drop(el, new File([new Uint8Array(300 * 1024)], 'huge.json'));
  expect(notice(el).textContent).toContain('larger than 256 KB');
  expect(el.schemaDocument).toEqual(before);
});

it('refuses a hostile or too long link with a clear message', async () => {
  const el = await mountEditor();
  await oneTarget(el);
  const before = el.schemaDocument;
  expect(el.loadLink(`#schema=${'A'.repeat(SHARE_LINK_LIMIT + 1)}`)).toBe(false);
  await el.updateComplete;
  expect(notice(el).textContent).toContain('too long');
  expect(el.loadLink('#schema=%3Cscript%3E')).toBe(false);
  await el.updateComplete;
  expect(notice(el).textContent).toBe('This link does not hold a readable schema.');
  expect(el.loadLink(`#${linkFragment({ format: 'stigmeria/target-schema', formatVersion: 1, id: 'x', name: { en: 'x' }, flower: 'rose', stars: 9, targets: [] })}`)).toBe(false);
  await el.updateComplete;
  expect(notice(el).textContent).toMatch(/^This schema was refused: .*\/flower/);
  expect(el.schemaDocument).toEqual(before);
});
