/**
 * The board's two themes. Light is the styles' own defaults (each `var(--stigmeria-…, light value)`); dark redefines
 * the same documented properties on the element. `theme="dark"` and `theme="light"` choose one; without the attribute
 * (or with `theme="auto"`) the board follows `prefers-color-scheme`. Values a page sets on the element itself win
 * over both themes, since the page's styles come before the shadow root's in the cascade.
 * @module
 */
import { css } from 'lit';

/** The values of the `theme` attribute. */
export const THEMES = ['light', 'dark', 'auto'] as const;

/** A value of the `theme` attribute. */
export type Theme = (typeof THEMES)[number];

/** The dark theme: calm, low-glare surfaces; the nine game colours stay the game's. */
const dark = css`
  color-scheme: dark;
  --stigmeria-background: #17181c;
  --stigmeria-text: #e8e6e3;
  --stigmeria-muted: #a9a7a2;
  --stigmeria-board-background: #34353c;
  --stigmeria-cell-background: #4a4b53;
  --stigmeria-white-outline: #c8c3b4;
  --stigmeria-focus: #7fb2ff;
  --stigmeria-highlight: #5a5124;
  --stigmeria-highlight-border: #f2c230;
  --stigmeria-movable: rgb(127 178 255 / 0.5);
  --stigmeria-button-background: #26272e;
  --stigmeria-button-border: #62656d;
  --stigmeria-error: #ef6b6b;
  --stigmeria-message-background: #3d2022;
  --stigmeria-note-background: #1f2a3d;
  --stigmeria-hint: #4cc38a;
  /* The StigmaReine's head and inner petals, dimmed as the personal flower's head is; its gold petals stay. */
  --stigmeria-reine-head: #3b2f39;
  --stigmeria-reine-petal-inner: #b47a8c;
`;

/**
 * The two themes as a style sheet for an element's shadow root: the dark values on `:host([theme='dark'])` and, under
 * `prefers-color-scheme: dark`, on a host whose `theme` is not `light`. For elements that sit beside the board (the
 * tutorial recorder) and read the same `--stigmeria-*` properties.
 */
export const themeStyles = css`
  :host {
    color-scheme: light;
  }
  :host([theme='dark']) {
    ${dark}
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${dark}
    }
  }
`;
