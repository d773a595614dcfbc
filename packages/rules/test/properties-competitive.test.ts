/**
 * Properties every competitive, competitive no limit and solo no limit game keeps, checked on random legal games
 * (2 to 6 players in the competitive modes, 1 in solo no limit, schemas of 1 to 4 stars).
 *
 * No-limit games have no turn limit and random play seldom fulfils a schema, so each game is cut after
 * MAX_STEPS steps: the point is the positions it passes through. fast-check prints the seed and path of a failing
 * game, so it can be played again by passing `{ seed, path }` to `fc.assert`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLOURS,
  MOST_SPECIALS,
  cellIndex,
  evolve,
  legalActions,
  outcome,
  play,
  recordStep,
  replayGame,
  toReplay,
  viewFor,
  type Command,
  type CommandType,
  type GameEvent,
  type GameSetup,
  type GameState,
  type Mode,
  type ReplayStep,
  type TargetSchema,
} from '../src/index.js';
import { testSchema } from './support/ascii.js';
import { created, playGame as playRandomGame, type GameSpec, type Played } from './support/random-games.js';

const MAX_STEPS = 250;
const TOKENS_PER_PLAYER = 45;

/** Targets close to line A so that greedy play sometimes fulfils them; setup tokens for the board's actions. */
const SCHEMAS: readonly TargetSchema[] = [
  testSchema('A . . b y . . . . . .', { id: 'competitive-line', flower: 'competitive', stars: 1 }),
  testSchema('A . . . r . . . . . .\nB . . . y . . . . . .', { id: 'competitive-column', flower: 'competitive', stars: 2 }),
  testSchema('A y . . . . . . . . .', {
    id: 'competitive-setup',
    flower: 'competitive',
    stars: 3,
    setup: 'C . . b r . . . . . .\nD . . k k w . . . . .',
  }),
  testSchema('A . . . . . . . . . b\nB . . . . . . . . . r', { id: 'no-limit-edge', flower: 'competitive-no-limit', stars: 4 }),
];

const setupOf = (mode: Mode): fc.Arbitrary<GameSetup> =>
  fc.record({
    schema: fc.constantFrom(...SCHEMAS.filter((s) => mode !== 'competitive' || s.flower === 'competitive')),
    mode: fc.constant(mode),
    players: mode === 'solo-no-limit' ? fc.constant(1) : fc.integer({ min: 2, max: 6 }),
    seed: fc.oneof(fc.string({ maxLength: 12 }), fc.nat()),
    options: fc.record({ joker: fc.boolean() }),
  });

const gameSpec: fc.Arbitrary<GameSpec> = fc.record({
  setup: fc.constantFrom<Mode>('competitive', 'competitive-no-limit', 'solo-no-limit').chain(setupOf),
  greed: fc.constantFrom(0, 60, 95),
  endTurn: fc.integer({ min: 2, max: 20 }),
  undo: fc.integer({ min: 0, max: 10 }),
  choices: fc.infiniteStream(fc.nat()),
});

/**
 * A legal command of any player: a landing on a target of its colour (greed), an undo, an end of turn, or else a
 * command type then a command of that type, so that rare actions get their chance beside hundreds of landings.
 */
function chooseCommand(state: GameState, spec: GameSpec, next: () => number): Command | undefined {
  const legal = legalActions(state);
  if (legal.length === 0) return undefined;
  const percent = (chance: number) => next() % 100 < chance;
  const ofType = (type: CommandType) => legal.filter((c) => c.type === type);
  const greedy = legal.filter((c) => c.type === 'land' && state.targets[cellIndex(c.to)] === c.color);
  if (greedy.length > 0 && percent(spec.greed)) return greedy[next() % greedy.length];
  const undo = ofType('undo');
  if (undo.length > 0 && percent(spec.undo)) return undo[0];
  const others = legal.filter((c) => c.type !== 'end-turn' && c.type !== 'undo');
  const endTurn = ofType('end-turn');
  if (endTurn.length > 0 && (others.length === 0 || percent(spec.endTurn))) return endTurn[next() % endTurn.length];
  const types = [...new Set(others.map((c) => c.type))];
  const chosen = ofType(types[next() % types.length]!);
  return chosen[next() % chosen.length];
}

function playGame(spec: GameSpec, check?: (played: Played, next: () => number) => void) {
  return playRandomGame(spec, chooseCommand, MAX_STEPS, check);
}

function forGames(numRuns: number, property: (spec: GameSpec) => void): void {
  fc.assert(fc.property(gameSpec, property), { numRuns, seed: 20_261_130 });
}

/**
 * Every token in the game: bags, recruit zones, boards, the StigmaReine and its recruit zone, and a token drawn
 * for the StigmaReine that waits for its cell.
 */
function tokensInGame(state: GameState): number {
  let n = 0;
  for (const p of state.players) {
    n += p.bag.length;
    for (const c of COLOURS) n += p.recruit[c];
    for (const t of p.board) if (t !== null) n++;
    if (p.pending?.kind === 'central-place') n++;
  }
  if (state.central !== null) {
    for (const c of COLOURS) n += state.central.recruit[c];
    for (const t of state.central.board) if (t !== null) n++;
  }
  return n;
}

/** Tokens that came from the box, minus tokens that went to it, by the events (R3, R8, R11, R18, R19, R20). */
function fromBox(state: GameState, events: readonly GameEvent[]): number {
  const noLimit = state.mode !== 'competitive';
  let n = 0;
  for (const e of events) {
    if (e.type === 'created') n++;
    else if (e.type === 'bagged') n += e.colors.length;
    else if (e.type === 'central-placed' && e.from === 'box') n++;
    else if (e.type === 'removed') n--;
    else if (e.type === 'central-left' && e.to === 'box') n--;
    // R8: outside the no-limit modes a token leaving on purpose goes to the box.
    else if (e.type === 'exited' && !noLimit) n--;
    // R11: only in discovery and normal does a token blown off a board leave the game; not played here.
  }
  return n;
}

/** A key equal for equal commands whatever the order of their properties. */
function commandKey(command: unknown): string {
  if (command === null || typeof command !== 'object' || Array.isArray(command)) return JSON.stringify(command) ?? 'undefined';
  const record = command as Record<string, unknown>;
  return JSON.stringify(Object.keys(record).sort().map((k) => [k, record[k]]));
}

/**
 * A command that is probably illegal: a listed one with one field changed, another player's, or one whose cells,
 * colours or tokens come in another order (R18: Prediction lists each set of colours in one order only).
 */
function mutate(legal: readonly Command[], players: number, next: () => number): unknown {
  const base: Record<string, unknown> = { ...legal[next() % legal.length]! };
  const roll = next() % 7;
  const list = Object.keys(base).find((key) => Array.isArray(base[key]));
  if (roll === 6 && list !== undefined) {
    // A random order of the same items (sometimes their own order, which is then listed).
    const items = [...(base[list] as unknown[])];
    for (let i = items.length - 1; i > 0; i--) {
      const j = next() % (i + 1);
      [items[i], items[j]] = [items[j], items[i]];
    }
    base[list] = items;
  } else if (roll === 0) base.player = next() % players;
  else if (roll === 1) base.to = ['A1', 'A5', 'E5', 'J10', 'off'][next() % 5];
  else if (roll === 2) base.color = COLOURS[next() % COLOURS.length];
  else if (roll === 3) base.from = ['A5', 'B5', 'J1', 'E10'][next() % 4];
  else if (roll === 4) base.type = ['central-draw', 'central-move', 'a5', 'gain', 'give', 'end-turn', 'draw', 'central-recruit'][next() % 8];
  else base.cell = ['A4', 'A5', 'A6', 'B5'][next() % 4];
  return base;
}

function sortedBag(bag: readonly string[]): string[] {
  return bag.slice().sort((a, b) => COLOURS.indexOf(a as never) - COLOURS.indexOf(b as never));
}

// ---------------------------------------------------------------------------------------------------------------

describe('properties of random competitive and no-limit games', () => {
  it('every step: tokens are conserved, nobody owns more than 9 actions, listed commands are accepted, others refused untouched, and viewFor hides only the bag order', () => {
    forGames(70, (spec) => {
      const initial = created(spec.setup);
      const setupTokens = (spec.setup.schema.setup?.length ?? 0) * initial.players.length;
      const start = TOKENS_PER_PLAYER * initial.players.length + setupTokens;
      expect(tokensInGame(initial)).toBe(start);
      // The log's steps with what each took from the box, mirrored so that an undo takes its step's back too.
      let log: { step: ReplayStep; box: number }[] = [];
      playGame(spec, ({ before, command, events, after }, next) => {
        const steps = recordStep(
          log.map((entry) => entry.step),
          { command, events },
        );
        const kept = new Set(steps);
        log = log.filter((entry) => kept.has(entry.step));
        if (command.type !== 'undo') log.push({ step: steps.at(-1)!, box: fromBox(before, events) });
        const expected = start + log.reduce((sum, entry) => sum + entry.box, 0);
        if (tokensInGame(after) !== expected) expect.fail(`${tokensInGame(after)} tokens after ${JSON.stringify(command)}, expected ${expected}`);

        after.players.forEach((p, i) => {
          if (p.specials.length > MOST_SPECIALS) expect.fail(`player ${i} owns ${p.specials.length} special actions`);
        });

        // A sample of the listed commands is accepted; changed ones are refused and leave the state as it was,
        // unless they are listed too.
        const snapshot = JSON.stringify(before);
        const legal = legalActions(before);
        const listed = new Set(legal.map(commandKey));
        for (let k = 0; k < 3; k++) {
          const sample = legal[next() % legal.length]!;
          const result = play(before, sample);
          if (!result.ok) expect.fail(`${JSON.stringify(sample)} is listed but was refused: ${result.error.code}`);
        }
        for (let k = 0; k < 4; k++) {
          const command = mutate(legal, before.players.length, next);
          const result = play(before, command);
          if (result.ok && !listed.has(commandKey(command))) expect.fail(`${commandKey(command)} was accepted but is not listed`);
          if (!result.ok && listed.has(commandKey(command))) expect.fail(`${commandKey(command)} is listed but was refused`);
        }
        if (JSON.stringify(before) !== snapshot) expect.fail('play changed the state it was given');

        // viewFor: every bag sorted, the generator and seed blanked, and every other fact as it is.
        const seat = next() % after.players.length;
        const view = viewFor(after, seat);
        expect(view.rng).toEqual([0, 0, 0, 0]);
        expect(view.seed).toBe('');
        view.players.forEach((p, i) => {
          const real = after.players[i]!;
          expect(p.bag).toEqual(sortedBag(real.bag));
          expect({ ...p, bag: [], previous: null }).toEqual({ ...real, bag: [], previous: null });
        });
        expect({ ...view, players: [], rng: null, seed: null }).toEqual({ ...after, players: [], rng: null, seed: null });
      });
    });
  });

  it('folding the events with evolve, and replaying the log, both give the final state; outcome ranks a finished game', () => {
    let finished = 0;
    forGames(110, (spec) => {
      const game = playGame(spec);
      const folded = game.plays.flatMap((p) => p.events).reduce(evolve, game.initial);
      expect(folded).toEqual(game.final);
      const replayed = replayGame(toReplay(spec.setup, game.steps));
      expect(replayed.ok, replayed.ok ? '' : `${replayed.error.code} at step ${replayed.error.step}`).toBe(true);
      if (replayed.ok) expect(replayed.value).toEqual(game.final);
      const result = outcome(game.final);
      if (!game.final.over) {
        expect(result).toBeNull();
        return;
      }
      finished++;
      expect(result).not.toBeNull();
      const players = game.final.players;
      expect(result!.ranking.map((r) => r.player).sort((a, b) => a - b)).toEqual(players.map((_, i) => i));
      for (const r of result!.ranking) {
        expect(r.reason === 'fulfilled').toBe(players[r.player]!.status === 'fulfilled');
        // R9, R15: the competitive joker costs no points; the exchange joker of solo no limit costs 5.
        expect(r.score.joker).toBe(game.final.mode === 'solo-no-limit' && players[r.player]!.jokerUsed ? -5 : 0);
        expect(r.score.recruit).toBe(0);
      }
      expect(result!.winners.length > 0).toBe(players.some((p) => p.status === 'fulfilled'));
    });
    // Some of these games end (a fulfilment, or every player out), so outcome is checked on real endings.
    expect(finished).toBeGreaterThan(0);
  });
});
