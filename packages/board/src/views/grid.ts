/**
 * The flower grid: 10×10 cells as an ARIA grid with one tab stop (roving tabindex). Targets without a token
 * show as ghost pollens. Input is handed back to the element through callbacks.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { CELL_NAMES, type Colour, type PlayerState } from '@stigmeria/rules';
import type { Strings } from '../i18n.js';

/** What the grid shows and where its input goes. */
export interface GridProps {
  readonly t: Strings;
  readonly label: string;
  readonly player: PlayerState;
  readonly targets: readonly (Colour | null)[];
  /** Cells that may be picked now. */
  readonly highlighted: ReadonlySet<string>;
  /** Stigmerians that a click would start moving (shown while nothing is picked). */
  readonly movable: ReadonlySet<string>;
  /** The cell already picked as the first of two, if any. */
  readonly picked: string | undefined;
  /** The index of the cell with tabindex 0. */
  readonly focusIndex: number;
  /** Stigmerians that a drag may start from (they get `touch-action: none`). */
  readonly draggable: ReadonlySet<string>;
  /** The legal destination under the pointer during a drag. */
  readonly drop: string | undefined;
  readonly onCell: (cell: string, index: number) => void;
  readonly onPress: (event: PointerEvent, cell: string) => void;
  readonly onKey: (event: KeyboardEvent) => void;
}

/** The words of a cell: "C4, blue pollen", "C4, empty, target: orange". */
export function cellLabel(t: Strings, cell: string, token: PlayerState['board'][number], target: Colour | null): string {
  const parts = [cell];
  if (token === null || token === undefined) parts.push(t.ui.empty);
  else parts.push(token.pollen ? t.ui.pollen(t.colours[token.color]) : t.ui.stigmerian(t.colours[token.color]));
  if (target !== null && !(token?.pollen ?? false)) parts.push(t.ui.target(t.colours[target]));
  return parts.join(', ');
}

function cellTemplate(p: GridProps, index: number): TemplateResult {
  const cell = CELL_NAMES[index]!;
  const token = p.player.board[index] ?? null;
  const target = p.targets[index] ?? null;
  const face = token === null ? 'empty' : token.pollen ? 'pollen' : 'stigmerian';
  const lit = p.highlighted.has(cell);
  const picked = p.picked === cell;
  const draggable = p.draggable.has(cell);
  const extra = [lit ? p.t.ui.highlighted : '', picked ? p.t.ui.selected : ''].filter((s) => s !== '');
  const label = [cellLabel(p.t, cell, token, target), ...extra].join(', ');
  return html`<div
    role="gridcell"
    part="cell"
    class="cell${lit ? ' lit' : ''}${picked ? ' picked' : ''}${p.movable.has(cell) ? ' movable' : ''}${draggable ? ' draggable' : ''}${p.drop === cell ? ' drop' : ''}"
    tabindex=${index === p.focusIndex ? 0 : -1}
    data-cell=${cell}
    data-color=${token?.color ?? target ?? nothing}
    data-face=${face}
    data-target=${target ?? nothing}
    aria-label=${label}
    aria-selected=${picked ? 'true' : 'false'}
    @click=${() => p.onCell(cell, index)}
    @pointerdown=${draggable ? (e: PointerEvent) => p.onPress(e, cell) : nothing}
  >
    ${token !== null
      ? html`<span class="token ${face}" data-color=${token.color}></span>`
      : target !== null
        ? html`<span class="ghost" data-color=${target}></span>`
        : nothing}
  </div>`;
}

const ROW_LETTERS = 'ABCDEFGHIJ';

/** The grid: rows A..J of cells 1..10, with coordinates around it for sighted players. */
export function renderGrid(p: GridProps): TemplateResult {
  const rows = Array.from({ length: 10 }, (_, r) => r);
  const cols = Array.from({ length: 10 }, (_, c) => c);
  return html`<div class="grid-wrap">
    <div class="coords cols" aria-hidden="true">${cols.map((c) => html`<span>${c + 1}</span>`)}</div>
    <div class="grid-line">
      <div class="coords rows" aria-hidden="true">${rows.map((r) => html`<span>${ROW_LETTERS[r]}</span>`)}</div>
      <div role="grid" part="board" class="grid" aria-label=${p.label} @keydown=${p.onKey}>
        ${rows.map((r) => html`<div role="row" class="row">${cols.map((c) => cellTemplate(p, r * 10 + c))}</div>`)}
      </div>
    </div>
  </div>`;
}
