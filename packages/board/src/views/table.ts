/**
 * What competitive and no-limit play adds around the boards: the StigmaReine's recruit zone, the turn's central
 * actions, the joker, the no-limit wind forecast and the last roll of the die (its face in words and drawn).
 * @module
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { COLOURS, FACES, MODES, type CentralState, type DieFace, type GameEvent, type GameState, type PlayerState } from '@stigmeria/rules/view';
import type { Strings } from '../i18n.js';
import { renderToken } from './token.js';
import { ARROWS } from './wind.js';

/** The StigmaReine's recruit zone, grouped by colour with counts. */
export function renderCentralRecruit(t: Strings, central: CentralState): TemplateResult {
  const present = COLOURS.filter((c) => (central.recruit[c] ?? 0) > 0);
  return html`<div class="central-recruit" part="central-recruit" role="group" aria-label=${t.table.centralRecruit}>
    <span class="muted">${t.table.centralRecruit}${t.ui.colon}</span>
    ${present.length === 0
      ? html`<span class="muted">—</span>`
      : present.map(
          (c) => html`<span class="count" data-color=${c}>${renderToken(t, c, 'stigmerian', 'small')}${t.colours[c]} × ${central.recruit[c]}</span>`,
        )}
  </div>`;
}

/** A player's joker in words: off for the game, used, or still available (R9). */
export function jokerWords(t: Strings, state: GameState, player: PlayerState): string {
  return !state.options.joker ? t.table.jokerOff : player.jokerUsed ? t.table.jokerUsed : t.table.jokerAvailable;
}

/**
 * The shown player's central actions this turn and the joker, around the StigmaReine. Elsewhere the player panels
 * say every seat's joker, and this line would only repeat it.
 */
export function renderTurnState(t: Strings, state: GameState, player: PlayerState): TemplateResult {
  const central = MODES[state.mode].central;
  const joker = jokerWords(t, state, player);
  const left = Math.max(0, 2 - player.centralActions);
  return html`<div class="status turn-state">
    ${central
      ? html`<span class="central-left" data-left=${left}>${t.table.centralLeft(left)}</span>
          <span class="central-move" data-spent=${player.centralMoved ? 'true' : 'false'}
            >${player.centralMoved ? t.table.centralMoveSpent : t.table.centralMoveOpen}</span
          >`
      : nothing}
    <span class="joker-state" data-used=${player.jokerUsed ? 'true' : 'false'}>${joker}</span>
  </div>`;
}

/** R12: the no-limit forecast of turns 1 to 9, and what happens later. */
export function renderForecast(t: Strings, state: GameState): TemplateResult | typeof nothing {
  if (!MODES[state.mode].noLimit) return nothing;
  const turns = Array.from({ length: 9 }, (_, i) => i + 1);
  return html`<section class="forecast" aria-label=${t.table.forecast}>
    <h3>${t.table.forecast}</h3>
    <ol class="forecast-list">
      ${turns.map((turn) => {
        const wind = state.winds[turn - 1];
        const words = wind === undefined ? t.table.notRolled : wind === 'unknown' ? t.table.unknown : t.directions[wind];
        return html`<li class="forecast-turn${turn === state.turn ? ' now' : ''}" data-turn=${turn} data-wind=${wind ?? 'none'}>
          <span class="forecast-number" aria-hidden="true">${turn}</span>
          <span class="forecast-arrow" aria-hidden="true">${wind === undefined ? '·' : wind === 'unknown' ? '?' : ARROWS[wind]}</span>
          <span class="sr-only">${t.table.forecastTurn(turn)}${t.ui.colon}${words}</span>
        </li>`;
      })}
      <li class="forecast-turn later" data-turn="later">${t.table.later}${t.ui.colon}${t.table.laterText}</li>
    </ol>
  </section>`;
}

/** The last `rolled` event of a log, if any. */
export function lastRoll(events: Iterable<readonly GameEvent[]>): Extract<GameEvent, { type: 'rolled' }> | undefined {
  let last: Extract<GameEvent, { type: 'rolled' }> | undefined;
  for (const list of events) for (const e of list) if (e.type === 'rolled') last = e;
  return last;
}

/** A die face drawn small: the face's colour, with its arrow, X or moon. */
function dieIcon(face: DieFace): TemplateResult {
  const rules = FACES[face];
  const glyph = rules.wind !== null ? ARROWS[rules.wind] : face === 'black-night' ? '☾' : '✕';
  return html`<svg class="die-face" data-color=${rules.color} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    ${svg`<rect class="die-body" x="1" y="1" width="22" height="22" rx="4"></rect><text class="die-glyph" x="12" y="17" text-anchor="middle">${glyph}</text>`}
  </svg>`;
}

/** The last roll of the die: who rolled which face, for what. */
export function renderDie(t: Strings, roll: Extract<GameEvent, { type: 'rolled' }> | undefined, nameOf: (seat: number) => string): TemplateResult {
  return html`<p class="die" data-face=${roll?.face ?? 'none'}>
    <span class="muted">${t.table.lastRoll}${t.ui.colon}</span>
    ${roll === undefined
      ? t.table.noRoll
      : html`${dieIcon(roll.face)} <span class="die-text">${t.table.faces[roll.face]} (${nameOf(roll.player)}, ${t.table.purpose[roll.purpose]})</span>`}
  </p>`;
}
