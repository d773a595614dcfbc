/**
 * Registers `<stigmeria-board>`. Importing this module twice, or next to another copy, never throws: the tag
 * is only defined when it is free.
 * @module
 */
import { StigmeriaBoard } from './stigmeria-board.js';

if (customElements.get('stigmeria-board') === undefined) {
  customElements.define('stigmeria-board', StigmeriaBoard);
}

declare global {
  interface HTMLElementTagNameMap {
    'stigmeria-board': StigmeriaBoard;
  }
}

export { StigmeriaBoard };
