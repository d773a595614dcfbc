/**
 * Limits that multiply: within every per-field limit a replay could hold 20,000 steps of 500 events. The whole
 * replay is bounded too (INPUT_LIMITS.events events, INPUT_LIMITS.values values), and a replay over a bound is
 * refused before any per-step work. Every replay the project ships stays well within them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue, demoReplay, INPUT_LIMITS, LIMITS, parseReplay, replayGame } from '../src/index.js';

const FAST_MS = 2000;

function base(): Record<string, unknown> {
  const replay = demoReplay(catalogue[0]!);
  if (!replay.ok) throw new Error(replay.error.code);
  return JSON.parse(JSON.stringify(replay.value)) as Record<string, unknown>;
}

/** A replay of `steps` undo steps holding `events` `undone` events in all, spread evenly. */
function withEvents(steps: number, events: number): Record<string, unknown> {
  const per = Math.floor(events / steps);
  const list = Array.from({ length: steps }, (_, i) => ({
    command: { type: 'undo', player: 0 },
    events: Array.from({ length: per + (i < events - per * steps ? 1 : 0) }, () => ({ type: 'undone', player: 0 })),
  }));
  return { ...base(), steps: list };
}

function timed<T>(run: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = run();
  return { value, ms: performance.now() - started };
}

describe('the total work of a replay is bounded', () => {
  it(`reads a replay of ${INPUT_LIMITS.events} events and refuses one more with replay/too-many-events, fast`, () => {
    const atLimit = parseReplay(withEvents(LIMITS.steps, INPUT_LIMITS.events));
    expect(atLimit.ok, atLimit.ok ? '' : atLimit.error.message).toBe(true);

    const over = timed(() => parseReplay(withEvents(LIMITS.steps, INPUT_LIMITS.events + 1)));
    expect(over.ms).toBeLessThan(FAST_MS);
    expect(over.value.ok).toBe(false);
    if (over.value.ok) return;
    expect(over.value.error.issues).toEqual([{ path: '/steps', code: 'replay/too-many-events', message: expect.any(String) }]);
    const replayed = replayGame(withEvents(LIMITS.steps, INPUT_LIMITS.events + 1));
    expect(replayed.ok).toBe(false);
    if (!replayed.ok) expect(replayed.error.code).toBe('replay/invalid');
  });

  it('refuses the 20,000 steps of 500 events every per-field limit allows, fast', () => {
    const event = { type: 'undone', player: 0 };
    const events = new Array(LIMITS.eventsPerStep).fill(event);
    const steps = new Array(LIMITS.steps).fill({ command: { type: 'undo', player: 0 }, events });
    const over = timed(() => parseReplay({ ...base(), steps }));
    expect(over.ms).toBeLessThan(FAST_MS);
    expect(over.value.ok).toBe(false);
    if (!over.value.ok) expect(over.value.error.issues[0]!.code).toMatch(/^(document\/too-large|replay\/too-many-events)$/);
  });

  it(`refuses a replay of more than ${INPUT_LIMITS.values} values with document/too-large, fast`, () => {
    const replay = base();
    const wide = new Array(10_000).fill(0);
    replay.extra = new Array(Math.ceil(INPUT_LIMITS.values / wide.length)).fill(wide);
    const over = timed(() => parseReplay(replay));
    expect(over.ms).toBeLessThan(FAST_MS);
    expect(over.value.ok).toBe(false);
    if (!over.value.ok) expect(over.value.error.issues).toEqual([{ path: expect.stringMatching(/^\/extra\//), code: 'document/too-large', message: expect.any(String) }]);
  });
});

describe('a replay is no longer than a game of its mode can be', () => {
  // R6: a normal game has 10 turns; turn t gives min(t, 10) actions. Per player: 55 steps that spend an action,
  // as many Half Note keeps, 36 Choreography moves and stops (t - 2 from turn 3, R18), 10 turn ends and the
  // joker (R9): 157.
  const normal = (players: number, steps: number): Record<string, unknown> => {
    const replay = base() as Record<string, unknown> & { setup: Record<string, unknown> };
    const names = Array.from({ length: players }, () => ({}));
    const list = Array.from({ length: steps }, (_, i) => ({ command: { type: 'draw', player: i % players }, events: [] }));
    return { ...replay, setup: { ...replay.setup, mode: 'normal', players: names }, steps: list };
  };

  it('refuses a normal replay of one step more than the rules allow with replay/too-many-steps, before playing it', () => {
    for (const players of [1, 6]) {
      const over = timed(() => replayGame(normal(players, 157 * players + 1)));
      expect(over.ms).toBeLessThan(FAST_MS);
      expect(over.value.ok).toBe(false);
      if (over.value.ok) continue;
      expect(over.value.error).toMatchObject({ code: 'replay/too-many-steps', params: { steps: 157 * players + 1, most: 157 * players } });
    }
    // At the bound, the steps are played: the first draw gives events the replay does not record.
    const at = replayGame(normal(1, 157));
    expect(!at.ok && at.error).toMatchObject({ code: 'replay/events-differ', step: 0 });
  });

  it('counts the history only: a step and its undo (R22) are not part of it', () => {
    const replay = normal(1, 157) as { steps: unknown[] };
    replay.steps.push({ command: { type: 'undo', player: 0 }, events: [] }, { command: { type: 'draw', player: 0 }, events: [] });
    const result = replayGame(replay);
    expect(!result.ok && result.error.code).toBe('replay/events-differ');
  });
});

describe('the replays the project ships are within the bounds', () => {
  const root = join(import.meta.dirname, '..', '..', '..');
  const files = [
    ...readdirSync(join(root, 'packages/rules/catalogue'))
      .filter((name) => name.endsWith('.replay.json'))
      .map((name) => join(root, 'packages/rules/catalogue', name)),
    ...readdirSync(join(root, 'docs/tutorials/replays'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => join(root, 'docs/tutorials/replays', name)),
  ];

  it('finds the catalogue demonstrations and the tutorial replays', () => {
    expect(files.length).toBeGreaterThan(catalogue.length);
  });

  it.each(files.map((file) => [file.slice(root.length + 1), file]))('%s parses and replays', (_, file) => {
    const replayed = replayGame(JSON.parse(readFileSync(file, 'utf8')));
    expect(replayed.ok, replayed.ok ? '' : `${replayed.error.code}: ${replayed.error.message}`).toBe(true);
  });
});
