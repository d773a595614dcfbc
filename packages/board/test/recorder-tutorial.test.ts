// Recording and captioning a three-step tutorial through the recorder's interface: the game is played on the board
// it holds (through the board's own controls), a step is taken back, each step is captioned in English and French
// while stepping with the board's replay controls, the file offered for download is the one the rules accept, and a
// <stigmeria-board replay-src> shows its captions.
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { replayGame, type Replay } from '@stigmeria/rules';
import { exportText, startTutorial, withCaption, withSteps, type Tutorial } from '../src/recorder/tutorial.js';
import { mount, q } from './element-helpers.js';
import { boardOf, mountRecorder, rq, settled, until } from './recorder-helpers.js';
import { CAPTIONS, SCHEMA, SEED, SETUP, recorded, threeCommands } from './recorder-script.js';
import { giveThroughUi } from './ui-commands.js';

afterEach(() => {
  document.body.replaceChildren();
});

/** The same tutorial built with the recorder's pure module from the rules' own steps. */
function expected(captions = CAPTIONS): Tutorial {
  let tutorial = withSteps(startTutorial(SETUP), recorded(threeCommands()));
  captions.forEach((caption, step) => {
    tutorial = withCaption(withCaption(tutorial, step, 'en', caption.en), step, 'fr', caption.fr);
  });
  return tutorial;
}

async function download(el: HTMLElement & { shadowRoot: ShadowRoot | null }): Promise<{ href: string; name: string; text: string }> {
  const link = el.shadowRoot!.querySelector<HTMLAnchorElement>('a.download');
  expect(link, 'the download is offered').not.toBeNull();
  const text = await (await fetch(link!.href)).text();
  return { href: link!.href, name: link!.download, text };
}

it('records, takes back, captions and exports a three-step tutorial that replay-src then shows', async () => {
  const recorder = await mountRecorder();
  const commands = threeCommands();

  // The game: mode, schema, players and seed chosen in the form.
  await userEvent.selectOptions(rq<HTMLSelectElement>(recorder, 'select[name="mode"]'), 'normal');
  await settled(recorder);
  await userEvent.selectOptions(rq<HTMLSelectElement>(recorder, 'select[name="schema"]'), SCHEMA.id);
  await userEvent.selectOptions(rq<HTMLSelectElement>(recorder, 'select[name="players"]'), '1');
  await userEvent.fill(rq(recorder, 'input[name="seed"]'), SEED);
  await userEvent.click(rq(recorder, 'button.start'));
  await settled(recorder);
  const board = boardOf(recorder);
  expect(board.state?.seed).toBe(SEED);
  expect(rq(recorder, '.take-back').hasAttribute('disabled')).toBe(true);

  // Three steps played on the board, as a player clicks them.
  for (const command of commands) {
    await giveThroughUi(board, command, 'pointer');
    await settled(recorder);
  }
  expect(rq(recorder, '.count').dataset['steps']).toBe('3');
  expect(recorder.value?.steps).toEqual(recorded(commands));

  // The board's own undo (the rules', R22) takes back the landing; the landing is played again.
  q<HTMLButtonElement>(board, '[part="actions"] .undo')!.click();
  await settled(recorder);
  expect(rq(recorder, '.count').dataset['steps']).toBe('2');
  await giveThroughUi(board, commands[2]!, 'pointer');
  await settled(recorder);

  // A fourth step, a draw (which the rules' undo cannot take back), then the recorder takes it back.
  await giveThroughUi(board, { type: 'draw', player: 0 }, 'pointer');
  await settled(recorder);
  expect(rq(recorder, '.count').dataset['steps']).toBe('4');
  expect(q<HTMLButtonElement>(board, '[part="actions"] .undo')!.disabled).toBe(true);
  rq<HTMLButtonElement>(recorder, '.take-back').click();
  await until(() => rq(recorder, '.count').dataset['steps'] === '3' && !rq<HTMLButtonElement>(recorder, '.take-back').disabled, 'the draw is taken back');
  await settled(recorder);
  expect(board.log).toEqual(recorded(commands));
  const atThree = replayGame({ ...expected(), steps: recorded(commands), format: 'stigmeria/replay', formatVersion: 1, rulesVersion: board.state!.rulesVersion });
  if (!atThree.ok) throw new Error(atThree.error.code);
  expect(board.state).toEqual(atThree.value);
  expect(rq(recorder, '[role="status"].notice').textContent).toContain('3 steps left');

  // Captions: the board's replay opens at the last step; its controls move the step captioned.
  rq<HTMLButtonElement>(recorder, '.to-captions').click();
  await settled(recorder);
  const replayBoard = boardOf(recorder);
  expect(replayBoard.step).toBe(3);
  expect(rq(recorder, '.step-title').dataset['step']).toBe('3');
  q<HTMLButtonElement>(replayBoard, '[part="controls"] .first')!.click();
  await settled(recorder);
  for (let step = 0; step <= 3; step++) {
    expect(rq(recorder, '.step-title').dataset['step']).toBe(String(step));
    await userEvent.fill(rq(recorder, '#caption-en'), CAPTIONS[step]!.en);
    await userEvent.fill(rq(recorder, '#caption-fr'), CAPTIONS[step]!.fr);
    rq(recorder, '#caption-fr').dispatchEvent(new Event('change', { bubbles: true }));
    await settled(recorder);
    if (step > 0) expect(q(boardOf(recorder), '.note')!.textContent).toContain(CAPTIONS[step]!.en);
    if (step < 3) {
      q<HTMLButtonElement>(boardOf(recorder), '[part="controls"] .next')!.click();
      await settled(recorder);
    }
  }
  expect(rq(recorder, '#caption-en-count').textContent).toBe(`${CAPTIONS[3]!.en.length} / 2000 characters`);

  // The file offered is the rules-accepted document, byte for byte the one the pure module writes.
  const file = await download(recorder);
  expect(file.name).toBe(`${SCHEMA.id}.tutorial.replay.json`);
  const written = exportText(expected());
  if (!written.ok) throw new Error(written.error.code);
  expect(file.text).toBe(written.value);
  expect(replayGame(JSON.parse(file.text)).ok).toBe(true);

  // Captions stay editable: step 1 is written again, and the download follows.
  q<HTMLButtonElement>(boardOf(recorder), '[part="controls"] .first')!.click();
  await settled(recorder);
  q<HTMLButtonElement>(boardOf(recorder), '[part="controls"] .next')!.click();
  await settled(recorder);
  const better = { en: 'Draw: a stigmerian comes out of the bag.', fr: 'Piochez : un stigmérien sort du sac.' };
  await userEvent.fill(rq(recorder, '#caption-en'), better.en);
  await userEvent.fill(rq(recorder, '#caption-fr'), better.fr);
  rq(recorder, '#caption-fr').dispatchEvent(new Event('change', { bubbles: true }));
  await settled(recorder);
  const edited = await download(recorder);
  expect(edited.href).not.toBe(file.href);
  const document = JSON.parse(edited.text) as Replay;
  expect(document.steps[0]!.note).toEqual(better);
  expect(document.metadata?.title).toEqual(CAPTIONS[0]);

  // The exported file in a board of its own: its captions, in English and in French, and its title.
  const viewer = await mount({ 'replay-src': edited.href, controls: '', step: '3', lang: 'en' });
  await until(() => viewer.log.length === 3, 'the exported replay loads at step 3');
  await viewer.updateComplete;
  expect(q(viewer, '.note')!.textContent).toContain(CAPTIONS[3]!.en);
  expect(q(viewer, '.replay-title')!.textContent).toBe(CAPTIONS[0]!.en);
  viewer.setAttribute('lang', 'fr');
  viewer.stepTo(1);
  await until(() => q(viewer, '.note')?.textContent?.includes(better.fr) === true, 'the French caption of step 1 shows');
});

it('words itself in French, and its board too', async () => {
  const recorder = await mountRecorder({ lang: 'fr' });
  expect(rq(recorder, '.title').textContent).toBe('Enregistreur de tutoriels');
  expect(rq(recorder, 'button.start').textContent).toBe('Commencer l’enregistrement');
  await userEvent.fill(rq(recorder, 'input[name="seed"]'), SEED);
  await userEvent.click(rq(recorder, 'button.start'));
  await settled(recorder);
  expect(rq(recorder, '.count').textContent).toBe('0 étape enregistrée');
  expect(boardOf(recorder).getAttribute('lang')).toBe('fr');
});

it('is usable with the keyboard alone: Enter starts the game, the board keys play, Tab leaves a caption', async () => {
  const recorder = await mountRecorder();
  rq<HTMLInputElement>(recorder, 'input[name="seed"]').focus();
  await userEvent.keyboard('{Control>}a{/Control}');
  await userEvent.keyboard(SEED);
  await userEvent.keyboard('{Enter}');
  await settled(recorder);
  const board = boardOf(recorder);
  expect(board.state?.seed).toBe(SEED);
  board.focus();
  await userEvent.keyboard('d');
  await settled(recorder);
  expect(rq(recorder, '.count').dataset['steps']).toBe('1');
  rq<HTMLButtonElement>(recorder, '.to-captions').focus();
  await userEvent.keyboard('{Enter}');
  await settled(recorder);
  expect(rq(recorder, '.step-title').dataset['step']).toBe('1');
  rq(recorder, '#caption-en').focus();
  await userEvent.keyboard('Draw.');
  await userEvent.keyboard('{Tab}');
  await settled(recorder);
  expect(recorder.value?.steps[0]?.note).toEqual({ en: 'Draw.' });
  expect(q(boardOf(recorder), '.note')!.textContent).toContain('Draw.');
  // The caption panel steps the board too, beside its fields: back to the setup, whose fields are the title.
  rq(recorder, '.previous-step').focus();
  await userEvent.keyboard('{Enter}');
  await settled(recorder);
  expect(rq(recorder, '.step-title').dataset['step']).toBe('0');
  expect(boardOf(recorder).step).toBe(0);
  expect(rq<HTMLTextAreaElement>(recorder, '#caption-en').maxLength).toBe(200);
  expect(rq<HTMLButtonElement>(recorder, '.previous-step').disabled).toBe(true);
});
