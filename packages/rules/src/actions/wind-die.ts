/**
 * The wind die's decisions (R12). An X rolled for turns 1 to 9 lets its roller roll again or leave that wind
 * unknown until it blows; Black Night lets the roller choose the direction. Then the remaining winds are rolled.
 */
import { DIRECTIONS } from '../cells.js';
import { ruleError } from '../errors.js';
import { rollForTurn, rollForecast } from '../forecast.js';
import type { DieFace, Pending } from '../types.js';
import type { Action } from './action.js';

type WindDie = Extract<Pending, { kind: 'wind-die' }>;

const isX = (face: DieFace): boolean => face.startsWith('x-');

function windDie(pending: Pending | null): WindDie | undefined {
  return pending?.kind === 'wind-die' ? pending : undefined;
}

export const windReroll: Action<'wind-reroll'> = {
  type: 'wind-reroll',
  legal: ({ player, index }) => (isX(windDie(player.pending)?.face ?? 'black-night') ? [{ type: 'wind-reroll', player: index }] : []),
  resolve(step, { player, index }) {
    const pending = windDie(player.pending);
    if (pending === undefined || !isX(pending.face)) return ruleError('wind-die/not-x', 'Only an X face may be rolled again.');
    step.emit({ type: 'decision', player: index, pending: null });
    if (rollForTurn(step, index, pending.turn)) rollForecast(step);
    return undefined;
  },
};

export const windUnknown: Action<'wind-unknown'> = {
  type: 'wind-unknown',
  legal: ({ player, index }) => (isX(windDie(player.pending)?.face ?? 'black-night') ? [{ type: 'wind-unknown', player: index }] : []),
  resolve(step, { player, index }) {
    const pending = windDie(player.pending);
    if (pending === undefined || !isX(pending.face)) return ruleError('wind-die/not-x', 'Only an X face may leave the wind unknown.');
    step.emit({ type: 'decision', player: index, pending: null });
    step.emit({ type: 'wind-forecast', turn: pending.turn, wind: 'unknown' });
    rollForecast(step);
    return undefined;
  },
};

export const windDirection: Action<'wind-direction'> = {
  type: 'wind-direction',
  legal({ player, index }) {
    if (windDie(player.pending)?.face !== 'black-night') return [];
    return DIRECTIONS.map((direction) => ({ type: 'wind-direction', player: index, direction }));
  },
  resolve(step, { player, index }, command) {
    const pending = windDie(player.pending);
    if (pending?.face !== 'black-night') return ruleError('wind-die/not-black-night', 'Only Black Night lets the roller choose the wind.');
    step.emit({ type: 'decision', player: index, pending: null });
    step.emit({ type: 'wind-forecast', turn: pending.turn, wind: command.direction });
    rollForecast(step);
    return undefined;
  },
};
