/**
 * The shape every language's texts share (`Translation`), and what the language tables have in common. Each
 * language lives in a module of its own (`en.ts`, `fr.ts`), typed by this one.
 * @module
 */
import { FLOWERS, type Colour, type DieFace, type Direction, type Flower, type Mode, type SpecialActionId } from '@stigmeria/rules';

/** The languages the board comes with: English built in, French loaded the first time it is used. */
export const LANGUAGES = ['en', 'fr'] as const;

/** A language the board comes with. */
export type Lang = (typeof LANGUAGES)[number];

/** The basic actions that have a rule text of their own. */
export type BasicActionId = 'draw' | 'land' | 'move' | 'joker' | 'central-joker' | 'central-draw' | 'central-move' | 'central-recruit' | 'last-drift';

/** The shape of a language table. */
export interface Strings {
  readonly colours: Readonly<Record<Colour, string>>;
  readonly directions: Readonly<Record<Direction, string>>;
  readonly actions: Readonly<Record<SpecialActionId, string>>;
  readonly basics: Readonly<Record<BasicActionId, string>>;
  readonly rules: Readonly<Record<SpecialActionId | BasicActionId, string>>;
  /** A flower's name in the header: the five flowers are proper names, the competitive ones are words. */
  readonly flowers: Readonly<Record<Flower, string>>;
  /** A mode in words, for messages. */
  readonly modes: Readonly<Record<Mode, string>>;
  readonly ui: {
    /**
     * Between a label and its value ("Turn order: …"), where the views join them: French puts a non-breaking
     * space before the colon, so the separator is the language's.
     */
    readonly colon: string;
    readonly board: string;
    /** "Board: Player 2", for announcements naming a board. */
    readonly boardName: (name: string) => string;
    readonly box: string;
    readonly recruit: string;
    readonly bag: (n: number) => string;
    readonly turn: (n: number, of: string) => string;
    readonly actionsLeft: (n: number) => string;
    readonly wind: (d: string) => string;
    readonly specials: string;
    readonly cost: (n: number) => string;
    readonly available: string;
    readonly usedThisTurn: string;
    readonly tooEarly: (turn: number) => string;
    readonly unavailable: string;
    readonly draw: string;
    readonly endTurn: string;
    readonly undo: string;
    readonly restartTurn: string;
    readonly joker: string;
    readonly jokerSwap: (from: string, to: string) => string;
    readonly off: string;
    readonly cancel: string;
    readonly stop: string;
    readonly choreographyPending: (n: number) => string;
    readonly halfNotePending: string;
    readonly players: string;
    readonly player: (n: number) => string;
    readonly showing: (name: string) => string;
    readonly statusPlaying: string;
    readonly statusFulfilled: string;
    readonly statusOut: string;
    readonly turnEnded: string;
    readonly empty: string;
    readonly stigmerian: (c: string) => string;
    readonly pollen: (c: string) => string;
    readonly target: (c: string) => string;
    readonly highlighted: string;
    readonly selected: string;
    readonly pickTarget: (what: string) => string;
    readonly pickSecond: (what: string) => string;
    readonly endTitle: string;
    readonly rank: string;
    readonly name: string;
    readonly total: string;
    readonly level: string;
    readonly unusedActions: string;
    readonly laterTurns: string;
    readonly recruitPoints: string;
    readonly jokerPoints: string;
    readonly failure: string;
    readonly reasonFulfilled: string;
    readonly reasonOut: string;
    readonly reasonTime: string;
    readonly winners: (names: string) => string;
    readonly noWinner: string;
    readonly first: string;
    readonly previous: string;
    readonly play: string;
    readonly pause: string;
    readonly next: string;
    readonly last: string;
    readonly speed: string;
    readonly stepOf: (n: number, total: number) => string;
    readonly scrubber: string;
    readonly help: string;
    readonly keys: readonly (readonly [string, string])[];
    readonly stars: (n: number) => string;
    /** Shown while a `replay-src` document is being fetched. */
    readonly loading: string;
    /** The difficulty in words, for assistive technologies (the stars are drawn characters). */
    readonly starsLabel: (n: number) => string;
  };
  readonly messages: {
    readonly unknownSchema: (id: string) => string;
    readonly invalidSchema: string;
    readonly invalidPlayers: (v: string, fewest: number, most: number) => string;
    readonly invalidMode: (v: string) => string;
    readonly invalidStep: (v: string) => string;
    readonly invalidLang: (v: string) => string;
    readonly setupFailed: (m: string) => string;
    readonly replayFetch: (status: string) => string;
    readonly replayJson: string;
    readonly replayInvalid: (m: string) => string;
    /** An issue of a document: what is wrong, and at which JSON Pointer. */
    readonly issueAt: (what: string, path: string) => string;
    readonly replayStep: (n: number) => string;
    readonly replayMode: string;
    readonly noGame: string;
  };
  /**
   * The opt-in hint (the `hints` attribute): its button, its busy state (also the end panel's while it looks for the
   * best lines) and the suggestion it shows.
   */
  readonly hint: {
    readonly button: string;
    readonly busy: string;
    /** Before the reason: "Hint: lands the blue that the target at A3 needs". */
    readonly prefix: string;
    /** Added to the label of a cell the suggested command uses. */
    readonly suggested: string;
    readonly failed: string;
    /** The suggested command uses no cell: which button plays it. */
    readonly press: (button: string) => string;
  };
  /** The StigmaReine, turn order, earned actions, the die and every decision of competitive and no-limit play. */
  readonly table: {
    readonly central: string;
    readonly centralCell: string;
    readonly centralRecruit: string;
    readonly centralLeft: (n: number) => string;
    readonly centralMoveSpent: string;
    readonly centralMoveOpen: string;
    readonly decisions: string;
    readonly order: string;
    readonly first: string;
    readonly active: string;
    readonly deciding: string;
    readonly bagShort: (n: number) => string;
    readonly recruitShort: (n: number) => string;
    readonly ownedShort: (n: number) => string;
    readonly outWind: string;
    readonly outEmptyBag: string;
    readonly jokerAvailable: string;
    readonly jokerUsed: string;
    readonly jokerOff: string;
    readonly forecast: string;
    readonly forecastTurn: (turn: number) => string;
    readonly later: string;
    readonly laterText: string;
    readonly notRolled: string;
    readonly unknown: string;
    readonly windUnknown: string;
    readonly windLater: string;
    readonly lastRoll: string;
    readonly noRoll: string;
    readonly faces: Readonly<Record<DieFace, string>>;
    readonly purpose: Readonly<Record<'wind' | 'fog-die' | 'last-drift', string>>;
    readonly a5: (c: string) => string;
    readonly a5Pending: string;
    readonly centralDraw: string;
    readonly centralRecruitOne: (c: string, n: number) => string;
    readonly centralJoker: string;
    readonly placePending: (c: string) => string;
    readonly gainPending: (n: number) => string;
    readonly givePending: (n: number) => string;
    readonly giveTo: (name: string) => string;
    readonly fogPending: (c: string) => string;
    readonly driftPending: (face: string, target: string) => string;
    readonly freeSpecialPending: string;
    readonly charmerPending: string;
    readonly windPending: (turn: number, face: string) => string;
    readonly reroll: string;
    readonly leaveUnknown: string;
    readonly windTo: (d: string) => string;
    readonly drift: (target: string) => string;
    readonly own: string;
    readonly boardOf: (name: string) => string;
    readonly bagOf: (name: string) => string;
    readonly pass: string;
    readonly confirm: string;
    readonly roll: string;
    readonly choose: (what: string) => string;
    readonly colourChoice: (c: string) => string;
    readonly swap: (from: string, to: string) => string;
    readonly fromPlayer: (name: string) => string;
    readonly sow: (c: string, name: string) => string;
    readonly swapBags: (name: string) => string;
    readonly token: (name: string, c: string) => string;
    readonly predictionHint: string;
    readonly charmerHint: string;
    readonly start: (name: string) => string;
    readonly lateTurns: string;
    readonly target: string;
  };
  readonly announce: {
    readonly firstPlayer: (name: string) => string;
    readonly rolled: (name: string, face: string, purpose: string) => string;
    readonly forecast: (turn: number, wind: string) => string;
    readonly shuffled: (name: string) => string;
    readonly centralDrawn: (c: string) => string;
    readonly centralPlaced: (c: string, cell: string) => string;
    readonly centralMoved: (from: string, to: string) => string;
    readonly centralLeft: (c: string, from: string, to: string) => string;
    readonly centralBlown: (from: string, to: string) => string;
    readonly centralBlownOff: (from: string) => string;
    readonly centralRecruited: (name: string, c: string) => string;
    readonly gained: (name: string, action: string) => string;
    readonly given: (c: string, cell: string, name: string) => string;
    readonly recruitChanged: (n: number, from: string, to: string) => string;
    readonly bagged: (colours: string, name: string) => string;
    readonly mimicked: (cell: string, c: string) => string;
    readonly pilfered: (name: string, c: string, from: string) => string;
    readonly bagsSwapped: (a: string, b: string) => string;
    readonly charmed: (a: string, b: string) => string;
    readonly charmerPassed: (name: string) => string;
    readonly drifted: (board: string, from: string, to: string) => string;
    readonly driftedOff: (board: string, from: string) => string;
    readonly outEmptyBag: (name: string) => string;
    readonly decisionNeeded: (name: string) => string;
    readonly drawn: (c: string) => string;
    readonly landed: (c: string, cell: string) => string;
    readonly placed: (c: string, cell: string) => string;
    readonly moved: (from: string, to: string) => string;
    readonly exited: (c: string, from: string) => string;
    readonly swapped: (a: string, b: string) => string;
    readonly recoloured: (cell: string, c: string) => string;
    readonly created: (c: string, cell: string) => string;
    readonly removed: (c: string, cell: string) => string;
    readonly pollinated: (cell: string, c: string) => string;
    readonly joker: (from: string, to: string) => string;
    readonly undone: string;
    readonly turnEnded: (name: string) => string;
    readonly fulfilled: (name: string) => string;
    readonly wind: (d: string) => string;
    readonly blown: (from: string, to: string) => string;
    readonly blownOff: (from: string) => string;
    /** The wind on one board of several: the announcement says whose board each push is on. */
    readonly blownOn: (board: string, from: string, to: string) => string;
    readonly blownOffOn: (board: string, from: string) => string;
    readonly out: (name: string) => string;
    readonly turnStarted: (n: number) => string;
    readonly gameEnded: string;
    readonly choreographyLeft: (n: number) => string;
    readonly halfNoteChoose: string;
  };
  /** RuleError code translations, by exact code then by family (`area`); a function words the error's `params`. */
  readonly errors: Readonly<Record<string, ErrorText>>;
  /**
   * What is wrong in a document, by issue code then by family (`schema`, `replay`, `document`). A code missing here
   * is said in the rules' own words, which are English and name the values concerned.
   */
  readonly issues: Readonly<Record<string, string>>;
  /** What the board says when a part of it that loads on demand (a language, a view) cannot be fetched. */
  readonly loading: {
    /** A language's texts could not be fetched: the board stays in the language it shows. */
    readonly languageFailed: (lang: string) => string;
    /** A part of the board (the replay controls) could not be fetched. */
    readonly partFailed: string;
  };
  /** The `theme` attribute. */
  readonly themes: {
    readonly invalid: (v: string) => string;
  };
  /** The flower board: the tokens' second cue, the turn track on the petals, the wind around it, the zoom on touch. */
  readonly flower: {
    /** A letter or two on each token, unique among the nine colours, so that no colour is told by hue alone. */
    readonly letters: Readonly<Record<Colour, string>>;
    /** The turn shown on the petals once they are all past (discovery and no-limit games go beyond turn 10). */
    readonly turnBadge: (turn: number) => string;
    /** The current petal's spots in words: "2 of 3 actions spent". */
    readonly spent: (spent: number, of: number) => string;
    /** The caption of the wind arrows: "Wind after turn 3: south". */
    readonly windAfter: (turn: number, direction: string) => string;
    readonly windUnknown: (turn: number) => string;
    readonly windLater: (turn: number) => string;
    /** After the last turn of a limited game (R10). */
    readonly noWind: (turn: number) => string;
    /** The status line's words for the same. */
    readonly noWindStatus: string;
    /** The button that leaves a zoomed region of the flower (touch screens). */
    readonly wholeFlower: string;
    /** The label of a flower that gives every flower action, at a higher cost (InspirActrice, R16). */
    readonly allActions: (count: number, factor: number) => string;
  };
  /** The player panels: one per seat, with what the seat holds and whether it is their turn. */
  readonly panels: {
    /** The mark of the seat (or seats, when play is simultaneous) that may act now. */
    readonly toPlay: string;
    readonly bag: string;
    readonly recruit: string;
    readonly earned: string;
    readonly none: string;
  };
  /** The game log: every step in words, grouped by turn. */
  readonly log: {
    readonly title: string;
    readonly turn: (n: number) => string;
    /** Before the first step of a replay: picking it goes back to the setup. */
    readonly setup: string;
    readonly empty: string;
    /** Above the newest lines of a long log: how many earlier steps it leaves out. */
    readonly earlier: (n: number) => string;
  };
  /** The end screen: the sentence, the breakdown's words and its two buttons. */
  readonly end: {
    /**
     * A winner (or several sharing the win), the turn and actions it took them, and their points (`null` when
     * winners who share the win score differently, as a used joker's cost can make them).
     */
    readonly won: (names: string, several: boolean, turn: number, actions: number, points: number | null) => string;
    readonly lostAllOut: string;
    readonly lostTime: string;
    readonly tied: string;
    readonly playAgain: string;
    readonly download: string;
    readonly breakdown: string;
  };
  /** The "How to play" panel: the goal of the mode and schema, then the keys. */
  readonly howTo: {
    readonly title: string;
    readonly goal: (targets: number) => string;
    readonly turns: (limit: number | null) => string;
    readonly ends: (firstWins: boolean) => string;
    readonly wind: (outWhenOff: boolean) => string;
    readonly central: string;
    readonly sequential: string;
    readonly dieWinds: string;
    readonly keys: string;
  };
  /** The schema card beside the board. */
  readonly card: {
    readonly title: string;
    readonly targets: (n: number) => string;
    readonly target: (c: string, cell: string) => string;
    readonly setup: string;
    readonly winds: string;
    readonly windTurn: (turn: number, d: string) => string;
    readonly noWind: (turn: number) => string;
  };
  /** What the board says when something the user or the page asked for changes nothing, and why. */
  readonly feedback: {
    /** A `replay-src` that did not arrive whole within the fetch timeout (in seconds, as the language writes them). */
    readonly replayTimeout: (seconds: string) => string;
    /** A `fetch-timeout` that is no whole number of milliseconds above 0; the default is used. */
    readonly invalidFetchTimeout: (value: string, fallback: string) => string;
    /** A cell of the player's board clicked while nothing is picked and no token there can move. */
    readonly pickColourFirst: string;
    /** A cell clicked while nothing is picked and nothing can be done with a cell now. */
    readonly nothingOnCells: string;
    /** A cell clicked that is not lit while something is picked (`what` names it). */
    readonly notLit: (what: string) => string;
    /** A button that gives every token in line on the StigmaReine (`n` of them) to one player's bag. */
    readonly giveAll: (name: string, n: number) => string;
  };
}

/** The words of a rule error: fixed, or made from the error's values. */
export type ErrorText = string | ((params: ErrorParams) => string);

/** A rule error's values, read safely: a missing or odd value is shown as it is, never thrown on. */
export interface ErrorParams {
  readonly text: (key: string) => string;
  readonly mode: (key: string) => string;
}

/** The texts of one language: every string the element shows. */
export type Translation = Strings;

/** The proper names of the flowers, as the rules spell them: the same in every language. */
export const FLOWER_NAMES = Object.fromEntries(Object.entries(FLOWERS).map(([id, rules]) => [id, rules.name])) as Record<Flower, string>;

/** A text with its first letter in capitals. */
export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
