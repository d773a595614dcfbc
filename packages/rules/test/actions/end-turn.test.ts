import { describe, expect, it } from 'vitest';
import { legalActions, play, type Command } from '../../src/index.js';
import { board, boardOf, scenario } from '../support/ascii.js';
import { expectRejected, run } from '../support/commands.js';

const endTurn = (player = 0): Command => ({ type: 'end-turn', player });

const POSITION = `
  C . . b . . . . . . .
  D . . . r . . . . . .
  E . . . B . . . . . .
  `;
const TARGETS = `
  E . . . B . . . . . .
  J . . . . . . . . . B
  `;

describe('End turn (R6, R10)', () => {
  it('R6/R10 End turn: alone at the table, the turn ends, the wind blows South, the next turn starts', () => {
    const state = scenario({ flower: 'maronne', turn: 2, targets: TARGETS, board: POSITION });
    const after = run(state, endTurn());
    expect(after.events).toEqual([
      { type: 'turn-ended', player: 0 },
      { type: 'wind', turn: 2, direction: 'south' },
      { type: 'blown', player: 0, from: 'C3', to: 'D3' },
      { type: 'turn-started', turn: 3 },
    ]);
    // D4 stays: E4 below it holds a pollen, and the wind never pushes.
    expect(boardOf(after.state)).toBe(
      board(`
      D . . b r . . . . . .
      E . . . B . . . . . .
      `),
    );
    const p = after.state.players[0]!;
    expect(after.state.turn).toBe(3);
    expect(p.actionsUsed).toBe(0);
    expect(p.turnEnded).toBe(false);
  });

  it('R6 End turn: unused actions are lost, it costs nothing and is no undoable step', () => {
    const state = scenario({ flower: 'maronne', turn: 3, actionsUsed: 1, targets: TARGETS, board: POSITION, players: 2 });
    const after = run(state, endTurn());
    expect(after.events).toEqual([{ type: 'turn-ended', player: 0 }]);
    const p = after.state.players[0]!;
    expect(p.turnEnded).toBe(true);
    expect(p.actionsUsed).toBe(1);
    expect(p.previous).toBeNull();
    expect(boardOf(after.state)).toBe(board(POSITION));
  });

  it('R7 End turn: with two players the wind waits for the last one; the first can do nothing more', () => {
    const state = scenario({ flower: 'maronne', turn: 2, targets: TARGETS, board: POSITION, players: 2 });
    const first = run(state, endTurn(0));
    expect(first.state.turn).toBe(2);
    expect(legalActions(first.state, 0)).toEqual([]);
    expectRejected(first.state, { type: 'move', player: 0, from: 'C3', to: 'C2' }, 'turn/ended');
    expectRejected(first.state, endTurn(0), 'turn/ended');
    expectRejected(first.state, { type: 'undo', player: 0 }, 'turn/ended');
    const second = run(first.state, endTurn(1));
    expect(second.events.map((e) => e.type)).toEqual(['turn-ended', 'wind', 'blown', 'turn-started']);
    expect(second.state.turn).toBe(3);
    expect(legalActions(second.state, 0)).toContainEqual(endTurn(0));
  });

  it('R10/R13 End turn: after turn 10 of a normal game no wind blows and the game ends', () => {
    const state = scenario({ flower: 'maronne', turn: 10, targets: TARGETS, board: POSITION });
    const after = run(state, endTurn());
    expect(after.events).toEqual([
      { type: 'turn-ended', player: 0 },
      { type: 'game-ended', turn: 10 },
    ]);
    expect(boardOf(after.state)).toBe(board(POSITION));
    expect(after.state.over).toBe(true);
    expect(legalActions(after.state, 0)).toEqual([]);
    expectRejected(after.state, endTurn(), 'game/over');
  });

  it('R4 after End turn: a stigmerian the wind pushes onto a target of its colour becomes pollen', () => {
    const state = scenario({ flower: 'maronne', turn: 2, targets: 'D . . B . . . . . . .\nJ . . . . . . . . . B', board: 'C . . b . . . . . . .' });
    const after = run(state, endTurn());
    expect(after.events).toEqual([
      { type: 'turn-ended', player: 0 },
      { type: 'wind', turn: 2, direction: 'south' },
      { type: 'blown', player: 0, from: 'C3', to: 'D3' },
      { type: 'pollinated', player: 0, cell: 'D3', color: 'blue' },
      { type: 'turn-started', turn: 3 },
    ]);
    expect(boardOf(after.state)).toBe(board('D . . B . . . . . . .'));
  });

  it('R11 End turn: a stigmerian on row J is blown off the board and its player is out', () => {
    const state = scenario({ flower: 'maronne', turn: 2, targets: TARGETS, board: 'J . . . . . r . . . .', players: 2 });
    const first = run(state, endTurn(0));
    const after = run(first.state, endTurn(1));
    expect(after.events).toEqual([
      { type: 'turn-ended', player: 1 },
      { type: 'wind', turn: 2, direction: 'south' },
      { type: 'blown', player: 0, from: 'J6', to: 'off' },
      { type: 'player-out', player: 0, reason: 'wind' },
      { type: 'turn-started', turn: 3 },
    ]);
    expect(boardOf(after.state)).toBe(board(''));
    expectRejected(after.state, endTurn(0), 'player/out');
  });

  describe('rejections leave the state untouched', () => {
    it('R18: not while a decision is pending', () => {
      const state = scenario({ flower: 'sifflochamp', turn: 2, board: 'C . . k k . . . . . .' });
      const picked = run(state, { type: 'half-note', player: 0, cells: ['C3', 'C4'] });
      expectRejected(picked.state, endTurn(), 'decision/pending');
    });

    it('a seat with no player', () => {
      const state = scenario({ flower: 'maronne', turn: 2, board: POSITION });
      const before = structuredClone(state);
      const result = play(state, endTurn(3));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('player/unknown');
      expect(state).toEqual(before);
    });
  });

  it('legalActions lists end-turn once while the player plays, even with no action left', () => {
    const state = scenario({ flower: 'maronne', turn: 2, actionsUsed: 2, targets: TARGETS, board: POSITION, recruit: {}, bag: [] });
    expect(legalActions(state, 0)).toEqual([endTurn()]);
  });
});
