// Computer players: `bots` gives seats to the solver's bots, which play from their seat's view, one move at a
// time through the element's own play, while a person plays the other seats.
import { afterEach, describe, expect, it } from 'vitest';
import { legalActions, type Command, type GameState } from '@stigmeria/rules';
import type { StigmeriaChangeDetail, StigmeriaErrorDetail } from '../src/index.js';
import { litCells, mount, q, until } from './element-helpers.js';

afterEach(() => document.body.replaceChildren());

/** The person's next command in seat 0: the first listed but undo, ending the turn only when nothing else is left. */
function personsMove(state: GameState): Command | undefined {
  const legal = legalActions(state, 0).filter((c) => c.type !== 'undo');
  return legal.find((c) => c.type !== 'end-turn') ?? legal[0];
}

describe('<stigmeria-board bots>', () => {
  it('plays a competitive game with a person in seat 0 and a medium bot in seat 1, each move a step of the log (R13)', async () => {
    const el = await mount({ mode: 'competitive', players: '2', seed: 'against the computer', bots: '1=medium', 'bot-delay': '0' });
    const changes: StigmeriaChangeDetail[] = [];
    const errors: StigmeriaErrorDetail[] = [];
    el.addEventListener('stigmeria-change', (e) => changes.push((e as CustomEvent<StigmeriaChangeDetail>).detail));
    el.addEventListener('stigmeria-error', (e) => errors.push((e as CustomEvent<StigmeriaErrorDetail>).detail));
    // The panels say which seat is the computer's.
    expect(q(el, '[data-player="1"] .mark')?.textContent).toContain('computer, medium');
    expect(q(el, '[data-player="0"] .mark')?.textContent ?? '').not.toContain('computer');
    // Two turns of the game: the person moves whenever seat 0 may, the bot plays seat 1 by itself.
    for (let guard = 0; guard < 400 && (el.state as GameState).turn < 3 && !(el.state as GameState).over; guard++) {
      const state = el.state as GameState;
      const move = personsMove(state);
      if (move !== undefined) {
        expect(el.play(move), JSON.stringify(move)).toBe(true);
        await el.updateComplete;
      } else {
        const steps = el.log.length;
        await until(() => el.log.length > steps || (el.state as GameState).over, 20_000);
      }
    }
    expect((el.state as GameState).turn >= 3 || (el.state as GameState).over).toBe(true);
    const seats = new Set(el.log.map((s) => s.command.player));
    expect(seats).toEqual(new Set([0, 1]));
    // Every move, the person's and the bot's, was a step reported to the page.
    expect(changes.length).toBe(el.log.length);
    expect(errors).toEqual([]);
  }, 120_000);

  it('offers a person none of the computer seats’ commands', async () => {
    // Both seats are the computer's, and their first move is a minute away: the person has nothing to play.
    const el = await mount({ mode: 'competitive', players: '2', seed: 'against the computer', bots: '0=easy,1=easy', 'bot-delay': '60000' });
    const state = el.state as GameState;
    expect(state.players.some((_, seat) => legalActions(state, seat).length > 0)).toBe(true);
    expect(el.shadowRoot!.querySelectorAll('[part="actions-bar"] button:not([disabled])')).toHaveLength(0);
    expect(litCells(el)).toEqual([]);
    expect(el.log).toHaveLength(0);
  });

  for (const bots of ['2=easy', '0=easy,0=medium', 'medium', '1=hard']) {
    it(`refuses bots="${bots}" with board/invalid-bots, and nobody plays for the computer`, async () => {
      const errors: StigmeriaErrorDetail[] = [];
      const el = await mount({ mode: 'normal', players: '2', seed: 's', 'bot-delay': '0' }, (e) =>
        e.addEventListener('stigmeria-error', (ev) => errors.push((ev as CustomEvent<StigmeriaErrorDetail>).detail)),
      );
      el.setAttribute('bots', bots);
      await until(() => errors.length > 0, 5000);
      expect(errors.map((e) => e.code)).toEqual(['board/invalid-bots']);
      expect(q(el, '[part="message"]')?.textContent).toContain(bots);
      await new Promise((r) => setTimeout(r, 300));
      expect(el.log).toHaveLength(0);
    });
  }
});
