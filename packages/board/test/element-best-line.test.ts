import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import axe from 'axe-core';
import { catalogueSchemas, createGame, replayGame, toReplay, type Colour, type GameSetup, type ReplayStep, type TargetSchema } from '@stigmeria/rules';
import type { StigmeriaBoard } from '../src/index.js';
import { mount, q, until } from './element-helpers.js';

afterEach(() => {
  document.body.replaceChildren();
});

function schemaOf(targets: TargetSchema['targets']): TargetSchema {
  return { format: 'stigmeria/target-schema', formatVersion: 1, id: 'best-line-test', name: { en: 'Best line test' }, flower: 'vertighaineuse', stars: 1, targets };
}

/** Two targets: from any of the last turns, a few draws and two lands fulfil it. */
const TWO = schemaOf([{ cell: 'A3', color: 'blue' }, { cell: 'B5', color: 'red' }]);

/** A seed whose first recruit-zone token is `colour` (the deal does not depend on the targets). */
function seedDealing(colour: Colour): string {
  for (let i = 0; i < 50; i++) {
    const created = createGame({ schema: schemaOf([{ cell: 'A1', color: 'blue' }]), mode: 'normal', players: 1, seed: `h${i}` });
    if (created.ok && created.value.players[0]!.recruit[colour] > 0) return `h${i}`;
  }
  throw new Error(`no seed deals ${colour}`);
}

async function board(schema: TargetSchema, attrs: Record<string, string>): Promise<StigmeriaBoard> {
  return mount(attrs, (e) => (e.schemaData = schema));
}

/** Ends every turn until the game is over: the player runs out of time. */
async function runOut(el: StigmeriaBoard): Promise<void> {
  for (let guard = 0; guard < 20 && !el.state!.over; guard++) {
    expect(el.play({ type: 'end-turn', player: 0 })).toBe(true);
  }
  expect(el.state!.over).toBe(true);
  await el.updateComplete;
}

/** The solver is loaded on demand and searches after a frame: waits until every player has an answer. */
async function linesReady(el: StigmeriaBoard): Promise<void> {
  await until(() => q(el, '.best-lines') !== null && q(el, '.best-lines [role="status"]')!.textContent === '', 15_000);
  await el.updateComplete;
}

const lineButton = (el: StigmeriaBoard): HTMLButtonElement | null => q<HTMLButtonElement>(el, '.end-panel .best-line-button');
const backButton = (el: StigmeriaBoard): HTMLButtonElement | null => q<HTMLButtonElement>(el, '.best-line-back');
const focused = (el: StigmeriaBoard): Element | null => el.shadowRoot!.activeElement;

/** The turn a button offers, from its words. */
function offeredTurn(button: HTMLButtonElement, words: RegExp): number {
  const match = words.exec(button.textContent!.trim());
  expect(match, button.textContent!).not.toBeNull();
  return Number(match![1]);
}

async function axeFindings(el: StigmeriaBoard): Promise<string[]> {
  const results = await axe.run(el);
  return [...results.violations, ...results.incomplete.filter((r) => r.id.startsWith('aria-'))].map((v) => `${v.id}: ${v.help}`);
}

describe('<stigmeria-board hints> after a game', () => {
  it('offers a player who ran out of time the best line from one of their last turns, as a replay that fulfils the schema', async () => {
    const seed = 'x';
    const el = await board(TWO, { hints: '', seed });
    await runOut(el);
    const game: ReplayStep[] = el.log;
    // The busy state shows while the solver is loaded and searches.
    expect(q(el, '.best-lines [role="status"]')?.textContent).toBe('Thinking…');
    await linesReady(el);
    const from = offeredTurn(lineButton(el)!, /^See the best line from turn (\d+)$/);
    // The last turn played, or at most three before it.
    expect(from).toBeGreaterThanOrEqual(7);
    expect(from).toBeLessThanOrEqual(10);

    lineButton(el)!.click();
    await el.updateComplete;
    // A replay with its controls, at the start of that turn, and the way back.
    expect(q(el, '.end-panel')).toBeNull();
    expect(q(el, '.controls')).not.toBeNull();
    expect(el.state!.turn).toBe(from);
    expect(q(el, '.replay-title')!.textContent).toBe(`The best line from turn ${from}`);
    // The live region says what the eye reads: the title, then the caption.
    expect(q(el, '.live')!.textContent).toBe(`The best line from turn ${from}. ${q(el, '.note')?.textContent}`);
    expect(q(el, '.live')!.textContent).toMatch(/^The best line from turn \d+\. From here, the best line fulfils the schema on turn \d+ with \d+ actions?$/);
    const start = el.log.length;
    // The replay keeps the game up to the start of that turn: the last step it keeps is the one that started it.
    expect(el.log).toEqual(game.slice(0, start));
    expect(game[start - 1]!.events).toContainEqual({ type: 'turn-started', turn: from });

    // The line opens with its caption, naming the turn of fulfilment; it is there again when the user steps back.
    const caption = /^From here, the best line fulfils the schema on turn (\d+) with (\d+) actions?$/.exec(q(el, '.note')?.textContent ?? '');
    expect(caption).not.toBeNull();
    const turns = Number(caption![1]);
    const actions = Number(caption![2]);
    q<HTMLButtonElement>(el, '[part="controls"] .next')!.click();
    await el.updateComplete;
    q<HTMLButtonElement>(el, '[part="controls"] .prev')!.click();
    await el.updateComplete;
    expect(q(el, '.note')?.textContent).toBe(caption![0]);

    // The rules agree: the whole replay is legal and ends with the schema fulfilled as the caption says.
    el.stepTo(Number.MAX_SAFE_INTEGER);
    await el.updateComplete;
    const setup: GameSetup = { schema: TWO, mode: 'normal', players: 1, seed };
    const replayed = replayGame(toReplay(setup, el.log));
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    expect(replayed.value.players[0]!.finished).toEqual({ turn: turns, actions });
    expect(turns).toBe(from);
    // The end of the line is the end of its game: its own end panel shows, without buttons of its own.
    expect(q(el, '.end-panel')).not.toBeNull();
    expect(q(el, '.best-lines')).toBeNull();

    backButton(el)!.click();
    await el.updateComplete;
    expect(backButton(el)).toBeNull();
    expect(q(el, '.controls')).toBeNull();
    expect(el.log).toEqual(game);
    expect(el.state!.players[0]!.finished).toBeNull();
    expect(q(el, '.end-panel [data-reason="time"]')).not.toBeNull();
    expect(lineButton(el)).not.toBeNull();
    // The button pressed has the focus again.
    expect(focused(el)).toBe(lineButton(el));
  });

  it('speaks French', async () => {
    const el = await board(TWO, { hints: '', seed: 'x', lang: 'fr' });
    await runOut(el);
    await linesReady(el);
    const from = offeredTurn(lineButton(el)!, /^Voir la meilleure ligne depuis le tour (\d+)$/);
    lineButton(el)!.click();
    await el.updateComplete;
    expect(backButton(el)!.textContent!.trim()).toBe('Revenir à ma partie');
    expect(q(el, '.replay-title')!.textContent).toBe(`La meilleure ligne depuis le tour ${from}`);
    expect(q(el, '.note')?.textContent).toMatch(/^À partir d’ici, la meilleure ligne réalise le schéma au tour \d+ en \d+ actions?$/);
  });

  it('is reached and pressed with the keyboard, there and back', async () => {
    const el = await board(TWO, { hints: '', seed: 'x' });
    await runOut(el);
    await linesReady(el);
    lineButton(el)!.focus();
    await userEvent.keyboard('{Enter}');
    await el.updateComplete;
    // The way back takes the focus: the button pressed is gone with the end panel.
    expect(focused(el)).toBe(backButton(el));
    await userEvent.keyboard('{Enter}');
    await el.updateComplete;
    expect(backButton(el)).toBeNull();
    expect(focused(el)).toBe(lineButton(el));
  });

  it('is accessible (axe) in the end panel and on the line', async () => {
    const el = await board(TWO, { hints: '', seed: 'x' });
    await runOut(el);
    await linesReady(el);
    expect(await axeFindings(el)).toEqual([]);
    lineButton(el)!.click();
    await el.updateComplete;
    expect(await axeFindings(el)).toEqual([]);
  });

  it('offers a player who fulfilled the schema late a line that does it sooner, from the first turn', async () => {
    const schema = schemaOf([{ cell: 'A3', color: 'blue' }]);
    const el = await board(schema, { hints: '', seed: seedDealing('blue') });
    expect(el.play({ type: 'end-turn', player: 0 })).toBe(true);
    expect(el.play({ type: 'land', player: 0, color: 'blue', to: 'A3' })).toBe(true);
    expect(el.state!.players[0]!.finished).toEqual({ turn: 2, actions: 1 });
    await el.updateComplete;
    await linesReady(el);
    // From turn 2 the solver does no better than the player; from turn 1 it fulfils a turn sooner.
    expect(lineButton(el)!.textContent!.trim()).toBe('See the best line from turn 1');
    lineButton(el)!.click();
    await el.updateComplete;
    // The line opens before the game's first step, with its caption.
    expect(el.log).toEqual([]);
    expect(q(el, '.note')?.textContent).toBe('From here, the best line fulfils the schema on turn 1 with 1 action');
  });

  it('says so plainly when the player did as well as the solver', async () => {
    const schema = schemaOf([{ cell: 'A3', color: 'blue' }]);
    const el = await board(schema, { hints: '', seed: seedDealing('blue') });
    expect(el.play({ type: 'land', player: 0, color: 'blue', to: 'A3' })).toBe(true);
    await el.updateComplete;
    await linesReady(el);
    expect(lineButton(el)).toBeNull();
    expect(q(el, '.best-line-none')!.textContent).toBe('No better line was found in time.');
  });

  it('says so plainly when no line is found within the budget', async () => {
    // With this seed, no line fulfils the schema within the search's budget.
    const el = await mount({ hints: '', schema: catalogueSchemas[0]!.id, seed: 'stigmeria' });
    await runOut(el);
    await linesReady(el);
    expect(lineButton(el)).toBeNull();
    expect(q(el, '.best-line-none')!.textContent).toBe('No line fulfilling the schema was found in time.');
  });

  it('names each player when several share the board', async () => {
    const el = await board(TWO, { hints: '', seed: 'x', players: '2' });
    for (let guard = 0; guard < 40 && !el.state!.over; guard++) {
      const seat = el.state!.players.findIndex((p) => !p.turnEnded);
      expect(el.play({ type: 'end-turn', player: seat })).toBe(true);
    }
    await el.updateComplete;
    await linesReady(el);
    const buttons = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.best-line-button')];
    expect(buttons.map((b) => b.dataset['player'])).toEqual(['0', '1']);
    // The player's name is in the button's words, so in its accessible name too.
    expect(buttons[1]!.textContent).toMatch(/^Player 2: See the best line from turn \d+$/);
    buttons[1]!.click();
    await el.updateComplete;
    expect(q(el, '.showing')!.textContent).toContain('Player 2');
  });

  it('throws nothing into the page when the search cannot run, and says nothing was found', async () => {
    const el = await board(TWO, { hints: '', seed: 'x' });
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent | PromiseRejectionEvent) => errors.push(e);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    // The search waits for a frame before each solve: a frame that cannot be had makes it fail.
    const frame = window.requestAnimationFrame;
    window.requestAnimationFrame = () => {
      throw new Error('no frame');
    };
    try {
      await runOut(el);
      await linesReady(el);
    } finally {
      window.requestAnimationFrame = frame;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    }
    expect(errors).toEqual([]);
    expect(lineButton(el)).toBeNull();
    expect(q(el, '.best-line-none')!.textContent).toBe('No line fulfilling the schema was found in time.');
  });

  it('offers nothing without the hints attribute', async () => {
    const el = await board(TWO, { seed: 'x' });
    await runOut(el);
    await new Promise((r) => setTimeout(r, 300));
    await el.updateComplete;
    expect(q(el, '.end-panel')).not.toBeNull();
    expect(q(el, '.best-lines')).toBeNull();
  });
});
