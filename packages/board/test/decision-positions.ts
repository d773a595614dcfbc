// Positions for the decisions tests: a game created and advanced with the rules' own commands, then, where no
// short line of play reaches a decision, a copy of its state with a few fields set (a seat's special actions,
// recruit zone, bag or board, the StigmaReine, the generator). Every position is checked with `legalActions`
// before a test relies on it.
import {
  COLOURS,
  activePlayer,
  createGame,
  legalActions,
  play,
  type CentralState,
  type Colour,
  type Command,
  type DieFace,
  type GameState,
  type Mode,
  type PlayerState,
  type TargetSchema,
  type Token,
} from '@stigmeria/rules';

/** A competitive schema of 3 stars (most actions can be earned, R17) that every competitive mode may play. */
export const DUEL: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'test-decisions',
  name: { en: 'Decisions', fr: 'Décisions' },
  flower: 'competitive',
  stars: 3,
  targets: [
    { cell: 'J1', color: 'blue' },
    { cell: 'J2', color: 'red' },
  ],
};

export function created(mode: Mode, players: number, seed: string, schema: TargetSchema = DUEL): GameState {
  const game = createGame({ schema, mode, players, seed });
  if (!game.ok) throw new Error(game.error.code);
  return game.value;
}

/** Plays commands with the rules; each must be accepted. */
export function played(state: GameState, ...commands: readonly Command[]): GameState {
  let s = state;
  for (const c of commands) {
    const next = play(s, c);
    if (!next.ok) throw new Error(`${c.type}: ${next.error.code}`);
    s = next.value.state;
  }
  return s;
}

/** Who must act now: a player owing a decision, else the active player. */
export function actor(state: GameState): number {
  const deciding = state.players.findIndex((p) => p.pending !== null);
  return deciding >= 0 ? deciding : (activePlayer(state) ?? 0);
}

/**
 * Serves the StigmaReine for whoever acts: the A5 token, then Draw and Place twice (the first listed answer each
 * time), answering a wind die with its first answer; stops once the actor is on their own board.
 */
export function serveCentral(state: GameState, through: readonly string[] = ['a5', 'central-draw', 'central-place']): GameState {
  let s = state;
  for (let guard = 0; guard < 20; guard++) {
    const who = actor(s);
    const legal = legalActions(s, who);
    const c = legal.find((x) => x.type.startsWith('wind-')) ?? legal.find((x) => through.includes(x.type));
    if (c === undefined) return s;
    s = played(s, c);
  }
  throw new Error('the StigmaReine was not served');
}

/** A whole recruit zone from the colours given; the others are 0. */
export function tokens(counts: Partial<Record<Colour, number>> = {}): Record<Colour, number> {
  return Object.fromEntries(COLOURS.map((c) => [c, counts[c] ?? 0])) as Record<Colour, number>;
}

/** A board from `cell: colour` (a stigmerian) or `cell: colour*` (a pollen). */
export function board(cells: Readonly<Record<string, string>>): (Token | null)[] {
  const out: (Token | null)[] = Array.from({ length: 100 }, () => null);
  for (const [cell, value] of Object.entries(cells)) {
    const index = 'ABCDEFGHIJ'.indexOf(cell[0]!) * 10 + Number(cell.slice(1)) - 1;
    const pollen = value.endsWith('*');
    out[index] = { color: (pollen ? value.slice(0, -1) : value) as Colour, pollen };
  }
  return out;
}

export type SeatFields = Partial<Omit<PlayerState, 'recruit'>> & { readonly recruit?: Partial<Record<Colour, number>> };

/** The state with some fields of one seat set. */
export function withSeat(state: GameState, seat: number, fields: SeatFields): GameState {
  const { recruit, ...rest } = fields;
  const players = state.players.slice();
  players[seat] = { ...players[seat]!, ...rest, ...(recruit === undefined ? {} : { recruit: tokens(recruit) }) };
  return { ...state, players };
}

/** The state with the StigmaReine's board or recruit zone set. */
export function withCentral(state: GameState, central: Partial<CentralState>): GameState {
  return { ...state, central: { ...state.central!, ...central } };
}

/**
 * The state with a generator under which `command` rolls `face`. The rules do not export their seeding, so the
 * generators tried are those that `createGame` leaves behind for seeds `d0`, `d1`, …
 */
export function rolling(state: GameState, command: Command, face: DieFace): GameState {
  for (let i = 0; i < 5000; i++) {
    const candidate = { ...state, rng: created(state.mode, state.players.length, `d${i}`, state.schema).rng };
    const next = play(candidate, command);
    if (next.ok && next.value.events.some((e) => e.type === 'rolled' && e.face === face)) return candidate;
  }
  throw new Error(`no generator rolls ${face}`);
}

/** The legal commands of a seat of one type. */
export function legalOf<T extends Command['type']>(state: GameState, seat: number, type: T): Extract<Command, { type: T }>[] {
  return legalActions(state, seat).filter((c): c is Extract<Command, { type: T }> => c.type === type);
}
