/**
 * Which language a board speaks: its own `lang`, or else the closest `lang` of the page around it (through shadow
 * roots: a board inside another component follows that component's host). It follows changes of the page's `lang`
 * attributes, and a language that loads on demand (French) is fetched the first time it is asked for; until it
 * arrives the board keeps the language it was speaking.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isLoaded, languageOf, loadTranslation, onTranslationRegistered, strings, toLang, type Lang, type Strings } from '../i18n.js';

/** The element, as the controller sees it. */
export interface LanguageHost extends ReactiveControllerHost, HTMLElement {
  /** The element's own `lang`: empty to follow the page. */
  readonly lang: string;
  /** Lit's: an update in which `name` counts as changed. */
  requestUpdate(name?: PropertyKey, oldValue?: unknown): void;
}

/** The `lang` of the closest element above `element` that has one, crossing shadow roots to their hosts; `''` if none. */
export function closestLang(element: Element): string {
  let node: Node | null = element.parentNode;
  while (node !== null) {
    if (node instanceof Element) {
      const lang = node.getAttribute('lang');
      if (lang !== null) return lang;
      node = node.parentNode;
    } else if (node instanceof ShadowRoot) {
      node = node.host;
    } else {
      node = node.parentNode;
    }
  }
  return '';
}

/** The boards on the page that follow its `lang`, and the one observer that tells them when it changes. */
const followers = new Set<LanguageController>();
let observer: MutationObserver | null = null;

function follow(controller: LanguageController): void {
  followers.add(controller);
  if (observer !== null || typeof MutationObserver === 'undefined') return;
  observer = new MutationObserver(() => {
    for (const follower of followers) follower.pageLangChanged();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
}

function unfollow(controller: LanguageController): void {
  followers.delete(controller);
  if (followers.size === 0 && observer !== null) {
    observer.disconnect();
    observer = null;
  }
}

export class LanguageController implements ReactiveController {
  readonly #host: LanguageHost;
  readonly #failed: (code: string) => void;
  readonly #track: (loading: Promise<unknown>) => void;
  /** The language shown: the one asked for once it is here. */
  #code = 'en';
  /** The page's `lang` last read, to re-render only when it changed. */
  #pageLang = '';
  #stopListening: (() => void) | null = null;
  /** The language being fetched, so that renders meanwhile do not ask again. */
  #pendingCode: string | null = null;
  /** The language whose download failed, so that a render does not ask again until the language changes. */
  #failedCode: string | null = null;

  /**
   * `failed` is told the language whose chunk could not be loaded; `track` is given each load under way, so that the
   * element's `updateComplete` waits for it.
   */
  constructor(host: LanguageHost, failed: (code: string) => void, track: (loading: Promise<unknown>) => void) {
    this.#host = host;
    this.#failed = failed;
    this.#track = track;
    host.addController(this);
  }

  hostConnected(): void {
    this.#pageLang = closestLang(this.#host);
    follow(this);
    // A language registered now may be the one the board's own `lang` names: the board reads its `lang` again, as
    // if it had changed (from an old value it cannot have had, so that Lit counts it), which also answers the
    // message that said it was unknown.
    this.#stopListening = onTranslationRegistered(() => this.#host.requestUpdate('lang', {}));
  }

  hostDisconnected(): void {
    unfollow(this);
    this.#stopListening?.();
    this.#stopListening = null;
  }

  /** From the page's observer: some `lang` attribute changed. */
  pageLangChanged(): void {
    const lang = closestLang(this.#host);
    if (lang === this.#pageLang) return;
    this.#pageLang = lang;
    if (this.#host.lang === '' || this.#host.lang === null || this.#host.lang === undefined) this.#host.requestUpdate();
  }

  /** The `lang` value that applies: the element's own, else the page's. */
  get requested(): string {
    const own = this.#host.lang;
    return own === '' || own === null || own === undefined ? this.#pageLang : own;
  }

  /** Whether the language asked for is still being fetched. */
  get loading(): boolean {
    return this.#pendingCode !== null;
  }

  /** The language shown, as a language code of the board (`en`, `fr`, or one a page registered). */
  get code(): string {
    this.#update();
    return this.#code;
  }

  /** The texts shown. */
  get strings(): Strings {
    return strings(this.code);
  }

  /** The language for the texts of documents (a schema's name, a replay's notes), which are English or French. */
  get lang(): Lang {
    return toLang(this.code);
  }

  /** The language of the board that is asked for: an unknown one is English (the element says so for its own `lang`). */
  #wanted(): string {
    return languageOf(this.requested) ?? 'en';
  }

  #update(): void {
    const wanted = this.#wanted();
    if (wanted === this.#code) return;
    if (isLoaded(wanted)) {
      this.#code = wanted;
      this.#failedCode = null;
      return;
    }
    if (this.#failedCode === wanted || this.#pendingCode === wanted) return;
    this.#pendingCode = wanted;
    const loading = loadTranslation(wanted).then(
      () => {
        this.#pendingCode = null;
        this.#host.requestUpdate();
      },
      () => {
        this.#pendingCode = null;
        this.#failedCode = wanted;
        this.#failed(wanted);
        this.#host.requestUpdate();
      },
    );
    this.#track(loading);
  }
}
