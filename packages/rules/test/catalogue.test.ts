import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue, demoReplay, findSchema } from '../src/catalogue/index.js';
import { catalogueSchemas, findCatalogueSchema } from '../src/catalogue/schemas.js';
import type { CatalogueEntry } from '../src/catalogue/index.js';
import { parseSchema, replayGame, serializeReplay, type Flower, type Replay } from '../src/index.js';

const NORMAL_FLOWERS: readonly Flower[] = ['vertighaineuse', 'maronne', 'sifflochamp', 'dentdine', 'inspiractrice'];

function golden(entry: CatalogueEntry): unknown {
  return JSON.parse(readFileSync(new URL(`../catalogue/${entry.schema.id}.replay.json`, import.meta.url), 'utf8'));
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
    const order = catalogue.map((e) => [NORMAL_FLOWERS.indexOf(e.schema.flower), e.schema.stars] as const);
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

describe('the demonstration games', () => {
  it('each have a title and 3 to 8 notes, in English and French', () => {
    for (const { schema, demo } of catalogue) {
      expect(demo.mode).toBe('normal');
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
        const player = state.players[0]!;
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
