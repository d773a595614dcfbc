/**
 * Where the check worker's file is, beside this module. The CDN build (scripts/build-cdn.mjs) replaces this module
 * with one naming its own file, `stigmeria-editor-worker.js`, beside `stigmeria-editor.js`.
 * @module
 */
export const checkWorkerUrl = (): URL => new URL('./check-worker.js', import.meta.url);
