import { describe, expect, it } from 'vitest';
import { RULES_VERSION, replayGame, replayStates, toReplay, type Replay } from '../src/index.js';
import { greedyGame, playAll, twoBlues } from './support/games.js';

const setup = { schema: twoBlues, mode: 'normal' as const, players: [{ name: 'Ana' }], seed: 'replay' };
const game = playAll(setup, greedyGame(setup));
const replay = toReplay(setup, game.steps);

function tampered(change: (steps: Replay['steps'][number][]) => void): Replay {
  const copy = structuredClone(replay) as { steps: Replay['steps'][number][] } & Replay;
  change(copy.steps);
  return copy;
}

describe('replayGame', () => {
  it('replays a recorded game to its final state', () => {
    const result = replayGame(replay);
    expect(result).toEqual({ ok: true, value: game.final });
  });

  it('stops after upTo steps', () => {
    const result = replayGame(replay, { upTo: 3 });
    expect(result.ok && result.value).toEqual(game.states[3]);
    expect(replayGame(replay, { upTo: 0 }).ok && replayGame(replay, { upTo: 0 })).toEqual({ ok: true, value: game.initial });
  });

  it('accepts a replay read back from its JSON text', () => {
    expect(replayGame(JSON.parse(JSON.stringify(replay)))).toEqual({ ok: true, value: game.final });
  });

  it('names the first step whose events differ from what the rules produce', () => {
    const landing = replay.steps.findIndex((s) => s.command.type === 'land');
    const bad = tampered((steps) => {
      const events = steps[landing]!.events as unknown as { type: string; cell?: string }[];
      const landed = events.find((e) => e.type === 'landed')!;
      landed.cell = landed.cell === 'A1' ? 'A2' : 'A1';
    });
    const result = replayGame(bad);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('replay/events-differ');
      expect(result.error.step).toBe(landing);
    }
  });

  it('names the first step whose command is illegal', () => {
    const bad = tampered((steps) => {
      steps.splice(1, 0, { command: { type: 'land', player: 0, color: 'blue', to: 'J10' }, events: [] });
    });
    const result = replayGame(bad);
    expect(!result.ok && result.error).toMatchObject({ code: 'replay/illegal-step', step: 1 });
  });

  it('reports a missing step as a difference at the step where the story breaks', () => {
    const draw = replay.steps.findIndex((s) => s.command.type === 'draw');
    const bad = tampered((steps) => steps.splice(draw, 1));
    const result = replayGame(bad);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.step).toBeGreaterThanOrEqual(draw);
  });

  it('refuses a replay of another major rules version, and a document that is not a replay', () => {
    const other = { ...replay, rulesVersion: `${Number(RULES_VERSION.split('.')[0]) + 1}.0.0` };
    expect(!replayGame(other).ok && (replayGame(other) as { error: { code: string } }).error.code).toBe('replay/rules-version');
    for (const input of [null, 42, 'text', {}, { ...replay, steps: 'x' }]) {
      const result = replayGame(input);
      expect(!result.ok && result.error.code).toBe('replay/invalid');
    }
  });

  it('refuses a replay whose setup cannot be played', () => {
    const bad = { ...replay, setup: { ...replay.setup, mode: 'competitive' } };
    const result = replayGame(bad);
    expect(result.ok).toBe(false);
  });
});

describe('replayStates', () => {
  it('gives the state at the setup and after every step, the same as replayGame with upTo', () => {
    const result = replayStates(replay);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.states).toHaveLength(replay.steps.length + 1);
    expect(result.value.states).toEqual(game.states);
    expect(result.value.replay).toEqual(replay);
  });

  it('refuses a replay with the same error as replayGame', () => {
    const bad = tampered((steps) => steps.splice(1, 0, { command: { type: 'land', player: 0, color: 'blue', to: 'J10' }, events: [] }));
    expect(replayStates(bad)).toEqual(replayGame(bad));
  });
});
