import type { StigmeriaBoard } from '../src/index.js';
import '../src/define.js';

/** Creates a board with attributes, appends it and waits for its first render. */
export async function mount(attrs: Record<string, string> = {}, before?: (el: StigmeriaBoard) => void): Promise<StigmeriaBoard> {
  const el = document.createElement('stigmeria-board');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  before?.(el);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

export function q<T extends Element = HTMLElement>(el: StigmeriaBoard, selector: string): T | null {
  return el.shadowRoot!.querySelector<T>(selector);
}

export function cells(el: StigmeriaBoard): HTMLElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"]')];
}

export function cell(el: StigmeriaBoard, name: string): HTMLElement {
  return q(el, `[data-cell="${name}"]`)!;
}

export function litCells(el: StigmeriaBoard): string[] {
  return cells(el)
    .filter((c) => c.classList.contains('lit'))
    .map((c) => c.dataset['cell']!)
    .sort();
}

/** Waits until a condition holds (for fetches and timers). */
export async function until(check: () => boolean, ms = 3000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
