/**
 * The document being edited, as the editor holds it: one colour (or none) per cell for the targets and for the
 * setup, and the other fields as they will be written. `toDocument` writes it as a target schema document (which
 * `parseSchema` then judges), `fromSchema` reads a parsed one back. A draft is immutable: every edit makes a new one,
 * which is what undo and redo keep.
 * @module
 */
import { CELL_NAMES, FLOWERS, playableModes, type CellColour, type Colour, type Direction, type Flower, type LocalizedText, type Mode, type TargetSchema } from '@stigmeria/rules';

export interface Draft {
  readonly id: string;
  readonly nameEn: string;
  readonly nameFr: string;
  readonly flower: Flower;
  readonly stars: 1 | 2 | 3 | 4;
  /** The modes the schema narrows its flower to, or `null` for every mode the flower allows. */
  readonly modes: readonly Mode[] | null;
  /** 100 cells, row by row from A1. */
  readonly targets: readonly (Colour | null)[];
  readonly setup: readonly (Colour | null)[];
  /** The wind after each turn from turn 1, as the document lists it (missing turns blow south, R10). */
  readonly winds: readonly Direction[];
  readonly author: string;
  readonly licence: string;
  /** Kept as it was imported: the editor has no field for it. */
  readonly description: LocalizedText | undefined;
}

export type Layer = 'targets' | 'setup';

const EMPTY: readonly null[] = Array.from({ length: CELL_NAMES.length }, () => null);

/** A new schema: an empty VertigHaineuse of one star. */
export function emptyDraft(): Draft {
  return {
    id: 'my-schema',
    nameEn: 'My schema',
    nameFr: '',
    flower: 'vertighaineuse',
    stars: 1,
    modes: null,
    targets: EMPTY,
    setup: EMPTY,
    winds: [],
    author: '',
    licence: '',
    description: undefined,
  };
}

/** The modes a flower allows, as the rules say (R5): those of a schema of that flower that narrows nothing. */
export function flowerModes(flower: Flower): readonly Mode[] {
  return playableModes({ flower } as TargetSchema);
}

/** Every flower, in the rules' order. */
export const FLOWER_NAMES = Object.keys(FLOWERS) as readonly Flower[];

function layerOf(list: readonly CellColour[] | undefined): (Colour | null)[] {
  const cells: (Colour | null)[] = [...EMPTY];
  for (const entry of list ?? []) cells[CELL_NAMES.indexOf(entry.cell)] = entry.color;
  return cells;
}

/** A schema that `parseSchema` accepted, as a draft. */
export function fromSchema(schema: TargetSchema): Draft {
  return {
    id: schema.id,
    nameEn: schema.name.en,
    nameFr: schema.name.fr ?? '',
    flower: schema.flower,
    stars: schema.stars,
    modes: schema.modes ?? null,
    targets: layerOf(schema.targets),
    setup: layerOf(schema.setup),
    winds: schema.winds ?? [],
    author: schema.author ?? '',
    licence: schema.licence ?? '',
    description: schema.description,
  };
}

/** A layer's cells as the document lists them, in cell order. */
export function listOf(cells: readonly (Colour | null)[]): CellColour[] {
  const list: CellColour[] = [];
  cells.forEach((color, index) => {
    if (color !== null) list.push({ cell: CELL_NAMES[index]!, color });
  });
  return list;
}

/**
 * The draft as a target schema document. Empty optional fields are left out; `setup` too when it holds nothing, and
 * the winds after their last turn that is not south (those turns blow south anyway, R10).
 */
export function toDocument(draft: Draft): Record<string, unknown> {
  let windCount = draft.winds.length;
  while (windCount > 0 && draft.winds[windCount - 1] === 'south') windCount--;
  const setup = listOf(draft.setup);
  return {
    format: 'stigmeria/target-schema',
    formatVersion: 1,
    id: draft.id,
    name: draft.nameFr === '' ? { en: draft.nameEn } : { en: draft.nameEn, fr: draft.nameFr },
    flower: draft.flower,
    stars: draft.stars,
    ...(draft.modes === null ? {} : { modes: draft.modes }),
    ...(setup.length === 0 ? {} : { setup }),
    targets: listOf(draft.targets),
    ...(windCount === 0 ? {} : { winds: draft.winds.slice(0, windCount) }),
    ...(draft.author === '' ? {} : { author: draft.author }),
    ...(draft.licence === '' ? {} : { licence: draft.licence }),
    ...(draft.description === undefined ? {} : { description: draft.description }),
  };
}

/** The draft with one cell of a layer painted (or cleared, with `null`). */
export function paint(draft: Draft, layer: Layer, index: number, color: Colour | null): Draft {
  if (draft[layer][index] === color) return draft;
  const cells = [...draft[layer]];
  cells[index] = color;
  return { ...draft, [layer]: cells };
}

/** The wind after `turn` (from 1) set; earlier turns the document does not list yet blow south (R10). */
export function setWind(draft: Draft, turn: number, direction: Direction): Draft {
  const winds = [...draft.winds];
  while (winds.length < turn - 1) winds.push('south');
  winds[turn - 1] = direction;
  return { ...draft, winds };
}

/** The wind after `turn` as the draft has it: south where the document lists none (R10). */
export function windOf(draft: Draft, turn: number): Direction {
  return draft.winds[turn - 1] ?? 'south';
}

/** The draft with another flower: modes it narrowed to that the new flower does not allow are dropped. */
export function setFlower(draft: Draft, flower: Flower): Draft {
  if (draft.modes === null) return { ...draft, flower };
  const allowed = flowerModes(flower);
  const modes = draft.modes.filter((mode) => allowed.includes(mode));
  return { ...draft, flower, modes: modes.length === 0 || modes.length === allowed.length ? null : modes };
}

/** The draft with a mode of its flower allowed or not; allowing them all writes no `modes`. */
export function toggleMode(draft: Draft, mode: Mode, on: boolean): Draft {
  const allowed = flowerModes(draft.flower);
  const current = draft.modes ?? allowed;
  const modes = allowed.filter((m) => (m === mode ? on : current.includes(m)));
  return { ...draft, modes: modes.length === allowed.length ? null : modes };
}
