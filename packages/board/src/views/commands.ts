/**
 * The buttons of the basic actions (draw, end turn, undo, restart turn, joker), the pending decision, and
 * the "off the board" and cancel controls of a pick in progress. The pick's prompt has a place of its own, kept
 * while nothing is picked, so that picking a colour moves no button.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Command, PlayerState } from '@stigmeria/rules';
import type { Strings } from '../i18n.js';
import { pendingPrompt } from './pending.js';

export interface CommandsProps {
  readonly t: Strings;
  readonly player: PlayerState;
  readonly legal: readonly Command[];
  readonly disabled: boolean;
  /** The text of the pick in progress, if any. */
  readonly prompt: string | undefined;
  readonly offAllowed: boolean;
  /** Whether "Cancel" is offered: only when it would drop something picked. */
  readonly cancellable: boolean;
  readonly nameOf: (seat: number) => string;
  readonly onCommand: (command: Command) => void;
  readonly onRestart: () => void;
  readonly onOff: () => void;
  readonly onCancel: () => void;
}

function find(legal: readonly Command[], type: Command['type']): Command | undefined {
  return legal.find((c) => c.type === type);
}

export function renderCommands(p: CommandsProps): TemplateResult {
  const draw = find(p.legal, 'draw');
  const end = find(p.legal, 'end-turn');
  const undo = find(p.legal, 'undo');
  const stop = find(p.legal, 'choreography-stop');
  const jokers = p.legal.filter((c): c is Extract<Command, { type: 'joker' }> => c.type === 'joker');
  // Only the decisions answered here are said here; the decisions panel says the others above their buttons.
  const pending = p.player.pending === null ? undefined : pendingPrompt(p.t, p.player.pending, 'actions', p.nameOf);
  const button = (label: string, key: string, command: Command | undefined, cls: string, title?: string) =>
    html`<button
      type="button"
      class=${cls}
      aria-keyshortcuts=${key}
      ?disabled=${p.disabled || command === undefined}
      title=${title ?? nothing}
      @click=${() => command !== undefined && p.onCommand(command)}
    >
      ${label} <kbd>${key}</kbd>
    </button>`;
  return html`<section class="commands" part="actions">
    ${pending !== undefined
      ? html`<p class="pending" role="status">
          ${pending} ${stop !== undefined ? button(p.t.ui.stop, 's', stop, 'stop') : nothing}
        </p>`
      : nothing}
    <div class="prompt-place">
      ${p.prompt !== undefined
        ? html`<p class="prompt">
            ${p.prompt}
            ${p.offAllowed
              ? html`<button type="button" class="off" aria-keyshortcuts="o" @click=${p.onOff}>${p.t.ui.off} <kbd>o</kbd></button>`
              : nothing}
            ${p.cancellable
              ? html`<button type="button" class="cancel" aria-keyshortcuts="Escape" @click=${p.onCancel}>${p.t.ui.cancel}</button>`
              : nothing}
          </p>`
        : nothing}
    </div>
    <div class="buttons">
      ${button(p.t.ui.draw, 'd', draw, 'draw', p.t.rules.draw)} ${button(p.t.ui.endTurn, 'e', end, 'end-turn')}
      ${button(p.t.ui.undo, 'u', undo, 'undo')}
      <button type="button" class="restart" ?disabled=${p.disabled || undo === undefined} @click=${p.onRestart}>
        ${p.t.ui.restartTurn}
      </button>
    </div>
    ${jokers.length > 0
      ? html`<div class="joker" title=${p.t.rules.joker}>
          <span>${p.t.ui.joker}</span>
          ${jokers.map(
            (j) => html`<button
              type="button"
              class="joker-swap"
              data-from=${j.from}
              data-to=${j.to}
              ?disabled=${p.disabled}
              @click=${() => p.onCommand(j)}
            >
              ${p.t.ui.jokerSwap(p.t.colours[j.from], p.t.colours[j.to])}
            </button>`,
          )}
        </div>`
      : nothing}
  </section>`;
}
