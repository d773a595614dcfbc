/**
 * A part of the board that loads on demand: a module of views (the replay controls) that a board playing a game
 * never needs, so that it stays out of what a page downloads first. The
 * first render that needs the part asks for it and goes without it meanwhile (the board is marked busy); the board
 * renders again once it is here. A chunk that cannot be fetched is reported once, never thrown.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class PartController<Module> implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #load: () => Promise<Module>;
  readonly #failed: () => void;
  readonly #track: (loading: Promise<unknown>) => void;
  #module: Module | null = null;
  #state: 'idle' | 'loading' | 'here' | 'failed' = 'idle';

  /**
   * `load` imports the module; `failed` is told when it cannot; `track` is given the load under way, so that the
   * element's `updateComplete` waits for it.
   */
  constructor(host: ReactiveControllerHost, load: () => Promise<Module>, failed: () => void, track: (loading: Promise<unknown>) => void) {
    this.#host = host;
    this.#load = load;
    this.#failed = failed;
    this.#track = track;
    host.addController(this);
  }

  hostConnected(): void {}

  /** The module once it is here, else `null`: the first call starts loading it. */
  get module(): Module | null {
    if (this.#state === 'idle') this.#start();
    return this.#module;
  }

  /** The module if it is already here, without asking for it. */
  get loaded(): Module | null {
    return this.#module;
  }

  /** Whether the module was asked for and is still on its way. */
  get loading(): boolean {
    return this.#state === 'loading';
  }

  #start(): void {
    this.#state = 'loading';
    const loading = this.#load().then(
      (module) => {
        this.#module = module;
        this.#state = 'here';
        this.#host.requestUpdate();
      },
      () => {
        this.#state = 'failed';
        this.#failed();
        this.#host.requestUpdate();
      },
    );
    this.#track(loading);
  }
}
