/** The installed packages' declarations, checked with their own .d.ts files (no skipLibCheck). */
import { expect, it } from 'vitest';
import { runTsc } from './consumer.js';

it.each(['tsconfig.nodenext.json', 'tsconfig.bundler.json'])('the public types resolve and check under %s', async (tsconfig) => {
  expect(await runTsc(tsconfig)).toBe('');
});
