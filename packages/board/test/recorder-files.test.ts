// Files from outside, opened in the recorder to edit their captions: a good replay opens at its setup with its
// captions; a broken or hostile one ends in a clear message with its code and JSON path and changes nothing; text
// from a file is shown as text. And the recorder never offers a document the rules would refuse.
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { RULES_VERSION, serializeReplay } from '@stigmeria/rules';
import {
  CAPTION_LENGTH,
  MAX_FILE_BYTES,
  TITLE_LENGTH,
  draftDocument,
  exportText,
  readTutorial,
  startTutorial,
  withCaption,
  withSteps,
  withoutLastStep,
} from '../src/recorder/tutorial.js';
import { q } from './element-helpers.js';
import { boardOf, dropFile, mountRecorder, pickFile, rq, settled, until } from './recorder-helpers.js';
import { CAPTIONS, SETUP, recorded, threeCommands } from './recorder-script.js';

afterEach(() => {
  document.body.replaceChildren();
});

/** The captioned three-step tutorial, as a replay document (a plain object to spoil). */
function goodDocument(): Record<string, any> {
  let tutorial = withSteps(startTutorial(SETUP), recorded(threeCommands()));
  CAPTIONS.forEach((caption, step) => {
    tutorial = withCaption(withCaption(tutorial, step, 'en', caption.en), step, 'fr', caption.fr);
  });
  return JSON.parse(serializeReplay(draftDocument(tutorial)));
}

const file = (text: string, name = 'tutorial.replay.json') => new File([text], name, { type: 'application/json' });

/** Opens a file that must be refused, and reads the refusal the recorder shows. */
async function refused(text: string | File, name = 'broken.json', via: 'pick' | 'drop' = 'pick') {
  const recorder = await mountRecorder();
  const f = typeof text === 'string' ? file(text, name) : text;
  await (via === 'pick' ? pickFile(recorder, f) : dropFile(recorder, f));
  await until(() => recorder.shadowRoot!.querySelector('.refusal') !== null, 'the file is refused');
  const refusal = rq(recorder, '.refusal');
  expect(refusal.getAttribute('role')).toBe('alert');
  expect(recorder.shadowRoot!.querySelector('stigmeria-board'), 'nothing is opened').toBeNull();
  expect(recorder.value).toBeNull();
  return { recorder, code: refusal.dataset['code'], text: refusal.textContent!.replace(/[ \n\t]+/g, ' ') };
}

describe('opening a replay file', () => {
  it('opens a good file at its setup, its title and captions ready to edit', async () => {
    const recorder = await mountRecorder();
    await pickFile(recorder, file(JSON.stringify(goodDocument())));
    await until(() => recorder.shadowRoot!.querySelector('stigmeria-board') !== null, 'the file opens');
    await settled(recorder);
    expect(rq(recorder, '.step-title').dataset['step']).toBe('0');
    expect(rq<HTMLTextAreaElement>(recorder, '#caption-en').value).toBe(CAPTIONS[0]!.en);
    expect(rq<HTMLTextAreaElement>(recorder, '#caption-fr').value).toBe(CAPTIONS[0]!.fr);
    // The fields carry the rules' bounds, so typing stops where the rules would refuse: a title, then a note.
    expect(rq<HTMLTextAreaElement>(recorder, '#caption-en').maxLength).toBe(TITLE_LENGTH);
    q<HTMLButtonElement>(boardOf(recorder), '[part="controls"] .next')!.click();
    await settled(recorder);
    expect(rq<HTMLTextAreaElement>(recorder, '#caption-fr').value).toBe(CAPTIONS[1]!.fr);
    expect(rq<HTMLTextAreaElement>(recorder, '#caption-fr').maxLength).toBe(CAPTION_LENGTH);
    expect(recorder.shadowRoot!.querySelector('a.download')).not.toBeNull();
  });

  it('opens a file dropped on the drop zone', async () => {
    const recorder = await mountRecorder();
    await dropFile(recorder, file(JSON.stringify(goodDocument())));
    await until(() => recorder.shadowRoot!.querySelector('stigmeria-board') !== null, 'the dropped file opens');
    expect(recorder.value?.steps.length).toBe(3);
  });

  it('refuses a file that is not JSON, naming the file, the code and the whole document', async () => {
    const { code, text } = await refused('{"format": "stigmeria/replay",', 'half.json');
    expect(code).toBe('recorder/not-json');
    expect(text).toContain('“half.json” cannot be opened.');
    expect(text).toContain('Code: recorder/not-json');
    expect(text).toContain('Where: the whole document');
  });

  it('refuses a dropped file that is not a replay, with the rules’ issue and its JSON path', async () => {
    const document = goodDocument();
    document['steps'][1]['command'] = { type: 'fly', player: 0 };
    const { code, text } = await refused(JSON.stringify(document), 'odd.json', 'drop');
    expect(code).toBe('replay/invalid');
    expect(text).toContain('The file is not a valid replay document.');
    expect(text).toMatch(/Code: replay\/invalid \(schema\/[a-z-]+\)/);
    expect(text).toContain('Where: /steps/1/command');
  });

  it('refuses recorded events the rules do not give, at the step to blame', async () => {
    const document = goodDocument();
    const drawn = document['steps'][0]['events'].find((e: { type: string }) => e.type === 'drawn');
    drawn.color = drawn.color === 'blue' ? 'red' : 'blue';
    const { code, text } = await refused(JSON.stringify(document));
    expect(code).toBe('replay/events-differ');
    expect(text).toContain('Where: /steps/0');
  });

  it('refuses a replay of another major version of the rules', async () => {
    const document = goodDocument();
    document['rulesVersion'] = `${Number(RULES_VERSION.split('.')[0]) + 1}.0.0`;
    const { code, text } = await refused(JSON.stringify(document));
    expect(code).toBe('replay/rules-version');
    expect(text).toContain('Where: /rulesVersion');
  });

  it('refuses a file larger than any replay before reading it', async () => {
    const { code, text } = await refused(new File([new Uint8Array(MAX_FILE_BYTES + 1)], 'huge.json'));
    expect(code).toBe('recorder/too-large');
    expect(text).toContain('The file is larger than any replay.');
  });

  it('says a refusal in French too', async () => {
    const recorder = await mountRecorder({ lang: 'fr' });
    await pickFile(recorder, file('not json', 'a.json'));
    await until(() => recorder.shadowRoot!.querySelector('.refusal') !== null, 'the file is refused');
    const text = rq(recorder, '.refusal').textContent!.replace(/[ \n\t]+/g, ' ');
    expect(text).toContain('«\u00a0a.json\u00a0» ne peut pas être ouvert.');
    expect(text).toContain('Code\u00a0: recorder/not-json');
  });

  it('shows names and captions from a file as text, never as markup', async () => {
    const document = goodDocument();
    const hostile = '<img src=x onerror="window.__recorderPwned=1"><b>bold</b>';
    document['setup']['players'] = [{ name: hostile.slice(0, 40) }];
    document['steps'][0]['note'] = { en: hostile, fr: hostile };
    document['metadata']['title'] = { en: hostile };
    const recorder = await mountRecorder();
    await pickFile(recorder, file(JSON.stringify(document)));
    await until(() => recorder.shadowRoot!.querySelector('stigmeria-board') !== null, 'the file opens');
    await settled(recorder);
    expect(rq<HTMLTextAreaElement>(recorder, '#caption-en').value).toBe(hostile);
    q<HTMLButtonElement>(boardOf(recorder), '[part="controls"] .next')!.click();
    await settled(recorder);
    expect(rq<HTMLTextAreaElement>(recorder, '#caption-en').value).toBe(hostile);
    expect(q(boardOf(recorder), '.note')!.textContent).toContain(hostile);
    expect(recorder.shadowRoot!.querySelector('img, b')).toBeNull();
    expect(boardOf(recorder).shadowRoot!.querySelector('img, b')).toBeNull();
    expect((window as { __recorderPwned?: number }).__recorderPwned).toBeUndefined();
  });
});

describe('what the recorder writes', () => {
  it('withholds the download while a French caption has no English one, and says where', async () => {
    const recorder = await mountRecorder();
    await pickFile(recorder, file(JSON.stringify(goodDocument())));
    await until(() => recorder.shadowRoot!.querySelector('stigmeria-board') !== null, 'the file opens');
    await settled(recorder);
    q<HTMLButtonElement>(boardOf(recorder), '[part="controls"] .next')!.click();
    await settled(recorder);
    await userEvent.clear(rq<HTMLTextAreaElement>(recorder, '#caption-en'));
    await settled(recorder);
    expect(recorder.shadowRoot!.querySelector('a.download')).toBeNull();
    const why = rq(recorder, '.withheld .refusal');
    expect(why.dataset['code']).toBe('recorder/needs-english');
    expect(why.textContent).toContain('Where: /steps/0/note/en');
    await userEvent.fill(rq<HTMLTextAreaElement>(recorder, '#caption-en'), 'Draw.');
    await settled(recorder);
    expect(recorder.shadowRoot!.querySelector('a.download')).not.toBeNull();
  });

  it('bounds every caption by the rules’ limits, counting characters as the rules do', () => {
    const tutorial = withSteps(startTutorial(SETUP), recorded(threeCommands()));
    const long = withCaption(tutorial, 1, 'en', 'x'.repeat(CAPTION_LENGTH + 50));
    expect(long.steps[0]!.note!.en.length).toBe(CAPTION_LENGTH);
    // A flower emoji is two UTF-16 code units and one character: the bound keeps whole characters.
    const flowers = withCaption(tutorial, 0, 'fr', '🌼'.repeat(TITLE_LENGTH + 1));
    expect(Array.from(flowers.metadata.title!.fr!)).toHaveLength(TITLE_LENGTH);
    expect(exportText(withCaption(flowers, 0, 'en', 'Flowers')).ok).toBe(true);
  });

  it('takes back any last step, checked through the rules, and keeps the captions of the steps that stay', () => {
    let tutorial = withSteps(startTutorial(SETUP), recorded(threeCommands()));
    tutorial = withCaption(tutorial, 1, 'en', 'Draw.');
    tutorial = withCaption(tutorial, 3, 'en', 'Land.');
    const back = withoutLastStep(tutorial);
    if (!back.ok) throw new Error(back.error.code);
    expect(back.value.steps).toHaveLength(2);
    expect(back.value.steps[0]!.note).toEqual({ en: 'Draw.' });
    expect(readTutorial(JSON.stringify(draftDocument(back.value))).ok).toBe(true);
  });
});
