/**
 * The end panel: the ranking and every player's score broken down (from the rules' `outcome`).
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Outcome } from '@stigmeria/rules';
import type { Strings } from '../i18n.js';

/** `after` is shown below the scores: the best lines the solver found, with the `hints` attribute. */
export function renderEndPanel(t: Strings, result: Outcome, nameOf: (player: number) => string, after: TemplateResult | typeof nothing = nothing): TemplateResult {
  const winners = result.winners.map(nameOf).join(', ');
  const reason = (r: string) => (r === 'fulfilled' ? t.ui.reasonFulfilled : r === 'out' ? t.ui.reasonOut : t.ui.reasonTime);
  return html`<section class="end-panel" part="end-panel" role="region" aria-label=${t.ui.endTitle}>
    <h3>${t.ui.endTitle}</h3>
    <p class="winners">${winners === '' ? t.ui.noWinner : t.ui.winners(winners)}</p>
    <div class="score-wrap">
      <table class="scores">
        <thead>
          <tr>
            <th scope="col">${t.ui.rank}</th>
            <th scope="col">${t.ui.name}</th>
            <th scope="col">${t.ui.level}</th>
            <th scope="col">${t.ui.unusedActions}</th>
            <th scope="col">${t.ui.laterTurns}</th>
            <th scope="col">${t.ui.recruitPoints}</th>
            <th scope="col">${t.ui.jokerPoints}</th>
            <th scope="col">${t.table.lateTurns}</th>
            <th scope="col">${t.ui.failure}</th>
            <th scope="col">${t.ui.total}</th>
          </tr>
        </thead>
        <tbody>
          ${result.ranking.map(
            (r) => html`<tr data-player=${r.player} data-reason=${r.reason}>
              <td>${r.rank}</td>
              <th scope="row">${nameOf(r.player)} <span class="muted">(${reason(r.reason)})</span></th>
              <td>${r.score.level}</td>
              <td>${r.score.unusedActions}</td>
              <td>${r.score.laterTurns}</td>
              <td>${r.score.recruit}</td>
              <td>${r.score.joker}</td>
              <td class="late-turns">${r.score.lateTurns}</td>
              <td>${r.score.failure}</td>
              <td class="total" data-total=${r.score.total}>${r.score.total}</td>
            </tr>`,
          )}
        </tbody>
      </table>
    </div>
    ${after}
  </section>`;
}
