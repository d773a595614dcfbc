import { describe, expect, it } from 'vitest';
import { legalActions, type Command } from '../../src/index.js';
import { board, boardOf, scenario, withFlower } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';

const dance = (from: string, to: string): Command => ({ type: 'choreography', player: 0, from, to });
const stop: Command = { type: 'choreography-stop', player: 0 };

const POSITION = `
  C . . b . . . . . . .
  D . . . . y . . . . .
  J . . . . r . . . . .
  `;

describe('Choreography (R18)', () => {
  it('R18 Choreography: in turn 4, two different stigmerians each make one orthogonal step', () => {
    const state = scenario({ flower: 'dentdine', turn: 4, bag: [], board: POSITION });
    const first = run(state, dance('C3', 'C4'));
    expect(first.events).toEqual([
      { type: 'acted', player: 0, action: 'choreography', cost: 1 },
      { type: 'moved', player: 0, from: 'C3', to: 'C4' },
      { type: 'decision', player: 0, pending: { kind: 'choreography', left: 1, moved: ['C4'] } },
    ]);
    const second = run(first.state, dance('D5', 'E5'));
    expect(second.events).toEqual([
      { type: 'acted', player: 0, action: 'choreography', cost: 0 },
      { type: 'moved', player: 0, from: 'D5', to: 'E5' },
      { type: 'decision', player: 0, pending: null },
    ]);
    expect(boardOf(second.state)).toBe(
      board(`
      C . . . b . . . . . .
      E . . . . y . . . . .
      J . . . . r . . . . .
      `),
    );
    expect(second.state.players[0]!.actionsUsed).toBe(1);
    expect(second.state.players[0]!.pending).toBeNull();
  });

  it('R18 Choreography: in turn 3 it moves turn − 2 = 1 stigmerian, with no decision left open', () => {
    const state = scenario({ flower: 'dentdine', turn: 3, board: POSITION });
    const after = run(state, dance('D5', 'D6'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'choreography', cost: 1 },
      { type: 'moved', player: 0, from: 'D5', to: 'D6' },
    ]);
    expect(after.state.players[0]!.pending).toBeNull();
    expect(boardOf(after.state)).toBe(
      board(`
      C . . b . . . . . . .
      D . . . . . y . . . .
      J . . . . r . . . . .
      `),
    );
  });

  it('R18 Choreography: in turn 5 up to 3 stigmerians dance; the player may stop after one', () => {
    const state = scenario({ flower: 'dentdine', turn: 5, board: POSITION });
    const first = run(state, dance('J5', 'J6'));
    expect(first.state.players[0]!.pending).toEqual({ kind: 'choreography', left: 2, moved: ['J6'] });
    const stopped = run(first.state, stop);
    expect(stopped.events).toEqual([
      { type: 'acted', player: 0, action: 'choreography-stop', cost: 0 },
      { type: 'decision', player: 0, pending: null },
    ]);
    expect(stopped.state.players[0]!.pending).toBeNull();
    expect(stopped.state.players[0]!.actionsUsed).toBe(1);
    expect(boardOf(stopped.state)).toBe(
      board(`
      C . . b . . . . . . .
      D . . . . y . . . . .
      J . . . . . r . . . .
      `),
    );
  });

  it('R18 Choreography: the same stigmerian may not dance twice', () => {
    const state = scenario({ flower: 'dentdine', turn: 5, board: POSITION });
    const first = run(state, dance('C3', 'C4'));
    expectRejected(first.state, dance('C4', 'C5'), 'choreography/already-moved');
  });

  it('R8/R18 Choreography: a stigmerian on row J may leave the board to the box, as for Move', () => {
    const state = scenario({ flower: 'dentdine', turn: 4, board: POSITION });
    const first = run(state, dance('J5', 'off'));
    expect(first.events).toEqual([
      { type: 'acted', player: 0, action: 'choreography', cost: 1 },
      { type: 'exited', player: 0, from: 'J5', color: 'red' },
      { type: 'decision', player: 0, pending: { kind: 'choreography', left: 1, moved: [] } },
    ]);
    expect(boardOf(first.state)).toBe(
      board(`
      C . . b . . . . . . .
      D . . . . y . . . . .
      `),
    );
  });

  it('R4 after Choreography: a stigmerian stepping onto a target of its colour becomes pollen', () => {
    const state = scenario({
      flower: 'dentdine',
      turn: 3,
      targets: `
      C . . . B . . . . . .
      J . . . . . . . . . B
      `,
      board: POSITION,
    });
    const after = run(state, dance('C3', 'C4'));
    expect(after.events).toEqual([
      { type: 'acted', player: 0, action: 'choreography', cost: 1 },
      { type: 'moved', player: 0, from: 'C3', to: 'C4' },
      { type: 'pollinated', player: 0, cell: 'C4', color: 'blue' },
    ]);
    expect(boardOf(after.state)).toBe(
      board(`
      C . . . B . . . . . .
      D . . . . y . . . . .
      J . . . . r . . . . .
      `),
    );
  });

  it('R16: Choreography costs 1 action on DentDîne and 2 on InspirActrice, paid on the first step only', () => {
    for (const [flower, cost] of [
      ['dentdine', 1],
      ['inspiractrice', 2],
    ] as const) {
      const state = scenario({ flower, turn: 4, board: POSITION });
      const first = run(state, dance('C3', 'B3'));
      expect(first.state.players[0]!.actionsUsed).toBe(cost);
      const second = run(first.state, dance('D5', 'D4'));
      expect(second.state.players[0]!.actionsUsed).toBe(cost);
    }
  });

  it('R18 Choreography: while it is under way nothing else is legal but more steps, stop and undo', () => {
    const state = scenario({ flower: 'dentdine', turn: 4, recruit: { red: 1 }, bag: ['blue'], board: POSITION });
    const first = run(state, dance('C3', 'B3'));
    const types = new Set(legalActions(first.state, 0).map((c) => c.type));
    expect([...types]).toEqual(['choreography', 'choreography-stop', 'undo']);
    expectRejected(first.state, { type: 'move', player: 0, from: 'D5', to: 'D4' }, 'decision/pending');
    expectRejected(first.state, { type: 'draw', player: 0 }, 'decision/pending');
    expectRejected(first.state, { type: 'end-turn', player: 0 }, 'decision/pending');
    expectRejected(first.state, { type: 'diagonal', player: 0, from: 'D5', to: 'E6' }, 'decision/pending');
  });

  it('R22: undo during a Choreography takes back the last step, back to before it began', () => {
    const state = scenario({ flower: 'dentdine', turn: 5, board: POSITION });
    const first = run(state, dance('C3', 'B3'));
    const second = run(first.state, dance('D5', 'D4'));
    const back = run(second.state, { type: 'undo', player: 0 });
    expect(back.state.players[0]).toEqual(first.state.players[0]);
    const start = run(back.state, { type: 'undo', player: 0 });
    expect(start.state.players[0]).toEqual(state.players[0]);
  });

  it('R18 Choreography: once per turn, whether it ran out or was stopped', () => {
    const state = scenario({ flower: 'dentdine', turn: 4, board: POSITION });
    const done = run(run(state, dance('C3', 'C4')).state, dance('D5', 'D6'));
    expectRejected(done.state, dance('J5', 'J4'), 'action/once-per-turn');
    const stopped = run(run(state, dance('C3', 'C4')).state, stop);
    expectRejected(stopped.state, dance('J5', 'J4'), 'action/once-per-turn');
    expect(legalActions(stopped.state, 0).filter((c) => c.type === 'choreography')).toEqual([]);
  });

  describe('rejections leave the state untouched', () => {
    const state = scenario({
      flower: 'dentdine',
      turn: 4,
      targets: `
      C . . . B . . . . . .
      J . . . . . . . . . B
      `,
      board: `
      C . . b B . . . . . .
      D . . r . y . . . . .
      J . . . . r . . . . .
      `,
    });

    it.each([
      ['R4: a pollen never moves', dance('C4', 'C5'), 'choreography/not-a-stigmerian'],
      ['an empty cell holds no stigmerian', dance('E5', 'E6'), 'choreography/not-a-stigmerian'],
      ['R18: a step is orthogonal', dance('D5', 'E6'), 'choreography/not-adjacent'],
      ['R18: a step is one cell', dance('D5', 'D7'), 'choreography/not-adjacent'],
      ['R18: a step goes to an empty cell', dance('C3', 'D3'), 'choreography/occupied'],
      ['R8: only row J leads off the board', dance('D5', 'off'), 'choreography/no-exit'],
      ['a cell off the board', dance('D5', 'D11'), 'command/malformed'],
      ['R18: stop with no Choreography under way', stop, 'decision/none'],
    ])('%s', (_name, command, code) => {
      expectRejected(state, command, code);
    });

    it('R18: Choreography is available from turn 3 only', () => {
      expectRejected({ ...state, turn: 2 }, dance('D5', 'D6'), 'action/too-early');
      expect(legalActions({ ...state, turn: 2 }, 0).filter((c) => c.type === 'choreography')).toEqual([]);
    });

    it('R16: Choreography is not an action of MarOnne', () => {
      expectRejected(withFlower(state, 'maronne'), dance('D5', 'D6'), 'action/not-available');
    });

    it('R6/R16: on InspirActrice it costs 2, more than the 1 action left', () => {
      const inspir = scenario({ flower: 'inspiractrice', turn: 3, actionsUsed: 2, board: POSITION });
      expectRejected(inspir, dance('D5', 'D6'), 'turn/no-actions-left');
    });
  });

  it('legalActions lists every step of every stigmerian, then only the stigmerians that have not danced', () => {
    const state = scenario({
      flower: 'dentdine',
      turn: 4,
      targets: `
      C . . . B . . . . . .
      J . . . . . . . . . B
      `,
      board: `
      C . . b B . . . . . .
      J . . . . r . . . . .
      `,
    });
    expect(legalActions(state, 0).filter((c) => c.type === 'choreography')).toEqual([
      dance('C3', 'B3'),
      dance('C3', 'C2'),
      dance('C3', 'D3'),
      dance('J5', 'I5'),
      dance('J5', 'J4'),
      dance('J5', 'J6'),
      dance('J5', 'off'),
    ]);
    const first = run(state, dance('C3', 'B3'));
    expect(legalActions(first.state, 0)).toEqual([
      dance('J5', 'I5'),
      dance('J5', 'J4'),
      dance('J5', 'J6'),
      dance('J5', 'off'),
      stop,
      { type: 'undo', player: 0 },
    ]);
  });
});
