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
      return null;
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
    case 'decision':
      if (event.pending === null) return null;
      return event.pending.kind === 'choreography' ? a.choreographyLeft(event.pending.left) : a.halfNoteChoose;
    case 'undone':
      return a.undone;
    case 'turn-ended':
      return a.turnEnded(nameOf(t, state, event.player));
    case 'fulfilled':
      return a.fulfilled(nameOf(t, state, event.player));
    case 'wind':
      return a.wind(t.directions[event.direction]);
    case 'blown':
      return event.to === 'off' ? a.blownOff(event.from) : a.blown(event.from, event.to);
    case 'player-out':
      return a.out(nameOf(t, state, event.player));
    case 'turn-started':
      return a.turnStarted(event.turn);
    case 'game-ended':
      return a.gameEnded;
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
