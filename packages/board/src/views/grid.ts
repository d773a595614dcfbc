/**
 * A 10×10 grid (a player's flower board, the StigmaReine or a Last Drift's target) as an ARIA grid with one tab
 * stop (roving tabindex), its cells drawn as round pistils. Targets are never hidden: without a token a target shows as
 * a ghost pollen, under a token of another colour (or its own stigmerian) as a ring of its colour, and fulfilled by a
 * pollen of its colour as done. Input is handed back to the element
 * through callbacks that name the board, since cells have the same names on every board.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { CELL_NAMES, type Colour, type Token } from '@stigmeria/rules/view';
import type { Strings } from '../i18n.js';
import { renderToken, tokenDrawing } from './token.js';

/** What the grid shows and where its input goes. */
export interface GridProps {
  readonly t: Strings;
  readonly label: string;
  /** `central` or a seat: the grid's `data-board`. */
  readonly board: string;
  /** The grid's part (`board`, `central-board`, `target-board`); each cell's is the same with `board` → `cell`. */
  readonly part: 'board' | 'central-board' | 'target-board';
  /** Put before each cell's label, e.g. "StigmaReine ". */
  readonly labelPrefix: string;
  readonly cells: readonly (Token | null)[];
  readonly targets: readonly (Colour | null)[] | null;
  /** Cells that may be picked now. */
  readonly highlighted: ReadonlySet<string>;
  /** Stigmerians that a click would start moving (shown while nothing is picked). */
  readonly movable: ReadonlySet<string>;
  /** Cells of the command a hint suggests (the `hints` attribute), if any. */
  readonly hinted?: ReadonlySet<string>;
  /** Cells that the pending decision of the decisions panel is about (the StigmaReine's A5), ringed. */
  readonly asked?: ReadonlySet<string>;
  /** The cell already picked as the first of two, if any. */
  readonly picked: string | undefined;
  /** The index of the cell with tabindex 0. */
  readonly focusIndex: number;
  /** Stigmerians that a drag may start from (they get `touch-action: none`). */
  readonly draggable: ReadonlySet<string>;
  /** The legal destination under the pointer during a drag. */
  readonly drop: string | undefined;
  readonly onCell: (board: string, cell: string, index: number) => void;
  readonly onPress: (event: PointerEvent, cell: string) => void;
  readonly onKey: (board: string, event: KeyboardEvent) => void;
}

/** The words of a cell: "C4, blue pollen", "C4, empty, target: orange". */
export function cellLabel(t: Strings, cell: string, token: Token | null | undefined, target: Colour | null): string {
  const parts = [cell];
  if (token === null || token === undefined) parts.push(t.ui.empty);
  else parts.push(token.pollen ? t.ui.pollen(t.colours[token.color]) : t.ui.stigmerian(t.colours[token.color]));
  if (target !== null && !(token?.pollen ?? false)) parts.push(t.ui.target(t.colours[target]));
  return parts.join(', ');
}

function cellTemplate(p: GridProps, index: number): TemplateResult {
  const cell = CELL_NAMES[index]!;
  const token = p.cells[index] ?? null;
  const target = p.targets?.[index] ?? null;
  const face = token === null ? 'empty' : token.pollen ? 'pollen' : 'stigmerian';
  // Tokens on the StigmaReine never flip (R4): they are drawn as stigmerians whatever they carry.
  const drawn = token === null ? null : token.pollen && p.part !== 'central-board' ? 'pollen' : 'stigmerian';
  const lit = p.highlighted.has(cell);
  const picked = p.picked === cell;
  const draggable = p.draggable.has(cell);
  const hinted = p.hinted?.has(cell) === true;
  const extra = [lit ? p.t.ui.highlighted : '', picked ? p.t.ui.selected : '', hinted ? p.t.hint.suggested : ''].filter((s) => s !== '');
  // Tokens on the StigmaReine never flip (R4): its cells say only their colour.
  const words = p.part === 'central-board' ? [cell, token === null ? p.t.ui.empty : p.t.colours[token.color]].join(', ') : cellLabel(p.t, cell, token, target);
  const label = p.labelPrefix + [words, ...extra].join(', ');
  return html`<div
    role="gridcell"
    part=${p.part === 'board' ? 'cell' : p.part === 'central-board' ? 'central-cell' : 'target-cell'}
    class="cell${lit ? ' lit' : ''}${picked ? ' picked' : ''}${p.movable.has(cell) ? ' movable' : ''}${draggable ? ' draggable' : ''}${p.drop === cell ? ' drop' : ''}${hinted ? ' hint' : ''}${p.asked?.has(cell) === true ? ' asked' : ''}"
    tabindex=${index === p.focusIndex ? 0 : -1}
    data-cell=${cell}
    data-board=${p.board}
    data-color=${token?.color ?? target ?? nothing}
    data-face=${face}
    data-target=${target ?? nothing}
    aria-label=${label}
    aria-selected=${picked ? 'true' : 'false'}
    @click=${() => p.onCell(p.board, cell, index)}
    @pointerdown=${draggable ? (e: PointerEvent) => p.onPress(e, cell) : nothing}
  >
    ${target === null
      ? nothing
      : token === null
        ? html`<span class="ghost" data-color=${target}>${tokenDrawing(p.t, target, 'pollen')}</span>`
        : html`<span class="target-mark${token.pollen && token.color === target ? ' done' : ''}" data-color=${target}></span>`}
    ${token !== null && drawn !== null ? renderToken(p.t, token.color, drawn) : nothing}
  </div>`;
}

const ROW_LETTERS = 'ABCDEFGHIJ';

/** The grid: rows A..J of cells 1..10, with coordinates for sighted players: letters on the right, numbers below. */
export function renderGrid(p: GridProps): TemplateResult {
  const rows = Array.from({ length: 10 }, (_, r) => r);
  const cols = Array.from({ length: 10 }, (_, c) => c);
  return html`<div class="grid-wrap">
    <div role="grid" part=${p.part} class="grid" data-board=${p.board} aria-label=${p.label} @keydown=${(e: KeyboardEvent) => p.onKey(p.board, e)}>
      ${rows.map((r) => html`<div role="row" class="row">${cols.map((c) => cellTemplate(p, r * 10 + c))}</div>`)}
    </div>
    <div class="coords rows" aria-hidden="true">${rows.map((r) => html`<span>${ROW_LETTERS[r]}</span>`)}</div>
    <div class="coords cols" aria-hidden="true">${cols.map((c) => html`<span>${c + 1}</span>`)}</div>
  </div>`;
}
