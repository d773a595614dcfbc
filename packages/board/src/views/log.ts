/**
 * The game log: every step in words, grouped by turn, newest last. The words are the live region's
 * (`describeEvents`), derived from the steps' events at each render, so that a change of language re-words the
 * whole log. In a replay each step is a button that moves the cursor back there.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { GameEvent, GameState, ReplayStep } from '@stigmeria/rules';
import { describeEvents } from '../announce.js';
import type { Strings } from '../i18n.js';

export interface LogProps {
  readonly t: Strings;
  /** The state shown: the players' names come from it. */
  readonly state: GameState;
  /**
   * The steps to list: the game's so far, or the replay's up to its cursor. Later steps of a replay are not
   * listed: their draws would tell the order of a bag, which nobody at that point of the game may know.
   */
  readonly steps: readonly ReplayStep[];
  /** In a replay, how many steps are applied (the line of the last one applied is the current one); else `undefined`. */
  readonly cursor: number | undefined;
  readonly onStep: (n: number) => void;
}

/** One line of the log: the step's number (1 for the first step) and its words. */
interface Line {
  readonly step: number;
  readonly text: string;
}

/** The turns of a log, each with the lines of the steps played in it. */
interface TurnGroup {
  readonly turn: number;
  readonly lines: Line[];
}

/** A new turn is the group's heading, so its sentence is not repeated in the line. */
const isTurnStart = (e: GameEvent): boolean => e.type === 'turn-started';

/**
 * The words of each step already worded, by language table: a step never changes, and a game's players keep their
 * names, so a render words only the steps it has not seen (a long replay would otherwise be worded again at every
 * step of its cursor).
 */
const worded = new WeakMap<Strings, WeakMap<ReplayStep, string>>();

function stepWords(t: Strings, state: GameState, step: ReplayStep): string {
  let table = worded.get(t);
  if (table === undefined) worded.set(t, (table = new WeakMap()));
  let text = table.get(step);
  if (text === undefined) {
    text = describeEvents(step.events.filter((e) => !isTurnStart(e)), state, t);
    table.set(step, text);
  }
  return text;
}

/**
 * Groups steps by the turn they were played in: a step that ends a turn (its wind, its pushes) stays in that
 * turn, and the turn it starts opens the next group.
 */
export function logGroups(t: Strings, state: GameState, steps: readonly ReplayStep[], from = 0): TurnGroup[] {
  const groups: TurnGroup[] = [{ turn: 1, lines: [] }];
  steps.forEach((step, i) => {
    if (i >= from) {
      const text = stepWords(t, state, step);
      groups[groups.length - 1]!.lines.push({ step: i + 1, text: text === '' ? t.ui.stepOf(i + 1, steps.length) : text });
    }
    for (const e of step.events) if (e.type === 'turn-started') groups.push({ turn: e.turn, lines: [] });
  });
  // A turn that has only just begun has nothing to say yet.
  return groups.filter((g) => g.lines.length > 0);
}

/**
 * The most steps the log lists, the newest: a long replay's every jump would otherwise lay out a thousand lines.
 * Earlier steps are reached with the replay controls (or the setup's line).
 */
export const LOG_LINES = 50;

export function renderLog(p: LogProps): TemplateResult {
  const { t, cursor } = p;
  const from = Math.max(0, p.steps.length - LOG_LINES);
  const groups = logGroups(t, p.state, p.steps, from);
  const inReplay = cursor !== undefined;
  const line = (l: Line): TemplateResult => {
    const current = l.step === p.steps.length;
    return html`<li class="log-line" data-step=${l.step} aria-current=${current ? 'step' : nothing}>
      ${inReplay ? html`<button type="button" class="log-step" data-step=${l.step} @click=${() => p.onStep(l.step)}>${l.text}</button>` : l.text}
    </li>`;
  };
  return html`<section class="log" part="log" aria-labelledby="stigmeria-log-title">
    <h3 id="stigmeria-log-title">${t.log.title}</h3>
    <div class="log-box" tabindex="0" role="group" aria-labelledby="stigmeria-log-title" data-at=${`${p.steps.length}/${cursor ?? ''}`}>
      ${inReplay
        ? html`<p class="log-line log-setup" data-step="0" aria-current=${cursor === 0 ? 'step' : nothing}>
            <button type="button" class="log-step" data-step="0" @click=${() => p.onStep(0)}>${t.log.setup}</button>
          </p>`
        : nothing}
      ${p.steps.length === 0 && !inReplay ? html`<p class="log-empty muted">${t.log.empty}</p>` : nothing}
      ${from > 0 ? html`<p class="log-earlier muted">${t.log.earlier(from)}</p>` : nothing}
      ${groups.map(
        (g) => html`<section class="log-turn" data-turn=${g.turn} aria-label=${t.log.turn(g.turn)}>
          <h4 class="log-turn-title">${t.log.turn(g.turn)}</h4>
          <ol class="log-lines">
            ${g.lines.map(line)}
          </ol>
        </section>`,
      )}
    </div>
  </section>`;
}

/**
 * Brings the current line into view inside the log's own box, once per step played or cursor move: only the box
 * scrolls, never the page around the board (which `scrollIntoView` would do).
 */
export function scrollLog(root: ParentNode): void {
  const box = root.querySelector<HTMLElement>('.log-box');
  // Only when a step is played or the cursor moves: a reader who scrolled back stays where they are otherwise.
  if (box === null || box.dataset['scrolled'] === box.dataset['at']) return;
  box.dataset['scrolled'] = box.dataset['at'];
  const current = box.querySelector<HTMLElement>('[aria-current="step"]');
  if (current === null) {
    box.scrollTop = box.scrollHeight;
    return;
  }
  const top = current.offsetTop;
  const bottom = top + current.offsetHeight;
  if (top < box.scrollTop) box.scrollTop = top;
  else if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight;
}
