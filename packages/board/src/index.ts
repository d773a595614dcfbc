/**
 * `@stigmeria/board`: the `<stigmeria-board>` element class and its event details. No side effects: import
 * `@stigmeria/board/define` to register the tag.
 * @packageDocumentation
 */
export { StigmeriaBoard } from './stigmeria-board.js';
export { LANGUAGES, registerTranslation, type PartialTranslation, type TranslationError } from './i18n.js';
export type {
  StigmeriaChangeDetail,
  StigmeriaCommandDetail,
  StigmeriaEndDetail,
  StigmeriaErrorDetail,
  StigmeriaEventMap,
  StigmeriaRoomDetail,
  StigmeriaStepDetail,
} from './events.js';
export { GameController, type Applied, type NoGameError, type PlayRule } from './controllers/game-controller.js';
export type { BasicActionId, ErrorParams, ErrorText, HintReasonTexts, Lang, LangAttribute, OtherCommandId, PartialHintReasonTexts, ReasonWords, Strings, Translation } from './i18n.js';
export { THEMES, themeStyles, type Theme } from './themes.styles.js';
