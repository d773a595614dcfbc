/**
 * `@stigmeria/board/recorder`: the tutorial recorder, `<stigmeria-tutorial-recorder>`, registered on import (with
 * `<stigmeria-board>`), and its pure functions on a tutorial, for pages and scripts that build the same document.
 * @packageDocumentation
 */
export { StigmeriaTutorialRecorder } from './define.js';
export type { RecorderPhase, RecorderRefusal } from './tutorial-recorder.js';
export type { RecorderLang, RecorderStrings } from './i18n/texts.js';
export { OWN_SCHEMA_ERROR_CODES, schemaFromFile, schemaFromLink, schemaOf } from './own-schema.js';
export {
  CAPTION_LENGTH,
  MAX_FILE_BYTES,
  RECORDER_ERROR_CODES,
  TITLE_LENGTH,
  captionLimit,
  captionOf,
  clip,
  draftDocument,
  exportText,
  fileName,
  needsEnglish,
  readTutorial,
  startTutorial,
  withCaption,
  withSteps,
  withoutLastStep,
  type Caption,
  type CaptionLang,
  type RecorderError,
  type Tutorial,
} from './tutorial.js';
