// Competitive and no-limit play through the element: the StigmaReine, the decisions panel, the wind die, earned
// actions, and the keyboard. Positions are reached by playing commands the rules list (`legalActions`), found by a
// fixed policy from fixed seeds.
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import axe from 'axe-core';
import { activePlayer, catalogue, createGame, legalActions, play, type Command, type GameState, type Pending, type TargetSchema } from '@stigmeria/rules';
import type { StigmeriaBoard } from '../src/index.js';
import { loadTranslation } from '../src/i18n.js';
import { pendingPrompt } from '../src/views/pending.js';
import { mount, q } from './element-helpers.js';

afterEach(() => {
  document.body.replaceChildren();
});

/** A competitive schema of 3 stars, so that most actions can be earned (R17). */
const DUEL: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'test-duel',
  name: { en: 'Duel', fr: 'Duel' },
  flower: 'competitive',
  stars: 3,
  targets: [
    { cell: 'J1', color: 'blue' },
    { cell: 'J2', color: 'red' },
  ],
};

async function game(mode: string, seed: string, players = '2', schema: TargetSchema | null = DUEL): Promise<StigmeriaBoard> {
  return mount({ mode, seed, players }, (e) => {
    if (schema !== null) e.schemaData = schema;
  });
}

/** Who acts now: a player owing a decision, else the active player. */
function actor(state: GameState): number {
  const deciding = state.players.findIndex((p) => p.pending !== null);
  return deciding >= 0 ? deciding : (activePlayer(state) ?? 0);
}

/**
 * A fixed policy over legal commands: the A5 token, Draw and Place (on the cell that earns an action when
 * `seekGain`), the first gain and give, the wind die's first answer, then end the turn.
 */
function policy(state: GameState, seekGain: boolean): Command {
  const who = actor(state);
  const legal = legalActions(state, who);
  const pending = state.players[who]!.pending;
  if (pending?.kind === 'central-place' && seekGain) {
    const earning = legal.find((c) => {
      const next = play(state, c);
      return next.ok && next.value.state.players[who]!.pending?.kind === 'gain';
    });
    if (earning !== undefined) return earning;
  }
  const prefer = ['a5', 'central-place', 'gain', 'give', 'wind-direction', 'wind-unknown', 'charmer-pass', 'central-draw', 'end-turn'];
  for (const type of prefer) {
    const c = legal.find((x) => x.type === type);
    if (c !== undefined) return c;
  }
  return legal[0]!;
}

/** Plays the policy from a new game until `stop` holds; returns the commands. */
function lineUntil(mode: 'competitive' | 'competitive-no-limit', seed: string, seekGain: boolean, stop: (s: GameState) => boolean): Command[] {
  const created = createGame({ schema: DUEL, mode, players: 2, seed });
  if (!created.ok) throw new Error(created.error.code);
  let state = created.value;
  const out: Command[] = [];
  for (let guard = 0; guard < 2000 && !stop(state); guard++) {
    const c = policy(state, seekGain);
    const next = play(state, c);
    if (!next.ok) throw new Error(next.error.code);
    state = next.value.state;
    out.push(c);
  }
  if (!stop(state)) throw new Error('the position was not reached');
  return out;
}

/** Replays the element's log with the rules: the element's state must be exactly that. */
function expectStateFromLog(el: StigmeriaBoard, mode: GameState['mode'], seed: string): void {
  const created = createGame({ schema: DUEL, mode, players: 2, seed });
  if (!created.ok) throw new Error(created.error.code);
  let state = created.value;
  for (const step of el.log) {
    const next = play(state, step.command);
    if (!next.ok) throw new Error(next.error.code);
    state = next.value.state;
  }
  expect(el.state).toEqual(state);
}

const decision = (el: StigmeriaBoard, type: string) => q<HTMLButtonElement>(el, `.decisions button[data-command="${type}"]`);
const centralLit = (el: StigmeriaBoard) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="central-cell"].lit')];
const shownTab = (el: StigmeriaBoard) => q(el, '.player-tab[aria-selected="true"]')!.dataset['player'];

async function click(el: StigmeriaBoard, target: HTMLElement | null): Promise<void> {
  expect(target).not.toBeNull();
  target!.click();
  await el.updateComplete;
}

async function expectAccessible(el: StigmeriaBoard, what: string): Promise<void> {
  await el.updateComplete;
  const results = await axe.run(el);
  const unsure = results.incomplete.filter((r) => r.id.startsWith('aria-'));
  const found = [...results.violations, ...unsure].map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
  expect(found, `${what}:\n${found.join('\n')}`).toEqual([]);
}

describe('<stigmeria-board> competitive play', () => {
  it('plays a whole competitive turn by clicks, then follows the other player', async () => {
    const el = await game('competitive', 'g11');
    const first = el.state!.first;
    expect(shownTab(el)).toBe(String(first));
    expect(q(el, `.player-tab[data-player="${first}"]`)!.dataset['first']).toBe('true');
    expect(q(el, '[part="central-board"]')).not.toBeNull();
    expect(q(el, '[part="central-cell"][data-cell="A5"]')!.getAttribute('aria-label')).toBe('StigmaReine A5, empty');
    // The StigmaReine is empty: the A5 token first (R19).
    await click(el, decision(el, 'a5'));
    const a5 = el.state!.central!.board[4]!;
    expect(q(el, '[part="central-cell"][data-cell="A5"]')!.getAttribute('aria-label')).toBe(`StigmaReine A5, ${a5.color}`);
    for (let n = 0; n < 2; n++) {
      await click(el, decision(el, 'central-draw'));
      expect(el.state!.players[first]!.pending?.kind).toBe('central-place');
      expect(q(el, '.decisions .pending')!.textContent).toMatch(/Place the drawn/);
      const lit = centralLit(el);
      expect(lit.length).toBeGreaterThan(0);
      const allowed = legalActions(el.state!, first).flatMap((c) => (c.type === 'central-place' ? [c.to] : []));
      expect(lit.map((c) => c.dataset['cell']).sort()).toEqual([...allowed].sort());
      await click(el, lit[0]!);
      expect(q(el, '.central-left')!.dataset['left']).toBe(String(1 - n));
    }
    expect(el.state!.players[first]!.pending).toBeNull();
    // A personal action, then the end of the turn.
    await click(el, q(el, 'button.draw'));
    await click(el, q(el, 'button.end-turn'));
    expect(el.log.map((s) => s.command.type)).toEqual(['a5', 'central-draw', 'central-place', 'central-draw', 'central-place', 'draw', 'end-turn']);
    const second = 1 - first;
    expect(shownTab(el)).toBe(String(second));
    expect(q(el, `.player-tab[data-player="${second}"]`)!.dataset['active']).toBe('true');
    expect(decision(el, 'a5')).toBeNull();
    await click(el, decision(el, 'central-draw'));
    await click(el, centralLit(el)[0]!);
    expect(el.log.at(-1)!.command).toMatchObject({ type: 'central-place', player: second });
    expectStateFromLog(el, 'competitive', 'g11');
  });

  it('plays a competitive turn with the keyboard only', async () => {
    const el = await game('competitive', 'g11');
    const first = el.state!.first;
    const active = () => el.shadowRoot!.activeElement as HTMLElement | null;
    // Reaching the board gives the focus to the open decision: the A5 buttons.
    q<HTMLElement>(el, '[part="cell"][tabindex="0"]')!.focus();
    await el.updateComplete;
    await el.updateComplete;
    expect(active()?.dataset['command']).toBe('a5');
    await userEvent.keyboard('{Enter}');
    await el.updateComplete;
    for (let n = 0; n < 2; n++) {
      await el.updateComplete;
      expect(active()?.dataset['command']).toBe('central-draw');
      await userEvent.keyboard('{Enter}');
      await el.updateComplete;
      await el.updateComplete;
      // The drawn token waits for its cell: the focus is on the StigmaReine, on an offered cell.
      expect(active()?.getAttribute('part')).toBe('central-cell');
      expect(active()?.classList.contains('lit')).toBe(true);
      // Arrows move over the StigmaReine only; come back to an offered cell and drop there.
      const start = active()!.dataset['cell'];
      await userEvent.keyboard('{ArrowLeft}');
      await el.updateComplete;
      expect(active()?.getAttribute('part')).toBe('central-cell');
      if (active()!.dataset['cell'] !== start) await userEvent.keyboard('{ArrowRight}');
      await el.updateComplete;
      expect(active()!.dataset['cell']).toBe(start);
      await userEvent.keyboard('{Enter}');
      await el.updateComplete;
    }
    await userEvent.keyboard('d');
    await el.updateComplete;
    await userEvent.keyboard('e');
    await el.updateComplete;
    await el.updateComplete;
    expect(el.log.map((s) => s.command.type)).toEqual(['a5', 'central-draw', 'central-place', 'central-draw', 'central-place', 'draw', 'end-turn']);
    // The other player's turn: its first decision has the focus.
    expect(shownTab(el)).toBe(String(1 - first));
    expect(active()?.dataset['command']).toBe('central-draw');
    expectStateFromLog(el, 'competitive', 'g11');
  });

  it('chooses an earned action and gives the matched tokens through the decisions panel', async () => {
    const line = lineUntil('competitive', 'g2', true, (s) => s.players.some((p) => p.pending?.kind === 'gain'));
    const el = await game('competitive', 'g2');
    for (const c of line) expect(el.play(c), c.type).toBe(true);
    await el.updateComplete;
    const who = actor(el.state!);
    expect(shownTab(el)).toBe(String(who));
    const gains = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.decisions button[data-command="gain"]')];
    const earnable = legalActions(el.state!, who).filter((c) => c.type === 'gain');
    expect(gains.length).toBe(earnable.length);
    // Each offered action shows its rule text.
    for (const b of gains) expect(b.querySelector('.choice-rule')!.textContent!.length).toBeGreaterThan(20);
    await expectAccessible(el, 'gain decision');
    const chosen = earnable[0]!;
    await click(el, gains[0]!);
    expect(el.state!.players[who]!.specials).toContain(chosen.type === 'gain' ? chosen.action : '');
    expect(q(el, `.special[data-action="${chosen.type === 'gain' ? chosen.action : ''}"]`)).not.toBeNull();
    // The matched tokens go into bags: pick one on the StigmaReine, then the bag.
    for (let guard = 0; guard < 3 && el.state!.players[who]!.pending?.kind === 'give'; guard++) {
      const matched = (el.state!.players[who]!.pending as { cells: readonly string[] }).cells;
      expect(centralLit(el).map((c) => c.dataset['cell']).sort()).toEqual([...matched].sort());
      await click(el, centralLit(el)[0]!);
      const bags = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.decisions button[data-command="give"]')];
      expect(bags.length).toBe(2);
      const bagsBefore = el.state!.players.map((p) => p.bag.length);
      await click(el, bags[1]!);
      expect(el.log.at(-1)!.command).toMatchObject({ type: 'give', to: 1 });
      expect(el.state!.players[1]!.bag.length).toBe(bagsBefore[1]! + 1);
    }
    expect(el.state!.players[who]!.pending).toBeNull();
    expect(q(el, '[aria-live="polite"]')!.textContent).toMatch(/goes into the bag of/);
    expectStateFromLog(el, 'competitive', 'g2');
  });

  it('says what is left on the StigmaReine in plain words, in both languages', async () => {
    const el = await game('competitive', 'g11');
    const said = () => q(el, '.central-left')!.parentElement!.textContent!.replace(/\s+/g, ' ').trim();
    expect(said()).toContain('2 actions left on the StigmaReine');
    expect(said()).toContain('You may still move one StigmaReine token this turn');
    expect(said()).not.toMatch(/central Move|open|spent/);
    el.lang = 'fr';
    await el.updateComplete;
    expect(said()).toContain('2 actions restantes sur la StigmaReine');
  });

  it('gives every token in line to one bag with one press ("all to one bag"), or each to the bag chosen for it', async () => {
    const line = lineUntil('competitive', 'g2', true, (s) => s.players.some((p) => p.pending?.kind === 'give'));
    const el = await game('competitive', 'g2');
    for (const c of line) expect(el.play(c), c.type).toBe(true);
    await el.updateComplete;
    const who = actor(el.state!);
    const matched = (el.state!.players[who]!.pending as { cells: readonly string[] }).cells;
    expect(q(el, '.decisions .pending')!.textContent).toContain('into one bag');
    // One button per bag, each naming how many tokens go into it.
    const all = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.decisions button[data-give-all]')];
    expect(all.map((b) => b.dataset['giveAll'])).toEqual(['0', '1']);
    expect(all[1]!.textContent!.trim()).toBe(matched.length === 1 ? 'Into the bag of Player 2' : `All ${matched.length} into the bag of Player 2`);
    const bagBefore = el.state!.players[1]!.bag.length;
    const steps = el.log.length;
    await click(el, all[1]!);
    expect(el.state!.players[who]!.pending?.kind).not.toBe('give');
    expect(el.state!.players[1]!.bag.length).toBe(bagBefore + matched.length);
    // A give per token, each in the log as the rules record it.
    expect(el.log.slice(steps).map((s) => s.command)).toEqual(matched.map(() => expect.objectContaining({ type: 'give', to: 1 })));
    expectStateFromLog(el, 'competitive', 'g2');
  });

  it('passes axe with the StigmaReine, a decision open, and the end panel', async () => {
    const el = await game('competitive', 'g11');
    expect(decision(el, 'a5')).not.toBeNull();
    await expectAccessible(el, 'competitive game with A5 to place');
    const line = lineUntil('competitive', 'g11', false, (s) => s.over);
    el.reset();
    for (const c of line) expect(el.play(c), c.type).toBe(true);
    await el.updateComplete;
    const panel = q(el, '[part="end-panel"]')!;
    expect(panel).not.toBeNull();
    // R15: the late turns count only in solo no limit, and the recruit zone only in discovery and normal, so the
    // competitive breakdown has neither; a row per player.
    expect(panel.querySelectorAll('tbody tr').length).toBe(2);
    expect(panel.querySelectorAll('.late-turns, .recruit-points').length).toBe(0);
    await expectAccessible(el, 'competitive end panel');
  });

  it('keeps the StigmaReine and the decisions usable at 320 px', async () => {
    const box = document.createElement('div');
    box.style.width = '320px';
    document.body.append(box);
    const el = document.createElement('stigmeria-board');
    el.setAttribute('mode', 'competitive');
    el.setAttribute('players', '2');
    el.setAttribute('seed', 'g11');
    el.schemaData = DUEL;
    box.append(el);
    await el.updateComplete;
    expect(el.scrollWidth).toBeLessThanOrEqual(320);
    const a5 = decision(el, 'a5')!;
    const rect = a5.getBoundingClientRect();
    expect(rect.right).toBeLessThanOrEqual(box.getBoundingClientRect().right + 0.5);
    await click(el, a5);
    await click(el, decision(el, 'central-draw'));
    const lit = centralLit(el)[0]!;
    const r = lit.getBoundingClientRect();
    expect(r.width).toBeGreaterThan(10);
    lit.scrollIntoView();
    const box2 = lit.getBoundingClientRect();
    // The cell itself is what a finger at its centre hits.
    expect(el.shadowRoot!.elementFromPoint(box2.left + box2.width / 2, box2.top + box2.height / 2)?.closest('[part="central-cell"]')).toBe(lit);
    await click(el, lit);
    expect(el.log.at(-1)!.command.type).toBe('central-place');
    expect(el.scrollWidth).toBeLessThanOrEqual(320);
  });
});

/** The sentence by the action buttons, if any: only Choreography's and Half Note's are said there. */
const actionsPrompt = (el: StigmeriaBoard) => q(el, '[part="actions"] .pending')?.textContent?.trim();
const panelPrompt = (el: StigmeriaBoard) => q(el, '[part="decisions"] .pending')?.textContent?.trim();

describe('<stigmeria-board> the sentence of a competitive decision', () => {
  it('Draw and Place says where the drawn token goes, in the decisions panel only, in both languages', async () => {
    const el = await game('competitive', 'g11');
    await click(el, decision(el, 'a5'));
    await click(el, decision(el, 'central-draw'));
    const first = el.state!.first;
    const pending = el.state!.players[first]!.pending;
    expect(pending?.kind).toBe('central-place');
    const colour = pending?.kind === 'central-place' ? pending.color : '';
    expect(actionsPrompt(el)).toBeUndefined();
    expect(panelPrompt(el)).toBe(`Place the drawn ${colour} token on a highlighted StigmaReine cell.`);
    expect(el.shadowRoot!.textContent).not.toContain('Half Note');
    expect(q(el, '[part="decisions"] [role="status"]')).not.toBeNull();
    el.setAttribute('lang', 'fr');
    await el.updateComplete;
    expect(actionsPrompt(el)).toBeUndefined();
    expect(panelPrompt(el)).toMatch(/^Posez le jeton .+ pioché sur une case en surbrillance de la StigmaReine\.$/);
    expect(el.shadowRoot!.textContent).not.toContain('Blanche\u00a0:');
  });

  it('an earned action is announced in the panel, not as a Half Note', async () => {
    const line = lineUntil('competitive', 'g2', true, (s) => s.players.some((p) => p.pending?.kind === 'gain'));
    const el = await game('competitive', 'g2');
    for (const c of line) expect(el.play(c), c.type).toBe(true);
    await el.updateComplete;
    expect(actionsPrompt(el)).toBeUndefined();
    expect(panelPrompt(el)).toMatch(/^You earned \d special actions?: choose\.$/);
  });

  it('every kind of decision has its sentence in exactly one place, Choreography and Half Note by the buttons', async () => {
    const one: { readonly [K in Pending['kind']]: Extract<Pending, { kind: K }> } = {
      choreography: { kind: 'choreography', left: 2, moved: [] },
      'half-note': { kind: 'half-note', cells: ['A1', 'A2'] },
      'central-place': { kind: 'central-place', color: 'orange' },
      gain: { kind: 'gain', left: 1, cells: [] },
      give: { kind: 'give', cells: ['A1'] },
      'fog-die': { kind: 'fog-die', color: 'red' },
      drift: { kind: 'drift', face: 'x-red', target: 1 },
      'free-special': { kind: 'free-special' },
      charmer: { kind: 'charmer' },
      'wind-die': { kind: 'wind-die', turn: 2, face: 'black-night' },
    };
    for (const lang of ['en', 'fr'] as const) {
      const t = await loadTranslation(lang);
      for (const pending of Object.values(one)) {
        const here = pendingPrompt(t, pending, 'actions', (seat) => t.ui.player(seat + 1));
        const there = pendingPrompt(t, pending, 'decisions', (seat) => t.ui.player(seat + 1));
        expect([here, there].filter((x) => x !== undefined), `${lang} ${pending.kind}`).toHaveLength(1);
        const byButtons = pending.kind === 'choreography' || pending.kind === 'half-note';
        expect(here !== undefined, pending.kind).toBe(byButtons);
      }
      expect(pendingPrompt(t, one['half-note'], 'actions', String)).toBe(t.ui.halfNotePending);
    }
  });

  it('a wind die decision is said once, in the panel', async () => {
    const el = await game('competitive-no-limit', 'w1', '2');
    expect(el.state!.players[0]!.pending?.kind).toBe('wind-die');
    expect(actionsPrompt(el)).toBeUndefined();
    expect(panelPrompt(el)).toBe('The wind die for turn 2 shows Black Night: decide.');
  });
});

describe('<stigmeria-board> no-limit play', () => {
  it('answers the wind die: Black Night chooses a direction, an X leaves the wind unknown', async () => {
    // Seed w1: at setup the die shows Black Night for turn 2, rolled by seat 0.
    const el = await game('competitive-no-limit', 'w1');
    expect(el.state!.players[0]!.pending).toMatchObject({ kind: 'wind-die', turn: 2, face: 'black-night' });
    expect(shownTab(el)).toBe('0');
    expect(q(el, '.die')!.dataset['face']).toBe('black-night');
    expect(q(el, '.die-text')!.textContent).toContain('Black Night');
    expect(q(el, '.die svg.die-face')).not.toBeNull();
    const directions = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.decisions button[data-command="wind-direction"]')];
    expect(directions.map((b) => b.textContent!.trim())).toEqual(['Wind north', 'Wind south', 'Wind east', 'Wind west']);
    await click(el, directions[3]!);
    expect(el.state!.winds[1]).toBe('west');
    expect(q(el, '.forecast-turn[data-turn="2"]')!.dataset['wind']).toBe('west');
    expect(q(el, '[aria-live="polite"]')!.textContent).toMatch(/Wind of turn 2: west/);

    // Seed w2: an X for turn 2, rolled by seat 1: the board shows that player, who leaves it unknown.
    const other = await game('competitive-no-limit', 'w2');
    expect(shownTab(other)).toBe('1');
    expect(decision(other, 'wind-reroll')).not.toBeNull();
    await click(other, decision(other, 'wind-unknown'));
    expect(other.state!.winds[1]).toBe('unknown');
    expect(q(other, '.forecast-turn[data-turn="2"]')!.dataset['wind']).toBe('unknown');
    expect(q(other, '.forecast-turn.later')).not.toBeNull();
  });

  it('solo no limit: chooses a new action at the start of turn 2', async () => {
    const schema = catalogue[0]!.schema;
    const el = await game('solo-no-limit', 'solo', '1', schema);
    // Answer any wind-die decision of the setup with its first button, then end turn 1.
    for (let guard = 0; guard < 20 && el.state!.players[0]!.pending !== null; guard++) {
      await click(el, q(el, '.decisions .choices button')!);
    }
    await click(el, q(el, 'button.end-turn'));
    for (let guard = 0; guard < 20 && el.state!.players[0]!.pending?.kind === 'wind-die'; guard++) {
      await click(el, q(el, '.decisions .choices button')!);
    }
    expect(el.state!.turn).toBe(2);
    expect(el.state!.players[0]!.pending?.kind).toBe('gain');
    const gains = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.decisions button[data-command="gain"]')];
    // R21: the sixteen that are not versus actions.
    expect(gains.length).toBe(16);
    const copy = gains.find((b) => b.textContent!.includes('Copy'))!;
    await click(el, copy);
    expect(el.state!.players[0]!.specials).toEqual(['copy']);
    expect(q(el, '.special[data-action="copy"] .special-meta')!.textContent).toContain('cost 1');
    // The choice is made; what the panel still offers is the turn's Last Drift, which the new action leaves open (R20).
    expect(el.shadowRoot!.querySelectorAll('.decisions button[data-command="gain"]')).toHaveLength(0);
    expect(q(el, '.decisions button[data-command="last-drift"]')).not.toBeNull();
  });
});
