/**
 * The names of the messages a room sends: the connection types them, the on-demand part listens for each.
 * @module
 */

/** The messages a room sends, by type (`MESSAGE` of `@stigmeria/server`). */
export const ROOM_MESSAGES = ['welcome', 'step', 'seats', 'rejected', 'ended', 'again'] as const;
export type RoomMessage = (typeof ROOM_MESSAGES)[number];
