/**
 * The "How to play" panel: the goal of the current mode and schema in a few sentences (from the rules' `MODES`),
 * then the keyboard map (the board keys and one key per special action of the flower). A `<details>`: it opens
 * and closes by keyboard, and Escape closes it.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { MODES, type GameState, type SpecialActionId } from '@stigmeria/rules/view';
import type { Strings } from '../i18n.js';
import { SPECIAL_KEYS } from './specials.js';

/** The goal and the mode's rules that shape a game, in sentences. */
export function goalSentences(t: Strings, state: GameState): string[] {
  const rules = MODES[state.mode];
  const h = t.howTo;
  return [
    h.goal(state.schema.targets.length),
    h.turns(rules.turnLimit),
    h.ends(rules.endsWithFirstFulfilment),
    h.wind(rules.windExitPutsOut),
    ...(rules.noLimit ? [h.dieWinds] : []),
    ...(rules.central ? [h.central] : []),
    ...(rules.sequential && state.players.length > 1 ? [h.sequential] : []),
  ];
}

/** Escape closes the panel and gives the focus back to its summary; the board's own keys never see it. */
function closeOnEscape(event: KeyboardEvent): void {
  const details = event.currentTarget as HTMLDetailsElement;
  if (event.key !== 'Escape' || !details.open) return;
  event.stopPropagation();
  event.preventDefault();
  details.open = false;
  details.querySelector('summary')?.focus();
}

/**
 * Reading the rules is not acting on the board: the board's first engagement moves the focus to an open decision,
 * which would scroll the page under the pointer and swallow the click that opens this panel.
 */
function keepToItself(event: Event): void {
  event.stopPropagation();
}

/** `keys` is false in a replay, where no key plays. */
export function renderHelp(t: Strings, state: GameState, specials: readonly SpecialActionId[], keys: boolean): TemplateResult {
  return html`<details class="help how-to" part="help" @keydown=${closeOnEscape} @pointerdown=${keepToItself} @focusin=${keepToItself}>
    <summary>${t.howTo.title}</summary>
    <div class="how-to-body">
      ${goalSentences(t, state).map((s) => html`<p class="goal">${s}</p>`)}
      ${keys
        ? html`<h4>${t.howTo.keys}</h4>
            <dl>
              ${t.ui.keys.map(([k, v]) => html`<dt><kbd>${k}</kbd></dt><dd>${v}</dd>`)}
              ${specials.map((id, i) => html`<dt><kbd>${SPECIAL_KEYS[i] ?? ''}</kbd></dt><dd>${t.actions[id]}</dd>`)}
            </dl>`
        : nothing}
    </div>
  </details>`;
}
