/**
 * The turn track (turn n / limit, actions left this turn) and the wind that blows after this turn.
 * @module
 */
import { html, type TemplateResult } from 'lit';
import { MODES, actionsLeft, windAfterTurn, type GameState, type PlayerState } from '@stigmeria/rules';
import type { Strings } from '../i18n.js';

export function renderStatus(t: Strings, state: GameState, player: PlayerState): TemplateResult {
  const turnLimit = MODES[state.mode].turnLimit;
  const limit = turnLimit === null ? '∞' : String(turnLimit);
  const left = Math.max(0, actionsLeft(state, player));
  const direction = windAfterTurn(state.schema, state.turn);
  return html`<div class="status">
    <span class="turn">${t.ui.turn(state.turn, limit)}</span>
    <span class="left" data-left=${left}>${t.ui.actionsLeft(left)}</span>
    <span class="wind" data-wind=${direction}
      ><span class="arrow" aria-hidden="true">${ARROWS[direction]}</span> ${t.ui.wind(t.directions[direction])}</span
    >
  </div>`;
}

const ARROWS = { north: '↑', south: '↓', east: '→', west: '←' } as const;
