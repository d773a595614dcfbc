/**
 * The shapes of the documents, commands, events and state of Stigméria.
 * The JSON Schemas in `schemas/` define the same shapes for documents that come from outside.
 * @module
 */
import type { CellName, Direction } from './cells.js';
import type { Colour, Primary } from './colours.js';

export type { CellName, Direction, Colour, Primary };

/** A game mode (R5). This version of the rules plays `discovery` and `normal`. */
export type Mode = 'discovery' | 'normal' | 'competitive' | 'competitive-no-limit' | 'solo-no-limit';

/** A flower: it decides which special actions a normal or discovery game gives (R16). */
export type Flower =
  | 'vertighaineuse'
  | 'maronne'
  | 'sifflochamp'
  | 'dentdine'
  | 'inspiractrice'
  | 'competitive'
  | 'competitive-no-limit';

/** A text in English and French; French falls back to English when missing. */
export interface LocalizedText {
  readonly en: string;
  readonly fr?: string;
}

/** A token of a given colour on a cell, as listed in a document. */
export interface CellColour {
  readonly cell: CellName;
  readonly color: Colour;
}

/** A target schema document (format `stigmeria/target-schema`, version 1). */
export interface TargetSchema {
  readonly format: 'stigmeria/target-schema';
  readonly formatVersion: 1;
  /** A stable identifier: lower-case letters, digits and dashes. */
  readonly id: string;
  readonly name: LocalizedText;
  readonly flower: Flower;
  /** Difficulty, 1 to 4 stars: sets the score (R15). */
  readonly stars: 1 | 2 | 3 | 4;
  /** The modes this schema may be played in; narrows what its flower allows (R5). */
  readonly modes?: readonly Mode[];
  /** Tokens placed on every board at setup, from the box (R3). */
  readonly setup?: readonly CellColour[];
  /** The pollens a board must hold, and nothing else, to fulfil the schema (R13). */
  readonly targets: readonly CellColour[];
  /** The wind after each turn, from turn 1; missing turns blow South (R10). */
  readonly winds?: readonly Direction[];
  readonly author?: string;
  readonly licence?: string;
  readonly description?: LocalizedText;
}

/** Options of a game. */
export interface GameOptions {
  /** The joker (R9): on unless turned off. */
  readonly joker: boolean;
}

/** A player at the table. */
export interface PlayerSetup {
  readonly name?: string;
}

/** What a game is created from, and what a replay's header records. */
export interface GameSetup {
  readonly schema: TargetSchema;
  readonly mode: Mode;
  /** The number of players, or one entry per player. */
  readonly players: number | readonly PlayerSetup[];
  /** Any string or number: the same seed deals the same bags. */
  readonly seed: string | number;
  readonly options?: Partial<GameOptions>;
}

/** The id of every action a player may take on their own board. */
export type SpecialActionId =
  | 'mixing'
  | 'combination'
  | 'fulgurance'
  | 'choreography'
  | 'diagonal'
  | 'exchange'
  | 'fast-step'
  | 'half-note'
  | 'quarter-note'
  | 'two-beats'
  | 'rest';

/** Where a move may go: a cell, or `"off"` to leave the board. */
export type Destination = CellName | 'off';

/** A player's intent. Every command names the seat (0-based) of the player who gives it. */
export type Command =
  | { readonly type: 'draw'; readonly player: number }
  | { readonly type: 'land'; readonly player: number; readonly color: Colour; readonly to: CellName }
  | { readonly type: 'move'; readonly player: number; readonly from: CellName; readonly to: Destination }
  | { readonly type: 'joker'; readonly player: number; readonly from: Primary; readonly to: Primary }
  | { readonly type: 'end-turn'; readonly player: number }
  | { readonly type: 'undo'; readonly player: number }
  | { readonly type: 'mixing'; readonly player: number; readonly cells: readonly [CellName, CellName] }
  | { readonly type: 'combination'; readonly player: number; readonly cell: CellName }
  | { readonly type: 'fulgurance'; readonly player: number; readonly cell: CellName }
  | { readonly type: 'choreography'; readonly player: number; readonly from: CellName; readonly to: Destination }
  | { readonly type: 'choreography-stop'; readonly player: number }
  | { readonly type: 'diagonal'; readonly player: number; readonly from: CellName; readonly to: CellName }
  | { readonly type: 'exchange'; readonly player: number; readonly cells: readonly [CellName, CellName] }
  | { readonly type: 'fast-step'; readonly player: number; readonly from: CellName; readonly to: Destination }
  | { readonly type: 'half-note'; readonly player: number; readonly cells: readonly [CellName, CellName] }
  | { readonly type: 'half-note-keep'; readonly player: number; readonly cell: CellName }
  | { readonly type: 'quarter-note'; readonly player: number; readonly cell: CellName; readonly to: CellName }
  | { readonly type: 'two-beats'; readonly player: number; readonly cell: CellName }
  | { readonly type: 'rest'; readonly player: number; readonly cell: CellName };

/** The `type` of a command. */
export type CommandType = Command['type'];

/** A decision a player must take before anything else (R18 multi-step actions). */
export type Pending =
  | {
      readonly kind: 'choreography';
      /** How many more stigmerians may still move. */
      readonly left: number;
      /** Where the stigmerians already moved now stand; they may not move again. */
      readonly moved: readonly CellName[];
    }
  | { readonly kind: 'half-note'; readonly cells: readonly [CellName, CellName] };

/** Why a player is out of the game. */
export type OutReason = 'wind';

/** A fact: what a command caused. Every random outcome is written in an event. */
export type GameEvent =
  /** A step began: `cost` personal actions are spent on `action`. */
  | { readonly type: 'acted'; readonly player: number; readonly action: CommandType; readonly cost: number }
  | { readonly type: 'drawn'; readonly player: number; readonly color: Colour }
  | { readonly type: 'landed'; readonly player: number; readonly color: Colour; readonly cell: CellName }
  /** A token left the top of the bag straight onto the board (Fulgurance). */
  | { readonly type: 'placed'; readonly player: number; readonly color: Colour; readonly cell: CellName }
  | { readonly type: 'moved'; readonly player: number; readonly from: CellName; readonly to: CellName }
  /** A token left the board on purpose and went to the box. */
  | { readonly type: 'exited'; readonly player: number; readonly from: CellName; readonly color: Colour }
  | { readonly type: 'swapped'; readonly player: number; readonly cells: readonly [CellName, CellName] }
  | { readonly type: 'recoloured'; readonly player: number; readonly cell: CellName; readonly color: Colour }
  /** A new token came from the box onto the board. */
  | { readonly type: 'created'; readonly player: number; readonly cell: CellName; readonly color: Colour }
  /** A token went from the board back to the box. */
  | { readonly type: 'removed'; readonly player: number; readonly cell: CellName; readonly color: Colour }
  | { readonly type: 'pollinated'; readonly player: number; readonly cell: CellName; readonly color: Colour }
  | { readonly type: 'joker-played'; readonly player: number; readonly from: Primary; readonly to: Primary }
  | { readonly type: 'decision'; readonly player: number; readonly pending: Pending | null }
  | { readonly type: 'undone'; readonly player: number }
  | { readonly type: 'turn-ended'; readonly player: number }
  | { readonly type: 'fulfilled'; readonly player: number; readonly turn: number; readonly actions: number }
  | { readonly type: 'wind'; readonly turn: number; readonly direction: Direction }
  | { readonly type: 'blown'; readonly player: number; readonly from: CellName; readonly to: Destination }
  | { readonly type: 'player-out'; readonly player: number; readonly reason: OutReason }
  | { readonly type: 'turn-started'; readonly turn: number }
  | { readonly type: 'game-ended'; readonly turn: number };

/** The `type` of an event. */
export type EventType = GameEvent['type'];

/** A token on a board: a stigmerian, or a pollen once flipped (R4). */
export interface Token {
  readonly color: Colour;
  readonly pollen: boolean;
}

/** Where a player stands in the game. */
export type PlayerStatus = 'playing' | 'fulfilled' | 'out';

/** One player's part of the state. */
export interface PlayerState {
  readonly name: string;
  /** 100 cells, row by row from A1; `null` is an empty cell. */
  readonly board: readonly (Token | null)[];
  /** The bag; the last colour is the top, drawn next. Hidden by `viewFor`. */
  readonly bag: readonly Colour[];
  /** Tokens in the recruit zone, by colour. */
  readonly recruit: Readonly<Record<Colour, number>>;
  readonly status: PlayerStatus;
  /** Whether the player has ended the current turn. */
  readonly turnEnded: boolean;
  /** Personal actions spent in the current turn (R6). */
  readonly actionsUsed: number;
  /** Once-per-turn special actions already used this turn (R18). */
  readonly usedThisTurn: readonly SpecialActionId[];
  readonly jokerUsed: boolean;
  readonly pending: Pending | null;
  /** The turn and actions of that turn in which the player fulfilled the schema. */
  readonly finished: { readonly turn: number; readonly actions: number } | null;
  readonly outReason: OutReason | null;
  /** This player as they were before their last step, back to the last checkpoint (R22). */
  readonly previous: PlayerState | null;
}

/** The whole state of a game: plain, immutable, JSON-serialisable data. */
export interface GameState {
  readonly rulesVersion: string;
  readonly schema: TargetSchema;
  readonly mode: Mode;
  readonly options: GameOptions;
  readonly seed: string;
  /** The seeded generator's state. Hidden by `viewFor`. */
  readonly rng: readonly [number, number, number, number];
  /** The current turn, from 1. */
  readonly turn: number;
  readonly over: boolean;
  /** The target colour of each of the 100 cells, or `null`: the schema's targets laid out for lookups. */
  readonly targets: readonly (Colour | null)[];
  readonly players: readonly PlayerState[];
}

/** A rule broken by a command, or a setup that cannot be played. */
export interface RuleError {
  /** Stable: `area/reason`, e.g. `land/not-adjacent`. */
  readonly code: string;
  /** An English sentence for people. */
  readonly message: string;
  /** The values the message speaks of. */
  readonly params?: Readonly<Record<string, unknown>>;
}

/** Success with a value, or failure with an error: nothing a player or a file gets wrong is thrown. */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** One problem found in a document, at a JSON path such as `/targets/3/cell`. */
export interface ValidationIssue {
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

/** The problems found in a document. */
export interface ValidationError {
  readonly code: 'document/invalid';
  readonly message: string;
  readonly issues: readonly ValidationIssue[];
}

/** One recorded step of a game: a command, the events it caused, an optional tutorial caption. */
export interface ReplayStep {
  readonly command: Command;
  readonly events: readonly GameEvent[];
  readonly note?: LocalizedText;
}

/** A replay document (format `stigmeria/replay`, version 1). */
export interface Replay {
  readonly format: 'stigmeria/replay';
  readonly formatVersion: 1;
  /** The rules version that recorded it. */
  readonly rulesVersion: string;
  readonly setup: {
    readonly schema: TargetSchema;
    readonly mode: Mode;
    readonly players: readonly PlayerSetup[];
    readonly seed: string;
    readonly options: GameOptions;
  };
  readonly metadata?: {
    readonly title?: LocalizedText;
    readonly description?: LocalizedText;
    readonly author?: string;
    readonly date?: string;
  };
  readonly steps: readonly ReplayStep[];
}

/** Where replaying a game went wrong. */
export interface ReplayError {
  readonly code: string;
  readonly message: string;
  /** The index in `steps` of the first bad step, when one is to blame. */
  readonly step?: number;
  readonly cause?: RuleError | ValidationError;
  readonly params?: Readonly<Record<string, unknown>>;
}
