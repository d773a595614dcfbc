import type { StigmeriaBoard } from '@stigmeria/board';
import '@stigmeria/board/recorder';
import type { StigmeriaTutorialRecorder } from '@stigmeria/board/recorder';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';

// The tutorial recorder in each of its states: choosing the game, a schema of one’s own, a file refused, recording on
// the board, captioning step by step, the download withheld until a French caption has its English one, in French and
// in the dark theme.
// Each play function acts through the controls a person sees: the form, the board's buttons, the caption fields.

const meta: Meta = {
  title: 'Recorder/Tutorial recorder',
  component: 'stigmeria-tutorial-recorder',
  parameters: {
    docs: {
      description: {
        component:
          '`<stigmeria-tutorial-recorder>` (`@stigmeria/board/recorder`): choose a schema, mode, players and seed, play the game in the board it holds, caption each step in English and French while stepping through the replay, and download the captioned replay, which the rules check first; or open a replay file to edit its captions.',
      },
    },
  },
};
export default meta;

type Story = StoryObj;

function recorderIn(canvas: HTMLElement): StigmeriaTutorialRecorder {
  const recorder = canvas.querySelector('stigmeria-tutorial-recorder');
  if (recorder === null) throw new Error('no <stigmeria-tutorial-recorder>');
  return recorder;
}

/** A control of the recorder, once it is shown. */
async function control<T extends HTMLElement>(recorder: StigmeriaTutorialRecorder, selector: string): Promise<T> {
  await waitFor(() => expect(recorder.shadowRoot?.querySelector(selector)).not.toBeNull());
  return recorder.shadowRoot!.querySelector<T>(selector)!;
}

/** The board the recorder holds, rendered. */
async function boardOf(recorder: StigmeriaTutorialRecorder): Promise<StigmeriaBoard> {
  const board = await control<StigmeriaBoard>(recorder, 'stigmeria-board');
  await waitFor(() => expect(board.shadowRoot?.querySelectorAll('[part="cell"]').length).toBeGreaterThan(0));
  await board.updateComplete;
  return board;
}

/** Starts a recording with the seed the recorder drew (a draw and the end of the turn are legal with any). */
async function start(recorder: StigmeriaTutorialRecorder, userEvent: { click(e: Element): Promise<void> }): Promise<StigmeriaBoard> {
  const seed = (await control<HTMLInputElement>(recorder, 'input[name="seed"]')).value;
  await userEvent.click(await control(recorder, 'button.start'));
  const board = await boardOf(recorder);
  expect(board.state?.seed).toBe(seed);
  return board;
}

/** Draws, then ends the turn, through the board's own buttons. */
async function playTwoSteps(recorder: StigmeriaTutorialRecorder, board: StigmeriaBoard, userEvent: { click(e: Element): Promise<void> }): Promise<void> {
  await userEvent.click(board.shadowRoot!.querySelector<HTMLButtonElement>('button.draw')!);
  await waitFor(() => expect(recorder.value?.steps).toHaveLength(1));
  await userEvent.click(board.shadowRoot!.querySelector<HTMLButtonElement>('button.end-turn')!);
  await waitFor(() => expect(recorder.value?.steps).toHaveLength(2));
}

export const ChoosingTheGame: Story = {
  render: () => html`<stigmeria-tutorial-recorder></stigmeria-tutorial-recorder>`,
  play: async ({ canvasElement, userEvent }) => {
    const recorder = recorderIn(canvasElement);
    const mode = await control<HTMLSelectElement>(recorder, 'select[name="mode"]');
    await userEvent.selectOptions(mode, 'competitive');
    // Competitive play takes two players at least (R5): the players offered follow the mode.
    await waitFor(() => expect(recorder.shadowRoot!.querySelector<HTMLSelectElement>('select[name="players"]')!.value).toBe('2'));
    await userEvent.click(await control(recorder, 'button.new-seed'));
    expect((await control<HTMLInputElement>(recorder, 'input[name="seed"]')).value).toMatch(/^[0-9a-f]{32}$/);
  },
};

export const FileRefused: Story = {
  render: () => html`<stigmeria-tutorial-recorder></stigmeria-tutorial-recorder>`,
  play: async ({ canvasElement, userEvent }) => {
    const recorder = recorderIn(canvasElement);
    const input = await control<HTMLInputElement>(recorder, 'input.file');
    await userEvent.upload(input, new File(['{"format": "stigmeria/replay", "steps": 3}'], 'broken.replay.json', { type: 'application/json' }));
    const refusal = await control(recorder, '.refusal');
    expect(refusal.dataset['code']).toBe('replay/invalid');
    expect(refusal.textContent).toContain('broken.replay.json');
  },
};

export const OwnSchema: Story = {
  name: 'A schema of one’s own, from a schema file',
  render: () => html`<stigmeria-tutorial-recorder></stigmeria-tutorial-recorder>`,
  play: async ({ canvasElement, userEvent }) => {
    const recorder = recorderIn(canvasElement);
    const input = await control<HTMLInputElement>(recorder, 'input.schema-file');
    const schema = { format: 'stigmeria/target-schema', formatVersion: 1, id: 'my-schema', name: { en: 'My schema' }, flower: 'vertighaineuse', stars: 1, targets: [{ cell: 'A1', color: 'blue' }] };
    await userEvent.upload(input, new File([JSON.stringify(schema)], 'my-schema.json', { type: 'application/json' }));
    const name = await control(recorder, '.own-schema');
    expect(name.textContent).toBe('My schema, a schema of your own');
    // A schema file the rules refuse is said on the form, with its code and path, and the schema chosen stays.
    await userEvent.upload(input, new File(['{"format": "nope"}'], 'nope.json', { type: 'application/json' }));
    const refusal = await control(recorder, 'form.new .refusal');
    expect(refusal.dataset['code']).toBe('recorder/schema-invalid');
    expect(recorder.ownSchema?.id).toBe('my-schema');
  },
};

export const Recording: Story = {
  render: () => html`<stigmeria-tutorial-recorder></stigmeria-tutorial-recorder>`,
  play: async ({ canvasElement, userEvent }) => {
    const recorder = recorderIn(canvasElement);
    const board = await start(recorder, userEvent);
    await playTwoSteps(recorder, board, userEvent);
    // The end of a turn is no step the rules' undo takes back; the recorder's own button does.
    await userEvent.click(await control(recorder, 'button.take-back'));
    await waitFor(() => expect(recorder.value?.steps).toHaveLength(1));
    await waitFor(() => expect(board.log).toHaveLength(1));
  },
};

export const Captioning: Story = {
  render: () => html`<stigmeria-tutorial-recorder></stigmeria-tutorial-recorder>`,
  play: async ({ canvasElement, userEvent }) => {
    const recorder = recorderIn(canvasElement);
    const board = await start(recorder, userEvent);
    await playTwoSteps(recorder, board, userEvent);
    await userEvent.click(await control(recorder, 'button.to-captions'));
    const replay = await boardOf(recorder);
    await waitFor(() => expect(replay.shadowRoot!.querySelector('[part="controls"] .prev')).not.toBeNull());
    await userEvent.click(replay.shadowRoot!.querySelector<HTMLButtonElement>('[part="controls"] .prev')!);
    await waitFor(() => expect((recorder.shadowRoot!.querySelector('.step-title') as HTMLElement).dataset['step']).toBe('1'));
    await userEvent.type(await control(recorder, '#caption-en'), 'Draw a stigmerian from the bag.');
    await userEvent.type(await control(recorder, '#caption-fr'), 'Piochez un stigmérien du sac.');
    await waitFor(() => expect(recorder.value?.steps[0]?.note).toEqual({ en: 'Draw a stigmerian from the bag.', fr: 'Piochez un stigmérien du sac.' }));
    expect(recorder.shadowRoot!.textContent).toContain('1 of 2 steps captioned.');
    expect(await control(recorder, 'a.download')).toBeTruthy();
  },
};

export const DownloadWithheld: Story = {
  render: () => html`<stigmeria-tutorial-recorder></stigmeria-tutorial-recorder>`,
  play: async ({ canvasElement, userEvent }) => {
    const recorder = recorderIn(canvasElement);
    const board = await start(recorder, userEvent);
    await playTwoSteps(recorder, board, userEvent);
    await userEvent.click(await control(recorder, 'button.to-captions'));
    await userEvent.type(await control(recorder, '#caption-fr'), 'Finissez le tour.');
    const withheld = await control(recorder, '.withheld .refusal');
    expect(withheld.dataset['code']).toBe('recorder/needs-english');
    expect(recorder.shadowRoot!.querySelector('a.download')).toBeNull();
  },
};

export const InFrench: Story = {
  render: () => html`<stigmeria-tutorial-recorder lang="fr"></stigmeria-tutorial-recorder>`,
  play: async ({ canvasElement, userEvent }) => {
    const recorder = recorderIn(canvasElement);
    expect((await control(recorder, 'button.start')).textContent).toBe('Commencer l’enregistrement');
    const board = await start(recorder, userEvent);
    await waitFor(() => expect(board.shadowRoot!.querySelector('button.draw')?.textContent).toContain('Piocher'));
  },
};

export const Dark: Story = {
  render: () => html`<stigmeria-tutorial-recorder theme="dark"></stigmeria-tutorial-recorder>`,
  play: async ({ canvasElement, userEvent }) => {
    const recorder = recorderIn(canvasElement);
    // The board's dark theme holds on the recorder too: its text is light.
    await waitFor(() => expect(getComputedStyle(recorder).color).toBe('rgb(232, 230, 227)'));
    const board = await start(recorder, userEvent);
    expect(board.getAttribute('theme')).toBe('dark');
  },
};
