/**
 * Drag and drop with pointer events: one code path for mouse, pen and touch. A press on a draggable thing
 * becomes a drag only once the pointer has moved past a small threshold, so a plain click (or tap) still
 * goes through the element's click handlers. While dragging, the cell under the pointer is the drop target
 * when the element accepts it; releasing there drops, releasing anywhere else cancels.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Colour } from '@stigmeria/rules';

/** What a drag started from: a recruit colour (to land) or a stigmerian on the board (to move). */
export type DragSource = { readonly kind: 'colour'; readonly color: Colour } | { readonly kind: 'cell'; readonly cell: string };

/** What the host does with a drag. */
export interface DragHandlers {
  /** The drag begins: pick the source as a click would. */
  readonly start: (source: DragSource) => void;
  /** Whether `cell` is a legal destination now. */
  readonly accepts: (cell: string) => boolean;
  /** Released on an accepted cell: play it as a click on it would. */
  readonly drop: (cell: string) => void;
  /** Released anywhere else. */
  readonly cancel: () => void;
}

/** How far (in CSS pixels) a press must move to become a drag; below it, the press stays a click. */
export const DRAG_THRESHOLD = 6;

interface Press {
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
  readonly source: DragSource;
  active: boolean;
}

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

export class DragController implements ReactiveController {
  readonly #host: Host;
  readonly #handlers: DragHandlers;
  #press: Press | null = null;
  #over: string | undefined = undefined;
  #swallow = false;

  constructor(host: Host, handlers: DragHandlers) {
    this.#host = host;
    this.#handlers = handlers;
    host.addController(this);
  }

  /** The accepted cell under the pointer during a drag, shown as the drop target. */
  get over(): string | undefined {
    return this.#over;
  }

  /** Whether a drag is under way (past the threshold). */
  get dragging(): boolean {
    return this.#press?.active ?? false;
  }

  /** A board taken out of the page mid-drag: the drag is over, as after a pointercancel. */
  hostDisconnected(): void {
    const active = this.#press?.active ?? false;
    this.#end();
    if (active) this.#handlers.cancel();
  }

  /** A press on a draggable thing: follow the pointer until it is released. */
  press(e: PointerEvent, source: DragSource): void {
    if (!e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
    this.#end();
    this.#press = { pointerId: e.pointerId, x: e.clientX, y: e.clientY, source, active: false };
    // Capture keeps the moves coming when the pointer leaves the element; it can fail for a pointer the
    // browser does not know (a synthetic event), and the window listeners below still see bubbling events.
    const target = e.currentTarget;
    if (target instanceof Element) {
      try {
        target.setPointerCapture(e.pointerId);
      } catch {
        // Nothing to do: the window listeners follow the pointer anyway.
      }
    }
    window.addEventListener('pointermove', this.#onMove);
    window.addEventListener('pointerup', this.#onUp);
    window.addEventListener('pointercancel', this.#onCancel);
  }

  /** Whether a click must be ignored because it is the tail of a finished drag (asked once per click). */
  swallowClick(): boolean {
    const swallow = this.#swallow;
    this.#swallow = false;
    return swallow;
  }

  #onMove = (e: PointerEvent): void => {
    const press = this.#press;
    if (press === null || e.pointerId !== press.pointerId) return;
    if (!press.active) {
      if (Math.hypot(e.clientX - press.x, e.clientY - press.y) < DRAG_THRESHOLD) return;
      press.active = true;
      this.#handlers.start(press.source);
    }
    // A touch drag would otherwise scroll or select text under the finger.
    if (e.cancelable) e.preventDefault();
    const cell = this.#cellAt(e.clientX, e.clientY);
    const over = cell !== undefined && this.#handlers.accepts(cell) ? cell : undefined;
    if (over !== this.#over) {
      this.#over = over;
      this.#host.requestUpdate();
    }
  };

  #onUp = (e: PointerEvent): void => {
    const press = this.#press;
    if (press === null || e.pointerId !== press.pointerId) return;
    if (!press.active) {
      this.#end();
      return;
    }
    const cell = this.#cellAt(e.clientX, e.clientY);
    this.#end();
    // The browser may send a click after the release; it must not undo or repeat what the drop did.
    this.#swallow = true;
    setTimeout(() => (this.#swallow = false), 0);
    if (cell !== undefined && this.#handlers.accepts(cell)) this.#handlers.drop(cell);
    else this.#handlers.cancel();
  };

  #onCancel = (e: PointerEvent): void => {
    const press = this.#press;
    if (press === null || e.pointerId !== press.pointerId) return;
    const active = press.active;
    this.#end();
    if (active) this.#handlers.cancel();
  };

  #cellAt(x: number, y: number): string | undefined {
    const root = this.#host.renderRoot;
    const hit = root instanceof ShadowRoot ? root.elementFromPoint(x, y) : document.elementFromPoint(x, y);
    // Only the player's own board takes drops: the StigmaReine's cells have the same names.
    const cell = hit?.closest<HTMLElement>('[data-cell]');
    return cell?.closest('[part="board"]') ? cell.dataset['cell'] : undefined;
  }

  #end(): void {
    window.removeEventListener('pointermove', this.#onMove);
    window.removeEventListener('pointerup', this.#onUp);
    window.removeEventListener('pointercancel', this.#onCancel);
    const had = this.#press !== null || this.#over !== undefined;
    this.#press = null;
    this.#over = undefined;
    if (had) this.#host.requestUpdate();
  }
}
