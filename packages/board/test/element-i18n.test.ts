import { afterEach, describe, expect, it } from 'vitest';
import { FLOWER_ACTIONS, findSchema } from '@stigmeria/rules';
import { errorMessage, strings } from '../src/i18n.js';
import { cell, mount, q } from './element-helpers.js';

afterEach(() => {
  document.body.replaceChildren();
});

describe('<stigmeria-board> languages', () => {
  it('switches to French with lang="fr"', async () => {
    const el = await mount();
    expect(q(el, 'button.draw')!.textContent).toContain('Draw');
    expect(cell(el, 'J10').getAttribute('aria-label')).toBe('J10, empty');
    el.setAttribute('lang', 'fr');
    await el.updateComplete;
    expect(q(el, 'button.draw')!.textContent).toContain('Piocher');
    expect(q(el, 'button.end-turn')!.textContent).toContain('Finir le tour');
    expect(cell(el, 'J10').getAttribute('aria-label')).toBe('J10, vide');
    expect(q(el, '.special[data-action="mixing"] .special-name')!.textContent).toBe('Mélange');
    const title = q(el, '.title')!.textContent!;
    expect(title).toBe(el.state!.schema.name.fr ?? el.state!.schema.name.en);
    el.play({ type: 'draw', player: 0 });
    await el.updateComplete;
    expect(q(el, '[aria-live="polite"]')!.textContent).toMatch(/pioché/);
  });

  it('names the eleven actions and has a rule text for each in both languages', () => {
    const fr = strings('fr');
    expect(FLOWER_ACTIONS.map((a) => fr.actions[a])).toEqual([
      'Mélange',
      'Combinaison',
      'Fulgurance',
      'Chorégraphie',
      'Diagonale',
      'Échange',
      'Pas rapide',
      'Blanche',
      'Noire',
      'Deux temps',
      'Soupir',
    ]);
    for (const lang of ['en', 'fr'] as const) {
      for (const a of [...FLOWER_ACTIONS, 'draw', 'land', 'move', 'joker'] as const) expect(strings(lang).rules[a].length).toBeGreaterThan(20);
    }
  });

  it('translates rule errors by code and family, and falls back to the English message', () => {
    expect(errorMessage({ code: 'land/not-adjacent', message: 'x' }, 'fr')).toBe('Il faut atterrir à côté d’un jeton.');
    expect(errorMessage({ code: 'mixing/same-colour', message: 'x' }, 'fr')).toBe('Mélange impossible ici.');
    expect(errorMessage({ code: 'weird/thing', message: 'English text' }, 'fr')).toBe('English text');
    expect(errorMessage({ code: 'land/not-adjacent', message: 'English text' }, 'en')).toBe('English text');
  });

  it('labels a pollen cell', async () => {
    // A schema whose setup puts a token on a target of its colour starts with a pollen (R3).
    const el = await mount();
    const state = el.state!;
    const index = state.players[0]!.board.findIndex((t) => t !== null && t.pollen);
    if (index >= 0) {
      const token = state.players[0]!.board[index]!;
      const name = el.shadowRoot!.querySelectorAll('[role="gridcell"]')[index]!.getAttribute('aria-label');
      expect(name).toMatch(new RegExp(`, ${token.color} pollen$`));
    }
    expect(findSchema(state.schema.id)).toBeDefined();
  });
});
