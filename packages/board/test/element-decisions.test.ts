// Every decision and command that the other tests do not play, given only through the element's interface: the
// decisions panel's buttons and toggles, lit cells of the right board, and the keyboard. Each test builds a
// position where the command is legal, plays it through the interface, and checks that the element's state is
// exactly what the rules' `play` gives for that command and that the live region says what happened.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import axe from 'axe-core';
import { freeSpecials, legalActions, outcome, play, type Command, type GameSetup, type GameState } from '@stigmeria/rules';
import type { StigmeriaBoard } from '../src/index.js';
import { mount, q } from './element-helpers.js';
import { actor, board, created, legalOf, played, rolling, serveCentral, tokens, withCentral, withSeat } from './decision-positions.js';

// The element starts its game with the rules' `startGame` (of `@stigmeria/rules/view`). A test that needs a
// position no short line of play reaches stages that state here, and the element's game starts from it; every
// command after that goes through the rules.
const staged = vi.hoisted(() => ({ state: null as GameState | null }));
vi.mock('@stigmeria/rules/view', async (importOriginal) => {
  const rules = await importOriginal<typeof import('@stigmeria/rules/view')>();
  return {
    ...rules,
    startGame: (setup: GameSetup) => (staged.state !== null ? { ok: true, value: staged.state } : rules.startGame(setup)),
  };
});

afterEach(() => {
  staged.state = null;
  document.body.replaceChildren();
});

/** Mounts a board whose game starts from `state`. */
async function mountOn(state: GameState): Promise<StigmeriaBoard> {
  staged.state = state;
  try {
    const el = await mount({ mode: state.mode, players: String(state.players.length), seed: state.seed }, (e) => (e.schemaData = state.schema));
    expect(el.state).toBe(state);
    return el;
  } finally {
    staged.state = null;
  }
}

const root = (el: StigmeriaBoard) => el.shadowRoot!;
const active = (el: StigmeriaBoard) => root(el).activeElement as HTMLElement | null;
const live = (el: StigmeriaBoard) => q(el, '[aria-live="polite"]')!.textContent!.trim();
const all = (el: StigmeriaBoard, selector: string) => [...root(el).querySelectorAll<HTMLElement>(selector)];
const shown = (el: StigmeriaBoard) => Number(q(el, '[part="board"]')!.dataset['board']);

async function settle(el: StigmeriaBoard): Promise<void> {
  await el.updateComplete;
  await el.updateComplete;
}

async function click(el: StigmeriaBoard, target: Element | null | undefined, what: string): Promise<void> {
  expect(target, what).toBeTruthy();
  expect((target as HTMLButtonElement).disabled ?? false, `${what} is enabled`).toBe(false);
  (target as HTMLElement).click();
  await settle(el);
}

/** A cell of one board (`data-board`: a seat, or `central`). */
const cellOf = (el: StigmeriaBoard, boardId: string | number, name: string) => q(el, `[role="grid"][data-board="${boardId}"] [data-cell="${name}"]`);

/** The lit cells of one board. */
const lit = (el: StigmeriaBoard, boardId: string | number) =>
  all(el, `[role="grid"][data-board="${boardId}"] .cell.lit`)
    .map((c) => c.dataset['cell']!)
    .sort();

/** Clicks a lit cell of a board. */
async function clickCell(el: StigmeriaBoard, boardId: string | number, name: string): Promise<void> {
  const c = cellOf(el, boardId, name);
  expect(c, `${boardId}:${name} is shown`).not.toBeNull();
  expect(c!.classList.contains('lit'), `${boardId}:${name} is offered`).toBe(true);
  await click(el, c, `${boardId}:${name}`);
}

/** The decisions panel's buttons of a command type. */
const decisions = (el: StigmeriaBoard, type: string) => all(el, `.decisions button[data-command="${type}"]`);

// ---- the keyboard ----

async function keys(el: StigmeriaBoard, text: string): Promise<void> {
  await userEvent.keyboard(text);
  await settle(el);
}

/** Presses Tab until the focus is on an element matching `selector`, or on that element (from wherever it is). */
async function tabTo(el: StigmeriaBoard, target: string | (() => Element | undefined), what = String(target)): Promise<HTMLElement> {
  for (let n = 0; n < 80; n++) {
    const here = active(el);
    if (here !== null && (typeof target === 'string' ? here.matches(target) : here === target())) return here;
    await userEvent.tab();
    await el.updateComplete;
  }
  throw new Error(`Tab never reached ${what}`);
}

/** Moves a grid's focus to `name` with the arrows (entering the grid by Tab when the focus is elsewhere). */
async function arrowTo(el: StigmeriaBoard, boardId: string | number, name: string): Promise<void> {
  const grid = q(el, `[role="grid"][data-board="${boardId}"]`)!;
  if (!grid.contains(active(el))) await tabTo(el, `[role="grid"][data-board="${boardId}"] [role="gridcell"]`, `the grid ${boardId}`);
  const index = (cell: string) => 'ABCDEFGHIJ'.indexOf(cell[0]!) * 10 + Number(cell.slice(1)) - 1;
  for (let guard = 0; guard < 20; guard++) {
    const here = active(el)!.dataset['cell']!;
    if (here === name) return;
    const [from, to] = [index(here), index(name)];
    const dr = Math.floor(to / 10) - Math.floor(from / 10);
    const dc = (to % 10) - (from % 10);
    await keys(el, dr > 0 ? '{ArrowDown}' : dr < 0 ? '{ArrowUp}' : dc > 0 ? '{ArrowRight}' : '{ArrowLeft}');
  }
  expect(active(el)?.dataset['cell']).toBe(name);
}

/** Gives the focus to the board from outside, as a keyboard user reaching it would. */
async function enter(el: StigmeriaBoard): Promise<void> {
  (document.activeElement as HTMLElement | null)?.blur();
  await userEvent.tab();
  await settle(el);
}

// ---- what is checked after every command ----

/** The element applied exactly `command` to `before`, as the rules' `play` does, and said so. */
function expectPlayed(el: StigmeriaBoard, before: GameState, command: Command, said: RegExp): void {
  expect(el.log.at(-1)?.command, 'the command given').toEqual(command);
  const next = play(before, command);
  if (!next.ok) throw new Error(next.error.code);
  expect(el.state, `the state after ${command.type}`).toEqual(next.value.state);
  expect(live(el), `the announcement of ${command.type}`).toMatch(said);
}

async function expectAccessible(el: StigmeriaBoard, what: string): Promise<void> {
  await el.updateComplete;
  const results = await axe.run(el);
  const unsure = results.incomplete.filter((r) => r.id.startsWith('aria-'));
  const found = [...results.violations, ...unsure].map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`,
  );
  expect(found, `${what}:\n${found.join('\n')}`).toEqual([]);
}

// ---- positions ----

/** Competitive, `players` seats, the first player past the StigmaReine on turn `turn`, owning `specials`. */
function personal(players: number, fields: Parameters<typeof withSeat>[2], turn = 4): { state: GameState; seat: number } {
  const s = serveCentral(created('competitive', players, 'v1'));
  const seat = actor(s);
  const state = withSeat({ ...s, turn }, seat, fields);
  expect(legalActions(state, seat).some((c) => c.type === 'end-turn'), 'the player is on their own board').toBe(true);
  return { state, seat };
}

/** Competitive, 2 players: both end turn 1 and seat `owner`, who owns Charmer, owes the Charmer decision. */
function charmerPhase(): { state: GameState; seat: number } {
  let s = serveCentral(created('competitive', 2, 'v1'));
  const first = actor(s);
  s = serveCentral(played(s, { type: 'end-turn', player: first }));
  const second = actor(s);
  s = withSeat(s, first, { specials: ['charmer'], recruit: { blue: 2, red: 1 } });
  s = withSeat(s, second, { recruit: { yellow: 1, green: 1 } });
  s = played(s, { type: 'end-turn', player: second });
  expect(s.players[first]!.pending).toEqual({ kind: 'charmer' });
  return { state: s, seat: first };
}

describe('<stigmeria-board> Charmer', () => {
  it('charms two tokens by toggles and a confirmation, and offers only what the rules list', async () => {
    const { state, seat } = charmerPhase();
    const el = await mountOn(state);
    expect(shown(el)).toBe(seat);
    const listed = legalOf(state, seat, 'charmer');
    // One toggle per token some listed command names, and nothing else.
    const named = new Set(listed.flatMap((c) => c.tokens.map((t) => `${t.player}:${t.color}`)));
    expect(all(el, '.decisions .toggle').map((b) => b.dataset['item']).sort()).toEqual([...named].sort());
    const confirm = () => q<HTMLButtonElement>(el, '.decisions .confirm')!;
    expect(confirm().disabled).toBe(true);
    await expectAccessible(el, 'Charmer open');
    // Two tokens of the same player are no command: the confirmation stays off.
    await click(el, q(el, `.toggle[data-item="${seat}:blue"]`), 'own blue');
    await click(el, q(el, `.toggle[data-item="${seat}:red"]`), 'own red');
    expect(confirm().disabled).toBe(true);
    await click(el, q(el, `.toggle[data-item="${seat}:red"]`), 'own red again');
    const other = 1 - seat;
    await click(el, q(el, `.toggle[data-item="${other}:green"]`), 'their green');
    expect(q(el, `.toggle[data-item="${other}:green"]`)!.getAttribute('aria-pressed')).toBe('true');
    await click(el, confirm(), 'confirm');
    const command = listed.find((c) => c.tokens.some((t) => t.player === seat && t.color === 'blue') && c.tokens.some((t) => t.player === other && t.color === 'green'))!;
    expectPlayed(el, state, command, /Charmer swaps Player \d: (blue|green) and Player \d: (blue|green)/);
  });

  it('charms and passes with the keyboard only', async () => {
    const { state, seat } = charmerPhase();
    const el = await mountOn(state);
    await enter(el);
    // Reaching the board puts the focus on the decision.
    expect(active(el)?.closest('.decisions')).not.toBeNull();
    await tabTo(el, `.toggle[data-item="${seat}:red"]`);
    await keys(el, '[Space]');
    await tabTo(el, `.toggle[data-item="${1 - seat}:yellow"]`);
    await keys(el, '{Enter}');
    await tabTo(el, '.decisions .confirm');
    await keys(el, '{Enter}');
    const command = legalOf(state, seat, 'charmer').find((c) => c.tokens.every((t) => (t.player === seat ? t.color === 'red' : t.color === 'yellow')))!;
    expectPlayed(el, state, command, /Charmer swaps/);

    const again = await mountOn(state);
    document.body.firstElementChild!.remove();
    await enter(again);
    await tabTo(again, '.decisions button[data-command="charmer-pass"]');
    await keys(again, '{Enter}');
    expectPlayed(again, state, { type: 'charmer-pass', player: seat }, /passes on Charmer[^]*Turn 2 begins/);
  });
});

describe('<stigmeria-board> Prediction', () => {
  it('toggles three colours in any order and confirms the set the rules list', async () => {
    const { state, seat } = personal(2, { specials: ['prediction'] });
    const el = await mountOn(state);
    await click(el, q(el, '.special[data-action="prediction"]'), 'Prediction');
    const toggles = all(el, '.decisions .toggle');
    expect(toggles.map((b) => b.dataset['item'])).toEqual(['blue', 'yellow', 'red', 'orange', 'green', 'violet', 'brown', 'white', 'black']);
    await expectAccessible(el, 'Prediction open');
    const confirm = () => q<HTMLButtonElement>(el, '.decisions .confirm')!;
    for (const colour of ['white', 'blue']) await click(el, q(el, `.toggle[data-item="${colour}"]`), colour);
    expect(confirm().disabled).toBe(true);
    await click(el, q(el, '.toggle[data-item="violet"]'), 'violet');
    // A fourth colour is not taken.
    await click(el, q(el, '.toggle[data-item="red"]'), 'red');
    expect(q(el, '.toggle[data-item="red"]')!.getAttribute('aria-pressed')).toBe('false');
    await click(el, confirm(), 'confirm');
    expectPlayed(el, state, { type: 'prediction', player: seat, colors: ['blue', 'violet', 'white'] }, /Blue, violet, white go into the bag of Player \d/);
  });

  it('plays Prediction with the keyboard only', async () => {
    const { state, seat } = personal(2, { specials: ['prediction'] });
    const el = await mountOn(state);
    await enter(el);
    await keys(el, '1');
    for (const colour of ['black', 'orange', 'green']) {
      await tabTo(el, `.toggle[data-item="${colour}"]`);
      await keys(el, '[Space]');
    }
    await tabTo(el, '.decisions .confirm');
    await keys(el, '{Enter}');
    expectPlayed(el, state, { type: 'prediction', player: seat, colors: ['orange', 'green', 'black'] }, /Orange, green, black go into the bag/);
  });
});

describe('<stigmeria-board> versus actions', () => {
  it('Pilferer: one button per opponent whose bag is not empty', async () => {
    const { state, seat } = personal(3, { specials: ['pilferer'] });
    const el = await mountOn(state);
    await click(el, q(el, '.special[data-action="pilferer"]'), 'Pilferer');
    const listed = legalOf(state, seat, 'pilferer');
    expect(listed.length).toBe(2);
    expect(decisions(el, 'pilferer').map((b) => b.textContent!.trim())).toEqual(listed.map((c) => `From Player ${c.target + 1}`));
    await click(el, decisions(el, 'pilferer')[1], 'the second opponent');
    expectPlayed(el, state, listed[1]!, new RegExp(`Player ${seat + 1} takes \\w+ from the bag of Player ${listed[1]!.target + 1}`));
  });

  it('Pilferer with the keyboard only', async () => {
    const { state, seat } = personal(3, { specials: ['pilferer'] });
    const el = await mountOn(state);
    await enter(el);
    await keys(el, '1');
    // The choice that opens takes the focus.
    expect(active(el)?.dataset['command']).toBe('pilferer');
    const listed = legalOf(state, seat, 'pilferer');
    await keys(el, '{Tab}');
    expect(active(el)).toBe(decisions(el, 'pilferer')[1]);
    await keys(el, '{Enter}');
    expectPlayed(el, state, listed[1]!, /takes \w+ from the bag of/);
  });

  it('Sower: a button per target and colour the schema does not use', async () => {
    const { state, seat } = personal(3, { specials: ['sower'] });
    const el = await mountOn(state);
    await click(el, q(el, '.special[data-action="sower"]'), 'Sower');
    const listed = legalOf(state, seat, 'sower');
    // Two opponents, seven colours (the schema uses blue and red).
    expect(listed.length).toBe(14);
    const buttons = decisions(el, 'sower');
    expect(buttons.length).toBe(listed.length);
    const at = listed.findIndex((c) => c.color === 'violet' && c.target !== listed[0]!.target);
    expect(buttons[at]!.textContent).toMatch(new RegExp(`violet.*Player ${listed[at]!.target + 1}`, 'i'));
    await click(el, buttons[at], 'violet');
    expectPlayed(el, state, listed[at]!, new RegExp(`Violet go into the bag of Player ${listed[at]!.target + 1}`));
  });

  it('Jealousy: swaps bags with the opponent chosen, by keyboard', async () => {
    const { state, seat } = personal(3, { specials: ['sower', 'jealousy'] });
    const listed = legalOf(state, seat, 'jealousy');
    expect(listed.length).toBe(2);
    const el = await mountOn(state);
    await enter(el);
    await keys(el, '2');
    expect(active(el)).toBe(decisions(el, 'jealousy')[0]);
    await keys(el, '{Enter}');
    expectPlayed(el, state, listed[0]!, new RegExp(`Player ${seat + 1} and Player ${listed[0]!.target + 1} swap bags`));
  });

  it('Jealousy by pointer', async () => {
    const { state, seat } = personal(3, { specials: ['jealousy'] });
    const el = await mountOn(state);
    await click(el, q(el, '.special[data-action="jealousy"]'), 'Jealousy');
    const listed = legalOf(state, seat, 'jealousy');
    await click(el, decisions(el, 'jealousy')[1], 'second opponent');
    expectPlayed(el, state, listed[1]!, /swap bags/);
  });
});

describe('<stigmeria-board> actions on the recruit zone and the last landed token', () => {
  it('No harm no foul: a button per colour pair', async () => {
    const { state, seat } = personal(2, { specials: ['no-harm-no-foul'], recruit: { blue: 4, red: 1 } });
    const el = await mountOn(state);
    await click(el, q(el, '.special[data-action="no-harm-no-foul"]'), 'No harm no foul');
    const listed = legalOf(state, seat, 'no-harm-no-foul');
    expect(listed.map((c) => `${c.from}>${c.to}`)).toEqual(['blue>yellow', 'blue>red']);
    expect(decisions(el, 'no-harm-no-foul').length).toBe(2);
    await click(el, decisions(el, 'no-harm-no-foul')[1], 'blue to red');
    expectPlayed(el, state, listed[1]!, /4 blue become 4 red/);
  });

  it('No harm no foul with the keyboard only', async () => {
    const { state, seat } = personal(2, { specials: ['no-harm-no-foul'], recruit: { yellow: 5 } });
    const el = await mountOn(state);
    await enter(el);
    await keys(el, '1');
    expect(active(el)).toBe(decisions(el, 'no-harm-no-foul')[0]);
    await keys(el, '{Enter}');
    expectPlayed(el, state, legalOf(state, seat, 'no-harm-no-foul')[0]!, /4 yellow become 4 blue/);
  });

  it('Mimicry: the colours next to the last landed token', async () => {
    const position = { specials: ['mimicry' as const], board: board({ A1: 'blue', A2: 'red', B1: 'yellow' }), lastLanded: 'A1' as const };
    const { state, seat } = personal(2, position);
    const listed = legalOf(state, seat, 'mimicry');
    expect(listed.map((c) => c.color)).toEqual(['yellow', 'red']);
    const el = await mountOn(state);
    await click(el, q(el, '.special[data-action="mimicry"]'), 'Mimicry');
    expect(decisions(el, 'mimicry').map((b) => b.textContent!.trim())).toEqual(['Yellow', 'Red']);
    await click(el, decisions(el, 'mimicry')[0], 'yellow');
    expectPlayed(el, state, listed[0]!, /A1 mimics yellow/);
  });
});

describe('<stigmeria-board> Fog Die', () => {
  it('rolls, then lands the rolled colour on a lit cell of the player’s board', async () => {
    const { state, seat } = personal(2, { specials: ['fog-die'] });
    const el = await mountOn(state);
    await click(el, q(el, '.special[data-action="fog-die"]'), 'Fog Die');
    expectPlayed(el, state, { type: 'fog-die', player: seat }, new RegExp(`Player ${seat + 1} rolls .* for the Fog Die`));
    const rolled = el.state!;
    const pending = rolled.players[seat]!.pending;
    expect(pending?.kind).toBe('fog-die');
    const cells = legalOf(rolled, seat, 'fog-die-land').map((c) => c.to);
    expect(lit(el, seat)).toEqual([...cells].sort());
    expect(q(el, '.decisions .pending')!.textContent).toMatch(/Fog Die/);
    await clickCell(el, seat, cells[3]!);
    const colour = pending?.kind === 'fog-die' ? pending.color : '';
    expectPlayed(el, rolled, { type: 'fog-die-land', player: seat, to: cells[3]! }, new RegExp(`A new ${colour} appears on ${cells[3]}`));
  });

  it('Fog Die with the keyboard only', async () => {
    const { state, seat } = personal(2, { specials: ['fog-die'] });
    const el = await mountOn(state);
    await enter(el);
    await keys(el, '1');
    expect(el.log.at(-1)?.command).toEqual({ type: 'fog-die', player: seat });
    const rolled = el.state!;
    const to = legalOf(rolled, seat, 'fog-die-land')[2]!.to;
    await arrowTo(el, seat, to);
    await keys(el, '{Enter}');
    expectPlayed(el, rolled, { type: 'fog-die-land', player: seat, to }, /A new \w+ appears on/);
  });
});

/** Competitive no limit, 2 players: the first player has placed the A5 token and may open with a Last Drift. */
function drifting(): { state: GameState; seat: number } {
  const state = serveCentral(created('competitive-no-limit', 2, 'n1'), ['a5']);
  const seat = actor(state);
  expect(legalOf(state, seat, 'last-drift').map((c) => c.target)).toEqual(['own', 'central', 1 - seat]);
  return { state, seat };
}

describe('<stigmeria-board> Last Drift', () => {
  it('Black Night on the player’s own board: a free special action from the decisions panel', async () => {
    const base = drifting();
    const drift = { type: 'last-drift', player: base.seat, target: 'own' } as const;
    const state = rolling(base.state, drift, 'black-night');
    const el = await mountOn(state);
    await click(el, decisions(el, 'last-drift')[0], 'Last Drift on my board');
    expectPlayed(el, state, drift, /rolls Black Night for a Last Drift/);
    const after = el.state!;
    expect(after.players[base.seat]!.pending).toEqual({ kind: 'free-special' });
    // One start button per action the Black Night offers, and nothing else.
    expect(all(el, '.decisions [data-start]').map((b) => b.dataset['start'])).toEqual(freeSpecials(after, base.seat));
    await expectAccessible(el, 'free special actions open');
    await click(el, q(el, '.decisions [data-start="prediction"]'), 'Prediction');
    for (const colour of ['yellow', 'green', 'brown']) await click(el, q(el, `.toggle[data-item="${colour}"]`), colour);
    await click(el, q(el, '.decisions .confirm'), 'confirm');
    expectPlayed(el, after, { type: 'prediction', player: base.seat, colors: ['yellow', 'green', 'brown'] }, /Yellow, green, brown go into the bag/);
  });

  it('Black Night on an opponent’s board: that player plays the free action, by keyboard', async () => {
    const base = drifting();
    const other = 1 - base.seat;
    const drift = { type: 'last-drift', player: base.seat, target: other } as const;
    const state = rolling(base.state, drift, 'black-night');
    const el = await mountOn(state);
    await enter(el);
    await tabTo(el, () => decisions(el, 'last-drift')[2], 'Last Drift on the opponent');
    expect(active(el)!.textContent).toMatch(/Player \d/);
    await keys(el, '{Enter}');
    expectPlayed(el, state, drift, /rolls Black Night/);
    const after = el.state!;
    expect(after.players[other]!.pending).toEqual({ kind: 'free-special' });
    // The board follows the player who owes the decision.
    expect(shown(el)).toBe(other);
    await tabTo(el, '.decisions [data-start="sower"]');
    await keys(el, '{Enter}');
    const listed = legalOf(after, other, 'sower');
    expect(decisions(el, 'sower').length).toBe(listed.length);
    await tabTo(el, () => decisions(el, 'sower')[1], 'the second colour');
    const at = decisions(el, 'sower').indexOf(active(el)!);
    await keys(el, '{Enter}');
    expectPlayed(el, after, listed[at]!, /go into the bag of/);
  });

  it('an X face removes a stigmerian of its colour from the opponent’s board, picked on that board', async () => {
    const base = drifting();
    const other = 1 - base.seat;
    const drift = { type: 'last-drift', player: base.seat, target: other } as const;
    const target = withSeat(base.state, other, { board: board({ A3: 'red', B3: 'red', B4: 'blue', A1: 'red*' }) });
    const state = rolling(target, drift, 'x-red');
    const el = await mountOn(state);
    await click(el, decisions(el, 'last-drift')[2], 'Last Drift on the opponent');
    const after = el.state!;
    expect(after.players[base.seat]!.pending).toEqual({ kind: 'drift', face: 'x-red', target: other });
    // The opponent's board is shown and only its red stigmerians are offered; the player's own board offers nothing.
    expect(q(el, `[part="target-board"][data-board="${other}"]`)).not.toBeNull();
    expect(lit(el, other)).toEqual(['A3', 'B3']);
    expect(lit(el, base.seat)).toEqual([]);
    await expectAccessible(el, 'an opponent board to pick on');
    await clickCell(el, other, 'B3');
    expectPlayed(el, after, { type: 'drift-remove', player: base.seat, cell: 'B3' }, /Red is removed from B3/);
  });

  it('an X face on the player’s own board, by keyboard', async () => {
    const base = drifting();
    const drift = { type: 'last-drift', player: base.seat, target: 'own' } as const;
    const mine = withSeat(base.state, base.seat, { board: board({ A2: 'yellow', B2: 'yellow', C2: 'green' }) });
    const state = rolling(mine, drift, 'x-yellow');
    const el = await mountOn(state);
    await enter(el);
    await tabTo(el, '.decisions button[data-command="last-drift"]');
    await keys(el, '{Enter}');
    const after = el.state!;
    expect(lit(el, base.seat)).toEqual(['A2', 'B2']);
    await arrowTo(el, base.seat, 'B2');
    await keys(el, '{Enter}');
    expectPlayed(el, after, { type: 'drift-remove', player: base.seat, cell: 'B2' }, /Yellow is removed from B2/);
  });

  it('an X face on the StigmaReine removes one of its tokens of that colour to the box', async () => {
    const base = drifting();
    const drift = { type: 'last-drift', player: base.seat, target: 'central' } as const;
    const reine = withCentral(base.state, { board: board({ A5: 'blue', B5: 'blue', B6: 'red' }) });
    const state = rolling(reine, drift, 'x-blue');
    const el = await mountOn(state);
    await click(el, decisions(el, 'last-drift')[1], 'Last Drift on the StigmaReine');
    const after = el.state!;
    expect(lit(el, 'central')).toEqual(['A5', 'B5']);
    await clickCell(el, 'central', 'B5');
    expectPlayed(el, after, { type: 'drift-remove', player: base.seat, cell: 'B5' }, /Blue leaves StigmaReine B5 for the box/);
  });

  it('Black Night on the StigmaReine: a lit cell, then the colour', async () => {
    const base = drifting();
    const drift = { type: 'last-drift', player: base.seat, target: 'central' } as const;
    const state = rolling(base.state, drift, 'black-night');
    const el = await mountOn(state);
    await click(el, decisions(el, 'last-drift')[1], 'Last Drift on the StigmaReine');
    const after = el.state!;
    const listed = legalOf(after, base.seat, 'drift-land');
    expect(lit(el, 'central')).toEqual([...new Set(listed.map((c) => c.to))].sort());
    const to = listed[0]!.to;
    await clickCell(el, 'central', to);
    expect(decisions(el, 'drift-land').map((b) => b.textContent!.trim())).toEqual(['Blue', 'Yellow', 'Red']);
    await click(el, decisions(el, 'drift-land')[1], 'yellow');
    expectPlayed(el, after, { type: 'drift-land', player: base.seat, color: 'yellow', to }, new RegExp(`Yellow goes on StigmaReine ${to}`));
  });

  it('Black Night on the StigmaReine with the keyboard only', async () => {
    const base = drifting();
    const drift = { type: 'last-drift', player: base.seat, target: 'central' } as const;
    const state = rolling(base.state, drift, 'black-night');
    const el = await mountOn(state);
    await enter(el);
    await tabTo(el, () => decisions(el, 'last-drift')[1], 'Last Drift on the StigmaReine');
    await keys(el, '{Enter}');
    const after = el.state!;
    // The focus goes to an offered cell of the StigmaReine.
    expect(active(el)?.getAttribute('part')).toBe('central-cell');
    expect(active(el)?.classList.contains('lit')).toBe(true);
    const to = active(el)!.dataset['cell']!;
    await keys(el, '{Enter}');
    expect(active(el)).toBe(decisions(el, 'drift-land')[0]);
    await keys(el, '{Tab}{Tab}');
    await keys(el, '{Enter}');
    expectPlayed(el, after, { type: 'drift-land', player: base.seat, color: 'red', to }, /Red goes on StigmaReine/);
  });
});

describe('<stigmeria-board> the StigmaReine', () => {
  it('Recruit on StigmaReine: a button per colour of its recruit zone', async () => {
    const { state: s, seat } = personal(2, {});
    const state = withCentral(s, { recruit: tokens({ red: 2, green: 1 }) });
    const listed = legalOf(state, seat, 'central-recruit');
    expect(listed.map((c) => c.color)).toEqual(['red', 'green']);
    const el = await mountOn(state);
    expect(decisions(el, 'central-recruit').map((b) => b.textContent!.trim())).toEqual(['Recruit on the StigmaReine: red', 'Recruit on the StigmaReine: green']);
    await click(el, decisions(el, 'central-recruit')[1], 'green');
    expectPlayed(el, state, listed[1]!, new RegExp(`Player ${seat + 1} recruits green from the StigmaReine`));
  });

  it('Recruit on StigmaReine with the keyboard only', async () => {
    const { state: s, seat } = personal(2, {});
    const state = withCentral(s, { recruit: tokens({ orange: 1 }) });
    const el = await mountOn(state);
    await enter(el);
    await tabTo(el, '.decisions button[data-command="central-recruit"]');
    await keys(el, '{Enter}');
    expectPlayed(el, state, { type: 'central-recruit', player: seat, color: 'orange' }, /recruits orange from the StigmaReine/);
  });

  it('the joker: its button, a lit cell of the StigmaReine, then the colour', async () => {
    const served = serveCentral(created('competitive', 2, 'v1'), ['a5']);
    const seat = actor(served);
    const state = withSeat(served, seat, { recruit: { blue: 1, white: 2 } });
    const listed = legalOf(state, seat, 'central-joker');
    expect(listed.length).toBeGreaterThan(0);
    const el = await mountOn(state);
    await click(el, q(el, '.decisions [data-start="central-joker"]'), 'the joker');
    expect(lit(el, 'central')).toEqual([...new Set(listed.map((c) => c.to))].sort());
    const to = listed[0]!.to;
    await clickCell(el, 'central', to);
    expect(decisions(el, 'central-joker').map((b) => b.textContent!.trim())).toEqual(['Blue', 'White']);
    await click(el, decisions(el, 'central-joker')[1], 'white');
    expectPlayed(el, state, { type: 'central-joker', player: seat, color: 'white', to }, new RegExp(`White goes on StigmaReine ${to}`));
    expect(q(el, '.joker-state')!.dataset['used']).toBe('true');
  });

  it('the joker with the keyboard only', async () => {
    const served = serveCentral(created('competitive', 2, 'v1'), ['a5']);
    const seat = actor(served);
    const state = withSeat(served, seat, { recruit: { green: 1 } });
    const el = await mountOn(state);
    await enter(el);
    await tabTo(el, '.decisions [data-start="central-joker"]');
    await keys(el, '{Enter}');
    // The pick takes the keyboard to the StigmaReine's offered cells, and the decisions panel, whose Draw and
    // Place is still open, does not take it back.
    expect(active(el)?.getAttribute('part')).toBe('central-cell');
    expect(active(el)?.classList.contains('lit')).toBe(true);
    const to = active(el)!.dataset['cell']!;
    // One colour: the cell completes the command.
    await keys(el, '{Enter}');
    expectPlayed(el, state, { type: 'central-joker', player: seat, color: 'green', to }, /Green goes on StigmaReine/);
  });

  it('the central Move takes a token off the StigmaReine from row J', async () => {
    const served = serveCentral(created('competitive', 2, 'v1'), ['a5']);
    const seat = actor(served);
    const state = withCentral(served, { board: board({ A5: 'blue', I3: 'red', J3: 'yellow' }) });
    const off = { type: 'central-move', player: seat, from: 'J3', to: 'off' } as const;
    expect(legalActions(state, seat)).toContainEqual(off);
    const el = await mountOn(state);
    await click(el, cellOf(el, 'central', 'J3'), 'J3 of the StigmaReine');
    expect(q(el, 'button.off')).not.toBeNull();
    await click(el, q(el, 'button.off'), 'off');
    expectPlayed(el, state, off, /Yellow leaves StigmaReine J3 for StigmaReine recruit zone/);
  });

  it('the central Move off row J with the keyboard only', async () => {
    const served = serveCentral(created('competitive', 2, 'v1'), ['a5']);
    const seat = actor(served);
    const state = withCentral(served, { board: board({ A5: 'blue', J6: 'violet' }) });
    const el = await mountOn(state);
    await enter(el);
    await arrowTo(el, 'central', 'J6');
    await keys(el, '{Enter}');
    // The Move is picked and the focus stays on its token, where the arrows go on to its destination.
    expect(q(el, 'button.off')).not.toBeNull();
    expect(active(el)?.dataset['cell']).toBe('J6');
    await keys(el, 'o');
    expectPlayed(el, state, { type: 'central-move', player: seat, from: 'J6', to: 'off' }, /Violet leaves StigmaReine J6/);
  });
});

describe('<stigmeria-board> the end of a turn and of a game', () => {
  /** Competitive, 2 players: the first has ended turn 1 with an empty bag, the second is on their own board. */
  function emptyBag(): { state: GameState; seat: number; out: number } {
    let s = serveCentral(created('competitive', 2, 'v1'));
    const out = actor(s);
    s = serveCentral(played(s, { type: 'end-turn', player: out }));
    const seat = actor(s);
    return { state: withSeat(s, out, { bag: [] }), seat, out };
  }

  it('a player with an empty bag is out when the next turn starts', async () => {
    const { state, seat, out } = emptyBag();
    const el = await mountOn(state);
    await click(el, q(el, 'button.end-turn'), 'end turn');
    expectPlayed(el, state, { type: 'end-turn', player: seat }, new RegExp(`Player ${out + 1} is out: empty bag`));
    expect(el.state!.players[out]!.outReason).toBe('empty-bag');
    const tab = q(el, `.player-tab[data-player="${out}"]`)!;
    expect(tab.dataset['status']).toBe('out');
    expect(tab.querySelector('.player-status')!.textContent).toMatch(/empty bag/i);
  });

  it('the same with the keyboard', async () => {
    const { state, seat } = emptyBag();
    const el = await mountOn(state);
    await enter(el);
    await keys(el, 'e');
    expectPlayed(el, state, { type: 'end-turn', player: seat }, /is out: empty bag/);
  });

  /** Solo no limit on turn 12: J1 is a pollen and a red token in the recruit zone would fulfil the schema on J2. */
  function lateSolo(): GameState {
    const s = created('solo-no-limit', 1, 's1');
    const state = withSeat({ ...s, turn: 12, winds: Array.from({ length: 13 }, () => 'south' as const) }, 0, {
      board: board({ J1: 'blue*' }),
      recruit: { red: 1 },
      pending: null,
      specials: [],
    });
    expect(legalActions(state, 0)).toContainEqual({ type: 'land', player: 0, color: 'red', to: 'J2' });
    return state;
  }

  it('solo no limit: fulfilling the schema on turn 12 scores the late turns in the end panel', async () => {
    const state = lateSolo();
    const el = await mountOn(state);
    await click(el, q(el, '.recruit-colour[data-color="red"]'), 'red');
    await clickCell(el, 0, 'J2');
    expectPlayed(el, state, { type: 'land', player: 0, color: 'red', to: 'J2' }, /The game is over/);
    const late = outcome(el.state!)!.ranking[0]!.score.lateTurns;
    // R15: -10 for turn 11, -1 for the action of turn 12.
    expect(late).toBe(-11);
    expect(q(el, '[part="end-panel"] .late-turns')!.textContent!.trim()).toBe('-11');
    expect(q(el, '[part="end-panel"] .total')!.dataset['total']).toBe(String(outcome(el.state!)!.ranking[0]!.score.total));
  });

  it('solo no limit late score with the keyboard only', async () => {
    const state = lateSolo();
    const el = await mountOn(state);
    await enter(el);
    await keys(el, 'r');
    await arrowTo(el, 0, 'J2');
    await keys(el, '{Enter}');
    expectPlayed(el, state, { type: 'land', player: 0, color: 'red', to: 'J2' }, /The game is over/);
    expect(q(el, '[part="end-panel"] .late-turns')!.textContent!.trim()).toBe('-11');
  });
});
