import { afterEach, describe, expect, it } from 'vitest';
import { catalogue, createGame, legalActions, play, type GameState } from '@stigmeria/rules';
import '../src/define.js';
import type { StigmeriaBoard } from '../src/index.js';
import { cell, cells, mount } from './element-helpers.js';

/** The board of player 0 as the cells show it, compared with a state. */
function expectBoardMatches(el: StigmeriaBoard, state: GameState, player = 0): void {
  const board = state.players[player]!.board;
  cells(el).forEach((c, i) => {
    const token = board[i] ?? null;
    expect(c.dataset['face']).toBe(token === null ? 'empty' : token.pollen ? 'pollen' : 'stigmerian');
    if (token !== null) expect(c.dataset['color']).toBe(token.color);
  });
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('<stigmeria-board> rendering', () => {
  it('renders 100 labelled cells in 10 rows with one tab stop', async () => {
    const el = await mount();
    const grid = el.shadowRoot!.querySelector('[role="grid"]')!;
    expect(grid.getAttribute('part')).toBe('board');
    expect(grid.querySelectorAll('[role="row"]').length).toBe(10);
    const all = cells(el);
    expect(all.length).toBe(100);
    expect(all.filter((c) => c.tabIndex === 0).length).toBe(1);
    for (const c of all) {
      expect(c.getAttribute('part')).toBe('cell');
      expect(c.getAttribute('aria-label')).toMatch(/^[A-J](10|[1-9]), /);
      expect(['stigmerian', 'pollen', 'empty']).toContain(c.dataset['face']);
    }
    const schema = catalogue[0]!.schema;
    const target = schema.targets[0]!;
    expect(cell(el, target.cell).getAttribute('aria-label')).toContain(`target: ${target.color}`);
    expect(el.state).not.toBeNull();
    expect(el.state!.schema.id).toBe(schema.id);
  });

  it('plays a land by clicking a recruit colour then a highlighted cell, as play() would', async () => {
    const el = await mount();
    const start = el.state!;
    const land = legalActions(start, 0).find((c) => c.type === 'land');
    expect(land).toBeDefined();
    if (land?.type !== 'land') throw new Error('no land');
    const button = el.shadowRoot!.querySelector<HTMLButtonElement>(`.recruit-colour[data-color="${land.color}"]`)!;
    button.click();
    await el.updateComplete;
    const lit = cells(el).filter((c) => c.classList.contains('lit')).map((c) => c.dataset['cell']);
    const expected = legalActions(start, 0)
      .filter((c) => c.type === 'land' && c.color === land.color)
      .map((c) => (c.type === 'land' ? c.to : ''));
    expect(lit.sort()).toEqual(expected.sort());
    cell(el, land.to).click();
    await el.updateComplete;
    const reference = play(start, land);
    if (!reference.ok) throw new Error(reference.error.code);
    expect(el.state).toEqual(reference.value.state);
    expectBoardMatches(el, reference.value.state);
    expect(cell(el, land.to).dataset['face']).not.toBe('empty');
    expect(el.log.length).toBe(1);
    const live = el.shadowRoot!.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toContain(`lands on ${land.to}`);
  });

  it('matches a game created with the same setup', async () => {
    const el = await mount({ players: '2', seed: 'abc', mode: 'discovery' });
    const created = createGame({ schema: catalogue[0]!.schema, mode: 'discovery', players: 2, seed: 'abc' });
    if (!created.ok) throw new Error(created.error.code);
    expect(el.state).toEqual(created.value);
    expect(el.shadowRoot!.querySelectorAll('.player-tab').length).toBe(2);
  });
});
