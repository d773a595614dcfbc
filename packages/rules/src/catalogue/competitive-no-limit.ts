/**
 * The Competitive No Limit schemas of the built-in catalogue (4 stars): drawings that reach the edges, for games
 * without a turn limit where the die sets the wind, tokens land and leave on any edge, and any action may be
 * earned. Each comes with a demonstration game.
 * @module
 */
import type { TargetSchema } from '../types.js';
import type { CatalogueEntry } from './types.js';

const compassRose: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'competitive-no-limit-compass-rose',
  name: { en: 'Compass Rose', fr: 'Rose des vents' },
  flower: 'competitive-no-limit',
  stars: 4,
  targets: [
    { cell: 'A5', color: 'red' },
    { cell: 'B5', color: 'yellow' },
    { cell: 'C5', color: 'orange' },
    { cell: 'D5', color: 'orange' },
    { cell: 'E1', color: 'blue' },
    { cell: 'E2', color: 'yellow' },
    { cell: 'E3', color: 'green' },
    { cell: 'E4', color: 'green' },
    { cell: 'E5', color: 'violet' },
    { cell: 'E6', color: 'violet' },
    { cell: 'F5', color: 'blue' },
    { cell: 'G5', color: 'red' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

const twinHives: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'competitive-no-limit-twin-hives',
  name: { en: 'Twin Hives', fr: 'Ruches jumelles' },
  flower: 'competitive-no-limit',
  stars: 4,
  targets: [
    { cell: 'D3', color: 'blue' },
    { cell: 'D4', color: 'red' },
    { cell: 'D5', color: 'yellow' },
    { cell: 'D6', color: 'blue' },
    { cell: 'D7', color: 'red' },
    { cell: 'E3', color: 'yellow' },
    { cell: 'E4', color: 'white' },
    { cell: 'E5', color: 'red' },
    { cell: 'E6', color: 'brown' },
    { cell: 'E7', color: 'yellow' },
    { cell: 'F3', color: 'red' },
    { cell: 'F4', color: 'blue' },
    { cell: 'F5', color: 'blue' },
    { cell: 'F6', color: 'yellow' },
    { cell: 'F7', color: 'red' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

const bakersOven: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'competitive-no-limit-bakers-oven',
  name: { en: 'Baker’s Oven', fr: 'Four du boulanger' },
  flower: 'competitive-no-limit',
  stars: 4,
  targets: [
    { cell: 'F3', color: 'red' },
    { cell: 'F4', color: 'yellow' },
    { cell: 'F5', color: 'blue' },
    { cell: 'G3', color: 'blue' },
    { cell: 'G4', color: 'brown' },
    { cell: 'G5', color: 'red' },
    { cell: 'G6', color: 'green' },
    { cell: 'G7', color: 'green' },
    { cell: 'H3', color: 'yellow' },
    { cell: 'H4', color: 'red' },
    { cell: 'H5', color: 'yellow' },
    { cell: 'H6', color: 'blue' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

const tideMark: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'competitive-no-limit-tide-mark',
  name: { en: 'Tide Mark', fr: 'Laisse de mer' },
  flower: 'competitive-no-limit',
  stars: 4,
  setup: [
    { cell: 'E3', color: 'black' },
    { cell: 'E8', color: 'white' },
  ],
  targets: [
    { cell: 'E3', color: 'yellow' },
    { cell: 'E4', color: 'green' },
    { cell: 'E5', color: 'green' },
    { cell: 'E6', color: 'violet' },
    { cell: 'E7', color: 'violet' },
    { cell: 'E8', color: 'red' },
    { cell: 'F3', color: 'blue' },
    { cell: 'F8', color: 'blue' },
    { cell: 'G4', color: 'orange' },
    { cell: 'G5', color: 'orange' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

/** The Competitive No Limit schemas, without their demonstration games. */
export const competitiveNoLimitSchemas: readonly TargetSchema[] = [compassRose, bakersOven, tideMark, twinHives];

/** The Competitive No Limit entries. Their demos are solo no-limit games: one new special action a turn. */
export const competitiveNoLimit: readonly CatalogueEntry[] = [
  {
    schema: compassRose,
    demo: {
      seed: 'competitive-no-limit-compass-rose-3',
      mode: 'solo-no-limit',
      players: 1,
      title: { en: 'Compass Rose, solo without limits', fr: 'Rose des vents en solo sans limite' },
      steps: [
        // turn 1
        {
          command: { type: 'wind-direction', player: 0, direction: 'south' },
          note: {
            en: 'At setup the wind die is rolled for turns 1 to 9, each roll by the next player in seat order. Player 1 rolled Black Night and chooses the wind: South.',
            fr: 'À la mise en place, le dé de vent est lancé pour les tours 1 à 9, chaque lancer par le joueur suivant. Le joueur 1 a tiré la Nuit noire et choisit le vent : le sud.',
          },
        },
        { command: { type: 'wind-direction', player: 0, direction: 'south' } },
        { command: { type: 'wind-direction', player: 0, direction: 'south' } },
        { command: { type: 'wind-reroll', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'A4' } },
        // turn 2
        { command: { type: 'end-turn', player: 0 } },
        {
          command: { type: 'gain', player: 0, action: 'mixing' },
          note: {
            en: 'At the start of turns 2 to 10 of a solo no-limit game the player picks one new special action among the sixteen that act on no other player, with no level limit: here Mixing.',
            fr: 'Au début des tours 2 à 10 d’une partie solo sans limite, le joueur choisit une nouvelle action spéciale parmi les seize qui ne visent aucun autre joueur, sans limite de niveau : ici Mélange.',
          },
        },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'C4' } },
        // turn 3
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'diagonal' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'D5' } },
        {
          command: { type: 'mixing', player: 0, cells: ['C5', 'D5'] },
          note: {
            en: 'Mixing, chosen at the start of a turn, is used on the player’s own board: C5 and D5 become pollen.',
            fr: 'Mélange, choisie en début de tour, sert sur le plateau du joueur : C5 et D5 deviennent pollens.',
          },
        },
        // turn 4
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'choreography' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'E5' } },
        {
          command: { type: 'choreography', player: 0, from: 'E5', to: 'F5' },
          note: {
            en: 'Choreography, chosen at the start of a turn, is used on the player’s own board: F5 becomes pollen.',
            fr: 'Chorégraphie, choisie en début de tour, sert sur le plateau du joueur : F5 devient pollen.',
          },
        },
        { command: { type: 'choreography-stop', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        // turn 5
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'fast-step' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'E5' } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'E4' } },
        {
          command: { type: 'fast-step', player: 0, from: 'E4', to: 'E2' },
          note: {
            en: 'Fast Step, chosen at the start of a turn, is used on the player’s own board: E2 becomes pollen.',
            fr: 'Pas rapide, choisie en début de tour, sert sur le plateau du joueur : E2 devient pollen.',
          },
        },
        // turn 6
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'exchange' } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'E3' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'E1' } },
        { command: { type: 'choreography', player: 0, from: 'E5', to: 'E4' } },
        { command: { type: 'choreography-stop', player: 0 } },
        { command: { type: 'mixing', player: 0, cells: ['E3', 'E4'] } },
        { command: { type: 'draw', player: 0 } },
        // turn 7
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'rest' } },
        { command: { type: 'land', player: 0, color: 'red', to: 'A5' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'E5' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        // turn 8
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'copy' } },
        { command: { type: 'land', player: 0, color: 'red', to: 'G5' } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'E6' } },
        {
          command: { type: 'copy', player: 0, cell: 'E5', color: 'red' },
          note: {
            en: 'Copy, chosen at the start of a turn, is used on the player’s own board.',
            fr: 'Copie, choisie en début de tour, sert sur le plateau du joueur.',
          },
        },
        {
          command: { type: 'mixing', player: 0, cells: ['E5', 'E6'] },
          note: {
            en: 'The board now holds exactly the target pollens and nothing else: the schema is fulfilled in turn 8, and the game ends with this turn.',
            fr: 'Le plateau porte exactement les pollens cibles et rien d’autre : le schéma est réalisé au tour 8, et la partie s’achève avec ce tour.',
          },
        },
      ],
    },
  },
  {
    schema: bakersOven,
    demo: {
      seed: 'competitive-no-limit-bakers-oven-4',
      mode: 'solo-no-limit',
      players: 1,
      title: { en: 'Baker’s Oven, solo without limits', fr: 'Four du boulanger en solo sans limite' },
      steps: [
        // turn 1
        {
          command: { type: 'wind-reroll', player: 0 },
          note: {
            en: 'At setup the wind die is rolled for turns 1 to 9, each roll by the next player in seat order. Player 1 rolled an X, which gives no wind: they may roll again or leave that turn’s wind unknown, and roll again.',
            fr: 'À la mise en place, le dé de vent est lancé pour les tours 1 à 9, chaque lancer par le joueur suivant. Le joueur 1 a tiré un X, qui ne donne pas de vent : il peut relancer ou laisser ce vent inconnu, et relance.',
          },
        },
        { command: { type: 'wind-reroll', player: 0 } },
        { command: { type: 'wind-reroll', player: 0 } },
        { command: { type: 'wind-reroll', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        // turn 2
        { command: { type: 'end-turn', player: 0 } },
        {
          command: { type: 'gain', player: 0, action: 'mixing' },
          note: {
            en: 'At the start of turns 2 to 10 of a solo no-limit game the player picks one new special action among the sixteen that act on no other player, with no level limit: here Mixing.',
            fr: 'Au début des tours 2 à 10 d’une partie solo sans limite, le joueur choisit une nouvelle action spéciale parmi les seize qui ne visent aucun autre joueur, sans limite de niveau : ici Mélange.',
          },
        },
        { command: { type: 'draw', player: 0 } },
        {
          command: { type: 'land', player: 0, color: 'yellow', to: 'F1' },
          note: {
            en: 'Under no-limit rules the first token on an empty board may land on any edge, not only line A: it lands on F1.',
            fr: 'Avec les règles sans limite, le premier jeton d’un plateau vide peut se poser sur n’importe quel bord, pas seulement la ligne A : il se pose en F1.',
          },
        },
        // turn 3
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'combination' } },
        { command: { type: 'move', player: 0, from: 'G1', to: 'G2' } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'G3' } },
        { command: { type: 'land', player: 0, color: 'red', to: 'F3' } },
        // turn 4
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'choreography' } },
        {
          command: { type: 'choreography', player: 0, from: 'H2', to: 'H3' },
          note: {
            en: 'Choreography, chosen at the start of a turn, is used on the player’s own board: H3 becomes pollen.',
            fr: 'Chorégraphie, choisie en début de tour, sert sur le plateau du joueur : H3 devient pollen.',
          },
        },
        { command: { type: 'choreography-stop', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'H4' } },
        { command: { type: 'draw', player: 0 } },
        // turn 5
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'diagonal' } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'H5' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'G5' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'F4' } },
        // turn 6
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'exchange' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'G4' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'G6' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'F5' } },
        // turn 7
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'fast-step' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'H6' } },
        {
          command: { type: 'combination', player: 0, cell: 'G4' },
          note: {
            en: 'Combination, chosen at the start of a turn, is used on the player’s own board: G4 becomes pollen.',
            fr: 'Combinaison, choisie en début de tour, sert sur le plateau du joueur : G4 devient pollen.',
          },
        },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'G7' } },
        {
          command: { type: 'mixing', player: 0, cells: ['G6', 'G7'] },
          note: {
            en: 'The board now holds exactly the target pollens and nothing else: the schema is fulfilled in turn 7, and the game ends with this turn.',
            fr: 'Le plateau porte exactement les pollens cibles et rien d’autre : le schéma est réalisé au tour 7, et la partie s’achève avec ce tour.',
          },
        },
      ],
    },
  },
  {
    schema: tideMark,
    demo: {
      seed: 'competitive-no-limit-tide-mark-4',
      mode: 'solo-no-limit',
      players: 1,
      title: { en: 'Tide Mark, solo without limits', fr: 'Laisse de mer en solo sans limite' },
      steps: [
        // turn 1
        {
          command: { type: 'wind-direction', player: 0, direction: 'south' },
          note: {
            en: 'At setup the wind die is rolled for turns 1 to 9, each roll by the next player in seat order. Player 1 rolled Black Night and chooses the wind: South.',
            fr: 'À la mise en place, le dé de vent est lancé pour les tours 1 à 9, chaque lancer par le joueur suivant. Le joueur 1 a tiré la Nuit noire et choisit le vent : le sud.',
          },
        },
        { command: { type: 'wind-reroll', player: 0 } },
        {
          command: { type: 'land', player: 0, color: 'red', to: 'D8' },
          note: {
            en: 'Under no-limit rules the first token on an empty board may land on any edge, not only line A: it lands on D8.',
            fr: 'Avec les règles sans limite, le premier jeton d’un plateau vide peut se poser sur n’importe quel bord, pas seulement la ligne A : il se pose en D8.',
          },
        },
        // turn 2
        { command: { type: 'end-turn', player: 0 } },
        {
          command: { type: 'gain', player: 0, action: 'mixing' },
          note: {
            en: 'At the start of turns 2 to 10 of a solo no-limit game the player picks one new special action among the sixteen that act on no other player, with no level limit: here Mixing.',
            fr: 'Au début des tours 2 à 10 d’une partie solo sans limite, le joueur choisit une nouvelle action spéciale parmi les seize qui ne visent aucun autre joueur, sans limite de niveau : ici Mélange.',
          },
        },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        // turn 3
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'rest' } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'F3' } },
        {
          command: { type: 'rest', player: 0, cell: 'F8' },
          note: {
            en: 'Rest, chosen at the start of a turn, is used on the player’s own board.',
            fr: 'Repos, choisie en début de tour, sert sur le plateau du joueur.',
          },
        },
        { command: { type: 'draw', player: 0 } },
        // turn 4
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'choreography' } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'F8' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'E3' } },
        // turn 5
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'diagonal' } },
        { command: { type: 'rest', player: 0, cell: 'C3' } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'E7' } },
        { command: { type: 'land', player: 0, color: 'red', to: 'E6' } },
        {
          command: { type: 'mixing', player: 0, cells: ['E6', 'E7'] },
          note: {
            en: 'Mixing, chosen at the start of a turn, is used on the player’s own board: E6 and E7 become pollen.',
            fr: 'Mélange, choisie en début de tour, sert sur le plateau du joueur : E6 et E7 deviennent pollens.',
          },
        },
        // turn 6
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'exchange' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'E4' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'E5' } },
        { command: { type: 'mixing', player: 0, cells: ['E4', 'E5'] } },
        // turn 7
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'fast-step' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'F4' } },
        { command: { type: 'land', player: 0, color: 'red', to: 'G4' } },
        { command: { type: 'mixing', player: 0, cells: ['F4', 'G4'] } },
        {
          command: { type: 'diagonal', player: 0, from: 'F4', to: 'G5' },
          note: {
            en: 'The board now holds exactly the target pollens and nothing else: the schema is fulfilled in turn 7, and the game ends with this turn.',
            fr: 'Le plateau porte exactement les pollens cibles et rien d’autre : le schéma est réalisé au tour 7, et la partie s’achève avec ce tour.',
          },
        },
      ],
    },
  },
  {
    schema: twinHives,
    demo: {
      seed: 'competitive-no-limit-twin-hives-2',
      mode: 'solo-no-limit',
      players: 1,
      title: { en: 'Twin Hives, solo without limits', fr: 'Ruches jumelles en solo sans limite' },
      steps: [
        // turn 1
        {
          command: { type: 'wind-reroll', player: 0 },
          note: {
            en: 'At setup the wind die is rolled for turns 1 to 9, each roll by the next player in seat order. Player 1 rolled an X, which gives no wind: they may roll again or leave that turn’s wind unknown, and roll again.',
            fr: 'À la mise en place, le dé de vent est lancé pour les tours 1 à 9, chaque lancer par le joueur suivant. Le joueur 1 a tiré un X, qui ne donne pas de vent : il peut relancer ou laisser ce vent inconnu, et relance.',
          },
        },
        { command: { type: 'wind-reroll', player: 0 } },
        { command: { type: 'wind-reroll', player: 0 } },
        {
          command: { type: 'land', player: 0, color: 'yellow', to: 'D1' },
          note: {
            en: 'Under no-limit rules the first token on an empty board may land on any edge, not only line A: it lands on D1.',
            fr: 'Avec les règles sans limite, le premier jeton d’un plateau vide peut se poser sur n’importe quel bord, pas seulement la ligne A : il se pose en D1.',
          },
        },
        // turn 2
        { command: { type: 'end-turn', player: 0 } },
        {
          command: { type: 'gain', player: 0, action: 'combination' },
          note: {
            en: 'At the start of turns 2 to 10 of a solo no-limit game the player picks one new special action among the sixteen that act on no other player, with no level limit: here Combination.',
            fr: 'Au début des tours 2 à 10 d’une partie solo sans limite, le joueur choisit une nouvelle action spéciale parmi les seize qui ne visent aucun autre joueur, sans limite de niveau : ici Combinaison.',
          },
        },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'D3' } },
        // turn 3
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'two-beats' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'D4' } },
        // turn 4
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'choreography' } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'D5' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        // turn 5
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'diagonal' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'E5' } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'E6' } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'F6' } },
        // turn 6
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'exchange' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'F5' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'E6' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'F4' } },
        // turn 7
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'fast-step' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'F3' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'D6' } },
        {
          command: { type: 'two-beats', player: 0, cell: 'E4' },
          note: {
            en: 'Two Beats, chosen at the start of a turn, is used on the player’s own board: E4 becomes pollen.',
            fr: 'Deux temps, choisie en début de tour, sert sur le plateau du joueur : E4 devient pollen.',
          },
        },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        // turn 8
        { command: { type: 'end-turn', player: 0 } },
        { command: { type: 'gain', player: 0, action: 'rest' } },
        { command: { type: 'land', player: 0, color: 'red', to: 'D7' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'F7' } },
        {
          command: { type: 'combination', player: 0, cell: 'E6' },
          note: {
            en: 'The board now holds exactly the target pollens and nothing else: the schema is fulfilled in turn 8, and the game ends with this turn.',
            fr: 'Le plateau porte exactement les pollens cibles et rien d’autre : le schéma est réalisé au tour 8, et la partie s’achève avec ce tour.',
          },
        },
      ],
    },
  },
];
