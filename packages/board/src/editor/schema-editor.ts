/**
 * `<stigmeria-schema-editor>`: makes a target schema without writing JSON. Targets and setup tokens are painted on
 * the flower (mouse, keyboard or finger), the other fields are a form; the document is judged by `parseSchema` at
 * every edit and each problem is shown beside the cell or field its JSON path names. "Check" runs the solver in a
 * worker, "Play it" opens the schema in a `<stigmeria-board>`. Files and share links are input from outside: read
 * within bounds, judged by `parseSchema`, and their texts shown only through Lit's text bindings.
 * @module
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { COLOURS, DIRECTIONS, MODES, parseSchema, playableModes, type Colour, type Mode, type TargetSchema, type ValidationIssue } from '@stigmeria/rules';
import { quoted } from '../bound.js';
import { LanguageController } from '../controllers/language-controller.js';
import { toLang, type Lang, type Strings } from '../i18n.js';
import { en } from '../i18n/en.js';
import { fr } from '../i18n/fr.js';
import { boardStyles } from '../stigmeria-board.styles.js';
import { themeStyles } from '../themes.styles.js';
import { flowerStyles } from '../views/flower.styles.js';
import { renderFlower, type Region } from '../views/flower.js';
import { CHECKED_MODES, type SeedSummary } from './check-protocol.js';
import { CHECK_SEEDS, runCheck, type RunningCheck } from './check-runner.js';
import { FLOWER_NAMES, emptyDraft, flowerModes, fromSchema, paint, setFlower, setWind, toDocument, toggleMode, windOf, type Draft, type Layer } from './draft.js';
import { History } from './history.js';
import { movedFocus, renderPaintGrid } from './paint-grid.js';
import { previewOf } from './preview.js';
import { atField, problemsOf, type Field, type Problem } from './problems.js';
import { editorStyles } from './schema-editor.styles.js';
import { FILE_LIMIT, readSchemaFile } from './schema-file.js';
import { SHARE_LINK_LIMIT, linkFragment, readLinkFragment } from './share-link.js';
import { editorStrings, type EditorStrings } from './texts.js';

/** Turns whose wind the form sets: those of a normal game (R6, R10; no-limit games roll theirs, R12). */
const WIND_TURNS = MODES.normal.turnLimit ?? 10;

type Notice = { readonly kind: 'info' | 'error'; readonly text: string } | null;

type CheckView =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly mode: Mode; readonly results: readonly (SeedSummary | undefined)[] }
  | { readonly kind: 'done'; readonly mode: Mode; readonly results: readonly (SeedSummary | undefined)[] }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly code: string };

/** A draft as `parseSchema` judged it: its problems, and the schema when it has none. */
interface Judged {
  readonly draft: Draft;
  readonly problems: readonly Problem[];
  readonly schema: TargetSchema | null;
}

const BOARD_STRINGS: Readonly<Record<Lang, Strings>> = { en, fr };

/** What `stigmeria-record` carries: the schema, and the share link's fragment the tutorial recorder reads. */
export interface StigmeriaRecordDetail {
  readonly schema: TargetSchema;
  /** `schema=…`, without the `#`: the fragment of a share link, which `<stigmeria-tutorial-recorder>`'s `loadLink` reads. */
  readonly fragment: string;
}

/**
 * A schema editor: paint a target schema, check it, play it, share it.
 *
 * @summary A schema editor for Stigméria target schemas.
 *
 * @attr {string} lang - The language of the editor: `en` or `fr`; without it, the closest `lang` of the page.
 * @attr {'light'|'dark'|'auto'} theme - The colours, as the board's `theme`.
 *
 * @fires {CustomEvent<{ schema: TargetSchema }>} stigmeria-schema-change - The document is valid after an edit.
 * @fires {CustomEvent<StigmeriaRecordDetail>} stigmeria-record - "Record a tutorial" was pressed on a valid schema: the
 *   host page opens the tutorial recorder with it, for example at `recorderLink('../recorder/')`.
 *
 * @csspart editor-grid - The grid on which targets and setup tokens are painted.
 * @csspart editor-cell - Each of its cells (`data-cell`, `data-color`, `data-face`, `data-target`).
 */
export class StigmeriaSchemaEditor extends LitElement {
  /**
   * The editor's style sheets, in its shadow root: the board's (its grid, flower and tokens look the same), its own,
   * and the themes last, which redefine the custom properties the others read.
   */
  static override styles = [boardStyles, flowerStyles, editorStyles, themeStyles];

  // The host passes the focus on, as the board's does.
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  static override properties = {
    lang: { type: String },
    theme: { type: String, reflect: true },
  };

  declare lang: string;
  declare theme: string;

  /** Follows the page's `lang` when the editor has none of its own (the board's controller, read for the request only). */
  readonly #language = new LanguageController(
    this,
    () => {},
    () => {},
  );
  #history = new History(emptyDraft());
  #layer: Layer = 'targets';
  /** The colour painted, or `null` to erase. */
  #colour: Colour | null = 'blue';
  #focusIndex = 0;
  #zoom: Region | null = null;
  #notice: Notice = null;
  #link: string | null = null;
  #check: CheckView = { kind: 'idle' };
  #running: RunningCheck | null = null;
  #playing: TargetSchema | null = null;
  #hints = true;
  /** A stroke of the mouse or pen under way: what it paints, so that every cell it crosses gets the same. */
  #stroke: { readonly colour: Colour | null } | null = null;
  /** The click that ends a stroke's press has been painted already. */
  #pressed = false;
  /** The last validation: its draft, its problems and, when valid, the schema. */
  #judged: Judged | null = null;

  constructor() {
    super();
    this.lang = '';
    this.theme = 'auto';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#running?.cancel();
    this.#running = null;
    window.removeEventListener('pointerup', this.#endStroke);
  }

  // ---- the public API ----

  /** The document as it is now, in the canonical order of the format (valid or not). */
  get schemaDocument(): Record<string, unknown> {
    return toDocument(this.#history.present);
  }

  /** The schema when the document is valid, otherwise `null`. */
  get schema(): TargetSchema | null {
    return this.#judge().schema;
  }

  /** The problems `parseSchema` finds in the document now. */
  get issues(): readonly ValidationIssue[] {
    return this.#judge().problems.map((p) => p.issue);
  }

  /**
   * Loads a document from outside (a file's parsed JSON, a share link's): judged by `parseSchema`; a document it
   * refuses changes nothing and is said in the editor's message. Returns whether it was loaded.
   */
  loadDocument(value: unknown, name = ''): boolean {
    const parsed = parseSchema(value);
    if (!parsed.ok) {
      const first = parsed.error.issues[0];
      const what = first === undefined ? quoted(parsed.error.message) : `${this.#issueText(first)} (${quoted(first.path)})`;
      this.#say('error', this.#e.input.refused(what));
      return false;
    }
    this.#edit(fromSchema(parsed.value));
    this.#say('info', this.#e.input.loaded(name === '' ? parsed.value.name.en : name));
    return true;
  }

  /** Reads a share link's fragment (`location.hash`): a schema it carries is loaded, a bad one said. */
  loadLink(hash: string): boolean {
    const read = readLinkFragment(hash);
    switch (read.kind) {
      case 'none':
        return false;
      case 'refused':
        this.#say('error', read.code === 'editor/link-too-long' ? this.#e.input.linkTooLong(SHARE_LINK_LIMIT.toLocaleString(this.#lang)) : this.#e.input.linkUnreadable);
        return false;
      case 'document':
        return this.loadDocument(read.value);
    }
  }

  /** The share link of the document as it is now, from `base` (the page's address by default). */
  shareLink(base: string = location.href): string {
    const url = new URL(base);
    url.hash = linkFragment(this.schemaDocument);
    return url.href;
  }

  /**
   * The address of a tutorial recorder's page (`page`, resolved against the page's address) with the schema in its
   * fragment, as a share link carries it; `null` while the document has problems.
   */
  recorderLink(page: string, base: string = location.href): string | null {
    if (this.#judge().schema === null) return null;
    const url = new URL(page, base);
    url.hash = linkFragment(this.schemaDocument);
    return url.href;
  }

  /** Takes the last edit back (a stroke painted in one gesture is one edit). */
  undo(): void {
    this.#history.undo();
    this.#changed();
  }

  /** Does again the last edit taken back. */
  redo(): void {
    this.#history.redo();
    this.#changed();
  }

  // ---- state ----

  get #lang(): Lang {
    return toLang(this.#language.requested);
  }

  get #t(): Strings {
    return BOARD_STRINGS[this.#lang];
  }

  get #e(): EditorStrings {
    return editorStrings(this.#lang);
  }

  #judge(): Judged {
    const draft = this.#history.present;
    if (this.#judged?.draft !== draft) {
      const parsed = parseSchema(toDocument(draft));
      this.#judged = { draft, problems: parsed.ok ? [] : problemsOf(draft, parsed.error.issues), schema: parsed.ok ? parsed.value : null };
    }
    return this.#judged;
  }

  #issueText(issue: ValidationIssue): string {
    const table = this.#t.issues;
    return table[issue.code] ?? table[issue.code.split('/')[0] ?? ''] ?? quoted(issue.message);
  }

  #say(kind: 'info' | 'error', text: string): void {
    this.#notice = { kind, text };
    this.requestUpdate();
  }

  #edit(next: Draft): void {
    this.#history.push(next);
    this.#changed();
  }

  #changed(): void {
    this.#link = null;
    if (this.#running !== null) this.#cancelCheck();
    if (this.#check.kind !== 'running') this.#check = { kind: 'idle' };
    this.requestUpdate();
    const schema = this.#judge().schema;
    if (schema !== null) this.dispatchEvent(new CustomEvent('stigmeria-schema-change', { detail: { schema }, bubbles: true, composed: true }));
  }

  // ---- painting ----

  #paintAt(index: number, colour: Colour | null): void {
    const draft = this.#history.present;
    this.#focusIndex = index;
    this.#edit(paint(draft, this.#layer, index, colour));
  }

  /** What a press on a cell paints: the chosen colour, or nothing when the cell has it already (a second press clears). */
  #strokeColour(index: number): Colour | null {
    return this.#colour !== null && this.#history.present[this.#layer][index] === this.#colour ? null : this.#colour;
  }

  readonly #cellOf = (event: Event): number | undefined => {
    const cell = (event.target as Element | null)?.closest<HTMLElement>('[data-cell]');
    return cell === null || cell === undefined ? undefined : Number(cell.dataset['index']);
  };

  readonly #onPointerDown = (event: PointerEvent): void => {
    // A finger paints by tapping (the click), so that the flower can first zoom to cells large enough for it.
    if (event.pointerType === 'touch' || event.button !== 0) return;
    const index = this.#cellOf(event);
    if (index === undefined) return;
    event.preventDefault();
    (event.target as HTMLElement).closest<HTMLElement>('[data-cell]')?.focus();
    this.#stroke = { colour: this.#strokeColour(index) };
    this.#pressed = true;
    this.#paintAt(index, this.#stroke.colour);
    window.addEventListener('pointerup', this.#endStroke, { once: true });
  };

  readonly #onPointerOver = (event: PointerEvent): void => {
    if (this.#stroke === null) return;
    // A button released outside the window sends no pointerup here: no button held means the stroke is over.
    if (event.buttons === 0) {
      this.#stroke = null;
      return;
    }
    const index = this.#cellOf(event);
    if (index === undefined) return;
    const draft = this.#history.present;
    const next = paint(draft, this.#layer, index, this.#stroke.colour);
    if (next === draft) return;
    this.#focusIndex = index;
    // The rest of a stroke is part of its first step: one undo takes the whole stroke back.
    this.#history.amend(next);
    this.#changed();
  };

  readonly #endStroke = (): void => {
    this.#stroke = null;
  };

  readonly #onClick = (event: MouseEvent): void => {
    const index = this.#cellOf(event);
    if (index === undefined) return;
    if (this.#pressed) {
      this.#pressed = false;
      return;
    }
    this.#paintAt(index, this.#strokeColour(index));
  };

  readonly #onGridKey = (event: KeyboardEvent): void => {
    const index = this.#cellOf(event);
    if (index === undefined) return;
    const moved = movedFocus(event.key, index);
    if (moved !== undefined) {
      event.preventDefault();
      this.#focusIndex = moved;
      this.requestUpdate();
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`[data-index="${moved}"]`)?.focus());
      return;
    }
    const digit = /^[1-9]$/.test(event.key) ? Number(event.key) : 0;
    if (digit > 0 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      this.#colour = COLOURS[digit - 1]!;
      this.requestUpdate();
      return;
    }
    switch (event.key) {
      case 'Enter':
      case ' ':
        event.preventDefault();
        this.#paintAt(index, this.#strokeColour(index));
        return;
      case 'Delete':
      case 'Backspace':
        event.preventDefault();
        this.#paintAt(index, null);
        return;
      default:
        return;
    }
  };

  readonly #onKey = (event: KeyboardEvent): void => {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
    // Text fields keep their own undo.
    const inField = event.composedPath().some((node) => node instanceof HTMLInputElement && node.type === 'text');
    if (inField) return;
    event.preventDefault();
    if (event.shiftKey) this.redo();
    else this.undo();
  };

  // ---- files and links ----

  readonly #onFile = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file !== undefined) void this.#readFile(file);
  };

  readonly #onDragOver = (event: DragEvent): void => {
    if (event.dataTransfer?.types.includes('Files') !== true) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };

  readonly #onDrop = (event: DragEvent): void => {
    const file = event.dataTransfer?.files[0];
    if (file === undefined) return;
    event.preventDefault();
    void this.#readFile(file);
  };

  async #readFile(file: File): Promise<void> {
    const read = await readSchemaFile(file);
    switch (read.kind) {
      case 'too-large':
        this.#say('error', this.#e.input.tooLarge(`${FILE_LIMIT / 1024} KB`));
        return;
      case 'not-json':
        this.#say('error', this.#e.input.notJson);
        return;
      case 'document':
        this.loadDocument(read.value, file.name);
        return;
    }
  }

  #export(): void {
    const schema = this.#judge().schema;
    if (schema === null) return;
    const blob = new Blob([`${JSON.stringify(this.schemaDocument, null, 2)}\n`], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${schema.id}.json`;
    a.hidden = true;
    this.renderRoot.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  async #copyLink(): Promise<void> {
    if (this.#judge().schema === null) return;
    const link = this.shareLink();
    this.#link = link;
    this.requestUpdate();
    try {
      await navigator.clipboard.writeText(link);
      this.#say('info', this.#e.actions.linkCopied);
    } catch {
      // Without the clipboard (an insecure page, a refused permission) the link stays shown, to copy by hand.
    }
  }

  // ---- check and play ----

  /** The mode the check plays: the first of normal and discovery that the schema allows, or `null`. */
  #checkMode(schema: TargetSchema): Mode | null {
    return CHECKED_MODES.find((mode) => playableModes(schema).includes(mode)) ?? null;
  }

  #startCheck(): void {
    const schema = this.#judge().schema;
    if (schema === null) return;
    const mode = this.#checkMode(schema);
    if (mode === null) return;
    this.#cancelCheck();
    let results: (SeedSummary | undefined)[] = CHECK_SEEDS.map(() => undefined);
    this.#check = { kind: 'running', mode, results };
    this.#running = runCheck(this.schemaDocument, mode, {
      seed: (index, result) => {
        results = results.map((r, i) => (i === index ? result : r));
        this.#check = { kind: 'running', mode, results };
        this.requestUpdate();
      },
      done: () => {
        this.#running = null;
        this.#check = { kind: 'done', mode, results };
        this.requestUpdate();
      },
      failed: (code) => {
        this.#running = null;
        this.#check = { kind: 'failed', code };
        this.requestUpdate();
      },
    });
    this.requestUpdate();
  }

  #cancelCheck(): void {
    if (this.#running === null) return;
    this.#running.cancel();
    this.#running = null;
    this.#check = { kind: 'cancelled' };
    this.requestUpdate();
  }

  #play(): void {
    const schema = this.#judge().schema;
    if (schema === null) return;
    this.#playing = schema;
    this.requestUpdate();
  }

  /** "Record a tutorial": the element does not know where the recorder is, so it asks its host to open it. */
  #record(): void {
    const schema = this.#judge().schema;
    if (schema === null) return;
    const detail: StigmeriaRecordDetail = { schema, fragment: linkFragment(this.schemaDocument) };
    this.dispatchEvent(new CustomEvent('stigmeria-record', { detail, bubbles: true, composed: true }));
  }

  // ---- rendering ----

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (this.#focusIndex < 0 || this.#focusIndex > 99) this.#focusIndex = 0;
  }

  /** The problems beside a field; `label` names the field when the list stands apart from it (under the flower). */
  #problemsAt(problems: readonly Problem[], field: Field, label?: string): TemplateResult | typeof nothing {
    const here = atField(problems, field);
    if (here.length === 0) return nothing;
    return html`<ul class="problems" id=${`problem-${field}`} data-field=${field}>
      ${here.map((p) => html`<li>${label === undefined ? this.#issueText(p.issue) : this.#e.problems.at(label, this.#issueText(p.issue))}</li>`)}
    </ul>`;
  }

  #described(problems: readonly Problem[], field: Field): string | typeof nothing {
    return atField(problems, field).length > 0 ? `problem-${field}` : nothing;
  }

  /** A text field, its label, and its problems beside it (outside the label, which names the field alone). */
  #textField(field: Field, label: string, value: string, set: (value: string) => Draft, problems: readonly Problem[]): TemplateResult {
    const invalid = atField(problems, field).length > 0;
    return html`<div class="field${invalid ? ' invalid' : ''}" data-field=${field}>
      <label for=${`field-${field}`}>${label}</label>
      <input
        id=${`field-${field}`}
        type="text"
        name=${field}
        .value=${value}
        aria-invalid=${invalid ? 'true' : 'false'}
        aria-describedby=${this.#described(problems, field)}
        @change=${(e: Event) => this.#edit(set((e.target as HTMLInputElement).value))}
      />
      ${this.#problemsAt(problems, field)}
    </div>`;
  }

  #renderPalette(): TemplateResult {
    const t = this.#t;
    const e = this.#e;
    return html`<div class="palette">
      <fieldset class="layers">
        <legend>${e.form.layer}</legend>
        ${(['targets', 'setup'] as const).map(
          (layer) => html`<label class="choice"><input type="radio" name="layer" value=${layer} .checked=${this.#layer === layer}
              @change=${() => { this.#layer = layer; this.requestUpdate(); }} /><span>${layer === 'targets' ? e.form.targets : e.form.setup}</span></label>`,
        )}
      </fieldset>
      <fieldset class="colours">
        <legend>${e.form.colour}</legend>
        ${COLOURS.map(
          (colour, i) => html`<button type="button" class="swatch" data-color=${colour} aria-pressed=${this.#colour === colour ? 'true' : 'false'}
              title=${e.form.colourKey(t.colours[colour], String(i + 1))} @click=${() => { this.#colour = colour; this.requestUpdate(); }}>
              <span class="swatch-dot" aria-hidden="true"></span><span class="swatch-name">${e.form.colourKey(t.colours[colour], String(i + 1))}</span>
            </button>`,
        )}
        <button type="button" class="swatch erase" aria-pressed=${this.#colour === null ? 'true' : 'false'} @click=${() => { this.#colour = null; this.requestUpdate(); }}>
          <span class="swatch-name">${e.form.erase}</span>
        </button>
      </fieldset>
    </div>`;
  }

  #renderFlower(problems: readonly Problem[]): TemplateResult {
    const draft = this.#history.present;
    const preview = previewOf(draft);
    const tokens = draft.setup.map((color, i) => (color === null ? null : { color, pollen: preview.board[i]?.pollen ?? false }));
    const cellProblems = problems.filter((p) => p.place.kind === 'cell');
    const grid = renderPaintGrid({
      t: this.#t,
      e: this.#e,
      targets: draft.targets,
      tokens,
      problems: new Set(cellProblems.map((p) => (p.place.kind === 'cell' ? p.place.cell : ''))),
      focusIndex: this.#focusIndex,
      describedBy: 'problem-cells',
    });
    return html`<div class="paint-area" @pointerdown=${this.#onPointerDown} @pointerover=${this.#onPointerOver} @click=${this.#onClick} @keydown=${this.#onGridKey}>
      ${renderFlower({ t: this.#t, state: preview.state, player: preview.state.players[0]!, grid, zoom: this.#zoom, onZoom: (zoom) => { this.#zoom = zoom; this.requestUpdate(); } })}
    </div>
    ${cellProblems.length === 0
      ? nothing
      : html`<ul class="problems" id="problem-cells" data-field="cells">
          ${cellProblems.map((p) => html`<li>${this.#e.problems.at(p.place.kind === 'cell' ? p.place.cell : '', this.#issueText(p.issue))}</li>`)}
        </ul>`}
    ${this.#problemsAt(problems, 'targets', this.#e.form.targets)} ${this.#problemsAt(problems, 'setup', this.#e.form.setup)}
    <p class="keys">${this.#e.form.keys}</p>`;
  }

  #renderFields(problems: readonly Problem[]): TemplateResult {
    const t = this.#t;
    const e = this.#e;
    const draft = this.#history.present;
    const allowed = flowerModes(draft.flower);
    const modes = draft.modes ?? allowed;
    return html`<fieldset class="about">
      <legend>${e.form.about}</legend>
      ${this.#textField('id', e.form.id, draft.id, (id) => ({ ...this.#history.present, id }), problems)}
      ${this.#textField('name-en', e.form.nameEn, draft.nameEn, (nameEn) => ({ ...this.#history.present, nameEn }), problems)}
      ${this.#textField('name-fr', e.form.nameFr, draft.nameFr, (nameFr) => ({ ...this.#history.present, nameFr }), problems)}
      <div class="field" data-field="flower">
        <label for="field-flower">${e.form.flower}</label>
        <select id="field-flower" name="flower" aria-describedby=${this.#described(problems, 'flower')} @change=${(ev: Event) => this.#edit(setFlower(this.#history.present, (ev.target as HTMLSelectElement).value as Draft['flower']))}>
          ${FLOWER_NAMES.map((flower) => html`<option value=${flower} ?selected=${draft.flower === flower}>${t.flowers[flower]}</option>`)}
        </select>
        ${this.#problemsAt(problems, 'flower')}
      </div>
      <div class="field" data-field="stars">
        <label for="field-stars">${e.form.stars}</label>
        <select id="field-stars" name="stars" aria-describedby=${this.#described(problems, 'stars')} @change=${(ev: Event) => this.#edit({ ...this.#history.present, stars: Number((ev.target as HTMLSelectElement).value) as Draft['stars'] })}>
          ${([1, 2, 3, 4] as const).map((n) => html`<option value=${n} ?selected=${draft.stars === n}>${'★'.repeat(n)} ${n}</option>`)}
        </select>
        ${this.#problemsAt(problems, 'stars')}
      </div>
      <fieldset class="modes${atField(problems, 'modes').length > 0 ? ' invalid' : ''}" data-field="modes" aria-describedby=${this.#described(problems, 'modes')}>
        <legend>${e.form.modes}</legend>
        ${allowed.map(
          (mode) => html`<label class="choice"><input type="checkbox" name="mode" value=${mode} .checked=${modes.includes(mode)}
              @change=${(ev: Event) => this.#edit(toggleMode(this.#history.present, mode, (ev.target as HTMLInputElement).checked))} /><span>${t.modes[mode]}</span></label>`,
        )}
        ${this.#problemsAt(problems, 'modes')}
      </fieldset>
      <fieldset class="winds" data-field="winds">
        <legend>${e.form.winds}</legend>
        ${Array.from({ length: WIND_TURNS }, (_, i) => i + 1).map(
          (turn) => html`<label class="wind"><span>${e.form.windTurn(turn)}</span>
            <select name=${`wind-${turn}`} @change=${(ev: Event) => this.#edit(setWind(this.#history.present, turn, (ev.target as HTMLSelectElement).value as (typeof DIRECTIONS)[number]))}>
              ${DIRECTIONS.map((d) => html`<option value=${d} ?selected=${windOf(draft, turn) === d}>${t.directions[d]}</option>`)}
            </select></label>`,
        )}
        ${this.#problemsAt(problems, 'winds')}
      </fieldset>
      ${this.#textField('author', e.form.author, draft.author, (author) => ({ ...this.#history.present, author }), problems)}
      ${this.#textField('licence', e.form.licence, draft.licence, (licence) => ({ ...this.#history.present, licence }), problems)}
      ${this.#problemsAt(problems, 'description')}
    </fieldset>`;
  }

  #renderCheck(schema: TargetSchema | null): TemplateResult {
    const e = this.#e;
    const t = this.#t;
    const view = this.#check;
    const mode = schema === null ? null : this.#checkMode(schema);
    const why = schema === null ? e.check.fixFirst : mode === null ? e.check.notChecked(playableModes(schema).map((m) => t.modes[m]).join(', ')) : null;
    const results = view.kind === 'running' || view.kind === 'done' ? view.results : null;
    const done = results?.filter((r) => r !== undefined).length ?? 0;
    return html`<section class="check" part="editor-check" aria-labelledby="check-title">
      <h2 id="check-title">${e.check.title}</h2>
      <div class="buttons">
        <button type="button" class="run-check" ?disabled=${why !== null || view.kind === 'running'} @click=${() => this.#startCheck()}>${e.actions.check}</button>
        ${view.kind === 'running' ? html`<button type="button" class="cancel-check" @click=${() => this.#cancelCheck()}>${e.actions.cancel}</button>` : nothing}
      </div>
      ${why !== null ? html`<p class="why">${why}</p>` : nothing}
      <p class="check-status" role="status">
        ${view.kind === 'running'
          ? html`<progress max=${CHECK_SEEDS.length} .value=${done}></progress> ${e.check.progress(done, CHECK_SEEDS.length)}`
          : view.kind === 'done'
            ? e.check.summary(view.results.filter((r) => r?.found === true).length, CHECK_SEEDS.length)
            : view.kind === 'cancelled'
              ? e.check.cancelled
              : view.kind === 'failed'
                ? view.code === 'editor/worker-failed'
                  ? e.input.workerFailed
                  : e.check.fixFirst
                : nothing}
      </p>
      ${results === null || view.kind === 'idle' ? nothing : this.#renderResults(view.kind === 'running' || view.kind === 'done' ? view.mode : 'normal', results)}
    </section>`;
  }

  #renderResults(mode: Mode, results: readonly (SeedSummary | undefined)[]): TemplateResult {
    const e = this.#e;
    const yes = (b: boolean) => (b ? e.check.yes : e.check.no);
    return html`<p class="check-mode">${e.check.mode(this.#t.modes[mode])}</p>
      <table class="results">
        <thead><tr><th scope="col">${e.check.seed}</th><th scope="col">${e.check.found}</th><th scope="col">${e.check.turns}</th><th scope="col">${e.check.actions}</th><th scope="col">${e.check.proven}</th></tr></thead>
        <tbody>
          ${results.map((r, i) =>
            r === undefined
              ? html`<tr data-seed=${CHECK_SEEDS[i]!} data-state="waiting"><th scope="row">${CHECK_SEEDS[i]}</th><td colspan="4">…</td></tr>`
              : html`<tr data-seed=${r.seed} data-state="done" data-found=${r.found ? 'true' : 'false'}>
                  <th scope="row">${r.seed}</th>
                  <td>${r.found ? e.check.yes : r.refuted ? e.check.noLineProven : e.check.noLine}</td>
                  <td>${r.bestTurns ?? '—'}</td>
                  <td>${r.bestActions ?? '—'}</td>
                  <td>${yes(r.provenOptimal)}</td>
                </tr>`,
          )}
        </tbody>
      </table>`;
  }

  #renderPlay(schema: TargetSchema): TemplateResult {
    const e = this.#e;
    // A normal game when the schema has one (the game as the box plays it), else the first mode it allows.
    const modes = playableModes(schema);
    const mode = modes.includes('normal') ? 'normal' : (modes[0] ?? 'normal');
    return html`<section class="play" part="editor-play" aria-labelledby="play-title">
      <div class="play-bar">
        <h2 id="play-title">${e.play.title}</h2>
        <label class="choice"><input type="checkbox" name="hints" .checked=${this.#hints} @change=${(ev: Event) => { this.#hints = (ev.target as HTMLInputElement).checked; this.requestUpdate(); }} /><span>${e.actions.hints}</span></label>
        <button type="button" class="back" @click=${() => { this.#playing = null; this.requestUpdate(); }}>${e.actions.backToEditing}</button>
      </div>
      <stigmeria-board .schemaData=${schema} mode=${mode} players=${String(MODES[mode].players[0])} lang=${this.#lang} theme=${this.theme} ?hints=${this.#hints}></stigmeria-board>
    </section>`;
  }

  override render(): TemplateResult {
    const e = this.#e;
    const { problems, schema } = this.#judge();
    const blocked = schema === null;
    return html`<div class="editor" lang=${this.#lang} @keydown=${this.#onKey} @dragover=${this.#onDragOver} @drop=${this.#onDrop}>
      <div class="toolbar" role="toolbar" aria-label=${e.title}>
        <button type="button" class="undo" ?disabled=${!this.#history.canUndo} @click=${() => this.undo()}>${e.actions.undo}</button>
        <button type="button" class="redo" ?disabled=${!this.#history.canRedo} @click=${() => this.redo()}>${e.actions.redo}</button>
        <button type="button" class="new" @click=${() => this.#edit(emptyDraft())}>${e.actions.newSchema}</button>
        <label class="import button"><input type="file" accept=".json,application/json" @change=${this.#onFile} /><span>${e.actions.import}</span></label>
        <span class="drop-hint">${e.actions.drop}</span>
        <button type="button" class="export" ?disabled=${blocked} @click=${() => this.#export()}>${e.actions.export}</button>
        <button type="button" class="copy-link" ?disabled=${blocked} @click=${() => void this.#copyLink()}>${e.actions.copyLink}</button>
        <button type="button" class="play-it" ?disabled=${blocked} @click=${() => this.#play()}>${e.actions.play}</button>
        <button type="button" class="record-it" ?disabled=${blocked} @click=${() => this.#record()}>${e.record.button}</button>
      </div>
      <p class="notice${this.#notice?.kind === 'error' ? ' error' : ''}" role=${this.#notice?.kind === 'error' ? 'alert' : 'status'} part="editor-message">${this.#notice?.text ?? nothing}</p>
      ${this.#link === null
        ? nothing
        : html`<label class="link"><span>${e.actions.linkReady}</span><input type="url" readonly .value=${this.#link} @focus=${(ev: FocusEvent) => (ev.target as HTMLInputElement).select()} /></label>`}
      <p class="summary${blocked ? ' invalid' : ''}" data-problems=${problems.length}>
        ${problems.length === 0 ? e.problems.none : e.problems.count(problems.length)}
      </p>
      ${this.#problemsAt(problems, 'document', e.problems.whole)}
      ${this.#playing !== null && this.#playing === schema ? this.#renderPlay(this.#playing) : nothing}
      <div class="main">
        <section class="paint" aria-label=${e.form.paint}>${this.#renderPalette()} ${this.#renderFlower(problems)}</section>
        <section class="fields">${this.#renderFields(problems)} ${this.#renderCheck(schema)}</section>
      </div>
    </div>`;
  }
}
