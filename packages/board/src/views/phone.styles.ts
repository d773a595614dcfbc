/**
 * The actions bar on a phone. There it stands at the foot of the screen over the flower, so it is only as tall as
 * what it holds: one reserved line (the prompt's, between the colours and the buttons, so that picking a colour
 * moves neither), the feedback on a click as a passing note above the bar, the recruit zone and the basic actions
 * each on one row where they fit, and the decisions panel drawn close. A wide page keeps the side column as it is.
 * @module
 */
import { css } from 'lit';

export const phoneStyles = css`
  @container (max-width: 41.99rem) {
    .actions:not(.replay) {
      gap: 0.3rem;
      padding: 0.3rem 0.25rem;
    }
    /*
     * The feedback on a refused click shows as a note standing on the bar's top edge, over the foot of the flower,
     * as a phone game shows a passing message: it reserves no room while silent, and moves nothing when it speaks.
     */
    .actions:not(.replay) > .feedback {
      position: absolute;
      inset-inline: 0.25rem;
      bottom: calc(100% + 0.25rem);
      min-height: 0;
      padding: 0.3rem 0.5rem;
      border: 1px solid var(--stigmeria-button-border, #c5ccd3);
      border-radius: 6px;
      background: var(--stigmeria-background, #fff);
      color: var(--stigmeria-text, #1f2328);
      box-shadow: 0 0.2rem 0.6rem rgb(0 0 0 / 0.2);
    }
    .actions:not(.replay) > .feedback.silent {
      padding: 0;
      border: 0;
      box-shadow: none;
    }
    /*
     * A cell the keyboard moves to is scrolled into view above the bar that stands at the foot of the screen, not
     * under it: the margin is about the bar's height with a pending decision (it is taller then).
     */
    [role='gridcell'] {
      scroll-margin-block: 1rem 19rem;
    }
    /* The one reserved line: a prompt with its "Cancel" button, so that a pick moves no button below it. */
    .prompt-place {
      min-height: 2rem;
    }
    .commands {
      display: grid;
      gap: 0.3rem;
    }
    .commands .pending,
    .commands .prompt,
    .recruit .bag {
      margin: 0;
    }
    /* The recruit zone on one row: its title, the colours, the bag. */
    .recruit {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.25rem 0.5rem;
    }
    .recruit h3,
    .decisions h3 {
      font-size: 0.7rem;
      letter-spacing: 0.02em;
    }
    .recruit .bag {
      font-size: 0.85em;
      color: var(--stigmeria-muted, #59636e);
    }
    /*
     * The basic actions share one row where their words fit (a second one for longer French words), each button
     * on one line; the keys they answer to stay in their aria-keyshortcuts.
     */
    .buttons {
      gap: 0.3rem;
    }
    .buttons button {
      flex: 1 1 auto;
      padding-inline: 0.4rem;
      white-space: nowrap;
    }
    .buttons kbd {
      display: none;
    }
    .decisions {
      padding: 0.3rem 0.45rem;
    }
    .decisions .pending,
    .decisions .hint {
      margin: 0.1rem 0 0.3rem;
      font-size: 0.9em;
    }
  }
`;
