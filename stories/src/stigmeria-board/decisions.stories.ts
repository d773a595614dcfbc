import { cellIndex, type CellName, type Colour, type GameState, type PlayerState } from '@stigmeria/rules';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, waitFor, within } from 'storybook/test';
import charmerJson from '../../../docs/tutorials/replays/charmer.replay.json';
import copyJson from '../../../docs/tutorials/replays/copy.replay.json';
import fogDieJson from '../../../docs/tutorials/replays/fog-die.replay.json';
import lastDriftJson from '../../../docs/tutorials/replays/last-drift.replay.json';
import predictionJson from '../../../docs/tutorials/replays/prediction.replay.json';
import drawAndPlaceJson from '../../../docs/tutorials/replays/stigmareine-draw-and-place.replay.json';
import earningJson from '../../../docs/tutorials/replays/stigmareine-earning.replay.json';
import {
  DRIFT_BLACK_NIGHT_CENTRAL,
  DRIFT_BLACK_NIGHT_OWN,
  DRIFT_X,
  EMPTY_BAG,
  demo,
  gameAt,
  replayGameAfter,
  tutorial,
  versus,
} from '../demos.js';
import { at, cellNamed, litCells, pendingText, press } from '../play-helpers.js';

// This file sits in src/stigmeria-board/ so that it sorts after ../stigmeria-board.stories.ts: Storybook lists
// story files by path and opens on the first one's first story, Normal Start.
//
// Each story opens a live game (not a replay) where a decision waits, so the user can take it: the play function
// finds the decision's controls by their accessible names, takes it with clicks, and reads the board's `state`.

const earning = tutorial(earningJson, 'stigmareine-earning');
const drawAndPlace = tutorial(drawAndPlaceJson, 'stigmareine-draw-and-place');
const lastDrift = tutorial(lastDriftJson, 'last-drift');
const fogDie = tutorial(fogDieJson, 'fog-die');
const charmer = tutorial(charmerJson, 'charmer');
const prediction = tutorial(predictionJson, 'prediction');
const copy = tutorial(copyJson, 'copy');
const plumStone = demo('competitive-plum-stone');
const tideMark = demo('competitive-no-limit-tide-mark');

const meta: Meta = {
  title: 'Board/Decisions',
  component: 'stigmeria-board',
  parameters: {
    docs: {
      description: {
        component:
          'Every decision the rules can ask of a player, each in a live game where it waits: the decisions panel above the boards (its buttons, toggles and the sentence that says what to do) and the cells it lights. Each position comes from a rules tutorial, a catalogue demonstration or a fixed line of play on a fixed seed.',
      },
    },
  },
};
export default meta;

type Story = StoryObj;

/** The index of a cell in a board's 100 cells. */
const index = (cell: CellName) => cellIndex(cell);
const recruitTotal = (p: PlayerState) => Object.values(p.recruit).reduce((a, b) => a + b, 0);
const centralAt = (state: GameState, cell: CellName) => state.central!.board[index(cell)];

/** Competitive, turn 1: the StigmaReine is empty, so the first player's first central action puts a token on A5. */
export const A5OnEmptyStigmaReine: Story = {
  name: 'A5 on an empty StigmaReine',
  render: () => replayGameAfter(earning, 0),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 0);
    expect(pendingText(shown)).toMatch(/^The StigmaReine is empty: a token goes on A5/);
    const choices = ['Blue on A5', 'Yellow on A5', 'Red on A5'].map((name) => shown.ui.getByRole('button', { name }));
    for (const choice of choices) expect(choice).toBeEnabled();
    await press(shown, choices[0]!);
    await waitFor(() => expect(centralAt(shown.state(), 'A5')).toEqual({ color: 'blue', pollen: false }));
    expect(cellNamed(shown, /^StigmaReine A5, blue/)).toBeTruthy();
  },
};

/** Draw and Place, second half: the drawn token waits on its StigmaReine landing cell, lit next to the tokens there. */
export const DrawAndPlaceWaiting: Story = {
  name: 'Draw and Place: the drawn token waits for its cell',
  render: () => replayGameAfter(drawAndPlace, 2),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 2);
    expect(shown.state().players[1]!.pending).toEqual({ kind: 'central-place', color: 'yellow' });
    expect(pendingText(shown)).toBe('Place the drawn yellow token on a highlighted StigmaReine cell.');
    expect(litCells(shown, 'central').sort()).toEqual(['A4', 'A6', 'B5']);
    await press(shown, cellNamed(shown, 'StigmaReine A4, empty, highlighted'));
    await waitFor(() => expect(shown.state().players[1]!.pending).toBeNull());
    expect(centralAt(shown.state(), 'A4')).toEqual({ color: 'yellow', pollen: false });
  },
};

/** Three in a line on the StigmaReine: the player earns a special action and chooses it among those the schema's stars allow. */
export const StigmaReineGain: Story = {
  name: 'StigmaReine: choose an earned action',
  render: () => replayGameAfter(earning, 5),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 5);
    expect(pendingText(shown)).toBe('You earned 1 special action: choose.');
    // Each earnable action is a button named by the action and its rule.
    for (const name of ['Mixing', 'Combination', 'Diagonal', 'Quarter Note', 'Two Beats', 'No harm no foul', 'Pilferer', 'Sower']) {
      expect(shown.ui.getByRole('button', { name: new RegExp(`^${name}\\b`) })).toBeTruthy();
    }
    await press(shown, shown.ui.getByRole('button', { name: /^Mixing\b/ }));
    await waitFor(() => expect(shown.state().players[0]!.specials).toEqual(['mixing']));
    // The matched tokens are given next.
    expect(shown.state().players[0]!.pending).toEqual({ kind: 'give', cells: ['A4', 'A5', 'A6'] });
  },
};

/** After the gain, each matched StigmaReine token goes into a bag: pick it on the StigmaReine, then whose bag. */
export const StigmaReineGive: Story = {
  name: 'StigmaReine: give the matched tokens',
  render: () => replayGameAfter(earning, 6),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 6);
    expect(pendingText(shown)).toBe('The 3 tokens in line leave the StigmaReine for a bag: pick one, then its bag, or put them all into one bag.');
    expect(litCells(shown, 'central').sort()).toEqual(['A4', 'A5', 'A6']);
    const bag = shown.state().players[1]!.bag.length;
    await press(shown, cellNamed(shown, /^StigmaReine A4, \w+, highlighted$/));
    const bags = ['Into the bag of Player 1', 'Into the bag of Player 2'].map((name) => shown.ui.getByRole('button', { name }));
    await press(shown, bags[1]!);
    await waitFor(() => expect(shown.state().players[0]!.pending).toEqual({ kind: 'give', cells: ['A5', 'A6'] }));
    expect(centralAt(shown.state(), 'A4')).toBeNull();
    expect(shown.state().players[1]!.bag).toHaveLength(bag + 1);
  },
};

/** Competitive no limit, setup: the wind die for turn 2 shows an X; its roller rolls again or leaves the wind unknown. */
export const WindDieXFace: Story = {
  name: 'Wind die: an X face',
  render: () => replayGameAfter(plumStone, 0),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 0);
    expect(shown.state().players[1]!.pending).toEqual({ kind: 'wind-die', turn: 2, face: 'x-yellow' });
    expect(pendingText(shown)).toBe('The wind die for turn 2 shows X, yellow: decide.');
    expect(shown.root.querySelector('.die')?.textContent).toMatch(/X, yellow \(Player 2, for the wind\)/);
    expect(shown.ui.getByRole('button', { name: 'Roll again' })).toBeEnabled();
    await press(shown, shown.ui.getByRole('button', { name: 'Leave it unknown' }));
    await waitFor(() => expect(shown.state().winds[1]).toBe('unknown'));
    expect(within(shown.ui.getByRole('region', { name: 'Wind forecast' })).getByText('Turn 2: unknown')).toBeTruthy();
  },
};

/** Solo no limit, setup: the wind die for turn 1 shows Black Night; the player chooses where the wind blows. */
export const WindDieBlackNight: Story = {
  name: 'Wind die: Black Night',
  render: () => replayGameAfter(tideMark, 0),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 0);
    expect(pendingText(shown)).toBe('The wind die for turn 1 shows Black Night: decide.');
    const directions = ['Wind north', 'Wind south', 'Wind east', 'Wind west'].map((name) => shown.ui.getByRole('button', { name }));
    await press(shown, directions[2]!);
    await waitFor(() => expect(shown.state().winds[0]).toBe('east'));
    expect(within(shown.ui.getByRole('region', { name: 'Wind forecast' })).getByText('Turn 1: east')).toBeTruthy();
  },
};

/** Competitive no limit: before any other action, a Last Drift may aim at the player's board, the StigmaReine or an opponent's. */
export const LastDriftTarget: Story = {
  name: 'Last Drift: choose the target',
  render: () => replayGameAfter(lastDrift, 1),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 1);
    const targets = ['Last Drift against your board', 'Last Drift against StigmaReine', 'Last Drift against the board of Player 2'].map((name) =>
      shown.ui.getByRole('button', { name }),
    );
    await press(shown, targets[0]!);
    await waitFor(() => expect(shown.state().players[0]!.pending).toEqual({ kind: 'drift', face: 'east-white', target: 'own' }));
    expect(pendingText(shown)).toBe('Last Drift rolled east, white against your board.');
  },
};

/** A direction face: one stigmerian of the target board moves one step that way (here east, on the player's own board). */
export const LastDriftDirectionFace: Story = {
  name: 'Last Drift: a direction face',
  render: () => replayGameAfter(lastDrift, 2),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 2);
    expect(pendingText(shown)).toBe('Last Drift rolled east, white against your board.');
    expect(litCells(shown, 0)).toEqual(['D5']);
    await press(shown, cellNamed(shown, 'D5, red stigmerian, highlighted'));
    await waitFor(() => expect(litCells(shown, 0)).toEqual(['D6']));
    await press(shown, cellNamed(shown, /^D6, empty, target: red, highlighted/));
    await waitFor(() => expect(shown.state().players[0]!.pending).toBeNull());
    const board = shown.state().players[0]!.board;
    expect(board[index('D5')]).toBeNull();
    expect(board[index('D6')]?.color).toBe('red');
  },
};

/** An X face: a stigmerian of the face's colour leaves the target board (here blue A5 of the StigmaReine) for the box. */
export const LastDriftXFace: Story = {
  name: 'Last Drift: an X face',
  render: () => gameAt(DRIFT_X),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, DRIFT_X.commands.length);
    expect(pendingText(shown)).toBe('Last Drift rolled X, blue against StigmaReine.');
    expect(litCells(shown, 'central')).toEqual(['A5']);
    await press(shown, cellNamed(shown, 'StigmaReine A5, blue, highlighted'));
    await waitFor(() => expect(shown.state().players[1]!.pending).toBeNull());
    expect(centralAt(shown.state(), 'A5')).toBeNull();
  },
};

/** Black Night against the StigmaReine: a new primary token of the player's choice lands on one of its landing cells. */
export const LastDriftBlackNightOnStigmaReine: Story = {
  name: 'Last Drift: Black Night on the StigmaReine',
  render: () => gameAt(DRIFT_BLACK_NIGHT_CENTRAL),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, DRIFT_BLACK_NIGHT_CENTRAL.commands.length);
    expect(pendingText(shown)).toBe('Last Drift rolled Black Night against StigmaReine.');
    expect(litCells(shown, 'central')).toContain('A4');
    await press(shown, cellNamed(shown, 'StigmaReine A4, empty, highlighted'));
    const colours = ['Blue', 'Yellow', 'Red'].map((name) => shown.ui.getByRole('button', { name }));
    await press(shown, colours[2]!);
    await waitFor(() => expect(shown.state().players[1]!.pending).toBeNull());
    expect(centralAt(shown.state(), 'A4')).toEqual({ color: 'red', pollen: false });
  },
};

/** Black Night against a personal board: its owner plays, free, one special action they do not own. */
export const LastDriftBlackNightOnBoard: Story = {
  name: 'Last Drift: Black Night on a board (free special action)',
  render: () => gameAt(DRIFT_BLACK_NIGHT_OWN),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, DRIFT_BLACK_NIGHT_OWN.commands.length);
    expect(shown.state().players[1]!.pending).toEqual({ kind: 'free-special' });
    expect(pendingText(shown)).toBe('Black Night: play one of these special actions for free.');
    for (const name of ['Fulgurance', 'Prediction', 'Fog Die', 'Pilferer', 'Sower', 'Jealousy']) {
      expect(shown.ui.getByRole('button', { name: new RegExp(`^Play ${name}\\b`) })).toBeTruthy();
    }
    const before = shown.state();
    // Pilferer has one target in a two-player game: the click plays it at once.
    await press(shown, shown.ui.getByRole('button', { name: /^Play Pilferer\b/ }));
    await waitFor(() => expect(shown.state().players[1]!.pending).toBeNull());
    expect(recruitTotal(shown.state().players[1]!)).toBe(recruitTotal(before.players[1]!) + 1);
    expect(shown.state().players[0]!.bag).toHaveLength(before.players[0]!.bag.length - 1);
  },
};

/** Fog Die rolled green: the new green token waits for a landing cell. */
export const FogDieWaiting: Story = {
  name: 'Fog Die: the rolled token waits for its cell',
  render: () => replayGameAfter(fogDie, 3),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 3);
    expect(pendingText(shown)).toBe('Fog Die: land the new green token on a highlighted cell.');
    expect(litCells(shown, 0)).toContain('E1');
    await press(shown, cellNamed(shown, /^E1, empty, target: green, highlighted/));
    await waitFor(() => expect(shown.state().players[0]!.pending).toBeNull());
    expect(shown.state().players[0]!.board[index('E1')]).toEqual({ color: 'green', pollen: true });
  },
};

/** After everyone ends the turn, the owner of Charmer may swap two recruit-zone tokens of two players, or pass. */
export const CharmerPhase: Story = {
  name: "Charmer's after-turn phase",
  render: () => replayGameAfter(charmer, 17),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 17);
    expect(pendingText(shown)).toBe('Charmer: choose two recruit-zone tokens of two players to swap, or pass.');
    const group = within(shown.ui.getByRole('group', { name: 'Charmer' }));
    expect(shown.ui.getByRole('button', { name: 'Pass' })).toBeEnabled();
    const confirm = shown.ui.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    const before = shown.state();
    await press(shown, group.getByRole('button', { name: 'Player 1: red' }));
    await press(shown, group.getByRole('button', { name: 'Player 2: yellow' }));
    expect(group.getByRole('button', { name: 'Player 1: red' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(shown.ui.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    await press(shown, shown.ui.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(shown.state().players[1]!.pending).toBeNull());
    const [p1, p2] = shown.state().players;
    expect(p1!.recruit.yellow).toBe(before.players[0]!.recruit.yellow + 1);
    expect(p2!.recruit.red).toBe(before.players[1]!.recruit.red + 1);
  },
};

/** Prediction: three tokens of three different colours, chosen with toggles, go from the box into the bag. */
export const PredictionColours: Story = {
  name: 'Prediction: three colours',
  render: () => replayGameAfter(prediction, 2),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 2);
    const bag = shown.state().players[0]!.bag.length;
    await press(shown, shown.ui.getByRole('button', { name: /^Prediction\b/ }));
    expect(within(shown.ui.getByRole('region', { name: 'Decisions' })).getByText('Choose 3 different colours, then confirm.')).toBeTruthy();
    const group = within(shown.ui.getByRole('group', { name: 'Prediction' }));
    for (const colour of ['brown', 'white', 'black']) await press(shown, group.getByRole('button', { name: colour }));
    await press(shown, shown.ui.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(shown.state().players[0]!.bag).toHaveLength(bag + 3));
    expect(shown.state().players[0]!.usedThisTurn).toContain('prediction');
  },
};

/** Copy: after picking the primary stigmerian, the new primary colour is chosen. */
export const CopyColour: Story = {
  name: 'Copy: the new colour',
  render: () => replayGameAfter(copy, 3),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 3);
    await press(shown, shown.ui.getByRole('button', { name: /^Copy\b/ }));
    expect(litCells(shown, 0)).toEqual(['D5']);
    await press(shown, cellNamed(shown, 'D5, yellow stigmerian, target: blue, highlighted'));
    const colours = ['Blue', 'Red'].map((name) => shown.ui.getByRole('button', { name }));
    await press(shown, colours[0]!);
    // D5's target is blue: the copied colour flips it to pollen (R4).
    await waitFor(() => expect(shown.state().players[0]!.board[index('D5')]).toEqual({ color: 'blue', pollen: true }));
  },
};

const pilferer = versus('pilferer');
const sower = versus('sower');
const jealousy = versus('jealousy');

/** Pilferer with two opponents: the top token of whose bag goes into the player's recruit zone. */
export const PilfererTarget: Story = {
  name: 'Pilferer: choose the opponent',
  render: () => gameAt(pilferer),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, pilferer.commands.length);
    const before = shown.state();
    await press(shown, shown.ui.getByRole('button', { name: /^Pilferer\b/ }));
    const targets = ['From Player 1', 'From Player 2'].map((name) => shown.ui.getByRole('button', { name }));
    await press(shown, targets[1]!);
    await waitFor(() => expect(shown.state().players[1]!.bag).toHaveLength(before.players[1]!.bag.length - 1));
    expect(recruitTotal(shown.state().players[2]!)).toBe(recruitTotal(before.players[2]!) + 1);
  },
};

/** Sower with two opponents: a colour the schema does not use, into whose bag. */
export const SowerTarget: Story = {
  name: 'Sower: choose the colour and the opponent',
  render: () => gameAt(sower),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, sower.commands.length);
    const before = shown.state();
    await press(shown, shown.ui.getByRole('button', { name: /^Sower\b/ }));
    for (const colour of ['Orange', 'Green', 'Violet', 'Brown', 'White', 'Black'] as const) {
      for (const who of ['Player 1', 'Player 2']) expect(shown.ui.getByRole('button', { name: `${colour} into the bag of ${who}` })).toBeEnabled();
    }
    await press(shown, shown.ui.getByRole('button', { name: 'Black into the bag of Player 2' }));
    await waitFor(() => expect(shown.state().players[1]!.bag).toHaveLength(before.players[1]!.bag.length + 1));
    const count = (bag: readonly Colour[]) => bag.filter((c) => c === 'black').length;
    expect(count(shown.state().players[1]!.bag)).toBe(count(before.players[1]!.bag) + 1);
  },
};

/** Jealousy with two opponents: with whom the player swaps bags. */
export const JealousyTarget: Story = {
  name: 'Jealousy: choose the opponent',
  render: () => gameAt(jealousy),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, jealousy.commands.length);
    const before = shown.state();
    await press(shown, shown.ui.getByRole('button', { name: /^Jealousy\b/ }));
    const targets = ['Swap bags with Player 1', 'Swap bags with Player 2'].map((name) => shown.ui.getByRole('button', { name }));
    await press(shown, targets[0]!);
    await waitFor(() => expect(shown.state().players[2]!.bag).toEqual(before.players[0]!.bag));
    expect(shown.state().players[0]!.bag).toEqual(before.players[2]!.bag);
  },
};

/** Solo no limit: from turn 2, each turn starts with the choice of one more special action (versus actions aside). */
export const SoloNoLimitGain: Story = {
  name: 'Solo no limit: the start-of-turn gain',
  render: () => replayGameAfter(tideMark, 4),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, 4);
    expect(pendingText(shown)).toBe('You earned 1 special action: choose.');
    const gains = [...shown.root.querySelectorAll('.decisions button[data-command="gain"]')];
    expect(gains).toHaveLength(16);
    expect(shown.ui.queryByRole('button', { name: /^Pilferer\b/ })).toBeNull();
    await press(shown, shown.ui.getByRole('button', { name: /^Fog Die\b/ }));
    await waitFor(() => expect(shown.state().players[0]!.specials).toEqual(['fog-die']));
    expect(shown.state().players[0]!.pending).toBeNull();
  },
};

/** Competitive: a player whose bag is empty when a turn starts is out (R14); the others play on. */
export const PlayerOutOnEmptyBag: Story = {
  name: 'A player out on an empty bag',
  render: () => gameAt(EMPTY_BAG),
  play: async ({ canvasElement }) => {
    const shown = await at(canvasElement, EMPTY_BAG.commands.length);
    expect(shown.state().turn).toBe(8);
    expect(shown.state().players[1]!.bag).toHaveLength(0);
    const tab = () => shown.ui.getByRole('tab', { name: /^Player 2\b/ });
    expect(tab().textContent).toMatch(/bag 0/);
    // Player 1 ends turn 8; turn 9 starts without Player 2.
    await press(shown, shown.ui.getByRole('button', { name: /^End turn\b/ }));
    await waitFor(() => expect(shown.state().turn).toBe(9));
    expect(shown.state().players[1]).toMatchObject({ status: 'out', outReason: 'empty-bag' });
    expect(shown.state().over).toBe(false);
    expect(tab().textContent).toMatch(/out \(empty bag\)/);
    expect(shown.root.querySelector('.live')?.textContent).toMatch(/Player 2 is out: empty bag/);
  },
};
