/**
 * Properties every game keeps, checked on random legal games: several target schemas (one per normal flower,
 * some with setup tokens or their own winds), discovery and normal modes, 1 to 6 players.
 *
 * Each `it` plays its own games, 2,150 in all per run (about 15 s on a 2-core machine, most of it in the test
 * that plays every listed command). fast-check prints the seed and path of a failing game, so it can be played
 * again by passing `{ seed, path }` to `fc.assert`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMAND_FIELDS } from '../src/generated/fields.js';
import {
  CELL_NAMES,
  COLOURS,
  cellIndex,
  evolve,
  legalActions,
  outcome,
  parseReplay,
  play,
  recordStep,
  replayGame,
  serializeReplay,
  toReplay,
  type Command,
  type CommandType,
  type GameEvent,
  type GameState,
  type Mode,
  type PlayerState,
  type ReplayStep,
  type TargetSchema,
  type Token,
} from '../src/index.js';
import { testSchema } from './support/ascii.js';
import { created, playGame as playRandomGame, type GameSpec, type Played } from './support/random-games.js';

// ---------------------------------------------------------------------------------------------------------------
// The schemas: one per normal flower, with the targets each flower's actions can reach.

const SCHEMAS: readonly TargetSchema[] = [
  // Two targets on line A: a lucky or greedy game fulfils it with its first two landings.
  testSchema('A . . b y . . . . . .', { id: 'vertig-line-a', flower: 'vertighaineuse', stars: 1 }),
  // Green and orange targets are made by Mixing.
  testSchema(
    `
    B . . . g o . . . . .
    C . . . b . . . . . .
    `,
    { id: 'vertig-mix', flower: 'vertighaineuse', stars: 2 },
  ),
  // Setup tokens crowd the middle, so Combination can find a stigmerian surrounded by its 8 neighbours.
  testSchema('D . . . . n . . . . .', {
    id: 'maronne-brown',
    flower: 'maronne',
    stars: 3,
    setup: `
    C . . . b r y . . . .
    D . . . b y r . . . .
    E . . . r b y . . . .
    `,
  }),
  // Black setup tokens for Half Note, a white one for Quarter Note; the white on its own target starts as
  // pollen (R3).
  testSchema(
    `
    A . w . . . . . . . .
    F . . . . . . w . . .
    `,
    {
      id: 'siffle-notes',
      flower: 'sifflochamp',
      stars: 2,
      setup: `
      B . . k k . . . . . .
      E . . . . . w . . . .
      F . . . . . . w . . .
      `,
    },
  ),
  // Its own winds blow every way, so tokens leave the board by every edge.
  testSchema(
    `
    A . . . . r . . . . .
    B . . . . y . . . . .
    `,
    { id: 'dent-winds', flower: 'dentdine', stars: 2, winds: ['east', 'north', 'west', 'south', 'north', 'east', 'west'] },
  ),
  // Every special action, each costing 2 (R16).
  testSchema(
    `
    A . . y b . . . . . .
    E . . . . v . . . . .
    H . . . . . . n . . .
    `,
    {
      id: 'inspir-all',
      flower: 'inspiractrice',
      stars: 4,
      setup: `
      E . . . k k w . . . .
      F . . . b r y . . . .
      `,
    },
  ),
];

const TOKENS_PER_PLAYER = 45;
/** No game is played longer than this, so a discovery game that nobody ends stays cheap. */
const MAX_STEPS = 1500;

// ---------------------------------------------------------------------------------------------------------------
// Random games.

const gameSpec: fc.Arbitrary<GameSpec> = fc.record({
  setup: fc.record({
    schema: fc.constantFrom(...SCHEMAS),
    mode: fc.constantFrom<Mode>('discovery', 'normal'),
    players: fc.integer({ min: 1, max: 6 }),
    seed: fc.oneof(fc.string({ maxLength: 12 }), fc.nat()),
    options: fc.record({ joker: fc.boolean() }),
  }),
  greed: fc.constantFrom(0, 50, 90),
  endTurn: fc.integer({ min: 2, max: 15 }),
  undo: fc.integer({ min: 0, max: 10 }),
  choices: fc.infiniteStream(fc.nat()),
});

function landsOnOwnTarget(state: GameState, command: Command): boolean {
  return command.type === 'land' && state.targets[cellIndex(command.to)] === command.color;
}

/**
 * A legal command picked by fast-check: a player who may act, then, with the spec's biases, a landing that
 * pollinates, an undo or an end of turn, else a command type and a command of that type. Picking the type
 * first gives the few special actions the same chance as the hundreds of possible landings.
 */
function chooseCommand(state: GameState, spec: GameSpec, next: () => number): Command {
  const seats = state.players.flatMap((p, i) => (p.status === 'playing' && !p.turnEnded ? [i] : []));
  const legal = legalActions(state, seats[next() % seats.length]!);
  const percent = (chance: number) => next() % 100 < chance;
  const ofType = (type: CommandType) => legal.filter((c) => c.type === type);
  const greedy = legal.filter((c) => landsOnOwnTarget(state, c));
  if (greedy.length > 0 && percent(spec.greed)) return greedy[next() % greedy.length]!;
  const undo = ofType('undo');
  if (undo.length > 0 && percent(spec.undo)) return undo[0]!;
  const others = legal.filter((c) => c.type !== 'end-turn' && c.type !== 'undo');
  const endTurn = ofType('end-turn');
  // A pending decision cannot be left unanswered, so end-turn is then missing and an answer is in `others`.
  if (endTurn.length > 0 && (others.length === 0 || percent(spec.endTurn))) return endTurn[0]!;
  const types = [...new Set(others.map((c) => c.type))];
  const chosen = ofType(types[next() % types.length]!);
  return chosen[next() % chosen.length]!;
}

function playGame(spec: GameSpec, check?: (played: Played, next: () => number) => void) {
  return playRandomGame(spec, chooseCommand, MAX_STEPS, check);
}

/** Runs a property over random games; `numRuns` games per `it`. */
function forGames(numRuns: number, property: (spec: GameSpec) => void): void {
  fc.assert(fc.property(gameSpec, property), { numRuns });
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers for the properties.

function tokensHeld(p: PlayerState): number {
  let n = p.bag.length;
  for (const c of COLOURS) n += p.recruit[c];
  for (const t of p.board) if (t !== null) n++;
  return n;
}

/** Per player: tokens that left to the box or off the board, minus tokens that came from the box. */
function netDepartures(events: readonly GameEvent[], players: number): number[] {
  const net = new Array<number>(players).fill(0);
  for (const e of events) {
    if (e.type === 'removed' || e.type === 'exited' || (e.type === 'blown' && e.to === 'off')) net[e.player]!++;
    else if (e.type === 'created') net[e.player]!--;
  }
  return net;
}

/** A key equal for equal commands whatever the order of their properties. */
function commandKey(command: unknown): string {
  if (command === null || typeof command !== 'object' || Array.isArray(command)) return JSON.stringify(command) ?? 'undefined';
  const record = command as Record<string, unknown>;
  return JSON.stringify(Object.keys(record).sort().map((k) => [k, record[k] === undefined ? '(undefined)' : record[k]]));
}

// The properties of each command type after `type`: the table the build generates from
// schemas/command.v1.schema.json, which schema-shapes.test.ts checks against the schema and types.ts.
const FIELDS: Readonly<Record<CommandType, readonly string[]>> = COMMAND_FIELDS;

const COMMAND_TYPES = Object.keys(FIELDS) as readonly CommandType[];

// Values a field of a random command may take: good ones of every kind, so some commands are well formed but
// break a rule, and junk, so others are malformed.
const JUNK: readonly unknown[] = [
  ...[null, undefined, true, -1, 0.5, 7, '0', [], {}],
  ...['', 'K1', 'A0', 'A11', 'a1', 'off ', 'pink', 'Blue'],
];
const CELLS_OR_OFF: readonly unknown[] = [...CELL_NAMES, 'off'];
const FIELD_VALUES: Readonly<Record<string, readonly unknown[]>> = {
  type: [...COMMAND_TYPES, 'fly', 'toString', '__proto__', 'DRAW'],
  player: [0, 1, 2, 3, 4, 5, 6, -1, 0.5, '0', null],
  color: [...COLOURS, ...JUNK],
  from: [...CELLS_OR_OFF, ...COLOURS, ...JUNK],
  to: [...CELLS_OR_OFF, ...COLOURS, ...JUNK],
  cell: [...CELL_NAMES, ...JUNK],
};

function randomValue(field: string, next: () => number): unknown {
  if (field === 'cells') {
    // Mostly two cells, often neighbours of each other, sometimes junk.
    const roll = next() % 10;
    if (roll === 0) return JUNK[next() % JUNK.length];
    const a = next() % CELL_NAMES.length;
    const b = roll < 6 ? a + [1, -1, 10, -10][next() % 4]! : next() % CELL_NAMES.length;
    const cells = [CELL_NAMES[a], CELL_NAMES[b] ?? 'K1'];
    return roll === 9 ? [...cells, CELL_NAMES[next() % CELL_NAMES.length]] : cells;
  }
  const values = Object.hasOwn(FIELD_VALUES, field) ? FIELD_VALUES[field]! : JUNK;
  return values[next() % values.length];
}

/**
 * A command that is probably illegal: either one made at random (a type, then random values for its
 * fields), or a legal one with one property changed, dropped or added. The caller skips it if it is legal.
 */
function randomCommand(legal: readonly Command[], next: () => number): unknown {
  const roll = next() % 20;
  if (roll === 0) return [null, 42, 'draw', [], {}, { player: 0 }][next() % 6];
  if (roll < 10 || legal.length === 0) {
    const type = randomValue('type', next) as CommandType;
    const command: Record<string, unknown> = { type };
    const fields = Object.hasOwn(FIELDS, type) ? FIELDS[type] : ['player'];
    for (const field of fields) command[field] = randomValue(field, next);
    return command;
  }
  const command: Record<string, unknown> = { ...legal[next() % legal.length]! };
  const keys = Object.keys(command);
  const key = keys[next() % keys.length]!;
  const pairs = legal.filter((c) => 'cells' in c);
  // The same two cells picked in the other order (the command schema lets a player pick them in any order).
  if (roll === 16 && pairs.length > 0) {
    const pair = pairs[next() % pairs.length] as Command & { readonly cells: readonly string[] };
    return { ...pair, cells: [...pair.cells].reverse() };
  }
  if (roll < 17) command[key] = randomValue(key, next);
  else if (roll < 19) delete command[key];
  else command[['cell', 'to', 'color', 'cells', 'extra'][next() % 5]!] = randomValue('cell', next);
  return command;
}

function sameToken(a: Token | null | undefined, b: Token | null | undefined): boolean {
  return a === b || (!!a && !!b && a.color === b.color && a.pollen === b.pollen);
}

// ---------------------------------------------------------------------------------------------------------------

describe('properties of random games', () => {
  it('conserves every player\'s 45 tokens: bag + recruit zone + board, counting what left or came from the box', () => {
    forGames(300, (spec) => {
      // The steps of the log with their net departures, mirrored so that an undo takes its step's back too.
      let log: { step: ReplayStep; net: number[] }[] = [];
      const check = (state: GameState) => {
        const setupTokens = state.schema.setup?.length ?? 0;
        state.players.forEach((p, i) => {
          const departed = log.reduce((sum, entry) => sum + entry.net[i]!, 0);
          const total = tokensHeld(p) + departed - setupTokens;
          if (total !== TOKENS_PER_PLAYER) expect.fail(`player ${i} has ${total} tokens, counting those gone`);
        });
      };
      check(created(spec.setup));
      playGame(spec, ({ command, events, after }) => {
        const steps = recordStep(
          log.map((entry) => entry.step),
          { command, events },
        );
        const kept = new Set(steps);
        log = log.filter((entry) => kept.has(entry.step));
        if (command.type !== 'undo') log.push({ step: steps.at(-1)!, net: netDepartures(events, after.players.length) });
        check(after);
      });
    });
  });

  it('never moves or recolours a pollen: only Rest removes one, and an undo only goes back to an earlier board', () => {
    forGames(300, (spec) => {
      // Mirrors the log: the state before each step not undone, so an undo can be checked against it.
      const history: { player: number; before: GameState }[] = [];
      playGame(spec, ({ before, command, events, after }) => {
        let undoer = -1;
        if (command.type === 'undo') {
          undoer = command.player;
          let at = history.length - 1;
          while (at >= 0 && history[at]!.player !== undoer) at--;
          expect(at).toBeGreaterThanOrEqual(0);
          expect(after.players[undoer]).toEqual(history[at]!.before.players[undoer]);
          history.splice(at, 1);
        } else {
          history.push({ player: command.player, before });
        }
        before.players.forEach((p, i) => {
          if (i === undoer) return;
          p.board.forEach((t, cell) => {
            if (t === null || !t.pollen || sameToken(t, after.players[i]!.board[cell])) return;
            const name = CELL_NAMES[cell];
            const rested = events.some((e) => e.type === 'removed' && e.player === i && e.cell === name && e.color === t.color);
            expect(rested, `the ${t.color} pollen of player ${i} on ${name} after ${JSON.stringify(command)}`).toBe(true);
            expect(command.type).toBe('rest');
          });
        });
      });
    });
  });

  it('R4: no stigmerian ever stands on a target of its own colour, and every pollen stands on one', () => {
    forGames(300, (spec) => {
      const check = (state: GameState) => {
        state.players.forEach((p, i) => {
          p.board.forEach((t, cell) => {
            if (t === null) return;
            if ((state.targets[cell] === t.color) !== t.pollen) {
              const what = `a ${t.color} ${t.pollen ? 'pollen' : 'stigmerian'}`;
              expect.fail(`player ${i}: ${what} on ${CELL_NAMES[cell]}, whose target is ${state.targets[cell]}`);
            }
          });
        });
      };
      const game = playGame(spec, ({ after }) => check(after));
      check(game.initial);
    });
  });

  it('play accepts every command legalActions lists, and rejects any other with a code, no state and the state untouched', () => {
    forGames(150, (spec) => {
      playGame(spec, ({ before: state }, next) => {
        // The state as text before and after: any change that play made to it shows. (Freezing the state would
        // catch the same, but V8 then runs play on it several times slower.)
        const snapshot = JSON.stringify(state);
        const legal = legalActions(state);
        for (const command of legal) {
          const result = play(state, command);
          // expect() is called only on failure: hundreds of thousands of passing calls would cost seconds.
          if (!result.ok) expect.fail(`${JSON.stringify(command)} is listed but was refused: ${result.error.code}`);
        }
        const listed = new Set(legal.map(commandKey));
        for (let tries = 0; tries < 8; tries++) {
          const command = randomCommand(legal, next);
          if (listed.has(commandKey(command))) continue;
          const result = play(state, command);
          if (result.ok) expect.fail(`${commandKey(command)} is not listed but was accepted`);
          expect(Object.keys(result).sort()).toEqual(['error', 'ok']);
          expect(result.error.code).toMatch(/^[a-z-]+\/[a-z-]+$/);
          expect(typeof result.error.message).toBe('string');
        }
        if (JSON.stringify(state) !== snapshot) expect.fail('play changed the state it was given');
      });
    });
    // It plays every listed command at every position of 150 games: about 20 s alone, and over two minutes on a
    // two-core machine that runs every package's tests at once. The timeout only stops a test that hangs.
  }, 600_000);

  it('folding every event with evolve from the initial state gives the final state', () => {
    forGames(300, (spec) => {
      const game = playGame(spec);
      const folded = game.plays.flatMap((p) => p.events).reduce(evolve, game.initial);
      expect(folded).toEqual(game.final);
    });
  });

  it('serialising a replay and parsing it back gives the same replay, and replaying it gives the final state', () => {
    forGames(250, (spec) => {
      const game = playGame(spec);
      const replay = toReplay(game.setup, game.steps);
      const parsed = parseReplay(JSON.parse(serializeReplay(replay)));
      expect(parsed.ok, parsed.ok ? '' : parsed.error.message).toBe(true);
      if (!parsed.ok) return;
      expect(parsed.value).toEqual(replay);
      const replayed = replayGame(parsed.value);
      expect(replayed.ok, replayed.ok ? '' : `${replayed.error.code} at step ${replayed.error.step}`).toBe(true);
      if (replayed.ok) expect(replayed.value).toEqual(game.final);
    });
  });

  it('the same seed and commands give the same events', () => {
    forGames(250, (spec) => {
      const game = playGame(spec);
      let state = created(game.setup);
      expect(state).toEqual(game.initial);
      for (const { command, events } of game.plays) {
        const again = play(state, command);
        expect(again.ok).toBe(true);
        if (!again.ok) return;
        expect(again.value.events).toEqual(events);
        state = again.value.state;
      }
      expect(state).toEqual(game.final);
    });
  });

  it('outcome is null until the game is over, then ranks every player once, winners first', () => {
    forGames(300, (spec) => {
      const game = playGame(spec, ({ after }) => {
        if (!after.over) expect(outcome(after)).toBeNull();
      });
      expect(outcome(game.initial)).toBeNull();
      if (!game.final.over) return;
      const result = outcome(game.final);
      expect(result).not.toBeNull();
      if (result === null) return;
      const { ranking, winners } = result;
      const players = game.final.players;
      expect(ranking.map((r) => r.player).sort((a, b) => a - b)).toEqual(players.map((_, i) => i));
      expect(ranking[0]!.rank).toBe(1);
      ranking.forEach((r, k) => {
        expect(r.reason === 'fulfilled').toBe(players[r.player]!.status === 'fulfilled');
        if (k === 0) return;
        const previous = ranking[k - 1]!;
        expect(r.rank).toBeGreaterThanOrEqual(previous.rank);
        // Players who fulfilled the schema come before those who did not.
        if (r.reason === 'fulfilled') expect(previous.reason).toBe('fulfilled');
      });
      expect(winners).toEqual(ranking.filter((r) => r.rank === 1 && r.reason === 'fulfilled').map((r) => r.player));
      expect(winners.length > 0).toBe(players.some((p) => p.status === 'fulfilled'));
    });
  });
});
