/**
 * The shapes of the built-in catalogue: target schemas, each with a demonstration game.
 * @module
 */
import type { Command, LocalizedText, TargetSchema } from '../types.js';

/** One step of a demonstration game: a command, and a tutorial caption on the key steps. */
export interface DemoStep {
  readonly command: Command;
  readonly note?: LocalizedText;
}

/**
 * A demonstration game of a schema: a solo normal game (one player, joker on) with a fixed seed, whose steps
 * fulfil the schema within 10 turns.
 */
export interface DemoGame {
  readonly seed: string;
  readonly mode: 'normal';
  readonly steps: readonly DemoStep[];
  readonly title: LocalizedText;
}

/** A schema of the built-in catalogue and the game that shows how to fulfil it. */
export interface CatalogueEntry {
  readonly schema: TargetSchema;
  readonly demo: DemoGame;
}
