/**
 * Everything online play needs beyond the element, in a module of its own so that the CDN build makes it a file of
 * its own (`stigmeria-online-client.js`, with its own copy of the rules it calls, as the solver's file has), imported
 * only when a board with `server` first connects: the client library (`colyseus.js`) that opens a room (`open-room.ts`), and the reading of the room's
 * messages (`receive.ts`: their checks, and the rules' `applyEvent` with the event validators it calls).
 * @module
 */
export { openRoom } from './open-room.js';
export { receive } from './receive.js';
