/**
 * Undo and redo: the drafts before and after the one shown. An edit drops what could be redone, as editors do.
 * @module
 */
import type { Draft } from './draft.js';

/** How many edits can be undone: enough for a session, bounded so that a long one does not keep every draft. */
export const UNDO_DEPTH = 200;

export class History {
  #past: Draft[] = [];
  #future: Draft[] = [];
  #present: Draft;

  constructor(initial: Draft) {
    this.#present = initial;
  }

  get present(): Draft {
    return this.#present;
  }

  get canUndo(): boolean {
    return this.#past.length > 0;
  }

  get canRedo(): boolean {
    return this.#future.length > 0;
  }

  /** Records an edit; an edit that changes nothing records nothing. */
  push(next: Draft): void {
    if (next === this.#present) return;
    this.#past.push(this.#present);
    if (this.#past.length > UNDO_DEPTH) this.#past.shift();
    this.#future = [];
    this.#present = next;
  }

  /** Replaces the draft without a step of its own: the rest of a stroke painted in one gesture. */
  amend(next: Draft): void {
    this.#present = next;
  }

  undo(): void {
    const previous = this.#past.pop();
    if (previous === undefined) return;
    this.#future.push(this.#present);
    this.#present = previous;
  }

  redo(): void {
    const next = this.#future.pop();
    if (next === undefined) return;
    this.#past.push(this.#present);
    this.#present = next;
  }
}
