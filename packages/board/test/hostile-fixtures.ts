// Hostile documents shared by test/hostile-*.test.ts (in Chromium) and test/package-hostile-*.test.ts (in Node,
// handed to a Playwright page as JSON). Only @stigmeria/rules' public API: the module runs in both.
import { catalogue, createGame, legalActions, play, toReplay, type Command, type GameState, type Replay, type ReplayStep, type TargetSchema } from '@stigmeria/rules';

/** Markup a document could carry. Each is at most 40 characters, so it also fits a player name. */
export const IMG = '<img src=x onerror=alert(1)>';
export const SCRIPT = '<script>alert(2)</script>';
export const LINK = '<a href="javascript:alert(3)">x</a>';
export const SVG = '<svg onload=alert(4)>';
export const HANDLER = '<b onmouseover=alert(5)>hi</b>';
export const ALL_MARKUP = [IMG, SCRIPT, LINK, SVG, HANDLER] as const;

/** A valid target schema whose texts are markup. */
export function hostileSchema(): TargetSchema {
  const base = catalogue[0]!.schema;
  return {
    ...base,
    id: 'hostile-schema',
    name: { en: IMG, fr: SCRIPT },
    description: { en: `${LINK} ${HANDLER}`, fr: `${SVG} ${IMG}` },
    author: SCRIPT,
  };
}

function mustPlay(state: GameState, command: Command): { state: GameState; step: ReplayStep } {
  const result = play(state, command);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return { state: result.value.state, step: { command, events: result.value.events } };
}

/**
 * A valid two-player replay (checked by the rules) whose player names, title and step notes are markup:
 * each player draws or lands once and ends the turn, twice over.
 */
export function hostileReplay(): Replay {
  const setup = {
    schema: catalogue[0]!.schema,
    mode: 'normal' as const,
    players: [{ name: IMG }, { name: LINK }],
    seed: 'hostile',
  };
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.code);
  let state = created.value;
  const steps: ReplayStep[] = [];
  for (let round = 0; round < 2; round++) {
    for (const player of [0, 1]) {
      const legal = legalActions(state, player);
      const act = legal.find((c) => c.type === 'land') ?? legal.find((c) => c.type === 'draw');
      if (act !== undefined) {
        const done = mustPlay(state, act);
        state = done.state;
        steps.push(done.step);
      }
      const end = legalActions(state, player).find((c) => c.type === 'end-turn');
      if (end !== undefined) {
        const done = mustPlay(state, end);
        state = done.state;
        steps.push(done.step);
      }
    }
  }
  const notes = [
    { en: IMG, fr: SCRIPT },
    { en: LINK, fr: SVG },
    { en: HANDLER, fr: IMG },
  ];
  const noted = steps.map((s, i) => (i < notes.length ? { ...s, note: notes[i]! } : s));
  return toReplay(setup, noted, { title: { en: SVG, fr: HANDLER }, author: IMG });
}

/** The markup texts a hostile replay shows at step `n` (1-based) in `lang`, besides the names. */
export function noteAt(replay: Replay, n: number, lang: 'en' | 'fr'): string | undefined {
  const note = replay.steps[n - 1]?.note;
  return note === undefined ? undefined : (note[lang] ?? note.en);
}

/**
 * Everything in a shadow root that markup from a document could have created. `allowedSvg` is the class of the
 * element's own icons. Returns descriptions of the offending elements (empty when inert).
 */
export function activeContent(root: ShadowRoot | Document): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const tag = el.localName;
    if (tag === 'img' || tag === 'script' || tag === 'iframe' || tag === 'object' || tag === 'embed') found.push(tag);
    if (tag === 'svg' && !el.classList.contains('icon')) found.push('svg (not an icon)');
    if (tag === 'a' && /^\s*javascript:/i.test(el.getAttribute('href') ?? '')) found.push('a[href=javascript:]');
    if (tag === 'b' && el.textContent === 'hi') found.push('b from a document');
    for (const attr of el.getAttributeNames()) {
      if (attr.toLowerCase().startsWith('on')) found.push(`${tag}[${attr}]`);
      if (/^\s*javascript:/i.test(el.getAttribute(attr) ?? '')) found.push(`${tag}[${attr}=javascript:]`);
    }
  }
  return found;
}
