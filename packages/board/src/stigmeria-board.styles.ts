/**
 * The styles of `<stigmeria-board>`. Every colour and size is a documented custom property (see the class).
 * @module
 */
import { css } from 'lit';

export const boardStyles = css`
  :host {
    display: block;
    container-type: inline-size;
    min-width: 0;
    max-width: 100%;
    box-sizing: border-box;
    font-family: var(--stigmeria-font, system-ui, sans-serif);
    color: var(--stigmeria-text, #1f2328);
    background: var(--stigmeria-background, transparent);
    --_gap: var(--stigmeria-gap, 2px);
    --_focus: var(--stigmeria-focus, #0b63ce);
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  [data-color='blue'] { --_tok: var(--stigmeria-blue, #2f6fd6); }
  [data-color='yellow'] { --_tok: var(--stigmeria-yellow, #f2c230); }
  [data-color='red'] { --_tok: var(--stigmeria-red, #d93b3b); }
  [data-color='orange'] { --_tok: var(--stigmeria-orange, #f08a24); }
  [data-color='green'] { --_tok: var(--stigmeria-green, #3a9d4a); }
  [data-color='violet'] { --_tok: var(--stigmeria-violet, #8a4fc2); }
  [data-color='brown'] { --_tok: var(--stigmeria-brown, #8b5a2b); }
  [data-color='white'] { --_tok: var(--stigmeria-white, #f7f7f2); }
  [data-color='black'] { --_tok: var(--stigmeria-black, #1d1d1d); }

  .root {
    display: grid;
    gap: 0.6rem;
    font-size: 0.95rem;
  }
  h2,
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  h3 {
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.75rem;
  }
  .muted,
  .meta {
    color: var(--stigmeria-muted, #59636e);
    font-size: 0.85em;
  }
  .description {
    margin: 0;
  }
  .message {
    margin: 0;
    padding: 0.4rem 0.6rem;
    border-left: 4px solid var(--stigmeria-error, #c62828);
    background: var(--stigmeria-message-background, #fdecea);
  }
  .layout {
    display: grid;
    gap: 0.75rem;
    grid-template-columns: minmax(0, 1fr);
    --_board-width: calc(var(--stigmeria-cell-size, 3rem) * 10 + var(--_gap) * 11 + 1.1em);
    --_boards-width: var(--_board-width);
  }
  .layout.boards-2 {
    --_boards-width: calc(var(--_board-width) * 2 + 0.75rem);
  }
  .layout.boards-3 {
    --_boards-width: calc(var(--_board-width) * 3 + 1.5rem);
  }
  /* On a wide page the boards' column is no wider than its boards, and the side panel stands right next to it. */
  @container (min-width: 42rem) {
    .layout {
      grid-template-columns: minmax(0, var(--_boards-width)) minmax(12rem, 17rem);
      grid-template-rows: auto 1fr;
      justify-content: start;
      align-items: start;
    }
    .board-col {
      grid-row: 1 / span 2;
    }
    .actions,
    .side {
      grid-column: 2;
    }
  }
  /*
   * What a turn is played with. On a narrow screen the boards fill the width and the side panel falls below them:
   * this group stays at the foot of the screen while the flower is in view, so a prompt, the colours to land and
   * the cells they go to are on one screen (as a phone game keeps its controls at the bottom).
   */
  .actions {
    display: grid;
    gap: 0.5rem;
    align-content: start;
    min-width: 0;
  }
  @container (max-width: 41.99rem) {
    /* A replay is watched, not played: its bar would only hide the foot of the flower. */
    .actions:not(.replay) {
      position: sticky;
      bottom: 0;
      z-index: 2;
      padding: 0.5rem 0.25rem;
      background: var(--stigmeria-background, #fff);
      border-top: 1px solid var(--stigmeria-button-border, #c5ccd3);
      box-shadow: 0 -0.4rem 0.8rem -0.6rem rgb(0 0 0 / 0.35);
    }
  }
  .grid-wrap {
    width: 100%;
    max-width: calc(var(--stigmeria-cell-size, 3rem) * 10 + var(--_gap) * 11 + 1.1em);
  }
  .grid-line {
    display: grid;
    grid-template-columns: 1.1em minmax(0, 1fr);
  }
  .coords {
    display: grid;
    gap: var(--_gap);
    font-size: 0.7em;
    color: var(--stigmeria-muted, #59636e);
    text-align: center;
    user-select: none;
  }
  .coords.cols {
    grid-template-columns: repeat(10, minmax(0, 1fr));
    margin-left: 1.1em;
    padding: 0 var(--_gap);
  }
  .coords.rows {
    grid-template-rows: repeat(10, minmax(0, 1fr));
    padding: var(--_gap) 0;
    align-items: center;
  }
  .grid {
    display: grid;
    grid-template-rows: repeat(10, minmax(0, 1fr));
    gap: var(--_gap);
    padding: var(--_gap);
    aspect-ratio: 1;
    width: 100%;
    background: var(--stigmeria-board-background, #d9cfb8);
    border-radius: var(--stigmeria-radius, 6px);
  }
  .row {
    display: grid;
    grid-template-columns: repeat(10, minmax(0, 1fr));
    gap: var(--_gap);
    min-height: 0;
  }
  .cell {
    position: relative;
    display: grid;
    place-items: center;
    min-width: 0;
    min-height: 0;
    background: var(--stigmeria-cell-background, #f4efe2);
    border-radius: 2px;
    cursor: default;
    outline: none;
  }
  .cell.lit {
    background: var(--stigmeria-highlight, #fff6bf);
    box-shadow: inset 0 0 0 2px var(--stigmeria-highlight-border, #c99a00);
    cursor: pointer;
  }
  .cell.movable {
    cursor: pointer;
  }
  /* A hint's cells: a ring of their own, so that they read apart from the cells a pick highlights. */
  .cell.hint {
    box-shadow: inset 0 0 0 3px var(--stigmeria-hint, #0a7d3e);
  }
  .hint-bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin: 0.25rem 0;
  }
  .hint-bar .hint-text {
    margin: 0;
    padding: 0.25rem 0.5rem;
    border-inline-start: 3px solid var(--stigmeria-hint, #0a7d3e);
  }
  .cell.movable .token {
    box-shadow:
      inset 0 0 0 1px rgb(0 0 0 / 0.35),
      0 0 0 2px var(--stigmeria-movable, rgb(11 99 206 / 0.35));
  }
  /* Only what can be dragged stops the browser's panning, so the page still scrolls from anywhere else. */
  .draggable {
    touch-action: none;
    user-select: none;
    -webkit-user-select: none;
  }
  .cell.drop {
    box-shadow: inset 0 0 0 4px var(--_focus);
  }
  .cell.picked {
    box-shadow: inset 0 0 0 3px var(--_focus);
  }
  .cell:focus-visible,
  .cell:focus {
    outline: 3px solid var(--_focus);
    outline-offset: 1px;
    z-index: 1;
  }
  .token,
  .ghost {
    width: 78%;
    aspect-ratio: 1;
    border-radius: 50%;
    display: inline-block;
  }
  .token {
    background: var(--_tok);
    box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.35);
    animation: stigmeria-appear 180ms ease-out;
    transition: background-color 180ms ease-out;
  }
  .token.pollen {
    border-radius: 30%;
    box-shadow:
      inset 0 0 0 2px rgb(255 255 255 / 0.75),
      0 0 0 1px rgb(0 0 0 / 0.35);
  }
  .token[data-color='white'] {
    box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.55);
  }
  .ghost {
    border: 2px dashed var(--_tok);
    opacity: var(--stigmeria-ghost-opacity, 0.7);
    border-radius: 30%;
  }
  .ghost[data-color='white'] {
    border-color: var(--stigmeria-white-outline, #8f8a7a);
  }
  @keyframes stigmeria-appear {
    from {
      transform: scale(0.4);
      opacity: 0;
    }
    to {
      transform: scale(1);
      opacity: 1;
    }
  }
  /* FLIP: motion.ts sets the offset from the old cell, then the transition brings it back to zero. */
  .token.sliding {
    position: relative;
    animation: none;
    transform: translate(var(--stigmeria-slide-x, 0px), var(--stigmeria-slide-y, 0px));
  }
  .token.sliding.slide-run {
    transition: transform var(--stigmeria-slide-duration, 260ms) ease-in-out;
  }
  /* A sliding token passes over the cells painted after its own. */
  .cell:has(.sliding) {
    z-index: 2;
  }
  .recruit-colour.pulse {
    animation: stigmeria-pulse 420ms ease-out;
  }
  @keyframes stigmeria-pulse {
    30% {
      transform: scale(1.12);
      box-shadow: 0 0 0 3px var(--_focus);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .token,
    .token.sliding,
    .token.sliding.slide-run,
    .recruit-colour.pulse {
      animation: none;
      transition: none;
      transform: none;
    }
  }
  .status,
  .players,
  .choices,
  .toggles,
  .central-recruit,
  .forecast-list,
  .buttons,
  .recruit-list,
  .special-list,
  .joker,
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem 0.6rem;
    align-items: center;
  }
  .side {
    display: grid;
    gap: 0.75rem;
    min-width: 0;
  }
  button,
  select,
  input {
    font: inherit;
  }
  button,
  .button-link {
    min-height: 2rem;
    padding: 0.2rem 0.55rem;
    border: 1px solid var(--stigmeria-button-border, #8c959f);
    border-radius: 4px;
    background: var(--stigmeria-button-background, #fff);
    color: inherit;
    cursor: pointer;
  }
  button:disabled,
  button[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  button[aria-pressed='true'],
  .player-tab[aria-selected='true'] {
    border-color: var(--_focus);
    box-shadow: inset 0 0 0 2px var(--_focus);
  }
  button:focus-visible,
  select:focus-visible,
  input:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 1px;
  }
  .decisions {
    padding: 0.5rem 0.6rem;
    border: 2px solid var(--_focus);
    border-radius: 6px;
    min-width: 0;
  }
  .decisions .pending,
  .decisions .hint {
    margin: 0.2rem 0 0.4rem;
  }
  .choices {
    align-items: stretch;
  }
  .decision {
    display: grid;
    text-align: left;
    max-width: 100%;
  }
  .choice-rule {
    font-size: 0.8em;
    color: var(--stigmeria-muted, #59636e);
  }
  .toggle {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
  }
  .toggle .token,
  .central-recruit .token {
    width: 1rem;
    animation: none;
  }
  /* The player's board, an opponent's board and the StigmaReine side by side where the container is wide enough,
     one under the other on a phone. */
  .boards {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    align-items: flex-start;
  }
  .boards > * {
    flex: 1 1 16rem;
    min-width: 0;
    max-width: calc(var(--stigmeria-cell-size, 3rem) * 10 + var(--_gap) * 11 + 1.1em);
  }
  .own,
  .central,
  .target {
    display: grid;
    gap: 0.4rem;
    align-content: start;
  }
  .own h3,
  .central h3,
  .target h3 {
    margin: 0;
  }
  .central-recruit .count {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
  }
  .target-title {
    margin-top: 0.6rem;
  }
  .forecast-list {
    margin: 0.3rem 0 0;
    padding: 0;
    list-style: none;
  }
  .forecast-turn {
    min-width: 1.4rem;
    text-align: center;
    border: 1px solid var(--stigmeria-button-border, #8c959f);
    border-radius: 3px;
  }
  .forecast-turn.now {
    box-shadow: inset 0 0 0 2px var(--_focus);
  }
  .forecast-turn.later {
    border: 0;
    font-size: 0.8em;
    color: var(--stigmeria-muted, #59636e);
  }
  .die {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem;
    margin: 0;
  }
  .die-body {
    fill: var(--_tok);
    stroke: rgb(0 0 0 / 0.5);
  }
  .die-glyph {
    font-size: 14px;
    fill: #fff;
    stroke: #000;
    stroke-width: 0.6px;
  }
  .player-counts,
  .mark {
    font-size: 0.8em;
  }
  .order {
    margin: 0;
  }
  .recruit-colour {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
  }
  .recruit-colour .token {
    width: 1rem;
    animation: none;
  }
  .special {
    display: grid;
    text-align: left;
    width: 100%;
  }
  .special-meta {
    font-size: 0.8em;
  }
  .rule-text {
    min-height: 1.2em;
    margin: 0.3rem 0 0;
    font-size: 0.85em;
  }
  .player-tab {
    display: grid;
    text-align: left;
  }
  .player-status {
    font-size: 0.8em;
  }
  .pending,
  .prompt,
  .note,
  .bag {
    margin: 0.2rem 0;
  }
  .note {
    padding: 0.4rem 0.6rem;
    background: var(--stigmeria-note-background, #eef4ff);
    border-radius: 4px;
  }
  kbd {
    font-size: 0.75em;
    padding: 0 0.25em;
    border: 1px solid currentColor;
    border-radius: 3px;
    opacity: 0.7;
  }
  .scrubber {
    flex: 1 1 8rem;
    min-width: 6rem;
  }
  .score-wrap {
    overflow-x: auto;
  }
  .scores {
    border-collapse: collapse;
    font-size: 0.85em;
  }
  .scores th,
  .scores td {
    padding: 0.2rem 0.4rem;
    border-bottom: 1px solid var(--stigmeria-button-border, #8c959f);
    text-align: left;
  }
  .end-panel {
    padding: 0.6rem;
    border: 2px solid var(--_focus);
    border-radius: 6px;
  }
  .help dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.2rem 0.6rem;
    margin: 0.3rem 0 0;
    font-size: 0.85em;
  }
  .help dd {
    margin: 0;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;
