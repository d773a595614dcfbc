/**
 * Where a computer player thinks: in a module worker when the page can run one (the CDN build's
 * `stigmeria-bot-worker.js`, beside this module's file), so that the page keeps its frames and input for the
 * whole budget of a choice; otherwise on the main thread, the choice cut between positions (the solver's
 * `chooseSteps`) and a task left to the page every few milliseconds, as a long replay is checked.
 *
 * The worker is not available when the browser has none, when the board's files come from another origin than the
 * page (a worker's script must be the page's own), when the page's Trusted Types do not allow the
 * `stigmeria-worker` policy, or when its script does not load (the npm build's `bot-worker.js` imports
 * `@stigmeria/solver` by name, which only a bundler resolves): then, from the first failure on, the main thread
 * thinks.
 * @module
 */
import type { Command, GameState } from '@stigmeria/rules';
import type { BotOptions } from '@stigmeria/solver';
import type { BotRequest } from './bot-worker.js';
import { createModuleWorker } from './trusted-worker.js';

/** The worker's script, beside this module (the CDN build names it `stigmeria-bot-worker.js`). */
export const botWorkerUrl = (): URL => new URL('./bot-worker.js', import.meta.url);

/**
 * The page's side of a choice on the main thread: how long a slice may run, and `turn()`, which gives the page a
 * task and says whether the choice is still wanted (the board gives its `yieldToPage`, so that this chunk carries
 * none of it).
 */
export interface PageTurns {
  readonly sliceMs: number;
  turn(): Promise<boolean>;
}

/** What the worker gives when its choice was abandoned (the board left the page). */
const ABANDONED = Symbol('abandoned');

/** A choice: the command, `null` when the seat has nothing to do, or why there is none. */
export type Thought = { readonly ok: true; readonly command: Command | null } | { readonly ok: false; readonly why: 'unavailable' | 'abandoned' };

/** Thinks for the bots of one board: one worker, made on the first choice and kept until `close()`. */
export class BotThinker {
  #worker: Worker | null = null;
  /** Set once the worker cannot be made or fails: the main thread thinks from then on. */
  #noWorker = typeof Worker !== 'function';
  #ids = 0;
  /** Ends the choice under way in the worker, if any, as abandoned. */
  #abandon: (() => void) | undefined;
  /** The solver's file, once loaded for the main thread. */
  #solver: typeof import('./solver.js') | undefined;

  /**
   * Loads what a choice needs before it starts: the solver's file when the main thread is to think (a worker
   * loads its own). Then a choice on the main thread starts in the same task as it is asked for.
   */
  async ready(): Promise<void> {
    if (!this.#noWorker || this.#solver !== undefined) return;
    try {
      this.#solver = await import('./solver.js');
    } catch {
      // Said by the choice: `unavailable`.
    }
  }

  /** The command of `seat` from its `view`; on the main thread, `page` gives the page its turns between slices. */
  async choose(view: GameState, seat: number, options: BotOptions, page: PageTurns): Promise<Thought> {
    const request: BotRequest = { id: ++this.#ids, view, seat, options };
    if (!this.#noWorker) {
      const answer = await this.#inWorker(request);
      if (answer === ABANDONED) return { ok: false, why: 'abandoned' };
      if (answer !== undefined) return { ok: true, command: answer };
    }
    await this.ready();
    if (this.#solver === undefined) return { ok: false, why: 'unavailable' };
    return inSlices(this.#solver, request, page);
  }

  /** Ends the worker (the board left the page): a choice under way in it is abandoned. */
  close(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.#abandon?.();
  }

  /** The worker's answer, or `undefined` when the worker cannot be made or fails (then no worker is tried again). */
  #inWorker(request: BotRequest): Promise<Command | null | undefined | typeof ABANDONED> {
    let worker: Worker;
    try {
      worker = this.#worker ??= createModuleWorker(botWorkerUrl(), 'stigmeria-bot');
    } catch {
      this.#noWorker = true;
      return Promise.resolve(undefined);
    }
    return new Promise((resolve) => {
      const done = (answer: Command | null | undefined | typeof ABANDONED): void => {
        worker.removeEventListener('message', onMessage);
        worker.removeEventListener('error', onError);
        this.#abandon = undefined;
        resolve(answer);
      };
      this.#abandon = () => done(ABANDONED);
      const onMessage = (event: MessageEvent<{ id: number; command: Command | null }>): void => {
        if (event.data.id === request.id) done(event.data.command);
      };
      const onError = (event: Event): void => {
        // A script that does not load is not the page's error to report: the main thread thinks instead.
        event.preventDefault();
        this.#noWorker = true;
        done(undefined);
        this.close();
      };
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', onError);
      worker.postMessage(request);
    });
  }
}

/** The choice on the main thread, cut between positions, the page given a task every `page.sliceMs` or so. */
async function inSlices(solver: typeof import('./solver.js'), request: BotRequest, page: PageTurns): Promise<Thought> {
  const steps = solver.chooseSteps(request.view, request.seat, request.options);
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done === true) return { ok: true, command: step.value };
    if (performance.now() - sliceStart > page.sliceMs) {
      if (!(await page.turn())) return { ok: false, why: 'abandoned' };
      sliceStart = performance.now();
    }
  }
}
