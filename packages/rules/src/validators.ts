/**
 * Typed access to the JSON Schema validators that `scripts/build-validators.mjs` compiles from `schemas/`.
 * The generated module is plain JavaScript checked by nothing (`@ts-nocheck`); this module is where it gets
 * its types. ajv is only a build-time dependency, so its types are restated here in the shape used.
 * @module
 */
import * as generated from './generated/validators.js';

/** One failure reported by a validator, as ajv writes it. */
export interface ValidatorError {
  /** A JSON Pointer to the failing value, `""` for the root. */
  readonly instancePath: string;
  /** Where in the JSON Schema the failing keyword is. */
  readonly schemaPath: string;
  /** The failing keyword, e.g. `type`, `required`, `discriminator`. */
  readonly keyword: string;
  /** Facts that depend on the keyword, e.g. `missingProperty` for `required`. */
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string;
}

/** A compiled validator: true when `data` matches; otherwise its failures are in `errors` until the next call. */
export interface Validator {
  (data: unknown): boolean;
  readonly errors?: readonly ValidatorError[] | null;
}

/** Checks a target schema document (`schemas/target-schema.v1.schema.json`). */
export const validateTargetSchema = generated.validateTargetSchema as unknown as Validator;
/** Checks a replay document (`schemas/replay.v1.schema.json`), with its embedded schema, commands and events. */
export const validateReplay = generated.validateReplay as unknown as Validator;
/** Checks one command (`schemas/command.v1.schema.json`). */
export const validateCommand = generated.validateCommand as unknown as Validator;
/** Checks one event (`schemas/event.v1.schema.json`). */
export const validateEvent = generated.validateEvent as unknown as Validator;
