/**
 * The solver's reasons in English words: a hint's (`HintReason`) and why a search leaves a position alone
 * (`SearchReason`). The solver gives codes with parameters, the CLI words them here, with the names of `names.ts`.
 * @module
 */
import { mixingParts, type GameState } from '@stigmeria/rules';
import type { HintReason, SearchReason } from '@stigmeria/solver';
import { ACTION_NAMES, COLOUR_NAMES as C, MODE_NAMES } from './names.js';
import { playerName } from './render.js';

/** "A3", "A3 and A4", "A3, A4 and B2"; past four cells, the first three and how many more. */
function cellList(cells: readonly string[]): string {
  const shown = cells.length > 4 ? [...cells.slice(0, 3), `${cells.length - 3} more`] : cells;
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}
const targets = (cells: readonly string[]): string => (cells.length === 1 ? `the target at ${cells[0]}` : `the targets at ${cellList(cells)}`);
/** " with Fast Step" after a move made by a special action; nothing after a plain Move. */
const by = (action: 'move' | 'choreography' | 'fast-step' | 'diagonal'): string => (action === 'move' ? '' : ` with ${ACTION_NAMES[action]}`);

/** The reason in words, for the state the hint was given on (it names the players). */
export function hintWords(state: GameState, reason: HintReason): string {
  switch (reason.code) {
    case 'none/game-over':
      return 'the game is over';
    case 'none/no-seat':
      return `the game has no seat ${reason.params.seat}`;
    case 'none/not-playing':
      return reason.params.status === 'fulfilled' ? 'the schema is fulfilled: there is nothing left to play' : 'the player is out of the game';
    case 'none/waiting':
      return reason.params.seat === null ? 'the other players are still playing this turn' : `${playerName(state, reason.params.seat)} must act first`;
    case 'land/on-target': {
      const p = reason.params;
      return `lands the ${C[p.color]} that the target at ${p.cell} needs`;
    }
    case 'land/to-turn': {
      const p = reason.params;
      return `lands a ${C[p.color]} on the target at ${p.cell}, to be turned ${C[p.into]} there`;
    }
    case 'land/wind': {
      const p = reason.params;
      return `lands a ${C[p.color]} at ${p.cell}, which the wind will carry onto its target at ${p.target}`;
    }
    case 'land/to-mix': {
      const p = reason.params;
      // Mixing makes a secondary of its parts; Combination's brown and the notes' white and black are turned.
      const how = mixingParts(p.into)?.some((part) => part === p.color) === true ? 'mix' : 'turn';
      return `lands a ${C[p.color]} at ${p.cell}, to ${how} it into the ${C[p.into]} of the target at ${p.target}`;
    }
    case 'land/toward': {
      const p = reason.params;
      return `lands a ${C[p.color]} at ${p.cell}, on the way to its target at ${p.target}`;
    }
    case 'land/plain':
      return `lands a ${C[reason.params.color]} at ${reason.params.cell}`;
    case 'draw/short':
      return `draws: there is not enough ${C[reason.params.color]} to hand for ${targets(reason.params.targets)}`;
    case 'draw/missing':
      return `draws: the recruit zone has no ${C[reason.params.color]} for ${targets(reason.params.targets)}`;
    case 'draw/ahead': {
      const n = reason.params.open;
      return `draws: ${n} target${n === 1 ? '' : 's'} still to fill, and drawing now keeps the next actions for landing`;
    }
    case 'move/token':
      return `moves the token at ${reason.params.from}${by(reason.params.action)}`;
    case 'move/off':
      return `moves the ${C[reason.params.color]} at ${reason.params.from} off the board${by(reason.params.action)}: no target needs it there`;
    case 'move/onto-target':
      return `moves the ${C[reason.params.color]} onto its target at ${reason.params.to}${by(reason.params.action)}`;
    case 'move/toward': {
      const p = reason.params;
      return `moves the ${C[p.color]} from ${p.from} to ${p.to}${by(p.action)}, toward its target at ${p.target}${p.beforeWind ? ' before the wind' : ''}`;
    }
    case 'move/aside': {
      const p = reason.params;
      return `moves the ${C[p.color]} from ${p.from} to ${p.to}${by(p.action)}, out of the way of the targets`;
    }
    case 'mixing/cells':
      return `mixes the tokens at ${reason.params.cells[0]} and ${reason.params.cells[1]}`;
    case 'mixing/into': {
      const p = reason.params;
      return `mixes ${p.cells[0]} and ${p.cells[1]} into ${C[p.into]}${p.targets.length > 0 ? ` for ${targets(p.targets)}` : ''}`;
    }
    case 'combination/brown':
      return `turns ${reason.params.cell} brown with Combination${reason.params.target ? ', as its target needs' : ''}`;
    case 'joker/exchange': {
      const p = reason.params;
      const need = p.targets.length > 0 ? `: ${targets(p.targets)} need${p.targets.length === 1 ? 's' : ''} ${C[p.to]}` : '';
      return `plays the joker, four ${C[p.from]} for four ${C[p.to]}${need}`;
    }
    case 'end-turn/spent':
      return 'ends the turn: every action of this turn is spent';
    case 'end-turn/wind':
      return `ends the turn: the wind brings tokens onto ${targets(reason.params.targets)}`;
    case 'end-turn/nothing-helps':
      return 'ends the turn: no action left this turn brings the schema closer';
    case 'choreography/stop':
      return 'stops the Choreography: no other stigmerian needs a step';
    case 'half-note/keep':
      return `keeps the Half Note’s white on ${reason.params.cell}`;
    case 'plays': {
      const p = reason.params;
      return `plays ${ACTION_NAMES[p.action]}${p.cells.length > 0 ? ` on ${cellList(p.cells)}` : ''}`;
    }
    case 'hopeless':
      return `${hintWords(state, reason.params.reason)}; no order of the bag fulfils the schema in time with the actions the player has`;
    case 'central/a5':
      return `puts a ${C[reason.params.color]} on the StigmaReine’s A5: no colour is more common in the player’s bag (${reason.params.inBag} of them), so their Draw and Place is likeliest to match it`;
    case 'central/earn': {
      const p = reason.params;
      return `${ACTION_NAMES[p.action]}: the ${C[p.color]} on StigmaReine ${p.cell} completes ${p.lines === 1 ? 'a line' : `${p.lines} lines`} of three, which earns ${p.lines === 1 ? 'an action' : `${p.lines} actions`}`;
    }
    case 'central/draw':
      return 'Draw and Place: no central move completes a line of three now, and every turn needs a Draw and Place';
    case 'central/place-safe':
      return `places the ${C[reason.params.color]} on StigmaReine ${reason.params.cell}, where it starts no line of three for another player to finish`;
    case 'central/place-least':
      return `places the ${C[reason.params.color]} on StigmaReine ${reason.params.cell}, which leaves the fewest lines of three for another player to finish`;
    case 'gain/needed':
      return `earns ${ACTION_NAMES[reason.params.action]}: the schema’s ${reason.params.colours.map((c) => C[c]).join(' and ')} cannot be made without it`;
    case 'gain/moves':
      return `earns ${ACTION_NAMES[reason.params.action]}, which moves stigmerians toward their targets`;
    case 'gain/any':
      return `earns ${ACTION_NAMES[reason.params.action]}`;
    case 'give/own':
      return `gives the ${C[reason.params.color]} at ${reason.params.cell} to the player’s own bag: the schema uses that colour`;
    case 'give/other':
      return `gives the ${C[reason.params.color]} at ${reason.params.cell} to the bag of ${playerName(state, reason.params.seat)}: the schema does not use that colour`;
  }
}

/** Why `solve` did not search the position, in words. */
export function searchWords(reason: SearchReason): string {
  switch (reason.code) {
    case 'search/mode':
      return `the solver plays discovery and normal games, not ${MODE_NAMES[reason.params.mode]} ones`;
    case 'search/no-seat':
      return `the game has no seat ${reason.params.seat}`;
    default: {
      const unknown: never = reason;
      return unknown;
    }
  }
}
