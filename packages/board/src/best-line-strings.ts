/**
 * The words of the best lines after a game (the `hints` attribute), in English and French. They are shown only once
 * the search has answered, so they load with it (through `solver.ts`) rather than with every board; the busy state,
 * shown before, is the hint's, in `i18n.ts`.
 * @module
 */
import type { Lang } from './i18n.js';

export interface BestLineStrings {
  /** The end panel's button: "See the best line from turn 7". */
  readonly button: (turn: number) => string;
  /** A line's words when several players share the board: "Player 2: See the best line from turn 7". */
  readonly of: (name: string, text: string) => string;
  /** Nothing found for a player who did not fulfil the schema. */
  readonly none: string;
  /** Nothing better found for a player who did. */
  readonly noBetter: string;
  readonly back: string;
  /** The replay's title. */
  readonly title: (turn: number) => string;
  /** The caption shown where the line opens. */
  readonly note: (turns: number, actions: number) => string;
}

export const bestLineStrings: Readonly<Record<Lang, BestLineStrings>> = {
  en: {
    button: (turn) => `See the best line from turn ${turn}`,
    of: (name, text) => `${name}: ${text}`,
    none: 'No line fulfilling the schema was found in time.',
    noBetter: 'No better line was found in time.',
    back: 'Back to my game',
    title: (turn) => `The best line from turn ${turn}`,
    note: (turns, actions) => `From here, the best line fulfils the schema on turn ${turns} with ${actions} action${actions === 1 ? '' : 's'}`,
  },
  fr: {
    button: (turn) => `Voir la meilleure ligne depuis le tour ${turn}`,
    of: (name, text) => `${name}\u00a0: ${text}`,
    none: 'Aucune ligne réalisant le schéma n’a été trouvée à temps.',
    noBetter: 'Aucune meilleure ligne n’a été trouvée à temps.',
    back: 'Revenir à ma partie',
    title: (turn) => `La meilleure ligne depuis le tour ${turn}`,
    note: (turns, actions) => `À partir d’ici, la meilleure ligne réalise le schéma au tour ${turns} en ${actions} action${actions > 1 ? 's' : ''}`,
  },
};
