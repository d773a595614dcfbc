/**
 * `@stigmeria/rules`: the rules of Stigméria as a pure, deterministic, event-sourced engine.
 *
 * - {@link createGame} starts a game, {@link legalActions} lists what may be done, {@link play} does it and
 *   returns the events. Both check their input first; {@link startGame} and {@link playCommand} are the same
 *   without that check, for a schema and commands the caller's own code holds (a catalogue schema, a command
 *   `legalActions` listed), and {@link legalCommandOf} finds the legal command a value from outside is.
 *   `@stigmeria/rules/engine` exports everything but the checks of outside input, so that a bundle importing it
 *   leaves the JSON Schema validators and the document readers out (see `src/engine.ts`).
 * - {@link evolve} folds trusted events, {@link applyEvent} checks and applies an event
 *   received from outside, {@link outcome} tells who won.
 * - {@link parseSchema} and {@link parseReplay} validate documents from outside; {@link replayGame} checks a
 *   replay step by step; {@link viewFor} hides what a player may not see.
 * - Every error is a value with a stable `code`; {@link ERROR_CODES} lists them all, with what each means.
 *
 * @packageDocumentation
 */
export * from './engine.js';
export { createGame } from './setup.js';
export { play } from './play.js';
export { applyEvent } from './apply-event.js';
export { checkReplayStep, replayGame, replayStates, serializeReplay } from './replay.js';
export { parseCommand, parseReplay, parseSchema } from './parse.js';
export { catalogue, demoReplay, findSchema } from './catalogue/index.js';
export type { CatalogueEntry, DemoGame, DemoStep } from './catalogue/types.js';
