// While a computer player thinks, the page goes on: its panel says the computer is thinking, and the page's own
// frames and timers run meanwhile. Here the browser is given no Worker, so the board thinks on the main thread in
// slices (the CDN build's worker is tested in package-bots-worker.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameState } from '@stigmeria/rules';
import type { StigmeriaBoard, StigmeriaErrorDetail } from '../src/index.js';
import { mount, q, until } from './element-helpers.js';

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

const MOVES = 6;

describe('a strong bot thinking without a worker', () => {
  it(`leaves the page its frames and timer ticks while it thinks, over ${MOVES} moves, and its moves land`, async () => {
    vi.stubGlobal('Worker', undefined);
    const errors: StigmeriaErrorDetail[] = [];
    // What the page gets while a panel says the computer is thinking: frames drawn and ticks of a timer asking
    // for a task every 10 ms. Chosen in one task, a move would set and clear the mark inside it: the page would
    // see neither the mark nor get a tick. In slices, the page's own tasks run between them, however slow the
    // machine.
    let thinkingSeen = 0;
    let framesWhileThinking = 0;
    let ticksWhileThinking = 0;
    let el: StigmeriaBoard | null = null;
    const thinking = (): boolean => {
      if (el === null) return false;
      return [...el.shadowRoot!.querySelectorAll('.mark')].some((m) => m.textContent!.includes('thinking'));
    };
    let drawing = true;
    const frame = (): void => {
      if (thinking()) framesWhileThinking++;
      if (drawing) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    const timer = setInterval(() => {
      if (thinking()) ticksWhileThinking++;
    }, 10);
    const observer = new MutationObserver(() => {
      if (thinking()) thinkingSeen++;
    });
    const board = await mount({ schema: 'vertighaineuse-sunrise-steps', mode: 'normal', players: '2', seed: 'thinking', bots: '0=strong,1=strong', 'bot-delay': '0' }, (b) => {
      b.addEventListener('stigmeria-error', (e) => errors.push((e as CustomEvent<StigmeriaErrorDetail>).detail));
    });
    el = board;
    observer.observe(board.shadowRoot!, { subtree: true, childList: true, characterData: true });
    await until(() => board.log.length >= MOVES || (board.state as GameState).over, 60_000);
    drawing = false;
    clearInterval(timer);
    observer.disconnect();
    expect(board.log.length >= MOVES || (board.state as GameState).over).toBe(true);
    expect(new Set(board.log.map((s) => s.command.player))).toEqual(new Set([0, 1]));
    expect(thinkingSeen).toBeGreaterThanOrEqual(1);
    expect(framesWhileThinking).toBeGreaterThanOrEqual(1);
    expect(ticksWhileThinking).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    // Once the bots are between moves, no panel says so.
    board.setAttribute('bot-delay', '60000');
    await until(() => !thinking(), 20_000);
    expect(q(board, '[data-player="0"] .mark')?.textContent).toContain('computer, strong');
  }, 120_000);
});

describe('a bot thinking when the board leaves the page', () => {
  for (const where of ['in slices', 'where the browser has workers'] as const) {
    it(`drops the choice ${where}, and plays on once the board is back`, async () => {
      if (where === 'in slices') vi.stubGlobal('Worker', undefined);
      const el = await mount({ schema: 'vertighaineuse-sunrise-steps', mode: 'normal', players: '2', seed: 'leaving', bots: '0=strong,1=strong', 'bot-delay': '0' });
      const thinking = (): boolean => [...el.shadowRoot!.querySelectorAll('.mark')].some((m) => m.textContent!.includes('thinking'));
      await until(thinking, 20_000);
      const steps = el.log.length;
      el.remove();
      // Off the page, nothing is played, and the board's promise of being up to date still settles.
      await new Promise((r) => setTimeout(r, 1500));
      expect(el.log.length).toBe(steps);
      await el.updateComplete;
      document.body.append(el);
      await until(() => el.log.length > steps, 30_000);
      expect(el.log.length).toBeGreaterThan(steps);
    }, 60_000);
  }
});
