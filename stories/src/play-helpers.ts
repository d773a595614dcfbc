/**
 * What the play functions of the mode and decision stories share: wait for the position, find the element's
 * controls by their role and accessible name (as assistive technology and a user see them), click them, and read
 * the board's `state`.
 */
import type { StigmeriaBoard } from '@stigmeria/board';
import type { GameState } from '@stigmeria/rules';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** The board of a story, its shadow root, and role queries inside that root. */
export interface Shown {
  readonly board: StigmeriaBoard;
  readonly root: ShadowRoot;
  /** Testing Library queries (`getByRole(…, { name })`) scoped to the element's shadow root. */
  readonly ui: ReturnType<typeof within>;
  /** The state now (the element replaces it on every command). */
  readonly state: () => GameState;
}

/**
 * How long a story's board may take to draw its grid: a position that opens on a decision or at the end waits for
 * the late views' chunk, which a cold dev server compiles on its first request.
 */
export const FIRST_DRAW = { timeout: 15_000 };

/** Waits until the story's board is rendered and has played its `steps` commands: the position is reached. */
export async function at(canvas: HTMLElement, steps: number): Promise<Shown> {
  const board = await waitFor(() => {
    const found = canvas.querySelector('stigmeria-board');
    expect(found?.shadowRoot?.querySelectorAll('[part="cell"]')).toHaveLength(100);
    return found!;
  }, FIRST_DRAW);
  // Every command of the position must have been applied: one the rules refused would stop the line short.
  await waitFor(() => expect(board.log).toHaveLength(steps));
  await board.updateComplete;
  const root = board.shadowRoot!;
  return {
    board,
    root,
    // The queries run in the element's top-level wrapper, which holds everything it renders: Testing Library
    // describes an element (in its error messages) but not a shadow root.
    get ui() {
      return within(root.querySelector<HTMLElement>('.root')!);
    },
    state: () => board.state!,
  };
}

/** Clicks a control as a user would (pointer and mouse events, then `click`), and lets the element render. */
export async function press(shown: Shown, control: Element): Promise<void> {
  await userEvent.click(control);
  await shown.board.updateComplete;
}

/** The highlighted (offered) cells of one grid: `data-board` is a seat or `central`. */
export function litCells(shown: Shown, board: string | number): string[] {
  return [...shown.root.querySelectorAll<HTMLElement>(`[role="grid"][data-board="${board}"] [role="gridcell"].lit`)].map((c) => c.dataset['cell']!);
}

/** A cell of one grid, found by its accessible name (e.g. `StigmaReine A4, empty, highlighted`). */
export function cellNamed(shown: Shown, name: string | RegExp): HTMLElement {
  return shown.ui.getByRole('gridcell', { name });
}

/** The decisions panel, by its accessible name. */
export function decisionsPanel(shown: Shown): HTMLElement {
  return shown.ui.getByRole('region', { name: 'Decisions' });
}

/** The text of the pending decision in the decisions panel. */
export function pendingText(shown: Shown): string {
  return within(decisionsPanel(shown)).getByRole('status').textContent?.trim() ?? '';
}
