/**
 * Loads the board's checks of documents and commands from outside (`checks.ts`) once, on demand: the first
 * render of a catalogue schema never waits for them. Once loaded they are used synchronously.
 * @module
 */
import { loadOnce } from './load-once.js';

/** The checks: the rules' validators and document readers, and the check of a long replay in slices. */
export type Checks = typeof import('./checks.js');

const checks = loadOnce<Checks>(() => import('./checks.js'));

/** The checks, if they have arrived; `null` before. */
export const loadedChecks = checks.loaded;

/** Loads the checks, once for every board of the page; a load that failed (the network) is tried again next time. */
export const loadChecks = checks.load;
