import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { catalogue, legalActions, type Command, type GameState } from '@stigmeria/rules';
import type { StigmeriaBoard } from '../src/index.js';
import { cells, litCells, mount, q } from './element-helpers.js';

afterEach(() => {
  document.body.replaceChildren();
});

/** Plays draws and end-turns in a discovery game until a joker is legal. */
function untilJoker(el: StigmeriaBoard): Extract<Command, { type: 'joker' }> {
  for (let i = 0; i < 400; i++) {
    const state: GameState = el.state!;
    const legal = legalActions(state, 0);
    const joker = legal.find((c) => c.type === 'joker');
    if (joker?.type === 'joker') return joker;
    const draw = legal.find((c) => c.type === 'draw');
    el.play(draw ?? { type: 'end-turn', player: 0 });
  }
  throw new Error('no joker');
}

describe('<stigmeria-board> controls', () => {
  it('plays the joker from its button', async () => {
    const el = await mount({ mode: 'discovery' });
    const joker = untilJoker(el);
    await el.updateComplete;
    const button = q<HTMLButtonElement>(el, `.joker-swap[data-from="${joker.from}"][data-to="${joker.to}"]`)!;
    const before = el.state!.players[0]!.recruit;
    button.click();
    await el.updateComplete;
    const after = el.state!.players[0]!;
    expect(after.jokerUsed).toBe(true);
    expect(after.recruit[joker.to]).toBe(before[joker.to] + 4);
    expect(q(el, '.joker')).toBeNull();
  });

  it('restart turn undoes every step back to the checkpoint', async () => {
    const el = await mount({ mode: 'discovery' });
    el.play({ type: 'end-turn', player: 0 });
    el.play({ type: 'end-turn', player: 0 });
    const checkpoint = el.state!;
    const lands = legalActions(checkpoint, 0).filter((c) => c.type === 'land');
    expect(el.play(lands[0]!)).toBe(true);
    const next = legalActions(el.state!, 0).find((c) => c.type === 'land' || c.type === 'move')!;
    expect(el.play(next)).toBe(true);
    await el.updateComplete;
    q<HTMLButtonElement>(el, 'button.restart')!.click();
    await el.updateComplete;
    expect(el.state!.players[0]!.board).toEqual(checkpoint.players[0]!.board);
    expect(el.state!.players[0]!.actionsUsed).toBe(0);
    expect(q<HTMLButtonElement>(el, 'button.undo')!.disabled).toBe(true);
  });

  it('readonly shows the game but ignores clicks and keys; play() still works', async () => {
    const el = await mount({ readonly: '' });
    q<HTMLButtonElement>(el, '.recruit-colour')!.click();
    await el.updateComplete;
    expect(litCells(el)).toEqual([]);
    expect(q<HTMLButtonElement>(el, 'button.draw')!.disabled).toBe(true);
    cells(el)[0]!.focus();
    await userEvent.keyboard('d');
    expect(el.log).toEqual([]);
    expect(el.play({ type: 'draw', player: 0 })).toBe(true);
  });

  it('picks a special action with its number key', async () => {
    const entry = catalogue.find((e) => e.schema.flower === 'vertighaineuse')!;
    const el = await mount({ schema: entry.schema.id, seed: entry.demo.seed });
    const at = entry.demo.steps.findIndex((s) => s.command.type === 'mixing');
    for (const step of entry.demo.steps.slice(0, at)) el.play(step.command);
    await el.updateComplete;
    cells(el)[0]!.focus();
    await userEvent.keyboard('1');
    await el.updateComplete;
    expect(q(el, '.special[data-action="mixing"]')!.getAttribute('aria-pressed')).toBe('true');
    const firsts = legalActions(el.state!, 0).flatMap((c) => (c.type === 'mixing' ? [c.cells[0]] : []));
    expect(litCells(el)).toEqual([...new Set(firsts)].sort());
    expect(q(el, '#rule-text')!.textContent).toContain('primary');
    expect(q(el, '.help')!.textContent).toContain('Mixing');
  });
});
