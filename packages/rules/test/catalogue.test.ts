import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue, demoReplay, findSchema } from '../src/catalogue/index.js';
import { catalogueSchemas, findCatalogueSchema } from '../src/catalogue/schemas.js';
import type { CatalogueEntry } from '../src/catalogue/index.js';
import { createGame, parseSchema, replayGame, serializeReplay, type Flower, type GameEvent, type Mode, type Replay } from '../src/index.js';

const NORMAL_FLOWERS: readonly Flower[] = ['vertighaineuse', 'maronne', 'sifflochamp', 'dentdine', 'inspiractrice'];
const FLOWERS: readonly Flower[] = [...NORMAL_FLOWERS, 'competitive', 'competitive-no-limit'];
const COMPETITIVE_MODES: readonly Mode[] = ['competitive', 'competitive-no-limit', 'solo-no-limit'];

function golden(entry: CatalogueEntry): unknown {
  return JSON.parse(readFileSync(new URL(`../catalogue/${entry.schema.id}.replay.json`, import.meta.url), 'utf8'));
}

function document(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../catalogue/${name}`, import.meta.url), 'utf8'));
}

function secondaryTargets(entry: CatalogueEntry): number {
  return entry.schema.targets.filter((t) => ['orange', 'green', 'violet', 'brown', 'white', 'black'].includes(t.color)).length;
}

describe('the catalogue', () => {
  it('holds at least 20 schemas with unique, well-formed ids', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(20);
    const ids = catalogue.map((e) => e.schema.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9][a-z0-9-]{0,63}$/);
  });

  it('gives each normal flower a 1-star, a 2-star and a 3-star schema', () => {
    for (const flower of NORMAL_FLOWERS) {
      const stars = new Set(catalogue.filter((e) => e.schema.flower === flower).map((e) => e.schema.stars));
      expect([flower, [...stars].sort()]).toEqual([flower, expect.arrayContaining([1, 2, 3])]);
    }
  });

  it('is ordered by flower, then by stars', () => {
    const order = catalogue.map((e) => [FLOWERS.indexOf(e.schema.flower), e.schema.stars] as const);
    const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(order).toEqual(sorted);
    expect(order.every(([f]) => f >= 0)).toBe(true);
  });

  it('has at least three schemas with setup tokens, one of them on a target of another colour', () => {
    const withSetup = catalogue.filter((e) => (e.schema.setup ?? []).length > 0);
    expect(withSetup.length).toBeGreaterThanOrEqual(3);
    const misplaced = withSetup.filter(({ schema }) =>
      schema.setup!.some((s) => schema.targets.some((t) => t.cell === s.cell && t.color !== s.color)),
    );
    expect(misplaced.length).toBeGreaterThanOrEqual(1);
  });

  it('names every schema in English and French, credits the project and gives the licence', () => {
    for (const { schema } of catalogue) {
      expect(schema.name.en.length).toBeGreaterThan(0);
      expect(schema.name.fr?.length ?? 0).toBeGreaterThan(0);
      expect(schema.author).toBe('Stigméria project');
      expect(schema.licence).toBe('CC-BY-4.0');
    }
  });

  it('lists targets in reading order, and every schema passes parseSchema unchanged', () => {
    const index = (cell: string) => 'ABCDEFGHIJ'.indexOf(cell[0]!) * 10 + Number(cell.slice(1));
    for (const { schema } of catalogue) {
      const parsed = parseSchema(schema);
      expect(parsed.ok ? parsed.value : parsed.error).toEqual(schema);
      const cells = schema.targets.map((t) => index(t.cell));
      expect(cells).toEqual([...cells].sort((a, b) => a - b));
    }
  });

  it('uses each flower’s special colours where they matter', () => {
    for (const entry of catalogue) {
      const colours = new Set(entry.schema.targets.map((t) => t.color));
      switch (entry.schema.flower) {
        case 'vertighaineuse':
          expect(['orange', 'green', 'violet'].some((c) => colours.has(c as never))).toBe(true);
          break;
        case 'maronne':
          expect(colours.has('brown')).toBe(true);
          break;
        case 'sifflochamp':
          expect(colours.has('white') || colours.has('black')).toBe(true);
          break;
        case 'inspiractrice':
          expect(secondaryTargets(entry)).toBeGreaterThan(0);
          break;
        default:
          break;
      }
    }
  });

  it('finds a schema by id', () => {
    const first = catalogue[0]!;
    expect(findSchema(first.schema.id)).toBe(first);
    expect(findSchema('no-such-schema')).toBeUndefined();
  });

  it('lists the same schemas, in the same order, without their games in catalogueSchemas', () => {
    expect(catalogueSchemas).toEqual(catalogue.map((e) => e.schema));
    const last = catalogue.at(-1)!;
    expect(findCatalogueSchema(last.schema.id)).toBe(last.schema);
    expect(findCatalogueSchema('no-such-schema')).toBeUndefined();
  });
});

describe('the catalogue documents', () => {
  it('are its one source: each schema is catalogue/<id>.json, in the order catalogue/index.json lists them', () => {
    expect(document('index.json')).toEqual({ schemas: catalogue.map((e) => e.schema.id) });
    for (const { schema } of catalogue) expect(document(`${schema.id}.json`)).toEqual(schema);
  });

  it('give each demo the commands, notes, seed, table and title of its replay document', () => {
    for (const { schema, demo } of catalogue) {
      const replay = golden({ schema, demo }) as Replay;
      expect(demo.steps).toEqual(replay.steps.map(({ command, note }) => (note === undefined ? { command } : { command, note })));
      expect([demo.seed, demo.mode, demo.players, demo.title]).toEqual([replay.setup.seed, replay.setup.mode, replay.setup.players.length, replay.metadata?.title]);
    }
  });
});

describe('the demonstration games', () => {
  it('are solo normal games for the normal flowers', () => {
    for (const { schema, demo } of catalogue.filter((e) => NORMAL_FLOWERS.includes(e.schema.flower))) {
      expect([schema.id, demo.mode, demo.players, demo.winner ?? 0]).toEqual([schema.id, 'normal', 1, 0]);
    }
  });

  it('each have a title and 3 to 8 notes, in English and French', () => {
    for (const { schema, demo } of catalogue) {
      expect(demo.title.en.length).toBeGreaterThan(0);
      expect(demo.title.fr?.length ?? 0).toBeGreaterThan(0);
      const notes = demo.steps.flatMap((s) => (s.note ? [s.note] : []));
      expect([schema.id, notes.length >= 3 && notes.length <= 8]).toEqual([schema.id, true]);
      for (const note of notes) {
        expect(note.en.length).toBeGreaterThan(0);
        expect(note.fr?.length ?? 0).toBeGreaterThan(0);
      }
    }
  });

  for (const entry of catalogue) {
    describe(entry.schema.id, () => {
      it('replays its golden file and fulfils the schema within 10 turns', () => {
        const replayed = replayGame(golden(entry));
        expect(replayed.ok ? 'ok' : replayed.error).toBe('ok');
        if (!replayed.ok) return;
        const state = replayed.value;
        const player = state.players[entry.demo.winner ?? 0]!;
        expect(state.players.length).toBe(entry.demo.players);
        expect(state.mode).toBe(entry.demo.mode);
        expect(state.over).toBe(true);
        expect(player.status).toBe('fulfilled');
        expect(player.finished!.turn).toBeLessThanOrEqual(10);
      });

      it('plays its demo into exactly the golden replay', () => {
        const replay = demoReplay(entry);
        expect(replay.ok ? 'ok' : replay.error).toBe('ok');
        if (!replay.ok) return;
        expect(JSON.parse(serializeReplay(replay.value))).toEqual(golden(entry));
        expect((golden(entry) as Replay).setup.schema).toEqual(entry.schema);
      });
    });
  }

  it('reports a step the rules reject', () => {
    const entry = catalogue[0]!;
    const broken: CatalogueEntry = {
      schema: entry.schema,
      demo: { ...entry.demo, steps: [{ command: { type: 'move', player: 0, from: 'E5', to: 'E6' } }] },
    };
    const replay = demoReplay(broken);
    expect(replay.ok).toBe(false);
    if (replay.ok) return;
    expect(replay.error.code).toBe('replay/illegal-step');
    expect(replay.error.step).toBe(0);
    expect(replay.error.cause).toMatchObject({ code: 'move/not-a-stigmerian' });
  });
});

const competitiveEntries = catalogue.filter((e) => e.schema.flower === 'competitive');
const noLimitEntries = catalogue.filter((e) => e.schema.flower === 'competitive-no-limit');

function eventsOf(entry: CatalogueEntry): readonly { command: { type: string; player: number }; events: readonly GameEvent[] }[] {
  return (golden(entry) as Replay).steps;
}

describe('the competitive schemas', () => {
  it('has six Competitive schemas over 1 to 3 stars, two at each level, some with setup tokens', () => {
    expect(competitiveEntries.length).toBeGreaterThanOrEqual(6);
    for (const stars of [1, 2, 3]) expect(competitiveEntries.filter((e) => e.schema.stars === stars).length).toBeGreaterThanOrEqual(2);
    expect(competitiveEntries.filter((e) => (e.schema.setup ?? []).length > 0).length).toBeGreaterThanOrEqual(2);
  });

  it('has four Competitive No Limit schemas, all 4 stars', () => {
    expect(noLimitEntries.length).toBeGreaterThanOrEqual(4);
    for (const { schema } of noLimitEntries) expect(schema.stars).toBe(4);
  });

  it('comes after the normal flowers, Competitive before Competitive No Limit, in catalogue and catalogueSchemas', () => {
    const flowers = catalogueSchemas.map((s) => s.flower);
    const firstCompetitive = flowers.indexOf('competitive');
    expect(flowers.slice(firstCompetitive).every((f) => f === 'competitive' || f === 'competitive-no-limit')).toBe(true);
    expect(flowers.lastIndexOf('competitive')).toBeLessThan(flowers.indexOf('competitive-no-limit'));
    for (const entry of [...competitiveEntries, ...noLimitEntries]) {
      expect(findSchema(entry.schema.id)).toBe(entry);
      expect(findCatalogueSchema(entry.schema.id)).toBe(entry.schema);
    }
  });

  it('plays in its flower’s modes only, and its demo in one of them', () => {
    for (const { schema, demo } of [...competitiveEntries, ...noLimitEntries]) {
      const allowed = schema.flower === 'competitive' ? COMPETITIVE_MODES : COMPETITIVE_MODES.slice(1);
      expect(allowed).toContain(demo.mode);
      for (const mode of ['discovery', 'normal', ...COMPETITIVE_MODES] as Mode[]) {
        const players = mode === 'solo-no-limit' ? 1 : mode === 'discovery' || mode === 'normal' ? 1 : 2;
        const created = createGame({ schema, mode, players, seed: 'modes' });
        expect([schema.id, mode, created.ok]).toEqual([schema.id, mode, allowed.includes(mode)]);
      }
    }
  });

  it('can reach every secondary target with Mixing, and every brown one with Combination among 8 occupied neighbours', () => {
    for (const { schema } of [...competitiveEntries, ...noLimitEntries]) {
      const colourAt = new Map(schema.targets.map((t) => [t.cell, t.color]));
      const near = (cell: string, dr: number, dc: number) => `${'ABCDEFGHIJ'[cell.charCodeAt(0) - 65 + dr] ?? '?'}${Number(cell.slice(1)) + dc}`;
      for (const t of schema.targets) {
        if (['orange', 'green', 'violet'].includes(t.color)) {
          // Mixing turns two adjacent primaries into the same secondary: a neighbouring target of that colour.
          const partner = [near(t.cell, -1, 0), near(t.cell, 1, 0), near(t.cell, 0, -1), near(t.cell, 0, 1)].some((c) => colourAt.get(c) === t.color);
          expect([schema.id, t.cell, partner]).toEqual([schema.id, t.cell, true]);
        }
        if (t.color === 'brown') {
          const around = [-1, 0, 1].flatMap((dr) => [-1, 0, 1].filter((dc) => dr !== 0 || dc !== 0).map((dc) => colourAt.get(near(t.cell, dr, dc))));
          for (const primary of ['blue', 'yellow', 'red']) expect(around.filter((c) => c === primary).length).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });
});

describe('the competitive demonstration games', () => {
  const byMode = (mode: Mode) => [...competitiveEntries, ...noLimitEntries].filter((e) => e.demo.mode === mode);

  it('include a two-player competitive game with A5, Draw and Place, a line of three, the tokens given and an earned action used', () => {
    const games = byMode('competitive').filter((e) => e.demo.players === 2);
    expect(games.length).toBeGreaterThanOrEqual(1);
    for (const entry of games) {
      const steps = eventsOf(entry);
      const events = steps.flatMap((s) => s.events);
      const winner = entry.demo.winner ?? 0;
      expect(events.some((e) => e.type === 'central-placed' && e.cell === 'A5')).toBe(true);
      expect(events.some((e) => e.type === 'central-placed' && e.from === 'drawn')).toBe(true);
      const gained = events.filter((e): e is Extract<GameEvent, { type: 'gained' }> => e.type === 'gained' && e.player === winner).map((e) => e.action);
      expect(gained.length).toBeGreaterThan(0);
      expect(events.some((e) => e.type === 'given' && e.player === winner)).toBe(true);
      expect(steps.some((s) => s.command.player === winner && (gained as string[]).includes(s.command.type))).toBe(true);
      // Sequential turns: both players end turns, and a turn's first player is chosen.
      expect(new Set(steps.filter((s) => s.command.type === 'end-turn').map((s) => s.command.player)).size).toBe(2);
      expect(events.some((e) => e.type === 'first-player')).toBe(true);
    }
  });

  it('include a three-player no-limit game with a wind-die decision, a Last Drift and an edge landing or exit', () => {
    const games = byMode('competitive-no-limit').filter((e) => e.demo.players === 3);
    expect(games.length).toBeGreaterThanOrEqual(1);
    for (const entry of games) {
      const steps = eventsOf(entry);
      const events = steps.flatMap((s) => s.events);
      expect(steps.some((s) => ['wind-reroll', 'wind-unknown', 'wind-direction'].includes(s.command.type))).toBe(true);
      expect(events.some((e) => e.type === 'rolled' && e.purpose === 'last-drift')).toBe(true);
      expect(steps.some((s) => s.command.type.startsWith('drift-'))).toBe(true);
      const exit = events.some(
        (e) => (e.type === 'central-left' && e.to === 'recruit') || e.type === 'exited' || (e.type === 'blown' && e.player !== undefined && e.to === 'off'),
      );
      const edgeLanding = events.some((e) => e.type === 'landed' && !e.cell.startsWith('A'));
      expect(exit || edgeLanding).toBe(true);
    }
  });

  it('include solo no-limit games where a new action is chosen at the start of a turn', () => {
    const games = byMode('solo-no-limit');
    expect(games.length).toBeGreaterThanOrEqual(1);
    for (const entry of games) {
      const steps = eventsOf(entry);
      const asked = steps.flatMap((s) => s.events).some((e) => e.type === 'decision' && e.pending?.kind === 'gain');
      expect(asked).toBe(true);
      expect(steps.some((s) => s.command.type === 'gain' && s.events.some((e) => e.type === 'gained'))).toBe(true);
    }
  });

  it('caption only steps that show what the caption says', () => {
    for (const entry of [...competitiveEntries, ...noLimitEntries]) {
      const steps = eventsOf(entry);
      steps.forEach((s, i) => {
        const note = entry.demo.steps[i]!.note;
        if (!note) return;
        const types = new Set(s.events.map((e) => e.type));
        if (note.en.includes('fulfilled')) expect(types.has('fulfilled')).toBe(true);
        if (s.command.type === 'gain') expect(types.has('gained')).toBe(true);
        if (s.command.type === 'give') expect(types.has('given')).toBe(true);
        if (note.en.startsWith('Draw and Place') || note.en.startsWith('The competitive joker')) expect(steps[i + 1]!.command.type).toBe('gain');
        if (note.en.startsWith('Last Drift')) expect(steps[i - 1]!.events.some((e) => e.type === 'rolled' && e.purpose === 'last-drift')).toBe(true);
      });
    }
  });
});
