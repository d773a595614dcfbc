/**
 * The decisions panel: every legal command that is not picked on a board, as a button with a translated label
 * (the A5 token, the StigmaReine's actions, the wind die, earned actions, the bag a matched token goes to, Last
 * Drift targets, versus targets, a colour), the toggles of Prediction and Charmer, and the text of the pending
 * decision. It stands first in the actions bar, beside the boards on a wide page and under them on a narrow one, so that
 * a decision opening moves no board; the element moves the focus to it when a decision opens.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { COLOURS, SPECIAL_IDS, type Colour, type Command, type GameState, type SpecialActionId } from '@stigmeria/rules/view';
import type { Strings } from '../i18n.js';
import { unhandled, type Pick, type PickType } from '../picking.js';
import { pendingPrompt } from './pending.js';
import { renderToken } from './token.js';

export interface DecisionsProps {
  readonly t: Strings;
  readonly state: GameState;
  readonly seat: number;
  readonly legal: readonly Command[];
  readonly pick: Pick | null;
  readonly choices: readonly Command[];
  readonly chosen: readonly string[];
  readonly disabled: boolean;
  readonly nameOf: (seat: number) => string;
  readonly onCommand: (command: Command) => void;
  readonly onPick: (type: PickType) => void;
  readonly onToggle: (item: string, most: number) => void;
  /** Gives every token in line to one player's bag, one command after another. */
  readonly onGiveAll: (to: number) => void;
}

/** Commands that are always answered with a button of their own. */
const BUTTON_TYPES: ReadonlySet<Command['type']> = new Set([
  'a5',
  'wind-reroll',
  'wind-unknown',
  'wind-direction',
  'gain',
  'central-draw',
  'central-recruit',
  'last-drift',
  'charmer-pass',
]);

/** A command in words, for its button. */
export function commandLabel(t: Strings, c: Command, nameOf: (seat: number) => string): string {
  const k = t.colours;
  const x = t.table;
  switch (c.type) {
    case 'a5':
      return x.a5(k[c.color]);
    case 'central-draw':
      return x.centralDraw;
    case 'central-recruit':
      return t.basics['central-recruit'] + t.ui.colon + k[c.color];
    case 'wind-reroll':
      return x.reroll;
    case 'wind-unknown':
      return x.leaveUnknown;
    case 'wind-direction':
      return x.windTo(t.directions[c.direction]);
    case 'gain':
      return t.actions[c.action];
    case 'give':
      return x.giveTo(nameOf(c.to));
    case 'last-drift':
      return x.drift(c.target === 'own' ? x.own : c.target === 'central' ? x.central : x.boardOf(nameOf(c.target)));
    case 'no-harm-no-foul':
      return x.swap(k[c.from], k[c.to]);
    case 'pilferer':
      return x.fromPlayer(nameOf(c.target));
    case 'sower':
      return x.sow(k[c.color], nameOf(c.target));
    case 'jealousy':
      return x.swapBags(nameOf(c.target));
    case 'charmer-pass':
      return x.pass;
    case 'fog-die':
      return x.roll;
    case 'copy':
    case 'mimicry':
    case 'central-joker':
    case 'drift-land':
      return x.colourChoice(k[c.color]);
    // Played on a board, by a basic button or by toggles: a choice button names its action.
    case 'draw':
    case 'land':
    case 'move':
    case 'joker':
    case 'end-turn':
    case 'undo':
    case 'mixing':
    case 'combination':
    case 'fulgurance':
    case 'choreography':
    case 'choreography-stop':
    case 'diagonal':
    case 'exchange':
    case 'fast-step':
    case 'half-note':
    case 'half-note-keep':
    case 'quarter-note':
    case 'two-beats':
    case 'rest':
    case 'central-place':
    case 'central-move':
    case 'prediction':
    case 'fog-die-land':
    case 'charmer':
    case 'drift-move':
    case 'drift-remove':
      return actionName(t, c.type);
    default:
      return unhandled(c) ?? '';
  }
}

/** The name of the action a command plays, in the language. */
function actionName(t: Strings, type: Command['type']): string {
  if (Object.hasOwn(t.actions, type)) return t.actions[type as SpecialActionId];
  if (Object.hasOwn(t.basics, type)) return t.basics[type as keyof Strings['basics']];
  return type;
}

/** The sentence of the decision the panel answers: the A5 token, or a pending decision said here (see `pending.ts`). */
function pendingText(t: Strings, p: DecisionsProps): string | undefined {
  const pending = p.state.players[p.seat]?.pending ?? null;
  if (pending === null) return p.legal.some((c) => c.type === 'a5') ? t.table.a5Pending : undefined;
  return pendingPrompt(t, pending, 'decisions', p.nameOf);
}

/** The key of a Charmer token. */
const tokenKey = (seat: number, color: Colour) => `${seat}:${color}`;

export function renderDecisions(p: DecisionsProps): TemplateResult | typeof nothing {
  const { t } = p;
  const button = (c: Command, rule?: string) => html`<button
    type="button"
    class="decision"
    data-command=${c.type}
    ?disabled=${p.disabled}
    @click=${() => p.onCommand(c)}
  >
    <span class="choice-name">${commandLabel(t, c, p.nameOf)}</span>${rule !== undefined ? html`<span class="choice-rule">${rule}</span>` : nothing}
  </button>`;
  const toggle = (item: string, label: string, most: number, color?: Colour) => html`<button
    type="button"
    class="toggle"
    data-item=${item}
    data-color=${color ?? nothing}
    aria-pressed=${p.chosen.includes(item) ? 'true' : 'false'}
    ?disabled=${p.disabled}
    @click=${() => p.onToggle(item, most)}
  >
    ${color !== undefined ? renderToken(t, color, 'stigmerian', 'small') : nothing}${label}
  </button>`;
  const confirm = (command: Command | undefined) => html`<button
    type="button"
    class="decision confirm"
    data-command=${command?.type ?? nothing}
    ?disabled=${p.disabled || command === undefined}
    @click=${() => command !== undefined && p.onCommand(command)}
  >
    ${t.table.confirm}
  </button>`;

  const direct = p.legal.filter((c) => BUTTON_TYPES.has(c.type));
  const parts: TemplateResult[] = [];
  // A choice the pick narrowed to comes first: it answers what the player just started.
  if (p.choices.length > 0) parts.push(html`${p.choices.map((c) => button(c))}`);

  // Prediction: three different colours in any order (the rules list one order of each set).
  if (p.pick?.type === 'prediction') {
    const list = p.legal.filter((c): c is Extract<Command, { type: 'prediction' }> => c.type === 'prediction');
    const offered = COLOURS.filter((colour) => list.some((c) => c.colors.includes(colour)));
    const key = (colours: readonly string[]) => [...colours].sort().join();
    const match = p.chosen.length === 3 ? list.find((c) => key(c.colors) === key(p.chosen)) : undefined;
    parts.push(html`<p class="hint">${t.table.predictionHint}</p>
      <div class="toggles" role="group" aria-label=${t.actions.prediction}>${offered.map((c) => toggle(c, t.colours[c], 3, c))}</div>
      ${confirm(match)}`);
  }

  // Charmer: two recruit-zone tokens of two players.
  const charms = p.legal.filter((c): c is Extract<Command, { type: 'charmer' }> => c.type === 'charmer');
  if (charms.length > 0) {
    const tokens: { key: string; seat: number; color: Colour }[] = [];
    for (const c of charms) {
      for (const token of c.tokens) {
        const key = tokenKey(token.player, token.color);
        if (!tokens.some((x) => x.key === key)) tokens.push({ key, seat: token.player, color: token.color });
      }
    }
    tokens.sort((a, b) => a.seat - b.seat || COLOURS.indexOf(a.color) - COLOURS.indexOf(b.color));
    const chosen = new Set(p.chosen);
    const match = p.chosen.length === 2 ? charms.find((c) => c.tokens.every((x) => chosen.has(tokenKey(x.player, x.color)))) : undefined;
    parts.push(html`<p class="hint">${t.table.charmerHint}</p>
      <div class="toggles" role="group" aria-label=${t.actions.charmer}>
        ${tokens.map((x) => toggle(x.key, t.table.token(p.nameOf(x.seat), t.colours[x.color]), 2, x.color))}
      </div>
      ${confirm(match)}`);
  }

  // The tokens in line on the StigmaReine: one button per bag gives them all to it (each token may also be picked
  // on the StigmaReine and given on its own).
  const pending = p.state.players[p.seat]?.pending ?? null;
  if (pending?.kind === 'give' && p.choices.length === 0) {
    const bags = [...new Set(p.legal.flatMap((c) => (c.type === 'give' ? [c.to] : [])))].sort((a, b) => a - b);
    parts.push(html`${bags.map(
      (to) => html`<button type="button" class="decision give-all" data-give-all=${to} ?disabled=${p.disabled} @click=${() => p.onGiveAll(to)}>
        <span class="choice-name">${t.feedback.giveAll(p.nameOf(to), pending.cells.length)}</span>
      </button>`,
    )}`);
  }

  const gains = direct.filter((c) => c.type === 'gain');
  if (direct.length > 0) {
    parts.push(html`${direct.map((c) => (c.type === 'gain' ? button(c, t.rules[c.action]) : button(c)))}`);
  }

  // Buttons that start a pick: the joker on the StigmaReine, and the actions a Black Night offers for free.
  const starts: PickType[] = [];
  if (p.legal.some((c) => c.type === 'central-joker')) starts.push('central-joker');
  if (p.state.players[p.seat]?.pending?.kind === 'free-special') {
    for (const id of SPECIAL_IDS) if (p.legal.some((c) => c.type === id)) starts.push(id as SpecialActionId);
  }
  for (const type of starts) {
    if (p.pick?.type === type) continue;
    const name = type === 'central-joker' ? t.basics['central-joker'] : t.actions[type as SpecialActionId];
    const rule = type === 'central-joker' ? t.rules['central-joker'] : t.rules[type as SpecialActionId];
    parts.push(html`<button type="button" class="decision start" data-start=${type} ?disabled=${p.disabled} @click=${() => p.onPick(type)}>
      <span class="choice-name">${t.table.start(name)}</span><span class="choice-rule">${rule}</span>
    </button>`);
  }

  const text = pendingText(t, p);
  if (parts.length === 0 && text === undefined) return nothing;
  return html`<section class="decisions${gains.length > 0 ? ' gains' : ''}" part="decisions" aria-label=${t.table.decisions}>
    <h3>${t.table.decisions}</h3>
    ${text !== undefined ? html`<p class="pending" role="status">${text}</p>` : nothing}
    <div class="choices">${parts}</div>
  </section>`;
}
