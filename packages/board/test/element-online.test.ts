// The checks an online board makes of what a room sends, before it uses any of it, and the board's own answers
// when it has no room to play in. The games against a real server are in package-online.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueSchemas, createGame, playableModes, viewFor, type GameState } from '@stigmeria/rules';
import type { StigmeriaErrorDetail } from '../src/index.js';
import { MOST_EVENTS, readAgain, readEnded, readRejected, readSeatsMessage, readStep, readWelcome } from '../src/online/messages.js';
import { mount, q, until } from './element-helpers.js';

afterEach(() => {
  document.body.replaceChildren();
});

/** A seat's view of a fresh competitive game for two, as a room's `welcome` carries it. */
function competitiveView(): GameState {
  const schema = catalogueSchemas.find((s) => playableModes(s).includes('competitive'))!;
  const created = createGame({ schema, mode: 'competitive', players: 2, seed: 'online-test' });
  if (!created.ok) throw new Error(created.error.code);
  // Through JSON, as it comes over the network.
  return JSON.parse(JSON.stringify(viewFor(created.value, 1))) as GameState;
}

const welcome = (patch: Record<string, unknown> = {}) => ({
  seat: 1,
  seatToken: 'a-token',
  view: competitiveView(),
  steps: 0,
  seats: ['present', 'present'],
  replay: null,
  ...patch,
});

const path = (read: { ok: boolean; error?: { path: string } }) => (read.ok ? 'ok' : read.error!.path);

describe('what a room sends is checked before the board uses it', () => {
  it('a welcome: the seat is one of the game, the seats are one per player, the view is a state the rules can read', () => {
    expect(path(readWelcome(welcome()))).toBe('ok');
    expect(path(readWelcome(welcome({ seat: null, seatToken: null })))).toBe('ok');
    expect(path(readWelcome(welcome({ seat: 2 })))).toBe('/seat');
    expect(path(readWelcome(welcome({ seat: '1' })))).toBe('/seat');
    expect(path(readWelcome(welcome({ seatToken: 'x'.repeat(500) })))).toBe('/seatToken');
    expect(path(readWelcome(welcome({ seats: ['present'] })))).toBe('/seats');
    expect(path(readWelcome(welcome({ seats: ['present', 'asleep'] })))).toBe('/seats/1');
    expect(path(readWelcome(welcome({ steps: -1 })))).toBe('/steps');
    expect(path(readWelcome(welcome({ view: { ...competitiveView(), mode: 'chess' } })))).toBe('/view/mode');
    expect(path(readWelcome(welcome({ view: { ...competitiveView(), schema: { id: '<b>' } } })))).toBe('/view/schema');
    expect(path(readWelcome(welcome({ view: { ...competitiveView(), central: null } })))).toBe('/view/central');
    expect(path(readWelcome(welcome({ view: { ...competitiveView(), players: [] } })))).toBe('/view/players');
    expect(path(readWelcome(welcome({ view: { ...competitiveView(), targets: ['gold'] } })))).toBe('/view/targets');
    expect(path(readWelcome('welcome'))).toBe('');
  });

  it('a step: its command through parseCommand, and a bounded list of events', () => {
    expect(path(readStep({ index: 0, command: { type: 'draw', player: 0 }, events: [] }))).toBe('ok');
    expect(path(readStep({ index: 0, command: { type: 'fly', player: 0 }, events: [] }))).toMatch(/^\/command/);
    expect(path(readStep({ index: 0.5, command: { type: 'draw', player: 0 }, events: [] }))).toBe('/index');
    expect(path(readStep({ index: 0, command: { type: 'draw', player: 0 }, events: {} }))).toBe('/events');
    const flood = Array.from({ length: MOST_EVENTS + 1 }, () => ({ type: 'drew', player: 0 }));
    expect(path(readStep({ index: 0, command: { type: 'draw', player: 0 }, events: flood }))).toBe('/events');
  });

  it('seats, refusals and the end: their shapes and bounds', () => {
    expect(path(readSeatsMessage({ seats: ['open', 'away'] }, 2))).toBe('ok');
    expect(path(readSeatsMessage({ seats: ['open', 'away', 'open'] }, 2))).toBe('/seats');
    expect(path(readRejected({ code: 'seat/not-yours', message: 'No.' }))).toBe('ok');
    expect(path(readRejected({ code: '<script>', message: 'No.' }))).toBe('/code');
    const long = readRejected({ code: 'land/not-adjacent', message: 'x'.repeat(10_000) });
    expect(long.ok && long.value.message.length).toBe(500);
    expect(path(readEnded({ replay: 42 }))).toBe('/replay');
    // The room to play again in goes into a link: a room id's letters only.
    expect(path(readAgain({ room: 'k3Xo9aQ1b' }))).toBe('ok');
    expect(path(readAgain({ room: '../x?y' }))).toBe('/room');
    expect(path(readAgain({ room: 'x'.repeat(65) }))).toBe('/room');
    expect(path(readAgain({ room: 7 }))).toBe('/room');
  });
});

describe('an online board without a room to play in', () => {
  it('server without room says that it needs one (online/no-room), in the message and the status', async () => {
    const errors: StigmeriaErrorDetail[] = [];
    const el = await mount({ server: 'ws://127.0.0.1:9' }, (e) => e.addEventListener('stigmeria-error', (ev) => errors.push((ev as CustomEvent<StigmeriaErrorDetail>).detail)));
    expect(errors.map((e) => e.code)).toEqual(['online/no-room']);
    expect(q(el, '[part="message"]')!.textContent).toBe('An online board needs a room: a room id, or "new" to create one.');
    expect(q(el, '[part="online"]')!.dataset['status']).toBe('closed');
    // No game of its own is shown in place of the room's: nothing to play.
    expect(el.state).toBeNull();
    expect(el.play({ type: 'draw', player: 0 })).toBe(false);
  });

  it('a seat value that names no seat is reported (online/invalid-seat), in English and French, and no room is joined', async () => {
    for (const [seat, lang, words] of [
      ['x', 'en', '"x" is not a seat: write auto, spectate or a seat number from 0. No room is joined.'],
      ['0x1', 'en', '"0x1" is not a seat: write auto, spectate or a seat number from 0. No room is joined.'],
      ['-1', 'fr', '«\u00a0-1\u00a0» n’est pas une place\u00a0: écrivez auto, spectate ou un numéro de place à partir de 0. Aucune salle n’est rejointe.'],
    ] as const) {
      const errors: StigmeriaErrorDetail[] = [];
      const statuses: string[] = [];
      // The board would try this server first if it joined at all: the status would say connecting.
      const el = await mount({ server: 'ws://127.0.0.1:9', room: 'abc', seat, lang }, (e) =>
        e.addEventListener('stigmeria-error', (ev) => errors.push((ev as CustomEvent<StigmeriaErrorDetail>).detail)),
      );
      statuses.push(q(el, '[part="online"]')!.dataset['status']!);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await el.updateComplete;
      statuses.push(q(el, '[part="online"]')!.dataset['status']!);
      expect(errors.map((e) => e.code)).toEqual(['online/invalid-seat']);
      if (lang === 'en') expect(errors[0]!.message).toBe(words);
      // French words once the French texts are loaded.
      await until(() => q(el, '[part="message"]')?.textContent === words, 5000);
      expect(statuses).toEqual(['closed', 'closed']);
      expect(el.state).toBeNull();
      el.remove();
    }
  });

  it('a server that cannot be reached: connecting, then closed with online/unreachable, in French too', async () => {
    const errors: string[] = [];
    const el = await mount({ server: 'ws://127.0.0.1:9', room: 'abc', lang: 'fr' }, (e) =>
      e.addEventListener('stigmeria-error', (ev) => errors.push((ev as CustomEvent<StigmeriaErrorDetail>).detail.code)),
    );
    expect(['connecting', 'closed']).toContain(q(el, '[part="online"]')!.dataset['status']);
    await until(() => errors.length > 0, 8000);
    await el.updateComplete;
    expect(errors).toEqual(['online/unreachable']);
    expect(q(el, '[part="online"]')!.dataset['status']).toBe('closed');
    expect(q(el, '.online-status')!.textContent).toBe('Non connecté');
    expect(q(el, '[part="message"]')!.textContent).toBe('Impossible de rejoindre la partie\u00a0: le serveur de jeu est injoignable, ou la salle n’existe pas.');
    expect(el.state).toBeNull();
  });
});
