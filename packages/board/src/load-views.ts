/**
 * Loads the late views (`late-views.ts`: the decisions panel, the end screen, the hint, the How to play panel's
 * text, online play's strip and source, the computer's seats) once for every board of the page: at once when a
 * board needs one of them, else when the page is idle after a board's first render, so that in a game they are
 * there before they are needed. Once loaded they are used synchronously.
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

/** The longest wait for an idle moment, in milliseconds: a busy page still gets its views soon after. */
const IDLE_TIMEOUT_MS = 200;

/**
 * Loads the late views once the page is idle (the first frame painted): where the browser has no
 * `requestIdleCallback`, after the current task.
 */
export function loadViewsWhenIdle(): Promise<LateViews> {
  return new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  }).then(loadViews);
}
