/**
 * The VertigHaineuse schemas of the built-in catalogue: secondary-colour targets, made two at a time by Mixing.
 * Each comes with a demonstration game (solo, normal mode) whose commands are grouped by turn.
 * @module
 */
import type { TargetSchema } from '../types.js';
import type { CatalogueEntry } from './types.js';

const morningLadder: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'vertighaineuse-morning-ladder',
  name: { en: 'Morning Ladder', fr: 'Échelle du matin' },
  flower: 'vertighaineuse',
  stars: 1,
  targets: [
    { cell: 'A3', color: 'blue' },
    { cell: 'A4', color: 'orange' },
    { cell: 'A5', color: 'orange' },
    { cell: 'A6', color: 'blue' },
    { cell: 'B3', color: 'yellow' },
    { cell: 'B6', color: 'yellow' },
    { cell: 'C3', color: 'red' },
    { cell: 'C4', color: 'violet' },
    { cell: 'C5', color: 'violet' },
    { cell: 'C6', color: 'red' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

const sunriseSteps: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'vertighaineuse-sunrise-steps',
  name: { en: 'Sunrise Steps', fr: 'Marches de l’aube' },
  flower: 'vertighaineuse',
  stars: 1,
  targets: [
    { cell: 'A1', color: 'yellow' },
    { cell: 'A2', color: 'orange' },
    { cell: 'A3', color: 'orange' },
    { cell: 'B2', color: 'red' },
    { cell: 'B3', color: 'green' },
    { cell: 'B4', color: 'green' },
    { cell: 'C4', color: 'blue' },
    { cell: 'C5', color: 'blue' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

const orchardGate: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'vertighaineuse-orchard-gate',
  name: { en: 'Orchard Gate', fr: 'Portail du verger' },
  flower: 'vertighaineuse',
  stars: 2,
  targets: [
    { cell: 'A2', color: 'yellow' },
    { cell: 'A3', color: 'orange' },
    { cell: 'A4', color: 'orange' },
    { cell: 'A5', color: 'red' },
    { cell: 'A6', color: 'red' },
    { cell: 'A7', color: 'orange' },
    { cell: 'A8', color: 'orange' },
    { cell: 'A9', color: 'yellow' },
    { cell: 'B3', color: 'green' },
    { cell: 'B8', color: 'green' },
    { cell: 'C3', color: 'green' },
    { cell: 'C8', color: 'green' },
    { cell: 'D3', color: 'blue' },
    { cell: 'D8', color: 'blue' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

const glassDragonfly: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'vertighaineuse-glass-dragonfly',
  name: { en: 'Glass Dragonfly', fr: 'Libellule de verre' },
  flower: 'vertighaineuse',
  stars: 2,
  targets: [
    { cell: 'A5', color: 'blue' },
    { cell: 'B2', color: 'orange' },
    { cell: 'B3', color: 'orange' },
    { cell: 'B5', color: 'yellow' },
    { cell: 'B7', color: 'violet' },
    { cell: 'B8', color: 'violet' },
    { cell: 'C3', color: 'red' },
    { cell: 'C4', color: 'red' },
    { cell: 'C5', color: 'yellow' },
    { cell: 'C6', color: 'blue' },
    { cell: 'C7', color: 'blue' },
    { cell: 'D5', color: 'green' },
    { cell: 'E5', color: 'green' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

const prismFan: TargetSchema = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'vertighaineuse-prism-fan',
  name: { en: 'Prism Fan', fr: 'Éventail du prisme' },
  flower: 'vertighaineuse',
  stars: 3,
  setup: [
    { cell: 'E5', color: 'red' },
    { cell: 'F5', color: 'blue' },
  ],
  targets: [
    { cell: 'A5', color: 'yellow' },
    { cell: 'B4', color: 'violet' },
    { cell: 'B5', color: 'violet' },
    { cell: 'B6', color: 'green' },
    { cell: 'B7', color: 'green' },
    { cell: 'C3', color: 'red' },
    { cell: 'C5', color: 'yellow' },
    { cell: 'C8', color: 'blue' },
    { cell: 'D2', color: 'orange' },
    { cell: 'D3', color: 'orange' },
    { cell: 'D5', color: 'yellow' },
    { cell: 'D7', color: 'green' },
    { cell: 'D8', color: 'green' },
    { cell: 'E4', color: 'orange' },
    { cell: 'E5', color: 'orange' },
    { cell: 'F5', color: 'blue' },
  ],
  author: 'Stigméria project',
  licence: 'CC-BY-4.0',
};

/** The VertigHaineuse schemas, by stars, without their demonstration games. */
export const vertighaineuseSchemas: readonly TargetSchema[] = [morningLadder, sunriseSteps, orchardGate, glassDragonfly, prismFan];


/** The VertigHaineuse entries, by stars. */
export const vertighaineuse: readonly CatalogueEntry[] = [
  {
    schema: morningLadder,
    demo: {
      seed: 'v1-17',
      mode: 'normal',
      players: 1,
      title: { en: 'Morning Ladder in six turns', fr: 'Échelle du matin en six tours' },
      steps: [
        // turn 1
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 2
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 3
        {
          command: { type: 'land', player: 0, color: 'yellow', to: 'A4' },
          note: {
            en: 'On an empty board the first token may only land on row A: the yellow goes to A4, an orange target, where it waits for a partner to mix with.',
            fr: 'Sur un plateau vide, le premier jeton ne peut se poser que sur la ligne A : le jaune va en A4, une cible orange, où il attend un partenaire pour le Mélange.',
          },
        },
        { command: { type: 'land', player: 0, color: 'red', to: 'A5' } },
        {
          command: { type: 'mixing', player: 0, cells: ['A4', 'A5'] },
          note: {
            en: 'Mixing the yellow on A4 and the red on A5 makes two orange tokens, and both stand on orange targets: two orange pollens at once.',
            fr: 'Le Mélange du jaune de A4 et du rouge de A5 donne deux jetons orange, tous deux sur des cibles orange : deux pollens orange d’un coup.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 4
        { command: { type: 'land', player: 0, color: 'red', to: 'B5' } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'B6' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'B4' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 5
        {
          command: { type: 'mixing', player: 0, cells: ['C4', 'C5'] },
          note: {
            en: 'Mixing the blue on C4 and the red on C5 makes two violet tokens, and both stand on violet targets: two violet pollens at once.',
            fr: 'Le Mélange du bleu de C4 et du rouge de C5 donne deux jetons violets, tous deux sur des cibles violettes : deux pollens violets d’un coup.',
          },
        },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'C3' } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'B3' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 6
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'A3' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'C6' } },
        { command: { type: 'draw', player: 0 } },
        {
          command: { type: 'land', player: 0, color: 'blue', to: 'A6' },
          note: {
            en: 'The last blue token lands on A6. The board now holds exactly the 10 target pollens and nothing else: the schema is fulfilled in turn 6.',
            fr: 'Le dernier jeton bleu se pose en A6. Le plateau porte maintenant exactement les 10 pollens cibles et rien d’autre : le schéma est réalisé au tour 6.',
          },
        },
      ],
    },
  },
  {
    schema: sunriseSteps,
    demo: {
      seed: 'v1b-5',
      mode: 'normal',
      players: 1,
      title: { en: 'Sunrise Steps in six turns', fr: 'Marches de l’aube en six tours' },
      steps: [
        // turn 1
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 2
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 3
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        {
          command: { type: 'land', player: 0, color: 'yellow', to: 'A3' },
          note: {
            en: 'On an empty board the first token may only land on row A: the yellow goes to A3, an orange target, where it waits for a partner to mix with.',
            fr: 'Sur un plateau vide, le premier jeton ne peut se poser que sur la ligne A : le jaune va en A3, une cible orange, où il attend un partenaire pour le Mélange.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 4
        { command: { type: 'land', player: 0, color: 'blue', to: 'B4' } },
        {
          command: { type: 'mixing', player: 0, cells: ['B3', 'B4'] },
          note: {
            en: 'Mixing the yellow on B3 and the blue on B4 makes two green tokens, and both stand on green targets: two green pollens at once.',
            fr: 'Le Mélange du jaune de B3 et du bleu de B4 donne deux jetons verts, tous deux sur des cibles vertes : deux pollens verts d’un coup.',
          },
        },
        { command: { type: 'land', player: 0, color: 'red', to: 'B2' } },
        { command: { type: 'land', player: 0, color: 'red', to: 'A2' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 5
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'A3' } },
        {
          command: { type: 'mixing', player: 0, cells: ['A2', 'A3'] },
          note: {
            en: 'Mixing the red on A2 and the yellow on A3 makes two orange tokens, and both stand on orange targets: two orange pollens at once.',
            fr: 'Le Mélange du rouge de A2 et du jaune de A3 donne deux jetons orange, tous deux sur des cibles orange : deux pollens orange d’un coup.',
          },
        },
        { command: { type: 'land', player: 0, color: 'blue', to: 'C4' } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'C5' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 6
        { command: { type: 'draw', player: 0 } },
        {
          command: { type: 'land', player: 0, color: 'yellow', to: 'A1' },
          note: {
            en: 'The last yellow token lands on A1. The board now holds exactly the 8 target pollens and nothing else: the schema is fulfilled in turn 6.',
            fr: 'Le dernier jeton jaune se pose en A1. Le plateau porte maintenant exactement les 8 pollens cibles et rien d’autre : le schéma est réalisé au tour 6.',
          },
        },
      ],
    },
  },
  {
    schema: orchardGate,
    demo: {
      seed: 'v2-9',
      mode: 'normal',
      players: 1,
      title: { en: 'Orchard Gate in eight turns', fr: 'Portail du verger en huit tours' },
      steps: [
        // turn 1
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 2
        {
          command: { type: 'land', player: 0, color: 'yellow', to: 'A3' },
          note: {
            en: 'On an empty board the first token may only land on row A: the yellow goes to A3, an orange target, where it waits for a partner to mix with.',
            fr: 'Sur un plateau vide, le premier jeton ne peut se poser que sur la ligne A : le jaune va en A3, une cible orange, où il attend un partenaire pour le Mélange.',
          },
        },
        { command: { type: 'land', player: 0, color: 'blue', to: 'B3' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 3
        {
          command: { type: 'mixing', player: 0, cells: ['B3', 'C3'] },
          note: {
            en: 'Mixing the yellow on B3 and the blue on C3 makes two green tokens, and both stand on green targets: two green pollens at once.',
            fr: 'Le Mélange du jaune de B3 et du bleu de C3 donne deux jetons verts, tous deux sur des cibles vertes : deux pollens verts d’un coup.',
          },
        },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'D3' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 4
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'A3' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 5
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'A4' } },
        {
          command: { type: 'mixing', player: 0, cells: ['A3', 'A4'] },
          note: {
            en: 'Mixing the yellow on A3 and the red on A4 makes two orange tokens, and both stand on orange targets: two orange pollens at once.',
            fr: 'Le Mélange du jaune de A3 et du rouge de A4 donne deux jetons orange, tous deux sur des cibles orange : deux pollens orange d’un coup.',
          },
        },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'A5' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 6
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'A6' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 7
        { command: { type: 'land', player: 0, color: 'yellow', to: 'A7' } },
        { command: { type: 'land', player: 0, color: 'red', to: 'A8' } },
        {
          command: { type: 'mixing', player: 0, cells: ['A7', 'A8'] },
          note: {
            en: 'Mixing the yellow on A7 and the red on A8 makes two orange tokens, and both stand on orange targets: two orange pollens at once.',
            fr: 'Le Mélange du jaune de A7 et du rouge de A8 donne deux jetons orange, tous deux sur des cibles orange : deux pollens orange d’un coup.',
          },
        },
        { command: { type: 'land', player: 0, color: 'blue', to: 'B8' } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'C8' } },
        {
          command: { type: 'mixing', player: 0, cells: ['B8', 'C8'] },
          note: {
            en: 'Mixing the blue on B8 and the yellow on C8 makes two green tokens, and both stand on green targets: two green pollens at once.',
            fr: 'Le Mélange du bleu de B8 et du jaune de C8 donne deux jetons verts, tous deux sur des cibles vertes : deux pollens verts d’un coup.',
          },
        },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'A2' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 8
        { command: { type: 'land', player: 0, color: 'blue', to: 'D8' } },
        { command: { type: 'draw', player: 0 } },
        {
          command: { type: 'land', player: 0, color: 'yellow', to: 'A9' },
          note: {
            en: 'The last yellow token lands on A9. The board now holds exactly the 14 target pollens and nothing else: the schema is fulfilled in turn 8.',
            fr: 'Le dernier jeton jaune se pose en A9. Le plateau porte maintenant exactement les 14 pollens cibles et rien d’autre : le schéma est réalisé au tour 8.',
          },
        },
      ],
    },
  },
  {
    schema: glassDragonfly,
    demo: {
      seed: 'v2b-16',
      mode: 'normal',
      players: 1,
      title: { en: 'Glass Dragonfly in seven turns', fr: 'Libellule de verre en sept tours' },
      steps: [
        // turn 1
        {
          command: { type: 'land', player: 0, color: 'yellow', to: 'A3' },
          note: {
            en: 'On an empty board the first token may only land on row A: the yellow goes to A3.',
            fr: 'Sur un plateau vide, le premier jeton ne peut se poser que sur la ligne A : le jaune va en A3.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 2
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'C3' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 3
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 4
        { command: { type: 'land', player: 0, color: 'red', to: 'C4' } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'C5' } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'C6' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 5
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'B2' } },
        {
          command: { type: 'mixing', player: 0, cells: ['B2', 'B3'] },
          note: {
            en: 'Mixing the red on B2 and the yellow on B3 makes two orange tokens, and both stand on orange targets: two orange pollens at once.',
            fr: 'Le Mélange du rouge de B2 et du jaune de B3 donne deux jetons orange, tous deux sur des cibles orange : deux pollens orange d’un coup.',
          },
        },
        { command: { type: 'land', player: 0, color: 'blue', to: 'C7' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 6
        { command: { type: 'land', player: 0, color: 'red', to: 'B7' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'B8' } },
        {
          command: { type: 'mixing', player: 0, cells: ['B7', 'B8'] },
          note: {
            en: 'Mixing the red on B7 and the blue on B8 makes two violet tokens, and both stand on violet targets: two violet pollens at once.',
            fr: 'Le Mélange du rouge de B7 et du bleu de B8 donne deux jetons violets, tous deux sur des cibles violettes : deux pollens violets d’un coup.',
          },
        },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'D5' } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 7
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'D5' } },
        {
          command: { type: 'mixing', player: 0, cells: ['D5', 'E5'] },
          note: {
            en: 'Mixing the yellow on D5 and the blue on E5 makes two green tokens, and both stand on green targets: two green pollens at once.',
            fr: 'Le Mélange du jaune de D5 et du bleu de E5 donne deux jetons verts, tous deux sur des cibles vertes : deux pollens verts d’un coup.',
          },
        },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'B5' } },
        {
          command: { type: 'land', player: 0, color: 'blue', to: 'A5' },
          note: {
            en: 'The last blue token lands on A5. The board now holds exactly the 13 target pollens and nothing else: the schema is fulfilled in turn 7.',
            fr: 'Le dernier jeton bleu se pose en A5. Le plateau porte maintenant exactement les 13 pollens cibles et rien d’autre : le schéma est réalisé au tour 7.',
          },
        },
      ],
    },
  },
  {
    schema: prismFan,
    demo: {
      seed: 'v3-29',
      mode: 'normal',
      players: 1,
      title: { en: 'Prism Fan in eight turns', fr: 'Éventail du prisme en huit tours' },
      steps: [
        // turn 1
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 2
        {
          command: { type: 'land', player: 0, color: 'yellow', to: 'D5' },
          note: {
            en: 'The setup tokens are already on the board, so the first token may land next to any of them: the yellow goes to D5, a yellow target, and becomes a pollen at once.',
            fr: 'Les jetons de mise en place sont déjà sur le plateau, le premier jeton peut donc se poser à côté de l’un d’eux : le jaune va en D5, une cible jaune, et devient aussitôt un pollen.',
          },
        },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 3
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 4
        { command: { type: 'land', player: 0, color: 'yellow', to: 'C5' } },
        { command: { type: 'land', player: 0, color: 'blue', to: 'B5' } },
        { command: { type: 'land', player: 0, color: 'red', to: 'B4' } },
        {
          command: { type: 'mixing', player: 0, cells: ['B4', 'B5'] },
          note: {
            en: 'Mixing the red on B4 and the blue on B5 makes two violet tokens, and both stand on violet targets: two violet pollens at once.',
            fr: 'Le Mélange du rouge de B4 et du bleu de B5 donne deux jetons violets, tous deux sur des cibles violettes : deux pollens violets d’un coup.',
          },
        },
        { command: { type: 'end-turn', player: 0 } },
        // turn 5
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'E4' } },
        {
          command: { type: 'mixing', player: 0, cells: ['E4', 'E5'] },
          note: {
            en: 'The red setup token on E5 sits on an orange target and cannot stay red: Mixing it with the yellow landed on E4 turns both orange, and both become pollens.',
            fr: 'Le jeton rouge de mise en place en E5 est posé sur une cible orange et ne peut pas rester rouge : son Mélange avec le jaune posé en E4 les rend tous deux orange, et tous deux deviennent pollens.',
          },
        },
        { command: { type: 'land', player: 0, color: 'red', to: 'B3' } },
        {
          command: { type: 'end-turn', player: 0 },
          note: {
            en: 'At the end of the turn the South wind pushes the red stigmerian from B3 down to C3, a red target: it becomes a pollen without spending an action.',
            fr: 'En fin de tour, le vent du sud pousse le stigmérien rouge de B3 à C3, une cible rouge : il devient pollen sans dépenser d’action.',
          },
        },
        // turn 6
        { command: { type: 'land', player: 0, color: 'blue', to: 'B6' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'B7' } },
        {
          command: { type: 'mixing', player: 0, cells: ['B6', 'B7'] },
          note: {
            en: 'Mixing the blue on B6 and the yellow on B7 makes two green tokens, and both stand on green targets: two green pollens at once.',
            fr: 'Le Mélange du bleu de B6 et du jaune de B7 donne deux jetons verts, tous deux sur des cibles vertes : deux pollens verts d’un coup.',
          },
        },
        { command: { type: 'land', player: 0, color: 'blue', to: 'C7' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 7
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'D8' } },
        {
          command: { type: 'mixing', player: 0, cells: ['D7', 'D8'] },
          note: {
            en: 'Mixing the blue on D7 and the yellow on D8 makes two green tokens, and both stand on green targets: two green pollens at once.',
            fr: 'Le Mélange du bleu de D7 et du jaune de D8 donne deux jetons verts, tous deux sur des cibles vertes : deux pollens verts d’un coup.',
          },
        },
        { command: { type: 'land', player: 0, color: 'blue', to: 'C8' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'yellow', to: 'C2' } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'end-turn', player: 0 } },
        // turn 8
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'draw', player: 0 } },
        { command: { type: 'land', player: 0, color: 'red', to: 'D3' } },
        {
          command: { type: 'mixing', player: 0, cells: ['D2', 'D3'] },
          note: {
            en: 'Mixing the yellow on D2 and the red on D3 makes two orange tokens, and both stand on orange targets: two orange pollens at once.',
            fr: 'Le Mélange du jaune de D2 et du rouge de D3 donne deux jetons orange, tous deux sur des cibles orange : deux pollens orange d’un coup.',
          },
        },
        {
          command: { type: 'land', player: 0, color: 'yellow', to: 'A5' },
          note: {
            en: 'The last yellow token lands on A5. The board now holds exactly the 16 target pollens and nothing else: the schema is fulfilled in turn 8.',
            fr: 'Le dernier jeton jaune se pose en A5. Le plateau porte maintenant exactement les 16 pollens cibles et rien d’autre : le schéma est réalisé au tour 8.',
          },
        },
      ],
    },
  },
];
