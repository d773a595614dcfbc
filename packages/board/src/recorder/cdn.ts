// The recorder's CDN entry, dist/cdn/stigmeria-recorder.js: one tag defines <stigmeria-tutorial-recorder> and the
// <stigmeria-board> it holds. It shares the board's chunks (Lit, the rules, the element), so a page that loads
// both files downloads each part once, and the board's own first load does not carry the recorder.
export * from './index.js';
