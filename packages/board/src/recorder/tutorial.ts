/**
 * A captioned tutorial being recorded or edited, and everything done to it, as plain functions of plain data: the
 * recorder element keeps one `Tutorial` and replaces it with what these functions return. Every document it writes
 * is checked by the rules' `replayGame` first, so the recorder never offers a replay the rules would refuse.
 * @module
 */
import {
  LIMITS,
  parseReplay,
  replayGame,
  serializeReplay,
  toReplay,
  type GameSetup,
  type LocalizedText,
  type Replay,
  type ReplayError,
  type ReplayStep,
  type Result,
} from '@stigmeria/rules';

/** A tutorial: the game's setup, its recorded steps with their caption drafts, and its metadata (the title). */
export interface Tutorial {
  readonly setup: Replay['setup'];
  /** The replay's metadata as recorded or read; `title` is the caption of the setup (step 0). */
  readonly metadata: NonNullable<Replay['metadata']>;
  /** The steps, each with its caption draft: `note.en` may be empty while `note.fr` is written. */
  readonly steps: readonly ReplayStep[];
}

/** A caption in both languages; an empty string is no caption in that language. */
export interface Caption {
  readonly en: string;
  readonly fr: string;
}

/** A language of the captions. */
export type CaptionLang = keyof Caption;

/** Why the recorder refused a file or a document: a stable code, the JSON path it concerns, and what went wrong. */
export interface RecorderError {
  /** `recorder/…` for the recorder's own checks, or the rules' replay code (`replay/invalid`, `replay/illegal-step`…). */
  readonly code: string;
  /** A JSON Pointer into the document (`""` for the whole of it). */
  readonly path: string;
  /** The code of the first problem the rules found inside an invalid document (`schema/type`…), if any. */
  readonly issue?: string;
  /** In English, from the rules or the recorder: the element words the code in the reader's language and shows this under it. */
  readonly message: string;
}

/** The codes of the recorder's own refusals. */
export const RECORDER_ERROR_CODES = Object.freeze({
  'recorder/too-large': 'The file is larger than a replay document may be.',
  'recorder/not-json': 'The file is not JSON text.',
  'recorder/needs-english': 'A French caption or title has no English one; the format asks for English first.',
} as const);

/**
 * The largest replay file the recorder reads, in bytes: far above the largest game (20,000 steps is the format's
 * bound, and the rules refuse a document past 500,000 JSON values), and small enough to read at once in a page.
 */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;

/** Characters in a step's caption (each language): the rules' own bound on a note. */
export const CAPTION_LENGTH = LIMITS.noteLength;
/** Characters in the tutorial's title (each language): the rules' bound on a title. */
export const TITLE_LENGTH = LIMITS.textLength;

/** A new tutorial of a setup, with no step yet. */
export function startTutorial(setup: GameSetup): Tutorial {
  return { setup: toReplay(setup, []).setup, metadata: {}, steps: [] };
}

function sameCommand(a: ReplayStep, b: ReplayStep): boolean {
  return JSON.stringify(a.command) === JSON.stringify(b.command);
}

/**
 * The tutorial with the steps the board's log holds now. A step that is still the same command at the same place
 * keeps its caption: taking back the last step, or the board's own undo, loses only the captions of the steps gone.
 */
export function withSteps(tutorial: Tutorial, log: readonly ReplayStep[]): Tutorial {
  const steps = log.map((step, i) => {
    const before = tutorial.steps[i];
    const bare: ReplayStep = { command: step.command, events: step.events };
    return before !== undefined && before.note !== undefined && sameCommand(before, step) ? { ...bare, note: before.note } : bare;
  });
  return { ...tutorial, steps };
}

/** Whether a board's log begins with every step of the tutorial, in order (and may hold more after them). */
export function logContinues(tutorial: Tutorial, log: readonly ReplayStep[]): boolean {
  return log.length >= tutorial.steps.length && tutorial.steps.every((step, i) => sameCommand(step, log[i]!));
}

/**
 * The tutorial without its last step, checked by replaying what is left through the rules. This is an edit of the
 * recording, not the rules' `undo`: it may take back any step (a draw, the end of a turn), since the game is played
 * again from its setup without it and the same seed deals the same bags.
 */
export function withoutLastStep(tutorial: Tutorial): Result<Tutorial, RecorderError> {
  if (tutorial.steps.length === 0) return { ok: true, value: tutorial };
  const shorter: Tutorial = { ...tutorial, steps: tutorial.steps.slice(0, -1) };
  const checked = replayGame(draftDocument(shorter));
  return checked.ok ? { ok: true, value: shorter } : { ok: false, error: fromReplayError(checked.error) };
}

/** The caption of a step (0 is the setup, whose caption is the tutorial's title). */
export function captionOf(tutorial: Tutorial, step: number): Caption {
  const text = step === 0 ? tutorial.metadata.title : tutorial.steps[step - 1]?.note;
  return { en: text?.en ?? '', fr: text?.fr ?? '' };
}

/** How many characters a caption of that step may hold, in each language. */
export function captionLimit(step: number): number {
  return step === 0 ? TITLE_LENGTH : CAPTION_LENGTH;
}

/** Cuts a text to `limit` characters (code points, as the rules count them), never inside a surrogate pair. */
export function clip(text: string, limit: number): string {
  if (text.length <= limit) return text;
  return Array.from(text).slice(0, limit).join('');
}

/** The tutorial with one language of one step's caption replaced (cut to the format's bound). */
export function withCaption(tutorial: Tutorial, step: number, lang: CaptionLang, text: string): Tutorial {
  const caption = { ...captionOf(tutorial, step), [lang]: clip(text, captionLimit(step)) };
  if (step === 0) {
    const { title: _old, ...metadata } = tutorial.metadata;
    const title = localizedOf(caption);
    return { ...tutorial, metadata: title === undefined ? metadata : { ...metadata, title } };
  }
  if (step < 1 || step > tutorial.steps.length) return tutorial;
  const steps = tutorial.steps.map((s, i) => {
    if (i !== step - 1) return s;
    const note = localizedOf(caption);
    return note === undefined ? { command: s.command, events: s.events } : { command: s.command, events: s.events, note };
  });
  return { ...tutorial, steps };
}

/** A caption as the format stores it, or nothing when both languages are empty. */
function localizedOf(caption: Caption): LocalizedText | undefined {
  if (caption.en === '' && caption.fr === '') return undefined;
  return caption.fr === '' ? { en: caption.en } : { en: caption.en, fr: caption.fr };
}

/** The steps whose caption (or the title, step 0) has French but no English: the format needs English first. */
export function needsEnglish(tutorial: Tutorial): number[] {
  const steps: number[] = [];
  for (let step = 0; step <= tutorial.steps.length; step++) {
    const caption = captionOf(tutorial, step);
    if (caption.en.trim() === '' && caption.fr !== '') steps.push(step);
  }
  return steps;
}

/** The tutorial as a replay document, drafts as they are (for the board to show while captions are written). */
export function draftDocument(tutorial: Tutorial): Replay {
  const metadata = Object.keys(tutorial.metadata).length > 0 ? tutorial.metadata : undefined;
  return toReplay(tutorial.setup, tutorial.steps, metadata);
}

/**
 * The tutorial as the text of a replay file (`serializeReplay`, indented), once the rules' `replayGame` accepts the
 * very text written; or why not.
 */
export function exportText(tutorial: Tutorial): Result<string, RecorderError> {
  const missing = needsEnglish(tutorial)[0];
  if (missing !== undefined) {
    return {
      ok: false,
      error: {
        code: 'recorder/needs-english',
        path: missing === 0 ? '/metadata/title/en' : `/steps/${missing - 1}/note/en`,
        message: RECORDER_ERROR_CODES['recorder/needs-english'],
      },
    };
  }
  const text = serializeReplay(draftDocument(tutorial), 2);
  const checked = replayGame(JSON.parse(text));
  return checked.ok ? { ok: true, value: text } : { ok: false, error: fromReplayError(checked.error) };
}

/** The name of the file a tutorial is saved as: its schema's id, which is `a-z`, `0-9` and `-` only. */
export function fileName(tutorial: Tutorial): string {
  return `${tutorial.setup.schema.id}.tutorial.replay.json`;
}

/**
 * Reads a replay file to edit its captions: the text must be JSON that the rules' `replayGame` accepts whole.
 * Never throws; a refusal names its code and the JSON path it concerns.
 */
export function readTutorial(text: string): Result<Tutorial, RecorderError> {
  // A UTF-16 length past the bound is past it in bytes too: each code unit is at least one byte in the file.
  if (text.length > MAX_FILE_BYTES) return { ok: false, error: { code: 'recorder/too-large', path: '', message: RECORDER_ERROR_CODES['recorder/too-large'] } };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: 'recorder/not-json', path: '', message: RECORDER_ERROR_CODES['recorder/not-json'] } };
  }
  const checked = replayGame(value);
  if (!checked.ok) return { ok: false, error: fromReplayError(checked.error) };
  // Accepted by replayGame, so parsed the same way: this is the canonical copy of the document, own data only.
  const parsed = parseReplay(value);
  if (!parsed.ok) return { ok: false, error: { code: 'replay/invalid', path: parsed.error.issues[0]?.path ?? '', message: parsed.error.message } };
  const { setup, metadata, steps } = parsed.value;
  return { ok: true, value: { setup, metadata: metadata ?? {}, steps } };
}

/** The JSON path a replay error concerns: the first issue of an invalid document, or the step to blame. */
function fromReplayError(error: ReplayError): RecorderError {
  const cause = error.cause;
  const issue = cause !== undefined && 'issues' in cause ? cause.issues[0] : undefined;
  let path = '';
  if (issue !== undefined) path = issue.path;
  else if (error.step !== undefined) path = `/steps/${error.step}`;
  else if (error.code === 'replay/rules-version') path = '/rulesVersion';
  else if (error.code === 'replay/too-many-steps') path = '/steps';
  else if (error.code === 'replay/setup') path = '/setup';
  return { code: error.code, path, message: error.message, ...(issue === undefined ? {} : { issue: issue.code }) };
}
