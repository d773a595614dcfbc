import { afterEach, describe, expect, it } from 'vitest';
import { demoReplay, findSchema, legalActions, type Command, type Replay } from '@stigmeria/rules';
import type { StigmeriaBoard } from '../src/index.js';
import { cell, litCells, mount, q } from './element-helpers.js';

afterEach(() => {
  document.body.replaceChildren();
});

const ID = 'dentdine-drifting-kite';

function demo(): Replay {
  const replay = demoReplay(findSchema(ID)!);
  if (!replay.ok) throw new Error(replay.error.code);
  return replay.value;
}

/** Two boards at the same point of the demo: one is driven by the pointer, the other by `play`. */
async function pair(steps: number): Promise<[StigmeriaBoard, StigmeriaBoard]> {
  const replay = demo();
  const boards: StigmeriaBoard[] = [];
  for (let i = 0; i < 2; i++) {
    const el = await mount({ schema: ID, seed: replay.setup.seed });
    for (const step of replay.steps.slice(0, steps)) expect(el.play(step.command)).toBe(true);
    await el.updateComplete;
    boards.push(el);
  }
  return [boards[0]!, boards[1]!];
}

function centre(target: Element): { x: number; y: number } {
  const r = target.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

function pointer(target: Element, type: string, at: { x: number; y: number }, pointerType: string): void {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      composed: true,
      cancelable: true,
      pointerId: 7,
      isPrimary: true,
      pointerType,
      button: 0,
      buttons: type === 'pointerup' ? 0 : 1,
      clientX: at.x,
      clientY: at.y,
    }),
  );
}

/** Presses on `from`, moves over `to` (in two moves, past the threshold) and releases there. */
async function drag(el: StigmeriaBoard, from: Element, to: Element, pointerType: string, release = true): Promise<void> {
  const a = centre(from);
  const b = centre(to);
  pointer(from, 'pointerdown', a, pointerType);
  pointer(from, 'pointermove', { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, pointerType);
  pointer(to, 'pointermove', b, pointerType);
  await el.updateComplete;
  if (release) {
    pointer(to, 'pointerup', b, pointerType);
    await el.updateComplete;
  }
}

describe('<stigmeria-board> drag and drop', () => {
  for (const pointerType of ['mouse', 'touch', 'pen']) {
    it(`lands a recruit colour by dragging it onto a highlighted cell (${pointerType})`, async () => {
      const [el, reference] = await pair(3);
      const command = demo().steps[3]!.command as Extract<Command, { type: 'land' }>;
      const source = q(el, `.recruit-colour[data-color="${command.color}"]`)!;
      expect(source.classList.contains('draggable')).toBe(true);
      expect(getComputedStyle(source).touchAction).toBe('none');
      await drag(el, source, cell(el, command.to), pointerType, false);
      expect(cell(el, command.to).classList.contains('drop')).toBe(true);
      expect(litCells(el)).toContain(command.to);
      pointer(cell(el, command.to), 'pointerup', centre(cell(el, command.to)), pointerType);
      await el.updateComplete;
      expect(reference.play(command)).toBe(true);
      expect(el.state).toEqual(reference.state);
      expect(el.log.length).toBe(4);
      expect(q(el, '.drop')).toBeNull();
    });
  }

  it('moves a stigmerian by dragging it, as a click-click would (touch)', async () => {
    const replay = demo();
    const probe = await mount({ schema: ID, seed: replay.setup.seed });
    let steps = 0;
    while (!legalActions(probe.state!, 0).some((c) => c.type === 'move' && c.to !== 'off')) {
      expect(probe.play(replay.steps[steps]!.command)).toBe(true);
      steps++;
    }
    probe.remove();
    const [el, reference] = await pair(steps);
    const move = legalActions(el.state!, 0).find((c): c is Extract<Command, { type: 'move' }> => c.type === 'move' && c.to !== 'off');
    expect(move).toBeDefined();
    const from = cell(el, move!.from);
    expect(from.classList.contains('draggable')).toBe(true);
    expect(getComputedStyle(from).touchAction).toBe('none');
    // Cells that cannot be dragged keep the browser's panning.
    expect(getComputedStyle(cell(el, 'J10')).touchAction).not.toBe('none');
    await drag(el, from, cell(el, move!.to), 'touch');
    expect(reference.play(move!)).toBe(true);
    expect(el.state).toEqual(reference.state);
  });

  it('drives a pending Choreography by dragging', async () => {
    const replay = demo();
    const at = replay.steps.findIndex((s) => s.command.type === 'choreography');
    const [el, reference] = await pair(at + 1);
    const next = replay.steps[at + 1]!.command as Extract<Command, { type: 'choreography' }>;
    await drag(el, cell(el, next.from), cell(el, next.to), 'mouse');
    expect(reference.play(next)).toBe(true);
    expect(el.state).toEqual(reference.state);
  });

  it('releasing elsewhere cancels, and nothing is played', async () => {
    const [el] = await pair(3);
    const before = el.state;
    const source = q(el, '.recruit-colour')!;
    await drag(el, source, q(el, '.title')!, 'touch');
    expect(el.state).toBe(before);
    expect(litCells(el)).toEqual([]);
    expect(q(el, '.prompt')).toBeNull();
    // A release on a cell that is not a legal destination cancels too.
    await drag(el, source, cell(el, 'A1'), 'mouse');
    expect(el.state).toBe(before);
    expect(litCells(el)).toEqual([]);
  });

  it('a press that barely moves stays a click', async () => {
    const [el] = await pair(3);
    const source = q(el, '.recruit-colour')!;
    const a = centre(source);
    pointer(source, 'pointerdown', a, 'mouse');
    pointer(source, 'pointermove', { x: a.x + 2, y: a.y + 1 }, 'mouse');
    pointer(source, 'pointerup', { x: a.x + 2, y: a.y + 1 }, 'mouse');
    source.click();
    await el.updateComplete;
    expect(source.getAttribute('aria-pressed')).toBe('true');
    expect(litCells(el).length).toBeGreaterThan(0);
  });
});
