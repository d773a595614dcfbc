/**
 * A part of the board that one dynamic `import()` brings, loaded once for every board of the page and used
 * synchronously once it has arrived. A load that failed (the network) is tried again on the next call.
 * @module
 */

/** A part loaded on demand: what has arrived, and the loading of it. */
export interface LoadedOnce<T> {
  /** The part, if it has arrived; `null` before. */
  readonly loaded: () => T | null;
  /** Loads the part, or gives the load under way or done. */
  readonly load: () => Promise<T>;
}

/** The part `importer` brings, loaded at most once at a time and kept once it has arrived. */
export function loadOnce<T>(importer: () => Promise<T>): LoadedOnce<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    loaded: () => loaded,
    load: () =>
      (loading ??= importer().then(
        (part) => (loaded = part),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}
