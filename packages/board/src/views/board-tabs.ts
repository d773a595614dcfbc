/**
 * The boards on a phone. A wide page shows the player's flower, the StigmaReine and a Last Drift's target side by
 * side; a phone's screen holds one flower with the actions bar under it, so there the boards become tabs ("Player 2
 * | StigmaReine"), switched by a tap, the arrow keys or a sideways swipe over the flower. The tab shown follows the
 * prompt: a command to play on the StigmaReine (its A5 token, serving it, giving matched tokens) shows the
 * StigmaReine, one on a board shows that board; a player who switches to look elsewhere keeps their choice until
 * the prompt changes. A board whose tab is not shown stays in the page, out of sight, as a screen reader's and the
 * keyboard's: the focus going into it shows it.
 *
 * Whether the board is laid out for a phone is the styles' decision (a container query on the element's own width,
 * not the viewport's: the element may stand in a narrow column of a wide page); a `ResizeObserver` reads it after
 * every change of width, so that the tabs and the layout never disagree. `renderWidthProbe` is what it observes.
 * @module
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { A5, type Command, type GameState } from '@stigmeria/rules/view';
import { CENTRAL, driftBoard } from '../picking.js';

/** One board that a tab shows: its `data-board` key and its name. */
export interface BoardTab {
  readonly board: string;
  readonly label: string;
}

/** Commands that are played only on the StigmaReine and that the rules ask for before anything else of the turn. */
const SERVING: ReadonlySet<Command['type']> = new Set(['a5', 'central-draw', 'central-place']);

/**
 * The board the current prompt is about: the board of a pick under way, the StigmaReine while it is being served
 * or its matched tokens given, the target of a pending Last Drift, else the player's own board.
 */
function promptBoard(state: GameState, seat: number, legal: readonly Command[], pickBoard: string | undefined): string {
  if (pickBoard !== undefined) return pickBoard;
  const pending = state.players[seat]?.pending ?? null;
  if (pending?.kind === 'give' || pending?.kind === 'central-place') return CENTRAL;
  if (pending?.kind === 'drift') return driftBoard(pending, seat);
  if (legal.some((c) => SERVING.has(c.type))) return CENTRAL;
  return String(seat);
}

/**
 * The StigmaReine's cells that a decision of the decisions panel is about, ringed on the board: A5 while its token
 * is chosen, the tokens in line while they are given away.
 */
export function askedCells(state: GameState, seat: number, legal: readonly Command[]): ReadonlySet<string> {
  const pending = state.players[seat]?.pending ?? null;
  if (pending?.kind === 'give') return new Set(pending.cells);
  if (legal.some((c) => c.type === 'a5')) return new Set([A5]);
  return new Set();
}

/** What a render of the boards asks of the tabs: the boards shown (more than one makes tabs on a phone) and the prompt. */
export interface TabsInput {
  /** The tab row's accessible name. */
  readonly label: string;
  readonly boards: readonly BoardTab[];
  readonly state: GameState;
  /** The seat whose prompt the tabs follow. */
  readonly seat: number;
  /**
   * That seat's legal commands, asked only when there are tabs: those offered to the user, or (in a replay, on a
   * computer's seat) those of the rules, so that the tabs follow what is played next there too.
   */
  readonly legal: () => readonly Command[];
  /** The board of the pick under way and its type, if any. */
  readonly pickBoard: string | undefined;
  readonly pickType: string | undefined;
}

/** The attributes of a board's section: on a phone, the panel of its tab, out of sight while another tab is shown. */
export interface PanelAttributes {
  readonly role: string | typeof nothing;
  readonly id: string | typeof nothing;
  readonly labelledby: string | typeof nothing;
  /** A class to add to the section (with its leading space), or ''. */
  readonly off: string;
}

/** The tabs of one render: the tab row (or nothing), each board's section attributes, the boards' area handlers. */
export interface TabsView {
  readonly row: TemplateResult | typeof nothing;
  readonly panel: (board: string) => PanelAttributes;
  readonly area: {
    readonly down: ((e: PointerEvent) => void) | typeof nothing;
    readonly up: ((e: PointerEvent) => void) | typeof nothing;
    readonly cancel: (() => void) | typeof nothing;
    readonly focus: ((e: FocusEvent) => void) | typeof nothing;
  };
}

const WIDE: TabsView = {
  row: nothing,
  panel: () => ({ role: nothing, id: nothing, labelledby: nothing, off: '' }),
  area: { down: nothing, up: nothing, cancel: nothing, focus: nothing },
};

/**
 * What the prompt is, for the tabs: the choice a player makes stays while this stays the same (the seat, the
 * turn, the board concerned, the pick, the pending decision and which of the StigmaReine's services are asked).
 */
function promptOf(input: TabsInput, legal: readonly Command[], auto: string): string {
  const pending = input.state.players[input.seat]?.pending?.kind ?? '';
  const serving = [...SERVING].filter((type) => legal.some((c) => c.type === type)).join();
  return [input.seat, input.state.turn, auto, input.pickType ?? '', pending, serving].join('|');
}

/** A horizontal move of a finger longer than this (CSS px), and mostly sideways, is a swipe to the next board. */
const SWIPE = 56;

/**
 * The phone layout of one board element: whether the styles lay it out for a phone (read from the custom property
 * `--_phone` that the container query sets on `.root`), and which board its tabs show.
 */
export class PhoneLayout implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  #observer: ResizeObserver | null = null;
  #probe: Element | null = null;
  #narrow = false;
  /** The board the player chose, and the prompt it was chosen under. */
  #chosen: { readonly prompt: string; readonly board: string } | null = null;
  #swipe: { readonly id: number; readonly x: number; readonly y: number } | null = null;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    // A page without ResizeObserver keeps the wide semantics; the styles still lay the boards out.
    if (typeof ResizeObserver !== 'function') return;
    this.#observer = new ResizeObserver(() => this.#measure());
    this.#probe = null;
  }

  hostUpdated(): void {
    // The probe is a line of no height across the element: only a change of width resizes it, never an update
    // that this reading asks for (the element growing taller would be observed again in the same frame).
    const probe = this.#host.shadowRoot?.querySelector('.width-probe') ?? null;
    if (probe === this.#probe || this.#observer === null) return;
    if (this.#probe !== null) this.#observer.unobserve(this.#probe);
    this.#probe = probe;
    if (probe !== null) this.#observer.observe(probe);
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#observer = null;
    this.#probe = null;
  }

  /** Whether the board is laid out for a phone: one board at a time, under tabs. */
  get narrow(): boolean {
    return this.#narrow;
  }

  #measure(): void {
    const root = this.#host.shadowRoot?.querySelector('.root');
    if (root === null || root === undefined) return;
    const narrow = getComputedStyle(root).getPropertyValue('--_phone').trim() === '1';
    if (narrow === this.#narrow) return;
    this.#narrow = narrow;
    this.#host.requestUpdate();
  }

  /** The tabs of a render: none on a wide layout or with one board. */
  view(input: TabsInput): TabsView {
    const tabs = input.boards;
    if (!this.#narrow || tabs.length < 2) return WIDE;
    const legal = input.legal();
    const auto = promptBoard(input.state, input.seat, legal, input.pickBoard);
    const prompt = promptOf(input, legal, auto);
    const shown = this.#shown(tabs, prompt, auto);
    const swipe = this.#swipeHandlers(tabs, shown, prompt);
    return {
      row: renderBoardTabs(input.label, tabs, shown, (board) => this.#choose(board, prompt)),
      panel: (board) => ({ role: 'tabpanel', id: panelId(board), labelledby: tabId(board), off: board === shown ? '' : ' tab-off' }),
      area: { ...swipe, focus: this.#focusHandler(prompt) },
    };
  }

  /** The board shown among `tabs`: the player's choice under this prompt, else the board the prompt is about. */
  #shown(tabs: readonly BoardTab[], prompt: string, auto: string): string {
    const chosen = this.#chosen;
    if (chosen !== null && chosen.prompt === prompt && tabs.some((tab) => tab.board === chosen.board)) return chosen.board;
    return tabs.some((tab) => tab.board === auto) ? auto : (tabs[0]?.board ?? auto);
  }

  /** The player shows `board` while the prompt stays `prompt`. */
  #choose(board: string, prompt: string): void {
    this.#chosen = { prompt, board };
    this.#host.requestUpdate();
  }

  /**
   * The focus handler of the boards' area: the keyboard's focus going into a board whose tab is not shown (the
   * board's own focus(), a decision's offered cell, Tab walking on) shows that board, so that the focus is never on
   * a cell out of sight.
   */
  #focusHandler(prompt: string): (e: FocusEvent) => void {
    return (e: FocusEvent) => {
      const target = e.target as Element | null;
      if (target?.closest('.tab-off') == null) return;
      const board = target.closest<HTMLElement>('[data-board]')?.dataset['board'];
      if (board !== undefined) this.#choose(board, prompt);
    };
  }

  /** The pointer handlers of the boards' area: a sideways swipe of a finger goes to the board beside. */
  #swipeHandlers(tabs: readonly BoardTab[], shown: string, prompt: string) {
    return {
      down: (e: PointerEvent) => {
        // A finger on a token may be dragging it: only a swipe that starts elsewhere switches boards.
        const onToken = (e.target as Element | null)?.closest('.draggable') != null;
        this.#swipe = e.pointerType === 'touch' && !onToken ? { id: e.pointerId, x: e.clientX, y: e.clientY } : null;
      },
      up: (e: PointerEvent) => {
        const start = this.#swipe;
        this.#swipe = null;
        if (start === null || start.id !== e.pointerId) return;
        const dx = e.clientX - start.x;
        const dy = e.clientY - start.y;
        if (Math.abs(dx) < SWIPE || Math.abs(dy) * 2 > Math.abs(dx)) return;
        const at = tabs.findIndex((tab) => tab.board === shown);
        const next = tabs[at + (dx < 0 ? 1 : -1)];
        if (next !== undefined) this.#choose(next.board, prompt);
      },
      cancel: () => {
        this.#swipe = null;
      },
    };
  }
}

/** The line the layout's `ResizeObserver` watches: as wide as the element, of no height, out of the flow. */
export function renderWidthProbe(): TemplateResult {
  return html`<div class="width-probe" aria-hidden="true"></div>`;
}

/** The id of the tab of a board, and of its panel, within one element's shadow root. */
const tabId = (board: string): string => `board-tab-${board}`;
const panelId = (board: string): string => `board-panel-${board}`;

/**
 * The tab row: a real tablist with one tab stop; the arrow keys, Home and End move to a tab and show its board, as
 * the WAI-ARIA tabs pattern with automatic activation does.
 */
function renderBoardTabs(label: string, tabs: readonly BoardTab[], shown: string, onShow: (board: string) => void): TemplateResult {
  const key = (e: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.board === shown);
    const to =
      e.key === 'ArrowRight' ? (at + 1) % tabs.length
      : e.key === 'ArrowLeft' ? (at - 1 + tabs.length) % tabs.length
      : e.key === 'Home' ? 0
      : e.key === 'End' ? tabs.length - 1
      : -1;
    if (to < 0) return;
    e.preventDefault();
    // The board's own keys (arrows move on a grid) never see a key the tabs answered.
    e.stopPropagation();
    onShow(tabs[to]!.board);
    // The tab takes the focus at once (its roving tab stop follows in the update the choice asks for).
    (e.currentTarget as HTMLElement).closest('[role="tablist"]')?.querySelector<HTMLElement>(`#${tabId(tabs[to]!.board)}`)?.focus();
  };
  return html`<div class="board-tabs" part="board-tabs" role="tablist" aria-label=${label}>
    ${tabs.map(
      (tab) => html`<button
        type="button"
        role="tab"
        class="board-tab"
        id=${tabId(tab.board)}
        data-board=${tab.board}
        aria-controls=${panelId(tab.board)}
        aria-selected=${tab.board === shown ? 'true' : 'false'}
        tabindex=${tab.board === shown ? 0 : -1}
        @click=${() => onShow(tab.board)}
        @keydown=${key}
      >
        ${tab.label}
      </button>`,
    )}
  </div>`;
}
