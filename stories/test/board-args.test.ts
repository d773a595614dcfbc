// The controls and actions of the stories cover the element as its manifest declares it: an attribute or an
// event added to <stigmeria-board> without a control or an action fails here.
import { LANGUAGES, THEMES } from '@stigmeria/board';
import { MODES, catalogue } from '@stigmeria/rules';
import { describe, expect, it } from 'vitest';
import { boardArgTypes, boardEventArgTypes, controlsOnly } from '../src/board-args.js';
import { BOARD_ATTRIBUTES, BOARD_EVENTS, BOARD_PROPERTIES, handlerArg } from '../src/board-manifest.js';

/** The kind of control an argType asks for: `select`, `boolean`, `number`, `text`, or `none`. */
function controlKind(name: string): string {
  const control = boardArgTypes[name]?.control;
  if (control === false) return 'none';
  if (typeof control === 'string') return control;
  return control?.type ?? 'missing';
}

/** The values of a manifest type that is a union of string literals (`'light'|'dark'|'auto'`). */
function literals(type: string): string[] | undefined {
  const parts = type.split('|').map((part) => part.trim());
  return parts.every((part) => /^'[^']*'$/.test(part)) ? parts.map((part) => part.slice(1, -1)) : undefined;
}

describe('the controls of <stigmeria-board>', () => {
  it('reads the element from its manifest', () => {
    // A manifest that lost the element would give no attributes and make every other check here pass.
    expect(BOARD_ATTRIBUTES.map((attribute) => attribute.name)).toEqual(expect.arrayContaining(['schema', 'mode', 'lang', 'theme', 'controls']));
    expect(BOARD_EVENTS).toEqual(expect.arrayContaining(['stigmeria-change', 'stigmeria-command', 'stigmeria-error']));
  });

  it.each(BOARD_ATTRIBUTES)('gives the attribute $name a control of its type ($type)', ({ name, type }) => {
    const argType = boardArgTypes[name];
    expect(argType, `no control for the attribute ${name}`).toBeDefined();
    expect(argType!.table?.category).toBe('attributes');
    const values = literals(type);
    if (type === 'boolean') expect(controlKind(name)).toBe('boolean');
    else if (type === 'number') expect(controlKind(name)).toBe('number');
    else if (values !== undefined) {
      expect(controlKind(name)).toBe('select');
      expect([...(argType!.options ?? [])].sort()).toEqual([...values].sort());
    } else expect(['select', 'text']).toContain(controlKind(name));
  });

  it('has no control for an attribute the element does not have', () => {
    const attributes = new Set(BOARD_ATTRIBUTES.map((attribute) => attribute.name));
    const controlled = Object.entries(boardArgTypes).filter(([, argType]) => argType.table?.category === 'attributes').map(([name]) => name);
    expect(controlled.filter((name) => !attributes.has(name))).toEqual([]);
  });

  it('offers the rules\' five modes (R5), the catalogue\'s schemas, the board\'s languages and themes', () => {
    expect(boardArgTypes['mode']!.options).toEqual(Object.keys(MODES));
    expect(boardArgTypes['mode']!.options).toHaveLength(5);
    expect(boardArgTypes['schema']!.options).toEqual(catalogue.map((entry) => entry.schema.id));
    expect(boardArgTypes['lang']!.options).toEqual([...LANGUAGES]);
    expect(boardArgTypes['theme']!.options).toEqual([...THEMES]);
  });

  it('offers from one to six players, the seats the modes allow (R5)', () => {
    expect(boardArgTypes['players']!.control).toMatchObject({ type: 'number', min: 1, max: 6 });
  });

  it('shows no control for a property that is not an attribute, which the render does not set', () => {
    const attributes = new Set(BOARD_ATTRIBUTES.map((attribute) => attribute.name));
    const others = BOARD_PROPERTIES.filter((name) => !attributes.has(name));
    expect(others).toEqual(expect.arrayContaining(['replay', 'schemaData', 'state', 'log']));
    for (const name of others) expect(controlKind(name)).toBe('none');
  });
});

describe('the actions of <stigmeria-board>', () => {
  it.each(BOARD_EVENTS)('logs %s in the Actions panel', (event) => {
    expect(boardEventArgTypes[handlerArg(event)]?.action).toBe(event);
    expect(boardArgTypes[handlerArg(event)]?.action).toBe(event);
  });

  it('names each action arg as Storybook names a manifest event', () => {
    expect(handlerArg('stigmeria-change')).toBe('onStigmeriaChange');
    expect(handlerArg('stigmeria-replay-loaded')).toBe('onStigmeriaReplayLoaded');
  });
});

describe('the controls of a story that builds its own board', () => {
  it('shows none, or only those of the args its render reads', () => {
    expect(controlsOnly()).toEqual({ controls: { disable: true } });
    expect(controlsOnly('lang')).toEqual({ controls: { include: ['lang'] } });
  });
});
