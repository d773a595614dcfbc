// The recorder's document is one the command line accepts: the three-step tutorial, recorded and captioned through
// the recorder's pure module (as the element records it from the board's log), written to a file the way the
// download writes it, and given to the built `stigmeria verify`.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSchema, replayGame, type GameSetup } from '@stigmeria/rules';
import { emptyDraft, paint, toDocument } from '../src/editor/draft.js';
import { schemaFromLink } from '../src/recorder/own-schema.js';
import { linkFragment } from '../src/editor/share-link.js';
import { expect, it } from 'vitest';
import { exportText, startTutorial, withCaption, withSteps, type Tutorial } from '../src/recorder/tutorial.js';
import { CAPTIONS, SETUP, recorded, threeCommands } from './recorder-script.js';

const CLI = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'cli', 'dist', 'main.js');

function verify(file: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, 'verify', file], (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : -1, stdout, stderr });
    });
  });
}

function captioned(setup: GameSetup = SETUP): Tutorial {
  let tutorial = withSteps(startTutorial(setup), recorded(threeCommands(setup), setup));
  CAPTIONS.forEach((caption, step) => {
    tutorial = withCaption(tutorial, step, 'en', caption.en);
    tutorial = withCaption(tutorial, step, 'fr', caption.fr);
  });
  return tutorial;
}

it('stigmeria verify accepts the captioned three-step tutorial the recorder writes', async () => {
  const text = exportText(captioned());
  if (!text.ok) throw new Error(`${text.error.code} at ${text.error.path}`);
  const document = JSON.parse(text.value);
  expect(document.metadata.title).toEqual(CAPTIONS[0]);
  expect(document.steps.map((s: { note?: unknown }) => s.note)).toEqual(CAPTIONS.slice(1));
  const file = join(mkdtempSync(join(tmpdir(), 'stigmeria-recorder-')), 'tutorial.replay.json');
  writeFileSync(file, text.value);
  const ran = await verify(file);
  expect(ran.stderr).toBe('');
  expect(ran.code).toBe(0);
  expect(ran.stdout).toContain('3 steps verified, turn 2');
});

it('stigmeria verify refuses that file once a recorded event is changed, as replayGame does', async () => {
  const text = exportText(captioned());
  if (!text.ok) throw new Error(text.error.code);
  const document = JSON.parse(text.value);
  const drawn = document.steps[0].events.find((e: { type: string }) => e.type === 'drawn');
  drawn.color = drawn.color === 'blue' ? 'red' : 'blue';
  expect(replayGame(document).ok).toBe(false);
  const file = join(mkdtempSync(join(tmpdir(), 'stigmeria-recorder-')), 'tampered.replay.json');
  writeFileSync(file, JSON.stringify(document));
  const ran = await verify(file);
  expect(ran.code).not.toBe(0);
  expect(ran.stderr).toContain('replay/events-differ');
});

it('stigmeria verify accepts a tutorial of a schema of one\'s own, sent from the editor by its share link', async () => {
  // The editor's document of two painted targets, through the link its "Record a tutorial" writes, read by the recorder.
  const document = toDocument(paint(paint(emptyDraft(), 'targets', 0, 'blue'), 'targets', 11, 'red'));
  expect(parseSchema(document).ok).toBe(true);
  const read = schemaFromLink(`#${linkFragment(document)}`);
  if (read === null || !read.ok) throw new Error('the link is refused');
  const text = exportText(captioned({ schema: read.value, mode: 'normal', players: 1, seed: 'own-schema-verify' }));
  if (!text.ok) throw new Error(`${text.error.code} at ${text.error.path}`);
  expect(JSON.parse(text.value).setup.schema.id).toBe('my-schema');
  const file = join(mkdtempSync(join(tmpdir(), 'stigmeria-recorder-')), 'my-schema.tutorial.replay.json');
  writeFileSync(file, text.value);
  const ran = await verify(file);
  expect(ran.stderr).toBe('');
  expect(ran.code).toBe(0);
  expect(ran.stdout).toContain('3 steps verified, turn 2');
});
