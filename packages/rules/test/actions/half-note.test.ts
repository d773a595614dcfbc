import { describe, expect, it } from 'vitest';
import { legalActions, type Command } from '../../src/index.js';
import { board, boardOf, scenario, withFlower } from '../support/ascii.js';
import { run, expectRejected } from '../support/commands.js';

const halfNote = (a: string, b: string): Command => ({ type: 'half-note', player: 0, cells: [a, b] });
const keep = (cell: string): Command => ({ type: 'half-note-keep', player: 0, cell });

const POSITION = `
  C . . k k . . . . . .
  D . . . y . . . . . .
  `;

describe('Half Note (R18)', () => {
  it('R18 Half Note: two adjacent blacks become one white on the cell the player picks', () => {
    const state = scenario({ flower: 'sifflochamp', turn: 2, board: POSITION });
    const picked = run(state, halfNote('C3', 'C4'));
    expect(picked.events).toEqual([
      { type: 'acted', player: 0, action: 'half-note', cost: 1 },
      { type: 'decision', player: 0, pending: { kind: 'half-note', cells: ['C3', 'C4'] } },
    ]);
    expect(boardOf(picked.state)).toBe(board(POSITION));

    const kept = run(picked.state, keep('C4'));
    expect(kept.events).toEqual([
      { type: 'acted', player: 0, action: 'half-note-keep', cost: 0 },
      { type: 'removed', player: 0, cell: 'C3', color: 'black' },
      { type: 'recoloured', player: 0, cell: 'C4', color: 'white' },
      { type: 'decision', player: 0, pending: null },
    ]);
    expect(boardOf(kept.state)).toBe(
      board(`
      C . . . w . . . . . .
      D . . . y . . . . . .
      `),
    );
    expect(kept.state.players[0]!.actionsUsed).toBe(1);
    expect(kept.state.players[0]!.pending).toBeNull();
  });

  it('R18 Half Note: the player may keep the first cell of the pair as well', () => {
    const state = scenario({ flower: 'sifflochamp', turn: 2, board: POSITION });
    const kept = run(run(state, halfNote('C3', 'C4')).state, keep('C3'));
    expect(boardOf(kept.state)).toBe(
      board(`
      C . . w . . . . . . .
      D . . . y . . . . . .
      `),
    );
  });

  it('R16: Half Note costs 1 action on SiffloChamp and 2 on InspirActrice; picking the cell is free', () => {
    for (const [flower, cost] of [
      ['sifflochamp', 1],
      ['inspiractrice', 2],
    ] as const) {
      const picked = run(scenario({ flower, turn: 2, board: POSITION }), halfNote('C3', 'C4'));
      expect(picked.state.players[0]!.actionsUsed).toBe(cost);
      const kept = run(picked.state, keep('C3'));
      expect(kept.state.players[0]!.actionsUsed).toBe(cost);
    }
  });

  it('R4 after Half Note: the white on a white target becomes pollen', () => {
    const state = scenario({
      flower: 'sifflochamp',
      turn: 2,
      targets: `
      C . . . W . . . . . .
      J . . . . . . . . . B
      `,
      board: POSITION,
    });
    const kept = run(run(state, halfNote('C3', 'C4')).state, keep('C4'));
    expect(kept.events.slice(1)).toEqual([
      { type: 'removed', player: 0, cell: 'C3', color: 'black' },
      { type: 'recoloured', player: 0, cell: 'C4', color: 'white' },
      { type: 'decision', player: 0, pending: null },
      { type: 'pollinated', player: 0, cell: 'C4', color: 'white' },
    ]);
    expect(boardOf(kept.state)).toBe(
      board(`
      C . . . W . . . . . .
      D . . . y . . . . . .
      `),
    );
  });

  it('R18 Half Note: while the cell is not picked, only the two cells and undo are legal', () => {
    const state = scenario({ flower: 'sifflochamp', turn: 3, recruit: { red: 1 }, bag: ['blue'], board: POSITION });
    const picked = run(state, halfNote('C3', 'C4'));
    expect(legalActions(picked.state, 0)).toEqual([keep('C3'), keep('C4'), { type: 'undo', player: 0 }]);
    expectRejected(picked.state, keep('D4'), 'half-note/not-in-pair');
    expectRejected(picked.state, keep('Q1'), 'command/malformed');
    expectRejected(picked.state, halfNote('C3', 'C4'), 'decision/pending');
    expectRejected(picked.state, { type: 'move', player: 0, from: 'D4', to: 'E4' }, 'decision/pending');
    expectRejected(picked.state, { type: 'end-turn', player: 0 }, 'decision/pending');
  });

  it('R22: undo takes back the pick of the cell, then the pick of the pair', () => {
    const state = scenario({ flower: 'sifflochamp', turn: 2, board: POSITION });
    const picked = run(state, halfNote('C3', 'C4'));
    const kept = run(picked.state, keep('C4'));
    const back = run(kept.state, { type: 'undo', player: 0 });
    expect(back.state.players[0]).toEqual(picked.state.players[0]);
    const start = run(back.state, { type: 'undo', player: 0 });
    expect(start.state.players[0]).toEqual(state.players[0]);
  });

  it('R18 Half Note is not limited per turn', () => {
    const state = scenario({ flower: 'sifflochamp', turn: 2, board: 'C . . k k . . . . . .\nE k k . . . . . . . .' });
    const once = run(run(state, halfNote('C3', 'C4')).state, keep('C3'));
    const twice = run(run(once.state, halfNote('E1', 'E2')).state, keep('E2'));
    expect(boardOf(twice.state)).toBe(board('C . . w . . . . . . .\nE . w . . . . . . . .'));
  });

  describe('rejections leave the state untouched', () => {
    const state = scenario({
      flower: 'sifflochamp',
      turn: 2,
      targets: `
      E . . . . K . . . . .
      J . . . . . . . . . B
      `,
      board: `
      C . . k k . . . . . .
      D . . . w . . . . . .
      E . . . k K . . . . .
      `,
    });

    it.each([
      ['R18: a white is not black', halfNote('C4', 'D4'), 'half-note/not-black'],
      ['R4: a black pollen never changes', halfNote('E4', 'E5'), 'half-note/not-black'],
      ['an empty cell holds no black', halfNote('C2', 'C3'), 'half-note/not-black'],
      ['R1: diagonal blacks are not adjacent', halfNote('C3', 'D4'), 'half-note/not-adjacent'],
      ['R1: blacks two cells apart are not adjacent', halfNote('C4', 'E4'), 'half-note/not-adjacent'],
      ['a cell off the board', halfNote('C3', 'C0'), 'command/malformed'],
      ['R18: no Half Note waits for a cell', keep('C3'), 'decision/none'],
    ])('%s', (_name, command, code) => {
      expectRejected(state, command, code);
    });

    it('R16: Half Note is not an action of DentDîne', () => {
      expectRejected(withFlower(state, 'dentdine'), halfNote('C3', 'C4'), 'action/not-available');
    });

    it('R6/R16: on InspirActrice it costs 2, more than the 1 action of turn 1', () => {
      expectRejected(scenario({ flower: 'inspiractrice', turn: 1, board: POSITION }), halfNote('C3', 'C4'), 'turn/no-actions-left');
    });
  });

  it('legalActions lists every pair of adjacent black stigmerians, in either order, in reading order of the first cell', () => {
    const state = scenario({
      flower: 'sifflochamp',
      turn: 2,
      targets: `
      D . . . . K . . . . .
      J . . . . . . . . . B
      `,
      board: `
      C . . k k k . . . . .
      D . . k w K . . . . .
      `,
    });
    expect(legalActions(state, 0).filter((c) => c.type === 'half-note')).toEqual([
      halfNote('C3', 'C4'),
      halfNote('C3', 'D3'),
      halfNote('C4', 'C3'),
      halfNote('C4', 'C5'),
      halfNote('C5', 'C4'),
      halfNote('D3', 'C3'),
    ]);
  });
});
