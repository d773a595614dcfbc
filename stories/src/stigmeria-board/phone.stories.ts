import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor, within } from 'storybook/test';
import earningJson from '../../../docs/tutorials/replays/stigmareine-earning.replay.json';
import normalJson from '../../../docs/tutorials/replays/mode-normal.replay.json';
import { replayGameAfter, tutorial } from '../demos.js';
import { at, cellNamed, litCells, press, type Shown } from '../play-helpers.js';

// This file sits in src/stigmeria-board/ so that it sorts after ../stigmeria-board.stories.ts: Storybook lists
// story files by path and opens on the first one's first story, Normal Start.
//
// The board on a phone: a column 360 px wide (the element lays itself out by its own width, so a phone's screen and
// a narrow column of a wide page look the same). The play functions act through the visible controls: the tabs,
// the decisions panel's buttons, the recruit colours and the lit cells.

const earning = tutorial(earningJson, 'stigmareine-earning');
const normal = tutorial(normalJson, 'mode-normal');

const meta: Meta = {
  title: 'Board/Phone',
  component: 'stigmeria-board',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: {
    docs: {
      description: {
        component:
          'The board in a 360 px column, as on a phone: the flower first under a compact strip of the players, the actions bar at the foot of the screen, and in the competitive modes a tab row that shows the StigmaReine or the player’s own flower, following the prompt. The cell a decision asks about (A5) is ringed.',
      },
    },
  },
};
export default meta;

type Story = StoryObj;

/** A board in a column as wide as a phone's screen. */
const phone = (board: HTMLElement) => html`<div style="width:360px;max-width:100%">${board}</div>`;

/** The tab row's tabs, once the element has read its width. */
async function tabs(shown: Shown): Promise<HTMLElement[]> {
  const row = await waitFor(() => shown.ui.getByRole('tablist', { name: 'Board' }));
  return within(row).getAllByRole('tab');
}

/** Whether a board's grid is in sight (a board whose tab is not selected is kept out of sight). */
const inSight = (shown: Shown, board: string) =>
  (shown.root.querySelector(`[role="grid"][data-board="${board}"]`)?.getBoundingClientRect().width ?? 0) > 100;

/** Competitive, turn 1: the A5 decision shows the StigmaReine's tab, A5 ringed; the tabs switch to the own flower. */
export const CompetitiveTabs: Story = {
  name: 'Competitive: the StigmaReine and the own flower as tabs',
  render: () => phone(replayGameAfter(earning, 0)),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 0);
    // The first player serves the StigmaReine: theirs is the own flower shown.
    const seat = String(shown.state().first);
    const [own, central] = await tabs(shown);
    expect(central).toHaveTextContent('StigmaReine');
    expect(central).toHaveAttribute('aria-selected', 'true');
    expect(inSight(shown, 'central')).toBe(true);
    expect(inSight(shown, seat)).toBe(false);
    expect(shown.root.querySelector('[part="central-cell"][data-cell="A5"]')).toHaveClass('asked');
    // A look at the own flower, and back: the decision waits.
    await press(shown, own!);
    expect(own).toHaveAttribute('aria-selected', 'true');
    expect(inSight(shown, seat)).toBe(true);
    await press(shown, central!);
    // The A5 token, then Draw and Place: the StigmaReine stays shown with the cells the drawn token may go to.
    await press(shown, shown.ui.getByRole('button', { name: 'Blue on A5' }));
    await waitFor(() => expect(shown.state().central!.board[4]).toEqual({ color: 'blue', pollen: false }));
    await press(shown, shown.ui.getByRole('button', { name: /Draw and Place/ }));
    await waitFor(() => expect(litCells(shown, 'central').length).toBeGreaterThan(0));
    expect(central).toHaveAttribute('aria-selected', 'true');
    await press(shown, cellNamed(shown, new RegExp(`^StigmaReine ${litCells(shown, 'central')[0]}, empty, highlighted`)));
    await waitFor(() => expect(shown.board.log).toHaveLength(3));
  },
};

/** Normal, turn 1: a colour picked in the bar at the foot of the screen lights its cells on the flower above it. */
export const NormalLanding: Story = {
  name: 'Normal: a colour picked, its cells lit above the bar',
  render: () => phone(replayGameAfter(normal, 0)),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 0);
    // One board: no tab row.
    expect(shown.ui.queryByRole('tablist', { name: 'Board' })).toBeNull();
    const recruit = shown.ui.getByRole('region', { name: 'Recruit zone' });
    const colour = within(recruit)
      .getAllByRole<HTMLButtonElement>('button')
      .find((b) => !b.disabled)!;
    await press(shown, colour);
    const lit = litCells(shown, 0);
    expect(lit.length).toBeGreaterThan(0);
    const bar = shown.root.querySelector('[part="actions-bar"]')!.getBoundingClientRect();
    const cell = cellNamed(shown, new RegExp(`^${lit[0]}, empty`));
    expect(cell.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.top);
    await press(shown, cell);
    await waitFor(() => expect(shown.board.log.at(-1)?.command.type).toBe('land'));
  },
};
