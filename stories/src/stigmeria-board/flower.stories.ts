import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { COLOURS, findSchema, type TargetSchema } from '@stigmeria/rules';
import { expect, waitFor } from 'storybook/test';
import { demo, demoGameAfter, gameAfter } from '../demos.js';
import { at, press, type Shown } from '../play-helpers.js';

// The flower board: the petals as the turn track, the wind roses, targets never hidden, the StigmaReine as a
// flower of its own, and tokens told apart by drawing and letter. Each play function acts through the visible
// controls (the action buttons, the player tabs) and reads what the flower then shows.

const meta: Meta = {
  title: 'Board/Flower',
  component: 'stigmeria-board',
  parameters: {
    docs: {
      description: {
        component:
          'The personal board drawn as its flower: ten petals carry the turn track (petal k is turn k, its k spots filled as actions are spent), wind roses between them forecast each turn’s wind, and dark labels name the flower, its special actions and the wind after this turn. The StigmaReine has a crown of its own.',
      },
    },
  },
};
export default meta;

type Story = StoryObj;

/** The shown player's flower. */
function flower(shown: Shown): Element {
  return shown.root.querySelector('[part="board"]')!.closest('.flower-body')!;
}

function nowPetal(shown: Shown): SVGGElement {
  return flower(shown).querySelector<SVGGElement>('.petal[data-when="now"]')!;
}

const spentSpots = (petal: Element) => petal.querySelectorAll('.spot[data-spent="true"]').length;

/** VertigHaineuse at turn 1: one petal lit with one spot; drawing spends it. */
export const FlowerStart: Story = {
  name: 'Flower: start',
  render: () => demoGameAfter('vertighaineuse-morning-ladder', 0),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 0);
    expect(flower(shown).getAttribute('data-flower')).toBe('vertighaineuse');
    expect(nowPetal(shown).dataset['turn']).toBe('1');
    expect(spentSpots(nowPetal(shown))).toBe(0);
    expect(shown.root.querySelector('.wind-note')?.textContent).toBe('Wind after turn 1: south');
    await press(shown, shown.ui.getByRole('button', { name: /^Draw/ }));
    await waitFor(() => expect(spentSpots(nowPetal(shown))).toBe(1));
  },
};

/** Turn 4 of the demonstration: pollens fulfil targets, stigmerians stand on others; ending the turn moves the marker. */
export const FlowerMidGame: Story = {
  name: 'Flower: mid-game',
  render: () => demoGameAfter('vertighaineuse-morning-ladder', 12),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 12);
    const turn = shown.state().turn;
    expect(nowPetal(shown).dataset['turn']).toBe(String(turn));
    expect(flower(shown).querySelectorAll('.target-mark.done').length).toBeGreaterThan(0);
    await press(shown, shown.ui.getByRole('button', { name: /^End turn/ }));
    await waitFor(() => expect(nowPetal(shown).dataset['turn']).toBe(String(turn + 1)));
  },
};

/** The end: every target done, and no forecast once the game is over. */
export const FlowerEnd: Story = {
  name: 'Flower: end',
  render: () => demoGameAfter('vertighaineuse-morning-ladder', Number.POSITIVE_INFINITY),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, demo('vertighaineuse-morning-ladder').steps.length);
    expect(shown.state().over).toBe(true);
    const targets = shown.state().schema.targets.length;
    expect(flower(shown).querySelectorAll('.target-mark.done')).toHaveLength(targets);
    expect(shown.root.querySelector('.wind-note')).toBeNull();
    expect(shown.root.querySelector('.status .wind')).toBeNull();
  },
};

/** Competitive: the player's flower beside the StigmaReine's crown; the tabs show each player's flower. */
export const CompetitiveWithStigmaReine: Story = {
  name: 'Flower: competitive, with the StigmaReine',
  render: () => demoGameAfter('competitive-plum-stone', 30),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 30);
    const reine = shown.root.querySelector('[part="central-board"]')!.closest('.flower-body')!;
    expect(reine.classList.contains('reine')).toBe(true);
    expect(reine.querySelector('.name-label')?.textContent).toBe('StigmaReine');
    expect(reine.querySelector('.petal')).toBeNull();
    for (const token of reine.querySelectorAll('.token')) expect(token.classList.contains('stigmerian')).toBe(true);
    const other = shown.ui.getAllByRole('tab').find((tab: HTMLElement) => tab.getAttribute('aria-selected') === 'false')!;
    await press(shown, other);
    await waitFor(() => expect(other).toHaveAttribute('aria-selected', 'true'));
    expect(shown.root.querySelector('[part="board"]')!.getAttribute('data-board')).toBe(other.dataset['player']);
  },
};

// Row A: a stigmerian of each of the nine colours; row C: a pollen of each (R3: a setup token on a target of its
// own colour starts as pollen); row E: each colour's target, empty, as a ghost pollen.
const base = findSchema('vertighaineuse-morning-ladder')!.schema;
const nine = (row: string) => COLOURS.map((color, i) => ({ cell: `${row}${i + 1}`, color }));
const NINE: TargetSchema = {
  ...base,
  id: 'colour-check',
  name: { en: 'Nine colours', fr: 'Neuf couleurs' },
  setup: [...nine('A'), ...nine('C')],
  targets: [...nine('C'), ...nine('E')],
};

/** A colour-blind check: each colour as a stigmerian, a pollen and a ghost, each with its own letter. */
export const ColourBlindCheck: Story = {
  name: 'Flower: nine colours, told apart without hue',
  render: () => gameAfter({ schema: NINE, mode: 'normal', players: 1, seed: 'colours' }, []),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 0);
    const cue = (cell: string) => {
      const mark = shown.root.querySelector<HTMLElement>(`[part="cell"][data-cell="${cell}"] .cue`)!;
      return getComputedStyle(mark, '::after').content;
    };
    const letters = (row: string) => COLOURS.map((_, i) => cue(`${row}${i + 1}`));
    expect(new Set(letters('A')).size).toBe(9);
    expect(letters('C')).toEqual(letters('A'));
    expect(letters('E')).toEqual(letters('A'));
    for (let i = 1; i <= 9; i++) {
      expect(shown.root.querySelector(`[data-cell="A${i}"] .token .figure`)).not.toBeNull();
      expect(shown.root.querySelector(`[data-cell="C${i}"] .token .seed-head`)).not.toBeNull();
    }
    await press(shown, shown.ui.getByRole('button', { name: /^Draw/ }));
    await waitFor(() => expect(spentSpots(nowPetal(shown))).toBe(1));
  },
};
