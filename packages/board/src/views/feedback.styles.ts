/**
 * The styles of the board's feedback: the focus ring and the "selected" mark told apart, the reserved places of
 * the prompt and of the message about a click that changed nothing.
 * @module
 */
import { css } from 'lit';

export const feedbackStyles = css`
  /*
   * Selected (a picked colour, a toggled choice, the shown player's tab, a picked cell): a tinted fill and an inset
   * edge, with a check mark on a pressed button. The keyboard focus: a ring standing off the control, never filled.
   * Both use the focus colour, so they differ by shape.
   */
  button[aria-pressed='true'],
  .player-tab[aria-selected='true'] {
    background: color-mix(in srgb, var(--_focus) 16%, var(--stigmeria-button-background, #fff));
    box-shadow: inset 0 0 0 2px var(--_focus);
  }
  .toggles button.toggle[aria-pressed='true']::after {
    content: '✓';
  }
  .cell.picked {
    background-color: color-mix(in srgb, var(--_focus) 22%, var(--stigmeria-cell-background, #f4efe2));
  }
  button:focus-visible,
  select:focus-visible,
  input:focus-visible,
  .cell:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 3px;
  }

  /*
   * Reserved places: the prompt of a pick and the feedback on a click keep their height whether or not
   * they hold words, so that picking a colour or a refused click moves nothing below them.
   */
  /* Three lines: the prompt and its buttons, in French, in the narrow side column of a wide page. */
  .prompt-place {
    min-height: 5rem;
  }
  /* Three lines: the longest feedback, in French, in the narrow side column of a wide page. */
  .feedback {
    min-height: calc(3 * 1.4em + 0.4rem);
  }
  /* On a phone the bar at the foot of the screen keeps one line only: see phone.styles.ts. */
  .prompt-place > .prompt {
    margin: 0;
  }
  .feedback {
    margin: 0;
    padding: 0.2rem 0;
    line-height: 1.4em;
    color: var(--stigmeria-muted, #59636e);
  }
  /* A toggle keeps room for its check mark, so that toggling it moves none of its neighbours. */
  .toggles button.toggle::after {
    content: '';
    display: inline-block;
    width: 1.1em;
    text-align: end;
  }
`;
