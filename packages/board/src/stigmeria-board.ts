/**
 * `<stigmeria-board>`: a playable, accessible Stigméria board and replay viewer. This module only declares
 * the class; `define.js` registers the tag.
 * @module
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import {
  MODES,
  activePlayer,
  outcome,
  toReplay,
  viewFor,
  type Colour,
  type Command,
  type GameEvent,
  type GameState,
  type LocalizedText,
  type Mode,
  type Replay,
  type ReplayStep,
  type Result,
  type RuleError,
  type SpecialActionId,
  type TargetSchema,
} from '@stigmeria/rules/view';
import { describeEvents } from './announce.js';
import { quoted } from './bound.js';
import { parseDecimal } from './decimal.js';
import type { LineOutcome } from './best-line.js';
import type { BestLineStrings } from './best-line-strings.js';
import { GameController, type Applied, type NoGameError } from './controllers/game-controller.js';
import { InputController } from './controllers/input-controller.js';
import { LanguageController } from './controllers/language-controller.js';
import { PartController } from './controllers/part-controller.js';
import { ReplayController } from './controllers/replay-controller.js';
import { LANG_ERROR, SourceController } from './controllers/source-controller.js';
import type { ComputerSeats } from './controllers/computer-seats.js';
import type { RemoteSource } from './controllers/remote-source.js';
import type {
  StigmeriaChangeDetail,
  StigmeriaCommandDetail,
  StigmeriaEndDetail,
  StigmeriaErrorDetail,
  StigmeriaRoomDetail,
  StigmeriaStepDetail,
} from './events.js';
import { loadChecks, loadedChecks } from './load-checks.js';
import { loadViews, loadedViews, type LateViews } from './load-views.js';
import { errorMessage, localized, reasonLanguage, strings, type Lang, type LangAttribute, type Strings } from './i18n.js';
import { CENTRAL, awaitsFirst, boardOf, firstOf, secondOf, type Pick } from './picking.js';
import { planMotion, runMotion, type MotionPlan } from './motion.js';
import { boardStyles } from './stigmeria-board.styles.js';
import { THEMES, themeStyles, type Theme } from './themes.styles.js';
import { flowerStyles } from './views/flower.styles.js';
import { renderFlower, type Region } from './views/flower.js';
import { panelStyles } from './views/panels.styles.js';
import { feedbackStyles } from './views/feedback.styles.js';
import { phoneStyles } from './views/phone.styles.js';
import { phoneLayoutStyles } from './views/phone-layout.styles.js';
import { PhoneLayout, askedCells, renderWidthProbe } from './views/board-tabs.js';
import { renderCommands } from './views/commands.js';
import { decisionMayShow, renderHelpPlace, renderHintPlace } from './views/late-places.js';
import { lastRoll, renderCentralRecruit, renderDie, renderForecast, renderTurnState } from './views/table.js';
import { renderFeedback } from './views/feedback.js';
import { renderGrid } from './views/grid.js';
import { renderLog, scrollLog } from './views/log.js';
import { renderSchemaCard } from './views/schema-card.js';
import type { hintReasonText } from './views/hint-words.js';
import type { HintReason } from '@stigmeria/solver';
import { playerName, renderPlayers } from './views/players.js';
import { renderRecruit } from './views/recruit.js';
import { renderSpecials } from './views/specials.js';
import { renderStatus } from './views/status.js';
import type { OnlineView } from './views/online.js';
import { onlineStyles } from './views/online.styles.js';
import { commandRules, legalFor, type CommandRules } from './legal.js';

const EMPTY: ReadonlySet<string> = new Set();

/**
 * A hint's suggestion: the command, and why as a code, worded in the language shown (which may change afterwards) by
 * `words`, which loads with the solver that found it.
 */
interface Suggestion {
  readonly command: Command;
  readonly reason: HintReason;
  readonly words: typeof hintReasonText;
}

/** The hint of a position: none asked, being computed, found, or not found. */
type HintState = Suggestion | 'busy' | 'failed' | null;

/**
 * The best lines of a finished game: the final state they are for, what was found for each seat, whether the search
 * goes on, and whether it could not run at all (the solver's file did not load).
 */
interface BestLines {
  readonly for: GameState;
  readonly outcomes: LineOutcome[];
  busy: boolean;
  failed: boolean;
}

/**
 * A best line shown as a replay: whose, the replay as loaded, the step it opens on and the caption shown there, and
 * the view to restore on the way back.
 */
interface ShownLine {
  readonly seat: number;
  readonly replay: Replay;
  readonly start: number;
  readonly caption: LocalizedText;
  readonly shown: number;
}

/**
 * The seat a hot-seat board should show in a game where players act one after the other (R7): the player owing a
 * decision, else the active player; `undefined` when play is simultaneous or nobody is left to act.
 */
function seatToFollow(state: GameState): number | undefined {
  if (!MODES[state.mode].sequential) return undefined;
  const deciding = state.players.findIndex((p) => p.pending !== null);
  return deciding >= 0 ? deciding : activePlayer(state);
}

/**
 * The setup's rolls are not in the log (`createGame` makes them): a wind die waiting for its roller still shows the
 * face it rolled.
 */
function setupRoll(state: GameState): Extract<GameEvent, { type: 'rolled' }> | undefined {
  const player = state.players.findIndex((p) => p.pending?.kind === 'wind-die');
  const pending = state.players[player]?.pending;
  return pending?.kind === 'wind-die' ? { type: 'rolled', player, face: pending.face, purpose: 'wind' } : undefined;
}

/** The name of what a pick plays, for its prompt. */
function pickName(t: Strings, type: Pick['type']): string {
  if (type in t.actions) return t.actions[type as SpecialActionId];
  if (type in t.basics) return t.basics[type as keyof Strings['basics']];
  if (type === 'central-place') return t.basics['central-draw'];
  if (type === 'fog-die-land') return t.actions['fog-die'];
  if (type === 'give') return t.table.central;
  if (type.startsWith('drift')) return t.basics['last-drift'];
  return type;
}

/** The code of a `theme` the board does not have. */
const THEME_ERROR = 'board/invalid-theme';

/** The shown board's roving tab stop: the one cell of its grid that Tab reaches. */
const GRID_STOP = '[part="board"] [role="gridcell"][tabindex="0"]';

/** Every event of the element bubbles out of shadow roots. */
const EVENT_INIT = { bubbles: true, composed: true } as const;

/**
 * A Stigméria board: plays a game of a target schema (hot-seat for several players) or shows a replay.
 * Every rule is decided by `@stigmeria/rules`; the element only shows what `legalActions` allows.
 *
 * @summary A playable, accessible Stigméria board and replay viewer.
 *
 * @attr {string} schema - A catalogue schema id; default the first catalogue schema that can be played in the mode.
 * @attr {'normal'|'discovery'|'competitive'|'competitive-no-limit'|'solo-no-limit'} mode - The game mode; default `normal`.
 * @attr {number} players - Players on this device (hot-seat): 1–6 in discovery and normal, 2–6 in the competitive
 *   modes, 1 in solo no limit; default the fewest the mode allows.
 * @attr {string} seed - The seed of the game's bags: the same seed gives the same game. Without it (or empty), each
 *   game draws a random 128-bit seed. A seed is a secret until the game ends: whoever knows it knows every draw.
 * @attr {string} lang - The language of the interface: `en`, `fr` or a language the page registered with
 *   `registerTranslation`; without it, the closest `lang` of the page (English when that is none of them).
 * @attr {'light'|'dark'|'auto'} theme - The colours: `light`, `dark`, or (`auto`, the default) whichever
 *   `prefers-color-scheme` asks for.
 * @attr {string} replay-src - The URL of a replay document to show.
 * @attr {number} fetch-timeout - How long a `replay-src` may take to arrive whole, in milliseconds; default 10000.
 *   A fetch that takes longer is aborted with `board/replay-timeout`; so is one under way when the element is removed
 *   (it starts again when the element comes back) or when `replay-src` changes.
 * @attr {number} step - In a replay, how many steps are applied: every replay loaded opens there (at its first step
 *   without it). The property reads the cursor, wherever the user moved it.
 * @attr {boolean} controls - Show the replay controls.
 * @attr {boolean} readonly - Show the game without letting the user play.
 * @attr {string} server - Plays online: the `ws://` or `wss://` URL of a `@stigmeria/server`. The board then shows
 *   the game of a room, as its seat sees it, instead of a game of its own; the connection's status is shown and
 *   announced.
 * @attr {string} room - With `server`: the id of the room to join, or `new` to create one for the board's `schema`,
 *   `mode` and `players` (its id and link to share come in `stigmeria-room`).
 * @attr {string} seat - With `server`: `auto` (the default, the first free seat), a seat number, or `spectate`.
 * @attr {string} bots - Computer players: `seat=level` pairs, seats counted from 0 and levels of the solver's bots
 *   (`easy`, `medium`, `strong`), e.g. `bots="1=medium"` for a two-player game against the computer. Each bot plays
 *   from its seat's view only, one move at a time with the same animations and log lines as a person's; the board
 *   offers a person none of its seats' commands. A value it cannot read is refused with `board/invalid-bots`.
 * @attr {number} bot-delay - The pause before each move of the computer, in milliseconds (700 by default).
 * @attr {boolean} hints - Offer a "Hint" button in every mode, while the player may act: the solver's suggested next
 *   command (on the StigmaReine and its decisions too, in the competitive modes), from what the player can see,
 *   highlighted on the board and said in words; after a discovery or normal game, the end panel offers each player
 *   the best line from one of their last turns, shown as a replay.
 *
 * @prop {Replay | null} replay - A replay document to show (wins over `replay-src` while set). The rules' checks of
 *   documents read it; they load on demand the first time one arrives, and `updateComplete` waits for them.
 * @prop {TargetSchema | null} schemaData - A target schema document; wins over `schema`. Read by the same checks.
 * @prop {GameState | null} state - The state shown (read-only).
 * @prop {ReplayStep[]} log - The steps played so far, or the replay's steps up to the cursor (read-only).
 *
 * @fires {CustomEvent<StigmeriaCommandDetail>} stigmeria-command - Before a command is applied; cancelable.
 * @fires {CustomEvent<StigmeriaChangeDetail>} stigmeria-change - After a command was applied.
 * @fires {CustomEvent<StigmeriaEndDetail>} stigmeria-end - The game is over.
 * @fires {CustomEvent<StigmeriaErrorDetail>} stigmeria-error - A command, attribute, schema or replay was refused.
 * @fires {CustomEvent<StigmeriaStepDetail>} stigmeria-step - The replay cursor moved.
 * @fires {CustomEvent<StigmeriaRoomDetail>} stigmeria-room - An online board joined its room: the room's id, the seat
 *   held and, for a room it created, the link to share.
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
 * @cssprop [--stigmeria-board-background=#f2cfa9] - The flower's round head, on which the pistils stand.
 * @cssprop [--stigmeria-cell-background=#f4efe2] - A pistil: an empty cell, a round bump on the flower's head.
 * @cssprop [--stigmeria-pistil-edge=#d8a979] - The darker edge of a pistil and the texture of the head.
 * @cssprop [--stigmeria-label-background=#3a2a22] - The dark labels on the flower (its name, its actions, the wind).
 * @cssprop [--stigmeria-label-text=#f8e6b8] - Their text.
 * @cssprop [--stigmeria-token-light=#fff4ea] - The light disc of a stigmerian, and the free spots of the turn track.
 * @cssprop [--stigmeria-token-ink=#2b2118] - The letters on tokens, seed heads on light pollens, and spent spots.
 * @cssprop [--stigmeria-reine-head=#f6e3ef] - The StigmaReine's head.
 * @cssprop [--stigmeria-reine-petal=#ecc86a] - The StigmaReine's outer petals.
 * @cssprop [--stigmeria-reine-petal-inner=#f1b6c6] - The StigmaReine's inner petals.
 * @cssprop [--stigmeria-cell-size=3rem] - The largest size of a cell; the flower (ten cells make 58% of its width) shrinks with its container and stays within 72% of the screen's height.
 * @cssprop [--stigmeria-gap=2px] - The gap between pistils (plus a little more on a large flower).
 * @cssprop [--stigmeria-radius=6px] - The corner radius of the labels on the flower.
 * @cssprop [--stigmeria-font=system-ui, sans-serif] - The font of the element.
 * @cssprop [--stigmeria-text=#1f2328] - The text colour.
 * @cssprop [--stigmeria-muted=#59636e] - Secondary text.
 * @cssprop [--stigmeria-background=transparent] - The element's background.
 * @cssprop [--stigmeria-focus=#0b63ce] - Focus rings and picked items.
 * @cssprop [--stigmeria-highlight=#fff6bf] - A cell that may be picked now.
 * @cssprop [--stigmeria-highlight-border=#c99a00] - The border of a cell that may be picked now.
 * @cssprop [--stigmeria-ghost-opacity=0.42] - The opacity of an empty target, shown as a ghost pollen.
 * @cssprop [--stigmeria-movable=rgb(11 99 206 / 0.35)] - The ring of a stigmerian that can move (shown while nothing is picked).
 * @cssprop [--stigmeria-slide-duration=260ms] - How long a moved, landed or blown token takes to slide (no motion under `prefers-reduced-motion: reduce`).
 * @cssprop [--stigmeria-button-background=#fff] - Buttons.
 * @cssprop [--stigmeria-button-border=#8c959f] - Button and table borders.
 * @cssprop [--stigmeria-error=#c62828] - The edge of the inline message.
 * @cssprop [--stigmeria-message-background=#fdecea] - The inline message.
 * @cssprop [--stigmeria-note-background=#eef4ff] - A replay step's note.
 * @cssprop [--stigmeria-hint=#0a7d3e] - The ring of a hint's cells and the edge of its words.
 *
 * @csspart flower - A board's flower drawing: the petals, the head and the labels round its grid.
 * @csspart board - The shown player's 10×10 grid.
 * @csspart cell - Every cell of that grid (with `data-cell`, `data-board`, `data-color`, `data-face`).
 * @csspart central-board - The StigmaReine's grid (competitive modes).
 * @csspart central-cell - Every cell of the StigmaReine (`data-board="central"`).
 * @csspart central-recruit - The StigmaReine's recruit zone.
 * @csspart target-board - Another player's grid, shown while a Last Drift aims at it.
 * @csspart target-cell - Every cell of that grid.
 * @csspart board-tabs - On a board narrower than 42rem with several boards (competitive, a Last Drift's target): the
 *   tab row that shows one of them (each tab has `data-board`).
 * @csspart decisions - The decisions panel: every legal command that is not picked on a grid.
 * @csspart recruit - The recruit zone and bag.
 * @csspart actions - The basic action buttons, pending decision and pick prompt.
 * @csspart actions-bar - What a turn is played with: the decisions, the feedback line, the recruit zone and the action
 *   buttons (in a live game, kept in view at the foot of a narrow screen while the flower scrolls).
 * @csspart controls - The replay controls.
 * @csspart end-panel - The end screen: who won and why, the ranking and score breakdown, "Play again" and "Download the game".
 * @csspart players - The player panels: one per seat (a tab that shows that seat's board when there are several).
 * @csspart log - The game log, every step in words grouped by turn (in a replay, each step goes to that step).
 * @csspart schema-card - The schema card: the targets in miniature, stars, flower, setup tokens and winds.
 * @csspart help - The "How to play" panel: the goal of the mode and schema, and the keys.
 * @csspart message - The inline error message.
 * @csspart feedback - Why the last click changed nothing (a status line whose place is always kept).
 * @csspart online - The online strip: the connection's status, the room, the seat played and the other seats' news.
 * @csspart hint - The hint button and the suggestion's words (with `hints`).
 */
export class StigmeriaBoard extends LitElement {
  /**
   * The element's own style sheets, in its shadow root. A page restyles the board through its documented CSS
   * custom properties and parts, and the `theme` attribute, rather than through these.
   */
  // The themes come last: the dark one redefines the custom properties the other sheets read.
  static override styles = [boardStyles, flowerStyles, panelStyles, feedbackStyles, phoneStyles, phoneLayoutStyles, onlineStyles, themeStyles];

  // The host passes the focus on: a click on a part that takes none, or `focus()`, lands inside the board.
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  static override properties = {
    schema: { type: String },
    mode: { type: String },
    players: { type: String },
    seed: { type: String },
    lang: { type: String },
    // Reflected: the themes are chosen in CSS by the attribute.
    theme: { type: String, reflect: true },
    replaySrc: { type: String, attribute: 'replay-src' },
    fetchTimeout: { type: String, attribute: 'fetch-timeout' },
    // Its accessor is the class's own (below): it reads the cursor, and a value written is the page's request.
    step: {
      converter: {
        /** The `step` attribute, read as a decimal integer only (`0x10` is no step): anything else is NaN, which the board reports. */
        fromAttribute: (value: string | null) => (value === null ? null : (parseDecimal(value) ?? Number.NaN)),
      },
      noAccessor: true,
    },
    controls: { type: Boolean },
    readonly: { type: Boolean },
    hints: { type: Boolean },
    server: { type: String },
    room: { type: String },
    seat: { type: String },
    bots: { type: String },
    botDelay: { type: String, attribute: 'bot-delay' },
    replay: { attribute: false },
    schemaData: { attribute: false },
  };

  /** A catalogue schema id. */
  declare schema: string;
  /** One of the five modes (R5). */
  declare mode: Mode;
  /**
   * The number of players, within the mode's range (an attribute gives a string; a number is accepted too);
   * `null` (no attribute) is the fewest the mode allows.
   */
  declare players: number | string | null;
  declare seed: string;
  declare lang: LangAttribute;
  /** `light`, `dark` or `auto` (`null`: auto, following `prefers-color-scheme`). */
  declare theme: Theme | null;
  declare replaySrc: string | null;
  /** How long a `replay-src` may take to arrive whole, in milliseconds (a decimal integer); `null` is 10,000. */
  declare fetchTimeout: string | null;
  declare controls: boolean;
  declare readonly: boolean;
  declare hints: boolean;
  /** The online server's URL; `null` for a game of the board's own. */
  declare server: string | null;
  /** The room to join online, or `new`. */
  declare room: string | null;
  /** `auto`, a seat number or `spectate` (`null`: auto). */
  declare seat: string | null;
  /** The computer's seats: `seat=level` pairs, seats from 0 (`1=medium,2=strong`); `null`: none. */
  declare bots: string | null;
  /** The pause before each move of the computer, in milliseconds (a decimal integer); `null` is 700. */
  declare botDelay: string | null;
  declare replay: Replay | null;
  declare schemaData: TargetSchema | null;

  /** What loads on demand and is still on its way: `updateComplete` waits for it (see `getUpdateComplete`). */
  readonly #pending = new Set<Promise<unknown>>();
  readonly #track = (loading: Promise<unknown>): void => {
    this.#pending.add(loading);
    void loading.then(() => this.#pending.delete(loading));
  };
  readonly #game = new GameController(this);
  readonly #language = new LanguageController(this, (code) => this.#fail('board/language-unavailable', (t) => t.loading.languageFailed(code)), this.#track);
  /** The replay controls, loaded when a replay shows them. */
  readonly #replayControls = new PartController(this, () => import('./views/replay-controls.js'), () => this.#partFailed(), this.#track);
  readonly #replay = new ReplayController(this, (step, total) => this.#onReplayStep(step, total));
  readonly #input = new InputController(this, {
    playable: () => {
      const state = this.#live;
      return state !== null && this.#interactive(state) ? state : null;
    },
    shown: () => this.#shown,
    show: (i) => this.#show(i),
    play: (command) => this.#playOwn(command),
  });
  readonly #source = new SourceController(this, this.#game, this.#replay, {
    fail: (code, text) => this.#fail(code, text),
    clearMessage: (which) => this.#clearMessage(which),
    newGame: () => this.#afterNewGame(),
    replayLoading: () => {
      this.#shown = 0;
      this.#input.clearPick();
      this.#announcement = '';
      this.#replayAt = 0;
    },
    track: this.#track,
    jumpTo: (step) => {
      this.#jumping = true;
      try {
        this.#replay.stepTo(step);
      } finally {
        this.#jumping = false;
      }
    },
    replayLoaded: () =>
      this.dispatchEvent(new CustomEvent<StigmeriaStepDetail>('stigmeria-step', { detail: { step: this.#replay.cursor, total: this.#replay.total }, ...EVENT_INIT })),
  });
  /** The computer's seats, made once the late views are here on a board with `bots`. */
  #computer: ComputerSeats | null = null;
  /** Online play's game source, made once the late views are here on a board with `server`. */
  #remote: RemoteSource | null = null;
  /** The late views this render asked for and did not have: the board is busy until they arrive. */
  #wanted = false;
  /** The board would offer commands and their rules (which come with the late views) are on their way: it is busy. */
  #awaitingRules = false;
  /** Whether the board has shown a game whole: before, one that needs late views waits for them. */
  #whole = false;
  /** The state shown when the late views last failed to load: asked again for another state only. */
  #viewsFailedFor: GameState | null | undefined = undefined;
  /** A load of the late views is under way for this board. */
  #viewsAsked = false;
  /** The How to play panel's place was opened before its text arrived (and held the focus): the panel opens so. */
  #helpPlace: { open: boolean; focused: boolean } | null = null;
  #shown = 0;
  /** The region of each board shown zoomed on a touch screen (by `data-board`); a board not here shows whole. */
  readonly #zoom = new Map<string, Region>();
  /** On a phone: whether the layout is the phone's, and which board its tabs show. */
  readonly #phone = new PhoneLayout(this);
  /** Slides and pulses measured before a change, run once it is rendered. */
  #motion: MotionPlan | null = null;
  /** The animation frame that will scroll the log to its current line, or 0. */
  #logFrame = 0;
  /** The animation frame that will start the planned slides, or 0. */
  #motionFrame = 0;
  #replayAt = 0;
  /** The cursor is moving where the page's `step` asks: a jump the page made, neither slid, announced nor reported. */
  #jumping = false;
  /** The board is writing its `step` attribute: what it writes is no request of the page. */
  #reflectingStep = false;
  #hint: SpecialActionId | undefined = undefined;
  #message: { readonly code: string; readonly text: (t: Strings, lang: string) => string } | null = null;
  #announcement = '';
  #endFired = false;
  /** Whether the user has acted on this board: only then may a decision that opens take the keyboard focus. */
  #engaged = false;
  /** The decision whose controls last took the focus, so that they take it once. */
  #decisionKey = '';
  /**
   * The hint: the position it is for (a newer position makes it stale), and the suggestion or the failure. The
   * solver is loaded only when the button is first pressed.
   */
  #hintFor: { readonly state: GameState; readonly seat: number } | null = null;
  #hintResult: HintState = null;
  /** The best lines of the finished game (with `hints`), searched once the game is over. */
  #lines: BestLines | null = null;
  /** The best lines' words, loaded with their search. */
  #lineStrings: Readonly<Record<Lang, BestLineStrings>> | null = null;
  /** The best line shown in place of the finished game, or `null`. */
  #bestLine: ShownLine | null = null;
  /** The replay file of the finished game or replay shown, and what it was made for. */
  #file: { readonly for: object; readonly url: string; readonly name: string } | null = null;
  /** A control to focus after the next render: the one that replaces the control just pressed. */
  #focusAfter: string | null = null;
  /** The replay stepping button that last had the focus, while the focus has not left the controls. */
  #controlFocus: string | null = null;

  constructor() {
    super();
    // No schema: the first of the catalogue that the mode allows, chosen once the mode is known.
    this.schema = '';
    this.mode = 'normal';
    this.players = null;
    // No seed: each game draws a random one (see `randomSeed`); a seed given makes the game repeatable.
    this.seed = '';
    // No language of its own: the board follows the closest `lang` of the page.
    this.lang = '';
    this.theme = null;
    this.replaySrc = null;
    this.fetchTimeout = null;
    this.step = null;
    this.controls = false;
    this.readonly = false;
    this.hints = false;
    this.server = null;
    this.room = null;
    this.seat = null;
    this.replay = null;
    this.schemaData = null;
  }

  /**
   * In a replay, how many steps are applied: the cursor, wherever the user moved it. Writing it (or the `step`
   * attribute) is the page's request: the cursor moves there, and every replay loaded afterwards opens there. Without
   * a replay, the page's request (`null` for none).
   */
  get step(): number | null {
    return this.#inReplay() ? this.#replay.cursor : this.#source.requestedStep;
  }

  /**
   * In a replay, how many steps are applied: the cursor, wherever the user moved it. Writing it (or the `step`
   * attribute) is the page's request: the cursor moves there, and every replay loaded afterwards opens there. A value
   * that is not a whole number from 0 to the replay's number of steps leaves the cursor where it is and is reported
   * (a `board/invalid-step` error). Without a replay, the page's request (`null` for none).
   */
  set step(value: number | null) {
    const before = this.step;
    this.#source.requestStep(value);
    // Compared with the cursor read before, not with the last request: asking again for a step the user has moved
    // away from moves the cursor back.
    this.requestUpdate('step', before, undefined, true, value);
  }

  /** The state shown: the game's, or the replay's at its cursor. */
  get state(): GameState | null {
    return this.#inReplay() ? this.#replay.state : this.#live;
  }

  /** The game played: the online room's view with `server`, else the board's own game. */
  get #live(): GameState | null {
    return this.#online() ? (this.#remote?.view ?? null) : this.#game.state;
  }

  /** The steps played so far, or the replay's steps up to the cursor. */
  get log(): ReplayStep[] {
    const replay = this.#replay.replay;
    if (replay !== null) return replay.steps.slice(0, this.#replay.cursor);
    return [...(this.#online() ? (this.#remote?.log ?? []) : this.#game.log)];
  }

  /**
   * Plays a command exactly as a click would: `stigmeria-command` first (cancelable), then the rules.
   * Returns whether the command was applied; online, whether it was sent (the room answers with its step, or with
   * a refusal reported as `stigmeria-error`). Before the rules' checks of outside input have loaded, a command that
   * is none of the legal ones is refused at once, and its `stigmeria-error` follows when they arrive (by
   * `updateComplete`).
   */
  play(command: Command): boolean {
    try {
      return this.#submit(command, false);
    } catch (error) {
      this.#fail('board/internal', () => quoted(error));
      return false;
    }
  }

  /**
   * Plays a command the board built from the rules' legal commands (a click, a key, a button, a computer seat's
   * choice) as `play` does, through the rules' `playCommand`: every rule, without the check of a command's shape.
   */
  #playOwn(command: Command): boolean {
    try {
      return this.#submit(command, true);
    } catch (error) {
      this.#fail('board/internal', () => quoted(error));
      return false;
    }
  }

  /** Takes back the shown player's last step. Returns whether a step was undone. */
  undo(): boolean {
    if (this.#inReplay()) {
      const before = this.#replay.cursor;
      return this.#replay.previous() < before;
    }
    return this.#playOwn({ type: 'undo', player: this.#shown });
  }

  /** In a replay, moves to `n` applied steps (clamped). Returns the cursor (0 without a replay). */
  stepTo(n: number): number {
    if (!this.#inReplay()) return 0;
    return this.#replay.stepTo(n);
  }

  /**
   * Focuses the shown board's grid, at its roving tab stop (the cell the arrow keys start from), as Tab would; the
   * first control that takes the focus while the board is not rendered yet.
   */
  override focus(options?: FocusOptions): void {
    const cell = this.renderRoot.querySelector<HTMLElement>(GRID_STOP);
    if (cell !== null) cell.focus(options);
    else super.focus(options);
  }

  /** Starts the game again from its setup, or a replay from its first step. */
  reset(): void {
    if (this.#online()) return;
    if (this.#inReplay()) {
      this.#replay.stepTo(0);
      return;
    }
    const result = this.#game.reset();
    if (!result.ok) return;
    this.#clearMessage();
    this.#afterNewGame();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    // A render asks anew for the late views it needs.
    this.#wanted = false;
    try {
      this.#source.willUpdate(changed);
      this.#controllersFor(changed);
      if (changed.has('theme')) this.#checkTheme();
      this.#watchBestLines();
    } catch (error) {
      this.#fail('board/internal', () => quoted(error));
    }
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (name === 'step' && this.#reflectingStep) return;
    super.attributeChangedCallback(name, old, value);
  }

  override updated(): void {
    this.#reflectStep();
    this.#askViews();
    this.#openHelp();
    // The log's scroll reads the layout: in the next frame, which lays the board out anyway, not in the update. A
    // page that cannot give a frame leaves the log where it is; the update goes on.
    if (this.#logFrame === 0) {
      try {
        this.#logFrame = requestAnimationFrame(() => {
          this.#logFrame = 0;
          if (this.isConnected) scrollLog(this.renderRoot);
        });
      } catch {
        this.#logFrame = 0;
      }
    }
    this.#focusDecision();
    // Only a board showing its replay controls has them loaded: a game never fetches them for this.
    this.#replayControls.loaded?.keepControlsFocus(this.renderRoot, this.#controlFocus);
    if (this.#focusAfter !== null) {
      this.renderRoot.querySelector<HTMLElement>(this.#focusAfter)?.focus();
      this.#focusAfter = null;
    }
    if (this.#motion !== null) {
      const plan = this.#motion;
      this.#motion = null;
      // The slides start in the next animation frame: measuring where the tokens now stand needs the new layout,
      // which the browser computes for that frame anyway; measuring here would force it in the middle of the
      // update. A newer change replaces a slide that has not started (its tokens already stand where they end).
      if (this.#motionFrame !== 0) cancelAnimationFrame(this.#motionFrame);
      this.#motionFrame = requestAnimationFrame(() => {
        this.#motionFrame = 0;
        if (this.isConnected) runMotion(this.renderRoot, plan);
      });
    }
  }

  override render(): TemplateResult {
    const t = this.#language.strings;
    try {
      return this.#renderBoard(t);
    } catch (error) {
      return html`<div class="root">
        <p class="message" part="message" role="alert">${quoted(error)}</p>
      </div>`;
    }
  }

  // ---- rendering ----

  #renderBoard(t: Strings): TemplateResult {
    const lang = this.#language.lang;
    const code = this.#language.code;
    const state = this.state;
    const message = this.#message === null ? nothing : html`<p class="message" part="message" role="alert">${this.#message.text(t, code)}</p>`;
    const remote = this.#remote;
    // Online, the strip comes with the late views, as the game source does.
    const onlineViews = this.#online() ? this.#views() : null;
    const online = onlineViews !== null && remote !== null ? onlineViews.renderOnline(this.#onlineView(t, remote)) : nothing;
    // No game to show yet (online, before the room's view), or one that waits for the late views.
    const bare = () => html`<div class="root" lang=${code} aria-busy=${this.#wanted ? 'true' : nothing}>
      ${online}${message}
      <div class="sr-only live" aria-live="polite" role="status">${this.#announcement}</div>
    </div>`;
    if (state === null) return bare();
    const inReplay = this.#inReplay();
    const shown = Math.min(this.#shown, state.players.length - 1);
    const player = state.players[shown]!;
    const interactive = this.#interactive(state);
    // Online, only the board's own seat is offered its commands; with computer players, none of theirs (none at all
    // while the computer's seats are on their way).
    // The rules of commands come with the late views: until then the board is busy and offers nothing.
    const offered = interactive && (!this.#online() || remote?.mayPlay(shown) === true) && !this.#computerHas(shown);
    this.#awaitingRules = offered && commandRules() === null && this.#viewsFailedFor !== this.state;
    const legal = offered ? legalFor(state, shown) : [];
    const input = this.#input.view(legal);
    const { pick, highlighted, pickBoard } = input;
    const own = String(shown);
    const landable = new Set<Colour>();
    for (const c of legal) if (c.type === 'land') landable.add(c.color);
    const offAllowed = pick !== null && !awaitsFirst(pick) && highlighted.has('off');
    const nameOf = (i: number) => playerName(t, state, i);
    const name = nameOf(shown);
    const schema = state.schema;
    const result = outcome(state);
    const replay = this.#replay.replay;
    const line = this.#bestLine;
    // A best line's caption is about the position it opens on, before any step of the line is applied.
    const note = !inReplay
      ? undefined
      : line !== null && this.#replay.cursor === line.start
        ? line.caption
        : replay?.steps[this.#replay.cursor - 1]?.note;
    const specials = player.specials;
    const loading = this.#source.loading;
    const rules = MODES[state.mode];
    const asked = state.central !== null && interactive ? askedCells(state, shown, legal) : EMPTY;
    const grid = (board: string, part: 'board' | 'central-board' | 'target-board', label: string, cells: GameState['players'][number]['board'], prefix: string) =>
      renderFlower({
        t,
        state,
        player: board === CENTRAL ? null : (state.players[Number(board)] ?? null),
        zoom: this.#zoom.get(board) ?? null,
        onZoom: (region) => {
          if (region === null) this.#zoom.delete(board);
          else this.#zoom.set(board, region);
          this.requestUpdate();
        },
        grid: renderGrid({
        t,
        label,
        board,
        part,
        labelPrefix: prefix,
        cells,
        targets: board === CENTRAL ? null : state.targets,
        highlighted: pickBoard === board ? highlighted : EMPTY,
        hinted: this.#hintedCells(state, shown, board),
        asked: board === CENTRAL ? asked : EMPTY,
        movable: input.movable.get(board) ?? EMPTY,
        picked: pickBoard === board ? pick?.first : undefined,
        focusIndex: this.#input.focusOf(board),
        draggable: board === own ? input.draggable : EMPTY,
        drop: board === own ? input.drop : undefined,
        onCell: this.#input.cellClicked,
        onPress: this.#input.pressCell,
        onKey: this.#input.gridKey,
      }),
      });
    // A Last Drift against another player's board shows that board, to pick its cells.
    const target = pickBoard !== undefined && pickBoard !== own && pickBoard !== CENTRAL ? Number(pickBoard) : undefined;
    const central = state.central;
    // The player's board, the StigmaReine and a Last Drift's target stand side by side: the styles size the
    // boards' column for as many as are shown, so that the side panel stays next to them on a wide page.
    const boardsShown = 1 + (central !== null ? 1 : 0) + (target !== undefined && state.players[target] !== undefined ? 1 : 0);
    // On a phone the boards are tabs, one shown at a time, following the prompt.
    const tabs = this.#phone.view({
      label: t.ui.board,
      boards: [
        { board: own, label: name },
        ...(target !== undefined && state.players[target] !== undefined ? [{ board: String(target), label: `${t.table.target}${t.ui.colon}${nameOf(target)}` }] : []),
        ...(central !== null ? [{ board: CENTRAL, label: t.table.central }] : []),
      ],
      state,
      // With nothing offered to the user (a replay, a computer's or another device's seat), the tabs follow the
      // seat that acts next, as the rules see it.
      seat: legal.length > 0 ? shown : (seatToFollow(state) ?? shown),
      legal: () => (legal.length > 0 ? legal : legalFor(state, seatToFollow(state) ?? shown)),
      pickBoard,
      pickType: pick?.type,
    });
    const ownPanel = tabs.panel(own);
    const targetPanel = tabs.panel(String(target));
    const centralPanel = tabs.panel(CENTRAL);
    // The header says each name once: a replay titled as its schema or its flower adds nothing.
    const title = localized(schema.name, lang);
    const flowerName = t.flowers[schema.flower];
    const replayTitle = inReplay && replay?.metadata?.title !== undefined ? localized(replay.metadata.title, lang) : undefined;
    // The views a game shows later come with the late views (`late-views.ts`), each asked for only when shown.
    const lineBar = line !== null && this.#lineStrings !== null ? this.#views()?.renderBestLineBar(this.#lineStrings[lang], () => this.#backToGame()) : undefined;
    const endViews = result !== null ? this.#views() : null;
    const endPanel =
      result !== null && endViews !== null
        ? endViews.renderEndPanel({
            t,
            state,
            result,
            nameOf,
            onPlayAgain: inReplay
              ? undefined
              : this.#online()
                ? remote?.mayPlayAgain === true
                  ? () => remote.playAgain()
                  : undefined
                : () => this.#playAgain(),
            playAgainText: this.#online() ? t.onlineGame.again : undefined,
            download: this.#download(),
            after: this.#renderBestLines(endViews, t, state, nameOf),
          })
        : undefined;
    const decisionViews = !inReplay && decisionMayShow(state, shown, this.#awaitingRules ? null : legal, pick, input.choices) ? this.#views() : null;
    const decisions = decisionViews?.renderDecisions({
      t,
      state,
      seat: shown,
      legal,
      pick,
      choices: input.choices,
      chosen: input.chosen,
      disabled: !interactive,
      nameOf,
      onCommand: (c) => this.#playOwn(c),
      onPick: this.#input.pickSpecial,
      onToggle: this.#input.toggle,
      onGiveAll: (to) => this.#giveAll(to),
    });
    // The hint's button and the How to play panel stand in their places from the first render: the late views that
    // draw them whole are not asked for (they come right after it).
    const late = loadedViews();
    const hint = !this.#hintable(state, shown, legal)
      ? undefined
      : late !== null
        ? this.#renderHint(late, t, state, shown)
        : renderHintPlace(t, () => void this.#requestHint());
    const help =
      late !== null
        ? late.renderHelp(t, state, specials, !inReplay)
        : renderHelpPlace(t, (open) => {
            const active = this.renderRoot instanceof ShadowRoot ? this.renderRoot.activeElement : null;
            this.#helpPlace = { open, focused: active?.closest('details.how-to') != null };
          });
    // A board that has not been shown yet and needs late views waits for them whole, so that nothing moves when
    // they arrive; one already shown goes on without them meanwhile (marked busy).
    if (this.#wanted && !this.#whole) return bare();
    this.#whole = true;
    return html`<div
      class="root"
      lang=${code}
      aria-busy=${loading || this.#source.awaitingChecks || this.#language.loading || this.#replayControls.loading || this.#wanted || this.#awaitingRules ? 'true' : nothing}
      @keydown=${this.#input.key}
      @pointerdown=${this.#engage}
      @focusin=${this.#engage}
    >
      ${renderWidthProbe()}
      <header class="head">
        <h2 class="title">${title}</h2>
        <span class="meta stars" role="img" aria-label=${t.ui.starsLabel(schema.stars)}>${t.ui.stars(schema.stars)}</span>
        <span class="meta flower">${flowerName}</span>
        ${replayTitle !== undefined && replayTitle !== title && replayTitle !== flowerName
          ? html`<span class="meta replay-title">${replayTitle}</span>`
          : nothing}
      </header>
      ${schema.description !== undefined ? html`<p class="description meta">${localized(schema.description, lang)}</p>` : nothing}
      ${online} ${message} ${loading ? html`<p class="loading meta" role="status">${t.ui.loading}</p>` : nothing} ${renderPlayers(t, state, shown, (i) => this.#show(i), (seat) => this.#computer?.levelOf(seat), (seat) => this.#computer?.thinking(seat) === true)}
      ${state.players.length > 1 ? html`<p class="showing meta">${t.ui.showing(name)}</p>` : nothing}
      ${renderStatus(t, state, player)} ${rules.central ? renderTurnState(t, state, player) : nothing}
      ${lineBar ?? nothing} ${endPanel ?? nothing}
      <div class="layout boards-${boardsShown}">
        <div class="board-col">
          ${tabs.row}
          <div class="boards" @pointerdown=${tabs.area.down} @pointerup=${tabs.area.up} @pointercancel=${tabs.area.cancel} @focusin=${tabs.area.focus}>
          <section class=${`own${ownPanel.off}`} role=${ownPanel.role} id=${ownPanel.id} aria-labelledby=${ownPanel.labelledby}>
            ${central !== null || target !== undefined ? html`<h3>${t.ui.board}${t.ui.colon}${name}</h3>` : nothing}
            ${grid(own, 'board', `${t.ui.board}${t.ui.colon}${name}`, player.board, '')}
          </section>
          ${target !== undefined && state.players[target] !== undefined
            ? html`<section class=${`target${targetPanel.off}`} role=${targetPanel.role} id=${targetPanel.id} aria-labelledby=${targetPanel.labelledby}>
                <h3 class="target-title">${t.table.target}${t.ui.colon}${nameOf(target)}</h3>
                ${grid(String(target), 'target-board', `${t.ui.board}${t.ui.colon}${nameOf(target)}`, state.players[target]!.board, `${nameOf(target)} `)}
              </section>`
            : nothing}
          ${central !== null
            ? html`<section
                class=${`central${centralPanel.off}`}
                aria-label=${centralPanel.role === nothing ? t.table.central : nothing}
                role=${centralPanel.role}
                id=${centralPanel.id}
                aria-labelledby=${centralPanel.labelledby}
              >
                <h3>${t.table.central}</h3>
                ${grid(CENTRAL, 'central-board', t.table.central, central.board, `${t.table.centralCell} `)} ${renderCentralRecruit(t, central)}
              </section>`
            : nothing}
          </div>
          ${inReplay && (this.controls || this.#bestLine !== null)
            ? (this.#replayControls.module?.renderReplayControls({
                t,
                step: this.#replay.cursor,
                total: this.#replay.total,
                playing: this.#replay.playing,
                speed: this.#replay.speed,
                onStep: (n) => this.#replay.stepTo(n),
                onToggle: () => this.#replay.toggle(),
                onSpeed: (s) => this.#replay.setSpeed(s),
                onFocusControl: (control) => (this.#controlFocus = control),
              }) ?? nothing)
            : nothing}
          ${note !== undefined ? html`<p class="note">${localized(note, lang)}</p>` : nothing}
        </div>
        <div class=${inReplay ? 'actions replay' : 'actions'} part="actions-bar">
          ${decisions ?? nothing}
          ${inReplay ? nothing : renderFeedback(t, lang, input.feedback, (p) => this.#pickWhat(t, p))}
          ${renderRecruit({ t, player, landable, selected: pick?.type === 'land' ? pick.color : undefined, disabled: !interactive, onPick: this.#input.colourClicked, onPress: this.#input.pressColour })}
          ${inReplay
            ? nothing
            : renderCommands({
                t,
                player,
                legal,
                disabled: !interactive,
                prompt: pick === null || input.choices.length > 0 ? undefined : this.#prompt(t, pick),
                offAllowed,
                cancellable: input.cancellable,
                nameOf,
                onCommand: (c) => this.#playOwn(c),
                onRestart: () => this.#restartTurn(),
                onOff: this.#input.pickOff,
                onCancel: this.#input.cancel,
              })}
        </div>
        <div class="side">
          ${hint ?? nothing}
          ${renderSpecials({
            t,
            state,
            player,
            legal,
            selected: pick?.type,
            hint: this.#hint ?? (pick !== null && (specials as readonly string[]).includes(pick.type) ? (pick.type as SpecialActionId) : undefined),
            disabled: !interactive,
            onPick: this.#input.pickSpecial,
            onHint: (id) => {
              this.#hint = id;
              this.requestUpdate();
            },
          }) ?? nothing}
          ${rules.noLimit ? html`${renderDie(t, lastRoll(this.#eventLists()) ?? setupRoll(state), nameOf)} ${renderForecast(t, state)}` : nothing}
          ${renderSchemaCard(t, state, lang)}
          ${renderLog({ t, state, steps: this.log, cursor: inReplay ? this.#replay.cursor : undefined, onStep: (n) => this.stepTo(n) })}
          ${help}
        </div>
      </div>
      <div class="sr-only live" aria-live="polite" role="status">${this.#announcement}</div>
    </div>`;
  }

  /** The events of the steps shown so far: the game's log, or the replay's up to its cursor. */
  *#eventLists(): Iterable<readonly GameEvent[]> {
    const replay = this.#replay.replay;
    const steps = replay !== null ? replay.steps.slice(0, this.#replay.cursor) : this.#game.log;
    for (const step of steps) yield step.events;
  }

  #engage = (): void => {
    if (this.#engaged) return;
    this.#engaged = true;
    // A decision already open takes the focus as soon as the user reaches the board.
    this.requestUpdate();
  };

  /**
   * When a decision opens (or a pick narrows to a choice) for the shown player, its controls take the focus: the
   * decisions panel's first button, or the first offered cell of the StigmaReine or a target board. Only once the
   * user has acted on this board, so that a page is never scrolled to a board nobody touched.
   */
  #focusDecision(): void {
    const state = this.#live;
    if (state === null || this.#inReplay() || !this.#engaged) return;
    const player = state.players[this.#shown];
    const root = this.renderRoot;
    const panel = root.querySelector('.decisions');
    const buttons = panel?.querySelector<HTMLElement>('.choices button:not([disabled])') ?? null;
    const lit = root.querySelector<HTMLElement>('[part="central-board"] .cell.lit, [part="target-board"] .cell.lit');
    const key = [this.#shown, state.turn, player?.pending?.kind ?? '', player?.centralActions ?? '', buttons?.textContent ?? '', lit?.dataset['board'] ?? ''].join('|');
    if (key === this.#decisionKey) return;
    this.#decisionKey = key;
    const active = root instanceof ShadowRoot ? root.activeElement : null;
    // A user already among the decision's controls keeps their place, and so does one whose pick (the joker, a
    // central Move) has just taken them to the cells it offers, even while the panel still has buttons.
    if (buttons !== null && active !== null && panel!.contains(active)) return;
    if (lit !== null && active !== null && lit.closest('[role="grid"]')!.contains(active)) return;
    if (buttons !== null) buttons.focus();
    else if (lit !== null) {
      this.#input.focusCell(lit.dataset['board']!, lit.dataset['cell']!);
      this.requestUpdate();
    }
  }

  #prompt(t: Strings, pick: Pick): string {
    const what = this.#pickWhat(t, pick);
    return pick.first === undefined || pick.type === 'move' ? t.ui.pickTarget(what) : t.ui.pickSecond(what);
  }

  /** The name of a pick in progress: its action, and the colour of a Land. */
  #pickWhat(t: Strings, pick: Pick): string {
    return pick.type === 'land'
        ? `${t.basics.land} (${pick.color !== undefined ? t.colours[pick.color] : ''})`
        : pick.type === 'move'
          ? t.basics.move
          : pick.type === 'half-note-keep'
            ? t.actions['half-note']
            : pickName(t, pick.type);
  }

  #afterNewGame(): void {
    const state = this.#game.state;
    // Online, the board's own game is not the one shown: it stays on its seat.
    if (this.#online()) this.#shown = this.#remote?.seat ?? 0;
    else this.#shown = state === null ? 0 : (seatToFollow(state) ?? 0);
    this.#decisionKey = '';
    this.#input.clearPick();
    this.#endFired = false;
    this.#announcement = '';
    // A new game: the best lines of the last one no longer apply, nor does the one shown.
    this.#lines = null;
    if (this.#bestLine !== null) {
      this.#bestLine = null;
      this.#replay.clear();
    }
    this.requestUpdate();
  }

  // ---- hints ----

  /**
   * Whether the hint button is offered: with `hints`, to a player who may act now, in every mode. While the rules of
   * commands are on their way its place stands from the first render, so that nothing moves when they arrive.
   */
  #hintable(state: GameState, seat: number, legal: readonly Command[]): boolean {
    if (!this.hints || this.#online() || !this.#interactive(state)) return false;
    return this.#awaitingRules || legal.some((c) => c.type !== 'undo' && c.player === seat);
  }

  /** The hint, when it is about the position shown now. */
  #currentHint(state: GameState, seat: number): HintState {
    const at = this.#hintFor;
    return at !== null && at.state === state && at.seat === seat ? this.#hintResult : null;
  }

  /** The cells of `board` the suggested command uses: a StigmaReine command's are rung on the StigmaReine. */
  #hintedCells(state: GameState, seat: number, board: string): ReadonlySet<string> {
    const result = this.#currentHint(state, seat);
    if (result === null || typeof result === 'string') return EMPTY;
    if (boardOf(result.command.type, state.players[seat]?.pending ?? null, seat) !== board) return EMPTY;
    const cells = [firstOf(result.command), secondOf(result.command)].filter((c): c is string => c !== undefined && c !== 'off');
    return new Set(cells);
  }

  #renderHint(views: LateViews, t: Strings, state: GameState, seat: number): TemplateResult {
    const result = this.#currentHint(state, seat);
    return views.renderHint({
      t,
      busy: result === 'busy',
      failed: result === 'failed',
      text: result === null || typeof result === 'string' ? undefined : this.#hintText(t, result),
      onHint: () => void this.#requestHint(),
    });
  }

  #hintText(t: Strings, result: Suggestion): string {
    const state = this.#game.state;
    const reason = result.words(t, reasonLanguage(this.#language.code), result.reason, (seat) => (state === null ? String(seat + 1) : playerName(t, state, seat)));
    // A draw or the end of the turn uses no cell to ring: the words say which button plays it.
    const button = result.command.type === 'draw' ? t.ui.draw : result.command.type === 'end-turn' ? t.ui.endTurn : undefined;
    return `${t.hint.prefix} ${reason}${button === undefined ? '' : ` (${t.hint.press(button)})`}`;
  }

  /**
   * Asks the solver for a hint on the shown player's view. The solver is loaded on demand (pages without `hints`
   * never fetch it) and runs after the busy state is painted, within a budget of well under a second; a failure
   * shows an inline message and is never thrown into the page.
   */
  async #requestHint(): Promise<void> {
    const state = this.#game.state;
    const seat = this.#shown;
    if (state === null || this.#currentHint(state, seat) === 'busy') return;
    this.#hintFor = { state, seat };
    this.#hintResult = 'busy';
    this.requestUpdate();
    const still = (): boolean => this.#hintFor?.state === state && this.#hintFor.seat === seat && this.#game.state === state;
    try {
      const { hint, hintReasonText } = await import('./solver.js');
      // One frame for the busy state to show, then a task of its own, so that the click's frame is not held up.
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      if (!still()) return;
      // Only the player's view: the hint may not know the order of the bag any more than the player does.
      // The game's own seed seeds the solver's guesses at the hidden bag: the same game gives the same hint.
      const result = hint(viewFor(state, seat), { player: seat, seed: this.#game.setup?.seed ?? this.seed, samples: 6, maxMs: 500 });
      if (!still()) return;
      if (result.command === null) throw new Error(result.reason.code);
      this.#hintResult = { command: result.command, reason: result.reason, words: hintReasonText };
      this.#announcement = this.#hintText(this.#language.strings, this.#hintResult);
    } catch {
      if (!still()) return;
      this.#hintResult = 'failed';
    }
    this.requestUpdate();
  }

  // ---- best lines after a game ----

  /**
   * Before each render: starts the search for the best lines once a discovery or normal game is over (with
   * `hints`), and forgets a shown line that a page's replay has replaced.
   */
  #watchBestLines(): void {
    if (this.#bestLine !== null && this.#replay.replay !== this.#bestLine.replay) this.#bestLine = null;
    const state = this.#game.state;
    if (!this.hints || state === null || !state.over || (state.mode !== 'discovery' && state.mode !== 'normal')) return;
    if (this.#lines?.for === state) return;
    // A page's replay hides the game's end panel: the search waits until it shows.
    if (this.#inReplay() && this.#bestLine === null) return;
    void this.#findBestLines(state);
  }

  /**
   * Searches each player's best line, one player after another. The search and the solver are loaded on demand, as
   * the hint's solver is, and run after the busy state is painted, bounded in positions, with a task for the page
   * between searches. A solver's file that does not load leaves the hint's failure words in the panel, never an
   * error in the page.
   */
  async #findBestLines(state: GameState): Promise<void> {
    const game = this.#game;
    const lines: BestLines = { for: state, outcomes: [], busy: true, failed: false };
    this.#lines = lines;
    try {
      const { findBestLines, bestLineStrings } = await import('./solver.js');
      this.#lineStrings = bestLineStrings;
      await findBestLines(game, () => this.#lines === lines && game.state === state, (seat, outcome) => {
        lines.outcomes[seat] = outcome;
        this.requestUpdate();
      });
    } catch {
      lines.failed = true;
    }
    lines.busy = false;
    this.requestUpdate();
  }

  #renderBestLines(views: LateViews, t: Strings, state: GameState, nameOf: (player: number) => string): TemplateResult | typeof nothing {
    const lines = this.#lines;
    if (!this.hints || this.#inReplay() || lines === null || lines.for !== state) return nothing;
    return views.renderBestLines({
      t: this.#lineStrings?.[this.#language.lang],
      status: lines.busy ? t.hint.busy : lines.failed ? t.hint.failed : undefined,
      outcomes: lines.outcomes,
      several: state.players.length > 1,
      nameOf,
      onShow: (seat) => this.#showBestLine(seat),
    });
  }

  /** Shows a player's best line as a replay with its controls, at the start of the turn it leaves the game. */
  #showBestLine(seat: number): void {
    try {
      const outcome = this.#lines?.outcomes[seat];
      if (outcome?.kind !== 'found') return;
      const { line } = outcome;
      // The replay's states come from the rules' checks, which load on demand.
      const checks = loadedChecks();
      if (checks === null) {
        this.#track(loadChecks().then(() => this.#showBestLine(seat), () => this.#partFailed()));
        return;
      }
      const loaded = this.#replay.load(line.replay, checks.replayStates);
      // The rules made the replay: they accept it; if ever not, the finished game simply stays shown.
      if (!loaded.ok) return;
      this.#bestLine = { seat, replay: loaded.value, start: line.step, caption: line.caption, shown: this.#shown };
      this.#shown = seat;
      this.#input.clearPick();
      // The user pressed a button: the focus may move (and its arrival need not update the board again).
      this.#engaged = true;
      // A jump, not a step: nothing slides.
      this.#replayAt = line.step;
      this.#replay.stepTo(line.step);
      // The title says whose line it is, the caption what it reaches: both are heard, as both are seen.
      const lang = this.#language.lang;
      this.#announcement = `${localized(loaded.value.metadata?.title, lang)}. ${localized(line.caption, lang)}`;
      this.#focusAfter = '.best-line-back';
      this.requestUpdate();
    } catch (error) {
      this.#fail('board/internal', () => quoted(error));
    }
  }

  /** Leaves the best line for the finished game's end panel, where the button pressed takes the focus again. */
  #backToGame(): void {
    const line = this.#bestLine;
    if (line === null) return;
    this.#bestLine = null;
    this.#replay.clear();
    this.#shown = line.shown;
    this.#focusAfter = `.best-line-button[data-player="${line.seat}"]`;
    this.requestUpdate();
  }

  /** "Play again": a new game from the same setup; the button goes with the end screen, so the board takes the focus. */
  #playAgain(): void {
    this.reset();
    this.#focusAfter = GRID_STOP;
  }

  // ---- the game as a file ----

  /**
   * The finished game as a replay file (the rules' `toReplay` and `serializeReplay`, of the checks), behind a Blob URL that an
   * `<a download>` saves: no script runs on the click, so it works under the strict CSP. Made once per finished
   * game (or replay shown) and released when another replaces it or the board leaves the page.
   */
  #download(): { readonly url: string; readonly name: string } | undefined {
    // Online, the game is the room's: its replay, seed included, is the room's to give (`ended`).
    const online = this.#online() && !this.#inReplay();
    const replay = online ? (this.#remote?.replayDocument ?? null) : this.#replay.replay;
    const key = online ? replay : (replay ?? this.#game.state);
    if (key === null) return undefined;
    if (this.#file?.for === key) return this.#file;
    const setup = online ? null : this.#game.setup;
    let document: Replay;
    if (replay !== null) document = replay;
    else if (setup !== null) document = toReplay(setup, this.#game.log);
    else return undefined;
    // Its canonical text comes from the rules' document reader, one of the checks that load on demand: the link
    // shows once they arrive.
    const checks = loadedChecks();
    if (checks === null) {
      this.#track(loadChecks().then(() => this.requestUpdate(), () => this.#partFailed()));
      return undefined;
    }
    this.#releaseFile();
    const blob = new Blob([checks.serializeReplay(document, 2)], { type: 'application/json' });
    this.#file = { for: key, url: URL.createObjectURL(blob), name: `stigmeria-${document.setup.schema.id}.replay.json` };
    return this.#file;
  }

  #releaseFile(): void {
    if (this.#file !== null) URL.revokeObjectURL(this.#file.url);
    this.#file = null;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#releaseFile();
  }

  // ---- replays ----

  #inReplay(): boolean {
    return this.#replay.replay !== null;
  }

  #onReplayStep(step: number, total: number): void {
    const replay = this.#replay.replay;
    const state = this.#replay.state;
    if (replay !== null && state !== null && !this.#jumping) {
      const applied = replay.steps[step - 1];
      // Only a single step forwards is a change worth showing in motion; a jump shows the new state at once.
      this.#motion = applied !== undefined && step === this.#replayAt + 1 ? planMotion(this.renderRoot, applied.events, this.#shown) : null;
      const t = this.#language.strings;
      this.#announcement = applied !== undefined ? describeEvents(applied.events, state, t) || t.ui.stepOf(step, total) : t.ui.stepOf(step, total);
    }
    this.#replayAt = step;
    // A jump to the page's `step` is the page's own doing: events report what the user or the board did.
    if (!this.#jumping) this.dispatchEvent(new CustomEvent<StigmeriaStepDetail>('stigmeria-step', { detail: { step, total }, ...EVENT_INIT }));
  }

  /**
   * The `step` attribute reads what the board shows: in a replay its cursor, wherever the user, the timer or a method
   * moved it; without one, the page's request (none: no attribute). Written by the board, it is no request of the
   * page (see `attributeChangedCallback`): a replay loaded afterwards still opens where the page asked.
   */
  #reflectStep(): void {
    const request: unknown = this.#source.requestedStep;
    const asked = typeof request === 'string' ? (parseDecimal(request) ?? Number.NaN) : request;
    // A request that is no step stays as the page wrote it, until the page writes another: the board said why it
    // refused it, quoting that text, and quotes it again for every replay loaded meanwhile.
    if (asked !== null && asked !== undefined && !Number.isInteger(asked)) return;
    const value = this.#inReplay() ? this.#replay.cursor : ((asked as number | null | undefined) ?? null);
    const text = value === null ? null : String(value);
    if (this.getAttribute('step') === text) return;
    this.#reflectingStep = true;
    try {
      if (text === null) this.removeAttribute('step');
      else this.setAttribute('step', text);
    } finally {
      this.#reflectingStep = false;
    }
  }

  // ---- playing ----

  #interactive(state: GameState): boolean {
    return !this.#inReplay() && !this.readonly && !state.over && (!this.#online() || this.#remote?.status === 'connected');
  }

  /** The online strip's inputs. */
  #onlineView(t: Strings, remote: RemoteSource): OnlineView {
    const state = remote.view;
    return {
      t,
      status: remote.status,
      room: remote.roomId,
      seat: remote.seat,
      seats: remote.seats,
      nameOf: (i) => (state === null ? String(i + 1) : playerName(t, state, i)),
      share: remote.shareShown,
    };
  }

  /** `own`: the board built the command from the legal commands; else the page's script played it. */
  #submit(command: Command, own: boolean): boolean {
    if (this.#inReplay()) {
      this.#fail('board/replay-mode', (tt) => tt.messages.replayMode);
      return false;
    }
    if (this.#live === null) {
      this.#fail('board/no-game', (tt) => tt.messages.noGame);
      return false;
    }
    const allowed = this.dispatchEvent(
      new CustomEvent<StigmeriaCommandDetail>('stigmeria-command', { detail: { command }, ...EVENT_INIT, cancelable: true }),
    );
    if (!allowed) return false;
    if (this.#online()) {
      // The room is the referee: its answer is the next step, or a refusal.
      const remote = this.#remote;
      if (remote?.send(command) === true) return true;
      this.#fail('online/not-connected', (tt) => tt.online.status[remote?.status ?? 'connecting']);
      return false;
    }
    const rules = commandRules();
    if (rules === null) {
      // Before the late views, which bring the rules of commands: nothing is offered yet, and a page's command waits.
      this.#askViews();
      this.#fail('board/not-ready', (tt) => tt.loading.notReady);
      return false;
    }
    const result = own ? this.#game.play(command, rules.playCommand) : this.#playFromPage(command, rules);
    // Refused, and said once the checks arrive.
    if (result === null) return false;
    if (!result.ok) {
      const error = result.error;
      this.#fail(error.code, (_t, lang) => errorMessage(error, lang));
      return false;
    }
    const { state, events } = result.value;
    this.#afterStep(command, events, state);
    return true;
  }

  /**
   * A command the page's script played, which may be anything: the rules' checked `play` once the board's checks
   * are loaded (`load-checks.ts`). Before, a command equal to one of the legal commands is played as that command
   * (the rules' `legalCommandOf`), and anything else is refused (`null`): the rules' `play` says why once the checks
   * arrive, which they are asked to do.
   */
  #playFromPage(input: Command, rules: CommandRules): Result<Applied, RuleError | NoGameError> | null {
    const checks = loadedChecks();
    if (checks !== null) return this.#game.play(input, checks.play);
    const state = this.#game.state;
    const legal = state === null ? undefined : rules.legalCommandOf(state, input);
    if (state === null || legal !== undefined) return this.#game.play(legal ?? input, rules.playCommand);
    this.#track(
      loadChecks().then((arrived) => {
        const refused = arrived.play(state, input);
        if (!refused.ok) this.#fail(refused.error.code, (_t, lang) => errorMessage(refused.error, lang));
      }, () => this.#partFailed()),
    );
    return null;
  }

  /** A step was applied, by this board's game or by the online room: show, announce and report it. */
  #afterStep(command: Command, events: readonly GameEvent[], state: GameState): void {
    const t = this.#language.strings;
    this.#clearMessage();
    // Online, another seat's step leaves this player's pick in progress alone, unless it starts a new turn.
    const others = this.#online() && command.player !== this.#remote?.seat && !events.some((e) => e.type === 'turn-started');
    if (!others) this.#input.clearPick();
    this.#announcement = describeEvents(events, state, t);
    this.#followTurn(command, events, state);
    this.#motion = planMotion(this.renderRoot, events, this.#shown);
    this.requestUpdate();
    this.dispatchEvent(new CustomEvent<StigmeriaChangeDetail>('stigmeria-change', { detail: { command, events, state }, ...EVENT_INIT }));
    if (state.over && !this.#endFired) {
      const result = outcome(state);
      if (result !== null) {
        this.#endFired = true;
        this.dispatchEvent(new CustomEvent<StigmeriaEndDetail>('stigmeria-end', { detail: { outcome: result }, ...EVENT_INIT }));
      }
    }
  }

  /**
   * Hot-seat. When players act one after the other (R7), the board shows whoever must act: a player owing a
   * decision first (the wind die, Charmer), else the active player. When play is simultaneous, once the shown
   * player's turn is over it shows the next player who still has to play.
   */
  #followTurn(command: Command, events: readonly GameEvent[], state: GameState): void {
    // Online, the board stays on its own seat.
    if (this.#online()) return;
    const next = seatToFollow(state);
    if (next !== undefined) {
      if (next !== this.#shown) this.#show(next);
      return;
    }
    if (MODES[state.mode].sequential || command.player !== this.#shown) return;
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

  /** Gives every token in line on the StigmaReine to one bag: a give per token, as long as the decision lasts. */
  #giveAll(to: number): void {
    const seat = this.#shown;
    for (let guard = 0; guard < 20; guard++) {
      const state = this.#live;
      if (state === null || state.players[seat]?.pending?.kind !== 'give') return;
      const give = legalFor(state, seat).find((c) => c.type === 'give' && c.to === to);
      // Online, the state moves on only when the room's step comes back: one give per press.
      if (give === undefined || !this.#playOwn(give) || this.#online()) return;
    }
  }

  #restartTurn(): void {
    for (let guard = 0; guard < 200; guard++) {
      const state = this.#live;
      if (state === null || !legalFor(state, this.#shown).some((c) => c.type === 'undo')) return;
      // Online, one undo per press: the next waits for the room's step.
      if (!this.#playOwn({ type: 'undo', player: this.#shown }) || this.#online()) return;
    }
  }

  // ---- the late views ----

  /**
   * The late views (`late-views.ts`) for a part this render shows: `null` while they are on their way, which makes
   * the board busy and `updated` ask for them at once. After a failed load, for the same state, `null` without
   * asking: the board goes on without that part.
   */
  #views(): LateViews | null {
    const views = loadedViews();
    if (views === null && this.#viewsFailedFor !== this.state) this.#wanted = true;
    return views;
  }

  /**
   * After each render without the late views (the first one, usually): asks for them, so that a game has them
   * before it shows one. Not when the page is idle: `updateComplete` waits for them (the How to play panel's text
   * is read after it), and a page's script that waits for it would wait for the idle moment too; the file is
   * fetched while the browser paints the first render. A failure is said only when a part needed them, and the
   * next state shown asks again.
   */
  #askViews(): void {
    if (loadedViews() !== null || this.#viewsAsked || this.#viewsFailedFor === this.state) return;
    this.#viewsAsked = true;
    const needed = this.#wanted || this.#awaitingRules;
    this.#track(
      loadViews().then(
        () => {
          this.#viewsAsked = false;
          this.requestUpdate();
        },
        () => {
          this.#viewsAsked = false;
          this.#viewsFailedFor = this.state;
          if (needed) this.#partFailed();
          else this.requestUpdate();
        },
      ),
    );
  }

  /** The How to play panel's place was opened before its text arrived: the panel opens there, with the focus if it had it. */
  #openHelp(): void {
    const place = this.#helpPlace;
    if (place === null || loadedViews() === null) return;
    this.#helpPlace = null;
    const details = this.renderRoot.querySelector<HTMLDetailsElement>('details.how-to');
    if (details === null || !place.open) return;
    details.open = true;
    if (place.focused) details.querySelector('summary')?.focus();
  }

  /** Whether the board plays online (`server` is set), as its game source reads it. */
  #online(): boolean {
    const server = this.server;
    return server !== null && server !== undefined && String(server) !== '';
  }

  /** Whether `seat` is the computer's; while the computer's seats are on their way, every seat of a board with `bots`. */
  #computerHas(seat: number): boolean {
    if (this.#computer !== null) return this.#computer.has(seat);
    const bots = this.bots;
    if (bots === null || bots === undefined) return false;
    // Until they arrive nobody is offered a command (and the board waits for them); if they cannot load, it plays
    // as without `bots`.
    return this.#views() === null && this.#viewsFailedFor !== this.state;
  }

  /**
   * From `willUpdate`: online play's game source on a board with `server`, the computer's seats on one with `bots`,
   * made once the late views are here (and asked for until then). A source made late hears of its inputs as new.
   */
  #controllersFor(changed: PropertyValues<this>): void {
    if (this.#remote === null && this.#online()) {
      const views = this.#views();
      if (views !== null) {
        this.#remote = this.#makeRemote(views);
        this.#remote.willUpdate(new Map<PropertyKey, unknown>([...changed, ['server', undefined]]));
      }
    } else this.#remote?.willUpdate(changed);
    if (this.#computer === null && this.bots !== null && this.bots !== undefined) {
      const views = this.#views();
      if (views !== null) this.#computer = this.#makeComputer(views);
    }
  }

  #makeComputer(views: LateViews): ComputerSeats {
    return new views.ComputerSeats(this, {
      game: () => (this.#inReplay() || this.#online() || this.readonly ? null : this.#game.state),
      play: (command) => this.#playOwn(command),
      fail: (code, text) => this.#fail(code, text),
      track: this.#track,
    });
  }

  #makeRemote(views: LateViews): RemoteSource {
    const remote: RemoteSource = new views.RemoteSource(this, {
      fail: (code, text) => this.#fail(code, text),
      clearMessage: () => this.#clearMessage(),
      welcomed: (seat) => {
        this.#shown = seat ?? 0;
        this.#input.clearPick();
        this.#endFired = false;
      },
      stepped: (command, events, state) => this.#afterStep(command, events, state),
      joined: (room, seat, share) =>
        this.dispatchEvent(new CustomEvent<StigmeriaRoomDetail>('stigmeria-room', { detail: share === undefined ? { room, seat } : { room, seat, share }, ...EVENT_INIT })),
      statusChanged: () => {
        this.#announcement = views.onlineAnnouncement(this.#onlineView(this.#language.strings, remote));
      },
      rejected: (rejected) => {
        // Said in the feedback line, as a click the rules refuse is, and reported to the page.
        this.#input.roomRefused(rejected);
        const lang = this.#language.code;
        const t = strings(lang);
        this.#report(rejected.code, t.online.codes[rejected.code] ?? errorMessage(rejected, lang));
      },
    });
    return remote;
  }

  /** A part that loads on demand could not be fetched: said in the board's language. */
  #partFailed(): void {
    this.#fail('board/part-unavailable', (t) => t.loading.partFailed);
  }

  /**
   * Complete once the board is rendered with everything it asked for: a language or a part loading on demand
   * renders the board again when it arrives, and that render is waited for too.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    while (this.#pending.size > 0) {
      await Promise.allSettled([...this.#pending]);
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  /** A theme the board does not have is said once, and the board follows `prefers-color-scheme` meanwhile. */
  #checkTheme(): void {
    const theme = this.theme;
    if (theme === null || theme === undefined || (THEMES as readonly string[]).includes(theme)) {
      this.#clearMessage((code) => code === THEME_ERROR);
      return;
    }
    this.#fail(THEME_ERROR, (t) => t.themes.invalid(String(theme).slice(0, 40)));
  }

  #fail(code: string, text: (t: Strings, lang: string) => string): void {
    this.#message = { code, text };
    this.requestUpdate();
    const lang = this.#language.code;
    this.#report(code, text(strings(lang), lang));
  }

  /** Tells the page with `stigmeria-error`. */
  #report(code: string, message: string): void {
    this.dispatchEvent(new CustomEvent<StigmeriaErrorDetail>('stigmeria-error', { detail: { code, message }, ...EVENT_INIT }));
  }

  /**
   * Clears the message if `which` says so of its code. By default every message but a bad `lang`'s: a new game or a
   * command answers what went wrong before, but the `lang` attribute stays wrong until the page changes it.
   */
  #clearMessage(which: (code: string) => boolean = (code) => code !== LANG_ERROR): void {
    if (this.#message !== null && which(this.#message.code)) this.#message = null;
  }

  #show(i: number): void {
    this.#shown = i;
    this.#input.clearPick();
    this.requestUpdate();
  }
}
