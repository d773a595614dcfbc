/**
 * The board's answer to a click that changed nothing: why, in a place of its own that is always there (so that
 * nothing moves when it speaks), announced to screen readers as it changes.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Feedback } from '../controllers/input-controller.js';
import { errorMessage, type Lang, type Strings } from '../i18n.js';
import type { Pick } from '../picking.js';

/** The words of a click's feedback; `what` names a pick in progress. */
export function feedbackText(t: Strings, lang: Lang, feedback: Feedback, what: (pick: Pick) => string): string {
  switch (feedback.kind) {
    case 'pick-colour-first':
      return t.feedback.pickColourFirst;
    case 'nothing-on-cells':
      return t.feedback.nothingOnCells;
    case 'not-lit':
      return t.feedback.notLit(what(feedback.pick));
    case 'refused':
      return errorMessage(feedback.error, lang);
    case 'room-refused':
      // The room's own codes (`seat/not-yours`) have words of their own; the rules' codes are worded as above.
      return t.online.codes[feedback.error.code] ?? errorMessage(feedback.error, lang);
    default: {
      const never: never = feedback;
      return String(never);
    }
  }
}

export function renderFeedback(t: Strings, lang: Lang, feedback: Feedback | null, what: (pick: Pick) => string): TemplateResult {
  // `role="status"` is a polite live region of its own: no `aria-live`, which the board's announcements use. It
  // stays in the page while silent, so that what it says next is announced; `silent` lets a phone draw it as nothing.
  return html`<p class=${feedback === null ? 'feedback silent' : 'feedback'} part="feedback" role="status">
    ${feedback === null ? nothing : feedbackText(t, lang, feedback, what)}
  </p>`;
}
