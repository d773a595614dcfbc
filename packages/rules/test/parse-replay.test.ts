import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIMITS, parseReplay, parseSchema } from '../src/parse.js';
import type { EventType, GameEvent, Pending, Replay, ValidationIssue } from '../src/types.js';

type JsonObject = Record<string, unknown>;

const eventSchema = JSON.parse(
  readFileSync(new URL('../../../schemas/event.v1.schema.json', import.meta.url), 'utf8'),
) as {
  readonly oneOf: readonly { readonly $ref: string }[];
  readonly $defs: Readonly<Record<string, { readonly properties: JsonObject; readonly required: readonly string[] }>>;
};
const replaySchema = JSON.parse(
  readFileSync(new URL('../../../schemas/replay.v1.schema.json', import.meta.url), 'utf8'),
) as {
  readonly properties: JsonObject & { readonly setup: { readonly properties: JsonObject } };
};

const SCHEMA = {
  format: 'stigmeria/target-schema',
  formatVersion: 1,
  id: 'two-blues',
  name: { en: 'Two blues' },
  flower: 'vertighaineuse',
  stars: 1,
  targets: [
    { cell: 'A1', color: 'blue' },
    { cell: 'A2', color: 'blue' },
  ],
} as const;

const MINIMAL = {
  format: 'stigmeria/replay',
  formatVersion: 1,
  rulesVersion: '1.0.0',
  setup: { schema: SCHEMA, mode: 'normal', players: [{}], seed: 'tuesday', options: { joker: true } },
  steps: [],
} as const;

// One event of every type, keys in the order of types.ts; their content is valid in shape, not a real game.
const EVENTS: { readonly [T in EventType]: Extract<GameEvent, { type: T }> } = {
  acted: { type: 'acted', player: 0, action: 'land', cost: 1 },
  drawn: { type: 'drawn', player: 0, color: 'yellow' },
  landed: { type: 'landed', player: 0, color: 'yellow', cell: 'A1' },
  placed: { type: 'placed', player: 0, color: 'red', cell: 'A2' },
  moved: { type: 'moved', player: 0, from: 'A1', to: 'B1' },
  exited: { type: 'exited', player: 0, from: 'J1', color: 'blue' },
  swapped: { type: 'swapped', player: 0, cells: ['A1', 'A2'] },
  recoloured: { type: 'recoloured', player: 0, cell: 'A1', color: 'green' },
  created: { type: 'created', player: 0, cell: 'C3', color: 'white' },
  removed: { type: 'removed', player: 0, cell: 'C3', color: 'white' },
  pollinated: { type: 'pollinated', player: 0, cell: 'A1', color: 'blue' },
  'joker-played': { type: 'joker-played', player: 0, from: 'red', to: 'blue' },
  decision: { type: 'decision', player: 0, pending: { kind: 'choreography', left: 2, moved: ['B2'] } },
  undone: { type: 'undone', player: 0 },
  'turn-ended': { type: 'turn-ended', player: 0 },
  fulfilled: { type: 'fulfilled', player: 0, turn: 4, actions: 3 },
  wind: { type: 'wind', turn: 1, direction: 'south' },
  blown: { type: 'blown', player: 0, from: 'J5', to: 'off' },
  'player-out': { type: 'player-out', player: 0, reason: 'wind' },
  'turn-started': { type: 'turn-started', turn: 2 },
  'game-ended': { type: 'game-ended', turn: 10 },
  'first-player': { type: 'first-player', player: 2, among: [0, 2] },
  rolled: { type: 'rolled', player: 1, face: 'black-night', purpose: 'last-drift' },
  'wind-forecast': { type: 'wind-forecast', turn: 3, wind: 'unknown' },
  'bag-shuffled': { type: 'bag-shuffled', player: 1 },
  'central-acted': { type: 'central-acted', player: 0, action: 'central-draw' },
  'central-drawn': { type: 'central-drawn', player: 0, color: 'red' },
  'central-placed': { type: 'central-placed', player: 0, color: 'red', cell: 'A6', from: 'drawn' },
  'central-moved': { type: 'central-moved', player: 0, from: 'A6', to: 'B6' },
  'central-left': { type: 'central-left', player: 0, from: 'J6', color: 'red', to: 'central-recruit' },
  'central-blown': { type: 'central-blown', from: 'J2', to: 'off' },
  'central-recruited': { type: 'central-recruited', player: 1, color: 'white' },
  gained: { type: 'gained', player: 1, action: 'charmer' },
  given: { type: 'given', player: 1, cell: 'C3', color: 'blue', to: 0 },
  'recruit-changed': { type: 'recruit-changed', player: 0, from: 'red', to: 'yellow', count: 4 },
  bagged: { type: 'bagged', player: 0, colors: ['black', 'white', 'brown'] },
  mimicked: { type: 'mimicked', player: 0, cell: 'E5', color: 'violet' },
  pilfered: { type: 'pilfered', player: 0, from: 1, color: 'yellow' },
  'bags-swapped': { type: 'bags-swapped', player: 0, with: 3 },
  charmed: {
    type: 'charmed',
    player: 0,
    tokens: [
      { player: 1, color: 'red' },
      { player: 2, color: 'white' },
    ],
  },
  drifted: { type: 'drifted', player: 0, board: 1, from: 'A1', to: 'off' },
};

// One pending decision of every kind, keys in the order of types.ts.
const PENDINGS: { readonly [K in Pending['kind']]: Extract<Pending, { kind: K }> } = {
  choreography: { kind: 'choreography', left: 2, moved: ['B2'] },
  'half-note': { kind: 'half-note', cells: ['D4', 'D5'] },
  'central-place': { kind: 'central-place', color: 'green' },
  gain: { kind: 'gain', left: 2, cells: ['A1', 'A2', 'A3'] },
  give: { kind: 'give', cells: [] },
  'fog-die': { kind: 'fog-die', color: 'brown' },
  drift: { kind: 'drift', face: 'x-blue', target: 3 },
  'free-special': { kind: 'free-special' },
  charmer: { kind: 'charmer' },
  'wind-die': { kind: 'wind-die', turn: 1, face: 'x-red' },
};

const FULL: Replay = {
  format: 'stigmeria/replay',
  formatVersion: 1,
  rulesVersion: '1.2.3-beta.1+build.5',
  setup: {
    schema: { ...SCHEMA, modes: ['normal', 'discovery'], description: { en: 'Short.', fr: 'Court.' } },
    mode: 'discovery',
    players: [{ name: 'Ada' }, {}, { name: 'Grace' }],
    seed: 'x'.repeat(LIMITS.seedLength),
    options: { joker: false },
  },
  metadata: {
    title: { en: 'A tour', fr: 'Une visite' },
    description: { en: 'Every event once.' },
    author: 'Tester',
    date: '2025-01-31T10:20:30Z',
  },
  steps: [
    {
      command: { type: 'draw', player: 0 },
      events: [EVENTS.acted, EVENTS.drawn],
      note: { en: 'Draw first.', fr: 'On pioche.' },
    },
    {
      command: { type: 'half-note', player: 2, cells: ['D4', 'D5'] },
      events: [
        ...Object.values(EVENTS),
        { type: 'decision', player: 2, pending: { kind: 'half-note', cells: ['D4', 'D5'] } },
        { type: 'decision', player: 2, pending: null },
      ],
    },
  ],
};

function withChange(change: (doc: JsonObject) => void): JsonObject {
  const doc = structuredClone(FULL) as unknown as JsonObject;
  change(doc);
  return doc;
}

function setupOf(doc: JsonObject): JsonObject {
  return doc.setup as JsonObject;
}

function stepOf(doc: JsonObject, i: number): JsonObject {
  return (doc.steps as JsonObject[])[i]!;
}

// A description, a change to a valid document, and the issues it must cause.
type ChangeCase = readonly [string, (doc: JsonObject) => unknown, readonly Pick<ValidationIssue, 'path' | 'code'>[]];

function issuesOf(input: unknown): readonly Pick<ValidationIssue, 'path' | 'code'>[] {
  const result = parseReplay(input);
  if (result.ok) throw new Error('expected the replay to be rejected');
  expect(result.error.code).toBe('document/invalid');
  return result.error.issues.map(({ path, code }) => ({ path, code }));
}

describe('parseReplay: valid documents', () => {
  it('accepts a minimal replay', () => {
    expect(parseReplay(MINIMAL)).toEqual({ ok: true, value: MINIMAL });
  });

  it('accepts a full replay with every event type, in the key order of the types', () => {
    const result = parseReplay(FULL);
    expect(result).toEqual({ ok: true, value: FULL });
    if (!result.ok) return;
    expect(Object.keys(result.value)).toEqual(Object.keys(replaySchema.properties));
    expect(Object.keys(result.value.setup)).toEqual(Object.keys(replaySchema.properties.setup.properties));
    expect(Object.keys(result.value.steps[0]!)).toEqual(['command', 'events', 'note']);
  });

  it('orders the properties of every event as the event schema file does', () => {
    const branches = eventSchema.oneOf.map((branch) => branch.$ref.replace('#/$defs/', ''));
    expect([...branches].sort()).toEqual(Object.keys(EVENTS).sort());
    const reversed = Object.values(EVENTS).map((event) => Object.fromEntries(Object.entries(event).reverse()));
    const result = parseReplay({ ...MINIMAL, steps: [{ command: { type: 'undo', player: 0 }, events: reversed }] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    for (const event of result.value.steps[0]!.events) {
      const branch = eventSchema.$defs[event.type]!;
      expect(Object.keys(event)).toEqual(Object.keys(branch.properties));
      expect(branch.required).toEqual(Object.keys(branch.properties));
    }
    expect(result.value.steps[0]!.events).toEqual(Object.values(EVENTS));
  });

  it('accepts a decision of every pending kind and orders its properties as the event schema file does', () => {
    const pendingDefs = eventSchema.$defs as unknown as Readonly<
      Record<string, { readonly oneOf?: readonly { readonly $ref: string }[]; readonly properties: JsonObject }>
    >;
    const kinds = pendingDefs.pending!.oneOf!.map((branch) => branch.$ref.replace('#/$defs/pending-', ''));
    expect([...kinds].sort()).toEqual(Object.keys(PENDINGS).sort());
    const decisions = Object.values(PENDINGS).map((pending) => ({ type: 'decision', player: 0, pending }));
    const reversed = decisions.map((event) => ({
      ...event,
      pending: Object.fromEntries(Object.entries(event.pending).reverse()),
    }));
    const result = parseReplay({ ...MINIMAL, steps: [{ command: { type: 'undo', player: 0 }, events: reversed }] });
    expect(result).toEqual({
      ok: true,
      value: { ...MINIMAL, steps: [{ command: { type: 'undo', player: 0 }, events: decisions }] },
    });
    if (!result.ok) return;
    for (const event of result.value.steps[0]!.events) {
      if (event.type !== 'decision' || event.pending === null) throw new Error('expected a pending decision');
      expect(Object.keys(event.pending)).toEqual(Object.keys(pendingDefs[`pending-${event.pending.kind}`]!.properties));
    }
  });

  it.each([['own'], ['central'], [0], [5]])('accepts a pending Last Drift aimed at %j', (target) => {
    const events = [{ type: 'decision', player: 0, pending: { kind: 'drift', face: 'north-red', target } }];
    expect(parseReplay({ ...MINIMAL, steps: [{ command: { type: 'undo', player: 0 }, events }] }).ok).toBe(true);
  });

  it('drops unknown properties of every document part, and returns a fresh copy', () => {
    const input = withChange((doc) => {
      doc.extra = 1;
      setupOf(doc).extra = 2;
      (setupOf(doc).schema as JsonObject).extra = 3;
      (setupOf(doc).players as JsonObject[])[0]!.colour = 'blue';
      (setupOf(doc).options as JsonObject).timer = 30;
      (doc.metadata as JsonObject).extra = 4;
      stepOf(doc, 0).extra = 5;
      (stepOf(doc, 0).note as JsonObject).de = 'Ziehen.';
    });
    const result = parseReplay(input);
    expect(result).toEqual({ ok: true, value: FULL });
    if (!result.ok) return;
    expect(result.value).not.toBe(input);
    expect(result.value.setup.schema).not.toBe(setupOf(input).schema);
    expect(result.value.steps).not.toBe(input.steps);
    expect(result.value.steps[0]!.events[0]).not.toBe((stepOf(input, 0).events as unknown[])[0]);
    (setupOf(input).players as JsonObject[])[0]!.name = 'Eve';
    (stepOf(input, 1).command as JsonObject).cells = ['A1', 'A2'];
    (stepOf(input, 1).events as JsonObject[]).length = 0;
    expect(result.value).toEqual(FULL);
  });

  it('accepts six players, the longest names, the most events in a step and the most steps', () => {
    const events = Array.from({ length: LIMITS.eventsPerStep }, () => EVENTS.undone);
    const steps = Array.from({ length: LIMITS.steps }, () => ({
      command: { type: 'undo', player: 0 },
      events: [] as unknown[],
    }));
    steps[0] = { command: { type: 'undo', player: 0 }, events };
    const players = Array.from({ length: LIMITS.maxPlayers }, () => ({ name: 'n'.repeat(LIMITS.playerNameLength) }));
    const result = parseReplay({ ...MINIMAL, setup: { ...MINIMAL.setup, players }, steps });
    expect(result.ok).toBe(true);
  });
});

describe('parseReplay: every problem at its path', () => {
  it.each<ChangeCase>([
    [
      'a rules version that is not semver',
      (d: JsonObject) => (d.rulesVersion = 'v1'),
      [{ path: '/rulesVersion', code: 'schema/pattern' }],
    ],
    [
      'a two-part rules version',
      (d: JsonObject) => (d.rulesVersion = '1.0'),
      [{ path: '/rulesVersion', code: 'schema/pattern' }],
    ],
    [
      'a missing rules version',
      (d: JsonObject) => delete d.rulesVersion,
      [{ path: '/rulesVersion', code: 'schema/required' }],
    ],
    [
      'no players',
      (d: JsonObject) => (setupOf(d).players = []),
      [{ path: '/setup/players', code: 'schema/min-items' }],
    ],
    [
      'seven players',
      (d: JsonObject) => (setupOf(d).players = Array.from({ length: 7 }, () => ({}))),
      [{ path: '/setup/players', code: 'schema/max-items' }],
    ],
    ['a player count', (d: JsonObject) => (setupOf(d).players = 2), [{ path: '/setup/players', code: 'schema/type' }]],
    [
      'a long player name',
      (d: JsonObject) => (setupOf(d).players = [{ name: 'n'.repeat(LIMITS.playerNameLength + 1) }]),
      [{ path: '/setup/players/0/name', code: 'schema/max-length' }],
    ],
    [
      'a long seed',
      (d: JsonObject) => (setupOf(d).seed = 's'.repeat(LIMITS.seedLength + 1)),
      [{ path: '/setup/seed', code: 'schema/max-length' }],
    ],
    ['a numeric seed', (d: JsonObject) => (setupOf(d).seed = 42), [{ path: '/setup/seed', code: 'schema/type' }]],
    [
      'missing options',
      (d: JsonObject) => delete setupOf(d).options,
      [{ path: '/setup/options', code: 'schema/required' }],
    ],
    [
      'a joker option as text',
      (d: JsonObject) => (setupOf(d).options = { joker: 'yes' }),
      [{ path: '/setup/options/joker', code: 'schema/type' }],
    ],
    ['an unknown mode', (d: JsonObject) => (setupOf(d).mode = 'speed'), [{ path: '/setup/mode', code: 'schema/enum' }]],
    [
      'a bad date',
      (d: JsonObject) => ((d.metadata as JsonObject).date = '31/01/2025'),
      [{ path: '/metadata/date', code: 'schema/pattern' }],
    ],
    [
      'a long title',
      (d: JsonObject) => ((d.metadata as JsonObject).title = { en: 't'.repeat(LIMITS.textLength + 1) }),
      [{ path: '/metadata/title/en', code: 'schema/max-length' }],
    ],
    [
      'a long note',
      (d: JsonObject) => (stepOf(d, 0).note = { en: 'n'.repeat(LIMITS.noteLength + 1) }),
      [{ path: '/steps/0/note/en', code: 'schema/max-length' }],
    ],
    [
      'a step without events',
      (d: JsonObject) => delete stepOf(d, 0).events,
      [{ path: '/steps/0/events', code: 'schema/required' }],
    ],
    [
      'an unknown command',
      (d: JsonObject) => (stepOf(d, 1).command = { type: 'fly', player: 0 }),
      [{ path: '/steps/1/command/type', code: 'schema/enum' }],
    ],
    [
      'a command with a bad cell',
      (d: JsonObject) => (stepOf(d, 1).command = { type: 'rest', player: 0, cell: 'K1' }),
      [{ path: '/steps/1/command/cell', code: 'schema/pattern' }],
    ],
    [
      'an unknown event',
      (d: JsonObject) => (stepOf(d, 0).events = [{ type: 'exploded', player: 0 }]),
      [{ path: '/steps/0/events/0/type', code: 'schema/enum' }],
    ],
    [
      'an event with an extra property',
      (d: JsonObject) => (stepOf(d, 0).events = [{ ...EVENTS.undone, why: 'oops' }]),
      [{ path: '/steps/0/events/0/why', code: 'schema/additional' }],
    ],
    [
      'an event with a bad colour',
      (d: JsonObject) => (stepOf(d, 0).events = [{ ...EVENTS.drawn, color: 'pink' }]),
      [{ path: '/steps/0/events/0/color', code: 'schema/enum' }],
    ],
    [
      'an acted event for an unknown action',
      (d: JsonObject) => (stepOf(d, 0).events = [{ ...EVENTS.acted, action: 'fly' }]),
      [{ path: '/steps/0/events/0/action', code: 'schema/enum' }],
    ],
    [
      'turn 0',
      (d: JsonObject) => (stepOf(d, 0).events = [{ type: 'turn-started', turn: 0 }]),
      [{ path: '/steps/0/events/0/turn', code: 'schema/minimum' }],
    ],
    [
      'a pending decision of an unknown kind',
      (d: JsonObject) => (stepOf(d, 0).events = [{ type: 'decision', player: 0, pending: { kind: 'waltz' } }]),
      [{ path: '/steps/0/events/0/pending/kind', code: 'schema/enum' }],
    ],
    [
      'a pending decision that is text',
      (d: JsonObject) => (stepOf(d, 0).events = [{ type: 'decision', player: 0, pending: 'none' }]),
      [{ path: '/steps/0/events/0/pending', code: 'schema/type' }],
    ],
    [
      'a pending choreography with a bad cell',
      (d: JsonObject) =>
        (stepOf(d, 0).events = [
          { type: 'decision', player: 0, pending: { kind: 'choreography', left: 1, moved: ['A1', 'Q7'] } },
        ]),
      [{ path: '/steps/0/events/0/pending/moved/1', code: 'schema/pattern' }],
    ],
    [
      'a player out for a reason that is not one',
      (d: JsonObject) => (stepOf(d, 0).events = [{ ...EVENTS['player-out'], reason: 'boredom' }]),
      [{ path: '/steps/0/events/0/reason', code: 'schema/enum' }],
    ],
    [
      'a die face that is not on the die',
      (d: JsonObject) => (stepOf(d, 0).events = [{ ...EVENTS.rolled, face: 'north-blue' }]),
      [{ path: '/steps/0/events/0/face', code: 'schema/enum' }],
    ],
    [
      'a roll for an unknown purpose',
      (d: JsonObject) => (stepOf(d, 0).events = [{ ...EVENTS.rolled, purpose: 'fun' }]),
      [{ path: '/steps/0/events/0/purpose', code: 'schema/enum' }],
    ],
    [
      'a wind forecast of "up"',
      (d: JsonObject) => (stepOf(d, 0).events = [{ ...EVENTS['wind-forecast'], wind: 'up' }]),
      [{ path: '/steps/0/events/0/wind', code: 'schema/enum' }],
    ],
    [
      'a central action that is not a command',
      (d: JsonObject) => (stepOf(d, 0).events = [{ ...EVENTS['central-acted'], action: 'gained' }]),
      [{ path: '/steps/0/events/0/action', code: 'schema/enum' }],
    ],
    [
      'a StigmaReine token placed from nowhere',
      (d: JsonObject) => (stepOf(d, 0).events = [{ ...EVENTS['central-placed'], from: 'sky' }]),
      [{ path: '/steps/0/events/0/from', code: 'schema/enum' }],
    ],
    [
      'a blown StigmaReine token with a player',
      (d: JsonObject) => (stepOf(d, 0).events = [{ ...EVENTS['central-blown'], player: 0 }]),
      [{ path: '/steps/0/events/0/player', code: 'schema/additional' }],
    ],
    [
      'a gained action that is not special',
      (d: JsonObject) => (stepOf(d, 0).events = [{ ...EVENTS.gained, action: 'draw' }]),
      [{ path: '/steps/0/events/0/action', code: 'schema/enum' }],
    ],
    [
      'a first player among seven seats',
      (d: JsonObject) => (stepOf(d, 0).events = [{ ...EVENTS['first-player'], among: [0, 1, 2, 3, 4, 5, 0] }]),
      [{ path: '/steps/0/events/0/among', code: 'schema/max-items' }],
    ],
    [
      'a recruit change without its count',
      (d: JsonObject) => {
        const { count: _, ...event } = EVENTS['recruit-changed'];
        stepOf(d, 0).events = [event];
      },
      [{ path: '/steps/0/events/0/count', code: 'schema/required' }],
    ],
    [
      'a charm of three tokens',
      (d: JsonObject) =>
        (stepOf(d, 0).events = [
          { ...EVENTS.charmed, tokens: [...EVENTS.charmed.tokens, { player: 3, color: 'red' }] },
        ]),
      [{ path: '/steps/0/events/0/tokens', code: 'schema/max-items' }],
    ],
    [
      'a drift on a board that is not a seat',
      (d: JsonObject) => (stepOf(d, 0).events = [{ ...EVENTS.drifted, board: 'central' }]),
      [{ path: '/steps/0/events/0/board', code: 'schema/type' }],
    ],
    [
      'a pending gain without its cells',
      (d: JsonObject) => (stepOf(d, 0).events = [{ type: 'decision', player: 0, pending: { kind: 'gain', left: 1 } }]),
      [{ path: '/steps/0/events/0/pending/cells', code: 'schema/required' }],
    ],
    [
      'a pending Last Drift at an unknown board',
      (d: JsonObject) =>
        (stepOf(d, 0).events = [
          { type: 'decision', player: 0, pending: { kind: 'drift', face: 'x-red', target: 'theirs' } },
        ]),
      [{ path: '/steps/0/events/0/pending/target', code: 'schema/enum' }],
    ],
    [
      'a pending Charmer phase with a property',
      (d: JsonObject) =>
        (stepOf(d, 0).events = [{ type: 'decision', player: 0, pending: { kind: 'charmer', left: 1 } }]),
      [{ path: '/steps/0/events/0/pending/left', code: 'schema/additional' }],
    ],
    [
      'a pending wind die for turn 0',
      (d: JsonObject) =>
        (stepOf(d, 0).events = [
          { type: 'decision', player: 0, pending: { kind: 'wind-die', turn: 0, face: 'black-night' } },
        ]),
      [{ path: '/steps/0/events/0/pending/turn', code: 'schema/minimum' }],
    ],
    [
      'too many events in a step',
      (d: JsonObject) => (stepOf(d, 0).events = Array.from({ length: LIMITS.eventsPerStep + 1 }, () => EVENTS.undone)),
      [{ path: '/steps/0/events', code: 'schema/max-items' }],
    ],
    [
      'a duplicate target in the embedded schema',
      (d: JsonObject) => ((setupOf(d).schema as JsonObject).targets = [SCHEMA.targets[0], SCHEMA.targets[0]]),
      [{ path: '/setup/schema/targets/1/cell', code: 'schema/duplicate-target' }],
    ],
    [
      'a bad id in the embedded schema',
      (d: JsonObject) => ((setupOf(d).schema as JsonObject).id = 'Two Blues'),
      [{ path: '/setup/schema/id', code: 'schema/pattern' }],
    ],
    [
      'an embedded schema mode its flower forbids',
      (d: JsonObject) => ((setupOf(d).schema as JsonObject).modes = ['discovery', 'competitive']),
      [{ path: '/setup/schema/modes/1', code: 'schema/mode-not-allowed' }],
    ],
    [
      'a mode the embedded schema does not list',
      (d: JsonObject) => (setupOf(d).mode = 'competitive-no-limit'),
      [{ path: '/setup/mode', code: 'replay/mode-not-playable' }],
    ],
    [
      'a mode the flower does not allow',
      (d: JsonObject) => {
        delete (setupOf(d).schema as JsonObject).modes;
        setupOf(d).mode = 'competitive';
      },
      [{ path: '/setup/mode', code: 'replay/mode-not-playable' }],
    ],
    [
      'two players in solo no limit',
      (d: JsonObject) => {
        (setupOf(d).schema as JsonObject).modes = ['solo-no-limit'];
        setupOf(d).mode = 'solo-no-limit';
        setupOf(d).players = [{}, {}];
      },
      [{ path: '/setup/players', code: 'replay/player-count' }],
    ],
    [
      'one player in competitive',
      (d: JsonObject) => {
        setupOf(d).schema = { ...SCHEMA, flower: 'competitive' };
        setupOf(d).mode = 'competitive';
        setupOf(d).players = [{}];
      },
      [{ path: '/setup/players', code: 'replay/player-count' }],
    ],
  ])('reports %s', (_, change, expected) => {
    expect(issuesOf(withChange(change))).toEqual(expected);
  });

  it('reports more steps than the limit', () => {
    const steps = Array.from({ length: LIMITS.steps + 1 }, () => ({
      command: { type: 'undo', player: 0 },
      events: [],
    }));
    expect(issuesOf({ ...MINIMAL, steps })).toEqual([{ path: '/steps', code: 'schema/max-items' }]);
  });

  it('says a newer replay format was written by a newer version, and nothing else', () => {
    const result = parseReplay({ format: 'stigmeria/replay', formatVersion: 3, chapters: [] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues).toEqual([
      {
        path: '/formatVersion',
        code: 'document/newer-version',
        message: expect.stringContaining('written by a newer version'),
      },
    ]);
  });

  it('reports a newer embedded schema once, and still reports the rest of the replay', () => {
    const doc = withChange((d) => {
      setupOf(d).schema = { format: 'stigmeria/target-schema', formatVersion: 2, shape: 'hexagons' };
      setupOf(d).seed = 7;
    });
    expect(issuesOf(doc)).toEqual([
      { path: '/setup/schema/formatVersion', code: 'document/newer-version' },
      { path: '/setup/seed', code: 'schema/type' },
    ]);
  });

  it('tells a target schema given as a replay, and the other way round', () => {
    expect(issuesOf(SCHEMA)).toEqual([{ path: '/format', code: 'document/wrong-format' }]);
    const asSchema = parseSchema(MINIMAL);
    expect(asSchema.ok ? [] : asSchema.error.issues.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: '/format', code: 'document/wrong-format' },
    ]);
  });

  it('reports a missing setup and steps as missing properties', () => {
    expect(issuesOf({ format: 'stigmeria/replay', formatVersion: 1, rulesVersion: '1.0.0' })).toEqual([
      { path: '/setup', code: 'schema/required' },
      { path: '/steps', code: 'schema/required' },
    ]);
  });

  it('writes a summary message naming the first issue', () => {
    const result = parseReplay(withChange((d) => (d.rulesVersion = 'latest')));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toBe(
        'Invalid replay: 1 problem. First, at /rulesVersion: must be a version number such as 1.0.0, not "latest".',
      );
    }
  });
});

describe('parseReplay never throws', () => {
  it('rejects steps nested 10,000 deep', () => {
    let deep: unknown = [];
    for (let i = 0; i < 10_000; i++) deep = [{ command: deep, events: deep }];
    expect(issuesOf({ ...MINIMAL, steps: deep })).toEqual([
      { path: '/steps/0/command', code: 'schema/type' },
      { path: '/steps/0/events/0/type', code: 'schema/required' },
    ]);
  });

  it('ignores __proto__ keys parsed from JSON at every level, polluting nothing', () => {
    const text = JSON.stringify(MINIMAL)
      .replace('{', '{"__proto__":{"polluted":true},')
      .replace('"setup":{', '"setup":{"__proto__":{"mode":"competitive"},');
    const result = parseReplay(JSON.parse(text));
    expect(result).toEqual({ ok: true, value: MINIMAL });
    expect(({} as JsonObject).polluted).toBeUndefined();
  });

  it('rejects a 10 MB player name with a short message', () => {
    const result = parseReplay({
      ...MINIMAL,
      setup: { ...MINIMAL.setup, players: [{ name: 'x'.repeat(10 * 1024 * 1024) }] },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues).toEqual([
      {
        path: '/setup/players/0/name',
        code: 'schema/max-length',
        message: `must be at most ${LIMITS.playerNameLength} characters long`,
      },
    ]);
  });
});
