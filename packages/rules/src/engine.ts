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
export { startGame } from './start-game.js';
export { legalActions } from './legal.js';
export { legalCommandOf } from './legal-command.js';
export { playCommand, type Played } from './play-command.js';
export { evolve } from './evolve.js';
export { outcome, type Outcome, type OutcomeReason, type PlayerOutcome, type ScoreBreakdown } from './outcome.js';
export { viewFor } from './view.js';
export { recordStep, toReplay } from './write-replay.js';
export { emptyRecording, record, type Recording } from './recording.js';
export { playableModes } from './flower-modes.js';
export { INPUT_LIMITS, LIMITS } from './limits.js';
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
export { FLOWERS, FLOWER_ACTIONS, FLOWER_CREATIONS, FLOWER_RECOLOURINGS, canBecome, coloursCreated, coloursMade, type FlowerRules, type Recolouring } from './flowers.js';
export { MODES, actionsInTurn, type ModeRules } from './modes.js';
export { CENTRAL_ACTIONS_PER_TURN, needsA5 } from './stigmareine.js';
export { actionsLeft } from './modes.js';
export { freeSpecials } from './actions/free-specials.js';
export { owesCentralActions } from './gate.js';
export { specialActionCost, specialActionsOf, specialCost, specialFromTurn } from './specials.js';
export { activePlayer, turnOrder } from './turn-order.js';
export { windAfterTurn, windBlowsAfter } from './wind.js';
export { CHOREOGRAPHY_RULE, FAST_STEP_RULE, JOKER_TOKENS, choreographyMoves, fastStepReach, reachRule, type ReachRule } from './reach.js';
export { isExitCell, isSurrounded, stepsToExit } from './board.js';
export { DIE_FACES, FACES, type DriftEffect, type FaceRules } from './dice.js';
export { MOST_SPECIALS, SPECIALS, SPECIAL_IDS, earnableSpecials, type SpecialRules } from './specials.js';
export { A5, alignments, centralLandingCells, type Board } from './stigmareine.js';
export type * from './types.js';
export { catalogueSchemas, findCatalogueSchema } from './catalogue/schemas.js';
