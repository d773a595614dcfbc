/**
 * The shapes of the documents, commands, events and state of Stigméria.
 * The JSON Schemas in `schemas/` define the same shapes for documents that come from outside.
 * @module
 */
import type { CellName, Direction } from './cells.js';
import type { Colour, Primary } from './colours.js';
import type { ReplayErrorCode, RuleErrorCode, ValidationErrorCode, ValidationIssueCode } from './error-codes.js';

export type { CellName, Direction, Colour, Primary };

/** A game mode (R5). */
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

/** The eleven special actions the flowers give (R16). */
export type FlowerActionId =
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

/** Every special action: the flowers' eleven and the nine more that competitive modes let players earn (R17). */
export type SpecialActionId =
  | FlowerActionId
  | 'no-harm-no-foul'
  | 'copy'
  | 'prediction'
  | 'mimicry'
  | 'fog-die'
  | 'pilferer'
  | 'sower'
  | 'jealousy'
  | 'charmer';

/** What a player may do at most once a turn: some special actions, and Last Drift (R20). */
export type TurnLimited = SpecialActionId | 'last-drift';

/** A face of the 12-face die (R12, R18 Fog Die, R20 Last Drift): a wind direction and a colour, an X, or Black Night. */
export type DieFace =
  | 'north-red'
  | 'north-brown'
  | 'south-green'
  | 'south-blue'
  | 'east-yellow'
  | 'east-white'
  | 'west-violet'
  | 'west-orange'
  | 'x-red'
  | 'x-blue'
  | 'x-yellow'
  | 'black-night';

/** The wind forecast for one turn of a no-limit game: a direction, or `unknown` until it blows (R12). */
export type WindForecast = Direction | 'unknown';

/** What a Last Drift aims at: the player's own board, the StigmaReine, or an opponent's seat (R20). */
export type DriftTarget = 'own' | 'central' | number;

/** One recruit-zone token of one player, as Charmer names it. */
export interface RecruitToken {
  readonly player: number;
  readonly color: Colour;
}

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
  | { readonly type: 'rest'; readonly player: number; readonly cell: CellName }
  /** StigmaReine (R19): Draw and Place, first half: the top token of the bag is drawn and shown. */
  | { readonly type: 'central-draw'; readonly player: number }
  /** StigmaReine: Draw and Place, second half: the drawn token goes on a landing cell of the StigmaReine. */
  | { readonly type: 'central-place'; readonly player: number; readonly to: CellName }
  /** StigmaReine: one token one orthogonal step, or off from row J to the StigmaReine recruit zone; once a turn. */
  | { readonly type: 'central-move'; readonly player: number; readonly from: CellName; readonly to: Destination }
  /** Competitive joker (R9): a recruit-zone token onto the StigmaReine in place of a central action. */
  | { readonly type: 'central-joker'; readonly player: number; readonly color: Colour; readonly to: CellName }
  /** The token that goes on A5 of an empty StigmaReine (R19). */
  | { readonly type: 'a5'; readonly player: number; readonly color: Colour }
  /** Recruit on StigmaReine (R8): a token of the StigmaReine recruit zone to the player's own, for 2 actions. */
  | { readonly type: 'central-recruit'; readonly player: number; readonly color: Colour }
  /** Choose an earned special action (R19, R21). */
  | { readonly type: 'gain'; readonly player: number; readonly action: SpecialActionId }
  /** Give one matched StigmaReine token to a player's bag (R19). */
  | { readonly type: 'give'; readonly player: number; readonly cell: CellName; readonly to: number }
  | { readonly type: 'no-harm-no-foul'; readonly player: number; readonly from: Primary; readonly to: Primary }
  | { readonly type: 'copy'; readonly player: number; readonly cell: CellName; readonly color: Primary }
  | { readonly type: 'prediction'; readonly player: number; readonly colors: readonly [Colour, Colour, Colour] }
  | { readonly type: 'mimicry'; readonly player: number; readonly color: Colour }
  /** Fog Die: the die is rolled; `fog-die-land` then lands the token of its colour. */
  | { readonly type: 'fog-die'; readonly player: number }
  | { readonly type: 'fog-die-land'; readonly player: number; readonly to: CellName }
  | { readonly type: 'pilferer'; readonly player: number; readonly target: number }
  | { readonly type: 'sower'; readonly player: number; readonly target: number; readonly color: Colour }
  | { readonly type: 'jealousy'; readonly player: number; readonly target: number }
  /** Charmer (after-turn phase): one recruit-zone token of each of two players change owners. */
  | { readonly type: 'charmer'; readonly player: number; readonly tokens: readonly [RecruitToken, RecruitToken] }
  | { readonly type: 'charmer-pass'; readonly player: number }
  /** Last Drift (R20): the die is rolled for a target; the face then asks a `drift-*` answer. */
  | { readonly type: 'last-drift'; readonly player: number; readonly target: DriftTarget }
  /** Last Drift, direction face: a stigmerian of the target board one step that way, or off that edge. */
  | { readonly type: 'drift-move'; readonly player: number; readonly from: CellName; readonly to: Destination }
  /** Last Drift, X face: a stigmerian of the face's colour leaves the target board for the box. */
  | { readonly type: 'drift-remove'; readonly player: number; readonly cell: CellName }
  /** Last Drift, Black Night on the StigmaReine: a new primary token lands there. */
  | { readonly type: 'drift-land'; readonly player: number; readonly color: Primary; readonly to: CellName }
  /** Wind die, X face at setup: roll again. */
  | { readonly type: 'wind-reroll'; readonly player: number }
  /** Wind die, X face at setup: the turn's wind stays unknown until it blows. */
  | { readonly type: 'wind-unknown'; readonly player: number }
  /** Wind die, Black Night: the roller chooses the direction. */
  | { readonly type: 'wind-direction'; readonly player: number; readonly direction: Direction };

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
  | { readonly kind: 'half-note'; readonly cells: readonly [CellName, CellName] }
  /** The token drawn by a Draw and Place waits for its StigmaReine cell. */
  | { readonly kind: 'central-place'; readonly color: Colour }
  /** Earned actions still to choose (R19, R21); `cells` are the matched tokens to give afterwards. */
  | { readonly kind: 'gain'; readonly left: number; readonly cells: readonly CellName[] }
  /** Matched StigmaReine tokens still to give (R19). */
  | { readonly kind: 'give'; readonly cells: readonly CellName[] }
  /** The Fog Die rolled this colour; it waits for its landing cell. */
  | { readonly kind: 'fog-die'; readonly color: Colour }
  /** A Last Drift rolled this face for this target. */
  | { readonly kind: 'drift'; readonly face: DieFace; readonly target: DriftTarget }
  /** Black Night of a Last Drift: play one special action this player does not own, free (R20). */
  | { readonly kind: 'free-special' }
  /** The after-turn Charmer phase reached this player. */
  | { readonly kind: 'charmer' }
  /** The wind die for `turn` showed an X or Black Night and waits for its roller (R12). */
  | { readonly kind: 'wind-die'; readonly turn: number; readonly face: DieFace };

/** Why a player is out of the game: blown off the board (R11) or an empty bag at the start of a turn (R14). */
export type OutReason = 'wind' | 'empty-bag';

/** What the die was rolled for. */
export type RollPurpose = 'wind' | 'fog-die' | 'last-drift';

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
  | { readonly type: 'game-ended'; readonly turn: number }
  /** R7: the first player of a competitive turn; `among` are the seats a draw chose from when still tied. */
  | { readonly type: 'first-player'; readonly player: number; readonly among: readonly number[] }
  /** The die was rolled (the game's generator moves on by one roll). */
  | { readonly type: 'rolled'; readonly player: number; readonly face: DieFace; readonly purpose: RollPurpose }
  /** A no-limit turn's wind is now known, or left unknown (R12). */
  | { readonly type: 'wind-forecast'; readonly turn: number; readonly wind: WindForecast }
  /** A bag was shuffled by the game's generator. */
  | { readonly type: 'bag-shuffled'; readonly player: number }
  /** A step used one of the turn's two central actions (R19). */
  | { readonly type: 'central-acted'; readonly player: number; readonly action: CommandType }
  /** The top token of a bag was drawn for the StigmaReine. */
  | { readonly type: 'central-drawn'; readonly player: number; readonly color: Colour }
  /** A token went on the StigmaReine: from a Draw and Place, a joker, A5 or a Last Drift. */
  | {
      readonly type: 'central-placed';
      readonly player: number;
      readonly color: Colour;
      readonly cell: CellName;
      readonly from: 'drawn' | 'recruit' | 'central-recruit' | 'box';
    }
  /** A StigmaReine token moved one cell. */
  | { readonly type: 'central-moved'; readonly player: number; readonly from: CellName; readonly to: CellName }
  /** A StigmaReine token left it, to `to`: the StigmaReine recruit zone, the acting player's recruit zone, or the box. */
  | {
      readonly type: 'central-left';
      readonly player: number;
      readonly from: CellName;
      readonly color: Colour;
      readonly to: 'central-recruit' | 'recruit' | 'box';
    }
  /** The wind moved a StigmaReine token, or blew it off to the StigmaReine recruit zone. */
  | { readonly type: 'central-blown'; readonly from: CellName; readonly to: Destination }
  /** A token of the StigmaReine recruit zone went to a player's recruit zone. */
  | { readonly type: 'central-recruited'; readonly player: number; readonly color: Colour }
  /** A player now owns a special action (R19, R21). */
  | { readonly type: 'gained'; readonly player: number; readonly action: SpecialActionId }
  /** A matched StigmaReine token went into a bag (`to`). */
  | { readonly type: 'given'; readonly player: number; readonly cell: CellName; readonly color: Colour; readonly to: number }
  /** Four recruit-zone tokens of one primary became another (No harm no foul). */
  | { readonly type: 'recruit-changed'; readonly player: number; readonly from: Primary; readonly to: Primary; readonly count: number }
  /** New tokens from the box went into a bag (Prediction, Sower). */
  | { readonly type: 'bagged'; readonly player: number; readonly colors: readonly Colour[] }
  /** Mimicry recoloured the player's last landed token. */
  | { readonly type: 'mimicked'; readonly player: number; readonly cell: CellName; readonly color: Colour }
  /** Pilferer: the top token of `from`'s bag went to `player`'s recruit zone. */
  | { readonly type: 'pilfered'; readonly player: number; readonly from: number; readonly color: Colour }
  /** Jealousy: two players exchanged bags. */
  | { readonly type: 'bags-swapped'; readonly player: number; readonly with: number }
  /** Charmer: two recruit-zone tokens changed owners. */
  | { readonly type: 'charmed'; readonly player: number; readonly tokens: readonly [RecruitToken, RecruitToken] }
  /** A Last Drift moved a stigmerian on `board` (a seat), or took it off to the acting player's recruit zone. */
  | { readonly type: 'drifted'; readonly player: number; readonly board: number; readonly from: CellName; readonly to: Destination };

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
  /** Once-per-turn special actions (and Last Drift) already used this turn (R18, R20). */
  readonly usedThisTurn: readonly TurnLimited[];
  readonly jokerUsed: boolean;
  readonly pending: Pending | null;
  /** The turn and actions of that turn in which the player fulfilled the schema. */
  readonly finished: { readonly turn: number; readonly actions: number } | null;
  readonly outReason: OutReason | null;
  /** The special actions the player owns: their flower's in discovery and normal, the earned ones otherwise. */
  readonly specials: readonly SpecialActionId[];
  /** Once-per-game special actions already used (Jealousy). */
  readonly usedThisGame: readonly SpecialActionId[];
  /** Central actions used this turn, 0 to 2 (R19). */
  readonly centralActions: number;
  /** Whether this turn's one central Move is spent (R19). */
  readonly centralMoved: boolean;
  /** Where the last token the player landed from the recruit zone now stands, if still on the board (Mimicry). */
  readonly lastLanded: CellName | null;
  /** Colours Mimicry has given this turn: each once a turn. */
  readonly mimicked: readonly Colour[];
  /** Recruit-zone tokens this player received by Charmer this turn, which cannot be charmed again. */
  readonly charmed: readonly Colour[];
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
  /** The StigmaReine and its recruit zone in competitive modes (R19), otherwise `null`. */
  readonly central: CentralState | null;
  /** The first player of the current turn (R7); seat 0 when play is simultaneous. */
  readonly first: number;
  /** No-limit modes: the wind of each turn from turn 1, as far as it is rolled (R12); empty otherwise. */
  readonly winds: readonly WindForecast[];
}

/** The StigmaReine: the shared central board and its recruit zone (R19). */
export interface CentralState {
  /** 100 cells, row by row from A1; tokens on the StigmaReine never flip (R4). */
  readonly board: readonly (Token | null)[];
  readonly recruit: Readonly<Record<Colour, number>>;
}

/** A rule broken by a command, or a setup that cannot be played. */
export interface RuleError {
  /** Stable: `area/reason`, e.g. `land/not-adjacent`; `RULE_ERROR_CODES` says what each means. */
  readonly code: RuleErrorCode;
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
  /** Stable, e.g. `schema/required`; `VALIDATION_ISSUE_CODES` says what each means. */
  readonly code: ValidationIssueCode;
  readonly message: string;
}

/** The problems found in a document. */
export interface ValidationError {
  readonly code: ValidationErrorCode;
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
  /** Stable, e.g. `replay/events-differ`; `REPLAY_ERROR_CODES` says what each means. */
  readonly code: ReplayErrorCode;
  readonly message: string;
  /** The index in `steps` of the first bad step, when one is to blame. */
  readonly step?: number;
  readonly cause?: RuleError | ValidationError;
  readonly params?: Readonly<Record<string, unknown>>;
}
