/**
 * `<stigmeria-tutorial-recorder>`: record a game in an embedded `<stigmeria-board>`, caption its steps in English and
 * French, and download the captioned replay; or open a replay file to edit its captions. The board plays the game
 * (through its public properties, methods and events only); the rules check every document before it is offered.
 * @module
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { catalogueSchemas, MODES, playableModes, type Mode, type Replay, type TargetSchema } from '@stigmeria/rules';
// The board's modules are reached through its entry (`../index.js`) only: the CDN build turns that import into one of
// the board's own file, so the recorder's file never carries a second copy of the board.
import { THEMES, type StigmeriaBoard, type StigmeriaStepDetail, type Theme } from '../index.js';
import { en } from './i18n/en.js';
import { fr } from './i18n/fr.js';
import type { RecorderLang, RecorderStrings } from './i18n/texts.js';
import { schemaFromFile, schemaFromLink, schemaOf } from './own-schema.js';
import { recorderStyles } from './tutorial-recorder.styles.js';
import {
  captionLimit,
  captionOf,
  draftDocument,
  exportText,
  fileName,
  MAX_FILE_BYTES,
  readTutorial,
  startTutorial,
  withCaption,
  withoutLastStep,
  logContinues,
  withSteps,
  type CaptionLang,
  type RecorderError,
  type Tutorial,
} from './tutorial.js';

/** Where the recorder is: choosing a game (or a file), playing it, or captioning it. */
export type RecorderPhase = 'setup' | 'record' | 'caption';

const MODE_NAMES = Object.keys(MODES) as Mode[];

/** A fresh 128-bit seed: the recorder writes it into the replay, so it is shown and may be typed over. */
function freshSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The catalogue schemas the rules let be played in a mode (R5). */
function schemasOf(mode: Mode) {
  return catalogueSchemas.filter((schema) => playableModes(schema).includes(mode));
}

/** The modes a game of the recorder may be played in: a schema of the author's own narrows them to its own (R5). */
function modesOf(own: TargetSchema | null): readonly Mode[] {
  return own === null ? MODE_NAMES : playableModes(own);
}

/** A refused file (or a document the recorder will not write): the file's name, if any, and why. */
export interface RecorderRefusal {
  readonly name: string | null;
  readonly error: RecorderError;
}

/**
 * Records a captioned tutorial: a game played in the `<stigmeria-board>` it holds, each step captioned in English
 * and French, downloaded as a replay the rules accept; or a replay file opened to edit its captions.
 *
 * @tag stigmeria-tutorial-recorder
 * A schema of the author's own is given by a schema file (picked or dropped on the new tutorial's form) or by a share
 * link's fragment, `#schema=…`, which the page passes to `loadLink`, as the schema editor's "Record a tutorial" writes it.
 *
 * @attr lang - `en` (default) or `fr`: the recorder's texts and its board's.
 * @attr theme - `light`, `dark` or `auto` (default): the board's themes, on the recorder and its board.
 * @csspart setup - The choice of the game and the file picker.
 * @csspart record - The recording: the board and the recorder's buttons.
 * @csspart caption - The captions: the replay and the caption fields.
 * @csspart refusal - Why a file or a document was refused: its code and JSON path.
 * @csspart own-schema - The name of the schema of the author's own that the new tutorial records.
 * @csspart download - The link that saves the tutorial.
 * @csspart withheld - Why the tutorial cannot be downloaded yet.
 */
export class StigmeriaTutorialRecorder extends LitElement {
  /**
   * The recorder's own style sheets, in its shadow root: its layout, then the board's themes. A page restyles it
   * through the board's `--stigmeria-*` custom properties, its parts and the `theme` attribute.
   */
  static override styles = recorderStyles;

  static override properties = {
    lang: { type: String, reflect: true },
    // Reflected: the themes are chosen in CSS by the attribute.
    theme: { type: String, reflect: true },
    phase: { state: true },
    tutorial: { state: true },
    shown: { state: true },
    cursor: { state: true },
    mode: { state: true },
    schemaId: { state: true },
    players: { state: true },
    seed: { state: true },
    refusal: { state: true },
    own: { state: true },
    schemaRefusal: { state: true },
    notice: { state: true },
    reading: { state: true },
    rebuilding: { state: true },
  };

  /** `en` (default) or `fr`: the recorder's texts and its board's. */
  declare lang: string;
  /** `light`, `dark` or `auto` (default): the recorder's theme and its board's. */
  declare theme: Theme;

  /** Where the recorder is. */
  declare protected phase: RecorderPhase;
  declare protected tutorial: Tutorial | null;
  /** The document the caption board shows: the tutorial as it was when a caption was last left. */
  declare protected shown: Replay | null;
  /** The step whose caption is edited: the board's replay cursor. */
  declare protected cursor: number;
  declare protected mode: Mode;
  declare protected schemaId: string;
  declare protected players: number;
  declare protected seed: string;
  /** A file or document refused, shown until the next attempt. */
  declare protected refusal: RecorderRefusal | null;
  /** A schema of the author's own, from a file or a link, recorded instead of a catalogue schema; or null. */
  declare protected own: TargetSchema | null;
  /** A schema file or link refused, shown on the new tutorial's form until the next attempt. */
  declare protected schemaRefusal: RecorderRefusal | null;
  /** What the live region says. */
  declare protected notice: string;
  /** A file is being read. */
  declare protected reading: boolean;
  /** The board is being brought to the tutorial's steps: recording waits. */
  declare protected rebuilding: boolean;

  constructor() {
    super();
    this.lang = 'en';
    this.theme = 'auto';
    this.phase = 'setup';
    this.tutorial = null;
    this.shown = null;
    this.cursor = 0;
    this.mode = 'normal';
    this.schemaId = schemasOf('normal')[0]?.id ?? '';
    this.players = 1;
    this.seed = freshSeed();
    this.refusal = null;
    this.own = null;
    this.schemaRefusal = null;
    this.notice = '';
    this.reading = false;
    this.rebuilding = false;
  }

  /** The download, behind a Blob URL an `<a download>` saves (no script on the click, so it works under a strict CSP). */
  #file: { readonly for: Tutorial; readonly url: string; readonly name: string } | null = null;
  /** Why the tutorial shown cannot be downloaded, or null. */
  #withheld: RecorderError | null = null;

  /** The tutorial recorded or edited: `null` before one is started or opened. */
  get value(): Tutorial | null {
    return this.tutorial;
  }

  /** The schema of the author's own that a new tutorial records, or `null` for a catalogue schema. */
  get ownSchema(): TargetSchema | null {
    return this.own;
  }

  /**
   * Records a tutorial of a schema of one's own: `value` (a parsed JSON document) is judged by `parseSchema`; a
   * refused one is said on the form with its code and JSON path, and changes nothing. Returns whether it was taken.
   * Only while choosing the game: a recording under way keeps its schema.
   */
  loadSchema(value: unknown, name: string | null = null): boolean {
    if (this.phase !== 'setup') return false;
    const read = schemaOf(value);
    if (!read.ok) {
      this.#refuseSchema(name, read.error);
      return false;
    }
    this.#choose(read.value);
    return true;
  }

  /**
   * Reads a share link's fragment (`location.hash`, with or without its `#`) as the schema editor writes it,
   * `#schema=…`: its schema is taken as by `loadSchema`; a link too long or unreadable is said. A fragment without
   * `schema=` changes nothing. Returns whether a schema was taken.
   */
  loadLink(hash: string): boolean {
    if (this.phase !== 'setup') return false;
    const read = schemaFromLink(hash);
    if (read === null) return false;
    if (!read.ok) {
      this.#refuseSchema(null, read.error);
      return false;
    }
    this.#choose(read.value);
    return true;
  }

  /** The texts of the recorder's language (French for `fr`, else English). */
  get #t(): RecorderStrings {
    return this.#lang === 'fr' ? fr : en;
  }

  get #lang(): RecorderLang {
    return this.lang === 'fr' ? 'fr' : 'en';
  }

  get #board(): StigmeriaBoard | null {
    return this.renderRoot.querySelector('stigmeria-board');
  }

  override willUpdate(): void {
    if (!THEMES.includes(this.theme)) this.theme = 'auto';
    // The file follows the tutorial: written anew (and checked) only when the tutorial is another one.
    this.#prepareFile();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#releaseFile();
  }

  override render(): TemplateResult {
    const t = this.#t;
    return html`
      <section class="recorder" aria-labelledby="recorder-title">
        <h2 id="recorder-title" class="title">${t.title}</h2>
        ${this.#renderPhase(t)}
        <p class="notice" role="status">${this.notice}</p>
      </section>
    `;
  }

  #renderPhase(t: RecorderStrings): TemplateResult {
    switch (this.phase) {
      case 'setup':
        return this.#renderSetup(t);
      case 'record':
        return this.#renderRecord(t);
      case 'caption':
        return this.#renderCaption(t);
    }
  }

  // ---- choosing the game, or a file ----

  #renderSetup(t: RecorderStrings): TemplateResult {
    const own = this.own;
    const schemas = own === null ? schemasOf(this.mode) : [own];
    const [fewest, most] = MODES[this.mode].players;
    const counts = Array.from({ length: most - fewest + 1 }, (_, i) => fewest + i);
    return html`
      <div class="choose" part="setup">
        <form class="panel new" @submit=${this.#onStart} autocomplete="off"
          @dragover=${this.#onDragOver} @dragleave=${this.#onDragLeave} @drop=${this.#onDropSchema}>
          <h3>${t.setup.heading}</h3>
          <p class="help">${t.setup.intro}</p>
          <label class="field">
            <span>${t.setup.mode}</span>
            <select name="mode" @change=${this.#onMode}>
              ${modesOf(own).map((m) => html`<option value=${m} ?selected=${m === this.mode}>${t.modes[m]}</option>`)}
            </select>
          </label>
          ${own === null
            ? html`<label class="field">
                <span>${t.setup.schema}</span>
                <select name="schema" ?disabled=${schemas.length === 0} @change=${(e: Event) => (this.schemaId = (e.target as HTMLSelectElement).value)}>
                  ${schemas.map((schema) => html`<option value=${schema.id} ?selected=${schema.id === this.schemaId}>${this.#nameOf(schema)}</option>`)}
                </select>
              </label>`
            : html`<div class="field">
                <span id="own-schema-label">${t.setup.schema}</span>
                <p class="own-schema" part="own-schema" data-schema=${own.id} aria-labelledby="own-schema-label">${t.ownSchema.chosen(this.#nameOf(own))}</p>
                <button type="button" class="catalogue" @click=${this.#toCatalogue}>${t.ownSchema.catalogue}</button>
              </div>`}
          ${schemas.length === 0 ? html`<p class="problem">${t.setup.noSchema}</p>` : nothing}
          <label class="drop own">
            <span class="button-like">${t.ownSchema.pick}</span>
            <input class="schema-file" type="file" accept=".json,application/json" @change=${this.#onPickSchema}>
            <span class="help">${t.ownSchema.drop}</span>
          </label>
          ${this.schemaRefusal !== null ? this.#renderRefusal(t, this.schemaRefusal) : nothing}
          <label class="field">
            <span>${t.setup.players}</span>
            <select name="players" @change=${(e: Event) => (this.players = Number((e.target as HTMLSelectElement).value))}>
              ${counts.map((n) => html`<option value=${n} ?selected=${n === this.players}>${n}</option>`)}
            </select>
          </label>
          <label class="field">
            <span>${t.setup.seed}</span>
            <span class="inline">
              <input name="seed" required maxlength="128" .value=${this.seed} aria-describedby="seed-help"
                @input=${(e: Event) => (this.seed = (e.target as HTMLInputElement).value)}>
              <button type="button" class="new-seed" @click=${() => (this.seed = freshSeed())}>${t.setup.newSeed}</button>
            </span>
          </label>
          <p id="seed-help" class="help">${t.setup.seedHelp}</p>
          <button type="submit" class="start primary" ?disabled=${schemas.length === 0 || this.seed.trim() === ''}>${t.setup.start}</button>
        </form>
        <section class="panel open" aria-labelledby="open-heading"
          @dragover=${this.#onDragOver} @dragleave=${this.#onDragLeave} @drop=${this.#onDrop}>
          <h3 id="open-heading">${t.open.heading}</h3>
          <p class="help">${t.open.intro}</p>
          <label class="drop">
            <span class="button-like">${t.open.pick}</span>
            <input class="file" type="file" accept=".json,application/json" @change=${this.#onPick}>
            <span class="help">${t.open.drop}</span>
          </label>
          ${this.reading ? html`<p class="help">${t.open.reading}</p>` : nothing}
          ${this.refusal !== null ? this.#renderRefusal(t, this.refusal) : nothing}
        </section>
      </div>
    `;
  }

  #renderRefusal(t: RecorderStrings, refusal: RecorderRefusal): TemplateResult {
    const { error } = refusal;
    return html`
      <div class="refusal" role="alert" part="refusal" data-code=${error.code}>
        ${refusal.name !== null ? html`<p class="lead">${t.open.refused(refusal.name)}</p>` : nothing}
        <p>${t.errors.codes[error.code] ?? t.errors.other}</p>
        <p class="code">${t.errors.code(error.issue === undefined ? error.code : `${error.code} (${error.issue})`)}</p>
        <p class="code">${t.errors.path(error.path)}</p>
        <p class="detail" lang="en">${error.message}</p>
      </div>
    `;
  }

  #nameOf(schema: TargetSchema): string {
    return (this.#lang === 'fr' && schema.name.fr) || schema.name.en;
  }

  #onMode = (e: Event): void => {
    this.#setMode((e.target as HTMLSelectElement).value as Mode);
  };

  /** Plays the game in `mode`, if the schema chosen allows it: the catalogue's schemas and the players follow it. */
  #setMode(mode: Mode): void {
    if (!modesOf(this.own).includes(mode)) return;
    this.mode = mode;
    const schemas = schemasOf(mode);
    if (!schemas.some((schema) => schema.id === this.schemaId)) this.schemaId = schemas[0]?.id ?? '';
    const [fewest, most] = MODES[mode].players;
    this.players = Math.min(Math.max(this.players, fewest), most);
  }

  /** A schema of one's own chosen: the modes offered become its own, the mode chosen stays if it allows it. */
  #choose(schema: TargetSchema): void {
    this.own = schema;
    this.schemaRefusal = null;
    const modes = playableModes(schema);
    if (!modes.includes(this.mode)) this.#setMode(modes.includes('normal') ? 'normal' : modes[0]!);
    this.notice = this.#t.ownSchema.loaded(this.#nameOf(schema));
  }

  #toCatalogue = (): void => {
    this.own = null;
    this.schemaRefusal = null;
    this.#setMode(this.mode);
  };

  #refuseSchema(name: string | null, error: RecorderError): void {
    this.schemaRefusal = { name, error };
    this.notice = '';
  }

  #onPickSchema = (e: Event): void => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file !== undefined) void this.#openSchema(file);
  };

  #onDropSchema = (e: DragEvent): void => {
    e.preventDefault();
    (e.currentTarget as HTMLElement).classList.remove('dragging');
    const file = e.dataTransfer?.files[0];
    if (file !== undefined) void this.#openSchema(file);
  };

  /** Reads a schema file as the editor's import does; a refused one changes nothing and is said with its code and path. */
  async #openSchema(file: File): Promise<void> {
    this.schemaRefusal = null;
    const read = await schemaFromFile(file);
    if (this.phase !== 'setup') return;
    if (read.ok) this.#choose(read.value);
    else this.#refuseSchema(file.name, read.error);
  }

  #onStart = (e: Event): void => {
    e.preventDefault();
    const schema = this.own !== null && playableModes(this.own).includes(this.mode) ? this.own : schemasOf(this.mode).find((s) => s.id === this.schemaId);
    const seed = this.seed.trim();
    if (schema === undefined || seed === '') return;
    this.refusal = null;
    this.schemaRefusal = null;
    this.tutorial = startTutorial({ schema, mode: this.mode, players: this.players, seed });
    this.#enterRecording();
  };

  #onPick = (e: Event): void => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file !== undefined) void this.#open(file);
  };

  #onDragOver = (e: DragEvent): void => {
    e.preventDefault();
    (e.currentTarget as HTMLElement).classList.add('dragging');
  };

  #onDragLeave = (e: DragEvent): void => {
    (e.currentTarget as HTMLElement).classList.remove('dragging');
  };

  #onDrop = (e: DragEvent): void => {
    e.preventDefault();
    (e.currentTarget as HTMLElement).classList.remove('dragging');
    const file = e.dataTransfer?.files[0];
    if (file !== undefined) void this.#open(file);
  };

  /** Opens a replay file to edit its captions; a refused one stays on the setup, with its code and path. */
  async #open(file: File): Promise<void> {
    this.refusal = null;
    if (file.size > MAX_FILE_BYTES) {
      this.#refuse(file.name, { code: 'recorder/too-large', path: '', message: 'The file is larger than a replay document may be.' });
      return;
    }
    this.reading = true;
    let text: string;
    try {
      text = await file.text();
    } catch {
      this.reading = false;
      this.#refuse(file.name, { code: 'recorder/not-json', path: '', message: 'The file could not be read as text.' });
      return;
    }
    this.reading = false;
    const read = readTutorial(text);
    if (!read.ok) {
      this.#refuse(file.name, read.error);
      return;
    }
    this.tutorial = read.value;
    this.#enterCaptions(0);
  }

  /** Shows a refusal; its `role="alert"` says it, so the status line stays quiet. */
  #refuse(name: string | null, error: RecorderError): void {
    this.refusal = { name, error };
    this.notice = '';
  }

  // ---- recording ----

  #renderRecord(t: RecorderStrings): TemplateResult {
    const tutorial = this.tutorial!;
    const n = tutorial.steps.length;
    return html`
      <div class="work" part="record">
        <div class="stage">
          <stigmeria-board
            .schemaData=${tutorial.setup.schema}
            mode=${tutorial.setup.mode}
            players=${tutorial.setup.players.length}
            seed=${tutorial.setup.seed}
            lang=${this.#lang}
            theme=${this.theme}
            @stigmeria-change=${this.#onChange}
          ></stigmeria-board>
        </div>
        <aside class="panel side">
          <h3>${t.record.heading}</h3>
          <p class="count" data-steps=${n}>${t.record.steps(n)}</p>
          <div class="buttons">
            <button type="button" class="take-back" ?disabled=${n === 0 || this.rebuilding} @click=${this.#takeBack}>${t.record.takeBack}</button>
            <button type="button" class="to-captions primary" ?disabled=${n === 0 || this.rebuilding} @click=${() => this.#enterCaptions(n)}>${t.record.caption}</button>
            <button type="button" class="restart" @click=${this.#restart}>${t.record.restart}</button>
          </div>
          <p class="help">${t.record.undoHelp}</p>
          ${this.refusal !== null ? this.#renderRefusal(t, this.refusal) : nothing}
        </aside>
      </div>
    `;
  }

  /** Every step the board applies (or undoes, R22) is read back from its log: the board is the game. */
  #onChange = (): void => {
    if (this.rebuilding || this.tutorial === null) return;
    const board = this.#board;
    if (board !== null) this.tutorial = withSteps(this.tutorial, board.log);
  };

  #takeBack = async (): Promise<void> => {
    if (this.tutorial === null) return;
    const shorter = withoutLastStep(this.tutorial);
    if (!shorter.ok) {
      this.#refuse(null, shorter.error);
      return;
    }
    this.tutorial = shorter.value;
    await this.#rebuild();
    this.notice = this.#t.record.tookBack(this.tutorial.steps.length);
  };

  #restart = (): void => {
    this.tutorial = null;
    this.refusal = null;
    this.phase = 'setup';
    this.seed = freshSeed();
  };

  /** Shows the recording board and plays the tutorial's steps on it (none for a new tutorial). */
  #enterRecording(): void {
    this.notice = '';
    this.phase = 'record';
    this.cursor = 0;
    void this.#rebuild(true);
  }

  /**
   * Brings the board to the tutorial's steps: its game starts again from the setup (the same seed, so the same bags)
   * and each recorded command is played through the board, as a click would play it. A board just drawn for the
   * recording (`fresh`) that already played the tutorial's steps and more is kept as it is: a user may click it
   * before its late views arrive, and `updateComplete` waits for them.
   */
  async #rebuild(fresh = false): Promise<void> {
    const tutorial = this.tutorial;
    if (tutorial === null) return;
    this.rebuilding = true;
    await this.updateComplete;
    const board = this.#board;
    if (board === null) {
      this.rebuilding = false;
      return;
    }
    await board.updateComplete;
    if (fresh && logContinues(tutorial, board.log)) {
      this.rebuilding = false;
      this.tutorial = withSteps(tutorial, board.log);
      return;
    }
    board.reset();
    let played = 0;
    for (const step of tutorial.steps) {
      if (!board.play(step.command)) break;
      played++;
    }
    await board.updateComplete;
    this.rebuilding = false;
    if (played < tutorial.steps.length) {
      this.#refuse(null, { code: 'replay/illegal-step', path: `/steps/${played}`, message: `Step ${played} could not be played again on the board.` });
    }
    this.tutorial = withSteps(tutorial, board.log);
  }

  // ---- captions ----

  #renderCaption(t: RecorderStrings): TemplateResult {
    const tutorial = this.tutorial!;
    const total = tutorial.steps.length;
    const step = Math.min(this.cursor, total);
    const caption = captionOf(tutorial, step);
    const limit = captionLimit(step);
    const captioned = tutorial.steps.filter((s) => s.note !== undefined).length;
    const labels = step === 0 ? [t.caption.titleEnglish, t.caption.titleFrench] : [t.caption.english, t.caption.french];
    const field = (lang: CaptionLang, label: string) => {
      const id = `caption-${lang}`;
      const used = Array.from(caption[lang]).length;
      // One textarea per language at every step, the title's included: a field replaced while focused would fire its
      // change in the middle of a render. `live` compares with what the field holds, not with the last render.
      return html`
        <div class="field">
          <label for=${id}>${label}</label>
          <textarea id=${id} class="caption" data-lang=${lang} rows=${step === 0 ? 2 : 4} maxlength=${limit} .value=${live(caption[lang])}
            lang=${lang} aria-describedby=${`${id}-count`} @input=${(e: Event) => this.#onCaption(step, lang, e)}
            @change=${this.#showCaptions}></textarea>
          <span id=${`${id}-count`} class="help counter">${t.caption.count(used, limit)}</span>
        </div>
      `;
    };
    return html`
      <div class="work" part="caption">
        <div class="stage">
          <stigmeria-board
            .replay=${this.shown}
            step=${step}
            controls
            lang=${this.#lang}
            theme=${this.theme}
            @stigmeria-step=${this.#onStep}
          ></stigmeria-board>
        </div>
        <aside class="panel side">
          <h3>${t.caption.heading}</h3>
          <p class="help">${t.caption.intro}</p>
          <h4 class="step-title" data-step=${step}>${step === 0 ? t.caption.setupStep(total) : t.caption.step(step, total)}</h4>
          <div class="buttons step-nav">
            <button type="button" class="previous-step" ?disabled=${step <= 0} @click=${() => this.#stepTo(step - 1)}>${t.caption.previous}</button>
            <button type="button" class="next-step" ?disabled=${step >= total} @click=${() => this.#stepTo(step + 1)}>${t.caption.next}</button>
          </div>
          ${step === 0 ? html`<p class="help">${t.caption.setupHelp}</p>` : nothing}
          ${field('en', labels[0]!)} ${field('fr', labels[1]!)}
          <p class="help">${t.caption.captioned(captioned, total)}</p>
          ${this.#renderDownload(t)}
          <div class="buttons">
            ${tutorial.setup.options.joker
              ? html`<button type="button" class="record-more" @click=${() => this.#enterRecording()}>${t.caption.recordMore}</button>`
              : nothing}
            <button type="button" class="restart" @click=${this.#restart}>${t.caption.restart}</button>
          </div>
        </aside>
      </div>
    `;
  }

  #renderDownload(t: RecorderStrings): TemplateResult {
    if (this.#file !== null) {
      return html`<a class="download primary button-like" part="download" href=${this.#file.url} download=${this.#file.name}>${t.caption.download}</a>`;
    }
    const why = this.#withheld;
    return html`
      <div class="withheld" part="withheld">
        <p>${t.caption.notReady}</p>
        ${why !== null ? this.#renderRefusal(t, { name: null, error: why }) : nothing}
      </div>
    `;
  }

  #onCaption(step: number, lang: CaptionLang, e: Event): void {
    if (this.tutorial === null) return;
    this.tutorial = withCaption(this.tutorial, step, lang, (e.target as HTMLTextAreaElement).value);
  }

  /** A caption left: the board shows the captions as written (it reads the replay again, at the same step). */
  #showCaptions = (): void => {
    if (this.tutorial !== null) this.shown = draftDocument(this.tutorial);
  };

  /** Moves the board's replay cursor, as its own controls do: the board reports it (`stigmeria-step`). */
  #stepTo(step: number): void {
    this.#board?.stepTo(step);
  }

  #onStep = (e: Event): void => {
    this.cursor = (e as CustomEvent<StigmeriaStepDetail>).detail.step;
  };

  #enterCaptions(step: number): void {
    this.notice = '';
    this.cursor = step;
    this.shown = this.tutorial === null ? null : draftDocument(this.tutorial);
    this.phase = 'caption';
  }

  // ---- the file ----

  /** Writes the download for the tutorial shown, once the rules accept the very text it holds; else says why not. */
  #prepareFile(): void {
    const tutorial = this.tutorial;
    if (this.phase !== 'caption' || tutorial === null) {
      this.#releaseFile();
      this.#withheld = null;
      return;
    }
    if (this.#file?.for === tutorial) return;
    this.#releaseFile();
    const text = exportText(tutorial);
    if (!text.ok) {
      this.#withheld = text.error;
      return;
    }
    this.#withheld = null;
    const blob = new Blob([text.value], { type: 'application/json' });
    this.#file = { for: tutorial, url: URL.createObjectURL(blob), name: fileName(tutorial) };
  }

  #releaseFile(): void {
    if (this.#file !== null) URL.revokeObjectURL(this.#file.url);
    this.#file = null;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'stigmeria-tutorial-recorder': StigmeriaTutorialRecorder;
  }
}
