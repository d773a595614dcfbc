/**
 * The element's languages. English is built in; French is a chunk of its own, loaded the first time a board is
 * shown in French (`loadTranslation`); a page may add any other language with `registerTranslation`. `strings(code)`
 * gives a loaded language's table, and the helpers here word rule errors and document issues in it.
 * @module
 */
import type { Mode, RuleError } from '@stigmeria/rules';
import { RULE_MESSAGE_LIMIT, quoted } from './bound.js';
import { en } from './i18n/en.js';
import type { ErrorParams, Lang, PartialHintReasonTexts, Strings, Translation } from './i18n/translation.js';

export { LANGUAGES } from './i18n/translation.js';
export type { BasicActionId, ErrorParams, ErrorText, HintReasonTexts, Lang, OtherCommandId, PartialHintReasonTexts, ReasonWords, Strings, Translation } from './i18n/translation.js';

/** The languages whose table is here, by lower-case language tag. */
const tables = new Map<string, Strings>([['en', en]]);
/** The languages of the board that load on demand, and how. */
const LOADERS: Readonly<Record<string, () => Promise<Strings>>> = {
  fr: () => import('./i18n/fr.js').then((module) => module.fr),
};
/** Loads under way (or done), so that every board asking for a language shares one download. */
const loads = new Map<string, Promise<Strings>>();

/** The codes a page registered a table for (`registerTranslation`), the board's own languages included. */
const registered = new Set<string>();

/** Who is told of each language registered (the boards on the page). */
const listeners = new Set<(code: string) => void>();

/** A language tag as the board reads it: `en`, `fr-CA`, `pt-BR` (letters, digits and hyphens). */
const TAG = /^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/i;

/**
 * A value of the `lang` attribute: `en`, `fr`, a language tag the page registers with `registerTranslation` (so
 * any string, with the two built-in languages offered by editors), or `''` to follow the page.
 */
export type LangAttribute = Lang | '' | (string & {});

/**
 * A language's texts as a page gives them: any section, and any text of a section, may be left to English; so may any
 * command or code of `hintReasons`.
 */
export type PartialTranslation = { readonly [Section in Exclude<keyof Translation, 'hintReasons'>]?: Partial<Translation[Section]> } & {
  readonly hintReasons?: PartialHintReasonTexts;
};

/** Why `registerTranslation` refused a translation. */
export interface TranslationError {
  readonly code: 'translation/invalid-code' | 'translation/invalid-table';
  /** Where the problem is: `/code`, or the JSON path of the section inside the translation (`/translation/ui`). */
  readonly path: string;
  readonly message: string;
}

/**
 * Adds a language to every board of the page, or replaces one (English and French included): boards whose
 * language (their `lang`, or the closest `lang` of the page) is `code` re-word themselves. A section or text that
 * the translation leaves out is said in English, so a table written for an older board keeps working.
 * Returns `{ ok: false, error }` (and changes nothing) for a code that is not a language tag or a table that is not
 * an object of sections.
 *
 * @example
 * ```ts
 * import { registerTranslation } from '@stigmeria/board';
 * registerTranslation('de', { ...germanTexts });
 * ```
 */
export function registerTranslation(code: string, translation: PartialTranslation): { readonly ok: true } | { readonly ok: false; readonly error: TranslationError } {
  if (typeof code !== 'string' || !TAG.test(code)) {
    return { ok: false, error: { code: 'translation/invalid-code', path: '/code', message: `${JSON.stringify(String(code))} is not a language tag such as "de" or "pt-BR".` } };
  }
  if (translation === null || typeof translation !== 'object' || Array.isArray(translation)) {
    return { ok: false, error: { code: 'translation/invalid-table', path: '/translation', message: 'A translation is an object of sections, as the English table.' } };
  }
  const merged: Record<string, unknown> = { ...en };
  for (const [section, texts] of Object.entries(translation)) {
    const base = (en as unknown as Record<string, unknown>)[section];
    // English words hints' reasons outside its table (they load with the solver): the page's own are kept as given.
    if (base === undefined && section !== 'hintReasons') continue;
    if (texts === null || typeof texts !== 'object' || Array.isArray(texts)) {
      return { ok: false, error: { code: 'translation/invalid-table', path: `/translation/${section}`, message: `The section "${section}" is not an object of texts.` } };
    }
    merged[section] = { ...(base as object | undefined), ...texts };
  }
  const key = code.toLowerCase();
  registered.add(key);
  tables.set(key, merged as unknown as Strings);
  loads.set(key, Promise.resolve(merged as unknown as Strings));
  for (const listener of listeners) listener(key);
  return { ok: true };
}

/** Calls `listener` with the code of each language registered from now on; returns how to stop. */
export function onTranslationRegistered(listener: (code: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The language of the board that a `lang` value names: the whole tag if the board has it (`pt-br`), else its first
 * part (`fr-CA` is `fr`); `undefined` when the board has neither. Empty, missing and non-string values are English.
 */
export function languageOf(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return 'en';
  if (typeof value !== 'string' || !TAG.test(value)) return undefined;
  const tag = value.toLowerCase();
  const primary = tag.split('-')[0]!;
  for (const code of [tag, primary]) if (tables.has(code) || Object.hasOwn(LOADERS, code)) return code;
  return undefined;
}

/** Whether a `lang` value names a language of the board (built in, loadable or registered; empty means the default). */
export function isKnownLang(value: unknown): boolean {
  return languageOf(value) !== undefined;
}

/** The table of a language, when it is here: English for a language not loaded yet (or unknown). */
export function strings(code: string): Strings {
  return tables.get(code) ?? en;
}

/**
 * The board's own language whose words of hints' reasons fill in what the table of `code` leaves out: English or
 * French for the board's own tables (which word none: their words load with the solver), English for a table a
 * page registered (which words all of them, some, or none), French included.
 */
export function reasonLanguage(code: string): Lang {
  return code === 'fr' && !registered.has(code) ? 'fr' : 'en';
}

/** Whether a language's table is here, so that `strings(code)` gives it. */
export function isLoaded(code: string): boolean {
  return tables.has(code);
}

/**
 * Loads a language of the board that is not here yet (French, the first time). Rejects when its chunk cannot be
 * fetched; a later call tries again.
 */
export function loadTranslation(code: string): Promise<Strings> {
  const here = tables.get(code);
  if (here !== undefined) return Promise.resolve(here);
  const started = loads.get(code);
  if (started !== undefined) return started;
  const loader = LOADERS[code];
  if (loader === undefined) return Promise.resolve(en);
  const load = loader().then(
    (table) => {
      // A page may have registered its own table for the code meanwhile: it stays.
      if (!tables.has(code)) tables.set(code, table);
      return tables.get(code)!;
    },
    (error: unknown) => {
      loads.delete(code);
      throw error;
    },
  );
  loads.set(code, load);
  return load;
}

/** Reads a `lang` value for documents, whose texts are English with an optional French: `fr…` is French. */
export function toLang(value: unknown): Lang {
  return typeof value === 'string' && value.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** A localized document text (`{ en, fr? }`) in a language; French falls back to English. */
export function localized(text: { readonly en: string; readonly fr?: string } | undefined, lang: Lang): string {
  if (text === undefined) return '';
  return lang === 'fr' ? (text.fr ?? text.en) : text.en;
}

/**
 * An error for people (the rules' or the element's own): by exact code, then by the code's family (`land/...` →
 * `land`), then the engine's English message. Whatever it quotes of the input is cut by `quoted`.
 */
export function errorMessage(
  error: { readonly code: string; readonly message: string; readonly params?: RuleError['params'] },
  code: string,
): string {
  const t = strings(code);
  const family = error.code.split('/')[0] ?? '';
  const text = t.errors[error.code] ?? t.errors[family];
  if (text === undefined) return quoted(error.message, RULE_MESSAGE_LIMIT);
  return typeof text === 'string' ? text : text(readParams(error.params, t));
}

/** An issue of a document in the language: what is wrong, and where (its JSON Pointer). */
export function issueMessage(issue: { readonly code: string; readonly path: string; readonly message: string }, code: string): string {
  const t = strings(code);
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
