/**
 * The names of colours, actions and modes as the CLI's sentences say them, in English: the one place the CLI
 * takes them from (the rules give ids only). Boards, recruit zones and flags show the ids themselves.
 * @module
 */
import type { Colour, CommandType, Direction, Mode } from '@stigmeria/rules';

/** A colour inside a sentence ("lands the blue that the target at A3 needs"). */
export const COLOUR_NAMES: Readonly<Record<Colour, string>> = {
  blue: 'blue',
  yellow: 'yellow',
  red: 'red',
  orange: 'orange',
  green: 'green',
  violet: 'violet',
  brown: 'brown',
  white: 'white',
  black: 'black',
};

/** A wind's direction inside a sentence. */
export const DIRECTION_NAMES: Readonly<Record<Direction, string>> = { north: 'north', south: 'south', east: 'east', west: 'west' };

/** A mode inside a sentence ("not in competitive no limit games"). */
export const MODE_NAMES: Readonly<Record<Mode, string>> = {
  discovery: 'discovery',
  normal: 'normal',
  competitive: 'competitive',
  'competitive-no-limit': 'competitive no limit',
  'solo-no-limit': 'solo no limit',
};

/**
 * Every command the rules define, by name: a hint may name any of them (a decision's answer included), and a
 * reader should never see a raw id such as `half-note-keep`.
 */
export const ACTION_NAMES: Readonly<Record<CommandType, string>> = {
  draw: 'Draw',
  land: 'Land',
  move: 'Move',
  joker: 'Joker',
  'end-turn': 'End turn',
  undo: 'Undo',
  mixing: 'Mixing',
  combination: 'Combination',
  fulgurance: 'Fulgurance',
  choreography: 'Choreography',
  'choreography-stop': 'Choreography: stop',
  diagonal: 'Diagonal',
  exchange: 'Exchange',
  'fast-step': 'Fast Step',
  'half-note': 'Half Note',
  'half-note-keep': 'Half Note: the white’s cell',
  'quarter-note': 'Quarter Note',
  'two-beats': 'Two Beats',
  rest: 'Rest',
  'central-draw': 'Draw and Place',
  'central-place': 'Draw and Place: place',
  'central-move': 'Move on the StigmaReine',
  'central-joker': 'Joker on the StigmaReine',
  a5: 'StigmaReine A5 token',
  'central-recruit': 'Recruit on the StigmaReine',
  gain: 'Earned action',
  give: 'Gift of a StigmaReine token',
  'no-harm-no-foul': 'No harm no foul',
  copy: 'Copy',
  prediction: 'Prediction',
  mimicry: 'Mimicry',
  'fog-die': 'Fog Die',
  'fog-die-land': 'Fog Die: landing',
  pilferer: 'Pilferer',
  sower: 'Sower',
  jealousy: 'Jealousy',
  charmer: 'Charmer',
  'charmer-pass': 'Charmer: pass',
  'last-drift': 'Last Drift',
  'drift-move': 'Last Drift: move',
  'drift-remove': 'Last Drift: removal',
  'drift-land': 'Last Drift: landing',
  'wind-reroll': 'Wind die: roll again',
  'wind-unknown': 'Wind die: unknown wind',
  'wind-direction': 'Wind die: choose the wind',
};
