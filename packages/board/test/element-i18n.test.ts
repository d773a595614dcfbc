import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COLOURS, FLOWER_ACTIONS, findSchema, type GameEvent, type TargetSchema } from '@stigmeria/rules';
import { describeEvents } from '../src/announce.js';
import { errorMessage, isKnownLang, loadTranslation, strings, type Strings } from '../src/i18n.js';
import { LANGUAGES } from '../src/index.js';
import { cell, mount, q } from './element-helpers.js';

// These tests read the French table directly; a board loads it on demand (test/element-languages.test.ts).
beforeAll(() => loadTranslation('fr'));

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

  it('lists in LANGUAGES the languages it comes with, each a table of its own', async () => {
    // Storybook's language control and editors offer this list: each entry must be a language the board speaks.
    for (const lang of LANGUAGES) expect(isKnownLang(lang)).toBe(true);
    const tables = await Promise.all(LANGUAGES.map((lang) => loadTranslation(lang)));
    expect(new Set(tables.map((table) => table.ui.draw)).size).toBe(LANGUAGES.length);
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

/** Every text of a language table, its functions called with sample values. */
function texts(table: Strings): string[] {
  const sample = { text: () => 'X', mode: () => 'X' };
  const out: string[] = [];
  const walk = (value: unknown, inErrors: boolean): void => {
    if (typeof value === 'string') out.push(value);
    else if (typeof value === 'function') out.push(inErrors ? value(sample) : value(...Array.from({ length: value.length }, () => 'X')));
    else if (Array.isArray(value)) value.forEach((v) => walk(v, inErrors));
    // A hint's reasons are in tables of their own (they load with the solver): element-hints.test.ts words each code.
    else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, inErrors || k === 'errors');
  };
  walk(table, false);
  return out;
}

describe('<stigmeria-board> French and English wording', () => {
  it('puts a non-breaking space before every colon in French, and none in English', () => {
    const fr = texts(strings('fr')).filter((x) => x.includes(':'));
    expect(fr.length).toBeGreaterThan(30);
    for (const text of fr) expect(text, text).not.toMatch(/[^\u00a0]:/);
    for (const text of texts(strings('en'))) expect(text, text).not.toContain('\u00a0:');
  });

  it('joins labels and values with the language’s colon in a French competitive game', async () => {
    const el = await mount({ mode: 'competitive', players: '2', lang: 'fr' });
    const shown = Number(q(el, '[part="board"]')!.dataset['board']);
    expect(q(el, '[part="board"]')!.getAttribute('aria-label')).toBe(`Plateau\u00a0: Joueur ${shown + 1}`);
    expect(q(el, '.own h3')!.textContent).toBe(`Plateau\u00a0: Joueur ${shown + 1}`);
    expect(q(el, '.order')!.textContent).toMatch(/^Ordre du tour\u00a0: Joueur \d → Joueur \d$/);
    expect(q(el, '[part="central-recruit"]')!.textContent!.replace(/[ \t\n]+/g, ' ').trim()).toBe('Zone de recrutement de la StigmaReine\u00a0: —');
    el.setAttribute('lang', 'en');
    await el.updateComplete;
    expect(q(el, '.order')!.textContent).toMatch(/^Turn order: Player \d → Player \d$/);
  });

  it('names the competitive flowers in French, and keeps the proper names of the others', async () => {
    const el = await mount({ mode: 'competitive', players: '2', lang: 'fr' });
    expect(el.state!.schema.flower).toBe('competitive');
    expect(q(el, '.flower')!.textContent).toBe('Compétitif');
    el.setAttribute('lang', 'en');
    await el.updateComplete;
    expect(q(el, '.flower')!.textContent).toBe('Competitive');
    el.setAttribute('schema', 'competitive-no-limit-compass-rose');
    el.setAttribute('mode', 'competitive-no-limit');
    el.setAttribute('lang', 'fr');
    await el.updateComplete;
    expect(q(el, '.flower')!.textContent).toBe('Compétitif sans limite');
    const other = await mount({ lang: 'fr' });
    expect(q(other, '.flower')!.textContent).toBe('VertigHaineuse');
  });

  it('says "an" before orange in English', async () => {
    const el = await mount();
    const say = (event: GameEvent) => describeEvents([event], el.state!, strings('en'));
    expect(say({ type: 'pollinated', player: 0, cell: 'D3', color: 'orange' })).toBe('D3 becomes an orange pollen');
    expect(say({ type: 'pollinated', player: 0, cell: 'D3', color: 'blue' })).toBe('D3 becomes a blue pollen');
    expect(say({ type: 'drawn', player: 0, color: 'orange' })).toBe('An orange token is drawn');
    expect(say({ type: 'central-drawn', player: 0, color: 'orange' })).toBe('An orange token is drawn for the StigmaReine');
    for (const colour of COLOURS.filter((c) => c !== 'orange')) expect(say({ type: 'drawn', player: 0, color: colour })).toBe(`A ${colour} token is drawn`);
  });

  it('names the board the wind blows on when there are several, in both languages', async () => {
    // One stigmerian on A1 of every board, and an east wind after turn 1.
    const schema: TargetSchema = {
      ...findSchema('vertighaineuse-morning-ladder')!.schema,
      id: 'test-east-wind',
      setup: [{ cell: 'A1', color: 'blue' }],
      targets: [{ cell: 'J10', color: 'red' }],
      winds: ['east'],
    };
    const endTurn1 = async (players: number, lang: string) => {
      const el = await mount({ players: String(players), lang }, (e) => (e.schemaData = schema));
      for (let p = 0; p < players; p++) expect(el.play({ type: 'end-turn', player: p })).toBe(true);
      await el.updateComplete;
      return q(el, '[aria-live="polite"]')!.textContent!;
    };
    const two = await endTurn1(2, 'en');
    expect(two).toContain('On the board of Player 1, the wind pushes A1 to A2');
    expect(two).toContain('On the board of Player 2, the wind pushes A1 to A2');
    expect(await endTurn1(2, 'fr')).toContain('Sur le plateau de Joueur 2, le vent pousse A1 en A2');
    const one = await endTurn1(1, 'en');
    expect(one).toContain('The wind pushes A1 to A2');
    expect(one).not.toContain('board of');
  });
});
