import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { catalogue, legalActions, outcome, play, type Command } from '@stigmeria/rules';
import type { StigmeriaChangeDetail, StigmeriaCommandDetail, StigmeriaEndDetail } from '../src/index.js';
import { cell, cells, litCells, mount, q } from './element-helpers.js';

afterEach(() => {
  document.body.replaceChildren();
});

describe('<stigmeria-board> playing', () => {
  it('draws and lands with the keyboard only', async () => {
    const el = await mount();
    const first = cells(el).find((c) => c.tabIndex === 0)!;
    first.focus();
    // Turn 1 gives one action: end it, then draw and land in turn 2.
    await userEvent.keyboard('e');
    await el.updateComplete;
    expect(el.state!.turn).toBe(2);
    await userEvent.keyboard('d');
    await el.updateComplete;
    expect(el.log.map((s) => s.command.type)).toEqual(['end-turn', 'draw']);
    await userEvent.keyboard('r');
    await el.updateComplete;
    const pressed = q<HTMLButtonElement>(el, '.recruit-colour[aria-pressed="true"]')!;
    const colour = pressed.dataset['color'];
    const state = el.state!;
    const land = legalActions(state, 0).find((c) => c.type === 'land' && c.color === colour);
    if (land?.type !== 'land') throw new Error('no land');
    expect(litCells(el)).toContain(land.to);
    const index = [...cells(el)].findIndex((c) => c.dataset['cell'] === land.to);
    const row = Math.floor(index / 10);
    const col = index % 10;
    for (let i = 0; i < row; i++) await userEvent.keyboard('{ArrowDown}');
    for (let i = 0; i < col; i++) await userEvent.keyboard('{ArrowRight}');
    await el.updateComplete;
    expect(cell(el, land.to).tabIndex).toBe(0);
    expect(el.shadowRoot!.activeElement).toBe(cell(el, land.to));
    expect(cells(el).filter((c) => c.tabIndex === 0).length).toBe(1);
    await userEvent.keyboard('{Enter}');
    await el.updateComplete;
    const reference = play(state, land);
    if (!reference.ok) throw new Error(reference.error.code);
    expect(el.state).toEqual(reference.value.state);
    expect(cell(el, land.to).dataset['face']).not.toBe('empty');
  });

  it('Escape cancels a pick', async () => {
    const el = await mount();
    q<HTMLButtonElement>(el, '.recruit-colour:not([disabled])')!.click();
    await el.updateComplete;
    expect(litCells(el).length).toBeGreaterThan(0);
    cells(el).find((c) => c.tabIndex === 0)!.focus();
    await userEvent.keyboard('{Escape}');
    await el.updateComplete;
    expect(litCells(el)).toEqual([]);
  });

  it('stigmeria-command can be cancelled', async () => {
    const el = await mount();
    const before = el.state;
    const seen: Command[] = [];
    el.addEventListener('stigmeria-command', (e) => {
      const event = e as CustomEvent<StigmeriaCommandDetail>;
      expect(event.bubbles && event.composed && event.cancelable).toBe(true);
      seen.push(event.detail.command);
      event.preventDefault();
    });
    let changed = 0;
    el.addEventListener('stigmeria-change', () => changed++);
    const draw: Command = { type: 'draw', player: 0 };
    expect(el.play(draw)).toBe(false);
    q<HTMLButtonElement>(el, 'button.draw')!.click();
    await el.updateComplete;
    expect(seen).toEqual([draw, draw]);
    expect(changed).toBe(0);
    expect(el.state).toBe(before);
    expect(el.log).toEqual([]);
  });

  it('stigmeria-change carries the command, its events and the new state', async () => {
    const el = await mount();
    const before = el.state!;
    const details: StigmeriaChangeDetail[] = [];
    document.body.addEventListener('stigmeria-change', (e) => details.push(e.detail));
    const draw: Command = { type: 'draw', player: 0 };
    expect(el.play(draw)).toBe(true);
    const reference = play(before, draw);
    if (!reference.ok) throw new Error(reference.error.code);
    expect(details.length).toBe(1);
    expect(details[0]!.command).toEqual(draw);
    expect(details[0]!.events).toEqual(reference.value.events);
    expect(details[0]!.state).toEqual(reference.value.state);
    expect(el.state).toEqual(reference.value.state);
  });

  it('refuses an illegal command with stigmeria-error and an inline message', async () => {
    const el = await mount();
    const errors: string[] = [];
    el.addEventListener('stigmeria-error', (e) => errors.push((e as CustomEvent<{ code: string }>).detail.code));
    expect(el.play({ type: 'move', player: 0, from: 'E5', to: 'E6' })).toBe(false);
    await el.updateComplete;
    expect(errors.length).toBe(1);
    expect(q(el, '[part="message"]')!.textContent!.trim().length).toBeGreaterThan(0);
  });

  it('undo takes back the last land', async () => {
    const el = await mount();
    const start = el.state!;
    const land = legalActions(start, 0).find((c) => c.type === 'land')!;
    expect(el.play(land)).toBe(true);
    await el.updateComplete;
    expect(el.log.length).toBe(1);
    expect(el.undo()).toBe(true);
    await el.updateComplete;
    expect(el.log.length).toBe(0);
    expect(el.state!.players[0]!.board).toEqual(start.players[0]!.board);
    expect(el.state!.players[0]!.recruit).toEqual(start.players[0]!.recruit);
    expect(cells(el).map((c) => c.dataset['face'])).toEqual(start.players[0]!.board.map((t) => (t === null ? 'empty' : t.pollen ? 'pollen' : 'stigmerian')));
  });

  it('reset starts the game again', async () => {
    const el = await mount();
    const start = el.state;
    el.play({ type: 'draw', player: 0 });
    el.reset();
    await el.updateComplete;
    expect(el.state).toEqual(start);
    expect(el.log).toEqual([]);
  });

  it('highlights only the cells of legal special-action commands', async () => {
    // Play the first demo up to its first special action, then pick that action on the board.
    const entry = catalogue.find((e) => e.demo.steps.some((s) => !['draw', 'land', 'move', 'end-turn', 'undo', 'joker'].includes(s.command.type)))!;
    const el = await mount({ schema: entry.schema.id, seed: entry.demo.seed });
    const at = entry.demo.steps.findIndex((s) => !['draw', 'land', 'move', 'end-turn', 'undo', 'joker'].includes(s.command.type));
    for (const step of entry.demo.steps.slice(0, at)) expect(el.play(step.command)).toBe(true);
    await el.updateComplete;
    const special = entry.demo.steps[at]!.command;
    const button = q<HTMLButtonElement>(el, `.special[data-action="${special.type}"]`)!;
    expect(button.dataset['state']).toBe('available');
    expect(button.title.length).toBeGreaterThan(10);
    button.click();
    await el.updateComplete;
    const legal = legalActions(el.state!, 0).filter((c) => c.type === special.type);
    const firsts = new Set(
      legal.map((c) => ('cells' in c ? c.cells[0] : 'cell' in c ? c.cell : 'from' in c ? c.from : '')),
    );
    expect(litCells(el)).toEqual([...firsts].sort());
  });

  it('plays a whole catalogue demo through play() and shows the end panel with the score', async () => {
    const entry = catalogue[0]!;
    const el = await mount({ schema: entry.schema.id, seed: entry.demo.seed });
    const ends: StigmeriaEndDetail[] = [];
    el.addEventListener('stigmeria-end', (e) => ends.push((e as CustomEvent<StigmeriaEndDetail>).detail));
    for (const step of entry.demo.steps) expect(el.play(step.command)).toBe(true);
    await el.updateComplete;
    expect(el.state!.over).toBe(true);
    const result = outcome(el.state!)!;
    expect(ends).toEqual([{ outcome: result }]);
    const panel = q(el, '[part="end-panel"]')!;
    expect(panel).not.toBeNull();
    const total = panel.querySelector<HTMLElement>('.total')!;
    expect(Number(total.dataset['total'])).toBe(result.ranking[0]!.score.total);
    expect(total.textContent!.trim()).toBe(String(result.ranking[0]!.score.total));
    expect(result.ranking[0]!.reason).toBe('fulfilled');
  });

  it('hot-seat: ending a turn shows the next player', async () => {
    const el = await mount({ players: '3' });
    const tabs = () => [...el.shadowRoot!.querySelectorAll<HTMLElement>('.player-tab')];
    expect(tabs()[0]!.getAttribute('aria-selected')).toBe('true');
    q<HTMLButtonElement>(el, 'button.end-turn')!.click();
    await el.updateComplete;
    expect(tabs()[1]!.getAttribute('aria-selected')).toBe('true');
    expect(q(el, '[role="grid"]')!.getAttribute('aria-label')).toContain('Player 2');
  });
});
