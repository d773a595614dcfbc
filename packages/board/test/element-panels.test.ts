import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  actionsLeft,
  catalogue,
  demoReplay,
  legalActions,
  outcome,
  parseReplay,
  replayGame,
  type Command,
  type Replay,
} from '@stigmeria/rules';
import type { StigmeriaBoard } from '../src/index.js';
import { strings } from '../src/i18n.js';
import { endSentence } from '../src/views/end-panel.js';
import { LOG_LINES } from '../src/views/log.js';
import { mount, q } from './element-helpers.js';

const all = (el: StigmeriaBoard, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A normal one-player demonstration that ends with the schema fulfilled. */
const normal = catalogue.find((e) => e.demo.mode === 'normal' && e.demo.players === 1)!;
/** A competitive demonstration, played at its table. */
const competitive = catalogue.find((e) => e.demo.mode === 'competitive')!;

async function played(entry: typeof normal, upTo = entry.demo.steps.length): Promise<StigmeriaBoard> {
  const el = await mount({ schema: entry.schema.id, seed: entry.demo.seed, mode: entry.demo.mode, players: String(entry.demo.players) });
  for (const step of entry.demo.steps.slice(0, upTo)) expect(el.play(step.command), step.command.type).toBe(true);
  await el.updateComplete;
  return el;
}

describe('<stigmeria-board> header', () => {
  it('says each name once: a replay titled as its flower shows the flower once, another title shows', async () => {
    const demo = demoReplay(competitive);
    if (!demo.ok) throw new Error(demo.error.code);
    const titled = (title: string): Replay => ({ ...demo.value, metadata: { ...demo.value.metadata, title: { en: title } } });
    const el = await mount({ controls: '' }, (e) => (e.replay = titled('The lantern duel')));
    expect(text(q(el, '.replay-title'))).toBe('The lantern duel');
    const flower = text(q(el, '.head .flower'));
    expect(flower).not.toBe('');
    el.replay = titled(flower);
    await el.updateComplete;
    expect(all(el, '.head .meta').filter((m) => text(m) === flower)).toHaveLength(1);
    expect(q(el, '.replay-title')).toBeNull();
  });
});

describe('<stigmeria-board> player panels', () => {
  it('show each seat of a 3-player game: bag count, actions left, status, and who is to play', async () => {
    const el = await mount({ players: '3', seed: 'panels' });
    const state = () => el.state!;
    // Seat 1 ends the turn at once: the panels say so, the others still play (normal: simultaneous, R7).
    expect(el.play({ type: 'end-turn', player: 0 })).toBe(true);
    await el.updateComplete;
    const panels = all(el, '.player-panel');
    expect(panels.length).toBe(3);
    state().players.forEach((p, seat) => {
      const panel = panels[seat]!;
      expect(panel.dataset['player']).toBe(String(seat));
      expect(panel.querySelector<HTMLElement>('.panel-bag')!.dataset['count']).toBe(String(p.bag.length));
      expect(text(panel.querySelector('.panel-bag'))).toBe(`bag ${p.bag.length}`);
      expect(panel.querySelector<HTMLElement>('.panel-recruit')!.dataset['count']).toBe(String(Object.values(p.recruit).reduce((a, b) => a + b, 0)));
    });
    expect(text(panels[0]!.querySelector('.player-status'))).toBe('turn ended');
    expect(panels[0]!.dataset['toPlay']).toBe('false');
    for (const seat of [1, 2]) {
      const left = actionsLeft(state(), state().players[seat]!);
      expect(text(panels[seat]!.querySelector('.player-status'))).toBe(`playing · ${left} action${left === 1 ? '' : 's'} left this turn`);
      expect(panels[seat]!.dataset['toPlay']).toBe('true');
      expect(panels[seat]!.querySelector('.to-play')).not.toBeNull();
    }
    // A panel is still the tab that shows its seat's board.
    panels[2]!.click();
    await el.updateComplete;
    expect(q(el, '[role="grid"]')!.getAttribute('aria-label')).toContain('Player 3');
    expect(all(el, '.player-tab')[2]!.getAttribute('aria-selected')).toBe('true');
  });

  it('a one-player game has one compact panel, with its recruit zone as chips', async () => {
    const el = await mount({ seed: 'solo' });
    expect(all(el, '.player-panel').length).toBe(1);
    expect(all(el, '.player-tab').length).toBe(0);
    const p = el.state!.players[0]!;
    const held = Object.entries(p.recruit).filter(([, n]) => n > 0);
    expect(all(el, '.players.single .chip').map((c) => c.dataset['color'])).toEqual(held.map(([c]) => c));
  });
});

describe('<stigmeria-board> game log', () => {
  it('groups the steps by turn and words a land and the wind that pushes it (R10, R11)', async () => {
    // Morning Ladder: the wind blows south after every turn; a blue landed on A1 (no target there) is pushed to B1.
    const el = await mount({ schema: catalogue[0]!.schema.id, seed: 'log' });
    const land = legalActions(el.state!, 0).find((c): c is Extract<Command, { type: 'land' }> => c.type === 'land' && c.to === 'A1')!;
    expect(land).toBeDefined();
    expect(el.play(land)).toBe(true);
    expect(el.play({ type: 'end-turn', player: 0 })).toBe(true);
    expect(el.play({ type: 'end-turn', player: 0 })).toBe(true);
    await el.updateComplete;
    const turns = all(el, '.log-turn');
    expect(turns.map((s) => s.dataset['turn'])).toEqual(['1', '2']);
    const first = turns[0]!.querySelectorAll('.log-line');
    expect(first.length).toBe(2);
    expect(text(first[0]!)).toBe(`${land.color.charAt(0).toUpperCase()}${land.color.slice(1)} lands on A1`);
    expect(text(first[1]!)).toContain('The wind blows south');
    expect(text(first[1]!)).toContain('The wind pushes A1 to B1');
    expect(text(turns[1]!.querySelector('.log-turn-title'))).toBe('Turn 2');
    // The newest step is the current one, shown in the log's own box.
    expect(all(el, '.log-line[aria-current="step"]').map((l) => l.dataset['step'])).toEqual(['3']);
    // The log is worded at each render: a change of language re-words every line.
    el.lang = 'fr';
    await el.updateComplete;
    expect(text(q(el, '.log-turn .log-line'))).toMatch(/en A1/);
    expect(text(q(el, '.log h3'))).toBe('Journal de la partie');
  });

  it('keeps the newest step in view by scrolling its own box, never the page', async () => {
    const el = await mount({ schema: catalogue[0]!.schema.id, seed: 'scroll' });
    for (let i = 0; i < 9; i++) expect(el.play({ type: 'end-turn', player: 0 })).toBe(true);
    await el.updateComplete;
    // The log scrolls in the frame after the update (its layout is read then, not during the update).
    await frame();
    const box = q(el, '.log-box')!;
    const before = window.scrollY;
    expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    const last = q(el, '.log-line[aria-current="step"]')!;
    expect(box.scrollTop + box.clientHeight).toBeGreaterThanOrEqual(last.offsetTop + last.offsetHeight - 1);
    expect(window.scrollY).toBe(before);
    // A reader who scrolls back keeps their place while nothing is played; the next step brings the log down.
    box.scrollTop = 0;
    q<HTMLElement>(el, '.player-panel')!.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    el.requestUpdate();
    await el.updateComplete;
    await frame();
    expect(box.scrollTop).toBe(0);
    expect(el.play({ type: 'end-turn', player: 0 })).toBe(true);
    await el.updateComplete;
    await frame();
    expect(box.scrollTop).toBeGreaterThan(0);
  });

  it('lists the newest steps of a long game and says how many earlier ones it leaves out', async () => {
    const el = await mount({ schema: catalogue[0]!.schema.id, seed: 'long', mode: 'discovery' });
    // Discovery has no turn limit: 60 turns ended (a wind each) without a token on the board.
    for (let i = 0; i < 60; i++) expect(el.play({ type: 'end-turn', player: 0 })).toBe(true);
    await el.updateComplete;
    const lines = all(el, '.log-line');
    expect(lines.length).toBe(LOG_LINES);
    expect(lines.at(-1)!.dataset['step']).toBe('60');
    expect(lines[0]!.dataset['step']).toBe(String(60 - LOG_LINES + 1));
    expect(text(q(el, '.log-earlier'))).toBe(`${60 - LOG_LINES} earlier steps not listed`);
  });

  it('in a replay, picking a log line goes to that step', async () => {
    const made = demoReplay(normal);
    if (!made.ok) throw new Error(made.error.code);
    const el = await mount({ controls: '', step: '6' }, (e) => (e.replay = made.value));
    expect(el.step).toBe(6);
    // The steps applied so far have their lines, after the setup's; later steps are not told before they happen.
    expect(all(el, '.log-step').map((b) => b.dataset['step'])).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    q<HTMLButtonElement>(el, '.log-step[data-step="3"]')!.click();
    await el.updateComplete;
    expect(el.step).toBe(3);
    expect(q(el, '.log-line[aria-current="step"]')!.dataset['step']).toBe('3');
    expect(el.state).toEqual(replayOk(made.value, 3));
    expect(all(el, '.log-step').length).toBe(4);
    q<HTMLButtonElement>(el, '.log-step[data-step="0"]')!.click();
    await el.updateComplete;
    expect(el.step).toBe(0);
  });
});

function replayOk(replay: Replay, upTo: number) {
  const states = replayGame(replay, { upTo });
  if (!states.ok) throw new Error(states.error.code);
  return states.value;
}

describe('<stigmeria-board> end screen', () => {
  it('a won one-player normal game: who won and why in one sentence, and only the parts normal scores (R15)', async () => {
    const el = await played(normal);
    const result = outcome(el.state!)!;
    const me = result.ranking[0]!;
    expect(me.reason).toBe('fulfilled');
    const panel = q(el, '[part="end-panel"]')!;
    const actions = me.finished!.actions;
    expect(text(panel.querySelector('.end-sentence'))).toBe(
      `Player 1 wins: the schema fulfilled on turn ${me.finished!.turn} with ${actions} action${actions === 1 ? '' : 's'}, ${me.score.total} points.`,
    );
    expect(all(el, '[part="end-panel"] thead th[data-part]').map((th) => th.dataset['part'])).toEqual(['level', 'unusedActions', 'laterTurns', 'recruit', 'joker']);
    const row = panel.querySelector('tbody tr')!;
    expect(text(row.querySelector('.level'))).toBe(String(me.score.level));
    expect(text(row.querySelector('.recruit-points'))).toBe(String(me.score.recruit));
    expect(row.querySelector<HTMLElement>('.total')!.dataset['total']).toBe(String(me.score.total));
    expect(panel.querySelector('.celebration')).not.toBeNull();
  });

  it('a competitive game: the winner, ranks as the rules give them, and no recruit or late-turn points (R14, R15)', async () => {
    const el = await played(competitive);
    const result = outcome(el.state!)!;
    const winner = result.ranking[0]!;
    expect(text(q(el, '.end-sentence'))).toMatch(new RegExp(`^Player ${winner.player + 1} wins: the schema fulfilled on turn ${winner.finished!.turn} `));
    const parts = all(el, '[part="end-panel"] thead th[data-part]').map((th) => th.dataset['part']);
    expect(parts).not.toContain('recruit');
    expect(parts).not.toContain('lateTurns');
    expect(parts).not.toContain('joker');
    const rows = all(el, '[part="end-panel"] tbody tr');
    expect(rows.map((r) => [r.dataset['player'], r.dataset['rank'], r.dataset['reason']])).toEqual(
      result.ranking.map((r) => [String(r.player), String(r.rank), r.reason]),
    );
    // Players who did not fulfil share the rank after the winners; the shared rank says it is a tie.
    for (const r of result.ranking.filter((x) => x.reason !== 'fulfilled')) {
      const shared = result.ranking.filter((x) => x.rank === r.rank).length > 1;
      expect(text(rows.find((row) => row.dataset['player'] === String(r.player))!.querySelector('.rank'))).toBe(shared ? `${r.rank} (tied)` : String(r.rank));
    }
  });

  it('winners who share the win but not the score are not given one figure (R14, R15: the joker costs 5)', () => {
    const score = (total: number, joker: number) => ({ level: 5, unusedActions: 0, laterTurns: 10, recruit: 0, joker, lateTurns: 0, failure: 0, total });
    const tie = (player: number, total: number, joker: number) => ({
      player,
      name: `Player ${player + 1}`,
      rank: 1,
      reason: 'fulfilled' as const,
      finished: { turn: 6, actions: 2 },
      score: score(total, joker),
    });
    const t = strings('en');
    const nameOf = (i: number) => `Player ${i + 1}`;
    expect(endSentence(t, { ranking: [tie(0, 15, 0), tie(1, 10, -5)], winners: [0, 1] }, nameOf)).toBe(
      'Player 1, Player 2 share the win: the schema fulfilled on turn 6 with 2 actions.',
    );
    expect(endSentence(t, { ranking: [tie(0, 15, 0), tie(1, 15, 0)], winners: [0, 1] }, nameOf)).toBe(
      'Player 1, Player 2 share the win: the schema fulfilled on turn 6 with 2 actions, 15 points each.',
    );
  });

  it('"Download the game" saves a replay file that the rules accept and that replays to the final state', async () => {
    const el = await played(normal);
    const link = q<HTMLAnchorElement>(el, 'a.download')!;
    expect(link.getAttribute('download')).toBe(`stigmeria-${normal.schema.id}.replay.json`);
    expect(link.href.startsWith('blob:')).toBe(true);
    const file = await (await fetch(link.href)).text();
    const parsed = parseReplay(JSON.parse(file));
    expect(parsed.ok).toBe(true);
    const replayed = replayGame(JSON.parse(file));
    if (!replayed.ok) throw new Error(replayed.error.code);
    expect(replayed.value).toEqual(el.state);
  });

  it('"Play again" starts the game again from its setup', async () => {
    const el = await played(normal);
    q<HTMLButtonElement>(el, '.play-again')!.click();
    await el.updateComplete;
    expect(el.state!.over).toBe(false);
    expect(el.state!.turn).toBe(1);
    expect(el.log.length).toBe(0);
    expect(q(el, '[part="end-panel"]')).toBeNull();
    expect(q(el, '.log-empty')).not.toBeNull();
    // The button left with the end screen: the focus is on the new game's board, not lost to the page.
    expect(el.shadowRoot!.activeElement?.getAttribute('role')).toBe('gridcell');
  });

  it('re-words the sentence when the language changes', async () => {
    const el = await played(normal);
    el.lang = 'fr';
    await el.updateComplete;
    // French puts a non-breaking space before the colon.
    expect(q(el, '.end-sentence')!.textContent).toMatch(/^Joueur 1 gagne\u00a0: le schéma réalisé au tour \d+/);
    expect(text(q(el, '.play-again'))).toBe('Rejouer');
  });
});

describe('<stigmeria-board> how to play', () => {
  it('states the goal of the mode and schema, and opens and closes by keyboard', async () => {
    const el = await mount({ schema: normal.schema.id });
    const details = q<HTMLDetailsElement>(el, 'details.how-to')!;
    const summary = details.querySelector('summary')!;
    expect(details.open).toBe(false);
    summary.focus();
    await userEvent.keyboard('{Enter}');
    expect(details.open).toBe(true);
    const goal = text(details.querySelector('.goal'));
    expect(goal).toContain(`${normal.schema.targets.length} target pollens`);
    expect(text(details)).toContain('You have 10 turns');
    expect(details.querySelector('kbd')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(el.shadowRoot!.activeElement).toBe(summary);
  });

  it('opens on the first click even while a decision waits for the focus (competitive, A5 to place)', async () => {
    const el = await mount({ mode: 'competitive', players: '2' });
    expect(q(el, '.decisions')).not.toBeNull();
    const details = q<HTMLDetailsElement>(el, 'details.how-to')!;
    await userEvent.click(details.querySelector('summary')!);
    await el.updateComplete;
    expect(details.open).toBe(true);
    expect(el.shadowRoot!.activeElement).toBe(details.querySelector('summary'));
  });

  it('in competitive, says the game ends with the first to fulfil and names the StigmaReine', async () => {
    const el = await mount({ mode: 'competitive', players: '2' });
    const words = text(q(el, 'details.how-to'));
    expect(words).toContain('The game ends with the turn in which someone fulfils the schema');
    expect(words).toContain('StigmaReine');
    expect(words).toContain('one after the other');
  });
});

describe('<stigmeria-board> schema card', () => {
  it('lists every target in the miniature’s text alternative and draws one dot each', async () => {
    const el = await mount({ schema: normal.schema.id });
    const card = q(el, '[part="schema-card"]')!;
    const image = card.querySelector('.card-miniature')!;
    expect(image.getAttribute('role')).toBe('img');
    const label = image.getAttribute('aria-label')!;
    expect(label.startsWith(`${normal.schema.targets.length} targets: `)).toBe(true);
    for (const target of normal.schema.targets) expect(label).toContain(`${target.color} on ${target.cell}`);
    expect([...card.querySelectorAll<SVGElement>('.card-target')].map((c) => `${c.dataset['color']}@${c.dataset['cardCell']}`).sort()).toEqual(
      normal.schema.targets.map((x) => `${x.color}@${x.cell}`).sort(),
    );
    // Its winds are the default south: the card lists none.
    expect(card.querySelector('.card-winds')).toBeNull();
  });

  it('shows the setup tokens, and the schema’s own winds turn by turn with none after the last turn (R3, R10)', async () => {
    const base = catalogue.find((e) => (e.schema.setup?.length ?? 0) > 0 && e.demo.mode === 'normal')!.schema;
    const el = await mount({}, (e) => (e.schemaData = { ...base, winds: ['east', 'west'] }));
    const card = q(el, '[part="schema-card"]')!;
    expect(card.querySelectorAll('.card-setup').length).toBe(base.setup!.length);
    for (const token of base.setup!) expect(text(card.querySelector('.card-setup-list'))).toContain(`${token.color} on ${token.cell}`);
    const winds = [...card.querySelectorAll<HTMLElement>('.card-wind-list li')];
    expect(winds.map((li) => li.dataset['wind'])).toEqual(['east', 'west', ...Array.from({ length: 7 }, () => 'south'), 'none']);
    expect(text(winds[0]!.querySelector('.sr-only'))).toBe('after turn 1: east');
    expect(text(winds[9]!.querySelector('.sr-only'))).toBe('after turn 10: no wind');
  });
});
