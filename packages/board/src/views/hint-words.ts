/**
 * A hint's reason in the board's language: the solver gives a code with values (`HintReason`), worded by the
 * language table's `hintReasons`, with the table's names of colours, actions and players.
 * @module
 */
import type { CommandType, SpecialActionId } from '@stigmeria/rules';
import type { HintReason } from '@stigmeria/solver';
import type { BasicActionId, OtherCommandId, ReasonWords, Strings } from '../i18n/translation.js';

/** A command's name in the table: a special action's, a basic action's, or one of the hint's own. */
function commandName(t: Strings, type: CommandType): string {
  if (type in t.actions) return t.actions[type as SpecialActionId];
  if (type in t.basics) return t.basics[type as BasicActionId];
  return t.hintReasons.commands[type as OtherCommandId] ?? type;
}

/** The words of `reason` in the table `t`; `nameOf` names a player by seat. */
export function hintReasonText(t: Strings, reason: HintReason, nameOf: (seat: number) => string): string {
  const words: ReasonWords = {
    colour: (c) => t.colours[c],
    command: (type) => commandName(t, type),
    player: nameOf,
    reason: (inner) => hintReasonText(t, inner, nameOf),
  };
  // Each code's text takes that code's values: the union is narrowed by the table's own typing.
  const text = t.hintReasons.codes[reason.code] as (params: HintReason['params'], words: ReasonWords) => string;
  return text(reason.params, words);
}
