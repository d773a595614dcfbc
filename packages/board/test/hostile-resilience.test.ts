// Bad attributes at run time, detaching mid-playback and hostile replay-src answers: each ends in an inline
// message and a stigmeria-error with a code, never in an exception in the host page.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue, demoReplay, findSchema, type Replay } from '@stigmeria/rules';
import type { StigmeriaBoard, StigmeriaErrorDetail, StigmeriaStepDetail } from '../src/index.js';
import { cells, mount, q, until } from './element-helpers.js';

const pageErrors: string[] = [];
const onError = (e: ErrorEvent) => pageErrors.push(`error: ${e.message}`);
const onRejection = (e: PromiseRejectionEvent) => pageErrors.push(`rejection: ${String(e.reason)}`);
const realFetch = window.fetch;

beforeEach(() => {
  pageErrors.length = 0;
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
});

afterEach(() => {
  document.body.replaceChildren();
  window.fetch = realFetch;
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
});

function demo(index = 0): Replay {
  const replay = demoReplay(findSchema(catalogue[index]!.schema.id)!);
  if (!replay.ok) throw new Error(replay.error.code);
  return replay.value;
}

function errorsOf(el: HTMLElement): StigmeriaErrorDetail[] {
  const errors: StigmeriaErrorDetail[] = [];
  el.addEventListener('stigmeria-error', (e) => errors.push((e as CustomEvent<StigmeriaErrorDetail>).detail));
  return errors;
}

function stepsOf(el: HTMLElement): StigmeriaStepDetail[] {
  const steps: StigmeriaStepDetail[] = [];
  el.addEventListener('stigmeria-step', (e) => steps.push((e as CustomEvent<StigmeriaStepDetail>).detail));
  return steps;
}

function message(el: StigmeriaBoard): string {
  return q(el, '[part="message"]')?.textContent?.trim() ?? '';
}

/** The board is still whole: a grid of 100 cells and a state. */
function expectWhole(el: StigmeriaBoard): void {
  expect(cells(el).length).toBe(100);
  expect(el.state).not.toBeNull();
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('bad attributes at run time', () => {
  const cases: readonly (readonly [string, string, string])[] = [
    ['schema', 'nope', 'board/unknown-schema'],
    ['mode', 'chess', 'board/invalid-mode'],
    ['players', '0', 'board/invalid-players'],
    ['players', 'seven', 'board/invalid-players'],
    ['seed', 'x'.repeat(10_000), 'setup/seed'],
  ];
  for (const [name, value, code] of cases) {
    it(`${name}="${value.slice(0, 12)}${value.length > 12 ? '…' : ''}" on a running game`, async () => {
      const el = await mount({ players: '2', seed: 'hostile' });
      const before = el.state!;
      const errors = errorsOf(el);
      el.setAttribute(name, value);
      await el.updateComplete;
      expect(errors.map((e) => e.code)).toEqual([code]);
      expect(errors[0]!.message.length).toBeGreaterThan(0);
      expect(errors[0]!.message.length).toBeLessThan(500);
      expect(message(el)).toBe(errors[0]!.message);
      expectWhole(el);
      // The game goes on: a draw is still accepted.
      expect(el.play({ type: 'draw', player: 0 })).toBe(true);
      if (name === 'schema' || name === 'seed') expect(el.state!.schema.id).toBe(before.schema.id);
      expect(pageErrors).toEqual([]);
    });
  }

  it('lang="xx" reports the unknown language and keeps English', async () => {
    const el = await mount({ lang: 'fr' });
    const errors = errorsOf(el);
    el.setAttribute('lang', 'xx');
    await el.updateComplete;
    expectWhole(el);
    expect(q(el, '.root')!.getAttribute('lang')).toBe('en');
    expect(errors.length).toBe(1);
    expect(errors[0]!.code).toMatch(/^board\//);
    expect(message(el)).toContain('xx');
    expect(pageErrors).toEqual([]);
  });

  for (const value of ['-5', '1e9', 'abc', '2.5']) {
    it(`step="${value}" on a replay keeps the cursor and says why`, async () => {
      const replay = demo();
      const el = await mount({ controls: '', step: '2' }, (e) => (e.replay = replay));
      expect(el.log.length).toBe(2);
      const errors = errorsOf(el);
      el.setAttribute('step', value);
      await el.updateComplete;
      expect(errors.map((e) => e.code)).toEqual(['board/invalid-step']);
      expect(message(el)).toBe(errors[0]!.message);
      // The value is quoted as the page wrote it, not as the number it reads as ("abc" is NaN).
      expect(message(el)).toBe(`"${value}" is not a step of this replay.`);
      expect(el.log.length).toBe(2);
      expectWhole(el);
      el.setAttribute('step', '3');
      await el.updateComplete;
      expect(el.log.length).toBe(3);
      expect(pageErrors).toEqual([]);
    });
  }

  it('several bad attributes at once: each is reported once its turn comes, then good values clear the message', async () => {
    const el = await mount();
    const errors = errorsOf(el);
    el.setAttribute('schema', 'nope');
    el.setAttribute('mode', 'chess');
    el.setAttribute('players', 'seven');
    await el.updateComplete;
    expect(errors.map((e) => e.code)).toContain('board/unknown-schema');
    expectWhole(el);
    errors.length = 0;
    // The schema is good again: the mode and the player count still are not, and must be said.
    el.setAttribute('schema', catalogue[1]!.schema.id);
    await el.updateComplete;
    expect(errors.map((e) => e.code).sort()).toEqual(['board/invalid-mode', 'board/invalid-players']);
    expect(message(el).length).toBeGreaterThan(0);
    el.setAttribute('mode', 'normal');
    el.setAttribute('players', '3');
    await el.updateComplete;
    expect(message(el)).toBe('');
    expect(el.state!.players.length).toBe(3);
    expect(el.state!.schema.id).toBe(catalogue[1]!.schema.id);
    expect(pageErrors).toEqual([]);
  });
});

describe('hostile objects through properties', () => {
  const trap = () =>
    new Proxy({}, {
      get() {
        throw new Error('trap');
      },
      ownKeys() {
        throw new Error('trap');
      },
      getOwnPropertyDescriptor() {
        throw new Error('trap');
      },
      has() {
        throw new Error('trap');
      },
    });
  const cyclic = () => {
    const replay = { ...demo(), steps: [] as unknown[] } as Record<string, unknown> & { steps: unknown[] };
    replay.steps.push(replay);
    replay['self'] = replay;
    return replay;
  };
  const tooLong = () => {
    const replay = demo();
    const steps = Array.from({ length: 20_001 }, () => replay.steps[0]!);
    return { ...replay, steps };
  };
  const values: readonly (readonly [string, 'replay' | 'schemaData' | 'players', () => unknown])[] = [
    ['a replay whose every property access throws', 'replay', trap],
    ['a cyclic replay', 'replay', cyclic],
    ['a replay of 20,001 steps', 'replay', tooLong],
    ['a schemaData whose every property access throws', 'schemaData', trap],
    ['a cyclic schemaData', 'schemaData', () => {
      const schema = { ...catalogue[0]!.schema } as Record<string, unknown>;
      schema['name'] = schema;
      return schema;
    }],
    ['players whose toString throws', 'players', () => ({ toString: () => { throw new Error('trap'); } })],
  ];
  for (const [label, property, make] of values) {
    it(label, async () => {
      const el = await mount({ seed: 'props' });
      const errors = errorsOf(el);
      (el as unknown as Record<string, unknown>)[property] = make();
      await el.updateComplete;
      expect(errors.length).toBeGreaterThanOrEqual(1);
      expect(errors[0]!.code.length).toBeGreaterThan(0);
      expect(message(el).length).toBeGreaterThan(0);
      expectWhole(el);
      expect(pageErrors).toEqual([]);
    });
  }
});

describe('detached during replay playback', () => {
  async function playing(): Promise<{ el: StigmeriaBoard; replay: Replay }> {
    const replay = demo();
    const el = await mount({ controls: '' }, (e) => (e.replay = replay));
    const select = q<HTMLSelectElement>(el, '[part="controls"] select')!;
    select.value = '8';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    q<HTMLButtonElement>(el, '[part="controls"] .toggle')!.click();
    await until(() => el.log.length >= 1);
    return { el, replay };
  }

  it('fires no stigmeria-step while detached, and plays again once re-added', async () => {
    const { el, replay } = await playing();
    const steps = stepsOf(el);
    el.remove();
    const detachedAt = el.log.length;
    await wait(600); // about 5 steps at 8 steps per second
    expect(steps).toEqual([]);
    expect(el.log.length).toBe(detachedAt);
    document.body.append(el);
    await el.updateComplete;
    expectWhole(el);
    expect(q(el, '[part="controls"]')).not.toBeNull();
    // Either it resumed (the button offers Pause) or it paused (it offers Play): the button must tell the truth.
    if (q(el, '[part="controls"] .toggle')!.getAttribute('aria-label') === 'Play') {
      await wait(300);
      expect(steps).toEqual([]);
      q<HTMLButtonElement>(el, '[part="controls"] .toggle')!.click();
    }
    await until(() => el.log.length > detachedAt);
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.at(-1)!.total).toBe(replay.steps.length);
    el.stepTo(0);
    await el.updateComplete;
    expect(el.log.length).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('play then pause then remove: nothing fires, and the controls still work', async () => {
    const { el } = await playing();
    q<HTMLButtonElement>(el, '[part="controls"] .toggle')!.click();
    await el.updateComplete;
    const steps = stepsOf(el);
    el.remove();
    await wait(500);
    expect(steps).toEqual([]);
    document.body.append(el);
    await el.updateComplete;
    const at = el.log.length;
    q<HTMLButtonElement>(el, '[part="controls"] .next')!.click();
    await el.updateComplete;
    expect(el.log.length).toBe(at + 1);
    expect(pageErrors).toEqual([]);
  });

  it('moving the element to another parent mid-playback leaves a single timer', async () => {
    const { el } = await playing();
    el.stepTo(0);
    const other = document.createElement('div');
    document.body.append(other);
    other.append(el); // disconnected then connected in one task
    await el.updateComplete;
    if (q(el, '[part="controls"] .toggle')!.getAttribute('aria-label') === 'Play') {
      q<HTMLButtonElement>(el, '[part="controls"] .toggle')!.click();
    }
    const steps = stepsOf(el);
    await wait(500);
    // One timer at 8 steps per second gives about 4 steps in 500 ms; two would give about 8.
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.length).toBeLessThanOrEqual(5);
    expect(pageErrors).toEqual([]);
  });
});

describe('detached mid-drag', () => {
  it('window pointer events after removal change nothing, and the re-added board still plays', async () => {
    const el = await mount({ seed: 'drag' });
    const changes: unknown[] = [];
    el.addEventListener('stigmeria-change', (e) => changes.push(e));
    const colour = q<HTMLButtonElement>(el, '.recruit-colour:not([disabled])')!;
    const box = colour.getBoundingClientRect();
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const pointer = (type: string, x: number, y: number) =>
      new PointerEvent(type, { bubbles: true, composed: true, pointerId: 7, isPrimary: true, pointerType: 'mouse', button: 0, clientX: x, clientY: y });
    colour.dispatchEvent(pointer('pointerdown', at.x, at.y));
    window.dispatchEvent(pointer('pointermove', at.x + 40, at.y + 40));
    el.remove();
    await wait(50);
    const target = cells(el)[55]!.getBoundingClientRect();
    window.dispatchEvent(pointer('pointermove', target.x + 5, target.y + 5));
    window.dispatchEvent(pointer('pointerup', target.x + 5, target.y + 5));
    await wait(50);
    expect(changes).toEqual([]);
    document.body.append(el);
    await el.updateComplete;
    // Removal aborted the drag: like a pointercancel, it must leave nothing picked.
    expect(q(el, '.recruit-colour[aria-pressed="true"]'), 'a colour still picked by the aborted drag').toBeNull();
    expect(cells(el).filter((c) => c.classList.contains('lit')).map((c) => c.dataset['cell'])).toEqual([]);
    q<HTMLButtonElement>(el, '.recruit-colour:not([disabled])')!.click();
    await el.updateComplete;
    const lit = cells(el).filter((c) => c.classList.contains('lit'));
    expect(lit.length).toBeGreaterThan(0);
    lit[0]!.click();
    await el.updateComplete;
    expect(el.log.map((s) => s.command.type)).toEqual(['land']);
    expect(changes.length).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});

describe('hostile replay-src answers', () => {
  interface Pending {
    readonly url: string;
    resolve(body: string, status?: number, type?: string): void;
  }
  /** Replaces fetch: every request waits until the test answers it. */
  function controlledFetch(): Pending[] {
    const pending: Pending[] = [];
    window.fetch = ((input: RequestInfo | URL) =>
      new Promise<Response>((resolve) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        pending.push({ url, resolve: (body, status = 200, type = 'application/json') => resolve(new Response(body, { status, headers: { 'content-type': type } })) });
      })) as typeof fetch;
    return pending;
  }

  async function load(body: string, status = 200, type = 'application/json'): Promise<{ el: StigmeriaBoard; errors: StigmeriaErrorDetail[] }> {
    const pending = controlledFetch();
    let errors: StigmeriaErrorDetail[] = [];
    const el = await mount({ 'replay-src': '/hostile/replay.json', lang: 'en' }, (e) => (errors = errorsOf(e)));
    await until(() => pending.length === 1);
    pending[0]!.resolve(body, status, type);
    await until(() => errors.length > 0);
    await el.updateComplete;
    return { el, errors };
  }

  it('a 404 gives board/replay-fetch with the status', async () => {
    const { el, errors } = await load('not found', 404, 'text/plain');
    expect(errors.map((e) => e.code)).toEqual(['board/replay-fetch']);
    expect(message(el)).toContain('404');
    expectWhole(el);
    expect(pageErrors).toEqual([]);
  });

  it('an HTML page gives board/replay-json', async () => {
    const { el, errors } = await load('<!doctype html><title>x</title><img src=x onerror=alert(1)>', 200, 'text/html');
    expect(errors.map((e) => e.code)).toEqual(['board/replay-json']);
    expect(message(el)).toBe(errors[0]!.message);
    expect(el.shadowRoot!.querySelector('img')).toBeNull();
    expectWhole(el);
    expect(pageErrors).toEqual([]);
  });

  for (const [label, body] of [
    ['an array', '[1,2,3]'],
    ['null', 'null'],
    ['a replay with steps as an object', JSON.stringify({ ...demo(), steps: { 0: 1 } })],
    ['a replay whose events were edited', JSON.stringify({ ...demo(), steps: demo().steps.map((s, i) => (i === 1 ? { ...s, events: [] } : s)) })],
    ['a schema instead of a replay', JSON.stringify(catalogue[0]!.schema)],
    ['a deeply nested value', '['.repeat(5000) + ']'.repeat(5000)],
  ] as const) {
    it(`JSON of the wrong shape: ${label}`, async () => {
      const { el, errors } = await load(body);
      expect(errors.length).toBe(1);
      expect(errors[0]!.code).toMatch(/^replay\//);
      expect(message(el)).toBe(errors[0]!.message);
      expectWhole(el);
      expect(el.log.length).toBe(0);
      expect(pageErrors).toEqual([]);
    });
  }

  it('a 5 MB JSON document is refused quickly with a short message', async () => {
    const replay = demo();
    // Valid JSON, over the limits: a 5 MB note on the first step.
    const huge = JSON.stringify({ ...replay, steps: replay.steps.map((s, i) => (i === 0 ? { ...s, note: { en: 'x'.repeat(5_000_000) } } : s)) });
    expect(huge.length).toBeGreaterThan(5_000_000);
    const t0 = performance.now();
    const { el, errors } = await load(huge);
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(errors.map((e) => e.code)).toEqual(['replay/invalid']);
    expect(message(el).length).toBeLessThan(500);
    expectWhole(el);
    expect(pageErrors).toEqual([]);
  });

  it('a request that never answers does not block the board', async () => {
    const pending = controlledFetch();
    const el = await mount({ 'replay-src': '/hostile/never.json' });
    await until(() => pending.length === 1);
    expectWhole(el);
    // The game under the pending replay can still be played and rendered.
    expect(el.play({ type: 'draw', player: 0 })).toBe(true);
    await el.updateComplete;
    expect(el.log.length).toBe(1);
  });

  it('shows a loading state while replay-src is pending', async () => {
    const pending = controlledFetch();
    const el = await mount({ 'replay-src': '/hostile/never.json', controls: '' });
    await until(() => pending.length === 1);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[aria-busy="true"]'), 'an element marked aria-busy="true" while loading').not.toBeNull();
    pending[0]!.resolve(JSON.stringify(demo()));
    await until(() => el.state !== null && el.log.length === 0 && q(el, '[part="controls"]') !== null);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('is busy in the very update that takes a new replay-src, before the request answers', async () => {
    const pending = controlledFetch();
    const el = await mount({});
    expect(el.shadowRoot!.querySelector('[aria-busy="true"]')).toBeNull();
    el.setAttribute('replay-src', '/hostile/never.json');
    // One update, and no second one to wait for: the request starts before the render, which shows it.
    expect(await el.updateComplete).toBe(true);
    expect(pending.length).toBe(1);
    expect(el.shadowRoot!.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('changing replay-src ignores the answer to the old request, whenever it comes', async () => {
    const pending = controlledFetch();
    // Neither is the schema of the default game (catalogue[0]), so a schema id tells which replay is shown.
    const first = demo(2);
    const second = demo(1);
    const el = await mount({ 'replay-src': '/hostile/old.json', controls: '' });
    const errors = errorsOf(el);
    await until(() => pending.length === 1);
    el.setAttribute('replay-src', '/hostile/new.json');
    await until(() => pending.length === 2);
    expect(pending[1]!.url).toContain('new.json');
    pending[1]!.resolve(JSON.stringify(second));
    await until(() => el.state?.schema.id === second.setup.schema.id);
    // The old request answers late: it must not replace the replay shown, nor report anything.
    pending[0]!.resolve(JSON.stringify(first));
    await wait(100);
    await el.updateComplete;
    expect(el.state!.schema.id).toBe(second.setup.schema.id);
    pending.length = 0;
    // Again, the old one failing late (404) must not show an error either.
    el.setAttribute('replay-src', '/hostile/old-2.json');
    await until(() => pending.length === 1);
    el.setAttribute('replay-src', '/hostile/new-2.json');
    await until(() => pending.length === 2);
    pending[1]!.resolve(JSON.stringify(first));
    await until(() => el.state?.schema.id === first.setup.schema.id);
    pending[0]!.resolve('gone', 404, 'text/plain');
    await wait(100);
    await el.updateComplete;
    expect(errors).toEqual([]);
    expect(message(el)).toBe('');
    expect(el.state!.schema.id).toBe(first.setup.schema.id);
    expect(pageErrors).toEqual([]);
  });

  it('the replay property wins over a replay-src answer that arrives after it was set', async () => {
    const pending = controlledFetch();
    const fromSrc = demo(2);
    const fromProperty = demo(1);
    const el = await mount({ 'replay-src': '/hostile/slow.json', controls: '' });
    await until(() => pending.length === 1);
    el.replay = fromProperty;
    await el.updateComplete;
    expect(el.state!.schema.id).toBe(fromProperty.setup.schema.id);
    pending[0]!.resolve(JSON.stringify(fromSrc));
    await wait(100);
    await el.updateComplete;
    expect(el.state!.schema.id, 'the replay property must still be shown').toBe(fromProperty.setup.schema.id);
    expect(pageErrors).toEqual([]);
  });

  it('once the replay property is cleared, the replay-src replay is shown again', async () => {
    const pending = controlledFetch();
    const fromSrc = demo(2);
    const fromProperty = demo(1);
    const el = await mount({ 'replay-src': '/hostile/src.json', controls: '' });
    await until(() => pending.length === 1);
    pending[0]!.resolve(JSON.stringify(fromSrc));
    await until(() => el.state?.schema.id === fromSrc.setup.schema.id);
    el.replay = fromProperty;
    await el.updateComplete;
    expect(el.state!.schema.id).toBe(fromProperty.setup.schema.id);
    el.replay = null;
    await el.updateComplete;
    // Either from a cache or from a new request (answered here), the replay-src replay comes back.
    for (const request of pending.slice(1)) request.resolve(JSON.stringify(fromSrc));
    await wait(100);
    for (const request of pending.slice(1)) request.resolve(JSON.stringify(fromSrc));
    await el.updateComplete;
    expect(el.state!.schema.id, 'the replay of replay-src').toBe(fromSrc.setup.schema.id);
    expect(q(el, '[part="controls"]')).not.toBeNull();
    expect(pageErrors).toEqual([]);
  });

  it('a 10,000-character attribute value is not echoed whole in the message', async () => {
    const el = await mount();
    const errors = errorsOf(el);
    for (const name of ['schema', 'mode', 'players']) {
      el.setAttribute(name, 'y'.repeat(10_000));
      await el.updateComplete;
      expect(message(el).length, name).toBeLessThan(500);
      el.removeAttribute(name);
      await el.updateComplete;
    }
    expect(errors.length).toBeGreaterThanOrEqual(3);
    expect(pageErrors).toEqual([]);
  });

  it('a fetch that rejects (network error) gives board/replay-fetch', async () => {
    window.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    let errors: StigmeriaErrorDetail[] = [];
    const el = await mount({ 'replay-src': '/hostile/offline.json' }, (e) => (errors = errorsOf(e)));
    await until(() => errors.length > 0);
    await el.updateComplete;
    expect(errors.map((e) => e.code)).toEqual(['board/replay-fetch']);
    expect(message(el)).toBe(errors[0]!.message);
    expectWhole(el);
    expect(pageErrors).toEqual([]);
  });
});
