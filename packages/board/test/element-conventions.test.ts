// The conventions a page relies on with any custom element: the attributes that describe the board's state read it,
// the host passes the focus into the board, and events report what the user or the board did, never what the page
// set.
import { afterEach, describe, expect, it } from 'vitest';
import { catalogue, demoReplay, findSchema, type Replay } from '@stigmeria/rules';
import type { StigmeriaBoard } from '../src/index.js';
import { mount, q, until } from './element-helpers.js';

afterEach(() => document.body.replaceChildren());

function demo(index = 0): Replay {
  const replay = demoReplay(findSchema(catalogue[index]!.schema.id)!);
  if (!replay.ok) throw new Error(replay.error.code);
  return replay.value;
}

const EVENTS = ['stigmeria-command', 'stigmeria-change', 'stigmeria-end', 'stigmeria-error', 'stigmeria-step'] as const;

/** Every event the board fires, in order, as `name` or `name:step`. */
function heard(el: StigmeriaBoard): string[] {
  const names: string[] = [];
  for (const name of EVENTS) {
    el.addEventListener(name, (e) => {
      const detail = (e as CustomEvent<{ step?: number }>).detail;
      names.push(name === 'stigmeria-step' ? `${name}:${detail.step}` : name);
    });
  }
  return names;
}

/** Lets a stray update or timer fire what it would. */
async function settle(el: StigmeriaBoard): Promise<void> {
  await el.updateComplete;
  await new Promise((r) => setTimeout(r, 50));
  await el.updateComplete;
}

describe('the step attribute reads the cursor', () => {
  it('after stepTo(9), a click and the replay timer, with one event per move and no request of the page', async () => {
    const replay = demo();
    const el = await mount({ controls: '' }, (e) => (e.replay = replay));
    const events = heard(el);
    expect(el.getAttribute('step')).toBe('0');

    expect(el.stepTo(9)).toBe(9);
    await settle(el);
    expect(el.getAttribute('step')).toBe('9');
    // Writing the attribute back moved nothing again and reported nothing twice.
    expect(events).toEqual(['stigmeria-step:9']);

    q<HTMLButtonElement>(el, '[part="controls"] .next')!.click();
    await settle(el);
    expect(el.getAttribute('step')).toBe('10');
    expect(events).toEqual(['stigmeria-step:9', 'stigmeria-step:10']);

    q<HTMLButtonElement>(el, '[part="controls"] .toggle')!.click();
    await until(() => el.getAttribute('step') === '11');
    q<HTMLButtonElement>(el, '[part="controls"] .toggle')!.click();
    await settle(el);
    expect(events.slice(0, 3)).toEqual(['stigmeria-step:9', 'stigmeria-step:10', 'stigmeria-step:11']);
    expect(el.getAttribute('step')).toBe(String(el.step));

    // The attribute the board wrote is no request: another replay opens at its first step, as without a step.
    el.replay = demo(1);
    await settle(el);
    expect(el.step).toBe(0);
    expect(el.getAttribute('step')).toBe('0');
  });

  it('a page that asks for a step again is obeyed, though the attribute already reads the cursor', async () => {
    const el = await mount({ controls: '', step: '4' }, (e) => (e.replay = demo()));
    el.stepTo(7);
    await el.updateComplete;
    expect(el.getAttribute('step')).toBe('7');
    el.setAttribute('step', '7');
    await el.updateComplete;
    el.setAttribute('step', '4');
    await el.updateComplete;
    expect(el.step).toBe(4);
    expect(el.getAttribute('step')).toBe('4');
    // The page's request still holds for the next replay.
    el.replay = demo(1);
    await el.updateComplete;
    expect(el.step).toBe(4);
  });

  it('a step the page wrote that is no step stays as written, and every replay loaded quotes it', async () => {
    const errors: string[] = [];
    const el = await mount({ controls: '', step: 'four' }, (e) => {
      e.addEventListener('stigmeria-error', (ev) => errors.push((ev as CustomEvent<{ code: string; message: string }>).detail.message));
      e.replay = demo();
    });
    el.stepTo(6);
    await el.updateComplete;
    expect(el.getAttribute('step')).toBe('four');
    el.replay = demo(1);
    await el.updateComplete;
    expect(errors.length).toBe(2);
    for (const message of errors) expect(message).toContain('four');
  });

  it('without a replay, reads the page\'s request: a property set shows as the attribute, null removes it', async () => {
    const el = await mount();
    expect(el.hasAttribute('step')).toBe(false);
    el.step = 3;
    await el.updateComplete;
    expect(el.getAttribute('step')).toBe('3');
    el.step = null;
    await el.updateComplete;
    expect(el.hasAttribute('step')).toBe(false);
  });
});

describe('the host delegates the focus', () => {
  it('el.focus() reaches the shown board\'s grid, at its roving tab stop', async () => {
    const el = await mount();
    expect(el.shadowRoot!.delegatesFocus).toBe(true);
    el.focus();
    const active = el.shadowRoot!.activeElement as HTMLElement | null;
    expect(document.activeElement).toBe(el);
    expect(active?.getAttribute('role')).toBe('gridcell');
    expect(active?.tabIndex).toBe(0);
    expect(active?.closest('[part="board"]')).not.toBeNull();
  });
});

describe('events report what the user or the board did, not what the page set', () => {
  it('a replay: setting step (property or attribute) or replay fires nothing; stepTo and reset do', async () => {
    const replay = demo();
    const el = await mount({ controls: '' }, (e) => (e.replay = replay));
    const events = heard(el);
    el.step = 3;
    await settle(el);
    expect(el.step).toBe(3);
    el.setAttribute('step', '5');
    await settle(el);
    expect(el.step).toBe(5);
    el.replay = demo(1);
    await settle(el);
    expect(el.step).toBe(5);
    expect(events).toEqual([]);

    el.stepTo(2);
    el.reset();
    await settle(el);
    expect(events).toEqual(['stigmeria-step:2', 'stigmeria-step:0']);
  });

  it('a game: setting schema, mode, players, seed or schemaData fires nothing; play() does', async () => {
    const el = await mount();
    const events = heard(el);
    el.schema = catalogue[1]!.schema.id;
    await settle(el);
    el.mode = 'discovery';
    el.players = 2;
    el.seed = 'conventions';
    await settle(el);
    el.schemaData = catalogue[2]!.schema;
    await settle(el);
    expect(el.state?.schema.id).toBe(catalogue[2]!.schema.id);
    expect(events).toEqual([]);

    expect(el.play({ type: 'draw', player: 0 })).toBe(true);
    expect(events).toEqual(['stigmeria-command', 'stigmeria-change']);
  });
});
