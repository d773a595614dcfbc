import { describe, expect, it } from 'vitest';
import { legalActions, type Command } from '../../src/index.js';
import { board, boardOf, scenario } from '../support/ascii.js';
import { expectRejected, run } from '../support/commands.js';
import { seat } from '../support/versus.js';

const undo = (player = 0): Command => ({ type: 'undo', player });

const POSITION = `
  C . . b r . . . . . .
  `;

describe('Undo (R22)', () => {
  it('R22 Undo: takes back the last step, board and actions included', () => {
    const state = scenario({ flower: 'maronne', turn: 3, board: POSITION, recruit: { yellow: 1 } });
    const landed = run(state, { type: 'land', player: 0, color: 'yellow', to: 'D4' });
    expect(boardOf(landed.state)).toBe(
      board(`
      C . . b r . . . . . .
      D . . . y . . . . . .
      `),
    );
    const undone = run(landed.state, undo());
    expect(undone.events).toEqual([{ type: 'undone', player: 0 }]);
    expect(boardOf(undone.state)).toBe(board(POSITION));
    expect(undone.state.players[0]).toEqual(state.players[0]);
  });

  it('R22 Undo: step by step back to the start of the turn, and no further', () => {
    const state = scenario({ flower: 'maronne', turn: 3, board: POSITION });
    const one = run(state, { type: 'move', player: 0, from: 'C3', to: 'B3' });
    const two = run(one.state, { type: 'move', player: 0, from: 'C4', to: 'C5' });
    const three = run(two.state, { type: 'move', player: 0, from: 'C5', to: 'D5' });
    expect(boardOf(three.state)).toBe(
      board(`
      B . . b . . . . . . .
      D . . . . r . . . . .
      `),
    );
    const back2 = run(three.state, undo());
    expect(back2.state.players[0]).toEqual(two.state.players[0]);
    const back1 = run(back2.state, undo());
    expect(back1.state.players[0]).toEqual(one.state.players[0]);
    const back0 = run(back1.state, undo());
    expect(back0.state.players[0]).toEqual(state.players[0]);
    expectRejected(back0.state, undo(), 'undo/checkpoint');
  });

  it('R22 Undo: nothing to undo at the start of a turn, including right after the wind', () => {
    const state = scenario({ flower: 'maronne', turn: 2, board: POSITION });
    expectRejected(state, undo(), 'undo/checkpoint');
    const moved = run(state, { type: 'move', player: 0, from: 'C3', to: 'B3' });
    const next = run(moved.state, { type: 'end-turn', player: 0 });
    expect(next.state.turn).toBe(3);
    expectRejected(next.state, undo(), 'undo/checkpoint');
  });

  it('R22 Undo: a Draw is a checkpoint', () => {
    const state = scenario({ flower: 'maronne', turn: 3, board: POSITION, bag: ['red', 'blue'] });
    const moved = run(state, { type: 'move', player: 0, from: 'C3', to: 'B3' });
    const drawn = run(moved.state, { type: 'draw', player: 0 });
    expectRejected(drawn.state, undo(), 'undo/checkpoint');
  });

  it('R18/R22 Undo: taking back a once-per-turn action makes it available again', () => {
    const state = scenario({ flower: 'sifflochamp', turn: 3, board: POSITION });
    const rested = run(state, { type: 'rest', player: 0, cell: 'C3' });
    expect(legalActions(rested.state, 0).filter((c) => c.type === 'rest')).toEqual([]);
    const undone = run(rested.state, undo());
    expect(undone.state.players[0]!.usedThisTurn).toEqual([]);
    expect(legalActions(undone.state, 0).filter((c) => c.type === 'rest')).toEqual([
      { type: 'rest', player: 0, cell: 'C3' },
      { type: 'rest', player: 0, cell: 'C4' },
    ]);
  });

  it('R7/R22 Undo: one player undoing leaves the other player as they are', () => {
    const state = scenario({ flower: 'maronne', turn: 2, board: POSITION, players: 2 });
    const mine = run(state, { type: 'move', player: 0, from: 'C3', to: 'B3' });
    const theirs = run(mine.state, { type: 'end-turn', player: 1 });
    const undone = run(theirs.state, undo(0));
    expect(undone.state.players[0]).toEqual(state.players[0]);
    expect(undone.state.players[1]).toEqual(theirs.state.players[1]);
    expectRejected(undone.state, undo(1), 'turn/ended', 1);
  });

  it("R22 Undo (competitive): another player's step ends a player's undo, since it may have touched them", () => {
    // Player 1 took a step out of turn (a free special after player 0's Black Night, say) and could take it back;
    // then player 0's Draw and Place may give tokens to any bag, so player 1's snapshot can no longer be restored.
    const base = scenario({ mode: 'competitive', turn: 3, centralActions: 0 });
    const state = seat(base, 1, { previous: base.players[1]! });
    expect(legalActions(state, 1)).toContainEqual(undo(1));
    const drawn = run(state, { type: 'central-draw', player: 0 });
    expect(drawn.state.players[1]!.previous).toBeNull();
    expectRejected(drawn.state, undo(1), 'undo/checkpoint', 1);
  });

  it('R22 Undo: not after the player has ended the turn', () => {
    const state = scenario({ flower: 'maronne', turn: 2, board: POSITION, players: 2 });
    const moved = run(state, { type: 'move', player: 0, from: 'C3', to: 'B3' });
    const ended = run(moved.state, { type: 'end-turn', player: 0 });
    expectRejected(ended.state, undo(), 'turn/ended');
  });

  it('legalActions lists undo only when a step since the last checkpoint can be taken back', () => {
    const state = scenario({ flower: 'maronne', turn: 2, board: POSITION, recruit: {}, bag: ['red'] });
    expect(legalActions(state, 0).filter((c) => c.type === 'undo')).toEqual([]);
    const moved = run(state, { type: 'move', player: 0, from: 'C3', to: 'B3' });
    expect(legalActions(moved.state, 0).filter((c) => c.type === 'undo')).toEqual([undo()]);
    // Undo is free: it is listed even with no action left.
    const spent = run(moved.state, { type: 'move', player: 0, from: 'B3', to: 'A3' });
    expect(legalActions(spent.state, 0)).toEqual([{ type: 'end-turn', player: 0 }, undo()]);
  });
});
