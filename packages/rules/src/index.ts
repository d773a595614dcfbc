/**
 * `@stigmeria/rules`: the rules of Stigméria as a pure, deterministic, event-sourced engine.
 *
 * - {@link createGame} starts a game, {@link legalActions} lists what may be done, {@link play} does it and
 *   returns the events, {@link evolve} folds trusted events, {@link applyEvent} checks and applies an event
 *   received from outside, {@link outcome} tells who won.
 * - {@link parseSchema} and {@link parseReplay} validate documents from outside; {@link replayGame} checks a
 *   replay step by step; {@link viewFor} hides what a player may not see.
 * - Every error is a value with a stable `code`; {@link ERROR_CODES} lists them all, with what each means.
 *
 * @packageDocumentation
 */
export { createGame } from './setup.js';
export { legalActions } from './legal.js';
export { play, type Played } from './play.js';
export { evolve } from './evolve.js';
export { applyEvent } from './apply-event.js';
export { outcome, type Outcome, type OutcomeReason, type PlayerOutcome, type ScoreBreakdown } from './outcome.js';
export { viewFor } from './view.js';
export { checkReplayStep, recordStep, replayGame, replayStates, serializeReplay, toReplay } from './replay.js';
export { emptyRecording, record, type Recording } from './recording.js';
export { parseCommand, parseReplay, parseSchema, playableModes, INPUT_LIMITS, LIMITS } from './parse.js';
export { RULES_VERSION } from './version.js';
export {
  ERROR_CODES,
  REPLAY_ERROR_CODES,
  RULE_ERROR_CODES,
  VALIDATION_ERROR_CODES,
  VALIDATION_ISSUE_CODES,
  type ErrorCode,
  type ReplayErrorCode,
  type RuleErrorCode,
  type ValidationErrorCode,
  type ValidationIssueCode,
} from './error-codes.js';
export { COLOURS, MIXING_RECIPES, PRIMARIES, isColour, isPrimary, mix, mixingParts, type Secondary } from './colours.js';
export { ALL_NEIGHBOURS, CELLS, CELL_NAMES, DIRECTIONS, ORTHOGONAL_NEIGHBOURS, SIZE, cellIndex, columnOf, isCellName, rowOf } from './cells.js';
export { FLOWERS, FLOWER_ACTIONS, FLOWER_RECOLOURINGS, canBecome, type FlowerRules, type Recolouring } from './flowers.js';
export { MODES, actionsInTurn, type ModeRules } from './modes.js';
export { CENTRAL_ACTIONS_PER_TURN, needsA5 } from './stigmareine.js';
export { actionsLeft } from './modes.js';
export { freeSpecials } from './actions/free-specials.js';
export { owesCentralActions } from './gate.js';
export { specialActionCost, specialActionsOf, specialCost, specialFromTurn } from './specials.js';
export { activePlayer, turnOrder } from './turn-order.js';
export { windAfterTurn, windBlowsAfter } from './wind.js';
export { JOKER_TOKENS, choreographyMoves, fastStepReach } from './reach.js';
export { isExitCell, isSurrounded } from './board.js';
export { DIE_FACES, FACES, type DriftEffect, type FaceRules } from './dice.js';
export { MOST_SPECIALS, SPECIALS, SPECIAL_IDS, earnableSpecials, type SpecialRules } from './specials.js';
export { A5, alignments, centralLandingCells, type Board } from './stigmareine.js';
export type * from './types.js';
export { catalogue, demoReplay, findSchema } from './catalogue/index.js';
export { catalogueSchemas, findCatalogueSchema } from './catalogue/schemas.js';
export type { CatalogueEntry, DemoGame, DemoStep } from './catalogue/types.js';
