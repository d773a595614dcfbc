/**
 * Draw and Place, first half (R19): one of the two central actions. The top token of the player's bag is drawn
 * and shown (a checkpoint, R22); `central-place` then puts it on the StigmaReine.
 */
import { ruleError } from '../errors.js';
import { centralLandingCells } from '../stigmareine.js';
import type { Action } from './action.js';

export const centralDraw: Action<'central-draw'> = {
  type: 'central-draw',
  legal({ state, player, index }) {
    if (state.central === null || player.bag.length === 0) return [];
    return centralLandingCells(state.central.board).length > 0 ? [{ type: 'central-draw', player: index }] : [];
  },
  resolve(step, { state, player, index }) {
    const color = player.bag.at(-1);
    if (color === undefined) return ruleError('central-draw/empty-bag', 'The bag is empty.');
    if (centralLandingCells(state.central!.board).length === 0) return ruleError('central-draw/full', 'The StigmaReine is full.');
    step.emit({ type: 'central-drawn', player: index, color });
    step.emit({ type: 'decision', player: index, pending: { kind: 'central-place', color } });
    return undefined;
  },
};
