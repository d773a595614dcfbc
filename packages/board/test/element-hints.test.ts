import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import axe from 'axe-core';
import { createGame, legalActions, type Colour, type TargetSchema } from '@stigmeria/rules';
import { HINT_REASON_CODES, type HintReason, type HintReasonCode, type HintReasonParams } from '@stigmeria/solver';
import { loadTranslation, registerTranslation, strings } from '../src/i18n.js';
import type { StigmeriaBoard } from '../src/index.js';
import { hintReasonText } from '../src/views/hint-words.js';
import { cells, mount, q, until } from './element-helpers.js';

afterEach(() => {
  document.body.replaceChildren();
});

function schemaOf(targets: TargetSchema['targets']): TargetSchema {
  return { format: 'stigmeria/target-schema', formatVersion: 1, id: 'hint-test', name: { en: 'Hint test' }, flower: 'vertighaineuse', stars: 1, targets };
}

/** A seed whose first recruit-zone token is `colour` (the deal does not depend on the targets). */
function seedDealing(colour: Colour): string {
  for (let i = 0; i < 50; i++) {
    const created = createGame({ schema: schemaOf([{ cell: 'A1', color: 'blue' }]), mode: 'normal', players: 1, seed: `h${i}` });
    if (created.ok && created.value.players[0]!.recruit[colour] > 0) return `h${i}`;
  }
  throw new Error(`no seed deals ${colour}`);
}

/** A board whose one target is a blue at A3, with a blue in the recruit zone: the best command is forced. */
async function forced(attrs: Record<string, string> = {}): Promise<StigmeriaBoard> {
  const schema = schemaOf([{ cell: 'A3', color: 'blue' }]);
  return mount({ seed: seedDealing('blue'), ...attrs }, (e) => (e.schemaData = schema));
}

const hintButton = (el: StigmeriaBoard): HTMLButtonElement | null => q<HTMLButtonElement>(el, '.hint-button');
const hinted = (el: StigmeriaBoard): string[] => cells(el).filter((c) => c.classList.contains('hint')).map((c) => c.dataset['cell']!);
const live = (el: StigmeriaBoard): string => q(el, '.live')!.textContent ?? '';

async function hintShown(el: StigmeriaBoard): Promise<void> {
  // The solver is loaded on demand and runs after a frame: the result comes asynchronously.
  await until(() => q(el, '.hint-text') !== null, 10_000);
  await el.updateComplete;
}

describe('<stigmeria-board hints>', () => {
  it('shows the button only with the attribute, and only while the player may act', async () => {
    const plain = await forced();
    expect(hintButton(plain)).toBeNull();
    const el = await forced({ hints: '' });
    expect(hintButton(el)?.textContent).toContain('Hint');
    el.readonly = true;
    await el.updateComplete;
    expect(hintButton(el)).toBeNull();
  });

  it('offers the button in a competitive game, and its hint is a StigmaReine command the rules list, in words', async () => {
    const el = await mount({ hints: '', schema: 'competitive-fox-and-hound', mode: 'competitive', players: '2', seed: 'hint' });
    expect(el.state?.mode).toBe('competitive');
    const seat = el.state!.first;
    // The board shows the seat to act: the first player, who opens the turn on the StigmaReine (R19).
    hintButton(el)!.click();
    await hintShown(el);
    const text = q(el, '.hint-text')!.textContent!;
    expect(text).toMatch(/^Hint: puts a (blue|yellow|red) on A5 of the StigmaReine: no colour is more common in your bag \((14|15) of them\)/);
    const colour = /puts a (\w+)/.exec(text)![1] as Colour;
    expect(legalActions(el.state!, seat)).toContainEqual({ type: 'a5', player: seat, color: colour });
    expect(live(el)).toBe(text);
  });

  it('rings a StigmaReine hint on the StigmaReine, not on the player’s own board', async () => {
    const el = await mount({ hints: '', schema: 'competitive-fox-and-hound', mode: 'competitive', players: '2', seed: 'hint' });
    const seat = el.state!.first;
    expect(el.play({ type: 'a5', player: seat, color: 'blue' })).toBe(true);
    expect(el.play({ type: 'central-draw', player: seat })).toBe(true);
    await el.updateComplete;
    hintButton(el)!.click();
    await hintShown(el);
    expect(q(el, '.hint-text')!.textContent).toMatch(/^Hint: places the \w+ on StigmaReine [A-J]\d+, /);
    const rung = cells(el).filter((c) => c.classList.contains('hint'));
    expect(rung).toHaveLength(1);
    expect(rung[0]!.dataset['board']).toBe('central');
    const suggested = { type: 'central-place', player: seat, to: rung[0]!.dataset['cell'] };
    expect(legalActions(el.state!, seat)).toContainEqual(suggested);
  });

  it('offers the button in the no-limit modes too', async () => {
    const solo = await mount({ hints: '', schema: 'maronne-ember-row', mode: 'solo-no-limit', players: '1', seed: 'hint' });
    expect(solo.state?.mode).toBe('solo-no-limit');
    hintButton(solo)!.click();
    await hintShown(solo);
    expect(q(solo, '.hint-text')!.textContent).toMatch(/^Hint: \S/);
    expect(q(solo, '.hint-text')!.getAttribute('role')).toBeNull();
  });

  it('rings the cell of the suggested landing and says why, in the live region and a visible line', async () => {
    const el = await forced({ hints: '' });
    hintButton(el)!.click();
    await el.updateComplete;
    // The busy state shows before the solver runs.
    expect(hintButton(el)!.getAttribute('aria-disabled')).toBe('true');
    await hintShown(el);
    expect(hinted(el)).toEqual(['A3']);
    const state = el.state!;
    expect(legalActions(state, 0)).toContainEqual({ type: 'land', player: 0, color: 'blue', to: 'A3' });
    const text = q(el, '.hint-text')!.textContent!;
    expect(text).toBe('Hint: lands the blue that the target at A3 needs');
    expect(live(el)).toBe(text);
    expect(q(el, '[data-cell="A3"]')!.getAttribute('aria-label')).toContain('suggested');
    expect(hintButton(el)!.getAttribute('aria-disabled')).toBe('false');
  });

  it('speaks French', async () => {
    const el = await forced({ hints: '', lang: 'fr' });
    expect(hintButton(el)!.textContent).toContain('Indice');
    hintButton(el)!.click();
    await hintShown(el);
    expect(hinted(el)).toEqual(['A3']);
    expect(q(el, '.hint-text')!.textContent).toBe('Indice\u00a0: pose le bleu dont la cible en A3 a besoin');
    expect(live(el)).toContain('A3');
  });

  it('words hints in a language a page registers: its own words where it gives them, English elsewhere', async () => {
    // Esperanto words one code of the hints' reasons; Portuguese words none.
    registerTranslation('eo', {
      colours: { blue: 'blua' },
      hint: { prefix: 'Konsilo:' },
      hintReasons: { codes: { 'land/on-target': (p, w) => `metu la ${w.colour(p.color)} sur ${p.cell}` } },
    });
    registerTranslation('pt', { hint: { prefix: 'Dica:' } });
    const own = await forced({ hints: '', lang: 'eo' });
    hintButton(own)!.click();
    await hintShown(own);
    expect(q(own, '.hint-text')!.textContent).toBe('Konsilo: metu la blua sur A3');
    const schema = schemaOf([{ cell: 'A3', color: 'yellow' }, { cell: 'A4', color: 'yellow' }]);
    for (const lang of ['eo', 'pt']) {
      const el = await mount({ hints: '', lang, seed: seedDealing('red') }, (e) => (e.schemaData = schema));
      hintButton(el)!.click();
      await hintShown(el);
      expect(q(el, '.hint-text')!.textContent, lang).toMatch(/^(Konsilo|Dica): draws: the recruit zone has no yellow for the targets at A3 and A4 \(press “Draw”\)$/);
    }
  });

  it('is reached and pressed with the keyboard', async () => {
    const el = await forced({ hints: '' });
    hintButton(el)!.focus();
    await userEvent.keyboard('{Enter}');
    await hintShown(el);
    expect(hinted(el)).toEqual(['A3']);
  });

  it('forgets the hint once a command is played', async () => {
    const el = await forced({ hints: '' });
    hintButton(el)!.click();
    await hintShown(el);
    expect(el.play({ type: 'draw', player: 0 })).toBe(true);
    await el.updateComplete;
    expect(hinted(el)).toEqual([]);
    expect(q(el, '.hint-text')).toBeNull();
  });

  it('names the button of a suggested draw, which rings no cell', async () => {
    const schema = schemaOf([{ cell: 'A3', color: 'yellow' }, { cell: 'A4', color: 'yellow' }]);
    const el = await mount({ hints: '', seed: seedDealing('red') }, (e) => (e.schemaData = schema));
    hintButton(el)!.click();
    await hintShown(el);
    expect(hinted(el)).toEqual([]);
    expect(q(el, '.hint-text')!.textContent).toBe('Hint: draws: the recruit zone has no yellow for the targets at A3 and A4 (press “Draw”)');
  });

  it('shows an inline message, and throws nothing into the page, when the hint fails', async () => {
    const el = await forced({ hints: '' });
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent | PromiseRejectionEvent) => errors.push(e);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    // The hint waits for a frame before it runs: a frame that cannot be had makes it fail.
    const frame = window.requestAnimationFrame;
    window.requestAnimationFrame = () => {
      throw new Error('no frame');
    };
    try {
      hintButton(el)!.click();
      await hintShown(el);
    } finally {
      window.requestAnimationFrame = frame;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    }
    const message = q(el, '.hint-text')!;
    expect(message.getAttribute('role')).toBe('alert');
    expect(message.textContent).toBe('No hint could be found for this position.');
    expect(hinted(el)).toEqual([]);
    expect(errors).toEqual([]);
    // The button stays usable: the next press tries again.
    expect(hintButton(el)!.getAttribute('aria-disabled')).toBe('false');
  });

  it('is accessible (axe) with the hint shown', async () => {
    const el = await forced({ hints: '' });
    hintButton(el)!.click();
    await hintShown(el);
    const results = await axe.run(el);
    const found = [...results.violations, ...results.incomplete.filter((r) => r.id.startsWith('aria-'))].map((v) => `${v.id}: ${v.help}`);
    expect(found).toEqual([]);
  });
});

/** A reason of every code, with values of its own (typed: a new code must get one). */
const SAMPLES: { readonly [C in HintReasonCode]: HintReasonParams[C] } = {
  'none/game-over': {},
  'none/no-seat': { seat: 4 },
  'none/not-playing': { status: 'out' },
  'none/waiting': { seat: 1 },
  'land/on-target': { color: 'blue', cell: 'A3' },
  'land/to-turn': { color: 'red', cell: 'A3', into: 'brown' },
  'land/wind': { color: 'green', cell: 'B3', target: 'C3' },
  'land/to-mix': { color: 'yellow', cell: 'B3', into: 'orange', target: 'C3' },
  'land/toward': { color: 'white', cell: 'B3', target: 'E3' },
  'land/plain': { color: 'black', cell: 'B3' },
  'draw/short': { color: 'red', targets: ['A4'] },
  'draw/missing': { color: 'yellow', targets: ['A3', 'A4', 'B1', 'B2', 'B3'] },
  'draw/ahead': { open: 2 },
  'move/token': { action: 'move', from: 'C3' },
  'move/off': { action: 'fast-step', color: 'violet', from: 'J3' },
  'move/onto-target': { action: 'diagonal', color: 'brown', to: 'D4' },
  'move/toward': { action: 'choreography', color: 'blue', from: 'C3', to: 'C4', target: 'C6', beforeWind: true },
  'move/aside': { action: 'move', color: 'red', from: 'C3', to: 'C2' },
  'mixing/cells': { cells: ['A1', 'A2'] },
  'mixing/into': { cells: ['A1', 'A2'], into: 'green', targets: ['A1'] },
  'combination/brown': { cell: 'E5', target: true },
  'joker/exchange': { from: 'blue', to: 'red', targets: ['A3', 'A4'] },
  'end-turn/spent': {},
  'end-turn/wind': { targets: ['B3'] },
  'end-turn/nothing-helps': {},
  'choreography/stop': {},
  'half-note/keep': { cell: 'A3' },
  plays: { action: 'wind-direction', cells: [] },
  hopeless: { reason: { code: 'draw/missing', params: { color: 'blue', targets: ['A3'] } } },
  'central/a5': { color: 'yellow', inBag: 15 },
  'central/earn': { action: 'central-move', color: 'red', cell: 'C5', lines: 2 },
  'central/draw': {},
  'central/place-safe': { color: 'blue', cell: 'A4' },
  'central/place-least': { color: 'blue', cell: 'B5' },
  'gain/needed': { action: 'mixing', colours: ['orange', 'violet'] },
  'gain/moves': { action: 'fast-step' },
  'gain/any': { action: 'prediction' },
  'give/own': { color: 'red', cell: 'A4' },
  'give/other': { color: 'white', cell: 'A5', seat: 1 },
};

describe('the words of hints’ reasons', () => {
  it('words every code of the solver in English and French, with the tables’ names and French typography', async () => {
    await loadTranslation('fr');
    expect(Object.keys(SAMPLES).sort()).toEqual([...HINT_REASON_CODES].sort());
    for (const lang of ['en', 'fr'] as const) {
      const t = strings(lang);
      for (const code of HINT_REASON_CODES) {
        const reason = { code, params: SAMPLES[code] } as HintReason;
        const text = hintReasonText(t, lang, reason, (seat) => t.ui.player(seat + 1));
        expect(text, `${lang} ${code}`).toMatch(/^\S.*\S$/);
        // No id of the rules or the solver reaches the player: names come from the table.
        expect(text, `${lang} ${code}`).not.toMatch(/undefined|\[object|[a-z]+\/[a-z]|wind-direction|fast-step|central-move/);
        if (lang === 'fr') expect(text, text).not.toMatch(/[^\u00a0][:;?!]/);
        else expect(text, text).not.toMatch(/\u00a0/);
      }
    }
    const fr = strings('fr');
    const say = (reason: HintReason) => hintReasonText(fr, 'fr', reason, (seat) => fr.ui.player(seat + 1));
    expect(say({ code: 'move/off', params: SAMPLES['move/off'] })).toBe('sort du plateau le violet en J3 avec Pas rapide\u00a0: aucune cible n’en a besoin là');
    expect(say({ code: 'none/waiting', params: { seat: 1 } })).toBe('Joueur 2 doit jouer d’abord');
    expect(say({ code: 'plays', params: SAMPLES.plays })).toBe('joue Dé de vent\u00a0: choisir le vent');
  });
});
