/**
 * The styles of the flower boards and of the tokens (see `flower.ts` and `token.ts`). Page-level colours are the
 * element's custom properties, each with its fallback; the nine game colours come from `--stigmeria-<colour>`
 * through `--_tok`, which `[data-color]` sets.
 * @module
 */
import { css } from 'lit';

export const flowerStyles = css`
  :host {
    --_head: var(--stigmeria-board-background, #f2cfa9);
    --_pistil: var(--stigmeria-cell-background, #fdf6ea);
    --_pistil-edge: var(--stigmeria-pistil-edge, #d8a979);
    --_label: var(--stigmeria-label-background, #3a2a22);
    --_label-text: var(--stigmeria-label-text, #f8e6b8);
    --_token-light: var(--stigmeria-token-light, #fff4ea);
    --_ink: var(--stigmeria-token-ink, #2b2118);
  }
  /* The seed head and the letter of a pollen: white on the dark colours, dark ink on the light ones. */
  [data-color] {
    --_seed: #fff;
  }
  [data-color='yellow'],
  [data-color='white'],
  [data-color='orange'] {
    --_seed: var(--_ink);
  }

  /* ---- the flower ---- */
  .own,
  .central,
  .target {
    min-width: 0;
  }
  /* The grid is 58% of its flower: a flower is as wide as ten of the largest cells make that, and never taller
     than most of the screen. */
  .layout {
    --_board-width: min(calc(var(--stigmeria-cell-size, 3rem) * 10 / 0.58), 72svh);
  }
  .boards > * {
    max-width: var(--_board-width);
  }
  .flower-frame {
    position: relative;
    width: 100%;
    aspect-ratio: 1;
    overflow: hidden;
    container-type: inline-size;
  }
  .flower-body {
    position: absolute;
    inset: 0;
    transform-origin: 0 0;
    transition: transform 220ms ease-out;
  }
  .flower-art {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    overflow: visible;
  }
  .head {
    fill: var(--_head);
    stroke: color-mix(in srgb, var(--_pistil-edge) 70%, transparent);
    stroke-width: 0.5;
  }
  .head-texture {
    fill: none;
    stroke: var(--_pistil-edge);
    stroke-width: 0.35;
    stroke-dasharray: 0.4 1.1;
    opacity: 0.7;
  }
  .head-texture.inner {
    opacity: 0.4;
  }
  .petal-shape {
    fill: color-mix(in srgb, var(--_tok) 55%, var(--_pistil));
    stroke: color-mix(in srgb, var(--_tok) 70%, #000);
    stroke-width: 0.35;
  }
  .petal[data-color='white'] .petal-shape {
    fill: var(--_pistil);
    stroke: var(--stigmeria-white-outline, #8f8a7a);
  }
  .petal[data-when='future'] .petal-shape {
    fill: color-mix(in srgb, var(--_tok) 30%, var(--_pistil));
  }
  .petal[data-when='now'] .petal-shape {
    fill: color-mix(in srgb, var(--_tok) 70%, var(--_pistil));
    stroke: var(--_focus);
    stroke-width: 0.9;
  }
  .spot {
    fill: var(--_token-light);
    stroke: var(--_ink);
    stroke-width: 0.3;
  }
  .petal[data-when='future'] .spot {
    opacity: 0.55;
  }
  .spot[data-spent='true'] {
    fill: var(--_ink);
  }
  .petal[data-when='past'] .spot {
    opacity: 0.45;
  }
  .marker {
    fill: var(--_focus);
  }
  .rose-disc {
    fill: var(--_token-light);
    stroke: var(--_pistil-edge);
    stroke-width: 0.4;
  }
  .rose-arrow,
  .rose-later,
  .rose-text {
    fill: var(--stigmeria-muted, #59636e);
  }
  .rose-text {
    font-size: 3.6px;
    font-weight: 700;
  }
  .rose-none {
    stroke: var(--stigmeria-muted, #59636e);
    stroke-width: 0.7;
    stroke-linecap: round;
  }
  .rose.now .rose-disc {
    fill: var(--_focus);
    stroke: var(--_focus);
  }
  .rose.now .rose-arrow,
  .rose.now .rose-later,
  .rose.now .rose-text {
    fill: #fff;
  }
  .rose.now .rose-none {
    stroke: #fff;
  }
  .reine-petal {
    fill: var(--stigmeria-reine-petal, #ecc86a);
    stroke: color-mix(in srgb, var(--stigmeria-reine-petal, #ecc86a) 60%, #000);
    stroke-width: 0.35;
  }
  .reine-petal.inner {
    fill: var(--stigmeria-reine-petal-inner, #f1b6c6);
  }
  .reine .head {
    fill: var(--stigmeria-reine-head, #f6e3ef);
  }

  /* The grid on the head: 58% of the flower, centred, its letters on the right and numbers below in the head's rim. */
  .flower-grid {
    position: absolute;
    left: 21%;
    top: 21%;
    width: 58%;
  }
  .flower-body .grid-wrap {
    position: relative;
    width: 100%;
    max-width: none;
  }
  .flower-body .grid {
    background: transparent;
    padding: 0;
    gap: calc(var(--_gap) + 0.3cqi);
    border-radius: 0;
  }
  .flower-body .row {
    gap: calc(var(--_gap) + 0.3cqi);
  }
  .flower-body .coords {
    position: absolute;
    gap: 0;
    font-size: clamp(7px, 2.3cqi, 13px);
    color: var(--stigmeria-muted, #59636e);
    opacity: 0.85;
    padding: 0;
    margin: 0;
  }
  .flower-body .coords.rows {
    left: 100%;
    top: 0;
    height: 100%;
    width: 1.4em;
    grid-template-rows: repeat(10, minmax(0, 1fr));
  }
  .flower-body .coords.cols {
    top: 100%;
    left: 0;
    width: 100%;
    grid-template-columns: repeat(10, minmax(0, 1fr));
    line-height: 1.6;
  }
  /* A pistil: each cell is a raised round bump of the cell colour, darker toward its edge. The rings of a pick,
     a hint or a drop (the element's styles) follow its round shape. */
  .flower-body .cell {
    border-radius: 50%;
    background-image: radial-gradient(circle at 40% 35%, transparent 0 38%, color-mix(in srgb, var(--_pistil-edge) 70%, transparent) 100%);
  }
  .flower-body .cell:not(.lit, .picked, .hint, .drop) {
    box-shadow: 0 0.5px 1px rgb(0 0 0 / 0.2);
  }
  .flower-body .cell:focus,
  .flower-body .cell:focus-visible {
    outline-offset: 2px;
  }

  /* ---- tokens ---- */
  .token,
  .ghost {
    width: 86%;
    aspect-ratio: 1;
    border-radius: 50%;
    display: inline-grid;
    background: none;
    box-shadow: none;
  }
  .token.pollen,
  .token[data-color='white'] {
    border-radius: 50%;
    box-shadow: none;
  }
  .token-art {
    width: 100%;
    height: 100%;
    display: block;
    overflow: visible;
  }
  .token .disc {
    fill: var(--_token-light);
    stroke: color-mix(in srgb, var(--_tok) 55%, #000);
    stroke-width: 1.1;
  }
  .token.stigmerian .disc {
    filter: drop-shadow(0 0 1.5px color-mix(in srgb, var(--_tok) 45%, transparent));
  }
  .figure .wing {
    fill: color-mix(in srgb, var(--_tok) 78%, #fff);
    stroke: color-mix(in srgb, var(--_tok) 60%, #000);
    stroke-width: 0.7;
  }
  .figure .body {
    fill: var(--_tok);
    stroke: color-mix(in srgb, var(--_tok) 50%, #000);
    stroke-width: 0.6;
  }
  [data-color='white'] .figure .wing,
  [data-color='white'] .figure .body {
    fill: var(--stigmeria-white, #f7f7f2);
    stroke: var(--stigmeria-black, #1d1d1d);
  }
  .token.pollen .disc,
  .ghost .disc {
    fill: var(--_tok);
    stroke: color-mix(in srgb, var(--_tok) 55%, #000);
  }
  [data-color='white'].pollen .disc,
  .ghost[data-color='white'] .disc {
    stroke: var(--stigmeria-black, #1d1d1d);
  }
  .seed-head line {
    stroke: var(--_seed);
    stroke-width: 0.9;
  }
  .seed-head circle {
    fill: var(--_seed);
  }
  .token,
  .ghost {
    position: relative;
  }
  .cue {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 4%;
    text-align: center;
    pointer-events: none;
  }
  .cue::after {
    content: attr(data-cue);
    font: 700 clamp(6px, 1.75cqi, 11px) / 1 var(--stigmeria-font, system-ui, sans-serif);
    letter-spacing: -0.02em;
    color: var(--_ink);
  }
  .pollen .cue::after,
  .ghost .cue::after {
    color: var(--_seed);
  }
  .token.small .cue::after {
    font-size: 0.5rem;
  }
  .ghost {
    border: 0;
    opacity: var(--stigmeria-ghost-opacity, 0.42);
  }
  .ghost .disc {
    stroke-dasharray: 3 2;
  }
  /* A target under a token of another colour, or under its own colour's stigmerian: a ring of its colour round the
     pistil, which the token does not cover. */
  .flower-body .cell .target-mark,
  .target-mark {
    position: absolute;
    inset: 1%;
    border-radius: 50%;
    border: 3px solid var(--_tok);
    box-shadow: 0 0 0 1px rgb(0 0 0 / 0.35);
  }
  .target-mark[data-color='white'] {
    border-color: var(--stigmeria-white, #f7f7f2);
    box-shadow:
      0 0 0 1px var(--stigmeria-white-outline, #8f8a7a),
      inset 0 0 0 1px var(--stigmeria-white-outline, #8f8a7a);
  }
  /* Fulfilled: a pollen of the target's colour, marked done by a small tick in the corner. */
  .target-mark.done {
    border: 0;
    box-shadow: none;
  }
  .target-mark.done::after {
    content: '✓';
    position: absolute;
    right: -6%;
    top: -10%;
    width: 44%;
    aspect-ratio: 1;
    display: grid;
    place-items: center;
    border-radius: 50%;
    font-size: clamp(6px, 1.6cqi, 11px);
    font-weight: 700;
    line-height: 1;
    background: var(--stigmeria-hint, #0a7d3e);
    color: #fff;
    z-index: 1;
  }
  .token.small {
    width: 1.35rem;
    animation: none;
  }

  /* ---- labels on the flower ---- */
  .corner {
    position: absolute;
    display: grid;
    gap: 0.2em;
    max-width: 34%;
    font-size: clamp(8px, 2.5cqi, 13px);
    line-height: 1.2;
    pointer-events: none;
    z-index: 1;
  }
  .corner.top-left {
    left: 0;
    top: 0;
  }
  .corner.top-right {
    right: 0;
    top: 0;
    justify-items: end;
    text-align: right;
  }
  .corner.bottom-left {
    left: 0;
    bottom: 0;
  }
  .corner.bottom-right {
    right: 0;
    bottom: 0;
    justify-items: end;
    text-align: right;
  }
  .flower-label {
    padding: 0.2em 0.5em;
    border-radius: var(--stigmeria-radius, 6px);
    background: var(--_label);
    color: var(--_label-text);
  }
  .name-label {
    font-weight: 700;
    letter-spacing: 0.02em;
  }
  .spent-label,
  .actions-label,
  .wind-note {
    font-size: 0.88em;
  }
  .turn-badge {
    font-weight: 700;
  }

  /* The no-limit forecast: each turn's number, small, before its arrow. */
  .forecast-turn {
    padding: 0 0.3em;
  }
  .forecast-number {
    margin-inline-end: 0.2em;
    font-size: 0.7em;
    color: var(--stigmeria-muted, #59636e);
  }

  /* ---- touch: zoom into a region, and no keyboard badges ---- */
  .flower-frame.zoomed .flower-body {
    transform: scale(2.72) translate(var(--_zx), var(--_zy));
  }
  .zoom-top-left {
    --_zx: -20%;
    --_zy: -20%;
  }
  .zoom-top-right {
    --_zx: -43.2%;
    --_zy: -20%;
  }
  .zoom-bottom-left {
    --_zx: -20%;
    --_zy: -43.2%;
  }
  .zoom-bottom-right {
    --_zx: -43.2%;
    --_zy: -43.2%;
  }
  .flower-frame.zoomed .corner {
    display: none;
  }
  .whole-flower {
    position: absolute;
    right: 0.4rem;
    bottom: 0.4rem;
    min-height: 44px;
    min-width: 44px;
    background: var(--_label);
    color: var(--_label-text);
    border-color: var(--_label);
    z-index: 2;
  }
  @media (pointer: coarse) {
    button {
      min-height: 44px;
      min-width: 44px;
    }
  }
  @media (hover: none) {
    kbd {
      display: none;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .flower-body {
      transition: none;
    }
  }
`;
