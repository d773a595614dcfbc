/**
 * `createModuleWorker`: starts a module Worker from one of the package's own files, also on a page that enforces
 * Trusted Types (`require-trusted-types-for 'script'`), where a Worker's URL must be a `TrustedScriptURL`. The URL
 * goes through the package's named policy, `stigmeria-worker`, which a host page lists in its CSP
 * (`trusted-types lit-html stigmeria-worker`); the policy accepts only URLs of the same origin inside the folder
 * this module was loaded from (the package's `dist/`, or its CDN folder), so that it can never be used to start a
 * script from elsewhere.
 * @module
 */

/** The part of the Trusted Types API the policy needs (not in every TypeScript DOM library yet). */
interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): { createScriptURL(input: string): unknown };
}

/**
 * The folder of the package's files: this module's own folder (cut from its URL as a string, which bundlers that
 * rewrite `new URL(…, import.meta.url)` leave alone).
 */
const PACKAGE_FOLDER = new URL(import.meta.url.slice(0, import.meta.url.split(/[?#]/)[0]!.lastIndexOf('/') + 1));

/** Whether `url` names a script of the package: same origin, inside its folder, a `.js` (or, from sources, `.ts`) file. */
function isPackageScript(url: URL): boolean {
  return (
    url.origin === PACKAGE_FOLDER.origin &&
    url.pathname.startsWith(PACKAGE_FOLDER.pathname) &&
    !url.pathname.slice(PACKAGE_FOLDER.pathname.length).split('/').includes('..') &&
    /\.(?:m?js|ts)$/.test(url.pathname) &&
    url.username === '' &&
    url.password === ''
  );
}

/** The policy, made once: a page may create a policy of a given name only once (unless it allows duplicates). */
let policy: { createScriptURL(input: string): unknown } | null | undefined;

function workerPolicy(): { createScriptURL(input: string): unknown } | null {
  if (policy !== undefined) return policy;
  const tt = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  policy =
    tt === undefined
      ? null
      : tt.createPolicy('stigmeria-worker', {
          createScriptURL: (input: string) => {
            const url = new URL(input, PACKAGE_FOLDER);
            if (!isPackageScript(url)) throw new TypeError(`stigmeria-worker: ${url.origin}${url.pathname} is not a file of @stigmeria/board`);
            return url.href;
          },
        });
  return policy;
}

/**
 * A module Worker for `url`, a file of the package (`new URL('./some-worker.js', import.meta.url)`), named `name`
 * in the browser's tools. Throws a `TypeError` for a URL outside the package, and whatever the browser throws
 * when the page's CSP does not allow the policy.
 */
export function createModuleWorker(url: URL, name: string): Worker {
  if (!isPackageScript(url)) throw new TypeError(`${url.origin}${url.pathname} is not a file of @stigmeria/board`);
  const trusted = workerPolicy();
  // Worker's constructor takes a TrustedScriptURL where Trusted Types exist; TypeScript's DOM types say string | URL.
  const scriptUrl = (trusted === null ? url : trusted.createScriptURL(url.href)) as string | URL;
  return new Worker(scriptUrl, { type: 'module', name });
}
