/**
 * The controls of `<stigmeria-board>` stories, in one place: an arg per attribute of the element with the control
 * its values call for, an action arg per event, and the render that sets each arg as its attribute. The lists of
 * values come from the packages (the rules' modes and catalogue, the board's languages and themes), never from a
 * copy here.
 */
import { LANGUAGES, THEMES, type StigmeriaEventMap, type Theme } from '@stigmeria/board';
import { MODES, catalogue, type Mode } from '@stigmeria/rules';
import type { ArgTypes } from '@storybook/web-components-vite';
import { html, nothing, type TemplateResult } from 'lit';
import { Directive, PartType, directive, type ElementPart, type PartInfo } from 'lit/directive.js';
import { BOARD_ATTRIBUTES, BOARD_EVENTS, BOARD_PROPERTIES, handlerArg } from './board-manifest.js';

/** The attributes of the element as args, by attribute name; an arg left out leaves its attribute out. */
export interface BoardAttributeArgs {
  readonly schema?: string;
  readonly mode?: Mode;
  readonly players?: number;
  readonly seed?: string;
  readonly lang?: string;
  readonly theme?: Theme;
  readonly 'replay-src'?: string;
  readonly 'fetch-timeout'?: number;
  readonly step?: number;
  readonly controls?: boolean;
  readonly readonly?: boolean;
  readonly hints?: boolean;
  readonly server?: string;
  readonly room?: string;
  readonly seat?: string;
  readonly bots?: string;
  readonly 'bot-delay'?: number;
}

/** `stigmeria-change` → `StigmeriaChange`, as `handlerArg` spells it. */
type Pascal<Name extends string> = Name extends `${infer Head}-${infer Tail}` ? `${Capitalize<Head>}${Pascal<Tail>}` : Capitalize<Name>;

/** The action arg of each event, given the event's detail (`onStigmeriaChange`). */
export type BoardEventArgs = {
  readonly [Event in keyof StigmeriaEventMap as `on${Pascal<Event>}`]?: (detail: StigmeriaEventMap[Event]['detail']) => void;
};

/** The args of a story rendered by `renderBoard`. */
export type BoardArgs = BoardAttributeArgs & BoardEventArgs;

const seats = Object.values(MODES).map((mode) => mode.players);

/** The control of each attribute: a select where the element takes a fixed set of values. */
const ATTRIBUTE_CONTROLS: { readonly [Name in keyof BoardAttributeArgs]-?: ArgTypes[string] } = {
  schema: { control: 'select', options: catalogue.map((entry) => entry.schema.id) },
  mode: { control: 'select', options: Object.keys(MODES) },
  // The fewest and most seats any mode allows; each mode has its own range within them (R5).
  players: { control: { type: 'number', min: Math.min(...seats.map(([fewest]) => fewest)), max: Math.max(...seats.map(([, most]) => most)), step: 1 } },
  seed: { control: 'text' },
  lang: { control: 'select', options: [...LANGUAGES] },
  theme: { control: 'select', options: [...THEMES] },
  'replay-src': { control: 'text' },
  'fetch-timeout': { control: { type: 'number', min: 0, step: 1000 } },
  step: { control: { type: 'number', min: 0, step: 1 } },
  controls: { control: 'boolean' },
  readonly: { control: 'boolean' },
  hints: { control: 'boolean' },
  // Online play: a server's ws:// URL, a room id or `new`, and `auto`, a seat number or `spectate`.
  server: { control: 'text' },
  room: { control: 'text' },
  seat: { control: 'text' },
  // Computer players: `seat=level` pairs (`1=medium`), and the pause before each of their moves.
  bots: { control: 'text' },
  'bot-delay': { control: { type: 'number', min: 0, step: 100 } },
};

const attributeNames = new Set(BOARD_ATTRIBUTES.map((attribute) => attribute.name));

/**
 * The arg of every event the element fires (`onStigmeriaChange` for `stigmeria-change`), an action in the docs'
 * terms; its value is a spy (`boardEventArgs`), which `withBoardEvents` calls.
 */
export const boardEventArgTypes: ArgTypes = Object.fromEntries(
  BOARD_EVENTS.map((event) => [handlerArg(event), { action: event, table: { disable: true } }]),
);

/**
 * The argTypes of a story rendered by `renderBoard`: the attributes' controls, the events' actions, and no control
 * for a property that is not an attribute (`replay`, `schemaData`, the read-only `state`…), which the render
 * does not set.
 */
export const boardArgTypes: ArgTypes = {
  ...Object.fromEntries(BOARD_PROPERTIES.filter((name) => !attributeNames.has(name)).map((name) => [name, { control: false }])),
  ...Object.fromEntries(Object.entries(ATTRIBUTE_CONTROLS).map(([name, argType]) => [name, { ...argType, table: { category: 'attributes' } }])),
  ...boardEventArgTypes,
};

/**
 * The controls of a story that builds its own board (a position reached by play, a replay given as a property):
 * only those of the args its render reads, or none, since the others would change nothing on screen.
 */
export function controlsOnly(...names: readonly (keyof BoardAttributeArgs)[]): { readonly controls: { readonly include: readonly string[] } | { readonly disable: true } } {
  return { controls: names.length === 0 ? { disable: true } : { include: [...names] } };
}

/** Sets an attribute from its arg: a boolean as present or absent; an empty or missing value leaves it out. */
function reflect(element: Element, name: string, value: unknown): void {
  if (typeof value === 'boolean') {
    element.toggleAttribute(name, value);
  } else if (value === undefined || value === null || value === '') {
    element.removeAttribute(name);
  } else if (element.getAttribute(name) !== String(value)) {
    element.setAttribute(name, String(value));
  }
}

/**
 * Sets every attribute of the manifest from the args on the element it is bound to. A change of control updates
 * the same element, as a page changing an attribute would, so a game in progress sees the change.
 */
class AttributesFromArgs extends Directive {
  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('attributesFromArgs() binds to an element');
  }

  render(_args: BoardArgs): typeof nothing {
    return nothing;
  }

  override update(part: ElementPart, [args]: [BoardArgs]): typeof nothing {
    const values = args as Readonly<Record<string, unknown>>;
    for (const name of attributeNames) reflect(part.element, name, values[name]);
    return nothing;
  }
}

const attributesFromArgs = directive(AttributesFromArgs);

/** A `<stigmeria-board>` with the args as its attributes. */
export function renderBoard(args: BoardArgs): TemplateResult {
  return html`<stigmeria-board ${attributesFromArgs(args)}></stigmeria-board>`;
}
