/**
 * The views a game shows only later, and the controllers only some boards use: the decisions panel (while a
 * decision waits), the end screen and the best lines (at the end), the hint (with `hints`), the How to play panel's
 * text, online play's strip and game source (with `server`) and the computer's seats (with `bots`). One chunk of the
 * CDN build, which `load-views.ts` imports right after a board's first render, so that a one-player normal board
 * renders from what the entry imports at once.
 *
 * The rules of commands come with them: a board draws its first view from `@stigmeria/rules/view` (the start of a
 * game, its view and the rules' tables) and needs `legalActions`, `playCommand` and `legalCommandOf` only from its
 * first command on, so the actions' rules of every mode leave the first download too (`legal.ts`).
 * @module
 */
export { legalActions, legalCommandOf, playCommand } from '@stigmeria/rules/engine';
export { renderDecisions } from './views/decisions.js';
export { renderEndPanel } from './views/end-panel.js';
export { renderBestLineBar, renderBestLines } from './views/best-line.js';
export { renderHint } from './views/hint.js';
export { renderHelp } from './views/help.js';
export { onlineAnnouncement, renderOnline } from './views/online.js';
export { RemoteSource } from './controllers/remote-source.js';
export { ComputerSeats } from './controllers/computer-seats.js';
