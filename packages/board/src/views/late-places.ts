/**
 * What the board shows of the late views (`late-views.ts`) before they arrive: the How to play panel closed, as it
 * stands at first (its text comes with them), the hint's button, and whether the decisions panel may have anything
 * to show, so that a board waits for them only when it does.
 * @module
 */
import { html, type TemplateResult } from 'lit';
import { SPECIAL_IDS, needsA5, type Command, type GameState } from '@stigmeria/rules/view';
import type { Strings } from '../i18n.js';
import type { Pick } from '../picking.js';

/**
 * The commands the decisions panel never shows a button for by themselves: the basic actions, played from the
 * action buttons, the recruit zone and the grid, and the special actions, picked on the grid (Charmer aside: its
 * tokens are toggles of the panel). Prediction's toggles show once it is picked, a Black Night's free actions with
 * the decision that offers them.
 */
const QUIET: ReadonlySet<Command['type']> = new Set<Command['type']>([
  'land',
  'move',
  'draw',
  'end-turn',
  'undo',
  ...SPECIAL_IDS.filter((id) => id !== 'charmer'),
]);

/**
 * Whether the decisions panel may show something for `seat`: a decision waits, a pick narrowed to a choice or is
 * Prediction, or a legal command is one the panel offers. False means the panel shows nothing. `legal` is `null`
 * while the rules of commands are on their way: then the panel may show when the StigmaReine waits for its A5 token
 * (R19), the one decision a game can open on without a pending one.
 */
export function decisionMayShow(state: GameState, seat: number, legal: readonly Command[] | null, pick: Pick | null, choices: readonly Command[]): boolean {
  if (choices.length > 0 || pick?.type === 'prediction' || (state.players[seat]?.pending ?? null) !== null) return true;
  if (legal === null) return needsA5(state);
  return legal.some((c) => !QUIET.has(c.type));
}

function keepToItself(event: Event): void {
  event.stopPropagation();
}

/**
 * The How to play panel's place while its text is on its way: the same closed panel (`views/help.ts` draws the
 * whole one), so that nothing moves when it arrives. `onToggle` hears it opened or closed meanwhile.
 */
export function renderHelpPlace(t: Strings, onToggle: (open: boolean) => void): TemplateResult {
  // Opening it is not acting on the board, as with the whole panel: the board's engagement never sees it.
  return html`<details
    class="help how-to"
    part="help"
    @toggle=${(event: Event) => onToggle((event.currentTarget as HTMLDetailsElement).open)}
    @pointerdown=${keepToItself}
    @focusin=${keepToItself}
  >
    <summary>${t.howTo.title}</summary>
  </details>`;
}

/**
 * The hint bar's place while the hint's view is on its way (`views/hint.ts` draws the whole one): its button, which
 * already asks for a hint; the busy state and the suggestion show with the view.
 */
export function renderHintPlace(t: Strings, onHint: () => void): TemplateResult {
  return html`<div class="hint-bar" part="hint">
    <button type="button" class="hint-button" aria-disabled="false" @click=${onHint}>${t.hint.button}</button>
  </div>`;
}
