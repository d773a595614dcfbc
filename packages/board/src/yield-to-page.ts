/**
 * A turn for the page between two slices of long work on the main thread (a replay's check, a bot's choice).
 * @module
 */

/** How long one slice of work may run, in milliseconds: well within a frame, so that input is answered meanwhile. */
export const SLICE_MS = 8;

/**
 * Gives the page a turn between two slices: a new task, queued behind the page's own timers, frames and input.
 * `scheduler.postTask` where the browser has it, else a timeout (clamped to 4 ms when nested, so slower).
 * Not `scheduler.yield`: its continuation runs ahead of the page's tasks, so the host page's timers would
 * wait for the whole check and its frames would be drawn only every 100 ms or so.
 */
export function yieldToPage(): Promise<void> {
  type PostTask = (callback: () => void, options: { priority: 'user-visible' }) => Promise<void>;
  const scheduler = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler;
  if (typeof scheduler?.postTask === 'function') return scheduler.postTask(() => undefined, { priority: 'user-visible' });
  return new Promise((resolve) => setTimeout(resolve, 0));
}

