/**
 * The tutorial recorder's English texts.
 * @module
 */
import type { RecorderStrings } from './texts.js';

export const en: RecorderStrings = {
  title: 'Tutorial recorder',
  modes: {
    discovery: 'Discovery',
    normal: 'Normal',
    competitive: 'Competitive',
    'competitive-no-limit': 'Competitive, no limit',
    'solo-no-limit': 'Solo, no limit',
  },
  setup: {
    heading: 'Record a new tutorial',
    intro: 'Choose the game, play it on the board, then write a caption for the steps worth explaining.',
    schema: 'Schema',
    mode: 'Mode',
    players: 'Players',
    seed: 'Seed',
    seedHelp: 'The same seed deals the same bags. The replay carries it, so anyone can play the tutorial again.',
    newSeed: 'New seed',
    start: 'Start recording',
    noSchema: 'No schema of the catalogue is played in this mode.',
  },
  open: {
    heading: 'Edit the captions of a replay',
    intro: 'Open a replay file: the rules check every step before it is shown.',
    pick: 'Open a replay file',
    drop: 'or drop it here',
    reading: 'Reading the file…',
    refused: (name) => `“${name}” cannot be opened.`,
  },
  record: {
    heading: 'Recording',
    steps: (n) => `${n} step${n === 1 ? '' : 's'} recorded`,
    takeBack: 'Take back the last step',
    undoHelp:
      'The board’s Undo follows the rules: within your turn, back to the last draw, die roll or other step that revealed something (R22). “Take back the last step” edits the recording instead: it removes any last step, a draw or the end of a turn included, and plays the game again from its setup without it; the same seed deals the same bags.',
    caption: 'Write the captions',
    restart: 'Record another game',
    tookBack: (n) => `Last step taken back: ${n} step${n === 1 ? '' : 's'} left.`,
  },
  caption: {
    heading: 'Captions',
    intro: 'Step through the game with the board’s controls; the caption of the step shown is edited here.',
    setupStep: (total) => `The setup, before step 1 of ${total}`,
    step: (n, total) => `Step ${n} of ${total}`,
    setupHelp: 'Before the first step, the board shows the tutorial’s title.',
    previous: 'Previous step',
    next: 'Next step',
    english: 'Caption in English',
    french: 'Caption in French',
    titleEnglish: 'Title in English',
    titleFrench: 'Title in French',
    count: (used, limit) => `${used} / ${limit} characters`,
    download: 'Download the tutorial',
    recordMore: 'Record more steps',
    restart: 'Record another game',
    notReady: 'The tutorial cannot be downloaded yet.',
    captioned: (n, total) => `${n} of ${total} steps captioned.`,
  },
  errors: {
    codes: {
      'recorder/too-large': 'The file is larger than any replay.',
      'recorder/not-json': 'The file is not JSON text.',
      'recorder/needs-english': 'A French text has no English one: write the English first.',
      'replay/invalid': 'The file is not a valid replay document.',
      'replay/rules-version': 'The replay was recorded with another version of the rules.',
      'replay/too-many-steps': 'The replay holds more steps than a game of its mode can.',
      'replay/setup': 'The replay’s setup does not start a game.',
      'replay/illegal-step': 'A recorded step is not allowed by the rules.',
      'replay/events-differ': 'A recorded step does not give what the rules give.',
    },
    other: 'The rules refuse this replay.',
    code: (code) => `Code: ${code}`,
    path: (path) => `Where: ${path === '' ? 'the whole document' : path}`,
  },
};
