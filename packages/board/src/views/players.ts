/**
 * The hot-seat player switcher: one tab per player in seat order, with status (why a player is out), actions
 * left, bag size, recruit count and owned actions; the first player of the turn, the one to play and the turn
 * order are marked (R7).
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { MODES, actionsLeft, activePlayer, turnOrder, type GameState, type PlayerState } from '@stigmeria/rules';
import type { Strings } from '../i18n.js';

/** A player's name; the rules' default name ("Player 2") is shown in the element's language. */
export function playerName(t: Strings, state: GameState, index: number): string {
  const name = state.players[index]?.name;
  return name === undefined || name === '' || name === `Player ${index + 1}` ? t.ui.player(index + 1) : name;
}

function recruitCount(p: PlayerState): number {
  let n = 0;
  for (const v of Object.values(p.recruit)) n += v;
  return n;
}

export function renderPlayers(t: Strings, state: GameState, shown: number, onShow: (i: number) => void): TemplateResult | null {
  if (state.players.length < 2) return null;
  const sequential = MODES[state.mode].sequential;
  const active = activePlayer(state);
  const order = turnOrder(state);
  return html`${sequential
      ? html`<p class="order meta">${t.table.order}${t.ui.colon}${order.map((i) => playerName(t, state, i)).join(' → ')}</p>`
      : nothing}
    <div class="players" role="tablist" aria-label=${t.ui.players}>
      ${state.players.map((p, i) => {
        const status =
          p.status === 'fulfilled'
            ? t.ui.statusFulfilled
            : p.status === 'out'
              ? `${t.ui.statusOut} (${p.outReason === 'empty-bag' ? t.table.outEmptyBag : t.table.outWind})`
              : p.turnEnded
                ? t.ui.turnEnded
                : `${t.ui.statusPlaying} · ${t.ui.actionsLeft(Math.max(0, actionsLeft(state, p)))}`;
        const marks = [
          sequential && i === state.first ? t.table.first : '',
          p.pending !== null ? t.table.deciding : i === active ? t.table.active : '',
        ].filter((m) => m !== '');
        return html`<button
          type="button"
          role="tab"
          class="player-tab"
          data-player=${i}
          data-status=${p.status}
          data-first=${sequential && i === state.first ? 'true' : nothing}
          data-active=${i === active ? 'true' : nothing}
          aria-selected=${i === shown ? 'true' : 'false'}
          tabindex=${i === shown ? 0 : -1}
          @click=${() => onShow(i)}
        >
          <span class="player-name">${playerName(t, state, i)}${marks.length > 0 ? html` <span class="mark">(${marks.join(', ')})</span>` : nothing}</span>
          <span class="player-status">${status}</span>
          <span class="player-counts"
            >${t.table.bagShort(p.bag.length)} · ${t.table.recruitShort(recruitCount(p))} · ${t.table.ownedShort(p.specials.length)}</span
          >
        </button>`;
      })}
    </div>`;
}
