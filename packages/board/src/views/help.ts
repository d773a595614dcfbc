/**
 * The visible keyboard help: the board keys and one key per special action of the flower.
 * @module
 */
import { html, type TemplateResult } from 'lit';
import type { SpecialActionId } from '@stigmeria/rules';
import type { Strings } from '../i18n.js';
import { SPECIAL_KEYS } from './specials.js';

export function renderHelp(t: Strings, specials: readonly SpecialActionId[]): TemplateResult {
  return html`<details class="help">
    <summary>${t.ui.help}</summary>
    <dl>
      ${t.ui.keys.map(([k, v]) => html`<dt><kbd>${k}</kbd></dt><dd>${v}</dd>`)}
      ${specials.map((id, i) => html`<dt><kbd>${SPECIAL_KEYS[i] ?? ''}</kbd></dt><dd>${t.actions[id]}</dd>`)}
    </dl>
  </details>`;
}
