/** The installed packages under plain Node ESM, without a bundler or a DOM. */
import { expect, it } from 'vitest';
import { runNode } from './consumer.js';

/** The golden replay that the global setup copies into the consumer project. */
const GOLDEN = 'maronne-hearth-stone.replay.json';

it('@stigmeria/rules plays, records and replays a seeded game', async () => {
  const result = JSON.parse(await runNode('rules-game.mjs')) as Record<string, unknown>;
  expect(result).toMatchObject({ over: true, replayed: true });
  expect(result['steps']).toBeGreaterThan(10);
});

it('@stigmeria/rules exports each catalogue schema and its demonstration game as JSON documents', async () => {
  const result = JSON.parse(await runNode('rules-catalogue.mjs')) as { ids: string[]; catalogueIds: string[] } & Record<string, number>;
  // index.json lists the catalogue in its order; every id has a schema document and a replay that verifies.
  expect(result.ids).toEqual(result.catalogueIds);
  expect(result.ids.length).toBeGreaterThanOrEqual(20);
  const count = result.ids.length;
  expect(result).toMatchObject({ schemas: count, sameAsCatalogue: count, replayed: count, fulfilled: count });
});

it('@stigmeria/board imports in Node: the class, the define module (into Lit\'s DOM shim), the React wrapper and the recorder', async () => {
  const result = JSON.parse(await runNode('board-node.mjs')) as Record<string, unknown>;
  expect(result).toEqual({
    index: ['GameController', 'LANGUAGES', 'StigmeriaBoard', 'THEMES', 'registerTranslation', 'themeStyles'],
    classIsFunction: true,
    defineExportsSameClass: true,
    registered: true,
    reactComponent: true,
    // The tutorial recorder's element, registered on import, and its pure functions on a tutorial.
    recorder: [
      'CAPTION_LENGTH',
      'MAX_FILE_BYTES',
      'OWN_SCHEMA_ERROR_CODES',
      'RECORDER_ERROR_CODES',
      'StigmeriaTutorialRecorder',
      'TITLE_LENGTH',
      'captionLimit',
      'captionOf',
      'clip',
      'draftDocument',
      'exportText',
      'fileName',
      'needsEnglish',
      'readTutorial',
      'schemaFromFile',
      'schemaFromLink',
      'schemaOf',
      'startTutorial',
      'withCaption',
      'withSteps',
      'withoutLastStep',
    ],
    recorderRegistered: true,
    // A server renderer's process has no page, and importing the board makes none.
    window: 'undefined',
    document: 'undefined',
  });
});

it('@stigmeria/board/cdn, a browser build, stops at once in Node: a ReferenceError, nothing defined, no global added', async () => {
  // The board's README says so: the one-tag build carries Lit's browser build; Node programs import the package.
  const result = JSON.parse(await runNode('board-cdn-node.mjs')) as Record<string, unknown>;
  expect(result).toEqual({ imported: false, error: 'ReferenceError', missing: 'document', added: [] });
});

it('@stigmeria/solver solves a catalogue position within a node budget, and its line plays through the installed rules', async () => {
  // Eight of the golden game's fifteen steps played: a few hundred positions prove the best finish.
  const result = JSON.parse(await runNode('solver-line.mjs', [GOLDEN, '8'])) as Record<string, unknown>;
  expect(result).toMatchObject({ status: 'solved', provenOptimal: true });
  expect(result['finished']).toEqual({ turn: result['turns'], actions: result['actions'] });
  // The catalogue's golden line is a best one: the proven finish is the one it records.
  expect(result['finished']).toEqual(result['recorded']);
});

it('@stigmeria/cli imports without running the command, and its run verifies a replay with the caller\'s streams', async () => {
  const result = JSON.parse(await runNode('cli-node.mjs', [GOLDEN])) as Record<string, unknown>;
  expect(result).toMatchObject({ exports: ['EXIT', 'run'], ranOnImport: false, exitOk: 0, code: 0, stderr: '' });
  expect(result['verified']).toMatchObject({ ok: true, file: GOLDEN, steps: result['steps'], over: true });
});
