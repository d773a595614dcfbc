import type { StigmeriaBoard } from '@stigmeria/board';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor, within } from 'storybook/test';
import { FIRST_DRAW } from '../play-helpers.js';

// The board's two themes and its languages, as a page shows them: a theme picked by the attribute or by the
// system, and a board that speaks the language of the page around it.

const meta: Meta = {
  title: 'Board/Themes and languages',
  component: 'stigmeria-board',
  parameters: {
    docs: {
      description: {
        component:
          'The light and dark themes (`theme="light|dark|auto"`, auto following `prefers-color-scheme`), and a board without a `lang` of its own following the closest `lang` of the page: French loads the first time it is used.',
      },
    },
  },
};
export default meta;

type Story = StoryObj;

function boardIn(canvas: HTMLElement): StigmeriaBoard {
  const board = canvas.querySelector('stigmeria-board');
  if (board === null) throw new Error('no <stigmeria-board>');
  return board;
}

async function rendered(canvas: HTMLElement): Promise<ShadowRoot> {
  const board = boardIn(canvas);
  await waitFor(() => expect(board.shadowRoot?.querySelectorAll('[part="cell"]')).toHaveLength(100), FIRST_DRAW);
  // The rules of commands arrive with the late views, right after the first render: the buttons are offered then.
  await board.updateComplete;
  return board.shadowRoot!;
}

/** A theme picker as a page would offer one, beside a board. */
const themed = () => html`<div>
  <p>
    <label>Theme
      <select
        @change=${(e: Event) => {
          const select = e.target as HTMLSelectElement;
          select.closest('div')!.querySelector('stigmeria-board')!.setAttribute('theme', select.value);
        }}
      >
        <option value="dark" selected>Dark</option>
        <option value="light">Light</option>
        <option value="auto">Like the system</option>
      </select>
    </label>
  </p>
  <stigmeria-board theme="dark" schema="vertighaineuse-morning-ladder" seed="storybook"></stigmeria-board>
</div>`;

export const Dark: Story = {
  render: themed,
  play: async ({ canvasElement, userEvent }) => {
    const root = await rendered(canvasElement);
    const board = boardIn(canvasElement);
    const dark = getComputedStyle(board).backgroundColor;
    expect(dark).not.toBe('rgba(0, 0, 0, 0)');
    // A game goes on in the dark theme: draw through the board's own button.
    await userEvent.click(root.querySelector<HTMLButtonElement>('button.draw')!);
    await waitFor(() => expect(board.log).toHaveLength(1));
    // The page's picker switches to the light theme: the board's background is the page's again.
    await userEvent.selectOptions(within(canvasElement).getByLabelText('Theme'), 'light');
    await waitFor(() => expect(getComputedStyle(board).backgroundColor).toBe('rgba(0, 0, 0, 0)'));
  },
};

/** A page region in a language, with a switch, and a board inside that has no lang of its own. */
const inRegion = () => html`<section lang="en">
  <p>
    <button
      type="button"
      @click=${(e: Event) => {
        const region = (e.target as HTMLElement).closest('section')!;
        region.lang = region.lang === 'fr' ? 'en' : 'fr';
      }}
    >
      English / Français
    </button>
  </p>
  <stigmeria-board schema="vertighaineuse-morning-ladder" seed="storybook"></stigmeria-board>
</section>`;

export const FollowsThePageLanguage: Story = {
  render: inRegion,
  play: async ({ canvasElement, userEvent }) => {
    const root = await rendered(canvasElement);
    expect(root.querySelector('button.draw')?.textContent).toContain('Draw');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'English / Français' }));
    // French is fetched now, and the board re-words what it shows: its buttons and its status line.
    await waitFor(() => expect(root.querySelector('button.draw')?.textContent).toContain('Piocher'));
    expect(root.querySelector('.status')?.textContent).toContain('Tour 1');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'English / Français' }));
    await waitFor(() => expect(root.querySelector('button.draw')?.textContent).toContain('Draw'));
  },
};
