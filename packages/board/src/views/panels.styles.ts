/**
 * The styles of the player panels, the game log, the end screen, the "How to play" panel and the schema card.
 * Every colour is one of the element's custom properties (the page's theme redefines them).
 * @module
 */
import { css } from 'lit';

export const panelStyles = css`
  /* ---- player panels ---- */
  .players {
    align-items: stretch;
  }
  .player-panel {
    display: grid;
    gap: 0.15rem;
    align-content: start;
    min-width: 9.5rem;
    padding: 0.35rem 0.55rem;
    border: 1px solid var(--stigmeria-button-border, #8c959f);
    border-left-width: 4px;
    border-radius: 6px;
    background: var(--stigmeria-button-background, #fff);
    text-align: left;
    font-size: 0.85em;
  }
  .player-tab.player-panel {
    flex: 0 1 15rem;
  }
  /* On a phone the panels stand in one row that scrolls sideways, so that the board still comes first. */
  @container (max-width: 42rem) {
    .players:not(.single) {
      flex-wrap: nowrap;
      overflow-x: auto;
      padding-bottom: 0.2rem;
    }
    .player-tab.player-panel {
      flex: 0 0 11rem;
    }
  }
  .players.single .player-panel {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
    min-width: 0;
  }
  /* Whose turn it is: a coloured edge and a badge, as a board game's player boards mark it. */
  .player-panel[data-to-play='true'] {
    border-left-color: var(--stigmeria-hint, #0a7d3e);
  }
  .player-panel[data-status='out'] {
    opacity: 0.7;
  }
  .panel-head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.2rem 0.5rem;
  }
  .player-name {
    font-weight: 600;
  }
  .to-play {
    padding: 0 0.4em;
    border-radius: 999px;
    /* Filled, so that it reads on a selected panel's tint as well as on the page. */
    border: 1px solid var(--stigmeria-hint, #0a7d3e);
    background: var(--stigmeria-hint, #0a7d3e);
    color: var(--stigmeria-background, #fff);
    font-size: 0.8em;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .panel-recruit {
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem 0.4rem;
    align-items: center;
  }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 0.15rem;
    font-variant-numeric: tabular-nums;
  }
  .chip .token {
    width: 0.85em;
    animation: none;
  }
  .panel-earned,
  .panel-joker {
    color: var(--stigmeria-muted, #59636e);
  }

  /* ---- game log ---- */
  .log {
    display: grid;
    gap: 0.3rem;
    min-width: 0;
  }
  /* The log scrolls inside its own box: the page around the board never moves. */
  .log-box {
    position: relative;
    max-height: 14rem;
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: 0.3rem 0.45rem;
    border: 1px solid var(--stigmeria-button-border, #8c959f);
    border-radius: 6px;
    background: var(--stigmeria-button-background, #fff);
    font-size: 0.82em;
  }
  .log-box:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 1px;
  }
  .log-turn-title {
    margin: 0.35rem 0 0.1rem;
    font-size: 0.9em;
    color: var(--stigmeria-muted, #59636e);
  }
  .log-turn:first-of-type .log-turn-title {
    margin-top: 0;
  }
  .log-lines {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .log-line {
    margin: 0;
    padding: 0.1rem 0.25rem;
    border-radius: 3px;
  }
  .log-line[aria-current='step'] {
    background: var(--stigmeria-note-background, #eef4ff);
  }
  .log-step {
    min-height: 0;
    width: 100%;
    padding: 0.1rem 0.2rem;
    border: 0;
    background: transparent;
    text-align: left;
  }
  .log-empty {
    margin: 0;
  }

  /* ---- end screen ---- */
  .end-panel {
    position: relative;
    display: grid;
    gap: 0.5rem;
    overflow: hidden;
    background: var(--stigmeria-button-background, #fff);
  }
  .end-sentence {
    margin: 0;
    font-size: 1.05em;
    font-weight: 600;
  }
  .end-buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  /* "Download the game" is a link drawn as the buttons beside it (the element's button rule names it too). */
  .button-link {
    display: inline-flex;
    align-items: center;
    text-decoration: none;
  }
  .button-link:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 1px;
  }
  .play-again {
    border-color: var(--_focus);
    box-shadow: inset 0 0 0 1px var(--_focus);
  }
  .rank {
    white-space: nowrap;
  }
  /* A short celebration: petals in the game's colours drift down once. */
  .celebration {
    position: absolute;
    inset: 0;
    pointer-events: none;
  }
  .falling-petal {
    position: absolute;
    top: -1rem;
    width: 0.7rem;
    height: 1rem;
    border-radius: 50% 50% 50% 0;
    opacity: 0;
    animation: stigmeria-petal 1.6s ease-in forwards;
  }
  .falling-petal-1 { left: 8%; background: var(--stigmeria-blue, #2f6fd6); animation-delay: 0ms; }
  .falling-petal-2 { left: 20%; background: var(--stigmeria-yellow, #f2c230); animation-delay: 120ms; }
  .falling-petal-3 { left: 33%; background: var(--stigmeria-red, #d93b3b); animation-delay: 260ms; }
  .falling-petal-4 { left: 46%; background: var(--stigmeria-green, #3a9d4a); animation-delay: 60ms; }
  .falling-petal-5 { left: 58%; background: var(--stigmeria-orange, #f08a24); animation-delay: 200ms; }
  .falling-petal-6 { left: 70%; background: var(--stigmeria-violet, #8a4fc2); animation-delay: 320ms; }
  .falling-petal-7 { left: 82%; background: var(--stigmeria-blue, #2f6fd6); animation-delay: 160ms; }
  .falling-petal-8 { left: 93%; background: var(--stigmeria-yellow, #f2c230); animation-delay: 40ms; }
  @keyframes stigmeria-petal {
    0% {
      opacity: 0.9;
      transform: translateY(0) rotate(0deg);
    }
    100% {
      opacity: 0;
      transform: translateY(9rem) rotate(200deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .celebration {
      display: none;
    }
  }

  /* ---- how to play ---- */
  .how-to > summary {
    cursor: pointer;
    font-weight: 600;
  }
  .how-to-body {
    display: grid;
    gap: 0.3rem;
    margin-top: 0.3rem;
    font-size: 0.85em;
  }
  .how-to-body p,
  .how-to-body h4 {
    margin: 0;
  }
  .how-to-body h4 {
    font-size: 0.95em;
  }

  /* ---- schema card ---- */
  /* As the printed card: the miniature on the left, its facts beside it. */
  .schema-card {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0.3rem 0.6rem;
    align-items: start;
    padding: 0.5rem;
    border: 1px solid var(--stigmeria-button-border, #8c959f);
    border-radius: 8px;
    background: var(--stigmeria-button-background, #fff);
    font-size: 0.85em;
  }
  .schema-card > :not(.card-miniature) {
    grid-column: 2;
  }
  .card-head {
    display: flex;
    flex-direction: column;
    flex-wrap: wrap;
    gap: 0.2rem 0.6rem;
    align-items: baseline;
  }
  .card-name {
    font-weight: 600;
  }
  .card-stars,
  .card-flower {
    color: var(--stigmeria-muted, #59636e);
  }
  .card-miniature {
    grid-column: 1;
    grid-row: 1 / span 4;
    width: 8rem;
    height: 8rem;
    border-radius: 4px;
  }
  .card-field {
    fill: var(--stigmeria-cell-background, #f4efe2);
  }
  .card-rule {
    stroke: var(--stigmeria-board-background, #d9cfb8);
    stroke-width: 0.06;
  }
  .card-target {
    fill: var(--_tok);
    stroke: rgb(0 0 0 / 0.35);
    stroke-width: 0.05;
  }
  .card-target[data-color='white'] {
    stroke: var(--stigmeria-white-outline, #8f8a7a);
    stroke-width: 0.1;
  }
  .card-setup {
    fill: none;
    stroke: var(--_tok);
    stroke-width: 0.14;
  }
  .card-count,
  .card-setup-list {
    margin: 0;
  }
  .card-wind-list {
    display: flex;
    flex-wrap: wrap;
    gap: 0.15rem;
    margin: 0.1rem 0 0;
    padding: 0;
    list-style: none;
  }
  .card-wind-list li {
    display: inline-grid;
    place-items: center;
    width: 1.3rem;
    height: 1.3rem;
    border: 1px solid var(--stigmeria-button-border, #8c959f);
    border-radius: 3px;
  }
`;
