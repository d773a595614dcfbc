/**
 * The words of hints' reasons in English: loaded with the solver (`solver.ts`), since a reason is only shown with
 * the hint the solver gives; the rest of the English texts are in `en.ts`.
 * @module
 */
import { mixingParts, type Colour } from '@stigmeria/rules/view';
import type { HintReasonTexts, ReasonWords } from './translation.js';

/** "A3", "A3 and A4", "A3, A4 and B2"; past four cells, the first three and how many more. */
function cells(list: readonly string[]): string {
  const shown = list.length > 4 ? [...list.slice(0, 3), `${list.length - 3} more`] : list;
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

const targets = (list: readonly string[]): string => (list.length === 1 ? `the target at ${list[0]}` : `the targets at ${cells(list)}`);

/** " with Fast Step" after a move made by a special action; nothing after a plain Move. */
const by = (action: 'move' | 'choreography' | 'fast-step' | 'diagonal', w: ReasonWords): string => (action === 'move' ? '' : ` with ${w.command(action)}`);


/** Mixing makes a secondary of its parts; Combination's brown and the notes' white and black are turned. */
const mixes = (color: Colour, into: Colour): boolean => mixingParts(into)?.some((part) => part === color) === true;

export const hintReasonsEn: HintReasonTexts = {
  commands: {
    'end-turn': 'End turn',
    undo: 'Undo',
    'choreography-stop': 'Choreography: stop',
    'half-note-keep': 'Half Note: the white’s cell',
    'central-place': 'Draw and Place: place',
    a5: 'StigmaReine A5 token',
    gain: 'Earned action',
    give: 'Gift of a StigmaReine token',
    'fog-die-land': 'Fog Die: landing',
    'charmer-pass': 'Charmer: pass',
    'drift-move': 'Last Drift: move',
    'drift-remove': 'Last Drift: removal',
    'drift-land': 'Last Drift: landing',
    'wind-reroll': 'Wind die: roll again',
    'wind-unknown': 'Wind die: unknown wind',
    'wind-direction': 'Wind die: choose the wind',
  },
  codes: {
    'none/game-over': () => 'the game is over',
    'none/no-seat': (p) => `the game has no seat ${p.seat}`,
    'none/not-playing': (p) => (p.status === 'fulfilled' ? 'the schema is fulfilled' : 'the player is out of the game'),
    'none/waiting': (p, w) => (p.seat === null ? 'the other players are still playing this turn' : `${w.player(p.seat)} must act first`),
    'land/on-target': (p, w) => `lands the ${w.colour(p.color)} that the target at ${p.cell} needs`,
    'land/to-turn': (p, w) => `lands a ${w.colour(p.color)} on the target at ${p.cell}, to be turned ${w.colour(p.into)} there`,
    'land/wind': (p, w) => `lands a ${w.colour(p.color)} at ${p.cell}, which the wind will carry onto its target at ${p.target}`,
    'land/to-mix': (p, w) => `lands a ${w.colour(p.color)} at ${p.cell}, to ${mixes(p.color, p.into) ? 'mix' : 'turn'} it into the ${w.colour(p.into)} of the target at ${p.target}`,
    'land/toward': (p, w) => `lands a ${w.colour(p.color)} at ${p.cell}, on the way to its target at ${p.target}`,
    'land/plain': (p, w) => `lands a ${w.colour(p.color)} at ${p.cell}`,
    'draw/short': (p, w) => `draws: there is not enough ${w.colour(p.color)} to hand for ${targets(p.targets)}`,
    'draw/missing': (p, w) => `draws: the recruit zone has no ${w.colour(p.color)} for ${targets(p.targets)}`,
    'draw/ahead': (p) => `draws: ${p.open} target${p.open === 1 ? '' : 's'} still to fill, and drawing now keeps the next actions for landing`,
    'move/token': (p, w) => `moves the token at ${p.from}${by(p.action, w)}`,
    'move/off': (p, w) => `moves the ${w.colour(p.color)} at ${p.from} off the board${by(p.action, w)}: no target needs it there`,
    'move/onto-target': (p, w) => `moves the ${w.colour(p.color)} onto its target at ${p.to}${by(p.action, w)}`,
    'move/toward': (p, w) => `moves the ${w.colour(p.color)} from ${p.from} to ${p.to}${by(p.action, w)}, toward its target at ${p.target}${p.beforeWind ? ' before the wind' : ''}`,
    'move/aside': (p, w) => `moves the ${w.colour(p.color)} from ${p.from} to ${p.to}${by(p.action, w)}, out of the way of the targets`,
    'mixing/cells': (p) => `mixes the tokens at ${p.cells[0]} and ${p.cells[1]}`,
    'mixing/into': (p, w) => `mixes ${p.cells[0]} and ${p.cells[1]} into ${w.colour(p.into)}${p.targets.length > 0 ? ` for ${targets(p.targets)}` : ''}`,
    'combination/brown': (p) => `turns ${p.cell} brown with Combination${p.target ? ', as its target needs' : ''}`,
    'joker/exchange': (p, w) =>
      `plays the joker, four ${w.colour(p.from)} for four ${w.colour(p.to)}${p.targets.length > 0 ? `: ${targets(p.targets)} need${p.targets.length === 1 ? 's' : ''} ${w.colour(p.to)}` : ''}`,
    'end-turn/spent': () => 'ends the turn: every action of this turn is spent',
    'end-turn/wind': (p) => `ends the turn: the wind brings tokens onto ${targets(p.targets)}`,
    'end-turn/nothing-helps': () => 'ends the turn: no action left this turn brings the schema closer',
    'choreography/stop': () => 'stops the Choreography: no other stigmerian needs a step',
    'half-note/keep': (p) => `keeps the Half Note’s white on ${p.cell}`,
    plays: (p, w) => `plays ${w.command(p.action)}${p.cells.length > 0 ? ` on ${cells(p.cells)}` : ''}`,
    hopeless: (p, w) => `${w.reason(p.reason)}; no order of the bag fulfils the schema in time with the actions you have`,
    'central/a5': (p, w) => `puts a ${w.colour(p.color)} on A5 of the StigmaReine: no colour is more common in your bag (${p.inBag} of them), so your Draw and Place is likeliest to match it`,
    'central/earn': (p, w) =>
      `${w.command(p.action)}: the ${w.colour(p.color)} on StigmaReine ${p.cell} completes ${p.lines === 1 ? 'a line' : `${p.lines} lines`} of three, which earns ${p.lines === 1 ? 'an action' : `${p.lines} actions`}`,
    'central/draw': () => 'Draw and Place: no central move completes a line of three now, and every turn needs a Draw and Place',
    'central/place-safe': (p, w) => `places the ${w.colour(p.color)} on StigmaReine ${p.cell}, where it starts no line of three for another player to finish`,
    'central/place-least': (p, w) => `places the ${w.colour(p.color)} on StigmaReine ${p.cell}, which leaves the fewest lines of three for another player to finish`,
    'gain/needed': (p, w) => `earns ${w.command(p.action)}: the schema’s ${p.colours.map(w.colour).join(' and ')} cannot be made without it`,
    'gain/moves': (p, w) => `earns ${w.command(p.action)}, which moves stigmerians toward their targets`,
    'gain/any': (p, w) => `earns ${w.command(p.action)}`,
    'give/own': (p, w) => `gives the ${w.colour(p.color)} at ${p.cell} to your own bag: the schema uses that colour`,
    'give/other': (p, w) => `gives the ${w.colour(p.color)} at ${p.cell} to the bag of ${w.player(p.seat)}: the schema does not use that colour`,
  },
};
