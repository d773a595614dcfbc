import type { StigmeriaBoard } from '@stigmeria/board';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import { boardArgTypes, controlsOnly, renderBoard, type BoardArgs } from './board-args.js';
import { BLUE_CORNER, demo, demoGameAfter, playedGame } from './demos.js';

/** The element's shadow root, for play functions that look inside it. */
function inside(canvas: HTMLElement): ShadowRoot {
  const board = canvas.querySelector('stigmeria-board');
  if (board?.shadowRoot == null) throw new Error('no rendered <stigmeria-board>');
  return board.shadowRoot;
}

function boardOf(canvas: HTMLElement): StigmeriaBoard {
  return canvas.querySelector('stigmeria-board')!;
}

async function rendered(canvas: HTMLElement): Promise<ShadowRoot> {
  await waitFor(() => expect(inside(canvas).querySelectorAll('[part="cell"]')).toHaveLength(100));
  // What loads on demand (a language, the replay controls) is in place once the update completes.
  await boardOf(canvas).updateComplete;
  return inside(canvas);
}

const meta: Meta<BoardArgs> = {
  title: 'Board/<stigmeria-board>',
  component: 'stigmeria-board',
  args: { schema: 'vertighaineuse-morning-ladder', mode: 'normal', players: 1, seed: 'storybook', lang: 'en', readonly: false, controls: false, hints: false },
  argTypes: boardArgTypes,
  render: renderBoard,
};
export default meta;

type Story = StoryObj<BoardArgs>;

export const NormalStart: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const root = await rendered(canvasElement);
    expect(root.querySelector('h2')?.textContent).toBe('Morning Ladder');
    const draw = root.querySelector<HTMLButtonElement>('button.draw');
    expect(draw?.disabled).toBe(false);
    // A user's first command: drawing puts a stigmerian in the recruit zone and is announced.
    await userEvent.click(draw!);
    await waitFor(() => expect(boardOf(canvasElement).log).toHaveLength(1));
    await waitFor(() => expect(root.querySelector('.live')?.textContent?.trim()).not.toBe(''));
    // The Actions panel logged the command before and after it was applied, with the element's own details.
    const drawn = { type: 'draw', player: 0 };
    expect(args.onStigmeriaCommand).toHaveBeenCalledOnce();
    expect(args.onStigmeriaCommand).toHaveBeenCalledWith(expect.objectContaining({ command: drawn }));
    expect(args.onStigmeriaChange).toHaveBeenCalledOnce();
    expect(args.onStigmeriaChange).toHaveBeenCalledWith(expect.objectContaining({ command: drawn, state: boardOf(canvasElement).state }));
    expect(args.onStigmeriaError).not.toHaveBeenCalled();
  },
};

/** Every control set away from its default reaches the element as its attribute. */
export const EveryControl: Story = {
  args: { mode: 'discovery', players: 2, seed: 'controls', lang: 'fr', theme: 'dark', 'fetch-timeout': 5000, readonly: true, hints: true },
  play: async ({ args, canvasElement }) => {
    const root = await rendered(canvasElement);
    const board = boardOf(canvasElement);
    // Each story starts with an empty Actions log: the draw of the story before is not counted here.
    expect(args.onStigmeriaChange).not.toHaveBeenCalled();
    const attributes = Object.fromEntries([...board.attributes].map((attribute) => [attribute.name, attribute.value]));
    expect(attributes).toEqual({
      schema: 'vertighaineuse-morning-ladder',
      mode: 'discovery',
      players: '2',
      seed: 'controls',
      lang: 'fr',
      theme: 'dark',
      'fetch-timeout': '5000',
      readonly: '',
      hints: '',
    });
    // The element reads them: it speaks French and seats two players.
    expect(root.querySelector('.root')?.getAttribute('lang')).toBe('fr');
    expect(root.querySelectorAll('[role="tab"]')).toHaveLength(2);
  },
};

export const DiscoveryStart: Story = {
  args: { mode: 'discovery', players: 2 },
  play: async ({ canvasElement }) => {
    const root = await rendered(canvasElement);
    expect(root.querySelectorAll('[role="tab"]')).toHaveLength(2);
    expect(boardOf(canvasElement).state?.mode).toBe('discovery');
  },
};

export const NormalMidGame: Story = {
  parameters: controlsOnly(),
  render: () => demoGameAfter('vertighaineuse-morning-ladder', 12),
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    await waitFor(() => expect(boardOf(canvasElement).log).toHaveLength(12));
    expect(boardOf(canvasElement).state?.over).toBe(false);
  },
};

export const NormalEnd: Story = {
  parameters: controlsOnly(),
  render: () => demoGameAfter('vertighaineuse-morning-ladder', Number.POSITIVE_INFINITY),
  play: async ({ canvasElement }) => {
    const root = await rendered(canvasElement);
    await waitFor(() => expect(root.querySelector('[part="end-panel"]')).not.toBeNull());
    expect(boardOf(canvasElement).state?.over).toBe(true);
  },
};

const discovery = { schema: BLUE_CORNER, mode: 'discovery' as const, players: 2, seed: 'storybook' };

export const DiscoveryMidGame: Story = {
  parameters: controlsOnly(),
  render: () => playedGame(discovery, 8),
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    await waitFor(() => expect(boardOf(canvasElement).log).toHaveLength(8));
    expect(boardOf(canvasElement).state?.over).toBe(false);
  },
};

export const DiscoveryEnd: Story = {
  parameters: controlsOnly(),
  render: () => playedGame(discovery, 100),
  play: async ({ canvasElement }) => {
    const root = await rendered(canvasElement);
    await waitFor(() => expect(root.querySelector('[part="end-panel"]')).not.toBeNull());
    expect(boardOf(canvasElement).state?.over).toBe(true);
  },
};

/** Choreography chosen and not finished: the element waits for the next step or Stop. */
export const ChoreographyPending: Story = {
  parameters: controlsOnly(),
  render: () => demoGameAfter('dentdine-drifting-kite', 10),
  play: async ({ canvasElement }) => {
    const root = await rendered(canvasElement);
    await waitFor(() => expect(root.querySelector('.pending')).not.toBeNull());
    expect(root.querySelector('.pending button')).not.toBeNull();
  },
};

/** Half Note played: the element waits for the choice of the token to keep. */
export const HalfNotePending: Story = {
  parameters: controlsOnly(),
  render: () => demoGameAfter('sifflochamp-moonlit-choir', 1),
  play: async ({ canvasElement }) => {
    const root = await rendered(canvasElement);
    await waitFor(() => expect(root.querySelector('.pending')).not.toBeNull());
    expect(root.querySelectorAll('[part="cell"].lit').length).toBeGreaterThan(0);
  },
};

/** A replay that is not a replay document: an inline message, no exception, a `stigmeria-error`. */
export const LoadError: Story = {
  parameters: controlsOnly(),
  render: () => html`<stigmeria-board replay-src="data:application/json,%7B%22format%22%3A%22stigmeria%2Freplay%22%7D" controls></stigmeria-board>`,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(inside(canvasElement).querySelector('[part="message"]')).not.toBeNull());
    expect(inside(canvasElement).querySelector('[part="message"]')?.getAttribute('role')).toBe('alert');
  },
};

const captioned = demo('maronne-ember-row');
const firstNote = captioned.steps.findIndex((step) => step.note !== undefined);

/** A catalogue demonstration game with controls, opened on its first captioned step. */
export const ReplayWithCaptions: Story = {
  parameters: controlsOnly('lang'),
  render: (args) => html`<stigmeria-board .replay=${captioned} controls step=${firstNote + 1} lang=${args.lang}></stigmeria-board>`,
  play: async ({ canvasElement }) => {
    const root = await rendered(canvasElement);
    await waitFor(() => expect(root.querySelector('.note')?.textContent).toBe(captioned.steps[firstNote]!.note!.en));
    root.querySelector<HTMLButtonElement>('[part="controls"] button.next')!.click();
    await waitFor(() => expect(boardOf(canvasElement).step).toBe(firstNote + 2));
  },
};

export const ReplayInFrench: Story = {
  ...ReplayWithCaptions,
  args: { lang: 'fr' },
  play: async ({ canvasElement }) => {
    const root = await rendered(canvasElement);
    const note = captioned.steps[firstNote]!.note!;
    await waitFor(() => expect(root.querySelector('.note')?.textContent).toBe(note.fr ?? note.en));
  },
};

export const French: Story = {
  args: { lang: 'fr', players: 2 },
  play: async ({ canvasElement }) => {
    const root = await rendered(canvasElement);
    expect(root.querySelector('.root')?.getAttribute('lang')).toBe('fr');
    expect(root.querySelector('h2')?.textContent).toBe('Échelle du matin');
  },
};

/** A dark theme made only of the documented custom properties (docs/guides/theming.md). */
export const DarkTheme: Story = {
  render: (args) => html`<div
    style="background:#16171d;padding:1rem;--stigmeria-background:#16171d;--stigmeria-text:#e8e6e3;--stigmeria-muted:#a8a6a1;--stigmeria-board-background:#2b2b33;--stigmeria-cell-background:#3a3a44;--stigmeria-highlight:#4a4420;--stigmeria-highlight-border:#f2c230;--stigmeria-focus:#7fb2ff;--stigmeria-button-background:#24252d;--stigmeria-button-border:#5d6068;--stigmeria-note-background:#1f2a3d;--stigmeria-message-background:#3d1f1f"
  >
    ${renderBoard(args)}
  </div>`,
  play: async ({ canvasElement }) => {
    const root = await rendered(canvasElement);
    const empty = root.querySelector('[part="cell"][data-face="empty"]:not([data-target])')!;
    expect(getComputedStyle(empty).backgroundColor).toBe('rgb(58, 58, 68)');
  },
};

/** The narrowest screen the element supports: the grid shrinks to fit 320 px. */
export const PhoneWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => html`<div style="width:320px">${renderBoard(args)}</div>`,
  play: async ({ canvasElement }) => {
    const root = await rendered(canvasElement);
    // The flower fills the phone's width; its grid is most of the flower (a tap zooms it to finger-sized cells).
    const grid = root.querySelector('[part="board"]')!.getBoundingClientRect();
    const flower = root.querySelector('.flower-frame')!.getBoundingClientRect();
    expect(flower.width).toBeLessThanOrEqual(320);
    expect(flower.width).toBeGreaterThan(300);
    expect(grid.width).toBeGreaterThan(flower.width * 0.55);
  },
};

/** Competitive: two players and the StigmaReine, the central grid they both play on. */
export const CompetitiveStart: Story = {
  parameters: controlsOnly(),
  render: () => demoGameAfter('competitive-fox-and-hound', 0),
  play: async ({ canvasElement }) => {
    const root = await rendered(canvasElement);
    await waitFor(() => expect(root.querySelectorAll('[part="central-cell"]').length).toBeGreaterThan(0));
    expect(boardOf(canvasElement).state?.mode).toBe('competitive');
  },
};

export const CompetitiveMidGame: Story = {
  parameters: controlsOnly(),
  render: () => demoGameAfter('competitive-fox-and-hound', 50),
  play: async ({ canvasElement }) => {
    await rendered(canvasElement);
    await waitFor(() => expect(boardOf(canvasElement).log).toHaveLength(50));
    expect(boardOf(canvasElement).state?.over).toBe(false);
  },
};

export const CompetitiveEnd: Story = {
  parameters: controlsOnly(),
  render: () => demoGameAfter('competitive-fox-and-hound', Number.POSITIVE_INFINITY),
  play: async ({ canvasElement }) => {
    const root = await rendered(canvasElement);
    await waitFor(() => expect(root.querySelector('[part="end-panel"]')).not.toBeNull());
  },
};

/** Solo no-limit, with a Choreography waiting for its next step. */
export const SoloNoLimitChoreographyPending: Story = {
  parameters: controlsOnly(),
  render: () => demoGameAfter('competitive-no-limit-bakers-oven', 17),
  play: async ({ canvasElement }) => {
    const root = await rendered(canvasElement);
    await waitFor(() => expect(root.querySelector('.pending')).not.toBeNull());
    expect(boardOf(canvasElement).state?.mode).toBe('solo-no-limit');
  },
};
