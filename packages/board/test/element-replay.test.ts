import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { catalogue, demoReplay, findSchema, play, replayGame, replayStates, type Command, type GameEvent, type GameState, type Replay } from '@stigmeria/rules';
import type { StigmeriaErrorDetail, StigmeriaStepDetail } from '../src/index.js';
import { ReplayController } from '../src/controllers/replay-controller.js';
import { mount, q, until } from './element-helpers.js';

afterEach(() => {
  document.body.replaceChildren();
});

function demo(index = 0): Replay {
  const replay = demoReplay(findSchema(catalogue[index]!.schema.id)!);
  if (!replay.ok) throw new Error(replay.error.code);
  return replay.value;
}

describe('<stigmeria-board> replays', () => {
  it('steps a replay forwards and back, matching replayGame at every step', async () => {
    const replay = demo();
    const el = await mount({ controls: '' }, (e) => (e.replay = replay));
    const steps: StigmeriaStepDetail[] = [];
    el.addEventListener('stigmeria-step', (e) => steps.push((e as CustomEvent<StigmeriaStepDetail>).detail));
    const total = replay.steps.length;
    const expectAt = (n: number) => {
      const reference = replayGame(replay, { upTo: n });
      if (!reference.ok) throw new Error(reference.error.code);
      expect(el.state).toEqual(reference.value);
      expect(el.log.length).toBe(n);
    };
    expectAt(0);
    const next = q<HTMLButtonElement>(el, '[part="controls"] .next')!;
    for (let n = 1; n <= total; n++) {
      next.click();
      await el.updateComplete;
      expectAt(n);
      const note = replay.steps[n - 1]!.note;
      if (note !== undefined) expect(q(el, '.note')!.textContent).toContain(note.en);
    }
    expect(q(el, '[part="end-panel"]')).not.toBeNull();
    const prev = q<HTMLButtonElement>(el, '[part="controls"] .prev')!;
    for (let n = total - 1; n >= 0; n--) {
      prev.click();
      await el.updateComplete;
      expectAt(n);
    }
    expect(steps.length).toBe(2 * total);
    expect(steps[0]).toEqual({ step: 1, total });
    expect(steps.at(-1)).toEqual({ step: 0, total });
  });

  it('follows the step attribute and stepTo, and shows French notes', async () => {
    const replay = demo(1);
    const el = await mount({ controls: '', step: '3', lang: 'fr' }, (e) => (e.replay = replay));
    const at3 = replayGame(replay, { upTo: 3 });
    if (!at3.ok) throw new Error(at3.error.code);
    expect(el.state).toEqual(at3.value);
    const noted = replay.steps.findIndex((s) => s.note?.fr !== undefined);
    el.stepTo(noted + 1);
    await el.updateComplete;
    expect(q(el, '.note')!.textContent).toContain(replay.steps[noted]!.note!.fr);
    el.setAttribute('step', '0');
    await el.updateComplete;
    const at0 = replayGame(replay, { upTo: 0 });
    if (!at0.ok) throw new Error(at0.error.code);
    expect(el.state).toEqual(at0.value);
    expect(el.play({ type: 'draw', player: 0 })).toBe(false);
  });

  it('moves with ←/→/Home/End on the controls and the scrubber', async () => {
    const replay = demo();
    const el = await mount({ controls: '' }, (e) => (e.replay = replay));
    q<HTMLButtonElement>(el, '[part="controls"] .toggle')!.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await el.updateComplete;
    expect(el.log.length).toBe(2);
    await userEvent.keyboard('{End}');
    await el.updateComplete;
    expect(el.log.length).toBe(replay.steps.length);
    await userEvent.keyboard('{ArrowLeft}');
    await el.updateComplete;
    expect(el.log.length).toBe(replay.steps.length - 1);
    await userEvent.keyboard('{Home}');
    await el.updateComplete;
    expect(el.log.length).toBe(0);
    const range = q<HTMLInputElement>(el, '[part="controls"] input[type="range"]')!;
    expect(range.max).toBe(String(replay.steps.length));
    range.value = '4';
    range.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(el.log.length).toBe(4);
  });

  it('plays on a timer and pauses', async () => {
    const replay = demo();
    const el = await mount({ controls: '' }, (e) => (e.replay = replay));
    const select = q<HTMLSelectElement>(el, '[part="controls"] select')!;
    select.value = '8';
    select.dispatchEvent(new Event('change'));
    q<HTMLButtonElement>(el, '[part="controls"] .toggle')!.click();
    await until(() => el.log.length >= 2);
    q<HTMLButtonElement>(el, '[part="controls"] .toggle')!.click();
    const stopped = el.log.length;
    await new Promise((r) => setTimeout(r, 300));
    expect(el.log.length).toBe(stopped);
  });

  it('precomputes every step once so stepTo is a lookup on a 1,000-step replay', () => {
    // Demos are short: record 1,000 draws and end-turns of a discovery game (no turn limit) instead.
    const base = demo();
    const steps: Replay['steps'][number][] = [];
    const controller = new ReplayController();
    const setup = { ...base.setup, mode: 'discovery' as const };
    const long: Replay = { ...base, setup, steps: [] };
    expect(controller.load(long, replayStates).ok).toBe(true);
    let state = controller.state!;
    for (let i = 0; steps.length < 1000 && i < 5000; i++) {
      const command =
        state.players[0]!.actionsUsed < Math.min(state.turn, 10) && state.players[0]!.bag.length > 0
          ? { type: 'draw' as const, player: 0 }
          : { type: 'end-turn' as const, player: 0 };
      const result = replayStep(state, command);
      steps.push({ command, events: result.events });
      state = result.state;
    }
    const loaded = controller.load({ ...long, steps }, replayStates);
    expect(loaded.ok).toBe(true);
    expect(controller.total).toBe(steps.length);
    // A lookup, not a replay: stepping back to a step gives the very state object that step had before.
    controller.stepTo(700);
    const at700 = controller.state;
    for (let k = 0; k < 2000; k++) controller.stepTo((k * 7919) % (steps.length + 1));
    controller.stepTo(700);
    expect(controller.state).toBe(at700);
    const check = replayGame({ ...long, steps }, { upTo: 500 });
    if (!check.ok) throw new Error(check.error.code);
    controller.stepTo(500);
    expect(controller.state).toEqual(check.value);
  });

  it('shows an inline message and fires stigmeria-error for a missing, non-JSON or invalid replay-src', async () => {
    for (const [src, codes] of [
      ['/no-such-replay-file.json', ['board/replay-fetch', 'board/replay-json']],
      ['data:application/json,not%20json', ['board/replay-json']],
      ['data:application/json,%7B%7D', ['replay/invalid']],
    ] as const) {
      const errors: StigmeriaErrorDetail[] = [];
      const el = await mount({ 'replay-src': src, lang: 'fr' }, (e) =>
        e.addEventListener('stigmeria-error', (ev) => errors.push((ev as CustomEvent<StigmeriaErrorDetail>).detail)),
      );
      await until(() => errors.length > 0);
      await el.updateComplete;
      expect(codes as readonly string[]).toContain(errors[0]!.code);
      expect(q(el, '[part="message"]')!.textContent).toContain(errors[0]!.message);
      expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]').length).toBe(100);
      el.remove();
    }
  });

  it('loads a replay from replay-src', async () => {
    const replay = demo();
    const url = URL.createObjectURL(new Blob([JSON.stringify(replay)], { type: 'application/json' }));
    const el = await mount({ 'replay-src': url, controls: '', step: '2' });
    await until(() => el.log.length === 2);
    // The replay controls load on demand: they are there once the update completes.
    await el.updateComplete;
    expect(q(el, '[part="controls"]')).not.toBeNull();
    URL.revokeObjectURL(url);
  });
});

function replayStep(state: GameState, command: Command): { state: GameState; events: readonly GameEvent[] } {
  const result = play(state, command);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

/** A replay as a `replay-src` URL: the document of `replay`, cut to its first `steps` steps when given. */
function srcOf(replay: Replay, steps?: number): string {
  const cut = steps === undefined ? replay : { ...replay, steps: replay.steps.slice(0, steps) };
  return URL.createObjectURL(new Blob([JSON.stringify(cut)], { type: 'application/json' }));
}

describe('<stigmeria-board> replay-src changes and the step', () => {
  it('opens a new replay-src at its first step after the user moved, with no error', async () => {
    const long = demo();
    const total = long.steps.length;
    const el = await mount({ 'replay-src': srcOf(long), controls: '' });
    await until(() => q(el, '[part="controls"]') !== null);
    await el.updateComplete;
    q<HTMLButtonElement>(el, '[part="controls"] .last')!.click();
    await el.updateComplete;
    // The property tells where the cursor is.
    expect(el.step).toBe(total);
    const errors: StigmeriaErrorDetail[] = [];
    el.addEventListener('stigmeria-error', (e) => errors.push((e as CustomEvent<StigmeriaErrorDetail>).detail));

    // A shorter replay: the step the user reached is no request of the page.
    el.setAttribute('replay-src', srcOf(demo(1), 3));
    await until(() => q(el, '.step-of')?.textContent === 'Step 0 / 3');
    await el.updateComplete;
    expect(el.log.length).toBe(0);
    expect(el.step).toBe(0);
    expect(errors).toEqual([]);
    expect(q(el, '[part="message"]')).toBeNull();

    // A longer one opens at its start too, not silently at the old step.
    el.stepTo(2);
    el.setAttribute('replay-src', srcOf(long));
    await until(() => q(el, '.step-of')?.textContent === `Step 0 / ${total}`);
    expect(el.log.length).toBe(0);
    expect(errors).toEqual([]);
  });

  it('opens every new replay-src at the step the page asked for, by attribute or property', async () => {
    const long = demo();
    const el = await mount({ 'replay-src': srcOf(long), controls: '', step: '2' });
    await until(() => el.log.length === 2);
    el.stepTo(long.steps.length);
    await el.updateComplete;
    el.setAttribute('replay-src', srcOf(demo(1), 3));
    await until(() => q(el, '.step-of')?.textContent === 'Step 2 / 3');
    expect(el.log.length).toBe(2);
    expect(el.step).toBe(2);

    el.step = 1;
    await el.updateComplete;
    expect(el.log.length).toBe(1);
    q<HTMLButtonElement>(el, '[part="controls"] .last')!.click();
    await el.updateComplete;
    el.setAttribute('replay-src', srcOf(long));
    await until(() => q(el, '.step-of')?.textContent === `Step 1 / ${long.steps.length}`);
    expect(el.log.length).toBe(1);
  });

  it('moves the cursor when the page asks again for the step it asked before', async () => {
    const replay = demo();
    const el = await mount({ controls: '', step: '2' }, (e) => (e.replay = replay));
    el.stepTo(5);
    await el.updateComplete;
    el.setAttribute('step', '2');
    await el.updateComplete;
    expect(el.log.length).toBe(2);
    el.stepTo(5);
    await el.updateComplete;
    el.step = 2;
    await el.updateComplete;
    expect(el.log.length).toBe(2);
  });

  it('fires one stigmeria-step per replay that arrives (a replay-src fetched), none for a replay the page sets', async () => {
    const long = demo();
    const total = long.steps.length;
    const steps: StigmeriaStepDetail[] = [];
    const el = await mount({ 'replay-src': srcOf(long), controls: '', step: '3' }, (e) =>
      e.addEventListener('stigmeria-step', (ev) => steps.push((ev as CustomEvent<StigmeriaStepDetail>).detail)),
    );
    await until(() => el.log.length === 3);
    await new Promise((r) => setTimeout(r, 50));
    expect(steps).toEqual([{ step: 3, total }]);

    steps.length = 0;
    el.setAttribute('replay-src', srcOf(demo(1), 5));
    await until(() => steps.length > 0);
    await new Promise((r) => setTimeout(r, 50));
    expect(steps).toEqual([{ step: 3, total: 5 }]);

    // A page's replay hides replay-src while set: it shows at once at the page's step, and the page, which set it,
    // hears nothing. Clearing it shows that document again, which is fetched and reported once.
    steps.length = 0;
    el.replay = long;
    await el.updateComplete;
    expect(el.step).toBe(3);
    expect(steps).toEqual([]);
    steps.length = 0;
    el.replay = null;
    await until(() => steps.length > 0);
    await new Promise((r) => setTimeout(r, 50));
    expect(steps).toEqual([{ step: 3, total: 5 }]);

    // Without a step, a load reports the first step once.
    steps.length = 0;
    el.removeAttribute('step');
    el.setAttribute('replay-src', srcOf(long));
    await until(() => steps.length > 0);
    await new Promise((r) => setTimeout(r, 50));
    expect(steps).toEqual([{ step: 0, total }]);
  });
});
