/**
 * The SiffloChamp schemas of the built-in catalogue: white and black targets made by Two Beats, Quarter Note and Half Note, with Rest to clear a cell.
 * Each comes with a demonstration game (solo, normal mode) whose commands are grouped by turn.
 * @module
 */
import type { TargetSchema } from '../types.js';
import type { CatalogueEntry } from './types.js';

const quietBell: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'sifflochamp-quiet-bell',
  name: { en: 'Quiet Bell', fr: 'Cloche tranquille' },
  flower: 'sifflochamp',
  stars: 1,
  targets: [
    { cell: 'A4', color: 'blue' },
    { cell: 'A5', color: 'red' },
    { cell: 'A6', color: 'blue' },
    { cell: 'B4', color: 'yellow' },
    { cell: 'B5', color: 'white' },
    { cell: 'B6', color: 'yellow' },
    { cell: 'C4', color: 'red' },
    { cell: 'C5', color: 'blue' },
    { cell: 'C6', color: 'red' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

const nightDrum: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'sifflochamp-night-drum',
  name: { en: 'Night Drum', fr: 'Tambour de nuit' },
  flower: 'sifflochamp',
  stars: 2,
  targets: [
    { cell: 'A4', color: 'yellow' },
    { cell: 'A5', color: 'blue' },
    { cell: 'A6', color: 'yellow' },
    { cell: 'B4', color: 'red' },
    { cell: 'B5', color: 'black' },
    { cell: 'B6', color: 'red' },
    { cell: 'C4', color: 'blue' },
    { cell: 'C5', color: 'black' },
    { cell: 'C6', color: 'blue' },
    { cell: 'D5', color: 'yellow' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

const pairedChimes: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'sifflochamp-paired-chimes',
  name: { en: 'Paired Chimes', fr: 'Carillon jumeau' },
  flower: 'sifflochamp',
  stars: 2,
  targets: [
    { cell: 'A3', color: 'blue' },
    { cell: 'A4', color: 'red' },
    { cell: 'A5', color: 'yellow' },
    { cell: 'A6', color: 'blue' },
    { cell: 'A7', color: 'red' },
    { cell: 'B3', color: 'yellow' },
    { cell: 'B4', color: 'white' },
    { cell: 'B5', color: 'blue' },
    { cell: 'B6', color: 'white' },
    { cell: 'B7', color: 'yellow' },
    { cell: 'C3', color: 'red' },
    { cell: 'C4', color: 'blue' },
    { cell: 'C5', color: 'yellow' },
    { cell: 'C6', color: 'red' },
    { cell: 'C7', color: 'blue' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

const moonlitChoir: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'sifflochamp-moonlit-choir',
  name: { en: 'Moonlit Choir', fr: 'Chœur au clair de lune' },
  flower: 'sifflochamp',
  stars: 3,
  setup: [
    { cell: 'E7', color: 'black' },
    { cell: 'E8', color: 'black' },
    { cell: 'F7', color: 'blue' },
    { cell: 'F8', color: 'yellow' },
  ],
  targets: [
    { cell: 'A2', color: 'blue' },
    { cell: 'A3', color: 'red' },
    { cell: 'A4', color: 'yellow' },
    { cell: 'A5', color: 'blue' },
    { cell: 'A6', color: 'red' },
    { cell: 'B2', color: 'yellow' },
    { cell: 'B3', color: 'white' },
    { cell: 'B4', color: 'red' },
    { cell: 'B5', color: 'black' },
    { cell: 'B6', color: 'yellow' },
    { cell: 'C2', color: 'red' },
    { cell: 'C3', color: 'blue' },
    { cell: 'C4', color: 'yellow' },
    { cell: 'C5', color: 'black' },
    { cell: 'C6', color: 'blue' },
    { cell: 'D5', color: 'red' },
    { cell: 'E7', color: 'white' },
    { cell: 'E8', color: 'red' },
    { cell: 'F7', color: 'blue' },
    { cell: 'F8', color: 'yellow' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

/** The SiffloChamp schemas, by stars, without their demonstration games. */
export const sifflochampSchemas: readonly TargetSchema[] = [quietBell, nightDrum, pairedChimes, moonlitChoir];


/** The SiffloChamp entries, by stars. */
export const sifflochamp: readonly CatalogueEntry[] = [
  {
    schema: quietBell,
    demo: {
      seed: 's1-1',
      mode: 'normal',
      players: 1,
      title: { en: 'Quiet Bell in six turns', fr: 'Cloche tranquille en six tours' },
      steps: [
        // turn 1
        {
          command: { type: 'land', player: 0, color: 'blue', to: 'A4' },
          note: {
            en: 'On an empty board the first token may only land on row A: the blue goes to A4, a blue target, and becomes a pollen at once.',
            fr: 'Sur un plateau vide, le premier jeton ne peut se poser que sur la ligne A : le bleu va en A4, une cible bleue, et devient aussitôt un pollen.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 2
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 3
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'B4' } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'B5' } },
        {
          command: { type: 'end-turn', player: 0 },
          note: {
            en: 'At the end of the turn the South wind pushes the blue stigmerian from B5 down to C5, a blue target: it becomes a pollen without spending an action.',
            fr: 'En fin de tour, le vent du sud pousse le stigmérien bleu de B5 à C5, une cible bleue : il devient pollen sans dépenser d’action.',
          },
        },
        // turn 4
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'A5' } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'A6' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 5
        { command: { type: 'land', player: 0, color: 'red', to: 'C4' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'C6' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'B6' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 6
        {
          command: { type: 'two-beats', player: 0, cell: 'B5' },
          note: {
            en: 'All eight neighbours of B5 are occupied, so Two Beats creates a white token there: a white pollen at once. The board now holds exactly the 9 target pollens and nothing else: the schema is fulfilled in turn 6.',
            fr: 'Les huit voisins de B5 sont occupés : Deux temps y crée un jeton blanc, aussitôt pollen. Le plateau porte maintenant exactement les 9 pollens cibles et rien d’autre : le schéma est réalisé au tour 6.',
          },
        },
      ],
    },
  },
  {
    schema: nightDrum,
    demo: {
      seed: 's2-9',
      mode: 'normal',
      players: 1,
      title: { en: 'Night Drum in six turns', fr: 'Tambour de nuit en six tours' },
      steps: [
        // turn 1
        {
          command: { type: 'land', player: 0, color: 'yellow', to: 'A4' },
          note: {
            en: 'On an empty board the first token may only land on row A: the yellow goes to A4, a yellow target, and becomes a pollen at once.',
            fr: 'Sur un plateau vide, le premier jeton ne peut se poser que sur la ligne A : le jaune va en A4, une cible jaune, et devient aussitôt un pollen.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 2
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'A5' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 3
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'A6' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 4
        { command: { type: 'land', player: 0, color: 'red', to: 'B4' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'C4' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 5
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'B6' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'C6' } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'B5' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 6
        {
          command: { type: 'two-beats', player: 0, cell: 'B5' },
          note: {
            en: 'All eight neighbours of B5 are occupied, so Two Beats creates a white token there; it stands on a black target and waits for a Quarter Note.',
            fr: 'Les huit voisins de B5 sont occupés : Deux temps y crée un jeton blanc ; posé sur une cible noire, il attend une Noire.',
          },
        },
        {
          command: { type: 'move', player: 0, from: 'C5', to: 'D5' },
          note: {
            en: 'The yellow on C5 filled the ring while Two Beats needed it. Now it steps down to D5, its own target, and becomes a pollen: C5 is free for the Quarter Note.',
            fr: 'Le jaune de C5 complétait l’anneau tant que Deux temps en avait besoin. Il descend maintenant en D5, sa propre cible, et devient pollen : C5 est libre pour la Noire.',
          },
        },
        {
          command: { type: 'quarter-note', player: 0, cell: 'B5', to: 'C5' },
          note: {
            en: 'Quarter Note: the white on B5 turns black and a new black appears on C5; both stand on black targets and become pollens. The board now holds exactly the 10 target pollens and nothing else: the schema is fulfilled in turn 6.',
            fr: 'Noire : le blanc de B5 devient noir et un nouveau noir apparaît en C5 ; tous deux sont sur des cibles noires et deviennent pollens. Le plateau porte maintenant exactement les 10 pollens cibles et rien d’autre : le schéma est réalisé au tour 6.',
          },
        },
      ],
    },
  },
  {
    schema: pairedChimes,
    demo: {
      seed: 's2b-6',
      mode: 'normal',
      players: 1,
      title: { en: 'Paired Chimes in seven turns', fr: 'Carillon jumeau en sept tours' },
      steps: [
        // turn 1
        {
          command: { type: 'land', player: 0, color: 'blue', to: 'A3' },
          note: {
            en: 'On an empty board the first token may only land on row A: the blue goes to A3, a blue target, and becomes a pollen at once.',
            fr: 'Sur un plateau vide, le premier jeton ne peut se poser que sur la ligne A : le bleu va en A3, une cible bleue, et devient aussitôt un pollen.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 2
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 3
        { command: { type: 'land', player: 0, color: 'red', to: 'A4' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'B4' } },
        {
          command: { type: 'end-turn', player: 0 },
          note: {
            en: 'At the end of the turn the South wind pushes the blue stigmerian from B4 down to C4, a blue target: it becomes a pollen without spending an action.',
            fr: 'En fin de tour, le vent du sud pousse le stigmérien bleu de B4 à C4, une cible bleue : il devient pollen sans dépenser d’action.',
          },
        },
        // turn 4
        { command: { type: 'land', player: 0, color: 'red', to: 'C3' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'A5' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 5
        { command: { type: 'land', player: 0, color: 'blue', to: 'B5' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'B3' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 6
        { command: { type: 'land', player: 0, color: 'yellow', to: 'C5' } },
        { command: { type: 'land', player: 0, color: 'red', to: 'C6' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'A6' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'A7' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 7
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'C7' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'B7' } },
        {
          command: { type: 'two-beats', player: 0, cell: 'B4' },
          note: {
            en: 'All eight neighbours of B4 are occupied, so Two Beats creates a white token there: a white pollen at once.',
            fr: 'Les huit voisins de B4 sont occupés : Deux temps y crée un jeton blanc, aussitôt pollen.',
          },
        },
        {
          command: { type: 'two-beats', player: 0, cell: 'B6' },
          note: {
            en: 'All eight neighbours of B6 are occupied, so Two Beats creates a white token there: a white pollen at once. The board now holds exactly the 15 target pollens and nothing else: the schema is fulfilled in turn 7.',
            fr: 'Les huit voisins de B6 sont occupés : Deux temps y crée un jeton blanc, aussitôt pollen. Le plateau porte maintenant exactement les 15 pollens cibles et rien d’autre : le schéma est réalisé au tour 7.',
          },
        },
      ],
    },
  },
  {
    schema: moonlitChoir,
    demo: {
      seed: 's3-5',
      mode: 'normal',
      players: 1,
      title: { en: 'Moonlit Choir in eight turns', fr: 'Chœur au clair de lune en huit tours' },
      steps: [
        // turn 1
        {
          command: { type: 'half-note', player: 0, cells: ['E7', 'E8'] },
          note: {
            en: 'The two black setup tokens on E7 and E8 are not on black targets. Half Note merges them into one white token, on the cell chosen next.',
            fr: 'Les deux jetons noirs de mise en place en E7 et E8 ne sont pas sur des cibles noires. La Blanche les fusionne en un seul jeton blanc, sur la case choisie ensuite.',
          },
        },
        {
          command: { type: 'half-note-keep', player: 0, cell: 'E7' },
          note: {
            en: 'The white stays on E7, a white target, and becomes a pollen; the other black goes back to the box.',
            fr: 'Le blanc reste en E7, une cible blanche, et devient pollen ; l’autre noir retourne dans la boîte.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 2
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 3
        {
          command: { type: 'land', player: 0, color: 'blue', to: 'D7' },
          note: {
            en: 'The setup tokens are already on the board, so the first token may land next to any of them: the blue goes to D7.',
            fr: 'Les jetons de mise en place sont déjà sur le plateau, le premier jeton peut donc se poser à côté de l’un d’eux : le bleu va en D7.',
          },
        },
        { command: { type: 'move', player: 0, from: 'D7', to: 'C7' } },
        { command: { type: 'move', player: 0, from: 'C7', to: 'C6' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 4
        { command: { type: 'land', player: 0, color: 'yellow', to: 'B6' } },
        { command: { type: 'land', player: 0, color: 'red', to: 'A6' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'E8' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 5
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'A5' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 6
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'A4' } },
        { command: { type: 'land', player: 0, color: 'red', to: 'A3' } },
        { command: { type: 'land', player: 0, color: 'red', to: 'B4' } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'B3' } },
        {
          command: { type: 'end-turn', player: 0 },
          note: {
            en: 'At the end of the turn the South wind pushes the blue stigmerian from B3 down to C3, a blue target: it becomes a pollen without spending an action.',
            fr: 'En fin de tour, le vent du sud pousse le stigmérien bleu de B3 à C3, une cible bleue : il devient pollen sans dépenser d’action.',
          },
        },
        // turn 7
        { command: { type: 'land', player: 0, color: 'red', to: 'C2' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'C4' } },
        { command: { type: 'land', player: 0, color: 'red', to: 'C5' } },
        {
          command: { type: 'two-beats', player: 0, cell: 'B5' },
          note: {
            en: 'All eight neighbours of B5 are occupied, so Two Beats creates a white token there; it stands on a black target and waits for a Quarter Note.',
            fr: 'Les huit voisins de B5 sont occupés : Deux temps y crée un jeton blanc ; posé sur une cible noire, il attend une Noire.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 8
        {
          command: { type: 'quarter-note', player: 0, cell: 'C5', to: 'B5' },
          note: {
            en: 'Quarter Note: the white on C5 turns black and a new black appears on B5; both stand on black targets and become pollens.',
            fr: 'Noire : le blanc de C5 devient noir et un nouveau noir apparaît en B5 ; tous deux sont sur des cibles noires et deviennent pollens.',
          },
        },
        { command: { type: 'land', player: 0, color: 'blue', to: 'A2' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'B2' } },
        {
          command: { type: 'two-beats', player: 0, cell: 'B3' },
          note: {
            en: 'All eight neighbours of B3 are occupied, so Two Beats creates a white token there: a white pollen at once. The board now holds exactly the 20 target pollens and nothing else: the schema is fulfilled in turn 8.',
            fr: 'Les huit voisins de B3 sont occupés : Deux temps y crée un jeton blanc, aussitôt pollen. Le plateau porte maintenant exactement les 20 pollens cibles et rien d’autre : le schéma est réalisé au tour 8.',
          },
        },
      ],
    },
  },
];
