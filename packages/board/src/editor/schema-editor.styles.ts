/**
 * The editor's own styles, beside the board's (the grid, the flower, the tokens and the themes come from those).
 * Page-level colours are the board's `--stigmeria-*` custom properties, so the editor follows the same themes.
 * @module
 */
import { css } from 'lit';

export const editorStyles = css`
  :host {
    --_line: var(--stigmeria-button-border, #8c959f);
  }
  .editor {
    display: grid;
    gap: 0.75rem;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
  }
  button,
  .button,
  select,
  input[type='text'],
  input[type='url'] {
    font: inherit;
    color: inherit;
    background: var(--stigmeria-button-background, #fff);
    border: 1px solid var(--_line);
    border-radius: 6px;
    padding: 0.35rem 0.6rem;
    min-height: 2.25rem;
  }
  button:not(:disabled),
  .button {
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.5;
  }
  button:focus-visible,
  .button:focus-within,
  select:focus-visible,
  input:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 1px;
  }
  .import input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  .import {
    position: relative;
    display: inline-flex;
    align-items: center;
  }
  .drop-hint {
    color: var(--stigmeria-muted, #59636e);
    font-size: 0.9em;
  }
  .notice {
    margin: 0;
    min-height: 1.4em;
  }
  .notice.error {
    padding: 0.4rem 0.6rem;
    background: var(--stigmeria-message-background, #fdecea);
    border-inline-start: 4px solid var(--stigmeria-error, #c62828);
  }
  .notice:empty {
    display: none;
  }
  .link {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  .link input {
    flex: 1 1 16rem;
    min-width: 0;
  }
  .summary {
    margin: 0;
    font-weight: 600;
  }
  .summary.invalid {
    color: var(--stigmeria-error, #c62828);
  }
  .main {
    display: grid;
    gap: 1rem;
    align-items: start;
  }
  @container (min-width: 760px) {
    .main {
      grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr);
    }
  }
  .paint {
    display: grid;
    gap: 0.5rem;
    max-width: min(100%, 72svh);
  }
  fieldset {
    border: 1px solid var(--_line);
    border-radius: 6px;
    margin: 0;
    padding: 0.4rem 0.6rem 0.6rem;
    min-width: 0;
  }
  legend {
    font-weight: 600;
  }
  .palette {
    display: grid;
    gap: 0.4rem;
  }
  .colours {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
  }
  .swatch {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    padding: 0.25rem 0.45rem;
  }
  .swatch[aria-pressed='true'] {
    box-shadow: inset 0 0 0 2px var(--_focus);
    font-weight: 600;
  }
  .swatch-dot {
    width: 1.1rem;
    height: 1.1rem;
    border-radius: 50%;
    background: var(--_tok);
    box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.4);
  }
  .swatch-name {
    font-size: 0.85em;
  }
  /* On a narrow editor the colour names are said, not shown: the dots and their letters are enough to see. */
  @container (max-width: 520px) {
    .swatch:not(.erase) .swatch-name {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
  /* The flower is the schema's, not a game's: no action is spent and no turn is under way. */
  .spent-label,
  .marker {
    display: none;
  }
  .choice {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    margin-inline-end: 0.8rem;
    min-height: 2rem;
  }
  .paint-area {
    user-select: none;
    -webkit-user-select: none;
  }
  .cell.paintable {
    cursor: pointer;
  }
  .cell.problem {
    box-shadow: inset 0 0 0 3px var(--stigmeria-error, #c62828);
  }
  .keys {
    margin: 0;
    font-size: 0.85em;
    color: var(--stigmeria-muted, #59636e);
  }
  .about {
    display: grid;
    gap: 0.5rem;
  }
  .field {
    display: grid;
    gap: 0.2rem;
  }
  .field.invalid input {
    border-color: var(--stigmeria-error, #c62828);
  }
  .problems {
    margin: 0.1rem 0 0;
    padding-inline-start: 1.2rem;
    color: var(--stigmeria-error, #c62828);
    font-size: 0.9em;
  }
  .winds {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
    gap: 0.3rem 0.6rem;
  }
  .winds legend,
  .winds .problems {
    grid-column: 1 / -1;
  }
  .wind {
    display: grid;
    gap: 0.1rem;
    font-size: 0.9em;
  }
  .check h2,
  .play h2 {
    font-size: 1.05rem;
    margin: 0.6rem 0 0.3rem;
  }
  .check .buttons,
  .play-bar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .why,
  .check-mode {
    margin: 0.3rem 0;
    color: var(--stigmeria-muted, #59636e);
  }
  .check-status {
    margin: 0.3rem 0;
  }
  .results {
    border-collapse: collapse;
    width: 100%;
    font-size: 0.9em;
  }
  .results th,
  .results td {
    border: 1px solid var(--_line);
    padding: 0.2rem 0.4rem;
    text-align: start;
  }
  .results tr[data-found='true'] td:first-of-type {
    font-weight: 600;
  }
  .play {
    border: 1px solid var(--_line);
    border-radius: 6px;
    padding: 0.5rem;
  }
  @media (prefers-reduced-motion: reduce) {
    * {
      transition: none !important;
      animation: none !important;
    }
  }
`;
