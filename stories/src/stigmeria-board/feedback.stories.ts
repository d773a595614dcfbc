import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent, waitFor } from 'storybook/test';
import { demo } from '../demos.js';
import { at, press } from '../play-helpers.js';

// How the board answers clicks that change nothing, keeps its buttons in place, and keeps the keyboard focus in the
// replay controls. Each play function acts through the visible controls, as a user would.

const meta: Meta = {
  title: 'Board/Feedback',
  component: 'stigmeria-board',
  parameters: {
    docs: {
      description: {
        component:
          'A click that changes nothing says why in a line kept for it, so nothing moves; picking a colour moves no button; the replay controls keep the keyboard focus when the focused button becomes disabled.',
      },
    },
  },
};
export default meta;

type Story = StoryObj;

/** A one-player normal game on a fixed seed. */
export const ClickBeforeAColour: Story = {
  name: 'A cell clicked before a colour is picked',
  render: () => html`<stigmeria-board schema="vertighaineuse-morning-ladder" seed="storybook"></stigmeria-board>`,
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 0);
    const draw = shown.ui.getByRole('button', { name: /^Draw/ });
    const before = draw.getBoundingClientRect().y;
    const empty = [...shown.root.querySelectorAll<HTMLElement>('[part="cell"]')].find((c) => c.querySelector('.token') === null && !c.classList.contains('lit'))!;
    await press(shown, empty);
    const feedback = shown.root.querySelector('[part="feedback"]')!;
    expect(feedback.textContent!.trim()).toBe('Pick a recruit colour first, or a ringed token to move.');
    expect(draw.getBoundingClientRect().y).toBe(before);
    // Picking a colour answers it; the prompt takes its own place and the buttons stay where they were.
    const colour = shown.root.querySelector<HTMLButtonElement>('button.recruit-colour:not([disabled])')!;
    await press(shown, colour);
    expect(feedback.textContent!.trim()).toBe('');
    expect(shown.root.querySelector('.prompt')).not.toBeNull();
    expect(draw.getBoundingClientRect().y).toBe(before);
  },
};

const replay = demo('maronne-ember-row');

/** A catalogue demonstration game with controls, one step before its end. */
export const ReplayFocusKept: Story = {
  name: 'Replay controls keep the focus at the last step',
  render: () => html`<stigmeria-board .replay=${replay} controls step=${replay.steps.length - 1}></stigmeria-board>`,
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, replay.steps.length - 1);
    const next = shown.ui.getByRole('button', { name: 'Next step' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await shown.board.updateComplete;
    await waitFor(() => expect(shown.board.log).toHaveLength(replay.steps.length));
    expect(next).toBeDisabled();
    expect(shown.root.activeElement).toBe(shown.ui.getByRole('button', { name: 'Previous step' }));
  },
};
