/**
 * Loads the late views (`late-views.ts`: the decisions panel, the end screen, the hint, the How to play panel's
 * text, online play's strip and source, the computer's seats) once for every board of the page, right after a
 * board's first render, so that in a game they are there before they are needed. Once loaded they are used
 * synchronously.
 * @module
 */
import { loadOnce } from './load-once.js';

/** The late views and controllers. */
export type LateViews = typeof import('./late-views.js');

const views = loadOnce<LateViews>(() => import('./late-views.js'));

/** The late views, if they have arrived; `null` before. */
export const loadedViews = views.loaded;

/** Loads the late views; a load that failed (the network) is tried again next time. */
export const loadViews = views.load;
