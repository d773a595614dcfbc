// The schema editor audited by axe-core (its shadow tree included) in the states an author meets: empty (with a
// problem), painted and valid, with a problem beside a field, checked, and in French.
import axe from 'axe-core';
import { afterEach, expect, it } from 'vitest';
import '../src/editor/index.js';
import type { StigmeriaSchemaEditor } from '../src/editor/index.js';

afterEach(() => {
  document.body.replaceChildren();
});

async function mountEditor(lang = 'en'): Promise<StigmeriaSchemaEditor> {
  const el = document.createElement('stigmeria-schema-editor');
  el.setAttribute('lang', lang);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

async function expectAccessible(el: StigmeriaSchemaEditor, what: string): Promise<void> {
  await el.updateComplete;
  const results = await axe.run(el);
  const unsure = results.incomplete.filter((r) => r.id.startsWith('aria-'));
  const found = [...results.violations, ...unsure].map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`,
  );
  expect(found, `${what}:\n${found.join('\n')}`).toEqual([]);
}

const paintCell = async (el: StigmeriaSchemaEditor, name: string) => {
  el.shadowRoot!.querySelector<HTMLElement>(`[data-cell="${name}"]`)!.click();
  await el.updateComplete;
};

it('is accessible empty, painted, with a problem beside a field, and checked', async () => {
  const el = await mountEditor();
  await expectAccessible(el, 'empty');
  await paintCell(el, 'A1');
  await paintCell(el, 'C5');
  await expectAccessible(el, 'painted');
  const id = el.shadowRoot!.querySelector<HTMLInputElement>('input[name="id"]')!;
  id.value = 'Bad Id';
  id.dispatchEvent(new Event('change'));
  await expectAccessible(el, 'a problem beside the identifier');
  id.value = 'good-id';
  id.dispatchEvent(new Event('change'));
  await el.updateComplete;
  el.shadowRoot!.querySelector<HTMLButtonElement>('button.run-check')!.click();
  const start = performance.now();
  while (el.shadowRoot!.querySelectorAll('tr[data-state="done"]').length < 5 && performance.now() - start < 20000) await new Promise((r) => setTimeout(r, 50));
  expect(el.shadowRoot!.querySelectorAll('tr[data-state="done"]')).toHaveLength(5);
  await expectAccessible(el, 'checked');
});

it('is accessible in French', async () => {
  const el = await mountEditor('fr');
  await paintCell(el, 'B2');
  await expectAccessible(el, 'French');
});
