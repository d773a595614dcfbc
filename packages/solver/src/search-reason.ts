/**
 * Why `solve` or `beamSearch` does not search a position (status `unsupported`), as a code with parameters, as the
 * rules' `RuleError` and the hint's reasons are: whoever shows it words it (the CLI in `names.ts`' words).
 * @module
 */
import type { Mode } from '@stigmeria/rules';

/** Every code and its parameters. */
export interface SearchReasonParams {
  /** The searches play discovery and normal games only; the position is of a game of `mode`. */
  'search/mode': { readonly mode: Mode };
  /** The seat asked about (`seat`, as asked, from 0) is not one of the game's. */
  'search/no-seat': { readonly seat: number };
}

/** A search reason's code: `search/fact`. */
export type SearchReasonCode = keyof SearchReasonParams;

/** Why a search does not play a position: a code and the values it speaks of. */
export type SearchReason = { [C in SearchReasonCode]: { readonly code: C; readonly params: SearchReasonParams[C] } }[SearchReasonCode];

/** The reason why a search does not play `mode`, or `undefined` for the modes it plays. */
export function unsupportedMode(mode: Mode): SearchReason | undefined {
  return mode === 'discovery' || mode === 'normal' ? undefined : { code: 'search/mode', params: { mode } };
}

/** The reason for a seat the game does not have. */
export function noSeat(seat: number): SearchReason {
  return { code: 'search/no-seat', params: { seat } };
}
