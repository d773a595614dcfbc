/**
 * A token drawn as the game draws it, wherever one is shown (on a board, in a recruit zone, in a decision): a
 * stigmerian is a light disc bearing a winged figure in its colour, a pollen a disc filled with its colour bearing
 * a seed head. Each colour also carries its letter (`t.flower.letters`), so that no colour is told by hue alone.
 * The drawing is decoration: whoever shows a token says it in words (a cell's label, a button's text).
 * @module
 */
import { html, svg, type TemplateResult } from 'lit';
import type { Colour } from '@stigmeria/rules';
import type { Strings } from '../i18n.js';

export type TokenFace = 'stigmerian' | 'pollen';

/** The winged figure seen from above: two long swept wings each side of a slim body, and a head. */
const FIGURE = svg`<g class="figure">
  <path class="wing" d="M20 15 C13 6 5 7 6 12 C7 16 14 17 20 17 Z"></path>
  <path class="wing" d="M20 15 C27 6 35 7 34 12 C33 16 26 17 20 17 Z"></path>
  <path class="wing" d="M20 18 C14 19 9 24 11 26 C13 28 18 23 20 20 Z"></path>
  <path class="wing" d="M20 18 C26 19 31 24 29 26 C27 28 22 23 20 20 Z"></path>
  <ellipse class="body" cx="20" cy="19" rx="1.9" ry="8"></ellipse>
  <circle class="body" cx="20" cy="9.6" r="2.4"></circle>
</g>`;

/** Eight seeds on their stalks around a heart: a dandelion's seed head. */
const SEEDS = Array.from({ length: 8 }, (_, i) => {
  const a = (i * Math.PI) / 4;
  const x = (20 + Math.sin(a) * 9).toFixed(2);
  const y = (17 - Math.cos(a) * 9).toFixed(2);
  return svg`<line x1="20" y1="17" x2=${x} y2=${y}></line><circle cx=${x} cy=${y} r="1.6"></circle>`;
});
const SEED_HEAD = svg`<g class="seed-head">${SEEDS}<circle class="heart" cx="20" cy="17" r="2.6"></circle></g>`;

/**
 * The colour's letter, drawn by the stylesheet from `data-cue`: it is decoration, like the drawing (the label that
 * shows the token says its colour), so it is no text of the page that would have to be part of that label.
 */
function cue(t: Strings, color: Colour): TemplateResult {
  return html`<span class="cue" data-cue=${t.flower.letters[color]} aria-hidden="true"></span>`;
}

/** The token's drawing alone (no wrapper): for a token element of the caller's own, or a ghost. */
export function tokenDrawing(t: Strings, color: Colour, face: TokenFace): TemplateResult {
  return html`<svg class="icon token-art" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
    ${svg`<circle class="disc" cx="20" cy="20" r="18.5"></circle>${face === 'pollen' ? SEED_HEAD : FIGURE}`}
  </svg>
  ${cue(t, color)}`;
}

/**
 * A token: the element that `motion.ts` slides (class `token`), with its face and colour as data for styles and
 * tests. `extra` adds classes (a smaller token in a list).
 */
export function renderToken(t: Strings, color: Colour, face: TokenFace, extra = ''): TemplateResult {
  return html`<span class="token ${face}${extra === '' ? '' : ` ${extra}`}" data-color=${color}>${tokenDrawing(t, color, face)}</span>`;
}
