/**
 * The MarOnne schemas of the built-in catalogue: brown targets made by Combination, and rows that Fulgurance fills five tokens at a time.
 * Each comes with a demonstration game (solo, normal mode) whose commands are grouped by turn.
 * @module
 */
import type { TargetSchema } from '../types.js';
import type { CatalogueEntry } from './types.js';

const hearthStone: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'maronne-hearth-stone',
  name: { en: 'Hearth Stone', fr: 'Pierre du foyer' },
  flower: 'maronne',
  stars: 1,
  targets: [
    { cell: 'A4', color: 'blue' },
    { cell: 'A5', color: 'red' },
    { cell: 'A6', color: 'yellow' },
    { cell: 'B4', color: 'yellow' },
    { cell: 'B5', color: 'brown' },
    { cell: 'B6', color: 'blue' },
    { cell: 'C4', color: 'red' },
    { cell: 'C5', color: 'blue' },
    { cell: 'C6', color: 'red' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

const emberRow: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'maronne-ember-row',
  name: { en: 'Ember Row', fr: 'Rangée de braises' },
  flower: 'maronne',
  stars: 1,
  targets: [
    { cell: 'A3', color: 'blue' },
    { cell: 'A4', color: 'red' },
    { cell: 'A5', color: 'yellow' },
    { cell: 'A6', color: 'red' },
    { cell: 'A7', color: 'blue' },
    { cell: 'B4', color: 'yellow' },
    { cell: 'B5', color: 'brown' },
    { cell: 'B6', color: 'blue' },
    { cell: 'C4', color: 'blue' },
    { cell: 'C5', color: 'red' },
    { cell: 'C6', color: 'yellow' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

const twinKilns: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'maronne-twin-kilns',
  name: { en: 'Twin Kilns', fr: 'Fours jumeaux' },
  flower: 'maronne',
  stars: 2,
  targets: [
    { cell: 'A3', color: 'blue' },
    { cell: 'A4', color: 'red' },
    { cell: 'A5', color: 'yellow' },
    { cell: 'A6', color: 'blue' },
    { cell: 'B3', color: 'yellow' },
    { cell: 'B4', color: 'brown' },
    { cell: 'B5', color: 'brown' },
    { cell: 'B6', color: 'red' },
    { cell: 'C3', color: 'red' },
    { cell: 'C4', color: 'blue' },
    { cell: 'C5', color: 'yellow' },
    { cell: 'C6', color: 'yellow' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

const lanternMarket: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'maronne-lantern-market',
  name: { en: 'Lantern Market', fr: 'Marché aux lanternes' },
  flower: 'maronne',
  stars: 3,
  targets: [
    { cell: 'A2', color: 'blue' },
    { cell: 'A3', color: 'red' },
    { cell: 'A4', color: 'yellow' },
    { cell: 'A5', color: 'blue' },
    { cell: 'A6', color: 'red' },
    { cell: 'B2', color: 'yellow' },
    { cell: 'B3', color: 'brown' },
    { cell: 'B4', color: 'red' },
    { cell: 'B5', color: 'brown' },
    { cell: 'B6', color: 'yellow' },
    { cell: 'C2', color: 'red' },
    { cell: 'C3', color: 'blue' },
    { cell: 'C4', color: 'yellow' },
    { cell: 'C5', color: 'red' },
    { cell: 'C6', color: 'blue' },
    { cell: 'D4', color: 'yellow' },
    { cell: 'D5', color: 'brown' },
    { cell: 'D6', color: 'blue' },
    { cell: 'E4', color: 'red' },
    { cell: 'E5', color: 'yellow' },
    { cell: 'E6', color: 'red' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

/** The MarOnne schemas, by stars, without their demonstration games. */
export const maronneSchemas: readonly TargetSchema[] = [hearthStone, emberRow, twinKilns, lanternMarket];


/** The MarOnne entries, by stars. */
export const maronne: readonly CatalogueEntry[] = [
  {
    schema: hearthStone,
    demo: {
      seed: 'm1-2',
      mode: 'normal',
      players: 1,
      title: { en: 'Hearth Stone in five turns', fr: 'Pierre du foyer en cinq tours' },
      steps: [
        // turn 1
        {
          command: { type: 'fulgurance', player: 0, cell: 'A3' },
          note: {
            en: 'Fulgurance puts the top five tokens of the bag on A3–A7, left to right (yellow, blue, red, blue, red): two of them fall on targets of their colour at once, for a single action.',
            fr: 'La Fulgurance pose les cinq jetons du dessus du sac de A3 à A7, de gauche à droite (jaune, bleu, rouge, bleu, rouge) : deux d’entre eux tombent aussitôt sur des cibles de leur couleur, pour une seule action.',
          },
        },
        {
          command: { type: 'end-turn', player: 0 },
          note: {
            en: 'At the end of the turn the South wind pushes the blue stigmerian from A6 down to B6, a blue target: it becomes a pollen without spending an action.',
            fr: 'En fin de tour, le vent du sud pousse le stigmérien bleu de A6 à B6, une cible bleue : il devient pollen sans dépenser d’action.',
          },
        },
        // turn 2
        {
          command: { type: 'land', player: 0, color: 'yellow', to: 'A6' },
          note: {
            en: 'A token from the recruit zone may land on any empty cell next to a token already on the board: the yellow goes to A6, a yellow target, and becomes a pollen at once.',
            fr: 'Un jeton de la zone de recrutement peut se poser sur toute case vide voisine d’un jeton déjà sur le plateau : le jaune va en A6, une cible jaune, et devient aussitôt un pollen.',
          },
        },
        { command: { type: 'move', player: 0, from: 'B3', to: 'B4' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 3
        { command: { type: 'move', player: 0, from: 'C7', to: 'C6' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'C5' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 4
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'C4' } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'B5' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 5
        {
          command: { type: 'combination', player: 0, cell: 'B5' },
          note: {
            en: 'The eight neighbours of B5 are all occupied, with at least two blue, two red and two yellow among them: Combination turns the token brown, and on its brown target it becomes a pollen. The board now holds exactly the 9 target pollens and nothing else: the schema is fulfilled in turn 5.',
            fr: 'Les huit voisins de B5 sont tous occupés, dont au moins deux bleus, deux rouges et deux jaunes : la Combinaison rend le jeton marron, et sur sa cible marron il devient pollen. Le plateau porte maintenant exactement les 9 pollens cibles et rien d’autre : le schéma est réalisé au tour 5.',
          },
        },
      ],
    },
  },
  {
    schema: emberRow,
    demo: {
      seed: 'm1b-2',
      mode: 'normal',
      players: 1,
      title: { en: 'Ember Row in five turns', fr: 'Rangée de braises en cinq tours' },
      steps: [
        // turn 1
        {
          command: { type: 'fulgurance', player: 0, cell: 'A3' },
          note: {
            en: 'Fulgurance puts the top five tokens of the bag on A3–A7, left to right (red, blue, blue, blue, yellow): none is on a target of its colour yet, but five tokens for one action are worth a few moves.',
            fr: 'La Fulgurance pose les cinq jetons du dessus du sac de A3 à A7, de gauche à droite (rouge, bleu, bleu, bleu, jaune) : aucun n’est encore sur une cible de sa couleur, mais cinq jetons pour une action valent bien quelques déplacements.',
          },
        },
        {
          command: { type: 'end-turn', player: 0 },
          note: {
            en: 'At the end of the turn the South wind pushes the blue stigmerian from A6 down to B6, a blue target: it becomes a pollen without spending an action.',
            fr: 'En fin de tour, le vent du sud pousse le stigmérien bleu de A6 à B6, une cible bleue : il devient pollen sans dépenser d’action.',
          },
        },
        // turn 2
        { command: { type: 'draw', player: 0 } },
        {
          command: { type: 'fulgurance', player: 0, cell: 'A3' },
          note: {
            en: 'Fulgurance puts the top five tokens of the bag on A3–A7, left to right (yellow, red, yellow, red, blue): four of them fall on targets of their colour at once, for a single action.',
            fr: 'La Fulgurance pose les cinq jetons du dessus du sac de A3 à A7, de gauche à droite (jaune, rouge, jaune, rouge, bleu) : quatre d’entre eux tombent aussitôt sur des cibles de leur couleur, pour une seule action.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 3
        { command: { type: 'move', player: 0, from: 'B3', to: 'B4' } },
        { command: { type: 'move', player: 0, from: 'C7', to: 'C6' } },
        { command: { type: 'move', player: 0, from: 'C5', to: 'B5' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 4
        { command: { type: 'move', player: 0, from: 'C5', to: 'B5' } },
        { command: { type: 'move', player: 0, from: 'D3', to: 'D4' } },
        { command: { type: 'move', player: 0, from: 'D4', to: 'D5' } },
        { command: { type: 'move', player: 0, from: 'D5', to: 'C5' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 5
        {
          command: { type: 'land', player: 0, color: 'blue', to: 'A3' },
          note: {
            en: 'A token from the recruit zone may land on any empty cell next to a token already on the board: the blue goes to A3, a blue target, and becomes a pollen at once.',
            fr: 'Un jeton de la zone de recrutement peut se poser sur toute case vide voisine d’un jeton déjà sur le plateau : le bleu va en A3, une cible bleue, et devient aussitôt un pollen.',
          },
        },
        {
          command: { type: 'combination', player: 0, cell: 'B5' },
          note: {
            en: 'The eight neighbours of B5 are all occupied, with at least two blue, two red and two yellow among them: Combination turns the token brown, and on its brown target it becomes a pollen. The board now holds exactly the 11 target pollens and nothing else: the schema is fulfilled in turn 5.',
            fr: 'Les huit voisins de B5 sont tous occupés, dont au moins deux bleus, deux rouges et deux jaunes : la Combinaison rend le jeton marron, et sur sa cible marron il devient pollen. Le plateau porte maintenant exactement les 11 pollens cibles et rien d’autre : le schéma est réalisé au tour 5.',
          },
        },
      ],
    },
  },
  {
    schema: twinKilns,
    demo: {
      seed: 'm2-23',
      mode: 'normal',
      players: 1,
      title: { en: 'Twin Kilns in five turns', fr: 'Fours jumeaux en cinq tours' },
      steps: [
        // turn 1
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 2
        {
          command: { type: 'fulgurance', player: 0, cell: 'A2' },
          note: {
            en: 'Fulgurance puts the top five tokens of the bag on A2–A6, left to right (red, blue, red, blue, red): two of them fall on targets of their colour at once, for a single action.',
            fr: 'La Fulgurance pose les cinq jetons du dessus du sac de A2 à A6, de gauche à droite (rouge, bleu, rouge, bleu, rouge) : deux d’entre eux tombent aussitôt sur des cibles de leur couleur, pour une seule action.',
          },
        },
        {
          command: { type: 'fulgurance', player: 0, cell: 'B2' },
          note: {
            en: 'Fulgurance puts the top five tokens of the bag on B2–B6, left to right (yellow, red, blue, yellow, yellow): none is on a target of its colour yet, but five tokens for one action are worth a few moves.',
            fr: 'La Fulgurance pose les cinq jetons du dessus du sac de B2 à B6, de gauche à droite (jaune, rouge, bleu, jaune, jaune) : aucun n’est encore sur une cible de sa couleur, mais cinq jetons pour une action valent bien quelques déplacements.',
          },
        },
        {
          command: { type: 'end-turn', player: 0 },
          note: {
            en: 'At the end of the turn the South wind pushes the red stigmerian from B3 down to C3, a red target: it becomes a pollen without spending an action.',
            fr: 'En fin de tour, le vent du sud pousse le stigmérien rouge de B3 à C3, une cible rouge : il devient pollen sans dépenser d’action.',
          },
        },
        // turn 3
        { command: { type: 'move', player: 0, from: 'B2', to: 'B3' } },
        { command: { type: 'move', player: 0, from: 'B3', to: 'B4' } },
        {
          command: { type: 'land', player: 0, color: 'yellow', to: 'A5' },
          note: {
            en: 'A token from the recruit zone may land on any empty cell next to a token already on the board: the yellow goes to A5, a yellow target, and becomes a pollen at once.',
            fr: 'Un jeton de la zone de recrutement peut se poser sur toute case vide voisine d’un jeton déjà sur le plateau : le jaune va en A5, une cible jaune, et devient aussitôt un pollen.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 4
        { command: { type: 'land', player: 0, color: 'blue', to: 'A6' } },
        { command: { type: 'move', player: 0, from: 'D2', to: 'C2' } },
        { command: { type: 'move', player: 0, from: 'C2', to: 'B2' } },
        { command: { type: 'move', player: 0, from: 'B2', to: 'B3' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 5
        {
          command: { type: 'combination', player: 0, cell: 'B4' },
          note: {
            en: 'The eight neighbours of B4 are all occupied, with at least two blue, two red and two yellow among them: Combination turns the token brown, and on its brown target it becomes a pollen.',
            fr: 'Les huit voisins de B4 sont tous occupés, dont au moins deux bleus, deux rouges et deux jaunes : la Combinaison rend le jeton marron, et sur sa cible marron il devient pollen.',
          },
        },
        {
          command: { type: 'combination', player: 0, cell: 'B5' },
          note: {
            en: 'The eight neighbours of B5 are all occupied, with at least two blue, two red and two yellow among them: Combination turns the token brown, and on its brown target it becomes a pollen. The board now holds exactly the 12 target pollens and nothing else: the schema is fulfilled in turn 5.',
            fr: 'Les huit voisins de B5 sont tous occupés, dont au moins deux bleus, deux rouges et deux jaunes : la Combinaison rend le jeton marron, et sur sa cible marron il devient pollen. Le plateau porte maintenant exactement les 12 pollens cibles et rien d’autre : le schéma est réalisé au tour 5.',
          },
        },
      ],
    },
  },
  {
    schema: lanternMarket,
    demo: {
      seed: 'm3-15',
      mode: 'normal',
      players: 1,
      title: { en: 'Lantern Market in seven turns', fr: 'Marché aux lanternes en sept tours' },
      steps: [
        // turn 1
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 2
        {
          command: { type: 'fulgurance', player: 0, cell: 'A2' },
          note: {
            en: 'Fulgurance puts the top five tokens of the bag on A2–A6, left to right (yellow, red, yellow, yellow, red): three of them fall on targets of their colour at once, for a single action.',
            fr: 'La Fulgurance pose les cinq jetons du dessus du sac de A2 à A6, de gauche à droite (jaune, rouge, jaune, jaune, rouge) : trois d’entre eux tombent aussitôt sur des cibles de leur couleur, pour une seule action.',
          },
        },
        {
          command: { type: 'fulgurance', player: 0, cell: 'B2' },
          note: {
            en: 'Fulgurance puts the top five tokens of the bag on B2–B6, left to right (red, blue, red, red, yellow): two of them fall on targets of their colour at once, for a single action.',
            fr: 'La Fulgurance pose les cinq jetons du dessus du sac de B2 à B6, de gauche à droite (rouge, bleu, rouge, rouge, jaune) : deux d’entre eux tombent aussitôt sur des cibles de leur couleur, pour une seule action.',
          },
        },
        {
          command: { type: 'end-turn', player: 0 },
          note: {
            en: 'At the end of the turn the South wind pushes the red stigmerian from B2 down to C2, a red target: it becomes a pollen without spending an action.',
            fr: 'En fin de tour, le vent du sud pousse le stigmérien rouge de B2 à C2, une cible rouge : il devient pollen sans dépenser d’action.',
          },
        },
        // turn 3
        {
          command: { type: 'fulgurance', player: 0, cell: 'D3' },
          note: {
            en: 'Fulgurance puts the top five tokens of the bag on D3–D7, left to right (yellow, red, red, blue, red): one of them falls on a target of its colour at once, for a single action.',
            fr: 'La Fulgurance pose les cinq jetons du dessus du sac de D3 à D7, de gauche à droite (jaune, rouge, rouge, bleu, rouge) : l’un d’eux tombe aussitôt sur une cible de sa couleur, pour une seule action.',
          },
        },
        {
          command: { type: 'land', player: 0, color: 'yellow', to: 'E5' },
          note: {
            en: 'A token from the recruit zone may land on any empty cell next to a token already on the board: the yellow goes to E5, a yellow target, and becomes a pollen at once.',
            fr: 'Un jeton de la zone de recrutement peut se poser sur toute case vide voisine d’un jeton déjà sur le plateau : le jaune va en E5, une cible jaune, et devient aussitôt un pollen.',
          },
        },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 4
        { command: { type: 'land', player: 0, color: 'blue', to: 'A2' } },
        { command: { type: 'move', player: 0, from: 'E7', to: 'E6' } },
        { command: { type: 'move', player: 0, from: 'E3', to: 'D3' } },
        { command: { type: 'move', player: 0, from: 'D3', to: 'D4' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 5
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'A5' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'C4' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 6
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'C6' } },
        {
          command: { type: 'combination', player: 0, cell: 'B5' },
          note: {
            en: 'The eight neighbours of B5 are all occupied, with at least two blue, two red and two yellow among them: Combination turns the token brown, and on its brown target it becomes a pollen.',
            fr: 'Les huit voisins de B5 sont tous occupés, dont au moins deux bleus, deux rouges et deux jaunes : la Combinaison rend le jeton marron, et sur sa cible marron il devient pollen.',
          },
        },
        {
          command: { type: 'combination', player: 0, cell: 'D5' },
          note: {
            en: 'The eight neighbours of D5 are all occupied, with at least two blue, two red and two yellow among them: Combination turns the token brown, and on its brown target it becomes a pollen.',
            fr: 'Les huit voisins de D5 sont tous occupés, dont au moins deux bleus, deux rouges et deux jaunes : la Combinaison rend le jeton marron, et sur sa cible marron il devient pollen.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 7
        { command: { type: 'land', player: 0, color: 'yellow', to: 'B3' } },
        {
          command: { type: 'combination', player: 0, cell: 'B3' },
          note: {
            en: 'The eight neighbours of B3 are all occupied, with at least two blue, two red and two yellow among them: Combination turns the token brown, and on its brown target it becomes a pollen. The board now holds exactly the 21 target pollens and nothing else: the schema is fulfilled in turn 7.',
            fr: 'Les huit voisins de B3 sont tous occupés, dont au moins deux bleus, deux rouges et deux jaunes : la Combinaison rend le jeton marron, et sur sa cible marron il devient pollen. Le plateau porte maintenant exactement les 21 pollens cibles et rien d’autre : le schéma est réalisé au tour 7.',
          },
        },
      ],
    },
  },
];
