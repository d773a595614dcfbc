/**
 * The wind die's forecast under no-limit rules (R12): rolled at setup for turns 1 to 9, each by the next player
 * in turn order, stopping at a face that asks its roller to decide. Played by the game's opening and by the
 * answers to the wind die.
 * @module
 */
import { FACES, rollDie } from './dice.js';
import { MODES } from './modes.js';
import type { Step } from './step.js';
import { rollers } from './turn-order.js';

/** R12: the wind die is rolled at setup for turns 1 to 9; later winds are rolled when they blow. */
export const FORECAST_TURNS = 9;

/**
 * R12: rolls the wind die for the turns up to 9 not yet known, each by the next player in turn order, and stops
 * at a face that asks its roller to decide (an X: roll again or leave it unknown; Black Night: a direction).
 */
export function rollForecast(step: Step): void {
  if (!MODES[step.state.mode].noLimit) return;
  for (let turn = step.state.winds.length + 1; turn <= FORECAST_TURNS; turn++) {
    const order = rollers(step.state);
    const roller = order[(turn - 1) % order.length];
    if (roller === undefined) return;
    if (!rollForTurn(step, roller, turn)) return;
  }
}

/**
 * Rolls the die for the wind of `turn` once. A direction face sets the forecast and returns true; an X or Black
 * Night leaves the decision to the roller and returns false.
 */
export function rollForTurn(step: Step, roller: number, turn: number): boolean {
  const face = rollDie(step.state.rng)[0];
  step.emit({ type: 'rolled', player: roller, face, purpose: 'wind' });
  const wind = FACES[face].wind;
  if (wind !== null) {
    step.emit({ type: 'wind-forecast', turn, wind });
    return true;
  }
  step.emit({ type: 'decision', player: roller, pending: { kind: 'wind-die', turn, face } });
  return false;
}

