// The keyboard focus stays in the replay controls when the focused button becomes disabled, and the focus ring
// and the "selected" mark look different.
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { catalogue, demoReplay, findSchema, type Replay } from '@stigmeria/rules';
import type { StigmeriaBoard } from '../src/index.js';
import { mount, q } from './element-helpers.js';

afterEach(() => document.body.replaceChildren());

function demo(): Replay {
  const replay = demoReplay(findSchema(catalogue[0]!.schema.id)!);
  if (!replay.ok) throw new Error(replay.error.code);
  return replay.value;
}

const focused = (el: StigmeriaBoard) => el.shadowRoot!.activeElement as HTMLElement | null;
const control = (el: StigmeriaBoard, name: string) => q<HTMLButtonElement>(el, `[part="controls"] .${name}`)!;

describe('replay controls keep the focus', () => {
  it('pressing "next" with Enter up to the last step leaves the focus on "previous"', async () => {
    const replay = demo();
    const el = await mount({ controls: '' }, (e) => (e.replay = replay));
    control(el, 'next').focus();
    for (let n = 1; n <= replay.steps.length; n++) {
      await userEvent.keyboard('{Enter}');
      await el.updateComplete;
    }
    expect(el.log.length).toBe(replay.steps.length);
    expect(control(el, 'next').disabled).toBe(true);
    expect(focused(el)?.classList.contains('prev')).toBe(true);
    // The keyboard goes on from there: Enter on "previous" steps back.
    await userEvent.keyboard('{Enter}');
    await el.updateComplete;
    expect(el.log.length).toBe(replay.steps.length - 1);
  });

  it('"last" moves the focus to "previous"; "first" then moves it to "next"', async () => {
    const el = await mount({ controls: '' }, (e) => (e.replay = demo()));
    control(el, 'next').click();
    await el.updateComplete;
    control(el, 'last').focus();
    await userEvent.keyboard('{Enter}');
    await el.updateComplete;
    expect(focused(el)?.classList.contains('prev')).toBe(true);
    control(el, 'first').focus();
    await userEvent.keyboard('{Enter}');
    await el.updateComplete;
    expect(el.log.length).toBe(0);
    expect(focused(el)?.classList.contains('next')).toBe(true);
  });

  it('playing to the end with the focus on "next" leaves it on "previous"', async () => {
    const replay = demo();
    const el = await mount({ controls: '', step: String(replay.steps.length - 1) }, (e) => (e.replay = replay));
    el.removeAttribute('step');
    control(el, 'next').focus();
    el.stepTo(replay.steps.length);
    await el.updateComplete;
    expect(focused(el)?.classList.contains('prev')).toBe(true);
  });

  it('a focus the user moved out of the controls is not taken back', async () => {
    const replay = demo();
    const el = await mount({ controls: '' }, (e) => (e.replay = replay));
    const outside = document.createElement('button');
    document.body.append(outside);
    control(el, 'next').focus();
    outside.focus();
    el.stepTo(replay.steps.length);
    await el.updateComplete;
    expect(document.activeElement).toBe(outside);
  });
});

describe('the focus ring and the selected mark', () => {
  it('a picked recruit colour is filled and edged, with no ring; a focused button has a ring standing off it, with no fill', async () => {
    const el = await mount({ seed: 'focus' });
    const colour = q<HTMLButtonElement>(el, '[part="recruit"] button.recruit-colour:not([disabled])')!;
    expect(colour).not.toBeNull();
    const plain = getComputedStyle(colour).backgroundColor;
    colour.click();
    await el.updateComplete;
    const picked = q<HTMLButtonElement>(el, '[part="recruit"] button[aria-pressed="true"]')!;
    const selected = getComputedStyle(picked);
    expect(selected.backgroundColor).not.toBe(plain);
    expect(selected.boxShadow).toContain('inset');
    expect(selected.outlineStyle).toBe('none');
    // The keyboard focus on a button that is not selected: a ring, offset from it, and no inset edge.
    const end = q<HTMLButtonElement>(el, '[part="actions"] .draw')!;
    expect(end.disabled).toBe(false);
    end.focus();
    const ring = getComputedStyle(focused(el)!);
    expect(focused(el)).toBe(end);
    expect(ring.outlineStyle).toBe('solid');
    expect(ring.outlineOffset).toBe('3px');
    expect(ring.boxShadow).toBe('none');
    expect(ring.backgroundColor).not.toBe(selected.backgroundColor);
  });
});
