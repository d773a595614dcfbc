/**
 * Reading target schemas, replays and commands that come from outside the program: files, the network, a
 * player's clipboard. Every function here takes any JavaScript value already decoded from JSON (JSON text must
 * be passed through `JSON.parse` first), never throws, and answers with either a canonical copy or every
 * problem found, each at a JSON Pointer.
 *
 * The structure is checked by the JSON Schemas of `schemas/` (`./validate/`); what a JSON Schema cannot say (a
 * cell listed twice, a mode the flower forbids) is checked by each document's module in `./parse/`: `schema.ts`,
 * `replay.ts`, `command.ts` and `event.ts`, which word failures with `issues.ts` and copy with `copy.ts`.
 *
 * Each reader first takes one snapshot of its input with `readPlain` (own data properties only, no getter called,
 * bounded in depth and size) and checks and copies only that snapshot: a getter or a proxy cannot show the checks
 * one value and the copy another. A proxy that throws is refused with `document/unreadable`, a value of more than
 * `INPUT_LIMITS.values` values with `document/too-large`.
 * @module
 */
export { INPUT_LIMITS, LIMITS } from './limits.js';
export { parseCommand } from './parse/command.js';
export { parseEvent } from './parse/event.js';
export { modesForFlower, playableModes } from './flower-modes.js';
export { parseReplay } from './parse/replay.js';
export { parseSchema } from './parse/schema.js';
export { loneSurrogateIssue } from './lone-surrogate.js';
