/**
 * Module workers under Trusted Types. A page whose Content-Security-Policy says `require-trusted-types-for
 * 'script'` refuses a plain string or URL as a worker's script: it must be a `TrustedScriptURL`, made by a policy
 * the page allows by name. The element's policy is `stigmeria-worker` (the page lists it in its `trusted-types`
 * directive beside `lit-html`), and it accepts only the build's own workers: a URL of the folder this module is
 * served from or of a folder inside it (the schema editor's `editor/`), named `….worker.js` or `…-worker.js` (`.ts` under a development server that serves the sources), with
 * no query or fragment. Without Trusted Types the URL is given as it is.
 * @module
 */

/** The name of the element's Trusted Types policy for its workers. */
export const WORKER_POLICY = 'stigmeria-worker';

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy;
}

/** The policy, made once (a policy name may be made only once on a page that does not allow duplicates). */
let policy: ScriptUrlPolicy | null | undefined;

/** Whether `input` is one of the build's own workers: beside this module or one folder down, a worker file, nothing added. */
function ownWorker(input: string): boolean {
  const url = new URL(input);
  // The folder from the module's own URL as a string: bundlers rewrite `new URL('.', import.meta.url)`.
  const here = new URL(import.meta.url);
  const folder = here.pathname.slice(0, here.pathname.lastIndexOf('/') + 1);
  const name = url.pathname.slice(folder.length);
  return url.origin === here.origin && url.pathname.startsWith(folder) && /^(?:[a-z0-9-]+\/)?[a-z0-9-]+[.-]worker\.[jt]s$/.test(name) && url.search === '' && url.hash === '';
}

function policyOf(factory: TrustedTypesFactory): ScriptUrlPolicy {
  policy ??= factory.createPolicy(WORKER_POLICY, {
    createScriptURL: (input) => {
      if (!ownWorker(input)) throw new TypeError(`${WORKER_POLICY}: not a worker of the board: ${input}`);
      return input;
    },
  });
  return policy;
}

/**
 * A module worker running the script at `url` (one of the build's own workers), named `name`. Throws as
 * `new Worker` throws: when the page's policy does not allow `stigmeria-worker`, when the URL is not the
 * build's own, or when the script is of another origin than the page. The caller falls back to working on the
 * main thread.
 */
export function createModuleWorker(url: URL, name: string): Worker {
  // Checked on every page, not only where Trusted Types are enforced: the function starts the build's workers only.
  if (!ownWorker(url.href)) throw new TypeError(`${WORKER_POLICY}: not a worker of the board: ${url.origin}${url.pathname}`);
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  const script = factory === undefined ? url : policyOf(factory).createScriptURL(url.href);
  // A TrustedScriptURL is what `new Worker` takes under Trusted Types; the DOM typings know only strings and URLs.
  return new Worker(script as URL, { type: 'module', name });
}
