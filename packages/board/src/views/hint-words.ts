/**
 * A hint's reason in the board's language: the solver gives a code with values (`HintReason`), worded by the
 * language table's `hintReasons`, with the table's names of colours, actions and players. The board's own English
 * and French words are here rather than in its language tables: this module loads with the solver (`solver.ts`),
 * the only source of a reason, so a board that gives no hint never downloads them.
 * @module
 */
import type { CommandType, SpecialActionId } from '@stigmeria/rules';
import type { HintReason } from '@stigmeria/solver';
import { hintReasonsEn } from '../i18n/hint-reasons-en.js';
import { hintReasonsFr } from '../i18n/hint-reasons-fr.js';
import type { BasicActionId, HintReasonTexts, Lang, OtherCommandId, PartialHintReasonTexts, ReasonWords, Strings } from '../i18n/translation.js';

/** The board's own words of hints' reasons, by language. */
export const HINT_REASONS: Readonly<Record<Lang, HintReasonTexts>> = { en: hintReasonsEn, fr: hintReasonsFr };

/** A code's text, typed for any code: each code's text takes that code's values, which the table's own typing ensures. */
type ReasonText = (params: HintReason['params'], words: ReasonWords) => string;

/**
 * The words of `reason` in the table `t`; `nameOf` names a player by seat. What `t` does not word (the board's own
 * tables word nothing; a page's may word some) is worded by the board's own words in `lang`.
 */
export function hintReasonText(t: Strings, lang: Lang, reason: HintReason, nameOf: (seat: number) => string): string {
  // A page's table may word some commands and codes only (`registerTranslation` keeps them as given).
  const own = t.hintReasons as PartialHintReasonTexts | undefined;
  const builtIn = HINT_REASONS[lang];
  const commandName = (type: CommandType): string => {
    if (type in t.actions) return t.actions[type as SpecialActionId];
    if (type in t.basics) return t.basics[type as BasicActionId];
    const other = type as OtherCommandId;
    return own?.commands?.[other] ?? builtIn.commands[other] ?? type;
  };
  const words: ReasonWords = {
    colour: (c) => t.colours[c],
    command: commandName,
    player: nameOf,
    reason: (inner) => hintReasonText(t, lang, inner, nameOf),
  };
  const given = own?.codes?.[reason.code];
  const text = (typeof given === 'function' ? given : builtIn.codes[reason.code]) as ReasonText;
  return text(reason.params, words);
}
