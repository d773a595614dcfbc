/**
 * The player panels: one per seat in seat order, as a board game's player boards are. Each says the seat's name,
 * whether it is their turn, their status (why a player is out), actions left this turn, the bag's size, the recruit
 * zone as token chips, the earned actions (competitive) and the joker. With several seats each panel is a tab that
 * shows that seat's board; the first player of the turn, the one to play and the turn order are marked (R7).
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { COLOURS, MODES, actionsLeft, activePlayer, turnOrder, type GameState, type PlayerState } from '@stigmeria/rules/view';
import type { Strings } from '../i18n.js';
import { jokerWords } from './table.js';
import { renderToken } from './token.js';

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

/** A seat's status in words: fulfilled, out (and why), done for the turn, or playing with its actions left. */
function statusWords(t: Strings, state: GameState, p: PlayerState): string {
  if (p.status === 'fulfilled') return t.ui.statusFulfilled;
  if (p.status === 'out') return `${t.ui.statusOut} (${p.outReason === 'empty-bag' ? t.table.outEmptyBag : t.table.outWind})`;
  if (p.turnEnded) return t.ui.turnEnded;
  return `${t.ui.statusPlaying} · ${t.ui.actionsLeft(Math.max(0, actionsLeft(state, p)))}`;
}

/**
 * Whether a seat may act now: the active player when players act one after the other (or the one owing a
 * decision), else every player still playing who has not ended the turn.
 */
function toPlay(state: GameState, p: PlayerState, seat: number, active: number | undefined): boolean {
  if (state.over || p.status !== 'playing') return false;
  if (p.pending !== null) return true;
  if (MODES[state.mode].sequential) return seat === active;
  return !p.turnEnded;
}

/** The recruit zone as small token chips, one per colour held, with its count. */
function recruitChips(t: Strings, p: PlayerState): TemplateResult {
  const held = COLOURS.filter((c) => p.recruit[c] > 0);
  return html`<span class="panel-recruit" data-count=${recruitCount(p)}>
    <span class="sr-only">${t.panels.recruit}${t.ui.colon}</span>
    ${held.length === 0
      ? html`<span class="sr-only">${t.panels.none}</span>`
      : held.map(
          (c) =>
            html`<span class="chip" data-color=${c}
              >${renderToken(t, c, 'stigmerian', 'small')}<span class="sr-only">${t.colours[c]} </span>${p.recruit[c]}</span
            >`,
        )}
  </span>`;
}

/** The body of a panel: every fact of the seat, from the state and the rules' functions. */
function panelBody(t: Strings, state: GameState, p: PlayerState, seat: number, marks: readonly string[], playing: boolean): TemplateResult {
  const earned = MODES[state.mode].specials === 'earned';
  return html`<span class="panel-head">
      <span class="player-name">${playerName(t, state, seat)}${marks.length > 0 ? html` <span class="mark">(${marks.join(', ')})</span>` : nothing}</span>
      ${playing ? html`<span class="to-play">${t.panels.toPlay}</span>` : nothing}
    </span>
    <span class="player-status">${statusWords(t, state, p)}</span>
    <span class="player-counts"
      ><span class="panel-bag" data-count=${p.bag.length}>${t.table.bagShort(p.bag.length)}</span> · ${t.table.recruitShort(recruitCount(p))}${earned
        ? nothing
        : html` · ${t.table.ownedShort(p.specials.length)}`}</span
    >
    ${recruitChips(t, p)}
    ${earned
      ? html`<span class="panel-earned">${t.panels.earned}${t.ui.colon}${p.specials.length === 0 ? t.panels.none : p.specials.map((id) => t.actions[id]).join(', ')}</span>`
      : nothing}
    ${state.options.joker ? html`<span class="panel-joker" data-used=${p.jokerUsed ? 'true' : 'false'}>${jokerWords(t, state, p)}</span>` : nothing}`;
}

/**
 * The player panels. `computer(seat)` is the level of a seat the computer plays (the `bots` attribute), marked
 * after the name, or `undefined` for a person's seat; `thinking(seat)`, whether that seat's bot is choosing now.
 */
export function renderPlayers(
  t: Strings,
  state: GameState,
  shown: number,
  onShow: (i: number) => void,
  computer: (seat: number) => string | undefined = () => undefined,
  thinking: (seat: number) => boolean = () => false,
): TemplateResult {
  const sequential = MODES[state.mode].sequential;
  const active = activePlayer(state);
  // One seat: a compact panel of its own, nothing to switch between.
  if (state.players.length < 2) {
    const p = state.players[0]!;
    return html`<div class="players single" part="players">
      <div class="player-panel" data-player="0" data-status=${p.status} data-to-play=${toPlay(state, p, 0, active) ? 'true' : 'false'}>
        ${panelBody(t, state, p, 0, [], false)}
      </div>
    </div>`;
  }
  const order = turnOrder(state);
  return html`${sequential
      ? html`<p class="order meta">${t.table.order}${t.ui.colon}${order.map((i) => playerName(t, state, i)).join(' → ')}</p>`
      : nothing}
    <div class="players" part="players" role="tablist" aria-label=${t.ui.players}>
      ${state.players.map((p, i) => {
        const level = computer(i);
        const marks = [
          level !== undefined ? t.computer.tag(level) : '',
          thinking(i) ? t.computer.thinking : '',
          sequential && i === state.first ? t.table.first : '',
          p.pending !== null ? t.table.deciding : i === active ? t.table.active : '',
        ].filter((m) => m !== '');
        const playing = toPlay(state, p, i, active);
        // When players act in turn the mark already says who is to play (or to decide); the badge is for
        // simultaneous play, where several seats may be playing at once.
        return html`<button
          type="button"
          role="tab"
          class="player-tab player-panel"
          data-player=${i}
          data-status=${p.status}
          data-first=${sequential && i === state.first ? 'true' : nothing}
          data-active=${i === active ? 'true' : nothing}
          data-to-play=${playing ? 'true' : 'false'}
          aria-selected=${i === shown ? 'true' : 'false'}
          tabindex=${i === shown ? 0 : -1}
          @click=${() => onShow(i)}
        >
          ${panelBody(t, state, p, i, marks, playing && !sequential)}
        </button>`;
      })}
    </div>`;
}
