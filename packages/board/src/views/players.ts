/**
 * The hot-seat player switcher: one tab per player, with status and actions left; the shown board is marked.
 * @module
 */
import { html, type TemplateResult } from 'lit';
import { actionsLeft, type GameState } from '@stigmeria/rules';
import type { Strings } from '../i18n.js';

/** A player's name; the rules' default name ("Player 2") is shown in the element's language. */
export function playerName(t: Strings, state: GameState, index: number): string {
  const name = state.players[index]?.name;
  return name === undefined || name === '' || name === `Player ${index + 1}` ? t.ui.player(index + 1) : name;
}

export function renderPlayers(t: Strings, state: GameState, shown: number, onShow: (i: number) => void): TemplateResult | null {
  if (state.players.length < 2) return null;
  return html`<div class="players" role="tablist" aria-label=${t.ui.players}>
    ${state.players.map((p, i) => {
      const status =
        p.status === 'fulfilled' ? t.ui.statusFulfilled : p.status === 'out' ? t.ui.statusOut : p.turnEnded ? t.ui.turnEnded : `${t.ui.statusPlaying} · ${t.ui.actionsLeft(Math.max(0, actionsLeft(state, p)))}`;
      return html`<button
        type="button"
        role="tab"
        class="player-tab"
        data-player=${i}
        aria-selected=${i === shown ? 'true' : 'false'}
        tabindex=${i === shown ? 0 : -1}
        @click=${() => onShow(i)}
      >
        <span class="player-name">${playerName(t, state, i)}</span>
        <span class="player-status">${status}</span>
      </button>`;
    })}
  </div>`;
}
