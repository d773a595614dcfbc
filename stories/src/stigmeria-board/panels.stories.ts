import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demo, demoGameAfter, replayGameAfter } from '../demos.js';
import { at, press } from '../play-helpers.js';

// This file sits in src/stigmeria-board/ so that it sorts after ../stigmeria-board.stories.ts: Storybook lists
// story files by path and opens on the first one's first story, Normal Start.
//
// The player panels, the game log, the schema card, the "How to play" panel and the end screen, at the start, in
// the middle and at the end of a game, and in a competitive game; each play function acts through the visible
// controls and reads the board's `state`.

const LADDER = 'vertighaineuse-morning-ladder';
const ladder = demo(LADDER);
const lanterns = demo('competitive-twin-lanterns');

const meta: Meta = {
  title: 'Board/Panels',
  component: 'stigmeria-board',
  parameters: {
    docs: {
      description: {
        component:
          'What stands around the board: a panel per player (actions left, bag, recruit zone, earned actions, joker, status, whose turn it is), the game log grouped by turn, the schema card, the "How to play" panel with the goal of the mode, and the end screen with its sentence, score breakdown, "Play again" and "Download the game".',
      },
    },
  },
};
export default meta;

type Story = StoryObj;

/** A normal game at its start: the goal is said once, in the "How to play" panel, and the card shows the schema. */
export const Start: Story = {
  name: 'Panels: start',
  render: () => demoGameAfter(LADDER, 0),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 0);
    const card = shown.ui.getByRole('region', { name: 'Schema card' });
    expect(within(card).getByRole('img', { name: /^10 targets: / })).toBeInTheDocument();
    const summary = shown.ui.getByText('How to play');
    await press(shown, summary);
    expect(shown.root.querySelector<HTMLDetailsElement>('details.how-to')!.open).toBe(true);
    expect(shown.ui.getByText(/^Goal: end with exactly the schema's 10 target pollens/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(shown.root.querySelector<HTMLDetailsElement>('details.how-to')!.open).toBe(false);
  },
};

/** Mid-game: ending the turn with the button adds the wind to the log, under this turn's heading. */
export const MidGame: Story = {
  name: 'Panels: mid-game',
  render: () => demoGameAfter(LADDER, 12),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 12);
    const turn = shown.state().turn;
    await press(shown, shown.ui.getByRole('button', { name: /^End turn/ }));
    await waitFor(() => expect(shown.state().turn).toBe(turn + 1));
    const group = shown.root.querySelector<HTMLElement>(`.log-turn[data-turn="${turn}"]`)!;
    expect(group.querySelector('.log-line:last-child')!.textContent).toContain('The wind blows south');
    const panel = shown.root.querySelector<HTMLElement>('.player-panel')!;
    expect(panel.querySelector<HTMLElement>('.panel-bag')!.dataset['count']).toBe(String(shown.state().players[0]!.bag.length));
  },
};

/** The end of a won game: the sentence, the breakdown, and "Play again" through its button. */
export const End: Story = {
  name: 'Panels: end',
  render: () => demoGameAfter(LADDER, ladder.steps.length),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, ladder.steps.length);
    const end = shown.ui.getByRole('region', { name: 'Game over' });
    expect(end.querySelector('.end-sentence')!.textContent).toMatch(/^Player 1 wins: the schema fulfilled on turn \d+/);
    expect(within(end).getByRole('link', { name: 'Download the game' })).toHaveAttribute('download');
    await press(shown, within(end).getByRole('button', { name: 'Play again' }));
    await waitFor(() => expect(shown.board.log).toHaveLength(0));
    expect(shown.state().over).toBe(false);
  },
};

/** A competitive game mid-way: a panel per seat; clicking one shows that player's board. */
export const Competitive: Story = {
  name: 'Panels: competitive',
  render: () => replayGameAfter(lanterns, 20),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 20);
    const tabs: HTMLElement[] = shown.ui.getAllByRole('tab');
    expect(tabs).toHaveLength(2);
    shown.state().players.forEach((p, seat) => {
      expect(tabs[seat]!.querySelector<HTMLElement>('.panel-bag')!.dataset['count']).toBe(String(p.bag.length));
    });
    const other = tabs.findIndex((tab: HTMLElement) => tab.getAttribute('aria-selected') !== 'true');
    await press(shown, tabs[other]!);
    expect(shown.ui.getAllByRole('tab')[other]).toHaveAttribute('aria-selected', 'true');
  },
};

/** The end of a competitive game: who won first, and the ranks the rules give. */
export const CompetitiveEnd: Story = {
  name: 'Panels: competitive end',
  render: () => replayGameAfter(lanterns, lanterns.steps.length),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, lanterns.steps.length);
    const end = shown.ui.getByRole('region', { name: 'Game over' });
    expect(end.querySelector('.end-sentence')!.textContent).toMatch(/ wins: the schema fulfilled on turn \d+/);
    expect(end.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(end.querySelector('[data-part="recruit"]')).toBeNull();
  },
};

/** A replay with its controls, at step 12: picking a line of the log goes back to that step. */
export const ReplayLog: Story = {
  name: 'Panels: replay log',
  render: () => {
    const board = document.createElement('stigmeria-board');
    board.replay = ladder;
    board.controls = true;
    board.step = 12;
    return board;
  },
  play: async ({ canvasElement }) => {
    const board = await waitFor(() => {
      const found = canvasElement.querySelector('stigmeria-board');
      // The setup's line and one per step applied: later steps are not told before they happen.
      expect(found?.shadowRoot?.querySelectorAll('.log-step').length).toBe(13);
      return found!;
    });
    await userEvent.click(board.shadowRoot!.querySelector<HTMLButtonElement>('.log-step[data-step="5"]')!);
    await waitFor(() => expect(board.step).toBe(5));
  },
};
