/**
 * Mimicry (R18): the token the player last landed from the recruit zone, while it is still a stigmerian on the
 * board (even from an earlier turn), takes the colour of an orthogonally adjacent token, stigmerian or pollen
 * (the seed's "adjacent colors"; BGA looks at stigmerians only). Each colour once a turn; it costs 3.
 */
import { ORTHOGONAL_NEIGHBOURS, cellIndex } from '../cells.js';
import { COLOURS, isColour } from '../colours.js';
import { isStigmerian } from '../board.js';
import { ruleError } from '../errors.js';
import type { CellName, Colour, PlayerState } from '../types.js';
import type { Action } from './action.js';

/** The last landed token's cell, when Mimicry can act on it: still a stigmerian there. */
function mimic(player: PlayerState): number | undefined {
  const cell = cellIndex(player.lastLanded);
  return cell >= 0 && isStigmerian(player.board, cell) ? cell : undefined;
}

/** The colours of the tokens next to `cell`. */
function adjacentColours(player: PlayerState, cell: number): Set<Colour> {
  const out = new Set<Colour>();
  for (const n of ORTHOGONAL_NEIGHBOURS[cell]!) {
    const t = player.board[n];
    if (t !== null && t !== undefined) out.add(t.color);
  }
  return out;
}

export const mimicry: Action<'mimicry'> = {
  type: 'mimicry',
  legal({ player, index }) {
    const cell = mimic(player);
    if (cell === undefined) return [];
    const own = player.board[cell]!.color;
    const around = adjacentColours(player, cell);
    return COLOURS.filter((c) => c !== own && around.has(c) && !player.mimicked.includes(c)).map((color) => ({
      type: 'mimicry',
      player: index,
      color,
    }));
  },
  resolve(step, { player, index }, command) {
    if (!isColour(command.color)) return ruleError('command/malformed', 'Mimicry needs a colour.');
    if (player.lastLanded === null) return ruleError('mimicry/no-landed-token', 'No token this player landed is on the board.');
    const cell = mimic(player);
    if (cell === undefined) {
      return ruleError('mimicry/not-a-stigmerian', `The token last landed, on ${player.lastLanded}, is no longer a stigmerian.`, { cell: player.lastLanded });
    }
    const at: CellName = player.lastLanded;
    const own = player.board[cell]!.color;
    if (command.color === own) return ruleError('mimicry/same-colour', `The token on ${at} is already ${own}.`, { cell: at, color: own });
    if (!adjacentColours(player, cell).has(command.color)) {
      return ruleError('mimicry/not-adjacent', `No ${command.color} token is next to ${at}.`, { cell: at, color: command.color });
    }
    if (player.mimicked.includes(command.color)) {
      return ruleError('mimicry/colour-used', `Mimicry has already given ${command.color} this turn.`, { color: command.color });
    }
    step.emit({ type: 'mimicked', player: index, cell: at, color: command.color });
    step.settle(index, cell);
    return undefined;
  },
};
