// The recorder's CDN entry, dist/cdn/stigmeria-recorder.js: one tag defines <stigmeria-tutorial-recorder> and the
// <stigmeria-board> it holds. The build turns its imports of the board's entry into imports of stigmeria-board.js
// beside it, and it shares that file's chunks (Lit, the rules): a page that shows the recorder downloads each part
// once, and the board's own first load carries nothing of the recorder.
export * from './index.js';
