import { afterEach, describe, expect, it } from 'vitest';
import { catalogue, catalogueSchemas, demoReplay, findSchema, playableModes, type Mode } from '@stigmeria/rules';
import type { StigmeriaErrorDetail } from '../src/index.js';
import { StigmeriaBoard } from '../src/index.js';
import { mount, q } from './element-helpers.js';

afterEach(() => {
  document.body.replaceChildren();
});

function collect(el: HTMLElement): StigmeriaErrorDetail[] {
  const errors: StigmeriaErrorDetail[] = [];
  el.addEventListener('stigmeria-error', (e) => errors.push((e as CustomEvent<StigmeriaErrorDetail>).detail));
  return errors;
}

describe('<stigmeria-board> robustness', () => {
  it('a bad schema attribute shows an inline message, fires stigmeria-error and still shows a board', async () => {
    let errors: StigmeriaErrorDetail[] = [];
    const el = await mount({ schema: 'no-such-schema' }, (e) => (errors = collect(e)));
    expect(errors.map((e) => e.code)).toEqual(['board/unknown-schema']);
    expect(q(el, '[part="message"]')!.textContent).toContain('no-such-schema');
    expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]').length).toBe(100);
    expect(el.state!.schema.id).toBe(catalogue[0]!.schema.id);
  });

  it('keeps the last good game when the schema changes to a bad one, in French', async () => {
    const el = await mount({ schema: catalogue[2]!.schema.id, lang: 'fr' });
    const errors = collect(el);
    el.setAttribute('schema', '<b>bad</b>');
    await el.updateComplete;
    expect(errors.length).toBe(1);
    expect(el.state!.schema.id).toBe(catalogue[2]!.schema.id);
    const message = q(el, '[part="message"]')!;
    expect(message.textContent).toContain('« <b>bad</b> » n’existe pas');
    expect(message.querySelector('b')).toBeNull();
  });

  it('refuses bad players and mode values without throwing', async () => {
    let errors: StigmeriaErrorDetail[] = [];
    const el = await mount({ players: '42', mode: 'chess' }, (e) => (errors = collect(e)));
    expect(errors.map((e) => e.code).sort()).toEqual(['board/invalid-mode', 'board/invalid-players']);
    expect(el.state!.players.length).toBe(1);
    expect(el.state!.mode).toBe('normal');
    el.setAttribute('players', '2');
    el.setAttribute('mode', 'discovery');
    await el.updateComplete;
    expect(el.state!.players.length).toBe(2);
    expect(q(el, '[part="message"]')).toBeNull();
  });

  it('refuses an invalid schemaData document and accepts a valid one', async () => {
    const el = await mount();
    const errors = collect(el);
    el.schemaData = { format: 'stigmeria/target-schema', id: 42 } as never;
    await el.updateComplete;
    expect(errors[0]!.code).toBe('board/invalid-schema');
    expect(el.state).not.toBeNull();
    const other = catalogue[3]!.schema;
    el.schemaData = { ...other, id: 'my-copy' };
    await el.updateComplete;
    expect(el.state!.schema.id).toBe('my-copy');
  });

  it('a second definition through define.js does not throw', async () => {
    const before = customElements.get('stigmeria-board');
    await expect(import('../src/define.js?second' as string)).resolves.toBeDefined();
    expect(customElements.get('stigmeria-board')).toBe(before);
    expect(before).toBe(StigmeriaBoard);
    expect(document.createElement('stigmeria-board')).toBeInstanceOf(StigmeriaBoard);
  });

  it('renders at 320 px wide without overflowing', async () => {
    const box = document.createElement('div');
    box.style.width = '320px';
    document.body.append(box);
    const el = document.createElement('stigmeria-board');
    box.append(el);
    await el.updateComplete;
    const grid = q(el, '[role="grid"]')!;
    expect(grid.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    expect(el.scrollWidth).toBeLessThanOrEqual(320);
  });

  // In a wide container the side panel stands next to the boards, not across an empty gap at the far side.
  for (const [mode, players, boards] of [
    ['normal', '1', 1],
    ['competitive', '2', 2],
  ] as const) {
    it(`keeps the side panel next to ${boards === 1 ? 'the board' : 'the board and the StigmaReine'} at 1,600 px`, async () => {
      const box = document.createElement('div');
      box.style.width = '1600px';
      document.body.append(box);
      const el = document.createElement('stigmeria-board');
      el.setAttribute('mode', mode);
      el.setAttribute('players', players);
      box.append(el);
      await el.updateComplete;
      const grids = [...el.shadowRoot!.querySelectorAll('[role="grid"]')];
      expect(grids).toHaveLength(boards);
      // Each grid lies on its flower: the side panel stands next to the flowers' drawings.
      const flowers = [...el.shadowRoot!.querySelectorAll('.flower-frame')];
      expect(flowers).toHaveLength(boards);
      const boardsRight = Math.max(...flowers.map((f) => f.getBoundingClientRect().right));
      const side = q(el, '.side')!.getBoundingClientRect();
      expect(side.left).toBeGreaterThan(boardsRight);
      expect(side.left - boardsRight).toBeLessThan(48);
      box.remove();
    });
  }
});

describe('<stigmeria-board> a mode without a schema', () => {
  // The first catalogue schema the rules let be played in a mode (R5), asked of the rules, not of the element.
  const firstFor = (mode: Mode) => catalogueSchemas.find((s) => playableModes(s).includes(mode))!.id;

  for (const [mode, players] of [
    ['competitive', '2'],
    ['competitive-no-limit', '3'],
    ['solo-no-limit', '1'],
    ['discovery', '1'],
  ] as const) {
    it(`mode="${mode}" alone starts a ${mode} game of the first schema that mode allows`, async () => {
      let errors: StigmeriaErrorDetail[] = [];
      const el = await mount({ mode, players }, (e) => (errors = collect(e)));
      expect(errors).toEqual([]);
      expect(q(el, '[part="message"]')).toBeNull();
      expect(el.state!.mode).toBe(mode);
      expect(el.state!.players.length).toBe(Number(players));
      expect(el.state!.schema.id).toBe(firstFor(mode));
    });
  }

  it('the default follows the mode when the mode changes', async () => {
    const el = await mount({ players: '2' });
    expect(el.state!.schema.id).toBe(catalogue[0]!.schema.id);
    el.setAttribute('mode', 'competitive');
    await el.updateComplete;
    expect(el.state!.mode).toBe('competitive');
    expect(el.state!.schema.id).toBe(firstFor('competitive'));
    expect(q(el, '[part="message"]')).toBeNull();
  });

  it('a schema given that the mode refuses is still refused, with the reason in French', async () => {
    const id = catalogue[0]!.schema.id;
    let errors: StigmeriaErrorDetail[] = [];
    const el = await mount({ mode: 'competitive', players: '2', schema: id, lang: 'fr' }, (e) => (errors = collect(e)));
    expect(errors.map((e) => e.code)).toEqual(['setup/mode-not-allowed']);
    const text = `La partie n’a pas pu commencer\u00a0: Le schéma ${id} ne se joue pas en mode compétitif.`;
    expect(errors[0]!.message).toBe(text);
    expect(q(el, '[part="message"]')!.textContent).toBe(text);
    el.setAttribute('lang', 'en');
    await el.updateComplete;
    expect(q(el, '[part="message"]')!.textContent).toBe(`The game could not start: The schema ${id} cannot be played in competitive mode.`);
  });
});

describe('<stigmeria-board> attributes written in the page', () => {
  it('lang="de" in the markup shows its message, which a new game does not wipe, until lang is good', async () => {
    const host = document.createElement('div');
    let errors: StigmeriaErrorDetail[] = [];
    host.addEventListener('stigmeria-error', (e) => errors.push((e as CustomEvent<StigmeriaErrorDetail>).detail));
    host.innerHTML = '<stigmeria-board lang="de"></stigmeria-board>';
    document.body.append(host);
    const el = host.querySelector('stigmeria-board')!;
    await el.updateComplete;
    expect(errors.map((e) => e.code)).toEqual(['board/invalid-lang']);
    expect(q(el, '[part="message"]')!.textContent).toBe('"de" is not a language of this board; showing English.');
    // Another schema is a new game, and a command is played: the lang is still wrong, so its message stays.
    el.setAttribute('schema', catalogue[1]!.schema.id);
    await el.updateComplete;
    expect(el.play({ type: 'draw', player: 0 })).toBe(true);
    await el.updateComplete;
    expect(q(el, '[part="message"]')!.textContent).toContain('"de"');
    errors = [];
    el.setAttribute('lang', 'fr');
    await el.updateComplete;
    expect(errors).toEqual([]);
    expect(q(el, '[part="message"]')).toBeNull();
  });

  it('a bad lang set before the board is connected shows its message', async () => {
    let errors: StigmeriaErrorDetail[] = [];
    const el = await mount({}, (e) => {
      errors = collect(e);
      e.lang = 'klingon';
    });
    expect(errors.map((e) => e.code)).toEqual(['board/invalid-lang']);
    expect(q(el, '[part="message"]')!.textContent).toContain('"klingon"');
  });

  it('step="abc" in the markup is quoted as written, in French too', async () => {
    const replay = demoReplay(findSchema(catalogue[0]!.schema.id)!);
    if (!replay.ok) throw new Error(replay.error.code);
    let errors: StigmeriaErrorDetail[] = [];
    const el = await mount({ step: 'abc', lang: 'fr', controls: '' }, (e) => {
      errors = collect(e);
      e.replay = replay.value;
    });
    expect(errors.map((e) => e.code)).toEqual(['board/invalid-step']);
    expect(q(el, '[part="message"]')!.textContent).toBe('« abc » n’est pas une étape de cette partie.');
  });
});

describe('<stigmeria-board> bad data through properties', () => {
  it('a replay property that is not a replay shows a message and keeps the game', async () => {
    const el = await mount({ lang: 'fr' });
    const errors = collect(el);
    el.replay = 'junk' as never;
    await el.updateComplete;
    expect(errors[0]!.code).toBe('replay/invalid');
    expect(q(el, '[part="message"]')!.textContent).toContain('n’est pas valide');
    expect(el.state).not.toBeNull();
    expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]').length).toBe(100);
  });

  it('says what is wrong in a replay, and where, in the language of the board', async () => {
    const replay = demoReplay(findSchema(catalogue[0]!.schema.id)!);
    if (!replay.ok) throw new Error(replay.error.code);
    const misspelt = JSON.parse(JSON.stringify(replay.value));
    misspelt.steps[0].command.type = 'lnad';
    const el = await mount({ lang: 'fr' });
    el.replay = misspelt;
    await el.updateComplete;
    const message = () => q(el, '[part="message"]')!.textContent!;
    expect(message()).toBe('La partie enregistrée n’est pas valide\u00a0: valeur inconnue (/steps/0/command/type)');
    el.lang = 'en';
    await el.updateComplete;
    expect(message()).toMatch(/^The replay is not valid: \/steps\/0\/command\/type must be one of "draw", .*, not "lnad"$/);
  });

  it('a refused command is explained in French', async () => {
    const el = await mount({ lang: 'fr', players: '2' });
    const errors = collect(el);
    el.play({ type: 'end-turn', player: 0 });
    el.play({ type: 'draw', player: 0 });
    await el.updateComplete;
    expect(errors.map((e) => e.code)).toEqual(['turn/ended']);
    expect(q(el, '[part="message"]')!.textContent).toBe('Ce joueur a fini son tour.');
  });
});
