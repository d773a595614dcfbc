/**
 * The end screen: who won and why in one sentence, a short celebration, each player's rank and score broken down
 * into only the parts that count in the mode (all from the rules' `outcome`), and the buttons to play again and to
 * download the game as a replay file.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { MODES, type GameState, type Outcome, type PlayerOutcome, type ScoreBreakdown } from '@stigmeria/rules/view';
import type { Strings } from '../i18n.js';

export interface EndPanelProps {
  readonly t: Strings;
  readonly state: GameState;
  readonly result: Outcome;
  readonly nameOf: (player: number) => string;
  /** "Play again" is offered for a game being played here, not in a replay. */
  readonly onPlayAgain: (() => void) | undefined;
  /** The words of "Play again" when they are not the usual ones (online: a new room for the same seats). */
  readonly playAgainText?: string | undefined;
  /** The replay file of the game, as a Blob URL, and the file's name. */
  readonly download: { readonly url: string; readonly name: string } | undefined;
  /** Shown below the scores: the best lines the solver found, with the `hints` attribute. */
  readonly after: TemplateResult | typeof nothing;
}

type Part = Exclude<keyof ScoreBreakdown, 'total'>;

/**
 * The parts of the score shown: those the mode's rules let count (R15: the recruit zone in discovery and normal,
 * the joker's cost where the joker exchanges tokens and is on, the late turns of solo no limit), the failure only
 * when a player did not fulfil the schema. The values are the rules' own.
 */
function shownParts(state: GameState, result: Outcome): Part[] {
  const rules = MODES[state.mode];
  const parts: Part[] = ['level', 'unusedActions', 'laterTurns'];
  if (rules.recruitScores) parts.push('recruit');
  if (rules.joker === 'exchange' && state.options.joker) parts.push('joker');
  if (rules.afterTurn10 === 'late-penalty') parts.push('lateTurns');
  if (result.ranking.some((r) => r.reason !== 'fulfilled')) parts.push('failure');
  return parts;
}

function partName(t: Strings, part: Part): string {
  switch (part) {
    case 'level':
      return t.ui.level;
    case 'unusedActions':
      return t.ui.unusedActions;
    case 'laterTurns':
      return t.ui.laterTurns;
    case 'recruit':
      return t.ui.recruitPoints;
    case 'joker':
      return t.ui.jokerPoints;
    case 'lateTurns':
      return t.table.lateTurns;
    case 'failure':
      return t.ui.failure;
    default: {
      const never: never = part;
      return never;
    }
  }
}

/** The one sentence: the winners with the turn and actions it took them, or why nobody won. */
export function endSentence(t: Strings, result: Outcome, nameOf: (player: number) => string): string {
  const winners = result.ranking.filter((r) => result.winners.includes(r.player));
  const first = winners[0];
  if (first === undefined || first.finished === null) {
    return result.ranking.every((r) => r.reason === 'out') ? t.end.lostAllOut : t.end.lostTime;
  }
  const names = winners.map((r) => nameOf(r.player)).join(', ');
  // Winners who share the win may still score differently (a used joker costs points, R15): then no one figure.
  const points = winners.every((r) => r.score.total === first.score.total) ? first.score.total : null;
  return t.end.won(names, winners.length > 1, first.finished.turn, first.finished.actions, points);
}

export function renderEndPanel(p: EndPanelProps): TemplateResult {
  const { t, result, nameOf } = p;
  const parts = shownParts(p.state, result);
  const reason = (r: PlayerOutcome['reason']) => (r === 'fulfilled' ? t.ui.reasonFulfilled : r === 'out' ? t.ui.reasonOut : t.ui.reasonTime);
  // Players who tie share a rank (the rules give it): the shared rank says so.
  const tied = (rank: number) => result.ranking.filter((r) => r.rank === rank).length > 1;
  const won = result.winners.length > 0;
  return html`<section class="end-panel${won ? ' won' : ''}" part="end-panel" role="region" aria-label=${t.ui.endTitle}>
    ${won ? html`<div class="celebration" aria-hidden="true">${PETALS.map((i) => html`<span class="falling-petal falling-petal-${i}"></span>`)}</div>` : nothing}
    <h3>${t.ui.endTitle}</h3>
    <p class="end-sentence winners">${endSentence(t, result, nameOf)}</p>
    <div class="score-wrap" tabindex="0" role="group" aria-label=${t.end.breakdown}>
      <table class="scores">
        <caption class="sr-only">${t.end.breakdown}</caption>
        <thead>
          <tr>
            <th scope="col">${t.ui.rank}</th>
            <th scope="col">${t.ui.name}</th>
            ${parts.map((part) => html`<th scope="col" data-part=${part}>${partName(t, part)}</th>`)}
            <th scope="col">${t.ui.total}</th>
          </tr>
        </thead>
        <tbody>
          ${result.ranking.map(
            (r) => html`<tr data-player=${r.player} data-reason=${r.reason} data-rank=${r.rank}>
              <td class="rank">${r.rank}${tied(r.rank) ? html` <span class="muted">(${t.end.tied})</span>` : nothing}</td>
              <th scope="row">${nameOf(r.player)} <span class="muted">(${reason(r.reason)})</span></th>
              ${parts.map((part) => html`<td class=${PART_CLASS[part]} data-part=${part}>${r.score[part]}</td>`)}
              <td class="total" data-total=${r.score.total}>${r.score.total}</td>
            </tr>`,
          )}
        </tbody>
      </table>
    </div>
    <div class="end-buttons buttons">
      ${p.onPlayAgain !== undefined ? html`<button type="button" class="play-again" @click=${p.onPlayAgain}>${p.playAgainText ?? t.end.playAgain}</button>` : nothing}
      ${p.download !== undefined
        ? html`<a class="download button-link" href=${p.download.url} download=${p.download.name}>${t.end.download}</a>`
        : nothing}
    </div>
    ${p.after}
  </section>`;
}

/** The class of a part's cell (tests and pages find the late turns by it). */
const PART_CLASS: Readonly<Record<Part, string>> = {
  level: 'level',
  unusedActions: 'unused-actions',
  laterTurns: 'later-turns',
  recruit: 'recruit-points',
  joker: 'joker-points',
  lateTurns: 'late-turns',
  failure: 'failure',
};

/** The celebration's petals: a few, drawn and moved by the styles only. */
const PETALS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
