// The theme attribute: its values, and what the board says of one it does not have. The colours themselves are
// checked in Chromium with the system's colour scheme emulated (test/package-themes.test.ts).
import { afterEach, expect, it } from 'vitest';
import type { StigmeriaErrorDetail } from '../src/index.js';
import { mount, q } from './element-helpers.js';

afterEach(() => {
  document.body.replaceChildren();
});

it('says once that a theme is not one of light, dark and auto, until the page gives a good one', async () => {
  const errors: StigmeriaErrorDetail[] = [];
  const el = await mount({ theme: 'neon' }, (e) => e.addEventListener('stigmeria-error', (event) => errors.push(event.detail)));
  expect(errors.map((e) => e.code)).toEqual(['board/invalid-theme']);
  expect(q(el, '[part="message"]')!.textContent).toBe('"neon" is not a theme of this board (light, dark or auto); following the system\'s colours.');
  el.setAttribute('theme', 'dark');
  await el.updateComplete;
  expect(q(el, '[part="message"]')).toBeNull();
  expect(errors).toHaveLength(1);
});

it('reflects the theme property to the attribute the styles read, and removes it for null', async () => {
  const el = await mount();
  expect(el.hasAttribute('theme')).toBe(false);
  el.theme = 'dark';
  await el.updateComplete;
  expect(el.getAttribute('theme')).toBe('dark');
  el.theme = null;
  await el.updateComplete;
  expect(el.hasAttribute('theme')).toBe(false);
});
