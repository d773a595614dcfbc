/**
 * What the player has picked so far and which cells may come next. Targets come only from the commands the
 * rules list (`legalActions`): a picked command type narrows them, and each picked cell narrows them again.
 * @module
 */
import type { Colour, Command, CommandType } from '@stigmeria/rules';

/** The command types picked on the board (draw, end-turn, undo and the joker are buttons). */
export type PickType = Exclude<CommandType, 'draw' | 'end-turn' | 'undo' | 'joker' | 'choreography-stop'>;

/** A pick in progress: a command type, and the colour (Land) or first cell already chosen. */
export interface Pick {
  readonly type: PickType;
  readonly color?: Colour;
  readonly first?: string;
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
      return command.cell;
    case 'move':
    case 'choreography':
    case 'diagonal':
    case 'fast-step':
      return command.from;
    case 'land':
    case 'draw':
    case 'end-turn':
    case 'undo':
    case 'joker':
    case 'choreography-stop':
      return undefined;
    default: {
      const never: never = command;
      return never;
    }
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
      return command.to;
    case 'combination':
    case 'fulgurance':
    case 'two-beats':
    case 'rest':
    case 'half-note-keep':
    case 'draw':
    case 'end-turn':
    case 'undo':
    case 'joker':
    case 'choreography-stop':
      return undefined;
    default: {
      const never: never = command;
      return never;
    }
  }
}

/** Whether a command type is picked with one cell only. */
export function isSingleCell(type: PickType): boolean {
  return (
    type === 'combination' || type === 'fulgurance' || type === 'two-beats' || type === 'rest' || type === 'half-note-keep'
  );
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

/** The cells (and possibly `off`) that may be picked next. */
export function targets(legal: readonly Command[], pick: Pick): Set<string> {
  const out = new Set<string>();
  const first = awaitsFirst(pick);
  for (const c of candidates(legal, pick)) {
    const cell = first ? firstOf(c) : secondOf(c);
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
  if (awaitsFirst(pick)) {
    const matching = list.filter((c) => firstOf(c) === cell);
    if (matching.length === 0) return null;
    if (isSingleCell(pick.type)) return { command: matching[0]! };
    return { pick: { ...pick, first: cell } };
  }
  const command = list.find((c) => secondOf(c) === cell);
  return command === undefined ? null : { command };
}

/** The pick a pending decision forces (R18 multi-step actions), if any. */
export function forcedPick(legal: readonly Command[]): Pick | null {
  if (legal.some((c) => c.type === 'half-note-keep')) return { type: 'half-note-keep' };
  if (legal.some((c) => c.type === 'choreography-stop')) return { type: 'choreography' };
  return null;
}
