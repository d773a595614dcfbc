/**
 * Registers `<stigmeria-tutorial-recorder>` (and `<stigmeria-board>`, which it holds). Importing this module twice,
 * or next to another copy, never throws: a tag is only defined when it is free.
 * @module
 */
import '../define.js';
import { StigmeriaTutorialRecorder } from './tutorial-recorder.js';

if (customElements.get('stigmeria-tutorial-recorder') === undefined) {
  customElements.define('stigmeria-tutorial-recorder', StigmeriaTutorialRecorder);
}

export { StigmeriaTutorialRecorder };
