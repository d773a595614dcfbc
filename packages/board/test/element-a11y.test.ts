import { afterEach, describe, expect, it } from 'vitest';
import axe from 'axe-core';
import { demoReplay, findSchema, type Replay } from '@stigmeria/rules';
import type { StigmeriaBoard } from '../src/index.js';
import { cell, litCells, mount, q } from './element-helpers.js';

afterEach(() => {
  document.body.replaceChildren();
});

function demo(id: string): Replay {
  const entry = findSchema(id);
  if (entry === undefined) throw new Error(id);
  const replay = demoReplay(entry);
  if (!replay.ok) throw new Error(replay.error.code);
  return replay.value;
}

/** Plays the first `n` steps of a demo through the public API. */
async function playDemo(el: StigmeriaBoard, replay: Replay, n: number): Promise<void> {
  for (const step of replay.steps.slice(0, n)) expect(el.play(step.command), step.command.type).toBe(true);
  await el.updateComplete;
}

/** Runs axe on the element (its shadow tree included) and fails with a readable list of violations. */
async function expectAccessible(el: StigmeriaBoard, what: string): Promise<void> {
  await el.updateComplete;
  const results = await axe.run(el);
  // Besides violations, an ARIA check that axe could not settle ("incomplete") is a finding too: it means the
  // markup relies on support that assistive technologies may not have.
  const unsure = results.incomplete.filter((r) => r.id.startsWith('aria-'));
  const found = [...results.violations, ...unsure].map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`,
  );
  expect(found, `${what}:\n${found.join('\n')}`).toEqual([]);
}

describe('<stigmeria-board> accessibility (axe-core)', () => {
  it('a new game', async () => {
    const el = await mount({ schema: 'dentdine-drifting-kite' });
    await expectAccessible(el, 'new game');
  });

  it('tokens on the board and a pick in progress', async () => {
    const replay = demo('dentdine-drifting-kite');
    const el = await mount({ schema: 'dentdine-drifting-kite', seed: replay.setup.seed });
    await playDemo(el, replay, 3);
    q<HTMLButtonElement>(el, '.recruit-colour')!.click();
    await el.updateComplete;
    expect(litCells(el).length).toBeGreaterThan(0);
    await expectAccessible(el, 'pick in progress');
    cell(el, litCells(el)[0]!).focus();
    await expectAccessible(el, 'focused highlighted cell');
  });

  it('a pending Choreography decision', async () => {
    const replay = demo('dentdine-drifting-kite');
    const el = await mount({ schema: 'dentdine-drifting-kite', seed: replay.setup.seed });
    const first = replay.steps.findIndex((s) => s.command.type === 'choreography');
    await playDemo(el, replay, first + 1);
    expect(el.state!.turn).toBeGreaterThanOrEqual(3);
    expect(el.state!.players[0]!.pending?.kind).toBe('choreography');
    // Choreography is answered on the board and by Stop: its sentence is by the action buttons.
    expect(q(el, '[part="actions"] .pending')!.textContent).toMatch(/^\s*Choreography: up to \d+ more moves?, or stop\./);
    await expectAccessible(el, 'choreography pending');
  });

  it('a replay with controls and a note', async () => {
    const replay = demo('dentdine-drifting-kite');
    const el = await mount({ controls: '', step: '1' }, (e) => (e.replay = replay));
    expect(q(el, '[part="controls"]')).not.toBeNull();
    expect(q(el, '.note')).not.toBeNull();
    await expectAccessible(el, 'replay');
  });

  it('the end panel', async () => {
    const replay = demo('dentdine-drifting-kite');
    const el = await mount({ schema: 'dentdine-drifting-kite', seed: replay.setup.seed, players: '1' });
    await playDemo(el, replay, replay.steps.length);
    expect(q(el, '[part="end-panel"]')).not.toBeNull();
    await expectAccessible(el, 'end panel');
  });

  it('in French, with several players', async () => {
    const el = await mount({ schema: 'dentdine-drifting-kite', lang: 'fr', players: '2' });
    await expectAccessible(el, 'French');
  });
});
