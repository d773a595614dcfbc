import type { StigmeriaSchemaEditor } from '@stigmeria/board/editor';
import '@stigmeria/board/editor';
import { findCatalogueSchema } from '@stigmeria/rules';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent, waitFor, within } from 'storybook/test';

// The schema editor in each state an author meets: empty, painted, with problems, checking, checked, playing, after a
// hostile link, and in French on the dark theme. Each play function acts through the visible controls.

interface EditorArgs {
  readonly lang: 'en' | 'fr';
  readonly theme: 'light' | 'dark' | 'auto';
}

const meta: Meta<EditorArgs> = {
  title: 'Authoring/Schema editor',
  component: 'stigmeria-schema-editor',
  argTypes: {
    lang: { control: 'select', options: ['en', 'fr'], table: { category: 'attributes' } },
    theme: { control: 'select', options: ['light', 'dark', 'auto'], table: { category: 'attributes' } },
  },
  args: { lang: 'en', theme: 'light' },
  render: (args) => html`<stigmeria-schema-editor lang=${args.lang} theme=${args.theme}></stigmeria-schema-editor>`,
  parameters: {
    docs: {
      description: {
        component:
          'Paints a target schema on the flower (mouse, finger or keyboard), judges it with parseSchema at every edit, checks it in a worker, plays it in a board, and imports, exports and shares it.',
      },
    },
  },
};
export default meta;

type Story = StoryObj<EditorArgs>;

/** The editor of a story, once rendered, with role queries inside its shadow root. */
async function editorIn(canvas: HTMLElement) {
  const editor = await waitFor(() => {
    const found = canvas.querySelector<StigmeriaSchemaEditor>('stigmeria-schema-editor');
    expect(found?.shadowRoot?.querySelectorAll('[part="editor-cell"]')).toHaveLength(100);
    return found!;
  });
  await editor.updateComplete;
  const root = editor.shadowRoot!;
  return { editor, root, ui: within(root.querySelector<HTMLElement>('.editor')!) };
}

/** Paints a cell as a user would, with a click, and lets the editor render. */
async function paintCell(editor: StigmeriaSchemaEditor, cell: string): Promise<void> {
  await userEvent.click(editor.shadowRoot!.querySelector(`[data-cell="${cell}"]`)!);
  await editor.updateComplete;
}

/** A small valid schema: a blue line on row A, a red target under a red setup token. */
async function paintSmall(editor: StigmeriaSchemaEditor, ui: ReturnType<typeof within>): Promise<void> {
  for (const cell of ['A3', 'A4', 'A5']) await paintCell(editor, cell);
  await userEvent.click(ui.getByRole('button', { name: /^red/ }));
  await paintCell(editor, 'C4');
  await userEvent.click(ui.getByRole('radio', { name: 'Setup tokens' }));
  await paintCell(editor, 'C4');
  await userEvent.click(ui.getByRole('button', { name: /^yellow/ }));
  await paintCell(editor, 'D6');
}

export const Empty: Story = {
  name: 'Empty: no target yet',
  play: async ({ canvasElement }) => {
    const { root, ui } = await editorIn(canvasElement);
    expect(root.querySelector('.summary')!.textContent).toContain('1 problem');
    expect(ui.getByRole('button', { name: 'Play it' })).toBeDisabled();
  },
};

export const Painted: Story = {
  name: 'Painted: targets and setup tokens, valid',
  play: async ({ canvasElement }) => {
    const { editor, root, ui } = await editorIn(canvasElement);
    await paintSmall(editor, ui);
    expect(root.querySelector('.summary')!.textContent).toContain('No problem');
    // The red setup token on its red target starts as a pollen (R3); the yellow one on no target as a stigmerian.
    expect(root.querySelector<HTMLElement>('[data-cell="C4"]')!.dataset['face']).toBe('pollen');
    expect(root.querySelector<HTMLElement>('[data-cell="D6"]')!.dataset['face']).toBe('stigmerian');
    expect(ui.getByRole('button', { name: 'Play it' })).toBeEnabled();
  },
};

export const Keyboard: Story = {
  name: 'Painted with the keyboard',
  play: async ({ canvasElement }) => {
    const { editor, root } = await editorIn(canvasElement);
    root.querySelector<HTMLElement>('[data-cell="A1"]')!.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}5{Enter}{ArrowRight}8 ');
    await editor.updateComplete;
    expect(editor.schemaDocument['targets']).toEqual([
      { cell: 'C2', color: 'green' },
      { cell: 'C3', color: 'white' },
    ]);
  },
};

export const Problems: Story = {
  name: 'Problems beside their fields',
  play: async ({ canvasElement }) => {
    const { editor, root, ui } = await editorIn(canvasElement);
    await paintCell(editor, 'E5');
    // Testing Library's typing follows document.activeElement, which a shadow root hides: the field is filled in and
    // left, as the browser reports it.
    const id = ui.getByRole<HTMLInputElement>('textbox', { name: 'Identifier' });
    id.value = 'Not an id';
    id.dispatchEvent(new Event('change'));
    await userEvent.click(ui.getByRole('radio', { name: 'Setup tokens' }));
    await paintCell(editor, 'E5');
    await waitFor(() => expect(root.querySelectorAll('ul.problems')).toHaveLength(2));
    expect(root.querySelector('ul.problems[data-field="id"]')).not.toBeNull();
    expect(root.querySelector('ul.problems[data-field="setup"]')).not.toBeNull();
  },
};

export const Checking: Story = {
  name: 'Checking, with Cancel',
  play: async ({ canvasElement }) => {
    const { editor, ui } = await editorIn(canvasElement);
    editor.loadDocument(findCatalogueSchema('maronne-hearth-stone'));
    await editor.updateComplete;
    await userEvent.click(ui.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(ui.getByRole('button', { name: 'Cancel' })).toBeVisible());
    expect(ui.getByRole('progressbar')).toBeVisible();
  },
};

export const Checked: Story = {
  name: 'Checked: a line per seed',
  play: async ({ canvasElement }) => {
    const { editor, root, ui } = await editorIn(canvasElement);
    await paintSmall(editor, ui);
    await userEvent.click(ui.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(root.querySelectorAll('tr[data-state="done"]')).toHaveLength(5), { timeout: 20000 });
    expect(root.querySelector('.check-status')!.textContent).toMatch(/for \d of 5 seeds/);
  },
};

export const Playing: Story = {
  name: 'Playing the schema, with hints',
  play: async ({ canvasElement }) => {
    const { editor, root, ui } = await editorIn(canvasElement);
    await paintSmall(editor, ui);
    await userEvent.click(ui.getByRole('button', { name: 'Play it' }));
    await waitFor(() => expect(root.querySelector('stigmeria-board')?.shadowRoot?.querySelectorAll('[part="cell"]')).toHaveLength(100));
    expect(root.querySelector('stigmeria-board')!.hasAttribute('hints')).toBe(true);
  },
};

export const RecordATutorial: Story = {
  name: 'Record a tutorial: the schema sent to the recorder',
  play: async ({ canvasElement }) => {
    const { editor, ui } = await editorIn(canvasElement);
    expect(ui.getByRole('button', { name: 'Record a tutorial' })).toBeDisabled();
    await paintSmall(editor, ui);
    // The editor does not know where a recorder is: it asks its host, with the share link's fragment.
    const sent: string[] = [];
    editor.addEventListener('stigmeria-record', (event) => sent.push((event as CustomEvent<{ fragment: string }>).detail.fragment));
    await userEvent.click(ui.getByRole('button', { name: 'Record a tutorial' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^schema=[A-Za-z0-9_-]+$/);
    expect(editor.recorderLink('../recorder/')).toMatch(/\/recorder\/#schema=[A-Za-z0-9_-]+$/);
  },
};

export const HostileLink: Story = {
  name: 'A hostile share link, refused',
  play: async ({ canvasElement }) => {
    const { editor, root } = await editorIn(canvasElement);
    editor.loadLink('#schema=eyJmb3JtYXQiOiJub3BlIn0');
    await editor.updateComplete;
    const message = root.querySelector('[part="editor-message"]')!;
    expect(message.getAttribute('role')).toBe('alert');
    expect(message.textContent).toMatch(/^This schema was refused/);
  },
};

export const FrenchDark: Story = {
  name: 'In French, dark theme',
  args: { lang: 'fr', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const { ui } = await editorIn(canvasElement);
    expect(ui.getByRole('button', { name: 'Le jouer' })).toBeDisabled();
    expect(ui.getByRole('textbox', { name: 'Nom en français' })).toBeVisible();
  },
};
