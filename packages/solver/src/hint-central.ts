/**
 * The hint's rule of thumb for the StigmaReine and the decisions that follow its steps (competitive and
 * competitive no-limit games, R19), where the solver's search of the player's own board does not apply: what to
 * put on an empty StigmaReine's A5, which central action to take, where a drawn token goes, which action to earn
 * (there, and at the start of a solo no-limit turn, R21) and which bag each matched token goes to. Each choice is one of the commands the rules list, read from the
 * player's view alone (the commands weighed here reveal nothing: a Draw and Place is suggested, never played).
 * @module
 */
import { SIZE, cellIndex, coloursMade, play, turnOrder, type CellName, type Colour, type Command, type GameState, type SpecialActionId } from '@stigmeria/rules';
import { usefulColours } from './bot-value.js';
import { reason, type HintReason } from './hint-reason.js';

/** A command and why. */
export interface Suggestion {
  readonly command: Command;
  readonly reason: HintReason;
}

/** The special actions that move stigmerians toward their targets, the farthest-reaching first. */
const MOVERS: readonly SpecialActionId[] = ['fast-step', 'choreography', 'rest', 'diagonal', 'exchange'];

/** How many actions the seat earns when `command` leaves its token on the StigmaReine: the lines of three it completes. */
function linesEarned(view: GameState, seat: number, command: Command): number {
  const r = play(view, command);
  if (!r.ok) return 0;
  const pending = r.value.state.players[seat]!.pending;
  return pending?.kind === 'gain' ? pending.left : 0;
}

/**
 * The lines of three another player could finish after a token of `color` goes on StigmaReine `cell`: the runs of
 * three cells along its row or column holding it, another token of its colour and one empty cell.
 */
function linesLeftOpen(view: GameState, cell: CellName, color: Colour): number {
  const board = view.central!.board;
  const at = cellIndex(cell);
  const row = Math.floor(at / SIZE);
  const column = at % SIZE;
  let open = 0;
  for (const [position, stride] of [
    [column, 1],
    [row, SIZE],
  ] as const) {
    for (let offset = -2; offset <= 0; offset++) {
      if (position + offset < 0 || position + offset + 2 >= SIZE) continue;
      const run = [0, 1, 2].map((k) => at + (offset + k) * stride).filter((i) => i !== at);
      const same = run.filter((i) => board[i]?.color === color).length;
      const empty = run.filter((i) => board[i] === null || board[i] === undefined).length;
      if (same === 1 && empty === 1) open++;
    }
  }
  return open;
}

/** The colour of the StigmaReine token a StigmaReine command leaves on `cell`. */
function colourLeft(view: GameState, seat: number, command: Command): Colour | undefined {
  switch (command.type) {
    case 'central-place':
      return view.players[seat]!.pending?.kind === 'central-place' ? view.players[seat]!.pending.color : undefined;
    case 'central-move':
      return view.central?.board[cellIndex(command.from)]?.color ?? undefined;
    case 'central-joker':
      return command.color;
    case 'draw':
    case 'land':
    case 'move':
    case 'joker':
    case 'end-turn':
    case 'undo':
    case 'mixing':
    case 'combination':
    case 'fulgurance':
    case 'choreography':
    case 'choreography-stop':
    case 'diagonal':
    case 'exchange':
    case 'fast-step':
    case 'half-note':
    case 'half-note-keep':
    case 'quarter-note':
    case 'two-beats':
    case 'rest':
    case 'central-draw':
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
    case 'drift-move':
    case 'drift-remove':
    case 'drift-land':
    case 'wind-reroll':
    case 'wind-unknown':
    case 'wind-direction':
      return undefined;
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

/**
 * The schema's colours that `action` makes, if it is one without which they cannot be made (the rules'
 * `coloursMade`, R18: Mixing the secondaries, Combination brown, Two Beats and Half Note white, Quarter Note black).
 */
function colourNeeds(view: GameState, action: SpecialActionId): Colour[] {
  const wanted = new Set(view.schema.targets.map((t) => t.color));
  return coloursMade(action).filter((c) => wanted.has(c));
}

/** The reason for a StigmaReine command or the answer to one of its decisions; `null` for any other command. */
export function centralReason(view: GameState, seat: number, command: Command): HintReason | null {
  const me = view.players[seat]!;
  switch (command.type) {
    case 'a5':
      return reason('central/a5', { color: command.color, inBag: me.bag.filter((c) => c === command.color).length });
    case 'central-draw':
      return reason('central/draw', {});
    case 'central-place':
    case 'central-move':
    case 'central-joker': {
      const color = colourLeft(view, seat, command);
      if (color === undefined || command.to === 'off') return null;
      const lines = linesEarned(view, seat, command);
      if (lines > 0) return reason('central/earn', { action: command.type, color, cell: command.to, lines });
      if (command.type !== 'central-place') return null;
      return reason(linesLeftOpen(view, command.to, color) === 0 ? 'central/place-safe' : 'central/place-least', { color, cell: command.to });
    }
    case 'gain': {
      const colours = colourNeeds(view, command.action);
      if (colours.length > 0) return reason('gain/needed', { action: command.action, colours });
      return reason(MOVERS.includes(command.action) ? 'gain/moves' : 'gain/any', { action: command.action });
    }
    case 'give': {
      const color = view.central?.board[cellIndex(command.cell)]?.color;
      if (color === undefined) return null;
      if (command.to !== seat) return reason('give/other', { color, cell: command.cell, seat: command.to });
      return usefulColours(view).has(color) ? reason('give/own', { color, cell: command.cell }) : null;
    }
    case 'draw':
    case 'land':
    case 'move':
    case 'joker':
    case 'end-turn':
    case 'undo':
    case 'mixing':
    case 'combination':
    case 'fulgurance':
    case 'choreography':
    case 'choreography-stop':
    case 'diagonal':
    case 'exchange':
    case 'fast-step':
    case 'half-note':
    case 'half-note-keep':
    case 'quarter-note':
    case 'two-beats':
    case 'rest':
    case 'central-recruit':
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
    case 'drift-move':
    case 'drift-remove':
    case 'drift-land':
    case 'wind-reroll':
    case 'wind-unknown':
    case 'wind-direction':
      return null;
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

/** The first of `commands` with the highest `worth` (the rules' order breaks ties), if any. */
function best<T>(commands: readonly T[], worth: (c: T) => number): T | undefined {
  let chosen: T | undefined;
  let top = -Infinity;
  for (const c of commands) {
    const w = worth(c);
    if (w > top) {
      top = w;
      chosen = c;
    }
  }
  return chosen;
}

/** The command the rule of thumb picks among `legal` (the seat's legal commands but `undo`), or `null` where it has no rule. */
function choose(view: GameState, seat: number, legal: readonly Command[]): Command | undefined {
  const me = view.players[seat]!;
  const pending = me.pending;
  if (pending === null) {
    // An empty StigmaReine: the colour the player's bag holds most, so that their Draw and Place likely matches it.
    const a5 = legal.filter((c) => c.type === 'a5');
    if (a5.length > 0) return best(a5, (c) => me.bag.filter((colour) => colour === c.color).length);
    // A central move or joker that completes a line of three earns actions at once; the joker (once a game, and an
    // unused one wins the first tie-break) only when it earns more than any move.
    const moves = legal.filter((c) => c.type === 'central-move' && c.to !== 'off');
    const jokers = legal.filter((c) => c.type === 'central-joker');
    const move = best(moves, (c) => linesEarned(view, seat, c));
    const joker = best(jokers, (c) => linesEarned(view, seat, c));
    const moveLines = move === undefined ? 0 : linesEarned(view, seat, move);
    const jokerLines = joker === undefined ? 0 : linesEarned(view, seat, joker);
    if (jokerLines > moveLines) return joker;
    if (moveLines > 0) return move;
    return legal.find((c) => c.type === 'central-draw');
  }
  switch (pending.kind) {
    case 'central-place': {
      const places = legal.filter((c): c is Extract<Command, { type: 'central-place' }> => c.type === 'central-place');
      // A line of three first; else the cell that leaves the fewest lines for the next players to finish.
      const earning = best(places, (c) => linesEarned(view, seat, c));
      if (earning !== undefined && linesEarned(view, seat, earning) > 0) return earning;
      return best(places, (c) => -linesLeftOpen(view, c.to, pending.color));
    }
    case 'gain': {
      const gains = legal.filter((c): c is Extract<Command, { type: 'gain' }> => c.type === 'gain');
      // The action the schema's colours need (the most targets first), then the farthest-reaching mover.
      const targetsOf = (colours: readonly Colour[]): number => view.schema.targets.filter((t) => colours.includes(t.color)).length;
      return best(gains, (c) => {
        const needs = targetsOf(colourNeeds(view, c.action));
        if (needs > 0) return 1000 + needs;
        const mover = MOVERS.indexOf(c.action);
        return mover < 0 ? 0 : 100 - mover;
      });
    }
    case 'give': {
      const gives = legal.filter((c): c is Extract<Command, { type: 'give' }> => c.type === 'give');
      const first = gives[0];
      if (first === undefined) return undefined;
      // One token at a time, in the rules' order: a colour the schema uses to the player's own bag, another to the
      // next player's, where it takes the place of a useful draw.
      const color = view.central?.board[cellIndex(first.cell)]?.color;
      const useful = color !== undefined && usefulColours(view).has(color);
      const order = turnOrder(view);
      const after = [...order.slice(order.indexOf(seat) + 1), ...order.slice(0, order.indexOf(seat))].filter((s) => view.players[s]!.status === 'playing');
      const to = useful ? [seat] : [...after, seat];
      for (const s of to) {
        const give = gives.find((c) => c.cell === first.cell && c.to === s);
        if (give !== undefined) return give;
      }
      return first;
    }
    // Decisions about the player's own board or the die: the hint weighs the player's own board instead.
    case 'choreography':
    case 'half-note':
    case 'fog-die':
    case 'drift':
    case 'free-special':
    case 'charmer':
    case 'wind-die':
      return undefined;
    default: {
      const unknown: never = pending;
      return unknown;
    }
  }
}

/**
 * The StigmaReine's or a decision's suggestion for `seat` in `view`, or `null` where the rule of thumb has none
 * (a Last Drift's answer, the wind die, Charmer…: the hint then weighs the player's own board).
 */
export function centralHint(view: GameState, seat: number, legal: readonly Command[]): Suggestion | null {
  const command = choose(view, seat, legal);
  if (command === undefined) return null;
  const why = centralReason(view, seat, command);
  return why === null ? null : { command, reason: why };
}
