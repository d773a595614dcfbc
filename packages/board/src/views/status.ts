/**
 * The turn track (turn n / limit, actions left this turn) and the wind that blows after this turn, as the
 * schema or, under no-limit rules, the die says.
 * @module
 */
import { html, type TemplateResult } from 'lit';
import { MODES, actionsLeft, windAfterTurn, type GameState, type PlayerState } from '@stigmeria/rules';
import type { Strings } from '../i18n.js';

export function renderStatus(t: Strings, state: GameState, player: PlayerState): TemplateResult {
  const turnLimit = MODES[state.mode].turnLimit;
  const limit = turnLimit === null ? '∞' : String(turnLimit);
  const left = Math.max(0, actionsLeft(state, player));
  // R12: under no-limit rules the wind comes from the die: known, left unknown, or rolled when it blows.
  const forecast = MODES[state.mode].noLimit ? (state.winds[state.turn - 1] ?? null) : windAfterTurn(state.schema, state.turn);
  const wind =
    forecast === null
      ? html`<span class="wind" data-wind="later">${t.table.windLater}</span>`
      : forecast === 'unknown'
        ? html`<span class="wind" data-wind="unknown">${t.table.windUnknown}</span>`
        : html`<span class="wind" data-wind=${forecast}
            ><span class="arrow" aria-hidden="true">${ARROWS[forecast]}</span> ${t.ui.wind(t.directions[forecast])}</span
          >`;
  return html`<div class="status">
    <span class="turn">${t.ui.turn(state.turn, limit)}</span>
    <span class="left" data-left=${left}>${t.ui.actionsLeft(left)}</span>
    ${wind}
  </div>`;
}

const ARROWS = { north: '↑', south: '↓', east: '→', west: '←' } as const;
