/**
 * A board drawn as the game's flower: the 10×10 pistil grid on a round head inside a ring of ten petals. On a
 * personal flower the petals are the turn track (petal k is turn k, with k spots, the spent ones filled), the
 * wind roses between them tell each turn's wind, and dark labels carry the flower's name and its special actions.
 * The StigmaReine is a flower of its own, with a crown of pointed petals and no turn track.
 *
 * On a touch screen whose cells are smaller than a finger (44 CSS px), a tap on the flower zooms into the region
 * around the tapped cell, where cells are large enough; the "Whole flower" button goes back. Everything drawn is
 * decoration for sighted players (`aria-hidden`): the grid's cells, the status line and the forecast say it in words.
 * @module
 */
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { FLOWERS, FLOWER_ACTIONS, actionsInTurn, type Colour, type Direction, type Flower, type GameState, type PlayerState } from '@stigmeria/rules/view';
import type { Strings } from '../i18n.js';
import { windAfter, type WindNews } from './wind.js';

/**
 * Presentation only, no rule: the game colours of each flower's petals. VertigHaineuse shows its three secondaries
 * and SiffloChamp white and black, as the printed boards do; the other flowers get a pair or trio chosen here so
 * that each flower is told apart at a glance (MarOnne brown, InspirActrice the three primaries it mixes from).
 */
const PETAL_COLOURS: Readonly<Record<Flower, readonly Colour[]>> = {
  vertighaineuse: ['orange', 'green', 'violet'],
  sifflochamp: ['white', 'black'],
  maronne: ['brown', 'yellow'],
  dentdine: ['red', 'white'],
  inspiractrice: ['blue', 'yellow', 'red'],
  competitive: ['blue', 'green'],
  'competitive-no-limit': ['violet', 'orange'],
};

/** The ten petals, one a turn: turns beyond the tenth stay on the last petal. */
const PETALS = 10;

/** A region of the grid shown zoomed on a touch screen: rows A–F or E–J, columns 1–6 or 5–10. */
export type Region = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/** The region a cell (its index, row by row) is zoomed into. */
export function regionOf(index: number): Region {
  const top = Math.floor(index / 10) < 5;
  const left = index % 10 < 5;
  return `${top ? 'top' : 'bottom'}-${left ? 'left' : 'right'}`;
}

/** Whether a cell (its index) is inside a zoomed region: regions overlap by two rows and two columns. */
function inRegion(index: number, region: Region): boolean {
  const row = Math.floor(index / 10);
  const col = index % 10;
  return (region.startsWith('top') ? row <= 5 : row >= 4) && (region.endsWith('left') ? col <= 5 : col >= 4);
}

/** The index of a cell element within its grid. */
function indexOf(cell: HTMLElement): number {
  return [...cell.closest('[role="grid"]')!.querySelectorAll('[data-cell]')].indexOf(cell);
}

/** Cells smaller than this (CSS px) are too small for a finger: a tap zooms first. */
const FINGER = 44;

export interface FlowerProps {
  readonly t: Strings;
  readonly state: GameState;
  /** The player whose board this is, or `null` for the StigmaReine. */
  readonly player: PlayerState | null;
  /** The grid (`renderGrid`) to lay on the flower's head. */
  readonly grid: TemplateResult;
  /** The region shown zoomed, or `null` for the whole flower. */
  readonly zoom: Region | null;
  readonly onZoom: (region: Region | null) => void;
}

/** A point at `r` from the centre, `deg` degrees clockwise from the top. */
function polar(r: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [50 + r * Math.sin(a), 50 - r * Math.cos(a)];
}

const fixed = (n: number): string => n.toFixed(2);

/** The spots of a petal: k of them (ten at most) in rows of five across it, the first `spent` filled. */
function spots(count: number, spent: number, state: 'past' | 'now' | 'future'): SVGTemplateResult[] {
  const rows = count > 5 ? 2 : 1;
  const out: SVGTemplateResult[] = [];
  for (let i = 0; i < count; i++) {
    const row = rows === 2 && i >= 5 ? 1 : 0;
    const inRow = rows === 2 ? (row === 0 ? 5 : count - 5) : count;
    const at = row === 0 ? i : i - 5;
    const x = 50 + (at - (inRow - 1) / 2) * 3.3;
    const y = rows === 2 ? (row === 0 ? 4.4 : 7.6) : 6;
    const used = state === 'past' || (state === 'now' && i < spent);
    out.push(svg`<circle class="spot" data-spent=${used ? 'true' : 'false'} cx=${fixed(x)} cy=${y} r="1.15"></circle>`);
  }
  return out;
}

/** A small arrow pointing north, turned to the wind's direction. */
const ARROW_ANGLE: Readonly<Record<Direction, number>> = { north: 0, east: 90, south: 180, west: 270 };

function roseGlyph(news: WindNews): SVGTemplateResult | typeof nothing {
  switch (news.kind) {
    case 'blows':
      return svg`<path class="rose-arrow" transform=${`rotate(${ARROW_ANGLE[news.direction]})`} d="M0 -1.9 L1.5 0 L0.5 0 L0.5 1.9 L-0.5 1.9 L-0.5 0 L-1.5 0 Z"></path>`;
    case 'none':
      return svg`<path class="rose-none" d="M-1.2 -1.2 L1.2 1.2 M1.2 -1.2 L-1.2 1.2"></path>`;
    case 'unknown':
      return svg`<text class="rose-text" y="1.3" text-anchor="middle">?</text>`;
    case 'later':
      return svg`<circle class="rose-later" r="0.7"></circle>`;
    case 'over':
      return nothing;
  }
}

/** The wind after turn `turn` as the status line would say it, for the caption of the arrows. */
function windCaption(t: Strings, news: WindNews, turn: number): string | null {
  switch (news.kind) {
    case 'blows':
      return t.flower.windAfter(turn, t.directions[news.direction]);
    case 'none':
      return t.flower.noWind(turn);
    case 'unknown':
      return t.flower.windUnknown(turn);
    case 'later':
      return t.flower.windLater(turn);
    case 'over':
      return null;
  }
}

/** The personal flower's drawing: petals with the turn track, wind roses between them, the head, the marker. */
function personalArt(state: GameState, player: PlayerState): TemplateResult {
  const colours = PETAL_COLOURS[state.schema.flower];
  // Past the tenth turn the track stays on the last petal; the badge says the turn.
  const current = Math.min(state.turn, PETALS);
  const spent = Math.min(player.actionsUsed, actionsInTurn(state.turn));
  const petals = Array.from({ length: PETALS }, (_, i) => {
    const turn = i + 1;
    const when = turn < current || (state.over && turn === current) ? 'past' : turn === current ? 'now' : 'future';
    // The current petal's spots are the actions of the turn being played (ten at most, R6).
    const count = turn === current ? actionsInTurn(state.turn) : actionsInTurn(turn);
    return svg`<g class="petal" data-turn=${turn} data-when=${when} data-color=${colours[i % colours.length]!} transform=${`rotate(${i * 36} 50 50)`}>
      <ellipse class="petal-shape" cx="50" cy="8.6" rx="10.6" ry="7.6"></ellipse>
      ${spots(count, spent, when)}
    </g>`;
  });
  // Rose k stands between petal k and k+1 and shows the wind after turn k; the tenth, the wind after the turn
  // being played once it is past the tenth.
  const roses = Array.from({ length: PETALS }, (_, i) => {
    const turn = i + 1 === PETALS ? Math.max(PETALS, state.turn) : i + 1;
    const news = windAfter(state, turn);
    const [x, y] = polar(46.2, i * 36 + 18);
    return svg`<g class="rose${turn === state.turn ? ' now' : ''}" data-turn=${turn} data-wind=${news.kind === 'blows' ? news.direction : news.kind} transform=${`translate(${fixed(x)} ${fixed(y)})`}>
      <circle class="rose-disc" r="2.7"></circle>${roseGlyph(news)}
    </g>`;
  });
  const marker = svg`<path class="marker" transform=${`rotate(${(current - 1) * 36} 50 50)`} d="M50 10.3 L47.6 13.6 L52.4 13.6 Z"></path>`;
  return html`<svg class="icon flower-art" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
    ${svg`${petals}<circle class="head" cx="50" cy="50" r="39.6"></circle><circle class="head-texture" cx="50" cy="50" r="38"></circle><circle class="head-texture inner" cx="50" cy="50" r="36.4"></circle>${roses}${marker}`}
  </svg>`;
}

/** The StigmaReine's drawing: a double crown of pointed petals round a head of its own colour. */
function reineArt(): TemplateResult {
  const petal = (deg: number, cls: string) =>
    svg`<path class=${cls} transform=${`rotate(${deg} 50 50)`} d="M50 15 C55.5 11 55 5 50 1.2 C45 5 44.5 11 50 15 Z"></path>`;
  const outer = Array.from({ length: 16 }, (_, i) => petal(i * 22.5, 'reine-petal'));
  const inner = Array.from({ length: 16 }, (_, i) => petal(i * 22.5 + 11.25, 'reine-petal inner'));
  return html`<svg class="icon flower-art" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
    ${svg`${outer}<g transform="translate(50 50) scale(0.9) translate(-50 -50)">${inner}</g><circle class="head" cx="50" cy="50" r="39.6"></circle><circle class="head-texture" cx="50" cy="50" r="38"></circle>`}
  </svg>`;
}

/** The label of a flower's special actions, or `null` when it gives none up front (the competitive flowers). */
function actionsLabel(t: Strings, flower: Flower): string | null {
  const rules = FLOWERS[flower];
  if (rules.actions.length === 0) return null;
  if (rules.actions.length === FLOWER_ACTIONS.length) return t.flower.allActions(rules.actions.length, rules.costFactor);
  return rules.actions.map((id) => t.actions[id]).join(' · ');
}

/**
 * On a touch screen, a tap on a cell too small for a finger zooms into its region instead of playing it; once
 * zoomed, taps play. Mouse clicks and the keyboard are never intercepted.
 */
function zoomTap(p: FlowerProps): { handleEvent: (e: Event) => void; capture: true } {
  return {
    capture: true,
    handleEvent: (e: Event) => {
      if (p.zoom !== null || !(e instanceof PointerEvent) || e.pointerType !== 'touch') return;
      const cell = (e.target as Element | null)?.closest<HTMLElement>('[data-cell]');
      if (cell === null || cell === undefined || cell.getBoundingClientRect().width >= FINGER) return;
      const index = indexOf(cell);
      e.stopPropagation();
      e.preventDefault();
      p.onZoom(regionOf(index));
    },
  };
}

/** While zoomed, the keyboard's focus never leaves the region shown: a cell focused outside it brings its own region. */
function followFocus(p: FlowerProps): (e: FocusEvent) => void {
  return (e: FocusEvent) => {
    const cell = (e.target as Element | null)?.closest<HTMLElement>('[data-cell]');
    if (p.zoom === null || cell === null || cell === undefined) return;
    const index = indexOf(cell);
    if (!inRegion(index, p.zoom)) p.onZoom(regionOf(index));
  };
}

export function renderFlower(p: FlowerProps): TemplateResult {
  const { t, state, player } = p;
  const flower = state.schema.flower;
  const actions = player === null ? null : actionsLabel(t, flower);
  const news = windAfter(state);
  const caption = player === null ? null : windCaption(t, news, state.turn);
  const spent = player === null ? 0 : Math.min(player.actionsUsed, actionsInTurn(state.turn));
  return html`<div class="flower-frame${p.zoom !== null ? ` zoomed zoom-${p.zoom}` : ''}" part="flower" @click=${zoomTap(p)} @focusin=${followFocus(p)}>
    <div class="flower-body ${player === null ? 'reine' : 'personal'}" data-flower=${player === null ? 'stigmareine' : flower} data-turn=${state.turn}>
      ${player === null ? reineArt() : personalArt(state, player)}
      <div class="flower-grid">${p.grid}</div>
      <div class="corner top-left"><span class="flower-label name-label">${player === null ? t.table.central : t.flowers[flower]}</span></div>
      ${player !== null
        ? html`<div class="corner top-right">
            ${state.turn > PETALS ? html`<span class="flower-label turn-badge">${t.flower.turnBadge(state.turn)}</span>` : nothing}
            ${state.over ? nothing : html`<span class="flower-label spent-label" data-spent=${spent}>${t.flower.spent(spent, actionsInTurn(state.turn))}</span>`}
          </div>`
        : nothing}
      ${actions !== null ? html`<div class="corner bottom-left"><span class="flower-label actions-label">${actions}</span></div>` : nothing}
      ${caption !== null
        ? html`<div class="corner bottom-right">
            <span class="flower-label wind-note" data-wind=${news.kind === 'blows' ? news.direction : news.kind}>${caption}</span>
          </div>`
        : nothing}
    </div>
    ${p.zoom !== null ? html`<button type="button" class="whole-flower" @click=${() => p.onZoom(null)}>${t.flower.wholeFlower}</button>` : nothing}
  </div>`;
}
