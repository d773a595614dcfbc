/**
 * The names the rules' scripts write, in English and French: colours, directions, special actions, die faces and
 * modes. The one table the scripts take them from (the rules themselves give ids only).
 * @module
 */
import { FACES } from '../src/dice.js';
import type { Colour, DieFace, Mode, SpecialActionId } from '../src/types.js';

/** A caption or a title in both languages: the tutorials promise French as well as English. */
export interface Text {
  readonly en: string;
  readonly fr: string;
}

export const text = (en: string, fr: string): Text => ({ en, fr });

/** A colour inside a sentence. */
export const COLOUR_NAMES: Readonly<Record<Colour, Text>> = {
  blue: text('blue', 'bleu'),
  yellow: text('yellow', 'jaune'),
  red: text('red', 'rouge'),
  orange: text('orange', 'orange'),
  green: text('green', 'vert'),
  violet: text('violet', 'violet'),
  brown: text('brown', 'marron'),
  white: text('white', 'blanc'),
  black: text('black', 'noir'),
};

/** A wind's or a die face's direction inside a sentence. */
export const DIRECTION_NAMES = {
  north: text('north', 'nord'),
  south: text('south', 'sud'),
  east: text('east', 'est'),
  west: text('west', 'ouest'),
} as const;

/** A special action's name, as a title or inside a sentence. */
export const ACTION_NAMES: Readonly<Record<SpecialActionId, Text>> = {
  mixing: text('Mixing', 'Mélange'),
  combination: text('Combination', 'Combinaison'),
  fulgurance: text('Fulgurance', 'Fulgurance'),
  choreography: text('Choreography', 'Chorégraphie'),
  diagonal: text('Diagonal', 'Diagonale'),
  exchange: text('Exchange', 'Échange'),
  'fast-step': text('Fast Step', 'Pas rapide'),
  'half-note': text('Half Note', 'Blanche'),
  'quarter-note': text('Quarter Note', 'Noire'),
  'two-beats': text('Two Beats', 'Deux temps'),
  rest: text('Rest', 'Soupir'),
  'no-harm-no-foul': text('No harm no foul', 'Ni vu ni connu'),
  copy: text('Copy', 'Copie'),
  prediction: text('Prediction', 'Prédiction'),
  mimicry: text('Mimicry', 'Mimétisme'),
  'fog-die': text('Fog Die', 'Dé de brume'),
  pilferer: text('Pilferer', 'Chapardeur'),
  sower: text('Sower', 'Semeur'),
  jealousy: text('Jealousy', 'Jalousie'),
  charmer: text('Charmer', 'Charmeur'),
};

/** A die face's name (R20): its direction and colour, an X and its colour, or Black Night. */
export const FACE_NAMES = (face: DieFace): Text => {
  const rules = FACES[face];
  if (rules.drift.kind === 'step') return text(`${DIRECTION_NAMES[rules.drift.direction].en} (${COLOUR_NAMES[rules.color].en})`, `${DIRECTION_NAMES[rules.drift.direction].fr} (${COLOUR_NAMES[rules.color].fr})`);
  if (rules.drift.kind === 'remove') return text(`X ${COLOUR_NAMES[rules.color].en}`, `X ${COLOUR_NAMES[rules.color].fr}`);
  return text('Black Night', 'Nuit noire');
};

/** A mode inside a sentence ("a discovery game"); `capital` makes it a title. */
export const MODE_NAMES: Readonly<Record<Mode, Text>> = {
  discovery: text('discovery', 'découverte'),
  normal: text('normal', 'normal'),
  competitive: text('competitive', 'compétitif'),
  'competitive-no-limit': text('competitive no limit', 'compétitif sans limite'),
  'solo-no-limit': text('solo no limit', 'solo sans limite'),
};

/** `name` with a capital first letter in both languages, as a title. */
export const capital = (name: Text): Text => ({ en: name.en.charAt(0).toUpperCase() + name.en.slice(1), fr: name.fr.charAt(0).toUpperCase() + name.fr.slice(1) });
