/**
 * The recruit zone grouped by colour (each colour a button that picks it for landing) and the bag size.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { COLOURS, type Colour, type PlayerState } from '@stigmeria/rules/view';
import type { Strings } from '../i18n.js';
import { renderToken } from './token.js';

export interface RecruitProps {
  readonly t: Strings;
  readonly player: PlayerState;
  /** Colours that can land somewhere now. */
  readonly landable: ReadonlySet<Colour>;
  readonly selected: Colour | undefined;
  readonly disabled: boolean;
  readonly onPick: (color: Colour) => void;
  /** A press that may become a drag of the colour onto the board. */
  readonly onPress: (event: PointerEvent, color: Colour) => void;
}

export function renderRecruit(p: RecruitProps): TemplateResult {
  const present = COLOURS.filter((c) => (p.player.recruit[c] ?? 0) > 0);
  return html`<section class="recruit" part="recruit" aria-label=${p.t.ui.recruit}>
    <h3>${p.t.ui.recruit}</h3>
    <div class="recruit-list">
      ${present.length === 0
        ? html`<span class="muted">—</span>`
        : present.map(
            (c) => {
              const draggable = !p.disabled && p.landable.has(c);
              return html`<button
                type="button"
                class="recruit-colour${draggable ? ' draggable' : ''}"
                data-color=${c}
                aria-pressed=${p.selected === c ? 'true' : 'false'}
                ?disabled=${p.disabled || !p.landable.has(c)}
                title=${p.t.rules.land}
                @click=${() => p.onPick(c)}
                @pointerdown=${draggable ? (e: PointerEvent) => p.onPress(e, c) : nothing}
              >
                ${renderToken(p.t, c, 'stigmerian', 'small')}
                <span>${p.t.colours[c]} × ${p.player.recruit[c]}</span>
              </button>`;
            },
          )}
    </div>
    <p class="bag">${p.t.ui.bag(p.player.bag.length)}</p>
  </section>`;
}
