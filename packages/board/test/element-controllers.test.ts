import { describe, expect, it } from 'vitest';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { catalogue, createGame, demoReplay, legalActions, play, replayGame, replayStates } from '@stigmeria/rules';
import { playCommand } from '@stigmeria/rules/engine';
import { GameController } from '../src/controllers/game-controller.js';
import { ReplayController } from '../src/controllers/replay-controller.js';

/** A host without DOM: counts update requests. */
class FakeHost implements ReactiveControllerHost {
  controllers: ReactiveController[] = [];
  updates = 0;
  readonly updateComplete = Promise.resolve(true);
  addController(c: ReactiveController): void {
    this.controllers.push(c);
  }
  removeController(c: ReactiveController): void {
    this.controllers = this.controllers.filter((x) => x !== c);
  }
  requestUpdate(): void {
    this.updates++;
  }
}

const setup = { schema: catalogue[0]!.schema, mode: 'normal' as const, players: 1, seed: 's' };

describe('GameController (element)', () => {
  it('creates, plays through the rules, logs, undoes and resets', () => {
    const host = new FakeHost();
    const game = new GameController(host);
    expect(host.controllers).toEqual([game]);
    expect(game.create(setup).ok).toBe(true);
    const start = game.state!;
    const reference = createGame(setup);
    expect(reference.ok && reference.value).toEqual(start);
    const land = legalActions(start, 0).find((c) => c.type === 'land')!;
    const played = game.play(land, playCommand);
    expect(played.ok).toBe(true);
    const expected = play(start, land);
    expect(expected.ok && expected.value.state).toEqual(game.state);
    expect(game.log.map((s) => s.command)).toEqual([land]);
    expect(game.undo(0, playCommand).ok).toBe(true);
    expect(game.log).toEqual([]);
    expect(game.play({ type: 'move', player: 0, from: 'A1', to: 'off' }, playCommand).ok).toBe(false);
    // A command from outside goes through the checked `play`, which refuses a malformed one.
    expect(game.play({ type: 'draw', player: 0, extra: 1 } as never, play).ok).toBe(false);
    game.play({ type: 'draw', player: 0 }, playCommand);
    expect(game.reset().ok).toBe(true);
    expect(game.state).toEqual(start);
    expect(host.updates).toBeGreaterThan(3);
  });

  it('keeps the game when a setup is refused', () => {
    const game = new GameController();
    game.create(setup);
    const before = game.state;
    expect(game.create({ ...setup, players: 9 }).ok).toBe(false);
    expect(game.state).toBe(before);
  });
});

describe('ReplayController (element)', () => {
  it('precomputes every state and moves the cursor', () => {
    const replay = demoReplay(catalogue[4]!);
    if (!replay.ok) throw new Error(replay.error.code);
    const host = new FakeHost();
    const cursor = new ReplayController(host);
    const seen: number[] = [];
    cursor.onStep = (step) => seen.push(step);
    expect(cursor.load(replay.value, replayStates).ok).toBe(true);
    const total = replay.value.steps.length;
    expect(cursor.total).toBe(total);
    for (const n of [total, 0, 3, total - 1, 2]) {
      cursor.stepTo(n);
      const expected = replayGame(replay.value, { upTo: n });
      expect(expected.ok && expected.value).toEqual(cursor.state);
    }
    expect(cursor.stepTo(total + 50)).toBe(total);
    expect(cursor.stepTo(-4)).toBe(0);
    expect(seen).toEqual([total, 0, 3, total - 1, 2, total, 0]);
  });

  it('refuses tampered or foreign replays and keeps the loaded one', () => {
    const replay = demoReplay(catalogue[0]!);
    if (!replay.ok) throw new Error(replay.error.code);
    const cursor = new ReplayController();
    cursor.load(replay.value, replayStates);
    const tampered = structuredClone(replay.value) as unknown as { steps: { events: unknown[] }[] };
    tampered.steps[1]!.events = [];
    expect(cursor.load(tampered, replayStates)).toMatchObject({ ok: false, error: { code: 'replay/events-differ', step: 1 } });
    expect(cursor.load({ ...replay.value, rulesVersion: '99.0.0' }, replayStates)).toMatchObject({ ok: false, error: { code: 'replay/rules-version' } });
    expect(cursor.load('nonsense', replayStates)).toMatchObject({ ok: false, error: { code: 'replay/invalid' } });
    expect(cursor.replay).toEqual(replay.value);
  });

  it('plays on a timer at a speed and pauses at the end', async () => {
    const replay = demoReplay(catalogue[0]!);
    if (!replay.ok) throw new Error(replay.error.code);
    const cursor = new ReplayController();
    cursor.load(replay.value, replayStates);
    cursor.setSpeed(100);
    cursor.stepTo(cursor.total - 2);
    cursor.play();
    expect(cursor.playing).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(cursor.cursor).toBe(cursor.total);
    expect(cursor.playing).toBe(false);
  });
});
