// Messages quote outside text within a bound: a command, an attribute or a document may hold a value of a
// million characters, and the board's message and its stigmeria-error repeat at most QUOTE_LIMIT of them.
import { afterEach, describe, expect, it } from 'vitest';
import { catalogue, demoReplay, findSchema, type Command, type Replay } from '@stigmeria/rules';
import { QUOTE_LIMIT, RULE_MESSAGE_LIMIT, quoted } from '../src/bound.js';
import type { StigmeriaBoard, StigmeriaErrorDetail } from '../src/index.js';
import { mount, q } from './element-helpers.js';

afterEach(() => document.body.replaceChildren());

const HUGE = 1_000_000;

function errorsOf(el: HTMLElement): StigmeriaErrorDetail[] {
  const errors: StigmeriaErrorDetail[] = [];
  el.addEventListener('stigmeria-error', (e) => errors.push((e as CustomEvent<StigmeriaErrorDetail>).detail));
  return errors;
}

function message(el: StigmeriaBoard): string {
  return q(el, '[part="message"]')?.textContent?.trim() ?? '';
}

/** The longest run of `char` in a text. */
function longestRun(text: string, char: string): number {
  let best = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

describe('quoted', () => {
  it('keeps a text up to the limit and cuts a longer one there, with an ellipsis', () => {
    expect(quoted('a'.repeat(QUOTE_LIMIT))).toBe('a'.repeat(QUOTE_LIMIT));
    expect(quoted('a'.repeat(QUOTE_LIMIT + 1))).toBe(`${'a'.repeat(QUOTE_LIMIT)}…`);
    expect(QUOTE_LIMIT).toBe(200);
  });

  it('cuts a message of the rules at its own, longer limit', () => {
    expect(quoted('a'.repeat(RULE_MESSAGE_LIMIT + 5), RULE_MESSAGE_LIMIT)).toBe(`${'a'.repeat(RULE_MESSAGE_LIMIT)}…`);
  });

  it('never cuts a character in half', () => {
    const text = `${'a'.repeat(QUOTE_LIMIT - 1)}😀😀`;
    expect(quoted(text)).toBe(`${'a'.repeat(QUOTE_LIMIT - 1)}…`);
  });
});

describe('messages quoting outside text', () => {
  it('a command whose key is a million characters long: the rules\' message stays within RULE_MESSAGE_LIMIT', async () => {
    const el = await mount({ seed: 'bounds' });
    const errors = errorsOf(el);
    const command = { type: 'draw', player: 0, ['k'.repeat(HUGE)]: 1 } as unknown as Command;
    expect(el.play(command)).toBe(false);
    await el.updateComplete;
    expect(errors.map((e) => e.code)).toEqual(['command/malformed']);
    const text = errors[0]!.message;
    // The rules cut what they quote of the key; the board cuts whatever message they give at its own bound.
    expect(text.length).toBeLessThanOrEqual(RULE_MESSAGE_LIMIT + 1);
    expect(text).toContain('…');
    expect(text).not.toContain('k'.repeat(RULE_MESSAGE_LIMIT));
    expect(message(el)).toBe(text);
  });

  it('the same command in French: the board\'s own words, with no part of the key', async () => {
    const el = await mount({ seed: 'bounds', lang: 'fr' });
    const errors = errorsOf(el);
    el.play({ type: 'draw', player: 0, ['k'.repeat(HUGE)]: 1 } as unknown as Command);
    await el.updateComplete;
    expect(errors[0]!.message).toBe('Cette commande est mal formée.');
    expect(message(el)).toBe(errors[0]!.message);
  });

  for (const name of ['schema', 'mode', 'players', 'lang']) {
    it(`a ${name} attribute a million characters long is quoted up to 200 characters`, async () => {
      const el = await mount({ seed: 'bounds' });
      const errors = errorsOf(el);
      el.setAttribute(name, 'q'.repeat(HUGE));
      await el.updateComplete;
      expect(errors.length).toBe(1);
      const text = errors[0]!.message;
      expect(longestRun(text, 'q')).toBe(QUOTE_LIMIT);
      expect(text).toContain(`${'q'.repeat(QUOTE_LIMIT)}…`);
      expect(message(el)).toBe(text);
    });
  }

  it('a replay document with a million-character field: the issue path is quoted up to 200 characters', async () => {
    const errors: StigmeriaErrorDetail[] = [];
    const el = await mount({ seed: 'bounds' }, (e) => {
      e.addEventListener('stigmeria-error', (ev) => errors.push((ev as CustomEvent<StigmeriaErrorDetail>).detail));
      const demo = demoReplay(findSchema(catalogue[0]!.schema.id)!);
      if (!demo.ok) throw new Error(demo.error.code);
      const bad = structuredClone(demo.value) as unknown as { steps: { command: Record<string, unknown> }[] };
      bad.steps[0]!.command['p'.repeat(HUGE)] = 1;
      e.replay = bad as unknown as Replay;
    });
    expect(errors.length).toBeGreaterThan(0);
    const text = errors[0]!.message;
    // The path is quoted up to QUOTE_LIMIT, the rules' words about it up to RULE_MESSAGE_LIMIT.
    expect(text.length).toBeLessThanOrEqual(QUOTE_LIMIT + RULE_MESSAGE_LIMIT + 50);
    expect(text).toContain(`/steps/0/command/${'p'.repeat(QUOTE_LIMIT - '/steps/0/command/'.length)}…`);
    expect(message(el)).toBe(text);
  });
});
