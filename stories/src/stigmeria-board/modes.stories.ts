import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, waitFor, within } from 'storybook/test';
import competitiveNoLimitJson from '../../../docs/tutorials/replays/mode-competitive-no-limit.replay.json';
import { LATE_SOLO, demo, gameAt, replayGameAfter, tutorial } from '../demos.js';
import { at, cellNamed, litCells, press, type Shown } from '../play-helpers.js';

// This file sits in src/stigmeria-board/ so that it sorts after ../stigmeria-board.stories.ts: Storybook lists
// story files by path and opens on the first one's first story, Normal Start.
//
// The two no-limit modes at the start, in the middle and at the end of a game, each shown live where the user
// acts next; the play function takes that action with clicks and reads the board's `state`.

const competitiveNoLimit = tutorial(competitiveNoLimitJson, 'mode-competitive-no-limit');
const plumStone = demo('competitive-plum-stone');
const tideMark = demo('competitive-no-limit-tide-mark');

const meta: Meta = {
  title: 'Board/Modes',
  component: 'stigmeria-board',
  parameters: {
    docs: {
      description: {
        component:
          'Competitive no limit and solo no limit: the die-rolled wind forecast at the start, a turn in the middle of a game, and the end panel with its score breakdown, including solo no limit’s late-turn penalty.',
      },
    },
  },
};
export default meta;

type Story = StoryObj;

/** The forecast's nine turns, as a screen reader reads them ("Turn 3: north"). */
function forecast(shown: Shown): string[] {
  const list = within(shown.ui.getByRole('region', { name: 'Wind forecast' })).getAllByRole('listitem');
  return list.slice(0, 9).map((item) => item.querySelector('.sr-only')?.textContent?.trim() ?? '');
}

/** Competitive no limit, turn 1: the wind of turns 1 to 9 is rolled at setup; the first player starts the StigmaReine. */
export const CompetitiveNoLimitStart: Story = {
  name: 'Competitive no limit: start',
  render: () => replayGameAfter(competitiveNoLimit, 0),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 0);
    expect(shown.state().mode).toBe('competitive-no-limit');
    const turns = forecast(shown);
    expect(turns).toHaveLength(9);
    shown.state().winds.forEach((wind, i) => expect(turns[i]).toBe(`Turn ${i + 1}: ${wind}`));
    expect(shown.root.querySelector('.status .turn')?.textContent).toBe('Turn 1 / ∞');
    await press(shown, shown.ui.getByRole('button', { name: 'Yellow on A5' }));
    await waitFor(() => expect(shown.state().central!.board[4]).toEqual({ color: 'yellow', pollen: false }));
  },
};

/** Competitive no limit, turn 3 of three players: Player 1 owns four earned actions and plays Mixing. */
export const CompetitiveNoLimitMidGame: Story = {
  name: 'Competitive no limit: mid-game',
  render: () => replayGameAfter(plumStone, 68),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 68);
    expect(shown.state().turn).toBe(3);
    expect(shown.ui.getByRole('tab', { name: /^Player 1 \(first player, to play\)/ })).toHaveAttribute('aria-selected', 'true');
    await press(shown, shown.ui.getByRole('button', { name: /^Mixing\b/ }));
    expect(litCells(shown, 0)).toContain('E1');
    await press(shown, cellNamed(shown, 'E1, blue stigmerian, target: violet, highlighted'));
    await press(shown, cellNamed(shown, 'E2, red stigmerian, target: violet, highlighted'));
    await waitFor(() => expect(shown.board.log).toHaveLength(69));
    const board = shown.state().players[0]!.board;
    // Blue and red mix into violet.
    expect([board[40]?.color, board[41]?.color]).toEqual(['violet', 'violet']);
  },
};

/** Competitive no limit, the last step: Player 3 ends the turn in which Player 1 fulfilled the schema. */
export const CompetitiveNoLimitEnd: Story = {
  name: 'Competitive no limit: end',
  render: () => replayGameAfter(plumStone, plumStone.steps.length - 1),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, plumStone.steps.length - 1);
    expect(shown.root.querySelector('[part="end-panel"]')).toBeNull();
    await press(shown, shown.ui.getByRole('button', { name: /^End turn\b/ }));
    await waitFor(() => expect(shown.state().over).toBe(true));
    const panel = within(await shown.ui.findByRole('region', { name: 'Game over' }));
    expect(panel.getAllByRole('row')).toHaveLength(4);
    for (const column of ['Level', 'Total']) expect(panel.getByRole('columnheader', { name: column })).toBeTruthy();
    expect(panel.getByRole('rowheader', { name: /^Player 1 \(fulfilled/ })).toBeTruthy();
  },
};

/** Solo no limit, turn 1 after the setup's two wind decisions: the forecast is complete, and the player draws. */
export const SoloNoLimitStart: Story = {
  name: 'Solo no limit: start',
  render: () => replayGameAfter(tideMark, 2),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 2);
    expect(shown.state().mode).toBe('solo-no-limit');
    const turns = forecast(shown);
    shown.state().winds.forEach((wind, i) => expect(turns[i]).toBe(`Turn ${i + 1}: ${wind === 'unknown' ? 'unknown' : wind}`));
    expect(shown.ui.getByRole('button', { name: 'Last Drift against your board' })).toBeEnabled();
    const bag = shown.state().players[0]!.bag.length;
    await press(shown, shown.ui.getByRole('button', { name: /^Draw\b/ }));
    await waitFor(() => expect(shown.state().players[0]!.bag).toHaveLength(bag - 1));
  },
};

/** Solo no limit, turn 5: four actions chosen so far; the player sends a token back to the box with Rest. */
export const SoloNoLimitMidGame: Story = {
  name: 'Solo no limit: mid-game',
  render: () => replayGameAfter(tideMark, 20),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 20);
    expect(shown.state().turn).toBe(5);
    expect(shown.state().players[0]!.specials).toHaveLength(4);
    await press(shown, shown.ui.getByRole('button', { name: /^Rest\b/ }));
    expect(litCells(shown, 0)).toContain('C3');
    await press(shown, cellNamed(shown, /^C3, \w+ stigmerian, highlighted/));
    await waitFor(() => expect(shown.state().players[0]!.usedThisTurn).toContain('rest'));
    expect(shown.state().players[0]!.board[22]).toBeNull();
  },
};

/**
 * Solo no limit, fulfilled 2 turns late: after turn 10 every complete turn beyond it costs 10 points and every
 * action of the finishing turn 1 (R15), shown in the end panel's "Late turns" column.
 */
export const SoloNoLimitLateEnd: Story = {
  name: 'Solo no limit: end, with the late-turn penalty',
  render: () => gameAt(LATE_SOLO),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, LATE_SOLO.commands.length);
    expect(shown.state().turn).toBe(12);
    await press(shown, shown.ui.getByRole('button', { name: 'blue × 1' }));
    await press(shown, cellNamed(shown, /^A1, empty, target: blue, highlighted/));
    await waitFor(() => expect(shown.state().over).toBe(true));
    const panel = within(await shown.ui.findByRole('region', { name: 'Game over' }));
    expect(panel.getByRole('columnheader', { name: 'Late turns' })).toBeTruthy();
    const row = shown.root.querySelector('[part="end-panel"] tbody tr')!;
    // 2 turns late: −10 for turn 11, −3 for the 3 actions of turn 12; 5 points for a 1-star schema.
    expect(row.querySelector('.late-turns')?.textContent).toBe('-13');
    expect(row.querySelector('.total')?.textContent).toBe('-8');
  },
};
