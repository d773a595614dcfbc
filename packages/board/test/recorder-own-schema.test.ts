// A tutorial of a schema of one's own: painted in the schema editor, sent by its "Record a tutorial" as a share
// link's fragment, recorded and captioned in the recorder, exported, and shown by <stigmeria-board replay-src>;
// a schema file opens the same way; a hostile schema file or link ends in a clear message and changes nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { findCatalogueSchema, playableModes, replayGame, type GameSetup, type Replay } from '@stigmeria/rules';
import '../src/editor/index.js';
import type { StigmeriaRecordDetail, StigmeriaSchemaEditor } from '../src/editor/index.js';
import { FILE_LIMIT } from '../src/editor/schema-file.js';
import { SHARE_LINK_LIMIT, linkFragment } from '../src/editor/share-link.js';
import type { StigmeriaTutorialRecorder } from '../src/recorder/index.js';
import { mount, q } from './element-helpers.js';
import { boardOf, mountRecorder, rq, settled, until } from './recorder-helpers.js';
import { CAPTIONS, recorded, threeCommands } from './recorder-script.js';
import { giveThroughUi } from './ui-commands.js';

afterEach(() => {
  document.body.replaceChildren();
});

const SEED = 'own-schema-tutorial';

async function mountEditor(): Promise<StigmeriaSchemaEditor> {
  const el = document.createElement('stigmeria-schema-editor');
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const editorCell = (el: StigmeriaSchemaEditor, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part="editor-cell"][data-cell="${name}"]`)!;

/** The modes the recorder's form offers. */
const modesOffered = (recorder: StigmeriaTutorialRecorder) => [...rq<HTMLSelectElement>(recorder, 'select[name="mode"]').options].map((o) => o.value);

const text = (el: Element) => el.textContent!.replace(/[ \n\t]+/g, ' ');

describe('a schema painted in the editor, recorded in the recorder', () => {
  it('offers "Record a tutorial" only for a valid schema, and sends the schema as a share link fragment', async () => {
    const editor = await mountEditor();
    const button = editor.shadowRoot!.querySelector<HTMLButtonElement>('button.record-it')!;
    expect(button.textContent).toBe('Record a tutorial');
    expect(button.disabled, 'an empty schema has no target').toBe(true);
    editorCell(editor, 'A1').click();
    await editor.updateComplete;
    expect(button.disabled).toBe(false);
    const sent: StigmeriaRecordDetail[] = [];
    document.body.addEventListener('stigmeria-record', (e) => sent.push((e as CustomEvent<StigmeriaRecordDetail>).detail));
    button.click();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.fragment).toBe(linkFragment(editor.schemaDocument));
    expect(sent[0]!.schema).toEqual(editor.schema);
    expect(editor.recorderLink('../recorder/', 'https://example.org/docs/editor/?lang=en')).toBe(`https://example.org/docs/recorder/#${sent[0]!.fragment}`);
  });

  it('records, captions and exports a tutorial of it that replay-src shows and replayGame accepts', async () => {
    // The schema, painted with the mouse: a blue target on A1, a red one on B2.
    const editor = await mountEditor();
    editorCell(editor, 'A1').click();
    await editor.updateComplete;
    editor.shadowRoot!.querySelector<HTMLButtonElement>('.swatch[data-color="red"]')!.click();
    await editor.updateComplete;
    editorCell(editor, 'B2').click();
    await editor.updateComplete;
    let fragment = '';
    editor.addEventListener('stigmeria-record', (e) => (fragment = (e as CustomEvent<StigmeriaRecordDetail>).detail.fragment));
    editor.shadowRoot!.querySelector<HTMLButtonElement>('button.record-it')!.click();
    const schema = editor.schema!;
    editor.remove();

    // The recorder opens it from the fragment: its name in the setup, its own modes offered.
    const recorder = await mountRecorder();
    expect(recorder.loadLink(`#${fragment}`)).toBe(true);
    await settled(recorder);
    expect(recorder.ownSchema).toEqual(schema);
    expect(rq(recorder, '.own-schema').textContent).toBe('My schema, a schema of your own');
    expect(rq(recorder, '.own-schema').dataset['schema']).toBe('my-schema');
    expect(recorder.shadowRoot!.querySelector('select[name="schema"]'), 'no catalogue schema to choose').toBeNull();
    expect(modesOffered(recorder)).toEqual([...playableModes(schema)]);
    expect(rq(recorder, '[role="status"].notice').textContent).toContain('“My schema” chosen');

    // Three steps played on the board, then captioned.
    await userEvent.selectOptions(rq<HTMLSelectElement>(recorder, 'select[name="mode"]'), 'normal');
    await userEvent.fill(rq(recorder, 'input[name="seed"]'), SEED);
    await userEvent.click(rq(recorder, 'button.start'));
    await settled(recorder);
    const setup: GameSetup = { schema, mode: 'normal', players: 1, seed: SEED };
    const commands = threeCommands(setup);
    const board = boardOf(recorder);
    expect(board.state?.schema.id).toBe('my-schema');
    for (const command of commands) {
      await giveThroughUi(board, command, 'pointer');
      await settled(recorder);
    }
    expect(recorder.value?.steps).toEqual(recorded(commands, setup));
    rq<HTMLButtonElement>(recorder, '.to-captions').click();
    await settled(recorder);
    q<HTMLButtonElement>(boardOf(recorder), '[part="controls"] .first')!.click();
    await settled(recorder);
    for (let step = 0; step <= 3; step++) {
      await userEvent.fill(rq(recorder, '#caption-en'), CAPTIONS[step]!.en);
      await userEvent.fill(rq(recorder, '#caption-fr'), CAPTIONS[step]!.fr);
      rq(recorder, '#caption-fr').dispatchEvent(new Event('change', { bubbles: true }));
      await settled(recorder);
      if (step < 3) {
        q<HTMLButtonElement>(boardOf(recorder), '[part="controls"] .next')!.click();
        await settled(recorder);
      }
    }

    // The download: the schema of one's own inside, accepted by the rules, shown with its captions.
    const link = rq<HTMLAnchorElement>(recorder, 'a.download');
    expect(link.download).toBe('my-schema.tutorial.replay.json');
    const document = JSON.parse(await (await fetch(link.href)).text()) as Replay;
    expect(document.setup.schema).toEqual(schema);
    expect(document.metadata?.title).toEqual(CAPTIONS[0]);
    expect(document.steps.map((s) => s.note)).toEqual(CAPTIONS.slice(1));
    expect(replayGame(document).ok).toBe(true);
    const viewer = await mount({ 'replay-src': link.href, controls: '', step: '3', lang: 'en' });
    await until(() => viewer.log.length === 3, 'the exported replay loads');
    await viewer.updateComplete;
    expect(q(viewer, '.note')!.textContent).toContain(CAPTIONS[3]!.en);
    expect(q(viewer, '.replay-title')!.textContent).toBe(CAPTIONS[0]!.en);
    expect(viewer.state?.schema.id).toBe('my-schema');
  });
});

describe('a schema file in the recorder', () => {
  const file = (content: BlobPart, name = 'schema.json') => new File([content], name, { type: 'application/json' });

  async function pickSchema(recorder: StigmeriaTutorialRecorder, f: File): Promise<void> {
    const input = rq<HTMLInputElement>(recorder, 'input.schema-file');
    const transfer = new DataTransfer();
    transfer.items.add(f);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await settled(recorder);
  }

  it('opens a schema file picked or dropped, and offers only the modes its document allows', async () => {
    // A competitive schema: no solo mode is offered for it (R5).
    const competitive = findCatalogueSchema('maronne-hearth-stone')!;
    const recorder = await mountRecorder({ lang: 'fr' });
    await pickSchema(recorder, file(JSON.stringify(competitive)));
    await until(() => recorder.ownSchema !== null, 'the schema file opens');
    await settled(recorder);
    expect(modesOffered(recorder)).toEqual([...playableModes(competitive)]);
    expect(rq<HTMLSelectElement>(recorder, 'select[name="mode"]').value).toBe(playableModes(competitive).includes('normal') ? 'normal' : playableModes(competitive)[0]);
    expect(rq(recorder, '.own-schema').textContent).toBe(`${competitive.name.fr ?? competitive.name.en}, un schéma à vous`);

    // Dropped on the form, another one replaces it; "Choose from the catalogue instead" goes back.
    const other = findCatalogueSchema('maronne-hearth-stone')!;
    const zone = rq(recorder, 'form.new');
    const transfer = new DataTransfer();
    transfer.items.add(file(JSON.stringify({ ...other, id: 'dropped-one' })));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    await until(() => recorder.ownSchema?.id === 'dropped-one', 'the dropped schema opens');
    await settled(recorder);
    rq<HTMLButtonElement>(recorder, 'button.catalogue').click();
    await settled(recorder);
    expect(recorder.ownSchema).toBeNull();
    expect(recorder.shadowRoot!.querySelector('select[name="schema"]')).not.toBeNull();
  });

  /** A schema refused: the message, its code and path, and the schema chosen before kept. */
  async function refusedFile(f: File) {
    const recorder = await mountRecorder();
    await pickSchema(recorder, f);
    await until(() => recorder.shadowRoot!.querySelector('form.new .refusal') !== null, 'the schema file is refused');
    const refusal = rq(recorder, 'form.new .refusal');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(recorder.ownSchema, 'nothing is chosen').toBeNull();
    expect(recorder.shadowRoot!.querySelector('select[name="schema"]'), 'the catalogue stays').not.toBeNull();
    return { code: refusal.dataset['code'], text: text(refusal) };
  }

  it('refuses a file that is not JSON', async () => {
    const { code, text: said } = await refusedFile(file('{"format":', 'half.json'));
    expect(code).toBe('recorder/schema-not-json');
    expect(said).toContain('“half.json” cannot be opened.');
    expect(said).toContain('Code: recorder/schema-not-json');
    expect(said).toContain('Where: the whole document');
  });

  it('refuses a file past the editor\'s bound before reading it', async () => {
    const { code, text: said } = await refusedFile(file(new Uint8Array(FILE_LIMIT + 1), 'huge.json'));
    expect(code).toBe('recorder/schema-too-large');
    expect(said).toContain('The file is larger than any schema.');
  });

  it('refuses a document parseSchema refuses, with the rules\' issue and its JSON path', async () => {
    const schema = findCatalogueSchema('maronne-hearth-stone')!;
    const { code, text: said } = await refusedFile(file(JSON.stringify({ ...schema, targets: [{ cell: 'Z9', color: 'blue' }] }), 'odd.json'));
    expect(code).toBe('recorder/schema-invalid');
    expect(said).toContain('The rules refuse this schema.');
    expect(said).toMatch(/Code: recorder\/schema-invalid \(schema\/[a-z-]+\)/);
    expect(said).toContain('Where: /targets/0/cell');
  });
});

describe('a share link in the recorder', () => {
  async function refusedLink(hash: string, lang = 'en') {
    const recorder = await mountRecorder({ lang });
    expect(recorder.loadLink(hash)).toBe(false);
    await settled(recorder);
    const refusal = rq(recorder, 'form.new .refusal');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(recorder.ownSchema).toBeNull();
    return { code: refusal.dataset['code'], text: text(refusal) };
  }

  it('ignores a fragment that carries no schema', async () => {
    const recorder = await mountRecorder();
    expect(recorder.loadLink('#step=3')).toBe(false);
    await settled(recorder);
    expect(recorder.shadowRoot!.querySelector('.refusal')).toBeNull();
  });

  it('refuses a link that does not decode', async () => {
    const { code, text: said } = await refusedLink('#schema=not*base64');
    expect(code).toBe('editor/link-unreadable');
    expect(said).toContain('The link does not hold a readable schema.');
    expect(said).toContain('Where: the whole document');
  });

  it('refuses a link past the editor\'s bound, in French too', async () => {
    const { code, text: said } = await refusedLink(`#schema=${'A'.repeat(SHARE_LINK_LIMIT + 1)}`, 'fr');
    expect(code).toBe('editor/link-too-long');
    expect(said).toContain('Le lien est trop long pour contenir un schéma.');
    expect(said).toContain('Code\u00a0: editor/link-too-long');
  });

  it('refuses a link whose schema the rules refuse, at its JSON path', async () => {
    const { code, text: said } = await refusedLink(`#${linkFragment({ format: 'nope' })}`);
    expect(code).toBe('recorder/schema-invalid');
    expect(said).toMatch(/Where: \/[a-zA-Z]+/);
  });

  it('keeps a recording under way: a link opened while recording changes nothing', async () => {
    const recorder = await mountRecorder();
    await userEvent.click(rq(recorder, 'button.start'));
    await settled(recorder);
    const before = recorder.value;
    expect(recorder.loadLink(`#${linkFragment(findCatalogueSchema('maronne-hearth-stone'))}`)).toBe(false);
    expect(recorder.value).toBe(before);
    expect(recorder.ownSchema).toBeNull();
  });
});
