/** The installed packages under plain Node ESM, without a bundler or a DOM. */
import { expect, it } from 'vitest';
import { runNode } from './consumer.js';

it('@stigmeria/rules plays, records and replays a seeded game', async () => {
  const result = JSON.parse(await runNode('rules-game.mjs')) as Record<string, unknown>;
  expect(result).toMatchObject({ over: true, replayed: true });
  expect(result['steps']).toBeGreaterThan(10);
});

it('@stigmeria/board imports in Node: the class, the define module (into Lit\'s DOM shim) and the React wrapper', async () => {
  const result = JSON.parse(await runNode('board-node.mjs')) as Record<string, unknown>;
  expect(result).toEqual({
    index: ['DEFAULT_SEED', 'GameController', 'ReplayController', 'SPEEDS', 'StigmeriaBoard'],
    classIsFunction: true,
    defineExportsSameClass: true,
    registered: true,
    reactComponent: true,
  });
});
