// What a Node program (a server-side renderer, a test runner without a DOM) can do with the board package:
// import every entry point (the tutorial recorder's too). Lit's Node build brings a minimal DOM shim with a custom element registry, and no page:
// importing touches no `window` or `document`, and creates neither. (The CDN entry is a browser build: see
// board-cdn-node.mjs.)
const index = await import('@stigmeria/board');
const define = await import('@stigmeria/board/define');
const react = await import('@stigmeria/board/react');
const recorder = await import('@stigmeria/board/recorder');
const registered = globalThis.customElements?.get('stigmeria-board');
console.log(
  JSON.stringify({
    index: Object.keys(index).sort(),
    classIsFunction: typeof index.StigmeriaBoard === 'function',
    defineExportsSameClass: define.StigmeriaBoard === index.StigmeriaBoard,
    registered: registered === index.StigmeriaBoard,
    reactComponent: typeof react.StigmeriaBoard === 'object' && react.StigmeriaBoard !== null,
    recorder: Object.keys(recorder).sort(),
    recorderRegistered: globalThis.customElements?.get('stigmeria-tutorial-recorder') === recorder.StigmeriaTutorialRecorder,
    window: typeof globalThis.window,
    document: typeof globalThis.document,
  }),
);
