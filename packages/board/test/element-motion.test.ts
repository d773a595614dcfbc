import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoReplay, findSchema, legalActions, type Command, type Replay } from '@stigmeria/rules';
import type { StigmeriaBoard } from '../src/index.js';
import { cell, mount, q, until } from './element-helpers.js';

const ID = 'dentdine-drifting-kite';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function demo(): Replay {
  const replay = demoReplay(findSchema(ID)!);
  if (!replay.ok) throw new Error(replay.error.code);
  return replay.value;
}

/** Makes `matchMedia` answer the reduced-motion query as given (and every other query as false). */
function stubReducedMotion(reduce: boolean): void {
  const real = window.matchMedia.bind(window);
  vi.stubGlobal('matchMedia', (query: string) => {
    const list = real(query);
    if (!query.includes('prefers-reduced-motion')) return list;
    return { ...list, media: query, matches: reduce && query.includes('reduce'), addEventListener() {}, removeEventListener() {} };
  });
}

/** The next animation frame, in which the element starts its slides. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** A board at the first point of the demo where a stigmerian can move, and that move. */
async function atMove(): Promise<[StigmeriaBoard, Extract<Command, { type: 'move' }>]> {
  const replay = demo();
  const el = await mount({ schema: ID, seed: replay.setup.seed });
  for (let n = 0; ; n++) {
    const move = legalActions(el.state!, 0).find((c): c is Extract<Command, { type: 'move' }> => c.type === 'move' && c.to !== 'off');
    if (move !== undefined) {
      await el.updateComplete;
      return [el, move];
    }
    expect(el.play(replay.steps[n]!.command)).toBe(true);
  }
}

describe('<stigmeria-board> motion', () => {
  it('a move slides the token from its old cell', async () => {
    stubReducedMotion(false);
    const [el, move] = await atMove();
    expect(el.play(move)).toBe(true);
    await el.updateComplete;
    await nextFrame();
    const token = cell(el, move.to).querySelector<HTMLElement>('.token')!;
    expect(token.classList.contains('sliding')).toBe(true);
    expect(token.classList.contains('slide-run')).toBe(true);
    // The slide ends (or is cleaned up) and leaves the token in place.
    await until(() => !token.classList.contains('sliding'), 5000);
    expect(token.classList.contains('sliding')).toBe(false);
    expect(token.style.getPropertyValue('--stigmeria-slide-x')).toBe('');
  });

  it('a landing slides in from the recruit zone and a draw pulses the drawn colour', async () => {
    stubReducedMotion(false);
    const replay = demo();
    const el = await mount({ schema: ID, seed: replay.setup.seed });
    for (const step of replay.steps.slice(0, 2)) el.play(step.command);
    await el.updateComplete;
    expect(el.play(replay.steps[2]!.command)).toBe(true);
    await el.updateComplete;
    await nextFrame();
    const drawn = el.state!.players[0]!.recruit;
    const pulsing = [...el.shadowRoot!.querySelectorAll('.recruit-colour.pulse')];
    expect(pulsing.length).toBe(1);
    expect(drawn[(pulsing[0] as HTMLElement).dataset['color'] as keyof typeof drawn]).toBeGreaterThan(0);
    const land = replay.steps[3]!.command as Extract<Command, { type: 'land' }>;
    expect(el.play(land)).toBe(true);
    await el.updateComplete;
    await nextFrame();
    expect(cell(el, land.to).querySelector('.token')!.classList.contains('sliding')).toBe(true);
  });

  it('the wind slides every blown token together', async () => {
    stubReducedMotion(false);
    const replay = demo();
    const el = await mount({ schema: ID, seed: replay.setup.seed });
    for (const step of replay.steps.slice(0, 4)) el.play(step.command);
    await el.updateComplete;
    const changes: string[] = [];
    el.addEventListener('stigmeria-change', (e) => {
      for (const ev of e.detail.events) if (ev.type === 'blown' && ev.to !== 'off') changes.push(ev.to);
    });
    expect(el.play(replay.steps[4]!.command)).toBe(true);
    await el.updateComplete;
    await nextFrame();
    expect(changes.length).toBeGreaterThan(0);
    for (const to of changes) expect(cell(el, to).querySelector('.token')!.classList.contains('sliding'), to).toBe(true);
  });

  it('a replay stepped forwards slides the moved tokens; a jump does not', async () => {
    stubReducedMotion(false);
    const replay = demo();
    const at = replay.steps.findIndex((s) => s.command.type === 'diagonal');
    const el = await mount({ controls: '' }, (e) => (e.replay = replay));
    el.stepTo(at);
    await el.updateComplete;
    q<HTMLButtonElement>(el, '[part="controls"] .next')!.click();
    await el.updateComplete;
    await nextFrame();
    const diagonal = replay.steps[at]!.command as Extract<Command, { type: 'diagonal' }>;
    expect(cell(el, diagonal.to).querySelector('.token')!.classList.contains('sliding')).toBe(true);
    await new Promise((r) => setTimeout(r, 700));
    el.stepTo(0);
    await el.updateComplete;
    el.stepTo(replay.steps.length);
    await el.updateComplete;
    await nextFrame();
    expect(q(el, '.sliding')).toBeNull();
  });

  it('nothing moves when the user prefers reduced motion', async () => {
    stubReducedMotion(true);
    const [el, move] = await atMove();
    expect(el.play(move)).toBe(true);
    await el.updateComplete;
    await nextFrame();
    expect(cell(el, move.to).querySelector('.token')!.classList.contains('sliding')).toBe(false);
    expect(q(el, '.sliding')).toBeNull();
    expect(q(el, '.pulse')).toBeNull();
  });
});
