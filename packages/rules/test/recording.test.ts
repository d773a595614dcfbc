import fc from 'fast-check';
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

  it('records steps after undos in the same shared array: 3,000 undos and 9,000 steps copy no log', () => {
    let latest = emptyRecording();
    const kept: { recording: Recording; steps: ReplayStep[] }[] = [];
    let expected: ReplayStep[] = [];
    const shared = Recording.sharedSteps(latest);
    for (let i = 0; i < 3000; i++) {
      // Two players: an undo takes back the last step, or, every third time, the one before the other player's.
      const mover = i % 2;
      for (const step of [draw(mover), draw(1 - mover), undo(i % 3 === 0 ? mover : 1 - mover), draw(i % 4)]) {
        latest = record(latest, step);
        expected = recordStep(expected, step);
      }
      if (i % 500 === 0) kept.push({ recording: latest, steps: expected });
      // Every recording of the game, after an undo too, reads the one array: no step was copied into another.
      expect(Recording.sharedSteps(latest)).toBe(shared);
    }
    expect(latest.steps).toEqual(expected);
    expect(latest.length).toBe(6000);
    // The undone steps are not kept at the array's end once a step replaces them.
    expect(shared).toHaveLength(6000);
    // The recordings kept along the way still hold their own steps, each readable step by step.
    for (const { recording, steps } of kept) {
      expect(recording.steps).toEqual(steps);
      expect(steps.every((s, i) => recording.at(i) === s)).toBe(true);
    }
  });

  it('leaves the recordings before an undo as they were when a step replaces the undone ones', () => {
    const a = record(record(record(emptyRecording(), draw(0)), draw(1)), draw(0));
    const undone = record(a, undo(1));
    const replaced = record(undone, draw(2));
    const branch = record(a, draw(3));
    const branchUndone = record(branch, undo(0));
    expect(a.steps).toEqual([draw(0), draw(1), draw(0)]);
    expect([0, 1, 2].map((i) => a.at(i))).toEqual([draw(0), draw(1), draw(0)]);
    expect(undone.steps).toEqual([draw(0), draw(0)]);
    expect(replaced.steps).toEqual([draw(0), draw(0), draw(2)]);
    expect(branch.steps).toEqual([draw(0), draw(1), draw(0), draw(3)]);
    expect(branchUndone.steps).toEqual([draw(0), draw(1), draw(3)]);
    expect(Recording.sharedSteps(replaced)).toBe(Recording.sharedSteps(a));
  });

  it('gives what recordStep gives for any steps and undos recorded onto any recording kept, each left as it was', () => {
    const op = fc.record({ from: fc.nat(), player: fc.nat({ max: 2 }), undo: fc.boolean() });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const kept: { recording: Recording; steps: ReplayStep[] }[] = [{ recording: emptyRecording(), steps: [] }];
        for (const { from, player, undo: isUndo } of ops) {
          const base = kept[from % kept.length]!;
          // Each step a new object: `at` is checked by identity, so no two steps can be mistaken for each other.
          const step = isUndo ? undo(player) : draw(player);
          kept.push({ recording: record(base.recording, step), steps: recordStep(base.steps, step) });
        }
        for (const { recording, steps } of kept) {
          expect(recording.length).toBe(steps.length);
          expect(steps.every((s, i) => recording.at(i) === s)).toBe(true);
          expect(recording.steps).toEqual(steps);
        }
      }),
      { numRuns: 300 },
    );
  });
});
