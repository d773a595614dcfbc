/**
 * The best lines after a game (the `hints` attribute): in the end panel, a button per player for whom the solver
 * found a better line (or a plain sentence when it found none); above a shown line, the way back.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { LineOutcome } from '../best-line.js';
import type { BestLineStrings } from '../best-line-strings.js';

export interface BestLinesProps {
  /** The lines' words, loaded with the search (`undefined` before it answers). */
  readonly t: BestLineStrings | undefined;
  /** What the panel says meanwhile: the search runs, or could not run. */
  readonly status: string | undefined;
  /** What the search found for each player so far, by seat. */
  readonly outcomes: readonly LineOutcome[];
  readonly several: boolean;
  readonly nameOf: (player: number) => string;
  readonly onShow: (player: number) => void;
}

export function renderBestLines(p: BestLinesProps): TemplateResult {
  const t = p.t;
  // With several players each line names whose it is, in the button's own words so that they are its name too.
  const named = (seat: number, text: string) => (p.several ? t!.of(p.nameOf(seat), text) : text);
  // Each line is laid out and edged as the hint's button and words are.
  return html`<div class="best-lines" part="hint">
    <p role="status">${p.status}</p>
    ${t === undefined
      ? nothing
      : p.outcomes.map(
          (o, seat) =>
            html`<div class="hint-bar">
              ${o.kind === 'none'
                ? html`<p class="hint-text best-line-none">${named(seat, o.fulfilled ? t.noBetter : t.none)}</p>`
                : html`<button type="button" class="best-line-button" data-player=${seat} @click=${() => p.onShow(seat)}>${named(seat, t.button(o.line.from))}</button>`}
            </div>`,
        )}
  </div>`;
}

/** Above the board while a best line is shown (its title is the replay's, in the header): the way back. */
export function renderBestLineBar(t: BestLineStrings, onBack: () => void): TemplateResult {
  return html`<div class="hint-bar" part="hint"><button type="button" class="best-line-back" @click=${onBack}>${t.back}</button></div>`;
}
