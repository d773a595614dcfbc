/**
 * Events in words, for the `aria-live` region: "Blue lands on C4", "The wind blows south".
 * @module
 */
import type { GameEvent, GameState } from '@stigmeria/rules';
import type { Strings } from './i18n.js';
import { playerName as nameOf } from './views/players.js';


/** One event in a sentence, or `null` for bookkeeping events nobody needs to hear. */
export function describeEvent(event: GameEvent, state: GameState, t: Strings): string | null {
  const a = t.announce;
  const c = t.colours;
  switch (event.type) {
    case 'acted':
      // A pass changes nothing on any board, so it is said here; other steps are said by the events they cause.
      return event.action === 'charmer-pass' ? a.charmerPassed(nameOf(t, state, event.player)) : null;
    case 'drawn':
      return a.drawn(c[event.color]);
    case 'landed':
      return a.landed(c[event.color], event.cell);
    case 'placed':
      return a.placed(c[event.color], event.cell);
    case 'moved':
      return a.moved(event.from, event.to);
    case 'exited':
      return a.exited(c[event.color], event.from);
    case 'swapped':
      return a.swapped(event.cells[0], event.cells[1]);
    case 'recoloured':
      return a.recoloured(event.cell, c[event.color]);
    case 'created':
      return a.created(c[event.color], event.cell);
    case 'removed':
      return a.removed(c[event.color], event.cell);
    case 'pollinated':
      return a.pollinated(event.cell, c[event.color]);
    case 'joker-played':
      return a.joker(c[event.from], c[event.to]);
    case 'decision': {
      const pending = event.pending;
      if (pending === null) return null;
      if (pending.kind === 'choreography') return a.choreographyLeft(pending.left);
      if (pending.kind === 'half-note') return a.halfNoteChoose;
      return a.decisionNeeded(nameOf(t, state, event.player));
    }
    case 'undone':
      return a.undone;
    case 'turn-ended':
      return a.turnEnded(nameOf(t, state, event.player));
    case 'fulfilled':
      return a.fulfilled(nameOf(t, state, event.player));
    case 'wind':
      return a.wind(t.directions[event.direction]);
    case 'blown': {
      // With several boards the same wind pushes tokens on each: without the board, the sentences repeat.
      if (state.players.length === 1) return event.to === 'off' ? a.blownOff(event.from) : a.blown(event.from, event.to);
      const board = t.ui.boardName(nameOf(t, state, event.player));
      return event.to === 'off' ? a.blownOffOn(board, event.from) : a.blownOn(board, event.from, event.to);
    }
    case 'player-out':
      return event.reason === 'empty-bag' ? a.outEmptyBag(nameOf(t, state, event.player)) : a.out(nameOf(t, state, event.player));
    case 'turn-started':
      return a.turnStarted(event.turn);
    case 'game-ended':
      return a.gameEnded;
    case 'first-player':
      return a.firstPlayer(nameOf(t, state, event.player));
    case 'rolled':
      return a.rolled(nameOf(t, state, event.player), t.table.faces[event.face], t.table.purpose[event.purpose]);
    case 'wind-forecast':
      return a.forecast(event.turn, event.wind === 'unknown' ? t.table.unknown : t.directions[event.wind]);
    case 'bag-shuffled':
      return a.shuffled(nameOf(t, state, event.player));
    case 'central-acted':
      // The step's own event (drawn, placed, moved) says what happened; the count shows in the status.
      return null;
    case 'central-drawn':
      return a.centralDrawn(c[event.color]);
    case 'central-placed':
      return a.centralPlaced(c[event.color], event.cell);
    case 'central-moved':
      return a.centralMoved(event.from, event.to);
    case 'central-left':
      return a.centralLeft(
        c[event.color],
        event.from,
        event.to === 'central-recruit' ? t.table.centralRecruit : event.to === 'recruit' ? t.ui.recruit : t.ui.box,
      );
    case 'central-blown':
      return event.to === 'off' ? a.centralBlownOff(event.from) : a.centralBlown(event.from, event.to);
    case 'central-recruited':
      return a.centralRecruited(nameOf(t, state, event.player), c[event.color]);
    case 'gained':
      return a.gained(nameOf(t, state, event.player), t.actions[event.action]);
    case 'given':
      return a.given(c[event.color], event.cell, nameOf(t, state, event.to));
    case 'recruit-changed':
      return a.recruitChanged(event.count, c[event.from], c[event.to]);
    case 'bagged':
      return a.bagged(event.colors.map((x) => c[x]).join(', '), nameOf(t, state, event.player));
    case 'mimicked':
      return a.mimicked(event.cell, c[event.color]);
    case 'pilfered':
      return a.pilfered(nameOf(t, state, event.player), c[event.color], nameOf(t, state, event.from));
    case 'bags-swapped':
      return a.bagsSwapped(nameOf(t, state, event.player), nameOf(t, state, event.with));
    case 'charmed': {
      const [x, y] = event.tokens;
      return a.charmed(t.table.token(nameOf(t, state, x.player), c[x.color]), t.table.token(nameOf(t, state, y.player), c[y.color]));
    }
    case 'drifted': {
      const board = t.ui.boardName(nameOf(t, state, event.board));
      return event.to === 'off' ? a.driftedOff(board, event.from) : a.drifted(board, event.from, event.to);
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** A command's events as one announcement. */
export function describeEvents(events: readonly GameEvent[], state: GameState, t: Strings): string {
  return events
    .map((e) => describeEvent(e, state, t))
    .filter((s): s is string => s !== null)
    .join('. ');
}
