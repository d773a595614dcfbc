/**
 * Motion: after a change is rendered, tokens that changed cells slide from where they were (FLIP), landed
 * tokens slide in from the recruit zone and a drawn colour's count pulses. The first positions are measured
 * before the render (`planMotion`), the slides run after it (`runMotion`).
 *
 * Offsets go through CSS custom properties set with `style.setProperty` (CSSOM, which a `style-src 'self'`
 * policy allows, unlike a `style` attribute), and the transitions live in the stylesheet, so that
 * `prefers-reduced-motion: reduce` turns them off there too; here it skips the whole plan.
 * @module
 */
import type { GameEvent } from '@stigmeria/rules';

/** The class of a token while it slides, and the one that starts its transition. */
export const SLIDING = 'sliding';
export const SLIDE_RUN = 'slide-run';
/** The class of a recruit colour whose count just changed. */
export const PULSE = 'pulse';

/** Longest a slide or pulse may take before its classes are removed even without a transition event. */
const CLEANUP_MS = 600;

/** What to animate once the change is on screen. */
export interface MotionPlan {
  /** The board cell a token ends in, and where (viewport coordinates) it was shown before. */
  readonly slides: ReadonlyMap<string, DOMRect>;
  readonly pulses: ReadonlySet<string>;
}

/** Whether the user asked for less motion. */
export function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Measures, before the render, where the tokens that the events move are shown now. Only the events of the
 * board that will be shown (`player`) count. Returns `null` when there is nothing to animate.
 */
export function planMotion(root: ParentNode, events: readonly GameEvent[], player: number): MotionPlan | null {
  if (reducedMotion()) return null;
  // Where the token now in a cell came from during these events: a chain A→B→C slides from A to C once.
  const origin = new Map<string, string>();
  const pulses = new Set<string>();
  const leave = (cell: string) => origin.delete(cell);
  for (const e of events) {
    if ('player' in e && e.player !== player) continue;
    switch (e.type) {
      case 'moved':
      case 'blown': {
        const from = origin.get(e.from) ?? e.from;
        leave(e.from);
        if (e.to !== 'off') origin.set(e.to, from);
        break;
      }
      case 'swapped': {
        const [a, b] = e.cells;
        const fromA = origin.get(a) ?? a;
        const fromB = origin.get(b) ?? b;
        origin.set(a, fromB);
        origin.set(b, fromA);
        break;
      }
      case 'landed':
        origin.set(e.cell, `recruit:${e.color}`);
        break;
      case 'drawn':
        pulses.add(e.color);
        break;
      case 'exited':
        leave(e.from);
        break;
      case 'removed':
        leave(e.cell);
        break;
      case 'undone':
        // Undo restores an earlier state at once: sliding there would show a move nobody made.
        return null;
      // Nothing slides or pulses for the others: a change of colour or of pollen shows in place, and the
      // StigmaReine, the bags and the turn have no slide of their own.
      case 'acted':
      case 'placed':
      case 'recoloured':
      case 'created':
      case 'pollinated':
      case 'joker-played':
      case 'decision':
      case 'turn-ended':
      case 'fulfilled':
      case 'wind':
      case 'player-out':
      case 'turn-started':
      case 'game-ended':
      case 'first-player':
      case 'rolled':
      case 'wind-forecast':
      case 'bag-shuffled':
      case 'central-acted':
      case 'central-drawn':
      case 'central-placed':
      case 'central-moved':
      case 'central-left':
      case 'central-blown':
      case 'central-recruited':
      case 'gained':
      case 'given':
      case 'recruit-changed':
      case 'bagged':
      case 'mimicked':
      case 'pilfered':
      case 'bags-swapped':
      case 'charmed':
      case 'drifted':
        break;
      default: {
        // A kind of event the rules add is a type error here until it is given its motion, or none.
        const unknown: never = e;
        void unknown;
      }
    }
  }
  const slides = new Map<string, DOMRect>();
  for (const [to, from] of origin) {
    if (to === from) continue;
    const source = from.startsWith('recruit:')
      ? root.querySelector(`.recruit-colour[data-color="${from.slice(8)}"] .token`)
      : root.querySelector(`[data-cell="${from}"]`);
    if (source !== null) slides.set(to, source.getBoundingClientRect());
  }
  return slides.size === 0 && pulses.size === 0 ? null : { slides, pulses };
}

/** Runs a plan on the rendered change. */
export function runMotion(root: ParentNode, plan: MotionPlan): void {
  if (reducedMotion()) return;
  // All positions are read first and all offsets written after: a read after a write would make the browser
  // lay the page out again for every token (the wind moves many at once).
  const moves: { token: HTMLElement; dx: number; dy: number }[] = [];
  for (const [cell, before] of plan.slides) {
    const target = root.querySelector<HTMLElement>(`[data-cell="${cell}"]`);
    const token = target?.querySelector<HTMLElement>('.token');
    if (target === null || target === undefined || token === null || token === undefined) continue;
    const after = target.getBoundingClientRect();
    const dx = before.left + before.width / 2 - (after.left + after.width / 2);
    const dy = before.top + before.height / 2 - (after.top + after.height / 2);
    if (Math.abs(dx) >= 1 || Math.abs(dy) >= 1) moves.push({ token, dx, dy });
  }
  const started: HTMLElement[] = [];
  for (const { token, dx, dy } of moves) {
    token.style.setProperty('--stigmeria-slide-x', `${dx}px`);
    token.style.setProperty('--stigmeria-slide-y', `${dy}px`);
    token.classList.add(SLIDING);
    started.push(token);
  }
  if (started.length > 0) {
    // Reading a layout value applies the start offsets before the transition back to zero begins.
    void started[0]!.getBoundingClientRect();
    for (const token of started) {
      token.classList.add(SLIDE_RUN);
      token.style.setProperty('--stigmeria-slide-x', '0px');
      token.style.setProperty('--stigmeria-slide-y', '0px');
      settle(token, 'transitionend', () => {
        token.classList.remove(SLIDING, SLIDE_RUN);
        token.style.removeProperty('--stigmeria-slide-x');
        token.style.removeProperty('--stigmeria-slide-y');
      });
    }
  }
  for (const color of plan.pulses) {
    const button = root.querySelector<HTMLElement>(`.recruit-colour[data-color="${color}"]`);
    if (button === null) continue;
    // Restarting a pulse already running: remove the class and let a layout read reset the animation.
    button.classList.remove(PULSE);
    void button.offsetWidth;
    button.classList.add(PULSE);
    settle(button, 'animationend', () => button.classList.remove(PULSE));
  }
}

/** Calls `done` once, at the end event or after a fallback delay (a hidden tab fires no transition events). */
function settle(target: HTMLElement, event: 'transitionend' | 'animationend', done: () => void): void {
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    target.removeEventListener(event, finish);
    done();
  };
  target.addEventListener(event, finish);
  setTimeout(finish, CLEANUP_MS);
}
