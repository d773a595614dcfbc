/**
 * How the engine reports a broken rule: a value with a stable code, never an exception.
 * @module
 */
import type { RuleErrorCode } from './error-codes.js';
import type { Result, RuleError } from './types.js';

/** A `RuleError` with a stable `code`, an English `message` and the values it speaks of. */
export function ruleError(code: RuleErrorCode, message: string, params?: Readonly<Record<string, unknown>>): RuleError {
  return params === undefined ? { code, message } : { code, message, params };
}

/** A successful result. */
export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

/** A failed result. */
export function err<E>(error: E): Result<never, E> {
  return { ok: false, error };
}
