// Mounting a <stigmeria-tutorial-recorder> and reaching into it: its own controls and the board it holds.
import { expect } from 'vitest';
import type { StigmeriaBoard } from '../src/index.js';
import type { StigmeriaTutorialRecorder } from '../src/recorder/index.js';
import '../src/recorder/define.js';

/** Creates a recorder with attributes, appends it and waits for its first render. */
export async function mountRecorder(attrs: Record<string, string> = {}): Promise<StigmeriaTutorialRecorder> {
  const el = document.createElement('stigmeria-tutorial-recorder');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

/** A control of the recorder (not of its board). */
export function rq<T extends Element = HTMLElement>(el: StigmeriaTutorialRecorder, selector: string): T {
  const found = el.shadowRoot!.querySelector<T>(selector);
  expect(found, `the recorder shows ${selector}`).not.toBeNull();
  return found!;
}

/** The board the recorder holds. */
export function boardOf(el: StigmeriaTutorialRecorder): StigmeriaBoard {
  return rq<StigmeriaBoard>(el, 'stigmeria-board');
}

/** Waits until the recorder and its board have rendered what the last action changed. */
export async function settled(el: StigmeriaTutorialRecorder): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await el.updateComplete;
    const board = el.shadowRoot!.querySelector<StigmeriaBoard>('stigmeria-board');
    if (board !== null) await board.updateComplete;
  }
}

/** Waits for a condition the recorder reaches after a promise of its own (a file read, a board rebuilt). */
export async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check(), what).toBe(true);
}

/** Gives the recorder a file through its file picker, as a person choosing it would. */
export async function pickFile(el: StigmeriaTutorialRecorder, file: File): Promise<void> {
  const input = rq<HTMLInputElement>(el, 'input.file');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await settled(el);
}

/** Drops a file on the recorder's drop zone. */
export async function dropFile(el: StigmeriaTutorialRecorder, file: File): Promise<void> {
  const zone = rq(el, 'section.open');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  await settled(el);
}
