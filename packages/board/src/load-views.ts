/**
 * Loads the late views (`late-views.ts`: the decisions panel, the end screen, the hint, the How to play panel's
 * text, online play's strip and source, the computer's seats) once for every board of the page, right after a
 * board's first render, so that in a game they are there before they are needed. Once loaded they are used
 * synchronously.
 * @module
 */

/** The late views and controllers. */
export type LateViews = typeof import('./late-views.js');

let loaded: LateViews | null = null;
let loading: Promise<LateViews> | null = null;

/** The late views, if they have arrived; `null` before. */
export function loadedViews(): LateViews | null {
  return loaded;
}

/** Loads the late views; a load that failed (the network) is tried again next time. */
export function loadViews(): Promise<LateViews> {
  loading ??= import('./late-views.js').then(
    (views) => (loaded = views),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
