/**
 * The check that a text is well-formed Unicode, which a JSON Schema cannot express: shared by the document readers
 * and by `startGame`, outside `parse/` so that the engine can use it without them.
 * @module
 */
import { LIMITS } from './limits.js';
import type { ValidationIssue } from './types.js';

// JSON travels as UTF-8, where a lone surrogate has no encoding: another reader would see U+FFFD instead, so a
// name would read differently and a seed would deal a different game. The JSON Schemas cannot say this (their
// patterns see UTF-16 code units), hence this check. Texts longer than any limit are already a max-length
// issue; skipping them keeps a 10 MB string from being scanned twice.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const LONGEST_TEXT = Math.max(LIMITS.descriptionLength, LIMITS.noteLength);

/** The issue of a text holding a lone surrogate: its code is also that of the `RuleError` of `startGame`. */
type LoneSurrogateIssue = ValidationIssue & { readonly code: 'schema/lone-surrogate' };

/**
 * The issue of a text holding a lone surrogate, if it does: shared with `startGame`, so that a setup whose
 * replay would be refused is refused when the game is created, with the same code.
 */
export function loneSurrogateIssue(value: unknown, path: string): LoneSurrogateIssue | undefined {
  if (typeof value !== 'string' || value.length > LONGEST_TEXT || !LONE_SURROGATE.test(value)) return undefined;
  return {
    path,
    code: 'schema/lone-surrogate',
    message: 'must be well-formed Unicode text: it holds a lone surrogate, which has no UTF-8 form',
  };
}
