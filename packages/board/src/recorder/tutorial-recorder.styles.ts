/**
 * The tutorial recorder's styles. Its colours are the board's documented custom properties (`--stigmeria-*`), with
 * the board's light values as fallbacks; the board's themes (`themeStyles`) redefine them on the recorder too, so
 * `theme="dark"` darkens the recorder and the board it holds alike.
 * @module
 */
import { css } from 'lit';
import { themeStyles } from '../index.js';

const layout = css`
  :host {
    display: block;
    color: var(--stigmeria-text, #1d1d1f);
    background: var(--stigmeria-background, #fbfaf7);
    font-family: var(--stigmeria-font, system-ui, sans-serif);
    line-height: 1.4;
  }
  [hidden] {
    display: none !important;
  }
  .recorder {
    display: grid;
    gap: 0.75rem;
    padding: 0.75rem;
  }
  .title {
    margin: 0;
    font-size: 1.25rem;
  }
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.05rem;
  }
  h4 {
    margin: 0.5rem 0 0.25rem;
    font-size: 1rem;
  }
  .choose {
    display: grid;
    gap: 0.75rem;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
    align-items: start;
  }
  .panel {
    display: grid;
    gap: 0.5rem;
    padding: 0.75rem;
    border: 1px solid var(--stigmeria-button-border, #b9b6ae);
    border-radius: var(--stigmeria-radius, 8px);
  }
  .field {
    display: grid;
    gap: 0.25rem;
  }
  .inline {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .inline input {
    flex: 1 1 12rem;
    min-width: 0;
  }
  .help,
  .counter {
    margin: 0;
    color: var(--stigmeria-muted, #5f5d58);
    font-size: 0.9rem;
  }
  select,
  input,
  textarea,
  button,
  .button-like {
    font: inherit;
    color: inherit;
    background: var(--stigmeria-button-background, #fff);
    border: 1px solid var(--stigmeria-button-border, #b9b6ae);
    border-radius: 6px;
    padding: 0.4rem 0.6rem;
    box-sizing: border-box;
    max-width: 100%;
  }
  textarea {
    resize: vertical;
    width: 100%;
  }
  button,
  .button-like {
    cursor: pointer;
    min-height: 2.5rem;
    text-decoration: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  button:disabled {
    cursor: default;
    opacity: 0.55;
  }
  .primary {
    border-width: 2px;
    border-color: var(--stigmeria-focus, #1f6feb);
    font-weight: 600;
  }
  :focus-visible {
    outline: 3px solid var(--stigmeria-focus, #1f6feb);
    outline-offset: 2px;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .drop {
    display: grid;
    justify-items: start;
    gap: 0.5rem;
    padding: 1rem;
    border: 2px dashed var(--stigmeria-button-border, #b9b6ae);
    border-radius: var(--stigmeria-radius, 8px);
  }
  .open.dragging .drop,
  .new.dragging .drop {
    border-color: var(--stigmeria-focus, #1f6feb);
    background: var(--stigmeria-note-background, #eef4ff);
  }
  /* The file input is the drop zone's control: kept in the tab order and read by screen readers, drawn as its label. */
  .file,
  .schema-file {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  /* The schema's name, once one of the author's own is chosen, with the way back to the catalogue under it. */
  .own-schema {
    margin: 0;
    font-weight: 600;
  }
  .drop:focus-within .button-like {
    outline: 3px solid var(--stigmeria-focus, #1f6feb);
    outline-offset: 2px;
  }
  .refusal,
  .withheld .refusal,
  .problem {
    margin: 0;
    padding: 0.5rem 0.75rem;
    border-left: 4px solid var(--stigmeria-error, #b3261e);
    background: var(--stigmeria-message-background, #fdecea);
    border-radius: 4px;
  }
  .refusal p {
    margin: 0.15rem 0;
  }
  .refusal .code {
    font-family: ui-monospace, monospace;
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
  .refusal .detail {
    color: var(--stigmeria-muted, #5f5d58);
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }
  .withheld p {
    margin: 0;
  }
  .work {
    display: grid;
    gap: 0.75rem;
    grid-template-columns: minmax(0, 1fr);
  }
  @media (min-width: 60rem) {
    .work {
      grid-template-columns: minmax(0, 1fr) minmax(18rem, 24rem);
      align-items: start;
    }
  }
  .stage {
    min-width: 0;
  }
  .count {
    margin: 0;
    font-weight: 600;
  }
  .notice {
    margin: 0;
    min-height: 1.4em;
    color: var(--stigmeria-muted, #5f5d58);
  }
`;

/** The recorder's sheets; the themes come last, as on the board: the dark one redefines what the others read. */
export const recorderStyles = [layout, themeStyles];
