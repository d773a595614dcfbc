/**
 * `<stigmeria-board>`: a playable, accessible Stigméria board and replay viewer. This module only declares
 * the class; `define.js` registers the tag.
 * @module
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import {
  CELL_NAMES,
  FLOWERS,
  catalogue,
  findSchema,
  legalActions,
  outcome,
  parseSchema,
  specialActionsOf,
  type Colour,
  type Command,
  type GameEvent,
  type GameState,
  type Mode,
  type Replay,
  type ReplayStep,
  type SpecialActionId,
  type TargetSchema,
} from '@stigmeria/rules';
import { describeEvents } from './announce.js';
import { GameController } from './controllers/game-controller.js';
import { ReplayController } from './controllers/replay-controller.js';
import type {
  StigmeriaChangeDetail,
  StigmeriaCommandDetail,
  StigmeriaEndDetail,
  StigmeriaErrorDetail,
  StigmeriaStepDetail,
} from './events.js';
import { errorMessage, localized, strings, toLang, type Lang, type Strings } from './i18n.js';
import { awaitsFirst, candidates, forcedPick, pickCell, secondOf, targets, type Pick } from './picking.js';
import { boardStyles } from './stigmeria-board.styles.js';
import { renderCommands } from './views/commands.js';
import { renderEndPanel } from './views/end-panel.js';
import { renderGrid } from './views/grid.js';
import { renderHelp } from './views/help.js';
import { playerName, renderPlayers } from './views/players.js';
import { renderRecruit } from './views/recruit.js';
import { renderReplayControls } from './views/replay-controls.js';
import { SPECIAL_KEYS, renderSpecials } from './views/specials.js';
import { renderStatus } from './views/status.js';

/** The seed used when none is given: the same page shows the same game. */
export const DEFAULT_SEED = 'stigmeria';

const PLAYABLE_MODES: readonly Mode[] = ['normal', 'discovery'];
const EMPTY: ReadonlySet<string> = new Set();
/** Every event of the element bubbles out of shadow roots. */
const EVENT_INIT = { bubbles: true, composed: true } as const;

/**
 * A Stigméria board: plays a game of a target schema (hot-seat for several players) or shows a replay.
 * Every rule is decided by `@stigmeria/rules`; the element only shows what `legalActions` allows.
 *
 * @summary A playable, accessible Stigméria board and replay viewer.
 *
 * @attr {string} schema - A catalogue schema id; default the first catalogue schema.
 * @attr {'normal'|'discovery'} mode - The game mode; default `normal`.
 * @attr {number} players - 1 to 6 players on this device (hot-seat); default 1.
 * @attr {string} seed - The seed of the game's bags; default `stigmeria`.
 * @attr {'en'|'fr'} lang - The language of the interface; default `en`.
 * @attr {string} replay-src - The URL of a replay document to show.
 * @attr {number} step - In a replay, how many steps are applied.
 * @attr {boolean} controls - Show the replay controls.
 * @attr {boolean} readonly - Show the game without letting the user play.
 *
 * @prop {Replay | null} replay - A replay document to show (wins over `replay-src` while set).
 * @prop {TargetSchema | null} schemaData - A target schema document; wins over `schema`.
 * @prop {GameState | null} state - The state shown (read-only).
 * @prop {ReplayStep[]} log - The steps played so far, or the replay's steps up to the cursor (read-only).
 *
 * @fires {CustomEvent<StigmeriaCommandDetail>} stigmeria-command - Before a command is applied; cancelable.
 * @fires {CustomEvent<StigmeriaChangeDetail>} stigmeria-change - After a command was applied.
 * @fires {CustomEvent<StigmeriaEndDetail>} stigmeria-end - The game is over.
 * @fires {CustomEvent<StigmeriaErrorDetail>} stigmeria-error - A command, attribute, schema or replay was refused.
 * @fires {CustomEvent<StigmeriaStepDetail>} stigmeria-step - The replay cursor moved.
 *
 * @cssprop [--stigmeria-blue=#2f6fd6] - Blue tokens.
 * @cssprop [--stigmeria-yellow=#f2c230] - Yellow tokens.
 * @cssprop [--stigmeria-red=#d93b3b] - Red tokens.
 * @cssprop [--stigmeria-orange=#f08a24] - Orange tokens.
 * @cssprop [--stigmeria-green=#3a9d4a] - Green tokens.
 * @cssprop [--stigmeria-violet=#8a4fc2] - Violet tokens.
 * @cssprop [--stigmeria-brown=#8b5a2b] - Brown tokens.
 * @cssprop [--stigmeria-white=#f7f7f2] - White tokens.
 * @cssprop [--stigmeria-white-outline=#8f8a7a] - The outline of a white target, which would not show on a light cell.
 * @cssprop [--stigmeria-black=#1d1d1d] - Black tokens.
 * @cssprop [--stigmeria-board-background=#d9cfb8] - The board behind the cells (and the grid lines).
 * @cssprop [--stigmeria-cell-background=#f4efe2] - An empty cell.
 * @cssprop [--stigmeria-cell-size=3rem] - The largest size of a cell; the grid shrinks with its container.
 * @cssprop [--stigmeria-gap=2px] - The gap between cells.
 * @cssprop [--stigmeria-radius=6px] - The board's corner radius.
 * @cssprop [--stigmeria-font=system-ui, sans-serif] - The font of the element.
 * @cssprop [--stigmeria-text=#1f2328] - The text colour.
 * @cssprop [--stigmeria-muted=#59636e] - Secondary text.
 * @cssprop [--stigmeria-background=transparent] - The element's background.
 * @cssprop [--stigmeria-focus=#0b63ce] - Focus rings and picked items.
 * @cssprop [--stigmeria-highlight=#fff6bf] - A cell that may be picked now.
 * @cssprop [--stigmeria-highlight-border=#c99a00] - The border of a cell that may be picked now.
 * @cssprop [--stigmeria-ghost-opacity=0.7] - The opacity of a target shown as a ghost pollen.
 * @cssprop [--stigmeria-movable=rgb(11 99 206 / 0.35)] - The ring of a stigmerian that can move (shown while nothing is picked).
 * @cssprop [--stigmeria-button-background=#fff] - Buttons.
 * @cssprop [--stigmeria-button-border=#8c959f] - Button and table borders.
 * @cssprop [--stigmeria-error=#c62828] - The edge of the inline message.
 * @cssprop [--stigmeria-message-background=#fdecea] - The inline message.
 * @cssprop [--stigmeria-note-background=#eef4ff] - A replay step's note.
 *
 * @csspart board - The 10×10 grid.
 * @csspart cell - Every cell (with `data-cell`, `data-color`, `data-face`).
 * @csspart recruit - The recruit zone and bag.
 * @csspart actions - The basic action buttons, pending decision and pick prompt.
 * @csspart controls - The replay controls.
 * @csspart end-panel - The ranking and scores at the end of a game.
 * @csspart message - The inline error message.
 */
export class StigmeriaBoard extends LitElement {
  static override styles = boardStyles;

  static override properties = {
    schema: { type: String },
    mode: { type: String },
    players: { type: String },
    seed: { type: String },
    lang: { type: String },
    replaySrc: { type: String, attribute: 'replay-src' },
    step: { type: Number },
    controls: { type: Boolean },
    readonly: { type: Boolean },
    replay: { attribute: false },
    schemaData: { attribute: false },
  };

  /** A catalogue schema id. */
  declare schema: string;
  /** `normal` or `discovery`. */
  declare mode: string;
  /** 1 to 6 (an attribute gives a string; a number is accepted too). */
  declare players: number | string;
  declare seed: string;
  declare lang: string;
  declare replaySrc: string | null;
  declare step: number | null;
  declare controls: boolean;
  declare readonly: boolean;
  declare replay: Replay | null;
  declare schemaData: TargetSchema | null;

  readonly #game = new GameController(this);
  readonly #replay = new ReplayController(this, (step, total) => this.#onReplayStep(step, total));
  #shown = 0;
  #pick: Pick | null = null;
  #focus = 0;
  #wantFocus = false;
  #hint: SpecialActionId | undefined = undefined;
  #message: { readonly code: string; readonly text: (t: Strings, lang: Lang) => string } | null = null;
  #announcement = '';
  #endFired = false;
  #fetchToken = 0;

  constructor() {
    super();
    this.schema = catalogue[0]?.schema.id ?? '';
    this.mode = 'normal';
    this.players = 1;
    this.seed = DEFAULT_SEED;
    this.lang = 'en';
    this.replaySrc = null;
    this.step = null;
    this.controls = false;
    this.readonly = false;
    this.replay = null;
    this.schemaData = null;
  }

  /** The state shown: the game's, or the replay's at its cursor. */
  get state(): GameState | null {
    return this.#inReplay() ? this.#replay.state : this.#game.state;
  }

  /** The steps played so far, or the replay's steps up to the cursor. */
  get log(): ReplayStep[] {
    const replay = this.#replay.replay;
    if (replay !== null) return replay.steps.slice(0, this.#replay.cursor);
    return [...this.#game.log];
  }

  /**
   * Plays a command exactly as a click would: `stigmeria-command` first (cancelable), then the rules.
   * Returns whether the command was applied.
   */
  play(command: Command): boolean {
    try {
      return this.#submit(command);
    } catch (error) {
      this.#fail('board/internal', () => String(error));
      return false;
    }
  }

  /** Takes back the shown player's last step. Returns whether a step was undone. */
  undo(): boolean {
    if (this.#inReplay()) {
      const before = this.#replay.cursor;
      return this.#replay.previous() < before;
    }
    return this.play({ type: 'undo', player: this.#shown });
  }

  /** In a replay, moves to `n` applied steps (clamped). Returns the cursor (0 without a replay). */
  stepTo(n: number): number {
    if (!this.#inReplay()) return 0;
    return this.#replay.stepTo(n);
  }

  /** Starts the game again from its setup, or a replay from its first step. */
  reset(): void {
    if (this.#inReplay()) {
      this.#replay.stepTo(0);
      return;
    }
    const result = this.#game.reset();
    if (!result.ok) return;
    this.#message = null;
    this.#afterNewGame();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    try {
      if (
        changed.has('schema') ||
        changed.has('mode') ||
        changed.has('players') ||
        changed.has('seed') ||
        changed.has('schemaData') ||
        this.#game.state === null
      ) {
        this.#createGame();
      }
      if (changed.has('replay')) {
        if (this.replay !== null && this.replay !== undefined) this.#loadReplay(this.replay);
        else if (!this.replaySrc) this.#replay.clear();
      }
      if (changed.has('step') && this.step !== null && this.step !== undefined && this.#inReplay()) {
        this.#applyStepAttribute();
      }
    } catch (error) {
      this.#fail('board/internal', () => String(error));
    }
  }

  override updated(changed: PropertyValues<this>): void {
    if (changed.has('replaySrc') && (this.replay === null || this.replay === undefined)) {
      void this.#fetchReplay(this.replaySrc);
    }
    if (this.#wantFocus) {
      this.#wantFocus = false;
      const cell = this.renderRoot.querySelector<HTMLElement>(`[data-cell="${CELL_NAMES[this.#focus]}"]`);
      cell?.focus();
    }
  }

  override render(): TemplateResult {
    const t = strings(toLang(this.lang));
    try {
      return this.#renderBoard(t);
    } catch (error) {
      return html`<div class="root">
        <p class="message" part="message" role="alert">${String(error)}</p>
      </div>`;
    }
  }

  // ---- rendering ----

  #renderBoard(t: Strings): TemplateResult {
    const lang = toLang(this.lang);
    const state = this.state;
    const message = this.#message === null ? nothing : html`<p class="message" part="message" role="alert">${this.#message.text(t, lang)}</p>`;
    if (state === null) return html`<div class="root" lang=${lang}>${message}</div>`;
    const inReplay = this.#inReplay();
    const shown = Math.min(this.#shown, state.players.length - 1);
    const player = state.players[shown]!;
    const interactive = this.#interactive(state);
    const legal = interactive ? legalActions(state, shown) : [];
    const pick = interactive ? this.#currentPick(legal) : null;
    const highlighted = pick === null ? EMPTY : targets(legal, pick);
    const landable = new Set<Colour>();
    for (const c of legal) if (c.type === 'land') landable.add(c.color);
    const offAllowed = pick !== null && !awaitsFirst(pick) && highlighted.has('off');
    const name = playerName(t, state, shown);
    const schema = state.schema;
    const result = outcome(state);
    const replay = this.#replay.replay;
    const note = inReplay ? replay?.steps[this.#replay.cursor - 1]?.note : undefined;
    const specials = specialActionsOf(state);
    return html`<div class="root" lang=${lang} @keydown=${this.#onKey}>
      <header class="head">
        <h2 class="title">${localized(schema.name, lang)}</h2>
        <span class="meta stars" aria-label=${String(schema.stars)}>${t.ui.stars(schema.stars)}</span>
        <span class="meta flower">${FLOWERS[schema.flower].name}</span>
        ${inReplay && replay?.metadata?.title !== undefined ? html`<span class="meta replay-title">${localized(replay.metadata.title, lang)}</span>` : nothing}
      </header>
      ${schema.description !== undefined ? html`<p class="description meta">${localized(schema.description, lang)}</p>` : nothing}
      ${message} ${renderPlayers(t, state, shown, (i) => this.#show(i))}
      ${state.players.length > 1 ? html`<p class="showing meta">${t.ui.showing(name)}</p>` : nothing}
      ${renderStatus(t, state, player)}
      <div class="layout">
        <div class="board-col">
          ${renderGrid({
            t,
            label: `${t.ui.board}: ${name}`,
            player,
            targets: state.targets,
            highlighted,
            movable: pick === null ? new Set(legal.flatMap((c) => (c.type === 'move' ? [c.from] : []))) : EMPTY,
            picked: pick?.first,
            focusIndex: this.#focus,
            onCell: (cell, index) => this.#onCell(cell, index),
            onKey: (e) => this.#onGridKey(e),
          })}
          ${inReplay && this.controls
            ? renderReplayControls({
                t,
                step: this.#replay.cursor,
                total: this.#replay.total,
                playing: this.#replay.playing,
                speed: this.#replay.speed,
                onStep: (n) => this.#replay.stepTo(n),
                onToggle: () => this.#replay.toggle(),
                onSpeed: (s) => this.#replay.setSpeed(s),
              })
            : nothing}
          ${note !== undefined ? html`<p class="note">${localized(note, lang)}</p>` : nothing}
        </div>
        <div class="side">
          ${renderRecruit({ t, player, landable, selected: pick?.type === 'land' ? pick.color : undefined, disabled: !interactive, onPick: (c) => this.#pickColour(c) })}
          ${inReplay
            ? nothing
            : renderCommands({
                t,
                player,
                legal,
                disabled: !interactive,
                prompt: pick === null ? undefined : this.#prompt(t, pick),
                offAllowed,
                onCommand: (c) => this.play(c),
                onRestart: () => this.#restartTurn(),
                onOff: () => this.#pickOff(),
                onCancel: () => this.#cancel(),
              })}
          ${renderSpecials({
            t,
            state,
            player,
            legal,
            selected: pick?.type,
            hint: this.#hint ?? (pick !== null && (specials as readonly string[]).includes(pick.type) ? (pick.type as SpecialActionId) : undefined),
            disabled: !interactive,
            onPick: (id) => this.#pickSpecial(id),
            onHint: (id) => {
              this.#hint = id;
              this.requestUpdate();
            },
          }) ?? nothing}
          ${inReplay ? nothing : renderHelp(t, specials)}
        </div>
      </div>
      ${result !== null ? renderEndPanel(t, result, (i) => playerName(t, state, i)) : nothing}
      <div class="sr-only live" aria-live="polite" role="status">${this.#announcement}</div>
    </div>`;
  }

  #prompt(t: Strings, pick: Pick): string {
    const what =
      pick.type === 'land'
        ? `${t.basics.land} (${pick.color !== undefined ? t.colours[pick.color] : ''})`
        : pick.type === 'move'
          ? t.basics.move
          : pick.type === 'half-note-keep'
            ? t.actions['half-note']
            : t.actions[pick.type];
    return pick.first === undefined || pick.type === 'move' ? t.ui.pickTarget(what) : t.ui.pickSecond(what);
  }

  // ---- game setup ----

  #createGame(): void {
    let schema: TargetSchema | undefined;
    let problem = false;
    if (this.schemaData !== null && this.schemaData !== undefined) {
      const parsed = parseSchema(this.schemaData);
      if (parsed.ok) schema = parsed.value;
      else {
        problem = true;
        this.#fail('board/invalid-schema', (t) => t.messages.invalidSchema);
      }
    }
    if (schema === undefined && !problem) {
      const id = String(this.schema ?? '');
      const entry = findSchema(id);
      if (entry !== undefined) schema = entry.schema;
      else {
        problem = true;
        this.#fail('board/unknown-schema', (t) => t.messages.unknownSchema(id));
      }
    }
    if (schema === undefined) {
      // Never blank: keep the last good game, or start the default schema.
      if (this.#game.state !== null) return;
      schema = catalogue[0]!.schema;
    }
    const modeText = String(this.mode ?? 'normal');
    let mode: Mode = 'normal';
    if ((PLAYABLE_MODES as readonly string[]).includes(modeText)) mode = modeText as Mode;
    else {
      problem = true;
      this.#fail('board/invalid-mode', (t) => t.messages.invalidMode(modeText));
    }
    const playersText = String(this.players ?? '1').trim();
    let players = Number(playersText);
    if (!Number.isInteger(players) || players < 1 || players > 6 || playersText === '') {
      problem = true;
      this.#fail('board/invalid-players', (t) => t.messages.invalidPlayers(playersText));
      players = 1;
    }
    const seed = this.seed === null || this.seed === undefined || this.seed === '' ? DEFAULT_SEED : String(this.seed);
    let created = this.#game.create({ schema, mode, players, seed });
    if (!created.ok) {
      const error = created.error;
      this.#fail(error.code, (t, lang) => t.messages.setupFailed(errorMessage(error, lang)));
      if (this.#game.state !== null) return;
      created = this.#game.create({ schema: catalogue[0]!.schema, mode: 'normal', players: 1, seed: DEFAULT_SEED });
      if (!created.ok) return;
      problem = true;
    }
    this.#afterNewGame();
    if (!problem) this.#message = null;
  }

  #afterNewGame(): void {
    this.#shown = 0;
    this.#pick = null;
    this.#endFired = false;
    this.#announcement = '';
    this.requestUpdate();
  }

  // ---- replays ----

  #inReplay(): boolean {
    return this.#replay.replay !== null;
  }

  #loadReplay(input: unknown): boolean {
    const loaded = this.#replay.load(input);
    if (!loaded.ok) {
      const error = loaded.error;
      const first = error.cause !== undefined && 'issues' in error.cause ? error.cause.issues[0] : undefined;
      const detail = first !== undefined ? `${first.path} ${first.message}` : error.message;
      this.#fail(error.code, (t) => (error.step !== undefined ? t.messages.replayStep(error.step) : t.messages.replayInvalid(detail)));
      return false;
    }
    this.#message = null;
    this.#shown = 0;
    this.#pick = null;
    this.#announcement = '';
    if (this.step !== null && this.step !== undefined) this.#applyStepAttribute();
    this.dispatchEvent(new CustomEvent<StigmeriaStepDetail>('stigmeria-step', { detail: { step: this.#replay.cursor, total: this.#replay.total }, ...EVENT_INIT }));
    return true;
  }

  #applyStepAttribute(): void {
    const n = Number(this.step);
    if (!Number.isInteger(n) || n < 0 || n > this.#replay.total) {
      const text = String(this.step);
      this.#fail('board/invalid-step', (t) => t.messages.invalidStep(text));
      return;
    }
    this.#replay.stepTo(n);
  }

  async #fetchReplay(src: string | null): Promise<void> {
    const token = ++this.#fetchToken;
    if (src === null || src === undefined || src === '') {
      if (this.replay === null || this.replay === undefined) this.#replay.clear();
      return;
    }
    let response: Response;
    try {
      response = await fetch(src);
    } catch (error) {
      if (token === this.#fetchToken) this.#fail('board/replay-fetch', (t) => t.messages.replayFetch(String(error)));
      return;
    }
    if (token !== this.#fetchToken) return;
    if (!response.ok) {
      const status = `${response.status}`;
      this.#fail('board/replay-fetch', (t) => t.messages.replayFetch(status));
      return;
    }
    let data: unknown;
    try {
      data = JSON.parse(await response.text());
    } catch {
      if (token === this.#fetchToken) this.#fail('board/replay-json', (t) => t.messages.replayJson);
      return;
    }
    if (token !== this.#fetchToken) return;
    this.#loadReplay(data);
    this.requestUpdate();
  }

  #onReplayStep(step: number, total: number): void {
    const replay = this.#replay.replay;
    const state = this.#replay.state;
    if (replay !== null && state !== null && this.step !== step) {
      const applied = replay.steps[step - 1];
      const t = strings(toLang(this.lang));
      this.#announcement = applied !== undefined ? describeEvents(applied.events, state, t) || t.ui.stepOf(step, total) : t.ui.stepOf(step, total);
    }
    this.step = step;
    this.dispatchEvent(new CustomEvent<StigmeriaStepDetail>('stigmeria-step', { detail: { step, total }, ...EVENT_INIT }));
  }

  // ---- playing ----

  #interactive(state: GameState): boolean {
    return !this.#inReplay() && !this.readonly && !state.over;
  }

  #submit(command: Command): boolean {
    const t = strings(toLang(this.lang));
    if (this.#inReplay()) {
      this.#fail('board/replay-mode', (tt) => tt.messages.replayMode);
      return false;
    }
    if (this.#game.state === null) {
      this.#fail('board/no-game', (tt) => tt.messages.noGame);
      return false;
    }
    const allowed = this.dispatchEvent(
      new CustomEvent<StigmeriaCommandDetail>('stigmeria-command', { detail: { command }, ...EVENT_INIT, cancelable: true }),
    );
    if (!allowed) return false;
    const result = this.#game.play(command);
    if (!result.ok) {
      const error = result.error;
      this.#fail(error.code, (_t, lang) => errorMessage(error, lang));
      return false;
    }
    const { state, events } = result.value;
    this.#message = null;
    this.#pick = null;
    this.#announcement = describeEvents(events, state, t);
    this.#followTurn(command, events, state);
    this.requestUpdate();
    this.dispatchEvent(new CustomEvent<StigmeriaChangeDetail>('stigmeria-change', { detail: { command, events, state }, ...EVENT_INIT }));
    if (state.over && !this.#endFired) {
      const result = outcome(state);
      if (result !== null) {
        this.#endFired = true;
        this.dispatchEvent(new CustomEvent<StigmeriaEndDetail>('stigmeria-end', { detail: { outcome: result }, ...EVENT_INIT }));
      }
    }
    return true;
  }

  /** Hot-seat: once the shown player's turn is over, show the next player who still has to play. */
  #followTurn(command: Command, events: readonly GameEvent[], state: GameState): void {
    if (command.player !== this.#shown) return;
    const me = state.players[this.#shown];
    const newTurn = events.some((e) => e.type === 'turn-started');
    if (me !== undefined && me.status === 'playing' && !me.turnEnded && !newTurn) return;
    const n = state.players.length;
    for (let k = 1; k <= n; k++) {
      const i = (this.#shown + k) % n;
      const p = state.players[i]!;
      if (p.status === 'playing' && !p.turnEnded) {
        this.#shown = i;
        return;
      }
    }
  }

  #restartTurn(): void {
    for (let guard = 0; guard < 200; guard++) {
      const state = this.#game.state;
      if (state === null || !legalActions(state, this.#shown).some((c) => c.type === 'undo')) return;
      if (!this.play({ type: 'undo', player: this.#shown })) return;
    }
  }

  #fail(code: string, text: (t: Strings, lang: Lang) => string): void {
    this.#message = { code, text };
    this.requestUpdate();
    const lang = toLang(this.lang);
    const message = text(strings(lang), lang);
    this.dispatchEvent(new CustomEvent<StigmeriaErrorDetail>('stigmeria-error', { detail: { code, message }, ...EVENT_INIT }));
  }

  // ---- picking ----

  #legalNow(): readonly Command[] {
    const state = this.#game.state;
    if (state === null || !this.#interactive(state)) return [];
    return legalActions(state, this.#shown);
  }

  /** The pick in force: a pending decision's, else the user's while it can still become a legal command. */
  #currentPick(legal: readonly Command[]): Pick | null {
    const forced = forcedPick(legal);
    if (forced !== null) return this.#pick?.type === forced.type && candidates(legal, this.#pick).length > 0 ? this.#pick : forced;
    if (this.#pick !== null && candidates(legal, this.#pick).length > 0) return this.#pick;
    return null;
  }

  #onCell(cell: string, index: number): void {
    this.#focus = index;
    const legal = this.#legalNow();
    if (legal.length === 0) {
      this.requestUpdate();
      return;
    }
    const pick = this.#currentPick(legal);
    if (pick !== null) {
      const next = pickCell(legal, pick, cell);
      if (next !== null) {
        if ('command' in next) this.play(next.command);
        else {
          this.#pick = next.pick;
          this.requestUpdate();
        }
        return;
      }
      if (pick.first === cell && forcedPick(legal) === null) {
        this.#pick = null;
        this.requestUpdate();
        return;
      }
    }
    // A click on a stigmerian that can move starts a Move (or a Choreography move when one is pending).
    const type = forcedPick(legal)?.type ?? 'move';
    if ((type === 'move' || type === 'choreography') && legal.some((c) => c.type === type && 'from' in c && c.from === cell)) {
      this.#pick = { type, first: cell };
    }
    this.requestUpdate();
  }

  #pickColour(color: Colour): void {
    if (this.readonly) return;
    this.#pick = this.#pick?.type === 'land' && this.#pick.color === color ? null : { type: 'land', color };
    this.requestUpdate();
  }

  #pickSpecial(id: SpecialActionId): void {
    const legal = this.#legalNow();
    if (!legal.some((c) => c.type === id)) return;
    this.#pick = this.#pick?.type === id ? null : { type: id };
    this.requestUpdate();
  }

  #pickOff(): void {
    const legal = this.#legalNow();
    const pick = this.#currentPick(legal);
    if (pick === null) return;
    const command = candidates(legal, pick).find((c) => secondOf(c) === 'off');
    if (command !== undefined) this.play(command);
  }

  #cancel(): void {
    this.#pick = null;
    this.requestUpdate();
  }

  #show(i: number): void {
    this.#shown = i;
    this.#pick = null;
    this.requestUpdate();
  }

  /** `r`: pick the next recruit colour that can land. */
  #cycleColour(legal: readonly Command[]): void {
    const colours: Colour[] = [];
    for (const c of legal) if (c.type === 'land' && !colours.includes(c.color)) colours.push(c.color);
    if (colours.length === 0) return;
    const current = this.#pick?.type === 'land' ? this.#pick.color : undefined;
    const at = current === undefined ? -1 : colours.indexOf(current);
    this.#pick = { type: 'land', color: colours[(at + 1) % colours.length]! };
    this.requestUpdate();
  }

  // ---- keyboard ----

  #onGridKey(e: KeyboardEvent): void {
    const row = Math.floor(this.#focus / 10);
    const col = this.#focus % 10;
    let next: number | null = null;
    switch (e.key) {
      case 'ArrowUp':
        next = Math.max(0, row - 1) * 10 + col;
        break;
      case 'ArrowDown':
        next = Math.min(9, row + 1) * 10 + col;
        break;
      case 'ArrowLeft':
        next = row * 10 + Math.max(0, col - 1);
        break;
      case 'ArrowRight':
        next = row * 10 + Math.min(9, col + 1);
        break;
      case 'Home':
        next = e.ctrlKey ? 0 : row * 10;
        break;
      case 'End':
        next = e.ctrlKey ? 99 : row * 10 + 9;
        break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        e.stopPropagation();
        this.#wantFocus = true;
        this.#onCell(CELL_NAMES[this.#focus]!, this.#focus);
        return;
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        this.#cancel();
        return;
      default:
        return;
    }
    e.preventDefault();
    e.stopPropagation();
    this.#focus = next;
    this.#wantFocus = true;
    this.requestUpdate();
  }

  #onKey = (e: KeyboardEvent): void => {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
    const origin = e.composedPath()[0];
    if (origin instanceof HTMLInputElement || origin instanceof HTMLSelectElement || origin instanceof HTMLTextAreaElement) return;
    const state = this.#game.state;
    if (state === null || !this.#interactive(state)) return;
    const legal = legalActions(state, this.#shown);
    const find = (type: Command['type']) => legal.find((c) => c.type === type);
    const run = (command: Command | undefined) => {
      e.preventDefault();
      if (command !== undefined) this.play(command);
    };
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    switch (key) {
      case 'd':
        return run(find('draw'));
      case 'e':
        return run(find('end-turn'));
      case 'u':
        return run(find('undo'));
      case 's':
        return run(find('choreography-stop'));
      case 'o':
        e.preventDefault();
        return this.#pickOff();
      case 'r':
        e.preventDefault();
        return this.#cycleColour(legal);
      case 'p':
        e.preventDefault();
        return this.#show((this.#shown + 1) % state.players.length);
      case 'Escape':
        e.preventDefault();
        return this.#cancel();
      default: {
        const at = (SPECIAL_KEYS as readonly string[]).indexOf(key);
        const id = specialActionsOf(state)[at];
        if (at >= 0 && id !== undefined) {
          e.preventDefault();
          this.#pickSpecial(id);
        }
      }
    }
  };
}
