/**
 * The hint bar (the `hints` attribute): a button that asks the solver for the next command, its busy state, and
 * the suggestion in words (or why none could be found).
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Strings } from '../i18n.js';

export interface HintProps {
  readonly t: Strings;
  readonly busy: boolean;
  /** The suggestion's words, or `undefined` before the button is pressed. */
  readonly text: string | undefined;
  readonly failed: boolean;
  readonly onHint: () => void;
}

export function renderHint(p: HintProps): TemplateResult {
  return html`<div class="hint-bar" part="hint">
    <button type="button" class="hint-button" aria-disabled=${p.busy ? 'true' : 'false'} @click=${() => !p.busy && p.onHint()}>
      ${p.busy ? p.t.hint.busy : p.t.hint.button}
    </button>
    ${p.failed
      ? html`<p class="hint-text message" role="alert">${p.t.hint.failed}</p>`
      : p.text !== undefined && !p.busy
        ? html`<p class="hint-text">${p.text}</p>`
        : nothing}
  </div>`;
}
