/**
 * `@stigmeria/solver`: the fewest turns and actions in which a Stigméria schema can be fulfilled.
 *
 * - {@link solve} searches one player's best line from a discovery or normal position, with the bag known.
 * - {@link check} measures a schema over several seeds.
 * - {@link hint} advises a player at the table, in every mode, from their view alone; its reason is a code
 *   ({@link HintReason}) that whoever shows it words.
 *
 * @packageDocumentation
 */
export { solve, solveSteps, type SolveOptions, type SolveResult } from './solve.js';
export { check, type CheckOptions, type CheckResult, type SeedResult } from './check.js';
export { lowerBound, actionsAvailable, contextOf, type BoundPlayer, type Capabilities, type Context } from './bounds.js';
export { hint, describe as describeHint, type HintOptions, type HintResult } from './hint.js';
export { HINT_REASON_CODES, type CentralPlacing, type HintReason, type HintReasonCode, type HintReasonParams, type MovingCommand } from './hint-reason.js';
export { beamSearch, beamSteps, type BeamOptions, type BeamResult } from './beam.js';
export type { SearchReason, SearchReasonCode, SearchReasonParams } from './search-reason.js';
export { chooseCommand, chooseSteps, createBot, BOT_LEVELS, DEFAULT_BUDGET_MS, PLAN_NODES_PER_MS, BEAM_NODES_PER_MS, type Bot, type BotLevel, type BotOptions } from './bot.js';
export { parseBotSeats, type BotSeatsError, type BotSeatsResult } from './bot-seats.js';
export { playBotGame, randomPlayer, seatToAct, type BotGame, type BotGameError, type BotGameLimits, type Chooser } from './bot-game.js';
