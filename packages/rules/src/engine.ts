/**
 * `@stigmeria/rules/engine`: the rules engine without the checks of documents and values from outside, for a
 * bundle that should not carry the JSON Schema validators and the document readers (a page's first download).
 *
 * It holds everything of `@stigmeria/rules` but what reads or checks outside input: {@link startGame} instead of
 * `createGame`, {@link playCommand} instead of `play` (both for a schema and commands the caller's own code holds:
 * a catalogue schema, a command `legalActions` listed), and {@link legalCommandOf}, which finds the legal command a
 * value from outside is. `createGame`, `play`, `applyEvent`, the `parse…` readers, `replayGame`, `replayStates`,
 * `checkReplayStep`, `serializeReplay` and the catalogue's demonstration games are in `@stigmeria/rules` only. The
 * two entry points share their modules: a bundle that imports both has one copy of each.
 *
 * Bundlers split code by module, and a module that re-exports the checks makes every bundle chunk that imports it
 * reach them; hence an entry point of its own rather than the package's index.
 *
 * @packageDocumentation
 */
export * from './view-entry.js';
export { legalActions } from './legal.js';
export { legalCommandOf } from './legal-command.js';
export { playCommand, type Played } from './play-command.js';
export { freeSpecials } from './actions/free-specials.js';
export { owesCentralActions } from './gate.js';
