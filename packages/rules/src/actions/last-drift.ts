/**
 * Last Drift (R20, BGA §11): no-limit modes only, free, once a turn and before any other action (the gate checks
 * both). The player names a target, their own board, the StigmaReine or an opponent's board, and the die is
 * rolled at once (a checkpoint, R22). The face then asks for an answer (`drift-move`, `drift-remove`,
 * `drift-land`) or, on Black Night, a free special action of the player or of the opponent aimed at. When the
 * face allows nothing on that board, the Last Drift is spent with no effect.
 */
import { centralLandingCells } from '../stigmareine.js';
import { FACES, rollDie } from '../dice.js';
import { ruleError } from '../errors.js';
import { MODES } from '../modes.js';
import { freeSpecials } from './free-specials.js';
import type { Command, DriftTarget, GameState, RuleError } from '../types.js';
import type { Action } from './action.js';
import { driftBoard, driftRemovals, driftSteps } from './drift.js';
import { checkOpponent, opponents } from './pilferer.js';

function checkTarget(state: GameState, index: number, target: DriftTarget): RuleError | undefined {
  if (target === 'own') return undefined;
  if (target === 'central') {
    return state.central === null ? ruleError('last-drift/no-stigmareine', 'This game has no StigmaReine.') : undefined;
  }
  if (typeof target !== 'number') return ruleError('command/malformed', 'Last Drift aims at own, central or a seat.');
  return checkOpponent('last-drift', state, index, target);
}

export const lastDrift: Action<'last-drift'> = {
  type: 'last-drift',
  legal({ state, index }) {
    if (!MODES[state.mode].noLimit) return [];
    const targets: DriftTarget[] = ['own'];
    if (state.central !== null) targets.push('central');
    targets.push(...opponents(state, index));
    return targets.map((target): Command => ({ type: 'last-drift', player: index, target }));
  },
  resolve(step, { state, index }, command) {
    if (!MODES[state.mode].noLimit) return ruleError('last-drift/not-no-limit', 'Last Drift is played under no-limit rules only.');
    const error = checkTarget(state, index, command.target);
    if (error) return error;
    const face = rollDie(step.state.rng)[0];
    step.emit({ type: 'rolled', player: index, face, purpose: 'last-drift' });
    // What the face allows is judged on the state after the roll.
    const after = step.state;
    const target = driftBoard(after, index, command.target)!;
    const effect = FACES[face].drift;
    const asks = { kind: 'drift', face, target: command.target } as const;
    switch (effect.kind) {
      case 'step':
        if (driftSteps(target.board, effect.direction).length > 0) step.emit({ type: 'decision', player: index, pending: asks });
        return undefined;
      case 'remove':
        if (driftRemovals(target.board, effect.color).length > 0) step.emit({ type: 'decision', player: index, pending: asks });
        return undefined;
      case 'black-night': {
        if (target.seat === 'central') {
          if (centralLandingCells(target.board).length > 0) step.emit({ type: 'decision', player: index, pending: asks });
          return undefined;
        }
        // R20: Black Night on a personal board lets that board's owner (the actor or the opponent) play one
        // special action they do not own, free; nothing happens when none can be played.
        if (freeSpecials(after, target.seat).length > 0) step.emit({ type: 'decision', player: target.seat, pending: { kind: 'free-special' } });
        return undefined;
      }
      default: {
        // The die's table gives every face one of the effects above; a new kind is a type error here.
        const unknown: never = effect;
        throw new Error(`last-drift: unknown effect ${JSON.stringify(unknown)}`);
      }
    }
  },
};
