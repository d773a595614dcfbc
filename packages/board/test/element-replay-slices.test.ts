// A long legal replay is checked in slices: the page keeps getting tasks while it loads, the board says
// it is busy meanwhile, and it ends at the right final state. A newer replay, or removing
// the element, stops the check under way.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogue,
  catalogueSchemas,
  createGame,
  demoReplay,
  findSchema,
  legalActions,
  play,
  playableModes,
  recordStep,
  replayStates,
  toReplay,
  type GameSetup,
  type GameState,
  type Replay,
  type ReplayStep,
} from '@stigmeria/rules';
import { CHECK_AT_ONCE } from '../src/controllers/source-controller.js';
import type { StigmeriaErrorDetail, StigmeriaStepDetail } from '../src/index.js';
import { mount, q, until } from './element-helpers.js';

const STEPS = 3000;

/** A legal solo-no-limit game of STEPS steps, played by a fixed pseudo-random policy (no undo). */
function longReplay(): Replay {
  const schema = catalogueSchemas.find((s) => playableModes(s).includes('solo-no-limit'))!;
  const setup: GameSetup = { schema, mode: 'solo-no-limit', players: 1, seed: 'long replay' };
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.code);
  let state: GameState = created.value;
  let log: ReplayStep[] = [];
  let x = 12345;
  const next = (n: number) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x % n;
  };
  while (log.length < STEPS && !state.over) {
    const legal = legalActions(state, 0).filter((c) => c.type !== 'undo');
    const busy = legal.filter((c) => c.type !== 'end-turn');
    const pool = busy.length > 0 && next(10) > 0 ? busy : legal;
    const command = pool[next(pool.length)]!;
    const result = play(state, command);
    if (!result.ok) throw new Error(result.error.code);
    log = recordStep(log, { command, events: result.value.events });
    state = result.value.state;
  }
  return toReplay(setup, log);
}

let replay: Replay;
let finalState: string;

beforeAll(() => {
  replay = longReplay();
  const checked = replayStates(replay);
  if (!checked.ok) throw new Error(checked.error.code);
  finalState = JSON.stringify(checked.value.states.at(-1));
});

afterEach(() => document.body.replaceChildren());

const busy = (el: HTMLElement) => el.shadowRoot!.querySelector('.root')!.getAttribute('aria-busy') === 'true';

describe('a long legal replay', () => {
  it(`has ${STEPS} steps, far more than are checked at once`, () => {
    expect(replay.steps.length).toBe(STEPS);
    expect(STEPS).toBeGreaterThan(CHECK_AT_ONCE * 10);
  });

  it('loads in slices: the page keeps getting tasks while the board is busy, and it ends at the right final state', async () => {
    const el = await mount({ controls: '' });
    const steps: StigmeriaStepDetail[] = [];
    el.addEventListener('stigmeria-step', (e) => steps.push((e as CustomEvent<StigmeriaStepDetail>).detail));
    // What the page gets while the board says it is busy: frames drawn and ticks of a timer asking for a task
    // every 10 ms. Checked at once, the check is one task: the busy state is set and cleared inside it and the
    // page gets neither. In slices, the page's own tasks run between them, however slow the machine.
    let framesWhileBusy = 0;
    let ticksWhileBusy = 0;
    let drawing = true;
    const frame = () => {
      if (busy(el)) framesWhileBusy++;
      if (drawing) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    const timer = setInterval(() => {
      if (busy(el)) ticksWhileBusy++;
    }, 10);
    el.replay = replay;
    await el.updateComplete;
    const sawBusy = busy(el) && q(el, '.loading') !== null;
    await until(() => !busy(el), 30_000);
    drawing = false;
    clearInterval(timer);
    expect(sawBusy).toBe(true);
    expect(framesWhileBusy).toBeGreaterThanOrEqual(1);
    expect(ticksWhileBusy).toBeGreaterThanOrEqual(1);
    await el.updateComplete;
    expect(steps).toEqual([{ step: 0, total: STEPS }]);
    el.stepTo(STEPS);
    expect(JSON.stringify(el.state)).toBe(finalState);
    expect(el.log.length).toBe(STEPS);
  });

  it('a newer replay given during the check wins: the long one never lands', async () => {
    const demo = demoReplay(findSchema(catalogue[0]!.schema.id)!);
    if (!demo.ok) throw new Error(demo.error.code);
    const el = await mount({ controls: '' });
    el.replay = replay;
    await el.updateComplete;
    expect(busy(el)).toBe(true);
    el.replay = demo.value;
    await el.updateComplete;
    expect(busy(el)).toBe(false);
    expect(el.state!.schema.id).toBe(demo.value.setup.schema.id);
    await new Promise((r) => setTimeout(r, 1500));
    expect(el.state!.schema.id).toBe(demo.value.setup.schema.id);
    el.stepTo(10_000);
    expect(el.log.length).toBe(demo.value.steps.length);
  });

  it('removing the element stops the check; adding it back checks again and lands', async () => {
    const el = await mount({ controls: '' });
    const steps: StigmeriaStepDetail[] = [];
    el.addEventListener('stigmeria-step', (e) => steps.push((e as CustomEvent<StigmeriaStepDetail>).detail));
    el.replay = replay;
    await el.updateComplete;
    el.remove();
    await new Promise((r) => setTimeout(r, 1500));
    expect(steps).toEqual([]);
    document.body.append(el);
    await until(() => steps.length > 0, 30_000);
    expect(steps).toEqual([{ step: 0, total: STEPS }]);
  });

  it('a long replay with a tampered step is refused at that step, in slices too', async () => {
    const tampered = JSON.parse(JSON.stringify(replay)) as { steps: { events: unknown[] }[] };
    const at = STEPS - 10;
    tampered.steps[at]!.events = [];
    const errors: StigmeriaErrorDetail[] = [];
    const el = await mount({ controls: '' });
    el.addEventListener('stigmeria-error', (e) => errors.push((e as CustomEvent<StigmeriaErrorDetail>).detail));
    el.replay = tampered as unknown as Replay;
    await until(() => errors.length > 0, 30_000);
    expect(errors.map((e) => e.code)).toEqual(['replay/events-differ']);
    expect(busy(el)).toBe(false);
    expect(q(el, '[part="message"]')!.textContent).toBe(`The replay is not valid at step ${at}.`);
  });
});
