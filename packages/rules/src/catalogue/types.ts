/**
 * The shapes of the built-in catalogue: target schemas, each with a demonstration game.
 * @module
 */
import type { Command, LocalizedText, Mode, TargetSchema } from '../types.js';

/** One step of a demonstration game: a command, and a tutorial caption on the key steps. */
export interface DemoStep {
  readonly command: Command;
  readonly note?: LocalizedText;
}

/**
 * A demonstration game of a schema: a game of the stated mode and table (joker on) with a fixed seed, whose
 * steps, those of every player, end the game with `winner` fulfilling the schema. The normal flowers' demos are
 * solo normal games within 10 turns; the competitive ones are played at a table of two or three, or in solo no
 * limit.
 */
export interface DemoGame {
  readonly seed: string;
  readonly mode: Mode;
  /** How many players sit at the table. */
  readonly players: number;
  /** The players' names, one per seat, when the demo gives them. */
  readonly names?: readonly string[];
  /** The seat that fulfils the schema; seat 0 when not given. */
  readonly winner?: number;
  readonly steps: readonly DemoStep[];
  readonly title: LocalizedText;
}

/** A schema of the built-in catalogue and the game that shows how to fulfil it. */
export interface CatalogueEntry {
  readonly schema: TargetSchema;
  readonly demo: DemoGame;
}
