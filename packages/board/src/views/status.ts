/**
 * The turn track (turn n / limit, actions left this turn) and the wind that blows after this turn, as the
 * schema or, under no-limit rules, the die says; no wind after the last turn, and none said once the game is over.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { MODES, actionsLeft, type GameState, type PlayerState } from '@stigmeria/rules/view';
import type { Strings } from '../i18n.js';
import { ARROWS, windAfter } from './wind.js';

function renderWind(t: Strings, state: GameState): TemplateResult | typeof nothing {
  const news = windAfter(state);
  switch (news.kind) {
    case 'over':
      return nothing;
    case 'none':
      return html`<span class="wind" data-wind="none">${t.flower.noWindStatus}</span>`;
    case 'later':
      return html`<span class="wind" data-wind="later">${t.table.windLater}</span>`;
    case 'unknown':
      return html`<span class="wind" data-wind="unknown">${t.table.windUnknown}</span>`;
    case 'blows':
      return html`<span class="wind" data-wind=${news.direction}
        ><span class="arrow" aria-hidden="true">${ARROWS[news.direction]}</span> ${t.ui.wind(t.directions[news.direction])}</span
      >`;
  }
}

export function renderStatus(t: Strings, state: GameState, player: PlayerState): TemplateResult {
  const turnLimit = MODES[state.mode].turnLimit;
  const limit = turnLimit === null ? '∞' : String(turnLimit);
  const left = Math.max(0, actionsLeft(state, player));
  return html`<div class="status">
    <span class="turn">${t.ui.turn(state.turn, limit)}</span>
    <span class="left" data-left=${left}>${t.ui.actionsLeft(left)}</span>
    ${renderWind(t, state)}
  </div>`;
}
