/**
 * The checks of what reaches the board from outside: a schema given as data, a replay document, a command a page's
 * script plays that is not one of the legal commands; and the canonical text of a replay to download, which the
 * rules write through their reader. They are the rules' JSON Schema validators and document
 * readers, about half of the rules' code, so the board loads this module on demand (`load-checks.ts`), when such
 * a document or command first arrives; a catalogue schema and the commands the board builds from `legalActions`
 * are played without them (`startGame`, `playCommand`).
 * @module
 */
export { parseReplay, parseSchema, play, replayStates, serializeReplay } from '@stigmeria/rules';
export { checkInSlices, prepareCheck } from './controllers/replay-slices.js';
