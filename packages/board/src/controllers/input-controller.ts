/**
 * The player's input: what is picked (a command type, a recruit colour, a first cell, toggled choices), the
 * focused cell of each grid (the player's board, the StigmaReine, a Last Drift's target), the board and global
 * keys, and drag and drop. It decides no rule: every target comes from the
 * commands the host says are legal now, and a completed pick is handed to the context's `play`.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { CELL_NAMES, specialActionsOf, type Colour, type Command, type GameState, type RuleError, type SpecialActionId } from '@stigmeria/rules/view';
import {
  CENTRAL,
  awaitsFirst,
  firstOf,
  boardOf,
  candidates,
  choicesOf,
  clickStarts,
  forcedPick,
  pickCell,
  secondOf,
  stageOf,
  targets,
  type BoardId,
  type Pick,
  type PickType,
} from '../picking.js';
import { SPECIAL_KEYS } from '../views/specials.js';
import { DragController, type DragSource } from './drag-controller.js';
import { commandRules, legalFor } from '../legal.js';

const EMPTY: ReadonlySet<string> = new Set();

/** Whether a text names a cell of the board (the rules' `CellName`). */
function isCell(text: string): text is (typeof CELL_NAMES)[number] {
  return (CELL_NAMES as readonly string[]).includes(text);
}

/** Whether a pick is just the one a pending decision forces: cancelling it would give it back as it is. */
function isForced(legal: readonly Command[], pick: Pick): boolean {
  const forced = forcedPick(legal);
  return forced !== null && forced.type === pick.type && pick.first === undefined && pick.color === undefined;
}

/** What the input needs from the board that owns it. */
export interface InputHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly readonly: boolean;
}

/** The board's side of the input: the game as the shown player may act on it. */
export interface InputContext {
  /** The state the shown player acts on, or `null` when the board takes no input (replay, read-only, over). */
  readonly playable: () => GameState | null;
  /** The seat of the player whose board is shown. */
  readonly shown: () => number;
  /** Shows another player's board (hot-seat). */
  readonly show: (player: number) => void;
  /**
   * Plays a command the input built, one of the legal commands or a pick the rules refuse, as the board's `play`
   * does (the rules' `playCommand`: no check of its shape). Returns whether it was applied.
   */
  readonly play: (command: Command) => boolean;
}

/**
 * Why the last click on a cell changed nothing, for the board to say: nothing was picked and a recruit colour is
 * needed, no cell can be played now, the cell is not lit for the pick in progress, or the rules refuse the command
 * the click or key would make (said in the words of the rules' code).
 */
export type Feedback =
  | { readonly kind: 'pick-colour-first' }
  | { readonly kind: 'nothing-on-cells' }
  | { readonly kind: 'not-lit'; readonly pick: Pick }
  | { readonly kind: 'refused'; readonly error: RuleError }
  /** An online room refused a command this board sent: its code and words. */
  | { readonly kind: 'room-refused'; readonly error: { readonly code: string; readonly message: string } };

/** What the grids and the side panels show of the input. */
export interface InputView {
  readonly pick: Pick | null;
  /** The board the pick's cells are on. */
  readonly pickBoard: BoardId | undefined;
  /** Cells that may be picked now, on `pickBoard`. */
  readonly highlighted: ReadonlySet<string>;
  /** Tokens that a click would start moving, by board (shown while nothing is picked). */
  readonly movable: ReadonlyMap<BoardId, ReadonlySet<string>>;
  /** Stigmerians a drag may start from (the player's own board). */
  readonly draggable: ReadonlySet<string>;
  readonly drop: string | undefined;
  /** The commands the pick offers as buttons now that no cell is left to pick. */
  readonly choices: readonly Command[];
  /** The toggled items of a Prediction (colours) or a Charmer (tokens as `seat:colour`). */
  readonly chosen: readonly string[];
  /** Whether "Cancel" would change anything: not for the bare pick a pending decision forces. */
  readonly cancellable: boolean;
  /** Why the last click on a cell changed nothing, or `null`. */
  readonly feedback: Feedback | null;
}

export class InputController implements ReactiveController {
  readonly #host: InputHost;
  readonly #context: InputContext;
  readonly #drag: DragController;
  #pick: Pick | null = null;
  #chosen: string[] = [];
  #feedback: Feedback | null = null;
  /** The roving tab stop of each grid. */
  readonly #focus = new Map<BoardId, number>();
  #wantFocus: BoardId | null = null;

  constructor(host: InputHost, context: InputContext) {
    this.#host = host;
    this.#context = context;
    this.#drag = new DragController(host, {
      start: (source) => this.#startDrag(source),
      accepts: (cell) => this.#accepts(cell),
      drop: (cell) => this.#onCell(this.#own(), cell, CELL_NAMES.indexOf(cell as (typeof CELL_NAMES)[number])),
      cancel: () => this.cancel(),
    });
    host.addController(this);
  }

  hostUpdated(): void {
    const board = this.#wantFocus;
    if (board !== null) {
      this.#wantFocus = null;
      this.#host.renderRoot.querySelector<HTMLElement>(`[data-board="${board}"] [data-cell="${CELL_NAMES[this.focusOf(board)]}"]`)?.focus();
    }
  }

  /** The index of the cell that holds a grid's tab stop. */
  focusOf(board: BoardId): number {
    return this.#focus.get(board) ?? 0;
  }

  /** Puts a grid's tab stop on `cell` and the keyboard focus there once rendered. */
  focusCell(board: BoardId, cell: string): void {
    this.#focus.set(board, CELL_NAMES.indexOf(cell as (typeof CELL_NAMES)[number]));
    this.#wantFocus = board;
  }

  /** Forgets the pick (after a command, a new game or another board shown); the caller renders. */
  clearPick(): void {
    this.#pick = null;
    this.#chosen = [];
    this.#feedback = null;
  }

  #own(): BoardId {
    return String(this.#context.shown());
  }

  /** The board the cells of a pick type are on for the shown player now. */
  #boardOf(type: PickType): BoardId {
    const state = this.#context.playable();
    const seat = this.#context.shown();
    return boardOf(type, state?.players[seat]?.pending ?? null, seat);
  }

  /** What to show for the legal commands of the shown player (none when the board takes no input). */
  view(legal: readonly Command[]): InputView {
    const pick = legal.length === 0 ? null : this.#currentPick(legal);
    const movable = new Map<BoardId, ReadonlySet<string>>();
    if (pick === null) {
      movable.set(this.#own(), new Set(legal.flatMap((c) => (c.type === 'move' ? [c.from] : []))));
      movable.set(CENTRAL, new Set(legal.flatMap((c) => (c.type === 'central-move' ? [c.from] : []))));
    }
    return {
      pick,
      pickBoard: pick === null ? undefined : this.#boardOf(pick.type),
      highlighted: pick === null ? EMPTY : targets(legal, pick),
      movable,
      draggable: this.#dragSources(legal, pick),
      drop: this.#drag.over,
      choices: choicesOf(legal, pick),
      chosen: this.#chosen,
      cancellable: pick !== null && !isForced(legal, pick),
      // A room's refusal answers a command already sent: it stays said even once the seat has nothing to play.
      feedback: legal.length === 0 && this.#feedback?.kind !== 'room-refused' ? null : this.#feedback,
    };
  }

  // ---- picking ----

  #legalNow(): readonly Command[] {
    const state = this.#context.playable();
    return state === null ? [] : legalFor(state, this.#context.shown());
  }

  /** The pick in force: a pending decision's, else the user's while it can still become a legal command. */
  #currentPick(legal: readonly Command[]): Pick | null {
    const forced = forcedPick(legal);
    if (forced !== null) return this.#pick?.type === forced.type && candidates(legal, this.#pick).length > 0 ? this.#pick : forced;
    if (this.#pick !== null && candidates(legal, this.#pick).length > 0) return this.#pick;
    return null;
  }

  /** A click on a cell of a board (or a drag swallowed its click: nothing happens then). */
  cellClicked = (board: BoardId, cell: string, index: number): void => {
    if (!this.#drag.swallowClick()) this.#onCell(board, cell, index);
  };

  #onCell(board: BoardId, cell: string, index: number): void {
    this.#focus.set(board, index);
    this.#feedback = null;
    const legal = this.#legalNow();
    if (legal.length === 0) {
      this.#host.requestUpdate();
      return;
    }
    const pick = this.#currentPick(legal);
    if (pick !== null && this.#boardOf(pick.type) === board) {
      const next = pickCell(legal, pick, cell);
      if (next !== null) {
        if ('command' in next) this.#context.play(next.command);
        else {
          this.#pick = next.pick;
          this.#host.requestUpdate();
        }
        return;
      }
      if (pick.first === cell && forcedPick(legal) === null) {
        this.#pick = null;
        this.#host.requestUpdate();
        return;
      }
    }
    // A click on a token that can move starts a Move (a Choreography move when one is pending, a central Move on
    // the StigmaReine).
    const forced = forcedPick(legal)?.type;
    const type = board === this.#own() ? (forced ?? 'move') : forced === undefined ? clickStarts(board) : undefined;
    if (type !== undefined && this.#boardOf(type) === board && legal.some((c) => c.type === type && 'from' in c && c.from === cell)) {
      this.#pick = { type, first: cell };
      this.#host.requestUpdate();
      return;
    }
    this.#explain(legal, pick, board, cell);
    this.#host.requestUpdate();
  }

  /** A click on a cell changed nothing: says why, through the rules when they can tell (a Land, a Move's target). */
  #explain(legal: readonly Command[], pick: Pick | null, board: BoardId, cell: string): void {
    const player = this.#context.shown();
    if (pick !== null && this.#boardOf(pick.type) === board) {
      // The command the click would have made: the rules refuse it in the words of their code (not adjacent, taken).
      const command: Command | null =
        pick.type === 'land' && pick.color !== undefined && isCell(cell)
          ? { type: 'land', player, color: pick.color, to: cell }
          : pick.type === 'move' && pick.first !== undefined && isCell(pick.first) && isCell(cell)
            ? { type: 'move', player, from: pick.first, to: cell }
            : null;
      if (command !== null && this.#refused(command)) return;
    }
    if (pick !== null) this.#feedback = { kind: 'not-lit', pick };
    else if (board === this.#own() && legal.some((c) => c.type === 'land')) this.#feedback = { kind: 'pick-colour-first' };
    else if (!legal.some((c) => firstOf(c) !== undefined)) this.#feedback = { kind: 'nothing-on-cells' };
    else this.#feedback = { kind: 'pick-colour-first' };
  }

  /**
   * Asks the rules about a command that is not legal now, without playing it: their refusal becomes the feedback.
   * Returns whether they refused it (they always should: the legal commands are all the rules allow).
   */
  #refused(command: Command): boolean {
    const state = this.#context.playable();
    const rules = commandRules();
    if (state === null || rules === null) return false;
    // The command is one the input built: every rule applies, without the check of its shape.
    const result = rules.playCommand(state, command);
    if (result.ok) return false;
    this.#feedback = { kind: 'refused', error: result.error };
    return true;
  }

  /** An online room refused a command this board sent: said in the feedback line, as the rules' refusals are. */
  roomRefused(error: { readonly code: string; readonly message: string }): void {
    this.#feedback = { kind: 'room-refused', error };
    this.#host.requestUpdate();
  }

  /** A click on a recruit colour: pick it for landing, or drop it when it was picked. */
  colourClicked = (color: Colour): void => {
    if (this.#drag.swallowClick() || this.#host.readonly) return;
    this.#feedback = null;
    this.#pick = this.#pick?.type === 'land' && this.#pick.color === color ? null : { type: 'land', color };
    this.#host.requestUpdate();
  };

  /**
   * Picks a command type from a button (a special action, the central joker, a free action of a Black Night). A
   * type whose only command needs nothing more is played at once (Fog Die's roll).
   */
  pickSpecial = (id: SpecialActionId | PickType): void => {
    const legal = this.#legalNow();
    const list = legal.filter((c) => c.type === id);
    if (list.length === 0) return;
    if (this.#pick?.type === id) {
      this.clearPick();
    } else {
      const pick: Pick = { type: id as PickType };
      if (list.length === 1 && stageOf(legal, pick) === 'choice') {
        this.#context.play(list[0]!);
        return;
      }
      this.#pick = pick;
      this.#chosen = [];
      const board = this.#boardOf(pick.type);
      const first = [...targets(legal, pick)][0];
      // The keyboard follows the pick to the board its cells are on, when that is not the player's own.
      if (board !== this.#own() && first !== undefined && first !== 'off') this.focusCell(board, first);
    }
    this.#host.requestUpdate();
  };

  /** Toggles an item of a Prediction or Charmer choice (a colour, or a `seat:colour` token). */
  toggle = (item: string, most: number): void => {
    const at = this.#chosen.indexOf(item);
    if (at >= 0) this.#chosen = this.#chosen.filter((x) => x !== item);
    else if (this.#chosen.length < most) this.#chosen = [...this.#chosen, item];
    this.#host.requestUpdate();
  };

  /** Completes the pick by moving its token off the board. */
  pickOff = (): void => {
    const legal = this.#legalNow();
    const pick = this.#currentPick(legal);
    if (pick === null) return;
    const command = candidates(legal, pick).find((c) => secondOf(c) === 'off');
    if (command !== undefined) this.#context.play(command);
  };

  cancel = (): void => {
    this.clearPick();
    this.#host.requestUpdate();
  };

  /** `r`: pick the next recruit colour that can land. */
  #cycleColour(legal: readonly Command[]): void {
    const colours: Colour[] = [];
    for (const c of legal) if (c.type === 'land' && !colours.includes(c.color)) colours.push(c.color);
    if (colours.length === 0) return;
    const current = this.#pick?.type === 'land' ? this.#pick.color : undefined;
    const at = current === undefined ? -1 : colours.indexOf(current);
    this.#pick = { type: 'land', color: colours[(at + 1) % colours.length]! };
    this.#host.requestUpdate();
  }

  // ---- drag and drop ----

  /** A press on a recruit colour or a stigmerian that may become a drag. */
  pressCell = (e: PointerEvent, cell: string): void => this.#drag.press(e, { kind: 'cell', cell });
  pressColour = (e: PointerEvent, color: Colour): void => this.#drag.press(e, { kind: 'colour', color });

  /** The stigmerians a drag may start from: those a click would start moving on the player's own board. */
  #dragSources(legal: readonly Command[], pick: Pick | null): ReadonlySet<string> {
    const type = forcedPick(legal)?.type ?? 'move';
    if (type !== 'move' && type !== 'choreography') return EMPTY;
    if (pick !== null && pick.type !== type) return EMPTY;
    const out = new Set<string>();
    for (const c of legal) if (c.type === type && 'from' in c) out.add(c.from);
    return out;
  }

  /** A drag begins: pick its source exactly as a click on it would. */
  #startDrag(source: DragSource): void {
    if (source.kind === 'colour') {
      this.#pick = { type: 'land', color: source.color };
    } else {
      const type = forcedPick(this.#legalNow())?.type ?? 'move';
      if (type === 'move' || type === 'choreography') this.#pick = { type, first: source.cell };
    }
    this.#host.requestUpdate();
  }

  #accepts(cell: string): boolean {
    const legal = this.#legalNow();
    const pick = this.#currentPick(legal);
    return pick !== null && !awaitsFirst(pick) && this.#boardOf(pick.type) === this.#own() && targets(legal, pick).has(cell);
  }

  // ---- keyboard ----

  /** Keys on a grid: arrows, Home/End move the focus; Enter/Space pick or drop; Escape cancels. */
  gridKey = (board: BoardId, e: KeyboardEvent): void => {
    const focus = this.focusOf(board);
    const row = Math.floor(focus / 10);
    const col = focus % 10;
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
        this.#wantFocus = board;
        this.#onCell(board, CELL_NAMES[focus]!, focus);
        return;
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        this.cancel();
        return;
      default:
        return;
    }
    e.preventDefault();
    e.stopPropagation();
    this.#focus.set(board, next);
    this.#wantFocus = board;
    this.#host.requestUpdate();
  };

  /** The action keys, anywhere in the element but text fields. */
  key = (e: KeyboardEvent): void => {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
    const origin = e.composedPath()[0];
    if (origin instanceof HTMLInputElement || origin instanceof HTMLSelectElement || origin instanceof HTMLTextAreaElement) return;
    const state = this.#context.playable();
    if (state === null) return;
    const shown = this.#context.shown();
    const legal = legalFor(state, shown);
    const find = (type: Command['type']) => legal.find((c) => c.type === type);
    // A key whose command is not legal now: the rules say why, in the words of their code.
    const run = (command: Command | undefined, type: 'draw' | 'end-turn' | 'undo' | 'choreography-stop') => {
      e.preventDefault();
      this.#feedback = null;
      if (command !== undefined) this.#context.play(command);
      else if (this.#refused({ type, player: shown })) this.#host.requestUpdate();
    };
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    switch (key) {
      case 'd':
        return run(find('draw'), 'draw');
      case 'e':
        return run(find('end-turn'), 'end-turn');
      case 'u':
        return run(find('undo'), 'undo');
      case 's':
        return run(find('choreography-stop'), 'choreography-stop');
      case 'o':
        e.preventDefault();
        return this.pickOff();
      case 'r':
        e.preventDefault();
        return this.#cycleColour(legal);
      case 'p':
        e.preventDefault();
        return this.#context.show((shown + 1) % state.players.length);
      case 'Escape':
        e.preventDefault();
        return this.cancel();
      default: {
        const at = (SPECIAL_KEYS as readonly string[]).indexOf(key);
        const id = specialActionsOf(state, shown)[at];
        if (at >= 0 && id !== undefined) {
          e.preventDefault();
          this.pickSpecial(id);
        }
      }
    }
  };
}
