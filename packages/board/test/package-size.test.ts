// The CDN bundle is what a page downloads before it shows a board: its gzipped size is held to a ceiling, measured
// as a CDN serves it (gzip level 9, as scripts/build-cdn.mjs prints it).
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { readCdnBundle } from './package-harness.js';

const KB = 1024;
/** The product's budget for the bundle, gzipped. docs/performance.md says why it is not met yet and what would meet it. */
const BUDGET = 35 * KB;
/**
 * Until the bundle fits the budget it may not grow past this ceiling: 66.7 KB for the rules of every mode (their
 * documents checked by walking the JSON Schemas), the element that shows them, with hints (the solver itself is a
 * second file, loaded only when a hint is asked), plus about 1.5 KB. Lower it when the bundle shrinks; it is
 * BUDGET once that fits.
 */
const CEILING = 68.0 * KB;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

it('keeps the gzipped CDN bundle under its ceiling', () => {
  const gzipped = gzipSync(readCdnBundle(), { level: 9 }).length;
  expect(
    gzipped <= CEILING,
    `dist/cdn/stigmeria-board.js is ${kb(gzipped)} gzipped, over its ${kb(CEILING)} ceiling (the budget is ${kb(BUDGET)}); ` +
      '`node scripts/build-cdn.mjs --analyze` lists what weighs most',
  ).toBe(true);
});
