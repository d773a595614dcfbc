/**
 * The shape of the editor's texts: one interface that each language's table (`texts-en.ts`, `texts-fr.ts`) fills.
 * @module
 */

export interface EditorStrings {
  readonly title: string;
  /** The form's sections and fields. */
  readonly form: {
    readonly paint: string;
    readonly layer: string;
    readonly targets: string;
    readonly setup: string;
    readonly colour: string;
    readonly erase: string;
    /** The palette button's words: the colour and its key. */
    readonly colourKey: (colour: string, key: string) => string;
    readonly grid: string;
    readonly about: string;
    readonly id: string;
    readonly nameEn: string;
    readonly nameFr: string;
    readonly flower: string;
    readonly stars: string;
    readonly modes: string;
    readonly winds: string;
    readonly windTurn: (turn: number) => string;
    readonly author: string;
    readonly licence: string;
    readonly keys: string;
  };
  /** A cell's words: what the setup places and what the targets ask. */
  readonly cell: {
    readonly empty: string;
    readonly setupToken: (colour: string) => string;
    readonly setupPollen: (colour: string) => string;
    readonly target: (colour: string) => string;
    readonly problem: string;
  };
  readonly problems: {
    readonly none: string;
    readonly count: (n: number) => string;
    /** A problem said apart from its place: "C3: …", "Targets: …". */
    readonly at: (where: string, what: string) => string;
    readonly whole: string;
  };
  readonly actions: {
    readonly undo: string;
    readonly redo: string;
    readonly import: string;
    readonly drop: string;
    readonly export: string;
    readonly copyLink: string;
    readonly linkCopied: string;
    readonly linkReady: string;
    readonly newSchema: string;
    readonly check: string;
    readonly cancel: string;
    readonly play: string;
    readonly backToEditing: string;
    readonly hints: string;
  };
  readonly check: {
    readonly title: string;
    readonly progress: (done: number, of: number) => string;
    readonly cancelled: string;
    readonly fixFirst: string;
    readonly notChecked: (mode: string) => string;
    readonly seed: string;
    readonly found: string;
    readonly turns: string;
    readonly actions: string;
    readonly proven: string;
    readonly yes: string;
    readonly no: string;
    readonly noLine: string;
    readonly noLineProven: string;
    readonly summary: (found: number, of: number) => string;
    readonly mode: (mode: string) => string;
  };
  /** Messages about input from outside: files and links. */
  readonly input: {
    readonly loaded: (name: string) => string;
    readonly refused: (what: string) => string;
    readonly notJson: string;
    readonly tooLarge: (limit: string) => string;
    readonly linkTooLong: (limit: string) => string;
    readonly linkUnreadable: string;
    readonly workerFailed: string;
  };
  readonly play: {
    readonly title: string;
    readonly fixFirst: string;
  };
  /** "Record a tutorial": the schema opened in the tutorial recorder. */
  readonly record: {
    readonly button: string;
  };
}
