/**
 * Why a hint suggests its command, as a code with parameters (as the rules' `RuleError` is): the solver says
 * which fact of the position the command serves, and whoever shows the hint words it in its own language (the
 * board in its translation tables, the CLI in English). Cells are cell names (`"A3"`), colours and actions the
 * rules' ids, seats counted from 0.
 * @module
 */
import type { CellName, Colour, CommandType, Primary, SpecialActionId } from '@stigmeria/rules';

/** The personal commands that move a stigmerian of the player's own board. */
export type MovingCommand = 'move' | 'choreography' | 'fast-step' | 'diagonal';

/** The StigmaReine commands that leave a token on one of its cells (and so may complete a line of three, R19). */
export type CentralPlacing = 'central-place' | 'central-move' | 'central-joker';

/**
 * Every hint reason's code and its parameters. A code without a command (`none/…`) says why `hint` has nothing to
 * suggest; every other code explains the suggested command.
 */
export interface HintReasonParams {
  /** The game is over. */
  'none/game-over': Record<string, never>;
  /** The seat asked about is not one of the game's (`seat`, as asked). */
  'none/no-seat': { readonly seat: number };
  /** The player has fulfilled the schema or is out of the game (`status`): there is nothing left to play. */
  'none/not-playing': { readonly status: 'fulfilled' | 'out' };
  /**
   * The player has nothing to do now: another seat must act first (`seat`, the first of them; `null` when none can
   * act now, say while the others end a simultaneous turn).
   */
  'none/waiting': { readonly seat: number | null };

  /** Lands a token of `color` on `cell`, the target of that colour. */
  'land/on-target': { readonly color: Colour; readonly cell: CellName };
  /** Lands a token of `color` on the target at `cell`, where a special action is to turn it `into` that target's colour. */
  'land/to-turn': { readonly color: Colour; readonly cell: CellName; readonly into: Colour };
  /** Lands a token of `color` on `cell`, which the wind after the turn carries onto its target at `target`. */
  'land/wind': { readonly color: Colour; readonly cell: CellName; readonly target: CellName };
  /**
   * Lands a token of `color` on `cell`, to be turned `into` the colour the target at `target` needs by a flower
   * action of the player's (`mayEndAs`): mixed into a secondary, or made brown, white or black.
   */
  'land/to-mix': { readonly color: Colour; readonly cell: CellName; readonly into: Colour; readonly target: CellName };
  /** Lands a token of `color` on `cell`, on the way to its target at `target`. */
  'land/toward': { readonly color: Colour; readonly cell: CellName; readonly target: CellName };
  /** Lands a token of `color` on `cell` (no open target to name). */
  'land/plain': { readonly color: Colour; readonly cell: CellName };

  /** Draws: the recruit zone and the board hold some `color`, not enough for the targets at `targets`. */
  'draw/short': { readonly color: Colour; readonly targets: readonly CellName[] };
  /** Draws: there is no `color` to hand for the targets at `targets`. */
  'draw/missing': { readonly color: Colour; readonly targets: readonly CellName[] };
  /** Draws now, so that the next actions land: `open` targets are still to fill. */
  'draw/ahead': { readonly open: number };

  /** Moves the token at `from` (`action`: a Move or the special action that moves it). */
  'move/token': { readonly action: MovingCommand; readonly from: CellName };
  /** Moves the stigmerian of `color` at `from` off the board: no target needs it there. */
  'move/off': { readonly action: MovingCommand; readonly color: Colour; readonly from: CellName };
  /** Moves the stigmerian of `color` onto its target at `to`. */
  'move/onto-target': { readonly action: MovingCommand; readonly color: Colour; readonly to: CellName };
  /** Moves the stigmerian of `color` from `from` to `to`, toward its target at `target` (`beforeWind`: the wind then carries it there). */
  'move/toward': { readonly action: MovingCommand; readonly color: Colour; readonly from: CellName; readonly to: CellName; readonly target: CellName; readonly beforeWind: boolean };
  /** Moves the stigmerian of `color` from `from` to `to`, out of the way of the targets. */
  'move/aside': { readonly action: MovingCommand; readonly color: Colour; readonly from: CellName; readonly to: CellName };

  /** Mixes the stigmerians at `cells` (their colours unknown to the hint). */
  'mixing/cells': { readonly cells: readonly [CellName, CellName] };
  /** Mixes the stigmerians at `cells` `into` a secondary, for the targets at `targets` (none: no open target of it). */
  'mixing/into': { readonly cells: readonly [CellName, CellName]; readonly into: Colour; readonly targets: readonly CellName[] };
  /** Turns `cell` brown with Combination (`target`: the target there is brown). */
  'combination/brown': { readonly cell: CellName; readonly target: boolean };
  /** Plays the joker, four `from` for four `to`, which the targets at `targets` need (none: no open target named). */
  'joker/exchange': { readonly from: Primary; readonly to: Primary; readonly targets: readonly CellName[] };

  /** Ends the turn: every action of this turn is spent. */
  'end-turn/spent': Record<string, never>;
  /** Ends the turn: the wind then carries stigmerians onto the targets at `targets`. */
  'end-turn/wind': { readonly targets: readonly CellName[] };
  /** Ends the turn: no action left this turn brings the schema closer. */
  'end-turn/nothing-helps': Record<string, never>;
  /** Stops the Choreography: no other stigmerian needs a step. */
  'choreography/stop': Record<string, never>;
  /** Keeps the Half Note's white on `cell`. */
  'half-note/keep': { readonly cell: CellName };
  /** Plays `action` (any command the rules define), on `cells` when it names some. */
  'plays': { readonly action: CommandType; readonly cells: readonly CellName[] };
  /** The command `reason` gives, although no order of the bag fulfils the schema in time any more. */
  'hopeless': { readonly reason: HintReason };

  /** Puts a token of `color` on the empty StigmaReine's A5: the player's bag holds `inBag` of that colour, and of no colour more. */
  'central/a5': { readonly color: Colour; readonly inBag: number };
  /** Leaves a token of `color` on StigmaReine `cell` (by `action`), completing `lines` lines of three: it earns as many actions. */
  'central/earn': { readonly action: CentralPlacing; readonly color: Colour; readonly cell: CellName; readonly lines: number };
  /** Draw and Place: no central move or joker completes a line of three now, and each turn needs a Draw and Place. */
  'central/draw': Record<string, never>;
  /** Places the drawn `color` on StigmaReine `cell`, where it starts no line of three that another player could finish. */
  'central/place-safe': { readonly color: Colour; readonly cell: CellName };
  /** Places the drawn `color` on StigmaReine `cell`, the cell that leaves the fewest lines of three for another player to finish. */
  'central/place-least': { readonly color: Colour; readonly cell: CellName };
  /** Earns `action`: the schema's `colours` cannot be made without it. */
  'gain/needed': { readonly action: SpecialActionId; readonly colours: readonly Colour[] };
  /** Earns `action`, which moves stigmerians toward their targets. */
  'gain/moves': { readonly action: SpecialActionId };
  /** Earns `action` (none of those earnable makes a colour the schema needs or moves tokens). */
  'gain/any': { readonly action: SpecialActionId };
  /** Gives the matched StigmaReine token of `color` at `cell` to the player's own bag: the schema uses that colour. */
  'give/own': { readonly color: Colour; readonly cell: CellName };
  /** Gives the matched token of `color` at `cell` to the bag of `seat`: the schema does not use that colour. */
  'give/other': { readonly color: Colour; readonly cell: CellName; readonly seat: number };
}

/** A hint reason's code: `area/fact`, as `RuleError`'s codes are. */
export type HintReasonCode = keyof HintReasonParams;

/** Why a hint suggests its command (or why it has none): a code and the values it speaks of, to be worded by whoever shows it. */
export type HintReason = { [C in HintReasonCode]: { readonly code: C; readonly params: HintReasonParams[C] } }[HintReasonCode];

/** Every code once, typed so that a new code must be listed here too. */
const CODES: Readonly<Record<HintReasonCode, true>> = {
  'none/game-over': true,
  'none/no-seat': true,
  'none/not-playing': true,
  'none/waiting': true,
  'land/on-target': true,
  'land/to-turn': true,
  'land/wind': true,
  'land/to-mix': true,
  'land/toward': true,
  'land/plain': true,
  'draw/short': true,
  'draw/missing': true,
  'draw/ahead': true,
  'move/token': true,
  'move/off': true,
  'move/onto-target': true,
  'move/toward': true,
  'move/aside': true,
  'mixing/cells': true,
  'mixing/into': true,
  'combination/brown': true,
  'joker/exchange': true,
  'end-turn/spent': true,
  'end-turn/wind': true,
  'end-turn/nothing-helps': true,
  'choreography/stop': true,
  'half-note/keep': true,
  plays: true,
  hopeless: true,
  'central/a5': true,
  'central/earn': true,
  'central/draw': true,
  'central/place-safe': true,
  'central/place-least': true,
  'gain/needed': true,
  'gain/moves': true,
  'gain/any': true,
  'give/own': true,
  'give/other': true,
};

/** Every hint reason code, so that a wording table can be checked against the list (`HintReasonParams` documents each). */
export const HINT_REASON_CODES = Object.keys(CODES) as readonly HintReasonCode[];

/** A reason of `code` with its `params`. */
export function reason<C extends HintReasonCode>(code: C, params: HintReasonParams[C]): HintReason {
  return { code, params } as HintReason;
}
