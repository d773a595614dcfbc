/**
 * The validators of the four document formats, from the JSON Schemas of `schemas/` (copied into
 * `./generated/schemas.ts` by `scripts/build-schemas.mjs`).
 * @module
 */
import { SCHEMAS } from './generated/schemas.js';
import { compileSchemas } from './json-schema.js';

export type { Validator, ValidatorError } from './json-schema.js';

const validator = compileSchemas(SCHEMAS);

/** Checks a target schema document (`schemas/target-schema.v1.schema.json`). */
export const validateTargetSchema = validator('https://stigmeria.dev/schemas/target-schema/v1.json');
/** Checks a replay document (`schemas/replay.v1.schema.json`), with its embedded schema, commands and events. */
export const validateReplay = validator('https://stigmeria.dev/schemas/replay/v1.json');
/** Checks one command (`schemas/command.v1.schema.json`). */
export const validateCommand = validator('https://stigmeria.dev/schemas/command/v1.json');
/** Checks one event (`schemas/event.v1.schema.json`). */
export const validateEvent = validator('https://stigmeria.dev/schemas/event/v1.json');
