/**
 * Every string the element shows, in English and French. One table per language; `strings(lang)` picks it.
 * Rule texts are short summaries of RULINGS R8, R9 and R18 written for players.
 * @module
 */
import type { Colour, Direction, RuleError, SpecialActionId } from '@stigmeria/rules';

/** A language the element speaks. */
export type Lang = 'en' | 'fr';

/** The basic actions that have a rule text of their own. */
export type BasicActionId = 'draw' | 'land' | 'move' | 'joker';

/** The shape of a language table. */
export interface Strings {
  readonly colours: Readonly<Record<Colour, string>>;
  readonly directions: Readonly<Record<Direction, string>>;
  readonly actions: Readonly<Record<SpecialActionId, string>>;
  readonly basics: Readonly<Record<BasicActionId, string>>;
  readonly rules: Readonly<Record<SpecialActionId | BasicActionId, string>>;
  readonly ui: {
    readonly board: string;
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
    readonly invalidPlayers: (v: string) => string;
    readonly invalidMode: (v: string) => string;
    readonly invalidStep: (v: string) => string;
    readonly invalidLang: (v: string) => string;
    readonly setupFailed: (m: string) => string;
    readonly replayFetch: (status: string) => string;
    readonly replayJson: string;
    readonly replayInvalid: (m: string) => string;
    readonly replayStep: (n: number) => string;
    readonly replayMode: string;
    readonly noGame: string;
  };
  readonly announce: {
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
    readonly out: (name: string) => string;
    readonly turnStarted: (n: number) => string;
    readonly gameEnded: string;
    readonly choreographyLeft: (n: number) => string;
    readonly halfNoteChoose: string;
  };
  /** RuleError code translations, by exact code then by family (`area`). */
  readonly errors: Readonly<Record<string, string>>;
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
  },
  basics: { draw: 'Draw', land: 'Land', move: 'Move', joker: 'Joker' },
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
  },
  ui: {
    board: 'Board',
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
    invalidPlayers: (v) => `"${v}" is not a number of players from 1 to 6; playing with 1.`,
    invalidMode: (v) => `"${v}" is not a playable mode; playing normal.`,
    invalidStep: (v) => `"${v}" is not a step of this replay.`,
    invalidLang: (v) => `"${v}" is not a language of this board; showing English.`,
    setupFailed: (m) => `The game could not start: ${m}`,
    replayFetch: (status) => `The replay could not be loaded (${status}).`,
    replayJson: 'The replay file is not JSON.',
    replayInvalid: (m) => `The replay is not valid: ${m}`,
    replayStep: (n) => `The replay is not valid at step ${n}.`,
    replayMode: 'A replay is shown: commands cannot be played.',
    noGame: 'No game.',
  },
  announce: {
    drawn: (c) => `A ${c} token is drawn`,
    landed: (c, cell) => `${cap(c)} lands on ${cell}`,
    placed: (c, cell) => `${cap(c)} is placed on ${cell}`,
    moved: (from, to) => `${from} moves to ${to}`,
    exited: (c, from) => `${cap(c)} leaves the board from ${from}`,
    swapped: (a, b) => `${a} and ${b} swap`,
    recoloured: (cell, c) => `${cell} becomes ${c}`,
    created: (c, cell) => `A new ${c} appears on ${cell}`,
    removed: (c, cell) => `${cap(c)} is removed from ${cell}`,
    pollinated: (cell, c) => `${cell} becomes a ${c} pollen`,
    joker: (from, to) => `Joker: 4 ${from} become 4 ${to}`,
    undone: 'The last step is undone',
    turnEnded: (name) => `${name} ends the turn`,
    fulfilled: (name) => `${name} fulfils the schema`,
    wind: (d) => `The wind blows ${d}`,
    blown: (from, to) => `The wind pushes ${from} to ${to}`,
    blownOff: (from) => `The wind pushes ${from} off the board`,
    out: (name) => `${name} is out`,
    turnStarted: (n) => `Turn ${n} begins`,
    gameEnded: 'The game is over',
    choreographyLeft: (n) => `Choreography: ${n} more move${n === 1 ? '' : 's'} possible`,
    halfNoteChoose: 'Choose the cell that keeps the white',
  },
  errors: {},
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
  },
  basics: { draw: 'Piocher', land: 'Atterrir', move: 'Déplacer', joker: 'Joker' },
  rules: {
    draw: 'Prenez le jeton du dessus de votre sac dans votre zone de recrutement (1 action).',
    land: 'Posez un jeton de la zone de recrutement sur une case vide : ligne A sur un plateau vide, sinon à côté d’un jeton (1 action).',
    move: 'Déplacez un stigmérien d’une case orthogonale vers une case vide, ou hors du plateau depuis la ligne J (1 action).',
    joker: 'Une fois par partie, gratuitement : échangez 4 jetons d’une couleur primaire de la zone de recrutement contre 4 d’une autre ; coûte 5 points.',
    mixing: 'Deux stigmériens primaires adjacents de couleurs différentes prennent tous deux la couleur de leur mélange.',
    combination: 'Un stigmérien entouré sur ses 8 cases, avec au moins 2 bleus, 2 rouges et 2 jaunes autour, devient marron.',
    fulgurance: 'Avec au moins 5 jetons dans le sac, posez les 5 du dessus de gauche à droite sur 5 cases vides d’une ligne, la première sur une case d’atterrissage.',
    choreography: 'Dès le tour 3, une fois par tour : jusqu’à tour − 2 stigmériens différents avancent chacun d’une case ; vous pouvez vous arrêter avant.',
    diagonal: 'Déplacez un stigmérien d’une case en diagonale vers une case vide.',
    exchange: 'Deux stigmériens adjacents échangent leurs cases.',
    'fast-step': 'Dès le tour 3, une fois par tour : un stigmérien parcourt jusqu’à tour − 2 cases vides et s’arrête là où il devient pollen.',
    'half-note': 'Deux stigmériens noirs adjacents fusionnent en un blanc, sur la case de votre choix.',
    'quarter-note': 'Un stigmérien blanc devient noir et un nouveau noir apparaît sur une case vide adjacente.',
    'two-beats': 'Un nouveau blanc apparaît sur une case vide dont les 8 voisines sont occupées.',
    rest: 'Une fois par tour : renvoyez un jeton, stigmérien ou pollen, dans la boîte.',
  },
  ui: {
    board: 'Plateau',
    recruit: 'Zone de recrutement',
    bag: (n) => `Sac : ${n} jeton${n > 1 ? 's' : ''}`,
    turn: (n, of) => `Tour ${n} / ${of}`,
    actionsLeft: (n) => `${n} action${n > 1 ? 's' : ''} restante${n > 1 ? 's' : ''} ce tour`,
    wind: (d) => `Vent après ce tour : ${d}`,
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
    choreographyPending: (n) => `Chorégraphie : encore ${n} déplacement${n > 1 ? 's' : ''} au plus, ou arrêtez.`,
    halfNotePending: 'Blanche : choisissez la case qui garde le blanc.',
    players: 'Joueurs',
    player: (n) => `Joueur ${n}`,
    showing: (name) => `Plateau affiché : ${name}`,
    statusPlaying: 'en jeu',
    statusFulfilled: 'schéma réalisé',
    statusOut: 'éliminé',
    turnEnded: 'tour fini',
    empty: 'vide',
    stigmerian: (c) => `stigmérien ${c}`,
    pollen: (c) => `pollen ${c}`,
    target: (c) => `cible : ${c}`,
    highlighted: 'en surbrillance',
    selected: 'sélectionné',
    pickTarget: (what) => `${what} : choisissez une case en surbrillance.`,
    pickSecond: (what) => `${what} : choisissez la seconde case en surbrillance.`,
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
    winners: (names) => `Victoire : ${names}`,
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
    invalidPlayers: (v) => `« ${v} » n’est pas un nombre de joueurs de 1 à 6 ; partie à 1 joueur.`,
    invalidMode: (v) => `« ${v} » n’est pas un mode jouable ; mode normal.`,
    invalidStep: (v) => `« ${v} » n’est pas une étape de cette partie.`,
    invalidLang: (v) => `« ${v} » n’est pas une langue de ce plateau ; affichage en anglais.`,
    setupFailed: (m) => `La partie n’a pas pu commencer : ${m}`,
    replayFetch: (status) => `La partie enregistrée n’a pas pu être chargée (${status}).`,
    replayJson: 'Le fichier de la partie enregistrée n’est pas du JSON.',
    replayInvalid: (m) => `La partie enregistrée n’est pas valide : ${m}`,
    replayStep: (n) => `La partie enregistrée n’est pas valide à l’étape ${n}.`,
    replayMode: 'Une partie enregistrée est affichée : on ne peut pas jouer.',
    noGame: 'Aucune partie.',
  },
  announce: {
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
    joker: (from, to) => `Joker : 4 ${from} deviennent 4 ${to}`,
    undone: 'La dernière étape est annulée',
    turnEnded: (name) => `${name} finit son tour`,
    fulfilled: (name) => `${name} réalise le schéma`,
    wind: (d) => `Le vent souffle ${d}`,
    blown: (from, to) => `Le vent pousse ${from} en ${to}`,
    blownOff: (from) => `Le vent pousse ${from} hors du plateau`,
    out: (name) => `${name} est éliminé`,
    turnStarted: (n) => `Le tour ${n} commence`,
    gameEnded: 'La partie est terminée',
    choreographyLeft: (n) => `Chorégraphie : encore ${n} déplacement${n > 1 ? 's' : ''} possible${n > 1 ? 's' : ''}`,
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
export function errorMessage(error: Pick<RuleError, 'code' | 'message'>, lang: Lang): string {
  const table = TABLES[lang].errors;
  const family = error.code.split('/')[0] ?? '';
  return table[error.code] ?? table[family] ?? error.message;
}
