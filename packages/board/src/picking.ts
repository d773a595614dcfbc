/**
 * What the player has picked so far and what may come next. Targets come only from the commands the rules list
 * (`legalActions`): a picked command type narrows them, each picked cell narrows them again, and when no cell is
 * left to pick the commands still possible are offered as choices (a colour, a player, a bag).
 *
 * Cells have the same names on every board, so each command type also says which board its cells are on: the
 * player's own, the StigmaReine (`central`), or, for a Last Drift, another player's.
 * @module
 */
import type { Colour, Command, CommandType, GameState, Pending } from '@stigmeria/rules';

/** The command types picked on a board or among choices (draw, end-turn, undo and the joker are plain buttons). */
export type PickType = Exclude<CommandType, 'draw' | 'end-turn' | 'undo' | 'joker' | 'choreography-stop'>;

/** A pick in progress: a command type, and the colour (Land) or first cell already chosen. */
export interface Pick {
  readonly type: PickType;
  readonly color?: Colour;
  readonly first?: string;
}

/** Which board a cell is on: `central` for the StigmaReine, else a seat as a string. */
export type BoardId = string;

/** The board id of the StigmaReine. */
export const CENTRAL = 'central';

/**
 * The end of an exhaustive switch: a command type (or pending kind) the rules add and a switch does not handle is a
 * type error there. Should a value of no known type come anyway, nothing is picked by it.
 */
export function unhandled(value: never): undefined {
  void value;
  return undefined;
}

/** The first cell a command is picked by (Land has none: its colour is picked in the recruit zone). */
export function firstOf(command: Command): string | undefined {
  switch (command.type) {
    case 'mixing':
    case 'exchange':
    case 'half-note':
      return command.cells[0];
    case 'combination':
    case 'fulgurance':
    case 'two-beats':
    case 'rest':
    case 'half-note-keep':
    case 'quarter-note':
    case 'give':
    case 'copy':
    case 'drift-remove':
      return command.cell;
    case 'move':
    case 'choreography':
    case 'diagonal':
    case 'fast-step':
    case 'central-move':
    case 'drift-move':
      return command.from;
    case 'central-place':
    case 'central-joker':
    case 'drift-land':
    case 'fog-die-land':
      return command.to;
    // Answered by a button or by toggles, not by a cell.
    case 'draw':
    case 'land':
    case 'joker':
    case 'end-turn':
    case 'undo':
    case 'choreography-stop':
    case 'central-draw':
    case 'a5':
    case 'central-recruit':
    case 'gain':
    case 'no-harm-no-foul':
    case 'prediction':
    case 'mimicry':
    case 'fog-die':
    case 'pilferer':
    case 'sower':
    case 'jealousy':
    case 'charmer':
    case 'charmer-pass':
    case 'last-drift':
    case 'wind-reroll':
    case 'wind-unknown':
    case 'wind-direction':
      return undefined;
    default:
      return unhandled(command);
  }
}

/** The second cell (or `off`) a command is picked by, when it takes two. */
export function secondOf(command: Command): string | undefined {
  switch (command.type) {
    case 'mixing':
    case 'exchange':
    case 'half-note':
      return command.cells[1];
    case 'land':
    case 'move':
    case 'choreography':
    case 'diagonal':
    case 'fast-step':
    case 'quarter-note':
    case 'central-move':
    case 'drift-move':
      return command.to;
    // Picked by one cell, or by none.
    case 'draw':
    case 'joker':
    case 'end-turn':
    case 'undo':
    case 'combination':
    case 'fulgurance':
    case 'choreography-stop':
    case 'half-note-keep':
    case 'two-beats':
    case 'rest':
    case 'central-draw':
    case 'central-place':
    case 'central-joker':
    case 'a5':
    case 'central-recruit':
    case 'gain':
    case 'give':
    case 'no-harm-no-foul':
    case 'copy':
    case 'prediction':
    case 'mimicry':
    case 'fog-die':
    case 'fog-die-land':
    case 'pilferer':
    case 'sower':
    case 'jealousy':
    case 'charmer':
    case 'charmer-pass':
    case 'last-drift':
    case 'drift-remove':
    case 'drift-land':
    case 'wind-reroll':
    case 'wind-unknown':
    case 'wind-direction':
      return undefined;
    default:
      return unhandled(command);
  }
}

/** The board a command's cells are on, seen from the seat that gives it. */
export function boardOf(type: CommandType, pending: Pending | null, seat: number): BoardId {
  if (type === 'central-place' || type === 'central-move' || type === 'central-joker' || type === 'give') return CENTRAL;
  if ((type === 'drift-move' || type === 'drift-remove' || type === 'drift-land') && pending?.kind === 'drift') return driftBoard(pending, seat);
  return String(seat);
}

/** The board a pending Last Drift plays on: the StigmaReine, the seat's own board or an opponent's (R20). */
export function driftBoard(pending: Extract<Pending, { kind: 'drift' }>, seat: number): BoardId {
  const target = pending.target;
  return target === 'central' ? CENTRAL : target === 'own' ? String(seat) : String(target);
}

/** The legal commands a pick may still become. */
export function candidates(legal: readonly Command[], pick: Pick): Command[] {
  return legal.filter(
    (c) =>
      c.type === pick.type &&
      (pick.color === undefined || (c.type === 'land' && c.color === pick.color)) &&
      (pick.first === undefined || firstOf(c) === pick.first),
  );
}

/** Whether the pick waits for its first cell (Land never does: its colour is its first choice). */
export function awaitsFirst(pick: Pick): boolean {
  return pick.type !== 'land' && pick.first === undefined;
}

/** Where a pick stands: waiting for a first cell, a second cell, or a choice among the commands left. */
export function stageOf(legal: readonly Command[], pick: Pick): 'first' | 'second' | 'choice' {
  const list = candidates(legal, pick);
  if (awaitsFirst(pick) && list.some((c) => firstOf(c) !== undefined)) return 'first';
  if (list.some((c) => secondOf(c) !== undefined)) return 'second';
  return 'choice';
}

/** The commands a pick offers as buttons once no cell is left to pick. */
export function choicesOf(legal: readonly Command[], pick: Pick | null): Command[] {
  if (pick === null || pick.type === 'prediction' || pick.type === 'charmer') return [];
  return stageOf(legal, pick) === 'choice' ? candidates(legal, pick) : [];
}

/** The cells (and possibly `off`) that may be picked next. */
export function targets(legal: readonly Command[], pick: Pick): Set<string> {
  const out = new Set<string>();
  const stage = stageOf(legal, pick);
  if (stage === 'choice') return out;
  for (const c of candidates(legal, pick)) {
    const cell = stage === 'first' ? firstOf(c) : secondOf(c);
    if (cell !== undefined) out.add(cell);
  }
  return out;
}

/** What picking `cell` does: complete a command, narrow the pick, or nothing (not a target). */
export function pickCell(
  legal: readonly Command[],
  pick: Pick,
  cell: string,
): { readonly command: Command } | { readonly pick: Pick } | null {
  const list = candidates(legal, pick);
  if (stageOf(legal, pick) === 'first') {
    const matching = list.filter((c) => firstOf(c) === cell);
    if (matching.length === 0) return null;
    // One cell and one command: done. Otherwise a second cell, or a choice (a colour, a bag), comes next.
    if (matching.length === 1 && secondOf(matching[0]!) === undefined) return { command: matching[0]! };
    return { pick: { ...pick, first: cell } };
  }
  const command = list.find((c) => secondOf(c) === cell);
  return command === undefined ? null : { command };
}

/** The command types a pending decision is answered with on a board. */
const BOARD_ANSWERS: readonly PickType[] = ['half-note-keep', 'central-place', 'fog-die-land', 'give', 'drift-move', 'drift-remove', 'drift-land'];

/** The pick a pending decision forces (R18 multi-step actions, the StigmaReine, Last Drift), if any. */
export function forcedPick(legal: readonly Command[]): Pick | null {
  for (const type of BOARD_ANSWERS) if (legal.some((c) => c.type === type)) return { type };
  if (legal.some((c) => c.type === 'choreography-stop')) return { type: 'choreography' };
  return null;
}

/** The types whose commands a click on a token of their board starts: Move on a player's board, the central Move. */
export function clickStarts(board: BoardId): PickType {
  return board === CENTRAL ? 'central-move' : 'move';
}

/** Whether the state has a pick-able board for `board`: the StigmaReine only in competitive modes. */
export function hasBoard(state: GameState, board: BoardId): boolean {
  return board === CENTRAL ? state.central !== null : state.players[Number(board)] !== undefined;
}
