import { describe, expect, it } from 'vitest';
import { parseReplay, play, recordStep, serializeReplay, toReplay, RULES_VERSION } from '../src/index.js';
import { scenario } from './support/ascii.js';
import { greedyGame, playAll, twoBlues } from './support/games.js';

const setup = { schema: twoBlues, mode: 'normal' as const, players: 1, seed: 'to-replay' };

describe('toReplay and serializeReplay', () => {
  it('writes a replay document that parses back to itself', () => {
    const { steps } = playAll(setup, greedyGame(setup));
    const replay = toReplay(setup, steps, { title: { en: 'Two blues', fr: 'Deux bleus' } });
    expect(replay.format).toBe('stigmeria/replay');
    expect(replay.rulesVersion).toBe(RULES_VERSION);
    expect(replay.setup).toEqual({ schema: twoBlues, mode: 'normal', players: [{}], seed: 'to-replay', options: { joker: true } });
    const parsed = parseReplay(JSON.parse(serializeReplay(replay)));
    expect(parsed).toEqual({ ok: true, value: replay });
  });

  it('writes canonical text: the same replay gives the same text whatever its key order', () => {
    const { steps } = playAll(setup, greedyGame(setup));
    const replay = toReplay(setup, steps);
    const { steps: recorded, setup: header, ...rest } = replay;
    const shuffled = JSON.parse(JSON.stringify({ steps: recorded, setup: header, ...rest }));
    expect(serializeReplay(shuffled)).toBe(serializeReplay(replay));
    expect(serializeReplay(replay, 2)).toContain('\n  "formatVersion": 1');
  });
});

describe('recordStep', () => {
  it('R22: an undone step leaves the log, so the log replays to the same state', () => {
    const state = scenario({ recruit: { blue: 1 }, turn: 2, board: 'A . . b . . . . . . .' });
    const landed = play(state, { type: 'land', player: 0, color: 'blue', to: 'A4' });
    if (!landed.ok) throw new Error(landed.error.code);
    let steps = recordStep([], { command: { type: 'land', player: 0, color: 'blue', to: 'A4' }, events: landed.value.events });
    expect(steps).toHaveLength(1);
    const undone = play(landed.value.state, { type: 'undo', player: 0 });
    if (!undone.ok) throw new Error(undone.error.code);
    steps = recordStep(steps, { command: { type: 'undo', player: 0 }, events: undone.value.events });
    expect(steps).toEqual([]);
    expect(undone.value.state).toEqual(state);
  });

  it('takes back the undoing player\'s step only', () => {
    const a = { command: { type: 'draw' as const, player: 0 }, events: [] };
    const b = { command: { type: 'draw' as const, player: 1 }, events: [] };
    expect(recordStep([a, b], { command: { type: 'undo', player: 0 }, events: [] })).toEqual([b]);
  });
});
