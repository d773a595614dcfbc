/**
 * The DentDîne schemas of the built-in catalogue: shapes away from row A and set-up tokens to rearrange with Diagonal, Exchange, Choreography and Fast Step.
 * Each comes with a demonstration game (solo, normal mode) whose commands are grouped by turn.
 * @module
 */
import type { TargetSchema } from '../types.js';
import type { CatalogueEntry } from './types.js';

const crookedStile: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'dentdine-crooked-stile',
  name: { en: 'Crooked Stile', fr: 'Échalier tordu' },
  flower: 'dentdine',
  stars: 1,
  setup: [
    { cell: 'D4', color: 'red' },
    { cell: 'D5', color: 'blue' },
    { cell: 'E4', color: 'yellow' },
    { cell: 'E5', color: 'red' },
  ],
  targets: [
    { cell: 'D4', color: 'blue' },
    { cell: 'D5', color: 'red' },
    { cell: 'D6', color: 'yellow' },
    { cell: 'E4', color: 'yellow' },
    { cell: 'E5', color: 'red' },
    { cell: 'E6', color: 'blue' },
    { cell: 'F4', color: 'red' },
    { cell: 'F5', color: 'blue' },
    { cell: 'F6', color: 'red' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

const driftingKite: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'dentdine-drifting-kite',
  name: { en: 'Drifting Kite', fr: 'Cerf-volant à la dérive' },
  flower: 'dentdine',
  stars: 2,
  setup: [
    { cell: 'B5', color: 'red' },
    { cell: 'C2', color: 'blue' },
    { cell: 'C8', color: 'blue' },
  ],
  targets: [
    { cell: 'D5', color: 'red' },
    { cell: 'E4', color: 'blue' },
    { cell: 'E5', color: 'yellow' },
    { cell: 'E6', color: 'blue' },
    { cell: 'F3', color: 'red' },
    { cell: 'F4', color: 'yellow' },
    { cell: 'F5', color: 'blue' },
    { cell: 'F6', color: 'yellow' },
    { cell: 'F7', color: 'red' },
    { cell: 'G4', color: 'blue' },
    { cell: 'G5', color: 'yellow' },
    { cell: 'G6', color: 'blue' },
    { cell: 'H5', color: 'red' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

const crossedThreads: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'dentdine-crossed-threads',
  name: { en: 'Crossed Threads', fr: 'Fils croisés' },
  flower: 'dentdine',
  stars: 2,
  setup: [
    { cell: 'D3', color: 'yellow' },
    { cell: 'D4', color: 'red' },
    { cell: 'D5', color: 'blue' },
    { cell: 'D6', color: 'yellow' },
    { cell: 'D7', color: 'red' },
    { cell: 'E3', color: 'yellow' },
    { cell: 'E4', color: 'red' },
    { cell: 'E6', color: 'yellow' },
    { cell: 'E7', color: 'red' },
  ],
  targets: [
    { cell: 'B3', color: 'yellow' },
    { cell: 'B4', color: 'red' },
    { cell: 'B5', color: 'yellow' },
    { cell: 'B6', color: 'red' },
    { cell: 'B7', color: 'yellow' },
    { cell: 'C4', color: 'blue' },
    { cell: 'C7', color: 'blue' },
    { cell: 'D3', color: 'red' },
    { cell: 'D4', color: 'yellow' },
    { cell: 'D5', color: 'blue' },
    { cell: 'D6', color: 'red' },
    { cell: 'D7', color: 'yellow' },
    { cell: 'D8', color: 'blue' },
    { cell: 'E3', color: 'yellow' },
    { cell: 'E4', color: 'red' },
    { cell: 'E6', color: 'yellow' },
    { cell: 'E7', color: 'red' },
    { cell: 'F4', color: 'blue' },
    { cell: 'F7', color: 'blue' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

const shuffledLoom: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'dentdine-shuffled-loom',
  name: { en: 'Shuffled Loom', fr: 'Métier brouillé' },
  flower: 'dentdine',
  stars: 3,
  setup: [
    { cell: 'G3', color: 'blue' },
    { cell: 'G4', color: 'red' },
    { cell: 'G5', color: 'blue' },
    { cell: 'G6', color: 'yellow' },
    { cell: 'G7', color: 'blue' },
    { cell: 'H3', color: 'red' },
    { cell: 'H4', color: 'yellow' },
    { cell: 'H5', color: 'blue' },
    { cell: 'H6', color: 'red' },
    { cell: 'H7', color: 'yellow' },
  ],
  targets: [
    { cell: 'B4', color: 'red' },
    { cell: 'B5', color: 'yellow' },
    { cell: 'B6', color: 'blue' },
    { cell: 'C5', color: 'red' },
    { cell: 'D5', color: 'blue' },
    { cell: 'E5', color: 'yellow' },
    { cell: 'F3', color: 'red' },
    { cell: 'F4', color: 'blue' },
    { cell: 'F5', color: 'yellow' },
    { cell: 'F6', color: 'red' },
    { cell: 'F7', color: 'blue' },
    { cell: 'G3', color: 'yellow' },
    { cell: 'G4', color: 'blue' },
    { cell: 'G5', color: 'red' },
    { cell: 'G6', color: 'yellow' },
    { cell: 'G7', color: 'blue' },
    { cell: 'H3', color: 'red' },
    { cell: 'H4', color: 'yellow' },
    { cell: 'H5', color: 'blue' },
    { cell: 'H6', color: 'red' },
    { cell: 'H7', color: 'yellow' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

/** The DentDîne schemas, by stars, without their demonstration games. */
export const dentdineSchemas: readonly TargetSchema[] = [crookedStile, driftingKite, crossedThreads, shuffledLoom];


/** The DentDîne entries, by stars. */
export const dentdine: readonly CatalogueEntry[] = [
  {
    schema: crookedStile,
    demo: {
      seed: 'd1-19',
      mode: 'normal',
      players: 1,
      title: { en: 'Crooked Stile in four turns', fr: 'Échalier tordu en quatre tours' },
      steps: [
        // turn 1
        {
          command: { type: 'exchange', player: 0, cells: ['D4', 'D5'] },
          note: {
            en: 'The two setup stigmerians on D4 and D5 stand on each other’s targets. Exchange swaps them for one action: both become pollens before the wind can blow them away.',
            fr: 'Les deux stigmériens de mise en place en D4 et D5 occupent chacun la cible de l’autre. L’Échange les intervertit pour une action : tous deux deviennent pollens avant que le vent ne les emporte.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 2
        {
          command: { type: 'land', player: 0, color: 'red', to: 'F4' },
          note: {
            en: 'The setup tokens are already on the board, so the first token may land next to any of them: the red goes to F4, a red target, and becomes a pollen at once.',
            fr: 'Les jetons de mise en place sont déjà sur le plateau, le premier jeton peut donc se poser à côté de l’un d’eux : le rouge va en F4, une cible rouge, et devient aussitôt un pollen.',
          },
        },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 3
        { command: { type: 'land', player: 0, color: 'blue', to: 'E6' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'F5' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 4
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'D6' } },
        { command: { type: 'draw', player: 0 } },
        {
          command: { type: 'land', player: 0, color: 'red', to: 'F6' },
          note: {
            en: 'The last red token lands on F6. The board now holds exactly the 9 target pollens and nothing else: the schema is fulfilled in turn 4.',
            fr: 'Le dernier jeton rouge se pose en F6. Le plateau porte maintenant exactement les 9 pollens cibles et rien d’autre : le schéma est réalisé au tour 4.',
          },
        },
      ],
    },
  },
  {
    schema: driftingKite,
    demo: {
      seed: 'd2-18',
      mode: 'normal',
      players: 1,
      title: { en: 'Drifting Kite in seven turns', fr: 'Cerf-volant à la dérive en sept tours' },
      steps: [
        // turn 1
        {
          command: { type: 'diagonal', player: 0, from: 'C2', to: 'D3' },
          note: {
            en: 'Diagonal moves the blue stigmerian from C2 to D3 in one slanting step.',
            fr: 'La Diagonale fait passer le stigmérien bleu de C2 à D3 en un seul pas en biais.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 2
        { command: { type: 'draw', player: 0 } },
        {
          command: { type: 'land', player: 0, color: 'red', to: 'F3' },
          note: {
            en: 'The setup tokens are already on the board, so the first token may land next to any of them: the red goes to F3, a red target, and becomes a pollen at once.',
            fr: 'Les jetons de mise en place sont déjà sur le plateau, le premier jeton peut donc se poser à côté de l’un d’eux : le rouge va en F3, une cible rouge, et devient aussitôt un pollen.',
          },
        },
        {
          command: { type: 'end-turn', player: 0 },
          note: {
            en: 'At the end of the turn the South wind pushes the red stigmerian from C5 down to D5, a red target: it becomes a pollen without spending an action.',
            fr: 'En fin de tour, le vent du sud pousse le stigmérien rouge de C5 à D5, une cible rouge : il devient pollen sans dépenser d’action.',
          },
        },
        // turn 3
        { command: { type: 'land', player: 0, color: 'yellow', to: 'E5' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'F4' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 4
        {
          command: { type: 'choreography', player: 0, from: 'E3', to: 'E4' },
          note: {
            en: 'From turn 3, Choreography moves up to turn − 2 different stigmerians one step each for a single action (two in turn 4): first E3 to E4.',
            fr: 'Dès le tour 3, la Chorégraphie déplace jusqu’à tour − 2 stigmériens différents d’un pas chacun pour une seule action (deux au tour 4) : d’abord E3 vers E4.',
          },
        },
        { command: { type: 'choreography', player: 0, from: 'F8', to: 'F7' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'F6' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 5
        {
          command: { type: 'choreography', player: 0, from: 'G7', to: 'G6' },
          note: {
            en: 'From turn 3, Choreography moves up to turn − 2 different stigmerians one step each for a single action (three in turn 5): first G7 to G6.',
            fr: 'Dès le tour 3, la Chorégraphie déplace jusqu’à tour − 2 stigmériens différents d’un pas chacun pour une seule action (trois au tour 5) : d’abord G7 vers G6.',
          },
        },
        { command: { type: 'choreography-stop', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'G5' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'E6' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 6
        { command: { type: 'land', player: 0, color: 'blue', to: 'F5' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'F7' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'G4' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 7
        {
          command: { type: 'land', player: 0, color: 'red', to: 'H5' },
          note: {
            en: 'The last red token lands on H5. The board now holds exactly the 13 target pollens and nothing else: the schema is fulfilled in turn 7.',
            fr: 'Le dernier jeton rouge se pose en H5. Le plateau porte maintenant exactement les 13 pollens cibles et rien d’autre : le schéma est réalisé au tour 7.',
          },
        },
      ],
    },
  },
  {
    schema: crossedThreads,
    demo: {
      seed: 'd2b-21',
      mode: 'normal',
      players: 1,
      title: { en: 'Crossed Threads in six turns', fr: 'Fils croisés en six tours' },
      steps: [
        // turn 1
        {
          command: { type: 'exchange', player: 0, cells: ['D3', 'D4'] },
          note: {
            en: 'Two pairs of setup stigmerians are crossed. Exchange swaps the yellow on D3 and the red on D4: each now stands on a target of its own colour, and both become pollens.',
            fr: 'Deux paires de stigmériens de mise en place sont croisées. L’Échange intervertit le jaune de D3 et le rouge de D4 : chacun se retrouve sur une cible de sa couleur, et tous deux deviennent pollens.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 2
        {
          command: { type: 'exchange', player: 0, cells: ['D6', 'D7'] },
          note: {
            en: 'Exchange swaps the yellow on D6 and the red on D7: each now stands on a target of its own colour, and both become pollens.',
            fr: 'L’Échange intervertit le jaune de D6 et le rouge de D7 : chacun se retrouve sur une cible de sa couleur, et tous deux deviennent pollens.',
          },
        },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 3
        {
          command: { type: 'land', player: 0, color: 'blue', to: 'C4' },
          note: {
            en: 'The setup tokens are already on the board, so the first token may land next to any of them: the blue goes to C4, a blue target, and becomes a pollen at once.',
            fr: 'Les jetons de mise en place sont déjà sur le plateau, le premier jeton peut donc se poser à côté de l’un d’eux : le bleu va en C4, une cible bleue, et devient aussitôt un pollen.',
          },
        },
        { command: { type: 'land', player: 0, color: 'red', to: 'B4' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 4
        { command: { type: 'land', player: 0, color: 'blue', to: 'C7' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'B5' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 5
        { command: { type: 'land', player: 0, color: 'red', to: 'B6' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'D8' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'B3' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 6
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'B7' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'F4' } },
        { command: { type: 'draw', player: 0 } },
        {
          command: { type: 'land', player: 0, color: 'blue', to: 'F7' },
          note: {
            en: 'The last blue token lands on F7. The board now holds exactly the 19 target pollens and nothing else: the schema is fulfilled in turn 6.',
            fr: 'Le dernier jeton bleu se pose en F7. Le plateau porte maintenant exactement les 19 pollens cibles et rien d’autre : le schéma est réalisé au tour 6.',
          },
        },
      ],
    },
  },
  {
    schema: shuffledLoom,
    demo: {
      seed: 'd3-7',
      mode: 'normal',
      players: 1,
      title: { en: 'Shuffled Loom in seven turns', fr: 'Métier brouillé en sept tours' },
      steps: [
        // turn 1
        {
          command: { type: 'exchange', player: 0, cells: ['G4', 'G5'] },
          note: {
            en: 'The setup tokens of row G are shuffled. Exchange swaps the red on G4 and the blue on G5: each now stands on a target of its own colour, and both become pollens.',
            fr: 'Les jetons de mise en place de la ligne G sont mélangés. L’Échange intervertit le rouge de G4 et le bleu de G5 : chacun se retrouve sur une cible de sa couleur, et tous deux deviennent pollens.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 2
        {
          command: { type: 'diagonal', player: 0, from: 'G3', to: 'F4' },
          note: {
            en: 'The blue on G3 stands on a yellow target, and its own target F4 is one slanting step away: Diagonal moves it there, and it becomes a pollen. G3 is now free for a yellow.',
            fr: 'Le bleu de G3 est sur une cible jaune, et sa propre cible F4 est à un pas en biais : la Diagonale l’y amène, et il devient pollen. G3 est maintenant libre pour un jaune.',
          },
        },
        {
          command: { type: 'land', player: 0, color: 'red', to: 'F3' },
          note: {
            en: 'The setup tokens are already on the board, so the first token may land next to any of them: the red goes to F3, a red target, and becomes a pollen at once.',
            fr: 'Les jetons de mise en place sont déjà sur le plateau, le premier jeton peut donc se poser à côté de l’un d’eux : le rouge va en F3, une cible rouge, et devient aussitôt un pollen.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 3
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'F5' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 4
        { command: { type: 'land', player: 0, color: 'red', to: 'F6' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'E5' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 5
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'D5' } },
        { command: { type: 'land', player: 0, color: 'red', to: 'C5' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'F7' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 6
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'B5' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'B4' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'B6' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 7
        { command: { type: 'draw', player: 0 } },
        {
          command: { type: 'land', player: 0, color: 'yellow', to: 'G3' },
          note: {
            en: 'The last yellow token lands on G3. The board now holds exactly the 21 target pollens and nothing else: the schema is fulfilled in turn 7.',
            fr: 'Le dernier jeton jaune se pose en G3. Le plateau porte maintenant exactement les 21 pollens cibles et rien d’autre : le schéma est réalisé au tour 7.',
          },
        },
      ],
    },
  },
];
