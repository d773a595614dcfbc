/**
 * The properties of each command, event and pending decision after its tag, in the order the JSON Schemas list
 * them: the canonical key order of the copies the readers return. The lists are generated from the schemas
 * (`scripts/build-fields.mjs`), typed so that the compiler rejects a name that is not a property of that command
 * or event in `types.ts`; `test/schema-shapes.test.ts` checks that no property is missing.
 * @module
 */
import { COMMAND_FIELDS, EVENT_FIELDS, PENDING_FIELDS } from '../generated/fields.js';
import type { CommandType, EventType } from '../types.js';

export { COMMAND_FIELDS, EVENT_FIELDS, PENDING_FIELDS, RECRUIT_TOKEN_FIELDS } from '../generated/fields.js';

export const COMMAND_TYPES = Object.keys(COMMAND_FIELDS) as CommandType[];
export const EVENT_TYPES = Object.keys(EVENT_FIELDS) as EventType[];
export const PENDING_KINDS = Object.keys(PENDING_FIELDS);
