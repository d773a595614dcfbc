/**
 * Every string the element shows, in English and French. One table per language; `strings(lang)` picks it.
 * Rule texts are short summaries of RULINGS R8, R9 and R18 written for players.
 * @module
 */
import { FLOWERS, type Colour, type DieFace, type Direction, type Flower, type Mode, type RuleError, type SpecialActionId } from '@stigmeria/rules';

/** A language the element speaks. */
export type Lang = 'en' | 'fr';

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
}

/** The words of a rule error: fixed, or made from the error's values. */
export type ErrorText = string | ((params: ErrorParams) => string);

/** A rule error's values, read safely: a missing or odd value is shown as it is, never thrown on. */
export interface ErrorParams {
  readonly text: (key: string) => string;
  readonly mode: (key: string) => string;
}

/** The proper names of the flowers, as the rules spell them: the same in every language. */
const FLOWER_NAMES = Object.fromEntries(Object.entries(FLOWERS).map(([id, rules]) => [id, rules.name])) as Record<Flower, string>;

/** English chooses "an" before a vowel sound ("an orange pollen"); the colour names are all read as spelt. */
function article(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

const en: Strings = {
  colours: {
    blue: 'blue',
    yellow: 'yellow',
    red: 'red',
    orange: 'orange',
    green: 'green',
    violet: 'violet',
    brown: 'brown',
    white: 'white',
    black: 'black',
  },
  directions: { north: 'north', south: 'south', east: 'east', west: 'west' },
  actions: {
    mixing: 'Mixing',
    combination: 'Combination',
    fulgurance: 'Fulgurance',
    choreography: 'Choreography',
    diagonal: 'Diagonal',
    exchange: 'Exchange',
    'fast-step': 'Fast Step',
    'half-note': 'Half Note',
    'quarter-note': 'Quarter Note',
    'two-beats': 'Two Beats',
    rest: 'Rest',
    'no-harm-no-foul': 'No harm no foul',
    copy: 'Copy',
    prediction: 'Prediction',
    mimicry: 'Mimicry',
    'fog-die': 'Fog Die',
    pilferer: 'Pilferer',
    sower: 'Sower',
    jealousy: 'Jealousy',
    charmer: 'Charmer',
  },
  basics: {
    draw: 'Draw',
    land: 'Land',
    move: 'Move',
    joker: 'Joker',
    'central-joker': 'Joker on the StigmaReine',
    'central-draw': 'Draw and Place',
    'central-move': 'Move on the StigmaReine',
    'central-recruit': 'Recruit on the StigmaReine',
    'last-drift': 'Last Drift',
  },
  rules: {
    draw: 'Take the top token of your bag into your recruit zone (1 action).',
    land: 'Put a recruit-zone token on an empty cell: row A on an empty board, otherwise next to a token (1 action).',
    move: 'Move a stigmerian one step up, down, left or right to an empty cell, or off the board from row J (1 action).',
    joker: 'Once per game, for free: swap 4 recruit-zone tokens of one primary colour for 4 of another; costs 5 points.',
    mixing: 'Two adjacent primary stigmerians of different colours both turn into the colour they mix into.',
    combination: 'A stigmerian surrounded on all 8 sides, with at least 2 blue, 2 red and 2 yellow around it, turns brown.',
    fulgurance: 'With 5 or more tokens in the bag, lay the top 5 left to right on 5 empty cells in a row, the first on a landing cell.',
    choreography: 'From turn 3, once per turn: up to turn − 2 different stigmerians each move one step; you may stop early.',
    diagonal: 'Move one stigmerian one diagonal step to an empty cell.',
    exchange: 'Two adjacent stigmerians swap places.',
    'fast-step': 'From turn 3, once per turn: one stigmerian moves up to turn − 2 steps through empty cells, stopping where it becomes pollen.',
    'half-note': 'Two adjacent black stigmerians merge into one white, on the cell you choose.',
    'quarter-note': 'A white stigmerian turns black and a new black appears on an empty adjacent cell.',
    'two-beats': 'A new white appears on an empty cell whose 8 neighbours are all occupied.',
    rest: 'Once per turn: send any one token, stigmerian or pollen, back to the box.',
    'no-harm-no-foul': '4 recruit-zone tokens of one primary colour become 4 of another primary colour.',
    copy: 'Once per turn: a primary stigmerian takes another primary colour.',
    prediction: 'Once per turn: 3 tokens of 3 different colours go from the box into your bag.',
    mimicry: 'The last token you landed, if still a stigmerian, takes the colour of a token next to it; each colour once per turn (3 actions).',
    'fog-die': 'Once per turn: roll the die and land a new token of the colour it shows, under the landing rule.',
    pilferer: 'Free, once per turn: take the top token of another player’s bag into your recruit zone.',
    sower: 'Free, once per turn: put a token of a colour the schema does not use into another player’s bag.',
    jealousy: 'Once per game, before any personal action, with 5 or more tokens in your bag: swap bags with another player.',
    charmer: 'Free, once per turn, after everyone ends the turn: swap a recruit-zone token of one player with one of another.',
    'central-joker': 'Once per game: put one of your recruit-zone tokens on the StigmaReine instead of a central action.',
    'central-draw': 'Draw the top token of your bag and place it on the StigmaReine next to a token; 3 in a row or column of its colour earns an action.',
    'central-move': 'Once per turn: move a StigmaReine token one step, or off from row J to its recruit zone.',
    'central-recruit': 'Take a token of the StigmaReine recruit zone into yours (2 actions).',
    'last-drift': 'Free, once per turn, before any other action: roll the die against your board, the StigmaReine or an opponent’s board.',
  },
  flowers: FLOWER_NAMES,
  modes: {
    discovery: 'discovery',
    normal: 'normal',
    competitive: 'competitive',
    'competitive-no-limit': 'competitive no limit',
    'solo-no-limit': 'solo no limit',
  },
  ui: {
    colon: ': ',
    board: 'Board',
    boardName: (name) => `the board of ${name}`,
    box: 'the box',
    recruit: 'Recruit zone',
    bag: (n) => `Bag: ${n} token${n === 1 ? '' : 's'}`,
    turn: (n, of) => `Turn ${n} / ${of}`,
    actionsLeft: (n) => `${n} action${n === 1 ? '' : 's'} left this turn`,
    wind: (d) => `Wind after this turn: ${d}`,
    specials: 'Special actions',
    cost: (n) => `cost ${n}`,
    available: 'available',
    usedThisTurn: 'used this turn',
    tooEarly: (t) => `from turn ${t}`,
    unavailable: 'no legal target',
    draw: 'Draw',
    endTurn: 'End turn',
    undo: 'Undo',
    restartTurn: 'Restart turn',
    joker: 'Joker',
    jokerSwap: (from, to) => `4 ${from} → 4 ${to}`,
    off: 'Off the board',
    cancel: 'Cancel',
    stop: 'Stop',
    choreographyPending: (n) => `Choreography: up to ${n} more move${n === 1 ? '' : 's'}, or stop.`,
    halfNotePending: 'Half Note: choose the cell that keeps the white.',
    players: 'Players',
    player: (n) => `Player ${n}`,
    showing: (name) => `Showing the board of ${name}`,
    statusPlaying: 'playing',
    statusFulfilled: 'fulfilled',
    statusOut: 'out',
    turnEnded: 'turn ended',
    empty: 'empty',
    stigmerian: (c) => `${c} stigmerian`,
    pollen: (c) => `${c} pollen`,
    target: (c) => `target: ${c}`,
    highlighted: 'highlighted',
    selected: 'selected',
    pickTarget: (what) => `${what}: pick a highlighted cell.`,
    pickSecond: (what) => `${what}: pick the second highlighted cell.`,
    endTitle: 'Game over',
    rank: 'Rank',
    name: 'Player',
    total: 'Total',
    level: 'Level',
    unusedActions: 'Unused actions',
    laterTurns: 'Later turns',
    recruitPoints: 'Recruit zone',
    jokerPoints: 'Joker',
    failure: 'Not fulfilled',
    reasonFulfilled: 'fulfilled',
    reasonOut: 'out',
    reasonTime: 'out of time',
    winners: (names) => `Winner: ${names}`,
    noWinner: 'Nobody fulfilled the schema.',
    first: 'First step',
    previous: 'Previous step',
    play: 'Play',
    pause: 'Pause',
    next: 'Next step',
    last: 'Last step',
    speed: 'Speed',
    stepOf: (n, total) => `Step ${n} / ${total}`,
    scrubber: 'Replay position',
    help: 'Keyboard',
    keys: [
      ['Arrows, Home, End', 'move on the board'],
      ['Enter, Space', 'pick a token, drop it on a highlighted cell'],
      ['Escape', 'cancel'],
      ['r', 'pick the next recruit colour to land'],
      ['d', 'draw'],
      ['e', 'end turn'],
      ['u', 'undo'],
      ['o', 'move off the board'],
      ['s', 'stop (Choreography)'],
      ['p', 'next player'],
    ],
    stars: (n) => `${'★'.repeat(n)}`,
    starsLabel: (n) => (n === 1 ? '1 star' : `${n} stars`),
    loading: 'Loading the replay…',
  },
  messages: {
    unknownSchema: (id) => `There is no schema "${id}"; showing the default one.`,
    invalidSchema: 'This schema document is not valid; showing the last good game.',
    invalidPlayers: (v, fewest, most) => `"${v}" is not a number of players from ${fewest} to ${most} in this mode; playing with ${fewest}.`,
    invalidMode: (v) => `"${v}" is not a playable mode; playing normal.`,
    invalidStep: (v) => `"${v}" is not a step of this replay.`,
    invalidLang: (v) => `"${v}" is not a language of this board; showing English.`,
    setupFailed: (m) => `The game could not start: ${m}`,
    replayFetch: (status) => `The replay could not be loaded (${status}).`,
    replayJson: 'The replay file is not JSON.',
    replayInvalid: (m) => `The replay is not valid: ${m}`,
    issueAt: (what, path) => `${path} ${what}`,
    replayStep: (n) => `The replay is not valid at step ${n}.`,
    replayMode: 'A replay is shown: commands cannot be played.',
    noGame: 'No game.',
  },
  hint: {
    button: 'Hint',
    busy: 'Thinking…',
    prefix: 'Hint:',
    suggested: 'suggested',
    failed: 'No hint could be found for this position.',
    press: (button) => `press “${button}”`,
  },
  table: {
    central: 'StigmaReine',
    centralCell: 'StigmaReine',
    centralRecruit: 'StigmaReine recruit zone',
    centralLeft: (n) => `${n} central action${n === 1 ? '' : 's'} left`,
    centralMoveSpent: 'central Move spent',
    centralMoveOpen: 'central Move open',
    decisions: 'Decisions',
    order: 'Turn order',
    first: 'first player',
    active: 'to play',
    deciding: 'to decide',
    bagShort: (n) => `bag ${n}`,
    recruitShort: (n) => `recruit ${n}`,
    ownedShort: (n) => `${n} action${n === 1 ? '' : 's'} owned`,
    outWind: 'blown off the board',
    outEmptyBag: 'empty bag',
    jokerAvailable: 'Joker: available',
    jokerUsed: 'Joker: used',
    jokerOff: 'Joker: off',
    forecast: 'Wind forecast',
    forecastTurn: (turn) => `Turn ${turn}`,
    later: 'Later',
    laterText: 'rolled when the wind blows',
    notRolled: 'not rolled yet',
    unknown: 'unknown',
    windUnknown: 'Wind after this turn: unknown until it blows',
    windLater: 'Wind after this turn: rolled when it blows',
    lastRoll: 'Last roll',
    noRoll: 'The die has not been rolled.',
    faces: {
      'north-red': 'north, red',
      'north-brown': 'north, brown',
      'south-green': 'south, green',
      'south-blue': 'south, blue',
      'east-yellow': 'east, yellow',
      'east-white': 'east, white',
      'west-violet': 'west, violet',
      'west-orange': 'west, orange',
      'x-red': 'X, red',
      'x-blue': 'X, blue',
      'x-yellow': 'X, yellow',
      'black-night': 'Black Night',
    },
    purpose: { wind: 'for the wind', 'fog-die': 'for the Fog Die', 'last-drift': 'for a Last Drift' },
    a5: (c) => `${cap(c)} on A5`,
    a5Pending: 'The StigmaReine is empty: a token goes on A5, from the StigmaReine recruit zone, or a primary from the box when it is empty.',
    centralDraw: 'Draw and Place',
    centralRecruitOne: (c, n) => `Recruit ${c} (${n} there)`,
    centralJoker: 'Joker on the StigmaReine',
    placePending: (c) => `Place the drawn ${c} token on a highlighted StigmaReine cell.`,
    gainPending: (n) => `You earned ${n} special action${n === 1 ? '' : 's'}: choose.`,
    givePending: (n) => `Give the ${n} matched token${n === 1 ? '' : 's'}: pick one on the StigmaReine, then a bag.`,
    giveTo: (name) => `Into the bag of ${name}`,
    fogPending: (c) => `Fog Die: land the new ${c} token on a highlighted cell.`,
    driftPending: (face, target) => `Last Drift rolled ${face} against ${target}.`,
    freeSpecialPending: 'Black Night: play one of these special actions for free.',
    charmerPending: 'Charmer: choose two recruit-zone tokens of two players to swap, or pass.',
    windPending: (turn, face) => `The wind die for turn ${turn} shows ${face}: decide.`,
    reroll: 'Roll again',
    leaveUnknown: 'Leave it unknown',
    windTo: (d) => `Wind ${d}`,
    drift: (target) => `Last Drift against ${target}`,
    own: 'your board',
    boardOf: (name) => `the board of ${name}`,
    bagOf: (name) => `the bag of ${name}`,
    pass: 'Pass',
    confirm: 'Confirm',
    roll: 'Roll the die',
    choose: (what) => `${what}: choose.`,
    colourChoice: (c) => cap(c),
    swap: (from, to) => `4 ${from} → 4 ${to}`,
    fromPlayer: (name) => `From ${name}`,
    sow: (c, name) => `${cap(c)} into the bag of ${name}`,
    swapBags: (name) => `Swap bags with ${name}`,
    token: (name, c) => `${name}: ${c}`,
    predictionHint: 'Choose 3 different colours, then confirm.',
    charmerHint: 'Choose two tokens of two players, then confirm.',
    start: (name) => `Play ${name}`,
    lateTurns: 'Late turns',
    target: 'Target',
  },
  announce: {
    firstPlayer: (name) => `${name} plays first this turn`,
    rolled: (name, face, purpose) => `${name} rolls ${face} ${purpose}`,
    forecast: (turn, wind) => `Wind of turn ${turn}: ${wind}`,
    shuffled: (name) => `The bag of ${name} is shuffled`,
    centralDrawn: (c) => `${cap(article(c))} token is drawn for the StigmaReine`,
    centralPlaced: (c, cell) => `${cap(c)} goes on StigmaReine ${cell}`,
    centralMoved: (from, to) => `StigmaReine ${from} moves to ${to}`,
    centralLeft: (c, from, to) => `${cap(c)} leaves StigmaReine ${from} for ${to}`,
    centralBlown: (from, to) => `The wind pushes StigmaReine ${from} to ${to}`,
    centralBlownOff: (from) => `The wind pushes StigmaReine ${from} off to its recruit zone`,
    centralRecruited: (name, c) => `${name} recruits ${c} from the StigmaReine`,
    gained: (name, action) => `${name} gains ${action}`,
    given: (c, cell, name) => `${cap(c)} from StigmaReine ${cell} goes into the bag of ${name}`,
    recruitChanged: (n, from, to) => `${n} ${from} become ${n} ${to}`,
    bagged: (colours, name) => `${cap(colours)} go into the bag of ${name}`,
    mimicked: (cell, c) => `${cell} mimics ${c}`,
    pilfered: (name, c, from) => `${name} takes ${c} from the bag of ${from}`,
    bagsSwapped: (a, b) => `${a} and ${b} swap bags`,
    charmed: (a, b) => `Charmer swaps ${a} and ${b}`,
    charmerPassed: (name) => `${name} passes on Charmer`,
    drifted: (board, from, to) => `Last Drift on ${board}: ${from} moves to ${to}`,
    driftedOff: (board, from) => `Last Drift on ${board}: ${from} leaves the board`,
    outEmptyBag: (name) => `${name} is out: empty bag`,
    decisionNeeded: (name) => `${name} has a decision to take`,
    drawn: (c) => `${cap(article(c))} token is drawn`,
    landed: (c, cell) => `${cap(c)} lands on ${cell}`,
    placed: (c, cell) => `${cap(c)} is placed on ${cell}`,
    moved: (from, to) => `${from} moves to ${to}`,
    exited: (c, from) => `${cap(c)} leaves the board from ${from}`,
    swapped: (a, b) => `${a} and ${b} swap`,
    recoloured: (cell, c) => `${cell} becomes ${c}`,
    created: (c, cell) => `A new ${c} appears on ${cell}`,
    removed: (c, cell) => `${cap(c)} is removed from ${cell}`,
    pollinated: (cell, c) => `${cell} becomes ${article(c)} pollen`,
    joker: (from, to) => `Joker: 4 ${from} become 4 ${to}`,
    undone: 'The last step is undone',
    turnEnded: (name) => `${name} ends the turn`,
    fulfilled: (name) => `${name} fulfils the schema`,
    wind: (d) => `The wind blows ${d}`,
    blown: (from, to) => `The wind pushes ${from} to ${to}`,
    blownOff: (from) => `The wind pushes ${from} off the board`,
    blownOn: (board, from, to) => `On ${board}, the wind pushes ${from} to ${to}`,
    blownOffOn: (board, from) => `On ${board}, the wind pushes ${from} off the board`,
    out: (name) => `${name} is out`,
    turnStarted: (n) => `Turn ${n} begins`,
    gameEnded: 'The game is over',
    choreographyLeft: (n) => `Choreography: ${n} more move${n === 1 ? '' : 's'} possible`,
    halfNoteChoose: 'Choose the cell that keeps the white',
  },
  // The engine's English messages are the English words of every other error; a game's setup is said here, in
  // the element's words, so that English and French say the same thing.
  errors: {
    'setup/invalid': 'The game setup is not valid.',
    'setup/invalid-schema': 'The target schema is not valid.',
    'setup/unknown-mode': (p) => `There is no mode "${p.text('mode')}".`,
    'setup/mode-not-allowed': (p) => `The schema ${p.text('schema')} cannot be played in ${p.mode('mode')} mode.`,
    'setup/players': (p) => `This mode is played by ${p.text('fewest')} to ${p.text('most')} players.`,
    'setup/seed': 'The seed is not valid.',
    'setup/options': 'The game options are not valid.',
    setup: 'The game setup is not valid.',
  },
  // The rules' messages are English already, and name the values concerned.
  issues: {},
};

const fr: Strings = {
  colours: {
    blue: 'bleu',
    yellow: 'jaune',
    red: 'rouge',
    orange: 'orange',
    green: 'vert',
    violet: 'violet',
    brown: 'marron',
    white: 'blanc',
    black: 'noir',
  },
  directions: { north: 'vers le nord', south: 'vers le sud', east: 'vers l’est', west: 'vers l’ouest' },
  actions: {
    mixing: 'Mélange',
    combination: 'Combinaison',
    fulgurance: 'Fulgurance',
    choreography: 'Chorégraphie',
    diagonal: 'Diagonale',
    exchange: 'Échange',
    'fast-step': 'Pas rapide',
    'half-note': 'Blanche',
    'quarter-note': 'Noire',
    'two-beats': 'Deux temps',
    rest: 'Soupir',
    'no-harm-no-foul': 'Ni vu ni connu',
    copy: 'Copie',
    prediction: 'Prédiction',
    mimicry: 'Mimétisme',
    'fog-die': 'Dé de brume',
    pilferer: 'Chapardeur',
    sower: 'Semeur',
    jealousy: 'Jalousie',
    charmer: 'Charmeur',
  },
  basics: {
    draw: 'Piocher',
    land: 'Atterrir',
    move: 'Déplacer',
    joker: 'Joker',
    'central-joker': 'Joker sur la StigmaReine',
    'central-draw': 'Piocher et poser',
    'central-move': 'Déplacer sur la StigmaReine',
    'central-recruit': 'Recruter sur la StigmaReine',
    'last-drift': 'Ultime dérive',
  },
  rules: {
    draw: 'Prenez le jeton du dessus de votre sac dans votre zone de recrutement (1 action).',
    land: 'Posez un jeton de la zone de recrutement sur une case vide : ligne A sur un plateau vide, sinon à côté d’un jeton (1 action).',
    move: 'Déplacez un stigmérien d’une case orthogonale vers une case vide, ou hors du plateau depuis la ligne J (1 action).',
    joker: 'Une fois par partie, gratuitement : échangez 4 jetons d’une couleur primaire de la zone de recrutement contre 4 d’une autre ; coûte 5 points.',
    mixing: 'Deux stigmériens primaires adjacents de couleurs différentes prennent tous deux la couleur de leur mélange.',
    combination: 'Un stigmérien entouré sur ses 8 cases, avec au moins 2 bleus, 2 rouges et 2 jaunes autour, devient marron.',
    fulgurance: 'Avec au moins 5 jetons dans le sac, posez les 5 du dessus de gauche à droite sur 5 cases vides d’une ligne, la première sur une case d’atterrissage.',
    choreography: 'Dès le tour 3, une fois par tour : jusqu’à tour − 2 stigmériens différents avancent chacun d’une case ; vous pouvez vous arrêter avant.',
    diagonal: 'Déplacez un stigmérien d’une case en diagonale vers une case vide.',
    exchange: 'Deux stigmériens adjacents échangent leurs cases.',
    'fast-step': 'Dès le tour 3, une fois par tour : un stigmérien parcourt jusqu’à tour − 2 cases vides et s’arrête là où il devient pollen.',
    'half-note': 'Deux stigmériens noirs adjacents fusionnent en un blanc, sur la case de votre choix.',
    'quarter-note': 'Un stigmérien blanc devient noir et un nouveau noir apparaît sur une case vide adjacente.',
    'two-beats': 'Un nouveau blanc apparaît sur une case vide dont les 8 voisines sont occupées.',
    rest: 'Une fois par tour : renvoyez un jeton, stigmérien ou pollen, dans la boîte.',
    'no-harm-no-foul': '4 jetons d’une couleur primaire de la zone de recrutement deviennent 4 d’une autre couleur primaire.',
    copy: 'Une fois par tour : un stigmérien primaire prend une autre couleur primaire.',
    prediction: 'Une fois par tour : 3 jetons de 3 couleurs différentes passent de la boîte à votre sac.',
    mimicry: 'Le dernier jeton que vous avez fait atterrir, s’il est encore stigmérien, prend la couleur d’un jeton voisin ; chaque couleur une fois par tour (3 actions).',
    'fog-die': 'Une fois par tour : lancez le dé et faites atterrir un nouveau jeton de la couleur obtenue, selon la règle d’atterrissage.',
    pilferer: 'Gratuit, une fois par tour : prenez le jeton du dessus du sac d’un autre joueur dans votre zone de recrutement.',
    sower: 'Gratuit, une fois par tour : mettez un jeton d’une couleur absente du schéma dans le sac d’un autre joueur.',
    jealousy: 'Une fois par partie, avant toute action personnelle, avec au moins 5 jetons dans votre sac : échangez votre sac avec celui d’un autre joueur.',
    charmer: 'Gratuit, une fois par tour, quand tous ont fini le tour : échangez un jeton de la zone de recrutement d’un joueur contre un d’un autre.',
    'central-joker': 'Une fois par partie : posez un jeton de votre zone de recrutement sur la StigmaReine au lieu d’une action centrale.',
    'central-draw': 'Piochez le jeton du dessus de votre sac et posez-le sur la StigmaReine à côté d’un jeton ; 3 alignés de sa couleur font gagner une action.',
    'central-move': 'Une fois par tour : déplacez un jeton de la StigmaReine d’une case, ou hors du plateau depuis la ligne J vers sa zone de recrutement.',
    'central-recruit': 'Prenez un jeton de la zone de recrutement de la StigmaReine dans la vôtre (2 actions).',
    'last-drift': 'Gratuit, une fois par tour, avant toute autre action : lancez le dé contre votre plateau, la StigmaReine ou celui d’un adversaire.',
  },
  flowers: { ...FLOWER_NAMES, competitive: 'Compétitif', 'competitive-no-limit': 'Compétitif sans limite' },
  modes: {
    discovery: 'découverte',
    normal: 'normal',
    competitive: 'compétitif',
    'competitive-no-limit': 'compétitif sans limite',
    'solo-no-limit': 'solo sans limite',
  },
  ui: {
    colon: '\u00a0: ',
    board: 'Plateau',
    boardName: (name) => `le plateau de ${name}`,
    box: 'la boîte',
    recruit: 'Zone de recrutement',
    bag: (n) => `Sac : ${n} jeton${n > 1 ? 's' : ''}`,
    turn: (n, of) => `Tour ${n} / ${of}`,
    actionsLeft: (n) => `${n} action${n > 1 ? 's' : ''} restante${n > 1 ? 's' : ''} ce tour`,
    wind: (d) => `Vent après ce tour : ${d}`,
    specials: 'Actions spéciales',
    cost: (n) => `coût ${n}`,
    available: 'disponible',
    usedThisTurn: 'déjà jouée ce tour',
    tooEarly: (t) => `dès le tour ${t}`,
    unavailable: 'aucune cible possible',
    draw: 'Piocher',
    endTurn: 'Finir le tour',
    undo: 'Annuler',
    restartTurn: 'Recommencer le tour',
    joker: 'Joker',
    jokerSwap: (from, to) => `4 ${from} → 4 ${to}`,
    off: 'Hors du plateau',
    cancel: 'Annuler la sélection',
    stop: 'Arrêter',
    choreographyPending: (n) => `Chorégraphie : encore ${n} déplacement${n > 1 ? 's' : ''} au plus, ou arrêtez.`,
    halfNotePending: 'Blanche : choisissez la case qui garde le blanc.',
    players: 'Joueurs',
    player: (n) => `Joueur ${n}`,
    showing: (name) => `Plateau affiché : ${name}`,
    statusPlaying: 'en jeu',
    statusFulfilled: 'schéma réalisé',
    statusOut: 'éliminé',
    turnEnded: 'tour fini',
    empty: 'vide',
    stigmerian: (c) => `stigmérien ${c}`,
    pollen: (c) => `pollen ${c}`,
    target: (c) => `cible : ${c}`,
    highlighted: 'en surbrillance',
    selected: 'sélectionné',
    pickTarget: (what) => `${what} : choisissez une case en surbrillance.`,
    pickSecond: (what) => `${what} : choisissez la seconde case en surbrillance.`,
    endTitle: 'Partie terminée',
    rank: 'Rang',
    name: 'Joueur',
    total: 'Total',
    level: 'Niveau',
    unusedActions: 'Actions inutilisées',
    laterTurns: 'Tours suivants',
    recruitPoints: 'Zone de recrutement',
    jokerPoints: 'Joker',
    failure: 'Non réalisé',
    reasonFulfilled: 'schéma réalisé',
    reasonOut: 'éliminé',
    reasonTime: 'temps écoulé',
    winners: (names) => `Victoire : ${names}`,
    noWinner: 'Personne n’a réalisé le schéma.',
    first: 'Première étape',
    previous: 'Étape précédente',
    play: 'Lecture',
    pause: 'Pause',
    next: 'Étape suivante',
    last: 'Dernière étape',
    speed: 'Vitesse',
    stepOf: (n, total) => `Étape ${n} / ${total}`,
    scrubber: 'Position dans la partie',
    help: 'Clavier',
    keys: [
      ['Flèches, Début, Fin', 'se déplacer sur le plateau'],
      ['Entrée, Espace', 'prendre un jeton, le poser sur une case en surbrillance'],
      ['Échap', 'annuler'],
      ['r', 'choisir la couleur suivante à faire atterrir'],
      ['d', 'piocher'],
      ['e', 'finir le tour'],
      ['u', 'annuler la dernière étape'],
      ['o', 'sortir du plateau'],
      ['s', 'arrêter (Chorégraphie)'],
      ['p', 'joueur suivant'],
    ],
    stars: (n) => `${'★'.repeat(n)}`,
    starsLabel: (n) => (n === 1 ? '1 étoile' : `${n} étoiles`),
    loading: 'Chargement de la partie…',
  },
  messages: {
    unknownSchema: (id) => `Le schéma « ${id} » n’existe pas ; voici le schéma par défaut.`,
    invalidSchema: 'Ce document de schéma n’est pas valide ; voici la dernière partie valide.',
    invalidPlayers: (v, fewest, most) => `« ${v} » n’est pas un nombre de joueurs de ${fewest} à ${most} dans ce mode ; partie à ${fewest} joueur${fewest > 1 ? 's' : ''}.`,
    invalidMode: (v) => `« ${v} » n’est pas un mode jouable ; mode normal.`,
    invalidStep: (v) => `« ${v} » n’est pas une étape de cette partie.`,
    invalidLang: (v) => `« ${v} » n’est pas une langue de ce plateau ; affichage en anglais.`,
    setupFailed: (m) => `La partie n’a pas pu commencer : ${m}`,
    replayFetch: (status) => `La partie enregistrée n’a pas pu être chargée (${status}).`,
    replayJson: 'Le fichier de la partie enregistrée n’est pas du JSON.',
    replayInvalid: (m) => `La partie enregistrée n’est pas valide : ${m}`,
    issueAt: (what, path) => `${what} (${path})`,
    replayStep: (n) => `La partie enregistrée n’est pas valide à l’étape ${n}.`,
    replayMode: 'Une partie enregistrée est affichée : on ne peut pas jouer.',
    noGame: 'Aucune partie.',
  },
  hint: {
    button: 'Indice',
    busy: 'Réflexion…',
    prefix: 'Indice :',
    suggested: 'suggérée',
    failed: 'Aucun indice n’a pu être trouvé pour cette position.',
    press: (button) => `appuyez sur « ${button} »`,
  },
  table: {
    central: 'StigmaReine',
    centralCell: 'StigmaReine',
    centralRecruit: 'Zone de recrutement de la StigmaReine',
    centralLeft: (n) => `${n} action${n > 1 ? 's' : ''} centrale${n > 1 ? 's' : ''} restante${n > 1 ? 's' : ''}`,
    centralMoveSpent: 'déplacement central joué',
    centralMoveOpen: 'déplacement central possible',
    decisions: 'Décisions',
    order: 'Ordre du tour',
    first: 'premier joueur',
    active: 'à jouer',
    deciding: 'doit décider',
    bagShort: (n) => `sac ${n}`,
    recruitShort: (n) => `recrutement ${n}`,
    ownedShort: (n) => `${n} action${n > 1 ? 's' : ''} acquise${n > 1 ? 's' : ''}`,
    outWind: 'poussé hors du plateau',
    outEmptyBag: 'sac vide',
    jokerAvailable: 'Joker : disponible',
    jokerUsed: 'Joker : joué',
    jokerOff: 'Joker : désactivé',
    forecast: 'Prévisions du vent',
    forecastTurn: (turn) => `Tour ${turn}`,
    later: 'Ensuite',
    laterText: 'lancé quand le vent souffle',
    notRolled: 'pas encore lancé',
    unknown: 'inconnu',
    windUnknown: 'Vent après ce tour : inconnu jusqu’à ce qu’il souffle',
    windLater: 'Vent après ce tour : lancé quand il souffle',
    lastRoll: 'Dernier lancer',
    noRoll: 'Le dé n’a pas été lancé.',
    faces: {
      'north-red': 'nord, rouge',
      'north-brown': 'nord, marron',
      'south-green': 'sud, vert',
      'south-blue': 'sud, bleu',
      'east-yellow': 'est, jaune',
      'east-white': 'est, blanc',
      'west-violet': 'ouest, violet',
      'west-orange': 'ouest, orange',
      'x-red': 'X, rouge',
      'x-blue': 'X, bleu',
      'x-yellow': 'X, jaune',
      'black-night': 'Nuit noire',
    },
    purpose: { wind: 'pour le vent', 'fog-die': 'pour le Dé de brume', 'last-drift': 'pour une Ultime dérive' },
    a5: (c) => `${cap(c)} en A5`,
    a5Pending: 'La StigmaReine est vide : un jeton va en A5, pris dans la zone de recrutement de la StigmaReine, ou un primaire de la boîte si elle est vide.',
    centralDraw: 'Piocher et poser',
    centralRecruitOne: (c, n) => `Recruter ${c} (${n} disponible${n > 1 ? 's' : ''})`,
    centralJoker: 'Joker sur la StigmaReine',
    placePending: (c) => `Posez le jeton ${c} pioché sur une case en surbrillance de la StigmaReine.`,
    gainPending: (n) => `Vous gagnez ${n} action${n > 1 ? 's' : ''} spéciale${n > 1 ? 's' : ''} : choisissez.`,
    givePending: (n) => `Donnez ${n > 1 ? `les ${n} jetons alignés` : 'le jeton aligné'} : choisissez-en un sur la StigmaReine, puis un sac.`,
    giveTo: (name) => `Dans le sac de ${name}`,
    fogPending: (c) => `Dé de brume : faites atterrir le nouveau jeton ${c} sur une case en surbrillance.`,
    driftPending: (face, target) => `L’Ultime dérive donne ${face} contre ${target}.`,
    freeSpecialPending: 'Nuit noire : jouez gratuitement une de ces actions spéciales.',
    charmerPending: 'Charmeur : choisissez deux jetons de deux joueurs à échanger, ou passez.',
    windPending: (turn, face) => `Le dé du vent du tour ${turn} donne ${face} : décidez.`,
    reroll: 'Relancer',
    leaveUnknown: 'Laisser inconnu',
    windTo: (d) => `Vent ${d}`,
    drift: (target) => `Ultime dérive contre ${target}`,
    own: 'votre plateau',
    boardOf: (name) => `le plateau de ${name}`,
    bagOf: (name) => `le sac de ${name}`,
    pass: 'Passer',
    confirm: 'Valider',
    roll: 'Lancer le dé',
    choose: (what) => `${what} : choisissez.`,
    colourChoice: (c) => cap(c),
    swap: (from, to) => `4 ${from} → 4 ${to}`,
    fromPlayer: (name) => `À ${name}`,
    sow: (c, name) => `${cap(c)} dans le sac de ${name}`,
    swapBags: (name) => `Échanger les sacs avec ${name}`,
    token: (name, c) => `${name} : ${c}`,
    predictionHint: 'Choisissez 3 couleurs différentes, puis validez.',
    charmerHint: 'Choisissez deux jetons de deux joueurs, puis validez.',
    start: (name) => `Jouer ${name}`,
    lateTurns: 'Tours tardifs',
    target: 'Cible',
  },
  announce: {
    firstPlayer: (name) => `${name} joue en premier ce tour`,
    rolled: (name, face, purpose) => `${name} obtient ${face} ${purpose}`,
    forecast: (turn, wind) => `Vent du tour ${turn} : ${wind}`,
    shuffled: (name) => `Le sac de ${name} est mélangé`,
    centralDrawn: (c) => `Un jeton ${c} est pioché pour la StigmaReine`,
    centralPlaced: (c, cell) => `Un ${c} est posé en ${cell} sur la StigmaReine`,
    centralMoved: (from, to) => `Sur la StigmaReine, ${from} va en ${to}`,
    centralLeft: (c, from, to) => `Le ${c} de ${from} quitte la StigmaReine vers ${to}`,
    centralBlown: (from, to) => `Le vent pousse ${from} en ${to} sur la StigmaReine`,
    centralBlownOff: (from) => `Le vent pousse ${from} hors de la StigmaReine, vers sa zone de recrutement`,
    centralRecruited: (name, c) => `${name} recrute un ${c} sur la StigmaReine`,
    gained: (name, action) => `${name} gagne ${action}`,
    given: (c, cell, name) => `Le ${c} de ${cell} va dans le sac de ${name}`,
    recruitChanged: (n, from, to) => `${n} ${from} deviennent ${n} ${to}`,
    bagged: (colours, name) => `${cap(colours)} vont dans le sac de ${name}`,
    mimicked: (cell, c) => `${cell} imite le ${c}`,
    pilfered: (name, c, from) => `${name} prend un ${c} dans le sac de ${from}`,
    bagsSwapped: (a, b) => `${a} et ${b} échangent leurs sacs`,
    charmed: (a, b) => `Le Charmeur échange ${a} et ${b}`,
    charmerPassed: (name) => `${name} passe son tour de Charmeur`,
    drifted: (board, from, to) => `Ultime dérive sur ${board} : ${from} va en ${to}`,
    driftedOff: (board, from) => `Ultime dérive sur ${board} : ${from} quitte le plateau`,
    outEmptyBag: (name) => `${name} est éliminé : sac vide`,
    decisionNeeded: (name) => `${name} doit prendre une décision`,
    drawn: (c) => `Un jeton ${c} est pioché`,
    landed: (c, cell) => `Un ${c} atterrit en ${cell}`,
    placed: (c, cell) => `Un ${c} est posé en ${cell}`,
    moved: (from, to) => `${from} va en ${to}`,
    exited: (c, from) => `Le ${c} de ${from} quitte le plateau`,
    swapped: (a, b) => `${a} et ${b} s’échangent`,
    recoloured: (cell, c) => `${cell} devient ${c}`,
    created: (c, cell) => `Un nouveau ${c} apparaît en ${cell}`,
    removed: (c, cell) => `Le ${c} de ${cell} est retiré`,
    pollinated: (cell, c) => `${cell} devient un pollen ${c}`,
    joker: (from, to) => `Joker : 4 ${from} deviennent 4 ${to}`,
    undone: 'La dernière étape est annulée',
    turnEnded: (name) => `${name} finit son tour`,
    fulfilled: (name) => `${name} réalise le schéma`,
    wind: (d) => `Le vent souffle ${d}`,
    blown: (from, to) => `Le vent pousse ${from} en ${to}`,
    blownOff: (from) => `Le vent pousse ${from} hors du plateau`,
    blownOn: (board, from, to) => `Sur ${board}, le vent pousse ${from} en ${to}`,
    blownOffOn: (board, from) => `Sur ${board}, le vent pousse ${from} hors du plateau`,
    out: (name) => `${name} est éliminé`,
    turnStarted: (n) => `Le tour ${n} commence`,
    gameEnded: 'La partie est terminée',
    choreographyLeft: (n) => `Chorégraphie : encore ${n} déplacement${n > 1 ? 's' : ''} possible${n > 1 ? 's' : ''}`,
    halfNoteChoose: 'Choisissez la case qui garde le blanc',
  },
  errors: {
    'command/malformed': 'Cette commande est mal formée.',
    'player/unknown': 'Ce joueur n’existe pas.',
    'player/fulfilled': 'Ce joueur a déjà réalisé le schéma.',
    'player/out': 'Ce joueur est éliminé.',
    'game/over': 'La partie est terminée.',
    'turn/ended': 'Ce joueur a fini son tour.',
    'turn/no-actions-left': 'Il ne reste pas assez d’actions ce tour.',
    'decision/pending': 'Terminez d’abord l’action en cours.',
    'decision/none': 'Aucune décision n’est attendue.',
    'action/not-available': 'Cette fleur ne donne pas cette action.',
    'action/once-per-turn': 'Cette action a déjà été jouée ce tour.',
    'action/too-early': 'Cette action n’est pas encore permise à ce tour.',
    'draw/empty-bag': 'Le sac est vide.',
    'land/not-first-line': 'Sur un plateau vide, on atterrit sur la ligne A.',
    'land/not-adjacent': 'Il faut atterrir à côté d’un jeton.',
    'move/no-exit': 'On ne sort du plateau que depuis la ligne J.',
    'joker/used': 'Le joker a déjà été joué.',
    'undo/checkpoint': 'Rien à annuler depuis le dernier point de contrôle.',
    command: 'Cette commande n’est pas valide.',
    player: 'Ce joueur ne peut pas jouer.',
    game: 'La partie ne le permet pas.',
    turn: 'Le tour ne le permet pas.',
    decision: 'Une décision est en attente.',
    action: 'Cette action n’est pas possible maintenant.',
    draw: 'Impossible de piocher.',
    land: 'Impossible d’atterrir ici.',
    move: 'Impossible de déplacer ce jeton ainsi.',
    joker: 'Impossible de jouer le joker ainsi.',
    undo: 'Impossible d’annuler.',
    mixing: 'Mélange impossible ici.',
    combination: 'Combinaison impossible ici.',
    fulgurance: 'Fulgurance impossible ici.',
    choreography: 'Chorégraphie impossible ainsi.',
    diagonal: 'Diagonale impossible ici.',
    exchange: 'Échange impossible ici.',
    'fast-step': 'Pas rapide impossible ainsi.',
    'half-note': 'Blanche impossible ici.',
    'quarter-note': 'Noire impossible ici.',
    'two-beats': 'Deux temps impossible ici.',
    rest: 'Soupir impossible ici.',
    central: 'Action centrale impossible maintenant.',
    'central-place': 'Impossible de poser ce jeton ici sur la StigmaReine.',
    'central-move': 'Impossible de déplacer ce jeton de la StigmaReine ainsi.',
    a5: 'Le jeton doit aller en A5.',
    gain: 'Cette action ne peut pas être gagnée.',
    give: 'Ce jeton ne peut pas être donné ainsi.',
    'last-drift': 'Ultime dérive impossible maintenant.',
    drift: 'Cette réponse à l’Ultime dérive n’est pas possible.',
    wind: 'Cette décision sur le vent n’est pas possible.',
    'turn/not-yours': 'Ce n’est pas votre tour.',
    'turn/waiting': 'Un autre joueur doit d’abord décider.',
    'setup/invalid': 'La mise en place de la partie n’est pas valide.',
    'setup/invalid-schema': 'Le schéma cible n’est pas valide.',
    'setup/unknown-mode': (p) => `Le mode « ${p.text('mode')} » n’existe pas.`,
    'setup/mode-not-allowed': (p) => `Le schéma ${p.text('schema')} ne se joue pas en mode ${p.mode('mode')}.`,
    'setup/players': (p) => `Ce mode se joue de ${p.text('fewest')} à ${p.text('most')} joueurs.`,
    'setup/seed': 'La graine n’est pas valide.',
    'setup/options': 'Les options de la partie ne sont pas valides.',
    setup: 'La mise en place de la partie n’est pas valide.',
  },
  issues: {
    'document/newer-version': 'écrit par une version plus récente de Stigméria : mettez-la à jour pour le lire',
    'document/wrong-format': 'ce n’est pas un document de ce type',
    'schema/additional': 'propriété inconnue ici',
    'schema/const': 'valeur inattendue',
    'schema/duplicate-setup': 'case où la mise en place met déjà un jeton',
    'schema/duplicate-target': 'case déjà donnée comme cible',
    'schema/enum': 'valeur inconnue',
    'schema/fulfilled-at-setup': 'schéma déjà réalisé par la mise en place',
    'schema/lone-surrogate': 'texte mal encodé (moitié isolée d’un caractère Unicode)',
    'schema/max-items': 'trop d’éléments',
    'schema/max-length': 'texte trop long',
    'schema/maximum': 'nombre trop grand',
    'schema/min-items': 'pas assez d’éléments',
    'schema/min-length': 'texte trop court',
    'schema/minimum': 'nombre trop petit',
    'schema/mode-not-allowed': 'mode que la fleur de ce schéma ne permet pas',
    'schema/pattern': 'valeur mal écrite',
    'schema/required': 'propriété obligatoire absente',
    'schema/type': 'type de valeur inattendu',
    'schema/unique-items': 'élément répété',
    'replay/mode-not-playable': 'ce schéma ne se joue pas dans ce mode',
    'replay/player-count': 'nombre de joueurs que ce mode ne permet pas',
    'replay/rules-version': 'version des règles inconnue',
    schema: 'valeur non valide',
    replay: 'partie enregistrée non valide',
    document: 'document non valide',
  },
};

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const TABLES: Readonly<Record<Lang, Strings>> = { en, fr };

/** Reads a `lang` attribute value: `fr` (or `fr-XX`) is French, anything else English. */
export function toLang(value: unknown): Lang {
  return typeof value === 'string' && value.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** Whether a `lang` value names a language of the board (any English or French tag; empty means the default). */
export function isKnownLang(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  return typeof value === 'string' && /^(en|fr)(-|$)/i.test(value);
}

/** The table of a language. */
export function strings(lang: Lang): Strings {
  return TABLES[lang];
}

/** A localized document text (`{ en, fr? }`) in a language; French falls back to English. */
export function localized(text: { readonly en: string; readonly fr?: string } | undefined, lang: Lang): string {
  if (text === undefined) return '';
  return lang === 'fr' ? (text.fr ?? text.en) : text.en;
}

/**
 * A rule error for people: by exact code, then by the code's family (`land/...` → `land`), then the
 * engine's English message.
 */
export function errorMessage(error: Pick<RuleError, 'code' | 'message' | 'params'>, lang: Lang): string {
  const t = TABLES[lang];
  const family = error.code.split('/')[0] ?? '';
  const text = t.errors[error.code] ?? t.errors[family];
  if (text === undefined) return error.message;
  return typeof text === 'string' ? text : text(readParams(error.params, t));
}

/** An issue of a document in the language: what is wrong, and where (its JSON Pointer). */
export function issueMessage(issue: { readonly code: string; readonly path: string; readonly message: string }, lang: Lang): string {
  const t = TABLES[lang];
  const what = t.issues[issue.code] ?? t.issues[issue.code.split('/')[0] ?? ''] ?? issue.message;
  return t.messages.issueAt(what, issue.path);
}

/** An error's values as words: a mode by its name in the language, anything else as written. */
function readParams(params: RuleError['params'], t: Strings): ErrorParams {
  const value = (key: string): unknown => (params !== undefined && Object.hasOwn(params, key) ? params[key] : undefined);
  const text = (key: string) => String(value(key) ?? '');
  return {
    text,
    mode: (key) => {
      const mode = value(key);
      return typeof mode === 'string' && Object.hasOwn(t.modes, mode) ? t.modes[mode as Mode] : text(key);
    },
  };
}
