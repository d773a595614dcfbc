import { describe, expect, it } from 'vitest';
import { emptyRecording, play, record, recordStep, replayGame, toReplay, type Command, type ReplayStep } from '../src/index.js';
import { Recording } from '../src/recording.js';
import { scenario } from './support/ascii.js';
import { greedyGame, playAll, twoBlues } from './support/games.js';

const draw = (player: number): ReplayStep => ({ command: { type: 'draw', player }, events: [] });
const undo = (player: number): ReplayStep => ({ command: { type: 'undo', player }, events: [] });

describe('record', () => {
  it('R22: an undone step leaves the recording, so the recording replays to the same state', () => {
    const state = scenario({ recruit: { blue: 1 }, turn: 2, board: 'A . . b . . . . . . .' });
    const land: Command = { type: 'land', player: 0, color: 'blue', to: 'A4' };
    const landed = play(state, land);
    if (!landed.ok) throw new Error(landed.error.code);
    const one = record(emptyRecording(), { command: land, events: landed.value.events });
    expect(one.length).toBe(1);
    const undone = play(landed.value.state, { type: 'undo', player: 0 });
    if (!undone.ok) throw new Error(undone.error.code);
    const none = record(one, { command: { type: 'undo', player: 0 }, events: undone.value.events });
    expect(none.steps).toEqual([]);
    expect(undone.value.state).toEqual(state);
  });

  it('R22: an undo takes back the undoing player\'s last step only, as recordStep does', () => {
    const a = draw(0);
    const b = draw(1);
    const c = draw(0);
    const recorded = [a, b, c, undo(1), undo(0), undo(2)].reduce(record, emptyRecording());
    expect(recorded.steps).toEqual([a]);
    expect(recorded.steps).toEqual([a, b, c, undo(1), undo(0), undo(2)].reduce<ReplayStep[]>(recordStep, []));
  });

  it('records a whole game to the replay recordStep gives, which replays', () => {
    const setup = { schema: twoBlues, mode: 'normal' as const, players: 1, seed: 'recording' };
    const { steps } = playAll(setup, greedyGame(setup));
    const recording = steps.reduce(record, emptyRecording());
    expect(recording.steps).toEqual(steps);
    expect(recording.at(0)).toBe(steps[0]);
    expect(recording.at(steps.length)).toBeUndefined();
    expect(replayGame(toReplay(setup, recording.steps)).ok).toBe(true);
  });

  it('leaves every recording as it was: each is a value that can be kept', () => {
    const start = record(record(emptyRecording(), draw(0)), draw(1));
    const longer = record(start, draw(0));
    const branch = record(start, draw(1));
    const undone = record(longer, undo(0));
    const redone = record(undone, draw(2));
    expect(start.steps).toEqual([draw(0), draw(1)]);
    expect(longer.steps).toEqual([draw(0), draw(1), draw(0)]);
    expect(branch.steps).toEqual([draw(0), draw(1), draw(1)]);
    expect(undone.steps).toEqual([draw(0), draw(1)]);
    expect(redone.steps).toEqual([draw(0), draw(1), draw(2)]);
    expect(Object.isFrozen(start.steps)).toBe(true);
  });

  it('does not copy the steps recorded before: 4,000 steps in one shared array', () => {
    const recordings = [emptyRecording()];
    for (let i = 0; i < 4000; i++) recordings.push(record(recordings.at(-1)!, draw(i % 4)));
    const shared = Recording.sharedSteps(recordings.at(-1)!);
    expect(shared).toHaveLength(4000);
    // Every recording of the game reads the same array: no step was copied into another.
    expect(recordings.every((r) => Recording.sharedSteps(r) === shared)).toBe(true);
    expect(recordings[10]!.steps).toHaveLength(10);
    // An undo of the last step shares it too.
    expect(Recording.sharedSteps(record(recordings.at(-1)!, undo(3)))).toBe(shared);
  });
});
