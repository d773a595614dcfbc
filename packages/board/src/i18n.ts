/**
 * The element's languages: `strings(lang)` picks a language's table (one module per language under `i18n/`), and
 * the helpers here word rule errors and document issues in it.
 * @module
 */
import type { Mode, RuleError } from '@stigmeria/rules';
import { RULE_MESSAGE_LIMIT, quoted } from './bound.js';
import { en } from './i18n/en.js';
import { fr } from './i18n/fr.js';
import type { ErrorParams, Lang, Strings } from './i18n/translation.js';

export type { BasicActionId, ErrorParams, ErrorText, Lang, Strings, Translation } from './i18n/translation.js';

const TABLES: Readonly<Record<Lang, Strings>> = { en, fr };

/** Reads a `lang` attribute value: `fr` (or `fr-XX`) is French, anything else English. */
export function toLang(value: unknown): Lang {
  return typeof value === 'string' && value.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** Whether a `lang` value names a language of the board (any English or French tag; empty means the default). */
export function isKnownLang(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  return typeof value === 'string' && /^(en|fr)(-|$)/i.test(value);
}

/** The table of a language. */
export function strings(lang: Lang): Strings {
  return TABLES[lang];
}

/** A localized document text (`{ en, fr? }`) in a language; French falls back to English. */
export function localized(text: { readonly en: string; readonly fr?: string } | undefined, lang: Lang): string {
  if (text === undefined) return '';
  return lang === 'fr' ? (text.fr ?? text.en) : text.en;
}

/**
 * A rule error for people: by exact code, then by the code's family (`land/...` → `land`), then the
 * engine's English message. Whatever it quotes of the input is cut by `quoted`.
 */
export function errorMessage(error: Pick<RuleError, 'code' | 'message' | 'params'>, lang: Lang): string {
  const t = TABLES[lang];
  const family = error.code.split('/')[0] ?? '';
  const text = t.errors[error.code] ?? t.errors[family];
  if (text === undefined) return quoted(error.message, RULE_MESSAGE_LIMIT);
  return typeof text === 'string' ? text : text(readParams(error.params, t));
}

/** An issue of a document in the language: what is wrong, and where (its JSON Pointer). */
export function issueMessage(issue: { readonly code: string; readonly path: string; readonly message: string }, lang: Lang): string {
  const t = TABLES[lang];
  const what = t.issues[issue.code] ?? t.issues[issue.code.split('/')[0] ?? ''] ?? quoted(issue.message, RULE_MESSAGE_LIMIT);
  return t.messages.issueAt(what, quoted(issue.path));
}

/** An error's values as words: a mode by its name in the language, anything else as written. */
function readParams(params: RuleError['params'], t: Strings): ErrorParams {
  const value = (key: string): unknown => (params !== undefined && Object.hasOwn(params, key) ? params[key] : undefined);
  // A parameter may quote the input (a field name, a value): only its first characters are repeated.
  const text = (key: string) => quoted(value(key) ?? '');
  return {
    text,
    mode: (key) => {
      const mode = value(key);
      return typeof mode === 'string' && Object.hasOwn(t.modes, mode) ? t.modes[mode as Mode] : text(key);
    },
  };
}

