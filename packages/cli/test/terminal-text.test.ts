/**
 * The one place where text from documents and arguments is made safe to print.
 */
import { describe, expect, it } from 'vitest';
import { QUOTE_LENGTH, cut, cutError, cutIssue, jsonLine, quoted, visible } from '../src/terminal-text.js';

describe('visible', () => {
  it('writes every control character as an escape and leaves other text as it is', () => {
    expect(visible('\u001b[2K\u0007\u0000\u007f')).toBe('\\u001b[2K\\u0007\\u0000\\u007f');
    expect(visible('a\nb\tc\rd')).toBe('a\\nb\\tc\\rd');
    // C1 controls: U+009B is CSI and U+009D is OSC to a terminal that reads them.
    expect(visible('\u0080\u0085\u009b\u009d\u009f')).toBe('\\u0080\\u0085\\u009b\\u009d\\u009f');
    // Bidirectional controls reorder what is shown; the line and paragraph separators break lines.
    expect(visible('\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u2028\u2029')).toBe(
      '\\u061c\\u200e\\u200f\\u202a\\u202b\\u202c\\u202d\\u202e\\u2066\\u2067\\u2068\\u2069\\u2028\\u2029',
    );
    expect(visible('Pierre du foyer · 🌸 « ok »')).toBe('Pierre du foyer · 🌸 « ok »');
  });

  it('changes nothing the second time', () => {
    const once = visible('\u001b]52;c;ZXZpbA==\u0007\u202e');
    expect(visible(once)).toBe(once);
  });
});

describe('cut', () => {
  it('keeps 200 characters and adds an ellipsis, and only when the text is longer', () => {
    expect(QUOTE_LENGTH).toBe(200);
    expect(cut('k'.repeat(200))).toBe('k'.repeat(200));
    expect(cut('k'.repeat(1_000_000))).toBe(`${'k'.repeat(200)}…`);
    expect(cut(cut('k'.repeat(1_000)))).toBe(cut('k'.repeat(1_000)));
  });

  it('does not split a character written as a surrogate pair', () => {
    const text = `${'k'.repeat(199)}🌸${'k'.repeat(10)}`;
    expect(cut(text)).toBe(`${'k'.repeat(199)}…`);
  });

  it('quotes a value cut and visible', () => {
    expect(quoted(`\u001b${'x'.repeat(300)}`)).toBe(`"\\u001b${'x'.repeat(199)}…"`);
  });
});

describe('cutIssue and cutError', () => {
  const long = 'k'.repeat(1_000_000);

  it('cut the path and message of an issue, and keep its code', () => {
    expect(cutIssue({ path: `/${long}`, code: 'document/unknown-property', message: long })).toEqual({
      path: `/${'k'.repeat(199)}…`,
      code: 'document/unknown-property',
      message: `${'k'.repeat(200)}…`,
    });
  });

  it('cut the message of a rules error and every text of its params', () => {
    const error = cutError({ code: 'command/malformed', message: long, params: { path: `/${long}`, cells: [long], count: 3, nested: { [long]: long } } });
    expect(error.code).toBe('command/malformed');
    expect(error.message).toBe(`${'k'.repeat(200)}…`);
    expect(error.params).toEqual({ path: `/${'k'.repeat(199)}…`, cells: [`${'k'.repeat(200)}…`], count: 3, nested: { [`${'k'.repeat(200)}…`]: `${'k'.repeat(200)}…` } });
    expect(cutError({ code: 'x', message: 'short' })).toEqual({ code: 'x', message: 'short' });
  });
});

describe('jsonLine', () => {
  it('escapes what JSON.stringify leaves raw, and keeps the value', () => {
    const value = { name: '\u001b]52;c;ZXZpbA==\u0007\u009b2J\u0085\u202e\u2066\u2028', n: 1 };
    const line = jsonLine(value);
    expect(line.endsWith('\n')).toBe(true);
    expect(line).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/);
    expect(JSON.parse(line)).toEqual(value);
  });
});
