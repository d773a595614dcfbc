/**
 * `@stigmeria/rules/view`: what shows a game without playing it, for a bundle whose first download should carry as
 * little as it can (a board that draws its game first and is given the rules of commands right after).
 *
 * It holds {@link startGame}, {@link viewFor}, {@link outcome}, {@link evolve} (the events' effect on a state), the
 * recording of steps, and the rules' tables and geometry: the colours, the cells, the flowers, the modes, the special
 * actions, the winds and the catalogue's schemas. The rules of commands (`legalActions`, `playCommand`,
 * `legalCommandOf`, `owesCentralActions`, `freeSpecials`) are in `@stigmeria/rules/engine`, which also exports all of
 * this; the entry points share their modules, so a bundle that imports both has one copy of each.
 *
 * Bundlers split code by module: a first chunk that imported the engine's entry would reach every action's module
 * through its re-exports, hence an entry point of its own.
 *
 * @packageDocumentation
 */
export { startGame } from './start-game.js';
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
