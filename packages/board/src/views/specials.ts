/**
 * The special actions the shown player owns (the flower's, or those earned or chosen, as they are gained): name,
 * cost, state (available, used this turn or game, too early, no target) and rule text (a tooltip on hover and
 * focus, and shown below while focused or picked).
 * @module
 */
import { html, type TemplateResult } from 'lit';
import { specialActionCost, specialFromTurn, type Command, type GameState, type PlayerState, type SpecialActionId } from '@stigmeria/rules/view';
import type { Strings } from '../i18n.js';

/** The key that picks the n-th special action. */
export const SPECIAL_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '-'] as const;

export interface SpecialsProps {
  readonly t: Strings;
  readonly state: GameState;
  readonly player: PlayerState;
  readonly legal: readonly Command[];
  readonly selected: string | undefined;
  readonly hint: SpecialActionId | undefined;
  readonly disabled: boolean;
  readonly onPick: (id: SpecialActionId) => void;
  readonly onHint: (id: SpecialActionId | undefined) => void;
}

export type SpecialState = 'available' | 'used' | 'early' | 'unavailable';

/** What a special action costs in this game, as shown. */
export function shownCost(state: GameState, id: SpecialActionId): number {
  return specialActionCost(state, id);
}

/** The state of a special action for a player now. */
export function specialState(state: GameState, player: PlayerState, legal: readonly Command[], id: SpecialActionId): SpecialState {
  if (legal.some((c) => c.type === id)) return 'available';
  if (player.usedThisTurn.includes(id) || player.usedThisGame.includes(id)) return 'used';
  const from = specialFromTurn(id);
  if (state.turn < from) return 'early';
  return 'unavailable';
}

export function renderSpecials(p: SpecialsProps): TemplateResult | null {
  const ids = p.player.specials;
  if (ids.length === 0) return null;
  return html`<section class="specials" aria-label=${p.t.ui.specials}>
    <h3>${p.t.ui.specials}</h3>
    <div class="special-list">
      ${ids.map((id, i) => {
        const s = specialState(p.state, p.player, p.legal, id);
        const stateText =
          s === 'available' ? p.t.ui.available : s === 'used' ? p.t.ui.usedThisTurn : s === 'early' ? p.t.ui.tooEarly(specialFromTurn(id)) : p.t.ui.unavailable;
        const key = SPECIAL_KEYS[i] ?? '';
        return html`<button
          type="button"
          class="special"
          data-action=${id}
          data-state=${s}
          aria-pressed=${p.selected === id ? 'true' : 'false'}
          aria-disabled=${p.disabled || s !== 'available' ? 'true' : 'false'}
          aria-describedby="rule-text"
          aria-keyshortcuts=${key}
          title=${p.t.rules[id]}
          @click=${() => p.onPick(id)}
          @focus=${() => p.onHint(id)}
          @blur=${() => p.onHint(undefined)}
          @mouseenter=${() => p.onHint(id)}
          @mouseleave=${() => p.onHint(undefined)}
        >
          <span class="special-head"><span class="special-name">${p.t.actions[id]}</span> <kbd>${key}</kbd></span>
          <span class="special-meta">${p.t.ui.cost(shownCost(p.state, id))} · ${stateText}</span>
        </button>`;
      })}
    </div>
    <p id="rule-text" class="rule-text" aria-live="off">${p.hint !== undefined ? p.t.rules[p.hint] : ''}</p>
  </section>`;
}
