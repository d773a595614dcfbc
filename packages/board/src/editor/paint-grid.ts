/**
 * The editor's 10×10 grid, laid on the flower as the board's is (`../views/grid.ts`: the same classes, so the same
 * pistils, tokens and ghost targets), with one tab stop (roving tabindex). Each cell shows its target as a ghost
 * pollen, and its setup token on the side the rules start it on: a pollen when it stands on a target of its colour
 * (R3). Cells with a problem carry a ring and say so in their label.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { CELL_NAMES, type Colour, type Token } from '@stigmeria/rules';
import type { Strings } from '../i18n.js';
import { renderToken, tokenDrawing } from '../views/token.js';
import type { EditorStrings } from './texts.js';

export interface PaintGridProps {
  readonly t: Strings;
  readonly e: EditorStrings;
  readonly targets: readonly (Colour | null)[];
  /** The setup tokens, on their side. */
  readonly tokens: readonly (Token | null)[];
  readonly problems: ReadonlySet<string>;
  readonly focusIndex: number;
  readonly describedBy: string;
}

/** A cell's words: "C4, target: orange, setup: blue stigmerian". */
export function paintCellLabel(t: Strings, e: EditorStrings, cell: string, token: Token | null, target: Colour | null, problem: boolean): string {
  const parts = [cell];
  if (target !== null) parts.push(e.cell.target(t.colours[target]));
  if (token !== null) parts.push(token.pollen ? e.cell.setupPollen(t.colours[token.color]) : e.cell.setupToken(t.colours[token.color]));
  if (target === null && token === null) parts.push(e.cell.empty);
  if (problem) parts.push(e.cell.problem);
  return parts.join(', ');
}

function cellTemplate(p: PaintGridProps, index: number): TemplateResult {
  const cell = CELL_NAMES[index]!;
  const token = p.tokens[index] ?? null;
  const target = p.targets[index] ?? null;
  const problem = p.problems.has(cell);
  return html`<div
    role="gridcell"
    part="editor-cell"
    class="cell paintable${problem ? ' problem' : ''}"
    tabindex=${index === p.focusIndex ? 0 : -1}
    data-cell=${cell}
    data-index=${index}
    data-color=${token?.color ?? target ?? nothing}
    data-face=${token === null ? 'empty' : token.pollen ? 'pollen' : 'stigmerian'}
    data-target=${target ?? nothing}
    aria-label=${paintCellLabel(p.t, p.e, cell, token, target, problem)}
    aria-describedby=${problem ? p.describedBy : nothing}
  >
    ${target === null
      ? nothing
      : token === null
        ? html`<span class="ghost" data-color=${target}>${tokenDrawing(p.t, target, 'pollen')}</span>`
        : html`<span class="target-mark${token.pollen ? ' done' : ''}" data-color=${target}></span>`}
    ${token === null ? nothing : renderToken(p.t, token.color, token.pollen ? 'pollen' : 'stigmerian')}
  </div>`;
}

const ROW_LETTERS = 'ABCDEFGHIJ';

export function renderPaintGrid(p: PaintGridProps): TemplateResult {
  const rows = Array.from({ length: 10 }, (_, r) => r);
  return html`<div class="grid-wrap">
    <div role="grid" part="editor-grid" class="grid" aria-label=${p.e.form.grid}>
      ${rows.map((r) => html`<div role="row" class="row">${rows.map((c) => cellTemplate(p, r * 10 + c))}</div>`)}
    </div>
    <div class="coords rows" aria-hidden="true">${rows.map((r) => html`<span>${ROW_LETTERS[r]}</span>`)}</div>
    <div class="coords cols" aria-hidden="true">${rows.map((c) => html`<span>${c + 1}</span>`)}</div>
  </div>`;
}

/** The cell the keyboard moves to from `index` (arrows, Home, End), or `undefined` for any other key. */
export function movedFocus(key: string, index: number): number | undefined {
  const row = Math.floor(index / 10);
  const col = index % 10;
  switch (key) {
    case 'ArrowRight':
      return row * 10 + Math.min(9, col + 1);
    case 'ArrowLeft':
      return row * 10 + Math.max(0, col - 1);
    case 'ArrowDown':
      return Math.min(9, row + 1) * 10 + col;
    case 'ArrowUp':
      return Math.max(0, row - 1) * 10 + col;
    case 'Home':
      return row * 10;
    case 'End':
      return row * 10 + 9;
    default:
      return undefined;
  }
}
