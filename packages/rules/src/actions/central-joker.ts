/**
 * Competitive joker (R9): once a game, in place of one of the two central actions, one recruit-zone token goes on
 * a landing cell of the StigmaReine (a line of three earns). No points are lost for it, but an unused joker wins
 * the first tie-break (R14).
 */
import { CELL_NAMES, cellIndex } from '../cells.js';
import { COLOURS } from '../colours.js';
import { ruleError } from '../errors.js';
import { MODES } from '../modes.js';
import { centralLandingCells, checkAlignment } from '../stigmareine.js';
import type { Command } from '../types.js';
import type { Action } from './action.js';

export const centralJoker: Action<'central-joker'> = {
  type: 'central-joker',
  legal({ state, player, index }) {
    if (state.central === null || MODES[state.mode].joker !== 'central' || !state.options.joker || player.jokerUsed) return [];
    const colours = COLOURS.filter((c) => player.recruit[c] > 0);
    const out: Command[] = [];
    for (const cell of centralLandingCells(state.central.board)) {
      for (const color of colours) out.push({ type: 'central-joker', player: index, color, to: CELL_NAMES[cell]! });
    }
    return out;
  },
  resolve(step, { state, player, index }, command) {
    if (MODES[state.mode].joker !== 'central') return ruleError('joker/not-central', 'This mode has no StigmaReine joker.');
    if (!state.options.joker) return ruleError('joker/disabled', 'This game is played without the joker.');
    if (player.jokerUsed) return ruleError('joker/used', 'The joker is played once per game.');
    if (player.recruit[command.color] <= 0) {
      return ruleError('joker/not-in-recruit-zone', `No ${command.color} token in the recruit zone.`, { color: command.color });
    }
    if (!centralLandingCells(state.central!.board).includes(cellIndex(command.to))) {
      return ruleError('central-joker/not-landing-cell', `${command.to} is not a landing cell of the StigmaReine.`, { cell: command.to });
    }
    step.emit({ type: 'central-placed', player: index, color: command.color, cell: command.to, from: 'recruit' });
    checkAlignment(step, index, command.to);
    return undefined;
  },
};
