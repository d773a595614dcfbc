/**
 * The messages between a room and its clients, on top of Colyseus's own protocol (`room.send` and
 * `room.onMessage` of `colyseus.js`). A client sends one kind, `command`; the room sends the rest.
 * @module
 */
import type { Command, GameEvent, GameState, Mode, ValidationIssue } from '@stigmeria/rules';

/** The name under which the server defines its room type. */
export const ROOM_NAME = 'stigmeria';

/** Message types, client to room and room to client. */
export const MESSAGE = {
  /** Client → room: a `Command` for the client's own seat. */
  command: 'command',
  /** Room → one client: who it is and the game as it may see it, on joining and on coming back. */
  welcome: 'welcome',
  /** Room → every client: one accepted step, in order. */
  step: 'step',
  /** Room → every client: who holds which seat. */
  seats: 'seats',
  /** Room → one client: why its message changed nothing. */
  rejected: 'rejected',
  /** Room → every client: the game is over; here is its replay. */
  ended: 'ended',
  /**
   * Client → room, once the game is over: play again, the same schema, mode and seats with a new seed. Room →
   * every client: the new room's id (`AgainMessage`), where each client takes the seat it held here.
   */
  again: 'again',
} as const;

/** What a client asks for when it creates a room (`client.create(ROOM_NAME, options)`). */
export interface CreateOptions {
  /** A catalogue id (`findCatalogueSchema`) or a target schema document (`parseSchema`). */
  readonly schema: string | unknown;
  readonly mode: Mode;
  /** How many players the game seats. */
  readonly seats: number;
  readonly options?: { readonly joker?: boolean };
}

/** What a client asks for when it joins: a seat by number, the seat its token names, or to watch. */
export interface JoinOptions {
  readonly seat?: number;
  /** The `seatToken` of an earlier `welcome`: takes that seat back, in this room or in its restored copy. */
  readonly seatToken?: string;
  readonly spectate?: boolean;
  /** Creates the room again from its log, after the process that held it died (see the README). */
  readonly restore?: string;
}

/** A seat as everyone sees it: free, held by a connected client, or held by one that dropped. */
export type SeatStatus = 'open' | 'present' | 'away';

/** Sent to a client when it joins or comes back: everything it needs to show the game. */
export interface WelcomeMessage {
  /** The client's seat, or null for a spectator. */
  readonly seat: number | null;
  /** The secret that takes this seat back (`JoinOptions.seatToken`); only ever sent to the seat's holder. */
  readonly seatToken: string | null;
  /** `viewFor(state, seat)`, or the public view for a spectator. */
  readonly view: GameState;
  /** How many steps the room has accepted: the next `step` has this index. */
  readonly steps: number;
  readonly seats: readonly SeatStatus[];
  /** The replay document once the game is over, else null. */
  readonly replay: string | null;
}

/** One accepted step: fold `events` into the view with `evolve` to stay in step. */
export interface StepMessage {
  readonly index: number;
  readonly command: Command;
  readonly events: readonly GameEvent[];
}

/** Who holds which seat, after any change. */
export interface SeatsMessage {
  readonly seats: readonly SeatStatus[];
}

/**
 * Why a message changed nothing: a rules error code (`land/not-adjacent`), `document/invalid` with the JSON paths
 * of a malformed command, or one of the room's own codes (`ROOM_ERRORS`).
 */
export interface RejectedMessage {
  readonly code: string;
  readonly message: string;
  readonly issues?: readonly ValidationIssue[];
}

/** The game is over. */
export interface EndedMessage {
  /** The replay document (`serializeReplay`), seed included, that `stigmeria verify` checks. */
  readonly replay: string;
}

/** The room made for playing again: join it by its id, with `{ seat }` of the seat held here (or to watch). */
export interface AgainMessage {
  readonly room: string;
}

/** The room's own error codes, beside the rules' ones. */
export const ROOM_ERRORS = {
  tooLarge: 'message/too-large',
  rateLimited: 'message/rate-limited',
  unreadable: 'message/unreadable',
  unknownType: 'message/unknown-type',
  spectator: 'seat/spectator',
  notYours: 'seat/not-yours',
  notOver: 'room/not-over',
  logUnavailable: 'log/unavailable',
} as const;
