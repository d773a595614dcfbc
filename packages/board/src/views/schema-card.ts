/**
 * The schema card beside the board, as on the printed card: the target schema in miniature (a 10×10 field of dots
 * in the targets' colours, the setup tokens as rings), its stars, its flower, its setup tokens and its winds turn
 * by turn. The miniature is an image whose text alternative lists the targets; the setup and winds are lists.
 * @module
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { MODES, SIZE, windAfterTurn, type CellColour, type GameState } from '@stigmeria/rules/view';
import { localized, type Lang, type Strings } from '../i18n.js';

const ROWS = 'ABCDEFGHIJ';

/** A cell name's place in the miniature: the row letter goes down, the column number across. */
function place(cell: string): { readonly x: number; readonly y: number } {
  return { x: Number(cell.slice(1)) - 1, y: ROWS.indexOf(cell.charAt(0)) };
}

function dots(cells: readonly CellColour[], kind: 'target' | 'setup'): TemplateResult[] {
  return cells.map((c) => {
    const { x, y } = place(c.cell);
    return svg`<circle class=${`card-${kind}`} data-color=${c.color} data-card-cell=${c.cell} cx=${x + 0.5} cy=${y + 0.5} r=${kind === 'target' ? 0.36 : 0.3}></circle>`;
  });
}

function list(t: Strings, cells: readonly CellColour[]): string {
  return cells.map((c) => t.card.target(t.colours[c.color], c.cell)).join(', ');
}

export function renderSchemaCard(t: Strings, state: GameState, lang: Lang): TemplateResult {
  const schema = state.schema;
  const setup = schema.setup ?? [];
  const rules = MODES[state.mode];
  // The schema's winds turn by turn (R10): listed when the schema has its own, up to the last turn after which one
  // blows; under no-limit rules the die decides, so the card has none.
  const lastWind = rules.turnLimit === null ? (schema.winds?.length ?? 0) : rules.turnLimit - 1;
  const winds = schema.winds !== undefined && !rules.noLimit ? Array.from({ length: lastWind }, (_, i) => i + 1) : [];
  const grid = Array.from({ length: SIZE + 1 }, (_, i) => i);
  return html`<section class="schema-card" part="schema-card" aria-label=${t.card.title}>
    <div class="card-head">
      <span class="card-name">${localized(schema.name, lang)}</span>
      <span class="card-stars" role="img" aria-label=${t.ui.starsLabel(schema.stars)}>${t.ui.stars(schema.stars)}</span>
      <span class="card-flower">${t.flowers[schema.flower]}</span>
    </div>
    <svg
      class="icon card-miniature"
      viewBox="0 0 ${SIZE} ${SIZE}"
      role="img"
      aria-label=${`${t.card.targets(schema.targets.length)}${t.ui.colon}${list(t, schema.targets)}`}
    >
      ${svg`<rect class="card-field" x="0" y="0" width=${SIZE} height=${SIZE}></rect>`}
      ${grid.map((i) => svg`<line class="card-rule" x1=${i} y1="0" x2=${i} y2=${SIZE}></line><line class="card-rule" x1="0" y1=${i} x2=${SIZE} y2=${i}></line>`)}
      ${dots(setup, 'setup')} ${dots(schema.targets, 'target')}
    </svg>
    <p class="card-count muted">${t.card.targets(schema.targets.length)}</p>
    ${setup.length > 0
      ? html`<p class="card-setup-list"><span class="muted">${t.card.setup}${t.ui.colon}</span>${list(t, setup)}</p>`
      : nothing}
    ${winds.length > 0
      ? html`<div class="card-winds">
          <span class="muted">${t.card.winds}</span>
          <ol class="card-wind-list">
            ${winds.map((turn) => {
              const d = windAfterTurn(schema, turn);
              return html`<li data-turn=${turn} data-wind=${d}>
                <span aria-hidden="true">${ARROWS[d]}</span><span class="sr-only">${t.card.windTurn(turn, t.directions[d])}</span>
              </li>`;
            })}
            ${rules.turnLimit !== null
              ? html`<li data-turn=${rules.turnLimit} data-wind="none"><span aria-hidden="true">·</span><span class="sr-only">${t.card.noWind(rules.turnLimit)}</span></li>`
              : nothing}
          </ol>
        </div>`
      : nothing}
  </section>`;
}

const ARROWS = { north: '↑', south: '↓', east: '→', west: '←' } as const;
