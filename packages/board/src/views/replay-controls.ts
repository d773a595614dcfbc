/**
 * Replay controls: first, previous, play/pause, next, last, a scrubber and a speed select; ←/→/Home/End
 * move the cursor while focus is in the controls.
 * @module
 */
import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { SPEEDS } from '../controllers/replay-controller.js';
import type { Strings } from '../i18n.js';

export interface ReplayControlsProps {
  readonly t: Strings;
  readonly step: number;
  readonly total: number;
  readonly playing: boolean;
  readonly speed: number;
  readonly onStep: (n: number) => void;
  readonly onToggle: () => void;
  readonly onSpeed: (speed: number) => void;
  /** The stepping button that has the focus (`first`, `prev`, `next`, `last`), or `null` when the focus left them. */
  readonly onFocusControl: (control: string | null) => void;
}

// Drawn icons rather than media-control characters: many system fonts have no glyph for ⏮ or ⏵, and a
// missing glyph shows as an empty box. Each is a 16×16 path filled with the button's text colour.
const ICON_PATHS = {
  first: 'M3 2h2v12H3zM14 2v12L6 8z',
  previous: 'M12 2v12L4 8z',
  play: 'M4 2v12l10-6z',
  pause: 'M4 2h3v12H4zM9 2h3v12H9z',
  next: 'M4 2v12l8-6z',
  last: 'M11 2h2v12h-2zM2 2v12l8-6z',
} as const;

function icon(name: keyof typeof ICON_PATHS): SVGTemplateResult {
  return svg`<svg class="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path fill="currentColor" d=${ICON_PATHS[name]}></path></svg>`;
}

/** The stepping buttons, by class, and the one that takes the focus when a focused one becomes disabled. */
const FOCUS_FALLBACK: Readonly<Record<string, readonly string[]>> = {
  first: ['next', 'last', 'toggle'],
  prev: ['next', 'last', 'toggle'],
  next: ['prev', 'first', 'toggle'],
  last: ['prev', 'first', 'toggle'],
};

/**
 * Keeps the keyboard focus in the controls: when the focused button became disabled (the first or the last step
 * was reached), the focus moves to the nearest button still enabled, the way back (previous after next). A focus
 * lost to a disabled button would otherwise fall to the page, out of the board.
 */
export function keepControlsFocus(root: ParentNode, focused: string | null): void {
  if (focused === null) return;
  const controls = root.querySelector('[part="controls"]');
  const was = controls?.querySelector<HTMLButtonElement>(`button.${focused}`);
  if (controls === null || controls === undefined || was === null || was === undefined || !was.disabled) return;
  for (const name of FOCUS_FALLBACK[focused] ?? ['toggle']) {
    const next = controls.querySelector<HTMLButtonElement>(`button.${name}`);
    if (next !== null && !next.disabled) {
      next.focus();
      return;
    }
  }
}

/** The class of the control an event's target is, among the stepping buttons, or `null`. */
export function controlOf(target: EventTarget | null): string | null {
  if (!(target instanceof HTMLButtonElement)) return null;
  return Object.keys(FOCUS_FALLBACK).find((name) => target.classList.contains(name)) ?? null;
}

export function renderReplayControls(p: ReplayControlsProps): TemplateResult {
  const onKey = (e: KeyboardEvent) => {
    const to =
      e.key === 'ArrowLeft' ? p.step - 1 : e.key === 'ArrowRight' ? p.step + 1 : e.key === 'Home' ? 0 : e.key === 'End' ? p.total : null;
    if (to === null) return;
    e.preventDefault();
    e.stopPropagation();
    p.onStep(to);
  };
  const onFocusIn = (e: FocusEvent) => p.onFocusControl(controlOf(e.target));
  // A button that becomes disabled drops the focus with no new target: it is kept then, to be handed on.
  const onFocusOut = (e: FocusEvent) => {
    if (e.relatedTarget !== null) p.onFocusControl(controlOf(e.relatedTarget));
  };
  return html`<div
    class="controls"
    part="controls"
    role="group"
    aria-label=${p.t.ui.stepOf(p.step, p.total)}
    @keydown=${onKey}
    @focusin=${onFocusIn}
    @focusout=${onFocusOut}
  >
    <button type="button" class="first" aria-label=${p.t.ui.first} title=${p.t.ui.first} ?disabled=${p.step <= 0} @click=${() => p.onStep(0)}>${icon('first')}</button>
    <button type="button" class="prev" aria-label=${p.t.ui.previous} title=${p.t.ui.previous} ?disabled=${p.step <= 0} @click=${() => p.onStep(p.step - 1)}>${icon('previous')}</button>
    <button type="button" class="toggle" aria-label=${p.playing ? p.t.ui.pause : p.t.ui.play} title=${p.playing ? p.t.ui.pause : p.t.ui.play} @click=${p.onToggle}>
      ${icon(p.playing ? 'pause' : 'play')}
    </button>
    <button type="button" class="next" aria-label=${p.t.ui.next} title=${p.t.ui.next} ?disabled=${p.step >= p.total} @click=${() => p.onStep(p.step + 1)}>${icon('next')}</button>
    <button type="button" class="last" aria-label=${p.t.ui.last} title=${p.t.ui.last} ?disabled=${p.step >= p.total} @click=${() => p.onStep(p.total)}>${icon('last')}</button>
    <input
      type="range"
      class="scrubber"
      min="0"
      max=${p.total}
      .value=${String(p.step)}
      aria-label=${p.t.ui.scrubber}
      aria-valuetext=${p.t.ui.stepOf(p.step, p.total)}
      @input=${(e: Event) => p.onStep(Number((e.target as HTMLInputElement).value))}
    />
    <label class="speed"
      >${p.t.ui.speed}
      <select @change=${(e: Event) => p.onSpeed(Number((e.target as HTMLSelectElement).value))}>
        ${SPEEDS.map((s) => html`<option value=${s} ?selected=${s === p.speed}>${s}×</option>`)}
      </select></label
    >
    <span class="step-of">${p.t.ui.stepOf(p.step, p.total)}</span>
  </div>`;
}
