/**
 * The InspirActrice schemas of the built-in catalogue: a mix of every special action, each costing 2.
 * Each comes with a demonstration game (solo, normal mode) whose commands are grouped by turn.
 * @module
 */
import type { TargetSchema } from '../types.js';
import type { CatalogueEntry } from './types.js';

const firstBouquet: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'inspiractrice-first-bouquet',
  name: { en: 'First Bouquet', fr: 'Premier bouquet' },
  flower: 'inspiractrice',
  stars: 1,
  targets: [
    { cell: 'A4', color: 'blue' },
    { cell: 'A5', color: 'yellow' },
    { cell: 'A6', color: 'blue' },
    { cell: 'B4', color: 'red' },
    { cell: 'B5', color: 'white' },
    { cell: 'B6', color: 'red' },
    { cell: 'C4', color: 'orange' },
    { cell: 'C5', color: 'orange' },
    { cell: 'C6', color: 'yellow' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

const gardenClock: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'inspiractrice-garden-clock',
  name: { en: 'Garden Clock', fr: 'Horloge du jardin' },
  flower: 'inspiractrice',
  stars: 2,
  targets: [
    { cell: 'A3', color: 'blue' },
    { cell: 'A4', color: 'red' },
    { cell: 'A5', color: 'yellow' },
    { cell: 'A6', color: 'blue' },
    { cell: 'B3', color: 'yellow' },
    { cell: 'B4', color: 'brown' },
    { cell: 'B5', color: 'white' },
    { cell: 'B6', color: 'red' },
    { cell: 'C3', color: 'red' },
    { cell: 'C4', color: 'blue' },
    { cell: 'C5', color: 'green' },
    { cell: 'C6', color: 'green' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

const spinningTop: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'inspiractrice-spinning-top',
  name: { en: 'Spinning Top', fr: 'Toupie' },
  flower: 'inspiractrice',
  stars: 2,
  targets: [
    { cell: 'A3', color: 'blue' },
    { cell: 'A4', color: 'yellow' },
    { cell: 'A5', color: 'red' },
    { cell: 'A6', color: 'blue' },
    { cell: 'B2', color: 'orange' },
    { cell: 'B3', color: 'orange' },
    { cell: 'B4', color: 'brown' },
    { cell: 'B5', color: 'green' },
    { cell: 'B6', color: 'green' },
    { cell: 'C3', color: 'red' },
    { cell: 'C4', color: 'blue' },
    { cell: 'C5', color: 'yellow' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

const carnivalWheel: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'inspiractrice-carnival-wheel',
  name: { en: 'Carnival Wheel', fr: 'Roue du carnaval' },
  flower: 'inspiractrice',
  stars: 3,
  targets: [
    { cell: 'A2', color: 'blue' },
    { cell: 'A3', color: 'red' },
    { cell: 'A4', color: 'yellow' },
    { cell: 'A5', color: 'blue' },
    { cell: 'A6', color: 'red' },
    { cell: 'A7', color: 'yellow' },
    { cell: 'B2', color: 'yellow' },
    { cell: 'B3', color: 'brown' },
    { cell: 'B4', color: 'blue' },
    { cell: 'B5', color: 'white' },
    { cell: 'B6', color: 'red' },
    { cell: 'B7', color: 'blue' },
    { cell: 'C2', color: 'red' },
    { cell: 'C3', color: 'blue' },
    { cell: 'C4', color: 'yellow' },
    { cell: 'C5', color: 'blue' },
    { cell: 'C6', color: 'yellow' },
    { cell: 'C7', color: 'red' },
    { cell: 'D3', color: 'orange' },
    { cell: 'D4', color: 'orange' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

/** The InspirActrice schemas, by stars, without their demonstration games. */
export const inspiractriceSchemas: readonly TargetSchema[] = [firstBouquet, gardenClock, spinningTop, carnivalWheel];


/** The InspirActrice entries, by stars. */
export const inspiractrice: readonly CatalogueEntry[] = [
  {
    schema: firstBouquet,
    demo: {
      seed: 'i1-18',
      mode: 'normal',
      players: 1,
      title: { en: 'First Bouquet in five turns', fr: 'Premier bouquet en cinq tours' },
      steps: [
        // turn 1
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 2
        {
          command: { type: 'fulgurance', player: 0, cell: 'A3' },
          note: {
            en: 'Fulgurance puts the top five tokens of the bag on A3–A7, left to right (blue, red, yellow, red, yellow): one of them falls on a target of its colour at once, for a single action.',
            fr: 'La Fulgurance pose les cinq jetons du dessus du sac de A3 à A7, de gauche à droite (bleu, rouge, jaune, rouge, jaune) : l’un d’eux tombe aussitôt sur une cible de sa couleur, pour une seule action.',
          },
        },
        {
          command: { type: 'end-turn', player: 0 },
          note: {
            en: 'At the end of the turn the South wind pushes the red stigmerian from A4 down to B4, a red target: it becomes a pollen without spending an action.',
            fr: 'En fin de tour, le vent du sud pousse le stigmérien rouge de A4 à B4, une cible rouge : il devient pollen sans dépenser d’action.',
          },
        },
        // turn 3
        {
          command: { type: 'land', player: 0, color: 'yellow', to: 'B5' },
          note: {
            en: 'A token from the recruit zone may land on any empty cell next to a token already on the board: the yellow goes to B5.',
            fr: 'Un jeton de la zone de recrutement peut se poser sur toute case vide voisine d’un jeton déjà sur le plateau : le jaune va en B5.',
          },
        },
        {
          command: { type: 'diagonal', player: 0, from: 'B3', to: 'A4' },
          note: {
            en: 'Diagonal moves the blue stigmerian from B3 to A4 in one slanting step, onto a blue target: a pollen.',
            fr: 'La Diagonale fait passer le stigmérien bleu de B3 à A4 en un seul pas en biais, sur une cible bleue : un pollen.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 4
        { command: { type: 'move', player: 0, from: 'C7', to: 'C6' } },
        { command: { type: 'land', player: 0, color: 'red', to: 'C4' } },
        {
          command: { type: 'mixing', player: 0, cells: ['C4', 'C5'] },
          note: {
            en: 'Mixing the red on C4 and the yellow on C5 makes two orange tokens, and both stand on orange targets: two orange pollens at once.',
            fr: 'Le Mélange du rouge de C4 et du jaune de C5 donne deux jetons orange, tous deux sur des cibles orange : deux pollens orange d’un coup.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 5
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'A6' } },
        {
          command: { type: 'two-beats', player: 0, cell: 'B5' },
          note: {
            en: 'All eight neighbours of B5 are occupied, so Two Beats creates a white token there: a white pollen at once. The board now holds exactly the 9 target pollens and nothing else: the schema is fulfilled in turn 5.',
            fr: 'Les huit voisins de B5 sont occupés : Deux temps y crée un jeton blanc, aussitôt pollen. Le plateau porte maintenant exactement les 9 pollens cibles et rien d’autre : le schéma est réalisé au tour 5.',
          },
        },
      ],
    },
  },
  {
    schema: gardenClock,
    demo: {
      seed: 'i2-26',
      mode: 'normal',
      players: 1,
      title: { en: 'Garden Clock in six turns', fr: 'Horloge du jardin en six tours' },
      steps: [
        // turn 1
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 2
        {
          command: { type: 'fulgurance', player: 0, cell: 'A2' },
          note: {
            en: 'Fulgurance puts the top five tokens of the bag on A2–A6, left to right (yellow, yellow, blue, blue, yellow): none is on a target of its colour yet, but five tokens for one action are worth a few moves.',
            fr: 'La Fulgurance pose les cinq jetons du dessus du sac de A2 à A6, de gauche à droite (jaune, jaune, bleu, bleu, jaune) : aucun n’est encore sur une cible de sa couleur, mais cinq jetons pour une action valent bien quelques déplacements.',
          },
        },
        {
          command: { type: 'end-turn', player: 0 },
          note: {
            en: 'At the end of the turn the South wind pushes the yellow stigmerian from A3 down to B3, a yellow target: it becomes a pollen without spending an action.',
            fr: 'En fin de tour, le vent du sud pousse le stigmérien jaune de A3 à B3, une cible jaune : il devient pollen sans dépenser d’action.',
          },
        },
        // turn 3
        {
          command: { type: 'land', player: 0, color: 'red', to: 'C3' },
          note: {
            en: 'A token from the recruit zone may land on any empty cell next to a token already on the board: the red goes to C3, a red target, and becomes a pollen at once.',
            fr: 'Un jeton de la zone de recrutement peut se poser sur toute case vide voisine d’un jeton déjà sur le plateau : le rouge va en C3, une cible rouge, et devient aussitôt un pollen.',
          },
        },
        {
          command: { type: 'fulgurance', player: 0, cell: 'A2' },
          note: {
            en: 'Fulgurance puts the top five tokens of the bag on A2–A6, left to right (blue, blue, yellow, yellow, red): two of them fall on targets of their colour at once, for a single action.',
            fr: 'La Fulgurance pose les cinq jetons du dessus du sac de A2 à A6, de gauche à droite (bleu, bleu, jaune, jaune, rouge) : deux d’entre eux tombent aussitôt sur des cibles de leur couleur, pour une seule action.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 4
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'A4' } },
        {
          command: { type: 'mixing', player: 0, cells: ['C5', 'C6'] },
          note: {
            en: 'Mixing the blue on C5 and the yellow on C6 makes two green tokens, and both stand on green targets: two green pollens at once.',
            fr: 'Le Mélange du bleu de C5 et du jaune de C6 donne deux jetons verts, tous deux sur des cibles vertes : deux pollens verts d’un coup.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 5
        { command: { type: 'land', player: 0, color: 'blue', to: 'A6' } },
        {
          command: { type: 'two-beats', player: 0, cell: 'B5' },
          note: {
            en: 'All eight neighbours of B5 are occupied, so Two Beats creates a white token there: a white pollen at once.',
            fr: 'Les huit voisins de B5 sont occupés : Deux temps y crée un jeton blanc, aussitôt pollen.',
          },
        },
        {
          command: { type: 'rest', player: 0, cell: 'C2' },
          note: {
            en: 'Rest sends the blue token on C2 back to the box and frees the cell.',
            fr: 'Le Soupir renvoie le jeton bleu de C2 dans la boîte et libère la case.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 6
        { command: { type: 'rest', player: 0, cell: 'E2' } },
        {
          command: { type: 'combination', player: 0, cell: 'B4' },
          note: {
            en: 'The eight neighbours of B4 are all occupied, with at least two blue, two red and two yellow among them: Combination turns the token brown, and on its brown target it becomes a pollen. The board now holds exactly the 12 target pollens and nothing else: the schema is fulfilled in turn 6.',
            fr: 'Les huit voisins de B4 sont tous occupés, dont au moins deux bleus, deux rouges et deux jaunes : la Combinaison rend le jeton marron, et sur sa cible marron il devient pollen. Le plateau porte maintenant exactement les 12 pollens cibles et rien d’autre : le schéma est réalisé au tour 6.',
          },
        },
      ],
    },
  },
  {
    schema: spinningTop,
    demo: {
      seed: 'i2b-11',
      mode: 'normal',
      players: 1,
      title: { en: 'Spinning Top in six turns', fr: 'Toupie en six tours' },
      steps: [
        // turn 1
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 2
        {
          command: { type: 'fulgurance', player: 0, cell: 'A2' },
          note: {
            en: 'Fulgurance puts the top five tokens of the bag on A2–A6, left to right (yellow, blue, red, yellow, blue): two of them fall on targets of their colour at once, for a single action.',
            fr: 'La Fulgurance pose les cinq jetons du dessus du sac de A2 à A6, de gauche à droite (jaune, bleu, rouge, jaune, bleu) : deux d’entre eux tombent aussitôt sur des cibles de leur couleur, pour une seule action.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 3
        {
          command: { type: 'land', player: 0, color: 'blue', to: 'C4' },
          note: {
            en: 'A token from the recruit zone may land on any empty cell next to a token already on the board: the blue goes to C4, a blue target, and becomes a pollen at once.',
            fr: 'Un jeton de la zone de recrutement peut se poser sur toute case vide voisine d’un jeton déjà sur le plateau : le bleu va en C4, une cible bleue, et devient aussitôt un pollen.',
          },
        },
        { command: { type: 'move', player: 0, from: 'B4', to: 'B3' } },
        { command: { type: 'draw', player: 0 } },
        {
          command: { type: 'end-turn', player: 0 },
          note: {
            en: 'At the end of the turn the South wind pushes the red stigmerian from B3 down to C3, a red target: it becomes a pollen without spending an action.',
            fr: 'En fin de tour, le vent du sud pousse le stigmérien rouge de B3 à C3, une cible rouge : il devient pollen sans dépenser d’action.',
          },
        },
        // turn 4
        {
          command: { type: 'fulgurance', player: 0, cell: 'B2' },
          note: {
            en: 'Fulgurance puts the top five tokens of the bag on B2–B6, left to right (red, yellow, yellow, red, yellow): none is on a target of its colour yet, but five tokens for one action are worth a few moves.',
            fr: 'La Fulgurance pose les cinq jetons du dessus du sac de B2 à B6, de gauche à droite (rouge, jaune, jaune, rouge, jaune) : aucun n’est encore sur une cible de sa couleur, mais cinq jetons pour une action valent bien quelques déplacements.',
          },
        },
        {
          command: { type: 'mixing', player: 0, cells: ['B2', 'B3'] },
          note: {
            en: 'Mixing the red on B2 and the yellow on B3 makes two orange tokens, and both stand on orange targets: two orange pollens at once.',
            fr: 'Le Mélange du rouge de B2 et du jaune de B3 donne deux jetons orange, tous deux sur des cibles orange : deux pollens orange d’un coup.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 5
        {
          command: { type: 'choreography', player: 0, from: 'B5', to: 'A5' },
          note: {
            en: 'From turn 3, Choreography moves up to turn − 2 different stigmerians one step each for a single action (three in turn 5): first B5 to A5.',
            fr: 'Dès le tour 3, la Chorégraphie déplace jusqu’à tour − 2 stigmériens différents d’un pas chacun pour une seule action (trois au tour 5) : d’abord B5 vers A5.',
          },
        },
        { command: { type: 'choreography', player: 0, from: 'B4', to: 'A4' } },
        { command: { type: 'choreography', player: 0, from: 'C6', to: 'B6' } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'B5' } },
        { command: { type: 'mixing', player: 0, cells: ['B5', 'B6'] } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 6
        { command: { type: 'land', player: 0, color: 'blue', to: 'B4' } },
        {
          command: { type: 'rest', player: 0, cell: 'E2' },
          note: {
            en: 'Rest sends the yellow token on E2 back to the box and frees the cell.',
            fr: 'Le Soupir renvoie le jeton jaune de E2 dans la boîte et libère la case.',
          },
        },
        {
          command: { type: 'combination', player: 0, cell: 'B4' },
          note: {
            en: 'The eight neighbours of B4 are all occupied, with at least two blue, two red and two yellow among them: Combination turns the token brown, and on its brown target it becomes a pollen. The board now holds exactly the 12 target pollens and nothing else: the schema is fulfilled in turn 6.',
            fr: 'Les huit voisins de B4 sont tous occupés, dont au moins deux bleus, deux rouges et deux jaunes : la Combinaison rend le jeton marron, et sur sa cible marron il devient pollen. Le plateau porte maintenant exactement les 12 pollens cibles et rien d’autre : le schéma est réalisé au tour 6.',
          },
        },
      ],
    },
  },
  {
    schema: carnivalWheel,
    demo: {
      seed: 'i3-7',
      mode: 'normal',
      players: 1,
      title: { en: 'Carnival Wheel in eight turns', fr: 'Roue du carnaval en huit tours' },
      steps: [
        // turn 1
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 2
        {
          command: { type: 'fulgurance', player: 0, cell: 'A3' },
          note: {
            en: 'Fulgurance puts the top five tokens of the bag on A3–A7, left to right (blue, yellow, yellow, red, yellow): three of them fall on targets of their colour at once, for a single action.',
            fr: 'La Fulgurance pose les cinq jetons du dessus du sac de A3 à A7, de gauche à droite (bleu, jaune, jaune, rouge, jaune) : trois d’entre eux tombent aussitôt sur des cibles de leur couleur, pour une seule action.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 3
        {
          command: { type: 'land', player: 0, color: 'blue', to: 'A5' },
          note: {
            en: 'A token from the recruit zone may land on any empty cell next to a token already on the board: the blue goes to A5, a blue target, and becomes a pollen at once.',
            fr: 'Un jeton de la zone de recrutement peut se poser sur toute case vide voisine d’un jeton déjà sur le plateau : le bleu va en A5, une cible bleue, et devient aussitôt un pollen.',
          },
        },
        { command: { type: 'fulgurance', player: 0, cell: 'C3' } },
        {
          command: { type: 'end-turn', player: 0 },
          note: {
            en: 'At the end of the turn the South wind pushes the blue stigmerian from B3 down to C3, a blue target: it becomes a pollen without spending an action.',
            fr: 'En fin de tour, le vent du sud pousse le stigmérien bleu de B3 à C3, une cible bleue : il devient pollen sans dépenser d’action.',
          },
        },
        // turn 4
        { command: { type: 'land', player: 0, color: 'red', to: 'C2' } },
        { command: { type: 'move', player: 0, from: 'C5', to: 'C4' } },
        { command: { type: 'fulgurance', player: 0, cell: 'B2' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 5
        {
          command: { type: 'choreography', player: 0, from: 'B2', to: 'A2' },
          note: {
            en: 'From turn 3, Choreography moves up to turn − 2 different stigmerians one step each for a single action (three in turn 5): first B2 to A2.',
            fr: 'Dès le tour 3, la Chorégraphie déplace jusqu’à tour − 2 stigmériens différents d’un pas chacun pour une seule action (trois au tour 5) : d’abord B2 vers A2.',
          },
        },
        { command: { type: 'choreography', player: 0, from: 'E3', to: 'D3' } },
        { command: { type: 'choreography', player: 0, from: 'E4', to: 'D4' } },
        { command: { type: 'draw', player: 0 } },
        {
          command: { type: 'mixing', player: 0, cells: ['D3', 'D4'] },
          note: {
            en: 'Mixing the yellow on D3 and the red on D4 makes two orange tokens, and both stand on orange targets: two orange pollens at once.',
            fr: 'Le Mélange du jaune de D3 et du rouge de D4 donne deux jetons orange, tous deux sur des cibles orange : deux pollens orange d’un coup.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 6
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'B7' } },
        { command: { type: 'land', player: 0, color: 'red', to: 'A3' } },
        { command: { type: 'draw', player: 0 } },
        {
          command: { type: 'two-beats', player: 0, cell: 'B5' },
          note: {
            en: 'All eight neighbours of B5 are occupied, so Two Beats creates a white token there: a white pollen at once.',
            fr: 'Les huit voisins de B5 sont occupés : Deux temps y crée un jeton blanc, aussitôt pollen.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 7
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        {
          command: { type: 'fast-step', player: 0, from: 'G5', to: 'off' },
          note: {
            en: 'Fast Step: in turn 7 one stigmerian may make up to five steps through empty cells, for one action; the red on G5 runs down past row J and leaves the board for the box.',
            fr: 'Pas rapide : au tour 7, un stigmérien peut faire jusqu’à cinq pas sur des cases vides, pour une action ; le rouge de G5 descend au-delà de la ligne J et quitte le plateau pour la boîte.',
          },
        },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'B2' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 8
        {
          command: { type: 'combination', player: 0, cell: 'B3' },
          note: {
            en: 'The eight neighbours of B3 are all occupied, with at least two blue, two red and two yellow among them: Combination turns the token brown, and on its brown target it becomes a pollen. The board now holds exactly the 20 target pollens and nothing else: the schema is fulfilled in turn 8.',
            fr: 'Les huit voisins de B3 sont tous occupés, dont au moins deux bleus, deux rouges et deux jaunes : la Combinaison rend le jeton marron, et sur sa cible marron il devient pollen. Le plateau porte maintenant exactement les 20 pollens cibles et rien d’autre : le schéma est réalisé au tour 8.',
          },
        },
      ],
    },
  },
];
