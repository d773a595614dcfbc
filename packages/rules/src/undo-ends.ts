/**
 * R22: which steps undo cannot go back over, derived from what they do rather than listed. A player's snapshot for
 * undo holds their own board, bag and recruit zone; it cannot restore what a step revealed (the bag's top, the
 * die, the game's generator) nor what it changed outside them (the StigmaReine, another player, the wind). So an
 * event that reveals or touches such a thing ends the undo of whoever it concerns, and the step that caused it
 * becomes a checkpoint.
 * @module
 */
import type { GameEvent, Pending } from './types.js';

/**
 * Whose undo an event ends: the seat it names, `'everyone'` (it draws on the game's generator or changes what
 * all players share), or `undefined` (it changes only what the player's own snapshot restores).
 */
export function undoEndedBy(event: GameEvent): number | 'everyone' | undefined {
  switch (event.type) {
    // Changes the player's own snapshot restores, and the events that end undo by themselves (`evolve` clears the
    // snapshot there: the end of a turn, a fulfilment, a player out, a new turn). First, as most events are these:
    // `evolve` asks for every event.
    case 'acted':
    case 'landed':
    case 'moved':
    case 'exited':
    case 'swapped':
    case 'recoloured':
    case 'created':
    case 'removed':
    case 'pollinated':
    case 'joker-played':
    case 'decision':
    case 'undone':
    case 'turn-ended':
    case 'fulfilled':
    case 'player-out':
    case 'turn-started':
    case 'game-ended':
    case 'central-acted':
    case 'gained':
    case 'recruit-changed':
    case 'bagged':
    case 'mimicked':
      return undefined;
    // The top of a bag comes out: the colour is now known.
    case 'drawn':
    case 'placed':
    case 'central-drawn':
    case 'pilfered':
    // The StigmaReine and the other players are not the player's alone.
    case 'central-placed':
    case 'central-moved':
    case 'central-left':
    case 'central-recruited':
    case 'given':
    case 'bags-swapped':
    case 'charmed':
    case 'drifted':
    case 'blown':
      return event.player;
    // The game's generator is shared by every player, and so are the wind and its forecast.
    case 'rolled':
    case 'bag-shuffled':
    case 'first-player':
    case 'wind':
    case 'wind-forecast':
    case 'central-blown':
      return 'everyone';
    default: {
      const unknown: never = event;
      throw new Error(`undoEndedBy: unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * Whether answering a decision is a checkpoint: a decision raised by a step undo cannot go back over (a draw, a
 * roll, the StigmaReine, the flow between turns) cannot be reopened by undoing its answer either. Choreography and
 * Half Note ask their player to go on with their own step, which undo takes back whole; a Black Night's free special
 * action is judged by what it does.
 */
export const ANSWER_ENDS_UNDO = {
  choreography: false,
  'half-note': false,
  'central-place': true,
  gain: true,
  give: true,
  'fog-die': true,
  drift: true,
  'free-special': false,
  charmer: true,
  'wind-die': true,
} as const satisfies Record<Pending['kind'], boolean>;
