/** The installed packages' declarations, checked with their own .d.ts files (no skipLibCheck). */
import { expect, it } from 'vitest';
import { runTsc } from './consumer.js';

/**
 * types.ts: the rules, the solver and the board, without Node's types (the board and the rules run in browsers).
 * cli-types.ts: the cli's library entry, with Node's types, which its declarations name.
 */
const CONFIGS = ['tsconfig.nodenext.json', 'tsconfig.bundler.json', 'tsconfig.cli-nodenext.json', 'tsconfig.cli-bundler.json'];

it.each(CONFIGS)('the public types resolve and check under %s', async (tsconfig) => {
  expect(await runTsc(tsconfig)).toBe('');
});
