/**
 * The layout of the board on a phone (the element narrower than 42rem, whatever the viewport): the flower first,
 * under a compact strip of the players and, with several boards, a tab row; the actions bar at the foot of the
 * screen; the turn's status lines, the side panel and the log under them. The cell a decision asks about is ringed
 * (on every width), and every target of a finger is at least 44 CSS px on a coarse pointer.
 * @module
 */
import { css } from 'lit';

export const phoneLayoutStyles = css`
  /* What the layout's ResizeObserver watches (views/board-tabs.ts): the root's width, no height, no grid row. */
  .root {
    position: relative;
  }
  .width-probe {
    position: absolute;
    inset-inline: 0;
    top: 0;
    height: 0;
    visibility: hidden;
    pointer-events: none;
  }
  /* A cell the decisions panel asks about (the StigmaReine's A5): a ring outside the pistil, apart from a pick's. */
  .cell.asked,
  .flower-body .cell.asked {
    z-index: 1;
    box-shadow:
      0 0 0 3px var(--stigmeria-highlight-border, #c99a00),
      0 0 0 6px color-mix(in srgb, var(--stigmeria-highlight-border, #c99a00) 40%, transparent);
  }
  /*
   * A board whose tab is not selected (tabs exist only on a phone): out of sight, still in the page for a screen
   * reader and the keyboard (the focus going into it selects its tab).
   */
  .board-tabs + .boards {
    position: relative;
  }
  .boards > .tab-off {
    position: absolute;
    top: 0;
    left: 0;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .board-tabs {
    display: flex;
    border-bottom: 2px solid var(--stigmeria-button-border, #8c959f);
  }
  .board-tab {
    flex: 1 1 0;
    min-width: 0;
    min-height: 44px;
    padding: 0.25rem 0.5rem;
    border: 0;
    border-radius: 6px 6px 0 0;
    background: transparent;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .board-tab[aria-selected='true'] {
    background: var(--stigmeria-button-background, #fff);
    box-shadow: inset 0 -4px 0 var(--_focus);
  }
  .board-tab:focus-visible {
    outline-offset: -3px;
  }
  /* Vertical pans still scroll the page; a sideways finger is the element's swipe to the next board. */
  .board-tabs + .boards {
    touch-action: pan-y pinch-zoom;
  }

  @container (max-width: 41.99rem) {
    /* Read by the element (views/board-tabs.ts): the boards become tabs. */
    .root {
      --_phone: 1;
      gap: 0.4rem;
    }
    /*
     * The flower first: the layout's columns become the root's own rows, so that the lines that repeat what the
     * flower shows (the turn, the actions left, the wind, whose board it is) stand under the actions bar.
     */
    .layout {
      display: contents;
    }
    .board-col,
    .actions {
      order: 1;
    }
    .root > .description,
    .root > .showing,
    .root > .order,
    .root > .status {
      order: 2;
    }
    .side {
      order: 3;
    }
    /* The tabs name the boards, the player's own among them: the line that says whose board is shown would repeat it. */
    .boards > [role='tabpanel'] > h3,
    .root:has(.board-tabs) > .showing {
      display: none;
    }
    .board-col {
      display: grid;
      gap: 0.3rem;
      min-width: 0;
    }
    /* The players as a compact strip: name, marks and status; the bag and the recruit zone are in the bar. */
    .players {
      gap: 0.3rem;
    }
    .players:not(.single) {
      padding-bottom: 0;
    }
    .player-tab.player-panel {
      flex: 1 0 8rem;
    }
    .player-panel {
      gap: 0;
      padding: 0.2rem 0.45rem;
      font-size: 0.8em;
    }
    .players .player-counts,
    .players .panel-recruit,
    .players .panel-earned,
    .players .panel-joker {
      display: none;
    }
    .player-panel .mark {
      font-weight: 400;
    }
    /* The decision's buttons share the bar's width, so that a row holds more of them and the bar stays low. */
    .decisions .choices {
      gap: 0.3rem;
    }
    .decisions .choices > button {
      flex: 1 1 auto;
      padding-inline: 0.4rem;
    }
  }

  /* A finger's targets: every control at least 44 CSS px on a coarse pointer (the cells zoom first, see flower.ts). */
  @media (pointer: coarse) {
    button,
    select,
    input,
    summary,
    .button-link {
      min-height: 44px;
      min-width: 44px;
    }
    .button-link {
      display: inline-flex;
      align-items: center;
    }
  }
`;
