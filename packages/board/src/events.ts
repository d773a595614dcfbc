/**
 * The events `<stigmeria-board>` fires and their details. All bubble and cross shadow roots (`composed`).
 * @module
 */
import type { Command, GameEvent, GameState, Outcome } from '@stigmeria/rules';

/** `stigmeria-command`: fired before a command is applied; cancel it with `preventDefault()`. */
export interface StigmeriaCommandDetail {
  readonly command: Command;
}

/** `stigmeria-change`: a command was applied; `events` are what it caused, `state` the state after it. */
export interface StigmeriaChangeDetail {
  readonly command: Command;
  readonly events: readonly GameEvent[];
  readonly state: GameState;
}

/** `stigmeria-end`: the game is over. */
export interface StigmeriaEndDetail {
  readonly outcome: Outcome;
}

/** `stigmeria-error`: a command was refused, or an attribute, schema or replay could not be used. */
export interface StigmeriaErrorDetail {
  /** A stable code: a rule error code (`land/not-adjacent`) or an element code (`board/unknown-schema`). */
  readonly code: string;
  /** The message shown, in the element's language. */
  readonly message: string;
}

/**
 * `stigmeria-step`: the user, the replay timer or a method moved the replay cursor, or a replay arrived by itself (a
 * fetched `replay-src`, a long replay checked in slices); `step` steps of `total` are applied. The page's own `step`
 * or `replay` fires none.
 */
export interface StigmeriaStepDetail {
  readonly step: number;
  readonly total: number;
}

/**
 * `stigmeria-room`: an online board (`server`) joined its room: the room's id, the seat it holds (`null` when it
 * watches) and, when this board created the room (`room="new"`), the link that others open to join it (the page's
 * address with `?room=<id>`).
 */
export interface StigmeriaRoomDetail {
  readonly room: string;
  readonly seat: number | null;
  readonly share?: string;
}

/** Every event name and its detail. */
export interface StigmeriaEventMap {
  'stigmeria-command': CustomEvent<StigmeriaCommandDetail>;
  'stigmeria-change': CustomEvent<StigmeriaChangeDetail>;
  'stigmeria-end': CustomEvent<StigmeriaEndDetail>;
  'stigmeria-error': CustomEvent<StigmeriaErrorDetail>;
  'stigmeria-step': CustomEvent<StigmeriaStepDetail>;
  'stigmeria-room': CustomEvent<StigmeriaRoomDetail>;
}

declare global {
  // The events bubble out of the element and cross shadow roots, so any element on the path may listen: with this
  // map, `addEventListener('stigmeria-change', (e) => e.detail.state)` is typed on every HTMLElement.
  interface HTMLElementEventMap extends StigmeriaEventMap {}
}
