/**
 * The shape of the tutorial recorder's texts, one module per language (`en.ts`, `fr.ts`), as the board's own
 * texts are. The recorder comes with English and French; both are in its file, which only the recorder loads.
 * @module
 */
import type { Mode } from '@stigmeria/rules';

/** A language of the recorder. */
export type RecorderLang = 'en' | 'fr';

/** The recorder's texts in one language. */
export interface RecorderStrings {
  /** The element's heading and its accessible name. */
  readonly title: string;
  /** The five modes' names, in the mode picker. */
  readonly modes: Readonly<Record<Mode, string>>;
  readonly setup: {
    readonly heading: string;
    readonly intro: string;
    readonly schema: string;
    readonly mode: string;
    readonly players: string;
    readonly seed: string;
    /** Under the seed field: why a tutorial's seed may be shown. */
    readonly seedHelp: string;
    readonly newSeed: string;
    readonly start: string;
    /** No catalogue schema is played in the chosen mode. */
    readonly noSchema: string;
  };
  readonly open: {
    readonly heading: string;
    readonly intro: string;
    readonly pick: string;
    /** The drop zone's words. */
    readonly drop: string;
    readonly reading: string;
    /** What a refused file says first; the code and path follow. */
    readonly refused: (name: string) => string;
  };
  readonly record: {
    readonly heading: string;
    /** How many steps are recorded. */
    readonly steps: (n: number) => string;
    readonly takeBack: string;
    /** Which undo is which: the rules' own (R22) and the recorder's. */
    readonly undoHelp: string;
    readonly caption: string;
    readonly restart: string;
    /** Said once the last step is taken back, with the steps left. */
    readonly tookBack: (n: number) => string;
  };
  readonly caption: {
    readonly heading: string;
    readonly intro: string;
    /** The caption editor's heading at the setup (step 0), whose caption is the tutorial's title. */
    readonly setupStep: (total: number) => string;
    /** The caption editor's heading at step `n`. */
    readonly step: (n: number, total: number) => string;
    readonly setupHelp: string;
    /** The caption panel's own stepping buttons, beside the fields (the board's controls may be far on a phone). */
    readonly previous: string;
    readonly next: string;
    readonly english: string;
    readonly french: string;
    readonly titleEnglish: string;
    readonly titleFrench: string;
    /** Characters used out of the bound. */
    readonly count: (used: number, limit: number) => string;
    readonly download: string;
    readonly recordMore: string;
    readonly restart: string;
    /** The download is withheld: what is wrong comes after. */
    readonly notReady: string;
    /** How many steps have a caption. */
    readonly captioned: (n: number, total: number) => string;
  };
  /** A refusal's words, by code; `where` is the JSON path it concerns. */
  readonly errors: {
    readonly codes: Readonly<Record<string, string>>;
    /** A code the table does not word. */
    readonly other: string;
    /** The refusal's code (and the rules' issue code, in brackets). */
    readonly code: (code: string) => string;
    /** The JSON path it concerns; `""` is the whole document. */
    readonly path: (path: string) => string;
  };
  /** A schema of one's own, from a schema file or a share link, recorded instead of a catalogue schema. */
  readonly ownSchema: {
    /** The schema field's words once one is chosen: its name. */
    readonly chosen: (name: string) => string;
    /** Back to the catalogue's schemas. */
    readonly catalogue: string;
    readonly pick: string;
    /** The drop zone's words. */
    readonly drop: string;
    /** Said once a schema is taken. */
    readonly loaded: (name: string) => string;
  };
}
