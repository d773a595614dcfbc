/**
 * The editor's texts, in the same shape as the board's (`../i18n/translation.ts`): one interface, one table per
 * language (`texts-en.ts`, `texts-fr.ts`). Colours, flowers, modes, directions and document issues are worded by
 * the board's own tables, which the editor reads beside these.
 * @module
 */
import type { Lang } from '../i18n.js';
import { editorEn } from './texts-en.js';
import { editorFr } from './texts-fr.js';
import type { EditorStrings } from './strings.js';

export type { EditorStrings };

const TABLES: Readonly<Record<Lang, EditorStrings>> = { en: editorEn, fr: editorFr };

export function editorStrings(lang: Lang): EditorStrings {
  return TABLES[lang];
}
