/**
 * The shape every language's texts share (`Translation`), and what the language tables have in common. Each
 * language lives in a module of its own (`en.ts`, `fr.ts`), typed by this one.
 * @module
 */
import { FLOWERS, type Colour, type CommandType, type DieFace, type Direction, type Flower, type Mode, type SpecialActionId } from '@stigmeria/rules/view';
import type { HintReason, HintReasonCode, HintReasonParams } from '@stigmeria/solver';

/**
 * The languages the board comes with: English, built in, and French, loaded the first time a board shows it. Pages
 * add others with `registerTranslation`.
 */
export const LANGUAGES = ['en', 'fr'] as const;

/** A language the board comes with. */
export type Lang = (typeof LANGUAGES)[number];

/** The basic actions that have a rule text of their own. */
export type BasicActionId = 'draw' | 'land' | 'move' | 'joker' | 'central-joker' | 'central-draw' | 'central-move' | 'central-recruit' | 'last-drift';

/** The shape of a language table. */
export interface Strings {
  /**
   * The nine colours' names, inside labels and sentences ("blue stigmerian", "Recruit zone: blue"), written as they
   * read mid-sentence.
   */
  readonly colours: Readonly<Record<Colour, string>>;
  /** The wind's four directions, inside sentences ("The wind blows south", "Wind after this turn: south"). */
  readonly directions: Readonly<Record<Direction, string>>;
  /** The special actions' names: their buttons, the decisions panel, the game log and the keys of "How to play". */
  readonly actions: Readonly<Record<SpecialActionId, string>>;
  /** The basic actions' names, where the board names one: a pick's prompt ("Land (blue): …") or a decision's button. */
  readonly basics: Readonly<Record<BasicActionId, string>>;
  /**
   * Each action's rule in a sentence: the tooltip of its button, and the line under the special actions while one has
   * the focus.
   */
  readonly rules: Readonly<Record<SpecialActionId | BasicActionId, string>>;
  /** A flower's name in the header: the five flowers are proper names, the competitive ones are words. */
  readonly flowers: Readonly<Record<Flower, string>>;
  /** A mode in words, for messages. */
  readonly modes: Readonly<Record<Mode, string>>;
  /**
   * The player's board: status line, recruit zone, action buttons, cell labels, the end screen's table and the replay
   * controls.
   */
  readonly ui: {
    /**
     * Between a label and its value ("Turn order: …"), where the views join them: French puts a non-breaking
     * space before the colon, so the separator is the language's.
     */
    readonly colon: string;
    /** The heading of the shown grid, and its label, before the player's name ("Board: Player 1"). */
    readonly board: string;
    /** A board named by its player ("the board of Player 2"), in announcements when there are several boards. */
    readonly boardName: (name: string) => string;
    /** The box, where a token that leaves the StigmaReine may go (`announce.centralLeft`). */
    readonly box: string;
    /** The recruit zone's heading and label; also where a StigmaReine token may go (`announce.centralLeft`). */
    readonly recruit: string;
    /** Under the recruit zone: how many tokens (`n`) the player's bag holds. */
    readonly bag: (n: number) => string;
    /** The status line's turn: turn `n` of `of`, the mode's turn limit ("∞" when turns are not limited). */
    readonly turn: (n: number, of: string) => string;
    /** How many actions (`n`) the player has left this turn: the status line and the player panel. */
    readonly actionsLeft: (n: number) => string;
    /** The status line's wind after this turn; `d` is one of `directions`. */
    readonly wind: (d: string) => string;
    /** The heading and label of the player's special actions. */
    readonly specials: string;
    /** A special action's cost (`n` actions), on its button. */
    readonly cost: (n: number) => string;
    /** A special action that can be played now, on its button. */
    readonly available: string;
    /** A special action already played this turn (once per turn), on its button. */
    readonly usedThisTurn: string;
    /** A special action that may not be played before turn `turn`, on its button. */
    readonly tooEarly: (turn: number) => string;
    /** A special action with nothing on the board to play it on, on its button. */
    readonly unavailable: string;
    /** The Draw button (key `d`); a hint that suggests drawing names it too (`hint.press`). */
    readonly draw: string;
    /** The End turn button (key `e`); a hint that suggests ending the turn names it too (`hint.press`). */
    readonly endTurn: string;
    /** The Undo button (key `u`): takes back the last step. */
    readonly undo: string;
    /** The button that takes back every step of the turn. */
    readonly restartTurn: string;
    /** The label before the joker's buttons (once per game: four recruit tokens of a colour for four of another). */
    readonly joker: string;
    /** A joker button: four `from` tokens for four `to` tokens (colour names). */
    readonly jokerSwap: (from: string, to: string) => string;
    /** The button that moves the picked stigmerian off the board from row J (key `o`). */
    readonly off: string;
    /** The button that drops the pick in progress (key Escape). */
    readonly cancel: string;
    /** The button that stops a Choreography before its last move (key `s`). */
    readonly stop: string;
    /** By the action buttons during a Choreography: how many more moves (`n`) it allows, or stop. */
    readonly choreographyPending: (n: number) => string;
    /** By the action buttons during a Half Note: pick the cell that keeps the white. */
    readonly halfNotePending: string;
    /** The label of the player panels' tab list. */
    readonly players: string;
    /** A player's name when the game gives none: player number `n`, from 1. */
    readonly player: (n: number) => string;
    /** Above the grid when there are several players: whose board is shown (`name`). */
    readonly showing: (name: string) => string;
    /** A player panel's status: still playing (followed by the actions left). */
    readonly statusPlaying: string;
    /** A player panel's status: the player fulfilled the schema. */
    readonly statusFulfilled: string;
    /** A player panel's status: the player is out (followed by the reason). */
    readonly statusOut: string;
    /** A player panel's status: the player has ended this turn and waits for the others. */
    readonly turnEnded: string;
    /** A cell's label when no token is on it. */
    readonly empty: string;
    /** A cell's label for a stigmerian of colour `c`. */
    readonly stigmerian: (c: string) => string;
    /** A cell's label for a pollen of colour `c`. */
    readonly pollen: (c: string) => string;
    /** Added to a cell's label where the schema wants a pollen of colour `c`. */
    readonly target: (c: string) => string;
    /** Added to a cell's label while the pick in progress may go there. */
    readonly highlighted: string;
    /** Added to the label of the cell picked first (a move's token, an exchange's first cell). */
    readonly selected: string;
    /** The prompt while an action (`what`, its name) waits for its cell. */
    readonly pickTarget: (what: string) => string;
    /** The prompt while an action (`what`) that takes two cells waits for the second. */
    readonly pickSecond: (what: string) => string;
    /** The end screen's heading and label. */
    readonly endTitle: string;
    /** The end screen's ranking: the rank column's heading. */
    readonly rank: string;
    /** The end screen's ranking: the player column's heading. */
    readonly name: string;
    /** The end screen's ranking: the total score column's heading. */
    readonly total: string;
    /** A line of the score breakdown: the points of the schema's level. */
    readonly level: string;
    /** A line of the score breakdown: the points for actions not spent. */
    readonly unusedActions: string;
    /** A line of the score breakdown: the points for each turn after the finishing one, up to turn 10. */
    readonly laterTurns: string;
    /** A line of the score breakdown: the points of the tokens left in the recruit zone. */
    readonly recruitPoints: string;
    /** A line of the score breakdown: the cost of a joker played. */
    readonly jokerPoints: string;
    /** A line of the score breakdown: the point lost when the schema was not fulfilled. */
    readonly failure: string;
    /** Why a player's game ended, in the ranking: they fulfilled the schema. */
    readonly reasonFulfilled: string;
    /** Why a player's game ended, in the ranking: they were put out. */
    readonly reasonOut: string;
    /** Why a player's game ended, in the ranking: the turns ran out. */
    readonly reasonTime: string;
    /** The replay controls: the button (its label and tooltip) that goes back to the setup. */
    readonly first: string;
    /** The replay controls: the button that goes one step back. */
    readonly previous: string;
    /** The replay controls: the play/pause button while paused. */
    readonly play: string;
    /** The replay controls: the play/pause button while playing. */
    readonly pause: string;
    /** The replay controls: the button that goes one step on. */
    readonly next: string;
    /** The replay controls: the button that goes to the last step. */
    readonly last: string;
    /** The replay controls: the label of the speed list. */
    readonly speed: string;
    /**
     * The replay position, `n` steps of `total` applied: the position's label, and said after a jump or a step that
     * says nothing else.
     */
    readonly stepOf: (n: number, total: number) => string;
    /** The replay controls: the label of the slider that moves through the replay. */
    readonly scrubber: string;
    /** The keyboard map of "How to play": each pair is the keys, then what they do. */
    readonly keys: readonly (readonly [string, string])[];
    /** The difficulty drawn as `n` star characters, in the header and on the schema card (`starsLabel` says it). */
    readonly stars: (n: number) => string;
    /** Shown while a `replay-src` document is being fetched. */
    readonly loading: string;
    /** The difficulty in words, for assistive technologies (the stars are drawn characters). */
    readonly starsLabel: (n: number) => string;
  };
  /**
   * The inline message (`part="message"`), also the `message` of `stigmeria-error`: what the board cannot use, and what
   * it does instead.
   */
  readonly messages: {
    /** The `schema` attribute names no catalogue schema (`id`, quoted); the default one is shown. */
    readonly unknownSchema: (id: string) => string;
    /** The `schemaData` document is not a valid schema; the last good game stays. */
    readonly invalidSchema: string;
    /** The `players` attribute (`v`, quoted) is not a number from `fewest` to `most` in the mode; the fewest play. */
    readonly invalidPlayers: (v: string, fewest: number, most: number) => string;
    /** The `mode` attribute (`v`, quoted) is not a playable mode; normal is played. */
    readonly invalidMode: (v: string) => string;
    /** The `step` attribute or property (`v`, quoted) is not a step of the replay; the cursor stays. */
    readonly invalidStep: (v: string) => string;
    /** The `lang` attribute (`v`, quoted) is not a language of the board; English is shown. */
    readonly invalidLang: (v: string) => string;
    /** The rules refused the game's setup; `m` is the rules' error, in words (see `errors`). */
    readonly setupFailed: (m: string) => string;
    /** The `replay-src` document could not be fetched; `status` is the HTTP status or the network error. */
    readonly replayFetch: (status: string) => string;
    /** The `replay-src` document is not JSON. */
    readonly replayJson: string;
    /** The replay is not a valid replay document; `m` says why (see `issues` and `errors`). */
    readonly replayInvalid: (m: string) => string;
    /** An issue of a document: what is wrong, and at which JSON Pointer. */
    readonly issueAt: (what: string, path: string) => string;
    /** A replay's step `n` is not legal, or does not give the events it records. */
    readonly replayStep: (n: number) => string;
    /** A command was played (by a click, a key or `play()`) while a replay is shown. */
    readonly replayMode: string;
    /** A command was played before any game was set up. */
    readonly noGame: string;
  };
  /**
   * The opt-in hint (the `hints` attribute): its button, its busy state (also the end panel's while it looks for the
   * best lines) and the suggestion it shows.
   */
  readonly hint: {
    /** The hint button (with the `hints` attribute). */
    readonly button: string;
    /** The hint button, and the end panel, while the best lines are being looked for. */
    readonly busy: string;
    /** Before the reason: "Hint: lands the blue that the target at A3 needs". */
    readonly prefix: string;
    /** Added to the label of a cell the suggested command uses. */
    readonly suggested: string;
    /** No suggestion could be found for the position. */
    readonly failed: string;
    /** The suggested command uses no cell: which button plays it. */
    readonly press: (button: string) => string;
  };
  /** The StigmaReine, turn order, earned actions, the die and every decision of competitive and no-limit play. */
  readonly table: {
    /**
     * The StigmaReine, the central board of competitive play: its heading and label, its flower's name and a Last
     * Drift's target.
     */
    readonly central: string;
    /** Before a cell's name in the labels of the StigmaReine's cells ("StigmaReine C4"). */
    readonly centralCell: string;
    /** The StigmaReine's recruit zone: its label, and where a StigmaReine token may go (`announce.centralLeft`). */
    readonly centralRecruit: string;
    /** How many central actions (`n`) the player has left on the StigmaReine this turn. */
    readonly centralLeft: (n: number) => string;
    /** Beside the StigmaReine: the player has already moved a StigmaReine token this turn. */
    readonly centralMoveSpent: string;
    /** Beside the StigmaReine: the player may still move one StigmaReine token this turn. */
    readonly centralMoveOpen: string;
    /** The decisions panel's heading and label: the choices that are not made on a board. */
    readonly decisions: string;
    /** The label before the turn order, the players' names in the order they play. */
    readonly order: string;
    /** A player panel's mark: the first player of this turn (sequential play). */
    readonly first: string;
    /** A player panel's mark: the player whose move it is. */
    readonly active: string;
    /** A player panel's mark: the player has a decision to take. */
    readonly deciding: string;
    /** A player panel: how many tokens (`n`) are in their bag. */
    readonly bagShort: (n: number) => string;
    /** A player panel: how many tokens (`n`) are in their recruit zone. */
    readonly recruitShort: (n: number) => string;
    /** A player panel: how many special actions (`n`) the player has earned. */
    readonly ownedShort: (n: number) => string;
    /** Why a player is out, after `ui.statusOut`: the wind pushed a token off their board. */
    readonly outWind: string;
    /** Why a player is out, after `ui.statusOut`: their bag is empty. */
    readonly outEmptyBag: string;
    /** The joker's state: the player may still play it. */
    readonly jokerAvailable: string;
    /** The joker's state: the player has played it. */
    readonly jokerUsed: string;
    /** The joker's state: the game is played without it. */
    readonly jokerOff: string;
    /** The heading and label of the wind forecast, the winds of the turns to come. */
    readonly forecast: string;
    /** A forecast line's turn (`turn`), before its wind. */
    readonly forecastTurn: (turn: number) => string;
    /** The forecast's last line: the turns after the forecast. */
    readonly later: string;
    /** What the forecast says of the later turns: their wind is rolled when it blows. */
    readonly laterText: string;
    /** A forecast wind that has not been rolled yet. */
    readonly notRolled: string;
    /** A wind left unknown (the wind die's choice), in the forecast and its announcement. */
    readonly unknown: string;
    /** The status line's wind after this turn when it was left unknown. */
    readonly windUnknown: string;
    /** The status line's wind after this turn when it is rolled as it blows. */
    readonly windLater: string;
    /** The label before the die's last roll. */
    readonly lastRoll: string;
    /** In place of the last roll before the die was first rolled. */
    readonly noRoll: string;
    /**
     * The twelve faces of the die in words: the last roll, the wind die's decision and the `announce.rolled` sentence.
     */
    readonly faces: Readonly<Record<DieFace, string>>;
    /** What the die was rolled for, after its face ("for the wind"). */
    readonly purpose: Readonly<Record<'wind' | 'fog-die' | 'last-drift', string>>;
    /** A button of the decisions panel while the StigmaReine is empty: the token of colour `c` that goes on A5. */
    readonly a5: (c: string) => string;
    /** The decision while the StigmaReine is empty: which token goes on A5. */
    readonly a5Pending: string;
    /** The decisions panel's Draw and Place button (draws a token for the StigmaReine). */
    readonly centralDraw: string;
    /** The decision after a Draw and Place: put the drawn token of colour `c` on a lit StigmaReine cell. */
    readonly placePending: (c: string) => string;
    /** The decision after an alignment: the player chooses `n` special actions to earn. */
    readonly gainPending: (n: number) => string;
    /** The decision after an alignment: the `n` tokens in line leave the StigmaReine for a bag, to choose. */
    readonly givePending: (n: number) => string;
    /** A button of that decision: the token goes into the bag of the player `name`. */
    readonly giveTo: (name: string) => string;
    /** The decision after a Fog Die: land the new token of colour `c` on a lit cell. */
    readonly fogPending: (c: string) => string;
    /** The decision of a Last Drift: the die showed `face` against `target` (`own`, `central` or `boardOf`). */
    readonly driftPending: (face: string, target: string) => string;
    /** The decision after a Black Night roll: one special action, played for free. */
    readonly freeSpecialPending: string;
    /** The decision of Charmer: two recruit-zone tokens of two players to swap, or pass. */
    readonly charmerPending: string;
    /**
     * The wind die's decision: for turn `turn` it shows `face` (one of `faces`); roll again, leave it unknown or take
     * it.
     */
    readonly windPending: (turn: number, face: string) => string;
    /** A button of the wind die's decision: roll it again. */
    readonly reroll: string;
    /** A button of the wind die's decision: leave the wind unknown until it blows. */
    readonly leaveUnknown: string;
    /** A button of the wind die's decision: the wind blows `d` (one of `directions`). */
    readonly windTo: (d: string) => string;
    /** A Last Drift button: roll against `target` (`own`, `central` or `boardOf`). */
    readonly drift: (target: string) => string;
    /** The player's own board, as a Last Drift's target. */
    readonly own: string;
    /** Another player's board (`name`), as a Last Drift's target. */
    readonly boardOf: (name: string) => string;
    /** The button that passes on Charmer. */
    readonly pass: string;
    /** The button that confirms the tokens chosen for Prediction or Charmer. */
    readonly confirm: string;
    /** The Fog Die's button: roll the die. */
    readonly roll: string;
    /** A colour button (`c`) of Copy, Mimicry, the StigmaReine's joker or a Last Drift's landing. */
    readonly colourChoice: (c: string) => string;
    /** A No harm no foul button: four `from` recruit tokens become four `to`. */
    readonly swap: (from: string, to: string) => string;
    /** A Pilferer button: take the top token of the bag of the player `name`. */
    readonly fromPlayer: (name: string) => string;
    /** A Sower button: a token of colour `c` into the bag of the player `name`. */
    readonly sow: (c: string, name: string) => string;
    /** A Jealousy button: swap bags with the player `name`. */
    readonly swapBags: (name: string) => string;
    /** A token of Charmer: the player `name`'s recruit token of colour `c`, on its toggle and in `announce.charmed`. */
    readonly token: (name: string, c: string) => string;
    /** Above Prediction's colour toggles: choose three colours, then confirm. */
    readonly predictionHint: string;
    /** Above Charmer's token toggles: choose two tokens of two players, then confirm. */
    readonly charmerHint: string;
    /**
     * A button that starts an action offered now (`name`: the StigmaReine's joker, or a special action a Black Night
     * gives for free), with its rule after it.
     */
    readonly start: (name: string) => string;
    /** A line of the score breakdown: the points lost for finishing after turn 10 (solo no limit). */
    readonly lateTurns: string;
    /** The heading of another player's grid while a Last Drift aims at it, before their name. */
    readonly target: string;
  };
  /** The events of a step as sentences: said in the `aria-live` region after each step, and the game log's lines. */
  readonly announce: {
    /** The player `name` plays first this turn. */
    readonly firstPlayer: (name: string) => string;
    /**
     * The player `name` rolled the die: `face` (one of `table.faces`) and what for (`purpose`, one of `table.purpose`).
     */
    readonly rolled: (name: string, face: string, purpose: string) => string;
    /** The wind of turn `turn` is now known: `wind`, a direction or `table.unknown`. */
    readonly forecast: (turn: number, wind: string) => string;
    /** The bag of the player `name` is shuffled. */
    readonly shuffled: (name: string) => string;
    /** A token of colour `c` is drawn for the StigmaReine. */
    readonly centralDrawn: (c: string) => string;
    /** A token of colour `c` goes on the StigmaReine's cell `cell`. */
    readonly centralPlaced: (c: string, cell: string) => string;
    /** A StigmaReine token moves from the cell `from` to `to`. */
    readonly centralMoved: (from: string, to: string) => string;
    /**
     * A StigmaReine token of colour `c` leaves the cell `from` for `to` (`table.centralRecruit`, `ui.recruit` or
     * `ui.box`).
     */
    readonly centralLeft: (c: string, from: string, to: string) => string;
    /** The wind pushes a StigmaReine token from `from` to `to`. */
    readonly centralBlown: (from: string, to: string) => string;
    /** The wind pushes the StigmaReine token at `from` off, to the StigmaReine's recruit zone. */
    readonly centralBlownOff: (from: string) => string;
    /** The player `name` recruits a token of colour `c` from the StigmaReine's recruit zone. */
    readonly centralRecruited: (name: string, c: string) => string;
    /** The player `name` earns the special action `action` (its name). */
    readonly gained: (name: string, action: string) => string;
    /** The token of colour `c` at StigmaReine `cell` goes into the bag of the player `name`. */
    readonly given: (c: string, cell: string, name: string) => string;
    /** `n` recruit tokens of colour `from` become `n` of colour `to` (No harm no foul). */
    readonly recruitChanged: (n: number, from: string, to: string) => string;
    /** Tokens (`colours`, their colour names joined) go into the bag of the player `name`. */
    readonly bagged: (colours: string, name: string) => string;
    /** The stigmerian at `cell` takes the colour `c` (Mimicry). */
    readonly mimicked: (cell: string, c: string) => string;
    /** The player `name` takes a token of colour `c` from the bag of the player `from` (Pilferer). */
    readonly pilfered: (name: string, c: string, from: string) => string;
    /** The players `a` and `b` swap bags (Jealousy). */
    readonly bagsSwapped: (a: string, b: string) => string;
    /** Charmer swaps two tokens, `a` and `b`, each worded by `table.token`. */
    readonly charmed: (a: string, b: string) => string;
    /** The player `name` passes on Charmer. */
    readonly charmerPassed: (name: string) => string;
    /** A Last Drift moves the token at `from` to `to` on `board` (worded by `ui.boardName`). */
    readonly drifted: (board: string, from: string, to: string) => string;
    /** A Last Drift moves the token at `from` off `board` (worded by `ui.boardName`). */
    readonly driftedOff: (board: string, from: string) => string;
    /** The player `name` is out: their bag is empty. */
    readonly outEmptyBag: (name: string) => string;
    /** The player `name` has a decision to take (the decisions panel shows it). */
    readonly decisionNeeded: (name: string) => string;
    /** A token of colour `c` is drawn from the bag into the recruit zone. */
    readonly drawn: (c: string) => string;
    /** A token of colour `c` lands on the cell `cell`. */
    readonly landed: (c: string, cell: string) => string;
    /** A token of colour `c` is laid on the cell `cell` by Fulgurance. */
    readonly placed: (c: string, cell: string) => string;
    /** A stigmerian moves from the cell `from` to `to`. */
    readonly moved: (from: string, to: string) => string;
    /** A stigmerian of colour `c` leaves the board from the cell `from`. */
    readonly exited: (c: string, from: string) => string;
    /** The tokens at the cells `a` and `b` swap places. */
    readonly swapped: (a: string, b: string) => string;
    /** The token at `cell` becomes colour `c`. */
    readonly recoloured: (cell: string, c: string) => string;
    /** A new token of colour `c` appears on the cell `cell`. */
    readonly created: (c: string, cell: string) => string;
    /** The token of colour `c` is taken off the cell `cell`. */
    readonly removed: (c: string, cell: string) => string;
    /** The stigmerian at `cell` becomes a pollen of colour `c`. */
    readonly pollinated: (cell: string, c: string) => string;
    /** The joker: four recruit tokens of colour `from` become four of colour `to`. */
    readonly joker: (from: string, to: string) => string;
    /** The last step is taken back. */
    readonly undone: string;
    /** The player `name` ends the turn. */
    readonly turnEnded: (name: string) => string;
    /** The player `name` fulfils the schema. */
    readonly fulfilled: (name: string) => string;
    /** The wind blows `d` (one of `directions`). */
    readonly wind: (d: string) => string;
    /** The wind pushes the token at `from` to `to` (one board only). */
    readonly blown: (from: string, to: string) => string;
    /** The wind pushes the token at `from` off the board (one board only). */
    readonly blownOff: (from: string) => string;
    /** The wind on one board of several: the announcement says whose board each push is on. */
    readonly blownOn: (board: string, from: string, to: string) => string;
    /** The wind pushes the token at `from` off `board` (worded by `ui.boardName`), with several boards. */
    readonly blownOffOn: (board: string, from: string) => string;
    /** The player `name` is out: the wind pushed a token off their board. */
    readonly out: (name: string) => string;
    /** Turn `n` begins. */
    readonly turnStarted: (n: number) => string;
    /** The game is over. */
    readonly gameEnded: string;
    /** A Choreography may still make `n` moves. */
    readonly choreographyLeft: (n: number) => string;
    /** A Half Note waits for the cell that keeps the white. */
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
    /** A page's script played a command before the rules of commands arrived (`board/not-ready`). */
    readonly notReady: string;
    readonly partFailed: string;
  };
  /** The `theme` attribute. */
  readonly themes: {
    /** The `theme` attribute (`v`) is not `light`, `dark` or `auto`; the board follows the system's colours. */
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
    /** The caption of the wind arrows when the wind after turn `turn` was left unknown. */
    readonly windUnknown: (turn: number) => string;
    /** The caption of the wind arrows when the wind after turn `turn` is rolled as it blows. */
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
    /** Before a player panel's recruit tokens (said to assistive technologies). */
    readonly recruit: string;
    /** Before a player panel's earned special actions. */
    readonly earned: string;
    /** In place of an empty list in a player panel (no recruit token, no earned action). */
    readonly none: string;
  };
  /** The game log: every step in words, grouped by turn. */
  readonly log: {
    /** The game log's heading. */
    readonly title: string;
    /** The heading and label of a turn's lines in the log (turn `n`). */
    readonly turn: (n: number) => string;
    /** Before the first step of a replay: picking it goes back to the setup. */
    readonly setup: string;
    /** The log before any step is played. */
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
    /** The end screen's sentence when every player is out. */
    readonly lostAllOut: string;
    /** The end screen's sentence when the game ended without anyone fulfilling the schema. */
    readonly lostTime: string;
    /** After a rank in the ranking that several players share. */
    readonly tied: string;
    /** The end screen's button that starts the game again (as `reset()` does). */
    readonly playAgain: string;
    /** The end screen's link that saves the game as a replay file. */
    readonly download: string;
    /** The label and caption of the end screen's score table. */
    readonly breakdown: string;
  };
  /** The "How to play" panel: the goal of the mode and schema, then the keys. */
  readonly howTo: {
    /** The "How to play" panel's summary, which opens it. */
    readonly title: string;
    /** The goal: end with exactly the schema's `targets` target pollens on the board, and no other token. */
    readonly goal: (targets: number) => string;
    /** How many turns the mode gives (`limit`; `null` when turns are not limited) and how many actions a turn gives. */
    readonly turns: (limit: number | null) => string;
    /** How the game is won: `firstWins` when it ends with the turn someone fulfils the schema, else by points. */
    readonly ends: (firstWins: boolean) => string;
    /** What the wind does after each turn; `outWhenOff` when a token pushed off the board puts its player out. */
    readonly wind: (outWhenOff: boolean) => string;
    /** In competitive modes: everyone also plays on the StigmaReine. */
    readonly central: string;
    /** When players act one after the other, from the turn's first player. */
    readonly sequential: string;
    /** In no-limit modes: the wind is rolled on the die. */
    readonly dieWinds: string;
    /** The heading of the keyboard map (`ui.keys`, then a key per special action). */
    readonly keys: string;
  };
  /** The schema card beside the board. */
  readonly card: {
    /** The schema card's label. */
    readonly title: string;
    /** The number of the schema's targets (`n`). */
    readonly targets: (n: number) => string;
    /** A token in the card's lists of targets and setup tokens: colour `c` at `cell`. */
    readonly target: (c: string, cell: string) => string;
    /** The label before the tokens the schema puts on the board at the start. */
    readonly setup: string;
    /** The heading of the card's winds, one per turn. */
    readonly winds: string;
    /** A wind of the card: after turn `turn` it blows `d` (one of `directions`). */
    readonly windTurn: (turn: number, d: string) => string;
    /** The card's last turn (`turn`): no wind after it. */
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
  /** Online play (`server`, `room`, `seat`): the connection, the seats, the room's refusals. */
  readonly online: {
    /** The connection's status, shown and announced. */
    readonly status: Readonly<Record<'connecting' | 'connected' | 'reconnecting' | 'closed', string>>;
    /** The room's id, as a label. */
    readonly room: (id: string) => string;
    /** Which seat this board plays. */
    readonly playing: (name: string) => string;
    readonly watching: string;
    /** Another seat's player dropped out and may come back. */
    readonly away: (name: string) => string;
    /** A seat nobody holds yet. */
    readonly open: (name: string) => string;
    /** `server` without `room`. */
    readonly noRoom: string;
    /** The room could not be created or joined: `why` says why. */
    readonly cannotJoin: (why: string) => string;
    /** The connection dropped and could not be made again. */
    readonly lost: string;
    /** A message from the room failed its checks (`path` is where). */
    readonly badMessage: (path: string) => string;
    /** An event from the room could not be applied; the board asks for the whole game again. */
    readonly badEvent: (path: string) => string;
    /** The words of the room's own codes (`seat/not-yours`…); the rules' codes are worded as everywhere else. */
    readonly codes: Readonly<Record<string, string>>;
  };
  /** Computer players (the `bots` attribute). */
  readonly computer: {
    /** A `bots` value the board cannot read (`value`, as written): it names no seat of the game, a seat twice, or no level. */
    readonly invalid: (value: string) => string;
    /** The bots' file did not load: the computer's seats wait. */
    readonly unavailable: string;
    /** After a player's name in the player panels: the seat is the computer's, at `level` (as written in `bots`). */
    readonly tag: (level: string) => string;
    /** A further mark of the computer's seat while its bot chooses a move. */
    readonly thinking: string;
  };
  /**
   * A hint's reason in words (the `hints` attribute): the solver gives a code with values, the board words it here.
   * Optional: the board's own English and French words are not in `en.ts` and `fr.ts` but in `hint-reasons-en.ts` and
   * `hint-reasons-fr.ts`, which load with the solver, since a reason is shown only with a hint. A table a page
   * registers may give them (all, or some commands and codes); what it leaves out is said in English.
   */
  readonly hintReasons?: HintReasonTexts;
  /** Online play beyond the connection: the `seat` asked for, and the end of an online game. */
  readonly onlineGame: {
    /** A `seat` value that names no seat (`value`, as written): no room is joined. */
    readonly invalidSeat: (value: string) => string;
    /** The end screen's button of an online game: a new room for the same seats. */
    readonly again: string;
    /** Before the link that other players open to join this board's room. */
    readonly share: string;
  };
}

/** The commands a hint's reason may name that have no name in `actions` or `basics`. */
export type OtherCommandId = Exclude<CommandType, SpecialActionId | BasicActionId>;

/** What the text of a hint's reason is given besides the reason's values: the language's own names. */
export interface ReasonWords {
  /** A colour's name (`colours`). */
  readonly colour: (c: Colour) => string;
  /** Any command's name (`actions`, `basics` or `hintReasons.commands`). */
  readonly command: (type: CommandType) => string;
  /** A player's name, by seat. */
  readonly player: (seat: number) => string;
  /** The words of the reason inside a `hopeless` one. */
  readonly reason: (reason: HintReason) => string;
}

/** The words of hints' reasons in one language. */
export interface HintReasonTexts {
  /** The names of the commands that neither `actions` nor `basics` names. */
  readonly commands: Readonly<Record<OtherCommandId, string>>;
  /**
   * One text per code of the solver's `HintReason`, from the reason's values (each code's values are documented
   * with `HintReasonParams` in `@stigmeria/solver`), said after `hint.prefix`.
   */
  readonly codes: { readonly [C in HintReasonCode]: (params: HintReasonParams[C], words: ReasonWords) => string };
}

/** Hints' reasons as a page may give them (`registerTranslation`): any command or code it leaves out is said in English. */
export interface PartialHintReasonTexts {
  /** Some or all of `HintReasonTexts`' names of commands. */
  readonly commands?: Partial<HintReasonTexts['commands']>;
  /** Some or all of `HintReasonTexts`' texts of codes. */
  readonly codes?: Partial<HintReasonTexts['codes']>;
}

/** The words of a rule error: fixed, or made from the error's values. */
export type ErrorText = string | ((params: ErrorParams) => string);

/** A rule error's values, read safely: a missing or odd value is shown as it is, never thrown on. */
export interface ErrorParams {
  /** The value named `key` as written (cut short if long); empty when the error has none. */
  readonly text: (key: string) => string;
  /** The value named `key` as a mode's name in the language (see `modes`), or as written when it is no mode. */
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
