/**
 * Where the board's game or replay comes from: the `schema`, `mode`, `players`, `seed` (a random one when none is
 * given) and `schemaData` inputs start a game, `replay` and `replay-src` (fetched) load a replay, and the page's `step` moves its cursor.
 * Every bad input becomes a translated message through the host's `fail`; the board is never left blank.
 *
 * A catalogue schema starts its game at once, without the rules' document checks. A schema given as data and a
 * replay are read by those checks, which load on demand (`load-checks.ts`) the first time one arrives: meanwhile
 * the board keeps its game (or starts the mode's default one, never blank) and says it is busy, and the document
 * lands when they arrive, as a fetched `replay-src` does.
 * @module
 */
import type { PropertyValues, ReactiveController, ReactiveControllerHost } from 'lit';
import {
  MODES,
  catalogueSchemas,
  findCatalogueSchema,
  type Mode,
  type Replay,
  type ReplayError,
  type Result,
  type TargetSchema,
} from '@stigmeria/rules/view';
import { quoted } from '../bound.js';
import { defaultSchema } from '../default-schema.js';
import { parseDecimal } from '../decimal.js';
import { errorMessage, isKnownLang, issueMessage, type Strings } from '../i18n.js';
import { loadChecks, loadedChecks, type Checks } from '../load-checks.js';
import type { GameController } from './game-controller.js';
import type { ReplayController } from './replay-controller.js';
import type { Prepared } from './replay-slices.js';

/**
 * A seed for a game the page gave none: 128 bits from the platform's cryptographic generator, as 32 hex digits.
 * A seed decides every bag's order, so one a player could guess (a constant, a small number) would let them
 * foresee the draws; the rules stay deterministic for the seed drawn.
 */
export function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** How long a `replay-src` may take to arrive whole, in milliseconds, unless `fetch-timeout` says otherwise. */
export const DEFAULT_FETCH_TIMEOUT = 10_000;

/**
 * The most steps a replay may have to be checked at once, within the update that received it; a longer one is
 * checked in slices (see `checkInSlices`) while the board shows itself busy, and lands in a later update.
 */
export const CHECK_AT_ONCE = 200;

/** The number of steps a replay document says it has (0 when it has no list of steps), read once. */
function stepCount(input: unknown): number {
  try {
    const steps = typeof input === 'object' && input !== null ? (input as { steps?: unknown }).steps : undefined;
    return Array.isArray(steps) ? steps.length : 0;
  } catch {
    return 0;
  }
}

/** Why a fetch was aborted when its time ran out (other aborts are a newer request or the element's removal). */
const TIMED_OUT = Symbol('timed out');

/** The code of a bad `lang`: a message about the attribute, which only a good `lang` answers, not a new game. */
export const LANG_ERROR = 'board/invalid-lang';


/** The inputs of the board that say what to show. */
export interface SourceHost extends ReactiveControllerHost {
  /** The attributes as written: a bad `step` is quoted as the page wrote it, not as the number it became. */
  getAttribute(name: string): string | null;
  readonly schema: string;
  readonly mode: string;
  readonly players: number | string | null;
  readonly seed: string;
  readonly lang: string;
  readonly replaySrc: string | null;
  /** The `fetch-timeout` attribute: milliseconds, as a decimal integer above 0. */
  readonly fetchTimeout: string | null;
  readonly replay: Replay | null;
  readonly schemaData: TargetSchema | null;
}

/** What the board does when a source is loaded or refused. */
export interface SourceHooks {
  readonly fail: (code: string, text: (t: Strings, lang: string) => string) => void;
  /** Clears the message shown if `which` (by default, any but a bad `lang`'s) says so of its code. */
  readonly clearMessage: (which?: (code: string) => boolean) => void;
  /** A game was (re)started: forget the input and announcements of the last one. */
  readonly newGame: () => void;
  /** A replay was loaded, before its cursor moves to the `step` input: forget the game's view state. */
  readonly replayLoading: () => void;
  /** Moves the cursor where the page's `step` asks: the page's jump, not a step the user took. */
  readonly jumpTo: (step: number) => void;
  /**
   * A replay the page gave arrived later, by itself (a fetched `replay-src`, or a long replay whose check in slices
   * ended): report where its cursor stands. A replay the page set and that shows at once is not reported: the page
   * knows.
   */
  readonly replayLoaded: () => void;
  /** Something loads on demand: `updateComplete` waits for it. */
  readonly track: (loading: Promise<unknown>) => void;
}

// Driven by the host's `willUpdate` (it is told what changed); Lit's hooks only abort a fetch when the element is
// removed and start it again when it comes back.
export class SourceController implements ReactiveController {
  readonly #host: SourceHost;
  readonly #game: GameController;
  readonly #replay: ReplayController;
  readonly #hooks: SourceHooks;
  /** Only the last requested `replay-src` may land: an older, slower answer is dropped. */
  #fetchToken = 0;
  #loading = false;
  /** Aborts the fetch under way: a newer `replay-src`, the element's removal, or its time running out. */
  #abort: AbortController | null = null;
  /** A fetch was aborted by the element's removal: it starts again when the element is connected again. */
  #interrupted = false;
  /** Only the last replay given may land when it is checked in slices: a newer one, or none, cancels the check. */
  #checkToken = 0;
  #checking = false;
  /** A replay whose check in slices the element's removal stopped: it is checked again when the element comes back. */
  #interruptedCheck: { readonly checks: Checks; readonly input: Prepared } | null = null;
  /** How many documents wait for the checks to load (see `#whenChecksArrive`). */
  #awaitingChecks = 0;
  /** Only the last `schemaData` given starts its game once the checks arrive. */
  #schemaToken = 0;
  #connected = false;
  /**
   * The step the page asked for (the `step` attribute or property), `null` if none. It is kept apart from the
   * cursor: a step the user moved to is no request, and a new replay opens at the page's step or at its first.
   */
  #requestedStep: number | null = null;

  constructor(host: SourceHost, game: GameController, replay: ReplayController, hooks: SourceHooks) {
    this.#host = host;
    this.#game = game;
    this.#replay = replay;
    this.#hooks = hooks;
    host.addController(this);
  }

  hostConnected(): void {
    this.#connected = true;
    const check = this.#interruptedCheck;
    if (check !== null) {
      this.#interruptedCheck = null;
      void this.#loadInSlices(check.checks, check.input);
    }
    if (!this.#interrupted) return;
    this.#interrupted = false;
    if (this.#host.replay === null || this.#host.replay === undefined) void this.#fetchReplay(this.#host.replaySrc);
  }

  hostDisconnected(): void {
    this.#connected = false;
    if (this.#abort === null) return;
    // The answer would land in a board nobody sees, and a stalled server would keep the connection open.
    this.#interrupted = true;
    ++this.#fetchToken;
    this.#abort.abort();
    this.#abort = null;
  }

  get requestedStep(): number | null {
    return this.#requestedStep;
  }

  /** The page wrote `step`: the host applies it in its next update, and to every replay loaded afterwards. */
  requestStep(step: number | null): void {
    this.#requestedStep = step;
  }

  /** Whether a `replay-src` document is being fetched (the board is marked busy meanwhile). */
  get loading(): boolean {
    return (this.#loading && (this.#host.replay === null || this.#host.replay === undefined)) || this.#checking;
  }

  /**
   * Whether a document waits for the checks to load: the board says it is busy (`aria-busy`), without the loading
   * line, which would move the board for the moment it takes.
   */
  get awaitingChecks(): boolean {
    return this.#awaitingChecks > 0;
  }

  /**
   * Loads the checks and runs `then` once they arrive, the board busy meanwhile. Checks that cannot be fetched are
   * said as a part that could not load.
   */
  #whenChecksArrive(then: () => void): void {
    this.#setAwaiting(+1);
    const arrival = loadChecks().then(
      () => {
        this.#setAwaiting(-1);
        then();
        this.#host.requestUpdate();
      },
      () => {
        this.#setAwaiting(-1);
        this.#hooks.fail('board/part-unavailable', (t) => t.loading.partFailed);
      },
    );
    this.#hooks.track(arrival);
  }

  #setAwaiting(change: number): void {
    this.#awaitingChecks += change;
    this.#host.requestUpdate();
  }

  /** Stops a check in slices under way: its replay was replaced, or no replay is wanted. */
  #cancelCheck(): void {
    ++this.#checkToken;
    this.#interruptedCheck = null;
    this.#setChecking(false);
  }

  #setChecking(checking: boolean): void {
    if (this.#checking === checking) return;
    this.#checking = checking;
    this.#host.requestUpdate();
  }

  /** Before a render, from the host's `willUpdate` (a controller is not told what changed): apply the inputs. */
  willUpdate(changed: PropertyValues): void {
    const host = this.#host;
    let fetch = changed.has('replaySrc');
    if (changed.has('lang')) {
      const lang = host.lang;
      if (isKnownLang(lang)) this.#hooks.clearMessage((code) => code === LANG_ERROR);
      else this.#hooks.fail(LANG_ERROR, (t) => t.messages.invalidLang(quoted(String(lang))));
    }
    if (
      changed.has('schema') ||
      changed.has('mode') ||
      changed.has('players') ||
      changed.has('seed') ||
      changed.has('schemaData') ||
      this.#game.state === null
    ) {
      this.#createGame();
    }
    // After the game: a new game clears the messages before it.
    if (changed.has('fetchTimeout')) this.#checkFetchTimeout();
    // A replay loaded in this update has already taken the `step` input: apply (and report) it only once.
    let stepTaken = false;
    if (changed.has('replay')) {
      if (host.replay !== null && host.replay !== undefined) stepTaken = this.#loadReplay(host.replay, false);
      else if (!host.replaySrc) {
        this.#cancelCheck();
        this.#replay.clear();
      }
      // The property no longer hides `replay-src`: show that document again.
      else fetch = true;
    }
    if (changed.has('step') && !stepTaken && this.#requestedStep !== null && this.#requestedStep !== undefined && this.#replay.replay !== null) {
      this.#applyStepAttribute();
    }
    // A new `replay-src` is fetched from here, so that the render under way already shows the board busy (a
    // `replay` property wins over it while set); the document lands in a later update.
    if (fetch && (host.replay === null || host.replay === undefined)) void this.#fetchReplay(host.replaySrc);
  }

  #createGame(): void {
    const host = this.#host;
    const fail = this.#hooks.fail;
    let problem = false;
    const modeText = String(host.mode ?? 'normal');
    let mode: Mode = 'normal';
    // Every mode of the rules' table; its player counts come from the same table (R5).
    if (Object.hasOwn(MODES, modeText)) mode = modeText as Mode;
    else {
      problem = true;
      fail('board/invalid-mode', (t) => t.messages.invalidMode(quoted(modeText)));
    }
    let schema: TargetSchema | undefined;
    let badData = false;
    const token = ++this.#schemaToken;
    if (host.schemaData !== null && host.schemaData !== undefined) {
      const checks = loadedChecks();
      if (checks === null) {
        // The rules' checks read the schema, and load on demand: its game starts once they arrive, unless the
        // inputs changed meanwhile. Until then the board keeps its game, or shows the mode's default one.
        this.#whenChecksArrive(() => {
          if (token === this.#schemaToken) this.#createGame();
        });
        if (this.#game.state !== null) return;
        problem = badData = true;
      } else {
        const parsed = checks.parseSchema(host.schemaData);
        if (parsed.ok) schema = parsed.value;
        else {
          problem = badData = true;
          fail('board/invalid-schema', (t) => t.messages.invalidSchema);
        }
      }
    }
    if (schema === undefined && !badData) {
      const id = host.schema === null || host.schema === undefined ? '' : String(host.schema);
      // No schema given: the mode's default. A schema given is the page's choice, kept even where the mode
      // refuses it, so that the page hears why.
      schema = id === '' ? defaultSchema(mode) : findCatalogueSchema(id);
      if (schema === undefined) {
        problem = true;
        fail('board/unknown-schema', (t) => t.messages.unknownSchema(quoted(id)));
      }
    }
    if (schema === undefined) {
      // Never blank: keep the last good game, or start the mode's default schema.
      if (this.#game.state !== null) return;
      schema = defaultSchema(mode);
    }
    const [fewest, most] = MODES[mode].players;
    // No `players` at all means the fewest the mode allows: 1, or 2 around the StigmaReine.
    const given = host.players === null || host.players === undefined ? '' : String(host.players).trim();
    const playersText = given === '' && (host.players === null || host.players === undefined) ? String(fewest) : given;
    let players = parseDecimal(playersText) ?? Number.NaN;
    if (!Number.isInteger(players) || players < fewest || players > most) {
      problem = true;
      fail('board/invalid-players', (t) => t.messages.invalidPlayers(quoted(playersText), fewest, most));
      players = fewest;
    }
    // No seed given: a fresh one for each game, never a constant.
    const seed = host.seed === null || host.seed === undefined || host.seed === '' ? randomSeed() : String(host.seed);
    let created = this.#game.create({ schema, mode, players, seed });
    if (!created.ok) {
      const error = created.error;
      fail(error.code, (t, lang) => t.messages.setupFailed(errorMessage(error, lang)));
      if (this.#game.state !== null) return;
      created = this.#game.create({ schema: catalogueSchemas[0]!, mode: 'normal', players: 1, seed: randomSeed() });
      if (!created.ok) return;
      problem = true;
    }
    this.#hooks.newGame();
    if (!problem) this.#hooks.clearMessage();
  }

  /**
   * Loads a replay: at once when it is short, else in slices (it lands in a later update). Returns whether the
   * replay took the page's `step` in this update. `arrived`: the replay came by itself (fetched), not within the
   * update of the page's change.
   */
  #loadReplay(input: unknown, arrived: boolean): boolean {
    this.#cancelCheck();
    const checks = loadedChecks();
    if (checks === null) {
      // The checks load on demand: the replay lands once they arrive, unless another replaced it. A replay the
      // page set is still not reported: `updateComplete` waits for the checks, so the page reads it from there.
      const token = this.#checkToken;
      this.#whenChecksArrive(() => {
        if (token === this.#checkToken) this.#loadReplay(input, arrived);
      });
      return false;
    }
    if (stepCount(input) <= CHECK_AT_ONCE) return this.#loaded(this.#replay.load(input, checks.replayStates), arrived);
    // The document, its version and its setup are checked at once: a bad one is refused in this update.
    const prepared = checks.prepareCheck(input);
    if (!prepared.ok) return this.#loaded(prepared, arrived);
    void this.#loadInSlices(checks, prepared.value);
    return false;
  }

  /** Checks a long replay in slices, the board busy meanwhile; only the last replay given lands. */
  async #loadInSlices(checks: Checks, input: Prepared): Promise<void> {
    const token = ++this.#checkToken;
    this.#setChecking(true);
    const wanted = () => token === this.#checkToken && this.#connected;
    let checked: Awaited<ReturnType<Checks['checkInSlices']>>;
    try {
      checked = await checks.checkInSlices(input, wanted);
    } catch (error) {
      if (token !== this.#checkToken) return;
      this.#setChecking(false);
      this.#hooks.fail('board/internal', () => quoted(error));
      return;
    }
    if (token !== this.#checkToken) return;
    if (checked === null) {
      // The element was removed: check again once it is back.
      this.#interruptedCheck = { checks, input };
      return;
    }
    this.#setChecking(false);
    if (checked.ok) this.#replay.adopt(checked.value);
    this.#loaded(checked.ok ? { ok: true, value: checked.value.replay } : checked, true);
    this.#host.requestUpdate();
  }

  /**
   * After a replay was checked: report why it was refused, or show it at the page's `step`; a replay that `arrived`
   * by itself (not within the update of the page's change) is reported with `stigmeria-step`.
   */
  #loaded(loaded: Result<Replay, ReplayError>, arrived: boolean): boolean {
    if (!loaded.ok) {
      const error = loaded.error;
      const first = error.cause !== undefined && 'issues' in error.cause ? error.cause.issues[0] : undefined;
      this.#hooks.fail(error.code, (t, lang) =>
        error.step !== undefined
          ? t.messages.replayStep(error.step)
          : t.messages.replayInvalid(first !== undefined ? issueMessage(first, lang) : errorMessage(error, lang)),
      );
      return false;
    }
    this.#hooks.clearMessage();
    this.#hooks.replayLoading();
    if (this.#requestedStep !== null && this.#requestedStep !== undefined) this.#applyStepAttribute();
    // The page's jump to its `step` is not reported by itself: the arrival is, once, where the cursor now stands.
    if (arrived) this.#hooks.replayLoaded();
    return true;
  }

  #applyStepAttribute(): void {
    const requested = this.#requestedStep;
    const n = typeof requested === 'string' ? (parseDecimal(requested) ?? Number.NaN) : Number(requested);
    if (!Number.isInteger(n) || n < 0 || n > this.#replay.total) {
      // The attribute becomes a number (anything but a decimal integer reads as NaN): quote what the page wrote,
      // unless the property was set to another value since.
      const written = this.#host.getAttribute('step');
      const text = quoted(written !== null && Object.is(parseDecimal(written) ?? Number.NaN, requested) ? written : String(requested));
      this.#hooks.fail('board/invalid-step', (t) => t.messages.invalidStep(text));
      return;
    }
    this.#hooks.jumpTo(n);
  }

  /** The fetch timeout in milliseconds: `fetch-timeout` when it is a decimal integer above 0, else the default. */
  #fetchTimeout(): number {
    const text = this.#host.fetchTimeout;
    const ms = text === null || text === undefined ? undefined : parseDecimal(String(text));
    return ms !== undefined && ms > 0 ? ms : DEFAULT_FETCH_TIMEOUT;
  }

  #checkFetchTimeout(): void {
    const text = this.#host.fetchTimeout;
    if (text === null || text === undefined) return;
    const ms = parseDecimal(String(text));
    if (ms !== undefined && ms > 0) return;
    const value = quoted(text);
    this.#hooks.fail('board/invalid-fetch-timeout', (t, lang) => t.feedback.invalidFetchTimeout(value, seconds(DEFAULT_FETCH_TIMEOUT, lang)));
  }

  async #fetchReplay(src: string | null): Promise<void> {
    const token = ++this.#fetchToken;
    // A newer request (or none) replaces the one under way: stop waiting for the old answer.
    this.#abort?.abort();
    this.#abort = null;
    this.#interrupted = false;
    if (src === null || src === undefined || src === '') {
      this.#setLoading(false);
      if (this.#host.replay === null || this.#host.replay === undefined) this.#replay.clear();
      return;
    }
    this.#setLoading(true);
    // The replay that the new request replaces is no longer wanted, even while it is being checked.
    this.#cancelCheck();
    try {
      await this.#fetchAndLoad(src, token);
    } finally {
      if (token === this.#fetchToken) this.#setLoading(false);
    }
  }

  #setLoading(loading: boolean): void {
    if (this.#loading === loading) return;
    this.#loading = loading;
    this.#host.requestUpdate();
  }

  /**
   * Fetches and loads a replay. The whole answer, headers and body, must arrive within the fetch timeout: a server
   * that never answers, sends its headers and then nothing, or trickles its body, ends in `board/replay-timeout`.
   */
  async #fetchAndLoad(src: string, token: number): Promise<void> {
    const fail = this.#hooks.fail;
    const abort = new AbortController();
    this.#abort = abort;
    const ms = this.#fetchTimeout();
    const timer = setTimeout(() => abort.abort(TIMED_OUT), ms);
    const timedOut = () => {
      if (token === this.#fetchToken) fail('board/replay-timeout', (t, lang) => t.feedback.replayTimeout(seconds(ms, lang)));
    };
    let text: string;
    try {
      let response: Response;
      try {
        response = await fetch(src, { signal: abort.signal });
      } catch (error) {
        if (abort.signal.reason === TIMED_OUT) timedOut();
        else if (token === this.#fetchToken) fail('board/replay-fetch', (t) => t.messages.replayFetch(quoted(error)));
        return;
      }
      if (token !== this.#fetchToken) return;
      if (!response.ok) {
        const status = `${response.status}`;
        fail('board/replay-fetch', (t) => t.messages.replayFetch(status));
        return;
      }
      try {
        text = await response.text();
      } catch (error) {
        if (abort.signal.reason === TIMED_OUT) timedOut();
        else if (token === this.#fetchToken) fail('board/replay-fetch', (t) => t.messages.replayFetch(quoted(error)));
        return;
      }
    } finally {
      clearTimeout(timer);
      if (this.#abort === abort) this.#abort = null;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      if (token === this.#fetchToken) fail('board/replay-json', (t) => t.messages.replayJson);
      return;
    }
    // A newer request, or a `replay` property set meanwhile, wins over this answer.
    if (token !== this.#fetchToken || (this.#host.replay !== null && this.#host.replay !== undefined)) return;
    this.#loadReplay(data, true);
    this.#host.requestUpdate();
  }
}

/** A time in milliseconds as a number of seconds in the language (`2.5`, `2,5`); English digits for another. */
function seconds(ms: number, lang: string): string {
  return (ms / 1000).toLocaleString(lang === 'fr' || lang.startsWith('fr-') ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 3 });
}
