/**
 * Boards in the states the stories show, built from the rules' catalogue: a demonstration game's setup with its
 * first commands played, so each story reaches its state through the element's own `play`, as a user would.
 */
import type { StigmeriaBoard } from '@stigmeria/board';
import '@stigmeria/board/define';
import { demoReplay, findSchema, legalActions, type Command, type GameState, type Replay, type TargetSchema } from '@stigmeria/rules';

/** The demonstration replay of a catalogue schema. */
export function demo(id: string): Replay {
  const entry = findSchema(id);
  if (entry === undefined) throw new Error(`no catalogue schema ${id}`);
  const replay = demoReplay(entry);
  if (!replay.ok) throw new Error(`${id}: ${replay.error.message}`);
  return replay.value;
}

/** Plays `commands` on the board once it has its first game. */
function playOnceReady(board: StigmeriaBoard, commands: (state: GameState) => Command | undefined, limit: number): void {
  void board.updateComplete.then(() => {
    for (let i = 0; i < limit; i++) {
      const state = board.state;
      const command = state === null || state.over ? undefined : commands(state);
      if (command === undefined || !board.play(command)) return;
    }
  });
}

/** A live game with a demonstration's setup, after its first `count` commands. */
export function demoGameAfter(id: string, count: number, lang = 'en'): StigmeriaBoard {
  const replay = demo(id);
  const board = document.createElement('stigmeria-board');
  board.schemaData = replay.setup.schema;
  board.mode = replay.setup.mode;
  board.players = replay.setup.players.length;
  board.seed = String(replay.setup.seed);
  board.lang = lang;
  const commands = replay.steps.slice(0, count).map((step) => step.command);
  let next = 0;
  playOnceReady(board, () => commands[next++], commands.length);
  return board;
}

/**
 * A small schema that the simple player below fulfils: the catalogue's need mixing or special actions, and a
 * discovery game has no turn limit, so without a fulfilment it would never end. The same as docs/examples/.
 */
export const BLUE_CORNER: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'my-blue-corner',
  name: { en: 'Blue Corner', fr: 'Coin bleu' },
  flower: 'vertighaineuse',
  stars: 1,
  targets: [
    { cell: 'A1', color: 'blue' },
    { cell: 'A2', color: 'blue' },
    { cell: 'B1', color: 'yellow' },
  ],
};

/**
 * A game played by a simple player for `limit` commands (or to its end): land a colour on a target of that
 * colour, else draw, else end the turn; every player in turn. For modes without a demonstration game.
 */
export function playedGame(setup: { schema: TargetSchema; mode: string; players: number; seed: string }, limit: number): StigmeriaBoard {
  const board = document.createElement('stigmeria-board');
  board.schemaData = setup.schema;
  board.mode = setup.mode;
  board.players = setup.players;
  board.seed = setup.seed;
  playOnceReady(
    board,
    (state) => {
      const targets = new Map(state.schema.targets.map((t) => [t.cell, t.color]));
      for (let player = 0; player < state.players.length; player++) {
        const legal = legalActions(state, player);
        const command =
          legal.find((c) => c.type === 'land' && targets.get(c.to) === c.color) ??
          legal.find((c) => c.type === 'draw') ??
          legal.find((c) => c.type === 'end-turn');
        if (command !== undefined) return command;
      }
      return undefined;
    },
    limit,
  );
  return board;
}
