// What a Node program gets from the board's CDN entry (`@stigmeria/board/cdn`): nothing, on purpose. That file is a
// browser build, with Lit's browser build inside (Lit's Node build, and its DOM shim, are for the package's other
// entries): as it loads it reads the page's `document`, so in Node it stops at once with a ReferenceError. It must
// stop there before it defines anything or adds a global, so a server renderer that imports it by mistake is told at
// once and is left as it was. Run alone, in a Node without any DOM shim loaded.
const before = new Set(Reflect.ownKeys(globalThis));
let failure = null;
try {
  await import('@stigmeria/board/cdn');
} catch (error) {
  failure = error;
}
const added = Reflect.ownKeys(globalThis)
  .filter((key) => !before.has(key))
  .map(String);
console.log(
  JSON.stringify({
    imported: failure === null,
    error: failure === null ? null : failure.name,
    missing: /^(\w+) is not defined$/.exec(failure?.message ?? '')?.[1] ?? null,
    added,
  }),
);
