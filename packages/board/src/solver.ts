/**
 * What the `hints` and `bots` attributes load on demand, in one module: the solver's hint and bots with the words
 * of the hint's reasons, and the search for the best lines after a game with their words. The element imports it with a dynamic `import()` only; the CDN build makes it the
 * second file, `stigmeria-solver.js`, so that the board's own file carries none of it.
 * @module
 */
export { chooseSteps, hint } from '@stigmeria/solver';
export { findBestLines } from './best-line.js';
export { bestLineStrings } from './best-line-strings.js';
export { hintReasonText } from './views/hint-words.js';
