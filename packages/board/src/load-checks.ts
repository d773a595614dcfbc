/**
 * Loads the board's checks of documents and commands from outside (`checks.ts`) once, on demand: the first
 * render of a catalogue schema never waits for them. Once loaded they are used synchronously.
 * @module
 */

/** The checks: the rules' validators and document readers, and the check of a long replay in slices. */
export type Checks = typeof import('./checks.js');

let loaded: Checks | null = null;
let loading: Promise<Checks> | null = null;

/** The checks, if they have arrived; `null` before. */
export function loadedChecks(): Checks | null {
  return loaded;
}

/** Loads the checks, once for every board of the page; a load that failed (the network) is tried again next time. */
export function loadChecks(): Promise<Checks> {
  loading ??= import('./checks.js').then(
    (checks) => (loaded = checks),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
